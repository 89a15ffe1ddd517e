"""A TRL ``GRPOTrainer`` output folder in the real layout (docs/formats.md):

    <run>/completions/completions_{step:05d}.parquet        step, prompt, completion, a column per
                                                            reward function, the columns reward
                                                            functions log besides (log_extra: a
                                                            text and a number), advantage
    <run>/completions/eval/completions_{step:05d}.parquet   mode = eval, chat message lists
    <run>/checkpoint-{N}/trainer_state.json                 log_history every 2 steps; each
                                                            checkpoint holds the ones before

Seeded; returns what a correct ingest must show, computed from what it wrote.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from .common import text

RUN = "qwen2.5-0.5b-grpo-trl"


@dataclass
class TrlRun:
    folder: Path
    trajectories: int = 0
    val_trajectories: int = 0
    reward_sum: float = 0.0  # of the trajectories' rewards: the sum of the reward functions' scores
    reward_rows: int = 0
    metrics: dict[tuple[int, str], float] = field(default_factory=dict)  # the latest checkpoint's history
    groups: int = 0


def write_trl(root: Path, *, steps: int = 4, prompts: int = 3, n: int = 4, seed: int = 11) -> TrlRun:
    rng = random.Random(seed)
    folder = Path(root) / RUN
    (folder / "completions" / "eval").mkdir(parents=True, exist_ok=True)
    run = TrlRun(folder)
    for step in range(1, steps + 1):
        rows = []
        for p in range(prompts):
            prompt = f"Question {step}-{p}: {text(rng, 12)}"
            scores = [[float(rng.random() < 0.3 + 0.1 * step), round(rng.random(), 2)] for _ in range(n)]
            mean = sum(sum(s) for s in scores) / n
            for sample, (accuracy, fmt) in enumerate(scores):
                rows.append({"step": step, "prompt": prompt, "completion": f"<think>{text(rng, 20)}</think> {sample}",
                             "accuracy_reward": accuracy, "format_reward": fmt,
                             "golden_answer": str(p), "num_tool_calls": sample % 3,  # log_extra's (TRL #5233)
                             "advantage": round(accuracy + fmt - mean, 4)})  # fmt: skip
                run.reward_sum += accuracy + fmt
            run.groups += 1
        run.trajectories += len(rows)
        run.reward_rows += 2 * len(rows)
        pq.write_table(pa.Table.from_pylist(rows), folder / "completions" / f"completions_{step:05d}.parquet")
        if step % 2 == 0:  # an evaluation pass, conversational
            chat = [{"mode": "eval", "step": step,
                     "prompt": [{"role": "system", "content": "Answer briefly."},
                                {"role": "user", "content": f"Eval {step}-{i}: {text(rng, 8)}"}],
                     "completion": [{"role": "assistant", "content": text(rng, 10)}],
                     "accuracy_reward": float(i % 2), "format_reward": 1.0, "advantage": 0.0} for i in range(2)]  # fmt: skip
            pq.write_table(
                pa.Table.from_pylist(chat), folder / "completions" / "eval" / f"completions_{step:05d}.parquet"
            )
            run.trajectories += 2
            run.val_trajectories += 2
            run.reward_rows += 4
            run.reward_sum += 2 * 1.0 + sum(float(i % 2) for i in range(2))  # the format and accuracy scores
    history: list[dict[str, float]] = []
    for step in range(2, steps + 1, 2):  # logged every 2 steps, as logging_steps=2 does
        history.append({"step": step, "epoch": round(step / steps, 2), "loss": round(rng.uniform(0, 0.1), 4),
                        "reward": round(rng.random(), 3), "reward_std": round(rng.random() / 3, 3),
                        "kl": round(rng.random() / 100, 5),
                        **{f"rewards/{fn}/{stat}": round(rng.random(), 3)  # every reward function, as TRL logs them
                           for fn in ("accuracy_reward", "format_reward") for stat in ("mean", "std")},
                        "completion_length": rng.randint(50, 300), "learning_rate": 1e-6})  # fmt: skip
        checkpoint = folder / f"checkpoint-{step}"
        checkpoint.mkdir(exist_ok=True)
        state = {"best_metric": None, "epoch": step / steps, "global_step": step, "max_steps": steps,
                 "log_history": list(history), "logging_steps": 2, "train_batch_size": 4}  # fmt: skip
        (checkpoint / "trainer_state.json").write_text(json.dumps(state, indent=2))
    run.metrics = {(int(r["step"]), k): float(v) for r in history for k, v in r.items() if k != "step"}
    return run


def demo(root: Path) -> list[str]:
    trl = write_trl(root / "trl")
    return [
        f"wrote {trl.folder}: a TRL GRPOTrainer run, {trl.trajectories} completions "
        f"({trl.val_trajectories} eval), trainer_state.json in {len(trl.metrics) and 2} checkpoints"
    ]
