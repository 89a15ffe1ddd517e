"""Detection: which reader, run, split, step and shard key every file gets, or why none."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pipelines.reconcile.detect import detect
from pipelines.reconcile.readers import DATA_SUFFIXES
from pipelines.samples import RunSpec, step_lines, write_shard
from pipelines.sources import READERS
from pipelines.sources.base import Reader, ShardRecords


def _neither(*args: object) -> ShardRecords:
    raise AssertionError("never called: the reader is refused first")


def _verl_line(step: int = 1) -> str:
    return step_lines(RunSpec("x", prompts=1, n=1), step)[0]


def test_run_split_step_and_key_come_from_the_layout(tmp_path):
    root = tmp_path / "exp"
    (root / "rollouts" / "grpo" / "global_step_3").mkdir(parents=True)
    (root / "rollouts" / "grpo" / "global_step_3" / "metrics.json").write_text(json.dumps({"step": 3, "loss": 0.5}))
    (root / "rollouts" / "grpo" / "12.jsonl").write_text(_verl_line(12) + "\n")
    (root / "eval" / "grpo" / "trajectories").mkdir(parents=True)
    (root / "eval" / "grpo" / "trajectories" / "step_5.jsonl").write_text(
        json.dumps({"prompt": "p", "response": "r", "reward": 1.0}) + "\n"
    )
    found = detect(str(root))
    shards, unplaced, stats = found.shards, found.unplaced, found.stats
    assert unplaced == []
    got = sorted((s.run_name, s.format, s.split, s.step, s.key) for s in shards)
    assert got == [
        ("grpo", "metrics", "train", 3, "train:global_step_3/metrics.json"),
        ("grpo", "rollouts", "val", 5, "val:trajectories/step_5.jsonl"),
        ("grpo", "verl", "train", 12, "train:12.jsonl"),
    ]
    assert set(stats) == {s.uri for s in shards}


def test_files_no_reader_takes_and_compressed_copies_are_listed_with_a_reason(tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    (run / "notes.txt").write_text("hello")
    (run / ".hidden.jsonl").write_text("{}")
    (run / "1.jsonl").write_text(_verl_line() + "\n")
    write_shard(run / "1.jsonl.gz", (_verl_line() + "\n").encode(), "gzip")
    found = detect(str(run))
    shards, unplaced = found.shards, found.unplaced
    assert [s.key for s in shards] == ["train:1.jsonl"]
    reasons = {u.uri.rsplit("/", 1)[-1]: u.reason for u in unplaced}
    assert reasons == {
        "notes.txt": f"no reader takes this kind of file ({', '.join(DATA_SUFFIXES)})",
        ".hidden.jsonl": "hidden file",
        "1.jsonl.gz": f"the same shard as {run / '1.jsonl'} (a compressed copy?)",
    }


def test_the_suffixes_detection_takes_are_the_readers_declared_ones():
    declared = {suffix for reader in READERS.values() for suffix in reader.suffixes}
    assert (
        set(DATA_SUFFIXES)
        == declared
        == {
            ".jsonl",
            "_trajectories.jsonl.zip",
            ".ndjson",
            ".json",
            ".csv",
            ".parquet",
            ".tar",
            ".log",
            ".eval",
            ".traj",
            ".pt",
            ".yaml",
            ".yml",
            ".db",
        }
    )
    assert all(isinstance(r, Reader) and r.format == name for name, r in READERS.items())


def test_a_reader_declares_exactly_one_way_to_read():
    with pytest.raises(TypeError, match="exactly one of read and read_file"):
        Reader("x", (".jsonl",), lambda name: None, lambda head: True)
    with pytest.raises(TypeError, match="exactly one of read and read_file"):
        Reader("x", (".jsonl",), lambda name: None, lambda head: True, read=_neither, read_file=_neither)


def test_a_forced_reader_a_given_run_and_step_apply_to_every_file(tmp_path):
    run = tmp_path / "anything"
    run.mkdir()
    (run / "a.jsonl").write_text(json.dumps({"prompt": "p", "response": "r"}) + "\n")
    found = detect(str(run), format="rollouts", run="named", step=7, split="val")
    shards, unplaced = found.shards, found.unplaced
    assert [(s.format, s.run_name, s.step, s.split) for s in shards] == [("rollouts", "named", 7, "val")]
    assert unplaced == []


def test_an_unreadable_file_takes_the_reader_of_its_readable_siblings(tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    for step in (1, 3):
        write_shard(run / f"{step}.jsonl.gz", (_verl_line(step) + "\n").encode(), "gzip")
    (run / "2.jsonl.gz").write_bytes(b"corrupt")  # verl_agent also claims "{step}.jsonl" names
    (run / "notes.json").write_bytes(b"")  # unreadable, and no reader's name for a step: listed
    found = detect(str(run))
    shards, unplaced = found.shards, found.unplaced
    assert [(s.key, s.format, s.step) for s in sorted(shards, key=lambda s: s.key)] == [
        ("train:1.jsonl", "verl", 1),
        ("train:2.jsonl", "verl", 2),
        ("train:3.jsonl", "verl", 3),
    ]
    assert [(u.uri.rsplit("/", 1)[-1], u.reason) for u in unplaced] == [("notes.json", "empty file")]


def test_generic_dump_folders_take_their_experiments_name(tmp_path):
    """exp1/rollout_data and exp2/rollout_data are two runs, as real layouts need."""
    root = tmp_path / "checkpoints"
    for experiment, dump in (
        ("exp1", "rollout_data"),
        ("exp2", "rollout_data"),
        ("exp3", "train_rollout"),
        ("exp4", "2025-11-02_13-45-10"),
    ):
        folder = root / experiment / dump
        folder.mkdir(parents=True)
        (folder / "1.jsonl").write_text(_verl_line() + "\n")
    shards = detect(str(root)).shards
    assert sorted((s.run_name, s.key) for s in shards) == [
        ("exp1", "train:rollout_data/1.jsonl"),
        ("exp2", "train:rollout_data/1.jsonl"),
        ("exp3", "train:train_rollout/1.jsonl"),
        ("exp4/2025-11-02_13-45-10", "train:1.jsonl"),
    ]


def test_ids_of_unsafe_names_never_equal_a_safe_name():
    from pipelines.ids import run_key, short_hash

    clash = f"a-b-{short_hash('a=b', 8)}"  # a safe name shaped like the old slug-plus-hash id of "a=b"
    assert run_key(clash) == clash
    assert run_key("a=b") == f"_a-b-{short_hash('a=b', 16)}" != clash


def test_a_git_lfs_pointer_is_skipped_as_one_and_counted_unread(tmp_path):
    """A `1.jsonl` of three pointer lines was read as a verl-agent shard, its lines quarantined
    as invalid JSON, leaving an empty run: its content was never fetched."""
    from pipelines import engine

    run = tmp_path / "run"
    run.mkdir()
    (run / "1.jsonl").write_text(
        "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
    )
    (run / "2.jsonl").write_text(_verl_line(2) + "\n")
    found = detect(str(tmp_path))
    shards, unplaced = found.shards, found.unplaced
    assert [s.path.rsplit("/", 1)[-1] for s in shards] == ["2.jsonl"]
    [(uri, reason, unread)] = [(u.uri, u.reason, u.unread) for u in unplaced]
    assert uri.endswith("1.jsonl") and "Git LFS pointer" in reason and unread
    report = engine.ingest_paths([str(tmp_path)], str(tmp_path / "lake"))
    assert report.unread == 1 and "1 unread" in report.summary() and report.quarantined == 0


def test_json_no_reader_recognizes_is_counted_unread_a_side_file_is_not(tmp_path):
    folder = tmp_path / "exp"
    folder.mkdir()
    (folder / "mystery.jsonl").write_text(json.dumps({"question": "q", "guess": "a"}) + "\n")
    (folder / "notes.txt").write_text("a note")
    (folder / ".hydra").mkdir()
    (folder / ".hydra" / "hydra.yaml").write_text("hydra: {}")
    unplaced = detect(str(tmp_path)).unplaced
    assert {u.uri.rsplit("/", 1)[-1]: u.unread for u in unplaced} == {
        "mystery.jsonl": True, "notes.txt": False, "hydra.yaml": False}  # fmt: skip


def test_the_formats_page_lists_the_registry_in_its_order():
    from pipelines.sources import REGISTRY

    page = (Path(__file__).resolve().parents[1] / "docs" / "formats.md").read_text()
    listed = re.search(r"__init__.py`: (.*?)\) that takes", page, re.S)
    assert listed is not None
    assert [name.strip("` \n") for name in listed[1].split(",")] == list(REGISTRY)


def test_a_near_miss_says_which_reader_it_is_near_and_what_it_lacks(tmp_path):
    """ "no reader recognizes it" hid which key was missing, and a CSV no reader takes was
    "(a JSON list)": a file close to a reader's shape says so, and `detect --explain` goes
    reader by reader."""
    import subprocess
    import sys

    from pipelines import engine

    run = tmp_path / "exp"
    run.mkdir()
    (run / "results.json").write_text(json.dumps({"trial_name": "t.1-of-1.r", "task_id": "t"}))
    (run / "train.csv").write_text("epoch,loss\n1,0.5\n")
    unplaced = engine.preview(engine.IngestRequest((str(tmp_path),), str(tmp_path / "lake"))).unplaced
    reasons = {u.uri.rsplit("/", 1)[-1]: (u.reason, u.unread) for u in unplaced}
    assert reasons["results.json"] == (
        "looks like terminal_bench (has task_id, trial_name) but lacks is_resolved: no reader recognizes it "
        "(keys ['task_id', 'trial_name'])", True)  # fmt: skip
    assert reasons["train.csv"] == ("no reader recognizes it (columns ['epoch', 'loss'])", True)
    explained = subprocess.run([sys.executable, "-m", "pipelines", "detect", "--explain", str(run / "results.json")],
                               capture_output=True, text=True)  # fmt: skip
    assert explained.returncode == 0, explained.stderr
    lines = explained.stdout.splitlines()
    assert lines[0] == f"{run / 'results.json'}: keys ['task_id', 'trial_name']"
    assert "  terminal_bench: near (has task_id, trial_name) but lacks is_resolved" in lines
    assert "  metrics: not its shape" in lines and lines[-1].startswith("looks like terminal_bench")


def test_a_trainer_log_beside_the_checkpoints_is_held_by_the_latest_and_alone_is_read(tmp_path):
    """checkpoint-N/trainer_state.json each hold the earlier ones' log history: the latest is
    read; one in another folder beside them (`checkpoint-final/`) holds no more, and is skipped
    as they are; alone, it is read."""
    state = '{"log_history": [{"step": 1, "loss": 0.5}], "global_step": 1}'
    for folder in ("checkpoint-5", "checkpoint-10", "checkpoint-final"):
        (tmp_path / "runs" / "exp" / folder).mkdir(parents=True)
        (tmp_path / "runs" / "exp" / folder / "trainer_state.json").write_text(state)
    found = detect(str(tmp_path / "runs"))
    assert [s.path.rsplit("/", 2)[-2] for s in found.shards] == ["checkpoint-10"]
    held = sorted(u.uri.rsplit("/", 2)[-2] for u in found.unplaced if "earlier checkpoint" in u.reason)
    assert held == ["checkpoint-5", "checkpoint-final"]
    (tmp_path / "alone" / "best").mkdir(parents=True)
    (tmp_path / "alone" / "best" / "trainer_state.json").write_text(state)
    assert len(detect(str(tmp_path / "alone")).shards) == 1


def test_a_db_file_that_is_no_trackio_database_is_a_routine_skip(tmp_path):
    """An MLflow or Optuna SQLite file, or a .db of anything else: skipped as no reader's, never
    counted as unread, sniffed in place without being copied."""
    import sqlite3

    with sqlite3.connect(tmp_path / "mlflow.db") as connection:  # MLflow's SQL store: metrics by run_uuid
        connection.execute(
            "CREATE TABLE metrics (key TEXT, value REAL, timestamp INTEGER, run_uuid TEXT, step INTEGER)"
        )
    (tmp_path / "notes.db").write_bytes(b"not a database at all")
    unplaced = sorted(detect(str(tmp_path)).unplaced, key=lambda u: u.uri)
    assert [(u.uri.rsplit("/", 1)[-1], u.unread, u.routine) for u in unplaced] == [
        ("mlflow.db", False, True),
        ("notes.db", False, True),
    ]
