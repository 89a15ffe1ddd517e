"""PolyTrace's profiling logs (FORMATS.md section 5), in their real layout."""

from __future__ import annotations

import pytest

from pipelines.samples.polytrace_profile import RANKS, RUN, STAMP, write_profile

from .helpers import ingest, query


@pytest.fixture()
def profiled(tmp_path, lake):
    exp = write_profile(tmp_path / "runs")
    report = ingest([tmp_path / "runs"], lake)
    return exp, report


def test_every_profile_log_lands_in_its_run(profiled, lake):
    exp, report = profiled
    assert report.count("failed") == 0 and report.quarantined == 0 and report.committed == 6
    assert {u.uri.rsplit("/", 1)[-1]: u.reason.split(":")[0] for u in report.skipped} == dict.fromkeys(
        exp.skipped, "PolyTrace side file, not traces"
    )
    # the launch (its stamp folder) is the run, under a `runs` container as without one
    assert query(lake, "SELECT run_name, format FROM runs") == [(f"{RUN}/{STAMP}", "metrics,polytrace_profile")]


def test_packed_lengths_are_paired_prompt_and_response_lengths(profiled, lake):
    exp, _ = profiled
    rows = query(
        lake,
        "SELECT count(*), sum(response_tokens), count(DISTINCT group_id), max(sample_index) "
        "FROM trajectories WHERE num_turns = 1 AND prompt IS NULL AND json_extract(extra, '$.n_sampling') = 8",
    )
    packed = exp.trajectories - 12  # 6 multi-turn trajectories per step
    assert rows == [(packed, exp.response_tokens, packed // 8 // 2, 7)]
    assert query(lake, "SELECT split, count(*) FROM trajectories GROUP BY 1 ORDER BY 1") == [
        ("train", exp.trajectories - exp.val_trajectories),
        ("val", exp.val_trajectories),
    ]


def test_multiturn_workloads_give_turns_and_real_tool_latencies(profiled, lake):
    exp, _ = profiled
    assert query(lake, "SELECT count(*) FROM turns") == [(exp.turns,)]
    calls, total = query(lake, "SELECT sum(calls), sum(mean_s * calls) FROM tool_latency")[0]
    assert calls == exp.tool_calls and total == pytest.approx(exp.tool_latency_sum)
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'assistant' AND latency_s IS NULL") == [(0,)]


def test_multiturn_response_tokens_are_the_policys_and_calls_are_the_timed_ones(tmp_path, profiled, lake):
    import json

    records = [json.loads(line) for path in sorted((tmp_path / "runs").rglob("multiturn_workload_step_*.jsonl"))
               for line in path.read_text().splitlines()]  # fmt: skip
    assert any(sum(t["tool_call_count"] for t in r["turns"]) > len(r["tool_calls"]) for r in records)  # real shape
    got = query(lake, "SELECT sum(response_tokens), sum(CAST((extra->>'final_response_len') AS BIGINT)) FROM trajectories "
                      "WHERE (extra->>'finish_reasons') IS NOT NULL")  # fmt: skip
    assert got == [(sum(t["completion_tokens"] for r in records for t in r["turns"]),
                    sum(r["final_response_len"] for r in records))]  # fmt: skip
    assert query(lake, "SELECT sum(tool_calls) FROM turns") == [(sum(len(r["tool_calls"]) for r in records),)]
    assert query(lake, "SELECT sum(mean_tool_calls * trajectories) FROM turn_stats") == [
        (sum(len(r["tool_calls"]) for r in records),)]  # fmt: skip


def test_reward_timings_are_one_series_per_rank(profiled, lake):
    exp, _ = profiled
    rows = query(
        lake, "SELECT step, count(DISTINCT series) FROM step_metrics WHERE name = 'reward_time_s' GROUP BY 1 ORDER BY 1"
    )
    assert rows == [(1, RANKS), (2, RANKS)]
    assert query(lake, "SELECT count(*) FROM metric_across_runs('reward_time_s')") == [(exp.reward_time_rows,)]
    # the last step was a validation pass: its timings are the val split, and validate no metric
    assert query(lake, "SELECT split, min(step), max(step) FROM step_metrics GROUP BY 1 ORDER BY 1") == [
        ("train", 1, 1),
        ("val", 2, 2),
    ]
    assert query(lake, "SELECT count(*) FROM step_metrics WHERE name = 'validate'") == [(0,)]
