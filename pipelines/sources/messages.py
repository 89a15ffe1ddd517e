"""A conversation kept as one JSON document (docs/formats.md): a list of chat messages
(``[{"role", "content", "tool_calls"?, "tool_call_id"?, "name"?, "reasoning_content"?}]``,
OpenAI's layout), or an object holding them under ``messages`` (with ``reward``/``score`` and
other fields beside).

The document is a trajectory: each message a turn of its role (its calls whole in ``calls``, a
``tool`` message the call it answers in ``tool_call_id`` and its tool by name, the reasoning
apart in ``reasoning``), content parts as their text (an image part ``<image>``); the prompt
what came before the first assistant message, the response the assistant's messages; a
``reward`` or ``score`` beside the messages its reward, every other number a ``rewards`` row,
the rest ``extra``. No group: one conversation says nothing of a prompt's others. A
conversation beside an AReaL case's ``meta_info.jsonl`` is that case's, read there
(:mod:`.areal_vlm`): skipped here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..storage import SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, openai_call, reasoning_of
from .jsonl import json_document, json_text
from .rows import Rows, number

FORMAT = "messages"
DEFAULT_STEP = 0
_ROLES = {"system", "user", "assistant", "tool", "developer", "function"}


def step_of(name: str) -> int | None:
    return None


def _messages(document: object) -> list[Any] | None:
    listed = document.get("messages") if isinstance(document, dict) else document
    if not isinstance(listed, list) or not listed:
        return None
    if all(isinstance(m, dict) and str(m.get("role")) in _ROLES and "content" in m for m in listed):
        return listed
    return None


def sniff(head: Head) -> bool:
    return _messages(head.record) is not None


def _text(content: object) -> str:
    if isinstance(content, list):
        return "\n".join(
            str(as_dict(p).get("text", ""))
            if as_dict(p).get("type") == "text"
            else f"<{as_dict(p).get('type', 'part')}>"
            for p in content
        )
    return "" if content is None else str(content)


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    document = json_document(chunks)
    messages = _messages(document)
    if messages is None:
        raise SourceError("a conversation must be a list of chat messages (role and content each)")
    rows, key = Rows(), "conversation"
    prompt: list[str] = []
    said: list[str] = []
    names: dict[object, str | None] = {}  # a call's name by its id, for the tool message answering it
    for message in messages:
        role, content = str(message["role"]), _text(message.get("content"))
        calls = [openai_call(c) for c in as_list(message.get("tool_calls"))]
        for call in calls:
            names[call["id"]] = call["name"]
        answered = message.get("tool_call_id")
        tool = calls[0]["name"] if calls else None
        if role == "tool":
            tool = str(message.get("name") or names.get(answered) or "") or None
        rows.turn(key, role=role, content=content, tool_name=tool,
                  tool_calls=len(calls) if role == "assistant" else None, calls=calls_text(calls),
                  tool_call_id=str(answered) if answered else None, reasoning=reasoning_of(message))  # fmt: skip
        if role == "assistant":
            said.append(content)
        elif not said:
            prompt.append(content)
    fields = as_dict(document)
    reward = number(fields.get("reward", fields.get("score")))
    rows.rewards(key, {k: v for k, v in fields.items() if k != "messages" and number(v) is not None})
    extra = {k: v for k, v in fields.items() if k != "messages" and number(v) is None and v is not None}
    rows.trajectory(key, prompt="\n\n".join(prompt) or None, response="\n\n".join(said), num_turns=len(said),
                    reward=reward, source_line=1, extra=json_text(extra))  # fmt: skip
    return rows.records()


def covered_by(path: str) -> str | None:
    return f"{path.rsplit('/', 1)[0]}/meta_info.jsonl"  # an AReaL case's conversation (see the doc)


READER = Reader(FORMAT, (".json",), step_of, sniff, read=read, default_step=DEFAULT_STEP, covered_by=covered_by)
