"""What the ledger recorded, as reconciliation asks it: one plan's snapshot of the ledger
(:class:`pipelines.lake.ledger.Snapshot`, which knows nothing of its callers) read for the
four questions an ingest puts to it, each answered from the snapshot's Arrow columns and made
Python values only for the rows asked about:

- :meth:`Recorded.placed`: the unchanged files' placings (taken instead of detecting them);
- :meth:`Recorded.shard_of`: the shard of a file detected again (its reader as recorded);
- :meth:`Recorded.containing`, :meth:`~Recorded.of_run`, :meth:`~Recorded.of_id`: what names
  runs (:class:`.identity.RunNames`);
- :meth:`Recorded.holding`, :meth:`~Recorded.holders`: which committed shard holds a content
  (:mod:`.claims`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import NamedTuple, cast

import pyarrow as pa
import pyarrow.compute as pc

from ..lake.ledger import COMMITTED, Key, Snapshot, python_values
from ..sources import READERS
from .claims import Content, Holder, RunContent, held_by
from .lookups import ScanThenIndex

# Formats whose every file is a launch of its own (see RunNames): each of their entries names one.
LAUNCH_FORMATS = frozenset(name for name, reader in READERS.items() if reader.launch_of is not None)


class NamingRow(NamedTuple):
    """A ledger row as naming runs needs it (see :class:`.identity.RunNames`)."""

    source_uri: str
    shard_key: str
    run_name: str
    format: str
    run_id: str


class HoldingRow(NamedTuple):
    """A committed ledger row as claims need it (see :func:`.claims.held_by`)."""

    run_id: str
    shard_key: str
    source_uri: str
    checksum: str | None
    content_digest: str | None


_PLACING = ["source_uri", "size", "mtime", "format", "run_name", "step", "split", "shard_key", "run_id"]


class Recorded:
    """One plan's snapshot of the ledger, as reconciliation asks it (see the module)."""

    def __init__(self, snapshot: Snapshot):
        self.snapshot = snapshot
        self._naming_rows: dict[frozenset[str], pa.Table] = {}
        self._committed: pa.Table | None = None
        self._shards_by_uri: ScanThenIndex[str, Key] | None = None

    # -- placings ---------------------------------------------------------------------------

    def placed(self, digest: str, reading: int, *, without_lane: frozenset[str] = frozenset()) -> pa.Table:
        """Files whose latest attempt committed, read under the ``reading`` rules and placed
        under ``digest``: their placing as recorded (``source_uri``, ``size``, ``mtime`` in
        microseconds since the epoch, ``format``, ``run_name``, ``step``, ``split``,
        ``shard_key``, ``run_id``), compared with a listing as columns (:mod:`.unchanged`).
        Files of the ``without_lane`` formats read without the token lane are left out (an
        ingest that keeps tokens reads them again)."""
        table = self.snapshot.table
        rows = pa.array(list(self.snapshot.latest.rows.values()), pa.int64())
        latest = table.select([*_PLACING, "status", "placed_by", "reading"]).take(rows)
        committed = pc.is_in(latest.column("status"), pa.array([s.value for s in COMMITTED]))
        current = pc.and_kleene(
            pc.equal(latest.column("placed_by"), digest), pc.equal(latest.column("reading"), reading)
        )
        if without_lane:
            # a ledger older than the lane has no such column: no file of it was read with the lane
            kept = (
                table.column("rows_tokens").take(rows) if "rows_tokens" in table.column_names else pa.nulls(len(rows))
            )
            lacking = pc.and_(pc.is_in(latest.column("format"), pa.array(sorted(without_lane))), pc.is_null(kept))
            current = pc.and_kleene(current, pc.invert(lacking))
        placed = pc.and_kleene(committed, current)
        chosen = latest.filter(pc.fill_null(pc.and_kleene(placed, pc.is_valid(latest.column("mtime"))), False))
        mtime = chosen.column("mtime")
        micros = pc.cast(mtime.cast(pa.timestamp("us", tz=mtime.type.tz)), pa.int64())
        chosen = chosen.set_column(chosen.schema.get_field_index("mtime"), "mtime", micros)
        return chosen.select(_PLACING)

    def shard_of(self, uri: str) -> Key | None:
        """The shard of ``uri``'s latest attempt. Only files detected again ask: a cycle's new
        file or two, or every file of a run placed under another target."""
        if self._shards_by_uri is None:
            rows = self.snapshot.latest.rows
            keys = list(rows)
            uris = self.snapshot.table.column("source_uri").take(pa.array(list(rows.values()), pa.int64()))

            def scan(asked: list[str]) -> dict[str, Key]:
                found = cast("list[int]", pc.indices_nonzero(pc.equal(uris, asked[0])).to_pylist())
                return {asked[0]: keys[found[-1]]} if found else {}  # the last, as the index keeps it

            def index() -> dict[str, Key]:
                return dict(zip(self.snapshot.columns(rows.values(), ["source_uri"])[0], rows))

            self._shards_by_uri = ScanThenIndex(scan, index)
        return self._shards_by_uri.get(uri)

    # -- run names --------------------------------------------------------------------------

    def naming(
        self,
        every: Collection[str] = (),
        *,
        containing: str | None = None,
        run_name: str | None = None,
        run_id: str | None = None,
    ) -> list[NamingRow]:
        """The committed shards as naming runs needs them, in the ledger's order, but one per
        place that names a run: a run's files share their folder, their depth below the run's
        folder and its name, so one of them names it (:class:`.identity.RunNames` dedupes
        them so again); each shard of the formats ``every`` (whose files are launches). Only
        those whose URI holds ``containing``, or of the run named ``run_name`` (or of id
        ``run_id``), where given: a place's shards share their folder and name, so all of them
        or none are chosen."""
        chosen = self._naming_of(frozenset(every))
        if containing is not None:
            chosen = chosen.filter(pc.match_substring(chosen.column("source_uri"), containing))
        if run_name is not None:
            chosen = chosen.filter(pc.equal(chosen.column("run_name"), run_name))
        if run_id is not None:
            chosen = chosen.filter(pc.equal(chosen.column("run_id"), run_id))
        return [NamingRow(*values) for values in zip(*(python_values(chosen.column(n)) for n in NamingRow._fields))]

    def containing(self, text: str) -> list[NamingRow]:
        return self.naming(every=LAUNCH_FORMATS, containing=text)

    def of_run(self, name: str) -> list[NamingRow]:
        return self.naming(every=LAUNCH_FORMATS, run_name=name)

    def of_id(self, run_id: str) -> list[NamingRow]:
        return self.naming(every=LAUNCH_FORMATS, run_id=run_id)

    def _naming_of(self, every: frozenset[str]) -> pa.Table:
        """:meth:`naming`'s rows before a lookup filters them, found once: a plan naming many
        new runs looks up each one's (1 ms each at 1,000 runs when each lookup found its places)."""
        if every not in self._naming_rows:
            rows = self.snapshot.committed.rows.values()
            chosen = self.snapshot.table.select(list(NamingRow._fields)).take(pa.array(list(rows), pa.int64()))
            uri, key = chosen.column("source_uri"), chosen.column("shard_key")
            place = pc.binary_join_element_wise(
                pc.list_element(pc.split_pattern(uri, "/", max_splits=1, reverse=True), 0),  # its folder
                pc.cast(pc.count_substring(key, "/"), pa.string()),
                chosen.column("run_name"),
                "\x00",
            )
            at = pa.array(range(len(chosen)), pa.int64())
            firsts = (
                pa.table({"place": place, "at": at}).group_by("place", use_threads=False).aggregate([("at", "min")])
            )
            kept = pc.is_in(at, firsts.column("at_min"))
            if every:
                kept = pc.or_(kept, pc.is_in(chosen.column("format"), pa.array(sorted(every), pa.string())))
            self._naming_rows[every] = chosen.filter(kept)
        return self._naming_rows[every]

    # -- contents ---------------------------------------------------------------------------

    def holding(self, runs: set[str] | None = None) -> list[HoldingRow]:
        """The committed shards (of ``runs``: all when None), as claims need them."""
        rows = self.snapshot.committed.rows
        chosen = rows.values() if runs is None else [row for (run, _), row in rows.items() if run in runs]
        return [HoldingRow(*values) for values in zip(*self.snapshot.columns(chosen, HoldingRow._fields))]

    def holding_any(self, checksums: set[str], digests: set[str], runs: set[str] | None = None) -> list[HoldingRow]:
        """The committed shards (of ``runs``: all when None) whose file has one of ``checksums``
        or whose lines one of ``digests``: only these become Python values."""
        committed = self._committed_table()
        matches = pc.or_kleene(
            pc.is_in(committed.column("checksum"), pa.array(sorted(checksums), pa.string())),
            pc.is_in(committed.column("content_digest"), pa.array(sorted(digests), pa.string())),
        )
        if runs is not None:
            matches = pc.and_kleene(matches, pc.is_in(committed.column("run_id"), pa.array(sorted(runs), pa.string())))
        chosen = committed.filter(pc.fill_null(matches, False))
        return [HoldingRow(*values) for values in zip(*(python_values(chosen.column(n)) for n in HoldingRow._fields))]

    def _committed_table(self) -> pa.Table:
        if self._committed is None:
            rows = pa.array(list(self.snapshot.committed.rows.values()), pa.int64())
            self._committed = self.snapshot.table.select(list(HoldingRow._fields)).take(rows)
        return self._committed

    def holders_of(self, runs: set[str]) -> Callable[[list[RunContent]], dict[RunContent, Holder]]:
        """What the committed shards of ``runs`` hold of the contents asked for (see
        :class:`.claims.Claims`): a cycle claims a file or two of a long run (~0.1 ms each,
        whatever the run's size), a first ingest thousands (~2 us a shard, indexed)."""

        def scan(wanted: list[RunContent]) -> dict[RunContent, Holder]:
            checksums = {digest for _, kind, digest in wanted if kind == "bytes"}
            digests = {digest for _, kind, digest in wanted if kind == "lines"}
            return held_by(self.holding_any(checksums, digests, {run for run, _, _ in wanted}))

        return ScanThenIndex(scan, lambda: held_by(self.holding(runs))).get_many

    def holders(self, contents: set[Content]) -> dict[RunContent, Holder]:
        """What the committed shards hold of ``contents``, in any run."""
        checksums = {digest for kind, digest in contents if kind == "bytes"}
        digests = {digest for kind, digest in contents if kind == "lines"}
        return held_by(self.holding_any(checksums, digests))
