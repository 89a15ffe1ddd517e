"""The engine's stages at their boundaries, each on its own, so a failure names its room:
request (validation), plan (what needs reading, from the ledger), read (one shard into an
attempt), execute (batches), report (what the shells print and publish)."""

from __future__ import annotations

import gzip

import pytest

from pipelines import engine
from pipelines.engine import Outcome, read
from pipelines.errors import UserError
from pipelines.lake import Status
from pipelines.samples import RunSpec, step_lines, write_run

from .helpers import ingest


@pytest.mark.parametrize(
    "options, message",
    [
        ({"split": "test"}, "split must be 'train' or 'val'"),
        ({"run": "  "}, "run name must not be empty"),
        ({"batch_size": 0}, "batch size must be at least 1"),
        ({"workers": 0}, "workers must be at least 1"),
        ({"step": -1}, "step must be between 0"),
        ({"format": "nope"}, "unknown format 'nope'"),
    ],
)
def test_a_request_is_validated_once_where_it_is_made(options, message):
    with pytest.raises(UserError, match=message):
        engine.IngestRequest(("x",), "lake", **options)


def test_every_request_field_has_one_help_text():
    from dataclasses import fields

    assert [f.name for f in fields(engine.IngestRequest)] == list(engine.OPTION_HELP)


def test_the_plan_reads_new_and_changed_shards_only_and_says_why_it_skips(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("planned", steps=3, prompts=1, n=2))
    ingest([written.folder], lake)
    (written.folder / "4.jsonl.gz").write_bytes(gzip.compress(b'{"input": "q"}\n')[:12])  # a cut gzip stream: fails
    (written.folder / "2.jsonl.gz").write_bytes((written.folder / "2.jsonl.gz").read_bytes() + gzip.compress(b""))
    ingest([written.folder], lake)
    plan = engine.plan(engine.IngestRequest((str(written.folder),), lake))
    assert [s.step for s in plan.todo] == []  # 2 was read again (changed), 4 failed and is unchanged since
    assert sorted(s.step or 0 for s in plan.unchanged) == [1, 2, 3]
    assert [(s.step, why.split(" (")[-1]) for s, why in plan.failed_before] == [
        (4, "file unchanged since; --retry-failed to try again)")
    ]
    assert plan.latest[("planned", "train:4.jsonl")].status is Status.FAILED
    retry = engine.plan(engine.IngestRequest((str(written.folder),), lake, retry_failed=True))
    assert [s.step for s in retry.todo] == [4]


def test_reading_a_shard_gives_an_attempt_and_touches_no_table(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("read", steps=1, prompts=2, n=2))
    plan = engine.plan(engine.IngestRequest((str(written.folder),), lake))
    attempt = read.read_shard(plan.context, plan.todo[0])
    assert attempt.status is Status.OK and attempt.rows["trajectories"] == 4 and attempt.steps == {1}
    assert attempt.checksum and attempt.content_digest and not attempt.unchanged
    assert not (tmp_path / "lake").exists() or not list((tmp_path / "lake").rglob("*.parquet"))  # nothing written yet


def test_io_and_memory_errors_are_errors_to_retry_and_a_bug_a_failure_to_keep(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("broken", steps=1, prompts=1, n=2))
    plan = engine.plan(engine.IngestRequest((str(written.folder),), lake))
    shard = plan.todo[0]
    assert read.errored(plan.context, shard, OSError("reset")).status is Status.ERROR
    assert (
        read.errored(plan.context, shard, MemoryError("2 GB")).status is Status.ERROR
    )  # the machine's state, not the file's
    assert read.errored(plan.context, shard, KeyError("a reader's bug")).status is Status.FAILED
    assert "not readable on host" in (read.errored(plan.context, shard, FileNotFoundError("x")).error or "")


def test_execute_commits_in_batches_and_reports_each_shard(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("batched", steps=5, prompts=1, n=2))
    plan = engine.plan(engine.IngestRequest((str(written.folder),), lake, batch_size=2, workers=1))
    results = engine.execute(plan)
    assert sorted(r.shard.step or 0 for r in results) == [1, 2, 3, 4, 5] and {r.status for r in results} == {Outcome.OK}
    from pipelines.lake import Lake

    assert len(Lake(lake).ledger.table().to_batches()) >= 1 and Lake(lake).ledger.version() == 2  # 3 batches: v0..v2


def test_the_report_serializes_itself_for_json_and_the_flow(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("reported", steps=2, prompts=1, n=2))
    (written.folder / "notes.txt").write_text("not data")
    report = ingest([written.folder], lake)
    details = report.asdict()
    assert details["ingested"] == 2 and details["trajectories"] == 4 and details == {**report.counts(), **details}
    assert [s["file"].rsplit("/", 1)[-1] for s in details["skipped"]] == ["notes.txt"]
    assert set(details) == {"ingested", "unchanged", "failed", "trajectories", "quarantined", "skipped_files", "unread_files",
                            "failures", "skipped", "quarantined_files", "notes", "warnings"}  # fmt: skip
    assert report.exit_code == 0 and "2 shard(s) ingested" in report.summary()


def test_the_report_says_where_the_ingest_spent_its_time_stage_by_stage(tmp_path, lake):
    """A scheduled cycle three times slower than the others is explained by its split
    (bench/growth.py prints it): every stage a cycle runs is timed, a compaction's too."""
    from pipelines.lake import maintenance

    spec = RunSpec("timed", steps=maintenance.AUTO_COMPACT_FILES + 1, prompts=1, n=2)
    folder = tmp_path / "timed"
    folder.mkdir()
    for step in range(1, spec.steps + 1):
        (folder / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        report = ingest([folder], lake)
    assert set(report.seconds) == {"ledger read", "listing", "claims", "read", "write", "commit", "ledger",
                                   "delete replaced", "file counts", "compact", "prune"}  # fmt: skip
    assert all(seconds >= 0 for seconds in report.seconds.values())
    unchanged = ingest([folder], lake)  # nothing to read: the plan's stages only
    assert set(unchanged.seconds) == {"ledger read", "listing", "claims"}
