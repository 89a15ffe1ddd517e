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
        split, run, step = _ARTIFACT.fullmatch(Path(path).parent.parent.name).groups()
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
        ("step_2", "not a readable agent-lightning trajectories zip (BadZipFile: File is not a zip file)", True)
    ]


def test_a_later_version_of_an_artifact_replaces_the_earlier_whenever_it_arrives(tmp_path):
    """A resumed run logs a step's artifact again (`:v1`): downloaded beside `:v0`, the latest is
    read and the earlier listed as skipped; arriving later, it replaces the rows the earlier gave."""
    written = write_agent_lightning(tmp_path / "src")
    first = next(p for p in written if "train-trajectories-k3v9x2ab-step-2:v0" in p)
    again = Path(first.replace(":v0", ":v1"))
    again.parent.mkdir(parents=True)
    records = _raw(first)[:5]
    with zipfile.ZipFile(again, "w") as archive:
        archive.writestr("train_trajectories.jsonl", "".join(json.dumps(r) + "\n" for r in records))
    lake = str(tmp_path / "lake")
    step_two = "SELECT count(*) FROM trajectories JOIN runs USING (run_id) WHERE run_name = 'k3v9x2ab' AND step = 2"
    report = ingest([tmp_path / "src"], lake)
    assert query(lake, step_two) == [(5,)]
    assert [u.reason.split(":")[0] for u in report.unplaced if u.uri.endswith(first.split("/", 1)[1])] == [
        "an earlier version of its W&B artifact (the step logged again)"
    ]
    # the same, arriving one after the other
    later = str(tmp_path / "later")
    hidden = again.parent.parent.rename(tmp_path / "aside")
    ingest([tmp_path / "src"], later)
    assert query(later, step_two) == [(12,)]
    hidden.rename(again.parent.parent)
    assert ingest([tmp_path / "src"], later).committed == 1
    assert query(later, step_two) == [(5,)]


def test_a_zip_of_a_method_zipfile_lacks_fails_its_file_alone_and_other_zips_are_no_trajectories(tmp_path):
    written = write_agent_lightning(tmp_path / "src")
    path = Path(next(iter(written)))
    data = bytearray(path.read_bytes())
    for header, at in ((b"PK\x03\x04", 8), (b"PK\x01\x02", 10)):  # the local and central headers' method
        start = data.find(header)
        data[start + at : start + at + 2] = (9).to_bytes(2, "little")  # Deflate64, as Windows' zipper writes
    path.write_bytes(bytes(data))
    (tmp_path / "src" / "export.jsonl.zip").write_bytes(b"PK\x05\x06" + bytes(18))  # another tool's zip
    lake = str(tmp_path / "lake")
    report = ingest([tmp_path / "src"], lake)
    unread = [(u.uri, u.reason) for u in report.unplaced if u.unread]
    assert unread == [(str(path), "not a readable agent-lightning trajectories zip (NotImplementedError: "
                       "That compression method is not supported)")]  # fmt: skip
    assert any(u.uri.endswith("export.jsonl.zip") and u.routine for u in report.unplaced)
    landed = query(lake, "SELECT count(*) FROM trajectories")[0][0]
    assert landed == sum(len(r) for p, r in written.items() if p != str(path))
