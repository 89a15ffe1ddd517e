"""Conversations in OpenAI's chat layout (docs/formats.md): a list of chat messages
(``[{"role", "content", "tool_calls"?, "tool_call_id"?, "name"?, "reasoning_content"?}]``), or
an object holding them under ``messages`` (with ``reward``/``score`` and other fields beside),
as one JSON document (``.json``: one conversation), or one such object a line (``.jsonl``, or a
``.json`` holding lines: a chat dataset, TRL's conversational layout, ``tracelake export
messages``; a line's ``step`` and ``split`` place its trajectory, else the file's).

Each conversation is a trajectory: each message a turn of its role (its calls whole in
``calls``, a ``tool`` message the call it answers in ``tool_call_id`` and its tool by name, the
reasoning apart in ``reasoning``), content parts as their text (an image part ``<image>``); the
prompt what came before the first assistant message, the response the assistant's messages; a
``reward`` or ``score`` beside the messages its reward, every other number a ``rewards`` row
(bar those that place or name it: ``step``, ``source_line``, ``id``...), the rest ``extra``. No
group: one conversation says nothing of a prompt's others. A conversation beside an AReaL
case's ``meta_info.jsonl`` is that case's, read there (:mod:`.areal_vlm`): skipped here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..storage import SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, openai_call, reasoning_of
from .json_values import each_object, json_document, json_text
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


# Numbers of a conversation record that place or name it: never rewards.
_NOT_REWARDS = {"step", "source_line", "sample_index", "epoch", "index", "idx", "id"}


def _conversation(rows: Rows, key: str, record: object, line: int, step: int | None, split: str | None) -> str | None:
    """Add one conversation as a trajectory; why it is none, if it is not."""
    messages = _messages(record)
    if messages is None:
        return "a conversation must be a list of chat messages (role and content each)"
    prompt: list[str] = []
    said: list[str] = []
    names: dict[object, str | None] = {}  # a call's name by its id, for the tool message answering it
    for message in messages:
        role, content = str(message["role"]), _text(message.get("content"))
        calls = [openai_call(c) for c in as_list(message.get("tool_calls"))]
        for call in calls:
            names[call["id"]] = call["name"]
        answered, reasoning = message.get("tool_call_id"), reasoning_of(message)
        tool = calls[0]["name"] if calls else None
        if role == "tool":
            tool = str(message.get("name") or names.get(answered) or "") or None
        rows.turn(key, role=role, content=content, tool_name=tool,
                  tool_calls=len(calls) if role == "assistant" else None, calls=calls_text(calls),
                  tool_call_id=str(answered) if answered else None, reasoning=reasoning)  # fmt: skip
        if role == "assistant":
            said.append(f"<think>{reasoning}</think>{content}" if reasoning else content)
        elif not said:
            prompt.append(content)
    fields = {k: v for k, v in as_dict(record).items() if k != "messages"}
    reward = number(fields.get("reward", fields.get("score")))
    rows.rewards(key, {k: v for k, v in fields.items() if k not in _NOT_REWARDS and number(v) is not None})
    extra = {k: v for k, v in fields.items() if (k in _NOT_REWARDS or number(v) is None) and v is not None}
    placed = {"step": step, "split": split} if split is not None else {}
    rows.trajectory(key, prompt="\n\n".join(prompt) or None, response="\n\n".join(said), num_turns=len(said),
                    reward=reward, source_line=line, extra=json_text(extra), **placed)  # fmt: skip
    return None


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows()

    def take(record: dict[str, Any], line: int) -> str | None:
        given = record.get("step")
        step = given if isinstance(given, int) and not isinstance(given, bool) and given >= 0 else shard.step
        split = record.get("split") if record.get("split") in ("train", "val") else shard.split
        return _conversation(rows, f"line:{line}", record, line, step if step is not None else DEFAULT_STEP, split)

    held = list(chunks)
    if shard.plain_name.endswith(".jsonl"):
        each_object(held, rows.quarantine, take)
        return rows.records()
    try:
        document = json_document(held)
    except SourceError:
        if b"\n{" not in b"".join(held).strip():
            raise
        each_object(held, rows.quarantine, take)  # a chat dataset saved as .json: a conversation a line
        return rows.records()
    problem = _conversation(rows, "conversation", document, 1, None, None)
    if problem is not None:
        raise SourceError(problem)
    return rows.records()


def covered_by(path: str) -> str | None:
    return f"{path.rsplit('/', 1)[0]}/meta_info.jsonl"  # an AReaL case's conversation (see the doc)


READER = Reader(
    FORMAT, (".json", ".jsonl"), step_of, sniff, read=read, default_step=DEFAULT_STEP, covered_by=covered_by
)
