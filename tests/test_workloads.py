"""`tracelake export polytrace` and `tracelake generate`: workloads out of the lake and drawn
from fits, each read back by the PolyTrace reader."""

from __future__ import annotations

import json
import statistics
from collections import Counter

import pyarrow.parquet as pq
import pytest
from typer.testing import CliRunner

from pipelines.cli import app
from pipelines.samples import RunSpec, write_run
from pipelines.samples.polytrace import MATH_MEANS, MATH_WEIGHTS, write_parameters, write_polytrace

from .helpers import ingest, query

SUMS = "SELECT count(*), sum(prompt_tokens), sum(response_tokens), count(DISTINCT step) FROM trajectories"


def invoke(*args: str) -> str:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_a_tokenized_verl_run_exports_lengths_only_and_reads_back(tmp_path, tokenizer_file):
    written = write_run(tmp_path / "runs", RunSpec("exported", steps=3, prompts=3, n=4))
    lake = str(tmp_path / "lake")
    invoke("ingest", str(written.folder), "--lake", lake, "--tokenizer", str(tokenizer_file))
    out = tmp_path / "workload" / "exported_workloads.json"
    out.parent.mkdir()
    assert "single-turn, 3 step(s), 36 trajectories" in invoke(
        "export", "polytrace", "exported", "--lake", lake, "--out", str(out)
    )
    doc = json.loads(out.read_text())
    assert list(doc) == ["1", "2", "3"] and all(len(s["output"]) == 4 * len(s["input"]) for s in doc.values())
    assert all(isinstance(v, int) for s in doc.values() for v in s["input"] + s["output"])  # no text

    back = str(tmp_path / "back")
    ingest([out.parent], back)
    original = query(lake, SUMS)[0]
    assert query(back, SUMS)[0][:3] == original[:3]  # prompt tokens repeat per sample: the pairing held
    pairs = "SELECT step, sample_index, prompt_tokens, response_tokens FROM trajectories ORDER BY ALL"
    assert query(back, pairs) == query(lake, pairs)


def test_a_multi_turn_run_exports_its_turns(tmp_path):
    write_polytrace(tmp_path / "polytrace")
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "polytrace"], lake)
    out = tmp_path / "again" / "searching_workloads.json"
    out.parent.mkdir()
    assert "multi-turn, 5 step(s), 30 trajectories" in invoke(
        "export", "polytrace", "searching_workloads", "--lake", lake, "--out", str(out)
    )
    back = str(tmp_path / "back")
    ingest([out.parent], back)
    assert query(back, SUMS) == query(lake, SUMS + " WHERE run_id = 'searching_workloads'")

    missing = CliRunner().invoke(
        app,
        [
            "export",
            "polytrace",
            "search_tool_calls",
            "--lake",
            lake,
            "--out",
            str(tmp_path / "x.json"),
            "--single-turn",
        ],
    )
    assert missing.exit_code == 2 and "no token counts" in missing.output


def test_a_run_without_token_counts_is_not_exported(tmp_path):
    written = write_run(tmp_path / "runs", RunSpec("chars-only", steps=1, prompts=1, n=2))
    lake = str(tmp_path / "lake")
    ingest([written.folder], lake)
    result = CliRunner().invoke(
        app, ["export", "polytrace", "chars-only", "--lake", lake, "--out", str(tmp_path / "x.json")]
    )
    assert result.exit_code == 2 and "--tokenizer" in result.output and not (tmp_path / "x.json").exists()


@pytest.fixture
def params(tmp_path):
    path = tmp_path / "enhanced_task_distribution_parameters.json"
    write_parameters(path)
    return path


def test_math_workloads_drawn_from_the_published_mixture(tmp_path, params):
    out = tmp_path / "gen" / "math_workloads.json"
    out.parent.mkdir()
    invoke("generate", "--params", str(params), "-n", "4000", "--out", str(out), "--seed", "3")
    doc = json.loads(out.read_text())
    inputs, outputs = doc["0"]["input"], doc["0"]["output"]
    assert len(inputs) == len(outputs) == 4000 and min(inputs + outputs) >= 1 and max(outputs) <= 32000
    expected_output = sum(w * m[1] for w, m in zip(MATH_WEIGHTS, MATH_MEANS))
    assert statistics.mean(outputs) == pytest.approx(expected_output, rel=0.05)
    again = tmp_path / "gen" / "again.json"
    invoke("generate", "--params", str(params), "-n", "4000", "--out", str(again), "--seed", "3")
    assert again.read_bytes() == out.read_bytes()  # same seed, same records
    again.unlink()  # the same records twice would be one shard and a reported copy

    capped = tmp_path / "capped.jsonl"
    invoke(
        "generate", "--params", str(params), "-n", "2000", "--out", str(capped), "--format", "jsonl", "--cap", "5000"
    )
    records = [json.loads(line) for line in capped.read_text().splitlines()]
    assert max(r["max_tokens"] for r in records) == 5000 and min(r["max_tokens"] for r in records) >= 1

    lake = str(tmp_path / "lake")
    ingest([out.parent], lake)  # the generated file is a PolyTrace workload
    assert query(lake, "SELECT count(*) FROM trajectories WHERE run_id = 'math_workloads'") == [(4000,)]


def test_tool_calling_draws_per_call_lengths_not_summary_statistics(tmp_path, params):
    out = tmp_path / "calls.parquet"
    invoke(
        "generate",
        "--params",
        str(params),
        "--task",
        "tool_calling",
        "-n",
        "3000",
        "--out",
        str(out),
        "--format",
        "parquet",
    )
    rows = pq.read_table(out).to_pylist()
    sessions = Counter(r["session"] for r in rows)
    published = json.loads(params.read_text())["tool_calling_task"]["call_count_distribution"]
    total = sum(published.values())
    shares = Counter(sessions.values())
    for calls, weight in published.items():
        assert shares[int(calls)] / 3000 == pytest.approx(weight / total, abs=0.03)
    # Output i has mean 350 + 30 (i - 1) in the file; the published sampler's positional slice
    # would hand out totals and means of the whole session (thousands) instead.
    for call in range(3):
        lengths = [r["max_tokens"] for r in rows if r["call"] == call]
        assert statistics.mean(lengths) == pytest.approx(350 + 30 * call, rel=0.05)
        prompts = [r["prompt_tokens"] for r in rows if r["call"] == call]
        assert statistics.mean(prompts) == pytest.approx(300 + 20 * call, rel=0.05)


def test_workloads_drawn_from_a_fit_of_the_lake(tmp_path):
    write_polytrace(tmp_path / "polytrace")
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "polytrace"], lake)
    out = tmp_path / "fit.json"
    invoke("generate", "--run", "math_workloads", "--lake", lake, "-n", "3000", "--out", str(out), "--components", "3")
    drawn = json.loads(out.read_text())["0"]["output"]
    observed = query(
        lake,
        "SELECT avg(response_tokens) FROM trajectories WHERE run_id = 'math_workloads' "
        "AND response_tokens IS NOT NULL AND step < 6",
    )[0][0]
    assert statistics.mean(drawn) == pytest.approx(observed, rel=0.1)
    result = CliRunner().invoke(app, ["generate", "--run", "nope", "--lake", lake, "--out", str(out)])
    assert result.exit_code == 2 and "no such run" in result.output
