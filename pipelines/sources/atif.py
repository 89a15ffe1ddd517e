"""ATIF trajectories on their own (docs/formats.md): Harbor's Agent Trajectory Interchange
Format, a ``trajectory.json`` (``schema_version`` ``ATIF-v1.x``, ``session_id``, ``agent``,
``steps``, ``final_metrics``) as agent CLIs and converters write it outside a Harbor job. One
in a Harbor trial's ``agent/`` folder (``trajectory.json`` and terminus-2's ``.cont-N`` and
``.summarization-N`` parts) is read with the trial, by :mod:`.harbor_job`: listed as skipped.

**A trajectory file is a trajectory; its folder is the run** (step 0). Its steps are turns as a
Harbor trial's are (:func:`.harbor_job.atif_turns`: tool calls whole, observations as tool
turns answering them, reasoning apart, sub-agents' sidechain steps named in ``agent``). An
embedded sub-agent (v1.7's ``subagent_trajectories``) is a trajectory of its own, linked by
``extra.parent_session``, never merged into its parent. No reward: ATIF records none (a
Harbor trial's verifier does), bar what ``tracelake export atif`` keeps in the document's
``extra.tracelake`` (step, split, reward, status, every ``rewards`` row), read back. The model
is the agent's ``model_name``; ``extra`` holds the schema version, the agent's name and
version, ``final_metrics`` and ``notes``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pyarrow as pa

from ..storage import SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list
from .harbor_job import atif_turns
from .json_values import json_document, json_text, quarantine_table
from .jsonl import reward_table
from .token_lane import TokenLane

FORMAT = "atif"
DEFAULT_STEP = 0
_OPENING = re.compile(r'"schema_version"\s*:\s*"ATIF-v')


def step_of(name: str) -> int | None:
    return None


def _is_atif(record: object) -> bool:
    fields = as_dict(record)
    return str(fields.get("schema_version", "")).startswith("ATIF") and isinstance(fields.get("steps"), list)


def sniff(head: Head) -> bool:
    # a long trajectory is too long to parse whole when sniffing: its opening says what it is
    return _is_atif(head.record) if head.record is not None else _OPENING.search(head.text[:4096]) is not None


def _trajectories(
    document: dict[str, Any], parent: str | None, seen: set[str]
) -> Iterable[tuple[str, dict[str, Any], str | None]]:
    """(key, trajectory, parent's key) of a document and its embedded sub-agents', depth first;
    a key taken already (sub-agents sharing their run's ``session_id``) gets its place after it."""
    key = str(document.get("trajectory_id") or document.get("session_id") or "trajectory")
    if key in seen:
        key = f"{parent}/{len(seen)}:{key}"
    seen.add(key)
    yield key, document, parent
    for sub in map(as_dict, as_list(document.get("subagent_trajectories"))):
        yield from _trajectories(sub, key, seen)


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    document = json_document(chunks)
    if not _is_atif(document):
        raise SourceError("an ATIF trajectory is a JSON object with its schema_version and steps")
    assert isinstance(document, dict)
    keys: list[str] = []
    turns: list[dict[str, list[Any]]] = []
    traj: list[dict[str, Any]] = []
    scores: list[tuple[Any, ...]] = []
    lane = TokenLane() if shard.keep_tokens else None
    for key, trajectory, parent in _trajectories(document, None, set()):
        cols, agent_turns, prompt, response = atif_turns(key, as_list(trajectory.get("steps")), lane)
        agent = as_dict(trajectory.get("agent"))
        if parent is not None:  # an embedded sub-agent's steps are that agent's
            cols["agent"] = [a or str(agent.get("name") or "subagent") for a in cols["agent"]]
        turns.append(cols)
        keys.append(key)
        own = as_dict(as_dict(trajectory.get("extra")).get("tracelake"))  # what tracelake's export kept
        extra = {"atif_version": trajectory.get("schema_version") or document.get("schema_version"),
                 "session_id": trajectory.get("session_id"), "agent": agent.get("name"),
                 "agent_version": agent.get("version"), "final_metrics": trajectory.get("final_metrics"),
                 "notes": trajectory.get("notes"), "parent_session": parent, "trajectory_id": trajectory.get("trajectory_id"),
                 "source_file": own.get("source_file"), "source_line": own.get("source_line")}  # fmt: skip
        step = own.get("step")
        reward = own.get("reward")
        traj.append({
            "prompt": prompt, "response": response, "num_turns": agent_turns,
            "step": step if isinstance(step, int) and step >= 0 else (shard.step or DEFAULT_STEP),
            "split": own["split"] if own.get("split") in ("train", "val") else shard.split,
            "reward": float(reward) if isinstance(reward, (int, float)) else None,
            "status": own.get("status") if isinstance(own.get("status"), str) else None,
            "extra": json_text({k: v for k, v in extra.items() if v is not None}),
        })  # fmt: skip
        for row in map(as_dict, as_list(own.get("rewards"))):
            value, turn = row.get("value"), row.get("turn_index")
            scores.append((len(keys) - 1, str(row.get("name")), float(value) if isinstance(value, (int, float)) else None,
                           row.get("raw") if isinstance(row.get("raw"), str) else None,
                           turn if isinstance(turn, int) else None))  # fmt: skip
    types = {"prompt": pa.string(), "response": pa.string(), "num_turns": pa.int32(), "step": pa.int64(),
             "split": pa.string(), "reward": pa.float64(), "status": pa.string(), "extra": pa.string()}  # fmt: skip
    tables = {
        "trajectories": pa.table(
            {
                "record_key": pa.array(keys, pa.string()),
                **{k: pa.array([t[k] for t in traj], kind) for k, kind in types.items()},
                "source_line": pa.array([1] * len(keys), pa.int64()),
            }
        ),  # fmt: skip
        "quarantine": quarantine_table([]),
    }
    if scores:
        tables["rewards"] = reward_table(keys, scores, [t["step"] for t in traj])
    columns = {name: [v for cols in turns for v in cols[name]] for name in turns[0]}
    columns["step"] = [t["step"] for cols, t in zip(turns, traj) for _ in cols["record_key"]]  # its trajectory's
    if columns["record_key"]:
        kinds = {"turn_index": pa.int32(), "tool_calls": pa.int32(), "content_tokens": pa.int32(), "step": pa.int64(),
                 "started_at": pa.timestamp("us", tz="UTC")}  # fmt: skip
        tables["turns"] = pa.table({k: pa.array(v, kinds.get(k, pa.string())) for k, v in columns.items()})
    kept = lane.table(dict(zip(keys, (t["step"] for t in traj)))) if lane is not None else None
    if kept is not None:
        tables["tokens"] = kept
    model = as_dict(document.get("agent")).get("model_name")
    return ShardRecords(tables=tables, model=model if isinstance(model, str) and model else None,
                        warnings=lane.warnings if lane is not None else [])  # fmt: skip


READER = Reader(
    FORMAT, (".json",), step_of, sniff, read=read, default_step=DEFAULT_STEP, token_lane=True,
    expects=(frozenset({"schema_version", "session_id", "agent", "steps"}),),
)  # fmt: skip
