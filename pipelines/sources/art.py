"""OpenPipe ART's trajectory logs (docs/formats.md): ``<base>/<project>/models/<model>/
trajectories/<split>/<step:04d>.parquet`` (``base`` ``.art`` by default), written by
``Model.log()`` (``src/art/utils/trajectory_logging.py``), a row a trajectory; the step is the
model's checkpoint the trajectories were rolled out against (0 for a model that is not trained),
the split the folder (``train``; ``val`` by default, any other name taken as ``val``). Every
version the writer produced:

- v1 (2026-01 to 2026-07): ``group_index``, ``group_metadata``, ``group_metrics``,
  ``group_logs``, ``reward``, ``metrics``, ``metadata``, ``tools`` (JSON texts), ``logs`` and
  ``messages`` (a list of ``{role, content, tool_calls (JSON text), tool_call_id, trainable}``:
  ``trainable`` marks what the model sampled); the file ``art migrate`` made of an older JSONL
  log has no ``group_*`` columns and an ``additional_histories`` one;
- v2 (2026-07 on, ``format_version`` 2): the same columns beside ``trajectory_index`` and the
  whole trajectory and group as JSON (``trajectory_json``, ``group_json``), which win where the
  two differ: messages and choices (an OpenAI ``Choice`` for a sampled turn), a key left out at
  its default (a reward of 0.0 is absent). A row without a trajectory (a group whose rollouts all
  raised) is no trajectory; its group's exceptions are counted in a warning.

A trajectory's group is its ``group_index`` within the step (one scenario's rollouts); its reward
is ART's ``reward``; ``metrics`` (``duration``, a judge's scores) are the trajectory's numbers in
``extra``, never rewards: ART calls only ``reward`` one. A v2 sampled turn's log probabilities are its ``tokens`` row
where the token lane is kept (``--keep-tokens``), else not kept.
"""

from __future__ import annotations

import re
from typing import Any

import orjson

from ..storage import FileSystem, SourceError, parquet_file
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, openai_call
from .json_values import json_text
from .rows import Rows, number

FORMAT = "art"
_NAME = re.compile(r"(\d+)\.parquet")
_V1 = frozenset({"group_index", "reward", "messages"})
_V2 = frozenset({"format_version", "trajectory_json"})


def step_of(name: str) -> int | None:
    match = _NAME.fullmatch(name)
    return int(match[1]) if match else None


def split_of(path: str) -> str | None:
    return "train" if path.rsplit("/", 2)[-2] == "train" else "val"


def sniff(head: Head) -> bool:
    return step_of(head.name) is not None and (_V1 <= head.keys or _V2 <= head.keys)


def _json(text: object) -> Any:
    if not isinstance(text, str) or not text:
        return None
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return text


def _message(item: object) -> dict[str, Any]:
    """A plain message, or an OpenAI ``Choice`` (what the model sampled) as its message, with
    its tokens' log probabilities (``_logprobs``) for the token lane."""
    entry = as_dict(item)
    if "finish_reason" not in entry or "message" not in entry:
        return entry
    sampled = [as_dict(t).get("logprob") for t in as_list(as_dict(entry.get("logprobs")).get("content"))]
    return as_dict(entry.get("message")) | ({"_logprobs": sampled} if sampled else {})


def _from_json(row: dict[str, Any]) -> dict[str, Any]:
    """A v2 row's trajectory as its ``trajectory_json`` has it, the defaults ART leaves out filled in."""
    whole = as_dict(_json(row.get("trajectory_json")))
    return {"reward": whole.get("reward", 0.0), "metrics": whole.get("metrics") or {},
            "metadata": whole.get("metadata") or {}, "tools": whole.get("tools"),
            "messages": [_message(m) for m in as_list(whole.get("messages_and_choices"))],
            "policy": {k: whole[k] for k in ("initial_policy_version", "final_policy_version") if k in whole}}  # fmt: skip


def _from_columns(row: dict[str, Any]) -> dict[str, Any]:
    messages = []
    for message in as_list(row.get("messages")):
        entry = dict(as_dict(message))
        entry["tool_calls"] = _json(entry.get("tool_calls"))
        messages.append(entry)
    return {"reward": row.get("reward"), "metrics": _json(row.get("metrics")) or {},
            "metadata": _json(row.get("metadata")) or {}, "tools": _json(row.get("tools")), "messages": messages,
            "policy": {}}  # fmt: skip


def _trajectory(rows: Rows, key: str, line: int, group: str, index: int, found: dict[str, Any]) -> None:
    prompt: list[str] = []
    said: list[str] = []
    names: dict[object, str | None] = {}
    for message in found["messages"]:
        role, content = str(message.get("role") or "user"), message.get("content")
        text = content if isinstance(content, str) else "" if content is None else json_text(content) or ""
        calls = [openai_call(c) for c in as_list(message.get("tool_calls"))]
        for call in calls:
            names[call["id"]] = call["name"]
        answered = message.get("tool_call_id")
        tool = calls[0]["name"] if calls else None
        if role == "tool":
            tool = str(names.get(answered) or "") or None
        turn = rows.turn(key, role=role, content=text, tool_name=tool,
                         tool_calls=len(calls) if role == "assistant" else None, calls=calls_text(calls),
                         tool_call_id=str(answered) if answered else None)  # fmt: skip
        if rows.lane is not None:
            rows.lane.add(key, turn_index=turn, logprobs=message.get("_logprobs"))
        if role == "assistant":
            said.append(text)
        elif not said:
            prompt.append(text)
    reward = number(found["reward"])
    if reward is not None:
        rows.reward(key, "reward", reward)
    extra = {"metrics": found["metrics"] or None, "metadata": found["metadata"] or None, **found["policy"]}
    rows.trajectory(key, group_id=group, sample_index=index, prompt="\n\n".join(prompt) or None,
                    response="\n\n".join(said), num_turns=len(said), reward=reward, source_line=line,
                    extra=json_text({k: v for k, v in extra.items() if v is not None}))  # fmt: skip


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    with parquet_file(fs, path) as parquet:  # damage is a SourceError, failing I/O is retried
        table = parquet.read()
    names = set(table.column_names)
    if not (_V1 <= names or _V2 <= names):
        raise SourceError(f"no ART trajectory columns (has: {', '.join(table.column_names)})")
    version = table.column("format_version")[0].as_py() if "format_version" in names and table.num_rows else 1
    if version not in (1, 2):
        raise SourceError(f"ART trajectory Parquet version {version}: this reader knows 1 and 2")
    rows, in_group, exceptions = Rows(keep_tokens=shard.keep_tokens), dict[int, int](), dict[int, int]()
    for line, row in enumerate(table.to_pylist(), start=1):
        group_index = row.get("group_index")
        if not isinstance(group_index, int):
            rows.bad(line, "group_index must be an integer", json_text(row) or "")
            continue
        if version == 2:
            exceptions[group_index] = len(as_list(as_dict(_json(row.get("group_json"))).get("exceptions")))
            if row.get("trajectory_index") is None:  # a group with no trajectory: nothing to read
                continue
        index = row["trajectory_index"] if version == 2 else in_group.get(group_index, 0)
        in_group[group_index] = in_group.get(group_index, 0) + 1
        found = _from_json(row) if version == 2 and row.get("trajectory_json") else _from_columns(row)
        _trajectory(rows, f"row:{line}", line, f"{shard.step}:{group_index}", index, found)
    if sum(exceptions.values()):
        rows.warnings.append(f"{sum(exceptions.values())} rollout(s) raised an exception (in their group's log, "
                             "no trajectory to read)")  # fmt: skip
    return rows.records()


READER = Reader(
    FORMAT, (".parquet",), step_of, sniff, read_file=read_file, split_of=split_of, run_above=2, framework="art",
    token_lane=True,
    expects=(_V1, _V2),
)  # fmt: skip
