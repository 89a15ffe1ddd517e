"""Delta tables through delta-rs: where a lake table lives, how its files are written, and the
retries optimistic concurrency asks for.

No lock anywhere: every commit is a Delta commit (an atomic put of the next log entry, a
conditional write on S3), and a writer that lost a race re-reads the table and tries again.
"""

from __future__ import annotations

import bisect
import contextlib
import json
import os
import random
import time
import uuid
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar, cast
from urllib.parse import unquote

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from deltalake import CommitProperties, DeltaTable, Schema, WriterProperties, write_deltalake
from deltalake.exceptions import CommitFailedError, DeltaError, TableNotFoundError
from deltalake.transaction import AddAction, RemoveAction, create_table_with_add_actions
from fsspec.implementations.local import LocalFileSystem

from .. import storage
from ..errors import UserError
from ..schemas import Contract
from ..storage import FileSystem
from ..tuning import ROW_GROUP_BYTES, ROW_GROUP_ROWS
from . import confine, defaults
from .encoding import writer_options

SHARD_COLUMN = "_shard"  # the shard key each row came from
COMMIT_COLUMN = "_commit"  # the attempt (ledger commit_id) that wrote it
# Min/max in the Delta log: run_id prunes by folder, step by these statistics, and the
# bookkeeping columns let deletes of replaced rows skip every file of other commits.
STATS_COLUMNS = ("step", SHARD_COLUMN, COMMIT_COLUMN)


def row_group_rows(data: pa.Table) -> int:
    """Row groups of at most ~64 MB in memory: a writer buffers a whole group, and 128k rows
    of multi-KB responses would otherwise be one group of several GB."""
    per_row = max(1, data.nbytes // max(1, data.num_rows))
    return max(1, min(ROW_GROUP_ROWS, ROW_GROUP_BYTES // per_row))


_RETRIES = 30

T = TypeVar("T")


def storage_options(url: str) -> dict[str, str]:
    """delta-rs options for a lake URL. S3 is configured by the standard AWS_* variables, which
    delta-rs reads itself; a plain-http endpoint (a local S3-compatible server) must be allowed,
    and commits use conditional puts, so no locking service is needed."""
    if not url.startswith(("s3://", "s3a://")):
        return {}
    options = {"conditional_put": "etag"}
    endpoint = os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL") or ""
    if endpoint.startswith("http://"):
        options["allow_http"] = "true"
    return options


class DamagedLog(UserError):
    """A table's Delta log cannot be read (a truncated commit, a missing checkpoint, a gap)."""

    def __init__(self, uri: str, error: Exception):
        self.uri, self.error = uri, error
        detail = str(error).splitlines()[0] if str(error) else type(error).__name__
        super().__init__(
            f"{uri}: its Delta log cannot be read ({detail}); `tracelake check` diagnoses it and "
            "`tracelake check --repair` rolls the table back to its last readable version"
        )


def open_table(uri: str, options: dict[str, str], version: int | None = None) -> DeltaTable | None:
    """The table at ``uri``, or None when there is none yet; a :class:`DamagedLog` when its
    log cannot be read."""
    try:
        return DeltaTable(uri, storage_options=options or None, version=version)
    except TableNotFoundError:
        return None
    except DeltaError as exc:
        raise DamagedLog(uri, exc) from None


def add_actions(table: DeltaTable) -> pa.Table:
    """The table's live files, one row each (``path``, ``size_bytes``, ``num_records``,
    ``min.<col>``...). Through the Arrow stream interface: ``pa.table()`` of delta-rs's own
    table first checks for a pandas DataFrame, importing pandas (a third of a second)."""
    return pa.RecordBatchReader.from_stream(table.get_add_actions(flatten=True)).read_all()


def read_file(uri: str, relative: str) -> pa.Table:
    """One data file of the table at ``uri`` (``relative`` as its add action names it)."""
    fs, root = storage.resolve(uri)
    path = inside_table(fs, root, unquote(relative))
    if isinstance(fs, LocalFileSystem):  # Arrow's own file: through a Python file object a small file took 3x
        return pq.ParquetFile(path).read()
    with fs.open(path, "rb") as f:
        return pq.ParquetFile(f).read()


def read_files(uri: str, paths: list[str], schema: pa.Schema) -> pa.Table:
    """Data files of the unpartitioned table at ``uri``, their rows in ``schema`` as one table
    (see :func:`read_each`)."""
    parts = read_each(uri, paths, schema)
    return pa.concat_tables(parts) if parts else schema.empty_table()


def read_each(uri: str, paths: list[str], schema: pa.Schema) -> list[pa.Table]:
    """Data files of the unpartitioned table at ``uri`` (the ledger, the labels), their rows in
    ``schema``: a column added since a file was written reads as NULLs; files rewritten by a
    delete store strings as string_view. Each file is read on its own, not through a pyarrow
    dataset: importing pyarrow.dataset imports pandas (when installed), a third of a second that
    every command paid. Remote files a few at once (on S3 each is a round trip); local ones in
    turn: a thread costs ~1 ms to start here, a small file ~0.3 ms to read (a ledger of 3,000
    shards and 7 files read in 22 ms with a pool of its own a call, 7 ms so)."""
    if len(paths) > 1 and "://" in uri and not uri.startswith("file://"):
        with ThreadPoolExecutor(min(8, len(paths)), thread_name_prefix="tracelake-read") as pool:
            files = list(pool.map(lambda path: read_file(uri, path), paths))
    else:
        files = [read_file(uri, path) for path in paths]
    parts = []
    for rows in files:
        if rows.schema.equals(schema):
            parts.append(rows)
            continue
        for name in schema.names:
            if name not in rows.column_names:
                rows = rows.append_column(name, pa.nulls(len(rows), schema.field(name).type))
        parts.append(rows.select(schema.names).cast(schema))
    return parts


def inside_table(fs: FileSystem, table_path: str, relative: str, *, file: bool = True) -> str:
    """``relative``'s full path in the table at ``table_path``, once neither the table's folder
    nor one on the way (nor, with ``file``, the path itself) is a symbolic link (:mod:`.confine`)."""
    if isinstance(fs, LocalFileSystem):
        lake, _, name = table_path.rpartition("/")
        confine.check_path(lake, lake, f"{name}/{relative}", file=file)
    return f"{table_path}/{relative}"


def existing_table(uri: str, options: dict[str, str]) -> DeltaTable:
    """The table at ``uri``, which its caller saw there (a maintenance step on it)."""
    table = open_table(uri, options)
    if table is None:
        raise DamagedLog(uri, FileNotFoundError("the table's log is gone"))
    return table


# A checkpoint every 10 commits, not Delta's 100: opening a table replays the commits since
# its last checkpoint, and each ingest cycle opens every table several times. Measured on 99
# small appends: 1.19 s and 6.7 ms an open, against 2.81 s and 28 ms with 100.
CHECKPOINT_INTERVAL = 10


def table_configuration(stats: tuple[str, ...]) -> dict[str, str]:
    return {
        "delta.dataSkippingStatsColumns": ",".join(stats),
        "delta.checkpointInterval": str(CHECKPOINT_INTERVAL),
        # commits older than this (and than a checkpoint) go at a checkpoint, as Delta's do after
        # its default 30 days (see ``defaults.LOG_RETENTION_HOURS``)
        "delta.logRetentionDuration": f"interval {defaults.LOG_RETENTION_HOURS} hours",
    }


def _configured(table: DeltaTable, stats: tuple[str, ...]) -> None:
    """Give a table made by an older version the configuration new tables get."""
    wanted = table_configuration(stats)
    have = table.metadata().configuration
    if any(have.get(key) != value for key, value in wanted.items()):
        table.alter.set_table_properties(wanted)
        table.update_incremental()


def append(
    uri: str, options: dict[str, str], data: pa.Table, *, stats: tuple[str, ...], table: DeltaTable | None = None
) -> None:
    """Append rows to an unpartitioned table (the ledger) in one Delta commit, creating it on
    first use. Appends never conflict with each other; a lost race to create the table is
    retried as an append. ``table``: the table as its caller holds it open (at its latest
    version), which spares delta-rs opening it again; brought up to date before a retry."""
    tries = 0

    def write() -> None:
        nonlocal tries
        tries += 1
        if table is not None and tries > 1:
            table.update_incremental()
        once(uri, options, lambda marked: write_deltalake(
            table if table is not None else uri,
            data,
            mode="append",
            schema_mode="merge",
            storage_options=(options or None) if table is None else None,
            writer_properties=WriterProperties(compression="ZSTD"),
            configuration=table_configuration(stats),
            commit_properties=marked,
        ))  # fmt: skip

    durably(uri, lambda: retrying(write))


def tidy(uri: str, options: dict[str, str], *, stats: tuple[str, ...]) -> None:
    """Merge the files of an unpartitioned table that gets a small file per commit (the ledger,
    the labels) and checkpoint its log, so a reader opens a few files whatever the table's age;
    a table made by an older version gets the configuration new ones do (an append does not
    set it: ``write_deltalake`` applies a configuration only to a table it creates)."""
    table = open_table(uri, options)
    if table is None:
        return
    _configured(table, stats)
    if len(table.file_uris()) > 1:
        retrying(lambda: existing_table(uri, options).optimize.compact())
        table.update_incremental()
    table.create_checkpoint()


def create_empty(
    uri: str, options: dict[str, str], schema: pa.Schema, *, partition_by: list[str], stats: tuple[str, ...]
) -> None:
    """Create the table at ``uri`` with no rows, unless one is there (another writer may make it
    at the same moment: whichever commits first made it)."""

    def create() -> None:
        try:
            once(uri, options, lambda marked: create_table_with_add_actions(
                uri, Schema.from_arrow(schema), [], mode="ignore", partition_by=partition_by,
                configuration=table_configuration(stats), storage_options=options or None, commit_properties=marked,
            ))  # fmt: skip
        except Exception as exc:
            if not lost_race(exc) and open_table(uri, options) is None:
                raise

    durably(uri, create)


def delete(
    uri: str, options: dict[str, str], column: str, values: Iterable[str], *, spec: Contract, schema: pa.Schema,
    stats: tuple[str, ...],
) -> int:  # fmt: skip
    """Delete the rows whose ``column`` is one of ``values``, in one commit; how many.

    The files holding such rows are read, filtered and written again here, as the lake writes
    its files (``spec``'s encodings, the table's Delta ``schema``, ``stats`` in the log), not by
    delta-rs's delete, which writes text as string_view: daft, pyarrow's filtered reads and
    pyarrow before 15 then fail on the table. A partition column's values (a run of a data
    table) take their files whole. A commit that loses a race plans again."""
    wanted = pa.array(sorted(set(values)), pa.string())
    partitioned = column in spec.partition_by
    file_schema = pa.schema([f for f in schema if f.name not in spec.partition_by])

    def run() -> int:
        table = open_table(uri, options)
        if table is None:
            return 0
        fs, root = storage.resolve(uri)
        files = _holding(add_actions(table), column, wanted, partitioned)
        deleted, written, removed = 0, list[AddAction](), list[AddAction | RemoveAction]()
        now = int(time.time() * 1000)
        for file in files:
            partition = {k.removeprefix("partition."): v for k, v in file.items() if k.startswith("partition.")}
            if partitioned:
                deleted += file["num_records"] or 0
            else:
                rows = read_each(uri, [file["path"]], file_schema)[0]
                hit = pc.fill_null(pc.is_in(rows.column(column), value_set=wanted), False)
                count = pc.sum(hit).as_py() or 0
                if not count:
                    continue
                deleted += count
                kept = rows.filter(pc.invert(hit))
                if kept.num_rows:
                    written.append(write_file(fs, root, [kept], schema=file_schema, partition=partition.get("run_id"),
                                              spec=spec, stats=stats))  # fmt: skip
            removed.append(RemoveAction(file["path"], True, now, file["size_bytes"], partition or None))
        if not removed:
            return 0
        try:
            add_files(uri, options, [*written, *removed], schema, partition_by=list(spec.partition_by), stats=stats,
                      read_from=table)  # fmt: skip
        except Exception as exc:
            if lost_race(exc):  # no commit names the files this try wrote: gone now, not at a vacuum
                for action in written:
                    with contextlib.suppress(OSError):
                        fs.rm_file(inside_table(fs, root, unquote(action.path)))
            raise
        return deleted

    return retrying(run)


def deleting(spec: Contract) -> dict[str, Any]:
    """What :func:`delete` needs of a data table."""
    return {"spec": spec, "schema": table_schema(spec), "stats": STATS_COLUMNS}


def _holding(actions: pa.Table, column: str, wanted: pa.Array[Any], partitioned: bool) -> list[dict[str, Any]]:
    """The live files that may hold a row whose ``column`` is in ``wanted``: by their partition
    value, else by the column's min and max in the log (a file without them may hold any)."""
    if partitioned:
        chosen = actions.filter(pc.is_in(actions.column(f"partition.{column}"), value_set=wanted))
        return chosen.to_pylist()
    names = (f"min.{column}", f"max.{column}")
    if not all(name in actions.column_names for name in names):
        return actions.to_pylist()
    low, high = (actions.column(name) for name in names)
    ordered = sorted(cast("list[str]", wanted.to_pylist()))  # the values asked for: none is NULL
    rows = []
    for row, (lo, hi) in enumerate(zip(low.to_pylist(), high.to_pylist())):
        if lo is None or hi is None or bisect.bisect_left(ordered, lo) < bisect.bisect_right(ordered, hi):
            rows.append(row)
    return actions.take(pa.array(rows, pa.int64())).to_pylist()


# Every commit of tracelake's carries a token of its own in its commit info, so that a commit
# whose storage stored it and lost the acknowledgement (a dropped connection, a failing load
# balancer) is known to have landed: trying it again as a lost race committed it again, without
# end (370 commits in 600 s, none recorded). delta-rs retries a commit a few times itself (each
# a version further on); the lake's own retries plan again from the table as it is.
_MARK = "tracelake.commit"
_COMMIT_RETRIES = 3
_LOOK_BACK = 64  # versions searched for a commit's token: its own retries and other writers' since


def once(uri: str, options: dict[str, str], commit: Callable[[CommitProperties], None]) -> None:
    """Run ``commit`` with a fresh token in its commit properties; when it fails, look for the
    token in the table's log: there, the commit landed and only its acknowledgement was lost."""
    token = uuid.uuid4().hex
    try:
        commit(CommitProperties(custom_metadata={_MARK: token}, max_commit_retries=_COMMIT_RETRIES))
    except Exception:
        if not landed(uri, options, token):
            raise


def landed(uri: str, options: dict[str, str], token: str) -> bool:
    """Whether the commit that carries ``token`` is in the table's log."""
    try:
        table = open_table(uri, options)
        return table is not None and any(entry.get(_MARK) == token for entry in table.history(_LOOK_BACK))
    except Exception:  # noqa: BLE001 - the log cannot be read either: the commit's own error stands
        return False


def retrying(action: Callable[[], T]) -> T:
    """Run ``action``, again after a commit conflict (another writer committed first), with a
    jittered back-off: ``action`` must re-read the table it changes."""
    for attempt in range(_RETRIES):
        try:
            return action()
        except Exception as exc:  # noqa: BLE001 - delta-rs reports some lost races as generic errors
            if not lost_race(exc) or attempt == _RETRIES - 1:
                raise
        time.sleep(random.uniform(0.01, 0.05) * min(attempt + 1, 10))
    raise AssertionError("unreachable")


# Lost races delta-rs reports as generic errors: another writer created the table first; or a
# commit landed since this one's version and a checkpoint after it let the log's cleanup delete
# it (a short ``logRetentionDuration``), so the conflict check cannot read it.
_LOST_RACES = ("already exists", "invalid table version")


def lost_race(error: BaseException) -> bool:
    """Whether a commit failed because another writer committed first (a conflict, or one of
    :data:`_LOST_RACES`): nothing was committed, and planning again from the latest version
    may succeed."""
    if isinstance(error, CommitFailedError):
        return True
    message = str(error).lower()
    return isinstance(error, Exception) and any(race in message for race in _LOST_RACES)


def write_file(
    fs: FileSystem,
    table_path: str,
    pieces: Iterable[pa.Table],
    *,
    schema: pa.Schema,
    partition: str | None,
    spec: Contract,
    stats: tuple[str, ...],
    data_change: bool = True,
) -> AddAction:
    """Write one Parquet file of a partition into a Delta table's folder, as delta-rs would
    (zstd, the partition key in the path only), and describe it, with its statistics, for a
    later commit (:func:`add_files`). The rows come as ``pieces`` of ``schema``, in the file's
    order, and are written as they come in row groups of ~``ROW_GROUP_BYTES``: a compaction
    merging files of 64 MB holds a row group, not the file. Until that commit the file is no
    part of the table; if the commit never comes, ``vacuum`` deletes it. ``data_change``: False
    for a file that only rewrites rows the table holds (compaction)."""
    relative = f"{'' if partition is None else f'run_id={partition}/'}part-{uuid.uuid4()}-c000.zstd.parquet"
    path = inside_table(fs, table_path, relative, file=False)
    fs.makedirs(path.rsplit("/", 1)[0], exist_ok=True)
    seen = _FileStats(stats)
    try:
        with fs.open(path, "wb") as f, pq.ParquetWriter(f, schema, **writer_options(spec, schema)) as writer:
            pending: list[pa.Table] = []
            pending_bytes = 0
            for piece in pieces:
                seen.add(piece)
                pending.append(piece)
                pending_bytes += piece.nbytes
                if pending_bytes >= ROW_GROUP_BYTES:
                    pending = _write_row_groups(writer, pending, whole=True)
                    pending_bytes = sum(p.nbytes for p in pending)
            if pending:
                _write_row_groups(writer, pending, whole=False)
        if isinstance(fs, LocalFileSystem):  # on disk before any commit names it (power loss)
            _fsync(Path(path))
    except BaseException:
        with contextlib.suppress(OSError):  # a disk full leaves no half file behind
            fs.rm(path)
        raise
    partitions = {} if partition is None else {"run_id": partition}
    return AddAction(relative, fs.size(path), partitions, int(time.time() * 1000), data_change,
                     json.dumps(seen.statistics(), default=str))  # fmt: skip


def _write_row_groups(writer: pq.ParquetWriter, pending: list[pa.Table], *, whole: bool) -> list[pa.Table]:
    """Write ``pending`` as row groups of :func:`row_group_rows`; with ``whole``, only whole
    ones, returning the rest (it joins the next pieces)."""
    data = pa.concat_tables(pending) if len(pending) > 1 else pending[0]
    rows = row_group_rows(data)
    upto = data.num_rows - data.num_rows % rows if whole else data.num_rows
    if upto:
        writer.write_table(data.slice(0, upto), row_group_size=rows)
    return [data.slice(upto)] if upto < data.num_rows else []


class _FileStats:
    """A file's Delta statistics (row count, and min, max and nulls of ``columns``), gathered
    piece by piece as its rows are written."""

    def __init__(self, columns: tuple[str, ...]):
        self.columns, self.rows = columns, 0
        self.minimum: dict[str, Any] = {}
        self.maximum: dict[str, Any] = {}
        self.nulls = dict.fromkeys(columns, 0)

    def add(self, piece: pa.Table) -> None:
        self.rows += piece.num_rows
        for name in self.columns:
            column = piece.column(name)
            bounds = pc.min_max(column).as_py()
            if bounds["min"] is not None:
                self.minimum[name] = min(bounds["min"], self.minimum.get(name, bounds["min"]))
                self.maximum[name] = max(bounds["max"], self.maximum.get(name, bounds["max"]))
            self.nulls[name] += column.null_count

    def statistics(self) -> dict[str, Any]:
        return {"numRecords": self.rows, "minValues": self.minimum, "maxValues": self.maximum, "nullCount": self.nulls}


def table_schema(spec: Contract) -> pa.Schema:
    """A data table's Delta schema: the contract's columns, then where each row came from."""
    return pa.schema(
        [pa.field(c.name, c.arrow_type) for c in spec.columns]
        + [pa.field(SHARD_COLUMN, pa.string()), pa.field(COMMIT_COLUMN, pa.string())]
    )


def add_files(
    uri: str,
    options: dict[str, str],
    actions: list[AddAction] | list[AddAction | RemoveAction],
    schema: pa.Schema,
    *,
    partition_by: list[str],
    stats: tuple[str, ...],
    read_from: DeltaTable | None = None,
) -> DeltaTable | None:
    """Commit files written by :func:`write_file` to the table: one Delta commit. With
    ``read_from`` (the version the actions were planned on, e.g. files to remove), the commit is
    checked against every commit since: one that removed a file of ``actions`` first fails it
    (``CommitFailedError``: plan again), never retried here against a newer version. Returns
    the table as of the commit (None for a table it made, or with ``read_from``): what the
    ingest's compaction counts files in, without opening it again."""
    if read_from is not None:
        flushed = {unquote(a.path) for a in actions if isinstance(a, AddAction)}
        durably(
            uri,
            lambda: once(uri, options, lambda marked: read_from.create_write_transaction(
                cast("list[AddAction | RemoveAction]", actions), mode="append", schema=schema,
                partition_by=partition_by, commit_properties=marked,
            )),
            flushed=flushed,
        )  # fmt: skip
        return None
    committed: list[DeltaTable] = []

    def commit() -> None:
        table = open_table(uri, options)
        if table is None:
            once(uri, options, lambda marked: create_table_with_add_actions(
                uri,
                Schema.from_arrow(schema),
                [a for a in actions if isinstance(a, AddAction)],  # a new table removes nothing
                mode="error",
                partition_by=partition_by,
                configuration=table_configuration(stats),
                storage_options=options or None,
                commit_properties=marked,
            ))  # fmt: skip
        else:
            _configured(table, stats)
            _add_missing_columns(table, schema)
            once(uri, options, lambda marked: table.create_write_transaction(
                cast("list[AddAction | RemoveAction]", actions), mode="append", schema=schema,
                partition_by=partition_by, commit_properties=marked,
            ))  # fmt: skip
            table.update_incremental()
            committed.append(table)

    durably(uri, lambda: retrying(commit), flushed={unquote(a.path) for a in actions if isinstance(a, AddAction)})
    return committed[-1] if committed else None


def _add_missing_columns(table: DeltaTable, schema: pa.Schema) -> None:
    """Give a table written under an older contract the columns it has gained since (nullable:
    its old files read NULL there), so that Delta's schema, which outside readers go by, holds
    every column the new files do. An append alone leaves the table's schema as it was."""
    have = set(table.schema().to_arrow().names)
    missing = [field for field in schema if field.name not in have]
    if missing:
        table.alter.add_columns(Schema.from_arrow(pa.schema(missing)).fields)
        table.update_incremental()


def durably(uri: str, commit: Callable[[], None], *, flushed: set[str] | frozenset[str] = frozenset()) -> None:
    """Run ``commit`` on a local table, then flush to disk what it made: the new commit files
    of the log, the data files they add (but those in ``flushed``, which :func:`write_file`
    flushed already) and their folders. delta-rs writes them without ``fsync``; a power loss
    must not leave a commit the lake acted on pointing at nothing (the ledger row is the commit
    point of a batch). Object stores need no such care."""
    log = Path(uri) / "_delta_log"
    if "://" in uri:
        commit()
        return
    before = max((p.name for p in log.glob("*.json")), default="") if log.is_dir() else ""
    commit()
    folders = {log, log.parent}
    made = sorted(p for p in log.iterdir() if p.name > before and p.name.endswith((".json", ".parquet")))
    # A checkpoint the commit wrote too: `_last_checkpoint` names it, and readers start there.
    checkpoints = [p for p in made if p.name.endswith(".parquet")]
    for checkpoint in [*checkpoints, log / "_last_checkpoint"] if checkpoints else []:
        with contextlib.suppress(FileNotFoundError):  # one a writer killed mid-way left alone
            _fsync(checkpoint)
    for entry in (p for p in made if p.name.endswith(".json")):
        _fsync(entry)
        for line in entry.read_text(encoding="utf-8").splitlines():
            added = json.loads(line).get("add")
            if added:
                relative = unquote(added["path"])
                if relative not in flushed:
                    _fsync(log.parent / relative)
                folders.add((log.parent / relative).parent)
    for folder in folders:
        _fsync(folder)


def _fsync(path: Path) -> None:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
