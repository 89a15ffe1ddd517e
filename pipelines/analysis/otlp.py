"""``tracelake export otlp``: what a search finds as OpenTelemetry GenAI spans, OTLP JSON
(``ExportTraceServiceRequest`` in OTLP/JSON: ids in hex, 64-bit integers as strings), one file a
run (``<folder>/<run>.otlp.jsonl``), one request a line, as the collector's file exporter
writes and its ``otlpjsonfile`` receiver reads; every trace viewer that takes OTLP opens it.

A trajectory is a trace. Its root span is ``invoke_agent`` (``gen_ai.operation.name``,
``gen_ai.conversation.id`` the trajectory, ``gen_ai.request.model`` the run's model, and
``tracelake.*``: run, step, split, reward, status; an error status where the trajectory's says it
failed, ``is_error_status``); its rewards are ``gen_ai.evaluation.result``
events on it (``gen_ai.evaluation.name``, ``gen_ai.evaluation.score.value``). Each assistant
turn is a ``chat`` span under it: ``gen_ai.input.messages`` the messages since the previous
assistant turn, ``gen_ai.output.messages`` the turn (text, reasoning and tool-call parts, as the
semantic conventions' message schemas have them), ``gen_ai.usage.output_tokens``,
``gen_ai.agent.name`` a sub-agent's; each tool call an ``execute_tool`` span
(``gen_ai.tool.name``, ``gen_ai.tool.call.id``, ``.arguments``, ``.result``; an ``error``
status where the call failed). Messages after the last assistant turn ride on the root span as
``tracelake.trailing_messages``. A single-turn trajectory is its prompt and response. What the
conventions have no field for (a turn's tokens, agent, status, times, the tool it names and the calls it counts where no
structured call says) rides on its message as
``tracelake`` (the message schemas allow more properties), so a re-read loses nothing.

Times are the source's (a turn's ``started_at`` and ``latency_s``; the trajectory's
``sampled_at``); where it gave none, the spans follow one another a millisecond apart from the
Unix epoch plus the step in seconds, and the root says ``tracelake.time_synthetic``.
``tracelake ingest`` reads these files back (the ``otlp`` format) to the same trajectories,
turns, calls and rewards. Trajectories are read a batch at a time: a line holds a batch.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import duckdb
import orjson

from .._version import __version__
from ..explore.queries.search import Search
from ..outputs import replacing
from .selection import found_batches, out_folder, rewards, trajectories, turns

SCOPE = {"name": "tracelake", "version": __version__}
_SAFE = re.compile(r"[^\w.-]+")
_OWN = (
    "content_tokens",
    "agent",
    "status",
    "started_at",
    "latency_s",
    "tool_name",
    "tool_calls",
)  # a turn's, kept on its message


@dataclass
class OtlpExport:
    found: int = 0
    traces: int = 0
    spans: int = 0
    files: list[str] = field(default_factory=list)


def value(v: object) -> dict[str, Any]:
    """An attribute's value in OTLP/JSON's ``AnyValue``."""
    if isinstance(v, bool):
        return {"boolValue": v}
    if isinstance(v, int):
        return {"intValue": str(v)}
    if isinstance(v, float):  # proto3's JSON names what JSON cannot hold
        return {
            "doubleValue": v if math.isfinite(v) else "NaN" if math.isnan(v) else "Infinity" if v > 0 else "-Infinity"
        }
    return {"stringValue": v if isinstance(v, str) else orjson.dumps(v).decode()}


def attributes(fields: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"key": k, "value": value(v)} for k, v in fields.items() if v is not None]


def _hex(*parts: object, size: int) -> str:
    return hashlib.sha256("\x1f".join(map(str, parts)).encode()).hexdigest()[: size * 2]


def _nanos(moment: datetime | None) -> int | None:
    return None if moment is None else int(moment.timestamp() * 1_000_000) * 1000


def message(turn: dict[str, Any]) -> dict[str, Any]:
    """A turn as the semantic conventions' chat message (``role``, ``parts``)."""
    parts: list[dict[str, Any]] = []
    if turn["reasoning"]:
        parts.append({"type": "reasoning", "content": turn["reasoning"]})
    if turn["role"] == "tool":
        parts.append({"type": "tool_call_response", "id": turn["tool_call_id"], "response": turn["content"]})
    elif turn["content"] is not None:  # no text at all (a lengths-only source): no part
        parts.append({"type": "text", "content": turn["content"]})
    for call in orjson.loads(turn["calls"]) if turn["calls"] else []:
        parts.append(
            {"type": "tool_call", "id": call["id"], "name": call["name"] or "", "arguments": call["arguments"]}
        )
    shaped: dict[str, Any] = {"role": turn["role"], "parts": parts}
    if turn["role"] == "tool" and turn["tool_name"]:
        shaped["name"] = turn["tool_name"]
    if turn["role"] == "assistant":
        shaped["finish_reason"] = "tool_call" if turn["calls"] else "stop"
    # what the conventions have no field for, kept on the message (their schema allows more)
    own = {k: turn[k] for k in _OWN if turn.get(k) is not None}
    if own:
        shaped["tracelake"] = {k: v.isoformat() if isinstance(v, datetime) else v for k, v in own.items()}
    return shaped


class _Trace:
    """One trajectory's spans, in the order they began."""

    def __init__(self, run: dict[str, Any], row: dict[str, Any], turns: list[dict[str, Any]], rewards: list[Any]):
        self.trace_id = _hex(run["run_id"], row["trajectory_id"], size=16)
        self.root_id = _hex(self.trace_id, "root", size=8)
        self.spans: list[dict[str, Any]] = []
        began = _nanos(row["sampled_at"]) or next((_nanos(t["started_at"]) for t in turns if t["started_at"]), None)
        self.synthetic = began is None
        self.clock = began if began is not None else (row["step"] or 0) * 1_000_000_000
        start = self.clock
        if not turns:  # a single-turn source: its prompt and response
            turns = [_turn("user", row["prompt"], 0), _turn("assistant", row["response"], 1)]
        pending: list[dict[str, Any]] = []
        for at, turn in enumerate(turns):
            if turn["role"] != "assistant":
                pending.append(message(turn))
                continue
            self._chat(run, turn, pending)
            pending = []
            # the outputs that answer this turn's calls: the tool turns before the next assistant one
            # (ids a source numbers per message, call_0 each time, pair within the turn alone)
            after = itertools.takewhile(lambda t: t["role"] != "assistant", turns[at + 1 :])
            results = {t["tool_call_id"]: t for t in after if t["role"] == "tool" and t["tool_call_id"]}
            for k, call in enumerate(orjson.loads(turn["calls"]) if turn["calls"] else []):
                self._tool(turn, k, call, results.get(call["id"]))
        fields = {
            "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": run["framework"] or run["format"],
            "gen_ai.conversation.id": row["trajectory_id"], "gen_ai.request.model": run["model"],
            "tracelake.run_id": run["run_id"], "tracelake.run_name": run["run_name"],
            "tracelake.trajectory_id": row["trajectory_id"], "tracelake.step": row["step"],
            "tracelake.split": row["split"], "tracelake.reward": row["reward"], "tracelake.status": row["status"],
            "tracelake.source_file": row["source_file"], "tracelake.source_line": row["source_line"],
            "tracelake.time_synthetic": True if self.synthetic else None,
            "tracelake.trailing_messages": orjson.dumps(pending).decode() if pending else None,
        }  # fmt: skip
        events = [{"timeUnixNano": str(start), "name": "gen_ai.evaluation.result",
                   "attributes": attributes({"gen_ai.evaluation.name": name, "gen_ai.evaluation.score.value": score,
                                             "gen_ai.evaluation.score.label": raw})}
                  for name, score, raw in rewards]  # fmt: skip
        root = self._span(self.root_id, None, f"invoke_agent {fields['gen_ai.agent.name']}", start,
                          max(self.clock, start + 1), fields, events=events,
                          failed=row["status"] if row["failed"] else None)  # fmt: skip
        self.spans.insert(0, root)

    def _span(self, span_id: str, parent: str | None, name: str, start: int, end: int, fields: dict[str, Any],
              *, events: list[Any] | None = None, failed: str | None = None) -> dict[str, Any]:  # fmt: skip
        span: dict[str, Any] = {"traceId": self.trace_id, "spanId": span_id, "name": name,
                                "kind": 3 if name.startswith("chat") else 1,
                "startTimeUnixNano": str(start), "endTimeUnixNano": str(end), "attributes": attributes(fields)}  # fmt: skip
        if parent is not None:
            span["parentSpanId"] = parent
        if events:
            span["events"] = events
        if failed:
            span["status"] = {"code": 2, "message": failed}
        return span

    def _times(self, turn: dict[str, Any]) -> tuple[int, int]:
        known = _nanos(turn["started_at"]) if not self.synthetic else None
        start = known if known is not None else self.clock + 1_000_000
        end = start + int((turn["latency_s"] or 0.001) * 1e9)
        self.clock = max(self.clock, end)
        return start, end

    def _chat(self, run: dict[str, Any], turn: dict[str, Any], given: list[dict[str, Any]]) -> None:
        start, end = self._times(turn)
        fields = {"gen_ai.operation.name": "chat", "gen_ai.request.model": run["model"],
                  "gen_ai.agent.name": turn["agent"], "gen_ai.usage.output_tokens": turn["content_tokens"],
                  "gen_ai.input.messages": orjson.dumps(given).decode(),
                  "gen_ai.output.messages": orjson.dumps([message(turn)]).decode(),
                  "tracelake.turn_index": turn["turn_index"]}  # fmt: skip
        span_id = _hex(self.trace_id, "chat", turn["turn_index"], size=8)
        self.spans.append(self._span(span_id, self.root_id, f"chat {run['model'] or ''}".strip(), start, end, fields))

    def _tool(self, turn: dict[str, Any], k: int, call: dict[str, Any], result: dict[str, Any] | None) -> None:
        start, end = self._times(result or {"started_at": None, "latency_s": None})
        fields = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": call["name"], "gen_ai.tool.type": "function",
                  "gen_ai.tool.call.id": call["id"], "gen_ai.tool.call.arguments": orjson.dumps(call["arguments"]).decode(),
                  "gen_ai.tool.call.result": result["content"] if result else None,
                  "error.type": result["status"] if result and result["status"] == "error" else None}  # fmt: skip
        span_id = _hex(self.trace_id, "tool", turn["turn_index"], k, size=8)
        failed = "error" if result and result["status"] == "error" else None
        self.spans.append(self._span(span_id, self.root_id, f"execute_tool {call['name'] or ''}".strip(), start, end,
                                     fields, failed=failed))  # fmt: skip


def _turn(role: str, content: str | None, index: int) -> dict[str, Any]:
    return {"role": role, "content": content, "turn_index": index, "reasoning": None, "calls": None,
            "tool_call_id": None, "tool_name": None, "tool_calls": None, "started_at": None, "latency_s": None, "agent": None,
            "content_tokens": None, "status": None}  # fmt: skip


def export_otlp(con: duckdb.DuckDBPyConnection, search: Search, folder: Path) -> OtlpExport:
    """Write a file a run into ``folder`` (see the module's doc); what it holds."""
    folder = out_folder(folder, "a file a run")
    found, batches = found_batches(con, search)
    done = OtlpExport(found=found)
    for run_id, of_run in itertools.groupby(batches, key=lambda batch: batch[0]["run_id"]):
        first = next(of_run)
        path = folder / f"{_SAFE.sub('_', first[0]['run_name'])}-{_hex(run_id, size=4)}.otlp.jsonl"
        with replacing(path) as tmp, tmp.open("wb") as f:
            for run, ids in itertools.chain([first], of_run):
                traces = list(_traces(con, run, ids))
                resource = {"attributes": attributes({"service.name": run["run_name"],
                                                      "tracelake.run_name": run["run_name"],
                                                      "tracelake.run_id": run_id, "tracelake.format": run["format"]})}  # fmt: skip
                spans = [s for t in traces for s in t.spans]
                request = {"resourceSpans": [{"resource": resource, "scopeSpans": [{"scope": SCOPE, "spans": spans}]}]}
                f.write(orjson.dumps(request) + b"\n")
                done.traces += len(traces)
                done.spans += len(spans)
        done.files.append(path.name)
    return done


def _traces(con: duckdb.DuckDBPyConnection, run: dict[str, Any], ids: list[str]) -> Iterator[_Trace]:
    rows = trajectories(con, run["run_id"], ids, "step, split, reward, status, is_error_status(status) AS failed,"
                        " prompt, response, sampled_at, source_file, source_line")  # fmt: skip
    said = turns(con, run["run_id"], ids, "turn_index, role, content, reasoning, calls, tool_call_id, tool_name,"
                 " tool_calls, started_at, latency_s, agent, content_tokens, status")  # fmt: skip
    scores = rewards(con, run["run_id"], ids)
    for row in rows:
        yield _Trace(run, row, said.get(row["trajectory_id"], []),
                     [(name, value, raw) for name, value, raw, _ in scores.get(row["trajectory_id"], [])])  # fmt: skip
