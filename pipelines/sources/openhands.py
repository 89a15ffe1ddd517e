"""OpenHands event streams (docs/formats.md): a session's events as one JSON list,
``[{id, timestamp, source: user|agent|environment, message, action | observation, args,
content, extras, cause, tool_call_metadata{function_name, tool_call_id, model_response}}]``
(``{sid}.json``, what OpenHands' trajectory export and its test trajectories hold).

- A session is a trajectory, its run the folder holding the sessions, step 0.
- Turns: a ``user`` message its text (the first one the prompt); an agent's action an
  ``assistant`` turn (its thought first, then what it did: the message's text, or the action's
  own line, ``Running command: ...``), named after the tool it called (``tool_call_metadata``'s
  function, else the action: ``run``, ``edit``, ``read``, ``browse``) and counting one call,
  bar a plain ``message``, ``think`` or ``finish``; an observation a ``tool`` turn of the same
  tool, its latency the time since the action that caused it. The environment's own
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

from ..storage import SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, iso_time
from .jsonl import json_document, json_text
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
    if all("source" in e and ("action" in e or "observation" in e) for e in events[:20]):
        return events
    return None


def sniff(head: Head) -> bool:
    return _events(head.record) is not None


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    events = _events(json_document(chunks))
    if events is None:
        raise SourceError(
            "an OpenHands trajectory must be a list of events, each with a source and an action or observation"
        )
    rows, key = Rows(), "session"
    prompt: str | None = None
    said: list[str] = []
    tools: dict[str, str | None] = {}  # event id -> the tool its action called
    started: dict[str, datetime | None] = {}
    bookkeeping: Counter[str] = Counter()
    models: Counter[str] = Counter()
    reward: float | None = None
    status: str | None = None
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
                    reward = float(flag)
                    rows.reward(key, "task_completed", reward, raw=str(completed))
                thought = ""
            content = f"{thought}\n{text}".strip("\n") if thought and thought not in text else text
            tool = None if action in _NO_CALL else str(metadata.get("function_name") or action)
            tools[str(event.get("id"))] = tool
            started[str(event.get("id"))] = iso_time(event.get("timestamp"))
            said.append(content)
            rows.turn(key, role="assistant", content=content, tool_name=tool, tool_calls=0 if tool is None else 1,
                      started_at=started[str(event.get("id"))])  # fmt: skip
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
                  latency_s=(ended - began).total_seconds() if began and ended else None)  # fmt: skip
    extra = {"events": dict(sorted(bookkeeping.items())) or None, "first_event": events[0].get("timestamp"),
             "last_event": events[-1].get("timestamp"), "prompt_tokens_sent": read_in or None}  # fmt: skip
    rows.trajectory(
        key, prompt=prompt, response="\n\n".join(said), num_turns=len(said), reward=reward, status=status,
        sampled_at=iso_time(events[0].get("timestamp")), source_line=1,
        response_tokens=wrote or None,
        extra=json_text({k: v for k, v in extra.items() if v is not None}),
    )  # fmt: skip
    return rows.records(model=models.most_common(1)[0][0] if models else None)


READER = Reader(FORMAT, (".json",), step_of, sniff, read=read, default_step=DEFAULT_STEP, framework="openhands")
