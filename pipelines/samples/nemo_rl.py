"""NeMo-RL's per-step sample logs in the real shape (docs/formats.md): ``logs/exp_001/``
``train_data_step{N}.jsonl`` (``content`` as the messages' texts without roles, ``rewards``,
``advantages`` repeated over the tokens, ``token_ids``, ``token_loss_mask``,
``generation_logprobs``, ``prev_logprobs`` (the trainer's, a little off the sampler's),
``input_lengths``) and ``val_data_step{N}.jsonl`` (``content`` as the
message log with roles, ``rewards`` as a one-element list), and the TensorBoard scalars dumped to JSON
(``{tag: {"<step>": value}}``)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text

RUN = "nemo-rl-grpo-math"


@dataclass
class NemoRlRun:
    folder: Path
    train: dict[int, list[dict[str, Any]]] = field(default_factory=dict)  # step -> the lines written
    val: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    metrics: dict[str, dict[str, float]] = field(default_factory=dict)  # the TensorBoard dump written


def write_nemo_rl(root: Path, *, steps: int = 3, prompts: int = 2, n: int = 4, seed: int = 41) -> NemoRlRun:
    rng = random.Random(seed)
    folder = Path(root) / RUN / "logs" / "exp_001"
    folder.mkdir(parents=True, exist_ok=True)
    run = NemoRlRun(folder)
    for step in range(1, steps + 1):
        lines = []
        for p in range(prompts):
            prompt = f"<|im_start|>user\nSolve {step}-{p}: {text(rng, 10)}<|im_end|>\n<|im_start|>assistant\n"
            rewards = [float(rng.random() < 0.4 + 0.1 * step) for _ in range(n)]
            mean = sum(rewards) / n
            for reward in rewards:
                prompt_len, response_len = rng.randint(20, 40), rng.randint(10, 60)
                mask = [0] * prompt_len + [1] * response_len
                sampled = [0.0] * prompt_len + [-round(rng.random(), 3) for _ in range(response_len)]
                lines.append({
                    "content": [prompt, f"{text(rng, 12)} \\boxed{{{rng.randint(1, 99)}}}<|im_end|>"],
                    "rewards": reward, "advantages": [0.0] * prompt_len + [round(reward - mean, 4)] * response_len,
                    "token_ids": [rng.randint(5, 150_000) for _ in mask], "token_loss_mask": mask,
                    "generation_logprobs": sampled, "prev_logprobs": [round(x + rng.uniform(-0.02, 0.02), 4) if m else 0.0
                                                                      for x, m in zip(sampled, mask)],
                    "input_lengths": prompt_len + response_len,
                })  # fmt: skip
        (folder / f"train_data_step{step}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
        run.train[step] = lines
    for step in (0, steps):  # validation before training and at the end
        lines = [{"content": [{"role": "user", "content": f"Val {i}: {text(rng, 8)}"},
                              {"role": "assistant", "content": text(rng, 9)}],
                  "rewards": [float(i % 2)]} for i in range(4)]  # fmt: skip
        (folder / f"val_data_step{step}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
        run.val[step] = lines
    # The TensorBoard scalars dumped to JSON: string step keys, tags on their own steps.
    run.metrics = {
        "train/loss": {str(s): round(rng.uniform(0, 0.2), 4) for s in range(1, steps + 1)},
        "train/reward": {str(s): round(sum(x["rewards"] for x in run.train[s]) / len(run.train[s]), 4)
                         for s in range(1, steps + 1)},
        "validation/accuracy": {str(s): 0.5 for s in run.val},
    }  # fmt: skip
    (folder / "tensorboard_metrics.json").write_text(json.dumps(run.metrics))
    return run


def demo(root: Path) -> list[str]:
    nemo_rl = write_nemo_rl(root / "nemo-rl")
    return [
        f"wrote {nemo_rl.folder}: NeMo-RL sample logs, {sum(map(len, nemo_rl.train.values()))} train samples in "
        f"{len(nemo_rl.train)} steps, {sum(map(len, nemo_rl.val.values()))} val samples"
    ]
