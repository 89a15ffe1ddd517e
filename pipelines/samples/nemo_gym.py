"""NeMo-Gym rollouts in the real shape (docs/formats.md): one JSON line per rollout with the
request (``responses_create_params``), the Responses-API ``response`` (``output[]`` items:
reasoning, message, function_call, function_call_output), ``reward``, an extra reward field and
the task and rollout indexes; several rollouts per task (a GRPO group)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from .common import text

RUN = "nemo-gym-search-qwen3"


def write_nemo_gym(root: Path, *, tasks: int = 3, rollouts: int = 4, seed: int = 31) -> Path:
    rng = random.Random(seed)
    folder = Path(root) / RUN
    folder.mkdir(parents=True, exist_ok=True)
    lines = []
    for task in range(tasks):
        question = f"Which river flows through city {task}? {text(rng, 8)}"
        for rollout in range(rollouts):
            output = [{"type": "reasoning", "summary": [{"type": "summary_text", "text": text(rng, 6)}]}]
            for call in range(rng.randint(0, 2)):
                call_id = f"call_{task}_{rollout}_{call}"
                output.append({"type": "function_call", "name": "search", "call_id": call_id,
                               "arguments": json.dumps({"query": text(rng, 3)})})  # fmt: skip
                output.append({"type": "function_call_output", "call_id": call_id, "output": text(rng, 10)})
            output.append({"type": "message", "role": "assistant",
                           "content": [{"type": "output_text", "text": f"The answer is {text(rng, 2)}."}]})  # fmt: skip
            correct = rng.random() < 0.5
            lines.append({
                "responses_create_params": {"input": [{"role": "system", "content": "Use the search tool."},
                                                      {"role": "user", "content": question}],
                                            "temperature": 1.0, "tools": [{"type": "function", "name": "search"}]},
                "response": {"id": f"resp_{task}_{rollout}", "model": "Qwen/Qwen3-8B", "output": output,
                             "usage": {"input_tokens": rng.randint(100, 900), "output_tokens": rng.randint(20, 300)}},
                "reward": float(correct), "exact_match": float(correct), "_ng_task_index": task,
                "_ng_rollout_index": rollout,
            })  # fmt: skip
    (folder / "rollouts.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    return folder


def demo(root: Path) -> list[str]:
    gym = write_nemo_gym(root / "nemo-gym")
    return [f"wrote {gym}: NeMo-Gym rollouts (Responses-API outputs with tool calls), 3 tasks x 4 rollouts"]
