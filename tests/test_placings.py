"""A cycle detects only what changed: an unchanged file that the ledger says was placed under
the same digest (the target, the placing options, the lake, the rules) takes its run, step,
split and key from its entry (:mod:`pipelines.reconcile.unchanged`). Each plan here is
compared with the plan full detection makes of the same lake: over the bundled samples and the
real files, after new, changed and removed files, and where a rule between files joins a new
file with one taken from the ledger."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path
from typing import Any

import pytest

from pipelines import engine, samples
from pipelines.reconcile import lookups, readers, todo
from pipelines.reconcile.place import ShardKeys
from pipelines.reconcile.recorded import Recorded
from pipelines.samples import RunSpec, step_lines, write_run
from pipelines.shard import Shard

from .helpers import ingest

ROOT = Path(__file__).resolve().parent.parent
SHARED_REAL = ROOT.parent / "shared" / "real"


@pytest.fixture(scope="module")
def every_sample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every format's sample runs, as `make demo` writes them to data/samples (a clean clone
    has none there): written once for this module; copy before changing."""
    root = tmp_path_factory.mktemp("every-sample") / "samples"
    assert samples.main([str(root)]) == 0
    return root


def _shape(plan: engine.Plan) -> dict[str, list[tuple[object, ...]]]:
    """Everything a plan decides, in plain values."""
    return {
        "todo": sorted(_fields(s) for s in plan.todo),
        "unchanged": sorted(_fields(s) for s in plan.unchanged),
        "failed": sorted((_fields(s), why) for s, why in plan.failed_before),
        "skipped": sorted((u.uri, u.reason, u.unread) for u in plan.unplaced),
    }


def _fields(shard: Shard) -> tuple[object, ...]:
    return (shard.uri, shard.path, shard.format, shard.run_name, shard.step, shard.split, shard.key, shard.run_folder,
            shard.placed_by)  # fmt: skip


def planned_both_ways(request: engine.IngestRequest, monkeypatch: pytest.MonkeyPatch) -> tuple[engine.Plan, int]:
    """The plan, checked equal to full detection's; and how many files it took from the ledger."""
    taken: list[int] = []
    find = todo.find

    def counted(*args: Any, **kwargs: Any) -> Any:
        found = find(*args, **kwargs)
        taken.append(len(found.unchanged))
        return found

    with monkeypatch.context() as patched:
        patched.setattr(todo, "find", counted)
        plan = engine.plan(request)
    with monkeypatch.context() as patched:
        patched.setattr(Recorded, "placed", nothing_placed)
        full = engine.plan(request)
    assert _shape(plan) == _shape(full)
    return plan, sum(taken)


_PLACED = Recorded.placed


def nothing_placed(recorded: Recorded, digest: str, reading: int) -> Any:
    """What the ledger placed under no digest: nothing, so every file is detected again."""
    return _PLACED(recorded, "no such digest", reading)


def test_a_steady_cycle_takes_every_unchanged_file_from_the_ledger_and_detects_the_new_one(tmp_path, lake, monkeypatch):
    written = write_run(tmp_path, RunSpec("steady", steps=6, prompts=1, n=2))
    ingest([written.folder], lake)
    request = engine.IngestRequest((str(written.folder),), lake)
    plan, taken = planned_both_ways(request, monkeypatch)
    assert taken == len(plan.unchanged) == 6 and plan.todo == []
    opened: list[str] = []
    read_head = readers.read_head

    def counted(fs, path, name):
        opened.append(name)
        return read_head(fs, path, name)

    monkeypatch.setattr(readers, "read_head", counted)
    (written.folder / "7.jsonl").write_text("\n".join(step_lines(RunSpec("steady", steps=7, prompts=1, n=2), 7)) + "\n")
    plan, taken = planned_both_ways(request, monkeypatch)
    assert [s.step for s in plan.todo] == [7] and taken == 6
    assert opened == ["7.jsonl", "7.jsonl"]  # the new file alone, once by each plan


def test_a_changed_or_moved_file_and_another_request_are_detected_again(tmp_path, lake, monkeypatch):
    written = write_run(tmp_path, RunSpec("changes", steps=4, prompts=1, n=2))
    ingest([written.folder], lake)
    (written.folder / "2.jsonl.gz").write_bytes((written.folder / "2.jsonl.gz").read_bytes() + gzip.compress(b""))
    (written.folder / "3.jsonl.gz").rename(written.folder / "step_3.jsonl.gz")
    plan, taken = planned_both_ways(engine.IngestRequest((str(written.folder),), lake), monkeypatch)
    assert sorted(s.step or 0 for s in plan.todo) == [2, 3] and taken == 2
    # Another target, other placing options: another digest, nothing taken from the ledger.
    for other in ({"run": "renamed"}, {"split": "val"}, {"step": 9}):
        assert planned_both_ways(engine.IngestRequest((str(written.folder),), lake, **other), monkeypatch)[1] == 0
    assert planned_both_ways(engine.IngestRequest((str(tmp_path),), lake), monkeypatch)[1] == 0


def test_a_new_file_sharing_a_shard_key_with_a_settled_one_is_placed_by_full_detection(tmp_path, lake, monkeypatch):
    written = write_run(tmp_path, RunSpec("gzipped", steps=3, prompts=1, n=2))
    ingest([written.folder], lake)
    (written.folder / "2.jsonl").write_bytes(gzip.decompress((written.folder / "2.jsonl.gz").read_bytes()))
    plan, taken = planned_both_ways(engine.IngestRequest((str(written.folder),), lake), monkeypatch)
    assert taken == 0  # the plain copy sorts first and takes the key: the rules need every file
    assert [(Path(u.uri).name, u.reason.split(" (")[0]) for u in plan.unplaced] == [
        ("2.jsonl.gz", f"the same shard as {written.folder / '2.jsonl'}")
    ]


def test_a_later_checkpoint_supersedes_a_settled_cumulative_file(tmp_path, lake, monkeypatch, every_sample):
    run = tmp_path / "trl"
    shutil.copytree(every_sample / "trl/qwen2.5-0.5b-grpo-trl", run)
    later = tmp_path / "checkpoint-4"
    (run / "checkpoint-4").rename(later)
    ingest([run], lake)
    request = engine.IngestRequest((str(run),), lake)
    assert planned_both_ways(request, monkeypatch)[1] > 0
    later.rename(run / "checkpoint-4")
    plan, taken = planned_both_ways(request, monkeypatch)
    assert taken == len(plan.unchanged) > 0  # the rest stay settled, the old copy leaves them
    assert any("checkpoint-2/trainer_state.json" in u.uri and "holds it too" in u.reason for u in plan.unplaced)


def test_a_settled_file_that_a_new_file_covers_is_skipped_as_full_detection_skips_it(
    tmp_path, lake, monkeypatch, every_sample
):
    case = tmp_path / "eval_vstar" / "vstar_0"
    shutil.copytree(every_sample / "field/areal-vlm/geo_edit/eval_vstar/vstar_0", case)
    meta = tmp_path / "meta_info.jsonl"
    (case / "meta_info.jsonl").rename(meta)
    ingest([tmp_path / "eval_vstar"], lake)
    request = engine.IngestRequest((str(tmp_path / "eval_vstar"),), lake)
    planned_both_ways(request, monkeypatch)
    meta.rename(case / "meta_info.jsonl")
    plan, taken = planned_both_ways(request, monkeypatch)
    covered = ["output.jsonl", "trajectory.json"]  # the case's steps, read with its meta_info.jsonl now
    assert [Path(u.uri).name for u in plan.unplaced if u.reason.startswith("a subset of")] == covered
    assert [Path(s.uri).name for s in plan.todo] == ["meta_info.jsonl"] and taken == 0
    engine.ingest(request)
    plan, taken = planned_both_ways(request, monkeypatch)  # their entries stand: skipped as before, not unchanged
    assert [Path(u.uri).name for u in plan.unplaced if u.reason.startswith("a subset of")] == covered
    assert taken == 1 and plan.todo == plan.unchanged[1:] == []


@pytest.mark.slow
def test_the_samples_and_the_real_files_plan_alike_both_ways_through_changes(tmp_path, lake, monkeypatch, every_sample):
    tree = tmp_path / "tree"
    shutil.copytree(every_sample, tree / "samples")
    shutil.copytree(ROOT / "tests" / "real", tree / "real")
    if SHARED_REAL.is_dir():
        shutil.copytree(SHARED_REAL, tree / "shared")
    request = engine.IngestRequest((str(tree),), lake)
    engine.ingest(request)
    plan, taken = planned_both_ways(request, monkeypatch)
    assert plan.todo == [] and taken == len(plan.unchanged) > 100
    # New files beside settled ones, one changed, one removed: the plans still agree.
    verl = next(p for p in sorted((tree / "samples" / "verl").rglob("*.jsonl*")) if p.is_file())
    shutil.copy(verl, verl.parent / f"copy_{verl.name}")
    changed = next(p for p in sorted((tree / "samples").rglob("*.jsonl")) if p.is_file() and p != verl)
    changed.write_bytes(changed.read_bytes() + changed.read_bytes().splitlines(keepends=True)[0])
    removed = next(p for p in sorted((tree / "real").rglob("*.jsonl")) if p.is_file())
    removed.unlink()
    plan, taken = planned_both_ways(request, monkeypatch)
    assert plan.todo and taken > 100


def test_overlapping_targets_plan_alike_both_ways(tmp_path, lake, monkeypatch):
    written = write_run(tmp_path / "rollouts", RunSpec("overlap", steps=4, prompts=1, n=2))
    request = engine.IngestRequest((str(written.folder), str(tmp_path), str(written.folder / "2.jsonl.gz")), lake)
    engine.ingest(request)
    plan, taken = planned_both_ways(request, monkeypatch)
    assert plan.todo == [] and len(plan.unchanged) == 4 and taken == 4  # each file once, whichever target gave it


@pytest.mark.parametrize("count", [0, 100], ids=["indexed-at-once", "looked-up-one-by-one"])
def test_copies_of_a_runs_files_are_found_by_lookups_and_by_the_index_alike(tmp_path, lake, monkeypatch, count):
    written = write_run(tmp_path, RunSpec("copies", steps=20, prompts=1, n=2, compression=None))
    ingest([written.folder], lake)
    for step in range(1, 21):
        shutil.copy(written.folder / f"{step}.jsonl", written.folder / f"step_{step}.jsonl")
    monkeypatch.setattr(lookups, "LOOKUPS", count)
    report = ingest([written.folder], lake)
    assert report.committed == 0 and report.count("unchanged") == 20
    assert sorted((Path(u.uri).name, u.reason) for u in report.skipped) == sorted(
        (f"step_{step}.jsonl", f"the same records as {written.folder / f'{step}.jsonl'}, already in the lake")
        for step in range(1, 21)
    )


def test_shard_keys_looked_up_one_by_one_then_indexed_answer_as_one_index_does():
    """A cycle places a file or two beside thousands taken from the ledger: their keys are
    looked up in the columns for the first few, then indexed. Both answer as an index of the
    taken files, then of the placed ones, would: the last file of a key, a key of another run
    apart."""
    from pipelines.shard import ShardColumns

    settled = ShardColumns.of(
        Shard(
            uri=f"/r/{run}/{i}.jsonl",
            path=f"/r/{run}/{i}.jsonl",
            format="verl",
            run_name=run,
            step=i,
            split="train",
            key=f"train:{i % 40}.jsonl",
        )
        for run in ("a", "b")
        for i in range(100)
    )
    asked = [(run, f"train:{i}.jsonl") for i in range(0, 60, 3) for run in ("a", "b", "c")]
    index = dict(zip(zip(settled.columns["run_name"], settled.columns["key"]), settled.uris))
    keys = ShardKeys(settled)
    for n, key in enumerate(asked):
        assert keys.taken(key, f"new-{n}") == index.setdefault(key, f"new-{n}"), key
    assert keys.taken(asked[-1], "again") == index[asked[-1]]  # placed now, asked again
    assert len(asked) > lookups.LOOKUPS  # both ways were asked
