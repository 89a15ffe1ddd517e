"""Trackio's project databases (``<project>.db`` in ``TRACKIO_DIR``, by default
``~/.cache/huggingface/trackio``: SQLite), what Hugging Face's Trackio writes, verl's
``trackio`` logger among its callers -> ``step_metrics`` and ``run_config``.

The variants of the writer's history (gradio-app/trackio):

- 2025-05: one ``trackio.db`` for every project, ``metrics(id, timestamp, project_name,
  run_name, step, epoch, batch, metrics)`` and ``configs(project_name, run_name, config, ...)``:
  its series are ``<project>/<run>``;
- 2025-07 (0.2-0.4): a file a project, ``metrics(id, timestamp, run_name, step, metrics)`` alone;
- 0.5 (2025-09): ``configs(id, run_name, config, created_at)`` beside, one a run; the database in
  WAL mode (its recent writes may still be in ``<project>.db-wal`` beside it);
- 0.14: ``system_metrics`` (GPU readings by time, no step); 0.18 ``alerts``; 0.24 (2026-04) a
  ``run_id`` column on each table, two runs of one name told apart by it; 0.26 ``traces``; 0.30
  ``artifacts``; ``metrics`` JSON as text or as orjson's bytes.

A project's file holds all its runs, and a shard is one run: the file is one run named after
the project (``trackio/<project>``), each Trackio run a **series** of its metrics (its name, with
``#<run id>`` where two runs share one), as the runs of a W&B CSV export are. Each metric of a
row's JSON is a row at the row's step (a number, else its text); media (``{"_type": ...}``) and
system metrics are left out and counted in a warning. Each run's configuration is
``run_config`` under its series (``<series>/<key>``), credentials kept out as for every
configuration. The file is read from a copy (with its ``-wal``), so a trainer still writing it is
never locked out, and what was committed when it was copied is read.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import tempfile
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson

from .. import storage
from ..storage import FileSystem, SourceError
from . import run_config
from .base import Head, Reader, Shard, ShardRecords
from .json_values import dumps
from .metrics import MetricRows, metric_value

FORMAT = "trackio"
NOT_TRACES = {r"[^/]+\.db-(?:wal|shm)": "an SQLite database's write-ahead log or its index: read with the database"}
SQLITE_MAGIC = b"SQLite format 3\x00"
_METRIC_COLUMNS = {"run_name", "step", "metrics"}


def step_of(name: str) -> int | None:
    return None


def launch_of(name: str) -> str | None:
    """A project's file: a run of its own, named after the project."""
    return name.removesuffix(".db") if name.endswith(".db") else None


@contextlib.contextmanager
def _opened(fs: FileSystem, path: str) -> Iterator[sqlite3.Connection]:
    """The database, from a copy of it and its write-ahead log, read-only."""
    with tempfile.TemporaryDirectory(prefix="tracelake-trackio-") as folder:
        copy = Path(folder) / "project.db"
        with fs.open(path, "rb") as source, open(copy, "wb") as target:
            if source.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
                raise SourceError("not an SQLite database")
            source.seek(0)
            shutil.copyfileobj(source, target)
        with contextlib.suppress(FileNotFoundError, OSError):
            with fs.open(f"{path}-wal", "rb") as source, open(f"{copy}-wal", "wb") as target:
                shutil.copyfileobj(source, target)
        connection = sqlite3.connect(copy)
        try:
            yield connection
        except sqlite3.DatabaseError as exc:
            raise SourceError(f"an SQLite database that cannot be read ({exc})") from None
        finally:
            connection.close()


def _tables(connection: sqlite3.Connection) -> dict[str, list[str]]:
    names = [row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {name: [row[1] for row in connection.execute(f'PRAGMA table_info("{name}")')] for name in names}


def head(fs: FileSystem, path: str) -> object:
    """What sniffing sees of a ``.db`` file: its tables and their columns; None for a file that
    is no SQLite database. A local file with no write-ahead log beside it is opened in place,
    read-only, never copied (any ``.db`` a tree holds is sniffed); one with a log is read from a
    copy of both, as its tables may be in the log yet."""
    try:
        with fs.open(path, "rb") as raw:
            if raw.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
                return None
        if storage.is_local(fs) and not fs.exists(f"{path}-wal"):
            connection = sqlite3.connect(f"{Path(path).as_uri()}?mode=ro&immutable=1", uri=True)
            try:
                return {"sqlite_tables": _tables(connection)}
            finally:
                connection.close()
        with _opened(fs, path) as connection:
            return {"sqlite_tables": _tables(connection)}
    except (OSError, SourceError, sqlite3.DatabaseError):
        return None


def sniff(head: Head) -> bool:
    record = head.record
    tables = record.get("sqlite_tables") if isinstance(record, dict) else None
    return isinstance(tables, dict) and _METRIC_COLUMNS <= set(tables.get("metrics", ()))


def _seconds(text: object) -> float | None:
    """A metrics row's ``timestamp`` (ISO 8601, UTC as Trackio writes it; a time without its zone
    taken as UTC) as seconds since the epoch, or None."""
    try:
        moment = datetime.fromisoformat(str(text).replace("Z", "+00:00")) if text is not None else None
    except ValueError:
        return None
    if moment is None:
        return None
    return (moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)).timestamp()


def _json(value: object) -> object:
    if isinstance(value, (bytes, str)):
        try:
            return orjson.loads(value)
        except orjson.JSONDecodeError:
            return None
    return None


def _series(rows: list[tuple[Any, ...]]) -> dict[tuple[str, str | None], str]:
    """Each (run name, run id) its series: the name, and the id where a name has several."""
    ids: dict[str, set[str | None]] = {}
    for name, run_id in rows:
        ids.setdefault(name, set()).add(run_id)
    return {(name, run_id): name if len(ids[name]) == 1 else f"{name}#{run_id}" for name, run_id in rows}


def _run_of(columns: set[str]) -> str:
    """The SQL of a row's run and run id in a table of these columns: the first version kept
    every project in one trackio.db (a run is its project's), 0.24 added the id."""
    name = "project_name || '/' || run_name" if "project_name" in columns else "run_name"
    return f"{name}, {'run_id' if 'run_id' in columns else 'NULL'}"


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    rows = MetricRows(shard)
    with _opened(fs, path) as connection:
        tables = _tables(connection)
        columns = set(tables.get("metrics", ()))
        if not _METRIC_COLUMNS <= columns:
            raise SourceError("a Trackio database's metrics table needs run_name, step and metrics")
        run = _run_of(columns)
        when = "timestamp" if "timestamp" in columns else "NULL"
        logged = connection.execute(f"SELECT {run}, step, metrics, {when} FROM metrics ORDER BY id").fetchall()
        config_rows: list[tuple[Any, ...]] = []
        if {"run_name", "config"} <= set(tables.get("configs", ())):
            config_run = _run_of(set(tables["configs"]))
            config_rows = connection.execute(f"SELECT {config_run}, config FROM configs ORDER BY rowid").fetchall()
        system = (
            connection.execute("SELECT count(*) FROM system_metrics").fetchone()[0] if "system_metrics" in tables else 0
        )
    series = _series([(name, rid) for name, rid, *_ in logged] + [(name, rid) for name, rid, _ in config_rows])
    media: Counter[str] = Counter()
    for number, (name, rid, step, text, at) in enumerate(logged, start=1):
        values = _json(text)
        if not isinstance(values, dict) or not isinstance(step, int):
            raw = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
            why = "a metrics row whose metrics are no JSON object, or whose step is no integer"
            rows.quarantine.append((number, why, dumps([name, step, raw])))
            continue
        for metric, value in values.items():
            if isinstance(value, dict) and "_type" in value:
                media[str(value["_type"])] += 1
                continue
            rows.add(step, str(metric), metric_value(value), series[(name, rid)])
        if (seconds := _seconds(at)) is not None and isinstance(step, int):
            rows.logged_at(step, seconds, series[(name, rid)])
    pairs: list[tuple[str, str | None]] = []
    for name, rid, text in config_rows:
        config = _json(text)
        if isinstance(config, dict):
            pairs += [(f"{series[(name, rid)]}/{key}", value) for key, value in run_config.flatten(config)]
    found = run_config.records(pairs) if pairs else ShardRecords()
    if rows.cols["name"] or rows.quarantine:
        found.tables |= rows.records().tables
    if media:
        found.warnings.append(
            "media, not metrics, not read: " + ", ".join(f"{n} {k}" for k, n in sorted(media.items()))
        )
    if system:
        found.warnings.append(f"{system} system metric reading(s) (GPU, by time, no step): not read")
    found.warnings.extend(rows.warnings)
    return found


READER = Reader(
    FORMAT, (".db",), step_of, sniff, read_file=read_file, head=head, launch_of=launch_of, framework="trackio",
    framework_weak=True,
)  # fmt: skip
