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
import re
import zipfile
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
    previewed = engine.preview(engine.IngestRequest((str(REAL),), lake))
    predicted, skipped = previewed.shards, previewed.unplaced
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
                f"SELECT success_rate FROM reward_by_step WHERE run_name = '{_run_of(path)}'",
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
    # each inline call parsed whole: a block's JSON as written (one the length cap cut after its
    # JSON too), a block that is no JSON its text
    made = []
    for r in lines:
        for part in r["output"].split("<tool_call>")[1:]:
            body = part.partition("</tool_call>")[0]
            try:
                call = json.loads(body)
            except ValueError:
                call = None
            made.append((call["name"], call["arguments"]) if isinstance(call, dict) else (None, body.strip()))
    stored = query(lake, "SELECT calls FROM turns WHERE run_id = 'hecate_verl' AND calls IS NOT NULL")
    whole = [(c["name"], c["arguments"]) for (text,) in stored for c in json.loads(text)]
    assert len(whole) == calls
    parsed = sorted(repr(c) for c in whole if isinstance(c[1], dict))
    assert parsed == sorted(repr(c) for c in made if isinstance(c[1], dict)) and len(parsed) > calls // 2
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
    # a response the length cap cut inside its last tool response: the tool's words are a tool turn
    cut = [r for r in lines if r["output"].rfind("<tool_response>") > r["output"].rfind("</tool_response>")]
    assert len(cut) == 1
    assert query(lake, "SELECT count(*) FROM turns WHERE run_id = 'hecate_verl' AND role = 'assistant' "
                       "AND content LIKE '%<tool_response>%'") == [(0,)]  # fmt: skip


def test_verl_prompts_decoded_from_their_template_export_as_the_messages_they_were(real, tmp_path):
    """verl decodes prompts with the template's tokens stripped (`system\n...\nuser\n...\nassistant\n`):
    exported as chat messages they are a system and a user message again, never one user text a
    trainer would template twice. Read from the raw lines: the text between the role lines."""
    from pipelines.analysis.messages import export_messages
    from pipelines.explore.queries.search import Search
    from pipelines.lake import catalog

    lake = real[0]
    firsts = {p.parent: p for p in _files("verl/*/rollouts/*.jsonl") + _files("verl/verl_dev_gsm8k_qwen2.5/*.jsonl")}
    for path in firsts.values():  # a run's first file
        run = _run_of(path)
        out = tmp_path / f"{run}.jsonl"
        (run_id,) = query(lake, f"SELECT run_id FROM runs WHERE run_name = '{run}'")[0]
        done = export_messages(catalog.connect(lake), Search(runs=(run_id,)), out)
        records = [json.loads(line) for line in out.read_text().splitlines()]
        lines = [r for p in _files(f"{path.parent.relative_to(REAL)}/*.jsonl") for r in _lines(p)]
        assert done.written == len(records) == len(lines), path
        expected: Counter[str] = Counter()
        for r in lines:
            system, _, rest = r["input"].removeprefix("system\n").partition("\nuser\n")
            expected[(system, rest.removesuffix("\nassistant\n"))] += 1
        got = Counter((r["messages"][0]["content"], r["messages"][1]["content"]) for r in records)
        assert got == expected, path
        assert {(r["messages"][0]["role"], r["messages"][1]["role"], r["messages"][2]["role"]) for r in records} == {
            ("system", "user", "assistant")}, path  # fmt: skip


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
    assert query(lake, f"SELECT success_rate FROM reward_by_step WHERE run_name = '{run}'") == [(None,)]


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
        "SELECT tool_name, calls FROM tool_latency WHERE run_name = 'search_r1/0617_0223'",
    )
    assert latency == [("search", sum(len(r["tool_calls"]) for p in files for r in _lines(p)))]


def _patterns(lake: str, runs_sql: str = "SELECT list(run_id) FROM runs") -> Counter:
    """(run name, pattern) -> trajectories, from the lake's failure patterns."""
    rows = query(lake, f"SELECT run_name, pattern, count(*) FROM trajectory_patterns(({runs_sql})) GROUP BY ALL")
    return Counter({(run, pattern): n for run, pattern, n in rows})


def _capped(outputs: list[int]) -> int:
    """Responses at a length cap, as a reading of the lengths sees one: the longest, shared by 2
    or more, among 10 or more lengths."""
    longest = max(outputs)
    return outputs.count(longest) if outputs.count(longest) >= 2 and len(set(outputs)) >= 10 else 0


def test_failure_patterns_of_the_real_runs_match_their_lines(real):
    """Length caps and tool failures, as the raw lines show them: a last generation that stopped
    for `length` (PolyTrace's multi-turn logs), a pile-up at the longest length (its packed
    lengths), a call whose `status` says it failed; verl's real tool responses hold no failure."""
    found = _patterns(real[0])
    multiturn = [r for p in _files("polytrace/search_r1/**/multiturn_workload_step_*.jsonl") for r in _lines(p)]
    assert found[("search_r1/0617_0223", "length capped")] == sum(r["turns"][-1]["finish_reason"] == "length"
                                                                   for r in multiturn)  # fmt: skip
    statuses = Counter(c["status"] for r in multiturn for c in r["tool_calls"])
    assert set(statuses) <= {"success", "unknown"}  # neither is a failure: no tool pattern
    assert not [k for k in found if k[0] == "search_r1/0617_0223" and k[1].startswith("tool ")]
    for folder, run in RUN_OF_FOLDER.items():
        packed = _files(f"{folder}/packed_lengths_step_*.jsonl")
        if packed:
            outputs = [o for p in packed for r in _lines(p) for o in r["output"]]
            assert found[(run, "length capped")] == _capped(outputs), run
    responses = [m for r in _lines(REAL / "verl/hecate_verl/rollouts/2.jsonl")
                 for m in re.findall(r"<tool_response>(.*?)</tool_response>", r["output"], re.S)]  # fmt: skip
    assert responses and not [m for m in responses if re.search(r"(?i)error|traceback|timed out|not found", m)]
    assert not [k for k in found if k[0] == "hecate_verl" and k[1].startswith("tool ")]


def test_patterns_of_a_split_and_steps_count_those_steps_lines(real):
    """`tracelake patterns --split --from-step --to-step` (it raised a TypeError from pyarrow
    once a split or a step was given): PolyTrace's search-R1 log of steps 0 and 5, each step
    alone, its length caps as its own file's last generations say."""
    from typer.testing import CliRunner

    from pipelines import cli

    folder = "polytrace/search_r1/profile/multiturn_workload_log/0617_0223"
    for step in (0, 5):
        lines = _lines(REAL / folder / f"multiturn_workload_step_{step}.jsonl")
        capped = sum(r["turns"][-1]["finish_reason"] == "length" for r in lines)
        result = CliRunner().invoke(cli.app, ["patterns", "--lake", real[0], "--run", "search_r1/0617_0223",
                                              "--split", "train", "--from-step", str(step), "--to-step", str(step),
                                              "-f", "json"])  # fmt: skip
        assert result.exit_code == 0, result.output
        found = {p["pattern"]: p for p in json.loads(result.stdout)}
        assert found.get("length capped", {}).get("trajectories", 0) == capped, step
        if capped:
            assert found["length capped"]["share"] == round(capped / len(lines), 4)
    assert capped == 0 and found == {}  # step 5 holds none: an empty list, as JSON


def test_a_gsm8k_run_whose_grader_took_answers_without_its_format_has_that_format_unknown(real):
    """verl's GSM8K prompts ask for `#### <answer>`, which verl's strict reward reads; but this
    run's two successes hold `\\boxed{1045}` and `**6**`, not `####`: its grader reads other
    answers too, so no wrong answer is said to lack the format, and the format is said unknown,
    with why."""
    rows = _lines(REAL / "verl/verl_dev_gsm8k_qwen2.5/1.jsonl")
    assert all("####" in r["input"] for r in rows)
    strict = re.compile(r"#### -?[0-9.,]+")
    successes_without = sum(1 for r in rows if r["score"] > 0 and not strict.search(r["output"]))
    assert successes_without == 2
    final_answer = [re.compile(p) for p in (r"\\boxed\{[^}]+\}", r"<answer>\s*\S[\s\S]*?</answer>", r"(?m)^\s*####\s*\S",
                                            r"(?i)final answer\s*[:：]?\s*\S")]  # fmt: skip
    wrong = [r for r in rows if r["score"] <= 0]
    well_formed = sum(1 for r in wrong if any(p.search(r["output"]) for p in final_answer))
    found = _patterns(real[0])
    assert found[("verl_dev_gsm8k_qwen2.5", "wrong, well-formed")] == well_formed == 75
    assert ("verl_dev_gsm8k_qwen2.5", "answer format missing") not in found
    details = query(real[0], "SELECT DISTINCT detail FROM trajectory_patterns((SELECT list(run_id) FROM runs "
                             "WHERE run_name = 'verl_dev_gsm8k_qwen2.5')) WHERE pattern = 'wrong, well-formed'")  # fmt: skip
    assert details == [(f"format unknown: {successes_without} success(es) lack ####",)]


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


# ---- the wider field's real files, shipped in tests/real (tests/real/SOURCES.md) ----------------

FIELD = Path(__file__).resolve().parent / "real"


def _raw(path: Path) -> bytes:
    import zstandard

    data = path.read_bytes()
    return zstandard.ZstdDecompressor().stream_reader(data).read() if path.suffix == ".zst" else data


def _field_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in _raw(path).decode("utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def field(tmp_path_factory):
    lake = str(tmp_path_factory.mktemp("field") / "lake")
    report = ingest([FIELD], lake)
    return lake, report


def _run(lake: str, sql: str, run: str) -> list[tuple]:
    return query(lake, sql.replace("{run}", f"(SELECT run_id FROM runs WHERE run_name = '{run}')"))


def test_the_fields_files_land_whole_nothing_unread_every_id_one_row(field):
    lake, report = field
    assert report.count("failed") == 0 and report.quarantined == 0 and report.unread == 0, report.summary()
    skipped = sorted(str(Path(u.uri).relative_to(FIELD)) for u in report.skipped)
    assert skipped == sorted(
        [str(p.relative_to(FIELD)) for p in FIELD.rglob("*") if p.is_file()
         and (p.name in ("CASE_INFO.json", "extra_info.jsonl", "trajectory.json", "output.jsonl", "SOURCES.md",
                         "log_read_sample.json", "custom.eval",  # an .eval's .json copy, a copy of another .eval
                         "example_rollouts_agent_metrics.json", "hydra.yaml") and p.parent.parent.name != "circle_click"  # the newer beside
              or p.parent.name == "LICENSES"
              or p.parent.name == "events" and "openhands-sdk" in p.parts)]  # read with their base_state.json
    )  # fmt: skip
    assert query(lake, "SELECT count(*) = count(DISTINCT (run_id, step, trajectory_id)) FROM trajectories") == [(True,)]
    joined = (
        "SELECT count(*) FROM trajectories t JOIN rewards r USING (run_id, step, trajectory_id) WHERE r.name = 'score'"
    )
    scored = [(p, len(line["scores"])) for p in FIELD.glob("atropos/**/*.zst") for line in _field_lines(p)]
    padres = [line for p in FIELD.glob("atropos-padres/*.jsonl") for line in _field_lines(p)]
    rubiks = [line for p in FIELD.glob("atropos-rubiks/*.zst") for line in _field_lines(p)]
    rubiks += [line for p in FIELD.glob("atropos-dpo/*.zst") for line in _field_lines(p)]  # scored groups alike
    assert query(lake, joined) == [(sum(n for _, n in scored) + len(padres) + sum(len(g["scores"]) for g in rubiks),)]


def test_two_output_files_of_one_atropos_environment_stay_apart(field):
    lake, _ = field
    groups = [
        (p.name, line) for p in sorted(FIELD.glob("atropos/cybersec_env_outputs/*.zst")) for line in _field_lines(p)
    ]
    got = _run(lake, "SELECT count(*), count(DISTINCT trajectory_id), count(DISTINCT group_id), sum(reward) "
                     "FROM trajectories WHERE run_id = {run}", "cybersec_env_outputs")  # fmt: skip
    members = sum(len(g["scores"]) for _, g in groups)
    assert got[0][:3] == (members, members, len(groups)) and _close(got[0][3], sum(sum(g["scores"]) for _, g in groups))


def test_an_atropos_preference_groups_members_are_their_prompt_and_chosen_response(field):
    """A DPO environment's groups (prompt, chosen, rejected beside messages padded to the
    context) landed with a NULL prompt and 30,000 characters of padding as the response."""
    lake, _ = field
    groups = [line for p in sorted(FIELD.glob("atropos-dpo/*.zst")) for line in _field_lines(p)]
    expected = sorted(
        (g["prompt"][i], g["chosen"][i], g["rejected"][i], float(g["scores"][i]), len(g["chosen_tokens"][i]))
        for g in groups for i in range(len(g["scores"]))
    )  # fmt: skip
    got = _run(lake, "SELECT prompt, response, extra->>'rejected', reward, CAST(extra->>'chosen_tokens_length' AS INT) "
                     "FROM trajectories WHERE run_id = {run}", "atropos-dpo")  # fmt: skip
    assert sorted(got) == expected and len(expected) == 2
    turns = _run(
        lake, "SELECT role, content FROM turns WHERE run_id = {run} ORDER BY trajectory_id, turn_index", "atropos-dpo"
    )
    assert sorted(turns) == sorted([("user", p) for p, *_ in expected] + [("assistant", c) for _, c, *_ in expected])
    assert _run(
        lake, "SELECT count(*) FROM turns WHERE run_id = {run} AND content LIKE '%<|end_of_text|>%'", "atropos-dpo"
    ) == [(0,)]


def test_vf_eval_results_of_every_writer_version_match_their_lines(field):
    """verifiers' vf-eval outputs of 2025 (rows keyed `id`, not `example_id`; tool calls as JSON
    texts in some environments, objects in others; completions as plain texts; metadata with
    `env` and flat `avg_<name>`) were unread: 0 of 37 rollouts. Every figure, from the raw lines."""
    lake, _ = field
    for results in sorted(FIELD.glob("verifiers/**/results.jsonl.zst")):
        rows = _field_lines(results)
        metadata = json.loads((results.parent / "metadata.json").read_text())
        run = f"{results.parent.parent.name}/{results.parent.name}"
        assistants = [
            m
            for r in rows
            if isinstance(r["completion"], list)
            for m in r["completion"]
            if m.get("role") == "assistant"
        ]
        calls = [json.loads(c) if isinstance(c, str) else c for m in assistants for c in m.get("tool_calls") or []]
        names = sorted((c.get("function") or {}).get("name") or c.get("name") for c in calls)
        keys = {str(r.get("example_id", r.get("id"))) for r in rows}
        got = _run(
            lake, "SELECT count(*), sum(reward), count(DISTINCT group_id) FROM trajectories WHERE run_id = {run}", run
        )
        assert got[0][:1] == (len(rows),) and _close(got[0][1], sum(r["reward"] for r in rows)), run
        assert got[0][2] == len(keys), run
        tools = _run(
            lake, "SELECT coalesce(sum(tool_calls), 0) FROM turns WHERE run_id = {run} AND role = 'assistant'", run
        )
        assert tools == [(len(calls),)], run
        named = _run(
            lake,
            "SELECT tool_name FROM turns WHERE run_id = {run} AND role = 'assistant' AND tool_name IS NOT NULL",
            run,
        )
        first = sorted((json.loads(m["tool_calls"][0]) if isinstance(m["tool_calls"][0], str) else m["tool_calls"][0])
                        .get("function", {}).get("name") for m in assistants if m.get("tool_calls"))  # fmt: skip
        assert sorted(n for (n,) in named) == first and set(first) <= set(names), run
        whole = _run(lake, "SELECT calls FROM turns WHERE run_id = {run} AND calls IS NOT NULL", run)
        arguments = [a if not isinstance(a, str) or not a.startswith("{") else json.loads(a)
                     for a in ((c.get("function") or c).get("arguments") for c in calls)]  # fmt: skip
        assert sorted(json.dumps(c["arguments"], sort_keys=True) for (t,) in whole for c in json.loads(t)) == sorted(
            json.dumps(a, sort_keys=True) for a in arguments), run  # fmt: skip
        avg = _run(lake, "SELECT value FROM step_metrics WHERE run_id = {run} AND name = 'avg_reward'", run)
        assert avg == [(metadata["avg_reward"],)], run
        model = _run(lake, "SELECT model, task FROM runs WHERE run_id = {run}", run)
        assert model == [(metadata["model"], metadata.get("env_id") or metadata.get("env"))], run
    flat = json.loads(next(FIELD.glob("verifiers/math_python/**/metadata.json")).read_text())
    averages = _run(lake, "SELECT name, value FROM step_metrics WHERE run_id = {run} AND name LIKE 'avg_metrics/%'",
                    "math-python--gpt-4.1-mini/25f52552")  # fmt: skip
    assert sorted(averages) == sorted(
        (f"avg_metrics/{k[4:]}", v) for k, v in flat.items() if k.startswith("avg_") and k != "avg_reward"
    )


def test_an_lm_eval_results_file_renamed_with_a_tag_is_read(field):
    """AReaL's examples keep lm-eval's results as `results_hf_100_<stamp>.json` (a tag before the
    stamp): once unread. Each number of `results` is a metric, named `<task>/<metric>`."""
    lake, _ = field
    (path,) = FIELD.glob("lm-eval/areal/results/results_*.json")
    results = json.loads(path.read_text())["results"]
    expected = sorted((f"{task}/{k}", v) for task, values in results.items() for k, v in values.items()
                      if isinstance(v, (int, float)) and not isinstance(v, bool))  # fmt: skip
    got = query(
        lake, "SELECT name, value FROM step_metrics JOIN runs USING (run_id) WHERE run_name LIKE 'results/%' ORDER BY 1"
    )
    assert got == expected and len(expected) == 4


def test_an_atropos_environments_own_trajectory_log_is_read(field):
    lake, _ = field
    lines = [line for p in sorted(FIELD.glob("atropos-padres/*.jsonl")) for line in _field_lines(p)]
    got = _run(lake, "SELECT count(*), sum(reward), count(DISTINCT prompt), count(group_id) FROM trajectories "
                     "WHERE run_id = {run}", "atropos-padres")  # fmt: skip
    assert got == [(len(lines), sum(line["score"] for line in lines), len({line["prompt_used"] for line in lines}), 0)]
    responses = _run(
        lake, "SELECT list(response ORDER BY response) FROM trajectories WHERE run_id = {run}", "atropos-padres"
    )
    assert responses[0][0] == sorted(line["llm_completion_raw"] for line in lines)


def _nemo_gym_roles(lines: list[dict]) -> Counter:
    roles: Counter = Counter()
    for line in lines:
        given = line["responses_create_params"].get("input")
        for message in given if isinstance(given, list) else [{"role": "user"}]:
            roles[message.get("role", "user")] += 1
        for item in line["response"]["output"]:
            kind = item.get("type")
            if kind == "message":
                roles[item.get("role") or "assistant"] += 1
            elif kind == "function_call":
                roles["assistant"] += 1
            elif kind == "function_call_output":
                roles["tool"] += 1
    return roles


def test_nemo_gym_turns_keep_each_messages_role_and_its_lines_split(field):
    lake, _ = field
    sokoban = _field_lines(FIELD / "nemo-gym/grl_sokoban/data/example_rollouts.jsonl.zst")
    roles = dict(_run(lake, "SELECT role, count(*) FROM turns WHERE run_id = {run} GROUP BY 1", "grl_sokoban"))
    assert roles == dict(_nemo_gym_roles(sokoban)) and roles["assistant"] == 90  # 179 when user turns were the agent's
    deepswe = _field_lines(FIELD / "nemo-gym/deepswe/data/example_rollouts.jsonl.zst")
    assert {line["split"] for line in deepswe} == {"test"}
    assert _run(lake, "SELECT split, count(*) FROM trajectories WHERE run_id = {run} GROUP BY 1", "deepswe") == [
        ("val", len(deepswe))]  # fmt: skip
    names = {n for (n,) in _run(lake, "SELECT DISTINCT name FROM rewards WHERE run_id = {run}", "deepswe")}
    assert names == {
        "reward",
        "f2p",
        "p2p",
        "partial",
    }  # not model_patch_bytes, verifier_exit_code, *_time_s, f2p_total
    assert _run(lake, "SELECT sum(value) FROM rewards WHERE run_id = {run} AND name = 'reward'", "deepswe") == [
        (sum(line["reward"] for line in deepswe),)]  # fmt: skip


def test_nemo_gyms_aggregate_agent_metrics_are_step_metrics(field):
    lake, _ = field
    (aggregate,) = json.loads((FIELD / "nemo-gym/circle_click/data/example_rollouts_agent_metrics.json").read_text())
    expected = sorted((k.split("/", 1)[1], f"{aggregate['agent_ref']['name']},{k.split('/', 1)[0]}", float(v))
                      for k, v in aggregate.items() if k != "agent_ref")  # fmt: skip
    got = _run(lake, "SELECT name, series, value FROM step_metrics WHERE run_id = {run} ORDER BY ALL", "circle_click")
    assert got == expected and len(got) == 35


def _aggregate_row(agent: str, key: str, value: float, *more: str) -> tuple[str, str, float]:
    """(name, series, value) of one NeMo-Gym aggregate, as a plain reading gives it."""
    statistic, name = key.split("/", 1) if "/" in key else ("", key)
    return name, ",".join(p for p in (agent, statistic, *more) if p), float(value)


def test_nemo_gyms_newer_aggregate_metrics_count_once_beside_the_older(field):
    """`*_aggregate_metrics.json` (since 2026-03: agent, key and per-task metrics) was unread; a
    folder keeping the older `*_agent_metrics.json` beside it reads the newer alone."""
    lake, report = field
    for run in ("circle_count", "asr_with_pc"):
        (aggregate,) = json.loads((FIELD / f"nemo-gym/{run}/data/example_rollouts_aggregate_metrics.json").read_text())
        agent = aggregate["agent_ref"]["name"]
        expected = [
            _aggregate_row(agent, k, v) for k, v in aggregate["agent_metrics"].items() if isinstance(v, (int, float))
        ]
        expected += [_aggregate_row(agent, k, v, f"task={g['_ng_task_index']}") for g in aggregate["group_level_metrics"]
                     for k, v in g.items() if isinstance(v, (int, float)) and k != "_ng_task_index"]  # fmt: skip
        got = _run(lake, "SELECT name, series, value FROM step_metrics WHERE run_id = {run} ORDER BY ALL", run)
        assert got == sorted(expected), run
    older = FIELD / "nemo-gym/asr_with_pc/data/example_rollouts_agent_metrics.json"
    reasons = [u.reason for u in report.unplaced if u.uri == str(older)]
    assert reasons and reasons[0].startswith("a subset of"), [u.uri for u in report.unplaced if "asr" in u.uri]


def test_rllm_telemetry_exports_are_their_launches_with_prompts_and_user_turns(field):
    lake, _ = field
    for path in sorted(FIELD.glob("rllm/trajectories/*.ndjson")):
        events = _field_lines(path)
        starts = [e["data"] for e in events if e["type"] == "trajectory.start"]
        steps = [e["data"] for e in events if e["type"] == "trajectory.step"]
        run = f"rllm/{path.name[:15]}"
        got = _run(lake, "SELECT count(*), count(prompt), sum(reward), count(DISTINCT group_id) FROM trajectories "
                         "WHERE run_id = {run}", run)  # fmt: skip
        ends = {e["data"]["uid"]: e["data"]["reward"] for e in events if e["type"] == "trajectory.end"}
        groups = {(s["task"]["input"], s["name"]) for s in starts}
        assert got[0][:2] == (len(starts), len(starts)) and _close(got[0][2], sum(ends.values())), run
        assert got[0][3] == len(groups)  # one task's samples by one agent: never all of an agent's
        users = _run(lake, "SELECT count(*) FROM turns WHERE run_id = {run} AND role = 'user'", run)
        assert users == [(len(steps),)]
        models = {s["metadata"]["model"] for s in starts}
        assert _run(lake, "SELECT model FROM runs WHERE run_id = {run}", run) == [(models.pop(),)]


def test_an_rllm_strands_trajectory_is_read(field):
    lake, _ = field
    (path,) = FIELD.glob("rllm/strands_outputs/*.json")
    document = json.loads(path.read_text())
    calls = [s for s in document["steps"] if s.get("step_type") == "tool_call"]
    got = _run(lake, "SELECT prompt, reward, num_turns FROM trajectories WHERE run_id = {run}", "strands_outputs")
    assert got == [(document["task"], float(document["reward"]), len(document["steps"]))]
    tools = _run(
        lake, "SELECT role, tool_name, content FROM turns WHERE run_id = {run} AND role = 'tool'", "strands_outputs"
    )
    assert tools == [("tool", c["tool_name"], c["tool_result"]) for c in calls]


def test_an_areal_evaluation_of_a_file_per_task_is_val_with_an_id_per_sample(field):
    lake, _ = field
    files = sorted(FIELD.glob("areal/logs/**/rollout/0/*.zst"))
    lines = [line for p in files for line in _field_lines(p)]
    run = "salloc_eval_aime24-20260412_230444"
    got = _run(lake, "SELECT split, count(*), count(DISTINCT trajectory_id), sum(reward), count(DISTINCT group_id) "
                     "FROM trajectories WHERE run_id = {run} GROUP BY 1", run)  # fmt: skip
    assert got == [("val", len(lines), len(lines), sum(line["reward"] for line in lines), len(files))]
    joined = _run(lake, "SELECT count(*), sum(t.reward) FROM trajectories t JOIN rewards r USING (run_id, step, trajectory_id) "
                        "WHERE run_id = {run} AND r.name = 'reward'", run)  # fmt: skip
    assert joined == [(len(lines), sum(line["reward"] for line in lines))]  # 30x the rows when ids collided


def test_areal_vision_tool_use_cases_are_read_as_episodes(field):
    lake, _ = field
    cases = sorted(FIELD.glob("areal/geo_edit/qualitative_example/*/meta_info.jsonl"))
    metas = [_field_lines(p)[0] for p in cases]
    got = _run(lake, "SELECT split, count(*), sum(num_turns), count(reward) FROM trajectories WHERE run_id = {run} "
                     "GROUP BY 1", "qualitative_example")  # fmt: skip
    assert got == [("val", len(cases), sum(int(m["total_steps"]) for m in metas), 0)]
    calls = _run(lake, "SELECT sum(tool_calls), count(*) FILTER (WHERE role = 'user') FROM turns WHERE run_id = {run}",
                 "qualitative_example")  # fmt: skip
    users = sum(sum(1 for m in max(_field_lines(p.with_name("output.jsonl")), key=lambda s: s["step"])["observation"]
                    if m["role"] == "user") for p in cases)  # fmt: skip
    assert calls == [(sum(int(m["function_call_total_count"]) for m in metas), users)]
    answers = _run(lake, "SELECT list(extra->>'answer' ORDER BY source_file) FROM trajectories WHERE run_id = {run}",
                   "qualitative_example")  # fmt: skip
    assert answers[0][0] == [m["answer"] for m in metas]


# ---- evaluation logs: Inspect, SWE-agent, mini-swe-agent, OpenHands (tests/real/SOURCES.md) ------

_LETTERS = {"C": 1.0, "I": 0.0, "P": 0.5, "N": 0.0}


def _inspect_logs() -> dict[str, tuple[dict, list[dict]]]:
    """Each distinct Inspect log of tests/real, by the run it is (task/model/eval id): its eval
    header and its samples, read with zipfile and json. A .json beside an .eval of its name is
    that log converted, and a file of another's bytes is that file: both are read once."""
    logs: dict[str, tuple[dict, list[dict]]] = {}
    seen: set[bytes] = set()
    for path in sorted(FIELD.glob("inspect/**/*")):
        if path.suffix not in (".eval", ".json") or path.with_suffix(".eval").exists() and path.suffix == ".json":
            continue
        if path.read_bytes() in seen:
            continue
        seen.add(path.read_bytes())
        if path.suffix == ".eval":
            with zipfile.ZipFile(path) as archive:
                names = archive.namelist()
                header = json.loads(archive.read("header.json" if "header.json" in names else "_journal/start.json"))
                samples = [json.loads(archive.read(n)) for n in names if n.startswith("samples/")]
        else:
            header = json.loads(path.read_text())
            samples = header.get("samples") or []
        evaluation = header["eval"]
        logs[f"{evaluation['task']}/{evaluation['model']}/{evaluation.get('eval_id') or evaluation['run_id']}"] = (
            evaluation,
            samples,
        )
    return logs


def _first_score(sample: dict) -> float | None:
    scores = list((sample.get("scores") or {}).values())
    if not scores:
        return None
    value = scores[0]["value"]
    return _LETTERS[value] if isinstance(value, str) else float(value)


def test_inspect_logs_land_with_their_samples_epochs_scores_and_messages(field):
    lake, _ = field
    logs = _inspect_logs()
    assert len(logs) == 5
    for run, (evaluation, samples) in logs.items():
        got = _run(lake, "SELECT count(*), count(DISTINCT group_id), list(DISTINCT sample_index ORDER BY sample_index), "
                         "sum(reward), sum(prompt_tokens), any_value(split) FROM trajectories WHERE run_id = {run}", run)  # fmt: skip
        rewards = [r for s in samples if (r := _first_score(s)) is not None]
        read_in = [u["input_tokens"] for s in samples for u in (s.get("model_usage") or {}).values()]
        epochs = sorted({s["epoch"] - 1 for s in samples})
        assert got == [(len(samples), len({s["id"] for s in samples}), epochs, sum(rewards) if rewards else None,
                        sum(read_in) if read_in else None, "val")], run  # fmt: skip
        roles = Counter(m["role"] for s in samples for m in s["messages"])
        turns = _run(lake, "SELECT role, count(*) FROM turns WHERE run_id = {run} GROUP BY 1", run)
        assert dict(turns) == dict(roles), run
        letters = Counter((name, score["value"]) for s in samples for name, score in (s.get("scores") or {}).items())
        scored = _run(lake, "SELECT name, coalesce(raw, value::VARCHAR), count(*) FROM rewards WHERE run_id = {run} "
                            "GROUP BY ALL", run)  # fmt: skip
        assert {(n, v): c for n, v, c in scored} == {
            (n, str(v) if isinstance(v, str) else str(float(v))): c for (n, v), c in letters.items()
        }, run
        assert _run(lake, "SELECT model, task FROM runs WHERE run_id = {run}", run) == [
            (evaluation["model"], evaluation["task"])
        ]


def test_an_inspect_tool_calls_error_is_its_turns_status_and_its_pattern(field):
    """Each tool message with an `error` in the real logs: its type is the tool turn's status (an
    `unknown` one reads `error`), and the trajectory shows that failure's pattern."""
    lake, _ = field
    for run, (_, samples) in _inspect_logs().items():
        errors = Counter(
            "error" if m["error"].get("type") in (None, "unknown") else m["error"]["type"]
            for s in samples for m in s["messages"] if m["role"] == "tool" and m.get("error")
        )  # fmt: skip
        statuses = _run(lake, "SELECT status, count(*) FROM turns WHERE run_id = {run} AND role = 'tool'"
                              " AND status IS NOT NULL GROUP BY 1", run)  # fmt: skip
        assert dict(statuses) == dict(errors), run
        kinds = {(s["id"], s["epoch"], "tool " + ("error" if m["error"].get("type") in (None, "unknown") else m["error"]["type"]))
                 for s in samples for m in s["messages"] if m["role"] == "tool" and m.get("error")}  # fmt: skip
        patterns = _run(lake, "SELECT count(*) FROM trajectory_patterns([{run}]) WHERE pattern LIKE 'tool %'", run)
        assert patterns == [(len(kinds),)], run


def test_swe_agent_trajectories_are_thought_action_observation_turns(field):
    lake, _ = field
    for path in sorted(FIELD.glob("swe-agent/*/*.traj")):
        document = json.loads(path.read_text())
        steps, info = document["trajectory"], document["info"]
        run = path.parent.name
        got = _run(
            lake, "SELECT num_turns, status, response_tokens, reward FROM trajectories WHERE run_id = {run}", run
        )
        assert got == [(len(steps), info["exit_status"], info["model_stats"]["tokens_received"], None)], run
        tools = _run(lake, "SELECT list(tool_name ORDER BY turn_index), sum(latency_s) FROM turns "
                           "WHERE run_id = {run} AND role = 'tool'", run)  # fmt: skip
        observed = [s for s in steps if s.get("observation") is not None]
        assert tools[0][0] == [s["action"].split()[0] for s in observed], run
        timed = [s["execution_time"] for s in observed if "execution_time" in s]  # older files have none
        assert (tools[0][1] is None) if not timed else _close(tools[0][1], sum(timed)), run
        actions = _run(lake, "SELECT list(content ORDER BY turn_index) FROM turns WHERE run_id = {run} "
                             "AND role = 'assistant'", run)  # fmt: skip
        assert all(s["action"].strip() in said for s, said in zip(steps, actions[0][0], strict=True)), run


def test_a_mini_swe_agent_message_list_lands_turn_by_turn(field):
    lake, _ = field
    (path,) = FIELD.glob("mini-swe-agent/**/*.traj.json")
    messages = json.loads(path.read_text())
    turns = _run(lake, "SELECT role, count(*) FROM turns WHERE run_id = {run} GROUP BY 1", path.parent.name)
    assert dict(turns) == dict(Counter(m["role"] for m in messages))


def test_an_openhands_evaluations_output_lines_are_its_sessions(field):
    """An OpenHands evaluation's output.jsonl (2024: each line an instance, its `history` as
    [action, observation] pairs, `correct` its outcome) was unread."""
    lake, _ = field
    lines = [line for p in FIELD.glob("openhands/evaluation/gorilla/**/output_*.jsonl.zst") for line in _field_lines(p)]
    said = [e for line in lines for pair in line["history"] for e in pair
            if e.get("source") == "agent" and e.get("action") not in (None, "null", "change_agent_state")]  # fmt: skip
    got = _run(
        lake,
        "SELECT count(*), sum(reward), count(reward), sum(num_turns) FROM trajectories WHERE run_id = {run}",
        "gorilla",
    )
    assert got == [(len(lines), sum(line["correct"] for line in lines), len(lines), len(said))]
    ids = _run(lake, "SELECT count(DISTINCT trajectory_id) FROM trajectories WHERE run_id = {run}", "gorilla")
    assert ids == [(len({line["question_id"] for line in lines}),)]


def test_openhands_sessions_are_their_actions_and_observations(field):
    lake, _ = field
    for path in sorted(FIELD.glob("openhands/trajs/*.json")):
        events = json.loads(path.read_text())
        users = [e for e in events if e["source"] == "user" and e.get("action") == "message"]
        actions = [e for e in events if e["source"] == "agent" and "action" in e]
        observations = [e for e in events if "observation" in e]
        got = dict(query(lake, "SELECT role, count(*) FROM turns JOIN trajectories USING (run_id, step, trajectory_id) "
                               f"WHERE source_file LIKE '%/{path.name}' GROUP BY 1"))  # fmt: skip
        assert got == {k: v for k, v in {"user": len(users), "assistant": len(actions),
                                         "tool": len(observations)}.items() if v}, path.name  # fmt: skip
        calls = [e for e in actions if e["action"] not in ("message", "finish", "think")]
        named = query(lake, "SELECT sum(tool_calls), list(DISTINCT tool_name) FILTER (WHERE tool_name IS NOT NULL) "
                            "FROM turns JOIN trajectories USING (run_id, step, trajectory_id) "
                            f"WHERE source_file LIKE '%/{path.name}' AND role = 'assistant'")  # fmt: skip
        assert named[0][0] == len(calls)
        assert sorted(named[0][1] or []) == sorted({e["tool_call_metadata"]["function_name"] for e in calls})


@pytest.mark.parametrize("lake_of", ["real", "field"])
def test_the_judgement_twin_sql_writes_out_answers_as_its_macro_over_every_real_run(lake_of, request):
    """`trajectory_judgement_listed` is written out in sql/ (each table read once), not made
    from its macro: over the real runs (verl's 0/1 scores, verl-agent's penalty pair, Inspect's
    named scores...), run by run and all at once, it says what the macro says."""
    from pipelines.lake import catalog

    con = catalog.connect(request.getfixturevalue(lake_of)[0])
    runs = [r for (r,) in con.execute("SELECT run_id FROM runs ORDER BY run_id").fetchall()]
    judged = 0
    for chosen in [*([run] for run in runs), runs]:
        macro = sorted(con.execute("SELECT * FROM trajectory_judgement_of(?)", [chosen]).fetchall(), key=repr)
        assert (
            sorted(con.execute("SELECT * FROM trajectory_judgement_listed(?)", [chosen]).fetchall(), key=repr) == macro
        )
        judged += sum(row[-1] is not None for row in macro)
    assert judged > 0  # success said somewhere, not NULL everywhere


@pytest.mark.parametrize("lookups", [0, 3, None])
@pytest.mark.parametrize("lake_of", ["real", "field"])
def test_run_names_looked_up_as_needed_name_every_real_folder_as_seeding_them_all(
    lake_of, lookups, request, tmp_path, monkeypatch
):
    """A plan seeds run names only from the ledger entries the folders it names need (by the
    folder's last name, and by each name it tries), not from every run of the lake: over the
    real layouts (stamp folders, container folders, launches, sibling runs of one name) and a
    copy of them elsewhere (new folders, whose names clash with the lake's), the names are
    those seeding every entry gives; so too when the lookups give way to seeding every entry
    part of the way (``lookups``: after so many; None: as shipped)."""
    import shutil

    from pipelines.lake import Lake
    from pipelines.reconcile import find
    from pipelines.reconcile import lookups as lookup_counts
    from pipelines.reconcile.detect import LedgerSays
    from pipelines.reconcile.identity import RunNames
    from pipelines.reconcile.recorded import LAUNCH_FORMATS, Recorded
    from pipelines.request import IngestRequest

    if lookups is not None:
        monkeypatch.setattr(lookup_counts, "LOOKUPS", lookups)

    lake = request.getfixturevalue(lake_of)[0]
    target = REAL if lake_of == "real" else FIELD
    copy = tmp_path / "elsewhere" / target.name
    shutil.copytree(target, copy)
    snapshot = Lake(lake).ledger.snapshot()

    def seeded_all() -> RunNames:
        return find.run_names(Recorded(snapshot).naming(every=LAUNCH_FORMATS))

    def looked_up() -> RunNames:
        return find.run_names(lookup=Recorded(snapshot))

    def named(names: RunNames, *targets: Path) -> list[tuple[str, str]]:
        shards = find.find(IngestRequest(tuple(map(str, targets)), lake), ledger=LedgerSays(names)).shards
        return sorted((shard.uri, shard.run_name) for shard in shards)

    for targets in [(target,), (copy,), (target, copy)]:
        assert named(looked_up(), *targets) == named(seeded_all(), *targets)
    both = dict(named(looked_up(), target, copy))
    originals = {name for uri, name in both.items() if not uri.startswith(str(copy))}
    copies = {name for uri, name in both.items() if uri.startswith(str(copy))}
    assert originals and copies and not originals & copies  # the copy's folders named apart
    one = sorted(p.parent for p in target.rglob("*") if p.is_file() and p.suffix not in (".md", ".txt"))[0]
    names = looked_up()
    named(names, one)
    if lookups is None:
        assert 0 < len(names.by_source) < len(seeded_all().by_source)  # only what naming that folder needed


def test_claude_code_sessions_and_their_sub_agents_land_apart_with_every_call_whole(field):
    """Real Claude Code sessions (1.0.98, 1.0.108: sub-agents' lines inline, `isSidechain`) and a
    2.0 `agent-<id>.jsonl`: a session and each sub-agent a trajectory of the project's run, linked
    to its parent, never merged; an assistant message written over several lines one turn; every
    tool_use a call with its input, every tool_result a tool turn answering it. From the lines."""
    lake, _ = field
    files = sorted((FIELD / "claude-code/sample-project").glob("*.jsonl*"))
    expected_trajectories, messages, calls, results, errors = 0, 0, [], 0, 0
    for path in files:
        lines = [r for r in _field_lines(path) if r.get("type") in ("user", "assistant")]
        by_uuid = {r["uuid"]: r for r in lines}
        roots = set()
        for r in lines:
            if r.get("isSidechain") and not path.name.startswith("agent-"):
                while by_uuid.get(r.get("parentUuid"), {}).get("isSidechain"):
                    r = by_uuid[r["parentUuid"]]
                roots.add(r["uuid"])
        expected_trajectories += 1 + len(roots) if not path.name.startswith("agent-") else 1
        messages += len({(r["isSidechain"], r["message"].get("id")) for r in lines if r["type"] == "assistant"})
        blocks = [b for r in lines if isinstance(r["message"].get("content"), list) for b in r["message"]["content"]]
        calls += [
            (b["id"], b["name"], json.dumps(b["input"], sort_keys=True)) for b in blocks if b["type"] == "tool_use"
        ]
        results += sum(b["type"] == "tool_result" for b in blocks)
        errors += sum(b["type"] == "tool_result" and b.get("is_error") is True for b in blocks)
    run = "sample-project"
    assert _run(lake, "SELECT format, framework, model FROM runs WHERE run_id = {run}", run) == [
        ("claude_code", "claude-code", "claude-sonnet-4-20250514")]  # fmt: skip
    assert _run(lake, "SELECT count(*) FROM trajectories WHERE run_id = {run}", run) == [(expected_trajectories,)]
    got = _run(lake, "SELECT role, count(*), count(*) FILTER (WHERE status = 'error') FROM turns "
                     "WHERE run_id = {run} AND role <> 'user' GROUP BY 1 ORDER BY 1", run)  # fmt: skip
    assert got == [("assistant", messages, 0), ("tool", results, errors)]
    stored = _run(lake, "SELECT calls FROM turns WHERE run_id = {run} AND calls IS NOT NULL", run)
    whole = [(c["id"], c["name"], json.dumps(c["arguments"], sort_keys=True)) for (t,) in stored for c in json.loads(t)]
    assert Counter(whole) == Counter(calls) and len(calls) > 40
    answered = _run(lake, "SELECT count(*) FROM turns WHERE run_id = {run} AND role = 'tool' AND tool_call_id IN "
                          "(SELECT unnest(calls->>'$[*].id') FROM turns WHERE run_id = {run})", run)  # fmt: skip
    assert answered == [(results,)]
    # each sub-agent names its session; those a Task call started, the call and its agent type
    linked = _run(lake, "SELECT count(*), count(extra->>'parent_call') FROM trajectories WHERE run_id = {run} "
                        "AND (extra->>'parent_session') IS NOT NULL", run)  # fmt: skip
    assert linked == [(expected_trajectories - 3, expected_trajectories - 4)]


def test_atif_trajectories_on_their_own_read_every_step_call_and_observation(field):
    """Real ATIF files of three writers (NVIDIA NeMo Agent Toolkit's Hermes and OpenClaw runs,
    v1.2 and v1.7, and its v1.6 data-model sample), outside any Harbor job: each a trajectory of
    its folder's run, every agent step an assistant turn, every call whole, every observation
    result a tool turn answering its call. From the files, read with `json`."""
    lake, _ = field
    for folder in sorted((FIELD / "atif").iterdir()):
        documents = [json.loads(_raw(p)) for p in sorted(folder.glob("*.json*"))]
        steps = [s for d in documents for s in d["steps"]]
        calls = [c for s in steps for c in s.get("tool_calls") or []]
        results = [r for s in steps for r in (s.get("observation") or {}).get("results") or []]
        run = folder.name
        got = _run(lake, "SELECT role, count(*) FROM turns WHERE run_id = {run} GROUP BY 1 ORDER BY 1", run)
        roles = Counter({"agent": "assistant"}.get(s["source"], s["source"]) for s in steps)
        roles["tool"] += len(results)
        assert got == sorted(roles.items()), run
        stored = _run(lake, "SELECT calls FROM turns WHERE run_id = {run} AND calls IS NOT NULL", run)
        assert sorted((c["id"], c["name"], json.dumps(c["arguments"], sort_keys=True)) for (t,) in stored
                      for c in json.loads(t)) == sorted(
            (c["tool_call_id"], c["function_name"], json.dumps(c["arguments"], sort_keys=True)) for c in calls), run  # fmt: skip
        answered = _run(lake, "SELECT tool_call_id FROM turns WHERE run_id = {run} AND role = 'tool'", run)
        assert sorted(a for (a,) in answered) == sorted(r["source_call_id"] for r in results), run
        trajectories = _run(
            lake, "SELECT num_turns, extra->>'atif_version' FROM trajectories WHERE run_id = {run}", run
        )
        assert sorted(trajectories) == sorted(
            (sum(s["source"] == "agent" for s in d["steps"]), d["schema_version"]) for d in documents), run  # fmt: skip
        model = _run(lake, "SELECT model FROM runs WHERE run_id = {run}", run)[0][0]
        assert model in {d["agent"]["model_name"] for d in documents}, run


def test_openhands_sdk_conversations_read_from_their_state_and_event_files(field):
    """Real OpenHands SDK v1 file stores (SDK 1.9: a stubbed model's conversations; a real
    gpt-4o-mini conversation that ran a terminal command; a plugin test's persistence folder):
    a conversation a trajectory read from base_state.json with its event files, each model
    response one assistant turn, its calls whole, each observation answering its call. From the
    files, read with `json`."""
    lake, _ = field
    for state in sorted(p for p in (FIELD / "openhands-sdk").rglob("base_state.json")):
        events = [json.loads(p.read_text()) for p in sorted((state.parent / "events").glob("event-*.json"),
                                                             key=lambda p: int(p.name.split("-")[1]))]  # fmt: skip
        run = (
            state.parents[2].name
            if state.parent.parent.name in ("conversations", "persistence")
            else state.parent.parent.name
        )
        kinds = Counter(e["kind"] for e in events)
        actions = [e for e in events if e["kind"] == "ActionEvent"]
        roles = Counter({"system": kinds["SystemPromptEvent"] + kinds["SystemPromptUpdateEvent"],
                         "tool": kinds["ObservationEvent"] + kinds["AgentErrorEvent"] + kinds["UserRejectObservation"],
                         "assistant": len({e["llm_response_id"] for e in actions}) + sum(
                             e["kind"] == "MessageEvent" and e["llm_message"]["role"] == "assistant" for e in events),
                         "user": sum(e["kind"] == "MessageEvent" and e["llm_message"]["role"] == "user" for e in events)})  # fmt: skip
        got = _run(lake, "SELECT role, count(*) FROM turns WHERE run_id = {run} GROUP BY 1", run)
        assert dict(got) == {k: v for k, v in roles.items() if v}, run
        stored = _run(lake, "SELECT calls FROM turns WHERE run_id = {run} AND calls IS NOT NULL", run)
        assert sorted((c["id"], c["name"], json.dumps(c["arguments"], sort_keys=True)) for (t,) in stored
                      for c in json.loads(t)) == sorted(
            (e["tool_call"]["id"], e["tool_call"]["name"], json.dumps(json.loads(e["tool_call"]["arguments"]), sort_keys=True))
            for e in actions), run  # fmt: skip
        answered = _run(lake, "SELECT tool_call_id FROM turns WHERE run_id = {run} AND role = 'tool'", run)
        assert sorted(a for (a,) in answered) == sorted(
            e["tool_call_id"] for e in events if e["kind"] == "ObservationEvent"
        )
        state_json = json.loads(state.read_text())
        assert _run(lake, "SELECT model, format FROM runs WHERE run_id = {run}", run) == [
            (state_json["agent"]["llm"]["model"], "openhands_sdk")], run  # fmt: skip
