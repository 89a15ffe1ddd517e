"""Many small shards of one run read as one: their lines through one pass of pyarrow's JSON
reader and one set of tables, instead of ~100 small Arrow calls per shard (a 32-line shard
spent more time in those calls than in its own bytes).

The tables hold exactly the rows reading each shard alone (:func:`.jsonl.read`) gives, each row
with its shard's ``step`` and ``source_file`` as columns, so that normalizing them once and
cutting them apart by step gives each shard its own rows. Whatever would make one shard's
reading differ from that (a line the fast parser does not take, a final line without newline,
a line whose step is not its file's, two shards of one step) makes :func:`read_many` decline,
and each shard is then read alone.
"""

from __future__ import annotations

import bisect
from itertools import accumulate
from typing import Any, cast

import pyarrow as pa
import pyarrow.compute as pc

from . import json_values, jsonl
from .base import Shard, ShardRecords


def read_many(
    shards: list[Shard], datas: list[bytes], fields: jsonl.Fields, *, turns: jsonl.TurnSplitter | None = None
) -> ShardRecords | None:
    """The records of ``shards`` (one run and split, each its own step), ``datas`` their
    decompressed contents, as one set of tables; None when any of them must be read alone."""
    steps = [shard.step for shard in shards if shard.step is not None]
    if len(set(steps)) != len(shards):
        return None
    if not all(data.endswith(b"\n") for data in datas):  # empty, or a truncated final line
        return None
    counts = [data.count(b"\n") for data in datas]
    parsed = jsonl.parse_fast(b"".join(datas), 1, sum(counts), fields)
    if parsed is None:
        return None
    core = parsed.core
    row_steps = [step for step, count in zip(steps, counts) for _ in range(count)]
    if any(own is not None and own != step for own, step in zip(core.column("step").to_pylist(), row_steps)):
        return None  # a warning of its own shard's: read alone
    starts = [0, *accumulate(counts)][:-1]
    slices = list(zip(starts, counts))
    uids, prompts, responses = core.column("uid"), core.column("prompt"), core.column("response")
    uid_list = uids.to_pylist()
    keys: list[str] = []
    for start, count in slices:
        # In Python: an Arrow call per shard (slice, count_distinct) cost more than its 32 uids.
        shard_uids = uid_list[start : start + count]
        if None not in shard_uids and len(set(shard_uids)) == count:
            keys += cast("list[str]", shard_uids)
        else:
            keys += [f"line:{line}" for line in range(1, count + 1)]
    group, sample = _groups(uids, prompts, slices)
    tables = {}
    if turns is not None:
        # Split with each row's index as its key (the keys of two shards may be equal), then
        # give each turn its row's key and step.
        turn_table, num_turns = turns([str(row) for row in range(core.num_rows)], prompts, responses)
        if turn_table.num_rows:
            rows = [int(row) for row in cast("list[str]", turn_table.column("record_key").to_pylist())]
            where = turn_table.schema.get_field_index("record_key")
            turn_table = turn_table.set_column(where, "record_key", pa.array([keys[r] for r in rows], pa.string()))
            tables["turns"] = turn_table.append_column("step", pa.array([row_steps[r] for r in rows], pa.int64()))
    else:
        num_turns = pa.array([1] * core.num_rows, pa.int32())
    extra_json = [
        json_values.json_text({**(extra or {}), "uid": uid} if uid is not None else (extra or {}))
        for extra, uid in zip(parsed.extras, uid_list)
    ]
    uris = [shard.uri for shard, count in zip(shards, counts) for _ in range(count)]
    trajectories = pa.table(
        {
            "record_key": pa.array(keys, pa.string()),
            "group_id": group,
            "sample_index": sample,
            "prompt": prompts,
            "response": responses,
            "num_turns": num_turns,
            "reward": core.column("reward"),
            "source_line": pa.array([line for count in counts for line in range(1, count + 1)], pa.int64()),
            "extra": pa.array(extra_json, pa.string()),
            "step": pa.array(row_steps, pa.int64()),
            "source_file": pa.array(uris, pa.string()),
        }
    )
    tables["trajectories"] = trajectories
    tables["rewards"] = jsonl.reward_table(keys, jsonl.reward_rows(parsed), row_steps)
    return ShardRecords(tables=tables)


def _groups(
    uids: pa.ChunkedArray[Any], prompts: pa.ChunkedArray[Any], slices: list[tuple[int, int]]
) -> tuple[pa.Array[Any] | pa.ChunkedArray[Any], pa.Array[Any] | pa.ChunkedArray[Any]]:
    """:func:`.jsonl.groups` of each shard's rows: in one call where every uid names its group
    and sample (then no row depends on the others), else shard by shard."""
    if uids.null_count == 0 and pc.all(pc.match_substring_regex(uids, jsonl.UID)).as_py():
        return jsonl.groups(uids, prompts)
    parts = [jsonl.groups(uids.slice(start, count), prompts.slice(start, count)) for start, count in slices]
    return (
        pa.chunked_array([group for group, _ in parts], pa.string()),
        pa.chunked_array([sample for _, sample in parts], pa.int32()),
    )


def cut_by_step(tables: dict[str, pa.Table], steps: list[int]) -> list[dict[str, pa.Table]]:
    """Normalized tables of several shards (each sorted by step first, each shard its own step)
    cut into each shard's tables, in the order of ``steps``: zero-copy slices."""
    cuts: list[dict[str, pa.Table]] = [{} for _ in steps]
    for name, table in tables.items():
        column = cast("list[int]", table.column("step").to_pylist())  # no table's step is NULL
        for cut, step in zip(cuts, steps):
            start = bisect.bisect_left(column, step)
            cut[name] = table.slice(start, bisect.bisect_right(column, step, start) - start)
    return cuts
