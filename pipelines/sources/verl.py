"""verl rollout dumps (``trainer.rollout_data_dir``): one ``{step}.jsonl[.gz|.zst]`` per step
(docs/formats.md).

- v1 lines (verl >= 0.9): ``input, output, gts, score, step, uid``, uid
  ``{uuid}_{sample}_{k}``: the uuid is the prompt group.
- legacy lines: ``input, output, gts, score, step`` plus the reward function's extra keys:
  numbers and booleans become ``rewards`` rows, anything else goes to ``extra``.
- multi-turn tool rollouts: the same lines, ``output`` holding the whole episode with
  ``<tool_call>``/``<tool_response>`` blocks: split into turns (:mod:`.episode_turns`).

Parsing is shared with the other trajectory formats (:mod:`.jsonl`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from . import episode_turns, jsonl, jsonl_many
from .base import Head, Reader, Shard, ShardRecords

FORMAT = "verl"
FIELDS = jsonl.Fields(prompt=("input",), response=("output",), reward=("score",))
SHARD_NAME = re.compile(r"(\d+)\.jsonl(?:\.gz|\.zst)?")


def step_of(name: str) -> int | None:
    match = SHARD_NAME.fullmatch(name)
    return int(match[1]) if match else None


def sniff(head: Head) -> bool:
    return step_of(head.name) is not None and {"input", "output"} <= head.keys


def read(shard: Shard, chunks: Iterable[bytes], *, exact: bool = False) -> ShardRecords:
    return jsonl.read(shard, chunks, FIELDS, turns=episode_turns.turns_of, exact=exact)


def read_many(shards: list[Shard], datas: list[bytes]) -> ShardRecords | None:
    return jsonl_many.read_many(shards, datas, FIELDS, turns=episode_turns.turns_of)


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, read_many=read_many, framework="verl",
    expects=(frozenset({"input", "output", "score", "step"}),),
)  # fmt: skip
