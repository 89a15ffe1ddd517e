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

import pyarrow as pa
import pyarrow.compute as pc

from . import jsonl
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
    keys: list[str] = []
    group_parts, sample_parts, turn_parts, num_turns = [], [], [], []
    for (start, count), step in zip(slices, steps):
        shard_uids, shard_prompts = uids.slice(start, count), prompts.slice(start, count)
        if shard_uids.null_count == 0 and pc.count_distinct(shard_uids).as_py() == count:
            shard_keys = shard_uids.to_pylist()
        else:
            shard_keys = [f"line:{line}" for line in range(1, count + 1)]
        keys += shard_keys
        group, sample = jsonl.groups(shard_uids, shard_prompts)
        group_parts.append(group)
        sample_parts.append(sample)
        if turns is not None:
            turn_table, shard_turns = turns(shard_keys, shard_prompts, responses.slice(start, count))
            if turn_table.num_rows:
                turn_parts.append(turn_table.append_column("step", pa.array([step] * turn_table.num_rows, pa.int64())))
            num_turns.append(shard_turns)
        else:
            num_turns.append(pa.array([1] * count, pa.int32()))
    uid_list = uids.to_pylist()
    extra_json = [
        jsonl.json_text({**(extra or {}), "uid": uid} if uid is not None else (extra or {}))
        for extra, uid in zip(parsed.extras, uid_list)
    ]
    uris = [shard.uri for shard, count in zip(shards, counts) for _ in range(count)]
    trajectories = pa.table(
        {
            "record_key": pa.array(keys, pa.string()),
            "group_id": pa.chunked_array(group_parts, pa.string()),
            "sample_index": pa.chunked_array(sample_parts, pa.int32()),
            "prompt": prompts,
            "response": responses,
            "num_turns": pa.chunked_array(num_turns, pa.int32()),
            "reward": core.column("reward"),
            "source_line": pa.array([line for count in counts for line in range(1, count + 1)], pa.int64()),
            "extra": pa.array(extra_json, pa.string()),
            "step": pa.array(row_steps, pa.int64()),
            "source_file": pa.array(uris, pa.string()),
        }
    )
    tables = {"trajectories": trajectories, "rewards": jsonl.reward_table(keys, jsonl.reward_rows(parsed), row_steps)}
    if turn_parts:
        tables["turns"] = pa.concat_tables(turn_parts)
    return ShardRecords(tables=tables)


def cut_by_step(tables: dict[str, pa.Table], steps: list[int]) -> list[dict[str, pa.Table]]:
    """Normalized tables of several shards (each sorted by step first, each shard its own step)
    cut into each shard's tables, in the order of ``steps``: zero-copy slices."""
    cuts: list[dict[str, pa.Table]] = [{} for _ in steps]
    for name, table in tables.items():
        column = table.column("step").to_pylist()
        for cut, step in zip(cuts, steps):
            start = bisect.bisect_left(column, step)
            cut[name] = table.slice(start, bisect.bisect_right(column, step, start) - start)
    return cuts
