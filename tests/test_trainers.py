"""prime-rl, SkyRL and AReaL dumps: each sample ingested and every figure checked against an
independent reading of the files written (plain ``json``, never the readers)."""

from __future__ import annotations

import json
from pathlib import Path

from pipelines.samples.trainers import write_areal, write_prime_rl, write_prime_rl_legacy, write_skyrl

from .helpers import ingest, query


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_prime_rl_episodes_read_once_from_all_with_their_turns_rewards_and_failures(tmp_path, lake):
    written = write_prime_rl(tmp_path)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    skipped = {u.uri for u in report.unplaced}
    assert {str(p) for p in written.skipped} <= skipped  # effective/ is a subset of all/: never counted twice
    assert query(lake, "SELECT run_name, framework FROM runs") == [("prime-rl-math", "prime-rl")]

    files = sorted(written.folder.glob("rollouts/step_*/*/all/traces.jsonl"))
    expected, turns, calls, rewards = [], 0, 0, 0.0
    for path in files:
        split = "val" if path.parent.parent.name == "eval" else "train"
        step = int(path.parent.parent.parent.name.removeprefix("step_"))
        for episode in _lines(path):
            for trace in episode["traces"] or [None]:
                if trace is None:
                    expected.append((split, step, None, episode["errors"][-1]["type"]))
                    continue
                scored = {k: r for k, r in trace["rewards"].items() if r is not None}
                reward = sum(r["score"] * r["weight"] for r in scored.values())
                rewards += reward
                expected.append((split, step, round(reward, 9), None))
                turns += len(trace["nodes"])
                calls += sum(len(n["message"].get("tool_calls") or []) for n in trace["nodes"])
    got = query(lake, "SELECT split, step, round(reward, 9), status FROM trajectories")
    assert sorted(got, key=repr) == sorted(expected, key=repr)
    assert query(lake, "SELECT count(*), sum(tool_calls) FROM turns") == [(turns, calls)]
    # every named reward that was scored, and the metrics apart from them
    names = query(lake, "SELECT DISTINCT name FROM rewards ORDER BY 1")
    assert names == [("correct",), ("format",), ("metrics/num_tool_calls",)]
    # the reasoning is the turn's, apart from its text; each call whole, the tool turn named after
    # the call it answers, by its id
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'assistant' AND reasoning IS NOT NULL") == [
        (len(expected) - 1,)
    ]
    assert query(lake, "SELECT count(*) FROM turns WHERE content LIKE '<think>%'") == [(0,)]
    made = sorted(
        (c["id"], c["name"], json.loads(c["arguments"]))  # verifiers' flat calls
        for path in files for episode in _lines(path) for trace in episode["traces"] or []
        for n in trace["nodes"] for c in n["message"].get("tool_calls") or []
    )  # fmt: skip
    stored = query(lake, "SELECT calls FROM turns WHERE calls IS NOT NULL")
    assert sorted((c["id"], c["name"], c["arguments"]) for (t,) in stored for c in json.loads(t)) == made
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'tool' AND tool_call_id IS NOT NULL") == [(calls,)]
    assert query(lake, "SELECT DISTINCT tool_name FROM turns WHERE role = 'tool'") == [("python",)]
    assert query(lake, "SELECT DISTINCT agent FROM turns") == [("solver",)]
    # tokens: the sampled ones are the response's; latency from the model call of the node
    first = _lines(files[0])[0]["traces"][0]
    sampled = sum(sum(n["mask"]) for n in first["nodes"])
    total = sum(len(n["token_ids"]) for n in first["nodes"])
    assert query(
        lake, f"SELECT response_tokens, prompt_tokens FROM trajectories WHERE extra->>'trace_id' = '{first['id']}'"
    ) == [(sampled, total - sampled)]
    latencies = [c["time"]["end"] - c["time"]["start"] for c in first["calls"]]
    got = query(lake, f"SELECT latency_s FROM turns JOIN trajectories USING (run_id, step, trajectory_id) "
                      f"WHERE extra->>'trace_id' = '{first['id']}' AND latency_s IS NOT NULL ORDER BY turn_index")  # fmt: skip
    assert [round(x, 6) for (x,) in got] == [round(x, 6) for x in latencies]
    # the agent's config (it holds a key in this sample) never reaches the lake
    assert query(lake, "SELECT count(*) FROM trajectories WHERE extra LIKE '%sk-never%'") == [(0,)]


def test_prime_rl_run_folders_whatever_the_compression():
    from pipelines.sources import prime_rl

    for suffix in ("", ".gz", ".zst"):
        assert prime_rl.folders_above(f"/o/rollouts/step_3/train/all/traces.jsonl{suffix}") == 4
        assert prime_rl.folders_above(f"/o/rollouts/step_3/eval_rollouts.jsonl{suffix}") == 2
    assert prime_rl.covered_by("/o/rollouts/step_3/eval/effective/traces.jsonl.gz") == (
        "/o/rollouts/step_3/eval/all/traces.jsonl.gz"
    )


def test_prime_rl_legacy_rollout_rows(tmp_path, lake):
    written = write_prime_rl_legacy(tmp_path)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    expected = sorted(
        (split, step, len(rows), sum(r["reward"] for r in rows), len({r["example_id"] for r in rows}))
        for (split, step), rows in written.records.items()
    )
    assert (
        query(
            lake,
            "SELECT split, step, count(*), sum(reward), count(DISTINCT group_id) FROM trajectories"
            " GROUP BY ALL ORDER BY ALL",
        )
        == expected
    )
    rows = [r for rs in written.records.values() for r in rs]
    assert query(lake, "SELECT sum(response_tokens) FROM trajectories") == [
        (int(sum(r["token_usage"]["output_tokens"] for r in rows)),)
    ]
    assert query(lake, "SELECT count(*) FROM rewards WHERE name = 'metrics/correct_answer_reward_func'") == [
        (len(rows),)
    ]


def test_skyrl_eval_dumps_are_val_samples_with_summed_token_scores_and_metrics(tmp_path, lake):
    written = write_skyrl(tmp_path)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert query(lake, "SELECT run_name, framework FROM runs") == [("skyrl-gsm8k", "skyrl")]
    expected = []
    for step in written.metrics:
        folder = written.folder / "dumped_evals" / f"global_step_{step}_evals"
        lines = [x for p in sorted(folder.glob("*.jsonl")) if p.name != "aggregated_results.jsonl" for x in _lines(p)]
        scores = [sum(x["score"]) if isinstance(x["score"], list) else x["score"] for x in lines]
        expected.append(("val", step, len(lines), round(sum(scores), 9), len({x["input_prompt"] for x in lines})))
    got = query(
        lake,
        "SELECT split, step, count(*), round(sum(reward), 9), count(DISTINCT group_id) FROM trajectories"
        " GROUP BY ALL ORDER BY ALL",
    )
    assert got == expected
    logged = sorted((step, name, value) for step, values in written.metrics.items() for name, value in values.items())
    assert query(lake, "SELECT step, name, value FROM step_metrics ORDER BY ALL") == logged
    assert query(lake, "SELECT DISTINCT split FROM step_metrics") == [("val",)]


def test_areal_version_folders_are_steps_and_tasks_are_groups(tmp_path, lake):
    written = write_areal(tmp_path)
    report = ingest([tmp_path / "areal"], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert query(lake, "SELECT run_name, framework FROM runs") == [("gsm8k-grpo/trial0", "areal")]
    expected = []
    for split, folder in (("train", "rollout"), ("val", "eval-rollout")):
        for version in sorted(p for p in (written.folder / folder).iterdir()):
            lines = [x for p in version.glob("*.jsonl") for x in _lines(p)]
            expected.append((split, int(version.name), len(lines), sum(x["reward"] for x in lines),
                             len({x["task_id"] for x in lines}), sum(x["seqlen"] - x["prompt_len"] for x in lines)))  # fmt: skip
    got = query(
        lake,
        "SELECT split, step, count(*), sum(reward), count(DISTINCT group_id), sum(response_tokens)"
        " FROM trajectories GROUP BY ALL ORDER BY ALL",
    )
    assert got == sorted(expected)
    segments = [s for p in written.folder.rglob("*.jsonl") for x in _lines(p) for s in x.get("segments", [])]
    assert query(lake, "SELECT role, count(*), sum(content_tokens) FROM turns GROUP BY 1 ORDER BY 1") == sorted(
        (role, sum(s["role"] == raw for s in segments), sum(s["len"] for s in segments if s["role"] == raw))
        for raw, role in (("prompt", "user"), ("gen", "assistant"), ("context", "context"))
    )
    assert query(lake, "SELECT count(*) FROM rewards WHERE name = 'original_reward'") == [
        (sum("original_reward" in x for p in written.folder.rglob("*.jsonl") for x in _lines(p)),)
    ]
    # many small files: a few commits, not one per task file
    commits = list((Path(lake) / "trajectories" / "_delta_log").glob("*.json"))
    assert len(list(written.folder.rglob("*.jsonl"))) == 24 and len(commits) <= 2
