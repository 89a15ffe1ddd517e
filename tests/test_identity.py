"""Run identity: a run is an experiment found where it lives, never a bare folder name; the
same records under another name in one run are reported, never ingested twice; another run's
identical records are its own (the real layouts of FORMATS.md section 5)."""

from __future__ import annotations

import shutil
from pathlib import Path

from pipelines.lake import maintenance
from pipelines.samples import RunSpec, write_run

from .helpers import content_by_step, ingest, query, table_counts


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
        [("grpo", s, 2) for s in (1, 2, 3, 4)] + [(ids["team-b/grpo"], s, 3) for s in (1, 2)]
    )


def test_experiments_found_in_one_ingest_are_named_apart(tmp_path, lake):
    for team, seed in (("x", 1), ("y", 2)):
        write_run(tmp_path / team / "exp", RunSpec("rollout_data", steps=2, prompts=1, n=2, seed=seed))
        write_run(tmp_path / team / "exp2", RunSpec("20260616_024512", steps=1, prompts=1, n=2, seed=seed + 10))
    report = ingest([tmp_path], lake)
    assert report.committed == 6 and report.skipped == []
    assert _runs(lake) == {"exp": 4, "y/exp": 4, "exp2/20260616_024512": 2, "y/exp2/20260616_024512": 2}


def test_sibling_time_stamp_folders_are_two_runs_even_with_identical_steps(tmp_path, lake):
    # PolyTrace's real layout: <framework>/profile/packed_length_log/<stamp>/, two launches of
    # one workload whose first steps are byte for byte the same (a deterministic re-run).
    logs = tmp_path / "verl" / "profile" / "packed_length_log"
    first = write_run(logs, RunSpec("20260610_092349", steps=3, prompts=1, n=2, seed=1, compression=None))
    second = write_run(logs, RunSpec("20260614_023133", steps=3, prompts=1, n=2, seed=2, compression=None))
    for step in (1, 2):  # the re-run's first two steps repeat the first run's
        (second.folder / f"{step}.jsonl").write_bytes((first.folder / f"{step}.jsonl").read_bytes())
    predicted = preview(tmp_path, lake)
    report = ingest([tmp_path], lake)
    assert report.committed == 6 and report.skipped == [] and predicted == (6, 0)
    assert _runs(lake) == {"verl/20260610_092349": 6, "verl/20260614_023133": 6}
    notes = {r.shard.uri.rsplit("/", 1)[-1]: r.note for r in report.results if r.note}
    assert notes == {
        f"{s}.jsonl": f"identical to {first.folder / f'{s}.jsonl'} (another run's file), ingested as this run's own"
        for s in (1, 2)
    }
    assert "2 identical to another run's file" in report.summary()
    steps = query(
        lake, "SELECT r.run_name, t.step, count(*) FROM trajectories t JOIN runs r USING (run_id) GROUP BY ALL"
    )
    assert sorted(steps) == [
        (name, s, 2) for name in ("verl/20260610_092349", "verl/20260614_023133") for s in (1, 2, 3)
    ]
    names = query(lake, "SELECT run_name FROM runs ORDER BY 1")
    for (name,) in names:  # every name types back into --run exactly
        again = ingest([first.folder if name.endswith("092349") else second.folder], lake, run=name)
        assert {r.status for r in again.results} == {"unchanged"}


def preview(target, lake: str) -> tuple[int, int]:
    """(files detect says ingest reads, files it says ingest skips as repeats)."""
    from pipelines import engine

    previewed = engine.preview(engine.IngestRequest((str(target),), lake))
    shards, unplaced = previewed.shards, previewed.unplaced
    return len(shards), sum(u.reason.startswith("the same records as") for u in unplaced)


def test_a_moved_run_keeps_its_name_and_a_second_copy_is_reported(tmp_path, lake):
    original = write_run(tmp_path / "old" / "exp", RunSpec("rollouts", steps=2, prompts=1, n=2))
    ingest([original.folder], lake)
    moved = tmp_path / "new" / "exp"
    moved.parent.mkdir()
    original.folder.parent.rename(moved)
    report = ingest([moved], lake)  # the old folder is gone: a move, not a second experiment
    assert {r.status for r in report.results} == {"unchanged"}
    assert _runs(lake) == {"exp": 4}

    shutil.copytree(moved, tmp_path / "copy" / "exp")  # now both exist: a second run, with the same records
    report = ingest([tmp_path / "copy"], lake)
    assert report.committed == 2 and report.skipped == []
    assert all(r.note.startswith(f"identical to {moved}") for r in report.results)
    assert _runs(lake) == {"exp": 4, "copy/exp": 4}


def test_run_option_merges_two_locations_deliberately(tmp_path, lake):
    first = write_run(tmp_path / "a" / "exp", RunSpec("rollouts", steps=2, prompts=1, n=2, seed=1))
    second = write_run(tmp_path / "b" / "exp", RunSpec("rollouts", steps=2, prompts=1, n=2, seed=2))
    ingest([first.folder], lake)
    ingest([second.folder], lake, run="exp")  # same shard keys: b's steps replace a's, as asked
    assert _runs(lake) == {"exp": 4}
    assert {s for (s,) in query(lake, "SELECT DISTINCT source_file FROM trajectories")} == {
        str(second.folder / "1.jsonl.gz"),
        str(second.folder / "2.jsonl.gz"),
    }


def test_renamed_and_reordered_copies_are_reported_not_doubled(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("copies", steps=2, prompts=2, n=4, compression=None))
    ingest([written.folder], lake)
    lines = (written.folder / "1.jsonl").read_bytes().splitlines(keepends=True)
    (written.folder / "step_1.jsonl").write_bytes(b"".join(lines))  # renamed: same bytes
    (written.folder / "1_sorted.jsonl").write_bytes(b"".join(sorted(lines)))  # the same lines, reordered
    (written.folder / "3.jsonl").write_bytes(b"".join(lines[:-1]).replace(b"\n", b"\r\n"))  # not the same
    assert preview(written.folder, lake) == (3, 2)  # detect says what ingest will do
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
    from pipelines.reconcile.claims import Claims

    content = [("lines", "lines:2:ab")]
    a, b = ("exp", "train:a.jsonl"), ("exp", "train:b.jsonl")  # two files of one run
    claims = Claims({}, ["/x/exp/b.jsonl", "/x/exp/a.jsonl"])
    assert claims.claim(b, "/x/exp/b.jsonl", content) is None  # read first...
    assert claims.claim(a, "/x/exp/a.jsonl", content) is None  # ...but a.jsonl comes first
    assert claims.seal([b]) == {b: "/x/exp/a.jsonl"}

    claims = Claims({}, ["/x/exp/b.jsonl", "/x/exp/a.jsonl"])
    claims.claim(b, "/x/exp/b.jsonl", content)
    assert claims.seal([b]) == {}  # committing already: it keeps the content
    assert claims.claim(a, "/x/exp/a.jsonl", content) == "/x/exp/b.jsonl"

    held = Claims({("exp", *content[0]): ("exp", "train:old.jsonl", "/a/exp/old.jsonl", None)}, ["/a/exp/1.jsonl"])
    assert (
        held.claim(("exp", "train:1.jsonl"), "/a/exp/1.jsonl", content) == "/a/exp/old.jsonl"
    )  # the lake's always wins
    elsewhere = Claims({("other", *content[0]): ("other", "train:1.jsonl", "/o/1.jsonl", None)}, ["/a/exp/1.jsonl"])
    assert elsewhere.claim(("exp", "train:1.jsonl"), "/a/exp/1.jsonl", content) is None  # another run's: its own data


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
    assert all("another ingest named the run 'exp'" in str(r.error) for r in withdrawn)
    assert _runs(lake) == {"exp": 4}  # a's rows stand
    again = ingest([second.folder], lake)  # the same command names it apart
    assert again.committed == 2
    assert _runs(lake) == {"exp": 4, "b/exp": 6}
    assert ingest([first.folder, second.folder], lake).committed == 0
    assert _runs(lake) == {"exp": 4, "b/exp": 6}


def _two_files_of_one_step(root):
    """AReaL's layout: one file per task id in a policy-version folder, a line per sample."""
    import json

    folder = root / "exp" / "trial0" / "rollout" / "0"
    folder.mkdir(parents=True)
    for task in (0, 1):
        lines = [{"task_id": task, "sample_idx": i, "seqlen": 9, "prompt_len": 4, "head_version": 0, "tail_version": 0,
                  "reward": float(i), "prompt": f"q{task}", "completion": f"a{i}"} for i in range(2)]  # fmt: skip
        (folder / f"{task}.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    return root / "exp"


def test_every_trajectory_id_is_one_row_and_a_lake_of_older_ids_mends_on_its_next_ingest(tmp_path, lake, monkeypatch):
    """Ids hashed run, step and line, not the file: two files of one step gave their lines the
    same ids, and a join of trajectories to rewards multiplied rows. `check` finds such a lake;
    its next ingest reads those shards again (read under older rules) and every id is one row."""
    import importlib
    import subprocess
    import sys

    from pipelines import ids, normalize, sources
    from pipelines.reconcile import detect, todo

    read = importlib.import_module("pipelines.engine.read")

    source = _two_files_of_one_step(tmp_path / "src")

    def older_ids(run_id, shard_keys, steps, keys):  # the rule before: no shard in the id
        return ids.trajectory_ids(run_id, [""] * len(keys), steps, keys)

    with monkeypatch.context() as old:
        old.setattr(normalize, "trajectory_ids", older_ids)
        old.setattr(
            normalize, "trajectory_id", lambda run_id, shard, step, key: older_ids(run_id, [shard], [step], [key])[0]
        )
        for module in (sources, todo, detect, read):
            old.setattr(module, "READING", None)  # entries of before the rules were numbered
        ingest([source], lake)
    joined = "SELECT count(*), sum(r.value) FROM trajectories t JOIN rewards r USING (run_id, step, trajectory_id) WHERE r.name = 'reward'"
    assert query(lake, joined) == [(8, 4.0)]  # 4 rows, each counted twice
    found = subprocess.run([sys.executable, "-m", "pipelines", "check", "--lake", lake], capture_output=True, text=True)
    assert found.returncode == 1 and "2 trajectory id(s) stand for 4 rows" in found.stderr, found.stderr
    again = ingest([source], lake)
    assert again.committed == 2  # unchanged files, read again: their entries were read under older rules
    assert query(lake, joined) == [(4, 2.0)]
    assert query(lake, "SELECT count(*) = count(DISTINCT (run_id, step, trajectory_id)) FROM trajectories") == [(True,)]
    assert subprocess.run([sys.executable, "-m", "pipelines", "check", "--lake", lake]).returncode == 0
    assert ingest([source], lake).count("unchanged") == 2  # and from then on, unchanged


def test_every_formats_samples_give_one_row_per_trajectory_id(tmp_path):
    """Every reader, as `make demo` runs them: each (run, step, trajectory id) is one trajectory,
    and its rewards join it without multiplying (two W&B tables of one step, AReaL's file per
    task, an Atropos environment's two outputs once shared ids)."""
    from pipelines import samples

    samples.main([str(tmp_path / "samples")])
    lake = str(tmp_path / "lake")
    report = ingest([tmp_path / "samples"], lake, trust_pickles=True)  # slime's pickles: the samples' own
    assert report.count("failed") == 0 and report.unread == 0, report.summary()
    assert query(lake, "SELECT count(*) = count(DISTINCT (run_id, step, trajectory_id)) FROM trajectories") == [(True,)]
    assert query(lake, "SELECT count(*) FROM rewards r LEFT JOIN trajectories t USING (run_id, step, trajectory_id) "
                       "WHERE t.trajectory_id IS NULL") == [(0,)]  # fmt: skip
    assert query(lake, "SELECT count(*) FROM turns r LEFT JOIN trajectories t USING (run_id, step, trajectory_id) "
                       "WHERE t.trajectory_id IS NULL") == [(0,)]  # fmt: skip


def test_names_the_lake_gave_are_found_whatever_folder_they_came_from(tmp_path, lake):
    # A plan looks up only the ledger entries its folders need: those under a folder of the same
    # last name, and those of each name it tries. A name given by --run matches neither folder.
    alpha = write_run(tmp_path / "x", RunSpec("alpha", steps=2, prompts=1, n=2, seed=1))
    ingest([alpha.folder], lake, run="beta")
    for seed in range(3):  # other runs, whose entries the lookups leave alone
        ingest([write_run(tmp_path / "o", RunSpec(f"other{seed}", steps=1, prompts=1, n=2, seed=seed)).folder], lake)
    again = ingest([alpha.folder], lake)  # without --run: the folder keeps the name the lake gave it
    assert {r.status for r in again.results} == {"unchanged"}
    beta = write_run(tmp_path / "y", RunSpec("beta", steps=1, prompts=1, n=3, seed=2))
    ingest([beta.folder], lake)  # "beta" is taken by x/alpha, which exists: a run of its own
    assert _runs(lake) == {"beta": 4, "y/beta": 3, "other0": 2, "other1": 2, "other2": 2}


def test_a_gone_runs_name_goes_only_to_a_folder_with_its_files(tmp_path, lake):
    """Experiment A (2025/grpo) ingested and its dumps deleted, then experiment B (2026/grpo,
    other content) ingested: B once took the name and replaced A's steps 1-3, leaving one run
    of B's steps and A's step 4. A folder of the same name is A moved only where it holds A's
    files, byte for byte."""
    first = write_run(tmp_path / "2025" / "grpo", RunSpec("rollouts", steps=4, prompts=1, n=2, seed=1))
    ingest([first.folder], lake)
    kept = tmp_path / "kept"
    first.folder.parent.rename(kept)  # the dumps are gone from where they were ingested
    before = content_by_step(lake)
    second = write_run(tmp_path / "2026" / "grpo", RunSpec("rollouts", steps=3, prompts=1, n=3, seed=2))
    assert preview(second.folder, lake) == (3, 0)
    report = ingest([second.folder], lake)
    assert report.committed == 3
    assert _runs(lake) == {"grpo": 8, "2026/grpo": 9}
    grpo = [rows for rows in before["trajectories"] if rows[0] == "grpo"]
    assert [rows for rows in content_by_step(lake)["trajectories"] if rows[0] == "grpo"] == grpo  # A untouched

    moved = tmp_path / "2027" / "grpo"
    moved.parent.mkdir()
    kept.rename(moved)  # A itself, moved: its name, and nothing read again
    assert {r.status for r in ingest([moved], lake).results} == {"unchanged"}
    assert _runs(lake) == {"grpo": 8, "2026/grpo": 9}


def test_a_gone_runs_name_over_real_files(tmp_path, lake):
    """The same over a real environment's outputs (tests/real/atropos): the second experiment's
    file has the first's name and other records."""
    real = Path(__file__).parent / "real" / "atropos" / "cybersec_env_outputs"
    a, b = tmp_path / "a" / "cybersec_env_outputs", tmp_path / "b" / "cybersec_env_outputs"
    a.mkdir(parents=True)
    b.mkdir(parents=True)
    shutil.copy(real / "objreward.jsonl.zst", a / "objreward.jsonl.zst")
    shutil.copy(real / "subjreward.jsonl.zst", b / "objreward.jsonl.zst")
    raw = {name: _zst_lines(real / f"{name}.jsonl.zst") for name in ("objreward", "subjreward")}
    ingest([a], lake)
    shutil.rmtree(a)
    assert ingest([b], lake).committed == 1
    runs = _runs(lake)
    assert sorted(runs.values()) == [sum(len(g["scores"]) for g in raw[n]) for n in ("objreward", "subjreward")]
    assert len(runs) == 2 and "cybersec_env_outputs" in runs


def _zst_lines(path: Path) -> list[dict]:
    import json

    import zstandard

    return [json.loads(line) for line in zstandard.decompress(path.read_bytes()).splitlines() if line.strip()]


def test_two_exports_naming_one_run_from_two_folders_are_two_runs(tmp_path, lake):
    """Harbor exports whose rows give the same ``run_id``, each in the standard file name
    (data/train-00000-of-00001.parquet): ingested together, the second was skipped as "a
    compressed copy"; apart, it replaced the first. Files that name their run are placed by
    their folder and that name, as folders are."""
    from pipelines.samples.harbor import write_export

    first = write_export(tmp_path / "export-a", files=1, quirks=False, seed=1, run_id="shared-run")
    second = write_export(tmp_path / "export-b", files=1, quirks=False, seed=2, run_id="shared-run")
    report = ingest([tmp_path], lake)
    assert report.committed == 2 and report.skipped == [] and report.quarantined == 0
    names = _runs(lake)
    assert names == {"shared-run": first.trajectories, "export-b/shared-run": second.trajectories}
    again = ingest([tmp_path], lake)
    assert {r.status for r in again.results} == {"unchanged"}

    apart = str(tmp_path / "apart")
    ingest([tmp_path / "export-a"], apart)
    shutil.rmtree(tmp_path / "export-a")
    assert ingest([tmp_path / "export-b"], apart).committed == 1
    assert _runs(apart) == names
    forced = str(tmp_path / "forced")  # a name given: the file's rows are still its own run's
    assert ingest([tmp_path / "export-b"], forced, run="mine").quarantined == 0
    assert _runs(forced) == {"mine": second.trajectories}


def test_names_whose_32_bit_ids_collided_are_two_runs(tmp_path, lake):
    """Two names found to share a 32-bit hash in a second: ingested apart, the second failed
    forever ("another ingest named the run ..."). Ids now carry 64 bits."""
    names = ["grpo =~%~@=exp", "grpo %  +@~exp"]
    from pipelines.ids import short_hash

    assert short_hash(names[0], 8) == short_hash(names[1], 8)  # the collision, as found
    for seed, name in enumerate(names):
        written = write_run(tmp_path / str(seed), RunSpec("exp", steps=2, prompts=1, n=2, seed=seed))
        assert ingest([written.folder], lake, run=name).committed == 2
    ids = dict(query(lake, "SELECT run_name, run_id FROM runs"))
    assert set(ids) == set(names) and len(set(ids.values())) == 2
    assert all(len(run_id.rsplit("-", 1)[1]) == 16 for run_id in ids.values())


def _older_ids(monkeypatch, key):
    """Ingest as a version whose run ids were ``key(name)``."""
    from pipelines import shard
    from pipelines.reconcile import identity

    monkeypatch.setattr(shard, "run_key", key)
    monkeypatch.setattr(identity, "run_key", lambda name, chars=16: key(name))


def test_a_lake_of_32_bit_ids_keeps_them_and_no_new_id_is_another_names(tmp_path, lake, monkeypatch):
    from pipelines.ids import run_key, short_hash

    stamped = write_run(tmp_path / "exp", RunSpec("20260610_092349", steps=2, prompts=1, n=2, seed=1))
    victim = write_run(tmp_path / "v", RunSpec("victim", steps=1, prompts=1, n=2, seed=2))
    with monkeypatch.context() as older:
        _older_ids(
            older, lambda name: run_key(name) if "/" not in name else f"_{name.replace('/', '-')}-{short_hash(name, 8)}"
        )
        ingest([stamped.folder], lake)
        # an older lake where another name holds the id the name "a b" now has
        older.setattr(
            "pipelines.reconcile.identity.run_key",
            lambda name, chars=16: run_key("a b") if name == "victim" else run_key(name),
        )
        older.setattr("pipelines.shard.run_key", lambda name: run_key("a b") if name == "victim" else run_key(name))
        ingest([victim.folder], lake, run="victim")
    before = dict(query(lake, "SELECT run_name, run_id FROM runs"))
    assert before == {"exp/20260610_092349": f"_exp-20260610_092349-{short_hash('exp/20260610_092349', 8)}",
                      "victim": run_key("a b")}  # fmt: skip

    write_run(tmp_path / "exp", RunSpec("20260610_092349", steps=3, prompts=1, n=2, seed=1))  # a step more
    report = ingest([stamped.folder], lake)
    assert report.committed == 1 and report.count("unchanged") == 2  # the run's id stands: nothing doubled
    other = write_run(tmp_path / "o", RunSpec("other", steps=1, prompts=1, n=2, seed=3))
    ingest([other.folder], lake, run="a b")  # its 64-bit id is the victim's: it takes a longer one
    after = dict(query(lake, "SELECT run_name, run_id FROM runs"))
    assert after["exp/20260610_092349"] == before["exp/20260610_092349"] and after["victim"] == run_key("a b")
    assert after["a b"] == run_key("a b", chars=32) and len(set(after.values())) == 3
    assert _runs(lake) == {"exp/20260610_092349": 6, "victim": 2, "a b": 2}


def test_a_run_moved_and_compressed_or_trained_on_keeps_its_name(tmp_path, lake):
    """A moved run keeps its name when one of its files came with it, whatever else changed: its
    dumps gzip'd on the way (the same lines, other bytes), or a new step and a grown metrics
    log since (requiring every file unchanged made such a run a second run, its steps twice)."""
    import gzip
    import json

    first = write_run(
        tmp_path / "2025" / "grpo", RunSpec("rollouts", steps=2, prompts=1, n=2, seed=1, compression=None)
    )
    metrics = first.folder.parent / "metrics.jsonl"
    metrics.write_text("".join(json.dumps({"step": s, "loss": 0.5 / s}) + "\n" for s in (1, 2)))
    ingest([first.folder.parent], lake)
    before = _runs(lake)

    zipped = tmp_path / "2026" / "grpo"
    shutil.copytree(first.folder.parent, zipped)
    for path in (zipped / "rollouts").glob("*.jsonl"):
        path.with_name(path.name + ".gz").write_bytes(gzip.compress(path.read_bytes()))
        path.unlink()
    shutil.rmtree(tmp_path / "2025")
    ingest([zipped], lake)  # its files read again (other bytes), as a file gzip'd in place is: the same shards
    assert _runs(lake) == before

    trained = tmp_path / "2027" / "grpo"
    trained.parent.mkdir()
    zipped.rename(trained)
    write_run(trained, RunSpec("rollouts", steps=3, prompts=1, n=2, seed=1, compression=None))  # a third step
    with (trained / "metrics.jsonl").open("a") as log:
        log.write(json.dumps({"step": 3, "loss": 0.1}) + "\n")
    ingest([trained], lake)
    assert _runs(lake) == {"grpo": 6}
    assert query(lake, "SELECT count(*), count(DISTINCT step) FROM step_metrics") == [(3, 3)]
