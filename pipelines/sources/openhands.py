"""OpenHands event streams (docs/formats.md): a session's events as one JSON list,
``[{id, timestamp, source: user|agent|environment, message, action | observation, args,
content, extras, cause, tool_call_metadata{function_name, tool_call_id, model_response}}]``
(``{sid}.json``, what OpenHands' trajectory export and its test trajectories hold); and an
evaluation's ``output.jsonl``, a line an instance (``instance_id``, ``id`` or ``question_id``)
with its session as ``history``: event objects (2025), or ``[action, observation]`` pairs whose
observations name no source (OpenDevin, 2024). Its outcome, where it writes one as a boolean
(``test_result.result``, ``correct``, ``success``), is a reward of that name and the
trajectory's reward. The resolver's older output (events without a ``source``) is not read.

- A session is a trajectory, its run the folder holding the sessions, step 0.
- Turns: a ``user`` message its text (the first one the prompt); an agent's action an
  ``assistant`` turn (its thought first, then what it did: the message's text, or the action's
  own line, ``Running command: ...``), named after the tool it called (``tool_call_metadata``'s
  function, else the action: ``run``, ``edit``, ``read``, ``browse``) and counting one call,
  bar a plain ``message``, ``think`` or ``finish``, the call whole in ``calls`` (as the model's
  response made it, by ``tool_call_id``; else the action's arguments); an observation a ``tool``
  turn of the same tool (``tool_call_id`` the call's), its latency the time since the action
  that caused it. The environment's own
  bookkeeping (agent state changes, null observations) is counted in ``extra.events``, not a turn.
- ``finish``'s ``task_completed``, where given, is a ``task_completed`` reward (1/0, ``raw`` as
  written) and the trajectory's reward; an ``error`` observation makes the status ``error``
  (its tool turn's too). A turn starts at its event's ``timestamp`` (a tool turn at its action's).
  The model is the one the model responses name; ``response_tokens`` the completions' tokens
  (their usage's sum), and the prompts' sum (context sent again on every call) in ``extra``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from .. import storage
from ..storage import SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, iso_time, openai_call, tool_call
from .json_values import each_object, json_document, json_text
from .rows import Rows, number

FORMAT = "openhands"
DEFAULT_STEP = 0
_NO_CALL = {"message", "think", "finish", "system", "recall"}
_BOOKKEEPING = {"agent_state_changed", "change_agent_state", "null", "None", "recall"}


def step_of(name: str) -> int | None:
    return None


def _events(record: object) -> list[dict[str, Any]] | None:
    listed = as_list(record)
    events = [e for e in listed if isinstance(e, dict)]
    if not events or len(events) != len(listed):
        return None
    # an action says who took it; an observation may not (OpenDevin's 2024 [action, observation] pairs)
    if all(("source" in e and "action" in e) or "observation" in e for e in events[:20]):
        return events
    return None


_SETTINGS = {"agent_class", "Agent class", "max_iterations", "Max iterations", "eval_output_dir", "Dataset"}


def not_traces(head: Head) -> str | None:
    """An evaluation's ``metadata*.json`` beside its output (the agent's class, the model, the
    iteration limit; its keys snake_case or Title Case): settings, not traces."""
    if storage.without_compression(head.name).startswith("metadata") and len(_SETTINGS & head.keys) >= 2:
        return "an OpenHands evaluation's metadata (its agent, model and limits): settings, not traces"
    return None


def sniff(head: Head) -> bool:
    if head.name.endswith((".jsonl", ".jsonl.gz", ".jsonl.zst")):
        record = as_dict(head.record)
        return bool({"instance_id", "id", "question_id", "issue"} & record.keys()) and _history(record) is not None
    return _events(head.record) is not None


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows()
    models: Counter[str] = Counter()
    if shard.plain_name.endswith(".jsonl"):
        each_object(chunks, rows.quarantine, lambda record, line: _instance(rows, models, record, line))
    else:
        events = _events(json_document(chunks))
        if events is None:
            raise SourceError(
                "an OpenHands trajectory must be a list of events, each with a source and an action or observation"
            )
        _session(rows, models, "session", events, 1)
    return rows.records(model=models.most_common(1)[0][0] if models else None)


# An evaluation's outcome, as its output.jsonl writes it: the key a reward is named after.
_OUTCOMES = (("test_result", "result"), (None, "correct"), (None, "success"))


def _history(record: dict[str, Any]) -> list[dict[str, Any]] | None:
    """An output line's events: ``history`` as event objects (2025), or as ``[action,
    observation]`` pairs (2024, OpenDevin's)."""
    history = as_list(record.get("history"))
    flat = [event for item in history for event in (item if isinstance(item, list) else [item])]
    return _events(flat) if flat else None


def _instance(rows: Rows, models: Counter[str], record: dict[str, Any], line: int) -> str | None:
    """One line of an evaluation's ``output.jsonl`` (see the module's doc)."""
    events = _history(record)
    if events is None:
        return "no history of events (each with a source and an action or observation)"
    issue = as_dict(record.get("issue"))
    name = record.get("instance_id") or record.get("id") or record.get("question_id") or issue.get("number")
    key = str(name) if name is not None else f"line:{line}"
    reward = None
    for holder, field in _OUTCOMES:
        value = as_dict(record.get(holder)).get(field) if holder else record.get(field)
        if isinstance(value, bool):
            reward = float(value)
            rows.reward(key, f"{holder}/{field}" if holder else field, reward, raw="true" if value else "false")
            break
    _session(rows, models, key, events, line, reward=reward, error=record.get("error"))
    return None


def _call(metadata: dict[str, Any], args: dict[str, Any], tool: str) -> dict[str, Any]:
    """An action's call: as the model made it (its response's tool call of the action's
    ``tool_call_id``), else the action's arguments less the agent's thought."""
    call_id = metadata.get("tool_call_id")
    for choice in as_list(as_dict(metadata.get("model_response")).get("choices")):
        for call in as_list(as_dict(as_dict(choice).get("message")).get("tool_calls")):
            if call_id is not None and as_dict(call).get("id") == call_id:
                return openai_call(call)
    return tool_call(call_id, tool, {k: v for k, v in args.items() if k != "thought"})


def _session(
    rows: Rows, models: Counter[str], key: str, events: list[dict[str, Any]], line: int, *,
    reward: float | None = None, error: object = None,
) -> None:  # fmt: skip
    """A session's events as the trajectory ``key`` (see the module's doc); ``reward``: the
    outcome its evaluation gave, where it gave one."""
    prompt: str | None = None
    said: list[str] = []
    tools: dict[str, str | None] = {}  # event id -> the tool its action called
    started: dict[str, datetime | None] = {}
    bookkeeping: Counter[str] = Counter()
    status: str | None = "error" if error else None
    read_in = wrote = 0
    for event in events:
        args, source = as_dict(event.get("args")), str(event.get("source"))
        metadata = as_dict(event.get("tool_call_metadata"))
        response = as_dict(metadata.get("model_response"))
        if response and "action" in event:
            usage = as_dict(response.get("usage"))
            read_in += int(number(usage.get("prompt_tokens")) or 0)
            wrote += int(number(usage.get("completion_tokens")) or 0)
            if isinstance(response.get("model"), str):
                models[response["model"]] += 1
        if "action" in event:
            action = str(event["action"])
            if source == "environment" or action in _BOOKKEEPING:
                bookkeeping[action] += 1
                continue
            text = str(args.get("content") or event.get("message") or "")
            if source == "user":
                prompt = text if prompt is None else prompt
                rows.turn(key, role="user", content=text, started_at=iso_time(event.get("timestamp")))
                continue
            thought = str(args.get("thought") or "")
            if action == "finish":
                text = str(args.get("final_thought") or args.get("thought") or event.get("message") or "")
                completed = args.get("task_completed")
                if completed is not None and completed != "":
                    flag = completed is True or str(completed).lower() in ("true", "yes", "1")
                    reward = float(flag) if reward is None else reward  # an evaluation's outcome first
                    rows.reward(key, "task_completed", float(flag), raw=str(completed))
                thought = ""
            content = f"{thought}\n{text}".strip("\n") if thought and thought not in text else text
            tool = None if action in _NO_CALL else str(metadata.get("function_name") or action)
            tools[str(event.get("id"))] = tool
            started[str(event.get("id"))] = iso_time(event.get("timestamp"))
            said.append(content)
            call = _call(metadata, args, tool) if tool is not None else None
            rows.turn(key, role="assistant", content=content, tool_name=tool, tool_calls=0 if tool is None else 1,
                      started_at=started[str(event.get("id"))], calls=calls_text([call] if call else []))  # fmt: skip
            continue
        kind = str(event.get("observation"))
        if kind in _BOOKKEEPING:
            bookkeeping[kind] += 1
            continue
        if kind == "error":
            status = "error"
        cause = str(event.get("cause"))
        began, ended = started.get(cause), iso_time(event.get("timestamp"))
        rows.turn(key, role="tool", content=str(event.get("content") or event.get("message") or ""),
                  tool_name=tools.get(cause) or kind, status="error" if kind == "error" else None, started_at=began,
                  latency_s=(ended - began).total_seconds() if began and ended else None,
                  tool_call_id=str(metadata["tool_call_id"]) if metadata.get("tool_call_id") else None)  # fmt: skip
    extra = {"events": dict(sorted(bookkeeping.items())) or None, "first_event": events[0].get("timestamp"),
             "last_event": events[-1].get("timestamp"), "prompt_tokens_sent": read_in or None}  # fmt: skip
    rows.trajectory(
        key, prompt=prompt, response="\n\n".join(said), num_turns=len(said), reward=reward, status=status,
        sampled_at=iso_time(events[0].get("timestamp")), source_line=line,
        response_tokens=wrote or None,
        extra=json_text({k: v for k, v in extra.items() if v is not None}),
    )  # fmt: skip


READER = Reader(
    FORMAT, (".json", ".jsonl"), step_of, sniff, read=read, default_step=DEFAULT_STEP, framework="openhands"
)
