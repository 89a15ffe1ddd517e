"""What every source reader produces. Readers know nothing of the lake: they find shards and
turn one shard's bytes into Arrow tables that :mod:`pipelines.normalize` conforms."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pyarrow as pa


@dataclass(frozen=True)
class Shard:
    """One source file: the unit of commit."""

    uri: str  # as recorded in the ledger
    path: str  # within ``fs``
    format: str
    run_name: str
    step: int | None
    split: str
    # What the shard is within its run, whatever its file is called or wherever it lies: a
    # later shard with the same key replaces it (a moved folder, `5.jsonl` gzip'd into
    # `5.jsonl.gz`) instead of adding its rows a second time.
    key: str


@dataclass(frozen=True)
class Unplaced:
    """A file a reader found but cannot ingest, and why: listed, never skipped silently."""

    uri: str
    reason: str


@dataclass
class ShardRecords:
    """A shard's records, keyed like the lake's tables.

    Tables carry ``record_key`` (the record's identity within its shard) instead of
    ``trajectory_id`` and leave out ``run_id``/``step``; normalize derives and adds those.
    ``quarantine`` rows: ``source_line``, ``error``, ``raw``."""

    tables: dict[str, pa.Table] = field(default_factory=dict)
    model: str | None = None
    task: str | None = None
    # A reader of a large file may instead yield its records a few steps at a time (each part
    # a ShardRecords of whole steps); ``tables`` then holds nothing.
    parts: Iterator["ShardRecords"] | None = None

    def all_parts(self) -> Iterator["ShardRecords"]:
        if self.parts is not None:
            yield from self.parts
        if self.tables:
            yield self
