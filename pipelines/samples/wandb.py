"""W&B local run folders in the real shape (docs/formats.md): ``wandb/run-<date>-<id>/files/``
with verl's cumulative validation table (``input_k, output_k, score_k`` per row and step), a
TRL completions table (its ``step`` column the trainer's, the file name W&B's own step),
OpenRLHF's ``train/generated_samples`` (logged whole, a row more, at every step),
``wandb-summary.json``, and the ``wandb-metadata.json`` and ``config.yaml`` that real folders
hold (with fake API keys planted, which must not reach the lake, nor the owner's e-mail, host or
home); plus a crashed run whose summary holds only ``_wandb``."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text

FAKE_KEY = "wandb_v1_FAKEKEY0123456789abcdef"
SECOND_KEY = "hf_FAKEsecond0123456789abcdefghij"


@dataclass
class WandbRuns:
    folder: Path
    verl: dict[int, list[tuple[str, str, float]]] = field(default_factory=dict)  # step -> (input, output, score)
    trl: list[dict[str, Any]] = field(default_factory=list)  # rows of the completions tables
    summary: dict[str, Any] = field(default_factory=dict)
    openrlhf: list[tuple[int, str, float]] = field(default_factory=list)  # (global_step, text, reward), once each


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
    # What real folders hold beside the tables: W&B 0.18's metadata (the command line, the
    # owner's e-mail and host) and its config.yaml ({key: {value: ...}}), with credentials planted
    # where real runs leak them.
    (verl / "wandb-metadata.json").write_text(json.dumps({
        "os": "Linux-5.15.0-119-generic-x86_64-with-glibc2.35", "python": "CPython 3.11.10",
        "startedAt": "2025-12-01T10:10:10.000000Z", "program": "-m verl.trainer.main_ppo",
        "args": ["--config-name", "ppo_trainer", "--api-key", FAKE_KEY, f"--hf_token={SECOND_KEY}"],
        "git": {"remote": "https://github.com/volcengine/verl", "commit": "8073d9b6576e62a61936d296cbcb452c02e126be"},
        "email": "someone@example.com", "root": "/home/someone/verl", "host": "node-7", "username": "someone",
        "gpu": "NVIDIA H100 80GB HBM3", "gpu_count": 8}, indent=2))  # fmt: skip
    (verl / "config.yaml").write_text(f"""_wandb:
    value:
        cli_version: 0.18.5
        m: []
        python_version: 3.11.10
actor_rollout_ref:
    value:
        actor:
            optim:
                lr: 1e-06
        model:
            path: Qwen/Qwen2.5-3B-Instruct
        rollout:
            n: 5
algorithm:
    value:
        adv_estimator: gae
api_key:
    value: {FAKE_KEY}
data:
    value:
        max_response_length: 2048
        train_batch_size: 256
""")
    trl = wandb / "run-20251202_090000-trl00002" / "files"
    for wandb_step, step in ((7, 10), (15, 20)):  # W&B's own step in the name, the trainer's in the rows
        rows = [[step, f"Prompt {p}", text(rng, 8), float(p % 2), float(p % 2), round(rng.uniform(-1, 1), 3)]
                for p in range(4)]  # fmt: skip
        runs.trl += [
            dict(zip(("step", "prompt", "completion", "reward", "accuracy_reward", "advantage"), r)) for r in rows
        ]
        _table(trl / "media" / "table" / f"completions_{wandb_step}_{rng.getrandbits(80):020x}.table.json",
               ["step", "prompt", "completion", "reward", "accuracy_reward", "advantage"], rows)  # fmt: skip
    # OpenRLHF logs its samples table whole at every step, a row more each time, and its metrics
    # in a second call: W&B's own step in the name runs twice as fast as the rows' global_step.
    openrlhf = wandb / "run-20251204_120000-orlhf004" / "files"
    for global_step in range(1, 5):
        runs.openrlhf.append(
            (global_step, f"Human: {text(rng, 6)}\nAssistant: {text(rng, 9)}", round(rng.uniform(-2, 2), 4))
        )
        _table(openrlhf / "media" / "table" / "train" / f"generated_samples_{2 * global_step - 1}_{rng.getrandbits(80):020x}.table.json",
               ["global_step", "text", "reward"], [list(r) for r in runs.openrlhf])  # fmt: skip
    crashed = wandb / "run-20251203_000000-crash003" / "files"
    crashed.mkdir(parents=True, exist_ok=True)
    (crashed / "wandb-summary.json").write_text(json.dumps({"_wandb": {"runtime": 3}}))
    return runs


def demo(root: Path) -> list[str]:
    wandb = write_wandb(root / "wandb-runs")
    return [
        f"wrote {wandb.folder}: 4 W&B run folders (verl, TRL and OpenRLHF rollout tables, a summary, a crashed run)"
    ]
