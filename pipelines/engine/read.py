"""Reading one shard: its bytes through its reader and :func:`~pipelines.normalize.normalize`
into an attempt ready to commit (:class:`~pipelines.lake.ShardCommit`), owned by the thread
that reads it until it is handed to its batch's commit."""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TypeVar

from fsspec import AbstractFileSystem

from .. import storage
from ..claims import contents_of
from ..lake import Entry, ShardCommit, ShardMeta, Status
from ..normalize import normalize
from ..sources import READERS, READING
from ..sources.base import Shard, ShardRecords
from .plan import Plan, _duplicate_reason, _key

# A shard whose rows reach this is written by the thread that read it, at once, in files of
# its own: a large shard's rows never wait in memory (it streams), and large shards are encoded
# in parallel. Smaller shards wait for their batch (up to BATCH_BYTES), whose commit writes a
# run's rows as one file: written one by one instead, a run's medium shards became a file each,
# which its ingest then compacted, reading and encoding them all again. Measured on 3 runs of 20
# verl shards of 4.5 MB (bench/peers.py's input), one run each: 2 MB here took 3.45-3.88 s, 66
# files written (60 compacted away) and 488 MB; 16 MB took 2.23-2.32 s, 8 files and 428 MB
# (8 MB and 32 MB: 2.28 s and 2.35 s). Rows stay invisible until their ledger row commits.
WRITE_AHEAD_BYTES = 16 << 20

IO_RETRIES = 2  # an OSError while reading a shard (a network filesystem hiccup) is retried
T = TypeVar("T")


def _meta(plan_: Plan, shard: Shard, checksum: str | None, stat: storage.FileStat) -> ShardMeta:
    return ShardMeta(
        run_name=shard.run_name,
        source_uri=shard.uri,
        shard_key=shard.key,
        format=shard.format,
        split=shard.split,
        step=shard.step,
        size=stat.size,
        mtime=stat.mtime,
        checksum=checksum,
        model=plan_.request.model,
        task=plan_.request.task,
        run_folder=shard.run_folder,
        reading=READING,
    )


def begin(plan_: Plan, shard: Shard) -> tuple[AbstractFileSystem, str, ShardCommit]:
    """The shard's file and its attempt, ``unchanged`` when its content is that of its committed
    attempt (same size, and the same checksum under a new mtime)."""
    fs, path = storage.resolve(shard.uri)
    stat = storage.stat(fs, path)  # now, not at planning: the file may have changed since
    done = plan_.committed.get(_key(shard))
    latest = plan_.latest.get(_key(shard))
    checksum = None
    # After an error (its rows may be gone: `check --repair`) the shard is read in full.
    retrying = latest is not None and latest.status is Status.ERROR
    current = done is not None and done.reading == READING  # rows read under older rules are read again
    if done is not None and current and done.size == stat.size and not plan_.request.force and not retrying:
        # Same size, new mtime: confirm by checksum before reading it all again.
        checksum = storage.file_checksum(fs, path)
        if checksum == done.checksum:
            return fs, path, _unchanged(plan_.lake.attempt(_meta(plan_, shard, checksum, stat)), done)
    return fs, path, plan_.lake.attempt(_meta(plan_, shard, checksum, stat))


def read_shard(plan_: Plan, shard: Shard) -> ShardCommit:
    """Read and normalize one shard into an attempt ready to commit, not yet claimed. Problems
    with its content make a ``failed`` attempt; I/O errors (``OSError``) propagate so a caller
    can retry them."""
    fs, path, attempt = begin(plan_, shard)
    if attempt.unchanged:
        return attempt
    reader = READERS[shard.format]
    try:
        if reader.read_file is not None:
            # Readers of random-access files (Parquet) open it themselves; the checksum is a
            # separate sequential pass (unless the unchanged-content check above made it).
            checksum = attempt.meta.checksum or storage.file_checksum(fs, path)
            attempt.meta = replace(attempt.meta, checksum=checksum)
            read_parts(plan_, shard, reader.read_file(shard, fs, path), attempt)
        else:
            assert reader.read is not None  # a Reader has read or read_file
            with content(fs, path, attempt) as chunks:
                read_parts(plan_, shard, reader.read(shard, chunks), attempt)
    except storage.SourceError as exc:
        attempt.fail(str(exc))  # files it wrote already (a streamed shard) are never added to the tables
    return attempt


@contextlib.contextmanager
def content(fs: AbstractFileSystem, path: str, attempt: ShardCommit) -> Iterator[Iterator[bytes]]:
    """The file's decompressed content in line-aligned chunks, checksummed and line-digested as
    they pass; its size and digests go into the attempt once the block ends."""
    with fs.open(path, "rb") as raw:
        hashing, lines = storage.HashingReader(raw), storage.LineDigest()
        yield lines.over(storage.line_chunks(hashing, storage.compression_of(path)))
        hashing.drain()
    attempt.meta = replace(
        attempt.meta, size=hashing.size, checksum=hashing.hexdigest(), content_digest=lines.hexdigest()
    )


def claimed(plan_: Plan, shard: Shard, attempt: ShardCommit) -> ShardCommit:
    """The attempt, a ``duplicate`` if another shard of the run holds the same content (only an
    attempt that read new rows claims its content)."""
    if not attempt.status.committed or attempt.unchanged:
        return attempt
    holder = plan_.claims.claim(_key(shard), shard.uri, contents_of(attempt.meta.checksum, attempt.meta.content_digest))
    if holder is not None:
        duplicate(attempt, holder)
    return attempt


def duplicate(attempt: ShardCommit, holder: str) -> None:
    attempt.fail(_duplicate_reason(holder), status=Status.DUPLICATE)


def read_parts(plan_: Plan, shard: Shard, records: ShardRecords, attempt: ShardCommit) -> None:
    """Normalize every part a reader yields into ``attempt``. A large streamed shard writes
    its parts to the lake as they come (invisible until its ledger row commits)."""
    meta = attempt.meta
    learned: dict[str, str] = {}
    try:
        for part in records.all_parts():
            for name in ("model", "task"):
                if getattr(part, name):
                    learned.setdefault(name, getattr(part, name))
            attempt.add(
                normalize(
                    part,
                    run_id=meta.run_id,
                    shard_key=shard.key,
                    step=shard.step,
                    split=shard.split,
                    source_uri=shard.uri,
                    tokens=plan_.tokens,
                )
            )
            attempt.warnings += part.warnings
            if attempt.pending_bytes >= WRITE_AHEAD_BYTES:
                plan_.lake.stage(attempt)
    except BaseException:
        attempt.pending.clear()
        raise
    if attempt.staged and attempt.pending:  # a streamed shard's last part joins its others
        plan_.lake.stage(attempt)
    # The command line's --model / --task win over what the reader learned.
    attempt.meta = replace(meta, model=meta.model or learned.get("model"), task=meta.task or learned.get("task"))


def _unchanged(attempt: ShardCommit, done: Entry) -> ShardCommit:
    """Same content seen under a new mtime or location: a new entry over the same rows, so
    the next run's cheap size+mtime check passes without reading the file again."""
    attempt.unchanged = True
    attempt.rows_commit = done.live_rows
    attempt.rows = done.rows
    attempt.steps = set(done.steps)
    return attempt


def with_retries(read: Callable[[Plan, Shard], T], plan_: Plan, shard: Shard) -> T:
    """``read(plan_, shard)``, again after an ``OSError`` (up to ``IO_RETRIES`` times)."""
    for attempt in range(IO_RETRIES + 1):
        try:
            return read(plan_, shard)
        except OSError:
            if attempt == IO_RETRIES:
                raise
            time.sleep(0.5 * (attempt + 1))
    raise AssertionError("unreachable")


def errored(plan_: Plan, shard: Shard, error: BaseException) -> ShardCommit:
    """An attempt that failed for a reason outside its content. An I/O error (``OSError``) may
    pass, and so may a want of memory (other shards read at the same time, or another process,
    held it): status ``error``, the next run tries again. Anything else (a bug) would fail the
    same way on the same bytes: ``failed``, tried again when the file changes or on
    ``--retry-failed``, not re-read in full on every scheduled cycle."""
    attempt = plan_.lake.attempt(_meta(plan_, shard, None, plan_.stats[shard.uri]))
    status = Status.ERROR if isinstance(error, (OSError, MemoryError)) else Status.FAILED
    attempt.status, attempt.error = status, f"{type(error).__name__}: {error}"
    if isinstance(error, MemoryError):
        attempt.error = "out of memory while reading it (MemoryError): the next ingest reads it again"
    if isinstance(error, FileNotFoundError):  # e.g. a Dask worker without the sources mounted
        attempt.error = f"not readable on host {socket.gethostname()} ({attempt.error})"
    return attempt
