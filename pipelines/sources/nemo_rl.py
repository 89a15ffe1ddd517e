"""NeMo-RL's per-step sample logs (docs/formats.md): ``{log_dir}/train_data_step{N}.jsonl`` and
``val_data_step{N}.jsonl``, written by ``logger.log_batched_dict_as_jsonl``: one JSON line per
sample, the batch's columns as keys.

- ``content`` is, by version and split: the message log as ``[{role, content, ...}]`` (val),
  the messages' texts as a list of strings (train: ``flat_messages["content"]``, no roles), or
  one string (the generated text). Messages with roles become turns as written. A list of
  texts has no roles: its first text is taken as the prompt and the rest as the response (two
  texts, the usual single-turn GRPO case, are exactly that); more than two are said in a
  warning with counts, since which texts the model wrote is then a guess.
- ``rewards`` (a number, or a one-element list) is the trajectory's reward and a ``rewards``
  row; ``filtered_rewards`` (dynamic sampling) is a ``rewards`` row of its own.
- Token arrays (``token_ids``, ``token_loss_mask``, ``generation_logprobs``, ``prev_logprobs``)
  are not copied to the trajectory: the response's tokens are the loss mask's ones, the prompt's the rest of
  ``input_lengths``; each array's length goes to ``extra`` (``token_ids_length``...).
  ``advantages``, one value repeated over a sample's tokens in GRPO, is kept as ``extra.advantage``
  (``advantage_mean`` where the values differ).
- With the token lane kept (``--keep-tokens``), the arrays are the sample's ``tokens`` row:
  ``token_ids``, ``generation_logprobs`` (``logprobs``), ``prev_logprobs`` (``trainer_logprobs``),
  ``reference_policy_logprobs``, ``token_loss_mask``, ``advantages``, the prompt's tokens with them.
- A GRPO group is the samples of one prompt within a step (``group_id``; ``sample_index`` in
  file order). ``val_data_step{N}`` is the val split at step N (its name says so).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import orjson
import pyarrow as pa

from ..ids import prompt_group
from .base import Head, Reader, Shard, ShardRecords
from .chat import message_text
from .json_values import each_object, json_text, quarantine_table
from .jsonl import reward_table
from .token_lane import TokenLane

FORMAT = "nemo_rl"
_NAME = re.compile(r"(train|val)_data_step(\d+)\.jsonl(?:\.gz|\.zst)?")
_TOKEN_ARRAYS = ("token_ids", "token_loss_mask", "generation_logprobs", "prev_logprobs")
_SAMPLE_KEYS = {"rewards", "input_lengths", "token_ids", "token_loss_mask", "generation_logprobs", "advantages"}


def step_of(name: str) -> int | None:
    match = _NAME.fullmatch(name)
    return int(match[2]) if match else None


def split_of(path: str) -> str | None:
    match = _NAME.fullmatch(path.rsplit("/", 1)[-1])
    return ("val" if match[1] == "val" else None) if match else None


def sniff(head: Head) -> bool:
    record = head.record if isinstance(head.record, dict) else {}
    return step_of(head.name) is not None and "content" in record and bool(_SAMPLE_KEYS & record.keys())


def _number(value: object) -> float | None:
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _flat(value: object) -> list[Any]:
    """A token array as one flat list (a batch of one is logged as a list of one list)."""
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], list):
        return value[0]
    return value if isinstance(value, list) else []


class _Rows:
    def __init__(self, shard: Shard) -> None:
        self.shard = shard
        self.split = shard.split
        self.traj: dict[str, list[Any]] = {k: [] for k in ("record_key", "group_id", "sample_index", "prompt", "response",
                                                     "prompt_tokens", "response_tokens", "num_turns", "reward",
                                                     "split", "source_line", "extra")}  # fmt: skip
        self.turns: dict[str, list[Any]] = {k: [] for k in ("record_key", "turn_index", "role", "content")}
        self.rewards: list[tuple[Any, ...]] = []
        self.quarantine: list[tuple[int, str, str]] = []
        self.in_group: dict[str, int] = {}
        self.unlabelled = 0  # samples whose 3+ texts carry no roles
        self.lane = TokenLane() if shard.keep_tokens else None

    def sample(self, record: dict[str, Any], line: int) -> str | None:
        content = record.get("content")
        key, row = f"line:{line}", len(self.traj["record_key"])
        prompt: str | None
        if isinstance(content, list) and content and all(isinstance(m, dict) for m in content):
            messages = [(str(m.get("role") or "user"), message_text(m.get("content"))) for m in content]
            for index, (role, text) in enumerate(messages):
                for name, value in zip(self.turns, (key, index, role, text)):
                    self.turns[name].append(value)
            first = next((i for i, (r, _) in enumerate(messages) if r == "assistant"), len(messages))
            prompt = "\n\n".join(t for _, t in messages[:first])  # what came before the model spoke
            response = "\n\n".join(t for r, t in messages if r == "assistant")
            turns = sum(r == "assistant" for r, _ in messages)
        elif isinstance(content, list) and all(isinstance(m, str) for m in content):
            prompt = content[0] if len(content) > 1 else None
            response = "\n\n".join(content[1:] if len(content) > 1 else content)
            self.unlabelled += len(content) > 2
            turns = 1
        elif isinstance(content, str):
            prompt, response, turns = None, content, 1
        else:
            return "'content' must be a message list, a list of texts or a text"
        reward = _number(record.get("rewards"))
        if reward is not None:
            self.rewards.append((row, "rewards", reward, None, None))
        filtered = _number(record.get("filtered_rewards"))
        if filtered is not None:
            self.rewards.append((row, "filtered_rewards", filtered, None, None))
        mask = _flat(record.get("token_loss_mask"))
        response_tokens = int(sum(1 for m in mask if m)) if mask else None
        length = _number(record.get("input_lengths"))
        prompt_tokens = int(length) - response_tokens if length is not None and response_tokens is not None else None
        extra = {k: v for k, v in record.items() if k not in ("content", "rewards", "filtered_rewards", "advantages",
                                                              *_TOKEN_ARRAYS) and v is not None}  # fmt: skip
        extra |= {f"{k}_length": len(_flat(record[k])) for k in _TOKEN_ARRAYS if isinstance(record.get(k), list)}
        advantages = [a for a in _flat(record.get("advantages")) if isinstance(a, (int, float))]
        if isinstance(record.get("advantages"), (int, float)):
            advantages = [record["advantages"]]
        if advantages:
            # the values on the response's tokens (the loss mask's), where the mask lines up with them
            on_response = [a for a, m in zip(advantages, mask) if m] if len(mask) == len(advantages) else []
            values = on_response or advantages
            if len(set(values)) == 1:
                extra["advantage"] = values[0]
            else:
                extra["advantage_mean"] = sum(values) / len(values)
        if self.lane is not None:
            self.lane.add(key, token_ids=record.get("token_ids"), logprobs=record.get("generation_logprobs"),
                          trainer_logprobs=record.get("prev_logprobs"), loss_mask=record.get("token_loss_mask"),
                          reference_logprobs=record.get("reference_policy_logprobs"), advantages=record.get("advantages"))  # fmt: skip
        group = prompt_group(self.shard.step, orjson.dumps(prompt).decode()) if prompt is not None else None
        sample_index = self.in_group.get(group, 0) if group is not None else None
        if group is not None:
            self.in_group[group] = self.in_group.get(group, 0) + 1
        for name, value in zip(self.traj, (key, group, sample_index, prompt, response, prompt_tokens, response_tokens, turns,
                                           reward, self.split, line, json_text(extra))):  # fmt: skip
            self.traj[name].append(value)
        return None

    def records(self) -> ShardRecords:
        types = {"sample_index": pa.int32(), "prompt_tokens": pa.int32(), "response_tokens": pa.int32(),
                 "num_turns": pa.int32(), "reward": pa.float64(), "source_line": pa.int64()}  # fmt: skip
        tables = {
            "trajectories": pa.table({k: pa.array(v, types.get(k, pa.string())) for k, v in self.traj.items()}),
            "rewards": reward_table(self.traj["record_key"], self.rewards),
            "quarantine": quarantine_table(self.quarantine),
        }
        if self.turns["record_key"]:
            turn_types = {"turn_index": pa.int32()}
            tables["turns"] = pa.table({k: pa.array(v, turn_types.get(k, pa.string())) for k, v in self.turns.items()})
        lane = self.lane.table() if self.lane is not None else None
        if lane is not None:
            tables["tokens"] = lane
        warnings = self.lane.warnings if self.lane is not None else []
        if self.unlabelled:
            warnings.append(
                f"{self.unlabelled} of {len(self.traj['record_key'])} sample(s) log 3 or more message texts without "
                "roles: the first is taken as the prompt and the rest as the response"
            )
        return ShardRecords(tables=tables, warnings=warnings)


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = _Rows(shard)
    each_object(chunks, rows.quarantine, rows.sample)
    return rows.records()


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, split_of=split_of, framework="nemo-rl", token_lane=True,
    expects=(frozenset({"content", "rewards"}), frozenset({"content", "input_lengths"}),),
)  # fmt: skip
