"""Search-R1 episodes: one response string holds the whole multi-turn episode,

    <think>...</think><search> query </search>
    <information> retrieved documents </information>
    <think>...</think><answer> a </answer>

split here into turns: the prompt (``user``), the model's text up to each search call
(``assistant``, ``tool_name='search'``), each ``<information>`` block (``tool``,
``tool_name='search'``) and the final text with the answer (``assistant``). The response
turns' contents, concatenated, give back the response exactly. The trajectory readers call this
for every shard: when any of its responses holds ``<search>`` or ``<information>``, all its
responses are split (one that never searched gives a prompt and an answer turn), so turns per
trajectory and searches per episode are plain SQL over a whole run.
"""

from __future__ import annotations

import re

import pyarrow as pa
import pyarrow.compute as pc

_INFORMATION = re.compile(r"<information>.*?</information>", re.S)
# RE2 skips to each "<" with memchr: ~70x faster here than pyarrow's match_substring.
MARKERS = "<(?:search|information)>"


def split(response: str) -> list[tuple[str, str, str | None]]:
    """(role, content, tool_name) of each message of one episode string."""
    turns: list[list] = []

    def add(role: str, content: str, tool: str | None) -> None:
        if turns and not content.strip():
            turns[-1][1] += content  # whitespace between blocks stays with the turn before
        elif content:
            turns.append([role, content, tool])

    pos = 0
    for block in _INFORMATION.finditer(response):
        before = response[pos:block.start()]
        add("assistant", before, "search" if "<search>" in before else None)
        turns.append(["tool", block.group(0), "search"])
        pos = block.end()
    rest = response[pos:]
    add("assistant", rest, "search" if "<search>" in rest else None)
    return [tuple(t) for t in turns]


def turns_of(keys: list[str], prompts: pa.ChunkedArray, responses: pa.ChunkedArray) -> tuple[pa.Table, pa.Array]:
    """Turns (``record_key``, ``turn_index``, ``role``, ``content``, ``tool_name``) of the rows
    of a shard of Search-R1 episodes, and ``num_turns`` (assistant turns) for every row."""
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
