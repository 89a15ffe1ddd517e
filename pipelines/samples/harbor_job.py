"""A Harbor job folder in the layout ``harbor run`` writes (docs/formats.md), and the same trials
as an ``export_traces`` Parquet file, so the two readings can be compared:

    <job>/config.json, result.json, job.log              the job's (config holds an API key)
    <job>/<task[:32]>__<7 chars>/result.json             a trial: rewards, exception, token totals
    <job>/<trial>/agent/trajectory.json                  ATIF v1.x: user, agent (reasoning, tool
                                                         calls, observations, metrics), system
    <job>/<trial>/agent/claude-code.txt, sessions/...    the agent's own logs: not traces
    <job>/<trial>/verifier/reward.txt, test-stdout.txt

One trial raised (``AgentTimeoutError``), one has a sub-agent's sidechain step.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from .common import text

JOB = "terminus-2-swesmith-job"
FAKE_KEY = "sk-test-0123456789abcdefFAKEKEY"


@dataclass
class HarborJob:
    folder: Path
    trials: dict[str, dict[str, Any]] = field(default_factory=dict)  # trial name -> its result.json
    export: Path | None = None  # the same trials as export_traces Parquet


def write_job(root: Path, *, trials: int = 5, seed: int = 21, export: bool = True) -> HarborJob:
    rng = random.Random(seed)
    folder = Path(root) / JOB
    folder.mkdir(parents=True, exist_ok=True)
    job = HarborJob(folder)
    (folder / "config.json").write_text(json.dumps({"job_name": JOB, "agent": {"name": "terminus-2",
                                                    "env": {"OPENAI_API_KEY": FAKE_KEY}}}))  # fmt: skip
    (folder / "job.log").write_text("started\n")
    export_rows = []
    for t in range(trials):
        task = f"swesmith-task-{t:03d}-fix-the-parser-bug"
        name = f"{task[:32]}__{''.join(rng.choices('abcdefghij0123456789', k=7))}"
        trial = folder / name
        (trial / "agent" / "sessions").mkdir(parents=True, exist_ok=True)
        (trial / "verifier").mkdir(exist_ok=True)
        steps: list[dict[str, Any]] = [{"step_id": 1, "source": "system", "message": "You are terminus-2."}]
        conversation: list[dict[str, Any]] = []
        instruction = f"Fix the failing test in {task}. {text(rng, 20)}"
        steps.append({"step_id": 2, "source": "user", "message": instruction})
        conversation.append({"role": "user", "content": instruction})
        for k in range(rng.randint(1, 3)):
            call_id = f"call_{t}_{k}"
            command = text(rng, 5)
            steps.append({
                "step_id": len(steps) + 1, "timestamp": f"2026-11-0{t + 1}T12:0{k}:00Z", "source": "agent",
                "model_name": "openai/gpt-5.4", "reasoning_content": text(rng, 8), "message": text(rng, 12),
                "tool_calls": [{"tool_call_id": call_id, "function_name": "bash", "arguments": {"command": command}}],
                "observation": {"results": [{"source_call_id": call_id, "content": f"$ {command}\n{text(rng, 6)}"}]},
                "metrics": {"prompt_tokens": rng.randint(500, 2000), "completion_tokens": rng.randint(20, 300)},
            })  # fmt: skip
            conversation.append({"role": "assistant", "content": steps[-1]["message"]})
        if t == 1:  # a sub-agent's step in the same trace
            steps.append({"step_id": len(steps) + 1, "source": "agent", "message": "sub-agent report",
                          "is_sidechain": True, "agent": "explorer"})  # fmt: skip
        main_model = "openai/gpt-5.4"
        if t == 2:  # as Harbor's claude-code converter writes a sub-agent's steps: marked in extra, on a smaller model
            steps.append({"step_id": len(steps) + 1, "source": "agent", "model_name": "openai/gpt-5.4-mini",
                          "message": "searched the repository", "extra": {"stop_reason": "end_turn",
                                                                          "is_sidechain": True}})  # fmt: skip
            main_model = "openai/gpt-5.4-mini"  # and ATIF's agent names the sub-agent's model, not the trial's
        atif = {"schema_version": "ATIF-v1.6", "session_id": f"s-{t}",
                "agent": {"name": "terminus-2", "version": "2.0.0", "model_name": main_model},
                "steps": steps, "final_metrics": {"total_steps": len(steps)}}  # fmt: skip
        (trial / "agent" / "trajectory.json").write_text(json.dumps(atif))
        (trial / "agent" / "claude-code.txt").write_text("agent log\n")
        (trial / "agent" / "sessions" / "cache.jsonl").write_text('{"cached": true}\n')
        reward = float(rng.random() < 0.5)
        failed = t == 3
        result = {
            "trial_name": name, "task_name": task,
            "agent_info": {"name": "terminus-2", "version": "2.0.0", "model_info": {"name": "gpt-5.4", "provider": "openai"}},
            "config": {"agent": {"name": "terminus-2", "model_name": "openai/gpt-5.4"}},
            "agent_result": {"n_input_tokens": rng.randint(1000, 5000), "n_output_tokens": rng.randint(100, 900)},
            "verifier_result": None if failed else {"rewards": {"reward": reward, "tests_passed": rng.randint(0, 5)}},
            "exception_info": {"exception_type": "AgentTimeoutError", "exception_message": "timed out"} if failed else None,
            "started_at": f"2026-11-0{t + 1}T12:00:00Z", "finished_at": f"2026-11-0{t + 1}T12:09:00Z",
        }  # fmt: skip
        (trial / "result.json").write_text(json.dumps(result))
        (trial / "verifier" / "reward.txt").write_text("" if failed else f"{reward}\n")
        (trial / "verifier" / "test-stdout.txt").write_text(
            f"collected 5 items\n{'FAILED' if not reward else 'passed'}\n"
        )
        job.trials[name] = result
        export_rows.append({"conversations": conversation, "agent": "terminus-2", "model": "openai/gpt-5.4",
                            "model_provider": "openai", "date": result["started_at"], "task": task,
                            "episode": f"episode-{len(conversation) // 2}", "run_id": JOB, "trial_name": name,
                            "result": "AgentTimeoutError" if failed else str(reward)})  # fmt: skip
    (folder / "result.json").write_text(json.dumps({"id": "job-1", "n_total_trials": trials, "stats": {"n_errors": 1}}))
    if export:  # the same trials, as the same job's export (it names the same run)
        data = Path(root) / "export" / "data"
        data.mkdir(parents=True, exist_ok=True)
        job.export = data / "train-00000-of-00001.parquet"
        pq.write_table(pa.Table.from_pylist(export_rows), job.export)
    return job


def demo(root: Path) -> list[str]:
    job = write_job(root / "harbor-jobs", trials=3, export=False)
    return [
        f"wrote {job.folder}: a Harbor job folder of {len(job.trials)} trials (ATIF trajectories, verifier rewards)"
    ]
