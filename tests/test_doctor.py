"""The run doctor (issue 60): a generated unhealthy run shows every sickness a check looks for and
is flagged by each, with the steps and figures of the raw lines; a healthy one flags nothing."""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from pipelines.analysis import doctor
from pipelines.lake import catalog

from .helpers import explorer_app, ingest, query

STEPS, PROMPTS, N = 8, 4, 4
WORDS = [f"w{i}" for i in range(5000)]


def _response(rng: random.Random, words: int, right: bool, *, formatted: bool, repeats: bool) -> str:
    body = "the answer is " * (words // 3) if repeats else " ".join(rng.sample(WORDS, words))
    return f"{body}\n" + ("#### 4" if right else "#### 5" if formatted else "so it is 5")


def _write(root: Path, name: str, sick: bool) -> Path:
    """A verl rollout dump and its file logger's metrics, healthy or sick from the middle on."""
    rng = random.Random(name)
    folder = root / name
    folder.mkdir(parents=True)
    metrics = []
    for step in range(1, STEPS + 1):
        late = sick and step > STEPS // 2
        lines = []
        for prompt in range(PROMPTS):
            for sample in range(N):
                right = (sample % 2 == 0) if not late else prompt == 0  # late: each group all right or all wrong
                if sick:
                    acc, bonus = float(right), 0.1  # the bonus never varies: acc is all the signal
                else:
                    acc, bonus = 0.5 * right, 0.5 * ((sample + prompt + step) % 3 == 0)
                lines.append({
                    "input": f"user\nProblem {prompt}: output the final answer after \"####\".\nassistant\n",
                    "output": _response(rng, 30 + (step - 1) * 15 * sick, right, formatted=not late,
                                        repeats=late and sample == 1),
                    "score": acc + bonus, "acc": acc, "format_bonus": bonus, "step": step,
                    "uid": f"00000000-0000-0000-0000-{step:06d}{prompt:06d}_{sample}_0",
                    "finish_reasons": ["length" if late and sample == 3 else "stop"],
                })  # fmt: skip
        (folder / f"{step}.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
        metrics.append({"step": step, "data": {
            "actor/entropy": 1.0 - 0.135 * (step - 1) if sick else 1.0 - 0.02 * step,
            "actor/ppo_kl": 0.5 if sick and step == 6 else 0.01 + 0.001 * step,
            "training/rollout_probs_diff_mean": 0.005 + (0.005 * step if sick else 0.0),
        }})  # fmt: skip
    (folder / "metrics.jsonl").write_text("".join(json.dumps(m) + "\n" for m in metrics))
    return folder


@pytest.fixture(scope="module")
def lake(tmp_path_factory):
    root = tmp_path_factory.mktemp("doctor")
    _write(root / "src", "sick-run", sick=True)
    _write(root / "src", "healthy-run", sick=False)
    lake = str(root / "lake")
    report = ingest([root / "src"], lake)
    assert report.count("failed") == 0
    return lake, root / "src"


def _lines(folder: Path) -> list[dict]:
    return [json.loads(line) for path in sorted(folder.glob("[0-9]*.jsonl")) for line in path.read_text().splitlines()]


def test_every_check_flags_the_sick_run_with_the_figures_of_its_lines(lake):
    path, src = lake
    found = {f.check: f for f in doctor.diagnose(catalog.connect(path), "sick-run").findings}
    assert {c for c, f in found.items() if f.flagged} == {c.__name__ for c in doctor.CHECKS}, {
        c: f.summary for c, f in found.items() if not f.flagged
    }

    lines = _lines(src / "sick-run")
    by_step: dict[int, list[dict]] = {}
    for line in lines:
        by_step.setdefault(line["step"], []).append(line)
    first, last = [1, 2], [7, 8]  # a quarter of 8 steps
    length = {s: statistics.fmean(len(r["output"]) for r in rows) for s, rows in by_step.items()}
    assert found["length_growth"].figures["first_quarter"] == pytest.approx(
        statistics.fmean(length[s] for s in first), abs=1e-3
    )
    assert found["length_growth"].figures["last_quarter"] == pytest.approx(
        statistics.fmean(length[s] for s in last), abs=1e-3
    )
    capped = {s: sum(r["finish_reasons"][-1] == "length" for r in rows) / len(rows) for s, rows in by_step.items()}
    assert found["truncation"].figures["last_quarter"] == pytest.approx(statistics.fmean(capped[s] for s in last))
    assert found["truncation"].steps == (7, 8)
    assert found["kl_spike"].steps == (6,)
    assert found["reward_component_dominance"].figures["variance_share"]["acc"] == pytest.approx(1.0)
    missing = {s: sum("#### 4" not in r["output"] and "#### 5" not in r["output"] for r in rows) / len(rows)
               for s, rows in by_step.items()}  # fmt: skip
    assert found["format_failures"].figures["last_quarter"] == pytest.approx(statistics.fmean(missing[s] for s in last))
    assert found["truncation"].examples == 'tracelake search --run sick-run --pattern "length capped"'


def test_a_healthy_run_flags_nothing(lake):
    path, _ = lake
    findings = doctor.diagnose(catalog.connect(path), "healthy-run").findings
    assert [f.check for f in findings if f.flagged] == []
    assert {f.check for f in findings if f.verdict == "ok"} == {c.__name__ for c in doctor.CHECKS}  # each had its data


def test_strict_exits_1_on_a_flag_and_json_names_each_check(lake):
    path, _ = lake
    sick = subprocess.run([sys.executable, "-m", "pipelines", "doctor", "--lake", path, "sick-run", "--strict"],
                          capture_output=True, text=True)  # fmt: skip
    assert sick.returncode == 1 and "9 of 9 checks flag it" in sick.stdout and "Traceback" not in sick.stderr
    healthy = subprocess.run([sys.executable, "-m", "pipelines", "doctor", "--lake", path, "healthy-run", "--strict",
                              "--format", "json"], capture_output=True, text=True)  # fmt: skip
    assert healthy.returncode == 0
    checks = json.loads(healthy.stdout)["findings"]
    assert [c["check"] for c in checks] == [c.__name__ for c in doctor.CHECKS]
    assert {"verdict", "summary", "steps", "figures", "examples"} <= checks[0].keys()


def test_an_answer_without_the_format_its_grader_reads_is_a_pattern_of_its_own(lake):
    """Where the run's successes all hold the format its prompts ask for, a wrong answer without
    it is `answer format missing`, one with it `wrong, well-formed`: as the raw lines say."""
    path, src = lake
    lines = _lines(src / "sick-run")
    wrong = [r for r in lines if "#### 4" not in r["output"]]
    found = dict(query(path, "SELECT pattern, count(*) FROM trajectory_patterns((SELECT list(run_id) FROM runs "
                             "WHERE run_name = 'sick-run')) WHERE pattern IN ('wrong, well-formed', "
                             "'answer format missing') GROUP BY ALL"))  # fmt: skip
    assert found == {"wrong, well-formed": sum("#### 5" in r["output"] for r in wrong),
                     "answer format missing": sum("#### 5" not in r["output"] for r in wrong)}  # fmt: skip


def test_the_health_page_says_what_the_doctor_says(lake, monkeypatch):

    path, _ = lake
    monkeypatch.setenv("TRACELAKE_LAKE", path)
    for run, said in (("sick-run", "9 of 9 checks flag this run"), ("healthy-run", "No check flags this run")):
        at = explorer_app()
        at.query_params["run"] = run
        at.run()
        at.switch_page("screens/health.py")
        at.run()
        assert not at.exception, at.exception
        assert [m.value for m in (*at.error, *at.success)] == [said]
        assert len([m for m in at.markdown if "**" in m.value]) == len(doctor.CHECKS)


def test_a_split_the_run_does_not_have_is_an_error_not_a_clean_bill(lake):
    path, _ = lake
    done = subprocess.run([sys.executable, "-m", "pipelines", "doctor", "--lake", path, "sick-run", "--split", "val",
                           "--strict"], capture_output=True, text=True)  # fmt: skip
    assert done.returncode == 2 and "no val trajectories" in done.stderr and "Traceback" not in done.stderr
