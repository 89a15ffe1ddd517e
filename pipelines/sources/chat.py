"""Chat messages as the agent formats write them (ATIF steps, Responses-API items): their text,
and the loose JSON around them read without a type check at every step."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

import orjson

from ..storage import FileSystem, SourceError, document
from .base import past_int64


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
