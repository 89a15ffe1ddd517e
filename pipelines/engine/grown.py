"""Reading a grown file from where its last read ended. A file of a reader that ``appends`` (a
metrics log written a step at a time, an episode log), longer now than its committed attempt
recorded, is read on from there when its first bytes are the ones that attempt read (the same
SHA-256) and they ended a line: only the new lines are parsed and written, numbered on from the
earlier ones, and the earlier attempts' rows stay live (the ledger's ``earlier_rows``).

What the new lines come to must be what they come to in the whole file, so anything a read
decides from all of a file's lines is read whole, as a file that changed: a rewrite in place, a
compressed or moved file, a file whose token ids depend on whether any line holds a credential
(the token lane), new lines a reader cannot read alone (:class:`~pipelines.sources.base.ReadWhole`),
new lines that name another model, task or configuration than the earlier ones, or that repeat
an earlier record's key (a whole read refuses the file), and a read past :data:`GROWN_READS` in
a row. Whether the read it went on from still stands is decided at its commit
(:mod:`pipelines.lake.growth`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import NamedTuple, cast

import pyarrow as pa
import pyarrow.compute as pc

from .. import digests, storage
from ..lake import Attempt, Entry, Lake
from ..lake.delta import COMMIT_COLUMN, open_table
from ..shard import Shard
from ..sources import READERS
from ..sources.base import ShardRecords
from ..tuning import CHUNK_BYTES, GROWN_READS


class _Prefix(NamedTuple):
    """The bytes a file's last read took, as they are now."""

    line_breaks: int
    ends_line: bool


def may_have_grown(shard: Shard, path: str, done: Entry, size: int) -> bool:
    """Whether the file, ``size`` bytes now, may have grown by lines since ``done`` read it
    (its earlier bytes, checked when it is read, decide)."""
    return (
        (appends := READERS[shard.format].appends) is not None
        and appends(path)
        and size > done.size
        and done.source_uri == shard.uri  # rows name their file: a moved one is read whole under its new name
        and not shard.keep_tokens  # a credential in any line drops every token id of the file
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
        before = _prefix(hashing, done.size)
        if before is None or hashing.hexdigest() != done.checksum or not before.ends_line:
            return None
        shard, read = replace(attempt.shard, first_line=before.line_breaks + 1), READERS[attempt.shard.format].read
        assert read is not None  # a reader that appends reads lines
        chunks = lines.over(storage.line_chunks(hashing, None, at_start=False))
        try:
            attempt = read_parts(read(shard, chunks), attempt)
        except storage.SourceError:
            return None  # what the new lines come to, read alone, is no verdict on the file: read it whole
        hashing.drain()
    said = ((attempt.model, done.model), (attempt.task, done.task), (attempt.facts, done.facts))
    if any(new is not None and new != before for new, before in said):
        return None  # which model, task or configuration the file names is decided from all its lines
    return replace(attempt, size=hashing.size, checksum=hashing.hexdigest(), content_digest=lines.hexdigest())


def repeats_a_key(lake: Lake, attempt: Attempt) -> bool:
    """Whether the new lines' trajectories repeat one the file's earlier lines gave (the same
    record key at the same step: a whole read refuses the file), or cannot be told from the
    rows in memory (a large read's rows, written already)."""
    done = attempt.grown_from
    assert done is not None
    if attempt.staged_of("trajectories"):
        return True
    new = [t.column("trajectory_id") for t in attempt.pending_of("trajectories")]
    if not new or not done.rows_trajectories:
        return False
    table = open_table(lake.uri("trajectories"), lake.options)
    if table is None:
        return False
    steps = sorted(
        {
            s
            for t in attempt.pending_of("trajectories")
            for s in cast("list[int]", pc.unique(t.column("step")).to_pylist())
        }
    )
    earlier = table.to_pyarrow_table(
        columns=["trajectory_id", COMMIT_COLUMN], filters=[("run_id", "=", attempt.shard.run_id), ("step", "in", steps)]
    )
    live = earlier.filter(pc.is_in(earlier.column(COMMIT_COLUMN), pa.array(list(done.live_commits), pa.string())))
    ids = pa.chunked_array([c for column in new for c in column.chunks], pa.string())
    return bool(pc.any(pc.is_in(ids, value_set=live.column("trajectory_id").combine_chunks())).as_py())


def _prefix(hashing: storage.HashingReader, size: int) -> _Prefix | None:
    """Read the file's first ``size`` bytes through ``hashing``: their line breaks and whether
    they end with one, or None if the file is shorter."""
    breaks, last = 0, b""
    while hashing.size < size:
        block = hashing.read(min(CHUNK_BYTES, size - hashing.size))
        if not block:
            return None
        breaks += block.count(b"\n")
        last = block[-1:]
    return _Prefix(breaks, last == b"\n")
