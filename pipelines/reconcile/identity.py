"""Run identity: a run is an experiment, found where it lives, never a bare folder name.

Detection names a run after its folder (generic dump folders such as ``rollouts`` or a time
stamp pass the name to their parent). Two different folders that give the same name are
still two runs: the first one the lake saw keeps the name, any other takes as many parent
folders as it needs to differ (``b/exp1`` beside ``exp1``). A folder the lake already holds
keeps the name it had, so re-ingests, moves of other runs and compaction never rename it.
A run whose folder the lake knew is gone and reappears elsewhere under the same name was
moved only where the new folder holds the run's files with their bytes (:func:`moved_by_content`):
it keeps its name (its files then show as unchanged); a folder of that name with other content
is another experiment, named apart, whose steps never replace the run's. A run whose files name
it (Harbor's ``run_id`` column, Inspect's task and model) is the same: its identity is its folder
and that name, so two exports naming one run from two folders are two runs, never one whose
shards replace each other. Only ``--run NAME`` merges folders that both exist into one run,
deliberately. Two ingests at once may each see a new
name free and give it to their own folders: the later commit finds the other folder's shards
replaced and undoes itself (:meth:`pipelines.lake.Lake.commit`), so a re-run names it apart.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Protocol

from .. import digests, storage
from ..ids import LONGEST_KEY_HASH, run_folder_of, run_key, short_hash, source_of
from . import lookups
from .claims import Holding

_NAMED_HASH = re.compile(r"(?s)(.+)@([0-9a-f]{8})")


class NamingEntry(Protocol):
    """What naming needs of a ledger entry (:class:`pipelines.lake.Entry`, which sources never import)."""

    @property
    def source_uri(self) -> str: ...
    @property
    def shard_key(self) -> str: ...
    @property
    def run_name(self) -> str: ...
    @property
    def format(self) -> str: ...
    @property
    def run_id(self) -> str: ...


class Lookup(Protocol):
    """The lake's recorded entries, looked up as naming needs them, in the ledger's order (one
    per place that names a run may stand for the others of its place, see :class:`RunNames`):
    those whose URI contains a text, those of one run name, and those of one run id."""

    def containing(self, text: str) -> Iterable[NamingEntry]: ...
    def of_run(self, name: str) -> Iterable[NamingEntry]: ...
    def of_id(self, run_id: str) -> Iterable[NamingEntry]: ...


def launch_source(folder: str, launch: str) -> str:
    """A launch's identity: its folder's, and its name (two launches of one folder are two runs);
    likewise a run its files name, in the folder that holds them (:func:`content_names`)."""
    return f"{source_of(folder)}#{launch}"


def content_names(run_name: str, folder: str) -> list[str]:
    """The names a file of ``folder`` may have given the run the lake called ``run_name``: the
    name itself, the name less the folders :meth:`RunNames.name` put before it to tell it from
    another folder's run (``exportB/X`` is ``X`` named apart), and the name less its ``@hash``."""
    names = [run_name]
    parents = [part for part in reversed(folder.split("/")) if part]
    prefix = ""
    for parent in parents:
        prefix = f"{parent}/{prefix}" if prefix else parent
        if run_name.startswith(prefix + "/") and len(run_name) > len(prefix) + 1:
            names.append(run_name[len(prefix) + 1 :])
    hashed = _NAMED_HASH.fullmatch(run_name)
    if hashed and short_hash(launch_source(folder, hashed[1]), 8) == hashed[2]:
        names.append(hashed[1])
    return names


def moved_by_content(held_of: Callable[[str], Iterable[Holding]]) -> Callable[[str, str, str], bool]:
    """Whether the run (its id) whose folder ``gone`` is no more moved to ``here``: ``here``
    holds one of the files the lake read under ``gone`` (``held_of(run id)``: its committed
    shards), at the same path within the run, compressed or not, with the same bytes or the
    same lines. Its other files are then the moved run's own, changed or new, as a run that
    moved and trained on. With none of them, ``here`` is another experiment under the same
    folder name, and taking the name would replace the run's steps with its own. Only such a
    meeting reads files (a move is rare; its files are read for their checksums in the ingest
    that follows anyway), and it stops at the first file that matches."""

    def moved(run_id: str, gone: str, here: str) -> bool:
        for held in held_of(run_id):
            uri = storage.uri_without_revision(held.source_uri)
            if uri != gone and not uri.startswith(gone.rstrip("/") + "/"):
                continue
            within = storage.without_compression(uri[len(gone) :])
            for suffix in ("", *storage.COMPRESSION_SUFFIXES):
                if _same_content(here + within + suffix, held):
                    return True
        return False

    return moved


def _same_content(uri: str, held: Holding) -> bool:
    fs, path = storage.resolve(uri)
    try:
        if not fs.isfile(path):
            return False
        checksum, lines = digests.file_contents(fs, path, lines=held.content_digest is not None)
    except (OSError, storage.SourceError):
        return False
    return checksum == held.checksum or (lines is not None and lines == held.content_digest)


class RunNames:
    """Names of runs by the folder they come from, seeded from the lake's ledger and kept
    consistent across every target of one ingest. ``exists(folder)`` tells a moved run (its
    old folder gone: it keeps its name) from a second experiment of the same name.
    ``launches(format)``: how to tell the launch a file of that format is, from its name (see
    :attr:`~pipelines.sources.base.Reader.launch_of`), if its files are launches: such a run lives in its folder
    under its launch's name. ``named(format)``: whether that format's files name their run
    (:attr:`~pipelines.sources.base.Reader.run_name`). ``moved(run id, gone folder, new folder)``: whether that
    run, its folder gone, moved to the new one (:func:`moved_by_content`); never, unless said.
    :meth:`id_of` gives each name its run id: the lake's, else a new one no other name holds.

    Seeded with every recorded ``entries`` at once, or, with ``lookup``, only with those the
    names asked for need (see :class:`Lookup`): seeding every run of a lake of 1,000 runs took
    ~6 ms an ingest (~6 us a run), for the one or two folders a scheduled cycle names."""

    def __init__(
        self,
        entries: Iterable[NamingEntry] = (),
        exists: Callable[[str], bool] = lambda folder: True,
        launches: Callable[[str], Callable[[str], str | None] | None] = lambda format: None,
        *,
        lookup: Lookup | None = None,
        named: Callable[[str], bool] = lambda format: False,
        moved: Callable[[str, str, str], bool] = lambda run_id, gone, here: False,
    ):
        self.exists, self.launches, self.lookup = exists, launches, lookup
        self.named, self.moved = named, moved
        self.by_source: dict[str, str] = {}
        self.folders_of: dict[str, dict[str, str]] = {}  # run name -> {source: a real folder of it}
        self.ids: dict[str, str] = {}  # run name -> its run id, as the lake recorded it or as given here
        self.names_of_id: dict[str, str] = {}  # the other way
        self.fresh: set[str] = set()  # sources named here, not by the lake: see is_fresh
        self._launch_of: dict[str, Callable[[str], str | None] | None] = {}
        self._asked: set[tuple[str, str]] = set()  # (what was looked up by, its text) asked already
        self._seed(entries, sources=True)

    def _seed(self, entries: Iterable[NamingEntry], *, sources: bool) -> None:
        """Learn what ``entries`` say. Their sources only where ``sources``: a source keeps the
        name of its first entry in the ledger, so only a lookup that gives all of a source's
        entries may teach it (one of a run gives only that run's)."""
        # A run's files share their folder, their depth below the run's folder and its name: one
        # of them names it (a scheduled ingest seeds every committed shard of its runs each cycle).
        seen: set[tuple[str, int, str]] = set()
        for entry in entries:
            self.ids.setdefault(entry.run_name, entry.run_id)
            self.names_of_id.setdefault(entry.run_id, entry.run_name)
            if entry.format not in self._launch_of:
                self._launch_of[entry.format] = self.launches(entry.format)
            of = self._launch_of[entry.format]
            if of is None:
                place = (entry.source_uri.rpartition("/")[0], entry.shard_key.count("/"), entry.run_name)
                if place in seen:
                    continue
                seen.add(place)
            # a Hugging Face dataset's folders are the same at every revision
            uri = storage.uri_without_revision(entry.source_uri)
            folder = run_folder_of(uri, entry.shard_key)
            launch = of(uri.rsplit("/", 1)[-1]) if of is not None else None
            if launch is not None:
                self.remember(launch_source(folder, launch), uri, entry.run_name, names_source=sources)
            elif self.named(entry.format):
                for name in content_names(entry.run_name, folder):
                    self.remember(launch_source(folder, name), folder, entry.run_name, names_source=sources)
            else:
                self.remember(source_of(folder), folder, entry.run_name, names_source=sources)

    def _look_up(self, text: str, *, by: str) -> None:
        """Seed what naming ``text`` needs: the entries of sources whose folder's last name holds
        it (``by="source"``), of the run named so (``"name"``) or of that run id (``"id"``). Past
        ``lookups.LOOKUPS``, every entry at once."""
        if self.lookup is None or (by, text) in self._asked:
            return
        if len(self._asked) == lookups.LOOKUPS:
            self._seed(self.lookup.containing(""), sources=True)
            self.lookup = None
            return
        self._asked.add((by, text))
        found = {"source": self.lookup.containing, "name": self.lookup.of_run, "id": self.lookup.of_id}[by](text)
        self._seed(found, sources=by == "source")

    def id_of(self, name: str) -> str:
        """The run id of ``name``: the one the lake recorded for it (a lake written before ids
        had 64 bits keeps its runs' 32-bit ones), else :func:`run_key`'s, or, where the lake
        holds that id under another name, one of a longer hash: two names never share an id."""
        self._look_up(name, by="name")
        known = self.ids.get(name)
        if known is None:
            known = run_key(name)
            self._look_up(known, by="id")
            if self.names_of_id.get(known, name) != name:
                known = run_key(name, chars=LONGEST_KEY_HASH)
            self.ids[name] = known
            self.names_of_id.setdefault(known, name)
        return known

    def remember(self, source: str, folder: str, name: str, *, names_source: bool = True) -> None:
        if names_source:
            self.by_source.setdefault(source, name)
        self.folders_of.setdefault(name, {}).setdefault(source, folder)

    def _free(self, name: str, source: str, here: str) -> bool:
        """Whether no other run holds ``name``: every folder of that name is gone, and its run
        did not move to ``here`` (a move keeps its name: see :func:`moved_by_content`)."""
        self._look_up(name, by="name")
        for other, folder in self.folders_of.get(name, {}).items():
            if other != source and (self.exists(folder) or not self.moved(self.id_of(name), folder, here)):
                return False
        return True

    def name(self, folder: str, derived: str, parents: list[str], *, source: str | None = None) -> str:
        """The run name of the run folder ``folder``, which detection calls ``derived``;
        ``parents`` are the folder names above it, nearest first. ``source``: the run's identity
        where it is not its folder's (a launch: :func:`launch_source`, ``folder`` its file; a
        run its files name: the same of its folder and that name)."""
        source = source or source_of(folder)
        # Every entry of a source has its folder's last name in its URI; an empty one asks for all.
        self._look_up(folder.rstrip("/").rsplit("/", 1)[-1], by="source")
        known = self.by_source.get(source)
        if known is not None:
            return known
        name = derived
        for parent in parents:
            if self._free(name, source, folder):
                break
            name = f"{parent}/{name}"
        if not self._free(name, source, folder):
            name = f"{derived}@{short_hash(source, 8)}"
        self.remember(source, folder, name)
        self.fresh.add(source)
        return name

    def is_fresh(self, folder: str) -> bool:
        """Whether ``folder``'s run got its name here rather than from the lake: another ingest
        running at the same time may have given the name to a folder of its own (the commit
        checks, see :meth:`pipelines.lake.Lake.commit`)."""
        return source_of(folder) in self.fresh
