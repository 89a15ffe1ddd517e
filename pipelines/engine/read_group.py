"""Reading small shards of one run together: each shard's file is opened and checksummed on
its own, as :func:`.read.read_shard` does, but their records are parsed and
normalized as one (the reader's ``read_many``) and cut apart by step. A shard of a few dozen
lines spent ~2 ms in the small Arrow calls of parsing and normalizing; a group of them shares
those calls. Where the reader declines (something in a shard needs reading alone), each shard is
read alone from the bytes already in memory, so a group gives every shard the rows, quarantine
and warnings it would get alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import storage
from ..lake import Attempt
from ..normalize import normalize
from ..shard import Shard
from ..sources import READERS
from ..sources.jsonl_many import cut_by_step
from ..tuning import GROUP_FILE_BYTES
from . import read
from .context import ReadContext


def groupable(shard: Shard, size: int) -> bool:
    return size < GROUP_FILE_BYTES and shard.step is not None and READERS[shard.format].read_many is not None


def same_group(first: Shard, shard: Shard) -> bool:
    return (first.run_name, first.split, first.format) == (shard.run_name, shard.split, shard.format)


@dataclass(frozen=True)
class _Fetched:
    """A shard's content in memory: its attempt before the content was read (what a failed one
    records), and what reading the file found of it."""

    attempt: Attempt
    chunks: list[bytes]
    found: read.Content

    @property
    def shard(self) -> Shard:
        return self.attempt.shard


def read_unit(ctx: ReadContext, unit: list[Shard]) -> list[Attempt]:
    """The attempts of a unit of the plan, one shard or a group of small ones of a run, in
    order, not yet claimed."""
    with ctx.lake.stopwatch("read"):
        if len(unit) == 1:
            return [read.with_retries(read.read_shard, ctx, unit[0])]
        return read_group(ctx, unit)


def read_group(ctx: ReadContext, shards: list[Shard]) -> list[Attempt]:
    """The attempts of ``shards`` (one run, split and format; see :func:`groupable`), in order.
    A shard that cannot be read, or whose reading fails, gets an attempt of its own that says
    so (``error`` or ``failed``, as :func:`.read.errored` decides), and the others go on."""
    attempts: list[Attempt] = []
    fetched: dict[int, _Fetched] = {}  # by place in the group
    for shard in shards:
        try:
            item = read.with_retries(_fetch, ctx, shard)
        except Exception as exc:  # noqa: BLE001 - one shard's I/O error or bug must not stop the others
            attempts.append(read.errored(ctx, shard, exc))
            continue
        if isinstance(item, _Fetched):
            fetched[len(attempts)] = item
            attempts.append(item.attempt)  # replaced once read
        else:
            attempts.append(item)  # unchanged, or unreadable
    together = _read_together(ctx, list(fetched.values()))
    for index, item in fetched.items():
        if together is not None:
            attempts[index] = together[item.shard.uri]
            continue
        try:
            attempts[index] = _read_alone(ctx, item)
        except Exception as exc:  # noqa: BLE001 - as read_shard's caller does, for this shard alone
            attempts[index] = read.errored(ctx, item.shard, exc)
    return attempts


def _fetch(ctx: ReadContext, shard: Shard) -> _Fetched | Attempt:
    """The shard's decompressed content, or its finished attempt (unchanged, or unreadable)."""
    fs, path, attempt = read.begin(ctx, shard, grow=False)  # a group's shards are read whole
    if attempt.unchanged:
        return attempt
    try:
        with read.content(fs, path) as found:
            chunks = list(found.chunks)
        return _Fetched(attempt, chunks, found)
    except storage.SourceError as exc:
        return attempt.failed(str(exc))


def _read_together(ctx: ReadContext, fetched: list[_Fetched]) -> dict[str, Attempt] | None:
    """Parse and normalize the shards as one: their attempts, by file; None when the reader
    declines."""
    if len(fetched) < 2:
        return None
    first = fetched[0].shard
    read_many = READERS[first.format].read_many
    assert read_many is not None  # see groupable
    try:
        records = read_many([item.shard for item in fetched], [b"".join(item.chunks) for item in fetched])
        if records is None:
            return None
        # Every table that has a source_file carries it per row: the source_uri is never used.
        tables = normalize(
            records, run_id=first.run_id, shard_key=first.key, step=None, split=first.split,
            source_uri=first.uri, tokens=ctx.tokens, keep_tokens=first.keep_tokens,
            shard_keys_by_step={item.shard.step: item.shard.key for item in fetched if item.shard.step is not None},
        )  # fmt: skip
    except Exception:  # noqa: BLE001 - each shard read alone says which one fails, and how
        return None
    steps = [item.shard.step for item in fetched if item.shard.step is not None]  # each has one: see groupable
    per_row = {name: table.nbytes / max(1, table.num_rows) for name, table in tables.items()}
    read_in = {}
    for item, cut in zip(fetched, cut_by_step(tables, steps)):
        nbytes = sum(int(per_row[name] * table.num_rows) for name, table in cut.items())
        read_in[item.shard.uri] = item.found.of(item.attempt.adding(cut, step=item.shard.step, nbytes=nbytes))
    return read_in


def _read_alone(ctx: ReadContext, item: _Fetched) -> Attempt:
    reader = READERS[item.shard.format]
    assert reader.read is not None
    try:
        return item.found.of(read.read_parts(ctx, item.shard, reader.read(item.shard, item.chunks), item.attempt))
    except storage.SourceError as exc:
        return item.attempt.failed(str(exc))  # as read_shard's, whose reading stops at the bad content
