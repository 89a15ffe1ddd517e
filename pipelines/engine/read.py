"""Reading one shard: its bytes through its reader and :func:`~pipelines.normalize.normalize`
into an attempt ready to commit (a :class:`~pipelines.lake.Attempt`, a value: each step of
reading gives a new one), from what a :class:`.context.ReadContext` says."""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import TypeVar

import orjson

from .. import digests, storage
from ..lake import Attempt, Status
from ..normalize import normalize
from ..redaction import redact
from ..shard import Shard
from ..sources import READERS, READING
from ..sources.base import ShardRecords
from ..tuning import WRITE_AHEAD_BYTES
from . import grown
from .context import ReadContext

IO_RETRIES = 2  # an OSError while reading a shard (a network filesystem hiccup) is retried
T = TypeVar("T")


def _attempt(ctx: ReadContext, shard: Shard, checksum: str | None, stat: storage.FileStat) -> Attempt:
    return ctx.lake.attempt(
        shard, size=stat.size, mtime=stat.mtime, checksum=checksum, model=ctx.request.model,
        task=ctx.request.task, reading=READING,
    )  # fmt: skip


def begin(ctx: ReadContext, shard: Shard, *, grow: bool = True) -> tuple[storage.FileSystem, str, Attempt]:
    """The shard's file and its attempt, ``unchanged`` when its content is that of its committed
    attempt (same size, and the same checksum under a new mtime), or with ``grow``, ``growing``
    from it when the file may have grown by lines (see :mod:`.grown`)."""
    fs, path = storage.resolve(shard.uri)
    stat = storage.stat(fs, path)  # now, not at planning: the file may have changed since
    done = ctx.committed.get(shard.ledger_key)
    latest = ctx.latest.get(shard.ledger_key)
    # After an error (its rows may be gone: `check --repair`) the shard is read in full.
    retrying = latest is not None and latest.status is Status.ERROR
    # Rows read under older rules are read again, and rows read without the token lane where
    # it is now kept.
    laned = shard.keep_tokens and READERS[shard.format].token_lane
    current = done is not None and done.reading == READING and (not laned or done.rows_tokens is not None)
    if done is None or not current or ctx.request.force or retrying:
        return fs, path, _attempt(ctx, shard, None, stat)
    if done.size == stat.size:
        # Same size, new mtime: confirm by checksum before reading it all again.
        checksum = digests.file_checksum(fs, path)
        if checksum == done.checksum:
            return fs, path, _attempt(ctx, shard, checksum, stat).over(done)
        return fs, path, _attempt(ctx, shard, checksum, stat)
    if grow and grown.may_have_grown(shard, path, done, stat.size):
        return fs, path, _attempt(ctx, shard, None, stat).growing(done)
    return fs, path, _attempt(ctx, shard, None, stat)


def read_shard(ctx: ReadContext, shard: Shard) -> Attempt:
    """Read and normalize one shard into an attempt ready to commit, not yet claimed. Problems
    with its content make a ``failed`` attempt; I/O errors (``OSError``) propagate so a caller
    can retry them."""
    fs, path, attempt = begin(ctx, shard)
    if attempt.unchanged:
        return attempt
    reader = READERS[shard.format]
    if attempt.grown_from is not None:
        read_on = grown.read_appended(fs, path, attempt, lambda records, at: read_parts(ctx, shard, records, at))
        if read_on is not None and not grown.repeats_a_key(ctx.lake, read_on):
            return read_on
        attempt = replace(attempt, grown_from=None, earlier_rows=None)  # not grown after all: read whole
    try:
        if reader.read_file is not None:
            # Readers of random-access files (Parquet) open it themselves; the checksum is a
            # separate sequential pass (unless the unchanged-content check above made it).
            attempt = replace(attempt, checksum=attempt.checksum or digests.file_checksum(fs, path))
            return read_parts(ctx, shard, reader.read_file(shard, fs, path), attempt)
        assert reader.read is not None  # a Reader has read or read_file
        with content(fs, path) as read_in:
            attempt = read_parts(ctx, shard, reader.read(shard, read_in.chunks), attempt)
        return read_in.of(attempt)
    except storage.SourceError as exc:
        return attempt.failed(str(exc))  # files it wrote already (a streamed shard) are never added to the tables


@dataclass
class Content:
    """A file's decompressed content in line-aligned chunks (``chunks``), checksummed and
    line-digested as they pass: its size and digests are known once the block that reads it
    ends (:meth:`of`)."""

    chunks: Iterator[bytes]
    hashing: storage.HashingReader
    lines: digests.LineDigest

    def of(self, attempt: Attempt) -> Attempt:
        """The attempt with what reading the file found of it."""
        return replace(
            attempt, size=self.hashing.size, checksum=self.hashing.hexdigest(), content_digest=self.lines.hexdigest()
        )


@contextlib.contextmanager
def content(fs: storage.FileSystem, path: str) -> Iterator[Content]:
    with fs.open(path, "rb") as raw:
        hashing, lines = storage.HashingReader(raw), digests.LineDigest()
        yield Content(lines.over(storage.line_chunks(hashing, storage.compression_of(path))), hashing, lines)
        hashing.drain()


def read_parts(ctx: ReadContext, shard: Shard, records: ShardRecords, attempt: Attempt) -> Attempt:
    """The attempt with every part a reader yields normalized into it. A large streamed shard
    writes its parts to the lake as they come (invisible until its ledger row commits)."""
    learned: dict[str, str] = {}
    facts: dict[str, str] = {}
    for part in records.all_parts():
        for name in ("model", "task"):
            if getattr(part, name):
                learned.setdefault(name, getattr(part, name))
        facts = part.facts | facts
        tables = normalize(
            part, run_id=shard.run_id, shard_key=shard.key, step=shard.step, split=shard.split,
            source_uri=shard.uri, tokens=ctx.tokens, keep_tokens=shard.keep_tokens,
        )  # fmt: skip
        said = tuple(redact(warning) for warning in part.warnings)  # a warning may quote a record
        attempt = replace(attempt.adding(tables), warnings=attempt.warnings + said)
        if attempt.pending_bytes >= WRITE_AHEAD_BYTES:
            attempt = ctx.lake.stage(attempt)
    if attempt.staged and attempt.pending:  # a streamed shard's last part joins its others
        attempt = ctx.lake.stage(attempt)
    # The command line's --model / --task win over what the reader learned.
    return replace(attempt, model=attempt.model or learned.get("model"), task=attempt.task or learned.get("task"),
                   facts=orjson.dumps(facts, option=orjson.OPT_SORT_KEYS).decode() if facts else None)  # fmt: skip


def with_retries(read: Callable[[ReadContext, Shard], T], ctx: ReadContext, shard: Shard) -> T:
    """``read(ctx, shard)``, again after an ``OSError`` (up to ``IO_RETRIES`` times)."""
    for attempt in range(IO_RETRIES + 1):
        try:
            return read(ctx, shard)
        except OSError:
            if attempt == IO_RETRIES:
                raise
            time.sleep(0.5 * (attempt + 1))
    raise AssertionError("unreachable")


def errored(ctx: ReadContext, shard: Shard, error: BaseException) -> Attempt:
    """An attempt that failed for a reason outside its content. An I/O error (``OSError``) may
    pass, and so may a want of memory (other shards read at the same time, or another process,
    held it): status ``error``, the next run tries again. Anything else (a bug) would fail the
    same way on the same bytes: ``failed``, tried again when the file changes or on
    ``--retry-failed``, not re-read in full on every scheduled cycle."""
    status = Status.ERROR if isinstance(error, (OSError, MemoryError)) else Status.FAILED
    why = f"{type(error).__name__}: {error}"
    if isinstance(error, MemoryError):
        why = "out of memory while reading it (MemoryError): the next ingest reads it again"
    if isinstance(error, FileNotFoundError):  # e.g. a Dask worker without the sources mounted
        why = f"not readable on host {socket.gethostname()} ({why})"
    return replace(_attempt(ctx, shard, None, ctx.stats[shard.uri]), status=status, error=why)
