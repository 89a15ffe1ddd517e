"""W&B local run folders in the real shape (docs/formats.md): ``wandb/run-<date>-<id>/files/``
with verl's cumulative validation table (``input_k, output_k, score_k`` per row and step), a
TRL completions table (its ``step`` column the trainer's, the file name W&B's own step),
``wandb-summary.json``, and the ``wandb-metadata.json`` and ``config.yaml`` that real folders
hold (with a fake API key: nothing of them may reach the lake); plus a crashed run whose summary
holds only ``_wandb``."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text

FAKE_KEY = "wandb_v1_FAKEKEY0123456789abcdef"


@dataclass
class WandbRuns:
    folder: Path
    verl: dict[int, list[tuple[str, str, float]]] = field(default_factory=dict)  # step -> (input, output, score)
    trl: list[dict[str, Any]] = field(default_factory=list)  # rows of the completions tables
    summary: dict[str, Any] = field(default_factory=dict)


def _table(path: Path, columns: list[str], data: list[list[Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"columns": columns, "data": data}))


def write_wandb(root: Path, *, steps: int = 3, samples: int = 2, seed: int = 61) -> WandbRuns:
    rng = random.Random(seed)
    wandb = Path(root) / "wandb"
    runs = WandbRuns(wandb)
    verl = wandb / "run-20251201_101010-v3rl0001" / "files"
    columns = ["step"] + [f"{c}_{i + 1}" for i in range(samples) for c in ("input", "output", "score")]
    data: list[list[Any]] = []
    for step in range(1, steps + 1):  # verl logs the whole table so far at every validation
        row: list[Any] = [step]
        runs.verl[step] = []
        for _ in range(samples):
            sample = (f"Question: {text(rng, 6)}", text(rng, 9), float(rng.random() < 0.5))
            runs.verl[step].append(sample)
            row += list(sample)
        data.append(row)
        _table(verl / "media" / "table" / "val" / f"generations_{step}_{rng.getrandbits(80):020x}.table.json",
               columns, [list(r) for r in data])  # fmt: skip
    runs.summary = {"_step": steps, "_runtime": 812.5, "_timestamp": 1764583810.2, "val-core/gsm8k/reward/mean@1": 0.5,
                    "actor/entropy": 0.41, "val/generations": {"_type": "table-file", "path": "media/table/x.json"},
                    "_wandb": {"runtime": 812}}  # fmt: skip
    (verl / "wandb-summary.json").write_text(json.dumps(runs.summary))
    (verl / "wandb-metadata.json").write_text(json.dumps({"host": "node-7", "args": [f"--key={FAKE_KEY}"]}))
    (verl / "config.yaml").write_text(f"wandb_version: 1\napi_key:\n  value: {FAKE_KEY}\n")
    trl = wandb / "run-20251202_090000-trl00002" / "files"
    for wandb_step, step in ((7, 10), (15, 20)):  # W&B's own step in the name, the trainer's in the rows
        rows = [[step, f"Prompt {p}", text(rng, 8), float(p % 2), float(p % 2), round(rng.uniform(-1, 1), 3)]
                for p in range(4)]  # fmt: skip
        runs.trl += [
            dict(zip(("step", "prompt", "completion", "reward", "accuracy_reward", "advantage"), r)) for r in rows
        ]
        _table(trl / "media" / "table" / f"completions_{wandb_step}_{rng.getrandbits(80):020x}.table.json",
               ["step", "prompt", "completion", "reward", "accuracy_reward", "advantage"], rows)  # fmt: skip
    crashed = wandb / "run-20251203_000000-crash003" / "files"
    crashed.mkdir(parents=True, exist_ok=True)
    (crashed / "wandb-summary.json").write_text(json.dumps({"_wandb": {"runtime": 3}}))
    return runs


def demo(root: Path) -> list[str]:
    wandb = write_wandb(root / "wandb-runs")
    return [f"wrote {wandb.folder}: 3 W&B run folders (verl and TRL rollout tables, a summary, a crashed run)"]
