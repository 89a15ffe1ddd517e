"""NeMo-Gym rollouts (docs/formats.md): JSON Lines, one rollout a line:
``responses_create_params`` (the request: ``input`` messages), ``response`` (an OpenAI
Responses-API object whose ``output[]`` items are ``message``, ``reasoning``,
``function_call`` and ``function_call_output``), ``reward``, the environment's other reward
fields, ``_ng_task_index`` and ``_ng_rollout_index``.

- A rollout is a trajectory; the rollouts of one ``_ng_task_index`` are a group (``group_id``
  ``task-<i>``), ``_ng_rollout_index`` its ``sample_index``.
- Turns: the request's input messages as written (``system``, ``user``, ``developer``...), then
  per output item: a ``message`` is an ``assistant`` turn (a ``reasoning`` item before it is kept
  in front, in ``<think>...</think>``); a ``function_call`` an ``assistant`` turn with its
  ``tool_name`` and one ``tool_calls``, its content ``name(arguments)``; a
  ``function_call_output`` a ``tool`` turn named after the call it answers (``call_id``).
- ``reward`` is the trajectory's reward and a ``rewards`` row; every other number of the line
  (not an id or index) is a ``rewards`` row too; the rest goes to ``extra`` (the request's
  parameters less its input, the response's id, model and usage).

The step is the file name's where it gives one (``rollouts_step_12.jsonl``), else 0.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pyarrow as pa

from .base import Reader, Shard, ShardRecords
from .chat import message_text
from .jsonl import (
    Fields,
    each_object,
    json_text,
    quarantine_table,
    reward_table,
)

FORMAT = "nemo_gym"
DEFAULT_STEP = 0
_STEP_NAME = re.compile(r".*?(?:global_step|step)[_-]?0*(\d+)\.jsonl(?:\.gz|\.zst)?", re.I)
_FIELDS = Fields(prompt=(), response=(), reward=())  # only for its reward-key rule


def step_of(name: str) -> int | None:
    match = _STEP_NAME.fullmatch(name)
    return int(match[1]) if match else None


def sniff(head) -> bool:
    record = head.record if isinstance(head.record, dict) else {}
    response = record.get("response")
    return "responses_create_params" in record and isinstance(response, dict) and "output" in response


def _reasoning(item: dict) -> str:
    parts = item.get("summary") or item.get("content") or []
    return message_text(parts)


class _Rows:
    def __init__(self) -> None:
        self.traj: dict[str, list] = {k: [] for k in ("record_key", "group_id", "sample_index", "prompt", "response",
                                                     "num_turns", "reward", "source_line", "extra")}  # fmt: skip
        self.turns: dict[str, list] = {k: [] for k in ("record_key", "turn_index", "role", "content", "tool_name",
                                                      "tool_calls")}  # fmt: skip
        self.rewards: list[tuple] = []
        self.quarantine: list[tuple[int, str, str]] = []
        self._turns_of: dict[str, int] = {}

    def turn(self, key: str, role: str, content: str, tool: str | None = None, calls: int | None = None) -> None:
        index = self._turns_of[key] = self._turns_of.get(key, -1) + 1
        for name, value in zip(self.turns, (key, index, role, content, tool, calls)):
            self.turns[name].append(value)

    def rollout(self, record: dict, line: int) -> str | None:
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
        messages: list = given if isinstance(given, list) else [{"role": "user", "content": given}] if given else []
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
            elif kind == "message":
                text = (f"<think>{thinking}</think>" if thinking else "") + message_text(item.get("content"))
                thinking, agent_turns = "", agent_turns + 1
                responses.append(text)
                self.turn(key, "assistant", text, calls=0)
            elif kind == "function_call":
                name = str(item.get("name") or "")
                names[item.get("call_id")] = name
                text = (f"<think>{thinking}</think>" if thinking else "") + f"{name}({item.get('arguments', '')})"
                thinking, agent_turns = "", agent_turns + 1
                self.turn(key, "assistant", text, name or None, 1)
            elif kind == "function_call_output":
                self.turn(key, "tool", message_text(item.get("output")), names.get(item.get("call_id")))
        reward = record.get("reward")
        reward = float(reward) if isinstance(reward, (int, float)) and not isinstance(reward, bool) else None
        row = len(self.traj["record_key"])
        for name, value in record.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool) and not name.startswith("_ng"):
                if _FIELDS.may_be_reward(name):
                    self.rewards.append((row, name, float(value), None, None))
        task = record.get("_ng_task_index")
        extra = {k: v for k, v in request.items() if k != "input"}
        extra |= {
            f"response_{k}": response[k] for k in ("id", "model", "usage", "status") if response.get(k) is not None
        }
        extra |= {k: v for k, v in record.items() if k not in ("responses_create_params", "response") and
                  not (isinstance(v, (int, float)) and not isinstance(v, bool) and not k.startswith("_ng"))}  # fmt: skip
        sample = record.get("_ng_rollout_index")
        for name, value in zip(self.traj, (key, f"task-{task}" if task is not None else None,
                                           sample if isinstance(sample, int) else None, prompt, "\n\n".join(responses),
                                           agent_turns, reward, line, json_text(extra))):  # fmt: skip
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
        return ShardRecords(tables=tables)


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = _Rows()
    each_object(chunks, rows.quarantine, rows.rollout)
    return rows.records()


READER = Reader(FORMAT, (".jsonl",), step_of, sniff, read=read, default_step=DEFAULT_STEP)
