"""OpenPipe ART's trajectory logs in the shapes its writer produced (``src/art/utils/
trajectory_logging.py``; no real file is public): a v1 Parquet file (2026-01 to 2026-07) at
step 0, a v2 file (``format_version`` 2, the whole trajectory as JSON, a sampled turn an OpenAI
``Choice`` with its log probabilities, a group whose rollouts all raised as a row without a
trajectory) at step 1, and an ``art migrate``d file (no ``group_*`` columns) in ``val``. A tool
agent answering with a ``search`` call. Seeded; returns each file's rows as written."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from .common import text

MODEL = "agent-001"
_MESSAGE = pa.struct([("role", pa.string()), ("content", pa.string()), ("tool_calls", pa.string()),
                      ("tool_call_id", pa.string()), ("trainable", pa.bool_())])  # fmt: skip


def _rollout(rng: random.Random, question: str) -> tuple[list[dict[str, Any]], float]:
    """(messages and choices, reward) of one rollout: the question, a search call, its result, an answer."""
    call = {"id": f"call_{rng.getrandbits(40):010x}", "type": "function",
            "function": {"name": "search", "arguments": json.dumps({"query": question[:30]})}}  # fmt: skip
    right = rng.random() < 0.5
    choice = {"finish_reason": "tool_calls", "index": 0,
              "message": {"role": "assistant", "content": None, "tool_calls": [call]},
              "logprobs": {"content": [{"token": "search", "bytes": [115], "logprob": -0.01, "top_logprobs": []}]}}  # fmt: skip
    answer = {"finish_reason": "stop", "index": 0,
              "message": {"role": "assistant", "content": f"The answer is {'Paris' if right else text(rng, 2)}."},
              "logprobs": {"content": [{"token": "The", "bytes": [84], "logprob": -0.2, "top_logprobs": []}]}}  # fmt: skip
    return [
        {"role": "system", "content": "You answer with the search tool."},
        {"role": "user", "content": question},
        choice,
        {"role": "tool", "tool_call_id": call["id"], "content": text(rng, 8)},
        answer,
    ], (1.0 if right else 0.0)


def _flat(item: dict[str, Any]) -> dict[str, Any]:
    """A message as v1's ``messages`` column holds it (a Choice its message, trainable)."""
    choice = "finish_reason" in item
    message = item["message"] if choice else item
    calls = message.get("tool_calls")
    return {"role": message["role"], "content": message.get("content"),
            "tool_calls": json.dumps(calls) if calls else None, "tool_call_id": message.get("tool_call_id"),
            "trainable": choice}  # fmt: skip


def _groups(rng: random.Random, groups: int, n: int) -> list[list[tuple[list[dict[str, Any]], float, float]]]:
    questions = [f"What is the capital of country {i}? {text(rng, 4)}" for i in range(groups)]
    return [[(*_rollout(rng, q), round(rng.uniform(1, 9), 2)) for _ in range(n)] for q in questions]


def _v1(groups: list[list[tuple[list[dict[str, Any]], float, float]]], *, migrated: bool) -> pa.Table:
    rows = []
    for g, group in enumerate(groups):
        for messages, reward, duration in group:
            row: dict[str, Any] = {"group_index": g}
            if not migrated:
                row |= {"group_metadata": json.dumps({"scenario_id": g}), "group_metrics": None, "group_logs": None}
            row |= {"reward": reward, "metrics": json.dumps({"duration": duration}), "metadata": None,
                    "tools": json.dumps([{"type": "function", "function": {"name": "search"}}]),
                    "logs": [] if migrated else None, "messages": [_flat(m) for m in messages]}  # fmt: skip
            if migrated:
                row["additional_histories"] = None
            rows.append(row)
    types = {"group_index": pa.int64(), "group_metadata": pa.string(), "group_metrics": pa.string(),
             "group_logs": pa.list_(pa.string()), "reward": pa.float64(), "metrics": pa.string(),
             "metadata": pa.string(), "tools": pa.string(), "logs": pa.list_(pa.string()),
             "messages": pa.list_(_MESSAGE), "additional_histories": pa.string()}  # fmt: skip
    names = list(rows[0])
    return pa.table({k: pa.array([r[k] for r in rows], types[k]) for k in names})


def _v2(groups: list[list[tuple[list[dict[str, Any]], float, float]]]) -> pa.Table:
    compact = {"ensure_ascii": False, "separators": (",", ":")}
    rows = []
    for g, group in enumerate(groups):
        group_json = json.dumps({"metadata": {"scenario_id": g}}, **compact)  # type: ignore[arg-type]
        for t, (messages, reward, duration) in enumerate(group):
            whole: dict[str, Any] = {"metrics": {"duration": duration}, "messages_and_choices": messages,
                                     "initial_policy_version": 1, "final_policy_version": 1}  # fmt: skip
            if reward:  # ART leaves a key out at its default: a reward of 0.0 is absent
                whole["reward"] = reward
            rows.append({"format_version": 2, "group_index": g, "trajectory_index": t, "group_json": group_json,
                         "trajectory_json": json.dumps(whole, **compact), "reward": reward,  # type: ignore[arg-type]
                         "messages": [_flat(m) for m in messages]})  # fmt: skip
    raised = {"exceptions": [{"type": "TimeoutError", "message": "the environment timed out", "traceback": "..."}]}
    rows.append({"format_version": 2, "group_index": len(groups), "trajectory_index": None,
                 "group_json": json.dumps(raised, **compact), "trajectory_json": None, "reward": None,  # type: ignore[arg-type]
                 "messages": None})  # fmt: skip
    types = {"format_version": pa.int16(), "group_index": pa.int64(), "trajectory_index": pa.int64(),
             "group_json": pa.large_string(), "trajectory_json": pa.large_string(), "reward": pa.float64(),
             "messages": pa.list_(_MESSAGE)}  # fmt: skip
    table = pa.table({k: pa.array([r[k] for r in rows], types[k]) for k in types})
    return table.replace_schema_metadata({b"art.trajectory_parquet.version": b"2"})


def write_art(root: Path, *, groups: int = 3, n: int = 4, seed: int = 71) -> dict[str, pa.Table]:
    """ART's ``.art/<project>/models/<model>/trajectories/`` under ``root``: the tables written, by path."""
    rng = random.Random(seed)
    folder = Path(root) / ".art" / "capitals" / "models" / MODEL / "trajectories"
    written = {
        "train/0000.parquet": _v1(_groups(rng, groups, n), migrated=False),
        "train/0001.parquet": _v2(_groups(rng, groups, n)),
        "val/0001.parquet": _v1(_groups(rng, 2, 1), migrated=True),
    }
    for name, table in written.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        pq.write_table(table, folder / name, compression="zstd")
    return {str(folder / name): table for name, table in written.items()}


def demo(root: Path) -> list[str]:
    written = write_art(Path(root) / "art")
    return [f"wrote {Path(root) / 'art'}: OpenPipe ART trajectory logs, v1, v2 and a migrated file "
            f"({sum(t.num_rows for t in written.values())} rows)"]  # fmt: skip
