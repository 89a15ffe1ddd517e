"""Inspect evaluation logs (``inspect_ai``, docs/formats.md): one log, one run of one task on
one model, in either of Inspect's two layouts:

- ``.eval``, a zip read in place (never extracted): ``header.json`` (``eval{task, model,
  eval_id, run_id, dataset, ...}, plan, results, stats, status``), ``samples/{id}_epoch_{n}.json``
  (one sample of one epoch: ``input, target, messages, output, scores, metadata, model_usage,
  total_time, working_time, error, limit, attachments, events``), ``summaries.json``,
  ``reductions.json``; while the evaluation runs, ``_journal/start.json`` and
  ``_journal/summaries/N.json`` instead of the header and summaries;
- ``.json``, the whole log as one document, its samples under ``samples``.

- A sample's epoch is a trajectory; a sample's epochs are samples of one group (its ``id``),
  ``sample_index`` the epoch less one. The run is the log's task, model and eval id
  (``<task>/<model>/<eval id>``): two logs of one folder are two runs. Step 0, the ``val``
  split; the run's ``model`` and ``task`` are the log's.
- Turns are the sample's messages, each of its role (a content part of text as its text, an
  image ``<image>``, reasoning parts its ``reasoning``; ``attachment://`` references resolved
  from the sample's attachments); an assistant message keeps its calls whole in ``calls``
  (``id``, ``function``, ``arguments``), names its first call's function and counts its calls,
  a tool message names its function and the call it answers (``tool_call_id``; a failed call's
  ``error.type`` is its ``status``, and its ``error.message`` its text when it has none). A
  message ``tracelake export inspect`` wrote keeps the source's status and tool name in its
  ``metadata.tracelake``: read from there. The prompt is the sample's ``input``
  (messages: the text of each), the response the output's completion.
- Each scorer's score is a ``rewards`` row named after the scorer: Inspect's letters as numbers
  (``C`` 1, ``I`` 0, ``P`` 0.5, ``N`` 0, the letter kept as ``raw``), numbers and booleans as
  they are, another text as its ``raw`` with no number (and a score ``tracelake export inspect``
  wrote keeps its name, raw text and turn from its ``metadata.tracelake``), a score of several values one row each (``<scorer>/<key>``); the first scorer's is
  the trajectory's ``reward``. A sample's ``error`` makes its ``status`` ``error``, a limit hit
  ``<type>_limit`` (``token_limit``...). Token counts are the model usage's sums.
- A sample the journal lists that has no sample file yet (the log of an evaluation still
  running, or stopped) is kept as ``unfinished``: its input, target and scores so far, no turns.
- Events are counted by kind in ``extra.events`` (the transcript's messages are the turns);
  ``target``, ``metadata``, ``total_time``, ``working_time`` and the sample's ``uuid`` go to
  ``extra``.
"""

from __future__ import annotations

import re
import zipfile
from collections import Counter
from typing import Any

import orjson

from .. import limits as limits_
from ..containers import Inflated, unique_members, zip_member
from ..limits import HEAD_MAX_BYTES
from ..storage import FileSystem, SourceError, SourceIOError, document, without_compression
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, tool_call
from .json_values import json_text
from .rows import Rows, number

FORMAT = "inspect_ai"
DEFAULT_STEP = 0
_LETTERS = {"C": 1.0, "I": 0.0, "P": 0.5, "N": 0.0}
_SAMPLE = re.compile(r"samples/(.+)_epoch_(\d+)\.json")
_ATTACHMENT = re.compile(r"attachment://([0-9a-f]+)")


def step_of(name: str) -> int | None:
    return None


def _zip_document(fs: FileSystem, path: str, name: str) -> object:
    with fs.open(path, "rb") as raw:
        try:
            with zipfile.ZipFile(raw) as archive:
                return orjson.loads(zip_member(archive, name, limit=HEAD_MAX_BYTES))
        except OSError as exc:
            raise SourceIOError(f"reading failed: {exc}") from exc
        except KeyError:
            return None


def head(fs: FileSystem, path: str) -> object:
    """What sniffing sees of an ``.eval`` zip: its header, or its journal's start (a log being
    written), read within the head's limit (an 8 MB ``.eval`` whose header inflates to 8 GB was
    read whole to detect it); None when it is no zip or its header is past that."""
    try:
        for name in ("header.json", "_journal/start.json"):
            found = _zip_document(fs, path, name)
            if found is not None:
                return found
    except (zipfile.BadZipFile, orjson.JSONDecodeError, SourceError):
        return None
    return None


def not_traces(head: Head) -> str | None:
    """A listing of logs (``inspect view bundle``'s ``listing.json``; vitals' ``logs.json``): the
    log file names as keys, each log's header as its value. The logs hold the samples."""
    record = head.record
    names = list(record) if isinstance(record, dict) else []
    if names and all(str(n).endswith((".eval", ".json")) for n in names):
        return "an Inspect log listing (each log's header by its file name): the logs themselves are read"
    return None


def sniff(head: Head) -> bool:
    record = as_dict(head.record)
    evaluation = as_dict(record.get("eval"))
    return "task" in evaluation and "model" in evaluation and ("status" in record or "plan" in record)


def run_name(head: Head) -> str | None:
    evaluation = as_dict(as_dict(head.record).get("eval"))
    identity = evaluation.get("eval_id") or evaluation.get("run_id") or evaluation.get("task_id")
    parts = [evaluation.get("task"), evaluation.get("model"), identity]
    return "/".join(str(p) for p in parts if p) if all(parts[:2]) else None


def split_of(path: str) -> str | None:
    return "val"  # an evaluation


class _Attachments:
    """A sample's attachments, resolved into its texts within the record limit: references
    multiply text (1 MB of JSON, a 734M-character turn), so the sample's resolved texts
    together may be no longer than one record."""

    def __init__(self, attachments: dict[str, Any]):
        self.texts = {key: str(value) for key, value in attachments.items()}
        self.limit, self.resolved = limits_.current().record_bytes, 0

    def resolve(self, text: str) -> str:
        if "attachment://" not in text:
            return text
        grows = sum(len(self.texts.get(m[1], m[0])) - len(m[0]) for m in _ATTACHMENT.finditer(text))
        self.resolved += len(text) + grows
        if self.resolved > self.limit:
            raise SourceError(
                f"a sample's attachment references expand its texts past {limits_.size(self.limit)} "
                "(the longest record read: TRACELAKE_MAX_RECORD_MB)"
            )
        return _ATTACHMENT.sub(lambda m: self.texts.get(m[1], m[0]), text)


def _parts(content: object, attachments: _Attachments) -> tuple[str, str | None]:
    """A message's text and its reasoning parts' text (None without any)."""
    if not isinstance(content, list):
        return attachments.resolve("" if content is None else str(content)), None
    parts, reasoning = [], []
    for part in (as_dict(p) for p in content):
        kind = part.get("type")
        if kind == "text":
            parts.append(attachments.resolve(str(part.get("text", ""))))
        elif kind == "reasoning":
            reasoning.append(attachments.resolve(str(part.get("reasoning", ""))))
        else:
            parts.append(f"<{kind or 'part'}>")
    return "\n".join(parts), "\n".join(reasoning) or None


def _content(content: object, attachments: _Attachments) -> str:
    """A message's text, its reasoning in front in ``<think>...</think>`` (a response's form)."""
    text, reasoning = _parts(content, attachments)
    return f"<think>{reasoning}</think>\n{text}" if reasoning is not None else text


def _scores(rows: Rows, key: str, scores: dict[str, Any]) -> float | None:
    """A ``rewards`` row per score (see the module's doc); the first scorer's value."""
    first: float | None = None
    for scorer, score in scores.items():
        value = as_dict(score).get("value") if isinstance(score, dict) else score
        # a reward tracelake's export wrote keeps its name, raw text and turn there
        own = as_dict(as_dict(as_dict(score).get("metadata")).get("tracelake"))
        values = value if isinstance(value, dict) else {"": value}
        for part, item in values.items():
            name = str(own.get("name") or (f"{scorer}/{part}" if part else scorer))
            got: float | None
            if isinstance(item, str) and item.strip().upper() in _LETTERS:
                got, raw = _LETTERS[item.strip().upper()], item
            elif isinstance(item, bool):
                got, raw = float(item), "true" if item else "false"
            elif (value_ := number(item)) is not None:
                got, raw = value_, None
            elif isinstance(item, str):  # a verdict in words: kept as said, no number
                got, raw = None, item
            else:
                continue
            turn = own.get("turn_index")
            rows.reward(key, name, got, raw=own.get("raw", raw), turn_index=turn if isinstance(turn, int) else None)
            first = got if first is None and got is not None else first
    return first


def _sample(rows: Rows, sample: dict[str, Any], *, unfinished: bool = False) -> None:
    attachments = _Attachments(as_dict(sample.get("attachments")))
    given_epoch = sample.get("epoch")
    epoch: int = given_epoch if isinstance(given_epoch, int) else 1
    key = f"{sample.get('id')}:{epoch}"
    given = sample.get("input")
    prompt = (
        "\n\n".join(_content(as_dict(m).get("content"), attachments) for m in given)
        if isinstance(given, list)
        else _content(given, attachments)
    )
    said = []
    for message in (as_dict(m) for m in as_list(sample.get("messages"))):
        role = str(message.get("role") or "user")
        calls = [tool_call(c.get("id"), c.get("function"), c.get("arguments"))
                 for c in map(as_dict, as_list(message.get("tool_calls")))]  # fmt: skip
        content, reasoning = _parts(message.get("content"), attachments)
        if role == "assistant":
            said.append(f"<think>{reasoning}</think>\n{content}" if reasoning is not None else content)
            named = as_dict(as_dict(message.get("metadata")).get("tracelake")).get("tool_name")  # tracelake's export
            rows.turn(key, role=role, content=content, tool_name=named or (calls[0]["name"] if calls else None),
                      tool_calls=len(calls), calls=calls_text(calls), reasoning=reasoning)  # fmt: skip
        elif role == "tool":
            tool, error = message.get("function"), as_dict(message.get("error"))
            kind = str(error.get("type") or "unknown")
            failed = (
                (kind if kind != "unknown" else "error") if error else None
            )  # "unknown" reads as no failure elsewhere
            # a status tracelake's export kept as it was (Inspect has a few error types, no success)
            failed = as_dict(as_dict(message.get("metadata")).get("tracelake")).get("status", failed)
            answered = message.get("tool_call_id")
            rows.turn(key, role=role, content=content or str(error.get("message") or "") if error else content,
                      tool_name=str(tool) if tool else None, status=failed,
                      tool_call_id=str(answered) if answered else None)  # fmt: skip
        else:
            rows.turn(key, role=role, content=content)
    output = as_dict(sample.get("output"))
    response = output.get("completion") if isinstance(output.get("completion"), str) else "\n\n".join(said) or None
    reward = _scores(rows, key, as_dict(sample.get("scores")))
    usage = [as_dict(u) for u in as_dict(sample.get("model_usage")).values()]
    read_in = sum(number(u.get("input_tokens")) or 0 for u in usage) if usage else None
    wrote = sum(number(u.get("output_tokens")) or 0 for u in usage) if usage else None
    limit = as_dict(sample.get("limit"))
    status = "unfinished" if unfinished else "error" if sample.get("error") else None
    if limit.get("type") and not status:
        status = f"{limit['type']}_limit"
    events = Counter(str(as_dict(e).get("event")) for e in as_list(sample.get("events")))
    extra = {"target": sample.get("target"), "metadata": sample.get("metadata") or None,
             "total_time": sample.get("total_time"), "working_time": sample.get("working_time"),
             "uuid": sample.get("uuid"), "error": sample.get("error"), "limit": limit or None,
             "events": dict(sorted(events.items())) or None}  # fmt: skip
    rows.trajectory(
        key, group_id=str(sample.get("id")), sample_index=epoch - 1, prompt=prompt or None, response=response,
        num_turns=len(said), reward=reward, status=status, source_line=None,
        prompt_tokens=int(read_in) if read_in is not None else None,
        response_tokens=int(wrote) if wrote is not None else None,
        extra=json_text({k: v for k, v in extra.items() if v is not None}),
    )  # fmt: skip


def _from_zip(rows: Rows, fs: FileSystem, path: str) -> dict[str, Any]:
    """The samples of an ``.eval`` log (see the module's doc); its header (or journal start)."""
    with fs.open(path, "rb") as raw:
        try:
            archive = zipfile.ZipFile(raw)
        except zipfile.BadZipFile as exc:
            raise SourceError(f"not an Inspect .eval archive ({exc})") from None
        with archive:
            members = {info.filename: info for info in unique_members(archive, rows.warnings)}
            total = Inflated(fs.size(path) or 0)
            header = None
            for name in ("header.json", "_journal/start.json"):
                if name in members:
                    header = as_dict(orjson.loads(zip_member(archive, members[name], total=total)))
                    break
            read = set()
            for name in sorted(members):
                match = _SAMPLE.fullmatch(name)
                if match:
                    sample = as_dict(orjson.loads(zip_member(archive, members[name], total=total)))
                    read.add((str(sample.get("id")), sample.get("epoch")))
                    _sample(rows, sample)
            listed = []
            for name in sorted(n for n in members if n == "summaries.json" or n.startswith("_journal/summaries/")):
                listed += [as_dict(s) for s in as_list(orjson.loads(zip_member(archive, members[name], total=total)))]
            for summary in listed:
                if (str(summary.get("id")), summary.get("epoch")) not in read:
                    read.add((str(summary.get("id")), summary.get("epoch")))
                    _sample(rows, summary, unfinished=True)
    return header or {}


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    rows = Rows()
    try:
        if without_compression(path).endswith(".eval"):
            log = _from_zip(rows, fs, path)
        else:
            log = as_dict(orjson.loads(document(fs, path)))
            for sample in as_list(log.get("samples")):
                _sample(rows, as_dict(sample))
    except orjson.JSONDecodeError as exc:
        raise SourceError(f"not an Inspect log ({exc})") from None
    evaluation = as_dict(log.get("eval"))
    if log.get("status") not in (None, "success") and not rows.tables["trajectories"]:
        rows.warnings.append(f"the log's status is {log.get('status')!r} and it holds no sample")
    model, task = evaluation.get("model"), evaluation.get("task")
    return rows.records(model=model if isinstance(model, str) else None, task=task if isinstance(task, str) else None)


def covered_by(path: str) -> str | None:
    """A ``.json`` log beside an ``.eval`` of its name is the same log converted
    (``inspect log convert``): read once, from the ``.eval``."""
    plain = without_compression(path)
    return plain.removesuffix(".json") + ".eval" if plain.endswith(".json") else None


READER = Reader(
    FORMAT, (".eval", ".json"), step_of, sniff, read_file=read_file, run_name=run_name, default_step=DEFAULT_STEP,
    split_of=split_of, head=head, covered_by=covered_by, framework="inspect",
)  # fmt: skip
