"""`tracelake compact`: fewer files, the same answers, before and after later ingests."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pipelines.lake import catalog, maintenance
from pipelines.samples.artifacts import write_artifacts
from pipelines.cli import app
from pipelines.lake import Lake
from pipelines.samples import RunSpec, step_lines, write_run, write_shard

from .helpers import ingest, query

TABLES = ("trajectories", "turns", "rewards", "step_metrics", "quarantine")


def snapshot(lake: str) -> dict[str, list[tuple]]:
    """Every row of every table, as a per-run, per-step count and an order-free content hash."""
    con = catalog.connect(lake)
    seen = {}
    for table in TABLES:
        step = "step" if table != "quarantine" else "NULL"
        seen[table] = con.execute(
            f"SELECT run_id, {step} AS s, count(*), sum(hash(t)::HUGEINT) FROM {table} t "
            f"GROUP BY ALL ORDER BY ALL").fetchall()
    seen["runs"] = con.execute("SELECT * EXCLUDE (first_ingest, last_ingest) FROM runs ORDER BY run_id").fetchall()
    return seen


def data_files(lake: str) -> set[str]:
    return {str(p.relative_to(lake)) for p in Path(lake).rglob("*.parquet")}


def test_compaction_merges_files_without_changing_any_row(tmp_path, lake):
    write_artifacts(tmp_path / "artifacts")
    verl = write_run(tmp_path / "verl", RunSpec("grpo", steps=6, prompts=3, n=4))
    ingest([tmp_path / "artifacts", verl.folder], lake)
    before, files_before = snapshot(lake), data_files(lake)

    done = maintenance.compact(lake)

    assert snapshot(lake) == before
    after = data_files(lake)
    assert len(after) < len(files_before) / 2, (len(after), len(files_before))
    per_run = query(lake, "SELECT run_id, table_name, count(*) FROM live_files GROUP BY ALL HAVING count(*) > 1")
    assert per_run == []  # one file per run and table
    assert {c.run_id for c in done} == {r for (r,) in query(lake, "SELECT run_id FROM runs WHERE shards > 1")}
    assert maintenance.compact(lake) == []  # nothing left to merge
    assert ingest([tmp_path / "artifacts", verl.folder], lake).committed == 0
    assert snapshot(lake) == before


def test_a_shard_ingested_again_after_compaction_replaces_its_rows(tmp_path, lake):
    spec = RunSpec("resumed", steps=4, prompts=2, n=4)
    written = write_run(tmp_path, spec)
    ingest([written.folder], lake)
    maintenance.compact(lake)

    # The run rewrites step 2 with other content; step 3's file is only touched.
    shorter = RunSpec("resumed", steps=4, prompts=1, n=4, seed=9)
    write_shard(written.folder / "2.jsonl.gz", ("\n".join(step_lines(shorter, 2)) + "\n").encode(), "gzip")
    later = time.time() + 100
    os.utime(written.folder / "3.jsonl.gz", (later, later))
    report = ingest([written.folder], lake)
    assert report.committed == 1

    reference = str(tmp_path / "reference-lake")  # the same files into a lake never compacted
    ingest([written.folder], reference)
    expected = snapshot(reference)
    assert query(lake, "SELECT count(*) FROM live_files WHERE stale") != [(0,)]
    assert snapshot(lake) == expected
    assert query(lake, "SELECT step, count(*) FROM trajectories GROUP BY step ORDER BY step") == [
        (1, 8), (2, 4), (3, 8), (4, 8)]

    maintenance.compact(lake)  # drops the replaced rows for good
    assert query(lake, "SELECT count(*) FROM live_files WHERE stale") == [(0,)]
    assert snapshot(lake) == expected
    assert maintenance.vacuum(lake, grace_seconds=0) == []  # compact left no garbage behind


def test_vacuum_keeps_compacted_files_and_removes_merged_leftovers(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("small", steps=3, prompts=1, n=2))
    ingest([written.folder], lake)
    leftover = Path(lake) / "trajectories/run_id=x/step=1/orphan-1.parquet"
    leftover.parent.mkdir(parents=True)
    leftover.write_bytes(b"not parquet")
    maintenance.compact(lake)
    before = snapshot(lake)
    assert maintenance.vacuum(lake, grace_seconds=0) == ["trajectories/run_id=x/step=1/orphan-1.parquet"]
    assert snapshot(lake) == before


def test_a_compaction_interrupted_before_its_entry_changes_nothing(tmp_path, lake, monkeypatch):
    written = write_run(tmp_path, RunSpec("interrupted", steps=3, prompts=1, n=2))
    ingest([written.folder], lake)
    before, files = snapshot(lake), data_files(lake)

    def crash(*args, **kwargs):
        raise KeyboardInterrupt  # anything: the merged files exist, the entry does not

    monkeypatch.setattr(Lake, "record_compaction", crash)
    with pytest.raises(KeyboardInterrupt):
        maintenance.compact(lake)
    assert snapshot(lake) == before and data_files(lake) == files
    monkeypatch.undo()
    maintenance.compact(lake)
    assert snapshot(lake) == before


def test_compact_cli_reports_each_run(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("cli run", steps=3, prompts=1, n=2))
    ingest([written.folder], lake)
    result = CliRunner().invoke(app, ["compact", "--lake", lake, "--run", "cli run"])
    assert result.exit_code == 0, result.output
    assert "6 file(s) -> 2" in result.output and "compacted 1 run(s)" in result.output
    assert CliRunner().invoke(app, ["compact", "--lake", lake]).output.strip() == "compacted 0 run(s)"
