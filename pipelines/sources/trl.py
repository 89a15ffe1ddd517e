"""TRL's logged completions (``GRPOTrainer.log()``, docs/formats.md): Parquet files
``{output_dir}/completions/completions_{step:05d}.parquet`` (newer versions:
``completions/{train|eval}/...`` with a ``mode`` column), one row per sampled completion:
``step``, ``prompt``, ``completion``, one column per reward function, the extra columns the
trainer logs, and ``advantage``.

- ``prompt`` and ``completion`` are text, or chat message lists (``[{role, content}]``) in
  conversational datasets. Text stays text; messages become turns (their roles as written), and
  the trajectory's ``prompt`` / ``response`` are the messages' contents joined by blank lines.
- A reward function's column is a ``rewards`` row each. Which columns are reward functions'
  the run's ``trainer_state.json`` says (``{output_dir}/checkpoint-N/``, or ``{output_dir}/``:
  its ``rewards/<fn>/mean`` keys, or ``rewards/<fn>`` before TRL 0.16): since TRL #5233 and #5308
  (2026) the columns a reward function logs besides (``log_extra``: ``golden_answer``,
  ``num_tool_calls``...) sit between them and ``advantage``, numbers among them, and were summed
  into the reward (6.0 where the functions gave 2.0). Without a trainer state every numeric
  column but ``step`` and ``advantage`` is taken for a reward function, with a warning that
  says so. The trajectory's ``reward`` is the ``reward`` column where there is one, else the sum
  of the reward functions' scores (what GRPO trains on with unit weights), NULL when none scored
  it. ``advantage`` and every other column go to ``extra``.
- A GRPO group is the completions of one prompt within a step (``group_id``; ``sample_index``
  in file order). ``mode = 'eval'`` (or an ``eval/`` folder) is the val split.

The step is the file name's; a row whose ``step`` column disagrees is warned of (the file wins).
"""

from __future__ import annotations

import functools
import re
from typing import Any

import orjson
import pyarrow as pa

from ..ids import prompt_group
from ..storage import FileSystem, SourceError, document, parquet_file
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list
from .json_values import json_text, quarantine_table
from .jsonl import reward_table, step_disagreement

FORMAT = "trl"
SHARD_NAME = re.compile(r"completions_(\d+)\.parquet")
_NOT_REWARDS = {"step", "advantage", "mode"}


def step_of(name: str) -> int | None:
    match = SHARD_NAME.fullmatch(name)
    return int(match[1]) if match else None


def sniff(head: Head) -> bool:
    return step_of(head.name) is not None and {"prompt", "completion"} <= head.keys


def _messages(value: object) -> list[tuple[str, str]] | None:
    """A chat message list as (role, content) pairs; None for text."""
    if not isinstance(value, list):
        return None
    return [(str(m.get("role", "user")), "" if m.get("content") is None else str(m.get("content"))) for m in value
            if isinstance(m, dict)]  # fmt: skip


def _text(value: object, messages: list[tuple[str, str]] | None) -> str | None:
    if messages is not None:
        return "\n\n".join(content for _, content in messages)
    return None if value is None else str(value)


_REWARD_KEY = re.compile(r"rewards/(.+?)(?:/(?:mean|std))?")


def reward_functions(fs: FileSystem, path: str) -> frozenset[str] | None:
    """The reward functions the run's ``trainer_state.json`` logs (see the module's doc), from
    the latest checkpoint's (it holds the ones before), else the output folder's; None without one."""
    at = path.rfind("/completions/")
    if at < 0:
        return None
    output = path[:at]
    states = sorted(fs.glob(f"{output}/checkpoint-*/trainer_state.json"), key=_checkpoint, reverse=True)
    for state in [*states, f"{output}/trainer_state.json"]:
        try:
            info = fs.info(state)
        except (FileNotFoundError, OSError):
            continue
        return _logged_rewards(fs, state, info.get("size"), str(info.get("mtime")))
    return None


def _checkpoint(path: str) -> int:
    found = re.search(r"checkpoint-(\d+)/", path)
    return int(found[1]) if found else -1


@functools.lru_cache(maxsize=64)  # every completions file of a run asks; the file changes with a checkpoint
def _logged_rewards(fs: FileSystem, state: str, size: object, mtime: str) -> frozenset[str] | None:
    try:
        history = as_dict(orjson.loads(document(fs, state))).get("log_history")
    except (orjson.JSONDecodeError, SourceError, OSError):
        return None
    keys = {key for entry in as_list(history) for key in as_dict(entry)}
    return frozenset(m[1] for key in keys if (m := _REWARD_KEY.fullmatch(key))) or None


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    with parquet_file(fs, path) as parquet:  # damage is a SourceError, failing I/O is retried
        table = parquet.read()
    missing = {"prompt", "completion"} - set(table.column_names)
    if missing:
        raise SourceError(f"missing column(s) {', '.join(sorted(missing))} (has: {', '.join(table.column_names)})")
    numbers = [f.name for f in table.schema if f.name not in _NOT_REWARDS | {"prompt", "completion"}
               and (pa.types.is_integer(f.type) or pa.types.is_floating(f.type) or pa.types.is_boolean(f.type))]  # fmt: skip
    functions = reward_functions(fs, path)
    numeric = [name for name in numbers if functions is None or name in functions]
    warnings = []
    if functions is None and numbers:
        warnings.append(
            f"no trainer_state.json of the run names its reward functions: {len(numbers)} numeric column(s) "
            f"({', '.join(numbers)}) are taken for reward functions' scores, and a number a reward function "
            "logs besides (log_extra) cannot be told from one"
        )
    rows = table.to_pylist()
    traj: dict[str, list[Any]] = {k: [] for k in ("record_key", "group_id", "sample_index", "prompt", "response",
                                             "num_turns", "reward", "split", "source_line", "extra")}  # fmt: skip
    turns: dict[str, list[Any]] = {k: [] for k in ("record_key", "turn_index", "role", "content")}
    reward_rows: list[tuple[Any, ...]] = []
    in_group: dict[str, int] = {}
    disagree = []
    for i, row in enumerate(rows):
        key = f"row:{i + 1}"
        prompt_messages, completion_messages = _messages(row["prompt"]), _messages(row["completion"])
        prompt, response = _text(row["prompt"], prompt_messages), _text(row["completion"], completion_messages)
        group = prompt_group(shard.step, orjson.dumps(row["prompt"], default=str).decode())
        scores = {name: row[name] for name in numeric if row.get(name) is not None}
        for name, value in scores.items():
            reward_rows.append((i, name, float(value), None, None))
        reward = row.get("reward") if isinstance(row.get("reward"), (int, float)) else None
        if reward is None and scores:
            reward = float(sum(float(v) for v in scores.values()))
        if isinstance(row.get("step"), int) and shard.step is not None and row["step"] != shard.step:
            disagree.append(row["step"])
        extra = {k: v for k, v in row.items() if k not in {"prompt", "completion", "step", *numeric} and v is not None}
        mode = row.get("mode")
        split = "val" if mode == "eval" else shard.split
        messages = (prompt_messages or [("user", prompt or "")]) + (
            completion_messages or [("assistant", response or "")]
        )
        conversational = prompt_messages is not None or completion_messages is not None
        sample = in_group.get(group, 0) if group is not None else None
        for name, value in (("record_key", key), ("group_id", group), ("sample_index", sample),
                            ("prompt", prompt), ("response", response),
                            ("num_turns", sum(r == "assistant" for r, _ in messages) if conversational else 1),
                            ("reward", reward), ("split", split), ("source_line", i + 1),
                            ("extra", json_text(extra))):  # fmt: skip
            traj[name].append(value)
        if group is not None:
            in_group[group] = in_group.get(group, 0) + 1
        if conversational:
            for index, (role, content) in enumerate(messages):
                for name, value in zip(turns, (key, index, role, content)):
                    turns[name].append(value)
    keys = traj["record_key"]
    schema = {"sample_index": pa.int32(), "num_turns": pa.int32(), "reward": pa.float64(), "source_line": pa.int64()}
    tables = {
        "trajectories": pa.table({k: pa.array(v, schema.get(k, pa.string())) for k, v in traj.items()}),
        "rewards": reward_table(keys, reward_rows),
        "quarantine": quarantine_table([]),
    }
    if turns["record_key"]:
        tables["turns"] = pa.table({"record_key": pa.array(turns["record_key"], pa.string()),
                                    "turn_index": pa.array(turns["turn_index"], pa.int32()),
                                    "role": pa.array(turns["role"], pa.string()),
                                    "content": pa.array(turns["content"], pa.string())})  # fmt: skip
    warnings += [step_disagreement(shard, disagree, len(rows))] if disagree else []
    return ShardRecords(tables=tables, warnings=warnings)


READER = Reader(
    FORMAT, (".parquet",), step_of, sniff, read_file=read_file, framework="trl",
    expects=(frozenset({"prompt", "completion"}),),
)  # fmt: skip
