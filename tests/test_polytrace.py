"""PolyTrace workloads and latency logs: every shape, lengths only, nothing lost or doubled."""

from __future__ import annotations

import gzip
import json
import statistics

import pytest

from pipelines.samples.polytrace import write_polytrace

from .helpers import ingest, query


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    root = tmp_path_factory.mktemp("polytrace")
    expected = write_polytrace(root / "polytrace")
    lake = str(root / "lake")
    report = ingest([root / "polytrace"], lake)
    return root, lake, expected, report


def test_every_shape_lands_with_the_generator_counts(tree):
    root, lake, expected, report = tree
    assert report.count("failed") == 0 and report.committed == len(expected)
    assert [u.uri.rsplit("/", 1)[-1] for u in report.unplaced] == ["enhanced_task_distribution_parameters.json"]
    assert query(lake, "SELECT task FROM runs WHERE run_id = 'internal_math_workloads'") == [("math",)]
    rows = query(
        lake,
        """
        SELECT r.run_id, r.trajectories, r.turns, r.quarantined, list(DISTINCT t.step ORDER BY t.step),
               sum(t.prompt_tokens), sum(t.response_tokens), count(t.prompt) + count(t.response)
        FROM runs r JOIN trajectories t USING (run_id) GROUP BY ALL ORDER BY 1""",
    )
    assert {r[0] for r in rows} == set(expected)
    for run_id, trajectories, turns, quarantined, steps, prompt_tokens, response_tokens, texts in rows:
        e = expected[run_id]
        assert (trajectories, turns, quarantined, set(steps)) == (e.trajectories, e.turns, e.quarantined, e.steps), (
            run_id
        )
        assert texts == 0  # lengths only: no text anywhere
        if run_id != "search_tool_calls":
            assert (prompt_tokens, response_tokens) == (e.prompt_tokens, e.response_tokens), run_id


def test_pairing_rule_puts_n_outputs_on_each_prompt(tree):
    root, lake, expected, _ = tree
    doc = json.loads((root / "polytrace/workloads/math_workloads.json").read_text())
    rows = query(
        lake,
        "SELECT group_id, sample_index, prompt_tokens, response_tokens FROM trajectories "
        "WHERE run_id = 'math_workloads' AND step = 2 ORDER BY group_id, sample_index",
    )
    inputs, outputs = doc["2"]["input"], doc["2"]["output"]
    n = len(outputs) // len(inputs)
    assert rows == [(f"2:{j // n}", j % n, inputs[j // n], out) for j, out in enumerate(outputs)]
    grouped = query(
        lake,
        "SELECT count(*), count(DISTINCT group_id), max(sample_index) FROM trajectories "
        "WHERE run_id = 'programming_workloads' AND step = 0",
    )
    assert grouped == [(15, 5, 2)]  # output_groups: 5 prompts x 3 outputs
    proportional = query(
        lake,
        "SELECT count(*) FILTER (WHERE extra->>'pairing' = 'proportional') FROM trajectories "
        "WHERE run_id = 'math_workloads' AND step = 6",
    )
    assert proportional == [(5,)]


def test_multi_turn_documents_and_archives(tree, tmp_path):
    root, lake, expected, _ = tree
    turns = query(
        lake,
        """
        SELECT t.num_turns, count(*) FILTER (WHERE u.role = 'assistant'), sum(u.content_tokens) FILTER (WHERE u.role = 'assistant'),
               t.response_tokens
        FROM trajectories t JOIN turns u USING (run_id, step, trajectory_id)
        WHERE run_id = 'searching_workloads' GROUP BY t.trajectory_id, t.num_turns, t.response_tokens""",
    )
    assert len(turns) == expected["searching_workloads"].trajectories
    assert all(n == assistants and total == response for n, assistants, total, response in turns)

    # The same document not archived gives the same rows.
    import tarfile

    with tarfile.open(root / "polytrace/workloads/searching_workloads.tar.gz") as archive:
        data = archive.extractfile("searching_workloads.json").read()
    plain = tmp_path / "plain" / "searching_workloads.json.gz"
    plain.parent.mkdir()
    plain.write_bytes(gzip.compress(data))
    other = str(tmp_path / "lake")
    ingest([plain.parent], other)
    sums = "SELECT count(*), sum(prompt_tokens), sum(response_tokens) FROM trajectories"
    assert query(other, sums) == query(lake, sums + " WHERE run_id = 'searching_workloads'")


def test_latency_logs_are_queryable_by_step_request_and_tool(tree):
    root, lake, expected, _ = tree
    truth = expected["search_tool_calls"].latencies
    calls = query(lake, "SELECT calls, mean_s, max_s FROM tool_latency WHERE run_id = 'search_tool_calls'")
    assert calls == [(len(truth), pytest.approx(statistics.mean(truth)), max(truth))]
    log = (root / "polytrace/tool_call_latency/search_tool_calls.log").read_text().splitlines()
    request = log[0].split("Request ID: ")[1].split(",")[0]
    mine = [float(line.split("Latency: ")[1].split()[0]) for line in log if f"Request ID: {request}," in line]
    rows = query(
        lake,
        f"""
        SELECT t.step, u.tool_name, list(u.latency_s ORDER BY u.turn_index)
        FROM trajectories t JOIN turns u USING (run_id, step, trajectory_id)
        WHERE t.extra->>'request_id' = '{request}' GROUP BY ALL""",
    )
    assert rows == [(int(log[0].split(",")[0].removeprefix("Step")), "search", mine)]
    bad = query(lake, "SELECT source_line, error FROM quarantine WHERE run_id = 'search_tool_calls'")
    assert bad == [(log.index("Step2, Request ID: broken line without a latency") + 1, "not a tool-call latency line")]


def test_bad_documents_fail_alone_and_say_why(tmp_path):
    folder = tmp_path / "workloads"
    folder.mkdir()
    (folder / "cut_workloads.json").write_text('{"0": {"input": [1, 2], "output": [3, 4, 5')
    (folder / "odd_workloads.json").write_text(
        '{"0": {"input": [1], "output": [2, 3]}, "notes": {"x": 1}, "1": {"input": [4], "output": "many"}}'
    )
    (folder / "good_workloads.json").write_text('{"0": {"input": [7], "output": [8, 9]}}')
    lake = str(tmp_path / "lake")
    report = ingest([folder], lake)
    failed = {r.shard.uri.rsplit("/", 1)[-1]: r.error for r in report.results if r.status == "failed"}
    assert list(failed) == ["cut_workloads.json"] and "malformed JSON" in str(failed["cut_workloads.json"])
    assert query(lake, "SELECT run_id, count(*) FROM trajectories GROUP BY ALL ORDER BY ALL") == [
        ("good_workloads", 2),
        ("odd_workloads", 2),
    ]
    errors = [e for (e,) in query(lake, "SELECT error FROM quarantine ORDER BY error")]
    assert errors == [
        "key 'notes': not a step, nor <task>_input_len / <task>_output_len",
        "step 1: 'output' is not a list",
    ]
