"""Harbor agent-trace Parquet exports: one trial, one trajectory."""

from __future__ import annotations

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from pipelines.samples.harbor import write_export

from .helpers import ingest, query, table_counts


@pytest.fixture(scope="module")
def export(tmp_path_factory):
    root = tmp_path_factory.mktemp("harbor") / "glm-traces"
    return root, write_export(root)


def test_an_export_lands_one_trajectory_per_trial(export, lake):
    root, exp = export
    report = ingest([root], lake)
    assert report.count("failed") == 0
    runs = query(lake, "SELECT run_id, format, trajectories, turns, rewards, quarantined, first_step, model FROM runs")
    assert runs == [(exp.run_id, "harbor", exp.trajectories, exp.turns, exp.rewards, exp.quarantined, 0, "GLM-4.7")]
    stored = dict(
        query(
            lake,
            "SELECT json_extract_string(extra, '$.trial_name'), json_extract(extra, '$.episode_rows')::INT "
            "FROM trajectories WHERE turn_grouping = 'trial'",
        )
    )
    assert stored == exp.episode_rows
    # Rows that only repeat a prefix add no turns: each message of a trial is stored once.
    assert query(
        lake, "SELECT count(*) FROM (SELECT trajectory_id, turn_index FROM turns GROUP BY ALL HAVING count(*) > 1)"
    ) == [(0,)]
    counts = table_counts(lake)
    assert ingest([root], lake).committed == 0 and table_counts(lake) == counts


def test_fields_are_read_by_name_and_results_split_into_reward_and_status(export, lake):
    root, exp = export
    ingest([root], lake)
    assert query(lake, "SELECT DISTINCT role FROM turns ORDER BY 1") == [("assistant",), ("user",)]
    first = query(lake, "SELECT DISTINCT left(content, 20) FROM turns WHERE turn_index = 0")
    assert first == [("Fix the failing test",)]  # both struct field orders
    statuses = query(lake, "SELECT status, reward FROM trajectories WHERE status IS NOT NULL")
    assert len(statuses) == exp.exception_trajectories and all(r is None for _, r in statuses)
    assert all(s.endswith("Error") for s, _ in statuses)
    raw = query(lake, "SELECT count(*) FROM rewards WHERE name = 'result' AND value IS NULL AND raw LIKE '%Error'")
    assert raw == [(len(statuses),)]
    assert query(lake, "SELECT count(*) FROM trajectories WHERE reward IS NULL AND status IS NULL") == [
        (exp.trajectories - exp.rewards,)
    ]
    tools = {t for (t,) in query(lake, "SELECT DISTINCT tool_name FROM turns WHERE content LIKE '%<tool_call>%'")}
    assert tools == {"bash", "str_replace_editor", "search_files"}
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'user' AND tool_name IS NOT NULL") == [(0,)]


def test_dates_episodes_and_optional_columns(export, lake):
    root, exp = export
    ingest([root], lake)
    dates = query(
        lake,
        "SELECT count(*) FILTER (WHERE sampled_at IS NULL), count(*) FILTER (WHERE sampled_at IS NOT NULL) FROM trajectories",
    )
    assert dates == [(exp.undated_trajectories, exp.trajectories - exp.undated_trajectories)]
    assert query(lake, "SELECT typeof(sampled_at) FROM trajectories LIMIT 1") == [("TIMESTAMP WITH TIME ZONE",)]
    episodes = query(
        lake,
        "SELECT json_extract(extra, '$.episodes')::INT[], json_extract(extra, '$.episode_rows')::INT "
        "FROM trajectories WHERE turn_grouping = 'trial'",
    )
    assert all(eps == list(range(n)) for eps, n in episodes)
    optional = query(
        lake,
        "SELECT count(*) FROM trajectories WHERE extra->>'trace_source' = 'harbor-export v0.3' "
        "AND json_array_length(extra->'tool_definitions'::VARCHAR) IS NOT NULL",
    )
    assert optional[0][0] > 0


def test_a_row_that_is_no_prefix_is_kept_and_flagged(export, lake):
    root, exp = export
    ingest([root], lake)
    rows = query(
        lake,
        "SELECT num_turns, json_extract_string(extra, '$.trial_name') FROM trajectories WHERE turn_grouping = 'non_prefix_row'",
    )
    assert len(rows) == 1 and rows[0][0] == 1
    trial = rows[0][1]
    assert query(lake, f"SELECT count(*) FROM trajectories WHERE extra->>'trial_name' = '{trial}'") == [(2,)]
    assert query(lake, "SELECT source_line, left(error, 30) FROM quarantine") == [
        (exp.stray_line, "run_id some-other-run is not t")
    ]


def test_step_comes_from_the_command_line(export, lake):
    root, exp = export
    ingest([root], lake, step=120)
    assert query(lake, "SELECT DISTINCT step FROM trajectories") == [(120,)]


def test_missing_columns_and_corrupt_files_are_reported_while_others_land(tmp_path, lake):
    root = tmp_path / "traces"
    exp = write_export(root, trials=3, files=1, quirks=False)
    data = root / "data"
    pq.write_table(
        pa.table({"messages": pa.array([[{"content": "x", "role": "user"}]]), "trial_name": ["t"], "task": ["x"]}),
        data / "train-00001-of-00003.parquet",
    )
    (data / "train-00002-of-00003.parquet").write_bytes(b"PAR1 not really")
    report = ingest([root], lake, format="harbor")
    failed = {r.shard.uri.rsplit("/", 1)[-1]: r.error for r in report.results if r.status == "failed"}
    assert failed["train-00001-of-00003.parquet"].startswith("missing required column(s) conversations")
    assert "not a readable Parquet file" in str(failed["train-00002-of-00003.parquet"])
    assert query(lake, "SELECT count(*) FROM trajectories") == [(exp.trajectories,)]
    assert report.exit_code == 0


def test_an_export_without_run_id_trial_name_or_result_still_lands_one_trajectory_per_trial(tmp_path, lake):
    root = tmp_path / "glm-swesmith-traces"
    exp = write_export(root, trials=6, files=1, seed=6, quirks=False, bare=True)
    schema = pq.read_schema(root / "data" / "train-00000-of-00001.parquet")
    assert "run_id" not in schema.names and "result" not in schema.names and pa.types.is_null(schema.field("task").type)
    report = ingest([root], lake)
    assert report.committed == 1 and report.quarantined == 0
    assert query(lake, "SELECT run_name, trajectories, turns, rewards FROM runs") == [
        ("glm-swesmith-traces", exp.trials, exp.turns, 0)
    ]  # the folder names the run (data/ is generic)
    trials = query(
        lake,
        "SELECT json_extract_string(extra, '$.trial_name'), json_extract(extra, '$.episode_rows')::INT, "
        "json_extract(extra, '$.trial_derived')::BOOLEAN, reward FROM trajectories",
    )
    assert sorted(rows for _, rows, _, _ in trials) == sorted(exp.episode_rows.values())
    assert all(name.startswith("trial-") and derived and reward is None for name, _, derived, reward in trials)
