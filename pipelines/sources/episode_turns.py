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
from typing import Any, cast

import pyarrow as pa
import pyarrow.compute as pc

# A block the length cap cut off (its closing tag never came) runs to the response's end: the
# tool's words, not the assistant's (1 of 1,024 responses of a real verl multi-turn dump ends
# inside its last `<tool_response>`).
_TOOL_BLOCK = re.compile(r"<information>.*?(?:</information>|\Z)|<tool_response>.*?(?:</tool_response>|\Z)", re.S)
_CALL_NAME = re.compile(r'"name"\s*:\s*"((?:[^"\\]|\\.)*)"')
# RE2 skips to each "<" with memchr: ~70x faster here than pyarrow's match_substring.
MARKERS = "<(?:search|information|tool_call|tool_response)>"


def _calls(text: str) -> list[str | None]:
    """The tools ``text`` calls, in order: ``search`` for each Search-R1 query, the ``name``
    of each ``<tool_call>`` (None when its JSON names none). A call is its opening tag: one cut
    off by the length cap, or never closed, is still a call (75 of 1,828 in a real dump)."""
    names: list[str | None] = ["search"] * text.count("<search>")
    for part in text.split("<tool_call>")[1:]:
        body = part.split("</tool_call>", 1)[0]
        try:
            call = json.loads(body)
            name = call.get("name") if isinstance(call, dict) else None
        except ValueError:  # a call the model wrote badly: its name may still be there
            found = _CALL_NAME.search(body)
            name = found.group(1) if found else None
        names.append(name if isinstance(name, str) else None)
    return names


# verl decodes with special tokens stripped, so a chat template's role headers stay behind as
# words on their own lines: Qwen's `<|im_start|>user\n<tool_response>...` reads
# `\nuser\n<tool_response>...`, and the turn after it `\nassistant\n...`. They are template
# text, not anyone's message: split off into `separator`, so that turns keep only messages and
# `separator || content`, turn by turn, still gives back every character.
_BEFORE_TOOL = ("\nuser\n", "\ntool\n", "user\n", "tool\n")
_AFTER_TOOL = ("\nassistant\n",)
_DANGLING = ("\nuser\n", "\nuser")
_PROMPT_ROLE = re.compile(r"(?:^|\n)(system|user|assistant)\n")

Turn = tuple[str, str, "str | None", "int | None", "str | None"]  # role, content, tool_name, tool_calls, separator


def split(response: str) -> list[Turn]:
    """(role, content, tool_name, tool_calls, separator) of each message of one episode string:
    an assistant turn names its first call's tool and counts every call it makes; chat-template
    role lines around tool blocks are the next turn's ``separator``."""
    turns: list[list[Any]] = []
    pending: list[str | None] = []  # calls made and not answered yet

    def add(role: str, content: str, tool: str | None, calls: int | None, separator: str | None) -> None:
        if turns and not content.strip() and not separator:
            turns[-1][1] += content  # whitespace between blocks stays with the turn before
        elif content or separator:
            turns.append([role, content, tool, calls, separator])

    def assistant(text: str, separator: str | None) -> None:
        calls = _calls(text)
        pending.extend(calls)
        add("assistant", text, calls[0] if calls else None, len(calls), separator)

    pos, separator = 0, None
    for block in _TOOL_BLOCK.finditer(response):
        text = response[pos : block.start()]
        before = next(
            (m for m in _BEFORE_TOOL if text.endswith(m) and (len(m) > len(m.lstrip("\n")) or text == m)), None
        )
        if before is not None:
            text = text[: -len(before)]
        assistant(text, separator)
        answered = pending.pop(0) if pending else ("search" if block.group(0).startswith("<information>") else None)
        turns.append(["tool", block.group(0), answered, None, before])
        pos = block.end()
        separator = next((m for m in _AFTER_TOOL if response.startswith(m, pos)), None)
        pos += len(separator or "")
    text = response[pos:]
    # A dump that ends on the role line of a tool reply that never came (the turn limit):
    # that line is the separator of an empty last turn, not the assistant's words.
    ending = next((m for m in _DANGLING if text.endswith(m)), None) if "<tool_call>" in text else None
    assistant(text[: -len(ending)] if ending else text, separator)
    if ending:
        turns.append(["user", "", None, None, ending])
    return [(role, content, tool, calls, separator) for role, content, tool, calls, separator in turns]


def split_prompt(prompt: str) -> list[Turn]:
    """The prompt's messages: one ``user`` turn, or, for a prompt decoded from a chat template
    (``system\n...\nuser\n...\nassistant\n``: role lines at its start and end), a turn per
    message, each with its role line as ``separator``; the trailing generation prompt
    (``\nassistant\n``) is the separator of the response's first turn (returned last, empty)."""
    if not (_PROMPT_ROLE.match(prompt) and prompt.endswith("\nassistant\n")):
        return [("user", prompt, None, None, None)]
    marks = list(_PROMPT_ROLE.finditer(prompt))
    turns: list[Turn] = []
    for mark, following in zip(marks, marks[1:] + [None]):
        end = following.start() if following is not None else len(prompt)
        turns.append((mark.group(1), prompt[mark.end() : end], None, None, mark.group(0)))
    return turns


def turns_of(
    keys: list[str], prompts: pa.ChunkedArray[Any], responses: pa.ChunkedArray[Any]
) -> tuple[pa.Table, pa.Array[Any]]:
    """Turns (``record_key``, ``turn_index``, ``role``, ``content``, ``tool_name``,
    ``tool_calls``, ``separator``) of the rows of a shard of episode strings, and ``num_turns``
    (assistant turns) for every row."""
    n = len(keys)
    num_turns = [1] * n
    names = ("record_key", "turn_index", "role", "content", "tool_name", "tool_calls", "separator")
    cols: dict[str, list[Any]] = {name: [] for name in names}
    if n and pc.any(pc.match_substring_regex(responses, MARKERS)).as_py():
        rows = cast("list[int]", pc.indices_nonzero(pc.is_valid(responses)).to_pylist())
        index = pa.array(rows, pa.int64())
        responded = cast("list[str]", responses.take(index).to_pylist())  # the rows with a response
        for row, prompt, response in zip(rows, prompts.take(index).to_pylist(), responded):
            messages = split_prompt(prompt) if prompt is not None else []
            response_turns = split(response)
            if messages and messages[-1][1] == "" and response_turns:
                # the generation prompt's role line heads the response's first turn
                first = response_turns[0]
                response_turns[0] = (*first[:4], (messages.pop()[4] or "") + (first[4] or ""))
            messages += response_turns
            num_turns[row] = sum(turn[0] == "assistant" for turn in messages)
            for i, (role, content, tool, calls, separator) in enumerate(messages):
                for name, value in zip(names, (keys[row], i, role, content, tool, calls, separator)):
                    cols[name].append(value)
    schema = pa.schema(
        [
            ("record_key", pa.string()),
            ("turn_index", pa.int32()),
            ("role", pa.string()),
            ("content", pa.string()),
            ("tool_name", pa.string()),
            ("tool_calls", pa.int32()),
            ("separator", pa.string()),
        ]
    )
    return pa.table(cols, schema=schema), pa.array(num_turns, pa.int32())
