"""Metrics files as real runs write them (FORMATS.md section 5): several values of one metric
per step (per rank, per series), long-format and W&B CSV, a UTF-8 BOM, NaN and Infinity."""

from __future__ import annotations

import json
import math

from .helpers import ingest, query


def test_nan_and_infinity_are_values_and_never_lose_a_line(tmp_path, lake):
    run = tmp_path / "rollouts" / "nan"
    run.mkdir(parents=True)
    lines = [
        json.dumps({"global_step": s, "actor/grad_norm": g, "actor/loss": 0.1 * s})
        for s, g in ((1, 0.5), (2, float("nan")), (3, float("inf")), (4, float("-inf")))
    ]
    assert "NaN" in lines[1] and "-Infinity" in lines[3]  # as Python's json writes them
    (run / "metrics.jsonl").write_text("\n".join(lines) + "\nNaNa\n")
    report = ingest([run], lake)
    assert report.count("partial") == 1 and report.quarantined == 1  # only the line that is not JSON
    rows = query(lake, "SELECT step, value FROM step_metrics WHERE name = 'actor/grad_norm' ORDER BY step")
    assert rows[0] == (1, 0.5) and math.isnan(rows[1][1]) and rows[2:] == [(3, math.inf), (4, -math.inf)]
    assert query(lake, "SELECT count(*) FROM step_metrics WHERE name = 'actor/loss'") == [(4,)]


def test_per_rank_values_stay_apart_in_wide_and_across_runs_views(tmp_path, lake):
    run = tmp_path / "rollouts" / "ranks"
    run.mkdir(parents=True)
    records = [
        {"step": s, "rank": r, "tp_rank": 0, "dp_rank": r, "reward_time_s": t, "batch_size": 64}
        for s, r, t in ((1, 0, 0.039), (1, 1, 0.209), (2, 0, 0.05), (2, 1, 0.25))
    ]
    (run / "reward_log.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n")
    ingest([run], lake)
    assert query(lake, "SELECT DISTINCT name FROM step_metrics ORDER BY 1") == [("batch_size",), ("reward_time_s",)]
    wide = query(lake, "SELECT step, m FROM metrics_wide(['reward_time_s']) ORDER BY step")
    assert wide[0] == (
        1,
        {"reward_time_s[rank=0,tp_rank=0,dp_rank=0]": 0.039, "reward_time_s[rank=1,tp_rank=0,dp_rank=1]": 0.209},
    )
    across = query(lake, "SELECT step, series, value FROM metric_across_runs('reward_time_s') ORDER BY ALL")
    assert across == [
        (1, "rank=0,tp_rank=0,dp_rank=0", 0.039),
        (1, "rank=1,tp_rank=0,dp_rank=1", 0.209),
        (2, "rank=0,tp_rank=0,dp_rank=0", 0.05),
        (2, "rank=1,tp_rank=0,dp_rank=1", 0.25),
    ]


def test_long_format_csv_takes_names_from_its_metric_column(tmp_path, lake):
    run = tmp_path / "rollouts" / "long"
    run.mkdir(parents=True)
    (run / "curves.csv").write_bytes(
        b"step,metric,v3,gigpo_mean\r\n1,success_rate,0.039,0.209\r\n1,episode_length,12,9\r\n2,success_rate,0.05,\r\n"
    )
    ingest([run], lake)
    rows = query(lake, "SELECT step, name, series, value FROM step_metrics ORDER BY ALL")
    assert rows == [
        (1, "episode_length", "gigpo_mean", 9.0),
        (1, "episode_length", "v3", 12.0),
        (1, "success_rate", "gigpo_mean", 0.209),
        (1, "success_rate", "v3", 0.039),
        (2, "success_rate", "v3", 0.05),
    ]
    across = query(lake, "SELECT series, value FROM metric_across_runs('success_rate') WHERE step = 1 ORDER BY 1")
    assert across == [("gigpo_mean", 0.209), ("v3", 0.039)]  # two series, never one mean of 0.124


def test_wandb_csv_export_with_a_bom(tmp_path, lake):
    run = tmp_path / "rollouts" / "wandb"
    run.mkdir(parents=True)
    header = (
        '"Step","grpo-7b - critic/score/mean","grpo-7b - critic/score/mean__MIN","grpo-7b - critic/score/mean__MAX"'
    )
    (run / "wandb_export_2026-06-17.csv").write_bytes(
        b"\xef\xbb\xbf" + (header + "\n1,0.5,0.1,0.9\n2,0.6,,0.95\n").encode()
    )
    report = ingest([run], lake)
    assert report.committed == 1 and report.quarantined == 0
    rows = query(lake, "SELECT step, name, series, value FROM step_metrics ORDER BY ALL")
    assert rows == [
        (1, "critic/score/mean", "grpo-7b", 0.5),
        (1, "critic/score/mean__MAX", "grpo-7b", 0.9),
        (1, "critic/score/mean__MIN", "grpo-7b", 0.1),
        (2, "critic/score/mean", "grpo-7b", 0.6),
        (2, "critic/score/mean__MAX", "grpo-7b", 0.95),
    ]


def test_a_bom_before_json_lines_is_not_a_bad_first_line(tmp_path, lake):
    run = tmp_path / "rollouts" / "bom"
    run.mkdir(parents=True)
    (run / "metrics.jsonl").write_bytes(b"\xef\xbb\xbf" + b'{"step": 1, "loss": 0.5}\n{"step": 2, "loss": 0.4}\n')
    report = ingest([run], lake)
    assert report.committed == 1 and report.quarantined == 0
    assert query(lake, "SELECT step, value FROM step_metrics ORDER BY 1") == [(1, 0.5), (2, 0.4)]


def test_validation_metric_names_are_the_val_split_in_any_file(tmp_path, lake):
    run = tmp_path / "rollouts" / "mixed"
    run.mkdir(parents=True)
    # A long-format CSV of a training run's folder, as the real value-diagnostics one: CRLF, two val metrics.
    rows = ["step,metric,v3,gigpo_mean", "5,val/success_rate,0.5,0.4", "5,actor/entropy,1.2,1.1",
            "10,val-core/webshop/score,3.0,2.5", "10,eval/reward,0.7,", "10,test/acc,0.9,0.8"]  # fmt: skip
    (run / "summary.csv").write_bytes(("\r\n".join(rows) + "\r\n").encode())
    ingest([run], lake)
    splits = dict(query(lake, "SELECT name, string_agg(DISTINCT split) FROM step_metrics GROUP BY 1"))
    assert splits == {"val/success_rate": "val", "actor/entropy": "train", "val-core/webshop/score": "val",
                      "eval/reward": "val", "test/acc": "val"}  # fmt: skip
    assert query(lake, "SELECT count(*) FROM step_metrics") == [(9,)]  # every non-empty cell


def test_two_launches_metric_logs_in_one_folder_are_two_runs(tmp_path, lake):
    """verl console logs parsed to `<stamp>_parsed.csv`, one a launch: read as one run, each
    step and metric had two values and `metric_across_runs` averaged them, silently."""
    folder = tmp_path / "exp" / "console_logs"
    folder.mkdir(parents=True)
    for stamp, scale in (("20260601_101500", 1.0), ("20260603_220102", 2.0)):
        rows = ["step,critic/score/mean"] + [f"{s},{scale * s / 10}" for s in range(1, 6)]
        (folder / f"{stamp}_parsed.csv").write_text("\n".join(rows) + "\n")
    ingest([tmp_path / "exp"], lake)
    runs = query(lake, "SELECT run_name FROM runs ORDER BY 1")
    assert runs == [("console_logs/20260601_101500",), ("console_logs/20260603_220102",)]
    assert query(lake, "SELECT max(n) FROM (SELECT count(*) AS n FROM step_metrics GROUP BY run_id, step, name)") == [
        (1,)
    ]
    assert ingest([tmp_path / "exp"], lake).count("unchanged") == 2  # the same names again


def test_verl_file_logger_experiments_in_one_project_folder_are_their_own_runs(tmp_path, lake):
    """verl's FileLogger writes `{project}/{experiment}.jsonl`: two experiments' files in one
    project folder merged (814 rows for 407 keys). A file named for what it holds
    (`metrics.jsonl`, `train_metrics.jsonl`) stays its folder's run's."""
    project = tmp_path / "logs" / "verl_compression"
    project.mkdir(parents=True)
    for experiment in ("qwen3_grpo_lr1e-6", "qwen3_grpo_lr3e-6"):
        lines = [json.dumps({"step": s, "data": {"critic/score/mean": s / 10}}) for s in range(1, 4)]
        (project / f"{experiment}.jsonl").write_text("\n".join(lines) + "\n")
    plain = tmp_path / "logs" / "other_run"
    plain.mkdir()
    (plain / "train_metrics.jsonl").write_text(json.dumps({"step": 1, "data": {"loss": 1.0}}) + "\n")
    ingest([tmp_path / "logs"], lake)
    assert query(lake, "SELECT run_name, shards FROM runs ORDER BY 1") == [
        ("other_run", 1), ("verl_compression/qwen3_grpo_lr1e-6", 1), ("verl_compression/qwen3_grpo_lr3e-6", 1)]  # fmt: skip


def test_a_pretty_printed_tensorboard_dump_past_the_head_is_read_whole(tmp_path, lake):
    """A 206 KB TensorBoard JSON dump, indented (its first line `{`), was skipped as holding no
    JSON record: detection read 64 KB of it. Its 9,119 values were lost, and the summary said
    nothing."""
    run = tmp_path / "nemo-rl-run"
    run.mkdir()
    tags = {f"train/metric_{t}": {str(s): s * 0.001 + t for s in range(300)} for t in range(30)}
    (run / "tensorboard_metrics.json").write_text(json.dumps(tags, indent=2))
    assert (run / "tensorboard_metrics.json").stat().st_size > 128 << 10
    report = ingest([run], lake)
    assert report.unread == 0 and report.committed == 1
    assert query(lake, "SELECT count(*) FROM step_metrics") == [(30 * 300,)]


def test_a_json_document_is_metrics_only_in_the_shape_of_metrics(tmp_path, lake):
    """An evaluation's metadata.json (texts and a count) became a run of 7 text "metrics", and a
    chart's configuration a metrics run: a document with no step is metrics only when it holds
    numbers by name, more numbers than texts."""
    import json

    runs = tmp_path / "runs"
    (runs / "eval").mkdir(parents=True)
    (runs / "eval" / "metadata.json").write_text(json.dumps(
        {"env": "gsm8k", "model": "gpt-4.1-mini", "num_examples": 5, "date": "2025-09-11", "time": "10:00:00",
         "base_url": "https://api.example/v1", "version": "0.1.3"}))  # fmt: skip
    (runs / "chart").mkdir()
    (runs / "chart" / "reward_chart.json").write_text(json.dumps(
        {"type": "line", "title": "reward", "width": 800, "labels": [1, 2], "datasets": [{"data": [0.1, 0.2]}]}))  # fmt: skip
    (runs / "final").mkdir()
    (runs / "final" / "metrics.json").write_text(json.dumps({"accuracy": 0.5, "loss": 0.25, "model": "m"}))
    report = ingest([runs], lake)
    assert report.committed == 1
    assert sorted(query(lake, "SELECT name, value FROM step_metrics")) == [
        ("accuracy", 0.5),
        ("loss", 0.25),
        ("model", None),
    ]
    skipped = {u.uri.rsplit("/", 1)[-1]: u.reason for u in report.skipped}
    assert set(skipped) == {"metadata.json", "reward_chart.json"}
    assert all(reason.startswith("no reader recognizes it") for reason in skipped.values())
