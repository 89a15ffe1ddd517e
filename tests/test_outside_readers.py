"""What tracelake writes reads the same without tracelake: delta-rs/pyarrow, Polars and DuckDB's
delta extension count what `tracelake sql` counts, after an ingest, a re-ingest of a changed
shard and a compaction. And the pinned DuckDB answers window queries over Hive partitions right."""

from __future__ import annotations

from pathlib import Path

import duckdb
import polars as pl
from deltalake import DeltaTable

from pipelines.lake import catalog, maintenance
from pipelines.samples import RunSpec, step_lines, write_shard

from .helpers import ingest, query, table_counts

TABLES = ("trajectories", "turns", "rewards", "step_metrics", "quarantine")


def outside_counts(lake: str) -> dict[str, dict[str, int]]:
    con = catalog.duckdb_connection()  # only for its offline extension directory
    seen: dict[str, dict[str, int]] = {"deltalake": {}, "polars": {}, "duckdb": {}}
    for table in TABLES:
        uri = f"{lake}/{table}"
        seen["deltalake"][table] = DeltaTable(uri).to_pyarrow_table().num_rows
        seen["polars"][table] = pl.scan_delta(uri).select(pl.len()).collect().item()
        seen["duckdb"][table] = con.execute(f"SELECT count(*) FROM delta_scan('{uri}')").fetchone()[0]
    return seen


def test_other_engines_read_the_counts_tracelake_reads(demo, tmp_path, lake):
    from pipelines.samples import write_artifacts

    write_artifacts(tmp_path / "artifacts")
    folder, written = demo
    ingest([folder, tmp_path / "artifacts"], lake, batch_size=3, auto_compact=False)

    def check() -> None:
        ours = {t: n for t, n in table_counts(lake).items() if t in TABLES}
        assert outside_counts(lake) == {"deltalake": ours, "polars": ours, "duckdb": ours}

    check()
    shorter = RunSpec("gsm8k-legacy-verl0.3", prompts=1, n=2, seed=3, legacy=True, compression=None)
    write_shard(folder / "gsm8k-legacy-verl0.3" / "2.jsonl", ("\n".join(step_lines(shorter, 2)) + "\n").encode(), None)
    assert ingest([folder], lake).committed == 1
    check()
    assert maintenance.compact(lake)
    check()


def test_duckdb_window_over_hive_partition_filters(tmp_path):
    """DuckDB 2.0.1 ignored a WHERE on Hive partition columns under a window function (30, not 10)."""
    con = duckdb.connect()
    con.execute(f"""COPY (SELECT (i % 3)::VARCHAR AS r, (i % 2) AS s, i FROM range(60) t(i))
                    TO '{tmp_path}/hive' (FORMAT parquet, PARTITION_BY (r, s))""")
    rows = con.execute(f"""SELECT count(*) OVER (PARTITION BY r) AS n
                           FROM read_parquet('{tmp_path}/hive/**/*.parquet', hive_partitioning = true)
                           WHERE r = '0' AND s = 1""").fetchall()
    assert {n for (n,) in rows} == {10} and len(rows) == 10


def test_a_busy_tables_log_drops_commits_past_its_retention_and_every_engine_still_reads_it(
    tmp_path, lake, monkeypatch
):
    """Opening a table lists its whole log, so commits past the log's retention (a day) go at
    the next checkpoint; Delta readers rebuild the table from that checkpoint on."""
    from pipelines.lake import defaults, delta

    monkeypatch.setattr(defaults, "LOG_RETENTION_HOURS", 0)  # as if a day passed each time
    steps = 3 * delta.CHECKPOINT_INTERVAL
    spec = RunSpec("busy", steps=steps, prompts=1, n=2)
    folder = tmp_path / "busy"
    folder.mkdir()
    for step in range(1, steps + 1):  # a commit a table a cycle, as under a schedule
        (folder / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        ingest([folder], lake, auto_compact=False)
    for table in ("trajectories", "rewards", "_ledger"):
        commits = sorted(p.name for p in (Path(lake) / table / "_delta_log").glob("*.json"))
        assert 0 < len(commits) <= delta.CHECKPOINT_INTERVAL + 1, (table, commits)
    uri = f"{lake}/trajectories"
    duck = catalog.duckdb_connection()  # only for its offline extension directory
    assert DeltaTable(uri).to_pyarrow_table().num_rows == 2 * steps
    assert pl.scan_delta(uri).select(pl.len()).collect().item() == 2 * steps
    assert duck.execute(f"SELECT count(*) FROM delta_scan('{uri}')").fetchone() == (2 * steps,)
    assert query(lake, "SELECT count(*), count(DISTINCT step) FROM trajectories") == [(2 * steps, steps)]


def test_a_lake_made_with_a_weeks_log_gets_the_days_on_its_next_commits(tmp_path, lake):
    """Tables made when the log kept a week of commits keep it until something sets it: the
    data tables at their next commit, the ledger (whose appends cannot) at its next tidy."""
    from pipelines.lake import defaults

    folder = tmp_path / "run"
    folder.mkdir()
    spec = RunSpec("older", steps=2, prompts=1, n=2)
    (folder / "1.jsonl").write_text("\n".join(step_lines(spec, 1)) + "\n")
    ingest([folder], lake, auto_compact=False)
    tables = ("trajectories", "rewards", "_ledger")
    for table in tables:
        DeltaTable(f"{lake}/{table}").alter.set_table_properties({"delta.logRetentionDuration": "interval 168 hours"})
    (folder / "2.jsonl").write_text("\n".join(step_lines(spec, 2)) + "\n")
    ingest([folder], lake, auto_compact=False)
    maintenance.compact(lake)
    day = f"interval {defaults.LOG_RETENTION_HOURS} hours"
    assert {t: DeltaTable(f"{lake}/{t}").metadata().configuration["delta.logRetentionDuration"] for t in tables} == {
        t: day for t in tables
    }
    assert query(lake, "SELECT count(*), count(DISTINCT step) FROM trajectories") == [(4, 2)]
