"""Run identity: a run is an experiment found where it lives, never a bare folder name; the
same records under another name are reported, never ingested twice (FORMATS.md section 5)."""

from __future__ import annotations

import shutil

from pipelines.lake import maintenance
from pipelines.samples import RunSpec, write_run

from .helpers import ingest, query, table_counts


def _runs(lake: str) -> dict[str, int]:
    return dict(query(lake, "SELECT run_name, trajectories FROM runs"))


def test_two_experiments_with_the_same_dump_folder_name_stay_two_runs(tmp_path, lake):
    # The real layout: two unrelated experiments both write to <exp>/rollouts/.
    first = write_run(tmp_path / "team-a" / "grpo", RunSpec("rollouts", steps=4, prompts=1, n=2, seed=1))
    second = write_run(tmp_path / "team-b" / "grpo", RunSpec("rollouts", steps=2, prompts=1, n=3, seed=2))
    ingest([first.folder], lake)
    ingest([second.folder], lake)  # apart: once exp1 steps 1-2 were replaced by exp2's
    assert _runs(lake) == {"grpo": 8, "team-b/grpo": 6}
    before = table_counts(lake)

    again = ingest([tmp_path], lake)  # together, and again: the same two runs, nothing re-read
    assert {r.status for r in again.results} == {"unchanged"} and again.skipped == []
    maintenance.compact(lake)
    assert _runs(lake) == {"grpo": 8, "team-b/grpo": 6} and table_counts(lake) == before
    ids = dict(query(lake, "SELECT run_name, run_id FROM runs"))
    assert ids["grpo"] == "grpo" and ids["team-b/grpo"].startswith("_team-b-grpo-")  # no folder name has that id
    rows = query(lake, "SELECT run_id, step, count(*) FROM trajectories GROUP BY ALL")
    assert sorted((r, s, n) for r, s, n in rows) == sorted(
        [("grpo", s, 2) for s in (1, 2, 3, 4)] + [(ids["team-b/grpo"], s, 3) for s in (1, 2)])


def test_experiments_found_in_one_ingest_are_named_apart(tmp_path, lake):
    for team, seed in (("x", 1), ("y", 2)):
        write_run(tmp_path / team / "exp", RunSpec("rollout_data", steps=2, prompts=1, n=2, seed=seed))
        write_run(tmp_path / team / "exp2", RunSpec("20260616_024512", steps=1, prompts=1, n=2, seed=seed + 10))
    report = ingest([tmp_path], lake)
    assert report.committed == 6 and report.skipped == []
    assert _runs(lake) == {"exp": 4, "y/exp": 4, "exp2": 2, "y/exp2": 2}


def test_a_moved_run_keeps_its_name_and_a_second_copy_is_reported(tmp_path, lake):
    original = write_run(tmp_path / "old" / "exp", RunSpec("rollouts", steps=2, prompts=1, n=2))
    ingest([original.folder], lake)
    moved = tmp_path / "new" / "exp"
    moved.parent.mkdir()
    original.folder.parent.rename(moved)
    report = ingest([moved], lake)  # the old folder is gone: a move, not a second experiment
    assert {r.status for r in report.results} == {"unchanged"}
    assert _runs(lake) == {"exp": 4}

    shutil.copytree(moved, tmp_path / "copy" / "exp")  # now both exist: the copy repeats its records
    report = ingest([tmp_path / "copy"], lake)
    assert report.committed == 0 and len(report.skipped) == 2
    assert all(u.reason.startswith("the same records as " + str(moved)) for u in report.skipped)
    assert _runs(lake) == {"exp": 4}


def test_run_option_merges_two_locations_deliberately(tmp_path, lake):
    first = write_run(tmp_path / "a" / "exp", RunSpec("rollouts", steps=2, prompts=1, n=2, seed=1))
    second = write_run(tmp_path / "b" / "exp", RunSpec("rollouts", steps=2, prompts=1, n=2, seed=2))
    ingest([first.folder], lake)
    ingest([second.folder], lake, run="exp")  # same shard keys: b's steps replace a's, as asked
    assert _runs(lake) == {"exp": 4}
    assert {s for (s,) in query(lake, "SELECT DISTINCT source_file FROM trajectories")} == {
        str(second.folder / "1.jsonl.gz"), str(second.folder / "2.jsonl.gz")}


def test_renamed_and_reordered_copies_are_reported_not_doubled(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("copies", steps=2, prompts=2, n=4, compression=None))
    ingest([written.folder], lake)
    lines = (written.folder / "1.jsonl").read_bytes().splitlines(keepends=True)
    (written.folder / "step_1.jsonl").write_bytes(b"".join(lines))  # renamed: same bytes
    (written.folder / "1_sorted.jsonl").write_bytes(b"".join(sorted(lines)))  # the same lines, reordered
    (written.folder / "3.jsonl").write_bytes(b"".join(lines[:-1]).replace(b"\n", b"\r\n"))  # not the same
    report = ingest([written.folder], lake)
    reasons = {u.uri.rsplit("/", 1)[-1]: u.reason for u in report.skipped}
    assert reasons == {
        "step_1.jsonl": f"the same records as {written.folder / '1.jsonl'}, already in the lake",
        "1_sorted.jsonl": f"the same records as {written.folder / '1.jsonl'}, already in the lake",
    }
    assert report.committed == 1  # 3.jsonl: one line fewer is other content
    assert _runs(lake) == {"copies": 16 + 7}
    assert query(lake, "SELECT count(*) FROM ingests WHERE status = 'duplicate'") == [(2,)]


def test_an_unsafe_name_never_takes_a_safe_names_id(tmp_path, lake):
    for seed, name in enumerate(["a=b", "a-b-ec89e9b0", "_a-b-ec89e9b0"]):
        written = write_run(tmp_path / str(seed), RunSpec("src", steps=1, prompts=1, n=2, seed=seed))
        ingest([written.folder], lake, run=name)
    ids = dict(query(lake, "SELECT run_name, run_id FROM runs"))
    assert len(set(ids.values())) == 3 and ids["a-b-ec89e9b0"] == "a-b-ec89e9b0"


def test_the_first_file_in_path_order_keeps_a_content_whichever_is_read_first():
    from pipelines.claims import Claims

    content = [("lines", "lines:2:ab")]
    claims = Claims({}, ["/b/exp/1.jsonl", "/a/exp/1.jsonl"])
    assert claims.claim(("b-exp", "train:1.jsonl"), "/b/exp/1.jsonl", content) is None  # read first...
    assert claims.claim(("exp", "train:1.jsonl"), "/a/exp/1.jsonl", content) is None  # ...but /a comes first
    assert claims.seal([("b-exp", "train:1.jsonl")]) == {("b-exp", "train:1.jsonl"): "/a/exp/1.jsonl"}

    claims = Claims({}, ["/b/exp/1.jsonl", "/a/exp/1.jsonl"])
    claims.claim(("b-exp", "train:1.jsonl"), "/b/exp/1.jsonl", content)
    assert claims.seal([("b-exp", "train:1.jsonl")]) == {}  # committing already: it keeps the content
    assert claims.claim(("exp", "train:1.jsonl"), "/a/exp/1.jsonl", content) == "/b/exp/1.jsonl"

    held = Claims({content[0]: ("old", "train:1.jsonl", "/old/1.jsonl", None)}, ["/a/exp/1.jsonl"])
    assert held.claim(("exp", "train:1.jsonl"), "/a/exp/1.jsonl", content) == "/old/1.jsonl"  # the lake's always wins


def test_two_ingests_naming_two_folders_alike_at_once_end_as_two_runs(tmp_path, lake):
    from pipelines import engine

    first = write_run(tmp_path / "a" / "exp", RunSpec("rollouts", steps=2, prompts=1, n=2, seed=1))
    second = write_run(tmp_path / "b" / "exp", RunSpec("rollouts", steps=2, prompts=1, n=3, seed=2))
    # Both plan before either commits: each sees the name `exp` free, as two processes would.
    plan_a = engine.plan(engine.IngestRequest((str(first.folder),), lake))
    plan_b = engine.plan(engine.IngestRequest((str(second.folder),), lake))
    assert {s.run_name for s in plan_a.todo + plan_b.todo} == {"exp"}
    assert {r.status for r in engine.execute(plan_a)} == {"ok"}
    withdrawn = engine.execute(plan_b)  # its commit finds /a/exp's shards replaced: withdrawn
    assert {r.status for r in withdrawn} == {"failed"}
    assert all("another ingest named the run 'exp'" in r.error for r in withdrawn)
    assert _runs(lake) == {"exp": 4}  # a's rows stand
    again = ingest([second.folder], lake)  # the same command names it apart
    assert again.committed == 2
    assert _runs(lake) == {"exp": 4, "b/exp": 6}
    assert ingest([first.folder, second.folder], lake).committed == 0
    assert _runs(lake) == {"exp": 4, "b/exp": 6}
