"""Reading a grown file from where its last read ended. A file of a reader that ``appends`` (a
metrics log written a step at a time, an episode log), longer now than its committed attempt
recorded, is read on from there when its first bytes are the ones that attempt read (the same
SHA-256) and they ended a line: only the new lines are parsed and written, numbered on from the
earlier ones, and the earlier attempts' rows stay live (the ledger's ``earlier_rows``). Anything
else (a rewrite in place, a compressed file, a read past :data:`GROWN_READS` in a row, new lines
a reader refuses) is read whole, as a file that changed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .. import digests, storage
from ..lake import Attempt, Entry
from ..shard import Shard
from ..sources import READERS
from ..sources.base import ShardRecords
from ..tuning import CHUNK_BYTES, GROWN_READS


def may_have_grown(shard: Shard, path: str, done: Entry, size: int) -> bool:
    """Whether the file, ``size`` bytes now, may have grown by lines since ``done`` read it
    (its earlier bytes, checked when it is read, decide)."""
    return (
        (appends := READERS[shard.format].appends) is not None
        and appends(path)
        and size > done.size
        and done.checksum is not None
        and done.content_digest is not None
        and storage.compression_of(path) is None  # a line appended to a gzip member is new bytes throughout
        and len(done.earlier_rows or ()) + 1 < GROWN_READS
    )


def read_appended(
    fs: storage.FileSystem,
    path: str,
    attempt: Attempt,
    read_parts: Callable[[ShardRecords, Attempt], Attempt],
) -> Attempt | None:
    """The ``attempt`` (``growing`` from its committed one) with the file's new lines read into
    it by ``read_parts``, and the whole file's size and digests; None if the file did not grow
    from what that attempt read: it is then read whole."""
    done = attempt.grown_from
    assert done is not None and done.content_digest is not None  # may_have_grown said so
    lines = digests.LineDigest.going_on(done.content_digest)
    if lines is None:
        return None
    with fs.open(path, "rb") as raw:
        hashing = storage.HashingReader(raw)
        before = _lines_of_first(hashing, done.size)
        if before is None or hashing.hexdigest() != done.checksum or not before[1]:
            return None
        shard, read = replace(attempt.shard, first_line=before[0] + 1), READERS[attempt.shard.format].read
        assert read is not None  # a reader that appends reads lines
        chunks = lines.over(storage.line_chunks(hashing, None, at_start=False))
        try:
            attempt = read_parts(read(shard, chunks), attempt)
        except storage.SourceError:
            return None  # what the new lines come to, read alone, is no verdict on the file: read it whole
        hashing.drain()
    return replace(attempt, size=hashing.size, checksum=hashing.hexdigest(), content_digest=lines.hexdigest())


def _lines_of_first(hashing: storage.HashingReader, size: int) -> tuple[int, bool] | None:
    """Read the file's first ``size`` bytes through ``hashing``: (their line breaks, whether
    they end with one), or None if the file is shorter."""
    breaks, last = 0, b""
    while hashing.size < size:
        block = hashing.read(min(CHUNK_BYTES, size - hashing.size))
        if not block:
            return None
        breaks += block.count(b"\n")
        last = block[-1:]
    return breaks, last == b"\n"
