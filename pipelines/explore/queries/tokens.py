"""A trajectory's token lane (the ``tokens`` table, kept with ``--keep-tokens``), as the
trajectory page plots it: each token's figures, one row per token and figure."""

from __future__ import annotations

import duckdb
import pyarrow as pa

# The figures plotted, as ``token_lane`` names them (sql/50_tokens.sql), and as the chart says them.
FIGURES = {"logprob": "sampled log-prob", "trainer_logprob": "trainer log-prob", "drift": "drift (sampled - trainer)",
           "reference_logprob": "reference log-prob", "advantage": "advantage"}  # fmt: skip


def token_figures(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str) -> pa.Table:
    """``turn_index, position, trained, figure, value`` of every token of the trajectory whose
    figure the source gave (none: an empty table); ``position`` counts on across its sequences."""
    unpivot = ", ".join(f"('{name}', {name})" for name in FIGURES)
    return con.execute(
        f"""
        WITH lane AS (
            SELECT turn_index, row_number() OVER (ORDER BY turn_index NULLS FIRST, position) AS position, trained, {", ".join(FIGURES)}
            FROM token_lane(?) WHERE run_id = ?
        )
        SELECT turn_index, position, trained, f.figure, f.value
        FROM lane, LATERAL (VALUES {unpivot}) f(figure, value)
        WHERE f.value IS NOT NULL ORDER BY position, f.figure
        """,
        [trajectory_id, run_id],
    ).fetch_arrow_table()
