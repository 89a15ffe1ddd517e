"""Terminal-Bench 1.x, Atropos and rLLM outputs in the real shape (docs/formats.md):

- Terminal-Bench: two run folders as the public leaderboard holds them, one with its run-level
  ``results.json`` and ``run_metadata.json`` beside the trial folders, one of trial folders
  only; plus each trial's ``panes/`` and logs;
- Atropos: ``--env.data_path_to_save_groups`` JSON Lines, one scored group a line, members'
  messages as chat-template strings in one file and as message lists in another;
- rLLM: ``episodes/{train,val}_step_N_epoch_0/episode_hash*_id*.json`` of a solver-judge
  workflow (two trajectories an episode) and a telemetry NDJSON file whose last trajectory
  never got its end event."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text

TB_TASKS = ("fix-git", "csv-to-parquet", "hello-world", "chess-best-move")
FAKE_KEY = "sk-ant-FAKE000000000000000000000000"


@dataclass
class Harness:
    folder: Path
    trials: list[dict[str, Any]] = field(default_factory=list)  # every trial / member / trajectory written, as written
    files: int = 0


def _trial(rng: random.Random, task: str, k: int, n: int, run: str) -> dict[str, Any]:
    resolved = rng.choice([True, False, None]) if k else True
    tests = {f"test_{i}": rng.choice(["passed", "failed"]) for i in range(rng.randint(1, 3))}
    return {
        "id": f"{rng.getrandbits(64):016x}", "trial_name": f"{task}.{k + 1}-of-{n}.{run}", "task_id": task,
        "instruction": f"{task}: {text(rng, 12)}", "is_resolved": resolved,
        "failure_mode": "agent_timeout" if resolved is None else "unset", "parser_results": tests,
        "recording_path": f"{run}/{task}/{task}.{k + 1}-of-{n}.{run}/sessions/agent.cast",
        "total_input_tokens": rng.randint(0, 90_000), "total_output_tokens": rng.randint(0, 9_000),
        "trial_started_at": "2025-09-23T00:04:54.121092+00:00", "trial_ended_at": "2025-09-23T00:12:35.797860+00:00",
        "agent_started_at": "2025-09-23T00:05:02.661146+00:00", "agent_ended_at": "2025-09-23T00:12:18.461707+00:00",
        "test_started_at": "2025-09-23T00:12:19.828502+00:00", "test_ended_at": "2025-09-23T00:12:23.402053+00:00",
    }  # fmt: skip


def write_terminal_bench(root: Path, *, attempts: int = 2, seed: int = 71) -> Harness:
    rng = random.Random(seed)
    out = Path(root) / "terminal-bench"
    written = Harness(out)
    for run, with_run_file in (("tb_rc2_sonnet_1", True), ("2025-08-10__05-27-18", False)):
        trials = []
        for task in TB_TASKS:
            for k in range(attempts):
                trial = _trial(rng, task, k, attempts, run)
                folder = out / run / task / trial["trial_name"]
                (folder / "panes").mkdir(parents=True, exist_ok=True)
                (folder / "results.json").write_text(json.dumps(trial, indent=4))
                (folder / "panes" / "post-agent.txt").write_text("$ ls\n")
                (folder / "commands.txt").write_text("ls\n")
                (folder / "agent.log").write_text("agent started\n")
                trials.append(trial)
        if with_run_file:
            resolved = [t["trial_name"] for t in trials if t["is_resolved"]]
            (out / run / "results.json").write_text(json.dumps({
                "id": "c468092c", "results": trials, "pass_at_k": {}, "n_resolved": len(resolved),
                "n_unresolved": len(trials) - len(resolved), "resolved_ids": resolved,
                "unresolved_ids": [t["trial_name"] for t in trials if not t["is_resolved"]],
                "accuracy": len(resolved) / len(trials)}, indent=4))  # fmt: skip
            (out / run / "run_metadata.json").write_text(json.dumps({
                "run_id": run, "agent_name": "Factory Droid", "model_name": "anthropic/claude-sonnet-4",
                "dataset_name": "terminal-bench-core", "dataset_version": "0.1.1", "username": "ssm-user",
                "agent_kwargs": {"api_key": FAKE_KEY}, "s3_bucket": None}, indent=4))  # fmt: skip
        written.trials += trials
    # A leaderboard submission keeping its launches' run files under their stamps, side by side.
    for stamp in ("2025-08-29__07-37-19", "2025-08-30__08-00-00"):
        trials = [_trial(rng, task, 0, 1, stamp) for task in TB_TASKS]
        resolved = [t["trial_name"] for t in trials if t["is_resolved"]]
        (out / "goose-submission").mkdir(parents=True, exist_ok=True)
        (out / "goose-submission" / f"{stamp}_results.json").write_text(json.dumps({
            "id": stamp, "results": trials, "n_resolved": len(resolved), "resolved_ids": resolved,
            "accuracy": len(resolved) / len(trials)}, indent=4))  # fmt: skip
        written.trials += trials
    return written


def write_atropos(root: Path, *, groups: int = 3, size: int = 4, seed: int = 72) -> Harness:
    rng = random.Random(seed)
    out = Path(root) / "atropos-gsm8k"
    out.mkdir(parents=True, exist_ok=True)
    written = Harness(out)
    for name, as_strings in (("gsm8k_groups.jsonl", True), ("tool_groups.jsonl", False)):
        lines = []
        for g in range(groups):
            question = f"Q{g}: {text(rng, 8)}"
            tokens: list[list[int]] = []
            masks: list[list[int]] = []
            messages: list[str | list[dict[str, Any]]] = []
            scores: list[float] = []
            for _ in range(size):
                prompt_len, answer_len = rng.randint(10, 30), rng.randint(5, 40)
                tokens.append([rng.randint(5, 150_000) for _ in range(prompt_len + answer_len)])
                masks.append([-100] * prompt_len + tokens[-1][prompt_len:])
                answer = text(rng, 7)
                if as_strings:
                    messages.append(f"<|im_start|>system\nReason step by step.<|im_end|>\n<|im_start|>user\n{question}"
                                    f"<|im_end|>\n<|im_start|>assistant\n<think>{text(rng, 4)}</think>{answer}<|im_end|>")  # fmt: skip
                else:
                    messages.append([{"role": "user", "content": question}, {"role": "assistant", "content": answer}])
                scores.append(rng.choice([1.0, -1.0]))
            mean = sum(scores) / size
            line = {"tokens": tokens, "masks": masks, "scores": scores, "messages": messages,
                    "advantages": [[s - mean] * len(t) for s, t in zip(scores, tokens)], "overrides": None,
                    "group_overrides": {"group_size": size}, "ref_logprobs": None}  # fmt: skip
            lines.append(line)
            written.trials.append(line)
        (out / name).write_text("".join(json.dumps(x) + "\n" for x in lines))
        written.files += 1
    return written


def _rllm_episode(rng: random.Random, step: int, task: int, rollout: int) -> dict[str, Any]:
    correct = rng.random() < 0.5
    trajectories: list[dict[str, Any]] = []
    for name in ("solver", "judge"):
        steps = [{"observation": f"Task {task}: {text(rng, 6)}" if i == 0 else "Observation: 3",
                  "thought": text(rng, 3), "action": "answer", "reward": 0.0 if i == 0 else float(correct),
                  "done": i == 1, "model_response": text(rng, 8),
                  "chat_completions": [{"role": "user", "content": f"Task {task}"}, {"role": "assistant", "content": "x"}],
                  "timing": {}} for i in range(2)]  # fmt: skip
        trajectories.append({"name": name, "uid": f"{step}-{task}-{rollout}-{name}", "reward": float(correct),
                             "num_steps": 2, "timing": {}, "steps": steps})  # fmt: skip
    return {
        "training_step": step, "epoch": 0, "episode_id": f"task{task}:{rollout}", "session_id": None,
        "task": {"question": f"Task {task}"}, "task_hash": f"{task:08x}", "is_correct": correct,
        "termination_reason": rng.choice(["env_done", "max_turns_exceeded"]), "metrics": {"solver_acc": float(correct)},
        "metadata": {}, "timing": {}, "trajectories": trajectories,
    }  # fmt: skip


def write_rllm(root: Path, *, steps: tuple[int, ...] = (1, 2), tasks: int = 2, n: int = 2, seed: int = 73) -> Harness:
    rng = random.Random(seed)
    out = Path(root) / "rllm" / "logs" / "rllm-math" / "solver-judge"
    written = Harness(out)
    for step in steps:
        for mode in ("train", "val"):
            folder = out / "episodes" / f"{mode}_step_{step}_epoch_0"
            folder.mkdir(parents=True, exist_ok=True)
            for task in range(tasks):
                for rollout in range(n if mode == "train" else 1):
                    episode = _rllm_episode(rng, step, task, rollout)
                    name = f"episode_hash{episode['task_hash']}_id{episode['episode_id'].replace(':', '_')}.json"
                    (folder / name).write_text(json.dumps(episode, indent=2) + "\n")
                    written.trials += [{"split": mode, "step": step, **t} for t in episode["trajectories"]]
                    written.files += 1
    # telemetry: an episode of one trajectory, then a trajectory whose end event never came
    events = [
        {"type": "episode.start", "data": {"id": "tele-1", "task": {"question": "2+2"}}},
        {"type": "trajectory.start", "data": {"uid": "t1", "name": "solver", "task": {"question": "2+2"}}},
        {"type": "llm.start", "data": {"span_id": "s1"}},
        {
            "type": "trajectory.step",
            "data": {
                "trajectory_uid": "t1",
                "step_idx": 0,
                "observation": "2+2?",
                "model_response": "4",
                "reward": 1.0,
            },
        },  # fmt: skip
        {"type": "trajectory.end", "data": {"uid": "t1", "num_steps": 1, "reward": 1.0}},
        {"type": "episode.end", "data": {"id": "tele-1", "is_correct": True, "termination_reason": "env_done"}},
        {"type": "trajectory.start", "data": {"uid": "t2", "name": "solver"}},
        {
            "type": "trajectory.step",
            "data": {"trajectory_uid": "t2", "step_idx": 0, "observation": "3+3?", "model_response": "thinking"},
        },  # fmt: skip
    ]
    telemetry = Path(root) / "rllm" / "rllm-agent" / "trajectories" / "20260307_143022_a1b2c3d4.ndjson"
    telemetry.parent.mkdir(parents=True, exist_ok=True)
    telemetry.write_text("".join(json.dumps(e) + "\n" for e in events))
    return written


def demo(root: Path) -> list[str]:
    tb = write_terminal_bench(root / "terminal-bench")
    atropos = write_atropos(root / "atropos")
    rllm = write_rllm(root / "rllm")
    return [
        f"wrote {tb.folder}: 4 Terminal-Bench runs, {len(tb.trials)} trials (one run without its results.json, "
        "two saved under their launches' stamps)",
        f"wrote {atropos.folder}: Atropos scored groups, {len(atropos.trials)} groups in {atropos.files} files",
        f"wrote {rllm.folder}: rLLM episodes, {rllm.files} files of 2 agents each, and a telemetry stream",
    ]
