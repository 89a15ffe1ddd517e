"""OpenTelemetry GenAI traces in OTLP/JSON (docs/formats.md): ``ExportTraceServiceRequest``
objects (``resourceSpans[].scopeSpans[].spans[]``), one a line (``.jsonl``, as the collector's
file exporter and ``tracelake export otlp`` write them) or one a file (``.json``).

**A trace is a trajectory; the file's run is its resource's** (``tracelake.run_name``, else
``service.name``). Turns come from its ``chat`` spans (``gen_ai.operation.name``), in the order
they began (``tracelake.turn_index`` first, where written): each span's
``gen_ai.input.messages`` (only those it adds: instrumentations that send the whole history
every call are read once) then its ``gen_ai.output.messages``, in the semantic conventions'
message schema: ``text`` parts the content, ``reasoning`` parts the ``reasoning``,
``tool_call`` parts the ``calls``, a ``tool_call_response`` part a tool turn answering its call.
A chat span gives its assistant turn ``gen_ai.usage.output_tokens``, ``gen_ai.agent.name`` and
its times; an ``execute_tool`` span its tool turn's times and an ``error`` status. The root
span's ``tracelake.*`` attributes give the trajectory's id, step, split, reward and status where
tracelake wrote them; its ``gen_ai.evaluation.result`` events are ``rewards`` rows. Older GenAI
conventions (prompts in ``gen_ai.prompt.N.*`` attributes or per-message span events) are not
read: their traces land without turns, and the shard says how many.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

import orjson

from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, iso_time, tool_call
from .json_values import each_object, json_text
from .rows import Rows

FORMAT = "otlp"
DEFAULT_STEP = 0


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    return isinstance(as_dict(head.record).get("resourceSpans"), list)


def _value(v: object) -> object:
    """An OTLP/JSON ``AnyValue`` as a plain value."""
    fields = as_dict(v)
    if "stringValue" in fields:
        return fields["stringValue"]
    if "intValue" in fields:
        return int(fields["intValue"])
    if "doubleValue" in fields:  # "NaN", "Infinity" as proto3's JSON writes them: float() reads those
        return float(fields["doubleValue"]) if fields["doubleValue"] is not None else None
    if "boolValue" in fields:
        return bool(fields["boolValue"])
    if "arrayValue" in fields:
        return [_value(x) for x in as_list(as_dict(fields["arrayValue"]).get("values"))]
    if "kvlistValue" in fields:
        return _attributes(as_dict(fields["kvlistValue"]).get("values"))
    return None


def _attributes(listed: object) -> dict[str, Any]:
    return {str(a.get("key")): _value(a.get("value")) for a in map(as_dict, as_list(listed))}


def run_name(head: Head) -> str | None:
    for resource in map(as_dict, as_list(as_dict(head.record).get("resourceSpans"))):
        fields = _attributes(as_dict(resource.get("resource")).get("attributes"))
        name = fields.get("tracelake.run_name") or fields.get("service.name")
        if isinstance(name, str) and name and name != "unknown_service":
            return name
    return None


def _messages(text: object) -> list[dict[str, Any]]:
    try:
        parsed = orjson.loads(text) if isinstance(text, str) else text
    except orjson.JSONDecodeError:
        return []
    return [m for m in as_list(parsed) if isinstance(m, dict)]


def _shape(message: dict[str, Any]) -> tuple[object, object]:
    """A message as an echo of it compares: its role and parts (an output message has a
    ``finish_reason`` its copy in the next call's input lacks)."""
    return message.get("role"), message.get("parts")


def _time(nanos: object) -> datetime | None:
    try:
        return datetime.fromtimestamp(int(str(nanos)) / 1e9, UTC) if nanos not in (None, "", "0") else None
    except ValueError:
        return None


class _Span:
    def __init__(self, span: dict[str, Any]) -> None:
        self.fields = _attributes(span.get("attributes"))
        self.span_id = span.get("spanId")
        self.name = str(span.get("name") or "")
        self.operation = str(self.fields.get("gen_ai.operation.name") or self.name.split(" ", 1)[0])
        self.parent = span.get("parentSpanId") or None
        self.start, self.end = _time(span.get("startTimeUnixNano")), _time(span.get("endTimeUnixNano"))
        self.failed = as_dict(span.get("status")).get("code") in (2, "STATUS_CODE_ERROR")
        self.events = [e for e in map(as_dict, as_list(span.get("events")))]

    @property
    def seconds(self) -> float | None:
        return (self.end - self.start).total_seconds() if self.start and self.end else None


def _trace(rows: Rows, shard: Shard, trace_id: str, spans: list[_Span], line: int) -> bool:
    """Add one trace as a trajectory; whether it had any messages."""
    # the root: a span whose parent is not in the trace (an exporter writes children first)
    held = {s.span_id for s in spans}
    tops = [s for s in spans if s.parent is None or s.parent not in held] or spans
    root = next((s for s in tops if s.operation == "invoke_agent"), tops[0])
    fields = root.fields
    # a conversation's traces share gen_ai.conversation.id: the trace is the trajectory
    key = str(fields.get("tracelake.trajectory_id") or trace_id)
    timed = not fields.get("tracelake.time_synthetic")
    chats = sorted((s for s in spans if s.operation == "chat"),
                   key=lambda s: (s.fields.get("tracelake.turn_index", -1), s.start or datetime.min.replace(tzinfo=UTC)))  # fmt: skip
    tools = {s.fields["gen_ai.tool.call.id"]: s for s in spans
             if s.operation == "execute_tool" and s.fields.get("gen_ai.tool.call.id") is not None}  # fmt: skip
    history: list[tuple[object, object]] = []
    names: dict[object, str | None] = {}
    prompt, said = None, []

    def turn(message: dict[str, Any], chat: _Span | None) -> None:
        nonlocal prompt
        role = str(message.get("role") or "user")
        parts = [p for p in map(as_dict, as_list(message.get("parts")))]
        answering = [p for p in parts if p.get("type") == "tool_call_response"]
        if len(answering) > 1:  # one message answering several calls (Anthropic's way): a tool turn each
            for part in answering:
                turn({**message, "parts": [part]}, chat)
            return
        texts = [str(p.get("content") or "") for p in parts if p.get("type") == "text"]
        text: str | None = "\n".join(texts) if texts else None  # no text part: a message of no text
        reasoning = "\n".join(str(p.get("content") or "") for p in parts if p.get("type") == "reasoning") or None
        calls = [
            tool_call(p.get("id"), p.get("name"), p.get("arguments")) for p in parts if p.get("type") == "tool_call"
        ]
        names.update({c["id"]: c["name"] for c in calls})
        answers = [p for p in parts if p.get("type") == "tool_call_response"]
        columns: dict[str, Any] = {}
        if answers:
            answer = answers[0]
            response = answer.get("response")
            text = response if isinstance(response, str) or response is None else orjson.dumps(response).decode()
            called = tools.get(answer.get("id"))
            columns = {"tool_call_id": str(answer["id"]) if answer.get("id") else None,
                       "tool_name": message.get("name") or names.get(answer.get("id")),
                       "status": "error" if called and called.failed else None}  # fmt: skip
            if called and timed:
                columns |= {"started_at": called.start, "latency_s": called.seconds}
        elif role == "assistant":
            columns = {
                "tool_calls": len(calls) or None,
                "calls": calls_text(calls),
                "tool_name": calls[0]["name"] if calls else None,
            }
            if chat is not None:
                tokens = chat.fields.get("gen_ai.usage.output_tokens")
                columns |= {"content_tokens": tokens if isinstance(tokens, int) else None,
                            "agent": chat.fields.get("gen_ai.agent.name")}  # fmt: skip
                if timed:
                    columns |= {"started_at": chat.start, "latency_s": chat.seconds}
            said.append((f"<think>{reasoning}</think>" if reasoning else "") + (text or ""))
        elif role == "user" and prompt is None:
            prompt = text
        own = as_dict(message.get("tracelake"))  # what tracelake wrote of the turn beside the conventions
        for name in ("content_tokens", "agent", "status", "latency_s", "tool_name", "tool_calls"):
            if own.get(name) is not None:
                columns[name] = own[name]
        if own.get("started_at"):
            columns["started_at"] = iso_time(own["started_at"])
        rows.turn(key, role=role, content=text, reasoning=reasoning, **columns)

    for chat in chats:
        given = _messages(chat.fields.get("gen_ai.input.messages"))
        shapes = [_shape(m) for m in given]
        if history and shapes[: len(history)] == history:  # the whole history sent again: its new messages only
            given = given[len(history) :]
        history += [_shape(m) for m in given]
        for message in given:
            turn(message, None)
        for message in _messages(chat.fields.get("gen_ai.output.messages")):
            turn(message, chat)
            history.append(_shape(message))
    trailing = _messages(fields.get("tracelake.trailing_messages"))
    for message in trailing:
        turn(message, None)
    for event in (e for e in root.events if e.get("name") == "gen_ai.evaluation.result"):
        scored = _attributes(event.get("attributes"))
        score, label = scored.get("gen_ai.evaluation.score.value"), scored.get("gen_ai.evaluation.score.label")
        number_ = float(score) if isinstance(score, (int, float)) and not isinstance(score, bool) else None
        if number_ is not None or isinstance(label, str):  # a label alone: a result that is no number (an error)
            rows.reward(key, str(scored.get("gen_ai.evaluation.name") or "score"), number_,
                        raw=label if isinstance(label, str) else None)  # fmt: skip
    step = fields.get("tracelake.step")
    split = fields.get("tracelake.split")
    reward = fields.get("tracelake.reward")
    extra = {"trace_id": trace_id, "trajectory_id": fields.get("tracelake.trajectory_id"),
             "conversation_id": fields.get("gen_ai.conversation.id"),
             "source_file": fields.get("tracelake.source_file"),
             "source_line": fields.get("tracelake.source_line")}  # fmt: skip
    rows.trajectory(
        key, step=step if isinstance(step, int) and step >= 0 else (shard.step or DEFAULT_STEP),
        split=split if split in ("train", "val") else shard.split, prompt=prompt, response="\n\n".join(said),
        num_turns=len(said), reward=float(reward) if isinstance(reward, (int, float)) else None,
        status=fields.get("tracelake.status"), sampled_at=root.start if timed else None, source_line=line,
        extra=json_text({k: v for k, v in extra.items() if v is not None}),
    )  # fmt: skip
    return bool(chats or trailing)


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows()
    traces: dict[str, tuple[int, list[_Span]]] = {}

    def take(request: dict[str, Any], line: int) -> str | None:
        if not isinstance(request.get("resourceSpans"), list):
            return "an OTLP request holds resourceSpans"
        for resource in map(as_dict, request["resourceSpans"]):
            for scope in map(as_dict, as_list(resource.get("scopeSpans"))):
                for span in map(as_dict, as_list(scope.get("spans"))):
                    trace_id = str(span.get("traceId") or "")
                    traces.setdefault(trace_id, (line, []))[1].append(_Span(span))
        return None

    data = b"".join(chunks)
    try:  # one request a file (pretty-printed, as a person saves one)...
        whole = orjson.loads(data)
    except orjson.JSONDecodeError:  # ...else one a line, whatever the file's name (the collector's ./x.json)
        each_object([data], rows.quarantine, take)
    else:
        problem = take(as_dict(whole), 1)
        if problem is not None:
            rows.bad(1, problem, "")
    bare = sum(not _trace(rows, shard, trace_id, spans, line) for trace_id, (line, spans) in traces.items())
    if bare:
        rows.warnings.append(f"{bare} trace(s) with no messages (no chat span with gen_ai.input.messages or "
                             "gen_ai.output.messages): kept without turns")  # fmt: skip
    return rows.records()


READER = Reader(
    FORMAT, (".json", ".jsonl"), step_of, sniff, read=read, run_name=run_name, default_step=DEFAULT_STEP,
    expects=(frozenset({"resourceSpans"}),),
)  # fmt: skip
