"""agent-lightning's rollout trajectories as its verl trainer uploads them to W&B and ``wandb
artifact get`` downloads them (``agentlightning/verl/rollout_adapter.py``; no real file is
public): ``artifacts/<split>-trajectories-<run id>-step-<N>:v0/step_<N>/<split>_trajectories.jsonl.zip``,
a zip of one JSON Lines member, a line a rollout ``{rollout_id, reward, prompt, response}``
written as the adapter writes it (compact separators, text not escaped). Two W&B runs' artifacts
in one ``artifacts/`` folder; GRPO groups of rollouts of one Qwen-templated prompt; a validation
artifact beside the training ones. Seeded, and the zips dated: the same call writes the same
bytes. Returns each file's records as written."""

from __future__ import annotations

import json
import random
import zipfile
from pathlib import Path
from typing import Any

from .common import text

RUNS = ("k3v9x2ab", "p7q1m4cd")  # W&B run ids
STEPS = (1, 2, 3)
_DATED = (2026, 5, 1, 0, 0, 0)  # a zip member carries its time: a fixed one keeps the bytes the same


def _prompt(question: str) -> str:
    return (f"<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\n{question}<|im_end|>\n"
            "<|im_start|>assistant\n")  # fmt: skip


def _records(rng: random.Random, prompts: int, n: int) -> list[dict[str, Any]]:
    records = []
    for _ in range(prompts):
        a, b = rng.randint(2, 40), rng.randint(2, 40)
        prompt = _prompt(f"What is {a} times {b}? {text(rng, 6)}")
        for _ in range(n):
            right = rng.random() < 0.55
            answer = a * b if right else a * b + rng.randint(1, 9)
            records.append({"rollout_id": f"{rng.getrandbits(128):032x}", "reward": 1.0 if right else 0.0,
                            "prompt": prompt, "response": f"{text(rng, 12)} The answer is {answer}."})  # fmt: skip
    return records


def _write_zip(path: Path, records: list[dict[str, Any]], member: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in records)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo(member, date_time=_DATED)
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, lines.encode("utf-8"))


def write_agent_lightning(root: Path, *, seed: int = 83) -> dict[str, list[dict[str, Any]]]:
    """The artifacts folder under ``root``: each file's records, by its path."""
    rng = random.Random(seed)
    written: dict[str, list[dict[str, Any]]] = {}
    for run in RUNS:
        artifacts = [("train", step, _records(rng, 3, 4)) for step in STEPS]
        artifacts.append(("validation", STEPS[-1], _records(rng, 4, 1)))
        for split, step, records in artifacts:
            name = f"{split}_trajectories.jsonl"
            path = (
                Path(root) / "artifacts" / f"{split}-trajectories-{run}-step-{step}:v0" / f"step_{step}" / f"{name}.zip"
            )
            _write_zip(path, records, name)
            written[str(path)] = records
    return written


def demo(root: Path) -> list[str]:
    folder = Path(root) / "agent-lightning"
    written = write_agent_lightning(folder)
    return [f"wrote {folder}: agent-lightning's W&B trajectory artifacts, {len(RUNS)} runs, "
            f"{sum(len(r) for r in written.values())} rollouts"]  # fmt: skip
