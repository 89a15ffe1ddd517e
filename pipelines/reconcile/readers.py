"""Which reader takes each listed file, or why none does. Nothing is read beyond each file's
first record.

- The first in ``sources.READERS`` that takes the file's suffix and whose ``sniff`` claims it
  (from its name and first record), unless ``--format`` names one; a file the ledger recorded
  with the same size and mtime keeps its reader without being opened.
- A file whose first record cannot be read (corrupt, empty) goes to the reader its readable
  siblings have for that kind of file, else to the first that finds a step in its name, so
  that it is reported as a failed shard.
- Hidden files, folders this user may not list, pipes and devices, the files readers know hold
  no traces, kinds of file no reader takes, files inside the lake and, without
  ``--trust-pickles``, pickles: listed with the reason, never read.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from .. import storage
from ..shard import ShardColumns
from ..sources import ANY_NOT_TRACE, NOT_TRACES, READERS, SIDE_FILES
from ..sources.base import Reader, Unplaced
from ..sources.heads import MAY_HOLD_NONE, Skip, claimed_by, read_head
from ..sources.near import near_miss

DATA_SUFFIXES = tuple(dict.fromkeys(suffix for reader in READERS.values() for suffix in reader.suffixes))
NAMED_READERS = tuple(reader for reader in READERS.values() if reader.names is not None)
# (format, run name) the ledger recorded for a file of that URI as it is listed now, or None.
RecordedReader = Callable[[str, storage.FileStat], "tuple[str, str] | None"]


@dataclass(frozen=True)
class _Unreadable:
    """A file whose first record cannot be read, and why."""

    reason: str


class Found(NamedTuple):  # a tuple: a scheduled ingest finds every file of its runs each cycle
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


@dataclass
class Sorted:
    """What one target's listing gave: the files readers take, and those no reader takes."""

    found: list[Found] = field(default_factory=list)
    unplaced: list[Unplaced] = field(default_factory=list)


class Inside:
    """Whether a listed path lies in ``folder`` (the lake); locally after resolving links, so a
    lake reached through a symlink inside the ingested tree is not read as a source. Each folder
    is resolved once: a scheduled ingest lists every file of its runs each cycle."""

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


@dataclass(frozen=True)
class ReaderRules:
    """What chooses readers, the same for every file of a target: the lake (never read as a
    source), the reader ``--format`` forces, whether pickles may be loaded, and the reader the
    ledger recorded for an unchanged file."""

    local: bool
    excluded: Inside | None = None
    forced: Reader | None = None
    trust_pickles: bool = False
    recorded: RecordedReader = lambda uri, stat: None


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
    fs: storage.FileSystem, path: str, uri: str, stat: storage.FileStat, rules: ReaderRules
) -> tuple[Reader | Skip | _Unreadable, str | None]:
    """(the reader for a file or why there is none, the run its content names if any); for a
    file whose head cannot be read, (:class:`_Unreadable`, None)."""
    forced, name = rules.forced, path.rsplit("/", 1)[-1]
    if forced is not None and forced.run_name is None:
        return forced, None  # nothing to learn from opening the file
    previous = rules.recorded(uri, stat)
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
        return Skip(side, routine=True), None
    if sniffed is None:
        # records no reader took: JSON, a table or rows (a log or an archive may hold none)
        records = not storage.without_compression(name).endswith(MAY_HOLD_NONE)
        return Skip(near_miss(head), unread=records, routine=not records), None
    return sniffed, sniffed.run_name(head) if sniffed.run_name is not None else None


def _untrusted(reader: Reader) -> str:
    return (
        f"a {reader.format} pickle: loading a pickle can run code, so it is not read without --trust-pickles "
        "(which builds plain values only)"
    )


def _not_a_data_file(path: str, listed: storage.Listed, local: bool) -> Skip | None:
    """Why a listed path is no file to read (hidden, no regular file, a side file, a kind of
    file no reader takes), or None."""
    name = path.rsplit("/", 1)[-1]
    if name.startswith("."):
        return Skip("hidden file", routine=True)
    if listed.kind == storage.UNLISTED:
        return Skip("a folder this user may not list: its files are not read (the next ingest tries it again)",
                    unread=True)  # fmt: skip
    if listed.kind != "file":  # a FIFO would block the read forever
        dangling = local and os.path.islink(path) and not os.path.exists(path)
        why = (
            "a symbolic link to nothing (dangling, or a loop)"
            if dangling
            else "not a regular file (a pipe, socket or device)"
        )
        return Skip(f"{why}: not read")
    if ANY_NOT_TRACE.search(path):
        return Skip(next(reason for pattern, reason in NOT_TRACES.items() if pattern.search(path)), routine=True)
    plain = storage.without_compression(name)
    if not plain.endswith(DATA_SUFFIXES) and not any(reader.takes(plain) for reader in NAMED_READERS):
        return Skip(f"no reader takes this kind of file ({', '.join(DATA_SUFFIXES)})", routine=True)
    return None


def sort_files(
    fs: storage.FileSystem, listing: storage.Listing, rules: ReaderRules, unchanged: ShardColumns | None = None
) -> Sorted:
    """Each listed file's reader, or why it has none; ``unchanged``: the files of the same
    listing whose placing the ledger gave, as siblings of an unreadable file."""
    sorted_ = Sorted()
    unreadable: list[tuple[str, str, storage.FileStat, str]] = []
    readers_in: dict[str, list[Reader]] = {}  # per folder: what an unreadable file there takes
    for row, path in enumerate(listing.paths):  # sorted by path
        entry = listing.entry(row)
        if rules.excluded is not None and rules.excluded(path, entry):
            continue
        uri = storage.uri(fs, path)
        why = _not_a_data_file(path, entry, rules.local)
        if why is not None:
            sorted_.unplaced.append(Unplaced(uri, why.reason, unread=why.unread, routine=why.routine))
            continue
        stat = entry.stat
        reader, named_run = _choose(fs, path, uri, stat, rules)
        if isinstance(reader, Reader) and reader.pickled and not rules.trust_pickles:
            sorted_.unplaced.append(Unplaced(uri, _untrusted(reader), unread=True))
        elif isinstance(reader, Skip):
            sorted_.unplaced.append(Unplaced(uri, reader.reason, unread=reader.unread, routine=reader.routine))
        elif isinstance(reader, _Unreadable):
            unreadable.append((path, uri, stat, reader.reason))
        else:
            sorted_.found.append(Found(path, uri, stat, reader, named_run))
            readers_in.setdefault(path.rsplit("/", 1)[0], []).append(reader)
    if unreadable and unchanged is not None:
        for path, format in zip(unchanged.columns["path"], unchanged.columns["format"]):
            readers_in.setdefault(path.rsplit("/", 1)[0], []).append(READERS[format])
    for path, uri, stat, reason in unreadable:
        siblings = readers_in.get(path.rsplit("/", 1)[0], [])
        fallback = _reader_of_unreadable(
            path.rsplit("/", 1)[-1], sorted(set(siblings), key=siblings.count, reverse=True)
        )
        if fallback is None:
            sorted_.unplaced.append(Unplaced(uri, reason, unread=reason != "empty file"))
        else:
            sorted_.found.append(Found(path, uri, stat, fallback))
    return sorted_
