"""Runs by what they were: their configuration's keys as columns, runs whose key holds a value,
and the keys two or more runs differ in (the ``run_config`` table; W&B's run comparison)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .browse import _frame

if TYPE_CHECKING:
    import duckdb
    import pandas as pd

# The latest value of each (run, key): a key a checkpoint's config repeats is its last step's.
_LATEST = "SELECT run_id, key, arg_max(value, coalesce(step, -1)) AS value FROM run_config GROUP BY ALL"


def config_keys(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Every key some run's configuration holds, the keys most runs hold first."""
    rows = con.execute("SELECT key FROM run_config GROUP BY key ORDER BY count(DISTINCT run_id) DESC, key")
    return [key for (key,) in rows.fetchall()]


def config_columns(con: duckdb.DuckDBPyConnection, keys: list[str]) -> pd.DataFrame:
    """``run_id`` and a column a key (its value as text; NULL where the run has no such key)."""
    frame = _frame(con, f"SELECT run_id, key, value FROM ({_LATEST}) WHERE list_contains(?, key)", [keys])
    if frame.empty:
        return frame.drop(columns=["key", "value"])
    wide = frame.pivot(index="run_id", columns="key", values="value").reset_index()
    return wide[["run_id", *[key for key in keys if key in wide.columns]]]


def runs_where(con: duckdb.DuckDBPyConnection, key: str, values: list[str]) -> list[str]:
    """The runs whose configuration gives ``key`` one of ``values``."""
    rows = con.execute(f"SELECT run_id FROM ({_LATEST}) WHERE key = ? AND list_contains(?, value) ORDER BY 1",
                       [key, values])  # fmt: skip
    return [run for (run,) in rows.fetchall()]


def config_values(con: duckdb.DuckDBPyConnection, key: str) -> list[str]:
    rows = con.execute(f"SELECT DISTINCT value FROM ({_LATEST}) WHERE key = ? AND value IS NOT NULL ORDER BY 1", [key])
    return [value for (value,) in rows.fetchall()]


def config_differences(con: duckdb.DuckDBPyConnection, run_ids: list[str]) -> pd.DataFrame:
    """A row a key whose value differs between the runs (or that some lack), a column a run."""
    frame = _frame(con, "SELECT key, values_by_run FROM config_differences_listed(?)", [run_ids])
    rows = [{"key": key, **{run: by_run.get(run) for run in run_ids}} for key, by_run in
            zip(frame["key"], frame["values_by_run"])]  # fmt: skip
    import pandas as pd  # noqa: PLC0415 - the explorer's own dependency, loaded with its pages

    return pd.DataFrame(rows, columns=["key", *run_ids])
