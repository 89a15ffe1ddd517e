"""A shard attempt on its way into the lake, as a value: reading it, writing a large one's rows
early, failing it, committing it each give a new :class:`Attempt` (as dlt's load jobs move from
state to state), so an attempt passes from the thread that reads it to the one that commits it
with nothing shared to guard. Its ledger row is :meth:`Attempt.entry`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from .._version import __version__
from ..redaction import redact
from ..schemas import data_tables, fingerprint
from ..shard import Shard
from .ledger import Entry, Status


def _no_rows() -> Mapping[str, int]:
    return {spec.name: 0 for spec in data_tables()}


@dataclass(frozen=True)
class Attempt:
    """One attempt at a shard: its identity, what its file was when read, what came of it, and
    its rows until they are written (``pending``) or the files written for them (``staged``)."""

    shard: Shard
    commit_id: str
    size: int
    mtime: datetime | None
    checksum: str | None = None
    content_digest: str | None = None  # of its lines in any order (see digests.LineDigest)
    model: str | None = None
    facts: str | None = None  # JSON: what the run's configuration says of it (see ShardRecords.facts)
    task: str | None = None
    reading: int | None = None  # the reading rules it is read under (pipelines.sources.READING)
    status: Status = Status.OK
    error: str | None = None
    # An unchanged file (same content under a new mtime or location): a new entry over the
    # rows of ``rows_commit``, the earlier attempt whose rows stand.
    unchanged: bool = False
    rows_commit: str | None = None
    # A file grown since its committed attempt ``grown_from``, read from where that one ended:
    # its rows are the new lines', those of ``earlier_rows`` stay live beside them, and its
    # entry counts the whole file's.
    grown_from: Entry | None = None
    earlier_rows: tuple[str, ...] | None = None
    rows: Mapping[str, int] = field(default_factory=_no_rows)
    steps: frozenset[int] = frozenset()
    pending: tuple[tuple[str, pa.Table], ...] = ()  # rows not yet written, by table
    pending_bytes: int = 0
    staged: tuple[tuple[str, Any], ...] = ()  # files written, by table, to add at its commit
    warnings: tuple[str, ...] = ()  # the reader's (see ShardRecords.warnings)

    def adding(self, tables: Mapping[str, pa.Table], *, step: int | None = None, nbytes: int | None = None) -> Attempt:
        """With a shard's normalized tables (or one part of a streamed shard) added. When the
        caller knows them: ``step``, the one step of all their rows, and ``nbytes``, their size
        in memory (a slice's ``nbytes`` walks every column: costly, for hundreds of small shards)."""
        rows = dict(self.rows)
        pending = list(self.pending)
        size = self.pending_bytes + (nbytes or 0)
        steps = set(self.steps)
        for name, table in tables.items():
            rows[name] += table.num_rows
            if table.num_rows == 0:
                continue
            pending.append((name, table))
            if nbytes is None:
                size += table.nbytes
            if name != "quarantine" and "step" in table.column_names:
                found = [step] if step is not None else pc.unique(table.column("step")).to_pylist()
                steps |= {s for s in found if s is not None}
        return replace(self, rows=rows, pending=tuple(pending), pending_bytes=size, steps=frozenset(steps))

    def pending_of(self, table: str) -> list[pa.Table]:
        return [rows for name, rows in self.pending if name == table]

    def staged_of(self, table: str) -> list[Any]:
        return [action for name, action in self.staged if name == table]

    def written(self, actions: Mapping[str, list[Any]]) -> Attempt:
        """Its pending rows written as these files (by table): they wait for its commit."""
        staged = self.staged + tuple((name, a) for name, listed in actions.items() for a in listed)
        return replace(self, pending=(), pending_bytes=0, staged=staged)

    def failed(self, error: str, *, status: Status = Status.FAILED) -> Attempt:
        """Its content cannot be read (or repeats another shard's: ``duplicate``): nothing of
        it is committed, files it wrote already (a streamed shard's) are never added."""
        return replace(
            self, status=status, error=error, pending=(), pending_bytes=0, staged=(), rows=_no_rows(),
            steps=frozenset(),
        )  # fmt: skip

    def over(self, done: Entry) -> Attempt:
        """Unchanged since ``done``: a new entry over its rows, so the next run's cheap
        size+mtime check passes without reading the file again."""
        return replace(
            self, unchanged=True, rows_commit=done.live_rows, rows=dict(done.rows), steps=frozenset(done.steps),
            earlier_rows=done.earlier_rows,
        )  # fmt: skip

    def growing(self, done: Entry) -> Attempt:
        """To read only what was appended to the file since ``done``, whose rows stay live."""
        return replace(self, grown_from=done, earlier_rows=done.live_commits)

    def total_rows(self) -> dict[str, int]:
        """Its rows by table, with those of the reads a grown file's read went on from."""
        if self.grown_from is None:
            return dict(self.rows)
        before = self.grown_from.rows
        return {name: count + before.get(name, 0) for name, count in self.rows.items()}

    def finished(self) -> Attempt:
        """As it is recorded: ``partial`` when records were quarantined."""
        quarantined = self.total_rows().get("quarantine", 0)
        if self.status is Status.OK and quarantined and not self.unchanged:
            return replace(self, status=Status.PARTIAL, error=f"{quarantined} record(s) quarantined")
        return self

    def entry(self) -> Entry:
        """Its ledger row."""
        shard, committed, grown = self.shard, self.status.committed, self.grown_from if self.status.committed else None
        totals = self.total_rows() if committed else dict(self.rows)
        rows = {f"rows_{name}": count for name, count in totals.items() if name != "tokens"}
        # read without the lane: None, and an ingest that keeps tokens reads it again
        lane = totals.get("tokens", 0) if shard.keep_tokens else None
        steps = self.steps | frozenset(grown.steps) if grown is not None else self.steps
        model, task, facts = (
            (self.model or grown.model, self.task or grown.task, self.facts or grown.facts)
            if grown is not None else (self.model, self.task, self.facts)
        )  # fmt: skip
        return Entry(
            commit_id=self.commit_id, committed_at=datetime.now(UTC), run_id=shard.run_id, run_name=shard.run_name,
            source_uri=shard.uri, shard_key=shard.key, format=shard.format, split=shard.split, step=shard.step,
            steps=tuple(sorted(steps)), size=self.size, mtime=self.mtime, checksum=self.checksum,
            content_digest=self.content_digest, status=self.status, error=_redacted(self.error),
            rows_commit=self.rows_commit or (self.commit_id if committed else None), model=_redacted(model),
            task=_redacted(task), facts=_redacted(facts), schema=fingerprint(), tracelake_version=__version__, reading=self.reading,
            placed_by=shard.placed_by, rows_tokens=lane, earlier_rows=self.earlier_rows if committed else None, **rows,
        )  # fmt: skip


def _redacted(text: str | None) -> str | None:
    """A ledger text with credential shapes redacted: an error may quote the line it failed on."""
    return text if text is None else redact(text)


@dataclass(frozen=True)
class Committed:
    """What a batch's commit wrote: each attempt's entry, in the attempts' order, and the
    entries it recorded again for shards it gave back (see :meth:`pipelines.lake.Lake.commit`)."""

    entries: tuple[Entry, ...]
    # Attempts undone after their commit (their run's name was given to another folder at the
    # same time): commit id -> why. Their entries stand in the ledger, superseded by ``restored``.
    withdrawn: Mapping[str, str] = field(default_factory=dict)
    restored: tuple[Entry, ...] = ()

    @cached_property
    def _by_commit(self) -> dict[str, Entry]:
        return {e.commit_id: e for e in self.entries}

    def outcome(self, attempt: Attempt) -> Entry:
        """What came of an attempt of the batch, as its report says it: its entry, or for one
        withdrawn, its entry as an ``error`` saying why."""
        entry = self._by_commit[attempt.commit_id]
        why = self.withdrawn.get(attempt.commit_id)
        return entry if why is None else replace(entry, status=Status.ERROR, error=why)
