"""A trajectory's turns as chat messages in OpenAI's layout (``tracelake export messages``;
the rules are in :mod:`pipelines.analysis.messages`'s doc)."""

from __future__ import annotations

import json
import re
from typing import Any

from ..sources.chat import template_turns
from ..sources.episode_turns import split_prompt
from ..sources.inline_calls import inline_calls, without_inline_calls

# The roles a chat template knows, for those a source names otherwise.
ROLES = {"developer": "system", "function": "tool", "context": "user", "ipython": "tool", "model": "assistant"}
_OPENERS = ("<|im_start|>", "<|begin_of_text|>", "<|start_header_id|>", "<bos>", "<start_of_turn>")
_THINK = re.compile(r"\s*<think>(.*?)</think>\s*", re.S)
_TOOL_RESPONSE = re.compile(r"\s*<tool_response>\n?(.*?)\n?</tool_response>\s*", re.S)


def chat_messages(turns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``turns`` (``role``, ``content`` and, where known, ``tool_name``, ``calls``,
    ``tool_call_id``, ``reasoning``) as messages, each with every key of the layout (None where
    it has no value)."""
    messages: list[dict[str, Any]] = []
    unanswered: list[str] = []  # ids of the calls made and not answered yet, in order
    names: dict[str, str] = {}  # each call's tool, by its id
    for index, turn in enumerate(turns):
        role, content = ROLES.get(turn["role"], turn["role"]), turn.get("content") or ""
        if role == "assistant":
            messages.append(_assistant(index, turn, content, unanswered))
            names |= {c["id"]: c["function"]["name"] for c in messages[-1]["tool_calls"] or []}
        elif role == "tool":
            answered: str | None = turn.get("tool_call_id")
            if answered in unanswered:
                unanswered.remove(answered)
            elif answered is None and unanswered:
                answered = unanswered.pop(0)
            whole = _TOOL_RESPONSE.fullmatch(content)
            messages.append(_message("tool", whole[1] if whole else content, tool_call_id=answered,
                                     name=turn.get("tool_name") or names.get(answered or "")))  # fmt: skip
        else:
            messages.extend(_message(r, c) for r, c in _untemplated(role, content) if c)
    return messages


def _assistant(index: int, turn: dict[str, Any], content: str, unanswered: list[str]) -> dict[str, Any]:
    reasoning = turn.get("reasoning")
    if reasoning is None and "<think>" in content:
        # a template writes reasoning once, before the text: every block of it, taken out
        thoughts = _THINK.findall(content)
        if thoughts:
            reasoning, content = "\n".join(t.strip("\n") for t in thoughts), _THINK.sub("\n", content).strip()
    calls = json.loads(turn["calls"]) if turn.get("calls") else []
    if "<tool_call>" in content and _written_inline(content, calls):
        content, calls = without_inline_calls(content)  # a template writes them back from tool_calls
    tool_calls = []
    for k, call in enumerate(calls):
        call_id = call.get("id") or f"call_{index}_{k}"
        unanswered.append(call_id)
        arguments = call.get("arguments")
        tool_calls.append({"id": call_id, "type": "function", "function": {
            "name": call.get("name") or "",
            "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)}})  # fmt: skip
    return _message("assistant", content, reasoning_content=reasoning, tool_calls=tool_calls or None)


def _written_inline(content: str, calls: list[dict[str, Any]]) -> bool:
    """Whether the turn's calls are the ones its text writes inline (parsed from it on ingest),
    not structured calls beside a text that only mentions the tags."""
    return [(c["name"], c["arguments"]) for c in inline_calls(content)] == [(c["name"], c["arguments"]) for c in calls]


def _untemplated(role: str, content: str) -> list[tuple[str, str]]:
    """A message whose text is a chat template applied (it opens with the template's marker), as
    the messages it holds (a trailing generation prompt left out); any other message as it is
    (one that quotes a template's markers, a tool's output showing a tokenizer's config, stays)."""
    split = template_turns(content) if content.lstrip().startswith(_OPENERS) else None
    if split is None and role == "user":
        decoded = split_prompt(content)  # verl's, decoded with the template's tokens stripped
        split = [(r, c) for r, c, *_ in decoded] if len(decoded) > 1 else None
    if split is None:
        return [(role, content)]
    return [(ROLES.get(r, r), c) for r, c in split if c or r != "assistant"]


def _message(role: str, content: str, **fields: Any) -> dict[str, Any]:
    return {"role": role, "content": content, "reasoning_content": None, "tool_calls": None, "tool_call_id": None,
            "name": None} | fields  # fmt: skip
