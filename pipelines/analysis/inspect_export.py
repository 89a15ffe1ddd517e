"""``tracelake export inspect``: what a search finds as Inspect evaluation logs, an ``.eval``
a run, what ``inspect view`` (and so Docent's Inspect loader) opens and
``inspect_ai.log.read_eval_log`` reads (checked with inspect_ai itself in tests).

The ``.eval`` is Inspect's zip: ``header.json`` (the ``EvalLog`` without its samples: the
task is the run's name, the model the run's, the dataset its trajectories, ``results`` each
reward's mean over the samples that have it, ``eval.metadata.tracelake`` the run's format and
framework), ``samples/<id>_epoch_1.json`` (an ``EvalSample`` a trajectory, its id the
trajectory's), ``summaries.json`` (what the viewer lists) and ``_journal/start.json``.

- A sample's ``messages`` are the trajectory's turns: ``system``, ``user`` (other roles,
  AReaL's ``context``, as ``user``), ``assistant`` (its reasoning a ``reasoning`` content part
  before its text, its calls ``tool_calls`` with their ids, functions and arguments; a call
  whose arguments were no JSON object has ``{}`` and the text in ``parse_error``, as Inspect
  marks a model's unparsable call), ``tool`` (``tool_call_id``, ``function``; a failed call's
  ``error``, its type the status where Inspect has one, and the source's status as it was in
  ``metadata.tracelake``, read back). Its ``input`` is the messages before the first assistant one; its ``output`` the
  last assistant message; ``target`` empty (the lake holds no reference answer).
- ``scores``: each ``rewards`` row (a reward of a turn named ``<name>@turn<i>``; a reward with
  no number its text as the value; the row's own name, raw text and turn in the score's
  ``metadata.tracelake``, read back), or the trajectory's ``reward`` as ``reward`` where there
  are none. ``metadata``: the step, split,
  group and sample index, status and source file and line.

Samples are written into the zip as they are read, a batch at a time, their summaries spooled
to a temporary file and copied into ``summaries.json`` at the end: memory does not grow with
the run. Each file, named by its run (``<run>_<id>.eval``), is written beside its
name and renamed into place: an export again replaces it.
"""

from __future__ import annotations

import itertools
import re
import tempfile
import zipfile
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb
import orjson

from .._version import __version__
from ..explore.queries.search import Search
from ..ids import short_hash
from ..outputs import replacing
from .selection import found_batches, out_folder, rewards, trajectories, turns

# Inspect's tool error types (``ToolCallError.type``) a source's status may already be
_ERROR_TYPES = {"parsing", "timeout", "unicode_decode", "permission", "file_not_found", "is_a_directory", "limit",
                "approval", "output_limit"}  # fmt: skip


SUMMARY_CHARS = 2000  # of a sample's input, in the listing the viewer reads first
_SAFE = re.compile(r"[^\w.-]+")


@dataclass
class InspectExport:
    found: int = 0
    samples: int = 0
    files: list[str] = field(default_factory=list)


def _message(turn: dict[str, Any], model: str | None, index: int, pending: list[str]) -> dict[str, Any]:
    role, text = turn["role"], turn.get("content") or ""
    if role == "assistant":
        content: Any = text
        if turn.get("reasoning"):
            content = [{"type": "reasoning", "reasoning": turn["reasoning"]}, {"type": "text", "text": text}]
        message: dict[str, Any] = {"role": "assistant", "content": content, "source": "generate", "model": model}
        calls = []
        for k, call in enumerate(orjson.loads(turn["calls"]) if turn.get("calls") else []):
            call_id = str(call["id"] or f"call_{index}_{k}")
            shaped = {"id": call_id, "function": call["name"] or "", "type": "function",
                      "arguments": call["arguments"] if isinstance(call["arguments"], dict) else {}}  # fmt: skip
            if not isinstance(call["arguments"], dict) and call["arguments"] is not None:
                shaped["parse_error"] = str(call["arguments"])
            calls.append(shaped)
            pending.append(call_id)
        if calls:
            message["tool_calls"] = calls
        if turn.get("tool_name") and (not calls or calls[0]["function"] != turn["tool_name"]):
            message["metadata"] = {"tracelake": {"tool_name": turn["tool_name"]}}  # a tool no call names
        return message
    if role == "tool":
        answered = turn.get("tool_call_id") or (pending[0] if pending else None)
        if answered in pending:
            pending.remove(answered)
        message = {"role": "tool", "content": text, "tool_call_id": answered, "function": turn.get("tool_name")}
        if turn.get("status") is not None:  # Inspect's few error types say less than a source's status
            message["metadata"] = {"tracelake": {"status": turn["status"]}}
            if turn.get("failed"):
                kind = turn["status"] if turn["status"] in _ERROR_TYPES else "unknown"
                message["error"] = {"type": kind, "message": text[:500] or turn["status"]}
        return message
    return {"role": role if role in ("system", "user") else "user", "content": text}


def _sample(row: dict[str, Any], turns: list[dict[str, Any]], rewards: list[Any], model: str | None) -> dict[str, Any]:
    if not turns:
        turns = [{"role": "user", "content": row["prompt"]}, {"role": "assistant", "content": row["response"]}]
    pending: list[str] = []
    messages = [_message(t, model, i, pending) for i, t in enumerate(turns)]
    first = next((i for i, m in enumerate(messages) if m["role"] == "assistant"), len(messages))
    output = next((m for m in reversed(messages) if m["role"] == "assistant"), None)
    scores = {}
    for name, value, raw, turn in rewards:
        if value is None and raw is None:
            continue
        key = name if turn is None else f"{name}@turn{turn}"  # a reward per turn: a score each
        own = {k: v for k, v in (("name", name), ("raw", raw), ("turn_index", turn)) if v is not None}
        scores[key] = {"value": value if value is not None else raw, "metadata": {"tracelake": own}}
    if not scores and row["reward"] is not None:
        scores = {"reward": {"value": row["reward"]}}
    metadata = {k: row[k] for k in ("step", "split", "group_id", "sample_index", "status", "source_file", "source_line")
                if row.get(k) is not None}  # fmt: skip
    sample: dict[str, Any] = {
        "id": row["trajectory_id"], "epoch": 1, "input": messages[:first] or "", "target": "",
        "messages": messages, "scores": scores or None, "metadata": metadata,
        "output": {"model": model or "unknown", "choices": [{"message": output, "stop_reason": "stop"}] if output else []},
    }  # fmt: skip
    if output is not None and isinstance(output["content"], str):
        sample["output"]["completion"] = output["content"]
    if row.get("sampled_at") is not None:
        sample["started_at"] = row["sampled_at"].isoformat()
    return sample


def _summary(sample: dict[str, Any]) -> dict[str, Any]:
    given = sample["input"]
    text = given if isinstance(given, str) else "\n\n".join(str(m["content"]) for m in given)
    return {"id": sample["id"], "epoch": 1, "input": text[:SUMMARY_CHARS], "target": "", "scores": sample["scores"],
            "metadata": {k: v for k, v in sample["metadata"].items() if k in ("step", "split", "status")}}  # fmt: skip


def export_inspect(con: duckdb.DuckDBPyConnection, search: Search, folder: Path) -> InspectExport:
    """Write an ``.eval`` a run into ``folder``; what it holds."""
    folder = out_folder(folder, "an .eval a run")
    found, batches = found_batches(con, search)
    done = InspectExport(found=found)
    created = datetime.now(UTC)
    for run_id, of_run in itertools.groupby(batches, key=lambda batch: batch[0]["run_id"]):
        first = next(of_run)
        run = first[0]
        eval_id = short_hash(run_id)
        # named by the run alone: exporting again replaces it (a second file would read as a second run)
        name = f"{_SAFE.sub('-', run['run_name'])}_{eval_id}.eval"
        with replacing(folder / name) as tmp, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as archive:
            summaries = _Spool()
            totals: dict[str, tuple[float, int]] = {}
            for _, ids in itertools.chain([first], of_run):
                _write_samples(con, run, ids, archive, summaries, totals)
            spec = {"eval_id": eval_id, "run_id": run_id, "created": created.isoformat(), "task": run["run_name"],
                    "task_id": eval_id, "task_version": 0, "dataset": {"name": run["run_name"], "samples": summaries.count},
                    "model": run["model"] or "unknown", "config": {},
                    "metadata": {"tracelake": {"version": __version__, "format": run["format"],
                                               "framework": run["framework"], "run_id": run_id}}}  # fmt: skip
            plan = {"name": "plan", "steps": [], "config": {}}
            archive.writestr("_journal/start.json", orjson.dumps({"version": 2, "eval": spec, "plan": plan}))
            header = {"version": 2, "status": "success", "eval": spec, "plan": plan, "results": {
                "total_samples": summaries.count, "completed_samples": summaries.count,
                "scores": [{"name": score, "scorer": score, "scored_samples": n,
                            "metrics": {"mean": {"name": "mean", "value": total / n}}}
                           for score, (total, n) in sorted(totals.items())]},
                "stats": {"started_at": created.isoformat(), "completed_at": created.isoformat()}}  # fmt: skip
            archive.writestr("header.json", orjson.dumps(header))
            summaries.into(archive, "summaries.json")
        done.samples += summaries.count
        done.files.append(name)
    return done


class _Spool:
    """The sample summaries, one JSON a line in a temporary file, until the zip's list is written."""

    def __init__(self) -> None:
        self.file = tempfile.TemporaryFile()
        self.count = 0

    def add(self, summary: dict[str, Any]) -> None:
        self.file.write(orjson.dumps(summary) + b"\n")
        self.count += 1

    def into(self, archive: zipfile.ZipFile, name: str) -> None:
        self.file.seek(0)
        with archive.open(name, "w") as out:
            out.write(b"[")
            for i, line in enumerate(self.file):
                out.write((b"," if i else b"") + line.rstrip(b"\n"))
            out.write(b"]")
        self.file.close()


def _write_samples(con: duckdb.DuckDBPyConnection, run: dict[str, Any], ids: list[str], archive: zipfile.ZipFile,
                   summaries: _Spool, totals: dict[str, tuple[float, int]]) -> None:  # fmt: skip
    """Each trajectory's sample into the archive; its summary, and each score's (sum, count)."""
    rows = trajectories(con, run["run_id"], ids, "step, split, group_id, sample_index, reward, status, prompt,"
                        " response, sampled_at, source_file, source_line")  # fmt: skip
    said = turns(con, run["run_id"], ids, "role, content, reasoning, calls, tool_call_id, tool_name, status,"
                 " is_error_status(status) AS failed")  # fmt: skip
    scores = rewards(con, run["run_id"], ids)
    for row in rows:
        sample = _sample(row, said.get(row["trajectory_id"], []), scores.get(row["trajectory_id"], []), run["model"])
        archive.writestr(f"samples/{sample['id']}_epoch_1.json", orjson.dumps(sample))
        summaries.add(_summary(sample))
        for name, score in (sample["scores"] or {}).items():
            if isinstance(score["value"], (int, float)):
                total, n = totals.get(name, (0.0, 0))
                totals[name] = (total + float(score["value"]), n + 1)
