"""Chat messages as the agent formats write them (ATIF steps, Responses-API items): their text,
and the loose JSON around them read without a type check at every step."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

import orjson

from ..storage import FileSystem, SourceError, document
from .base import past_int64
from .json_values import dumps


def message_text(content: object) -> str:
    """A message's content: a string, or content parts (their ``text``, one a line)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)
    return "" if content is None else str(content)


def iso_time(value: object) -> datetime | None:
    """An ISO 8601 time as a source writes it (``Z`` for UTC); None when absent or not one."""
    try:
        return datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        return None


def as_dict(value: object) -> dict[str, Any]:
    """``value`` if a JSON object, else an empty one."""
    return value if isinstance(value, dict) else {}


def as_list(value: object) -> list[Any]:
    """``value`` if a JSON list, else an empty one."""
    return value if isinstance(value, list) else []


# Chat templates' role markers, by family: (turn opener naming the role, turn closer).
_TEMPLATES = (
    re.compile(r"<\|im_start\|>(\w+)\n?(.*?)(?:<\|im_end\|>|(?=<\|im_start\|>)|\Z)", re.S),  # ChatML (Qwen...)
    re.compile(
        r"<\|start_header_id\|>(\w+)<\|end_header_id\|>\n*(.*?)(?:<\|eot_id\|>|(?=<\|start_header_id\|>)|\Z)", re.S
    ),  # Llama 3
    re.compile(r"<start_of_turn>(\w+)\n?(.*?)(?:<end_of_turn>|(?=<start_of_turn>)|\Z)", re.S),  # Gemma
)
_ROLE_NAMES = {"model": "assistant", "ipython": "tool"}


def template_turns(text: str) -> list[tuple[str, str]] | None:
    """A text with a chat template applied, split back into (role, content) turns by the
    template's role markers (ChatML, Llama 3, Gemma); None when it holds none of them."""
    for template in _TEMPLATES:
        turns = [(_ROLE_NAMES.get(m[1], m[1]), m[2].strip("\n")) for m in template.finditer(text)]
        if turns:
            return turns
    return None


def read_json(fs: FileSystem, path: str) -> object | None:
    """A JSON file beside a shard (a trial's trajectory, a run's metadata), None when absent."""
    try:
        data = document(fs, path)
        parsed = orjson.loads(data)
    except FileNotFoundError:
        return None
    except orjson.JSONDecodeError as exc:
        raise SourceError(f"{'/'.join(path.rsplit('/', 2)[-2:])}: not JSON ({exc})") from None
    problem = past_int64(parsed, data)
    if problem is not None:
        raise SourceError(f"{'/'.join(path.rsplit('/', 2)[-2:])} holds {problem}")
    return parsed


def call_arguments(arguments: object) -> object:
    """A call's arguments as a JSON value: a JSON text (OpenAI's ``function.arguments``)
    parsed where it holds an object or a list, anything else kept as written (a model's
    malformed arguments are what it said)."""
    if isinstance(arguments, str):
        try:
            parsed = orjson.loads(arguments)
        except orjson.JSONDecodeError:
            return arguments
        return parsed if isinstance(parsed, (dict, list)) else arguments
    return arguments


def tool_call(call_id: object, name: object, arguments: object) -> dict[str, Any]:
    """One call as ``turns.calls`` keeps it (docs/tables.md)."""
    return {
        "id": str(call_id) if call_id not in (None, "") else None,
        "name": str(name) if name not in (None, "") else None,
        "arguments": call_arguments(arguments),
    }


def openai_call(call: object) -> dict[str, Any]:
    """A call in OpenAI's chat layout (``{id, type, function: {name, arguments}}``) or flat
    (``{id, name, arguments}``, as verifiers and several trainers write it; ``args`` in AReaL's
    agent logs, ``parameters`` in Llama 3's JSON calls, ``call_id`` in the Responses API's)."""
    fields, function = as_dict(call), as_dict(as_dict(call).get("function"))
    return tool_call(
        fields.get("id") or fields.get("call_id"),
        function.get("name") or fields.get("name"),
        function["arguments"]
        if "arguments" in function
        else fields.get("arguments", fields.get("args", fields.get("parameters"))),  # Llama 3's: parameters
    )


def calls_text(calls: list[dict[str, Any]]) -> str | None:
    """``turns.calls`` of a turn: its calls as JSON, None when it makes none."""
    return dumps(calls) if calls else None


def reasoning_of(message: dict[str, Any]) -> str | None:
    """A message's reasoning where its source keeps it apart (``reasoning_content``, or
    ``reasoning`` as vLLM's and OpenRouter's servers name it)."""
    for key in ("reasoning_content", "reasoning"):
        value = message.get(key)
        if isinstance(value, str) and value:
            return value
    return None
