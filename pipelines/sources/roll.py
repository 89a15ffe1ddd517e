"""ROLL's rollout dumps (docs/formats.md): with ``rollout_dump_dir`` set, each step's batch is
written as ``<rollout_dump_dir>/rollout_dump_data.step_N.jsonl``, **one line holding the whole
batch column by column** (``{"id": [...], "responses": [...], "scores": [...], ...}``, each
column a list with one value per sample), by ``roll/pipeline/rlvr/utils.py``.

- The RLVR pipeline's columns: ``global_step, id, source, difficulty, prompt, messages,
  ground_truth, case_type, test_cases, tag, domain, responses, scores, sampling_params`` (the
  batch's meta info as JSON text). A sample is a trajectory (its position in the batch), the
  prompt and response as decoded, ``scores`` its reward (a ``score`` rewards row); the samples
  of one ``id`` are a group (``num_return_sequences``). ``messages`` (chat messages as JSON
  text) give the prompt's turns where present; ``tag``/``domain``/``source``, the ground truth
  and the difficulty go to ``extra``, and the finish reason of ``sampling_params`` where given.
- The agentic pipeline's columns: ``trajectory_data`` (JSON text: ``trajectory_id, env_info,
  reward_info{episode_reward}, failure_info, timing_info, metrics``), ``messages`` (the
  episode's chat, JSON text), ``tools``, ``exp_name``: each episode's messages are its turns,
  ``episode_reward`` its reward, the environment's task name its group.
- A column of scalars (one sample) reads the same as a list of one. The step is the line's
  ``global_step``, else the file name's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import orjson

from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, message_text
from .json_values import each_object, json_text
from .rows import Rows, number

FORMAT = "roll"
_NAME = re.compile(r"rollout_dump_data\.step_(\d+)\.jsonl")
_KEPT = ("tag", "domain", "source", "difficulty", "ground_truth", "case_type", "exp_name")


def step_of(name: str) -> int | None:
    found = _NAME.fullmatch(name)
    return int(found[1]) if found else None


def sniff(head: Head) -> bool:
    keys = head.keys
    return bool(_NAME.fullmatch(head.name.rsplit("/", 1)[-1])) and bool({"responses", "trajectory_data"} & keys)


def _decoded(value: object) -> object:
    """A column value ROLL wrote as JSON text (``messages``, ``trajectory_data``), decoded."""
    if isinstance(value, str) and value[:1] in ("[", "{"):
        try:
            return orjson.loads(value)
        except orjson.JSONDecodeError:
            return value
    return value


def _column(record: dict[str, Any], name: str, count: int) -> list[Any]:
    value = record.get(name)
    values = value if isinstance(value, list) else [value] * count
    return values + [None] * (count - len(values))


def _turns(rows: Rows, key: str, messages: object) -> list[str]:
    """The messages as turns; what the assistant said."""
    said = []
    for message in (as_dict(m) for m in as_list(_decoded(messages))):
        role, content = str(message.get("role") or "user"), message_text(message.get("content"))
        calls = as_list(message.get("tool_calls"))
        rows.turn(key, role=role, content=content, tool_calls=len(calls) if role == "assistant" else None)
        if role == "assistant":
            said.append(content)
    return said


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows()

    def batch(record: dict[str, Any], line: int) -> str | None:
        agentic = "trajectory_data" in record
        lead = record.get("trajectory_data" if agentic else "responses")
        count = len(lead) if isinstance(lead, list) else 1
        if not agentic and not all(isinstance(r, str) for r in _column(record, "responses", count)):
            return "'responses' must be texts, one per sample"
        steps = _column(record, "global_step", count)
        for i in range(count):
            key = f"{line}:{i}"
            step = steps[i] if isinstance(steps[i], int) and not isinstance(steps[i], bool) else shard.step
            extra = {name: value for name in _KEPT if (value := _column(record, name, count)[i]) is not None}
            if agentic:
                data = as_dict(_decoded(_column(record, "trajectory_data", count)[i]))
                said = _turns(rows, key, _column(record, "messages", count)[i])
                reward = number(as_dict(data.get("reward_info")).get("episode_reward"))
                task = as_dict(data.get("env_info")).get("task_name")
                group = f"{step}:{task}" if task is not None else None
                prompt, response = None, "\n\n".join(said) or None
                failure = as_dict(data.get("failure_info"))
                extra |= {k: data.get(k) for k in ("trajectory_id", "env_info", "failure_info", "timing_info", "metrics")
                          if data.get(k)}  # fmt: skip
                status = str(failure.get("failure_mode") or failure.get("reason")) if failure.get("failed") else None
            else:
                prompt = _column(record, "prompt", count)[i]
                response = _column(record, "responses", count)[i]
                messages = _column(record, "messages", count)[i]
                said = [response]
                if messages is not None:
                    _turns(rows, key, messages)
                rows.turn(key, role="assistant", content=response)
                reward = number(_column(record, "scores", count)[i])
                sample_id = _column(record, "id", count)[i]
                group = f"{step}:{sample_id}" if sample_id is not None else None
                params = as_dict(_decoded(_column(record, "sampling_params", count)[i]))
                finish = params.get("finish_reasons") or params.get("finish_reason")
                status = str(finish) if finish not in (None, "stop") else None
                prompt = prompt if isinstance(prompt, str) else None
            if reward is not None:
                rows.reward(key, "episode_reward" if agentic else "score", reward)
            rows.trajectory(
                key, step=step, group_id=group, prompt=prompt, response=response, num_turns=len(said), reward=reward,
                status=status, source_line=line, extra=json_text(extra) if extra else None,
            )  # fmt: skip
        return None

    each_object(chunks, rows.quarantine, batch)
    _number_groups(rows)
    return rows.records()


def _number_groups(rows: Rows) -> None:
    """Each sample's index within its group, in batch order."""
    counts: dict[str, int] = {}
    for row in rows.tables["trajectories"]:
        group = row.get("group_id")
        if group is not None:
            row["sample_index"] = counts[group] = counts.get(group, -1) + 1


READER = Reader(FORMAT, (".jsonl",), step_of, sniff, read=read, framework="roll")
