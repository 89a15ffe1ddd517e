"""Terminal-Bench 1.x run folders, Atropos scored groups and rLLM episodes and telemetry: each
sample ingested, every figure checked against an independent reading of the files written
(plain ``json``, never the readers)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from pipelines.samples.harnesses import FAKE_KEY, write_atropos, write_rllm, write_terminal_bench

from .helpers import ingest, query


def test_terminal_bench_runs_with_and_without_their_run_file(tmp_path, lake):
    written = write_terminal_bench(tmp_path)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    trial_files = sorted(written.folder.glob("*/*/*/results.json"))
    reasons = {Path(u.uri): u.reason for u in report.unplaced}
    # the run with its results.json: its trials read from it, once; the other from its trial files
    covered = [p for p in trial_files if p.parts[-4] == "tb_rc2_sonnet_1"]
    assert covered and all(reasons[p].startswith("a subset of") for p in covered)
    # its run_metadata.json is the run's configuration, credentials left out
    config = dict(query(lake, "SELECT key, value FROM run_config WHERE run_id = 'tb_rc2_sonnet_1'"))
    assert config["model_name"] == "anthropic/claude-sonnet-4" and "agent_kwargs.api_key" not in config
    expected: dict[str, list[int]] = {}
    stamped = sorted((written.folder / "goose-submission").glob("*_results.json"))
    for path in [written.folder / "tb_rc2_sonnet_1" / "results.json", *stamped] + [
        p for p in trial_files if p.parts[-4] != "tb_rc2_sonnet_1"
    ]:
        document = json.loads(path.read_text())
        # a launch's stamp folder, or a run file saved under its stamp: named after its submission too
        run = {"tb_rc2_sonnet_1": "tb_rc2_sonnet_1", "goose-submission": f"goose-submission/{path.name[:20]}"}.get(
            path.parts[-2], f"terminal-bench/{path.parts[-4]}")  # fmt: skip
        for t in document.get("results", [document]):
            got = expected.setdefault(run, [0, 0, 0, 0])
            got[0] += 1
            got[1] += t["is_resolved"] is True
            got[2] += t["is_resolved"] is None
            got[3] += sum(v == "passed" for v in t["parser_results"].values())
    rows = query(
        lake,
        "SELECT run_name, count(*), sum(reward)::INT, count(*) FILTER (WHERE reward IS NULL),"
        " (SELECT count(*) FROM rewards w WHERE w.run_id = t.run_id AND name LIKE 'test/%' AND value = 1)"
        " FROM trajectories t JOIN runs USING (run_id) GROUP BY run_name, t.run_id ORDER BY 1",
    )
    assert rows == sorted((run, *v) for run, v in expected.items())
    assert query(lake, "SELECT count(*) FROM trajectories WHERE status = 'agent_timeout'") == [
        (sum(t["is_resolved"] is None for t in written.trials),)
    ]
    assert query(lake, "SELECT run_name, model, framework FROM runs ORDER BY 1") == [
        ("goose-submission/2025-08-29__07-37-19", None, "terminal-bench"),
        ("goose-submission/2025-08-30__08-00-00", None, "terminal-bench"),
        ("tb_rc2_sonnet_1", "anthropic/claude-sonnet-4", "terminal-bench"),
        ("terminal-bench/2025-08-10__05-27-18", None, "terminal-bench"),
    ]
    assert query(lake, f"SELECT count(*) FROM trajectories WHERE extra LIKE '%{FAKE_KEY}%'") == [(0,)]


def test_atropos_groups_from_template_strings_and_message_lists(tmp_path, lake):
    written = write_atropos(tmp_path)
    report = ingest([written.folder], lake)
    assert report.count("failed") == 0 and report.quarantined == 0 and not any(r.warnings for r in report.results)
    members = [
        (score, sum(1 for m in mask if m != -100), len(tokens) - sum(1 for m in mask if m != -100))
        for g in written.trials
        for score, mask, tokens in zip(g["scores"], g["masks"], g["tokens"])
    ]
    assert query(lake, "SELECT count(*), sum(reward), sum(response_tokens), sum(prompt_tokens) FROM trajectories") == [
        (len(members), sum(m[0] for m in members), sum(m[1] for m in members), sum(m[2] for m in members))
    ]
    assert query(lake, "SELECT count(DISTINCT (source_file, group_id)) FROM trajectories") == [(len(written.trials),)]
    # a chat-template string is split at its role markers: system, user, assistant turns
    roles = query(lake, "SELECT role, count(*) FROM turns GROUP BY 1 ORDER BY 1")
    strings = sum(len(g["messages"]) for g in written.trials if isinstance(g["messages"][0], str))
    lists = sum(len(g["messages"]) for g in written.trials if isinstance(g["messages"][0], list))
    assert roles == [("assistant", strings + lists), ("system", strings), ("user", strings + lists)]
    first = written.trials[0]["messages"][0]
    question = re.search(r"<\|im_start\|>user\n(.*?)<\|im_end\|>", first, re.S)[1]
    assert query(lake, "SELECT prompt FROM trajectories ORDER BY source_file, source_line, sample_index LIMIT 1")[0][
        0
    ].endswith(question)
    # token arrays are counted, never copied
    assert query(lake, "SELECT count(*) FROM trajectories WHERE length(extra) > 2000") == [(0,)]


def test_rllm_episodes_and_telemetry_with_an_unfinished_trajectory(tmp_path, lake):
    written = write_rllm(tmp_path)
    report = ingest([tmp_path / "rllm"], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    expected: dict[tuple[str, int], list[float]] = {}
    for t in written.trials:
        row = expected.setdefault(("val" if t["split"] == "val" else "train", t["step"]), [0, 0.0, 0])
        row[0] += 1
        row[1] += t["reward"]
        row[2] += sum(1 for s in t["steps"] if s["model_response"])
    got = query(
        lake,
        "SELECT split, step, count(*), sum(reward), sum(num_turns) FROM trajectories JOIN runs USING (run_id)"
        " WHERE run_name = 'solver-judge' GROUP BY ALL ORDER BY ALL",
    )
    assert got == sorted((*k, *v) for k, v in expected.items())
    assert query(lake, "SELECT DISTINCT extra->>'agent' FROM trajectories WHERE extra->>'agent' IS NOT NULL ORDER BY 1") == [
        ("judge",), ("solver",)]  # fmt: skip
    assert query(
        lake,
        "SELECT agent, count(*) FROM turns JOIN runs USING (run_id) WHERE run_name = 'solver-judge'"
        " GROUP BY 1 ORDER BY 1",
    ) == sorted(  # fmt: skip
        (name, sum(2 * len(t["steps"]) for t in written.trials if t["name"] == name)) for name in ("judge", "solver")
    )
    # per-turn step rewards and the episode's is_correct
    steps = sum(len(t["steps"]) for t in written.trials)
    assert query(lake, "SELECT count(*) FROM rewards WHERE name = 'step_reward' AND turn_index IS NOT NULL") == [
        (steps + 1,)  # the telemetry's finished trajectory has one step with a reward
    ]
    assert query(lake, "SELECT sum(value) FROM rewards JOIN runs USING (run_id) WHERE name = 'is_correct'"
                       " AND run_name = 'solver-judge'") == [(float(sum(t["reward"] for t in written.trials)),)]  # fmt: skip
    # telemetry: the finished trajectory with its reward, the unfinished one kept without; the
    # export, named after the moment its launch began, is that launch's run
    assert query(lake, "SELECT record, reward, status FROM (SELECT extra->>'trajectory_uid' AS record, reward, status"
                       " FROM trajectories JOIN runs USING (run_id) WHERE run_name = 'rllm-agent/20260307_143022')"
                       " ORDER BY 1") == [
        ("t1", 1.0, None), ("t2", None, "unfinished")]  # fmt: skip
    warnings = [w for r in report.results for w in r.warnings]
    assert any("without their end event" in w for w in warnings) and any("1 llm.start" in w for w in warnings)


def test_an_rllm_episode_as_its_api_returns_it(tmp_path, lake):
    """``trajectories`` keyed by agent name, ``id`` for the episode id."""
    episode = {"id": "task-7:0", "task": {"question": "q"}, "termination_reason": "timeout", "is_correct": False,
               "trajectories": {"solver": {"reward": 0.0, "steps": [{"observation": "q", "model_response": "a"}]},
                                "judge": {"reward": 1.0, "steps": [{"observation": "a?", "model_response": "no"}]}}}  # fmt: skip
    folder = tmp_path / "exp" / "episodes" / "val_step_3_epoch_0"
    folder.mkdir(parents=True)
    (folder / "episode_hash00000007_idtask-7_0.json").write_text(json.dumps(episode, indent=2))
    assert ingest([tmp_path / "exp"], lake).count("failed") == 0
    assert query(lake, "SELECT split, step, extra->>'agent', reward, status FROM trajectories ORDER BY 3") == [
        ("val", 3, "judge", 1.0, "timeout"), ("val", 3, "solver", 0.0, "timeout")]  # fmt: skip


def test_a_real_atropos_dump_matches_a_plain_reading(tmp_path, lake):
    """Nous Research's committed Rubik's-cube groups (tests/real/SOURCES.md): message lists with
    the environment's own roles (``agent``, ``environment``), token arrays, per-member actions."""
    import zstandard

    source = Path(__file__).parent / "real" / "atropos-rubiks"
    report = ingest([source], lake)
    assert report.count("failed") == 0 and report.quarantined == 0 and not any(r.warnings for r in report.results)
    raw = zstandard.ZstdDecompressor().stream_reader((source / "rubiks_process_results_32.jsonl.zst").open("rb"))
    groups = [json.loads(line) for line in raw.read().decode().splitlines()]
    members = [(s, sum(1 for m in mask if m != -100), len(t)) for g in groups
               for s, mask, t in zip(g["scores"], g["masks"], g["tokens"])]  # fmt: skip
    assert query(
        lake,
        "SELECT count(DISTINCT group_id), count(*), round(sum(reward), 9), sum(response_tokens),"
        " sum(response_tokens + prompt_tokens) FROM trajectories",
    ) == [(len(groups), len(members), round(sum(m[0] for m in members), 9), sum(m[1] for m in members),
           sum(m[2] for m in members))]  # fmt: skip
    roles = {"agent": "assistant", "environment": "user", "system": "system"}
    turns = sorted(
        (role, sum(roles[m["role"]] == role for g in groups for ms in g["messages"] for m in ms))
        for role in set(roles.values())
    )
    assert query(lake, "SELECT role, count(*) FROM turns GROUP BY 1 ORDER BY 1") == turns
    actions = sorted((a for g in groups for a in g["parsed_actions"]), key=repr)
    got = query(lake, "SELECT extra->>'parsed_actions' FROM trajectories")
    assert sorted((r for (r,) in got), key=repr) == actions
    assert query(lake, "SELECT max(length(extra)) < 200 FROM trajectories") == [(True,)]  # no token array copied


def test_a_terminal_bench_submission_of_trial_folders_is_one_run(tmp_path, lake):
    """A submission without the run's results.json, its trial folders straight in the run's
    (`<run>/<task>.<k>-of-<n>.<run>/results.json`): five trials of one task were five runs."""
    run = tmp_path / "runs" / "2025-09-01__10-00-00"
    for k in range(1, 6):  # trial folders with the run's id, and (some submissions) without
        trial = run / (f"hello-world.{k}-of-5.2025-09-01__10-00-00" if k < 3 else f"hello-world.{k}-of-5")
        trial.mkdir(parents=True)
        (trial / "results.json").write_text(json.dumps({
            "id": f"t{k}", "trial_name": trial.name, "task_id": "hello-world", "instruction": "say hello",
            "is_resolved": k % 2 == 1, "failure_mode": "unset", "parser_results": {"test_hello": "passed"},
        }))  # fmt: skip
    ingest([tmp_path / "runs"], lake)
    # a launch's stamp folder is named after the experiment above it (`runs` is a container's name)
    assert query(lake, "SELECT run_name, trajectories FROM runs") == [(f"{tmp_path.name}/2025-09-01__10-00-00", 5)]
    assert query(lake, "SELECT count(DISTINCT group_id), sum(reward), list(sample_index ORDER BY sample_index) "
                       "FROM trajectories") == [(1, 3.0, [0, 1, 2, 3, 4])]  # fmt: skip


def test_a_conversation_kept_as_a_json_message_list_is_a_trajectory(tmp_path, lake):
    folder = tmp_path / "chats" / "support-bot"
    folder.mkdir(parents=True)
    messages = [{"role": "system", "content": "be brief"}, {"role": "user", "content": "2+2?"},
                {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function",
                 "function": {"name": "calc", "arguments": "{\"x\": \"2+2\"}"}}]},
                {"role": "tool", "name": "calc", "content": "4"}, {"role": "assistant", "content": "4"}]  # fmt: skip
    (folder / "trajectory.json").write_text(json.dumps(messages))
    report = ingest([tmp_path / "chats"], lake)
    assert report.unread == 0 and report.committed == 1
    assert query(lake, "SELECT prompt, response, num_turns FROM trajectories") == [("be brief\n\n2+2?", "\n\n4", 2)]
    assert query(lake, "SELECT role, tool_name, tool_calls FROM turns ORDER BY turn_index") == [
        ("system", None, None), ("user", None, None), ("assistant", "calc", 1), ("tool", "calc", None),
        ("assistant", None, 0)]  # fmt: skip


def test_a_success_rate_says_its_denominator(tmp_path, lake):
    """A Terminal-Bench run's timeouts have no verdict: its success rate is of the judged trials,
    and says so (4 of 5 judged, 8 run), as the benchmark's own 4 of 8 can be read beside it."""
    from pipelines.explore import queries as q
    from pipelines.lake.catalog import connect

    written = write_terminal_bench(tmp_path)
    ingest([tmp_path], lake)
    results = json.loads((written.folder / "tb_rc2_sonnet_1" / "results.json").read_text())["results"]
    resolved = [r["is_resolved"] for r in results]
    judged = [r for r in resolved if r is not None]
    assert len(judged) < len(resolved)  # a timeout among them (the sample's)
    rows = query(lake, "SELECT n, successes, judged, success_rate FROM reward_by_step WHERE run_id = 'tb_rc2_sonnet_1'")
    assert rows == [(len(resolved), sum(judged), len(judged), sum(judged) / len(judged))]
    table = q.runs(connect(lake))
    shown = table[table.run_id == "tb_rc2_sonnet_1"].last_success_of.iloc[0]
    assert shown == f"{sum(judged)} of {len(judged)} judged, {len(resolved)} run"
