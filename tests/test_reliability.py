"""Crash safety with a real kill -9, concurrent writers without a lock, awkward inputs."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading

import pytest

from bench.crash_trials import (
    calibrate,
    calibrate_compact,
    check_consistent,
    compact_trial,
    counts,
    delta_counts,
    source,
    trial,
)
from pipelines import engine
from pipelines.lake import maintenance
from pipelines.samples import RunSpec, write_run

from .helpers import query


@pytest.fixture
def crash_setup(tmp_path):
    """A 24-shard source, the counts of its clean ingest, and a lake path to crash into."""
    src = source(tmp_path / "src", 24)
    clean = str(tmp_path / "clean")
    engine.ingest_paths([str(src)], clean)
    return src, counts(clean), str(tmp_path / "lake")


@pytest.mark.slow
def test_kill_9_at_random_moments_never_shows_a_partial_shard(crash_setup):
    src, reference, lake = crash_setup
    window = calibrate(src, lake)
    rng = random.Random(7)
    for i in range(4):
        outcome = trial(src, lake, rng, window, fresh=i % 2 == 0)
        assert outcome.visible == outcome.promised  # right after the kill: whole shards or nothing
        assert outcome.final == reference  # the re-run converged
        assert outcome.outside == reference  # and the Delta tables read the same without tracelake


@pytest.mark.slow
def test_kill_9_during_compaction_changes_no_count(crash_setup):
    src, reference, lake = crash_setup
    window = calibrate_compact(src, lake)
    rng = random.Random(11)
    for _ in range(3):
        outcome = compact_trial(src, lake, rng, window)
        assert outcome.visible == outcome.promised == reference  # a killed compaction changes no count
        assert outcome.final == outcome.outside == reference
        assert outcome.files_per_run == 1  # compacting again finished the job


def test_three_ingest_processes_at_once_write_one_lake_exactly(tmp_path, lake):
    """No lock: overlapping and disjoint sources, three processes, optimistic Delta commits."""
    a = write_run(tmp_path / "a", RunSpec("a", steps=6, prompts=2, n=4)).folder
    b = write_run(tmp_path / "b", RunSpec("b", steps=6, prompts=2, n=4)).folder
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "pipelines", "ingest", *map(str, paths), "--lake", lake, "--batch-size", "2"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for paths in ([a], [a, b], [b])
    ]
    outputs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], outputs
    assert check_consistent(lake)["trajectories"] == 2 * 6 * 8
    assert query(lake, "SELECT count(*), count(DISTINCT trajectory_id) FROM trajectories") == [(96, 96)]
    assert query(lake, "SELECT count(*) FROM ingests") == [(12,)]
    maintenance.vacuum(lake, orphans=True)
    assert delta_counts(lake) == counts(lake)  # what any engine reads: no row twice


def test_two_forced_ingests_at_once_end_with_one_copy_of_each_shard(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("both", steps=6, prompts=2, n=4))
    reports = []
    threads = [
        threading.Thread(target=lambda: reports.append(engine.ingest_paths([str(written.folder)], lake, force=True)))
        for _ in range(2)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r.committed for r in reports] == [6, 6]
    assert check_consistent(lake)["trajectories"] == 6 * 8
    assert query(lake, "SELECT count(*), count(DISTINCT trajectory_id) FROM trajectories") == [(48, 48)]
    assert delta_counts(lake) == counts(lake)  # each writer deleted the rows it replaced


def test_a_single_20_mb_line_lands(tmp_path, lake):
    folder = tmp_path / "huge"
    folder.mkdir()
    big = {"input": "p", "output": "x" * (20 << 20), "score": 1.0, "step": 1, "uid": "g_0_0"}
    small = {"input": "p", "output": "y", "score": 0.0, "step": 1, "uid": "g_1_0"}
    (folder / "1.jsonl").write_text(json.dumps(big) + "\n" + json.dumps(small) + "\n")
    report = engine.ingest_paths([str(folder)], lake)
    assert report.committed == 1
    assert query(lake, "SELECT source_line, response_chars FROM trajectories ORDER BY 1") == [(1, 20 << 20), (2, 1)]


@pytest.mark.parametrize("how", ["replaced", "in_place"])
def test_a_shard_rewritten_while_being_read_converges(tmp_path, lake, monkeypatch, how):
    from pipelines import storage
    from pipelines.samples import step_lines

    written = write_run(tmp_path, RunSpec("moving", steps=1, prompts=2, n=4, compression=None))
    path = written.folder / "1.jsonl"
    newer = ("\n".join(step_lines(RunSpec("moving", prompts=3, n=4, seed=99), 1)) + "\n").encode()
    real_read = storage.HashingReader.read
    done: list[object] = []

    def read_then_rewrite(self, n=-1):
        block = real_read(self, 4096 if not done else n)  # a first small block, then the rewrite
        if not done:
            done.append(True)
            if how == "replaced":  # a writer that renames a new file into place
                tmp = path.with_suffix(".new")
                tmp.write_bytes(newer)
                os.replace(tmp, path)
            else:  # a writer that truncates and writes the same file
                path.write_bytes(newer)
            os.utime(path, (os.path.getmtime(path) + 5,) * 2)
        return block

    monkeypatch.setattr(storage.HashingReader, "read", read_then_rewrite)
    engine.ingest_paths([str(written.folder)], lake)
    monkeypatch.setattr(storage.HashingReader, "read", real_read)
    check_consistent(lake)  # whatever the first read saw, it is whole
    again = engine.ingest_paths([str(written.folder)], lake)
    assert again.committed == 1  # the mtime recorded is the one before reading: the change shows
    assert query(lake, "SELECT count(*) FROM trajectories") == [(12,)]
    assert query(lake, "SELECT count(*) FROM quarantine") == [(0,)]


def test_a_writer_whose_clock_is_hours_behind_loses_nothing_to_vacuum_or_compact(tmp_path, lake, monkeypatch):
    """The faketime trial made deterministic: a writer 2 h behind has its rows in the tables and
    not yet in the ledger when vacuum (retention 0) and compact run; none of its rows may go."""
    from pipelines.lake import ledger as ledger_module
    from pipelines.lake.ledger import Ledger

    written = write_run(tmp_path, RunSpec("slow-clock", steps=4, prompts=2, n=3))
    real_ns, real_append = ledger_module.time.time_ns, Ledger.append
    monkeypatch.setattr(ledger_module.time, "time_ns", lambda: real_ns() - 2 * 3600 * 10**9)
    raced: list[object] = []

    def append_after_a_race(self, entries):
        entries = list(entries)
        if not raced:  # between the data commits and the ledger commit of the first batch
            raced.append(maintenance.vacuum(lake, retention_hours=0).files)
            maintenance.compact(lake)
        real_append(self, entries)

    other = write_run(tmp_path / "other", RunSpec("other", steps=1, prompts=1, n=2)).folder
    engine.ingest_paths([str(other)], lake)  # a lake to vacuum
    monkeypatch.setattr(Ledger, "append", append_after_a_race)
    report = engine.ingest_paths([str(written.folder)], lake, batch_size=1, workers=1)
    assert raced and report.committed == 4
    assert query(lake, "SELECT count(*) FROM trajectories WHERE run_id = 'slow-clock'") == [(written.total_lines,)]
    assert delta_counts(lake) == counts(lake)  # and every engine reads the same


@pytest.mark.slow
def test_readers_in_a_loop_see_only_whole_snapshots_while_three_writers_commit(tmp_path, lake):
    """Every read during concurrent ingests and a compaction is a valid snapshot (each shard's
    rows whole, exactly what the committed entries promise) or a one-line refusal, never a mix."""
    from pipelines.lake import LakeError, catalog

    folders = [
        write_run(tmp_path / f"w{i}", RunSpec(f"w{i}", steps=24, prompts=2, n=4, seed=i)).folder for i in range(3)
    ]
    engine.ingest_paths([str(folders[0])], lake, batch_size=1)  # a lake to read from the start
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "pipelines", "ingest", str(f), "--lake", lake, "--batch-size", "1", "--force"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for f in folders
    ]  # fmt: skip
    reads, refused = 0, 0
    while any(p.poll() is None for p in procs) or reads < 5:
        try:
            con = catalog.connect(lake)  # one snapshot: what it shows against what its ledger promises
        except LakeError:
            refused += 1
            continue
        for table in ("trajectories", "rewards"):
            shown = con.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            promised = con.execute(f"SELECT coalesce(sum(rows_{table}), 0) FROM committed_ingests").fetchone()[0]
            assert shown == promised, (reads, table, shown, promised)
        reads += 1
    assert [p.wait(timeout=300) for p in procs] == [0, 0, 0]
    assert reads >= 5 and refused <= reads, (reads, refused)
    maintenance.compact(lake)
    assert check_consistent(lake)["trajectories"] == 3 * 24 * 8
