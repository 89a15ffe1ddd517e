"""lm-evaluation-harness logged samples (docs/formats.md): ``--output_path OUT --log_samples``
writes, per launch, ``OUT/<model_name_sanitized>/samples_<task>_<date>.jsonl`` (one line per
document and filter: ``doc_id, doc, target, arguments, resps, filtered_resps, filter, metrics``,
then each metric's value under its name) and ``results_<date>.json`` (the launch's aggregates,
``results{task: {"<metric>,<filter>": value}}``, with ``model_name`` and ``config``).

- A launch is a run of its own, ``<model folder>/<date>`` (two launches of one model are two
  runs); every sample is the ``val`` split at step 0; the run's model is the results file's
  ``model_name``, its task the tasks it evaluated (comma-separated).
- A document of a task is a trajectory (key ``<task>:<doc_id>``); its lines, one per filter
  (``strict-match``, ``flexible-extract``...), are one trajectory scored several ways: each
  metric is a ``rewards`` row named ``<metric>`` (filter ``none``) or ``<metric>/<filter>``,
  booleans as 1/0; the first metric of the first filter is the trajectory's ``reward``.
- The prompt is the first request's context (``arguments.gen_args_0.arg_0``; older files:
  ``arguments[0][0]``). A generation task's response is its first generation (``resps[0][0]``),
  each filter's extracted answer kept in ``extra.filtered``; a log-likelihood task (multiple
  choice) generates nothing: its response is NULL and each choice's continuation and
  log-likelihood go to ``extra.choices``. The target, the document's hash and the number of
  generations (``repeats``) go to ``extra``; the document itself is not copied (a dataset row).
- ``results_<date>.json``: each task's numbers as ``step_metrics`` at step 0, named
  ``<task>/<metric>,<filter>`` as written (stderr values included, the ``val`` split).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

import orjson

from ..ids import launch_stamp
from ..storage import without_compression
from . import metrics
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list
from .json_values import each_object, json_document, json_text
from .rows import Rows, number

FORMAT = "lm_eval"
DEFAULT_STEP = 0
_SAMPLES = re.compile(r"samples_(.+?)_(\d{4}-\d{2}-\d{2}T[0-9.-]+)\.jsonl")
# `results_<stamp>.json`, or renamed with a tag before the stamp (AReaL's `results_hf_100_<stamp>.json`)
_RESULTS = re.compile(r"results_(?:[^/]*_)?(\d{4}-\d{2}-\d{2}T[0-9.-]+)\.json")
_LINE_KEYS = frozenset({"doc_id", "doc", "target", "arguments", "resps", "filtered_resps", "filter", "metrics",
                        "doc_hash", "prompt_hash", "target_hash"})  # fmt: skip


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    name = without_compression(head.name)
    record = as_dict(head.record)
    if _RESULTS.fullmatch(name):
        whole = isinstance(record.get("results"), dict) and ("config" in record or "versions" in record)
        return whole or _bare(record)
    return {"doc_id", "resps", "filtered_resps"} <= record.keys()


def split_of(path: str) -> str | None:
    return "val"


def launch_of(name: str) -> str | None:
    """The launch's date stamp: ``samples_<task>_<date>`` and ``results_<date>`` of one launch."""
    return launch_stamp(without_compression(name))


def _requests(arguments: object) -> list[list[object]]:
    """Each request's arguments: ``{gen_args_i: {arg_j: ...}}`` (0.4.3+) or ``[[...], ...]``."""
    if isinstance(arguments, dict):
        ordered = sorted(arguments.items(), key=lambda kv: int(re.sub(r"\D", "", str(kv[0])) or 0))
        return [[v for _, v in sorted(as_dict(req).items(), key=lambda kv: str(kv[0]))] for _, req in ordered]
    return [as_list(req) for req in as_list(arguments)]


def _text(value: object) -> str | None:
    if value is None or isinstance(value, str):
        return value
    return orjson.dumps(value, default=str).decode()  # a chat template's messages, as JSON


class _Document:
    """The lines of one document (one per filter), gathered: lm-eval writes a filter's lines
    together, so a document's lines lie apart in the file."""

    def __init__(self, record: dict[str, Any], line: int):
        self.first, self.line = record, line
        self.scores: list[tuple[str, object]] = []
        self.filtered: dict[str, object] = {}

    def add(self, record: dict[str, Any]) -> None:
        applied = str(record.get("filter") or "none")
        self.filtered[applied] = record.get("filtered_resps")
        for metric in as_list(record.get("metrics")) or [k for k in record if k not in _LINE_KEYS]:
            if metric in record:
                self.scores.append((str(metric) if applied == "none" else f"{metric}/{applied}", record[metric]))


def _emit(rows: Rows, task: str, document: _Document) -> None:
    record = document.first
    key = f"{task}:{record.get('doc_id')}"
    requests = _requests(record.get("arguments"))
    prompt = _text(requests[0][0]) if requests and requests[0] else None
    resps = as_list(record.get("resps"))
    generations = as_list(resps[0]) if resps else []
    loglikelihood = bool(generations) and isinstance(generations[0], list)  # [[ll, is_greedy]] per choice
    extra: dict[str, Any] = {"task": task, "target": record.get("target"), "doc_hash": record.get("doc_hash")}
    response = None
    if loglikelihood:
        extra["choices"] = [
            {"continuation": req[1] if len(req) > 1 else None, "loglikelihood": number_of(as_list(as_list(r)[0])[:1])}
            for req, r in zip(requests, resps, strict=False)
        ]
    else:
        response = _text(generations[0]) if generations else None
        extra["filtered"] = document.filtered
        if len(generations) > 1:
            extra["generations"] = len(generations)
    rows.turn(key, role="user", content=prompt or "")
    if response is not None:
        rows.turn(key, role="assistant", content=response)
    reward = None
    for name, value in document.scores:
        got = float(value) if isinstance(value, bool) else number(value)
        if got is None:
            continue
        rows.reward(key, name, got, raw=("true" if value else "false") if isinstance(value, bool) else None)
        reward = got if reward is None else reward
    rows.trajectory(
        key, group_id=key, sample_index=0, prompt=prompt, response=response, num_turns=1 if response else 0,
        reward=reward, source_line=document.line, extra=json_text({k: v for k, v in extra.items() if v is not None}),
    )  # fmt: skip


def number_of(values: list[Any]) -> float | None:
    """A log-likelihood as lm-eval's sanitizer leaves it: a number, or its text."""
    if not values:
        return None
    value = values[0]
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return number(value)


def _bare(record: dict[str, Any]) -> bool:
    """A results file that is the ``results`` block alone, ``{task: {metric: value}}`` (files so
    named by hand beside a harness's own, in its repository): every value a task's scores, a
    number among them."""
    return bool(record) and all(
        isinstance(scores, dict) and any(isinstance(v, (int, float)) for v in scores.values())
        for scores in record.values()
    )


def _results(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    document = as_dict(json_document(chunks, "an lm-eval results file"))
    table = metrics.MetricRows(shard)
    block = document.get("results") if isinstance(document.get("results"), dict) else document  # see _bare
    results = {str(task): as_dict(scores) for task, scores in as_dict(block).items()}
    for task, scores in results.items():
        for metric, value in scores.items():
            if metric != "alias":  # "N/A", lm-eval's missing stderr, is kept as raw text
                table.add(DEFAULT_STEP, f"{task}/{metric}", metrics.metric_value(value), split="val")
    model = document.get("model_name")
    return replace(
        table.records(),
        model=model if isinstance(model, str) and model else None,
        task=",".join(sorted(results)) or None,
    )


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    if _RESULTS.fullmatch(shard.plain_name):
        return _results(shard, chunks)
    named = _SAMPLES.fullmatch(shard.plain_name)
    task = named[1] if named else shard.plain_name.removesuffix(".jsonl")
    rows = Rows()
    documents: dict[object, _Document] = {}

    def line(record: dict[str, Any], number_: int) -> str | None:
        if "doc_id" not in record:
            return "no doc_id: not a logged sample"
        doc_id = record["doc_id"]
        if isinstance(doc_id, (dict, list)):
            return "doc_id must be a number or a text"
        documents.setdefault(str(doc_id), _Document(record, number_)).add(record)
        return None

    each_object(chunks, rows.quarantine, line)
    for document in documents.values():
        _emit(rows, task, document)
    return rows.records()


READER = Reader(
    FORMAT, (".jsonl", ".json"), step_of, sniff, read=read, split_of=split_of, default_step=DEFAULT_STEP,
    launch_of=launch_of, framework="lm-eval",
    expects=(frozenset({"doc_id", "resps", "filtered_resps"}), frozenset({"results", "config"}), frozenset({"results", "versions"}),),
)  # fmt: skip
