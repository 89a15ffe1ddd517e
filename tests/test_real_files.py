"""Real, publicly committed files as the ground truth (``../shared/real/data``, beside the
checkout; its README says where each file comes from).

Every figure the lake gives is checked, per source file, against an independent reading of the
raw lines right here: a few lines of ``json`` and ``csv``, never the project's readers. Where
the two disagree the raw reading wins. Skipped when the folder is not there, a failure when
``TRACELAKE_REQUIRE_REAL_FILES`` is set (CI sets it).
"""

from __future__ import annotations

import csv
import json
import math
import os
from collections import Counter
from pathlib import Path

import pytest

from pipelines import engine

from .helpers import ingest, query

REAL = (Path(__file__).resolve().parents[2] / "shared" / "real" / "data").resolve()
# What a person reading the folder tree names each run: the folder under the source's owner,
# or, for PolyTrace's profile logs, the framework and the launch's time stamp.
RUN_OF_FOLDER = {
    "verl/verl_dev_gsm8k_qwen2.5": "verl_dev_gsm8k_qwen2.5",
    "verl/hecate_verl/rollouts": "hecate_verl",
    "verl/bdsaglam_SDPO/rollouts": "bdsaglam_SDPO",
    "verl_agent/floatingstarZ_ssca_alfworld/ssca_retry_grpo_qwen25_15b_alfworld_smoke_seed2026_ssca_review_20260626_135719"
    "/rollout_generations": "ssca_retry_grpo_qwen25_15b_alfworld_smoke_seed2026_ssca_review_20260626_135719",
    "metrics/floatingstarZ_value_diagnostics/step_ppo_v3_value_head_detach_false_full4_20260609_061053": "step_ppo_v3_value_head_detach_false_full4_20260609_061053",
    "metrics/floatingstarZ_exps_data": "floatingstarZ_exps_data",
    "polytrace/rllm/profile/packed_length_log/20260616_024512": "rllm/20260616_024512",
    "polytrace/verl/profile/packed_length_log/20260610_092349": "verl/20260610_092349",
    "polytrace/verl/profile/packed_length_log/20260614_023133": "verl/20260614_023133",
    "polytrace/verl-video/profile/packed_length_log/20260609_033329": "verl-video/20260609_033329",
    "polytrace/search_r1/profile/multiturn_workload_log/0617_0223": "search_r1/0617_0223",
}
NOT_TRACES = {
    "enhanced_task_distribution_parameters.json",
    "task_distribution_parameters.json",
    "dapo_filter_indices.jsonl",
}


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    if not REAL.is_dir():
        if os.environ.get("TRACELAKE_REQUIRE_REAL_FILES"):
            pytest.fail(f"{REAL} is missing (CI lays ../shared beside the checkout)")
        pytest.skip(f"no real files at {REAL}")
    lake = str(tmp_path_factory.mktemp("real") / "lake")
    predicted, skipped, _ = engine.preview(engine.IngestRequest((str(REAL),), lake))
    report = ingest([REAL], lake)
    return lake, report, predicted, skipped


def _files(pattern: str) -> list[Path]:
    return sorted(REAL.glob(pattern))


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _run_of(path: Path) -> str:
    return RUN_OF_FOLDER[str(path.parent.relative_to(REAL))]


def _per_file(lake: str, sql: str) -> dict[str, tuple]:
    """``sql`` grouped by source file: {path relative to the real folder: the other columns}."""
    rows = query(lake, sql)
    return {str(Path(file).resolve().relative_to(REAL)): tuple(rest) for file, *rest in rows}


def _close(a, b) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def test_every_real_file_is_ingested_or_skipped_for_its_reason(real):
    lake, report, predicted, skipped = real
    files = sorted(p for p in REAL.rglob("*") if p.is_file())
    traces = [p for p in files if p.name not in NOT_TRACES]
    assert report.count("failed") == 0 and report.quarantined == 0
    assert report.committed == len(traces) == len(predicted)  # detect said what ingest did
    assert sorted(Path(u.uri).name for u in report.skipped) == sorted(p.name for p in files if p.name in NOT_TRACES)
    assert [u for u in skipped if Path(u.uri).name not in NOT_TRACES] == []
    assert query(lake, "SELECT count(*) FROM quarantine") == [(0,)]
    assert dict(query(lake, "SELECT run_name, shards FROM runs")) == dict(
        Counter(RUN_OF_FOLDER[str(p.parent.relative_to(REAL))] for p in traces)
    )
    # a deterministic re-run repeats its first steps byte for byte: its own data, and said
    twins = {Path(r.shard.uri).parent.name for r in report.results if r.note}
    assert twins == {"20260614_023133"}
    assert ingest([REAL], lake).count("unchanged") == len(traces)  # again: nothing re-read


def test_verl_dumps_match_their_lines(real):
    lake = real[0]
    lake_rows = _per_file(
        lake,
        "SELECT source_file, r.run_name, count(*), sum(t.reward), sum(prompt_chars + response_chars),"
        " list(DISTINCT step) FROM trajectories t JOIN runs r USING (run_id) GROUP BY ALL",
    )
    for path in _files("verl/**/*.jsonl"):
        lines = _lines(path)
        raw = (
            _run_of(path),
            len(lines),
            sum(r["score"] for r in lines),
            sum(len(r["input"]) + len(r["output"]) for r in lines),
            sorted({r["step"] for r in lines}),
        )
        got = lake_rows[str(path.relative_to(REAL))]
        assert got[:2] == raw[:2] and _close(got[2], raw[2]) and got[3] == raw[3] and sorted(got[4]) == raw[4], path
        binary = {r["score"] for r in lines}
        if "acc" not in lines[0] and len(binary) == 2:  # success is the higher of two scores
            rate = query(
                lake,
                f"SELECT success_rate FROM reward_by_step JOIN runs USING (run_id) WHERE run_name = '{_run_of(path)}'",
            )
            assert _close(rate[0][0], sum(r["score"] == max(binary) for r in lines) / len(lines))


def test_verl_tool_dump_calls_and_turns_match_its_lines(real):
    lake = real[0]
    (path,) = _files("verl/hecate_verl/rollouts/*.jsonl")
    lines = _lines(path)
    calls = sum(r["output"].count("<tool_call>") for r in lines)  # 1,828, 75 of them never closed
    stats = query(
        lake,
        "SELECT sum(mean_tool_calls * trajectories), sum(trajectories) FROM turn_stats WHERE run_id = 'hecate_verl'",
    )
    assert stats == [(calls, len(lines))]
    # the system prompt is a turn of its own; no role line left in any message
    assert query(lake, "SELECT count(*) FROM turns WHERE run_id = 'hecate_verl' AND role = 'system'") == [(len(lines),)]
    assert query(
        lake,
        "SELECT count(*) FROM turns WHERE run_id = 'hecate_verl' AND role = 'assistant' AND "
        "(starts_with(content, 'assistant\n') OR ends_with(content, '\nuser'))",
    ) == [(0,)]
    rebuilt = query(
        lake,
        "SELECT string_agg(coalesce(separator, '') || content, '' ORDER BY turn_index) FROM turns "
        "WHERE run_id = 'hecate_verl' GROUP BY trajectory_id",
    )
    assert sorted(s for (s,) in rebuilt) == sorted(r["input"] + r["output"] for r in lines)


def test_verl_agent_turn_dump_matches_its_lines(real):
    lake = real[0]
    (path,) = _files("verl_agent/**/*.jsonl")
    lines = _lines(path)
    run = _run_of(path)
    got = query(
        lake,
        f"SELECT sum(t.num_turns), count(*) <= {len(lines)} FROM trajectories t JOIN runs r USING (run_id) "
        f"WHERE r.run_name = '{run}'",
    )
    assert got == [(len(lines), True)]  # every line is one turn of some trajectory
    scores = query(
        lake,
        "SELECT count(*), sum(value) FROM rewards JOIN runs USING (run_id) "
        f"WHERE run_name = '{run}' AND name = 'score'",
    )
    assert scores[0][0] == len(lines) and _close(scores[0][1], sum(r["score"] for r in lines))
    # the invalid-action penalty pair 0 / -0.1 is no success signal
    assert query(
        lake, f"SELECT success_rate FROM reward_by_step JOIN runs USING (run_id) WHERE run_name = '{run}'"
    ) == [(None,)]


def test_polytrace_packed_lengths_match_their_lines(real):
    lake = real[0]
    lake_rows = _per_file(
        lake,
        "SELECT source_file, r.run_name, count(*), sum(prompt_tokens), sum(response_tokens), "
        "count(*) FILTER (WHERE split = 'val'), count(DISTINCT group_id) "
        "FROM trajectories t JOIN runs r USING (run_id) GROUP BY ALL",
    )
    files = _files("polytrace/**/packed_lengths_step_*.jsonl")
    assert len(files) == 38
    for path in files:
        lines = _lines(path)
        raw = (
            _run_of(path),
            sum(len(r["output"]) for r in lines),
            sum(r["input"] * len(r["output"]) for r in lines),
            sum(sum(r["output"]) for r in lines),
            sum(len(r["output"]) for r in lines if r["validate"]),
            len(lines),
        )
        assert lake_rows[str(path.relative_to(REAL))] == raw, path
    per_run = dict(query(lake, "SELECT run_name, trajectories FROM runs WHERE run_name LIKE 'verl/%'"))
    assert per_run == {"verl/20260610_092349": 4608, "verl/20260614_023133": 4608}  # never merged


def test_polytrace_multiturn_calls_latencies_and_tokens_match_their_lines(real):
    lake = real[0]
    lake_rows = _per_file(
        lake,
        """
        WITH calls AS (SELECT trajectory_id, count(*) FILTER (WHERE role = 'tool') AS timed, sum(tool_calls) AS calls,
                              sum(latency_s) FILTER (WHERE role = 'tool') AS latency
                       FROM turns GROUP BY ALL)
        SELECT source_file, count(*), sum(response_tokens), sum(prompt_tokens), sum(num_turns), sum(c.timed),
               sum(c.calls), sum(c.latency)
        FROM trajectories t JOIN calls c USING (trajectory_id) GROUP BY ALL""",
    )
    files = _files("polytrace/search_r1/**/multiturn_workload_step_*.jsonl")
    assert len(files) == 2
    for path in files:
        lines = _lines(path)
        raw = (
            len(lines),
            sum(t["completion_tokens"] for r in lines for t in r["turns"]),
            sum(r["prompt_len"] for r in lines),
            sum(len(r["turns"]) for r in lines),
            sum(len(r["tool_calls"]) for r in lines),
            sum(r["tool_call_count"] for r in lines),
        )
        got = lake_rows[str(path.relative_to(REAL))]
        assert got[:6] == raw, path
        assert _close(got[6] or 0.0, sum(c["latency_s"] for r in lines for c in r["tool_calls"])), path
    latency = query(
        lake,
        "SELECT tool_name, calls FROM tool_latency JOIN runs USING (run_id) WHERE run_name = 'search_r1/0617_0223'",
    )
    assert latency == [("search", sum(len(r["tool_calls"]) for p in files for r in _lines(p)))]


def test_metrics_files_match_their_records(real):
    lake = real[0]

    def numbers(record: dict, skip: set[str]) -> list[float]:
        return [float(v) for k, v in record.items() if k not in skip and isinstance(v, (int, float))]

    # step_metrics rows name no file: each of these runs has its metrics from the files below only
    lake_rows = {
        run: tuple(rest)
        for run, *rest in query(
            lake,
            "SELECT run_name, count(*), sum(value), count(*) FILTER (WHERE split = 'val'), count(DISTINCT series) "
            "FROM step_metrics JOIN runs USING (run_id) GROUP BY ALL",
        )
    }
    (summary,) = _files("metrics/floatingstarZ_value_diagnostics/**/summary.jsonl")
    records = _lines(summary)
    values = [v for r in records for v in numbers(r, {"global_step"})]  # booleans as 1/0; text kept as raw
    got = lake_rows[_run_of(summary)]
    assert got[0] == sum(len(r) - 1 for r in records) and _close(got[1], sum(values)) and got[2:] == (0, 0)

    (long_csv,) = _files("metrics/floatingstarZ_exps_data/*.csv")
    with long_csv.open(newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    cells = [float(v) for r in rows for k, v in r.items() if k not in ("step", "metric") and v.strip()]
    got = lake_rows[_run_of(long_csv)]
    assert got[0] == len(cells) and _close(got[1], sum(cells))
    assert got[2] == len(cells)  # val/success_rate and val/webshop_task_score: the val split
    assert got[3] == len(rows[0]) - 2  # one series per value column

    timings = _files("polytrace/**/reward_timings_step_*.jsonl")
    assert {_run_of(p) for p in timings} == {"rllm/20260616_024512"}
    lines = [r for path in timings for r in _lines(path)]
    keys = {"step", "rank", "tp_rank", "dp_rank", "validate"}
    values = [v for r in lines for v in numbers(r, keys)]
    got = lake_rows["rllm/20260616_024512"]
    assert got[0] == len(values) and _close(got[1], sum(values))
    assert got[2] == sum(len(numbers(r, keys)) for r in lines if r["validate"])
    assert got[3] == len({(r["rank"], r["tp_rank"], r["dp_rank"]) for r in lines})  # a series per rank
