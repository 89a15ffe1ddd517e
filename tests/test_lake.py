"""The lake's commit protocol: idempotent re-runs, replacement, crash safety, layout."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import cast

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from deltalake import DeltaTable

from bench.crash_trials import delta_counts
from pipelines import engine
from pipelines.lake import Lake, LakeError, catalog, maintenance
from pipelines.samples import RunSpec, step_lines, write_run, write_shard

from .helpers import ingest, query, table_counts

DATA_TABLES = ("trajectories", "turns", "rewards", "step_metrics", "quarantine")


def _data_files(lake: str) -> set[str]:
    """The files of each Delta table's current snapshot."""
    return {
        f"{t}/{p}"
        for t in DATA_TABLES
        if Path(lake, t).exists()
        for p in pa.table(DeltaTable(f"{lake}/{t}").get_add_actions()).column("path").to_pylist()
    }


def test_ingesting_twice_changes_nothing(demo, lake):
    folder, written = demo
    runs = [w.folder for w in written.values()]
    first = ingest(runs, lake)
    counts = table_counts(lake)
    files = _data_files(lake)
    second = ingest(runs, lake)
    assert second.committed == 0 and second.count("unchanged") == len(first.results)
    assert table_counts(lake) == counts
    assert _data_files(lake) == files
    assert counts["trajectories"] == sum(w.total_lines for w in written.values())


def test_a_rewritten_shard_replaces_its_rows_and_files(tmp_path, lake):
    spec = RunSpec("resumed", steps=3, prompts=2, n=4, compression="gzip")
    written = write_run(tmp_path, spec)
    ingest([written.folder], lake)
    before = _data_files(lake)
    # A resumed run rewrites step 2 in place with other content (fewer prompts).
    shorter = RunSpec("resumed", steps=3, prompts=1, n=4, seed=9)
    write_shard(written.folder / "2.jsonl.gz", ("\n".join(step_lines(shorter, 2)) + "\n").encode(), "gzip")
    report = ingest([written.folder], lake)
    assert report.committed == 1 and report.count("unchanged") == 2
    assert query(lake, "SELECT step, count(*) FROM trajectories GROUP BY step ORDER BY step") == [
        (1, 8),
        (2, 4),
        (3, 8),
    ]
    assert query(lake, "SELECT count(*), count(DISTINCT trajectory_id) FROM rewards") == [(20, 20)]
    assert _data_files(lake).isdisjoint(before)  # the replaced rows' files rewritten without them
    assert delta_counts(lake) == {t: n for t, n in table_counts(lake).items() if t in DATA_TABLES}
    assert query(lake, "SELECT count(*) FROM ingest_history") == [(4,)]


def test_same_content_with_a_new_mtime_is_not_read_twice(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("touched", steps=2, prompts=1, n=2))
    ingest([written.folder], lake)
    files = _data_files(lake)
    later = time.time() + 100
    os.utime(written.folder / "1.jsonl.gz", (later, later))
    report = ingest([written.folder], lake)
    assert [r.status for r in report.results] == ["unchanged", "unchanged"]
    assert _data_files(lake) == files
    # The new mtime is recorded, so the next run decides from size and mtime alone.
    plan = engine.plan(engine.IngestRequest((str(written.folder),), lake))
    assert plan.todo == [] and len(plan.unchanged) == 2


def test_force_rereads_without_duplicating(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("forced", steps=2, prompts=1, n=2))
    ingest([written.folder], lake)
    counts = table_counts(lake)
    report = ingest([written.folder], lake, force=True)
    assert report.committed == 2
    assert table_counts(lake) == counts


def test_a_commit_interrupted_before_its_ledger_rows_is_invisible_and_recovers(tmp_path, lake, monkeypatch):
    from pipelines.lake import delta

    written = write_run(tmp_path, RunSpec("crashy", steps=3, prompts=1, n=2))
    real_append = delta.append

    def crash_at_the_ledger(uri, *args, **kwargs):
        if uri.endswith("_ledger"):
            raise KeyboardInterrupt("killed between the data commits and the ledger commit")
        return real_append(uri, *args, **kwargs)

    ingest([written.folder / "1.jsonl.gz"], lake)
    monkeypatch.setattr(delta, "append", crash_at_the_ledger)
    with pytest.raises(KeyboardInterrupt):
        ingest([written.folder], lake, force=True)
    assert delta_counts(lake)["trajectories"] == 2 + 6  # the rows are in the Delta table...
    assert query(lake, "SELECT step, count(*) FROM trajectories GROUP BY 1 ORDER BY 1") == [(1, 2)]  # ...not in a view
    monkeypatch.setattr(delta, "append", real_append)
    ingest([written.folder], lake)
    assert query(lake, "SELECT step, count(*) FROM trajectories GROUP BY 1 ORDER BY 1") == [(1, 2), (2, 2), (3, 2)]
    # Steps 2-3 were ingested again since: their orphans are provably dead. Step 1's orphan is
    # newer than its live attempt: by the ledger alone it might be an ingest in flight.
    maintenance.vacuum(lake)
    assert delta_counts(lake)["trajectories"] == 2 + 2 + 4
    maintenance.vacuum(lake, orphans=True)  # the caller says no ingest is running
    assert delta_counts(lake)["trajectories"] == 6


def test_vacuum_keeps_files_of_recent_snapshots_and_only_touches_lake_tables(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("snap", steps=2, prompts=1, n=2))
    ingest([written.folder], lake)
    reader = catalog.connect(lake)  # a query, a dashboard, opened before the changes below
    before = reader.execute("SELECT count(*), sum(reward) FROM trajectories").fetchall()
    ingest([written.folder], lake, force=True)
    maintenance.compact(lake)
    stray = Path(lake) / "notes" / "mine.txt"  # a user's file beside the tables
    stray.parent.mkdir()
    stray.write_text("keep me")
    assert maintenance.vacuum(lake).files == []  # default retention: every recent snapshot still reads
    assert reader.execute("SELECT count(*), sum(reward) FROM trajectories").fetchall() == before
    on_disk = sum(p.stat().st_size for p in Path(lake).rglob("*.parquet"))
    removed = maintenance.vacuum(lake, retention_hours=0)
    assert removed.files and all(r.split("/")[0] in (*DATA_TABLES, "_ledger") for r in removed.files)
    assert removed.bytes == on_disk - sum(p.stat().st_size for p in Path(lake).rglob("*.parquet"))  # said truly
    assert stray.read_text() == "keep me"
    assert query(lake, "SELECT count(*), sum(reward) FROM trajectories") == before


def test_an_old_layout_or_a_file_is_refused_in_one_line(tmp_path):
    old = tmp_path / "old"
    (old / "_ledger").mkdir(parents=True)
    (old / "_ledger" / "00000000000000000001-abcdef.json").write_text("{}")
    with pytest.raises(LakeError, match="tracelake < 0.2.*ingest the sources again"):
        catalog.connect(str(old))
    with pytest.raises(LakeError, match="tracelake < 0.2"):
        engine.ingest_paths([str(tmp_path / "nothing")], str(old))
    (tmp_path / "file").write_text("x")
    with pytest.raises(LakeError, match="is a file"):
        engine.ingest_paths([str(tmp_path / "nothing")], str(tmp_path / "file"))


def test_a_failed_attempt_keeps_what_was_committed(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("regress", steps=2, prompts=1, n=2))
    ingest([written.folder], lake)
    (written.folder / "2.jsonl.gz").write_bytes(b"corrupted later")
    report = ingest([written.folder], lake)
    assert [r.status for r in report.results if r.shard.step == 2] == ["failed"]
    assert query(lake, "SELECT count(*) FROM trajectories WHERE step = 2") == [(2,)]
    assert query(lake, "SELECT status FROM ingests WHERE step = 2") == [("failed",)]


def test_run_names_cannot_escape_the_lake_and_stay_queryable(tmp_path, lake):
    for seed, name in enumerate(["../x", "/etc/passwd", "a b/c", "..", "ok-name_1.5"]):
        written = write_run(tmp_path / str(seed), RunSpec("src", steps=1, prompts=1, n=2, seed=seed))
        ingest([written.folder], lake, run=name)
    lake_root = Path(lake).resolve()
    for path in lake_root.parent.rglob("*.parquet"):
        assert lake_root in path.resolve().parents, path
    rows = dict(query(lake, "SELECT run_name, run_id FROM runs"))
    assert set(rows) == {"../x", "/etc/passwd", "a b/c", "..", "ok-name_1.5"}
    assert rows["ok-name_1.5"] == "ok-name_1.5"
    assert len(set(rows.values())) == 5
    assert all("/" not in r and not r.startswith(".") for r in rows.values())
    assert query(lake, "SELECT count(DISTINCT run_id) FROM trajectories") == [(5,)]


def test_layout_is_delta_hive_by_run_sorted_by_step_with_statistics(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("layout", steps=3, prompts=2, n=2))
    ingest([written.folder], lake)
    table = DeltaTable(f"{lake}/trajectories")
    assert table.metadata().partition_columns == ["run_id"]
    actions = pa.table(table.get_add_actions(flatten=True)).to_pylist()
    assert [a["path"].split("/")[0] for a in actions] == ["run_id=layout"]  # one file for three steps
    assert (actions[0]["min.step"], actions[0]["max.step"]) == (1, 3)  # pruning statistics in the Delta log
    pf = pq.ParquetFile(Path(lake, "trajectories", actions[0]["path"]))
    names = pf.schema_arrow.names
    assert "run_id" not in names and {"step", "_shard", "_commit"} <= set(names)  # run_id lives in the path
    steps = cast("list[int]", pf.read(columns=["step"]).column("step").to_pylist())
    assert steps == sorted(steps)
    col = pf.metadata.row_group(0).column(names.index("reward"))
    assert col.compression == "SNAPPY" and col.statistics is not None and col.statistics.has_min_max
    prompt = pf.metadata.row_group(0).column(names.index("prompt"))
    assert prompt.compression == "ZSTD" and prompt.statistics is None  # long text: zstd, no min/max


def test_split_and_model_are_recorded(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("val-run", steps=1, prompts=1, n=2))
    ingest([written.folder], lake, split="val", model="Qwen3-1.7B", task="compression")
    assert query(lake, "SELECT DISTINCT split FROM trajectories") == [("val",)]
    assert query(lake, "SELECT model, task FROM runs") == [("Qwen3-1.7B", "compression")]


def test_catalog_file_is_readable_by_any_duckdb_client(demo, lake, tmp_path):
    import duckdb

    folder, written = demo
    ingest([w.folder for w in written.values()], lake)
    out = tmp_path / "lake.duckdb"
    con = catalog.connect(lake, str(out))
    con.close()
    other = duckdb.connect(str(out), read_only=True)
    assert other.execute("SELECT count(*) FROM trajectories").fetchone()[0] == sum(
        w.total_lines for w in written.values()
    )
    assert other.execute("SELECT count(*) FROM runs").fetchone()[0] == len(written)


def test_a_tables_runs_macro_reads_those_runs_files_alone_and_equals_the_view(demo, lake, tmp_path):
    """`trajectories_of(runs)` and its siblings answer what the view filtered on those runs
    does (NULL: every run; no run, or one not in the lake: nothing), from those runs' files
    alone: another run's files may be gone. In a catalog file too, for any DuckDB client."""
    import duckdb

    folder, written = demo
    ingest([w.folder for w in written.values()], lake)
    out = tmp_path / "lake.duckdb"
    catalog.connect(lake, str(out)).close()
    con = duckdb.connect(str(out), read_only=True)
    runs = [r for (r,) in con.execute("SELECT run_id FROM runs ORDER BY run_id").fetchall()]
    picked, other = runs[:2], runs[-1]
    for table in DATA_TABLES:
        view = sorted(con.execute(f"SELECT * FROM {table} WHERE list_contains(?, run_id)", [picked]).fetchall())
        assert sorted(con.execute(f"SELECT * FROM {table}_of(?)", [picked]).fetchall()) == view, table
        everything = con.execute(f"SELECT count(*) FROM {table}").fetchone()
        assert con.execute(f"SELECT count(*) FROM {table}_of(NULL)").fetchone() == everything, table
        for none in ([], ["no-such-run"]):
            assert con.execute(f"SELECT count(*) FROM {table}_of(?)", [none]).fetchone() == (0,), (table, none)
    # the composite macros read the views, so their runs may be a subquery (no file is picked);
    # their `_listed` twins take a constant list and equal them row for row
    composite = {"reward_by_step_of": "reward_by_step_listed", "trajectory_judgement_of": "trajectory_judgement_listed",
                 "length_by_step_of": "length_by_step_listed", "trajectory_patterns": "trajectory_patterns_listed",
                 "config_differences": "config_differences_listed", "prompt_steps_of": "prompt_steps_listed",
                 "prompt_progress_of": "prompt_progress_listed",
                 "prompt_status_by_step_of": "prompt_status_by_step_listed"}  # fmt: skip
    made = con.execute(
        "SELECT list(DISTINCT function_name) FROM duckdb_functions() WHERE suffix(function_name, '_listed')"
    )
    assert set(made.fetchone()[0]) == set(composite.values())  # a new macro over runs is tested here too
    for macro, twin in composite.items():
        by_subquery = con.execute(f"SELECT count(*) FROM {macro}((SELECT list(run_id) FROM runs))").fetchone()
        assert by_subquery == con.execute(f"SELECT count(*) FROM {macro}(?)", [runs]).fetchone(), macro
        for chosen in (picked, runs, [other], [], ["no-such-run"]):
            of_view = sorted(con.execute(f"SELECT * FROM {macro}(?)", [chosen]).fetchall(), key=repr)
            assert sorted(con.execute(f"SELECT * FROM {twin}(?)", [chosen]).fetchall(), key=repr) == of_view, twin
    assert con.execute("SELECT count(*) FROM trajectory_patterns_listed(?)", [runs]).fetchone()[0] > 0
    expected = {twin: sorted(con.execute(f"SELECT * FROM {twin}(?)", [picked]).fetchall(), key=repr)
                for twin in composite.values()}  # fmt: skip
    assert con.execute("SELECT count(*) FROM trajectories_of(?)", [picked]).fetchone()[0] > 0
    for table in DATA_TABLES:
        for path in Path(lake, table).glob(f"run_id={other}/*.parquet"):
            path.unlink()
    with pytest.raises(duckdb.IOException):
        con.execute("SELECT count(*) FROM trajectories").fetchall()
    with pytest.raises(duckdb.IOException):
        con.execute("SELECT count(*) FROM reward_by_step_of(?)", [picked]).fetchall()
    assert con.execute("SELECT count(*) FROM trajectories_of(?)", [picked]).fetchone()[0] > 0
    for twin, rows in expected.items():
        assert sorted(con.execute(f"SELECT * FROM {twin}(?)", [picked]).fetchall(), key=repr) == rows, twin


def test_a_catalog_file_follows_a_moved_lake(demo, tmp_path):
    import duckdb

    folder, written = demo
    lake = tmp_path / "lake"
    ingest([w.folder for w in written.values()], str(lake))
    maintenance.compact(str(lake), run="gsm8k-legacy-verl0.3")  # compacted and shard files both
    out = lake / "catalog.duckdb"  # beside the data, moved with it
    catalog.connect(str(lake), str(out)).close()
    queries = [
        "SELECT count(*), sum(reward) FROM trajectories",
        "SELECT count(*) FROM rewards",
        "SELECT sum(n), sum(mean) FROM reward_by_step",
        "SELECT count(*) FROM group_diagnostics",
    ]
    before = [duckdb.connect(str(out), read_only=True).execute(q).fetchall() for q in queries]

    moved = tmp_path / "elsewhere" / "lake"
    moved.parent.mkdir()
    lake.rename(moved)
    dashboard = duckdb.connect(str(moved / "catalog.duckdb"), read_only=True)
    with pytest.raises(duckdb.IOException, match="No files found"):
        dashboard.execute(queries[0])  # still looking where the lake was
    dashboard.execute(f"SET VARIABLE tracelake_lake = '{moved}'")
    assert dashboard.execute("SELECT lake_root()").fetchone()[0] == str(moved)
    assert [dashboard.execute(q).fetchall() for q in queries] == before


def test_a_moved_or_recompressed_shard_replaces_instead_of_doubling(tmp_path, lake):
    written = write_run(tmp_path / "a", RunSpec("moving", steps=2, prompts=1, n=2, compression=None))
    ingest([written.folder], lake)
    counts = table_counts(lake)
    # The uploader gzips step 1 in place...
    plain = written.folder / "1.jsonl"
    write_shard(written.folder / "1.jsonl.gz", plain.read_bytes(), "gzip")
    plain.unlink()
    report = ingest([written.folder], lake)
    assert [r.status for r in sorted(report.results, key=lambda r: r.shard.step or 0)] == ["ok", "unchanged"]
    # ...then the whole run folder moves.
    moved = tmp_path / "b" / "moving"
    moved.parent.mkdir()
    written.folder.rename(moved)
    report = ingest([moved], lake)
    assert {r.status for r in report.results} == {"unchanged"}  # same bytes: checksum says so
    assert table_counts(lake)["trajectories"] == counts["trajectories"] == 4
    assert table_counts(lake) == counts
    assert {u for (u,) in query(lake, "SELECT source_uri FROM ingests")} == {
        str(moved / "1.jsonl.gz"),
        str(moved / "2.jsonl"),
    }
    assert {f for (f,) in query(lake, "SELECT DISTINCT source_file FROM trajectories")} == {
        str(written.folder / "2.jsonl"),
        str(written.folder / "1.jsonl.gz"),
    }  # rows keep where they were read


def test_train_and_val_dumps_of_one_run_stay_apart(tmp_path, lake):
    train = write_run(tmp_path / "train", RunSpec("run", steps=2, prompts=1, n=2))
    val = write_run(tmp_path / "val", RunSpec("run", steps=2, prompts=1, n=2, seed=5))
    ingest([train.folder], lake)
    ingest([val.folder], lake, split="val")
    assert query(lake, "SELECT split, count(*) FROM trajectories GROUP BY 1 ORDER BY 1") == [("train", 4), ("val", 4)]


def test_the_same_shard_given_twice_is_read_once(tmp_path, lake):
    import shutil

    written = write_run(tmp_path / "a", RunSpec("twice", steps=2, prompts=1, n=2))
    copy = tmp_path / "b" / "twice"
    shutil.copytree(written.folder, copy)
    report = ingest([written.folder, copy, written.folder / "1.jsonl.gz"], lake)
    assert report.committed == 4 and report.skipped == []  # the file given again is read once
    notes = sorted(
        (r.shard.uri.removeprefix(str(tmp_path)), r.note.replace(str(tmp_path), "")) for r in report.results if r.note
    )
    assert notes == [  # the copy elsewhere is a run of its own, with the same records: said
        ("/b/twice/1.jsonl.gz", "identical to /a/twice/1.jsonl.gz (another run's file), ingested as this run's own"),
        ("/b/twice/2.jsonl.gz", "identical to /a/twice/2.jsonl.gz (another run's file), ingested as this run's own"),
    ]
    assert query(lake, "SELECT run_name, trajectories FROM runs ORDER BY 1") == [("b/twice", 4), ("twice", 4)]


def test_a_lake_inside_the_ingested_tree_is_not_read_as_a_source(tmp_path):
    write_run(tmp_path / "rollouts", RunSpec("inside", steps=2, prompts=1, n=2))
    lake = str(tmp_path / "lake")
    first = ingest([tmp_path], lake)
    again = ingest([tmp_path], lake)
    assert first.committed == 2 and first.unplaced == []
    assert again.committed == 0 and again.unplaced == []


def test_a_streamed_shard_writes_every_part_and_commits_once(tmp_path, lake):
    from pipelines.schemas import contract
    from pipelines.shard import Shard

    shard = Shard(
        str(tmp_path / "a.json"), str(tmp_path / "a.json"), "polytrace", "streamed", None, "train", "train:a.json"
    )
    quarantine = contract("quarantine").conform(
        pa.table({"source_line": pa.array([1], pa.int64()), "error": ["bad"], "raw": ["x"], "source_file": ["a.json"]})
    )
    lake_ = Lake(lake)
    attempt = lake_.attempt(shard, size=1, mtime=None).adding({"quarantine": quarantine})
    attempt = lake_.stage(attempt)  # a part written early, as a large shard's are
    with pytest.raises(LakeError, match="no lake at"):  # nothing committed yet
        catalog.connect(lake)
    attempt = attempt.adding({"quarantine": quarantine})
    [entry] = lake_.commit([attempt]).entries
    assert entry.rows_quarantine == 2 and entry.status == "partial"
    assert query(lake, "SELECT count(*) FROM quarantine") == [(2,)]
    assert query(lake, "SELECT count(*) FROM ingest_history") == [(1,)]  # one commit for both parts


def test_a_copy_of_a_shard_under_another_name_is_reported_not_ingested_twice(tmp_path, lake):
    import shutil

    written = write_run(tmp_path, RunSpec("copied", steps=2, prompts=1, n=2, compression=None))
    ingest([written.folder], lake)
    shutil.copy(written.folder / "1.jsonl", written.folder / "step_1.jsonl")  # renamed copy: same bytes
    report = ingest([written.folder], lake)
    assert [(u.uri.rsplit("/", 1)[-1], u.reason) for u in report.skipped] == [
        ("step_1.jsonl", f"the same records as {written.folder / '1.jsonl'}, already in the lake")
    ]
    assert query(lake, "SELECT count(*) FROM trajectories") == [(4,)]
    again = ingest([written.folder], lake)  # not read again, still reported
    assert again.committed == 0 and len(again.skipped) == 1
    assert query(lake, "SELECT status FROM ingests WHERE source_uri LIKE '%step_1.jsonl'") == [("duplicate",)]


def test_a_lake_reached_through_a_symlink_inside_the_tree_is_not_read(tmp_path):
    write_run(tmp_path / "src" / "rollouts", RunSpec("linked", steps=2, prompts=1, n=2))
    lake = tmp_path / "lake"
    (tmp_path / "src" / "lake-link").symlink_to(lake, target_is_directory=True)
    first = ingest([tmp_path / "src"], str(lake))
    again = ingest([tmp_path / "src"], str(lake))
    assert first.committed == 2 and again.committed == 0 and again.skipped == []
    assert query(str(lake), "SELECT count(*) FROM ingests") == [(2,)]


def test_every_commit_and_file_it_names_is_flushed_to_disk(tmp_path, lake, monkeypatch):
    import json as json_

    from pipelines.lake import delta

    synced: set[Path] = set()
    real = delta._fsync

    def fsync(path):
        synced.add(Path(path).resolve())
        real(path)

    monkeypatch.setattr(delta, "_fsync", fsync)
    written = write_run(tmp_path, RunSpec("durable", steps=3, prompts=1, n=2))
    ingest([written.folder], lake)
    logs = list(Path(lake).glob("*/_delta_log/*.json"))
    assert logs and {p.resolve() for p in logs} <= synced  # every commit record of every table and the ledger
    for log in logs:
        for line in log.read_text().splitlines():
            if "add" in (action := json_.loads(line)):
                assert (log.parent.parent / action["add"]["path"]).resolve() in synced, action["add"]["path"]


def test_a_reader_gets_a_consistent_snapshot_or_a_clear_error(tmp_path, lake, monkeypatch):
    from itertools import count

    from pipelines.lake import catalog as catalog_module
    from pipelines.lake.ledger import Ledger

    written = write_run(tmp_path, RunSpec("busy", steps=2, prompts=1, n=2))
    ingest([written.folder], lake)
    monkeypatch.setattr(catalog_module.time, "sleep", lambda seconds: None)
    real = Ledger.version(Lake(lake).ledger)
    assert real is not None
    reads = count()
    # A writer commits between every two reads: the version read after the listing is never the one before.
    monkeypatch.setattr(Ledger, "version", lambda self: real if next(reads) % 2 == 0 else real + 1)
    with pytest.raises(LakeError, match="no consistent snapshot"):
        catalog.connect(lake)
    settles = iter([real, real + 1, real, real + 1, real, real])  # busy, then quiet: the third try holds
    monkeypatch.setattr(Ledger, "version", lambda self: next(settles))
    assert query(lake, "SELECT count(*) FROM trajectories") == [(4,)]


def test_after_rm_a_forced_ingest_and_a_run_compaction_work_and_every_engine_agrees(tmp_path, lake):
    first = write_run(tmp_path, RunSpec("kept", steps=3, prompts=2, n=2))
    gone = write_run(tmp_path, RunSpec("removed", steps=2, prompts=1, n=2))
    ingest([tmp_path], lake)
    maintenance.remove_run(lake, "removed")  # rewrites ledger files (delta-rs stores their strings as views)
    assert ingest([first.folder], lake, force=True).committed == 3
    maintenance.compact(lake, run="kept")
    ingest([gone.folder], lake)
    assert dict(query(lake, "SELECT run_name, trajectories FROM runs")) == {"kept": 12, "removed": 4}
    assert delta_counts(lake)["trajectories"] == 16  # what Polars and delta-rs read: nothing left undeleted


def test_connections_keep_parquet_footers_and_each_snapshot_still_reads_its_own_files(tmp_path):
    """The metadata cache (lake/connection.py) must never answer for files a snapshot does not name."""
    lake = str(tmp_path / "lake")
    spec = RunSpec("footers", steps=3, prompts=1, n=2, compression=None)
    written = write_run(tmp_path / "src", spec)
    (written.folder / "3.jsonl").unlink()
    for step in (1, 2):  # two commits: two files per table
        ingest([written.folder / f"{step}.jsonl"], lake, run="footers")
    curve = "SELECT step, count(*), sum(reward) FROM trajectories GROUP BY ALL ORDER BY ALL"
    before = catalog.connect(lake)
    assert before.execute("SELECT current_setting('parquet_metadata_cache')").fetchone() == (True,)
    first = before.execute(curve).fetchall()
    assert [n for _, n, _ in first] == [2, 2]
    assert maintenance.compact(lake) and before.execute(curve).fetchall() == first  # its files stay (retention)
    (written.folder / "3.jsonl").write_text("\n".join(step_lines(spec, 3)) + "\n")
    ingest([written.folder / "3.jsonl"], lake, run="footers")
    after = catalog.connect(lake)
    assert after.execute(curve).fetchall()[:2] == first and len(after.execute(curve).fetchall()) == 3
    assert before.execute(curve).fetchall() == first  # the older snapshot, unmoved


def test_each_writer_deletes_what_its_own_attempt_replaced():
    from pipelines.lake.lake import _replaced

    def replaced(commits: str, live: str, ours: str | None) -> set[str]:  # entries standing for their own rows
        return _replaced({c: frozenset({c}) for c in commits.split()}, frozenset({live}), ours)

    o, p, y, x, later = "00-o", "01-p", "02-y", "03-x", "04-y"  # attempt ids order as they were made
    # o was p's writer's to delete; p and y are ours' (y's writer may have died before its delete)
    assert replaced(f"{o} {p} {y} {x}", live=x, ours=x) == {p, y}
    assert replaced(f"{p} {x} {later}", live=later, ours=x) == {p, x}  # a later writer won: ours goes too
    assert replaced(f"{o} {p} {x} {later}", live=later, ours=later) == {p, x}  # ... and that writer, looking, too
    assert replaced(x, live=x, ours=x) == set()
    assert replaced(f"{o} {p} {y} {x}", live=x, ours=None) == {o, p, y}  # a name clash withdrawn: every one
    # A grown file read from where it ended five times, then read whole (ours): every read of
    # the chain it replaced goes, however long ago the first was
    g1, g2, g3, g4, g5, whole = (f"{i:02d}-g" for i in range(10, 16))
    chain = {g1: frozenset({g1}), g2: frozenset({g2, g1}), g3: frozenset({g3, g2, g1}),
             g4: frozenset({g4, g3, g2, g1}), g5: frozenset({g5, g4, g3, g2, g1}), whole: frozenset({whole})}  # fmt: skip
    assert _replaced(chain, live=frozenset({whole}), ours=whole) == {g1, g2, g3, g4, g5}
    # ... and a read that went on from the chain deletes nothing of it
    went_on = {**chain, whole: chain[g5] | {whole}}
    assert _replaced(went_on, live=went_on[whole], ours=whole) == set()


def test_a_file_that_grows_every_cycle_holds_each_row_once_in_the_raw_tables(tmp_path, lake, monkeypatch):
    """A metrics log appended a line a cycle is read whole again each time; with the run's files
    compacted along the way, what an outside reader sees of the raw Delta table is each line once,
    and a cycle's delete reads only the file that holds the attempt it replaced."""
    import json

    from pipelines.lake import delta

    folder = tmp_path / "grows"
    folder.mkdir()
    reads = []  # per table a delete looked at, the files it had to read
    holding = delta._holding

    def counted(*args):
        chosen = holding(*args)
        reads.append(len(chosen))
        return chosen

    monkeypatch.setattr(delta, "_holding", counted)
    for step in range(1, 61):
        (folder / f"{step}.jsonl").write_text(
            "\n".join(step_lines(RunSpec("grows", steps=60, prompts=1, n=2), step)) + "\n"
        )
        with open(folder / "metrics.jsonl", "a") as file:
            file.write(json.dumps({"step": step, "data": {"critic/score/mean": step / 60}}) + "\n")
        ingest([folder], lake)
    # One file a cycle, the replaced metrics file; a compacted file only in the cycle after a
    # compaction (every attempt ever made at the log, looked at again, read 3 a cycle).
    assert sum(reads) <= 100, reads
    maintenance.compact(lake)
    raw = DeltaTable(str(Path(lake) / "step_metrics")).to_pyarrow_table(columns=["step", "name"])
    assert raw.num_rows == 60 and len(set(zip(*raw.to_pydict().values()))) == 60
    assert query(lake, "SELECT count(*) FROM step_metrics") == [(60,)]


def test_rows_a_dead_writer_left_are_deleted_by_the_next_commit_of_that_shard(tmp_path, lake, monkeypatch):
    """A writer that died between its ledger entry and its delete leaves the rows it replaced;
    the next ingest of that shard deletes them, with no vacuum: the raw table reads right."""

    class Died(BaseException):
        pass

    folder = tmp_path / "dies"
    folder.mkdir()

    def write(version: int) -> int:
        lines = step_lines(RunSpec("dies", steps=1, prompts=2 + version, n=2, seed=version), 1)
        (folder / "1.jsonl").write_text("\n".join(lines) + "\n")
        return len(lines)

    write(0)
    ingest([folder], lake)
    write(1)
    with monkeypatch.context() as patch:
        patch.setattr(Lake, "delete_replaced", lambda *a, **k: (_ for _ in ()).throw(Died()))
        with pytest.raises(Died):
            ingest([folder], lake, workers=1)
    expected = write(2)
    ingest([folder], lake)
    raw = DeltaTable(str(Path(lake) / "trajectories")).to_pyarrow_table(columns=["step"])
    assert raw.num_rows == expected == query(lake, "SELECT count(*) FROM trajectories")[0][0]
