"""Episodes written as one response string, split into turns. Two shapes are seen in real dumps:

- Search-R1: ``<think>...</think><search> q </search><information> documents
  </information>...<answer> a </answer>``;
- verl's multi-turn tool rollouts (sglang): assistant text with ``<tool_call>{"name": ...,
  "arguments": ...}</tool_call>`` blocks, each answered by a ``<tool_response>...</tool_response>``
  block (e.g. a GSM8K calculator tool).

Turns: the prompt (``user``), the model's text up to each tool block (``assistant``, with the
``tool_name`` of the call it makes: ``search``, or the call's JSON ``name``), each tool block
(``tool``, the ``tool_name`` of the call it answers, calls and answers paired in order) and the
final text (``assistant``). The response turns' contents, concatenated, give back the response
exactly. The trajectory readers call this for every shard: when any of its responses holds one
of the tags, all its responses are split (one that never called a tool gives a prompt and an
answer turn), so turns per trajectory and calls per episode are plain SQL over a whole run.
"""

from __future__ import annotations

import json
import re

import pyarrow as pa
import pyarrow.compute as pc

_TOOL_BLOCK = re.compile(r"<information>.*?</information>|<tool_response>.*?</tool_response>", re.S)
_CALL = re.compile(r"<tool_call>(.*?)</tool_call>", re.S)
_CALL_NAME = re.compile(r'"name"\s*:\s*"((?:[^"\\]|\\.)*)"')
# RE2 skips to each "<" with memchr: ~70x faster here than pyarrow's match_substring.
MARKERS = "<(?:search|information|tool_call|tool_response)>"


def _calls(text: str) -> list[str | None]:
    """The tools ``text`` calls, in order: ``search`` for each Search-R1 query, the ``name``
    of each ``<tool_call>`` (None when its JSON names none)."""
    names: list[str | None] = ["search"] * text.count("<search>")
    for call in _CALL.finditer(text):
        try:
            body = json.loads(call.group(1))
            name = body.get("name") if isinstance(body, dict) else None
        except ValueError:  # a call the model wrote badly: its name may still be there
            found = _CALL_NAME.search(call.group(1))
            name = found.group(1) if found else None
        names.append(name if isinstance(name, str) else None)
    return names


def split(response: str) -> list[tuple[str, str, str | None]]:
    """(role, content, tool_name) of each message of one episode string."""
    turns: list[list] = []
    pending: list[str | None] = []  # calls made and not answered yet

    def add(role: str, content: str, tool: str | None) -> None:
        if turns and not content.strip():
            turns[-1][1] += content  # whitespace between blocks stays with the turn before
        elif content:
            turns.append([role, content, tool])

    def assistant(text: str) -> None:
        calls = _calls(text)
        pending.extend(calls)
        add("assistant", text, calls[0] if calls else None)

    pos = 0
    for block in _TOOL_BLOCK.finditer(response):
        assistant(response[pos:block.start()])
        answered = pending.pop(0) if pending else ("search" if block.group(0).startswith("<information>") else None)
        turns.append(["tool", block.group(0), answered])
        pos = block.end()
    assistant(response[pos:])
    return [tuple(t) for t in turns]


def turns_of(keys: list[str], prompts: pa.ChunkedArray, responses: pa.ChunkedArray) -> tuple[pa.Table, pa.Array]:
    """Turns (``record_key``, ``turn_index``, ``role``, ``content``, ``tool_name``) of the rows
    of a shard of episode strings, and ``num_turns`` (assistant turns) for every row."""
    n = len(keys)
    num_turns = [1] * n
    cols: dict[str, list] = {"record_key": [], "turn_index": [], "role": [], "content": [], "tool_name": []}
    if n and pc.any(pc.match_substring_regex(responses, MARKERS)).as_py():
            rows = pc.indices_nonzero(pc.is_valid(responses)).to_pylist()
            index = pa.array(rows, pa.int64())
            for row, prompt, response in zip(rows, prompts.take(index).to_pylist(), responses.take(index).to_pylist()):
                messages = [("user", prompt, None)] if prompt is not None else []
                messages += split(response)
                num_turns[row] = sum(role == "assistant" for role, _, _ in messages)
                for i, (role, content, tool) in enumerate(messages):
                    for name, value in zip(cols, (keys[row], i, role, content, tool)):
                        cols[name].append(value)
    schema = pa.schema([("record_key", pa.string()), ("turn_index", pa.int32()), ("role", pa.string()),
                        ("content", pa.string()), ("tool_name", pa.string())])
    return pa.table(cols, schema=schema), pa.array(num_turns, pa.int32())
