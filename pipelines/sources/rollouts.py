"""Artifact-style rollout folders (docs/formats.md): ``rollouts/<run>/`` with one JSONL
per optimizer step, one line per sampled trajectory.

Field names vary between producers: ``prompt``/``response``/``reward`` as well as verl's
``input``/``output``/``score`` (the first one a line has wins; a second stays in ``extra``).
The step comes from the file name (``12.jsonl``, ``step_00012.jsonl``, ``global_step_12.jsonl``,
also ``.gz``/``.zst``), else a checkpoint folder, else each line's ``step``. Responses holding a
whole episode (Search-R1's tags, tool calls) are split into turns (:mod:`.episode_turns`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from . import episode_turns, jsonl, jsonl_many
from .base import Head, Reader, Shard, ShardRecords

FORMAT = "rollouts"
FIELDS = jsonl.Fields(prompt=("prompt", "input"), response=("response", "output"), reward=("reward", "score"))
_STEP_NAME = re.compile(r"(?:global_step|step)?[_-]?0*(\d+)\.jsonl(?:\.gz|\.zst)?", re.I)


def step_of(name: str) -> int | None:
    match = _STEP_NAME.fullmatch(name)
    return int(match[1]) if match else None


def sniff(head: Head) -> bool:
    keys = head.keys
    return bool(keys & {"prompt", "input"}) and bool(keys & {"response", "output"})


def read(shard: Shard, chunks: Iterable[bytes], *, exact: bool = False) -> ShardRecords:
    return jsonl.read(shard, chunks, FIELDS, turns=episode_turns.turns_of, exact=exact)


def read_many(shards: list[Shard], datas: list[bytes]) -> ShardRecords | None:
    return jsonl_many.read_many(shards, datas, FIELDS, turns=episode_turns.turns_of)


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, read_many=read_many, framework="rollouts", framework_weak=True,
    expects=(frozenset({"prompt", "response"}), frozenset({"input", "output"}),),
)  # fmt: skip
