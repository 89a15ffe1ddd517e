"""Why a run went as it did, for the Prompts and Health pages and Compare's paired panel: which
prompts it learned and when (``sql/40_prompts.sql``), the run doctor, the paired comparison."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .browse import _frame

if TYPE_CHECKING:
    import duckdb
    import pandas as pd

    from ...analysis.doctor import Diagnosis
    from ...analysis.paired import PairedComparison

HEAT_PROMPTS = 60  # prompts a heat map shows: its rows, most sampled first


def prompt_progress(con: duckdb.DuckDBPyConnection, run_id: str, split: str) -> pd.DataFrame:
    """One row a prompt: its status, steps seen, first and last solved step, its prompt."""
    return _frame(
        con,
        "SELECT prompt_key, status, steps_seen, first_step, last_step, first_solved_step, last_solved_step, samples, "
        "prompt FROM prompt_progress_of([$1]) WHERE split = $2 ORDER BY status NULLS LAST, first_solved_step, prompt_key",
        [run_id, split],
    )


def status_by_step(con: duckdb.DuckDBPyConnection, run_id: str, split: str) -> pd.DataFrame:
    """Long: step, status, prompts (how many had that status as of the step)."""
    return _frame(
        con,
        "UNPIVOT (SELECT step, never, always, learned, regressed FROM prompt_status_by_step_of([$1]) WHERE split = $2) "
        "ON never, always, learned, regressed INTO NAME status VALUE prompts ORDER BY step, status",
        [run_id, split],
    )


def prompt_heat(con: duckdb.DuckDBPyConnection, run_id: str, split: str) -> pd.DataFrame:
    """Long: prompt_key, label (its end), status, step, success_rate, group_id (a group of the
    prompt at that step, where the source names groups): the heat map's cells, for the
    :data:`HEAT_PROMPTS` prompts seen most."""
    return _frame(
        con,
        f"""
        WITH shown AS (
            SELECT prompt_key, status, first_solved_step, prompt FROM prompt_progress_of([$1]) WHERE split = $2
            ORDER BY samples DESC, prompt_key LIMIT {HEAT_PROMPTS}
        ), cells AS (
            SELECT prompt_key, step, successes / nullif(judged, 0) AS success_rate FROM prompt_steps_of([$1])
            WHERE split = $2
        ), groups AS (
            SELECT prompt_key(prompt, extra) AS prompt_key, step, min(group_id) AS group_id
            FROM trajectories WHERE run_id = $1 AND split = $2 GROUP BY ALL
        )
        SELECT s.prompt_key, right(trim(regexp_replace(s.prompt, '\\s+', ' ', 'g')), 60) AS label, s.status,
               c.step, c.success_rate, g.group_id, s.first_solved_step
        FROM shown s JOIN cells c USING (prompt_key)
        LEFT JOIN groups g ON g.prompt_key = s.prompt_key AND g.step = c.step
        ORDER BY s.first_solved_step NULLS LAST, s.prompt_key, c.step
        """,
        [run_id, split],
    )


def diagnosis(con: duckdb.DuckDBPyConnection, run_id: str, split: str) -> Diagnosis:
    from ...analysis.doctor import diagnose  # noqa: PLC0415 - numpy and the checks, for this page only

    return diagnose(con, run_id, split=split)


def paired(con: duckdb.DuckDBPyConnection, run_a: str, run_b: str, split: str) -> PairedComparison:
    from ...analysis.paired import compare_paired  # noqa: PLC0415 - numpy, for this panel only

    return compare_paired(con, [run_a, run_b], split=split)
