"""Agent RL rollouts, Search-R1 turns, eval folders and metrics logs, and detection over a
mixed tree: real files, real Parquet, real DuckDB."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pipelines.reconcile.detect import detect
from pipelines.samples import write_shard
from pipelines.samples.artifacts import write_artifacts
from pipelines.sources import episode_turns, verl_agent

from .helpers import ingest, query, table_counts


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory):
    root = tmp_path_factory.mktemp("tree") / "artifacts"
    return root, write_artifacts(root)


def _lines(folder: Path, name: str, records: list, compression=None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    write_shard(
        path, ("\n".join(r if isinstance(r, str) else json.dumps(r) for r in records) + "\n").encode(), compression
    )
    return path


# --- the mixed tree ----------------------------------------------------------------------


def test_a_mixed_tree_lands_in_one_command_with_every_line_accounted_for(artifacts, lake):
    root, expected = artifacts
    report = ingest([root], lake)
    assert report.count("failed") == 0 and report.exit_code == 0
    assert sorted(u.uri.rsplit("/", 1)[-1] for u in report.unplaced) == ["README.md"]  # config.yaml: run_config
    got = {r[0]: r[1:] for r in query(lake, "SELECT run_id, trajectories, turns, step_metrics, quarantined FROM runs")}
    assert set(got) == set(expected)
    for run, exp in expected.items():
        assert got[run] == (exp.trajectories, exp.turns, exp.step_metrics, exp.quarantined), run
        splits = {s for (s,) in query(lake, f"SELECT DISTINCT split FROM trajectories WHERE run_id = '{run}'")}
        assert splits == exp.splits, run
    # verl-agent: every per-turn line is one turn of exactly one trajectory.
    for run in ("alfworld_qwen3_8b_gigpo", "webshop_olmo3_7b_gigpo"):
        exp = expected[run]
        rows = dict(
            query(lake, f"SELECT turn_grouping, sum(num_turns) FROM trajectories WHERE run_id = '{run}' GROUP BY 1")
        )
        assert sum(rows.values()) == exp.lines
        assert rows.get("single_line", 0) == exp.single_lines
        assert query(
            lake, f"SELECT count(*) FROM trajectories WHERE run_id = '{run}' AND turn_grouping = 'regrouped'"
        ) == [(exp.regrouped,)]
    counts = table_counts(lake)
    again = ingest([root], lake)
    assert again.committed == 0 and table_counts(lake) == counts


def test_search_r1_searches_per_episode_are_plain_sql(artifacts, lake):
    root, expected = artifacts
    ingest([root / "rollouts" / "search_r1_qwen3_8b_4gpu"], lake)
    searches = query(lake, "SELECT count(*) FROM turns WHERE role = 'tool' AND tool_name = 'search'")
    assert searches == [(expected["search_r1_qwen3_8b_4gpu"].searches,)]
    per_episode = query(
        lake,
        """
        SELECT t.num_turns, count(*) FILTER (WHERE u.role = 'assistant'), count(*) FILTER (WHERE u.role = 'tool')
        FROM trajectories t JOIN turns u USING (run_id, step, trajectory_id) GROUP BY t.trajectory_id, t.num_turns""",
    )
    assert all(num_turns == assistant == tools + 1 for num_turns, assistant, tools in per_episode)


def test_detect_reports_runs_and_writes_nothing(artifacts, tmp_path):
    root, _ = artifacts
    result = subprocess.run(
        [sys.executable, "-m", "pipelines", "detect", str(root), "--format", "json"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    rows = {(r["run"], r["format"]): r for r in json.loads(result.stdout)}
    assert rows[("alfworld_qwen3_8b_gigpo", "verl_agent")]["steps"] == "1-3"
    assert rows[("search_r1_metrics", "rollouts")] | {"bytes": 0} == {
        "run": "search_r1_metrics",
        "format": "rollouts",
        "split": "val",
        "steps": "100-200",
        "files": 2,
        "bytes": 0,
    }
    assert rows[("standalone_eval", "metrics")]["files"] == 2
    assert "README.md: no reader takes this kind of file" in result.stderr
    assert not (tmp_path / "data").exists() and list(tmp_path.iterdir()) == []


def test_a_corrupt_file_in_a_tree_is_a_failed_shard_not_a_skipped_file(tmp_path, lake):
    run = tmp_path / "rollouts" / "r"
    _lines(run, "1.jsonl", [{"prompt": "p", "response": "r", "reward": 1}])
    (run / "2.jsonl.gz").write_bytes(b"garbage")
    report = ingest([tmp_path], lake)
    assert {r.shard.step: r.status for r in report.results} == {1: "ok", 2: "failed"}
    assert report.unplaced == []


# --- artifact-style rollouts -------------------------------------------------------------


def test_field_names_and_step_sources_vary(tmp_path, lake):
    run = tmp_path / "rollouts" / "mixed-names"
    _lines(run, "12.jsonl", [{"prompt": "p", "response": "r", "reward": 0.5}])
    _lines(run, "step_00013.jsonl.gz", [{"input": "p", "output": "r", "score": 1}], "gzip")
    _lines(run, "global_step_14.jsonl.zst", [{"prompt": "p", "output": "r", "reward": 0, "score": 7}], "zstd")
    _lines(
        run,
        "all.jsonl",
        [{"prompt": "p", "response": "r", "reward": 1, "step": s} for s in (20, 21, 21)]
        + [{"prompt": "no step", "response": "r"}],
    )
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0
    assert query(lake, "SELECT step, count(*) FROM trajectories GROUP BY 1 ORDER BY 1") == [
        (12, 1),
        (13, 1),
        (14, 1),
        (20, 1),
        (21, 2),
    ]
    # The first alias a line has is the column; a second one is kept, as a reward here.
    assert query(lake, "SELECT name, value FROM rewards WHERE step = 14 ORDER BY name") == [
        ("reward", 0.0),
        ("score", 7.0),
    ]
    assert query(lake, "SELECT name FROM rewards WHERE step = 13") == [("score",)]
    assert query(lake, "SELECT source_line, error FROM quarantine") == [
        (4, "no step: neither the line nor its file or folder name gives one")
    ]
    assert query(lake, "SELECT steps FROM ingests WHERE source_uri LIKE '%all.jsonl'") == [([20, 21],)]


def test_runs_stopped_early_ingest_what_exists(artifacts, lake):
    root, expected = artifacts
    ingest([root / "rollouts" / "webshop_qwen3_8b_process_std_sum"], lake)
    exp = expected["webshop_qwen3_8b_process_std_sum"]
    assert query(lake, "SELECT count(*), max(step) FROM trajectories") == [(exp.trajectories, 3)]
    assert query(lake, "SELECT step, left(error, 20) FROM quarantine") == [(3, "truncated final line")]


# --- Search-R1 ---------------------------------------------------------------------------


def test_search_r1_split_keeps_every_character():
    response = (
        "<think>need facts</think>\n<search> nile mouth </search>\n\n<information>Doc 1: Egypt</information>\n"
        "<information>Doc 2: delta</information>\n\n<think>so</think>\n<answer> Cairo </answer>"
    )
    turns = episode_turns.split(response)
    assert [(role, tool, calls) for role, _, tool, calls, _ in turns] == [
        ("assistant", "search", 1),
        ("tool", "search", None),
        ("tool", "search", None),
        ("assistant", None, 0),
    ]
    assert "".join(content for _, content, *_ in turns) == response
    assert episode_turns.split("plain answer") == [("assistant", "plain answer", None, 0, None)]


# --- verl-agent --------------------------------------------------------------------------


def _turn(task: str, k: int, action: str, history: str = "") -> tuple[str, str]:
    if k == 1:
        return f"Your task is to: {task}.\nYour current observation is: room", f"<action>{action}</action>"
    return (
        f"Your task is to: {task}.\nPrior to this step: {history}\nYou are now at step {k} and your current "
        f"observation is: x\nYour admissible actions: ['{action}', 'look']",
        f"<action>{action}</action>",
    )


def _regroup(lines: list[tuple[str, str]], scores: list[float]):
    prompts, responses = zip(*lines)
    return verl_agent.regroup(list(prompts), list(responses), scores, [1] * len(lines))


def test_regroup_contiguous_episodes():
    a = [_turn("t", 1, "go a"), _turn("t", 2, "go b", "go a"), _turn("t", 3, "go c", "go b")]
    b = [_turn("t", 1, "go a"), _turn("t", 2, "go b", "go a")]
    assert _regroup(a + b + [_turn("t", 3, "look", "go b")], [0.0] * 6) == ([[0, 1, 2], [3, 4, 5]], [])


def test_regroup_interleaved_episodes_by_the_action_their_history_quotes():
    lines = [_turn("t", 1, "go a"), _turn("t", 1, "go b"), _turn("t", 2, "x", "go b"), _turn("t", 2, "y", "go a")]
    assert _regroup(lines, [1.0] * 4) == ([[0, 3], [1, 2]], [])
    # Different scores are different episodes even with the same task.
    assert _regroup(lines, [1.0, 0.0, 0.0, 1.0]) == ([[0, 3], [1, 2]], [])


def test_ambiguous_lines_stay_one_trajectory_each():
    twins = [_turn("t", 1, "go a"), _turn("t", 1, "go a"), _turn("t", 2, "x", "go a"), _turn("t", 2, "y", "go a")]
    other = [_turn("u", 1, "go a"), _turn("u", 2, "z", "go a")]
    no_task = [("no task here, step 1", "<action>look</action>")]
    assert _regroup(twins + other + no_task, [1.0] * 7) == ([[4, 5]], [0, 1, 2, 3, 6])


def test_per_line_rewards_keep_their_turn(tmp_path, lake):
    lines = [_turn("t", 1, "go a"), _turn("t", 2, "x", "go a")]
    records = [
        {"input": p, "output": r, "score": 10.0, "step": 1, "format_ok": k == 0} for k, (p, r) in enumerate(lines)
    ]
    _lines(tmp_path / "rollouts" / "agent", "1.jsonl", records)
    ingest([tmp_path], lake)
    assert query(
        lake, "SELECT num_turns, reward, turn_grouping, json_extract(extra, '$.source_lines') FROM trajectories"
    ) == [(2, 10.0, "regrouped", "[1,2]")]
    assert query(lake, "SELECT name, turn_index, value, raw FROM rewards ORDER BY turn_index NULLS FIRST, name") == [
        ("score", None, 10.0, None),
        ("format_ok", 1, 1.0, "true"),
        ("score", 1, 10.0, None),
        ("format_ok", 3, 0.0, "false"),
        ("score", 3, 10.0, None),
    ]
    assert query(lake, "SELECT turn_index, role FROM turns ORDER BY 1") == [
        (0, "user"),
        (1, "assistant"),
        (2, "user"),
        (3, "assistant"),
    ]


def test_the_penalized_sample_run_keeps_episode_and_turn_rewards(artifacts, lake):
    root, expected = artifacts
    ingest([root / "rollouts" / "alfworld_qwen3_8b_gigpo"], lake)
    assert query(lake, "SELECT count(*), sum(num_turns) FROM trajectories WHERE turn_grouping = 'regrouped'") == [
        (expected["alfworld_qwen3_8b_gigpo"].regrouped, expected["alfworld_qwen3_8b_gigpo"].turns // 2)
    ]
    assert query(lake, "SELECT DISTINCT reward FROM trajectories ORDER BY 1") == [(0.0,), (10.0,)]
    penalized = query(
        lake,
        "SELECT count(*) FROM rewards WHERE turn_index IS NOT NULL AND name = 'score' "
        "AND value IN (-0.10000000149011612, 9.899999998509884)",
    )[0][0]
    assert penalized > 0


def test_invalid_action_penalty_does_not_split_an_episode(tmp_path, lake):
    # verl-agent's default penalty: a turn with an invalid action scores 0.1 (float32) lower.
    penalized = -0.10000000149011612
    a = [_turn("t", 1, "go a"), _turn("t", 2, "go b", "go a"), _turn("t", 3, "go c", "go b")]
    b = [_turn("t", 1, "look"), _turn("t", 2, "open x", "look")]
    c = [_turn("t", 1, "take y"), _turn("t", 2, "put y", "take y")]
    lines = [a[0], b[0], c[0], a[1], b[1], c[1], a[2]]  # interleaved, as a batched rollout loop writes
    scores = [0.0, 10.0, 10.0, penalized, 9.899999998509884, 10.0, 0.0]
    assert _regroup(lines, scores) == ([[0, 3, 6], [1, 4], [2, 5]], [])
    records = [{"input": p, "output": r, "score": v, "step": 1} for (p, r), v in zip(lines, scores)]
    _lines(tmp_path / "rollouts" / "penalty", "1.jsonl", records)
    ingest([tmp_path], lake)
    assert query(lake, "SELECT num_turns, reward FROM trajectories ORDER BY source_line") == [
        (3, 0.0),
        (2, 10.0),
        (2, 10.0),
    ]  # the episode's reward, not the penalized turn's
    turn_scores = query(
        lake,
        "SELECT turn_index, value FROM rewards r JOIN trajectories t USING (trajectory_id) "
        "WHERE t.source_line = 1 AND turn_index IS NOT NULL ORDER BY 1",
    )
    assert turn_scores == [(1, 0.0), (3, penalized), (5, 0.0)]  # each turn keeps its own score


def test_actions_in_brackets_or_capitals_are_actions():
    for shape in ("[Action] {}", "<Action>{}</Action>", "<action>{}</action>"):
        lines = [
            (p, shape.format(act))
            for p, act in ((_turn("t", 1, "go a")[0], "go a"), (_turn("t", 1, "go b")[0], "go b"))
        ]
        lines += [
            (_turn("t", 2, "x", "go b")[0], shape.format("x")),
            (_turn("t", 2, "y", "go a")[0], shape.format("y")),
        ]
        assert _regroup(lines, [1.0] * 4) == ([[0, 3], [1, 2]], []), shape


# --- metrics -----------------------------------------------------------------------------


def test_metrics_logs_keep_keys_verbatim_and_text_as_text(tmp_path, lake):
    run = tmp_path / "rollouts" / "m"
    _lines(
        run,
        "metrics.jsonl",
        [
            {
                "step": 1,
                "data": {
                    "critic/score/mean": 0.5,
                    "episode/webshop_task_score (not success_rate)": 3,
                    "note": "warmup",
                },
            },
            "not json",
            {"step": "two", "data": {}},
            {"step": 3.0, "data": {"ok": True, "hist": [1, 2], "gone": None}},
        ],
    )
    (run / "log.csv").write_text("global_step,actor/lr,status\n1,1e-6,ok\n2,,ok\n3,2e-6\n")
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0
    rows = query(lake, "SELECT step, name, value, raw FROM step_metrics ORDER BY name, step")
    assert rows == [
        (1, "actor/lr", 1e-6, None),
        (1, "critic/score/mean", 0.5, None),
        (1, "episode/webshop_task_score (not success_rate)", 3.0, None),
        (3, "hist", None, "[1,2]"),
        (1, "note", None, "warmup"),
        (3, "ok", 1.0, "true"),
        (1, "status", None, "ok"),
        (2, "status", None, "ok"),
    ]
    errors = query(lake, "SELECT source_line, error FROM quarantine ORDER BY source_file, source_line")
    assert [(line, e[:24]) for line, e in errors] == [
        (4, "2 cells for 3 columns"),
        (2, "invalid JSON: invalid li"),
        (3, "'step' is not an integer"),
    ]


def test_eval_aggregates_and_checkpoint_metrics(artifacts, lake):
    root, _ = artifacts
    ingest([root / "eval"], lake)
    assert query(lake, "SELECT DISTINCT split FROM step_metrics") == [("val",)]
    assert query(
        lake, "SELECT step, count(*) FROM step_metrics WHERE run_id = 'search_r1_metrics' GROUP BY 1 ORDER BY 1"
    ) == [(100, 2), (200, 2)]
    assert query(
        lake, "SELECT name FROM step_metrics WHERE run_id = 'standalone_eval' AND step IS NULL ORDER BY 1"
    ) == [("episodes",), ("mean_reward",), ("success_rate",)]


def test_format_option_forces_a_reader(tmp_path, lake):
    run = tmp_path / "forced"
    _lines(run, "1.jsonl", [{"input": "Your current observation is: x", "output": "<action>go</action>", "score": 1}])
    shards = detect(str(run)).shards
    assert [s.format for s in shards] == ["verl_agent"]
    shards = detect(str(run), format="verl").shards
    assert [s.format for s in shards] == ["verl"]
    ingest([run], lake, format="verl")
    assert query(lake, "SELECT turn_grouping, num_turns FROM trajectories") == [(None, 1)]


def test_run_names_come_from_the_folders_the_user_pointed_at(tmp_path):
    line = [{"prompt": "p", "response": "r", "reward": 1}]
    run = tmp_path / "runs" / "team" / "r1"
    _lines(run, "12.jsonl", line)
    _lines(run / "global_step_20", "outputs.jsonl", line)
    _lines(tmp_path / "rollouts" / "r2", "3.jsonl", line)
    # Pointed at the run folder: the "runs" two levels above is not a container.
    assert {(s.run_name, s.step) for s in detect(str(run)).shards} == {("r1", 12), ("r1", 20)}
    # Pointed at a container's child, or at one file in it.
    assert {(s.run_name, s.step) for s in detect(str(tmp_path / "rollouts" / "r2")).shards} == {("r2", 3)}
    assert {s.run_name for s in detect(str(tmp_path / "rollouts" / "r2" / "3.jsonl")).shards} == {"r2"}
    # Pointed above everything: the folder right below each container names the run.
    assert {s.run_name for s in detect(str(tmp_path)).shards} == {"team", "r2"}


def test_ids_indexes_and_seeds_are_never_rewards(artifacts, lake):
    root, _ = artifacts
    ingest([root / "eval" / "standalone_eval"], lake)
    names = {n for (n,) in query(lake, "SELECT DISTINCT name FROM rewards WHERE run_id = 'standalone_eval'")}
    assert "episode_id" not in names and names
    assert query(lake, "SELECT count(*) FROM trajectories WHERE run_id = 'standalone_eval' "
                       "AND (extra->>'episode_id') IS NOT NULL") == query(
        lake, "SELECT count(*) FROM trajectories WHERE run_id = 'standalone_eval'")  # kept as extra  # fmt: skip
