"""Tool-call timelines, for agent runs whose turns carry times: a trajectory's turns and tool
calls on a time axis, and a step's tool latencies by tool."""

from __future__ import annotations

import duckdb
import pyarrow as pa


def timeline(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str) -> tuple[str | None, pa.Table]:
    """How the trajectory's times are known (``timestamps``: its turns' ``started_at``;
    ``latencies``: its turns one after another, each taking its ``latency_s``; None: neither),
    and its turns (``turn_index, role, tool_name, status, start_s, end_s, latency_s``), seconds
    from its first turn. A turn with a start but no latency ends where the next one starts."""
    rows = con.execute(
        "SELECT turn_index, role, tool_name, status, latency_s, started_at FROM turns"
        " WHERE run_id = ? AND trajectory_id = ? ORDER BY turn_index",
        [run_id, trajectory_id],
    ).fetchall()
    stamped = [r for r in rows if r[5] is not None]
    if len(stamped) >= 2:
        basis = "timestamps"
        first = min(r[5] for r in stamped)
        starts = [None if r[5] is None else (r[5] - first).total_seconds() for r in rows]
    elif any(r[4] is not None for r in rows):
        basis = "latencies"
        starts, clock = [], 0.0
        for r in rows:
            starts.append(clock)
            clock += r[4] or 0.0
    else:
        return None, pa.table({})
    ends: list[float | None] = []
    for i, (row, start) in enumerate(zip(rows, starts)):
        if start is None:
            ends.append(None)
        elif row[4] is not None:
            ends.append(start + row[4])
        else:
            later = next((s for s in starts[i + 1 :] if s is not None), None)
            ends.append(later if later is not None and later >= start else start)
    return basis, pa.table({
        "turn_index": [r[0] for r in rows], "role": [r[1] for r in rows], "tool_name": [r[2] for r in rows],
        "status": [r[3] for r in rows], "start_s": pa.array(starts, pa.float64()), "end_s": pa.array(ends, pa.float64()),
        "latency_s": pa.array([r[4] for r in rows], pa.float64()),
    })  # fmt: skip


def tool_latencies(con: duckdb.DuckDBPyConnection, run_id: str, step: int) -> pa.Table:
    """Every tool call of a step with a latency: ``tool_name, latency_s, status``."""
    return con.execute(
        "SELECT coalesce(tool_name, '(not named)') AS tool_name, latency_s, status FROM turns"
        " WHERE run_id = ? AND step = ? AND role = 'tool' AND latency_s IS NOT NULL ORDER BY tool_name, latency_s",
        [run_id, step],
    ).fetch_arrow_table()


def tool_latency_summary(con: duckdb.DuckDBPyConnection, run_id: str, step: int) -> pa.Table:
    """Per tool of a step: calls, failed calls (``tool_failure``), mean, p50, p90, p99, max seconds."""
    return con.execute(
        "SELECT coalesce(tool_name, '(not named)') AS tool_name, count(*) AS calls,"
        " count(*) FILTER (WHERE tool_failure(content, status) IS NOT NULL) AS failed, avg(latency_s) AS mean_s,"
        " quantile_cont(latency_s, 0.5) AS p50_s, quantile_cont(latency_s, 0.9) AS p90_s,"
        " quantile_cont(latency_s, 0.99) AS p99_s, max(latency_s) AS max_s FROM turns"
        " WHERE run_id = ? AND step = ? AND role = 'tool' AND latency_s IS NOT NULL GROUP BY ALL ORDER BY calls DESC, 1",
        [run_id, step],
    ).fetch_arrow_table()


def steps_with_latencies(con: duckdb.DuckDBPyConnection, run_id: str) -> list[int]:
    """The steps of a run whose tool calls have latencies."""
    rows = con.execute(
        "SELECT DISTINCT step FROM turns WHERE run_id = ? AND role = 'tool' AND latency_s IS NOT NULL ORDER BY step",
        [run_id],
    ).fetchall()
    return [r[0] for r in rows]
