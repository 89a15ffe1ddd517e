"""Detection of one target: every file under it is given a reader (:mod:`.readers`), the
rules between files applied (:mod:`.rules`), and each kept file placed in a run, step, split
and shard key (:mod:`.place`); unchanged files take their placing from the ledger
(:mod:`.unchanged`). A copy of a run folder beside the original repeats its records: reported,
not ingested twice (:mod:`.claims`, when the ingest reads it)."""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from dataclasses import dataclass, field

import pyarrow as pa

from .. import storage
from ..errors import UserError
from ..shard import Shard, ShardColumns
from ..sources import READERS, READING
from ..sources.base import Unplaced
from .identity import RunNames
from .listing import TargetListing, list_target
from .place import PlaceOptions, Placer
from .readers import Inside, ReaderRules, RecordedReader, sort_files
from .rules import apply_rules
from .unchanged import placing_digest, unchanged_files


@dataclass(frozen=True)
class LedgerSays:
    """What the lake's ledger says, as detection consults it: the runs' names, the reader and
    run recorded for a file as it is now, and the placings recorded under a digest (without
    them every file is detected)."""

    names: RunNames
    reader_of: RecordedReader = lambda uri, stat: None
    placed: Callable[[str], pa.Table] | None = None

    @staticmethod
    def of(names: RunNames, reader_of: RecordedReader, placed: Callable[[str, int], pa.Table]) -> LedgerSays:
        """With the placings read once per digest, under the current rules."""
        return LedgerSays(names, reader_of, functools.cache(lambda digest: placed(digest, READING)))


@dataclass
class Detected:
    """What detection made of a target: the shards to consider, the files it cannot place
    (with why), each shard's size and mtime as listed, and the unchanged files placed as the
    ledger recorded them (not among ``shards``)."""

    shards: list[Shard]
    unplaced: list[Unplaced]
    stats: dict[str, storage.FileStat]
    unchanged: ShardColumns = field(default_factory=lambda: ShardColumns.joined([]))
    needs_all: bool = False  # a shard key's clash: only full detection answers


def _detect_files(
    fs: storage.FileSystem,
    top: str,
    listing: storage.Listing,
    unchanged: ShardColumns,
    rules: ReaderRules,
    names: RunNames,
    options: PlaceOptions,
    digest: str,
) -> Detected:
    """Detection of ``listing``, beside the ``unchanged`` files of the same target."""
    sorted_ = sort_files(fs, listing, rules, unchanged)
    found, unchanged, skipped = apply_rules(sorted_.found, unchanged)
    unplaced = sorted_.unplaced + skipped
    placer = Placer(fs, top, names, options, digest=digest, unchanged=unchanged if found else None)
    shards: list[Shard] = []
    stats: dict[str, storage.FileStat] = {}
    for file in found:
        placed = placer.shard(file)
        if isinstance(placed, Unplaced):
            unplaced.append(placed)
        else:
            shards.append(placed)
            stats[file.uri] = file.stat
    # A file detected now that sorts before the unchanged file holding its shard key takes the
    # key in full detection, and the unchanged one is skipped: that needs every file detected.
    paths = dict(zip(unchanged.uris, unchanged.columns["path"])) if placer.clashes else {}
    needs_all = any(file.path < paths[other] for file, other in placer.clashes if other in paths)
    return Detected(shards, unplaced, stats, unchanged, needs_all)


def detect(
    target: str,
    *,
    format: str | None = None,
    run: str | None = None,
    split: str | None = None,
    step: int | None = None,
    exclude: str | None = None,
    trust_pickles: bool = False,
    ledger: LedgerSays | None = None,
    listing: TargetListing | None = None,
) -> Detected:
    """Shards under ``target``, the files that cannot be placed, and each shard's size and
    mtime as listed; ``format``, ``run``, ``split``, ``step``: the user's (every shard's).
    Files under ``exclude`` (the lake itself, when it lies inside the tree) are not looked at.
    A pickled format's files are read only when ``trust_pickles``. ``ledger``: what the lake
    says (its run names; unchanged files are then placed as recorded and returned apart).
    ``listing``: the target's :func:`list_target`, where the caller listed it already."""
    if format is not None and format not in READERS:
        raise UserError(f"unknown format {format!r}; known: {', '.join(READERS)}")
    fs, root, files, top = listing if listing is not None else list_target(target)
    local = storage.is_local(fs)
    digest = placing_digest(storage.uri(fs, root), options=(format, run, split, step, exclude, trust_pickles))
    if exclude and local:
        exclude = os.path.realpath(exclude)
    ledger = ledger if ledger is not None else LedgerSays(RunNames())
    rules = ReaderRules(
        local, Inside(exclude, local) if exclude else None, READERS[format] if format is not None else None,
        trust_pickles, ledger.reader_of,
    )  # fmt: skip
    options = PlaceOptions(run, split, step)
    none = ShardColumns.joined([])
    unchanged, rest = (
        (none, files) if ledger.placed is None else unchanged_files(fs, files, ledger.placed(digest), digest)
    )
    detected = _detect_files(fs, top, rest, unchanged, rules, ledger.names, options, digest)
    if detected.needs_all:
        detected = _detect_files(fs, top, files, none, rules, ledger.names, options, digest)
    detected.shards.sort(key=lambda s: (s.run_name, s.split, s.step if s.step is not None else -1, s.path))
    return detected
