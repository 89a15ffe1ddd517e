"""Training and evaluation metrics (docs/formats.md) -> ``step_metrics``.

- verl's file logger: JSON Lines ``{"step": N, "data": {key: value}}``;
- flat JSON Lines: ``{"step": N, "critic/score/mean": ..., ...}``;
- CSV with a step column (``step``, ``global_step``, ``_step``, ``trainer/global_step``, W&B's
  ``Step``): wide (one column per metric; W&B's ``<run> - <metric>`` columns keep ``<run>`` as
  the series), or long (a ``metric`` column names the metric, every other column is a series
  of it: ``step,metric,v3,gigpo_mean``);
- a Hugging Face Trainer's ``trainer_state.json`` (TRL): its ``log_history``, one record per
  logging step (every key, however often it was logged); of a run's ``checkpoint-N/`` copies,
  only the latest checkpoint's is read (:mod:`.detect`), since each holds the ones before;
- a TensorBoard dump to JSON (NeMo-RL's): ``{tag: {"<step>": value}}``, each tag on its own
  steps (tags on different step scales stay as logged);
- a JSON document: one such record, a list of them, or an aggregate (``{key: value}``, no
  step), whose step comes from its checkpoint folder (``global_step_120/metrics.json``), else
  is NULL: an aggregate over the whole run.

Several values of one metric at one step stay apart by ``series``: a rank (records with
``rank``/``tp_rank``/``dp_rank`` give ``rank=3,tp_rank=1,dp_rank=0``, not metrics), a long
CSV's value column, a W&B run; NULL when a metric has one value per step. A record with
``"validate": true`` (PolyTrace's per-rank logs) is the ``val`` split, and so is a metric
named ``val/...``, ``val-core/...``, ``val-aux/...``, ``eval/...``, ``test/...`` or
``validation/...`` (a long CSV's ``val/success_rate`` rows in a file of the run). ``NaN`` and
``Infinity`` as Python's json writes them are read as such. Keys are kept verbatim (slashes,
spaces, parentheses). Numbers go to ``value``; booleans too
(1/0, with ``raw`` true/false); any other value is kept as text in ``raw`` (lists and objects
as JSON); nulls are left out. A record that is not an object, or has no step where one is
needed, goes to the quarantine with its line.
"""

from __future__ import annotations

import csv
import io
import math
import re
from collections.abc import Iterable
from typing import Any

import orjson
import pyarrow as pa

from ..ids import STEP_FOLDER, launch_stamp
from ..storage import SourceError, joined, without_compression
from .base import Cumulative, Head, Reader, Shard, ShardRecords, int64_problem, json_lines_file
from .json_values import INVALID, dumps, json_lines, non_finite_json, quarantine_table, raw_text

FORMAT = "metrics"
STEP_KEYS = ("step", "global_step", "_step", "trainer/global_step")
SERIES_KEYS = ("rank", "tp_rank", "dp_rank", "pp_rank", "local_rank")  # who logged it, not what
METRIC_COLUMNS = ("metric", "metric_name")  # a long CSV's column naming the metric (not "name": often a run)
_TEXT_KEYS = frozenset({"prompt", "response", "input", "output", "conversations"})


def step_of(name: str) -> int | None:
    return None  # a metrics file spans steps; a checkpoint folder may still give one


_PER_STEP = re.compile(r"(?i).*(?:step|iter|iteration|epoch)[_-]?\d+")
# A metrics log named for what it holds, not for an experiment: a file of its folder's run.
_GENERIC_STEM = re.compile(
    r"(?i)(?:.+[_.-])?(?:metrics?|summary|summaries|logs?|history|progress|scalars|events|results|stats|records"
    r"|curves?|data|outputs?|tensorboard\w*)"
)


def launch_of(name: str) -> str | None:
    """A metrics log that is a launch of its own (see Reader.launch_of): one whose name holds a
    launch's time stamp (two launches' ``<stamp>_parsed.csv`` in one folder were one run, two
    values per step and metric), or a verl FileLogger's ``{project}/{experiment}.jsonl``, named
    after its experiment (two experiments' files in one project folder merged)."""
    plain = without_compression(name)
    stem = plain.rsplit(".", 1)[0]
    if _PER_STEP.fullmatch(stem):
        return None  # one step's file of its folder's run (PolyTrace's reward_timings_step_3)
    stamp = launch_stamp(stem)
    if stamp is not None:
        return stamp
    return stem if plain.endswith(".jsonl") and not _GENERIC_STEM.fullmatch(stem) else None


def _step_key(keys: Iterable[str]) -> str | None:
    return next((k for k in STEP_KEYS if k in keys), None)


def _csv_step_key(header: list[str]) -> str | None:
    lowered = {name.lower(): name for name in header}
    return next((lowered[k] for k in STEP_KEYS if k in lowered), None)


def _is_tensorboard_dump(document: object) -> bool:
    """``{tag: {"<step>": value}}``: every value an object keyed by integer steps."""
    return (
        isinstance(document, dict)
        and bool(document)
        and all(
            isinstance(points, dict) and points and all(_step(k) is not None for k in points)
            for points in document.values()
        )
    )


def _is_metrics_record(record: object, document: bool) -> bool:
    if document and _is_tensorboard_dump(record):
        return True
    if not isinstance(record, dict) or record.keys() & _TEXT_KEYS or not record:
        return False
    if isinstance(record.get("data"), dict):
        return True
    values = [v for k, v in record.items() if k not in STEP_KEYS]
    numbers = sum(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    if _step_key(record) is not None:
        return numbers > 0  # a record with a step and numbers
    # A whole JSON document with no step is metrics only in the shape of metrics: numbers by
    # name, scalars only, more numbers than texts. An evaluation's metadata.json (an env, a
    # model, a date, an example count) became a run of 7 text "metrics", never by default again.
    texts = sum(isinstance(v, str) for v in values)
    scalars = all(v is None or isinstance(v, (str, int, float, bool)) for v in values)
    return document and scalars and numbers >= 2 and numbers > texts


def sniff(head: Head) -> bool:
    name = without_compression(head.name)
    if name == "trainer_state.json":  # a Hugging Face Trainer's state: its log_history is the metrics
        return '"log_history"' in head.text
    if name.endswith(".csv"):
        return isinstance(head.record, list) and _csv_step_key(head.record) is not None
    record = head.record[0] if isinstance(head.record, list) and head.record else head.record
    return _is_metrics_record(record, document=name.endswith(".json"))


def metric_value(value: object) -> tuple[float | None, str | None] | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return float(value), "true" if value else "false"
    if isinstance(value, (int, float)):
        return float(value), None
    if isinstance(value, str):
        return None, value
    return None, dumps(value)


def _text_value(text: str) -> tuple[float | None, str | None] | None:
    """A CSV cell: a number (NaN and Infinity too, as in JSON), text, or nothing if empty."""
    if not text.strip():
        return None
    try:
        return float(text), None
    except ValueError:
        return None, text


def _step(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return None


# Metric names of validation passes, whatever file or record they are logged in (verl's
# `val/...`, `val-core/...`, `val-aux/...`; `eval/...`, `test/...` elsewhere).
VAL_PREFIXES = ("val/", "val-core/", "val-aux/", "eval/", "test/", "validation/")


# The wall-clock time a step was logged at, seconds since the epoch, as a metric of its step
# (W&B's own name for it): what a wall-time axis is drawn from (sql/17_time.sql).
STEP_TIME = "_timestamp"


class MetricRows:
    def __init__(self, shard: Shard):
        self.shard = shard
        self.warnings: list[str] = []
        self.cols: dict[str, list[Any]] = {"step": [], "name": [], "value": [], "raw": [], "series": [], "split": []}
        self.quarantine: list[tuple[int, str, str]] = []
        self._times: dict[tuple[int | None, str | None], float] = {}

    def logged_at(self, step: int | None, seconds: float, series: str | None = None) -> None:
        """A value of ``step`` was logged at ``seconds`` since the epoch: the step's
        :data:`STEP_TIME` is the latest such (a logger's events of one step come over a while)."""
        if math.isfinite(seconds) and seconds > 0:
            key = (step, series)
            self._times[key] = max(seconds, self._times.get(key, seconds))

    def record(self, record: object, line: int, raw: str, *, aggregate_ok: bool) -> None:
        if not isinstance(record, dict):
            self.quarantine.append((line, f"a JSON {type(record).__name__}, not an object", raw))
            return
        key = _step_key(record)
        step = _step(record[key]) if key else self.shard.step
        if key and step is None:
            self.quarantine.append((line, f"{key!r} is not an integer step: {record[key]!r}", raw))
            return
        if key and (problem := int64_problem(f"step {key!r}", record[key]) or int64_problem(f"step {key!r}", step)):
            self.quarantine.append((line, problem, raw))
            return
        if step is None and not aggregate_ok:
            self.quarantine.append((line, "no step: neither the record nor its folder name gives one", raw))
            return
        metrics = dict(record)
        metrics.pop(key, None)
        data = metrics.pop("data", None)
        if isinstance(data, dict):
            metrics = data | metrics
        elif data is not None:
            metrics["data"] = data
        series = ",".join(f"{k}={metrics.pop(k)}" for k in SERIES_KEYS if k in metrics) or None
        split = self.shard.split_of(metrics)
        if isinstance(metrics.get("validate"), bool):
            del metrics["validate"]  # the split, not a metric
        for name, value in metrics.items():
            self.add(step, name, metric_value(value), series, split)

    def add(
        self,
        step: int | None,
        name: str,
        pair: tuple[float | None, str | None] | None,
        series: str | None = None,
        split: str | None = None,
    ) -> None:
        if pair is None:
            return
        self.cols["step"].append(step)
        self.cols["name"].append(name)
        self.cols["value"].append(pair[0])
        self.cols["raw"].append(pair[1])
        self.cols["series"].append(series)
        self.cols["split"].append("val" if name.lower().startswith(VAL_PREFIXES) else split or self.shard.split)

    def records(self) -> ShardRecords:
        for (step, series), seconds in sorted(
            self._times.items(), key=lambda item: (item[0][0] or 0, item[0][1] or "")
        ):
            self.add(step, STEP_TIME, (seconds, None), series)
        self._times = {}
        if not self.cols["name"] and not self.quarantine:
            raise SourceError("no metrics in the file")
        schema = pa.schema(
            [
                ("step", pa.int64()),
                ("name", pa.string()),
                ("value", pa.float64()),
                ("raw", pa.string()),
                ("series", pa.string()),
                ("split", pa.string()),
            ]
        )
        return ShardRecords(
            tables={
                "step_metrics": pa.table(self.cols, schema=schema),
                "quarantine": quarantine_table(self.quarantine),
            },
            warnings=self.warnings,
        )


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    name = shard.plain_name
    data = joined(chunks)  # metric logs are small: a few MB for thousands of steps
    if not data.strip():
        raise SourceError("empty file, no records")
    rows = MetricRows(shard)
    if name.endswith(".csv"):
        _read_csv(data, rows)
    elif name.endswith(".json"):
        try:
            document = orjson.loads(data)
        except orjson.JSONDecodeError as exc:
            document = non_finite_json(data)
            if document is INVALID:
                raise SourceError(f"not a JSON document ({exc})") from None
        if isinstance(document, dict) and isinstance(document.get("log_history"), list):
            # TRL / transformers trainer_state.json: one record per logging step
            document = _each_once(document["log_history"], rows.warnings)
        if _is_tensorboard_dump(document):
            for tag, points in document.items():
                for step, value in points.items():
                    problem = int64_problem(f"step {step!r} of {tag!r}", _step(step))
                    if problem is None:
                        rows.add(_step(step), tag, metric_value(value))
                    else:
                        rows.quarantine.append((0, problem, dumps({tag: {step: value}})))
            return rows.records()
        for i, record in enumerate(document if isinstance(document, list) else [document], start=1):
            rows.record(record, i, dumps(record), aggregate_ok=not isinstance(document, list))
    else:
        logged_by_verl = False
        for line_no, line, record in json_lines(data, shard.first_line, rows.quarantine):
            logged_by_verl = logged_by_verl or (isinstance(record, dict) and isinstance(record.get("data"), dict))
            rows.record(record, line_no, raw_text(line), aggregate_ok=False)
        if logged_by_verl and (facts := file_logger_facts(shard.path)):
            found = rows.records()
            found.facts = facts
            return found
    return rows.records()


def file_logger_facts(path: str) -> dict[str, str]:
    """The project and experiment verl's FileLogger names its file by:
    ``<project>/<experiment>.jsonl`` (``VERL_FILE_LOGGER_PATH`` elsewhere names none)."""
    folder, _, name = path.rpartition("/")
    experiment, project = without_compression(name).removesuffix(".jsonl"), folder.rsplit("/", 1)[-1]
    return {"project": project, "experiment": experiment} if experiment and project else {}


def _each_once(history: list[Any], warnings: list[str]) -> list[Any]:
    """A Trainer's log history with each (step, metric) once: entries that log a metric again at
    a step (a summary entry repeating the last values; the entries a resumed run logs again)
    stored it twice. The last value logged stands; where values differ, a warning says how many."""
    last: dict[tuple[object, str], int] = {}
    for index, entry in enumerate(history):
        if isinstance(entry, dict):
            for key in entry:
                if key not in STEP_KEYS:
                    last[(_step_of_entry(entry), key)] = index
    differing: set[tuple[object, str]] = set()
    kept = []
    for index, entry in enumerate(history):
        if not isinstance(entry, dict):
            kept.append(entry)
            continue
        step = _step_of_entry(entry)
        own = {k: v for k, v in entry.items() if k in STEP_KEYS or last[(step, k)] == index}
        differing |= {(step, k) for k, v in entry.items() if k not in own and history[last[(step, k)]].get(k) != v}
        if len(own) > len([k for k in own if k in STEP_KEYS]):
            kept.append(own)
    if differing:
        warnings.append(
            f"{len(differing)} metric(s) logged again at a step with another value: the last logged is kept"
        )
    return kept


def _step_of_entry(entry: dict[str, Any]) -> object:
    key = _step_key(entry)
    return entry.get(key) if key else None


def _read_csv(data: bytes, rows: MetricRows) -> None:
    text = data.decode("utf-8", "replace")
    reader = csv.reader(io.StringIO(text))
    header = [name.strip() for name in next(reader)]
    key = _csv_step_key(header)
    if key is None:
        raise SourceError(f"CSV without a step column (one of {', '.join(STEP_KEYS)}, any case)")
    at = header.index(key)
    metric_at = next((i for i, name in enumerate(header) if name.lower() in METRIC_COLUMNS and i != at), None)
    # (column, metric name, series) per value column: long format names the metric in a cell.
    columns = [
        (
            i,
            None if metric_at is not None else _wandb_name(name)[0],
            (None if name.lower() == "value" else name) if metric_at is not None else _wandb_name(name)[1],
        )
        for i, name in enumerate(header)
        if i not in (at, metric_at)
    ]
    for line_no, cells in enumerate(reader, start=2):
        if not cells:
            continue
        if len(cells) != len(header):
            rows.quarantine.append((line_no, f"{len(cells)} cells for {len(header)} columns", ",".join(cells)))
            continue
        step = _step(cells[at])
        problem = (
            f"{key!r} is not an integer step: {cells[at]!r}" if step is None else int64_problem(f"step {key!r}", step)
        )
        if problem is not None:
            rows.quarantine.append((line_no, problem, ",".join(cells)))
            continue
        for i, name, series in columns:
            rows.add(step, cells[metric_at] if metric_at is not None else name or "", _text_value(cells[i]), series)


def _wandb_name(column: str) -> tuple[str, str | None]:
    """W&B's CSV export names a column ``<run> - <metric>`` (and ``...__MIN``/``__MAX``):
    (metric, run); any other column is (itself, None)."""
    run, sep, metric = column.partition(" - ")
    return (metric, run) if sep and run and metric else (column, None)


def checkpoint_log(path: str) -> Cumulative | None:
    """A Trainer's ``checkpoint-N/trainer_state.json``: each holds the log history of the
    earlier checkpoints of its run; one in another folder beside them (``checkpoint-final/``,
    ``best/``) holds no more than the latest, and is read only where it stands alone."""
    parent, _, name = path.rpartition("/")
    folder, _, step_folder = parent.rpartition("/")
    if name != "trainer_state.json":
        return None
    match = STEP_FOLDER.fullmatch(step_folder)
    return Cumulative(folder, name, int(match[1]) if match else -1, "an earlier checkpoint's log history")


READER = Reader(
    FORMAT,
    (".jsonl", ".json", ".csv"),
    step_of,
    sniff,
    read=read,
    cumulative=checkpoint_log,
    launch_of=launch_of,
    appends=json_lines_file,  # a verl FileLogger's log: a line a step
)
