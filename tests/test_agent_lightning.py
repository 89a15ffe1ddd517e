"""agent-lightning's W&B trajectory artifacts, checked against the zips as ``zipfile`` and
``json`` read them (never through tracelake's reader): each W&B run one run however many
artifact folders its steps were downloaded to, every rollout once, a bad line quarantined and a
bad zip listed unread by name with the rest landing."""

from __future__ import annotations

import json
import re
import shutil
import zipfile
from pathlib import Path

from pipelines.samples.agent_lightning import RUNS, write_agent_lightning

from .helpers import ingest, query

_ARTIFACT = re.compile(r"(train|validation)-trajectories-(.+)-step-(\d+):v0")


def _raw(path: str) -> list[dict]:
    with zipfile.ZipFile(path) as archive:
        (member,) = archive.namelist()
        return [json.loads(line) for line in archive.read(member).decode().splitlines() if line.strip()]


def test_each_w_and_b_runs_artifacts_are_one_run_and_every_rollout_lands_once(tmp_path):
    written = write_agent_lightning(tmp_path / "src")
    lake = str(tmp_path / "lake")
    report = ingest([tmp_path / "src"], lake)
    assert report.count("failed") == 0
    expected = []
    for path in written:
        split, run, step = _ARTIFACT.fullmatch(Path(path).parent.parent.name).groups()  # type: ignore[union-attr]
        for record in _raw(path):
            expected.append((run, "train" if split == "train" else "val", int(step), record["rollout_id"],
                             record["reward"], record["prompt"], record["response"]))  # fmt: skip
    found = query(lake, "SELECT r.run_name, t.split, t.step, json_extract_string(t.extra, '$.uid'), t.reward, "
                        "t.prompt, t.response FROM trajectories t JOIN runs r USING (run_id)")  # fmt: skip
    assert sorted(found) == sorted(expected)
    assert query(lake, "SELECT run_name, framework FROM runs ORDER BY 1") == [
        (r, "agent-lightning") for r in sorted(RUNS)
    ]
    assert query(lake, "SELECT DISTINCT name FROM rewards") == [("reward",)]
    # The rollouts of one prompt are its group, numbered in their order.
    groups = query(lake, "SELECT step, count(DISTINCT group_id), max(sample_index) FROM trajectories "
                         "WHERE split = 'train' GROUP BY run_id, step")  # fmt: skip
    assert set(groups) == {(s, 3, 3) for s in (1, 2, 3)}
    again = ingest([tmp_path / "src"], lake)
    assert again.committed == 0 and again.count("unchanged") == len(written)


def test_a_file_outside_an_artifact_folder_is_its_folders_run_and_bad_input_is_named(tmp_path):
    written = write_agent_lightning(tmp_path / "made")
    first = next(p for p in written if "/train-trajectories-" in p and "step_1" in p)
    mine = tmp_path / "src" / "my-run" / "step_1" / "train_trajectories.jsonl.zip"
    mine.parent.mkdir(parents=True)
    records = _raw(first)
    lines = [json.dumps(r) for r in records] + ['{"rollout_id": "x", "prompt": 3, "response": "r", "reward": 1}']
    with zipfile.ZipFile(mine, "w") as archive:
        archive.writestr("train_trajectories.jsonl", "\n".join(lines) + "\n")
    broken = tmp_path / "src" / "my-run" / "step_2" / "train_trajectories.jsonl.zip"
    broken.parent.mkdir(parents=True)
    shutil.copy(mine, broken)
    broken.write_bytes(broken.read_bytes()[:-30])  # the central directory cut off
    lake = str(tmp_path / "lake")
    report = ingest([tmp_path / "src"], lake)
    assert query(lake, "SELECT run_name, count(*) FROM trajectories JOIN runs USING (run_id) GROUP BY 1") == [
        ("my-run", len(records))
    ]
    quarantined = query(lake, "SELECT source_line, error FROM quarantine")
    assert quarantined == [(len(records) + 1, "field 'prompt' must be a string, got int")]
    # A zip cut short is listed unread with why, by name: the file beside it still lands.
    assert [(u.uri.rsplit("/", 2)[-2], u.reason, u.unread) for u in report.unplaced] == [
        ("step_2", "not an agent-lightning trajectories zip (File is not a zip file)", True)
    ]
