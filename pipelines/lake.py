"""The lake on disk and its commit protocol.

Layout (Hive, zstd Parquet)::

    <lake>/<table>/run_id=<run>/step=<step>/<shard>-<commit>.parquet   per-step tables
    <lake>/step_metrics/run_id=<run>/<shard>-<commit>.parquet           per-run tables
    <lake>/_ledger/<commit>.json                                        one entry per attempt

One source shard is the unit of commit. Its data files are written under ``.tmp`` names and
renamed into place (so no reader ever meets a half-written Parquet file), then its ledger entry
is written the same way: that entry is the commit record. The catalog reads only the files named
by the latest committed entry of each (run, shard key), so a crash at any moment leaves either
the old state or the new one; what an interrupted commit wrote is garbage that ``vacuum`` removes.
A later commit of the same shard supersedes the earlier one, whose files are then deleted.
"""

from __future__ import annotations

import os
import secrets
import socket
import time
from collections import Counter
from collections.abc import Callable, Iterable
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import datetime, timezone

import orjson
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from . import __version__, storage
from .ids import run_key
from .schemas import contract, data_tables, fingerprint

LEDGER = "_ledger"
LOCK = "_lock/ingest.lock"
COMMITTED = ("ok", "partial")
COMPACTED = "compacted"
COMMIT_COLUMN = "_commit"  # in compacted files: the commit whose rows each row is
_ROW_GROUP_ROWS = 128 * 1024
_ROW_GROUP_BYTES = 32 << 20


def _row_group_rows(table: pa.Table) -> int:
    """Row groups of at most ~32 MB in memory: the writer buffers a whole group, and a shard
    of 128 KB responses would otherwise be one group of its full size."""
    if table.num_rows == 0:
        return _ROW_GROUP_ROWS
    per_row = max(1, table.nbytes // table.num_rows)
    return max(1, min(_ROW_GROUP_ROWS, _ROW_GROUP_BYTES // per_row))


def new_commit_id() -> str:
    # Sorts by time: the latest entry of a shard is its greatest commit id.
    return f"{time.time_ns():020d}-{secrets.token_hex(3)}"


@dataclass(frozen=True)
class ShardMeta:
    """What the ledger records of a shard attempt besides its data."""

    run_name: str
    source_uri: str
    shard_key: str
    format: str
    split: str
    step: int | None
    size: int
    mtime: datetime | None
    checksum: str | None
    model: str | None = None
    task: str | None = None

    @property
    def run_id(self) -> str:
        return run_key(self.run_name)


class Lake:
    def __init__(self, url: str):
        self.url = url
        self.fs, self.root = storage.resolve(url)
        self._local = storage.is_local(self.fs)
        self._folders: set[str] = set()  # made already: a makedirs per file costs several syscalls

    def abspath(self, rel: str) -> str:
        return f"{self.root}/{rel}"

    def location(self, rel: str) -> str:
        """A lake file as DuckDB and other readers name it."""
        return storage.uri(self.fs, self.abspath(rel))

    # --- writing ----------------------------------------------------------------------

    def _put(self, rel: str, write) -> None:
        """Write a file under a ``.tmp`` name, then rename it into place: no reader ever sees
        a half-written file. ``write(target)`` writes to a local path or an open file."""
        final = self.abspath(rel)
        tmp = f"{final}.tmp"
        folder = final.rsplit("/", 1)[0]
        if folder not in self._folders:
            self.fs.makedirs(folder, exist_ok=True)
            self._folders.add(folder)
        if self._local:
            write(tmp)  # native writers: no GIL held while encoding
            os.replace(tmp, final)
        else:
            with self.fs.open(tmp, "wb") as f:
                write(f)
            self.fs.mv(tmp, final)

    def _put_parquet(self, table: pa.Table, rel: str, **options) -> None:
        self._put(rel, lambda target: pq.write_table(table, target, **options))

    def put_batches(self, rel: str, batches: pa.RecordBatchReader, spec) -> int:
        """Stream record batches into one Parquet file of the lake (``.tmp`` + rename) with
        the options of ``spec``'s table; return the rows written."""
        rows = 0

        def write(target) -> None:
            nonlocal rows
            with pq.ParquetWriter(target, batches.schema, **_parquet_options(spec)) as writer:
                for batch in batches:
                    writer.write_batch(batch, row_group_size=_ROW_GROUP_ROWS)
                    rows += batch.num_rows

        self._put(rel, write)
        return rows

    def _data_file(self, table: str, meta: ShardMeta, step: int | None, commit_id: str) -> str:
        spec = contract(table)
        parts = [table, f"run_id={meta.run_id}"]
        if "step" in spec.partition_by:
            parts.append(f"step={step}")
        stem = run_key(meta.source_uri.rsplit("/", 1)[-1])[:40]  # readable; uniqueness is the commit id
        parts.append(f"{stem}-{commit_id}.parquet")
        return "/".join(parts)

    def commit(self, meta: ShardMeta, parts: dict[str, pa.Table] | Iterable[dict[str, pa.Table]], *,
               previous: dict | None, amend: Callable[[ShardMeta], ShardMeta] | None = None) -> dict:
        """Write a shard's tables and commit them with a ledger entry; return the entry.

        ``parts`` is the shard's tables, or an iterable of them a few steps at a time (a large
        shard streamed: its files are written as they come, the entry after the last, with
        ``amend(meta)``: what reading the parts taught).
        ``previous`` is the shard's latest committed entry: its files are deleted once the new
        entry is in place (a crash before that leaves them unreferenced, for ``vacuum``)."""
        commit_id = new_commit_id()
        written: list[str] = []
        repeats: Counter[str] = Counter()
        steps: set[int] = set()
        rows = {t.name: 0 for t in data_tables()}
        try:
            for tables in [parts] if isinstance(parts, dict) else parts:
                for name, table in tables.items():
                    spec = contract(name)
                    rows[name] += table.num_rows
                    for step, part in _by_step(table, meta.step, spec.partition_by):
                        if part.num_rows == 0:
                            continue
                        rel = self._data_file(name, meta, step, commit_id)
                        again = repeats[rel]  # the same table and step again, from a later part
                        repeats[rel] += 1
                        if again:
                            rel = rel.removesuffix(".parquet") + f"-{again}.parquet"
                        self._put_parquet(part, rel, row_group_size=_row_group_rows(part), **_parquet_options(spec))
                        written.append(rel)
                        if name != "quarantine":
                            steps |= _steps_of(part, step)
            quarantined = rows["quarantine"]
            status, error = ("partial", f"{quarantined} record(s) quarantined") if quarantined else ("ok", None)
            meta = amend(meta) if amend else meta
            entry = self._entry(meta, commit_id, rows, written, status=status, error=error, steps=sorted(steps))
            self.record(entry)
        except BaseException:
            for rel in written:
                self.remove(rel)
            raise
        if previous:
            for rel in set(previous["files"]) - set(written):
                self.remove(rel)
        return entry

    def touch(self, meta: ShardMeta, previous: dict) -> dict:
        """Same content seen under a new mtime or location: a new entry over the same files, so
        the next run's cheap size+mtime check passes without reading the file again."""
        entry = dict(previous, commit_id=new_commit_id(), committed_at=_now(), source_uri=meta.source_uri,
                     size=meta.size, mtime=meta.mtime, tracelake_version=__version__,
                     rows_commit=rows_commit(previous))
        self.record(entry)
        return entry

    def record_failure(self, meta: ShardMeta, error: str, *, status: str) -> dict:
        """An attempt that committed nothing: ``failed`` (its content cannot be read) or
        ``error`` (I/O, a bug: worth another try). Shown by `ingests`; never hides data that an
        earlier attempt committed."""
        entry = self._entry(meta, new_commit_id(), {t.name: 0 for t in data_tables()}, [],
                            status=status, error=error, steps=[])
        self.record(entry)
        return entry

    def record_compaction(self, meta: ShardMeta, commit_id: str, rows: dict[str, int], files: list[str],
                          *, covers: list[str], steps: list[int]) -> dict:
        """Commit a compaction's merged files (see :mod:`.maintenance`)."""
        entry = self._entry(meta, commit_id, rows, files, status=COMPACTED, error=None, steps=steps)
        entry["covers"] = covers
        self.record(entry)
        return entry

    def _entry(self, meta: ShardMeta, commit_id: str, rows: dict[str, int], files: list[str],
               *, status: str, error: str | None, steps: list[int]) -> dict:
        return {
            "commit_id": commit_id,
            "committed_at": _now(),
            "run_id": meta.run_id,
            "run_name": meta.run_name,
            "source_uri": meta.source_uri,
            "shard_key": meta.shard_key,
            "format": meta.format,
            "split": meta.split,
            "step": meta.step,
            "steps": steps,
            "size": meta.size,
            "mtime": meta.mtime,
            "checksum": meta.checksum,
            "status": status,
            "error": error,
            **{f"rows_{name}": count for name, count in rows.items()},
            "files": files,
            "rows_commit": commit_id,
            "covers": None,
            "model": meta.model,
            "task": meta.task,
            "schema": fingerprint(),
            "tracelake_version": __version__,
        }

    def record(self, entry: dict) -> None:
        """Write a ledger entry: one line of JSON (a Parquet file would cost more than the
        shard's own small tables; the catalog reads it typed by the contract)."""
        data = orjson.dumps(entry) + b"\n"
        self._put(f"{LEDGER}/{entry['commit_id']}.json", lambda target: _write_bytes(target, data))

    def remove(self, rel: str) -> None:
        with suppress(FileNotFoundError):  # a cleanup that already happened
            self.fs.rm_file(self.abspath(rel))

    # --- reading the ledger -------------------------------------------------------------

    def ledger_files(self) -> list[str]:
        """Ledger entries as lake-relative paths, oldest first."""
        pattern = self.abspath(f"{LEDGER}/*.json")
        return sorted(f"{LEDGER}/{p.rsplit('/', 1)[-1]}" for p in self.fs.glob(pattern))

    def ledger(self) -> list[dict]:
        """Every entry, oldest first, with timestamps as datetimes."""
        entries = []
        for rel in self.ledger_files():
            with self.fs.open(self.abspath(rel), "rb") as f:
                entry = orjson.loads(f.read())
            for name in ("committed_at", "mtime"):
                if entry.get(name):
                    entry[name] = datetime.fromisoformat(entry[name])
            entries.append(entry)
        return entries

    def latest_entries(self) -> tuple[dict[tuple[str, str], dict], dict[tuple[str, str], dict]]:
        """(latest attempt, latest committed attempt) per (run_id, shard_key)."""
        latest: dict[tuple[str, str], dict] = {}
        committed: dict[tuple[str, str], dict] = {}
        for entry in self.ledger():  # oldest first: later entries win
            key = (entry["run_id"], entry["shard_key"])
            latest[key] = entry
            if entry["status"] in COMMITTED:
                committed[key] = entry
        return latest, committed

    # --- the lock --------------------------------------------------------------------------

    @contextmanager
    def lock(self, *, timeout: float = 600.0, poll: float = 0.2, on_wait=None):
        """Hold the lake's lock: ingests and vacuums of one lake run one at a time.

        The lock is a file created exclusively (``O_EXCL``; fsspec's ``"xb"`` mode elsewhere)
        naming its holder. A lock whose holder was on this host and is gone (killed, crashed)
        is taken over; one held by a live process is waited for up to ``timeout`` seconds, then
        :class:`LakeBusy`. ``on_wait(holder)`` is called once when waiting starts."""
        path = self.abspath(LOCK)
        folder = path.rsplit("/", 1)[0]
        self.fs.makedirs(folder, exist_ok=True)
        me = {"pid": os.getpid(), "host": socket.gethostname(), "since": _now().isoformat()}
        deadline = time.monotonic() + timeout
        waited = False
        while not self._try_create(path, orjson.dumps(me)):
            holder = self._holder(path)
            if holder is not None and _is_gone(holder):
                self.remove(LOCK)  # its process is dead: nothing of it can still be writing
                continue
            if time.monotonic() >= deadline:
                raise LakeBusy(f"{self.url}: another ingest holds the lake ({_describe(holder)}); "
                               f"gave up after {timeout:.0f} s")
            if not waited and on_wait:
                on_wait(holder)
            waited = True
            time.sleep(poll)
        try:
            yield
        finally:
            self.remove(LOCK)

    def _try_create(self, path: str, data: bytes) -> bool:
        try:
            if self._local:
                fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
                with os.fdopen(fd, "wb") as f:
                    f.write(data)
            else:
                with self.fs.open(path, "xb") as f:
                    f.write(data)
            return True
        except FileExistsError:
            return False

    def _holder(self, path: str) -> dict | None:
        try:
            with self.fs.open(path, "rb") as f:
                return orjson.loads(f.read())
        except (FileNotFoundError, orjson.JSONDecodeError):
            return None  # being written or just released: look again


def _parquet_options(spec) -> dict:
    # Long text: no min/max (useless for pruning, bloats footers) and no dictionary (unique
    # values; costs a third of the write time for nothing).
    return {"compression": "zstd", "write_statistics": spec.statistics_columns,
            "use_dictionary": spec.statistics_columns}


def rows_commit(entry: dict) -> str:
    """The commit whose data files hold an entry's rows (entries written before the ledger
    had the column hold their own)."""
    return entry.get("rows_commit") or entry["commit_id"]


def _write_bytes(target, data: bytes) -> None:
    """Write to what :meth:`Lake._put` hands over: a local path or an open file."""
    if isinstance(target, str):
        with open(target, "wb") as f:
            f.write(data)
    else:
        target.write(data)


class LakeBusy(Exception):
    """Another process holds the lake's lock for longer than we were willing to wait."""


def _is_gone(holder: dict) -> bool:
    if holder.get("host") != socket.gethostname():
        return False  # cannot tell from here: wait (or remove the lock file by hand)
    try:
        os.kill(int(holder["pid"]), 0)
    except ProcessLookupError:
        return True
    except (PermissionError, ValueError, KeyError, TypeError):
        return False
    return False


def _describe(holder: dict | None) -> str:
    if not holder:
        return "holder unknown"
    return f"pid {holder.get('pid')} on {holder.get('host')} since {holder.get('since')}"


def _by_step(table: pa.Table, step: int | None, partition_by: tuple[str, ...]):
    """(step, rows) to write: one group per step when the rows carry their own steps."""
    if "step" not in partition_by or "step" not in table.column_names:
        yield step, table
        return
    column = table.column("step")
    for value in sorted(pc.unique(column).to_pylist()):
        yield value, table.filter(pc.equal(column, value)).drop_columns("step")


def _steps_of(table: pa.Table, step: int | None) -> set[int]:
    if "step" in table.column_names:
        return {s for s in pc.unique(table.column("step")).to_pylist() if s is not None}
    return {step} if step is not None else set()


def _now() -> datetime:
    return datetime.now(timezone.utc)
