"""What an ingest must read, decided from one snapshot of the ledger: each shard found is new
or changed (location, size or mtime), was read under older rules, or hit an error before (read
now); failed before and unchanged since (not read again unless ``--retry-failed``); a duplicate
before (reported); or unchanged (nothing to do)."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeGuard, cast

import pyarrow as pa
import pyarrow.compute as pc

from .. import storage
from ..lake import Entry, Status
from ..lake.ledger import Key, Snapshot
from ..request import IngestRequest
from ..shard import Shard, ShardColumns, Stats
from ..sources import READERS, READING
from ..sources.base import Unplaced
from ..stopwatch import Stopwatch
from .claims import Claims
from .detect import LedgerSays
from .find import find, run_names
from .listing import TargetListing
from .recorded import Recorded


@dataclass(frozen=True)
class Reconciled:
    """The targets' files against the ledger: the shards to read, the unchanged ones, those
    failed before and unchanged since (with why), the files that cannot be placed, every
    shard's file as listed, and who holds which content (:class:`.claims.Claims`)."""

    todo: list[Shard]
    unchanged: Sequence[Shard]  # columns (see ShardColumns): a scheduled cycle has thousands
    failed_before: list[tuple[Shard, str]]
    unplaced: list[Unplaced]
    listed: Stats
    claims: Claims


def same_file(entry: Entry | None, uri: str, stat: storage.FileStat) -> TypeGuard[Entry]:
    """Whether a ledger entry was made from this very file as it is now (location, size, mtime),
    or from the same bytes where the listing gives their SHA-256 (a Hugging Face dataset at a
    new revision: only its changed files are read again). Where the listing gives neither an
    mtime nor a SHA-256 (a Hub file outside LFS), never: a same-size rewrite would pass."""
    if entry is None:
        return False
    if stat.sha256 is not None and (entry.checksum, entry.size) == (stat.sha256, stat.size):
        return True
    if stat.mtime is None:  # a listing with neither: only the bytes can tell (read confirms by checksum)
        return False
    return (entry.source_uri, entry.size, entry.mtime) == (uri, stat.size, stat.mtime)


def _ledger_says(recorded: Recorded, keep_tokens: bool) -> LedgerSays:
    """What detection consults of the snapshot: run names as looked up, the reader of a file
    read under the current rules and unchanged since, and the placings (with ``keep_tokens``,
    less those of files read without the token lane, to be read again)."""
    latest = recorded.snapshot.latest

    @functools.cache
    def by_content() -> dict[str, Key]:  # only a listing that gives SHA-256s (a Hugging Face dataset) asks
        return {e.checksum: e.key for e in latest.values() if e.checksum}

    def reader_of(uri: str, stat: storage.FileStat) -> tuple[str, str] | None:
        key = recorded.shard_of(uri) or (by_content().get(stat.sha256) if stat.sha256 else None)
        entry = latest[key] if key is not None else None
        # a file read under older rules is detected again: a reader may claim it otherwise now
        current = entry is not None and entry.reading == READING
        return (entry.format, entry.run_name) if current and same_file(entry, uri, stat) else None

    names = run_names(lookup=recorded, held_of=lambda run: recorded.holding({run}))
    if not keep_tokens:
        return LedgerSays.of(names, reader_of, recorded.placed)
    lane = frozenset(name for name, reader in READERS.items() if reader.token_lane)
    return LedgerSays.of(names, reader_of, functools.partial(recorded.placed, without_lane=lane))


def _laned_runs(snapshot: Snapshot) -> frozenset[str]:
    """The runs a shard of which was last read with the token lane: the lane is a run's, so its
    new files keep it (a watch or a scheduled ingest not given ``--keep-tokens``)."""
    table = snapshot.table
    if "rows_tokens" not in table.column_names or not table.num_rows:
        return frozenset()
    latest = table.select(["run_id", "rows_tokens"]).take(pa.array(list(snapshot.latest.rows.values()), pa.int64()))
    kept = latest.filter(pc.is_valid(latest.column("rows_tokens")))
    return frozenset(cast("list[str]", kept.column("run_id").to_pylist()))


def reconcile(
    request: IngestRequest, snapshot: Snapshot, listings: Mapping[str, TargetListing], stopwatch: Stopwatch
) -> Reconciled:
    """The request's targets (``listings``) against the ledger's ``snapshot``."""
    recorded = Recorded(snapshot)
    previous = snapshot.latest
    with stopwatch("listing"):
        found = find(request, ledger=_ledger_says(recorded, request.keep_tokens), listings=listings)
    shards, unplaced, unchanged = found.shards, found.unplaced, found.unchanged  # unchanged: the ledger placed them
    listed = Stats(found.stats, unchanged.stats())
    if request.force:
        shards += list(unchanged)
        unchanged = ShardColumns.joined([])
    todo, same, failed_before = [], [], []
    laned = _laned_runs(snapshot) if shards and not request.keep_tokens else frozenset()
    for shard in shards:
        before = previous.get(shard.ledger_key)
        if request.keep_tokens or shard.run_id in laned:
            shard = dataclasses.replace(shard, keep_tokens=True)
        if request.force or not same_file(before, shard.uri, listed[shard.uri]) or before.status is Status.ERROR:
            todo.append(shard)
        elif before.reading != READING:  # read under older rules: read again, to the current ones
            todo.append(shard)
        elif before.status is Status.FAILED and request.retry_failed:
            todo.append(shard)
        elif before.status is Status.FAILED:
            failed_before.append((shard, f"{before.error} (file unchanged since; --retry-failed to try again)"))
        elif before.status is Status.DUPLICATE:
            unplaced.append(Unplaced(shard.uri, before.error or "a duplicate"))
        elif shard.keep_tokens and before.rows_tokens is None and READERS[shard.format].token_lane:
            todo.append(shard)  # read before without the token lane, now kept
        else:
            same.append(shard)
    with stopwatch("claims"):
        # What the lake holds of the runs read now, looked up as their files are claimed; of
        # other runs, only what an ingested file repeats (a note says so).
        runs = {s.run_id for s in todo}
        claims = Claims({}, [s.uri for s in todo], recorded.holders, lookup=recorded.holders_of(runs))
    return Reconciled(todo, ShardColumns.joined([unchanged, same]), failed_before, unplaced, listed, claims)
