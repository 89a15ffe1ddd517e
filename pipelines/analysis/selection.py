"""What an export reads of the lake: the trajectories a search found, run by run and a batch at
a time (the found ids stay one Arrow table; a batch's rows become Python values only while it
is written), with their turns and rewards. Every export (messages, hf, otlp, atif, inspect)
reads through here, so each holds one batch in memory whatever the lake's size."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import pyarrow.compute as pc

from ..errors import UserError
from ..explore.queries.search import Search, matching_ids

BATCH = 500
RUN = "run_id, run_name, format, framework, model"


def out_folder(folder: Path, writes: str) -> Path:
    """The folder an export writes ``writes`` into, made where missing; a file there is refused."""
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise UserError(f"{folder}: not a folder (the export writes {writes} into it)")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def found_batches(
    con: duckdb.DuckDBPyConnection, search: Search, size: int = BATCH
) -> tuple[int, Iterator[tuple[dict[str, Any], list[str]]]]:
    """(trajectories found, their (run, ids) batches: a run's ids at most ``size`` at a time, in
    the lake's order)."""
    found = matching_ids(con, search)
    return found.num_rows, _batches(con, found.column("run_id").combine_chunks(),
                                    found.column("trajectory_id").combine_chunks(), size)  # fmt: skip


def _batches(
    con: duckdb.DuckDBPyConnection, runs: Any, ids: Any, size: int
) -> Iterator[tuple[dict[str, Any], list[str]]]:
    n = len(runs)
    if n == 0:
        return
    changes = pc.indices_nonzero(pc.not_equal(runs.slice(1), runs.slice(0, n - 1))).to_pylist()
    edges = [0, *(i + 1 for i in changes), n]  # the found ids are in run order: each run a slice
    for first, last in zip(edges, edges[1:]):
        run_id = runs[first].as_py()
        (run,) = con.execute(f"SELECT {RUN} FROM runs WHERE run_id = ?", [run_id]).fetch_arrow_table().to_pylist()
        for start in range(first, last, size):
            yield run, ids.slice(start, min(size, last - start)).to_pylist()


def trajectories(con: duckdb.DuckDBPyConnection, run_id: str, ids: list[str], columns: str) -> list[dict[str, Any]]:
    """The trajectories' ``columns`` (``trajectory_id`` first), in the lake's order."""
    return (
        con.execute(
            f"SELECT trajectory_id, {columns} FROM trajectories WHERE run_id = ? AND list_contains(?, trajectory_id)"
            " ORDER BY step, source_line, trajectory_id",
            [run_id, ids],
        )
        .fetch_arrow_table()
        .to_pylist()
    )


def turns(con: duckdb.DuckDBPyConnection, run_id: str, ids: list[str], columns: str) -> dict[str, list[dict[str, Any]]]:
    """Each trajectory's turns (``columns``), in order."""
    held: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for turn in (
        con.execute(
            f"SELECT trajectory_id, {columns} FROM turns WHERE run_id = ? AND list_contains(?, trajectory_id)"
            " ORDER BY trajectory_id, turn_index",
            [run_id, ids],
        )
        .fetch_arrow_table()
        .to_pylist()
    ):
        held[turn["trajectory_id"]].append(turn)
    return held


def rewards(con: duckdb.DuckDBPyConnection, run_id: str, ids: list[str]) -> dict[str, list[tuple[Any, ...]]]:
    """Each trajectory's ``rewards`` rows: (name, value, raw, turn index), by name."""
    held: dict[str, list[tuple[Any, ...]]] = defaultdict(list)
    for trajectory_id, *row in con.execute(
        "SELECT trajectory_id, name, value, raw, turn_index FROM rewards WHERE run_id = ?"
        " AND list_contains(?, trajectory_id) ORDER BY trajectory_id, name, turn_index",
        [run_id, ids],
    ).fetchall():
        held[trajectory_id].append(tuple(row))
    return held
