"""W&B local run folders: rollout tables as trajectories (verl's cumulative table read once per
row), the summary as final metrics, a crashed run reported, secrets never read; checked against
the JSON written."""

from __future__ import annotations

import json

from pipelines.samples.wandb import FAKE_KEY, write_wandb

from .helpers import ingest, query


def test_rollout_tables_summary_and_crashed_run(tmp_path, lake):
    runs = write_wandb(tmp_path)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert query(lake, "SELECT run_name, framework FROM runs ORDER BY 1") == [
        ("run-20251201_101010-v3rl0001", "wandb"),
        ("run-20251202_090000-trl00002", "wandb"),
        ("run-20251203_000000-crash003", "wandb"),
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
    # the summary: its metrics at its _step, media references and _wandb left out
    metrics = {k: v for k, v in runs.summary.items() if k != "_wandb" and not isinstance(v, dict) and k != "_step"}
    assert query(lake, "SELECT step, name, value FROM step_metrics ORDER BY name") == sorted(
        ((runs.summary["_step"], k, v) for k, v in metrics.items()), key=lambda r: r[1]
    )
    assert any("holds no metric (only _wandb)" in w for w in warnings)
    skipped = {u.uri.rsplit("/", 1)[-1]: u.reason for u in report.unplaced}
    assert "API keys" in skipped["wandb-metadata.json"] and "config.yaml" in skipped
    for table in ("trajectories", "step_metrics", "rewards"):
        dump = json.dumps(query(lake, f"SELECT * FROM {table}"), default=str)
        assert FAKE_KEY not in dump
