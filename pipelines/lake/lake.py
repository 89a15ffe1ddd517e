"""The lake: one Delta table per data table, plus the ingest ledger, itself a Delta table.

Layout::

    <lake>/<table>/_delta_log/...                  trajectories, turns, rewards, step_metrics, quarantine
    <lake>/<table>/run_id=<run>/part-*.parquet     Hive folders by run; rows sorted by step
    <lake>/_ledger/_delta_log/...                  one row per shard attempt (appended; only `rm` deletes)

A batch of shards commits in three steps, each an atomic Delta commit, with no lock:

1. its rows are written as Parquet files (one a run and table, or more for large ones; a large
   shard's files are written early, by the thread that read it) and added to the tables, one
   commit per table, each row tagged with its shard (``_shard``) and the attempt that wrote it
   (``_commit``);
2. its ledger rows are appended: this is the commit point. tracelake's views show a row only
   when its ``_commit`` is the latest committed attempt of its shard (or one of the reads that
   attempt went on from, where its file grew: ``earlier_rows``), so a shard's rows appear in
   every table together or not at all, whatever another process is doing;
3. the rows of older attempts at its shards are deleted (a commit per table, only where there
   are some), so every Delta table alone reads right in any engine.

A crash between 1 and 2 leaves rows no ledger entry names: invisible in tracelake, deleted
once the ledger proves them dead (a later attempt at their shard committed with a greater id),
or by ``vacuum --orphans`` when no ingest runs: never by their age, since a writer whose clock
is behind may still be at work. A crash between 2 and 3 leaves replaced rows, likewise
invisible, deleted by the next commit of those shards (which looks two attempts back) or by
``vacuum``.

Attempt ids order attempts without trusting clocks: a new id is greater than every id its
writer has seen in the ledger (a Lamport clock over nanosecond timestamps), so a host whose
clock is behind still supersedes what it replaces.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
from deltalake import DeltaTable

from .. import storage
from ..ids import run_folder_of, source_of
from ..ordering import sorted_by
from ..schemas import Contract, contract, data_tables
from ..shard import Shard
from ..stopwatch import Stopwatch
from ..tuning import PIECE_BYTES
from . import confine, delta, growth
from .attempt import Attempt, Committed
from .delta import COMMIT_COLUMN, SHARD_COLUMN
from .labels import LABELS
from .ledger import LEDGER, Clock, Entry, Key, Ledger, Status, row_commits
from .location import LakeError, Location


def table_folders() -> list[str]:
    """Every Delta table a lake may hold, by its folder: the data tables, the ledger, the labels."""
    return [*(spec.name for spec in data_tables()), LEDGER, LABELS]


class Lake(Location):
    def __init__(self, url: str):
        super().__init__(url)
        self.options = delta.storage_options(url)
        self.clock = Clock()
        self.ledger = Ledger(self.uri(LEDGER), self.options, self.clock)
        self.stopwatch = Stopwatch()  # where this lake's ingest spends its time
        # The tables this object committed to, each as its latest commit left it (None where that
        # commit made the table): the ingest's compaction counts files in these alone, without
        # opening them again (0.05 -> 0.002 s a cycle at step 3,000 of a scheduled run: each open
        # lists the table's log and replays its last checkpoint).
        self.written: dict[str, DeltaTable | None] = {}
        self._tables_made = False  # see _make_tables

    def require_writable(self) -> None:
        """Before a command writes a local lake: refuse, in one line, a lake (or, for a new one,
        the nearest folder above it) this user may not write, before any work (a new lake under
        a read-only folder failed its first commit, saying to run the same command again)."""
        if not self.local:
            return
        folder = self.root
        while not os.path.exists(folder) and os.path.dirname(folder) != folder:
            folder = os.path.dirname(folder)
        if not os.access(folder, os.W_OK | os.X_OK):
            where = "the lake" if folder == self.root else f"{folder}, where the lake would be made,"
            raise LakeError(f"{self.url}: this user may not write {where} (permission denied)")

    def require_no_links(self) -> None:
        """Before a command writes: refuse a lake whose tables, logs or run folders hold a
        symbolic link, which a write or a delete would follow out of the lake (:mod:`.confine`)."""
        if self.local:
            found = confine.links_near_top(self.root, table_folders())
            if found:
                raise confine.LinkInLake(self.url, found)

    def inside(self, relative: str, *, file: bool = True) -> str:
        """The full path of ``relative`` (a path within the lake), once no folder on its way
        (nor, with ``file``, the path itself) is a link: a file is opened, moved or deleted
        only so."""
        if self.local:
            confine.check_path(self.url, self.root, relative, file=file)
        return f"{self.root}/{relative}"

    # --- the ledger ----------------------------------------------------------------------

    # --- attempts -------------------------------------------------------------------------

    def attempt(self, shard: Shard, **facts: Any) -> Attempt:
        """A new attempt at ``shard`` (its file's ``size``, ``mtime``...), its id past every one
        this lake's writer has seen."""
        return Attempt(shard, self.clock.new_id(), **facts)

    # --- writing ----------------------------------------------------------------------------

    def stage(self, attempt: Attempt) -> Attempt:
        """A large shard's pending rows written to files now (by the thread that read it:
        encoding runs in parallel, and the rows leave memory); its batch's commit adds them to
        the tables. The attempt with those files, its rows no longer pending."""
        return attempt.written({spec.name: self._write_files(spec, [attempt]) for spec in data_tables()})

    def _write_files(self, spec: Contract, attempts: list[Attempt]) -> list[Any]:
        """Write the pending rows of ``attempts`` in one table as Parquet files, a run's rows
        sorted by step in files of up to ``PIECE_BYTES``; describe them for a Delta commit. Until
        that commit no reader sees them; if it never comes, ``vacuum`` deletes them."""
        by_run: dict[str, list[Attempt]] = {}
        for attempt in sorted(attempts, key=lambda a: (a.shard.run_id, min(a.steps, default=-1), a.shard.key)):
            by_run.setdefault(attempt.shard.run_id, []).append(attempt)
        actions = []
        for run_id, members in by_run.items():
            parts = [(attempt, table) for attempt in members for table in attempt.pending_of(spec.name)]
            if not parts:
                continue
            data = sorted_by(_tagged(parts, spec), spec.sort_by)
            for piece in _pieces(data):
                actions.append(
                    delta.write_file(
                        self.fs,
                        f"{self.root}/{spec.name}",
                        [piece],
                        schema=piece.schema,
                        partition=run_id,
                        spec=spec,
                        stats=delta.STATS_COLUMNS,
                    )
                )
        return actions

    def _add_files(self, attempts: list[Attempt]) -> None:
        """Step (1): write the batch's pending rows and add them, with the files its large
        shards wrote already, to each table: one Delta commit per table."""
        committed = [a for a in attempts if a.status.committed]
        for spec in data_tables():
            with self.stopwatch("write"):
                actions = self._write_files(spec, committed)
            actions += [action for a in committed for action in a.staged_of(spec.name)]
            if actions:
                with self.stopwatch("commit"):
                    table = delta.add_files(
                        self.uri(spec.name),
                        self.options,
                        actions,
                        delta.table_schema(spec),
                        partition_by=list(spec.partition_by),
                        stats=delta.STATS_COLUMNS,
                    )
                self.written[spec.name] = table

    def _make_tables(self) -> None:
        """Every table there, empty where nothing was written to it yet (a single-turn lake's
        ``turns``, a clean lake's ``quarantine``, the labels), before the ledger names a commit:
        an engine reading the lake without tracelake finds each table, as ``tracelake sql`` does."""
        if self._tables_made:
            return
        from .labels import LABEL_STATS, LABELS  # noqa: PLC0415 - labels read the lake's tables

        labels = contract("labels")
        tables = [(spec.name, delta.table_schema(spec), spec, delta.STATS_COLUMNS) for spec in data_tables()]
        for name, schema, spec, stats in [*tables, (LABELS, labels.file_schema, labels, LABEL_STATS)]:
            if not self.fs.exists(f"{self.root}/{name}/_delta_log"):
                delta.create_empty(
                    self.uri(name), self.options, schema, partition_by=list(spec.partition_by), stats=stats
                )
        self._tables_made = True

    def commit(self, attempts: list[Attempt]) -> Committed:
        """Commit a batch of shard attempts (see the module's docstring): what it wrote. The
        attempts are left as they were (their rows are in the tables now)."""
        if not attempts:
            return Committed(())
        self._add_files(attempts)
        self._make_tables()
        finished = [a.finished() for a in attempts]
        entries = [a.entry() for a in finished]
        with self.stopwatch("ledger"):
            self.ledger.append(entries)
        keys = {a.shard.ledger_key for a in finished if a.status.committed}
        if not keys:
            return Committed(tuple(entries))
        with self.stopwatch("ledger"):
            ledger = self.ledger.table(runs={run for run, _ in keys}, keys={key for _, key in keys})
        clashes = self._name_clashes(finished, ledger)
        stale = self._stale_growths(finished, ledger)
        if not clashes and not stale:
            ours = {e.key: e.commit_id for e in entries if e.status.committed}
            with self.stopwatch("delete replaced"):
                self.delete_replaced(keys, ledger, ours=ours)
            return Committed(tuple(entries))
        withdrawn, restored = self._withdraw(clashes)
        undone = {attempt.shard.ledger_key for attempt, _ in clashes}
        if stale:
            now = datetime.now(UTC)
            again = [growth.recorded_again(e, self.clock.new_id(), now) for earlier in stale.values() for e in earlier]
            self.ledger.append(again)
            withdrawn |= dict.fromkeys(stale, growth.STALE)
            restored += tuple(again)
            undone |= {a.shard.ledger_key for a in finished if a.commit_id in stale}
        self.delete_replaced(undone, self.ledger.table(runs={run for run, _ in undone}))
        self.delete_replaced(keys - undone, ledger)
        return Committed(tuple(entries), withdrawn, restored)

    def _stale_growths(self, attempts: list[Attempt], ledger: pa.Table) -> dict[str, tuple[Entry, ...]]:
        """The batch's reads on from an earlier read that no longer stands (:mod:`.growth`)."""
        growing = {a.shard.key for a in attempts if a.grown_from is not None and a.status.committed}
        if not growing:
            return {}
        mine = ledger.filter(pc.is_in(ledger.column("shard_key"), pa.array(sorted(growing), pa.string())))
        return growth.stale_growths(attempts, self.ledger.entries(mine))

    def _name_clashes(self, attempts: list[Attempt], ledger: pa.Table) -> list[tuple[Attempt, Entry]]:
        """Attempts at a run this ingest named after its folder, whose commit replaced a shard
        of another folder that still exists: another ingest gave the same new name to its own
        folder at the same time (each saw the name free). With the entry they replaced."""
        fresh = {a.shard.ledger_key: a for a in attempts if a.shard.run_folder and a.status.committed}
        if not fresh:
            return []
        # Only these shards' entries become Python rows: the runs' ledger grows with each batch.
        mine = ledger.filter(pc.is_in(ledger.column("shard_key"), pa.array(sorted({k for _, k in fresh}), pa.string())))
        before: dict[Key, Entry] = {}
        for entry in self.ledger.entries(mine):
            attempt = fresh.get(entry.key)
            if attempt is not None and entry.status.committed and entry.commit_id < attempt.commit_id:
                before[entry.key] = entry
        clashes = []
        for key, entry in before.items():
            theirs = run_folder_of(entry.source_uri, entry.shard_key)
            if source_of(theirs) != source_of(fresh[key].shard.run_folder or "") and storage.exists(theirs):
                clashes.append((fresh[key], entry))
        return clashes

    def _withdraw(self, clashes: list[tuple[Attempt, Entry]]) -> tuple[dict[str, str], tuple[Entry, ...]]:
        """Undo the clashing attempts: the entries they replaced are recorded again as the
        latest (their rows live again; the clashing rows are dead, and deleted), and the
        attempts report an error, so the next ingest names their folder's run apart and reads
        them. (Why each attempt was withdrawn, by its id; the entries recorded again.)"""
        withdrawn: dict[str, str] = {}
        restored = []
        for attempt, theirs in clashes:
            folder = run_folder_of(theirs.source_uri, theirs.shard_key)
            withdrawn[attempt.commit_id] = (
                f"another ingest named the run {attempt.shard.run_name!r} after {folder} at the same time: "
                "ingest again to give this folder a run of its own"
            )
            restored.append(theirs.again(self.clock.new_id(), datetime.now(UTC), rows_commit=theirs.live_rows))
        self.ledger.append(restored)
        return withdrawn, tuple(restored)

    def record_errors(self, runs: set[str], error: str) -> None:
        """Mark every shard of ``runs`` whose latest attempt committed as ``error``: the next
        ingest reads them again (their rows were lost)."""
        latest, committed = self.ledger.latest()
        now = datetime.now(UTC)
        self.ledger.append(
            entry.again(self.clock.new_id(), now, status=Status.ERROR, error=error, rows_commit=None,
                        earlier_rows=None, steps=(), **{f"rows_{name}": 0 for name in entry.rows if name != "tokens"},
                        # a shard read without the token lane stays without it (NULL is "off")
                        rows_tokens=None if entry.rows_tokens is None else 0)
            for key, entry in committed.items()
            if key[0] in runs and latest[key] is entry
        )  # fmt: skip

    def delete_replaced(
        self, keys: set[tuple[str, str]], ledger: pa.Table, *, ours: Mapping[tuple[str, str], str] | None = None
    ) -> None:
        """Delete the rows of every committed attempt at these shards but the latest, as the
        ``ledger`` (read after this batch's commit) says. Whichever of two concurrent writers
        of a shard commits last deletes the other's rows, whatever their order: both look.

        ``ours``: this batch's attempt at each shard. Then only the attempts from the second
        before it on are looked at (:func:`_replaced`): each writer deletes what its own attempt
        replaced, and what the attempt before it replaced in case its writer died before its
        delete; older ones were deleted by the writers that replaced them (deeper chains of
        crashes leave dead rows no view shows, for `vacuum` and `compact`). Looking again at
        every attempt a shard ever had cost a file that grows (a metrics log appended each step)
        a read of every compacted file whose attempt ids span an old one: 0.7 s a cycle by step
        200 (bench/watch_latency.py)."""
        if not keys:
            return
        live, heads_of = row_commits(ledger, keys)
        replaced = (_replaced(heads, live[key], (ours or {}).get(key)) for key, heads in heads_of.items())
        dead = sorted(set().union(*replaced))
        if dead:
            for spec in data_tables():
                delta.delete(self.uri(spec.name), self.options, COMMIT_COLUMN, dead, **delta.deleting(spec))


def _replaced(heads: Mapping[str, frozenset[str]], live: frozenset[str], ours: str | None) -> set[str]:
    """The attempts of a shard whose rows a writer deletes (see :meth:`Lake.delete_replaced`),
    of its committed entries ``heads`` (each with the attempts whose rows it stood for): every
    one but the live ones, or with ``ours``, those of the entry ours replaced and of the one
    that one replaced, whose rows its writer may have died before deleting (a crash between its
    ledger entry and its delete), and any from the second before ours on."""
    dead = set().union(*heads.values()) - live
    if ours is None:
        return dead
    before = sorted(head for head in heads if head < ours)
    floor = before[-2] if len(before) > 1 else before[-1] if before else ours
    replaced = set().union(*(heads[head] for head in before[-2:]))
    return {c for c in dead if c >= floor or c in replaced}


COMBINED_PARTS = 64


def _tagged(parts: list[tuple[Attempt, pa.Table]], spec: Contract) -> pa.Table:
    """Shards' rows as one table with where each row came from, in the file's column order:
    tagged in one pass (a batch of small shards holds hundreds of parts)."""
    data = pa.concat_tables([table for _, table in parts])
    if len(parts) > COMBINED_PARTS:
        # Hundreds of small chunks per column (a batch of small shards) make every later pass
        # (sizes, sorting, encoding) walk them all: one copy is cheaper. Medium shards (a batch
        # holds up to 64 MB, so a dozen or so of them) are encoded as they are: copying them
        # took bench/ingest_verl.py's peak RSS from 434 to 641 MB and saved no time.
        data = data.combine_chunks()
    owned: list[int] = []
    for i, (_, table) in enumerate(parts):
        owned += [i] * table.num_rows  # a list product per part: a streamed shard has millions of rows
    owner = pa.array(owned, pa.int32())
    keys = pa.array([attempt.shard.key for attempt, _ in parts], pa.string())
    commits = pa.array([attempt.commit_id for attempt, _ in parts], pa.string())
    return (
        data.append_column(SHARD_COLUMN, keys.take(owner))
        .append_column(COMMIT_COLUMN, commits.take(owner))
        .select(_file_columns(spec))
    )


def _pieces(data: pa.Table) -> Iterator[pa.Table]:
    """``data`` in consecutive pieces of about ``PIECE_BYTES``: a file each."""
    per_row = max(1, data.nbytes // max(1, data.num_rows))
    rows = max(1, PIECE_BYTES // per_row)
    for start in range(0, data.num_rows, rows):
        yield data.slice(start, rows)


def _file_columns(spec: Contract) -> list[str]:
    """A data file's columns: the contract's but the partition key, then where each row came from."""
    return [*(c.name for c in spec.file_columns), SHARD_COLUMN, COMMIT_COLUMN]
