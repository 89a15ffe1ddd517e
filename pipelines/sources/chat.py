"""Chat messages as the agent formats write them (ATIF steps, Responses-API items): their text,
and the loose JSON around them read without a type check at every step."""

from __future__ import annotations


def message_text(content: object) -> str:
    """A message's content: a string, or content parts (their ``text``, one a line)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)
    return "" if content is None else str(content)


def as_dict(value: object) -> dict:
    """``value`` if a JSON object, else an empty one."""
    return value if isinstance(value, dict) else {}


def as_list(value: object) -> list:
    """``value`` if a JSON list, else an empty one."""
    return value if isinstance(value, list) else []
