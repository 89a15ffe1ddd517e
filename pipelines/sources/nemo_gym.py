"""NeMo-Gym rollouts (docs/formats.md): JSON Lines, one rollout a line:
``responses_create_params`` (the request: ``input`` messages), ``response`` (an OpenAI
Responses-API object whose ``output[]`` items are ``message``, ``reasoning``,
``function_call`` and ``function_call_output``), ``reward``, the environment's other reward
fields, ``_ng_task_index`` and ``_ng_rollout_index``.

- A rollout is a trajectory; the rollouts of one ``_ng_task_index`` are a group (``group_id``
  ``task-<i>``), ``_ng_rollout_index`` its ``sample_index``.
- Turns: the request's input messages as written (``system``, ``user``, ``developer``...), then
  per output item: a ``message`` is a turn of its own role (``assistant`` when it names none; an
  environment's observations come back as ``user`` messages, a game board after each move), a
  ``reasoning`` item the ``reasoning`` of the assistant turn after it (and in the response in
  front of the message, in ``<think>...</think>``); a ``function_call`` an ``assistant`` turn
  with its call whole in ``calls`` (``call_id``, ``name``, ``arguments``), its ``tool_name`` and
  one ``tool_calls``, its content ``name(arguments)``; a ``function_call_output`` a ``tool`` turn
  named after the call it answers (``call_id``, its ``tool_call_id``). ``num_turns`` and the response count the assistant's.
- ``reward`` is the trajectory's reward and a ``rewards`` row; every other number of the line is
  a ``rewards`` row too, but ids and indexes and measures (sizes, counts, exit codes, durations:
  ``model_patch_bytes``, ``verifier_exit_code``, ``verification_time_s``), and so is a boolean
  that says how the episode came out (``accuracy``: 1/0, its ``raw`` true/false); the rest goes
  to ``extra`` (the request's parameters less its input, the response's id, model and usage).
- A line's own ``split`` (``test``, ``validation``...) is its split: ``val`` but for ``train``.
- The model every response names (``response.model``) is the run's.
- ``*_agent_metrics.json``, the aggregates NeMo-Gym writes beside a rollouts file (a list of
  ``{"mean/reward": ..., "max/...": ..., "agent_ref": {"name"}}``), are ``step_metrics`` at the
  rollouts' step, the statistic as the ``series`` (``mean``), the agent's name before it. Since
  2026-03 (#890) ``*_aggregate_metrics.json`` holds them instead (a list of ``{agent_ref,
  agent_metrics, key_metrics, group_level_metrics}``): ``agent_metrics`` read as the older file's,
  each task's ``group_level_metrics`` with ``task=<_ng_task_index>`` in the series;
  ``key_metrics`` repeats some of ``agent_metrics`` and is not read again. Where both files lie
  beside one rollouts file (a folder kept the older one), the older is skipped: one run's
  aggregates are counted once.

The step is the file name's where it gives one (``rollouts_step_12.jsonl``), else 0.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pyarrow as pa

from .. import storage
from .base import Head, Reader, Shard, ShardRecords, json_lines_file
from .chat import as_dict, as_list, calls_text, message_text, tool_call
from .json_values import each_object, json_document, json_text, quarantine_table
from .jsonl import Fields, reward_table

FORMAT = "nemo_gym"
DEFAULT_STEP = 0
_STEP_NAME = re.compile(r".*?(?:global_step|step)[_-]?0*(\d+)\.jsonl(?:\.gz|\.zst)?", re.I)
_FIELDS = Fields(prompt=(), response=(), reward=())  # only for its reward-key rule


def step_of(name: str) -> int | None:
    match = _STEP_NAME.fullmatch(name)
    return int(match[1]) if match else None


def sniff(head: Head) -> bool:
    if _AGENT_METRICS.fullmatch(storage.without_compression(head.name)):
        listed = head.record if isinstance(head.record, list) else [head.record]
        return bool(listed) and all(isinstance(a, dict) and "agent_ref" in a for a in listed)
    record = head.record if isinstance(head.record, dict) else {}
    response = record.get("response")
    return "responses_create_params" in record and isinstance(response, dict) and "output" in response


def _reasoning(item: dict[str, Any]) -> str:
    parts = item.get("summary") or item.get("content") or []
    return message_text(parts)


def _split(record: dict[str, Any], default: str) -> str:
    """A rollout's own split where its line names one (NeMo-Gym datasets carry ``split``)."""
    given = record.get("split")
    if not isinstance(given, str) or not given.strip():
        return default
    return "train" if given.strip().lower() == "train" else "val"


class _Rows:
    def __init__(self, split: str) -> None:
        self.split = split
        self.traj: dict[str, list[Any]] = {k: [] for k in ("record_key", "group_id", "sample_index", "prompt", "response",
                                                     "num_turns", "reward", "source_line", "extra", "split")}  # fmt: skip
        self.turns: dict[str, list[Any]] = {k: [] for k in ("record_key", "turn_index", "role", "content", "tool_name",
                                                      "tool_calls", "calls", "tool_call_id", "reasoning")}  # fmt: skip
        self.rewards: list[tuple[Any, ...]] = []
        self.quarantine: list[tuple[int, str, str]] = []
        self._turns_of: dict[str, int] = {}
        self.models: set[str] = set()

    def turn(self, key: str, role: str, content: str, tool: str | None = None, count: int | None = None,
             calls: str | None = None, answered: object = None, reasoning: str | None = None) -> None:  # fmt: skip
        index = self._turns_of[key] = self._turns_of.get(key, -1) + 1
        answered = str(answered) if answered else None
        for name, value in zip(self.turns, (key, index, role, content, tool, count, calls, answered, reasoning)):
            self.turns[name].append(value)

    def rollout(self, record: dict[str, Any], line: int) -> str | None:
        request = record.get("responses_create_params")
        response = record.get("response")
        if (
            not isinstance(request, dict)
            or not isinstance(response, dict)
            or not isinstance(response.get("output"), list)
        ):
            return "'responses_create_params' and 'response' with an 'output' list are needed"
        key = f"line:{line}"
        given = request.get("input")
        messages: list[Any] = (
            given if isinstance(given, list) else [{"role": "user", "content": given}] if given else []
        )
        prompt = None
        for message in messages:
            if isinstance(message, dict):
                content = message_text(message.get("content"))
                prompt = content if prompt is None and message.get("role") == "user" else prompt
                self.turn(key, str(message.get("role", "user")), content)
        names: dict[object, str] = {}
        thinking, responses, agent_turns = "", [], 0
        for item in response["output"]:
            if not isinstance(item, dict):
                continue
            kind = item.get("type")
            if kind == "reasoning":
                thinking += _reasoning(item)
            elif kind == "message" and str(item.get("role") or "assistant") != "assistant":
                self.turn(key, str(item["role"]), message_text(item.get("content")))  # the environment speaking
            elif kind == "message":
                text = message_text(item.get("content"))
                responses.append((f"<think>{thinking}</think>" if thinking else "") + text)
                self.turn(key, "assistant", text, count=0, reasoning=thinking or None)
                thinking, agent_turns = "", agent_turns + 1
            elif kind == "function_call":
                call = tool_call(item.get("call_id"), item.get("name"), item.get("arguments"))
                names[item.get("call_id")] = str(item.get("name") or "")
                text = f"{item.get('name') or ''}({item.get('arguments', '')})"
                self.turn(key, "assistant", text, call["name"], 1, calls_text([call]), reasoning=thinking or None)
                thinking, agent_turns = "", agent_turns + 1
            elif kind == "function_call_output":
                answered = item.get("call_id")
                self.turn(key, "tool", message_text(item.get("output")), names.get(answered), answered=answered)
        reward = record.get("reward")
        reward = float(reward) if isinstance(reward, (int, float)) and not isinstance(reward, bool) else None
        row = len(self.traj["record_key"])
        scored = set()
        for name, value in record.items():
            if not isinstance(value, (int, float)) or name.startswith("_ng"):
                continue
            if _FIELDS.may_be_reward(name, flag=isinstance(value, bool)):
                raw = ("true" if value else "false") if isinstance(value, bool) else None
                self.rewards.append((row, name, float(value), raw, None))
                scored.add(name)
        task = record.get("_ng_task_index")
        extra = {k: v for k, v in request.items() if k != "input"}
        extra |= {
            f"response_{k}": response[k] for k in ("id", "model", "usage", "status") if response.get(k) is not None
        }
        if isinstance(response.get("model"), str) and response["model"]:
            self.models.add(response["model"])
        extra |= {
            k: v for k, v in record.items() if k not in ("responses_create_params", "response") and k not in scored
        }
        sample = record.get("_ng_rollout_index")
        for name, value in zip(self.traj, (key, f"task-{task}" if task is not None else None,
                                           sample if isinstance(sample, int) else None, prompt, "\n\n".join(responses),
                                           agent_turns, reward, line, json_text(extra), _split(record, self.split))):  # fmt: skip
            self.traj[name].append(value)
        return None

    def records(self) -> ShardRecords:
        types = {"sample_index": pa.int32(), "num_turns": pa.int32(), "reward": pa.float64(), "source_line": pa.int64()}
        tables = {
            "trajectories": pa.table({k: pa.array(v, types.get(k, pa.string())) for k, v in self.traj.items()}),
            "rewards": reward_table(self.traj["record_key"], self.rewards),
            "quarantine": quarantine_table(self.quarantine),
        }
        if self.turns["record_key"]:
            turn_types = {"turn_index": pa.int32(), "tool_calls": pa.int32()}
            tables["turns"] = pa.table({k: pa.array(v, turn_types.get(k, pa.string())) for k, v in self.turns.items()})
        # the policy model the responses name, where they name one (the run's)
        return ShardRecords(tables=tables, model=next(iter(self.models)) if len(self.models) == 1 else None)


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    if shard.plain_name.endswith(".json"):
        return _agent_metrics(shard, chunks)
    rows = _Rows(shard.split)
    each_object(chunks, rows.quarantine, rows.rollout, first_line=shard.first_line)
    return rows.records()


_AGENT_METRICS = re.compile(r".+_(?:agent|aggregate)_metrics\.json", re.I)


def covered_by(path: str) -> str | None:
    """An older ``*_agent_metrics.json`` beside the newer ``*_aggregate_metrics.json`` of its
    rollouts: the newer holds its figures."""
    plain = storage.without_compression(path)
    return (
        plain.removesuffix("_agent_metrics.json") + "_aggregate_metrics.json"
        if plain.endswith("_agent_metrics.json")
        else None
    )


def _agent_metrics(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    """NeMo-Gym's aggregates of a rollouts file (see the module's doc) as step metrics."""
    document = json_document(chunks)
    columns: dict[str, list[Any]] = {k: [] for k in ("step", "name", "value", "raw", "series", "split")}
    quarantine: list[tuple[int, str, str]] = []
    for line, aggregate in enumerate(document if isinstance(document, list) else [document], start=1):
        if not isinstance(aggregate, dict):
            quarantine.append((line, "an aggregate must be a JSON object", str(aggregate)[:1000]))
            continue
        agent = as_dict(aggregate.get("agent_ref")).get("name")
        overall = aggregate["agent_metrics"] if isinstance(aggregate.get("agent_metrics"), dict) else aggregate
        parts: list[tuple[dict[str, Any], str | None]] = [(overall, None)]
        parts += [
            (group, f"task={group.get('_ng_task_index')}")
            for group in map(as_dict, as_list(aggregate.get("group_level_metrics")))
        ]
        for values, task in parts:
            for key, value in values.items():
                if key in ("agent_ref", "_ng_task_index") or not isinstance(value, (int, float)):
                    continue
                statistic, _, name = key.partition("/") if "/" in key else ("", "", key)
                series = ",".join(p for p in (str(agent) if agent else "", statistic, task or "") if p) or None
                raw = ("true" if value else "false") if isinstance(value, bool) else None
                for column, item in zip(columns, (shard.step, name, float(value), raw, series, shard.split)):
                    columns[column].append(item)
    types = {"step": pa.int64(), "value": pa.float64()}
    return ShardRecords(tables={
        "step_metrics": pa.table({k: pa.array(v, types.get(k, pa.string())) for k, v in columns.items()}),
        "quarantine": quarantine_table(quarantine),
    })  # fmt: skip


READER = Reader(FORMAT, (".jsonl", ".json"), step_of, sniff, read=read, default_step=DEFAULT_STEP, covered_by=covered_by,
                framework="nemo-gym", expects=(frozenset({"responses_create_params", "response"}),), appends=json_lines_file)  # fmt: skip
