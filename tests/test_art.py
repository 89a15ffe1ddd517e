"""OpenPipe ART's trajectory logs, every version its writer produced, checked against the rows
as pyarrow reads them from the files written (never through tracelake's reader)."""

from __future__ import annotations

import json

import pyarrow.parquet as pq

from pipelines.samples.art import write_art

from .helpers import ingest, query


def test_every_version_of_arts_parquet_lands_a_trajectory_a_row_with_its_calls_whole(tmp_path):
    written = write_art(tmp_path / "src")
    lake = str(tmp_path / "lake")
    report = ingest([tmp_path / "src"], lake)
    assert report.count("failed") == 0
    expected = []
    for path in written:
        split = "train" if "/train/" in path else "val"
        step = int(path.rsplit("/", 1)[1].split(".")[0])
        for row in pq.read_table(path).to_pylist():
            if row.get("format_version") == 2 and row["trajectory_index"] is None:
                continue  # a group whose rollouts all raised: no trajectory
            expected.append((split, step, row["reward"], len(row["messages"]),
                             sum(1 for m in row["messages"] if m["role"] == "assistant")))  # fmt: skip
    found = query(lake, "SELECT t.split, t.step, t.reward, count(u.turn_index), count(*) FILTER (WHERE u.role = 'assistant') "
                        "FROM trajectories t JOIN turns u USING (run_id, step, trajectory_id) GROUP BY t.split, t.step, "
                        "t.trajectory_id, t.reward")  # fmt: skip
    assert sorted(found) == sorted(expected)
    assert query(lake, "SELECT DISTINCT run_name FROM runs") == [("agent-001",)]
    assert query(lake, "SELECT DISTINCT name FROM rewards") == [("reward",)]  # metrics are no rewards
    calls = [json.loads(c) for (c,) in query(lake, "SELECT calls FROM turns WHERE calls IS NOT NULL")]
    assert all(c[0]["name"] == "search" and "query" in c[0]["arguments"] for c in calls)
    answered = query(
        lake, "SELECT count(*) FROM turns WHERE role = 'tool' AND tool_name = 'search' AND tool_call_id LIKE 'call_%'"
    )
    assert answered[0][0] == len(expected)
    groups = query(
        lake,
        "SELECT step, count(DISTINCT group_id) FROM trajectories WHERE split = 'train' GROUP BY step ORDER BY step",
    )
    assert groups == [(0, 3), (1, 3)]
    warned = [w for r in report.outcomes for w in r.warnings]
    assert warned == ["1 rollout(s) raised an exception (in their group's log, no trajectory to read)"]
