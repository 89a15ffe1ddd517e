"""Per-prompt learning curves and paired comparisons (issue 60), each figure checked against an
independent computation from the lines written (plain Python over the raw JSONL, and scipy for
the statistics), never through tracelake's readers."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np
import pytest
from scipy import stats

from pipelines.analysis import paired
from pipelines.lake import catalog

from .helpers import explorer_page as _page
from .helpers import ingest, query

# Each prompt's fate over 5 steps, as the share of its 4 samples that succeed at each step.
FATES = {
    "learned": [0.0, 0.25, 0.5, 0.75, 1.0],
    "regressed": [1.0, 0.75, 0.25, 0.0, 0.0],
    "never": [0.0, 0.25, 0.0, 0.25, 0.0],
    "always": [0.5, 0.75, 1.0, 1.0, 0.5],
    "dip": [1.0, 0.0, 0.25, 1.0, 1.0],  # lost, then learned again: learned
}
SAMPLES = 4


def _write_run(root: Path, name: str, fates: dict[str, list[float]], prompts_per_fate: int = 1) -> Path:
    """A verl rollout dump (`input`, `output`, `score` 0/1), a file a step."""
    folder = root / name
    folder.mkdir(parents=True)
    for step in range(1, 6):
        lines = []
        for fate, shares in fates.items():
            for copy in range(prompts_per_fate):
                right = round(shares[step - 1] * SAMPLES)
                for sample in range(SAMPLES):
                    lines.append({"input": f"user\nQ{copy} ({fate}): what is {len(fate)} + {copy}?\nassistant\n",
                                  "output": f"answer {sample}", "score": 1.0 if sample < right else 0.0})  # fmt: skip
        (folder / f"{step}.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    return folder


def _independent_progress(folder: Path) -> dict[str, tuple[str, int | None, int | None]]:
    """prompt -> (status, first solved step, last solved step), from the raw lines."""
    rates: dict[str, dict[int, list[float]]] = defaultdict(lambda: defaultdict(list))
    for path in folder.glob("*.jsonl"):
        for line in path.read_text().splitlines():
            record = json.loads(line)
            rates[record["input"]][int(path.stem)].append(record["score"])
    found = {}
    for prompt, by_step in rates.items():
        solved = {step: sum(s) / len(s) >= 0.5 for step, s in by_step.items()}
        steps = sorted(solved)
        hits = [s for s in steps if solved[s]]
        if not hits:
            status = "never"
        elif len(hits) == len(steps):
            status = "always"
        elif solved[steps[-1]]:
            status = "learned"
        else:
            status = "regressed"
        found[prompt] = (status, min(hits, default=None), max(hits, default=None))
    return found


def test_each_prompts_status_and_solved_steps_match_the_raw_lines(tmp_path):
    folder = _write_run(tmp_path / "src", "fates", FATES, prompts_per_fate=2)
    lake = str(tmp_path / "lake")
    ingest([folder], lake)
    rows = query(lake, "SELECT prompt, status, first_solved_step, last_solved_step, steps_seen, samples "
                       "FROM prompt_progress WHERE run_name = 'fates'")  # fmt: skip
    expected = _independent_progress(folder)
    assert {prompt: tuple(rest[:3]) for prompt, *rest in rows} == expected
    assert {status for _, status, *_ in rows} == {"learned", "regressed", "never", "always"}
    assert all(seen == 5 and samples == 5 * SAMPLES for *_, seen, samples in rows)
    # the dip (solved, lost, solved again) is learned; the counts over training end as the statuses do
    series = query(lake, "SELECT step, never, always, learned, regressed FROM prompt_status_by_step_of(NULL) "
                         "WHERE run_name = 'fates' ORDER BY step")  # fmt: skip
    assert series == [(step, *_statuses_as_of(folder, step)) for step in range(1, 6)]


def _statuses_as_of(folder: Path, last: int) -> tuple[int, int, int, int]:
    """(never, always, learned, regressed) over the steps up to ``last``, from the raw lines."""
    trimmed = folder.parent / f"upto-{last}"
    trimmed.mkdir(exist_ok=True)
    for path in folder.glob("*.jsonl"):
        if int(path.stem) <= last:
            (trimmed / path.name).write_text(path.read_text())
    counts = Counter(status for status, _, _ in _independent_progress(trimmed).values())
    return counts["never"], counts["always"], counts["learned"], counts["regressed"]


def test_a_run_whose_rewards_say_no_success_has_no_status(tmp_path):
    folder = tmp_path / "src" / "graded"
    folder.mkdir(parents=True)
    for step in (1, 2):
        (folder / f"{step}.jsonl").write_text("".join(
            json.dumps({"input": "user\nsame prompt\nassistant\n", "output": "a", "score": score * step}) + "\n"
            for score in (0.1, 0.37, 0.4)))  # fmt: skip
    lake = str(tmp_path / "lake")
    ingest([folder], lake)
    assert query(lake, "SELECT status, steps_seen FROM prompt_progress") == [(None, 2)]


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory):
    """Runs A and B on 40 shared prompts (and a few of their own), B better on most."""
    root = tmp_path_factory.mktemp("paired")
    rng = random.Random(3)
    shared = {f"p{i}": (rng.random(), min(1.0, rng.random() + 0.3)) for i in range(40)}
    for index, name in enumerate(("run-a", "run-b")):
        folder = root / "src" / name
        folder.mkdir(parents=True)
        prompts = {**{k: v[index] for k, v in shared.items()}, **{f"{name}-own{i}": 0.5 for i in range(3)}}
        lines = []
        for number, (prompt, p) in enumerate(prompts.items()):
            task = ("math", "code")[number % 2]
            for _ in range(SAMPLES):
                lines.append({"input": f"user\n{prompt}\nassistant\n", "output": "x",
                              "score": 1.0 if rng.random() < p else 0.0, "data_source": task})  # fmt: skip
        (folder / "1.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    lake = str(root / "lake")
    ingest([root / "src"], lake)
    return lake, root / "src"


def _rates(folder: Path) -> dict[str, float]:
    scores: dict[str, list[float]] = defaultdict(list)
    for line in (folder / "1.jsonl").read_text().splitlines():
        record = json.loads(line)
        scores[record["input"]].append(record["score"])
    return {prompt: sum(s) / len(s) for prompt, s in scores.items()}


def test_the_paired_comparison_matches_scipy_on_the_raw_lines(two_runs):
    lake, src = two_runs
    a, b = _rates(src / "run-a"), _rates(src / "run-b")
    shared = sorted(a.keys() & b.keys())
    differences = np.array([b[k] - a[k] for k in shared])
    result = paired.compare_paired(catalog.connect(lake), ["run-a", "run-b"], split="train", seed=0)
    overall = result.overall
    assert overall.shared_prompts == len(shared) == 40
    assert overall.measure == "success_rate"
    assert overall.mean_difference == pytest.approx(differences.mean())
    # four samples a prompt: rates, not pass or fail, so the test is of the rate differences themselves
    assert overall.test.startswith("paired permutation")
    theirs = stats.permutation_test((differences,), np.mean, permutation_type="samples", n_resamples=10_000,
                                    random_state=np.random.default_rng(2)).pvalue  # fmt: skip
    assert overall.p_value == pytest.approx(theirs, abs=0.02)
    reference = stats.bootstrap((differences,), np.mean, method="percentile", n_resamples=10_000,
                                random_state=np.random.default_rng(1)).confidence_interval  # fmt: skip
    assert overall.ci_low == pytest.approx(reference.low, abs=0.02)
    assert overall.ci_high == pytest.approx(reference.high, abs=0.02)
    again = paired.compare_paired(catalog.connect(lake), ["run-a", "run-b"], split="train", seed=0)
    assert again == result  # seeded: a rerun agrees to the last digit
    assert {t.task for t in result.by_task} == {"math", "code"}
    assert sum(t.shared_prompts for t in result.by_task) == 40


def test_runs_that_pass_or_fail_each_prompt_are_compared_by_mcnemars_exact_test(tmp_path):
    rng = random.Random(8)
    outcomes = {f"q{i}": (rng.random() < 0.4, rng.random() < 0.7) for i in range(30)}
    for index, name in enumerate(("eval-a", "eval-b")):
        folder = tmp_path / "src" / name
        folder.mkdir(parents=True)
        (folder / "1.jsonl").write_text("".join(
            json.dumps({"input": f"user\n{q}\nassistant\n", "output": "x", "score": float(o[index])}) + "\n"
            for q, o in outcomes.items()))  # fmt: skip
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake)
    overall = paired.compare_paired(catalog.connect(lake), ["eval-a", "eval-b"], split="train").overall
    a_only = sum(1 for a, b in outcomes.values() if a and not b)
    b_only = sum(1 for a, b in outcomes.values() if b and not a)
    assert overall.test.startswith("McNemar") and (overall.a_only_solved, overall.b_only_solved) == (a_only, b_only)
    assert overall.p_value == pytest.approx(stats.binomtest(min(a_only, b_only), a_only + b_only, 0.5).pvalue)
    assert overall.mean_difference == pytest.approx((b_only - a_only) / 30)


def test_the_permutation_test_is_scipys_exact_one():
    rng = np.random.default_rng(5)
    for n in (3, 9, 14):
        differences = rng.normal(0.2, 1.0, n)
        ours = paired.sign_flip_p(differences, seed=0)
        theirs = stats.permutation_test(
            (differences,), np.mean, permutation_type="samples", n_resamples=np.inf, alternative="two-sided"
        ).pvalue
        assert ours == pytest.approx(theirs)
    assert paired.mcnemar_exact(0, 0) == 1.0
    for a_only, b_only in ((3, 11), (10, 10), (0, 7)):
        assert paired.mcnemar_exact(a_only, b_only) == pytest.approx(
            stats.binomtest(min(a_only, b_only), a_only + b_only).pvalue
        )


def test_compare_paired_in_json_names_its_keys_and_says_when_too_few_prompts_are_shared(two_runs, tmp_path):
    lake, _ = two_runs
    done = subprocess.run([sys.executable, "-m", "pipelines", "compare", "--lake", lake, "run-a", "run-b", "--paired",
                           "--format", "json"], capture_output=True, text=True, check=True)  # fmt: skip
    overall = json.loads(done.stdout)["overall"]
    assert {"mean_difference", "ci_low", "ci_high", "p_value", "shared_prompts"} <= overall.keys()
    table = subprocess.run([sys.executable, "-m", "pipelines", "compare", "--lake", lake, "run-a", "run-b", "--paired"],
                           capture_output=True, text=True, check=True).stdout  # fmt: skip
    assert "40 prompts both answered" in table and "paired permutation test" in table

    few = _write_run(tmp_path / "few", "few-a", {"learned": FATES["learned"]}).parent
    _write_run(few, "few-b", {"learned": FATES["always"]})
    small = str(tmp_path / "small")
    ingest([few], small)
    said = subprocess.run([sys.executable, "-m", "pipelines", "compare", "--lake", small, "few-a", "few-b", "--paired"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    assert "too few to conclude anything" in said.stdout + said.stderr


def test_the_prompts_command_counts_by_status_and_lists_them(tmp_path):
    folder = _write_run(tmp_path / "src", "fates", FATES)
    lake = str(tmp_path / "lake")
    ingest([folder], lake)
    done = subprocess.run([sys.executable, "-m", "pipelines", "prompts", "--lake", lake, "fates", "--format", "json"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    listed = json.loads(done.stdout)
    assert {p["status"] for p in listed["prompts"]} == {"learned", "regressed", "never", "always"}
    assert listed["counts"] == {"learned": 2, "regressed": 1, "never": 1, "always": 1}
    only = subprocess.run([sys.executable, "-m", "pipelines", "prompts", "--lake", lake, "fates", "--status", "regressed"],
                          capture_output=True, text=True, check=True).stdout  # fmt: skip
    assert "regressed" in only and "(learned)" not in only


def test_the_prompts_page_counts_each_status_and_maps_every_prompt(tmp_path, monkeypatch):
    folder = _write_run(tmp_path / "src", "fates", FATES)
    lake = str(tmp_path / "lake")
    ingest([folder], lake)
    at = _page(lake, monkeypatch, "prompts", run="fates")
    shown = {m.label: m.value for m in at.metric}
    expected = Counter(status for status, _, _ in _independent_progress(folder).values())
    assert shown == {s: str(expected.get(s, 0)) for s in ("learned", "regressed", "never", "always", "unknown")}
    assert [h.value for h in at.subheader] == ["Prompts by status, as of each step", "Success by prompt and step",
                                               "Every prompt"]  # fmt: skip
    from pipelines.explore.queries import why

    con = catalog.connect(lake)
    run_id = con.execute("SELECT run_id FROM runs WHERE run_name = 'fates'").fetchone()[0]
    cells = why.prompt_heat(con, run_id, "train")
    raw: dict[tuple[str, int], list[float]] = defaultdict(list)
    for path in folder.glob("*.jsonl"):
        for line in path.read_text().splitlines():
            record = json.loads(line)
            raw[(" ".join(record["input"].split())[-60:], int(path.stem))].append(record["score"])
    assert {(r.label, r.step): r.success_rate for r in cells.itertuples()} == {
        key: sum(v) / len(v) for key, v in raw.items()}  # fmt: skip


def test_the_compare_page_shows_the_paired_figures(two_runs, monkeypatch):
    lake, _ = two_runs
    at = _page(lake, monkeypatch, "compare", a="run-a", b="run-b")
    shown = {m.label: m.value for m in at.metric}
    result = paired.compare_paired(catalog.connect(lake), ["run-a", "run-b"], split="train")
    assert shown["prompts both answered"] == "40"
    assert shown["p-value"] == f"{result.overall.p_value:.4g}"


def test_staleness_is_the_trained_version_less_the_oldest_that_generated_a_sample(tmp_path):
    """AReaL's samples record the versions that generated them; the step is the folder's version."""
    from pipelines.samples.trainers import write_areal

    written = write_areal(tmp_path / "src")
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake)
    expected: dict[tuple[str, int], list[float]] = defaultdict(list)
    for path in (tmp_path / "src").rglob("*.jsonl"):
        version = int(path.parent.name)
        split = "val" if path.parent.parent.name == "eval-rollout" else "train"
        for line in path.read_text().splitlines():
            record = json.loads(line)
            expected[(split, version - record["head_version"])].append(record["reward"])
    assert written.records
    rows = query(lake, "SELECT split, staleness, n, mean_reward FROM reward_by_staleness")
    assert {(s, k): (n, pytest.approx(m)) for s, k, n, m in rows} == {
        key: (len(v), pytest.approx(sum(v) / len(v))) for key, v in expected.items()}  # fmt: skip
    assert query(lake, "SELECT count(*) FROM trajectory_staleness WHERE run_name <> 'gsm8k-grpo/trial0'") == [(0,)]
