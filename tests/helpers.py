"""Helpers the tests share: counts and queries through the real catalog."""

from __future__ import annotations

from pipelines import engine
from pipelines.lake import catalog


def table_counts(lake: str) -> dict[str, int]:
    con = catalog.connect(lake)
    names = ["trajectories", "turns", "rewards", "step_metrics", "quarantine", "runs", "ingests"]
    return {n: con.execute(f"SELECT count(*) FROM {n}").fetchone()[0] for n in names}


def query(lake: str, sql: str) -> list[tuple]:
    return catalog.connect(lake).execute(sql).fetchall()


def ingest(paths, lake, **kw) -> engine.Report:
    return engine.ingest_paths([str(p) for p in paths], lake, **kw)
