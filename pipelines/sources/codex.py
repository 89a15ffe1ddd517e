"""Codex CLI session rollouts (docs/formats.md):
``~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl``, one JSON line per item, ``{timestamp, type, payload}`` with ``type`` ``session_meta``,
``response_item`` (Responses-API items: ``message``, ``reasoning``, ``function_call``,
``function_call_output``, ``custom_tool_call``...), ``event_msg`` (the UI's copies of them, token
counts, task markers), ``turn_context`` (the model and policies of a turn), ``compacted``; older
sessions (``~/.codex/sessions/rollout-<id>.jsonl``) a bare header line then bare items.

**A session is a trajectory; the ``sessions`` folder its run** (step 0). Turns are the
response items (the ``event_msg`` copies are not read twice): a ``message`` a turn of its
role (``developer`` too: Codex's instructions), a ``reasoning`` item the ``reasoning`` of the
assistant turn after it (its summary's text, or its content where not encrypted), a
``function_call`` (or ``custom_tool_call``, ``local_shell_call``) an ``assistant`` turn with its
call whole in ``calls`` (``call_id``, ``name``, ``arguments``/``input``), its output a ``tool``
turn answering it. The model is the one most ``turn_context`` lines name; ``extra`` holds the
CLI's version, originator, source, provider and git commit and branch, the last token totals
and a count of the other lines. The working folder is never copied (a home folder names its
user), nor the instructions (they are in the turns).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, iso_time, message_text, tool_call
from .json_values import each_object, json_text
from .rows import Rows

FORMAT = "codex"
DEFAULT_STEP = 0
_NAME = re.compile(r"rollout-.*\.jsonl")
_DATED = re.compile(r"/sessions/\d{4}/\d{2}/\d{2}/[^/]+$")
_CALLS = {"function_call", "custom_tool_call", "local_shell_call"}
_OUTPUTS = {"function_call_output", "custom_tool_call_output", "local_shell_call_output"}


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    record = as_dict(head.record)
    if record.get("type") == "session_meta" and isinstance(record.get("payload"), dict):
        return True
    return bool(_NAME.fullmatch(head.name)) and {"id", "timestamp"} <= head.keys and "type" not in record


def folders_above(path: str) -> int:
    """``sessions/YYYY/MM/DD/rollout-...``: the run is the ``sessions`` folder, three above."""
    return 3 if _DATED.search(path) else 0


def _text(content: object) -> str:
    """A Responses-API message's content: its ``input_text``/``output_text`` parts' text."""
    if isinstance(content, str):
        return content
    return message_text([p for p in as_list(content) if as_dict(p).get("type") != "input_image"])


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows()
    key = shard.plain_name.removesuffix(".jsonl")
    meta: dict[str, Any] = {}
    models: Counter[str] = Counter()
    others: Counter[str] = Counter()
    tokens: dict[str, Any] = {}
    state: dict[str, Any] = {"thinking": [], "prompt": None, "said": [], "first": 0}
    names: dict[str, str | None] = {}

    def item(payload: dict[str, Any], began: Any) -> None:
        kind = str(payload.get("type"))
        thinking = "\n".join(state["thinking"]) or None
        if kind == "reasoning":
            summary = [str(as_dict(s).get("text") or "") for s in as_list(payload.get("summary"))]
            content = [str(as_dict(c).get("text") or "") for c in as_list(payload.get("content"))]
            state["thinking"].extend(t for t in summary + content if t)
        elif kind == "message":
            role, text = str(payload.get("role") or "assistant"), _text(payload.get("content"))
            if role == "assistant":
                rows.turn(key, role=role, content=text, reasoning=thinking, tool_calls=0, started_at=began)
                state["said"].append((f"<think>{thinking}</think>" if thinking else "") + text)
                state["thinking"] = []
            else:
                rows.turn(key, role=role, content=text, started_at=began)
                state["prompt"] = text if role == "user" and state["prompt"] is None else state["prompt"]
        elif kind in _CALLS:
            action = as_dict(payload.get("action"))
            call = tool_call(payload.get("call_id") or payload.get("id"), payload.get("name") or action.get("type"),
                             payload.get("arguments", payload.get("input", action or None)))  # fmt: skip
            names[str(call["id"])] = call["name"]
            text = f"{call['name'] or ''}({payload.get('arguments', payload.get('input', '')) or ''})"
            rows.turn(key, role="assistant", content=text, reasoning=thinking, tool_name=call["name"], tool_calls=1,
                      calls=calls_text([call]), started_at=began)  # fmt: skip
            state["thinking"] = []
        elif kind in _OUTPUTS:
            answered = str(payload.get("call_id") or "") or None
            output = payload.get("output")
            rows.turn(key, role="tool", content=output if isinstance(output, str) else json_text(as_dict(output)) or "",
                      tool_call_id=answered, tool_name=names.get(answered or ""), started_at=began)  # fmt: skip
        else:
            others[f"item:{kind}"] += 1

    def take(record: dict[str, Any], line: int) -> str | None:
        state["first"] = state["first"] or line
        kind, payload = record.get("type"), as_dict(record.get("payload"))
        began = iso_time(record.get("timestamp"))
        if kind == "session_meta" or (line == 1 and "type" not in record):  # the header, new or old
            meta.update(payload or record)
        elif kind == "response_item":
            item(payload, began)
        elif kind == "turn_context":
            if isinstance(payload.get("model"), str):
                models[payload["model"]] += 1
        elif kind == "event_msg" and payload.get("type") == "token_count":
            tokens.update(as_dict(as_dict(payload.get("info")).get("total_token_usage")))
        elif kind is None and record.get("type") is None and record.get("record_type") == "state":
            others["state"] += 1
        elif kind in ("message", "reasoning", *_CALLS, *_OUTPUTS):  # an older session's bare item
            item(record, began)
        else:
            others[str(kind if kind != "event_msg" else f"event:{payload.get('type')}")] += 1
        return None

    each_object(chunks, rows.quarantine, take)
    git = as_dict(meta.get("git"))
    extra = {"session_id": meta.get("id"), "cli_version": meta.get("cli_version"), "originator": meta.get("originator"),
             "source": meta.get("source"), "model_provider": meta.get("model_provider"),
             "git_commit": git.get("commit_hash"), "git_branch": git.get("branch"), "tokens": tokens or None,
             "lines": dict(sorted(others.items())) or None}  # fmt: skip
    rows.trajectory(key, prompt=state["prompt"], response="\n\n".join(state["said"]), num_turns=len(state["said"]),
                    sampled_at=iso_time(meta.get("timestamp")), source_line=state["first"] or 1,
                    extra=json_text({k: v for k, v in extra.items() if v is not None}))  # fmt: skip
    return rows.records(model=models.most_common(1)[0][0] if models else None)


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, default_step=DEFAULT_STEP, run_above=folders_above,
    framework="codex", expects=(frozenset({"timestamp", "type", "payload"}),),
)  # fmt: skip
