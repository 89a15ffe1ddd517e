"""The ingest ledger: one Delta table, one row per shard attempt, the lake's commit point.

Everything that reads or writes it goes through here: the typed :class:`Entry` (its fields
are the contract's, ``schemas/ingests.toml``; a test keeps the two equal), the
:class:`Status` vocabulary, the attempt clock (:class:`Clock`), reading the latest entries,
appending, and the live-rows rule (:func:`row_commits`, which ``live_row_commits`` in
``sql/00_ledger.sql`` states again in SQL; a test keeps the two in agreement).
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, fields, replace
from datetime import UTC, datetime, timedelta
from enum import Enum
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from ..schemas import contract, data_tables
from . import delta

LEDGER = "_ledger"  # the ledger's folder in the lake
LEDGER_STATS = ("run_id", "shard_key", "commit_id")  # min/max kept in the log: planning skips other runs' files


class Status(str, Enum):
    """What an attempt at a shard came to."""

    OK = "ok"  # its rows are committed
    PARTIAL = "partial"  # committed, some records quarantined
    FAILED = "failed"  # its content cannot be read: nothing committed, not retried until the file changes
    ERROR = "error"  # an I/O error, a bug, lost rows or a withdrawn name: nothing committed, read again next time
    DUPLICATE = "duplicate"  # the same records as another shard of its run: nothing committed

    @property
    def committed(self) -> bool:
        return self in COMMITTED

    def __str__(self) -> str:
        return self.value


COMMITTED = frozenset({Status.OK, Status.PARTIAL})
Key = tuple[str, str]  # (run id, shard key)


@dataclass(frozen=True)
class Entry:
    """One ledger row: an attempt at a shard."""

    commit_id: str
    committed_at: datetime
    run_id: str
    run_name: str
    source_uri: str
    shard_key: str
    format: str
    split: str
    step: int | None
    steps: tuple[int, ...]
    size: int
    mtime: datetime | None
    checksum: str | None
    content_digest: str | None
    status: Status
    error: str | None
    rows_trajectories: int
    rows_turns: int
    rows_rewards: int
    rows_step_metrics: int
    rows_quarantine: int
    rows_commit: str | None  # an unchanged file's entry: the earlier attempt whose rows stand
    model: str | None
    task: str | None
    schema: str
    tracelake_version: str
    reading: int | None  # the reading rules' version (see pipelines.sources.READING)

    @property
    def key(self) -> Key:
        return (self.run_id, self.shard_key)

    @property
    def live_rows(self) -> str:
        """The attempt whose rows this entry stands for."""
        return self.rows_commit or self.commit_id

    @property
    def rows(self) -> dict[str, int]:
        return {spec.name: getattr(self, f"rows_{spec.name}") for spec in data_tables()}

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Entry:
        return cls(**{**row, "status": Status(row["status"]), "steps": tuple(row["steps"] or ())})

    def to_row(self) -> dict[str, Any]:
        # Its fields are flat values: asdict's deep copy of each was a tenth of a small shard's commit.
        row = {name: getattr(self, name) for name in ENTRY_FIELDS}
        row["status"], row["steps"] = self.status.value, list(self.steps)
        return row

    def again(self, commit_id: str, committed_at: datetime, **changes: Any) -> Entry:
        """This entry recorded anew as a later attempt (its rows standing, unless changed)."""
        return replace(self, commit_id=commit_id, committed_at=committed_at, **changes)


ENTRY_FIELDS = tuple(f.name for f in fields(Entry))


def _entry(values: tuple[Any, ...]) -> Entry:
    """``Entry(*values)``, its fields set at once: a frozen dataclass's own ``__init__`` sets
    each of its 27 through ``object.__setattr__``, two thirds of reading the ledger into entries."""
    entry = object.__new__(Entry)
    entry.__dict__.update(zip(ENTRY_FIELDS, values))
    return entry


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _python_values(column: pa.ChunkedArray) -> list[Any]:
    """``column.to_pylist()``; UTC timestamps made from their microseconds here: pyarrow's own
    conversion of a zoned timestamp costs ~6 µs a value (the ledger's two, every cycle)."""
    if pa.types.is_timestamp(column.type) and column.type.tz in ("UTC", "+00:00"):
        micros = pc.cast(column.cast(pa.timestamp("us", tz=column.type.tz)), pa.int64()).to_pylist()
        return [None if us is None else _EPOCH + timedelta(microseconds=us) for us in micros]
    return column.to_pylist()


class Clock:
    """Attempt ids that order attempts without trusting clocks: a new id is greater than every
    id this writer has seen in the ledger (a Lamport clock over nanosecond timestamps), so a host
    whose clock is behind still supersedes what it replaces."""

    def __init__(self, start: int = 0):
        self._value = start
        self._lock = threading.Lock()

    @property
    def value(self) -> int:
        return self._value

    def observe(self, value: int) -> None:
        with self._lock:
            self._value = max(self._value, value)

    def observe_id(self, commit_id: str) -> None:
        self.observe(int(commit_id.split("-", 1)[0]))

    def new_id(self) -> str:
        with self._lock:
            self._value = max(self._value + 1, time.time_ns())
            return f"{self._value:020d}-{secrets.token_hex(3)}"


class Ledger:
    """The ledger table of one lake."""

    def __init__(self, uri: str, options: dict[str, str], clock: Clock):
        self.uri, self.options, self.clock = uri, options, clock
        # Its files at the latest read of its latest version (a batch's commit reads it back):
        # an ingest decides from it whether to merge them, without opening the table again.
        self.files: int | None = None

    def version(self) -> int | None:
        table = delta.open_table(self.uri, self.options)
        return None if table is None else table.version()

    def table(self, version: int | None = None, *, runs: set[str] | None = None) -> pa.Table:
        """The ledger (as of ``version``), or only its rows of ``runs``: the Delta log's run_id
        statistics skip the files of other runs."""
        table = delta.open_table(self.uri, self.options, version)
        schema = contract("ingests").file_schema
        if table is None:
            return schema.empty_table()
        actions = delta.add_actions(table).to_pylist()
        if version is None:
            self.files = len(actions)
        if runs is not None:
            # The files whose run_id range (from the log's statistics) can hold one of ``runs``;
            # the rows are then filtered here.
            wanted = sorted(runs)
            actions = [a for a in actions if a.get("min.run_id") is None
                       or any(a["min.run_id"] <= run <= a["max.run_id"] for run in wanted)]  # fmt: skip
        rows = delta.read_files(self.uri, [a["path"] for a in actions], schema)
        if runs is not None:
            rows = rows.filter(pc.is_in(rows.column("run_id"), pa.array(sorted(runs), pa.string())))
        return rows

    def entries(self, table: pa.Table | None = None) -> list[Entry]:
        """Every attempt (of ``table``, by default the whole ledger), oldest first."""
        table = self.table() if table is None else table
        # Built column by column, and ordered by moving the entries, not the table's columns: a
        # scheduled ingest reads every row of the ledger each cycle, so this is planning's cost
        # per shard the lake has seen (3,000 rows: 47 -> 20 ms).
        order = pc.sort_indices(table.column("commit_id")).to_pylist()  # a stable sort
        columns = [_python_values(table.column(name)) for name in ENTRY_FIELDS]
        where = {name: i for i, name in enumerate(ENTRY_FIELDS)}
        status, steps = columns[where["status"]], columns[where["steps"]]
        columns[where["status"]] = [Status(s) for s in status]
        columns[where["steps"]] = [tuple(s or ()) for s in steps]
        made = [_entry(values) for values in zip(*columns)]
        return [made[i] for i in order]

    def latest(self) -> tuple[dict[Key, Entry], dict[Key, Entry]]:
        """(latest attempt, latest committed attempt) per shard; the clock moves past every id seen."""
        latest: dict[Key, Entry] = {}
        committed: dict[Key, Entry] = {}
        entries = self.entries()
        for entry in entries:  # oldest first: later entries win
            latest[entry.key] = entry
            if entry.status.committed:
                committed[entry.key] = entry
        if entries:
            self.clock.observe_id(entries[-1].commit_id)
        return latest, committed

    def append(self, entries: Iterable[Entry]) -> None:
        rows = [e.to_row() for e in entries]
        if rows:
            table = pa.Table.from_pylist(rows, schema=contract("ingests").file_schema)
            delta.append(self.uri, self.options, table, stats=LEDGER_STATS)


def row_commits(ledger: pa.Table, keys: set[Key] | None = None) -> tuple[dict[Key, str], dict[Key, set[str]]]:
    """The live-rows rule. Per shard of ``keys`` (all when None): the attempt whose rows are
    live (the ``rows_commit`` of the greatest committed attempt, as ``live_row_commits`` in
    ``sql/00_ledger.sql`` says), and every attempt whose rows a committed entry named."""
    heads: dict[Key, tuple[str, str]] = {}
    named: dict[Key, set[str]] = {}
    committed = [s.value for s in COMMITTED]
    chosen = ledger.filter(pc.is_in(ledger.column("status"), pa.array(committed, pa.string())))
    if keys is not None:  # only these shards' rows become Python values: a run's ledger grows a row a cycle
        chosen = chosen.filter(
            pc.is_in(chosen.column("shard_key"), pa.array(sorted({k for _, k in keys}), pa.string()))
        )
    for entry in chosen.select(["run_id", "shard_key", "commit_id", "rows_commit"]).to_pylist():
        key = (entry["run_id"], entry["shard_key"])
        if keys is not None and key not in keys:
            continue
        rows = entry["rows_commit"] or entry["commit_id"]
        named.setdefault(key, set()).add(rows)
        if key not in heads or entry["commit_id"] > heads[key][0]:
            heads[key] = (entry["commit_id"], rows)
    return {key: rows for key, (_, rows) in heads.items()}, named
