"""OpenHands Software Agent SDK (v1) conversations (docs/formats.md), as its file store keeps
them: ``conversations/<id>/base_state.json`` (the conversation's state: agent and LLM settings,
``execution_status``, ``stats``) and ``events/event-<n>-<uuid>.json``, one event a file.

**A conversation is a trajectory**, read from its ``base_state.json`` with its events (each event
file listed as read there); the run is the folder holding ``conversations/`` (or the SDK's
``persistence/``), step 0.

- Turns, in the events' order: a ``SystemPromptEvent`` (and ``...UpdateEvent``) a ``system``
  turn; a ``MessageEvent`` a turn of its message's role (its text parts; ``reasoning_content``
  or thinking blocks its ``reasoning``); ``ActionEvent``\\ s of one model response
  (``llm_response_id``) one ``assistant`` turn: their thoughts its text, their ``tool_call``\\ s
  its ``calls``; an ``ObservationEvent`` a ``tool`` turn answering its call (``tool_call_id``;
  ``is_error`` its ``status`` ``error``), an ``AgentErrorEvent`` one with ``status`` ``error``,
  a ``UserRejectObservation`` one with ``status`` ``rejected``. Other events (condensations,
  state updates, pauses) are counted in ``extra.events``.
- A model response's tokens and latency are the ones ``stats`` recorded for it
  (``token_usages``, ``response_latencies`` by response id). The model is the agent's LLM's;
  ``status`` the conversation's ``execution_status``; ``extra`` its accumulated cost and tokens.
  The LLM's settings are never copied (they hold endpoints and keys). A last event file not
  whole yet (the SDK writes it in place while the conversation runs) is left for the next read,
  with a warning; an earlier one that is no JSON fails the conversation, naming it.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import orjson

from ..storage import FileSystem, SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, iso_time, openai_call, read_json
from .json_values import json_text
from .rows import Rows, number

FORMAT = "openhands_sdk"
DEFAULT_STEP = 0
NOT_TRACES = {
    r"events/event-\d+-[^/]*\.json": "an OpenHands SDK event: read with its conversation's base_state.json",
}
_EVENT = re.compile(r"event-(\d+)-")


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    return head.name == "base_state.json" and {"id", "agent", "execution_status"} <= head.keys


def folders_above(path: str) -> int:
    """``<run>/conversations/<id>/base_state.json``: the run is two folders above the file's."""
    parts = path.rsplit("/", 3)
    return 2 if len(parts) == 4 and parts[1] in ("conversations", "persistence") else 1


def _text(parts: object) -> str:
    if isinstance(parts, str):
        return parts
    return "\n".join(str(p.get("text") or "") for p in map(as_dict, as_list(parts)) if p.get("type", "text") == "text")


def _thinking(blocks: object) -> str | None:
    return "\n".join(str(b.get("thinking") or "") for b in map(as_dict, as_list(blocks)) if b.get("thinking")) or None


def _usage(state: dict[str, Any]) -> tuple[dict[str, Any], dict[str, float]]:
    """(completion tokens, latency) by model response id, from the conversation's ``stats``."""
    tokens: dict[str, Any] = {}
    seconds: dict[str, float] = {}
    for metrics in map(as_dict, as_dict(as_dict(state.get("stats")).get("usage_to_metrics")).values()):
        for usage in map(as_dict, as_list(metrics.get("token_usages"))):
            tokens[str(usage.get("response_id"))] = usage.get("completion_tokens")
        for latency in map(as_dict, as_list(metrics.get("response_latencies"))):
            if (value := number(latency.get("latency"))) is not None:
                seconds[str(latency.get("response_id"))] = value
    return tokens, seconds


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    state = read_json(fs, path)
    if not isinstance(state, dict):
        raise SourceError("an OpenHands SDK base_state.json must be a JSON object")
    folder = path.rsplit("/", 1)[0]
    try:
        names = sorted((p for p in fs.ls(f"{folder}/events", detail=False) if _EVENT.search(p.rsplit("/", 1)[-1])),
                       key=lambda p: int(_EVENT.search(p.rsplit("/", 1)[-1])[1]))  # type: ignore[index]  # fmt: skip
    except FileNotFoundError:
        names = []
    rows, key = Rows(), str(state.get("id") or folder.rsplit("/", 1)[-1])
    tokens, seconds = _usage(state)
    kinds: Counter[str] = Counter()
    prompt: str | None = None
    said: list[str] = []
    response: object = None  # the model response the open assistant turn holds
    for at, name in enumerate(names):
        try:
            event = as_dict(read_json(fs, name))
        except SourceError:
            if at < len(names) - 1:
                raise
            # the SDK writes an event file in place: a running conversation's last may be half there
            rows.warnings.append(f"{name.rsplit('/', 1)[-1]}: not whole yet (a running conversation?): read next time")
            break
        kind, began = str(event.get("kind")), iso_time(event.get("timestamp"))
        if kind != "ActionEvent":
            response = None
        if kind in ("SystemPromptEvent", "SystemPromptUpdateEvent"):
            rows.turn(key, role="system", content=_text([event.get("system_prompt")]), started_at=began)
        elif kind == "MessageEvent":
            message = as_dict(event.get("llm_message"))
            role, text = str(message.get("role") or event.get("source") or "user"), _text(message.get("content"))
            reasoning = message.get("reasoning_content") or _thinking(message.get("thinking_blocks"))
            rows.turn(key, role=role, content=text, reasoning=reasoning or None, started_at=began,
                      **_model_call(event, tokens, seconds) if role == "assistant" else {})  # fmt: skip
            if role == "assistant":
                said.append(text)
            elif role == "user" and prompt is None:
                prompt = text
        elif kind == "ActionEvent":
            call = openai_call(event.get("tool_call")) if event.get("tool_call") else None
            thought = _text(event.get("thought"))
            if response is None or event.get("llm_response_id") != response:
                response = event.get("llm_response_id")
                rows.turn(key, role="assistant", content=thought, reasoning=_thinking(event.get("thinking_blocks")),
                          calls=None, tool_calls=0, started_at=began, **_model_call(event, tokens, seconds))  # fmt: skip
                said.append(thought)
            turn = rows.tables["turns"][-1]
            if call is not None:
                calls = [*([] if turn["calls"] is None else _calls_of(turn["calls"])), call]
                turn.update(calls=calls_text(calls), tool_calls=len(calls), tool_name=calls[0]["name"])
        elif kind in ("ObservationEvent", "AgentErrorEvent", "UserRejectObservation"):
            observation = as_dict(event.get("observation"))
            text = _text(observation.get("content")) if kind == "ObservationEvent" else str(
                event.get("error") or event.get("rejection_reason") or "")  # fmt: skip
            failed = observation.get("is_error") is True or kind == "AgentErrorEvent"
            rows.turn(key, role="tool", content=text, tool_name=event.get("tool_name"),
                      tool_call_id=str(event["tool_call_id"]) if event.get("tool_call_id") else None,
                      status="error" if failed else "rejected" if kind == "UserRejectObservation" else None,
                      started_at=began)  # fmt: skip
        else:
            kinds[kind] += 1
    llm = as_dict(as_dict(state.get("agent")).get("llm"))
    stats = [as_dict(m.get("accumulated_token_usage")) | {"cost": m.get("accumulated_cost")}
             for m in map(as_dict, as_dict(as_dict(state.get("stats")).get("usage_to_metrics")).values())]  # fmt: skip
    extra = {"events": dict(sorted(kinds.items())) or None, "usage": stats or None,
             "max_iterations": state.get("max_iterations"), "event_files": len(names)}  # fmt: skip
    status = state.get("execution_status")
    rows.trajectory(key, prompt=prompt, response="\n\n".join(said), num_turns=len(said),
                    status=str(status) if status else None, source_line=1,
                    extra=json_text({k: v for k, v in extra.items() if v is not None}))  # fmt: skip
    model = llm.get("model")
    return rows.records(model=model if isinstance(model, str) and model else None)


def _model_call(event: dict[str, Any], tokens: dict[str, Any], seconds: dict[str, float]) -> dict[str, Any]:
    response = str(event.get("llm_response_id"))
    count = tokens.get(response)
    return {"content_tokens": count if isinstance(count, int) else None, "latency_s": seconds.get(response)}


def _calls_of(text: str) -> list[dict[str, Any]]:
    return list(orjson.loads(text))


READER = Reader(
    FORMAT, (".json",), step_of, sniff, read_file=read_file, default_step=DEFAULT_STEP, run_above=folders_above,
    framework="openhands", expects=(frozenset({"id", "agent", "execution_status"}),),
)  # fmt: skip
