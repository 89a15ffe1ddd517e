"""The ingest ledger: one Delta table, one row per shard attempt, the lake's commit point.

Everything that reads or writes it goes through here: the typed :class:`Entry` (its fields
are the contract's, ``schemas/ingests.toml``; a test keeps the two equal), the
:class:`Status` vocabulary, the attempt clock (:class:`Clock`), reading the latest entries,
appending, and the live-rows rule (:func:`row_commits`, which ``live_commits`` in
``sql/00_ledger.sql`` states again in SQL; a test keeps the two in agreement).
"""

from __future__ import annotations

import bisect
import itertools
import secrets
import threading
import time
from collections.abc import ItemsView, Iterable, Iterator, Mapping, ValuesView
from dataclasses import dataclass, fields, replace
from datetime import UTC, datetime, timedelta
from enum import Enum
from typing import Any, cast

import pyarrow as pa
import pyarrow.compute as pc
from deltalake import DeltaTable

from ..schemas import contract, data_tables
from . import delta
from .location import LEDGER as LEDGER  # where it was named first: every table module imports it here

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
    placed_by: str | None = None  # the placing's digest (see pipelines.reconcile.unchanged.placing_digest)
    rows_run_config: int | None = None  # None: recorded before the table existed
    facts: str | None = None  # JSON of what the run's configuration says of it
    rows_tokens: int | None = None  # None: read without the token lane (see Shard.keep_tokens)
    earlier_rows: tuple[str, ...] | None = None  # a grown file's: earlier attempts whose rows stay live

    @property
    def live_commits(self) -> tuple[str, ...]:
        """Every attempt whose rows this entry stands for: its own (or ``rows_commit``'s), and
        those of the reads before that a grown file's read went on from."""
        return (self.live_rows, *(self.earlier_rows or ()))

    @property
    def key(self) -> Key:
        return (self.run_id, self.shard_key)

    @property
    def live_rows(self) -> str:
        """The attempt whose rows this entry stands for."""
        return self.rows_commit or self.commit_id

    @property
    def rows(self) -> dict[str, int]:
        return {spec.name: getattr(self, f"rows_{spec.name}") or 0 for spec in data_tables()}

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Entry:
        earlier = row.get("earlier_rows")
        return cls(**{**row, "status": Status(row["status"]), "steps": tuple(row["steps"] or ()),
                      "earlier_rows": None if earlier is None else tuple(earlier)})  # fmt: skip

    def to_row(self) -> dict[str, Any]:
        # Its fields are flat values: asdict's deep copy of each was a tenth of a small shard's commit.
        row = {name: getattr(self, name) for name in ENTRY_FIELDS}
        row["status"], row["steps"] = self.status.value, list(self.steps)
        row["earlier_rows"] = None if self.earlier_rows is None else list(self.earlier_rows)
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


def _any_within(values: list[str], low: str, high: str) -> bool:
    """Whether one of the sorted ``values`` lies in [``low``, ``high``]."""
    at = bisect.bisect_left(values, low)
    return at < len(values) and values[at] <= high


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def python_values(column: pa.ChunkedArray[Any]) -> list[Any]:
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
        # The table, opened once and brought up to date at each use: opening replays its
        # checkpoint (3-6 ms, more with a week of tombstones), and a cycle read, appended to and
        # read back the ledger, each a full open (so did write_deltalake, given a path); an
        # update reads the commits since. One thread at a time: delta-rs's table is not shared.
        self._table: DeltaTable | None = None
        self._lock = threading.Lock()
        # The rows of each of its files read so far, by path. A Delta data file never changes
        # under its name, so a file read once need not be read again: a cycle's plan reads the
        # whole ledger, and its commit then reads back its runs' rows, the same files but the
        # one it appended (a 3,000-step run's ledger: 6,000 rows in 5 files, ~8 ms a read).
        self._rows_of: dict[str, pa.Table] = {}

    def _latest(self) -> DeltaTable | None:
        """The table at its latest version (hold the lock)."""
        if self._table is not None:
            try:
                self._table.update_incremental()
                return self._table
            except Exception:  # noqa: BLE001 - its log moved under it (a vacuum, a damaged commit): open it afresh
                self._table = None
        self._table = delta.open_table(self.uri, self.options)
        return self._table

    def version(self) -> int | None:
        with self._lock:
            table = self._latest()
            return None if table is None else table.version()

    def _files(self, version: int | None) -> tuple[bool, list[dict[str, Any]]]:
        """(whether the table exists, its files' add actions as of ``version``: the latest when None)."""
        with self._lock:
            table = self._latest()
            if table is not None and version is not None and table.version() != version:
                table = delta.open_table(self.uri, self.options, version)
            if table is None:
                return False, []
            actions = delta.add_actions(table).to_pylist()
            if version is None:
                self.files = len(actions)
                live = {a["path"] for a in actions}  # files a tidy replaced are not asked for again
                self._rows_of = {path: rows for path, rows in self._rows_of.items() if path in live}
            return True, actions

    def _read(self, paths: list[str], schema: pa.Schema) -> pa.Table:
        """The rows of the ledger's files ``paths``, each file read once by this ledger."""
        with self._lock:  # taken now: a read at the latest version may forget them meanwhile
            rows_of = {path: self._rows_of[path] for path in paths if path in self._rows_of}
        unread = [path for path in paths if path not in rows_of]
        read = dict(zip(unread, delta.read_each(self.uri, unread, schema)))
        with self._lock:
            self._rows_of.update(read)
        rows_of.update(read)
        parts = [rows_of[path] for path in paths]
        return pa.concat_tables(parts) if parts else schema.empty_table()

    def table(
        self, version: int | None = None, *, runs: set[str] | None = None, keys: set[str] | None = None
    ) -> pa.Table:
        """The ledger (as of ``version``), or only its rows of ``runs`` (and of shard ``keys``):
        the Delta log's statistics skip the files that cannot hold them."""
        schema = contract("ingests").file_schema
        exists, actions = self._files(version)
        if not exists:
            return schema.empty_table()
        for column, wanted in (("run_id", runs), ("shard_key", keys)):
            if wanted is None:
                continue
            # The files whose range of the column (from the log's statistics) can hold a wanted
            # value; the rows are then filtered here.
            values = sorted(wanted)
            actions = [a for a in actions if a.get(f"min.{column}") is None
                       or _any_within(values, a[f"min.{column}"], a[f"max.{column}"])]  # fmt: skip
        rows = self._read([a["path"] for a in actions], schema)
        for column, wanted in (("run_id", runs), ("shard_key", keys)):
            if wanted is not None:
                rows = rows.filter(pc.is_in(rows.column(column), pa.array(sorted(wanted), pa.string())))
        return rows

    def entries(self, table: pa.Table | None = None) -> list[Entry]:
        """Every attempt (of ``table``, by default the whole ledger), oldest first."""
        table = self.table() if table is None else table
        order = cast("list[int]", pc.sort_indices(table.column("commit_id")).to_pylist())  # a stable sort
        made = _entries(table)
        return [made[i] for i in order]

    def snapshot(self) -> Snapshot:
        """The whole ledger as one plan reads it; the clock moves past every id seen."""
        return Snapshot(self.table(), self.clock)

    def latest(self) -> tuple[dict[Key, Entry], dict[Key, Entry]]:
        """(latest attempt, latest committed attempt) per shard; the clock moves past every id seen."""
        snapshot = self.snapshot()
        return snapshot.latest.as_dict(), snapshot.committed.as_dict()

    def append(self, entries: Iterable[Entry]) -> None:
        rows = [e.to_row() for e in entries]
        if rows:
            table = pa.Table.from_pylist(rows, schema=contract("ingests").file_schema)
            with self._lock:
                delta.append(self.uri, self.options, table, stats=LEDGER_STATS, table=self._latest())


def _entries(table: pa.Table) -> list[Entry]:
    """The entries of ``table``'s rows, in its order."""
    # Built column by column, not row by row (3,000 rows: 47 -> 20 ms).
    columns = [python_values(table.column(name)) for name in ENTRY_FIELDS]
    where = {name: i for i, name in enumerate(ENTRY_FIELDS)}
    status, steps = columns[where["status"]], columns[where["steps"]]
    columns[where["status"]] = [Status(s) for s in status]
    columns[where["steps"]] = [tuple(s or ()) for s in steps]
    earlier = columns[where["earlier_rows"]]
    columns[where["earlier_rows"]] = [None if e is None else tuple(e) for e in earlier]
    return [_entry(values) for values in zip(*columns)]


# Entries a snapshot makes one by one (~0.3 ms each) before it makes every entry of the runs
# asked about at once (~10 us each): a cycle asks for few, a plan that detects a whole run again
# for all of that run's, and a lake of 1,000 runs holds 999 others it never asks about.
_ONE_BY_ONE = 16


class Snapshot:
    """The ledger as one plan reads it: its rows in Arrow, each shard's latest and latest
    committed row found once, an :class:`Entry` made only for a shard asked for. A scheduled
    cycle reads the whole ledger of its run and reads back few shards: making an entry of
    every row was a fifth of planning a 3,000-step run."""

    def __init__(self, table: pa.Table, clock: Clock):
        self.table = table
        order = pc.sort_indices(table.column("commit_id"))  # a stable sort: later attempts win
        keys = cast(
            "list[Key]",
            list(
                zip(table.column("run_id").take(order).to_pylist(), table.column("shard_key").take(order).to_pylist())
            ),
        )
        rows = cast("list[int]", order.to_pylist())
        committed = pc.is_in(table.column("status"), pa.array([s.value for s in COMMITTED])).take(order).to_pylist()
        # A dict keeps each key where it first came and the value it was given last: each
        # shard in the order of its first attempt, with its latest row (no loop in Python).
        latest_rows: dict[Key, int] = dict(zip(keys, rows))
        committed_rows: dict[Key, int] = dict(
            zip(itertools.compress(keys, committed), itertools.compress(rows, committed))
        )
        if rows:
            clock.observe_id(table.column("commit_id")[rows[-1]].as_py())
        self.made: dict[int, Entry] = {}
        self._asked = 0
        self._runs_asked: set[str] = set()
        self._lock = threading.Lock()
        self.latest = Entries(self, latest_rows)
        self.committed = Entries(self, committed_rows)

    def entries(self, rows: Iterable[int]) -> list[Entry]:
        """The entries of ``rows``, each made once."""
        rows = list(rows)
        with self._lock:  # a plan's readers ask from their threads
            missing = sorted({row for row in rows if row not in self.made})
            if missing:
                self._asked += 1
                if self._asked > _ONE_BY_ONE:  # a plan that asks for many, one at a time: their runs' at once
                    missing = self._rows_of_runs_asked(missing)
                # One row is sliced: a take copies every column's chunks (1.6 ms against 0.3).
                rows_of = self.table.slice(missing[0], 1) if len(missing) == 1 else self.table.take(missing)
                self.made.update(zip(missing, _entries(rows_of)))
            return [self.made[row] for row in rows]

    def _rows_of_runs_asked(self, missing: list[int]) -> list[int]:
        """``missing`` and every row not made yet of a run asked about so far."""
        run_ids = self.table.column("run_id")
        self._runs_asked.update(cast("list[str]", run_ids.take(pa.array(missing, pa.int64())).to_pylist()))
        ours = pc.is_in(run_ids, pa.array(sorted(self._runs_asked), pa.string()))
        return [row for row in cast("list[int]", pc.indices_nonzero(ours).to_pylist()) if row not in self.made]

    def columns(self, rows: Iterable[int], names: Iterable[str]) -> list[list[Any]]:
        """The values of columns ``names`` at ``rows``, as Python values, without entries."""
        taken = self.table.take(pa.array(list(rows), pa.int64()))
        return [python_values(taken.column(name)) for name in names]


class Entries(Mapping[Key, Entry]):
    """Entries by shard, made on first use (see :class:`Snapshot`)."""

    def __init__(self, snapshot: Snapshot, rows: dict[Key, int]):
        self.snapshot, self.rows = snapshot, rows

    def __getitem__(self, key: Key) -> Entry:
        row = self.rows[key]
        made = self.snapshot.made.get(row)
        return made if made is not None else self.snapshot.entries([row])[0]

    def __iter__(self) -> Iterator[Key]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __contains__(self, key: object) -> bool:
        return key in self.rows

    def values(self) -> ValuesView[Entry]:
        self.snapshot.entries(self.rows.values())  # made at once, then each served as made
        return super().values()

    def items(self) -> ItemsView[Key, Entry]:
        self.snapshot.entries(self.rows.values())
        return super().items()

    def as_dict(self) -> dict[Key, Entry]:
        """Every entry, made at once."""
        return dict(zip(self.rows, self.snapshot.entries(self.rows.values())))


def row_commits(
    ledger: pa.Table, keys: set[Key] | None = None
) -> tuple[dict[Key, frozenset[str]], dict[Key, dict[str, frozenset[str]]]]:
    """The live-rows rule. Per shard of ``keys`` (all when None): the attempts whose rows are
    live (the ``rows_commit`` of the greatest committed attempt, and its ``earlier_rows``, as
    ``live_commits`` in ``sql/00_ledger.sql`` says), and each committed entry with the
    attempts whose rows it named."""
    heads: dict[Key, tuple[str, frozenset[str]]] = {}
    named: dict[Key, dict[str, frozenset[str]]] = {}
    committed = [s.value for s in COMMITTED]
    chosen = ledger.filter(pc.is_in(ledger.column("status"), pa.array(committed, pa.string())))
    if keys is not None:  # only these shards' rows become Python values: a run's ledger grows a row a cycle
        chosen = chosen.filter(
            pc.is_in(chosen.column("shard_key"), pa.array(sorted({k for _, k in keys}), pa.string()))
        )
    for entry in chosen.select(["run_id", "shard_key", "commit_id", "rows_commit", "earlier_rows"]).to_pylist():
        key = (entry["run_id"], entry["shard_key"])
        if keys is not None and key not in keys:
            continue
        rows = frozenset((entry["rows_commit"] or entry["commit_id"], *(entry["earlier_rows"] or ())))
        named.setdefault(key, {})[entry["commit_id"]] = rows
        if key not in heads or entry["commit_id"] > heads[key][0]:
            heads[key] = (entry["commit_id"], rows)
    return {key: rows for key, (_, rows) in heads.items()}, named
