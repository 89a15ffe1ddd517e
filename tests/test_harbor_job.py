"""Harbor job folders as `harbor run` writes them: a trial is a trajectory, the job is the run;
ATIF steps are turns; the verifier's rewards are rewards; an exception is a failed trial; the
same trials read through the export_traces Parquet give the same trajectories and rewards."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from pipelines.samples.harbor_job import FAKE_KEY, JOB, write_job

from .helpers import ingest, query


@pytest.fixture()
def job(tmp_path, lake):
    written = write_job(tmp_path / "jobs")
    report = ingest([tmp_path / "jobs" / JOB], lake)
    return written, report


def test_each_trial_is_a_trajectory_of_the_jobs_run(job, lake):
    written, report = job
    # a shard a trial, and the job's config.json (its configuration, credentials left out)
    assert report.count("failed") == 0 and report.quarantined == 0 and report.committed == len(written.trials) + 1
    assert query(lake, "SELECT run_name, format, framework, trajectories FROM runs") == [
        (JOB, "harbor_job,run_config", "harbor", len(written.trials))]  # fmt: skip
    assert query(lake, "SELECT key, value FROM run_config ORDER BY key") == [("agent.name", "terminus-2"),
                                                                            ("job_name", JOB)]  # fmt: skip
    rewards = {n: r["verifier_result"]["rewards"] for n, r in written.trials.items() if r["verifier_result"]}
    got = query(lake, "SELECT extra->>'trial_name', reward, status FROM trajectories ORDER BY 1")
    assert got == sorted((n, rewards[n]["reward"] if n in rewards else None,
                          None if n in rewards else "AgentTimeoutError") for n in written.trials)  # fmt: skip
    assert query(lake, "SELECT count(*) FROM rewards") == [(sum(len(r) for r in rewards.values()),)]
    assert query(lake, "SELECT count(*) FROM trajectories WHERE extra->>'verifier_output' LIKE 'collected 5 items%'") == [
        (len(written.trials),)]  # fmt: skip
    skipped = {u.uri.rsplit("/", 1)[-1] for u in report.skipped}
    assert {"job.log", "claude-code.txt", "cache.jsonl", "reward.txt", "test-stdout.txt"} <= skipped


def test_atif_steps_are_turns_with_tool_calls_tokens_and_observations(job, lake):
    written, _ = job
    steps = [
        s for trial in written.folder.glob("*/agent/trajectory.json") for s in json.loads(trial.read_text())["steps"]
    ]
    agent = [s for s in steps if s["source"] == "agent"]
    calls = sum(len(s.get("tool_calls", [])) for s in steps)
    assert query(lake, "SELECT role, count(*) FROM turns GROUP BY 1 ORDER BY 1") == sorted([
        ("assistant", len(agent)), ("system", sum(s["source"] == "system" for s in steps)),
        ("tool", sum(len(s.get("observation", {}).get("results", [])) for s in steps)),
        ("user", sum(s["source"] == "user" for s in steps))])  # fmt: skip
    assert query(lake, "SELECT sum(tool_calls), sum(content_tokens) FROM turns WHERE role = 'assistant'") == [
        (calls, sum(s.get("metrics", {}).get("completion_tokens", 0) for s in agent))]  # fmt: skip
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'tool' AND tool_name = 'bash'") == [(calls,)]
    # the reasoning apart from the message, each call whole: its id, name and arguments as written
    got = query(lake, "SELECT reasoning, content FROM turns WHERE role = 'assistant'")
    assert sorted(got, key=repr) == sorted(((s.get("reasoning_content"), s["message"]) for s in agent), key=repr)
    assert query(lake, "SELECT count(*) FROM turns WHERE starts_with(content, '<think>')") == [(0,)]
    stored = query(lake, "SELECT calls FROM turns WHERE calls IS NOT NULL")
    assert sorted(json.dumps(c, sort_keys=True) for (text,) in stored for c in json.loads(text)) == sorted(
        json.dumps({"id": c["tool_call_id"], "name": c["function_name"], "arguments": c["arguments"]}, sort_keys=True)
        for s in agent for c in s.get("tool_calls", []))  # fmt: skip
    answered = {c["tool_call_id"] for s in agent for c in s.get("tool_calls", [])}
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'tool' AND list_contains(?, tool_call_id)",
                 [sorted(answered)]) == [(calls,)]  # fmt: skip
    assert query(lake, "SELECT count(*) FROM trajectories WHERE (extra->>'sidechain_agents') IS NOT NULL") == [(2,)]
    # the sub-agent's steps (and their observations) say who spoke, marked on the step or in its
    # extra (Harbor's claude-code converter); the main agent's name none
    side = [s for s in steps if s.get("is_sidechain") or s.get("extra", {}).get("is_sidechain")]
    assert query(lake, "SELECT agent, count(*) FROM turns WHERE agent IS NOT NULL GROUP BY 1 ORDER BY 1") == sorted(
        Counter(s.get("agent", "sidechain") for s in side for _ in range(1 + len(s.get("observation", {}).get("results", []))))
        .items())  # fmt: skip
    assert query(lake, "SELECT sum(mean_tool_calls * trajectories) FROM turn_stats") == [(calls,)]


def test_no_secret_of_a_config_reaches_the_lake(job, lake, tmp_path):
    leaked = [p for p in (tmp_path / "lake").rglob("*") if p.is_file() and FAKE_KEY.encode() in p.read_bytes()]
    assert leaked == []


def test_the_job_folder_and_its_parquet_export_give_the_same_trials(job, lake, tmp_path):
    written, _ = job
    other = str(tmp_path / "export-lake")
    assert written.export is not None
    ingest([written.export.parent.parent], other)
    folder = query(lake, "SELECT extra->>'trial_name', reward, status FROM trajectories ORDER BY 1")
    export = query(other, "SELECT extra->>'trial_name', reward, status FROM trajectories ORDER BY 1")
    assert folder == export


def test_the_run_model_is_the_trials_configured_one_never_a_sub_agents(job, lake):
    """A real claude-code trial (harbor-datagen, tests/real/SOURCES.md): ATIF's agent names
    claude-haiku, the sub-agent's model, on 15 of 71 agent steps; the trial ran claude-sonnet-4-5,
    as its result.json's config says. The sample's third trial is in that shape."""
    written, _ = job
    configured = {r["config"]["agent"]["model_name"] for r in written.trials.values()}
    assert query(lake, "SELECT DISTINCT model FROM runs") == [(m,) for m in sorted(configured)]
