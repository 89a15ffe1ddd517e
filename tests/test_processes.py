"""A plan of many small shards is read by worker processes (engine/processes.py): the lake it
lands is the one reading in threads lands, row for row and ledger row for ledger row; a reading
process that dies costs the shards in flight, which the next run reads. (Ctrl-C during such a
read: tests/test_bad_input.py.)"""

from __future__ import annotations

import os
import shutil
import threading

from pipelines.engine import processes, read
from pipelines.samples import RunSpec, write_run

from .helpers import content_by_step, ingest
from .test_read_group import _everything, _mixed_run


def _sources(root):
    """Runs of small shards, odd ones among them, and a copy of a shard inside its run."""
    _mixed_run(root / "mixed")
    for i in range(3):
        write_run(root, RunSpec(f"plain{i}", steps=12, prompts=2, n=4, compression=None, seed=i))
    shutil.copy(root / "plain1" / "3.jsonl", root / "plain1" / "3-again.jsonl")  # the same records twice
    return root


def _landed(report) -> set[str]:
    return {r.shard.uri for r in report.results if r.status in ("ok", "partial")}


def _outcome(report):
    return sorted((r.shard.uri, r.status, r.error, r.warnings) for r in report.results)


def test_a_plan_read_by_processes_lands_what_threads_land(tmp_path, in_processes, monkeypatch):
    src = _sources(tmp_path / "src")
    # A shard past this streams: its reading process writes its files, which this one commits.
    monkeypatch.setattr(read, "WRITE_AHEAD_BYTES", 2 << 10)
    by_processes = ingest([src], str(tmp_path / "processes"), workers=2)
    assert sum(in_processes) == len(by_processes.results) - len(by_processes.unplaced) > 40
    monkeypatch.setattr(processes, "PROCESS_SHARDS", 10**9)
    by_threads = ingest([src], str(tmp_path / "threads"), workers=2)
    assert _outcome(by_processes) == _outcome(by_threads)
    twins = sorted(
        (r.shard.uri.rsplit("/", 1)[-1], r.status) for r in by_processes.results if "plain1/3" in r.shard.uri
    )
    assert twins == [("3-again.jsonl", "ok"), ("3.jsonl", "skipped")]  # the first in path order keeps it
    assert _everything(str(tmp_path / "processes")) == _everything(str(tmp_path / "threads"))
    assert content_by_step(str(tmp_path / "processes")) == content_by_step(str(tmp_path / "threads"))
    # Every attempt id is new and greater than the ledger's: a re-ingest of one file replaces it.
    (src / "plain0" / "5.jsonl").write_text((src / "plain0" / "5.jsonl").read_text() + "\n")
    assert ingest([src], str(tmp_path / "processes"), workers=2).committed == 1
    assert content_by_step(str(tmp_path / "processes")) == content_by_step(str(tmp_path / "threads"))


_real_read_task = processes.read_task


def _dying_read_task(task):
    """A reading process that is killed (out of memory) while it holds step 7 of run plain2."""
    if any(shard.run_name == "plain2" and shard.step == 7 for shard in task.shards):
        os._exit(137)
    return _real_read_task(task)


def test_a_reading_process_that_dies_costs_the_shards_in_flight_and_the_next_run_reads_them(
    tmp_path, in_processes, monkeypatch
):
    src = _sources(tmp_path / "src")
    reference = ingest([src], str(tmp_path / "reference"), workers=1)
    monkeypatch.setattr(processes, "read_task", _dying_read_task)
    lake = str(tmp_path / "lake")
    first = ingest([src], lake, workers=2)
    errors = [r for r in first.results if "its reading process died" in (r.error or "")]
    assert any(r.shard.run_name == "plain2" and r.shard.step == 7 for r in errors)
    assert len(errors) < 30  # the units it held or that waited for it; the rest were read in threads
    died = {r.shard.uri for r in errors}
    assert _landed(first) == _landed(reference) - died and _landed(first)
    monkeypatch.setattr(processes, "read_task", _real_read_task)
    second = ingest([src], lake, workers=2)
    assert _landed(second) == _landed(reference) & died  # those read again, and only those
    assert _everything(lake) == _everything(str(tmp_path / "reference"))


def test_under_a_host_with_threads_of_its_own_readers_start_from_a_fork_server(tmp_path, monkeypatch):
    monkeypatch.setattr(processes, "PROCESS_SHARDS", 2)
    methods: list[str] = []
    pool = processes.pool

    def watched(workers):
        executor = pool(workers)
        methods.append(executor._mp_context.get_start_method())
        return executor

    monkeypatch.setattr(processes, "pool", watched)
    src = _sources(tmp_path / "src")
    stop = threading.Event()
    host = threading.Thread(target=stop.wait, daemon=True)  # what a Prefect flow's process has
    host.start()
    try:
        report = ingest([src], str(tmp_path / "served"), workers=2)
    finally:
        stop.set()
    assert methods == ["forkserver"]
    reference = ingest([src], str(tmp_path / "reference"), workers=1)
    assert _outcome(report) == _outcome(reference)
    assert _everything(str(tmp_path / "served")) == _everything(str(tmp_path / "reference"))
