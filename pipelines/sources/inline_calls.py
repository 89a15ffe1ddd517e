"""Tool calls a model wrote inline in its text, parsed into the shape ``turns.calls`` keeps
(docs/tables.md): Hermes/Qwen ``<tool_call>{"name": ..., "arguments": ...}</tool_call>`` blocks
(verl's multi-turn rollouts, Harbor's exports, any source whose model calls tools this way) and
Search-R1's ``<search> query </search>``. Every block is a call, as ``turns.tool_calls`` counts
them: one the model wrote badly, or the length cap cut off, keeps its text as its arguments and
the name its text gives, so ``json_array_length(calls) = tool_calls``.

One pass over every shard's turns in :func:`pipelines.normalize.normalize`, so no reader of a
text source parses them itself; a turn whose reader filled ``calls``, or said it makes none
(``tool_calls`` 0: a chat message that only writes about ``<tool_call>`` tags), is left as it is."""

from __future__ import annotations

import re
from typing import Any, cast

import orjson
import pyarrow as pa
import pyarrow.compute as pc

from .chat import as_dict, calls_text, openai_call, tool_call

# A block the length cap cut off runs to the next block or the text's end.
_BLOCK = re.compile(
    r"<tool_call>(.*?)(?:</tool_call>|(?=<tool_call>)|\Z)|<search>(.*?)(?:</search>|(?=<search>)|\Z)", re.S
)
_NAME = re.compile(r'"name"\s*:\s*"((?:[^"\\]|\\.)*)"')
_MARKERS = "<(?:tool_call|search)>"


def inline_calls(text: str) -> list[dict[str, Any]]:
    """The calls ``text`` makes inline, in order."""
    calls = []
    for block in _BLOCK.finditer(text):
        if block.group(1) is None:
            calls.append(tool_call(None, "search", block.group(2).strip()))
            continue
        body = block.group(1).strip()
        try:
            parsed = orjson.loads(body)
        except orjson.JSONDecodeError:
            parsed = None
        if isinstance(parsed, dict) and (parsed.get("name") or as_dict(parsed.get("function")).get("name")):
            calls.append(openai_call(parsed))
        else:
            named = _NAME.search(body)
            calls.append(tool_call(None, named.group(1) if named else None, body))
    return calls


def with_inline_calls(turns: pa.Table) -> pa.Table:
    """``turns`` with ``calls`` filled on each assistant turn whose text makes calls inline and
    whose reader gave none."""
    if "content" not in turns.column_names or "role" not in turns.column_names:
        return turns
    given = turns.column("calls") if "calls" in turns.column_names else pa.nulls(turns.num_rows, pa.string())
    wanted = pc.and_(
        pc.and_(pc.equal(turns.column("role"), "assistant"), pc.is_null(given)),
        pc.match_substring_regex(turns.column("content"), _MARKERS),
    )
    if "tool_calls" in turns.column_names:  # a reader that counted none: the tags are words, not calls
        counted = turns.column("tool_calls")
        wanted = pc.and_(wanted, pc.or_kleene(pc.is_null(counted), pc.greater(counted, 0)))
    rows = cast("list[int]", pc.indices_nonzero(pc.fill_null(wanted, False)).to_pylist())
    if not rows:
        return turns
    values = given.to_pylist()
    contents = turns.column("content")
    for row in rows:
        values[row] = calls_text(inline_calls(contents[row].as_py()))
    filled = pa.array(values, pa.string())
    if "calls" in turns.column_names:
        return turns.set_column(turns.column_names.index("calls"), "calls", filled)
    return turns.append_column("calls", filled)


def without_inline_calls(text: str) -> tuple[str, list[dict[str, Any]]]:
    """``text`` less its well-formed ``<tool_call>`` blocks (JSON naming a tool), and those calls:
    what a chat template writes back from structured calls. Search-R1 queries and blocks the model
    wrote badly stay in the text: they are what it said, not calls a template can write."""
    calls, kept, at = [], [], 0
    for block in _BLOCK.finditer(text):
        if block.group(1) is None:
            continue
        call = inline_calls(block.group(0))[0]
        if isinstance(call["arguments"], str) or call["arguments"] is None or call["name"] is None:
            continue  # malformed, or no arguments to write back: the model's words stay
        calls.append(call)
        kept.append(text[at : block.start()])
        at = block.end()
    kept.append(text[at:])
    return "".join(kept).strip(), calls
