"""AReaL's vision-language tool-use episodes (``geo_edit``'s evaluation layout, docs/formats.md):
a folder per case, holding

- ``meta_info.jsonl``, one line: ``id, question, answer, output_text, image_path, options,
  total_steps, function_call_total_count, function_call_each_count, function_call_per_step,
  tokens_input_per_step, tokens_output_per_step, tokens_input_total, tokens_output_total,
  tokens_used_total`` (and the dataset's own fields: ``category``, ``city``...);
- ``output.jsonl``, a line per step: ``step``, ``observation`` (the conversation so far, chat
  messages whose content parts hold text and images), ``action`` (``text``, ``tool_calls[{id,
  name, args}]``), ``thinking_process``, ``output_text``, ``function_call``, ``extra_info``;
- beside them ``extra_info.jsonl`` (the model's raw responses), ``trajectory.json`` (the same
  conversation as one message list), ``CASE_INFO.json`` and the images: not read again.

A case is a trajectory, its ``meta_info.jsonl`` the shard, read with its ``output.jsonl``: the
question is the prompt; the turns are the last step's conversation, each message a turn of its
role (an image part ``<image>``; the tools' results come back as ``user`` messages, as written),
the assistant's k-th message naming the tools its step called, then the last step's answer. The
answer key and the model's final answer are kept in ``extra`` (``answer``, ``output_text``): the
dump holds no score, so ``reward`` is NULL. Evaluation output: the ``val`` split, at step 0
(the evaluated checkpoint is named only in paths). The run is the folder holding the cases.
"""

from __future__ import annotations

from typing import Any

import orjson

from .. import storage
from ..storage import FileSystem, SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, openai_call
from .json_values import json_lines, json_text, raw_text
from .rows import Rows

FORMAT = "areal_vlm"
DEFAULT_STEP = 0
_META = "meta_info.jsonl"
_CASE_KEYS = {"question", "answer", "function_call_total_count"}
_PER_STEP = ("tokens_input_per_step", "tokens_output_per_step", "tokens_total_per_step", "tokens_used_per_step")

NOT_TRACES = {
    r"extra_info\.jsonl": "an AReaL case's raw model responses: the case is read from its meta_info.jsonl",
    r"CASE_INFO\.json": "an AReaL case's summary: the case is read from its meta_info.jsonl",
}


def step_of(name: str) -> int | None:
    return None


_STEPS = "output.jsonl"
_STEP_KEYS = {"step", "observation", "action", "thinking_process"}


def sniff(head: Head) -> bool:
    name = storage.without_compression(head.name)
    return (name == _META and _CASE_KEYS <= head.keys) or (name == _STEPS and _STEP_KEYS <= head.keys)


def covered_by(path: str) -> str | None:
    """A case's steps are read with its meta_info.jsonl."""
    return f"{path.rsplit('/', 1)[0]}/{_META}" if storage.without_compression(path).endswith(_STEPS) else None


def split_of(path: str) -> str | None:
    return "val"  # evaluation cases


def _content(content: object) -> str:
    """A message's content: a string, or its parts' text, an image part as ``<image>``."""
    if not isinstance(content, list):
        return "" if content is None else str(content)
    parts = []
    for part in content:
        part = as_dict(part)
        kind = str(part.get("type") or "")
        parts.append(str(part.get("text", "")) if kind == "text" else f"<{kind.removesuffix('_url') or 'part'}>")
    return "\n".join(parts)


def _lines(fs: FileSystem, path: str, quarantine: list[Any] | None = None) -> list[dict[str, Any]]:
    """A JSON Lines file's objects; what is not one goes to ``quarantine`` (else is left out)."""
    found: list[tuple[int, str, str]] = []
    records = []
    for number, line, record in json_lines(storage.document(fs, path), 1, found):
        if isinstance(record, dict):
            records.append(record)
        else:
            found.append((number, "a JSON value, not an object", raw_text(line)))
    if quarantine is not None:
        quarantine += found
    return records


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    if storage.without_compression(path).endswith(_STEPS):
        raise SourceError(f"an AReaL case's steps without its {_META}, which names the case")
    rows = Rows()
    cases = _lines(fs, path, rows.quarantine)
    if len(cases) != 1:
        raise SourceError(f"an AReaL case's meta_info.jsonl holds one line, not {len(cases)}")
    meta = cases[0]
    try:
        steps = sorted(_lines(fs, f"{path.rsplit('/', 1)[0]}/output.jsonl"), key=lambda s: s.get("step", 0))
    except FileNotFoundError:
        raise SourceError("its output.jsonl (the case's steps) is missing") from None
    except orjson.JSONDecodeError as exc:
        raise SourceError(f"output.jsonl: not JSON ({exc})") from None
    key = str(meta.get("id") or "case")
    produced = as_list(meta.get("tokens_output_per_step"))
    said: list[str] = []
    assistant = 0

    def answer(step: dict[str, Any], text: str) -> None:
        nonlocal assistant
        calls = [openai_call(c) for c in as_list(as_dict(step.get("action")).get("tool_calls"))]
        thinking = step.get("thinking_process") if isinstance(step.get("thinking_process"), str) else None
        tokens = produced[assistant] if assistant < len(produced) and isinstance(produced[assistant], int) else None
        rows.turn(key, role="assistant", content=text, tool_name=calls[0]["name"] if calls else None,
                  tool_calls=len(calls), content_tokens=tokens, calls=calls_text(calls),
                  reasoning=thinking or None)  # fmt: skip
        said.append((f"<think>{thinking}</think>" if thinking else "") + text)
        assistant += 1

    history = [as_dict(m) for m in as_list(steps[-1].get("observation"))] if steps else []
    for message in history:
        role = str(message.get("role") or "user")
        if role == "assistant" and assistant < len(steps) - 1:
            answer(steps[assistant], _content(message.get("content")))
        else:
            rows.turn(key, role=role, content=_content(message.get("content")))
    if steps:
        answer(steps[-1], str(as_dict(steps[-1].get("action")).get("text") or steps[-1].get("output_text") or ""))
    spent = meta.get("tokens_output_total")
    read_in = as_list(meta.get("tokens_input_per_step"))
    extra = {k: v for k, v in meta.items() if k not in ("question", "id", *_PER_STEP) and v is not None}
    rows.trajectory(
        key, prompt=meta.get("question") if isinstance(meta.get("question"), str) else None,
        response="\n\n".join(said), num_turns=assistant, reward=None, source_line=1,
        prompt_tokens=read_in[0] if read_in and isinstance(read_in[0], int) else None,
        response_tokens=spent if isinstance(spent, int) else None, extra=json_text(extra),
    )  # fmt: skip
    return rows.records()


READER = Reader(
    FORMAT,
    (".jsonl",),
    step_of,
    sniff,
    read_file=read_file,
    default_step=DEFAULT_STEP,
    split_of=split_of,
    run_above=1,
    covered_by=covered_by,
    framework="areal",
)
