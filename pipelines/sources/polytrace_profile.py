"""PolyTrace's profiling logs (docs/formats.md): what its benchmark suite
records of a training run, JSON Lines, one file per step.

- ``packed_lengths_step_<N>.jsonl``: one line per prompt, ``{"step", "rank", "tp_rank",
  "dp_rank", "local_index", "input": 1064, "output": [155, 163, ...], "n_sampling": 8,
  "validate": false}``: exactly paired lengths. One trajectory per output: ``prompt_tokens`` the
  input, ``response_tokens`` the output, group = the line (step, rank, local index), sample = the
  output's position.
- ``multiturn_workload_step_<N>.jsonl``: one line per sampled trajectory: ``prompt_len``,
  ``final_response_len``, ``turns`` (per generation call: ``completion_tokens``,
  ``engine_latency_s``, ``finish_reason``, ``tool_call_count``...) and ``tool_calls``
  (``tool_name``, ``latency_s``, ``response_token_len``, ``status``...), ``prompt_group_id``,
  ``sample_id``. One trajectory; per generation call an ``assistant`` turn (its completion
  tokens, engine latency and ``tool_calls``: the timed calls it made), then a ``tool`` turn per
  such call (tool name, latency, response tokens, ``status``): so ``tool_latency`` holds the real per-call
  latencies and ``sum(tool_calls)`` the trajectory's ``tool_call_count``. ``response_tokens``
  is what the policy generated (the sum of ``completion_tokens``); ``final_response_len``
  (which counts the tool responses too) and the calls each turn asked for
  (``requested_tool_calls``: a call asked for in the last turn may never run) stay in
  ``extra``.

Lines with ``"validate": true`` are the ``val`` split. Lengths only: ``prompt`` and
``response`` are NULL. A line that is not JSON, not an object or lacks its lengths is
quarantined with its number. ``reward_timings_step_<N>.jsonl`` (per-rank timings) is a metrics
log (:mod:`.metrics`: one series per rank, ``validate`` giving the split);
``dapo_filter_indices.jsonl`` and parameter files are not traces (:data:`NOT_TRACES`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pyarrow as pa

from .base import Head, Reader, Shard, ShardRecords
from .json_values import json_lines, json_text, quarantine_table, raw_text

FORMAT = "polytrace_profile"
SHARD_NAME = re.compile(r"(packed_lengths|multiturn_workload)_step_(\d+)\.jsonl(?:\.gz|\.zst)?")
# Files of a PolyTrace profile that hold no trace, listed as skipped with this reason.
NOT_TRACES = {
    r"dapo_filter_indices\.jsonl(?:\.gz|\.zst)?": "PolyTrace side file, not traces: dynamic-sampling filter indices",
    r"(?:enhanced_)?task_distribution_parameters\.json": "PolyTrace side file, not traces: fitted distribution parameters",
}
_TRAJECTORY = pa.schema(
    [
        ("record_key", pa.string()),
        ("group_id", pa.string()),
        ("sample_index", pa.int32()),
        ("prompt_tokens", pa.int32()),
        ("response_tokens", pa.int32()),
        ("num_turns", pa.int32()),
        ("split", pa.string()),
        ("source_line", pa.int64()),
        ("extra", pa.string()),
    ]
)
_TURN = pa.schema(
    [
        ("record_key", pa.string()),
        ("turn_index", pa.int32()),
        ("role", pa.string()),
        ("content_tokens", pa.int32()),
        ("tool_name", pa.string()),
        ("tool_calls", pa.int32()),
        ("latency_s", pa.float64()),
        ("status", pa.string()),
    ]
)


def step_of(name: str) -> int | None:
    match = SHARD_NAME.fullmatch(name)
    return int(match[2]) if match else None


def sniff(head: Head) -> bool:
    match = SHARD_NAME.fullmatch(head.name)
    record = head.record if isinstance(head.record, dict) else {}
    if match is None:
        return False
    if match[1] == "packed_lengths":
        return {"input", "output", "n_sampling"} <= record.keys()
    return {"turns", "tool_calls"} <= record.keys()


def _count(value: object) -> int | None:
    return value if type(value) is int and value >= 0 else None


class _Rows:
    def __init__(self, shard: Shard):
        self.shard = shard
        self.trajectories: dict[str, list[Any]] = {name: [] for name in _TRAJECTORY.names}
        self.turns: dict[str, list[Any]] = {name: [] for name in _TURN.names}
        self.quarantine: list[tuple[int, str, str]] = []

    def trajectory(
        self,
        record: dict[str, Any],
        line: int,
        key: str,
        group: str,
        sample: int | None,
        prompt: int | None,
        response: int | None,
        turns: int,
        extra: dict[str, Any],
    ) -> None:
        values = (key, group, sample, prompt, response, turns, self.shard.split_of(record), line, json_text(extra))
        for name, value in zip(_TRAJECTORY.names, values):
            self.trajectories[name].append(value)

    def turn(
        self,
        key: str,
        index: int,
        role: str,
        tokens: object,
        tool: str | None,
        latency: object,
        calls: int | None = None,
        status: object = None,
    ) -> None:
        latency = float(latency) if isinstance(latency, (int, float)) and not isinstance(latency, bool) else None
        said = str(status) if status is not None else None
        for name, value in zip(_TURN.names, (key, index, role, _count(tokens), tool, calls, latency, said)):
            self.turns[name].append(value)

    def call(self, key: str, index: int, call: dict[str, Any]) -> None:
        """A tool turn: the call's response tokens, tool, latency and status."""
        tokens, tool, latency = call.get("response_token_len"), call.get("tool_name"), call.get("latency_s")
        self.turn(key, index, "tool", tokens, tool, latency, status=call.get("status"))

    def packed(self, record: dict[str, Any], line: int) -> str | None:
        prompt, outputs = _count(record.get("input")), record.get("output")
        if prompt is None or not isinstance(outputs, list) or any(_count(o) is None for o in outputs):
            return "'input' must be a token count and 'output' a list of token counts"
        where = f"{record.get('rank')}:{record.get('local_index', line)}"
        extra: dict[str, Any] = {
            k: record[k] for k in ("rank", "tp_rank", "dp_rank", "local_index", "n_sampling") if k in record
        }
        for j, tokens in enumerate(outputs):
            self.trajectory(record, line, f"{where}:{j}", where, j, prompt, tokens, 1, extra)
        return None

    def multiturn(self, record: dict[str, Any], line: int) -> str | None:
        turns, calls = record.get("turns"), record.get("tool_calls")
        if (
            not isinstance(turns, list)
            or not isinstance(calls, list)
            or not all(isinstance(t, dict) for t in turns + calls)
        ):
            return "'turns' and 'tool_calls' must be lists of objects"
        group, sample = str(record.get("prompt_group_id", line)), record.get("sample_id")
        key = f"{group}:{sample if sample is not None else f'line{line}'}"
        by_turn: dict[object, list[dict[str, Any]]] = {}
        for call in calls:
            by_turn.setdefault(call.get("turn"), []).append(call)
        index = 0
        for number, generation in enumerate(turns):
            made = by_turn.pop(generation.get("turn", number), [])
            self.turn(
                key,
                index,
                "assistant",
                generation.get("completion_tokens"),
                None,
                generation.get("engine_latency_s"),
                calls=len(made),
            )
            index += 1
            for call in made:
                self.call(key, index, call)
                index += 1
        for call in (c for left in by_turn.values() for c in left):  # calls of a turn not listed: kept, last
            self.call(key, index, call)
            index += 1
        extra = {
            k: v
            for k, v in record.items()
            if k
            not in (
                "turns",
                "tool_calls",
                "response_loss_mask_rle",
                "prompt_len",
                "prompt_group_id",
                "sample_id",
                "step",
            )
        }
        extra["finish_reasons"] = [t.get("finish_reason") for t in turns]
        extra["requested_tool_calls"] = [t.get("tool_call_count") for t in turns]  # a call asked for may not run
        # The policy's tokens: final_response_len also counts the tool responses spliced in
        # (p50 1,139 where the model generated 151 in the real Search-R1 log); kept in extra.
        generated = [_count(t.get("completion_tokens")) for t in turns]
        response = sum(generated) if None not in generated else None  # type: ignore[arg-type]
        self.trajectory(
            record,
            line,
            key,
            group,
            sample if type(sample) is int else None,
            _count(record.get("prompt_len")),
            response,
            len(turns),
            extra,
        )
        return None

    def records(self) -> ShardRecords:
        tables = {
            "trajectories": pa.table(self.trajectories, schema=_TRAJECTORY),
            "quarantine": quarantine_table(self.quarantine),
        }
        if self.turns["record_key"]:
            tables["turns"] = pa.table(self.turns, schema=_TURN)
        return ShardRecords(tables=tables)


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = _Rows(shard)
    name = shard.path.rsplit("/", 1)[-1]
    kind = rows.packed if name.startswith("packed_lengths") else rows.multiturn
    first = 1
    for chunk in chunks:
        for number, line, record in json_lines(chunk, first, rows.quarantine):
            problem = (
                kind(record, number) if isinstance(record, dict) else f"a JSON {type(record).__name__}, not an object"
            )
            if problem is not None:
                rows.quarantine.append((number, problem, raw_text(line)))
        first += chunk.count(b"\n")
    return rows.records()


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, framework="polytrace", framework_weak=True,
    expects=(frozenset({"input", "output", "n_sampling"}), frozenset({"turns", "tool_calls"}),),
)  # fmt: skip
