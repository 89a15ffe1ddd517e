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
