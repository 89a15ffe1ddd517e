"""W&B local run folders: rollout tables as trajectories (verl's cumulative table read once per
row), the summary as final metrics, a crashed run reported, secrets never read; checked against
the JSON written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipelines.samples.wandb import FAKE_KEY, SECOND_KEY, write_wandb

from .helpers import ingest, query


def test_rollout_tables_summary_and_crashed_run(tmp_path, lake):
    runs = write_wandb(tmp_path)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert query(lake, "SELECT run_name, framework FROM runs ORDER BY 1") == [
        ("run-20251201_101010-v3rl0001", "wandb"),
        ("run-20251202_090000-trl00002", "wandb"),
        ("run-20251203_000000-crash003", "wandb"),
        ("run-20251204_120000-orlhf004", "wandb"),
    ]
    # verl's table holds every earlier row again at each step: each sample counted once, at its step
    verl = [(step, *sample) for step, samples in runs.verl.items() for sample in samples]
    assert sorted(
        query(lake, "SELECT step, prompt, response, reward FROM trajectories WHERE run_id LIKE '%v3rl%'")
    ) == sorted(verl)  # noqa: E501
    warnings = [w for r in report.results for w in r.warnings]
    assert sum("earlier steps skipped" in w for w in warnings) == len(runs.verl) - 1
    # TRL's table: the trainer's step from the rows, every reward column a reward
    trl = sorted((r["step"], r["prompt"], r["completion"], r["reward"]) for r in runs.trl)
    assert (
        sorted(query(lake, "SELECT step, prompt, response, reward FROM trajectories WHERE run_id LIKE '%trl%'")) == trl
    )  # noqa: E501
    assert query(lake, "SELECT name, count(*) FROM rewards WHERE run_id LIKE '%trl%' GROUP BY 1 ORDER BY 1") == [
        ("accuracy_reward", len(runs.trl)), ("advantage", len(runs.trl)), ("reward", len(runs.trl))]  # fmt: skip
    # OpenRLHF's table, logged whole with a row more at every step: each row once, at its global
    # step, as the latest file's own lines say; the earlier files listed as skipped
    files = sorted((tmp_path / "wandb/run-20251204_120000-orlhf004/files/media/table/train").iterdir())
    latest = max(files, key=lambda p: int(p.name.split("_")[2]))
    rows = json.loads(latest.read_text())["data"]
    assert [tuple(r) for r in rows] == runs.openrlhf  # the latest holds them all
    assert sorted(query(lake, "SELECT step, response, reward FROM trajectories WHERE run_id LIKE '%orlhf%'")) == sorted(
        (step, text, reward) for step, text, reward in rows
    )
    skipped = sorted(Path(u.uri).name for u in report.skipped if "logs whole at every step" in u.reason)
    assert skipped == sorted(p.name for p in files if p != latest)
    # a step later, a file more: it replaces the one before, and still each row counts once
    grown = [*rows, [5, "Human: one more\nAssistant: fine", 0.5]]
    (latest.parent / "generated_samples_9_00000000000000000009.table.json").write_text(
        json.dumps({"columns": ["global_step", "text", "reward"], "data": grown})
    )
    again = ingest([tmp_path], lake)
    assert again.committed == 1 and again.count("failed") == 0
    assert sorted(query(lake, "SELECT step, response, reward FROM trajectories WHERE run_id LIKE '%orlhf%'")) == sorted(
        tuple(r) for r in grown
    )
    # the summary: its metrics at its _step, media references and W&B's bookkeeping left out
    own = ("_wandb", "_step", "_runtime", "_timestamp")
    metrics = {k: v for k, v in runs.summary.items() if k not in own and not isinstance(v, dict)}
    assert query(lake, "SELECT step, name, value FROM step_metrics ORDER BY name") == sorted(
        ((runs.summary["_step"], k, v) for k, v in metrics.items()), key=lambda r: r[1]
    )
    assert any("holds no metric (only _wandb)" in w for w in warnings)
    # the run's configuration: config.yaml unwrapped, the metadata's command line, never a
    # credential nor the owner's e-mail, host or home
    config = dict(query(lake, "SELECT key, value FROM run_config WHERE run_id LIKE '%v3rl%'"))
    assert config["actor_rollout_ref.actor.optim.lr"] == "1e-06" and config["data.train_batch_size"] == "256"
    assert json.loads(config["wandb.args"]) == ["--config-name", "ppo_trainer", "--api-key", "<redacted>",
                                                "--hf_token=<redacted>"]  # fmt: skip
    assert "api_key" not in config and not any(k.startswith("_wandb") for k in config)
    assert not {"wandb.email", "wandb.host", "wandb.root", "wandb.username"} & config.keys()
    assert query(lake, "SELECT model, algorithm, learning_rate, batch_size, samples_per_prompt, max_response_length "
                       "FROM runs WHERE run_id LIKE '%v3rl%'") == [("Qwen/Qwen2.5-3B-Instruct", "PPO", 1e-06, 256, 5, 2048)]  # fmt: skip
    lake_bytes = b"".join(p.read_bytes() for p in Path(lake).rglob("*") if p.is_file())
    for planted in (FAKE_KEY, SECOND_KEY, "someone@example.com", "/home/someone"):
        assert planted.encode() not in lake_bytes, planted


def test_a_summary_alone_gives_no_step_a_time(tmp_path, lake):
    """A run folder of W&B 0.10+ keeps its history in the binary `.wandb` file: its summary's
    `_timestamp` is the run's last moment, no step's time, so the run has no wall time from it."""
    files = tmp_path / "wandb" / "run-20250101_000000-sum00001" / "files"
    files.mkdir(parents=True)
    (files / "wandb-summary.json").write_text(json.dumps(
        {"_step": 3, "_runtime": 30.5, "_timestamp": 1735689630.5, "loss": 0.2, "_wandb": {"runtime": 30}}))  # fmt: skip
    ingest([tmp_path], lake)
    assert query(lake, "SELECT step, name, value FROM step_metrics") == [(3, "loss", 0.2)]
    assert query(lake, "SELECT count(*) FROM step_times") == [(0,)]


def test_a_text_history_is_the_runs_metrics_and_its_summary_is_not_counted_again(tmp_path, lake):
    """W&B before 0.10 (and offline folders) keep the history as JSON lines: each metric at its
    `_step`, W&B's own keys left out but when it was logged; the summary beside it repeats the
    last values."""
    files = tmp_path / "wandb" / "run-20200101_000000-abc12345" / "files"
    files.mkdir(parents=True)
    history = [{"_step": 0, "_runtime": 1.2, "_timestamp": 1577836800.1, "loss": 0.9, "acc": 0.1},
               {"_step": 1, "_runtime": 2.2, "_timestamp": 1577836801.1, "loss": 0.7, "acc": 0.3,
                "samples": {"_type": "table-file", "path": "media/table/s.json"}}]  # fmt: skip
    (files / "wandb-history.jsonl").write_text("".join(json.dumps(line) + "\n" for line in history))
    (files / "wandb-summary.json").write_text(json.dumps({"_step": 1, "loss": 0.7, "acc": 0.3, "_wandb": {}}))
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0
    assert query(lake, "SELECT run_name, step, name, value FROM step_metrics JOIN runs USING (run_id) ORDER BY ALL") == [
        ("run-20200101_000000-abc12345", step, name, line[name])
        for step, line in enumerate(history) for name in sorted(("_timestamp", "acc", "loss"))]  # fmt: skip
    # `_timestamp`, when the step was logged, draws the wall-time axis: seconds since the run's first
    assert query(lake, "SELECT step, elapsed_s, basis FROM step_times ORDER BY step") == [
        (0, 0.0, "logged"), (1, pytest.approx(1.0), "logged")]  # fmt: skip
    assert any(u.uri.endswith("wandb-summary.json") and "wandb-history.jsonl" in u.reason for u in report.unplaced)
