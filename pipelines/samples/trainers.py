"""prime-rl, SkyRL and AReaL dumps in the real shape (docs/formats.md), one generator each:

- prime-rl: ``rollouts/step_N/{train,eval}/{all,effective}/traces.jsonl`` of verifiers episodes
  (``effective`` a subset of ``all``; one episode errored before any trace) and, for an older
  run, ``rollouts/step_N/{train,eval}_rollouts.jsonl`` rows;
- SkyRL: ``dumped_evals/global_step_N_evals/{data_source}.jsonl`` plus
  ``aggregated_results.jsonl``, multi-turn scores as per-token lists;
- AReaL: ``logs/<user>/<exp>/<trial>/rollout/<version>/<task_id>.jsonl``, many small files,
  multi-turn samples with ``segments``."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text


def _write(path: Path, records: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records))


@dataclass
class Written:
    folder: Path
    # (split, step) -> the records that should become trajectories, as written
    records: dict[tuple[str, int], list[dict[str, Any]]] = field(default_factory=dict)
    skipped: list[Path] = field(default_factory=list)  # files written that hold nothing new
    metrics: dict[int, dict[str, Any]] = field(default_factory=dict)  # step -> metrics written

    @property
    def trajectories(self) -> int:
        return sum(map(len, self.records.values()))


def _node(role: str, content: str, rng: random.Random, *, sampled: bool = False, **message: Any) -> dict[str, Any]:
    tokens = rng.randint(4, 30)
    mask = [False] * 3 + [True] * (tokens - 3) if sampled else [False] * tokens
    return {
        "parent": None, "message": {"role": role, "content": content, **message}, "sampled": sampled,
        "timestamp": 1764600000.0 + rng.random(), "token_ids": [rng.randint(5, 150_000) for _ in range(tokens)],
        "mask": mask, "logprobs": [-rng.random() for m in mask if m],
        "advantages": [0.25] * sum(mask) if sampled else None,
    }  # fmt: skip


def _episode(rng: random.Random, step: int, group: int, sample: int, kind: str) -> dict[str, Any]:
    nodes = [_node("system", "You are a careful solver.", rng),
             _node("user", f"Problem {group}: {text(rng, 9)}", rng)]  # fmt: skip
    nodes.append(_node("assistant", text(rng, 6), rng, sampled=True, reasoning_content=text(rng, 4),
                       tool_calls=[{"id": f"c{sample}", "name": "python", "arguments": '{"code": "1+1"}'}]))  # fmt: skip
    nodes.append(_node("tool", "2", rng, tool_call_id=f"c{sample}"))
    nodes.append(_node("assistant", f"{text(rng, 8)} \\boxed{{{rng.randint(1, 9)}}}", rng, sampled=True))
    for i, node in enumerate(nodes[1:]):
        node["parent"] = i
    calls = [{"node": i, "model": "Qwen/Qwen3-4B", "finish_reason": "stop",
              "usage": {"prompt_tokens": 40, "completion_tokens": 20},
              "time": {"start": 100.0 + i, "end": 100.0 + i + round(rng.uniform(0.1, 2), 3)}}
             for i, n in enumerate(nodes) if n["sampled"]]  # fmt: skip
    correct = float(rng.random() < 0.5)
    return {
        "id": f"ep-{kind}-{step}-{group}-{sample}", "env": {"id": "math-python", "name": "math"},
        "task": {"type": "MathTask", "data": {"question": f"Problem {group}"}, "key": f"task-{group}"},
        "group": {"id": f"g-{step}-{group}"},
        "run": {"type": "train", "id": "r1", "work": {"type": kind, "step": step, "policy": {"start": step, "end": step}}},
        "ok": True, "errors": [],
        "traces": [{
            "version": 1, "id": f"tr-{kind}-{step}-{group}-{sample}", "verifiers": {"version": "1.0.0"},
            "task": {"type": "MathTask", "data": {"question": f"Problem {group}"}},
            "agent": {"config": {"model": "Qwen/Qwen3-4B", "api_key": "sk-never-copy-me"}, "name": "solver"},
            "tools": [{"name": "python", "description": "run code", "parameters": {}}],
            "nodes": nodes, "calls": calls,
            "rewards": {"correct": {"score": correct, "weight": 1.0}, "format": {"score": 1.0, "weight": 0.1},
                        "judge": None},
            "metrics": {"num_tool_calls": 1.0, "length_penalty": None},
            "is_completed": True, "ok": True, "stop_condition": "no_tools", "errors": [],
            "timing": {"start": 100.0, "agent": {"start": 100.0, "end": 104.0}},
        }],
    }  # fmt: skip


def write_prime_rl(root: Path, *, steps: int = 2, groups: int = 2, n: int = 3, seed: int = 51) -> Written:
    """A prime-rl output folder; ``records`` holds the episodes of ``all`` (the trajectories)."""
    rng = random.Random(seed)
    out = Path(root) / "prime-rl-math" / "outputs"
    written = Written(out)
    for step in range(steps):
        for kind, split in (("train", "train"), ("eval", "val")):
            episodes = [_episode(rng, step, g, s, kind) for g in range(groups) for s in range(n)]
            if kind == "train" and step == steps - 1:  # failed before its trace: kept, not dropped
                episodes.append({"id": f"ep-failed-{step}", "env": {"id": "math-python"}, "task": {"type": "MathTask",
                                 "data": {}}, "ok": False, "errors": [{"type": "SandboxError", "message": "boot failed"}],
                                 "traces": []})  # fmt: skip
            base = out / "rollouts" / f"step_{step}" / kind
            _write(base / "all" / "traces.jsonl", episodes)
            effective = [e for e in episodes if e["traces"]][: len(episodes) // 2]
            _write(base / "effective" / "traces.jsonl", effective)
            written.records[(split, step)] = episodes
            written.skipped.append(base / "effective" / "traces.jsonl")
    return written


def write_prime_rl_legacy(root: Path, *, steps: int = 2, examples: int = 2, n: int = 2, seed: int = 52) -> Written:
    """An older prime-rl run: ``rollouts/step_N/{train,eval}_rollouts.jsonl`` of RolloutOutput rows."""
    rng = random.Random(seed)
    out = Path(root) / "prime-rl-legacy"
    written = Written(out)
    for step in range(steps):
        for kind, split in (("train", "train"), ("eval", "val")):
            rows = []
            for example in range(examples):
                for _ in range(n):
                    reward = float(rng.random() < 0.5)
                    rows.append({
                        "example_id": example, "prompt": [{"role": "user", "content": f"Q{example}: {text(rng, 7)}"}],
                        "completion": [{"role": "assistant", "content": text(rng, 9)}],
                        "answer": str(example), "task": "gsm8k", "reward": reward,
                        "metrics": {"correct_answer_reward_func": reward}, "is_completed": True,
                        "is_truncated": False, "stop_condition": "completed",
                        "token_usage": {"input_tokens": 31.0, "output_tokens": float(rng.randint(8, 40))},
                        "timing": {"generation": {"start": 1.0, "end": 2.5}}, "info": {},
                    })  # fmt: skip
            _write(out / "rollouts" / f"step_{step}" / f"{kind}_rollouts.jsonl", rows)
            written.records[(split, step)] = rows
    return written


def write_skyrl(
    root: Path, *, steps: tuple[int, ...] = (0, 10), prompts: int = 3, n: int = 2, seed: int = 53
) -> Written:
    rng = random.Random(seed)
    out = Path(root) / "skyrl-gsm8k" / "exports"
    written = Written(out)
    for step in steps:
        folder = out / "dumped_evals" / f"global_step_{step}_evals"
        lines = []
        for source in ("gsm8k", "multiturn_search"):
            rows = []
            for p in range(prompts):
                prompt = f"<|im_start|>user\n{source} {p}: {text(rng, 8)}<|im_end|>\n<|im_start|>assistant\n"
                for _ in range(n):
                    if source == "multiturn_search":  # a reward on each turn's last token
                        score: float | list[Any] = [0.0, 0.5] + [0.0] * rng.randint(3, 10) + [round(rng.random(), 2)]
                    else:
                        score = float(rng.random() < 0.6)
                    rows.append({"input_prompt": prompt, "output_response": text(rng, 12), "score": score,
                                 "stop_reason": "stop", "env_class": source, "data_source": source,
                                 "env_extras": {"extra_info": {"split": "test", "index": p}}})  # fmt: skip
            _write(folder / f"{source}.jsonl", rows)
            lines += rows
        written.records[("val", step)] = lines
        written.metrics[step] = {"eval/gsm8k/avg_score": round(rng.random(), 4), "eval/gsm8k/pass_at_2": 0.75,
                                 "eval/all/avg_score": round(rng.random(), 4)}  # fmt: skip
        _write(folder / "aggregated_results.jsonl", [written.metrics[step]])
    return written


def write_areal(root: Path, *, versions: int = 3, tasks: int = 6, n: int = 4, seed: int = 54) -> Written:
    rng = random.Random(seed)
    out = Path(root) / "areal" / "logs" / "root" / "gsm8k-grpo" / "trial0"
    written = Written(out)
    task_id = 0
    for version in range(versions):
        for folder, split in (("rollout", "train"), ("eval-rollout", "val")):
            lines = []
            for _ in range(tasks if split == "train" else 2):
                task_id += 1
                rows = []
                for i in range(n):
                    prompt_len, seqlen = rng.randint(20, 40), rng.randint(60, 120)
                    row = {"task_id": task_id, "sample_idx": i, "seqlen": seqlen, "prompt_len": prompt_len,
                           "head_version": max(0, version - 1), "tail_version": version,
                           "version_rle": [[version, seqlen - prompt_len]], "reward": float(rng.random() < 0.5),
                           "prompt": f"<|im_start|>user\nTask {task_id}<|im_end|>", "completion": text(rng, 10)}  # fmt: skip
                    if i == 0:  # a multi-turn sample: prompt, generation, the environment's answer, generation
                        row["segments"] = [{"role": "prompt", "len": prompt_len, "text": row["prompt"]},
                                           {"role": "gen", "len": 20, "text": text(rng, 5)},
                                           {"role": "context", "len": 10, "text": "Observation: 4"},
                                           {"role": "gen", "len": seqlen - prompt_len - 30, "text": text(rng, 5)}]  # fmt: skip
                        row["original_reward"] = 0.25
                    rows.append(row)
                _write(out / folder / str(version) / f"{task_id}.jsonl", rows)
                lines += rows
            written.records[(split, version)] = lines
    return written


def demo(root: Path) -> list[str]:
    prime = write_prime_rl(root / "prime-rl")
    legacy = write_prime_rl_legacy(root / "prime-rl")
    skyrl = write_skyrl(root / "skyrl")
    areal = write_areal(root / "areal")
    files = sum(1 for _ in areal.folder.rglob("*.jsonl"))
    return [
        f"wrote {prime.folder}: prime-rl episodes, {prime.trajectories} in all/ (effective/ a subset), and an older "
        f"run's {legacy.trajectories} rollout rows",
        f"wrote {skyrl.folder}: SkyRL eval dumps, {skyrl.trajectories} samples at {len(skyrl.metrics)} evaluations",
        f"wrote {areal.folder}: AReaL rollouts, {areal.trajectories} samples in {files} per-task files",
    ]
