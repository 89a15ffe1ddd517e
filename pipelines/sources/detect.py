"""What is under a path: every file is given a reader, a run, a split and a step, or is listed
with the reason it cannot be placed. Nothing is read beyond each file's first line.

- Reader: the first in ``sources.READERS`` that takes the file's suffix and whose ``sniff``
  claims it (from its name and first record), unless ``--reader`` names one. A file whose first record cannot be read
  (corrupt, empty) goes to the first reader that finds a step in its name, so that it is
  reported as a failed shard; a file the ledger already holds with the same size and mtime
  keeps its reader without being opened.
- Run: the folder right below the last ``rollouts``, ``runs``, ``eval`` (or ``evals``,
  ``evaluation``, ``val``, ``validation``) folder of the file's path, from the given path's
  parent down; else the nearest folder
  holding the file that is not a step or checkpoint folder (``global_step_120``, ``step_5``,
  ``checkpoint-3``...); a generic dump folder (``rollout_data``, ``train_rollout``,
  ``rollout_generations``, ``profile``...) passes the name on to its parent; a time stamp folder
  is one launch, a run of its own named after the experiment above it and the stamp
  (``verl/profile/packed_length_log/20260610_092349`` is run ``verl/20260610_092349``); or
  ``--run``. So ``rollouts/<run>/12.jsonl``,
  ``eval/<run>/global_step_120/metrics.json`` and ``eval/<run>/trajectories/step_5.jsonl`` all
  belong to ``<run>``.
- Split: ``val`` when a folder from the given path down is named eval, evals, evaluation, val or
  validation; else ``train``; or ``--split``.
- Step: ``--step``; else from the file name (``12.jsonl``, ``step_00012.jsonl``,
  ``global_step_12.jsonl``); else from a step or checkpoint folder; else the reader's default
  (``Reader.default_step``: Harbor exports, 0); else from each record (the reader's business).
- Run, for a reader whose files name it (Harbor's ``run_id`` column): that name, unless
  ``--run``; the same name given by files of another folder is another run, named apart.
- Two folders that give one run name are two runs (:mod:`.identity`: the second takes its
  parent's name too, ``b/exp1``); a folder the lake has seen keeps its run's name.
- Shard key: split and the path within the run folder, compression suffix dropped: a file
  gzip'd in place is the same shard, and so is a file of a run folder that moved (its old
  folder gone, the run keeps its name). A copy of a run folder beside the original repeats
  its records: reported, not ingested twice (:mod:`pipelines.claims`).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

import pyarrow as pa
import pyarrow.compute as pc

from .. import storage
from ..errors import UserError
from ..ids import STEP_FOLDER, VAL_FOLDERS, run_folder
from ..shard import ShardColumns
from . import ANY_NOT_TRACE, NOT_TRACES, READERS, READING, SIDE_FILES
from .base import Reader, Shard, Unplaced
from .heads import NO_RECORDS, Skip, claimed_by, read_head
from .identity import RunNames, launch_source
from .listing import TargetListing, list_target
from .near import near_miss

# SkyRL names its eval dumps global_step_N_evals/ (and its rollouts global_step_N_rollouts/).
DATA_SUFFIXES = tuple(dict.fromkeys(suffix for reader in READERS.values() for suffix in reader.suffixes))
NAMED_READERS = tuple(reader for reader in READERS.values() if reader.names is not None)
Known = Callable[[str, storage.FileStat], "tuple[str, str] | None"]


# A file whose first record cannot be read is still a shard (reported as failed when read), of
# the reader its readable siblings have for that kind of file, else of the first whose file
# names give a step.
@dataclass(frozen=True)
class _Unreadable:
    """A file whose first record cannot be read, and why."""

    reason: str


def _reader_of_unreadable(name: str, siblings: list[Reader]) -> Reader | None:
    plain = storage.without_compression(name)
    for reader in siblings:
        if reader.takes(plain):  # e.g. a corrupt Parquet file among Harbor exports
            return reader
    for reader in READERS.values():
        if reader.step_of(name) is not None:
            return reader
    return None


def _choose(
    fs: storage.FileSystem, path: str, name: str, uri: str, stat: storage.FileStat, known: Known, forced: Reader | None
) -> tuple[Reader | Skip | _Unreadable, str | None]:
    """(the reader for a file or why there is none, the run its content names if any); for a
    file whose head cannot be read, (:class:`_Unreadable`, None)."""
    if forced is not None and forced.run_name is None:
        return forced, None  # nothing to learn from opening the file
    previous = known(uri, stat)
    if previous and previous[0] in READERS and forced in (None, READERS[previous[0]]):
        reader = READERS[previous[0]]
        return reader, previous[1] if reader.run_name is not None else None
    head = read_head(fs, path, name)
    if isinstance(head, Skip):
        return head, None
    if isinstance(head, str):
        return (forced, None) if forced else (_Unreadable(head), None)  # why it cannot be read, for the listing
    sniffed = forced or claimed_by(head)
    side = (
        next((why for known_side in SIDE_FILES if (why := known_side(head)) is not None), None) if not sniffed else None
    )
    if side is not None:
        return Skip(side), None
    if sniffed is None:
        # records no reader took: JSON, a table or rows (a log or an archive may hold none)
        records = not storage.without_compression(name).endswith(NO_RECORDS)
        return Skip(near_miss(head), unread=records), None
    return sniffed, sniffed.run_name(head) if sniffed.run_name is not None else None


class _Inside:
    """Whether a listed path lies in ``folder`` (the lake); locally after resolving links, so a
    lake reached through a symlink inside the ingested tree is not read as a source. Each folder
    is resolved once: a scheduled ingest lists every file of its runs each cycle, and resolving
    each file's whole path was a quarter of detection."""

    def __init__(self, folder: str, local: bool):
        self.prefix, self.folder, self.local = folder.rstrip("/") + "/", folder, local
        self._folders: dict[str, str] = {}

    def __call__(self, path: str, listed: storage.Listed) -> bool:
        if self.local:
            parent, _, name = path.rpartition("/")
            if listed.link or not parent or name in (".", ".."):
                path = os.path.realpath(path)
            else:
                real = self._folders.get(parent)
                if real is None:
                    real = self._folders[parent] = os.path.realpath(parent)
                path = f"{real.rstrip('/')}/{name}"
        return path == self.folder or path.startswith(self.prefix)


class _Found(NamedTuple):  # a tuple: a scheduled ingest finds every file of its runs each cycle
    """A listed file a reader takes, before it is placed in a run: where it is, its reader,
    and the run its content names, if any."""

    path: str
    uri: str
    stat: storage.FileStat
    reader: Reader
    named_run: str | None = None

    @property
    def name(self) -> str:
        return self.path.rsplit("/", 1)[-1]

    @property
    def folder(self) -> str:
        return self.path.rsplit("/", 1)[0]


def _latest_cumulative(chosen: list[_Found]) -> tuple[list[_Found], list[Unplaced]]:
    """Of a reader's cumulative files (:attr:`Reader.cumulative`) in the step folders under one
    folder, the one of the greatest step (it holds the others); the others, with why skipped."""
    latest: dict[tuple[str, str], tuple[int, str]] = {}
    for found in chosen:
        if not found.reader.cumulative:
            continue
        folder, _, step_folder = found.folder.rpartition("/")
        match = STEP_FOLDER.fullmatch(step_folder)
        if found.name in dict(found.reader.cumulative) and match:
            key = (folder, found.name)
            latest[key] = max(latest.get(key, (-1, "")), (int(match[1]), found.uri))
    if not latest:
        return chosen, []
    keep, skipped = [], []
    for found in chosen:
        holder = latest.get((found.folder.rpartition("/")[0], found.name))
        if holder is not None and holder[1] != found.uri:
            why = dict(found.reader.cumulative)[found.name]
            skipped.append(Unplaced(found.uri, f"{why}: {holder[1]} holds it too"))
        else:
            keep.append(found)
    return keep, skipped


def _covered(chosen: list[_Found], settled: ShardColumns | None = None) -> tuple[list[_Found], list[Unplaced]]:
    """Files whose every record another listed file holds (:attr:`Reader.covered_by`): skipped,
    saying where. ``settled``: the listing's files taken from the ledger, holders too."""
    uris = {found.path: found.uri for found in chosen}
    if settled is not None and len(settled) and any(found.reader.covered_by is not None for found in chosen):
        uris = dict(zip(settled.columns["path"], settled.uris)) | uris
    keep, skipped = [], []
    for found in chosen:
        holder = found.reader.covered_by(found.path) if found.reader.covered_by is not None else None
        if holder is not None and holder in uris:
            skipped.append(Unplaced(found.uri, f"a subset of {uris[holder]}: its records are read there, once"))
        else:
            keep.append(found)
    return keep, skipped


def _untrusted(reader: Reader) -> str:
    return (
        f"a {reader.format} pickle: loading a pickle can run code, so it is not read without --trust-pickles "
        "(which builds plain values only)"
    )


def _not_a_data_file(path: str, listed: storage.Listed, local: bool) -> str | None:
    """Why a listed path is no file to read (hidden, no regular file, a side file, a kind of
    file no reader takes), or None."""
    name = path.rsplit("/", 1)[-1]
    if name.startswith("."):
        return "hidden file"
    if listed.kind == storage.UNLISTED:
        return "a folder this user may not list: its files are not read (the next ingest tries it again)"
    if listed.kind != "file":  # a FIFO would block the read forever
        dangling = local and os.path.islink(path) and not os.path.exists(path)
        why = (
            "a symbolic link to nothing (dangling, or a loop)"
            if dangling
            else "not a regular file (a pipe, socket or device)"
        )
        return f"{why}: not read"
    if ANY_NOT_TRACE.search(path):
        return next(reason for pattern, reason in NOT_TRACES.items() if pattern.search(path))
    plain = storage.without_compression(name)
    if not plain.endswith(DATA_SUFFIXES) and not any(reader.takes(plain) for reader in NAMED_READERS):
        return f"no reader takes this kind of file ({', '.join(DATA_SUFFIXES)})"
    return None


@dataclass
class _Listed:
    """What one target's listing gave: the files readers take, those whose head cannot be read
    (placed by their siblings' reader), and the files that cannot be placed."""

    chosen: list[_Found] = field(default_factory=list)
    unreadable: list[tuple[str, str, storage.FileStat, str]] = field(default_factory=list)
    unplaced: list[Unplaced] = field(default_factory=list)


def _sort(
    fs: storage.FileSystem,
    listing: storage.Listing,
    excluded: _Inside | None,
    local: bool,
    known: Known,
    forced: Reader | None,
    trust_pickles: bool,
    settled: ShardColumns | None = None,
) -> _Listed:
    """Each listed file's reader, or why it has none (see :func:`detect`); ``settled``: the
    files of the same listing taken from the ledger, as siblings of an unreadable file."""
    listed = _Listed()
    readers_in: dict[str, list[Reader]] = {}  # per folder: what an unreadable file there takes
    for row, path in enumerate(listing.paths):  # sorted by path
        entry = listing.entry(row)
        if excluded is not None and excluded(path, entry):
            continue
        uri = storage.uri(fs, path)
        why = _not_a_data_file(path, entry, local)
        if why is not None:
            listed.unplaced.append(Unplaced(uri, why, unread=entry.kind == storage.UNLISTED))
            continue
        stat = entry.stat
        reader, named_run = _choose(fs, path, path.rsplit("/", 1)[-1], uri, stat, known, forced)
        if isinstance(reader, Reader) and reader.pickled and not trust_pickles:
            listed.unplaced.append(Unplaced(uri, _untrusted(reader), unread=True))
        elif isinstance(reader, Skip):
            listed.unplaced.append(Unplaced(uri, reader.reason, unread=reader.unread))
        elif isinstance(reader, _Unreadable):
            listed.unreadable.append((path, uri, stat, reader.reason))
        else:
            listed.chosen.append(_Found(path, uri, stat, reader, named_run))
            readers_in.setdefault(path.rsplit("/", 1)[0], []).append(reader)
    if listed.unreadable and settled is not None:
        for path, format in zip(settled.columns["path"], settled.columns["format"]):
            readers_in.setdefault(path.rsplit("/", 1)[0], []).append(READERS[format])
    for path, uri, stat, reason in listed.unreadable:
        siblings = readers_in.get(path.rsplit("/", 1)[0], [])
        fallback = _reader_of_unreadable(
            path.rsplit("/", 1)[-1], sorted(set(siblings), key=siblings.count, reverse=True)
        )
        if fallback is None:
            listed.unplaced.append(Unplaced(uri, reason, unread=reason != "empty file"))
        else:
            listed.chosen.append(_Found(path, uri, stat, fallback))
    return listed


@dataclass(frozen=True)
class _Place:
    """What a file's folder says, the same for every file of that folder: the folders from the
    given path down (where a split shows), its ancestors, where its run is and its name."""

    folders: list[str]
    ancestors: list[str]
    run_at: int
    derived: str
    named_from: int
    in_val: bool  # a folder on the way names the validation split


class _Placer:
    """Shards from found files: each file's run, step, split and key (see :func:`detect`),
    worked out once per folder (a scheduled ingest lists thousands of a run's files)."""

    def __init__(
        self,
        fs: storage.FileSystem,
        top: str,
        names: RunNames,
        *,
        run: str | None,
        split: str | None,
        step: int | None,
        digest: str | None = None,
    ):
        self.fs, self.names, self.digest = fs, names, digest
        self.run, self.split, self.step = run, split, step
        # Runs and shards are named from the paths less any revision, so that one Hugging Face
        # dataset gives the same runs and shard keys at every revision.
        self.top = storage.without_revision(fs, top)
        self.places: dict[tuple[str, int], _Place] = {}
        self.folder_runs: dict[tuple[str, int], tuple[str, str | None]] = {}  # (run name, run folder if fresh)
        self.keys = _ShardKeys()
        self.clashes: list[tuple[_Found, str]] = []  # a file, and the file that took its shard key first

    def _place(self, named_path: str, above: int) -> _Place:
        key = (named_path.rpartition("/")[0], above)
        if key not in self.places:
            folders = [self.top.rsplit("/", 1)[-1], *named_path[len(self.top) + 1 :].split("/")[:-1]]
            ancestors = named_path.split("/")[:-1]
            of_run = ancestors[: len(ancestors) - above] if above < len(ancestors) else ancestors
            first = len(self.top.split("/")) - 2
            in_val = any(f.lower() in VAL_FOLDERS for f in folders)
            self.places[key] = _Place(folders, ancestors, *run_folder(of_run, first=first), in_val=in_val)
        return self.places[key]

    def _run(self, found: _Found, place: _Place, key: tuple[str, int]) -> tuple[str, str | None]:
        """(the run's name, its folder when this ingest names it after the folder)."""
        if self.run:
            return self.run, None
        reader = found.reader
        launch = reader.launch_of(found.name) if reader.launch_of is not None else None
        if launch is None and found.named_run is None and key in self.folder_runs:
            return self.folder_runs[key]
        folder = storage.uri(self.fs, "/".join(place.ancestors[: place.run_at + 1]) or "/")
        if found.named_run is not None:  # its folder and the name it gives are its identity
            parents = [a for a in reversed(place.ancestors[: place.run_at + 1]) if a]
            source = launch_source(folder, found.named_run)
            return self.names.name(folder, found.named_run, parents, source=source), None
        parents = [a for a in reversed(place.ancestors[: place.named_from]) if a]
        if launch is not None:  # a run of its own in its folder: named apart, clashes checked by name
            source = launch_source(folder, launch)
            return self.names.name(found.uri, f"{place.derived or 'run'}/{launch}", parents, source=source), None
        named = self.names.name(folder, place.derived or "run", parents)  # the first file of the folder's run
        self.folder_runs[key] = (named, folder if self.names.is_fresh(folder) else None)
        return self.folder_runs[key]

    def _step(self, found: _Found, place: _Place) -> int | None:
        shard_step = self.step if self.step is not None else found.reader.step_of(found.name)
        if shard_step is None:
            own = found.reader.step_folder
            folder_steps = [
                int(m[1])
                for a in place.ancestors[place.run_at + 1 :]
                if (m := STEP_FOLDER.fullmatch(a) or (own.fullmatch(a) if own is not None else None))
            ]
            shard_step = folder_steps[-1] if folder_steps else found.reader.default_step
        return shard_step

    def shard(self, found: _Found) -> Shard | Unplaced:
        reader = found.reader
        named_path = storage.without_revision(self.fs, found.path)
        above = reader.folders_above(named_path)
        place = self._place(named_path, above)
        run_name, run_folder = self._run(found, place, (named_path.rpartition("/")[0], above))
        shard_step = self._step(found, place)
        if shard_step is not None and not 0 <= shard_step < 2**63:
            return Unplaced(found.uri, f"step {shard_step} from its name is out of range (0 to 2^63-1)", unread=True)
        named_split = reader.split_of(named_path) if reader.split_of is not None else None
        shard_split = self.split or named_split or ("val" if place.in_val else "train")
        within_run = "/".join(place.ancestors[place.run_at + 1 :] + [storage.without_compression(found.name)])
        # A cumulative file, whichever step folder holds it: a later copy replaces its rows.
        if reader.cumulative and found.name in dict(reader.cumulative):
            within_run = found.name
        key = f"{shard_split}:{within_run}"
        other = self.keys.taken((run_name, key), found.uri)
        if other != found.uri:
            self.clashes.append((found, other))
            return Unplaced(found.uri, f"the same shard as {other} (a compressed copy?)")
        return Shard(
            uri=found.uri, path=found.path, format=reader.format, run_name=run_name, step=shard_step,
            split=shard_split, key=key, run_folder=run_folder, placed_by=self.digest,
            run_id=self.names.id_of(run_name),
        )  # fmt: skip


class _ShardKeys:
    """Which file holds each (run name, shard key): the files taken from the ledger
    (:attr:`settled`) first, then those placed now. A settled key is looked up in its columns
    (~40 us at 3,000 files) for the first few files placed, then indexed at once (~0.8 ms): a
    cycle places a new file or two beside its run's thousands."""

    LOOKUPS = 16

    def __init__(self) -> None:
        self.settled: ShardColumns | None = None
        self._placed: dict[tuple[str, str], str] = {}
        self._asked = 0
        self._index: dict[tuple[str, str], str] | None = None

    def taken(self, key: tuple[str, str], uri: str) -> str:
        """The file holding ``key``: ``uri`` where no file holds it yet (it does now)."""
        held = self._placed.get(key) or self._in_settled(key)
        if held is None:
            held = self._placed[key] = uri
        return held

    def _in_settled(self, key: tuple[str, str]) -> str | None:
        if self.settled is None or not len(self.settled):
            return None
        names, keys, uris = self.settled.columns["run_name"], self.settled.columns["key"], self.settled.uris
        if self._index is None and self._asked < self.LOOKUPS:
            self._asked += 1
            held, at = None, -1
            with contextlib.suppress(ValueError):
                while True:  # the last such file, as an index of them keeps it
                    at = keys.index(key[1], at + 1)
                    held = uris[at] if names[at] == key[0] else held
            return held
        if self._index is None:
            self._index = dict(zip(zip(names, keys), uris))
        return self._index.get(key)


def placing_digest(target: str, *, options: tuple[object, ...]) -> str:
    """What places a file found under ``target`` (its URI): the options that place files, the
    lake, and the reading rules (:data:`READING`, raised by any change to how a file is placed)."""
    return hashlib.blake2b(repr((target, *options, READING)).encode(), digest_size=8).hexdigest()


class Placings:
    """Files placed before, as the ledger recorded them (``recorded(digest)``: a table, see
    :meth:`pipelines.lake.ledger.Snapshot.placed`), and the files each target's detection took
    from it (:attr:`taken`): unchanged, placed under the same digest, so detection gives them
    what it gave then. A scheduled cycle so detects only what changed."""

    def __init__(self, recorded: Callable[[str], pa.Table]):
        self._recorded = recorded
        self._by_digest: dict[str, pa.Table] = {}
        self.taken: list[ShardColumns] = []  # a target's each, in the order of the targets

    def of(self, digest: str) -> pa.Table:
        if digest not in self._by_digest:
            self._by_digest[digest] = self._recorded(digest)
        return self._by_digest[digest]


def _settled(
    fs: storage.FileSystem, listing: storage.Listing, recorded: pa.Table, digest: str
) -> tuple[ShardColumns, storage.Listing]:
    """(the listed files placed as recorded: same file, size and mtime; the rest of the
    listing), compared as columns: a file taken so never becomes a Python object here."""
    uris = listing.paths if storage.is_local(fs) else [storage.uri(fs, path) for path in listing.paths]
    if not uris or not recorded.num_rows:
        return ShardColumns.joined([]), listing
    at = pc.index_in(pa.array(uris, pa.string()), value_set=recorded.column("source_uri"))
    same = pc.and_kleene(
        pc.and_kleene(
            pc.equal(pa.array(listing.sizes, pa.int64()), recorded.column("size").take(at)),
            pc.equal(pa.array(listing.mtimes, pa.int64()), recorded.column("mtime").take(at)),
        ),
        pc.equal(pa.array(listing.kinds, pa.string()), "file"),
    )
    same = pc.fill_null(same, False)
    rows = pc.indices_nonzero(same).to_pylist()
    if not rows:
        return ShardColumns.joined([]), listing
    placed = recorded.take(at.filter(same))
    columns = {
        "uri": [uris[i] for i in rows],
        "path": [listing.paths[i] for i in rows],
        **{field: placed.column(column).to_pylist() for field, column in _PLACED.items()},
        "run_folder": [None] * len(rows),
        "placed_by": [digest] * len(rows),
    }
    settled = ShardColumns(columns, [listing.sizes[i] for i in rows], [listing.mtimes[i] for i in rows])
    return settled, listing.only(pc.indices_nonzero(pc.invert(same)).to_pylist())


_PLACED = {
    "format": "format", "run_name": "run_name", "step": "step", "split": "split", "key": "shard_key", "run_id": "run_id"
}  # fmt: skip


@dataclass
class _Detected:
    """What detection made of a listing: its shards, the files it cannot place, the shards'
    sizes and mtimes; and whether the answer needs every file detected (a shard key's clash)."""

    shards: list[Shard]
    unplaced: list[Unplaced]
    stats: dict[str, storage.FileStat]
    needs_all: bool = False


def _ruled(chosen: list[_Found], settled: ShardColumns) -> tuple[list[_Found], ShardColumns, list[Unplaced]]:
    """The rules between files (:func:`_latest_cumulative`, :func:`_covered`) over the files
    detected now and those taken from the ledger: (the detected files kept, the settled files
    kept, the files skipped, with why). A settled file is skipped where full detection skips
    it: a later checkpoint's copy holds it, or a file beside it."""
    formats = settled.columns["format"]
    ruling = {f for f in set(formats) if READERS[f].cumulative or READERS[f].covered_by is not None}
    rows = [i for i, f in enumerate(formats) if f in ruling] if ruling else []
    stats = settled.stats()
    ruled = [
        _Found(settled.columns["path"][i], settled.uris[i], stats[settled.uris[i]], READERS[formats[i]]) for i in rows
    ]
    extra = {found.uri for found in ruled}

    def kept(chosen: list[_Found]) -> ShardColumns:
        uris = {found.uri for found in chosen}
        return settled.only(i for i, uri in enumerate(settled.uris) if uri not in extra or uri in uris)

    chosen, superseded = _latest_cumulative(chosen + ruled)
    if superseded and ruled:
        settled = kept(chosen)
    chosen, covered = _covered(chosen, settled)
    if covered and ruled:
        settled = kept(chosen)
    return [found for found in chosen if found.uri not in extra], settled, superseded + covered


def detect(
    target: str,
    *,
    format: str | None = None,
    run: str | None = None,
    split: str | None = None,
    step: int | None = None,
    known: Known = lambda uri, stat: None,
    exclude: str | None = None,
    names: RunNames | None = None,
    trust_pickles: bool = False,
    placings: Placings | None = None,
    target_listing: TargetListing | None = None,
) -> tuple[list[Shard], list[Unplaced], dict[str, storage.FileStat]]:
    """Shards under ``target``, the files that cannot be placed, and each shard's size and
    mtime as listed. ``known(uri, stat)`` gives (reader, run name) the ledger recorded for an
    unchanged file; ``step`` is the step of every shard found. Files under ``exclude`` (the lake
    itself, when it lies inside the tree) are not looked at. ``names`` gives each run folder its
    name (see :mod:`.identity`): the lake's, when it has seen the folder. A pickled format's
    files are read only when ``trust_pickles``. With ``placings``, an unchanged file placed
    under the same digest before is placed as then, not detected again, and left out of the
    answer: it joins :attr:`Placings.taken` (see :class:`Placings`). ``target_listing``:
    the target's :func:`list_target`, where the caller listed it already."""
    if format is not None and format not in READERS:
        raise UserError(f"unknown format {format!r}; known: {', '.join(READERS)}")
    fs, root, listing, top = target_listing if target_listing is not None else list_target(target)
    local = storage.is_local(fs)
    digest = placing_digest(storage.uri(fs, root), options=(format, run, split, step, exclude, trust_pickles))
    if exclude and local:
        exclude = os.path.realpath(exclude)
    excluded = _Inside(exclude, local) if exclude else None
    forced = READERS[format] if format is not None else None
    names = names if names is not None else RunNames()

    def detected(part: storage.Listing, settled: ShardColumns) -> tuple[_Detected, ShardColumns]:
        listed = _sort(fs, part, excluded, local, known, forced, trust_pickles, settled)
        chosen, settled, skipped = _ruled(listed.chosen, settled)
        unplaced = listed.unplaced + skipped
        placer = _Placer(fs, top, names, run=run, split=split, step=step, digest=digest)
        if chosen and len(settled):
            placer.keys.settled = settled
        shards: list[Shard] = []
        stats: dict[str, storage.FileStat] = {}
        for found in chosen:
            placed = placer.shard(found)
            if isinstance(placed, Unplaced):
                unplaced.append(placed)
            else:
                shards.append(placed)
                stats[found.uri] = found.stat
        # A file detected now that sorts before the settled file holding its shard key takes the
        # key in full detection, and the settled one is skipped: that needs every file detected.
        paths = dict(zip(settled.uris, settled.columns["path"])) if placer.clashes else {}
        needs_all = any(found.path < paths[other] for found, other in placer.clashes if other in paths)
        return _Detected(shards, unplaced, stats, needs_all), settled

    none = ShardColumns.joined([])
    taken, rest = _settled(fs, listing, placings.of(digest), digest) if placings is not None else (none, listing)
    found, settled = detected(rest, taken)
    if found.needs_all:
        found, settled = detected(listing, none)
    shards, stats = found.shards, found.stats
    if placings is not None:
        placings.taken.append(settled)
    shards.sort(key=lambda s: (s.run_name, s.split, s.step if s.step is not None else -1, s.path))
    return shards, found.unplaced, stats
