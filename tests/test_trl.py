"""TRL's GRPOTrainer output as it writes it: completions Parquet per step (text and chat
messages, reward-function columns, advantage, eval mode) and trainer_state.json log histories
of overlapping checkpoints; checked against an independent reading of the written files."""

from __future__ import annotations

import json

import pyarrow.parquet as pq
import pytest

from pipelines.samples import write_trl
from pipelines.samples.trl import RUN

from .helpers import ingest, query


@pytest.fixture()
def trl(tmp_path, lake):
    run = write_trl(tmp_path / "runs")
    report = ingest([tmp_path / "runs"], lake)
    return run, report


def test_completions_are_trajectories_with_every_reward_function(trl, lake):
    run, report = trl
    files = sorted(run.folder.rglob("completions_*.parquet"))
    rows = [r for f in files for r in pq.read_table(f).to_pylist()]
    assert report.count("failed") == 0 and report.quarantined == 0
    assert query(lake, "SELECT run_name, format, framework FROM runs") == [(RUN, "metrics,trl", "trl")]
    assert query(lake, "SELECT count(*), count(*) FILTER (WHERE split = 'val') FROM trajectories") == [
        (len(rows), sum(r.get("mode") == "eval" for r in rows))
    ]
    total = query(lake, "SELECT sum(reward) FROM trajectories")[0][0]
    assert total == pytest.approx(sum(r["accuracy_reward"] + r["format_reward"] for r in rows))
    assert query(lake, "SELECT name, count(*) FROM rewards GROUP BY 1 ORDER BY 1") == [
        ("accuracy_reward", len(rows)), ("format_reward", len(rows))]  # fmt: skip
    advantages = query(lake, "SELECT sum(CAST((extra->>'advantage') AS DOUBLE)) FROM trajectories")[0][0]
    assert advantages == pytest.approx(sum(r["advantage"] for r in rows))
    train = [r for r in rows if r.get("mode") != "eval"]
    groups = {(r["step"], r["prompt"]) for r in train}
    assert query(lake, "SELECT count(DISTINCT group_id) FROM trajectories WHERE split = 'train'") == [(len(groups),)]


def test_chat_message_prompts_become_turns_with_their_roles(trl, lake):
    run, _ = trl
    chats = [
        r for f in sorted((run.folder / "completions" / "eval").glob("*.parquet")) for r in pq.read_table(f).to_pylist()
    ]
    expected = sorted((m["role"], m["content"]) for r in chats for m in r["prompt"] + r["completion"])
    assert sorted(query(lake, "SELECT role, content FROM turns")) == expected
    assert query(lake, "SELECT DISTINCT num_turns FROM trajectories WHERE split = 'val'") == [(1,)]


def test_the_latest_checkpoints_log_history_is_every_metric_once(trl, lake):
    run, report = trl
    states = sorted(run.folder.glob("checkpoint-*/trainer_state.json"))
    latest = json.loads(states[-1].read_text())["log_history"]
    expected = sorted((r["step"], k, float(v)) for r in latest for k, v in r.items() if k != "step")
    assert sorted(query(lake, "SELECT step, name, value FROM step_metrics")) == expected
    skipped = [u for u in report.skipped if u.uri.endswith("trainer_state.json")]
    assert len(skipped) == len(states) - 1 and all("an earlier checkpoint's log history" in u.reason for u in skipped)


def test_a_later_checkpoint_replaces_the_earlier_history_instead_of_doubling_it(trl, lake):
    run, _ = trl
    state = json.loads(sorted(run.folder.glob("checkpoint-*/trainer_state.json"))[-1].read_text())
    later = state | {"log_history": [*state["log_history"], {"step": 6, "loss": 0.01, "reward": 0.9}]}
    (run.folder / "checkpoint-6").mkdir()
    (run.folder / "checkpoint-6" / "trainer_state.json").write_text(json.dumps(later))
    ingest([run.folder.parent], lake)
    assert query(lake, "SELECT count(*), count(DISTINCT (step, name)) FROM step_metrics") == [
        (sum(len(r) - 1 for r in later["log_history"]),) * 2
    ]


def test_a_trl_run_and_a_verl_run_compare_side_by_side(tmp_path, lake):
    import re
    import statistics

    from typer.testing import CliRunner

    from pipelines.cli import app
    from pipelines.samples import RunSpec, step_lines, write_run

    trl_run = write_trl(tmp_path / "runs")
    spec = RunSpec("verl-gsm8k", steps=4, prompts=3, n=4, seed=12)
    verl_run = write_run(tmp_path / "runs", spec)
    assert ingest([trl_run.folder, verl_run.folder], lake).count("failed") == 0
    last_trl = [r for r in pq.read_table(trl_run.folder / "completions" / "completions_00004.parquet").to_pylist()]
    expected = {
        RUN: statistics.mean(sum(r[f] for f in ("accuracy_reward", "format_reward")) for r in last_trl),
        spec.name: statistics.mean(json.loads(line)["score"] for line in step_lines(spec, spec.steps)),
    }
    result = CliRunner().invoke(app, ["compare", RUN, spec.name, "--lake", lake])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert [c.strip() for c in lines[0].split("|")[1:]] == [RUN, spec.name]
    row = next(line for line in lines if line.startswith("last_reward"))
    assert [float(v) for v in row.split("|")[1:]] == pytest.approx([expected[RUN], expected[spec.name]], rel=1e-3)
    assert re.search(r"framework\s*\|\s*trl\s*\|\s*verl", result.output)

    out = tmp_path / "report.html"
    assert CliRunner().invoke(app, ["report", "--lake", lake, "--out", str(out)]).exit_code == 0
    html = out.read_text()
    assert RUN in html and spec.name in html
    assert re.search(r"<td>trl</td>", html) and re.search(r"<td>verl</td>", html)  # the runs table's framework


def test_columns_a_reward_function_logs_besides_are_never_rewards(trl, lake):
    """TRL's log_extra columns (#5233, #5308) sit between the reward functions' and `advantage`,
    numbers among them: every numeric column was summed into the reward. The run's
    trainer_state.json names the reward functions; the rest is extra."""
    run, report = trl
    rows = [r for f in sorted(run.folder.rglob("completions_*.parquet")) for r in pq.read_table(f).to_pylist()]
    assert query(lake, "SELECT DISTINCT name FROM rewards ORDER BY 1") == [("accuracy_reward",), ("format_reward",)]
    extra = query(
        lake, "SELECT sum(CAST((extra->>'num_tool_calls') AS INT)), count(extra->>'golden_answer') FROM trajectories"
    )
    assert extra == [(sum(r.get("num_tool_calls", 0) for r in rows), sum("golden_answer" in r for r in rows))]
    assert query(lake, "SELECT sum(reward) FROM trajectories")[0][0] == pytest.approx(run.reward_sum)
    assert not [w for r in report.results for w in r.warnings if "trainer_state" in w]


def test_without_a_trainer_state_the_reward_columns_are_a_guess_said_aloud(tmp_path, lake):
    import shutil

    run = write_trl(tmp_path / "runs")
    for checkpoint in run.folder.glob("checkpoint-*"):
        shutil.rmtree(checkpoint)
    report = ingest([tmp_path / "runs"], lake)
    warned = {w for r in report.results for w in r.warnings}
    assert warned and all(w.startswith("no trainer_state.json of the run names its reward functions") for w in warned)
    assert any("(accuracy_reward, format_reward, num_tool_calls)" in w for w in warned)  # the train files'
    assert len([r for r in report.results if r.warnings]) == report.committed  # every completions file
    assert query(lake, "SELECT DISTINCT name FROM rewards ORDER BY 1") == [
        ("accuracy_reward",), ("format_reward",), ("num_tool_calls",)]  # fmt: skip


def test_a_metric_logged_again_at_a_step_counts_once(tmp_path, lake):
    """A trainer_state.json stored one (step, name) value several times where log entries repeat
    it (a summary entry, a resumed run's entries): the views counted it twice."""
    run = write_trl(tmp_path / "runs")
    state_file = sorted(run.folder.glob("checkpoint-*/trainer_state.json"))[-1]
    state = json.loads(state_file.read_text())
    last = state["log_history"][-1]
    state["log_history"] += [dict(last), {"step": last["step"], "loss": last["loss"] + 1, "train_runtime": 12.5}]
    state_file.write_text(json.dumps(state))
    report = ingest([tmp_path / "runs"], lake)
    assert query(lake, "SELECT count(*) = count(DISTINCT (step, name)) FROM step_metrics") == [(True,)]
    assert query(lake, f"SELECT value FROM step_metrics WHERE step = {last['step']} AND name = 'loss'") == [
        (last["loss"] + 1,)
    ]
    assert [w for r in report.results for w in r.warnings if "logged again" in w] == [
        "1 metric(s) logged again at a step with another value: the last logged is kept"]  # fmt: skip
