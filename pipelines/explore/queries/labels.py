"""Labels as the explorer and the CLI read them (the ``labels`` view), and the trajectories a
label is about, checked against the lake before anything is written (:mod:`pipelines.lake.labels`
writes)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

import duckdb
import pyarrow as pa

from ...errors import UserError
from ...lake.labels import Target


def targets(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_ids: Iterable[str]) -> list[Target]:
    """The trajectories of a run to label, as the lake holds them (their step and split); a
    UserError naming those it does not hold."""
    wanted = list(dict.fromkeys(trajectory_ids))
    found = {
        trajectory_id: Target(run_id, step, split, trajectory_id)
        for step, split, trajectory_id in con.execute(
            "SELECT step, split, trajectory_id FROM trajectories WHERE run_id = ? AND list_contains(?, trajectory_id)",
            [run_id, wanted],
        ).fetchall()
    }
    missing = [t for t in wanted if t not in found]
    if missing:
        shown = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
        raise UserError(f"run {run_id} has no trajectory {shown}")
    return [found[t] for t in wanted]


def targets_of(found: pa.Table) -> list[Target]:
    """Targets from rows with ``run_id, step, split, trajectory_id`` (a search's matches)."""
    return [Target(r["run_id"], r["step"], r["split"], r["trajectory_id"]) for r in found.to_pylist()]


def of_trajectory(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str) -> pa.Table:
    """A trajectory's labels in force: tag, note, author, when."""
    return con.execute(
        "SELECT tag, note, author, labelled_at FROM labels WHERE run_id = ? AND trajectory_id = ? ORDER BY tag",
        [run_id, trajectory_id],
    ).fetch_arrow_table()


def tags(con: duckdb.DuckDBPyConnection) -> pa.Table:
    """Every tag in force, with how many trajectories (and runs) carry it, the most used first."""
    return con.execute(
        "SELECT tag, count(*) AS trajectories, count(DISTINCT run_id) AS runs, max(labelled_at) AS last_labelled"
        " FROM labels GROUP BY tag ORDER BY trajectories DESC, tag"
    ).fetch_arrow_table()


def listing(con: duckdb.DuckDBPyConnection, *, tag: str | None = None, runs: list[str] | None = None) -> pa.Table:
    """The labels in force (of a tag, of some runs), each with its trajectory's reward and
    length now, latest first; ``in_lake`` false for a trajectory the lake no longer holds (its
    run removed, or read again under new ids)."""
    clauses: list[str] = ["true"]
    params: list[object] = []
    if tag is not None:
        clauses.append("l.tag = ?")
        params.append(tag)
    if runs:
        clauses.append("list_contains(?, l.run_id)")
        params.append(runs)
    chosen = con.execute(
        "SELECT tag, run_name, run_id, step, split, note, author, labelled_at, trajectory_id FROM labels l WHERE "
        + " AND ".join(clauses)
        + " ORDER BY labelled_at DESC, tag, run_name, trajectory_id",
        params,
    ).fetch_arrow_table()
    # what the lake holds of them now: read with their runs named, so only those folders are
    present = con.execute(
        "SELECT run_id, trajectory_id, reward, coalesce(response_tokens, response_chars) AS length FROM trajectories"
        " WHERE list_contains(?, run_id) AND list_contains(?, trajectory_id)",
        [
            sorted(set(cast("list[str]", chosen.column("run_id").to_pylist()))),
            chosen.column("trajectory_id").to_pylist(),
        ],
    ).fetchall()
    now = {(r, t): (reward, length) for r, t, reward, length in present}
    keys = list(zip(chosen.column("run_id").to_pylist(), chosen.column("trajectory_id").to_pylist()))
    columns: dict[str, pa.Array[Any] | pa.ChunkedArray[Any]]
    columns = {name: chosen.column(name) for name in ("tag", "run_name", "run_id", "step", "split")}
    columns |= {
        "reward": pa.array([now.get(k, (None, None))[0] for k in keys], pa.float64()),
        "length": pa.array([now.get(k, (None, None))[1] for k in keys], pa.int64()),
    }
    columns |= {name: chosen.column(name) for name in ("note", "author", "labelled_at")}
    columns |= {
        "in_lake": pa.array([k in now for k in keys], pa.bool_()),
        "trajectory_id": chosen.column("trajectory_id"),
    }
    return pa.table(columns)
