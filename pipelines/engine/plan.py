"""Planning: which shards are under the targets, and which of them need reading, decided from
one snapshot of the ledger (new, or location, size or mtime changed, or an attempt that hit an
error); and :func:`preview`, what an ingest would do, for ``tracelake detect``."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TypeGuard

import pyarrow as pa
import pyarrow.compute as pc

from .. import storage
from ..claims import Claims, Content, Holder, Holding, RunContent, contents_of, held_by, repeat_reason
from ..lake import Entry, Lake, Status
from ..lake.ledger import Key, Snapshot
from ..request import IngestRequest
from ..shard import Shard, ShardColumns, Stats
from ..sources import READERS, READING
from ..sources.base import Unplaced
from ..sources.detect import Known, Placings, detect
from ..sources.identity import Lookup, Recorded, RunNames, moved_by_content
from ..sources.listing import TargetListing, list_target
from ..tokens import TokenCounter
from .context import ReadContext
from .report import Outcome, ShardResult


@dataclass(frozen=True)
class Plan:
    """What an ingest will do, decided from one snapshot of the ledger: the shards to read, the
    ones unchanged or failed and unchanged since, the files that cannot be placed, and what
    reading needs (:attr:`context`). Never changed once made; :func:`execute` reads it."""

    context: ReadContext
    todo: list[Shard]
    unchanged: Sequence[Shard]  # columns (see ShardColumns): a scheduled cycle has thousands
    failed_before: list[tuple[Shard, str]]  # unchanged since their content failed: not re-read
    unplaced: list[Unplaced]
    claims: Claims  # who holds which content (see :mod:`..claims`); the ingest's process claims

    @property
    def request(self) -> IngestRequest:
        return self.context.request

    @property
    def lake(self) -> Lake:
        return self.context.lake

    @property
    def stats(self) -> Mapping[str, storage.FileStat]:
        return self.context.stats

    @property
    def latest(self) -> Mapping[Key, Entry]:
        return self.context.latest

    @property
    def committed(self) -> Mapping[Key, Entry]:
        return self.context.committed


def _same_file(entry: Entry | None, uri: str, stat: storage.FileStat) -> TypeGuard[Entry]:
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


def find(
    request: IngestRequest,
    *,
    known: Known = lambda uri, stat: None,
    names: RunNames | None = None,
    placings: Placings | None = None,
    listings: Mapping[str, TargetListing] | None = None,
) -> tuple[list[Shard], list[Unplaced], dict[str, storage.FileStat]]:
    """Every shard under the request's targets (never inside its lake), every file that cannot
    be placed, and the shards' sizes and mtimes (see :mod:`.sources.detect`). With
    ``placings`` (what the ledger says of files placed before), the shards each target took from
    it are left out, in :attr:`Placings.taken`. ``listings``: the targets listed already."""
    shards: list[Shard] = []
    unplaced: list[Unplaced] = []
    stats: dict[str, storage.FileStat] = {}
    seen: dict[tuple[str, str], str] = {}
    taken: set[str] = set()  # the files of the shards earlier targets took from the ledger
    exclude = storage.resolve(request.lake)[1] if request.lake else None
    names = names if names is not None else RunNames()
    for target in request.targets:
        found, skipped, listed = detect(
            target,
            format=request.format,
            run=request.run,
            split=request.split,
            step=request.step,
            known=known,
            exclude=exclude,
            names=names,
            trust_pickles=request.trust_pickles,
            placings=placings,
            target_listing=(listings or {}).get(target),
        )
        unplaced += skipped
        for shard in found:
            first = seen.setdefault(shard.ledger_key, shard.uri)
            if first == shard.uri and shard.uri not in stats and shard.uri not in taken:
                shards.append(shard)
                stats[shard.uri] = listed[shard.uri]
            elif first != shard.uri:  # two copies of one run given at once: read one, say so
                unplaced.append(Unplaced(shard.uri, f"the same shard of run {shard.run_name!r} as {first}"))
        if placings is not None and len(request.targets) > 1:
            placings.taken[-1] = _unseen(placings.taken[-1], seen, stats.keys() | taken, unplaced)
            taken.update(placings.taken[-1].uris)
    return shards, unplaced, stats


def _unseen(taken: ShardColumns, seen: dict[Key, str], had: set[str], unplaced: list[Unplaced]) -> ShardColumns:
    """Of the shards one target took from the ledger, those no earlier target gave (``had``:
    their files), as :func:`find` keeps the first of a shard's files; ``seen`` learns them."""
    keep = []
    for row, (name, run_id, key, uri) in enumerate(
        zip(taken.columns["run_name"], taken.columns["run_id"], taken.columns["key"], taken.uris)
    ):
        first = seen.setdefault((run_id, key), uri)
        if first == uri and uri not in had:
            keep.append(row)
        elif first != uri:
            unplaced.append(Unplaced(uri, f"the same shard of run {name!r} as {first}"))
    return taken.only(keep)


def run_names(
    entries: Iterable[Recorded] = (),
    *,
    lookup: Lookup | None = None,
    held_of: Callable[[str], Iterable[Holding]] = lambda run: (),
) -> RunNames:
    """Run names as the lake's committed ``entries`` gave them, or as ``lookup`` gives them when
    asked (see :mod:`.sources.identity`; an attempt withdrawn for a name clash names nothing);
    ``held_of(run id)``: the run's committed shards, to tell a moved run from another experiment
    (without them, none is taken for moved)."""
    named = {name for name, reader in READERS.items() if reader.run_name is not None}
    return RunNames(
        entries, storage.exists, _launches, lookup=lookup, named=named.__contains__, moved=moved_by_content(held_of)
    )


def _launches(format: str) -> Callable[[str], str | None] | None:
    reader = READERS.get(format)
    return reader.launch_of if reader is not None else None


# Formats whose every file is a launch of its own (see RunNames): each of their entries names one.
LAUNCH_FORMATS = frozenset(name for name, reader in READERS.items() if reader.launch_of is not None)


class _Recorded:
    """A snapshot's committed shards, as run naming looks them up (:class:`RunNames`)."""

    def __init__(self, snapshot: Snapshot):
        self.snapshot = snapshot

    def containing(self, text: str) -> Sequence[Recorded]:
        return self.snapshot.recorded(every=LAUNCH_FORMATS, containing=text)

    def of_run(self, name: str) -> Sequence[Recorded]:
        return self.snapshot.recorded(every=LAUNCH_FORMATS, run_name=name)

    def of_id(self, run_id: str) -> Sequence[Recorded]:
        return self.snapshot.recorded(every=LAUNCH_FORMATS, run_id=run_id)


def preview(request: IngestRequest) -> tuple[list[Shard], list[Unplaced], dict[str, storage.FileStat]]:
    """What :func:`ingest` would read and skip, without writing: :func:`find`'s answer, with
    the files that repeat another shard of their run (their records already held) moved to the
    skipped ones, as the ingest would report them. Only files of a size another file of their
    run has (in the listing or the lake) are read: a copy has its original's size."""
    lake = Lake(request.lake)
    lake.check()
    committed = lake.ledger.latest()[1] if lake.exists() else {}
    by_run: dict[str, list[Entry]] = {}
    for entry in committed.values():
        by_run.setdefault(entry.run_id, []).append(entry)
    names = run_names(committed.values(), held_of=lambda run: by_run.get(run, []))
    shards, unplaced, stats = find(request, names=names)
    sizes: dict[tuple[str, int], list[Entry | Shard]] = {}
    for entry in committed.values():
        sizes.setdefault((entry.run_id, entry.size), []).append(entry)
    for shard in shards:
        sizes.setdefault((shard.run_id, stats[shard.uri].size), []).append(shard)
    suspects = [s for s in shards if len(sizes[(s.run_id, stats[s.uri].size)]) > 1]
    held = held_by(e for group in sizes.values() if len(group) > 1 for e in group if isinstance(e, Entry))
    claims = Claims(held, [s.uri for s in suspects])
    repeats: dict[str, str] = {}
    for shard in sorted(suspects, key=lambda s: s.uri):
        fs, path = storage.resolve(shard.uri)
        try:
            checksum, digest = storage.file_contents(fs, path, lines=READERS[shard.format].read is not None)
        except (OSError, storage.SourceError):
            continue  # the ingest reports it as failed
        holder = claims.claim(shard.ledger_key, shard.uri, contents_of(checksum, digest))
        if holder is not None:
            repeats[shard.uri] = holder
    unplaced += [Unplaced(uri, repeat_reason(holder)) for uri, holder in repeats.items()]
    return [s for s in shards if s.uri not in repeats], unplaced, stats


def plan(request: IngestRequest) -> Plan:
    tokens = TokenCounter(request.tokenizer) if request.tokenizer else None  # a bad path fails before any work
    lake = Lake(request.lake)
    lake.check()
    lake.require_writable()
    lake.require_no_links()  # an ingest writes and deletes in its runs' folders: none may lead out
    with ThreadPoolExecutor(1, thread_name_prefix="tracelake-ledger") as pool:
        # The ledger is read while the targets are listed: both grow with the run, and each
        # mostly waits (on Parquet decoding, on `stat`) without the GIL (bench/planning.py).
        reading = pool.submit(lake.ledger.snapshot)
        with lake.stopwatch("listing"):
            listings = {target: list_target(target) for target in dict.fromkeys(request.targets)}
        with lake.stopwatch("ledger read"):
            snapshot = reading.result()
    previous, committed = snapshot.latest, snapshot.committed

    by_uri = _KeysByUri(snapshot)

    @functools.cache
    def by_content() -> dict[str, Key]:  # only a listing that gives SHA-256s (a Hugging Face dataset) asks
        return {e.checksum: e.key for e in previous.values() if e.checksum}

    def known(uri: str, stat: storage.FileStat) -> tuple[str, str] | None:
        key = by_uri.get(uri) or (by_content().get(stat.sha256) if stat.sha256 else None)
        entry = previous[key] if key is not None else None
        # a file read under older rules is detected again: a reader may claim it otherwise now
        current = entry is not None and entry.reading == READING
        return (entry.format, entry.run_name) if current and _same_file(entry, uri, stat) else None

    placings = Placings(lambda digest: snapshot.placed(digest, READING))
    with lake.stopwatch("listing"):
        names = run_names(lookup=_Recorded(snapshot), held_of=lambda run: snapshot.holding({run}))
        shards, unplaced, stats = find(request, known=known, names=names, placings=placings, listings=listings)
    settled = ShardColumns.joined(placings.taken)  # unchanged: the ledger placed them
    listed = Stats(stats, settled.stats())
    if request.force:
        shards += list(settled)
        settled = ShardColumns.joined([])
    todo, unchanged, failed_before = [], [], []
    for shard in shards:
        before = previous.get(shard.ledger_key)
        if request.force or not _same_file(before, shard.uri, listed[shard.uri]) or before.status is Status.ERROR:
            todo.append(shard)
        elif before.reading != READING:  # read under older rules: read again, to the current ones
            todo.append(shard)
        elif before.status is Status.FAILED and request.retry_failed:
            todo.append(shard)
        elif before.status is Status.FAILED:
            failed_before.append((shard, f"{before.error} (file unchanged since; --retry-failed to try again)"))
        elif before.status is Status.DUPLICATE:
            unplaced.append(Unplaced(shard.uri, before.error or "a duplicate"))
        else:
            unchanged.append(shard)
    with lake.stopwatch("claims"):
        # What the lake holds of the runs read now, looked up as their files are claimed; of
        # other runs, only what an ingested file repeats (a note says so).
        runs = {s.run_id for s in todo}
        claims = Claims({}, [s.uri for s in todo], holders(snapshot), lookup=_RunHolders(snapshot, runs))
    context = ReadContext(request, lake, committed, previous, listed, tokens)
    return Plan(context, todo, ShardColumns.joined([settled, unchanged]), failed_before, unplaced, claims)


class _KeysByUri:
    """The shard of each file's latest ledger entry, by the file's URI: looked up one at a time
    in the ledger's columns (~20 us each) for the first ``_LOOKUPS``, then indexed at once (~1
    ms at 3,000 files). Only files detected again ask: a cycle's new file or two, or every file
    of a run placed under another target."""

    def __init__(self, snapshot: Snapshot):
        self.snapshot = snapshot
        self._asked = 0
        self._uris: pa.Array | None = None
        self._keys: list[Key] = []
        self._index: dict[str, Key] | None = None

    def get(self, uri: str) -> Key | None:
        rows = self.snapshot.latest.rows
        if self._index is None and self._asked < _LOOKUPS:
            self._asked += 1
            if self._uris is None:
                self._keys = list(rows)
                self._uris = self.snapshot.table.column("source_uri").take(pa.array(list(rows.values()), pa.int64()))
            found = pc.indices_nonzero(pc.equal(self._uris, uri)).to_pylist()
            return self._keys[found[-1]] if found else None  # the last, as the index keeps it
        if self._index is None:
            self._index = dict(zip(self.snapshot.columns(rows.values(), ["source_uri"])[0], rows))
        return self._index.get(uri)


# Claims a plan looks up one by one in the ledger's columns (~0.1 ms each, whatever the run's
# size) before it indexes every content of the runs read (~2 us a shard): a cycle claims a
# file or two of a long run, a first ingest thousands.
_LOOKUPS = 16


class _RunHolders:
    """What the ledger's committed shards of ``runs`` hold of the contents asked for (see
    :class:`Claims`)."""

    def __init__(self, snapshot: Snapshot, runs: set[str]):
        self.snapshot, self.runs = snapshot, runs
        self._asked = 0
        self._index: dict[RunContent, Holder] | None = None

    def __call__(self, wanted: list[RunContent]) -> dict[RunContent, Holder]:
        if self._index is None and self._asked < _LOOKUPS:
            self._asked += 1
            checksums = {digest for _, kind, digest in wanted if kind == "bytes"}
            digests = {digest for _, kind, digest in wanted if kind == "lines"}
            found = held_by(self.snapshot.holding_any(checksums, digests, {run for run, _, _ in wanted}))
            return {key: found[key] for key in wanted if key in found}
        if self._index is None:
            self._index = held_by(self.snapshot.holding(self.runs))
        return {key: self._index[key] for key in wanted if key in self._index}


def holders(snapshot: Snapshot) -> Callable[[set[Content]], dict[RunContent, Holder]]:
    """What the ledger's committed shards hold of some contents, in any run."""

    def of(contents: set[Content]) -> dict[RunContent, Holder]:
        checksums = {digest for kind, digest in contents if kind == "bytes"}
        digests = {digest for kind, digest in contents if kind == "lines"}
        return held_by(snapshot.holding_any(checksums, digests))

    return of


def settled_results(plan_: Plan) -> list[ShardResult]:
    """Results of the shards the plan failed before and does not read (failed, unchanged since);
    the unchanged ones' are made when a report is asked for them (:attr:`Report.settled`)."""
    return [ShardResult(s, Outcome.FAILED, error=e, standing=True) for s, e in plan_.failed_before]
