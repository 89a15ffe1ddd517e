"""Every target of a request detected, as one ingest sees them: the run names shared across
targets, a shard two targets give read once, and :func:`preview`, what an ingest would do,
for ``tracelake detect``."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from .. import digests, storage
from ..lake import Entry, Lake
from ..lake.ledger import Key
from ..request import IngestRequest
from ..shard import Shard, ShardColumns
from ..sources import READERS
from ..sources.base import Unplaced
from .claims import Claims, Holding, contents_of, held_by, repeat_reason
from .detect import Detected, LedgerSays, detect
from .identity import Lookup, NamingEntry, RunNames, moved_by_content
from .listing import TargetListing


def find(
    request: IngestRequest,
    *,
    ledger: LedgerSays | None = None,
    listings: Mapping[str, TargetListing] | None = None,
) -> Detected:
    """Every shard under the request's targets (never inside its lake), every file that cannot
    be placed, and the shards' sizes and mtimes (see :mod:`.detect`); with ``ledger``, the
    unchanged files apart, each once. ``listings``: the targets listed already."""
    found = Detected([], [], {})
    unchanged: list[ShardColumns] = []
    seen: dict[Key, str] = {}
    taken: set[str] = set()  # the files of the shards earlier targets took from the ledger
    exclude = storage.resolve(request.lake)[1] if request.lake else None
    ledger = ledger if ledger is not None else LedgerSays(RunNames())
    for target in request.targets:
        detected = detect(
            target, format=request.format, run=request.run, split=request.split, step=request.step, exclude=exclude,
            trust_pickles=request.trust_pickles, ledger=ledger, listing=(listings or {}).get(target),
        )  # fmt: skip
        found.unplaced += detected.unplaced
        for shard in detected.shards:
            first = seen.setdefault(shard.ledger_key, shard.uri)
            if first == shard.uri and shard.uri not in found.stats and shard.uri not in taken:
                found.shards.append(shard)
                found.stats[shard.uri] = detected.stats[shard.uri]
            elif first != shard.uri:  # two copies of one run given at once: read one, say so
                found.unplaced.append(Unplaced(shard.uri, f"the same shard of run {shard.run_name!r} as {first}"))
        if len(request.targets) > 1:
            detected.unchanged = _unseen(detected.unchanged, seen, found.stats.keys() | taken, found.unplaced)
            taken.update(detected.unchanged.uris)
        unchanged.append(detected.unchanged)
    found.unchanged = ShardColumns.joined(unchanged)
    return found


def _unseen(unchanged: ShardColumns, seen: dict[Key, str], had: set[str], unplaced: list[Unplaced]) -> ShardColumns:
    """Of the shards one target took from the ledger, those no earlier target gave (``had``:
    their files), as :func:`find` keeps the first of a shard's files; ``seen`` learns them."""
    keep = []
    for row, (name, run_id, key, uri) in enumerate(
        zip(unchanged.columns["run_name"], unchanged.columns["run_id"], unchanged.columns["key"], unchanged.uris)
    ):
        first = seen.setdefault((run_id, key), uri)
        if first == uri and uri not in had:
            keep.append(row)
        elif first != uri:
            unplaced.append(Unplaced(uri, f"the same shard of run {name!r} as {first}"))
    return unchanged.only(keep)


def run_names(
    entries: Iterable[NamingEntry] = (),
    *,
    lookup: Lookup | None = None,
    held_of: Callable[[str], Iterable[Holding]] = lambda run: (),
) -> RunNames:
    """Run names as the lake's committed ``entries`` gave them, or as ``lookup`` gives them when
    asked (see :mod:`.identity`; an attempt withdrawn for a name clash names nothing);
    ``held_of(run id)``: the run's committed shards, to tell a moved run from another experiment
    (without them, none is taken for moved)."""
    named = {name for name, reader in READERS.items() if reader.run_name is not None}
    return RunNames(
        entries, storage.exists, _launches, lookup=lookup, named=named.__contains__, moved=moved_by_content(held_of)
    )


def _launches(format: str) -> Callable[[str], str | None] | None:
    reader = READERS.get(format)
    return reader.launch_of if reader is not None else None


def preview(request: IngestRequest) -> Detected:
    """What an ingest would read and skip, without writing: :func:`find`'s answer, with the
    files that repeat another shard of their run (their records already held) moved to the
    skipped ones, as the ingest would report them. Only files of a size another file of their
    run has (in the listing or the lake) are read: a copy has its original's size."""
    lake = Lake(request.lake)
    lake.check()
    committed = lake.ledger.latest()[1] if lake.exists() else {}
    by_run: dict[str, list[Entry]] = {}
    for entry in committed.values():
        by_run.setdefault(entry.run_id, []).append(entry)
    names = run_names(committed.values(), held_of=lambda run: by_run.get(run, []))
    found = find(request, ledger=LedgerSays(names))
    shards, stats = found.shards, found.stats
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
            checksum, digest = digests.file_contents(fs, path, lines=READERS[shard.format].read is not None)
        except (OSError, storage.SourceError):
            continue  # the ingest reports it as failed
        holder = claims.claim(shard.ledger_key, shard.uri, contents_of(checksum, digest))
        if holder is not None:
            repeats[shard.uri] = holder
    unplaced = found.unplaced + [Unplaced(uri, repeat_reason(holder)) for uri, holder in repeats.items()]
    return Detected([s for s in shards if s.uri not in repeats], unplaced, stats)
