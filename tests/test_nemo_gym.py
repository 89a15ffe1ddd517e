"""NeMo-Gym rollouts: Responses-API output items as turns, rewards, task groups; checked
against an independent reading of the written lines."""

from __future__ import annotations

import json

from pipelines.samples.nemo_gym import RUN, write_nemo_gym

from .helpers import ingest, query


def test_rollouts_become_trajectories_turns_and_groups(tmp_path, lake):
    folder = write_nemo_gym(tmp_path / "runs")
    lines = [json.loads(line) for line in (folder / "rollouts.jsonl").read_text().splitlines()]
    report = ingest([folder], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert query(lake, "SELECT run_name, format, framework FROM runs") == [(RUN, "nemo_gym", "nemo-gym")]
    assert query(lake, "SELECT count(*), sum(reward), count(DISTINCT group_id) FROM trajectories") == [
        (len(lines), sum(r["reward"] for r in lines), len({r["_ng_task_index"] for r in lines}))]  # fmt: skip
    assert query(lake, "SELECT name, count(*) FROM rewards GROUP BY 1 ORDER BY 1") == [
        ("exact_match", len(lines)), ("reward", len(lines))]  # fmt: skip
    items = [i for r in lines for i in r["response"]["output"]]
    calls = sum(i["type"] == "function_call" for i in items)
    inputs = sum(len(r["responses_create_params"]["input"]) for r in lines)
    assert query(lake, "SELECT role, count(*) FROM turns GROUP BY 1 ORDER BY 1") == sorted([
        ("assistant", calls + sum(i["type"] == "message" for i in items)), ("system", len(lines)),
        ("tool", sum(i["type"] == "function_call_output" for i in items)), ("user", inputs - len(lines))])  # fmt: skip
    assert query(lake, "SELECT sum(tool_calls) FROM turns") == [(calls,)]
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'tool' AND tool_name = 'search'") == [(calls,)]
    # the reasoning before each rollout's first output is that turn's, apart from its text
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'assistant' AND reasoning IS NOT NULL") == [
        (len(lines),)]  # fmt: skip
    assert query(lake, "SELECT count(*) FROM turns WHERE starts_with(content, '<think>')") == [(0,)]
    # each call whole, and the output that answers it by its call id
    made = [(i["call_id"], i["name"], json.loads(i["arguments"])) for i in items if i["type"] == "function_call"]
    got = query(lake, "SELECT calls FROM turns WHERE calls IS NOT NULL")
    assert sorted((c["id"], c["name"], c["arguments"]) for (text,) in got for c in json.loads(text)) == sorted(made)
    assert query(lake, "SELECT count(*) FROM turns t JOIN turns c ON c.trajectory_id = t.trajectory_id"
                 " AND (c.calls->>'$[0].id') = t.tool_call_id WHERE t.role = 'tool'") == [(calls,)]  # fmt: skip
