"""The comparison views and `tracelake compare`, checked against figures computed in plain
Python from the generated source lines (not from the lake)."""

from __future__ import annotations

import json
import math
import statistics
from collections import defaultdict

import pytest
from typer.testing import CliRunner

from pipelines.cli import app
from pipelines.lake import catalog
from pipelines.samples import RunSpec, step_lines, write_run
from pipelines.samples.artifacts import write_artifacts

from .helpers import ingest

RUNS = (
    RunSpec("short-run", steps=4, prompts=6, n=4, seed=5),
    RunSpec("long-run", steps=10, prompts=5, n=4, seed=6),
    RunSpec("legacy-run", steps=3, prompts=4, n=4, legacy=True, compression=None, seed=7),
)


def truth(spec: RunSpec) -> dict[int, dict]:
    """Per step: rewards, response lengths, groups and successes, from the lines themselves
    (success: `acc` where the lines have it, else the higher of a run's two scores)."""
    steps = {}
    lines = {step: [json.loads(line) for line in step_lines(spec, step)] for step in range(1, spec.steps + 1)}
    scores = {r["score"] for records in lines.values() for r in records}
    binary = len(scores) == 2 and max(scores) > 0 >= min(scores)
    for step, records in lines.items():
        groups = defaultdict(list)
        for r in records:
            groups[r["uid"].split("_")[0] if "uid" in r else r["input"]].append(r["score"])
        steps[step] = {
            "rewards": [r["score"] for r in records],
            "lengths": [len(r["output"]) for r in records],
            "groups": list(groups.values()),
            "success": (
                [float(r["acc"]) for r in records]
                if spec.legacy
                else [float(r["score"] == max(scores)) for r in records]
                if binary
                else None
            ),
        }
    return steps


@pytest.fixture(scope="module")
def lake(tmp_path_factory):
    root = tmp_path_factory.mktemp("compare")
    folders = [write_run(root / "runs", spec).folder for spec in RUNS]
    write_artifacts(root / "artifacts")
    lake = str(root / "lake")
    ingest([*folders, root / "artifacts"], lake)
    return lake


@pytest.fixture(scope="module")
def con(lake):
    return catalog.connect(lake)


@pytest.mark.parametrize("spec", RUNS, ids=lambda s: s.name)
def test_reward_by_step_matches_the_source_lines(con, spec):
    rows = con.execute(
        "SELECT step, n, mean, std, min, max, success_rate, progress FROM reward_by_step "
        "WHERE run_id = ? AND split = 'train' ORDER BY step",
        [spec.name],
    ).fetchall()
    expected = truth(spec)
    assert [r[0] for r in rows] == list(expected)
    for step, n, mean, std, lo, hi, success_rate, progress in rows:
        rewards = expected[step]["rewards"]
        assert n == len(rewards)
        assert mean == pytest.approx(statistics.mean(rewards))
        assert std == pytest.approx(statistics.stdev(rewards))
        assert (lo, hi) == (min(rewards), max(rewards))
        assert progress == pytest.approx(step / spec.steps)
        successes = expected[step]["success"]
        assert success_rate == (pytest.approx(statistics.mean(successes)) if successes else None)


@pytest.mark.parametrize("spec", RUNS, ids=lambda s: s.name)
def test_group_diagnostics_and_lengths_match_the_source_lines(con, spec):
    expected = truth(spec)
    groups = con.execute(
        "SELECT step, groups, zero_advantage_share, mean_group_reward_std FROM group_diagnostics "
        "WHERE run_id = ? ORDER BY step",
        [spec.name],
    ).fetchall()
    for step, count, zero_share, mean_std in groups:
        scores = expected[step]["groups"]
        assert count == len(scores) == spec.prompts
        assert zero_share == pytest.approx(statistics.mean(float(len(set(g)) == 1) for g in scores))
        assert mean_std == pytest.approx(statistics.mean(statistics.stdev(g) for g in scores))  # as GRPO divides

    lengths = con.execute(
        "SELECT step, unit, response_mean, response_p50, response_p90, response_p99, response_max "
        "FROM length_by_step WHERE run_id = ? ORDER BY step",
        [spec.name],
    ).fetchall()
    for step, unit, mean, p50, p90, p99, top in lengths:
        values = expected[step]["lengths"]
        cuts = statistics.quantiles(values, n=100, method="inclusive")
        assert unit == "chars"
        assert (mean, p50, p90, p99, top) == pytest.approx(
            (statistics.mean(values), statistics.median(values), cuts[89], cuts[98], max(values))
        )

    cap = 3000
    clipped = con.execute(
        "SELECT step, clipped, clip_ratio FROM clip_ratio(?) WHERE run_id = ? ORDER BY step", [cap, spec.name]
    ).fetchall()
    for step, count, ratio in clipped:
        values = expected[step]["lengths"]
        assert count == sum(v >= cap for v in values)
        assert ratio == pytest.approx(count / len(values))


def test_threshold_step_and_progress_alignment(con):
    means = {s.name: {step: statistics.mean(t["rewards"]) for step, t in truth(s).items()} for s in RUNS}
    for threshold in (0.3, 0.5, 0.7, 2.0):
        rows = dict(con.execute("SELECT run_id, first_step FROM threshold_step(?)", [threshold]).fetchall())
        for name, by_step in means.items():
            reached = [step for step, mean in sorted(by_step.items()) if mean >= threshold]
            assert rows[name] == (reached[0] if reached else None), (name, threshold)

    bins = 4
    rows = con.execute(
        "SELECT run_id, progress, mean_reward FROM reward_by_progress(?) WHERE run_id IN ('short-run', 'long-run')",
        [bins],
    ).fetchall()
    for run_id, progress, mean_reward in rows:
        spec = next(s for s in RUNS if s.name == run_id)
        chosen = [step for step in range(1, spec.steps + 1) if math.ceil(step / spec.steps * bins) / bins == progress]
        rewards = [r for step in chosen for r in truth(spec)[step]["rewards"]]
        assert mean_reward == pytest.approx(statistics.mean(rewards))
    assert sorted({p for _, p, _ in rows}) == [0.25, 0.5, 0.75, 1.0]  # runs of 4 and 10 steps line up


def test_turns_and_tool_calls_of_agent_runs(con, tmp_path):
    expected = write_artifacts(tmp_path / "again")  # same seed: the same truth as the ingested tree
    search = next(name for name, e in expected.items() if e.searches)
    calls = con.execute(
        "SELECT sum(mean_tool_calls * trajectories), sum(mean_turns * trajectories) FROM turn_stats WHERE run_id = ?",
        [search],
    ).fetchone()
    turns = con.execute("SELECT sum(num_turns) FROM trajectories WHERE run_id = ?", [search]).fetchone()[0]
    assert calls[0] == pytest.approx(expected[search].searches)
    assert calls[1] == pytest.approx(turns)


def test_metric_macros_line_metrics_up_across_runs(con):
    name, runs = con.execute(
        "SELECT name, count(DISTINCT run_id) FROM step_metrics WHERE step IS NOT NULL "
        "GROUP BY name ORDER BY 2 DESC, 1 LIMIT 1"
    ).fetchone()
    across = con.execute(
        "SELECT run_id, split, step, progress, series, value FROM metric_across_runs(?)", [name]
    ).fetchall()
    raw = con.execute(
        "SELECT run_id, split, step, series, avg(value) FROM step_metrics WHERE name = ? AND step IS NOT NULL "
        "GROUP BY ALL ORDER BY ALL",
        [name],
    ).fetchall()
    assert [(r, sp, s, series, v) for r, sp, s, _, series, v in across] == raw and len({r for r, *_ in across}) == runs
    assert any(series is not None for *_, series, _ in raw)  # a W&B export's run: a series of its own
    wide = con.execute("SELECT run_id, split, step, m FROM metrics_wide([?]) ORDER BY ALL", [name]).fetchall()
    expected: dict[tuple, dict] = {}
    for run, split, step, series, value in raw:
        expected.setdefault((run, split, step), {})[name if series is None else f"{name}[{series}]"] = value
    assert {(r, sp, s): m for r, sp, s, m in wide} == expected


def test_compare_command_prints_runs_side_by_side(lake):
    result = CliRunner().invoke(app, ["compare", "short-run", "long-run", "--lake", lake, "--bins", "4"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split("|")[1:] == [" short-run ", " long-run"]
    last = {s.name: statistics.mean(truth(s)[s.steps]["rewards"]) for s in RUNS[:2]}
    row = next(line for line in lines if line.startswith("last_reward"))
    assert [float(v) for v in row.split("|")[1:]] == pytest.approx([last["short-run"], last["long-run"]], rel=1e-3)
    assert "mean train reward by progress" in result.output

    as_json = json.loads(
        CliRunner().invoke(app, ["compare", "short-run", "long-run", "--lake", lake, "-f", "json"]).output
    )
    assert [s["run_id"] for s in as_json["summary"]] == ["short-run", "long-run"]
    assert as_json["summary"][1]["last_step"] == 10

    missing = CliRunner().invoke(app, ["compare", "short-run", "nope", "--lake", lake])
    assert missing.exit_code == 2 and "no such run: nope" in missing.output


def test_non_finite_rewards_are_kept_and_skipped_by_every_aggregate(tmp_path):
    import math

    from .helpers import ingest, query

    run = tmp_path / "nan-run"
    run.mkdir()
    scores = ["1.0", "0.0", "NaN", "Infinity", "1.0", "-Infinity"]
    lines = [f'{{"input": "q{i // 2}", "output": "a{i}", "score": {s}, "uid": "g{i // 2}_{i % 2}_0"}}'
             for i, s in enumerate(scores)]  # fmt: skip
    (run / "1.jsonl").write_text("\n".join(lines) + "\n")
    lake = str(tmp_path / "lake")
    ingest([run], lake)
    stored = [r for (r,) in query(lake, "SELECT reward FROM trajectories ORDER BY response")]
    assert sum(math.isnan(r) for r in stored) == 1 and sorted(r for r in stored if math.isinf(r)) == [
        -math.inf,
        math.inf,
    ]
    assert query(lake, "SELECT n, n_rewarded, mean, min, max, success_rate FROM reward_by_step") == [
        (6, 3, 2 / 3, 0.0, 1.0, 2 / 3)]  # fmt: skip
    # g0: two finite rewards, a group; g1: none finite, no group; g2: one finite, a singleton
    assert query(lake, "SELECT groups, singleton_groups FROM group_diagnostics") == [(1, 1)]
