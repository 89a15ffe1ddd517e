"""Run identity: a run is an experiment, found where it lives, never a bare folder name.

Detection names a run after its folder (generic dump folders such as ``rollouts`` or a time
stamp pass the name to their parent). Two different folders that give the same name are
still two runs: the first one the lake saw keeps the name, any other takes as many parent
folders as it needs to differ (``b/exp1`` beside ``exp1``). A folder the lake already holds
keeps the name it had, so re-ingests, moves of other runs and compaction never rename it.
A run whose folder the lake knew is gone and reappears elsewhere under the same name was
moved: it keeps its name (its files then show as unchanged). Only ``--run NAME`` merges
folders that both exist into one run, deliberately. Two ingests at once may each see a new
name free and give it to their own folders: the later commit finds the other folder's shards
replaced and undoes itself (:meth:`pipelines.lake.Lake.commit`), so a re-run names it apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from .. import storage
from ..ids import run_folder_of, run_key, short_hash, source_of


class Recorded(Protocol):
    """What naming needs of a ledger entry (:class:`pipelines.lake.Entry`, which sources never import)."""

    @property
    def source_uri(self) -> str: ...
    @property
    def shard_key(self) -> str: ...
    @property
    def run_name(self) -> str: ...
    @property
    def format(self) -> str: ...


class Lookup(Protocol):
    """The lake's recorded entries, looked up as naming needs them, in the ledger's order (one
    per place that names a run may stand for the others of its place, see :class:`RunNames`):
    those whose URI contains a text, and those of one run name."""

    def containing(self, text: str) -> Iterable[Recorded]: ...
    def of_run(self, name: str) -> Iterable[Recorded]: ...


def launch_source(folder: str, launch: str) -> str:
    """A launch's identity: its folder's, and its name (two launches of one folder are two runs)."""
    return f"{source_of(folder)}#{launch}"


# Lookups a RunNames makes (~0.2 ms each at 1,000 runs: a filter over every entry) before it
# seeds every entry at once (~6 ms at 1,000 runs): a scheduled cycle names a folder or two, an
# ingest of many new runs names each (990 folders looked up one by one took 0.16 s).
_LOOKUPS = 16


class RunNames:
    """Names of runs by the folder they come from, seeded from the lake's ledger and kept
    consistent across every target of one ingest. ``exists(folder)`` tells a moved run (its
    old folder gone: it keeps its name) from a second experiment of the same name.
    ``launches(format)``: how to tell the launch a file of that format is, from its name (see
    :attr:`~.base.Reader.launch_of`), if its files are launches: such a run lives in its folder
    under its launch's name.

    Seeded with every recorded ``entries`` at once, or, with ``lookup``, only with those the
    names asked for need (see :class:`Lookup`): seeding every run of a lake of 1,000 runs took
    ~6 ms an ingest (~6 us a run), for the one or two folders a scheduled cycle names."""

    def __init__(
        self,
        entries: Iterable[Recorded] = (),
        exists: Callable[[str], bool] = lambda folder: True,
        launches: Callable[[str], Callable[[str], str | None] | None] = lambda format: None,
        *,
        lookup: Lookup | None = None,
    ):
        self.exists, self.launches, self.lookup = exists, launches, lookup
        self.by_source: dict[str, str] = {}
        self.folders_of: dict[str, dict[str, str]] = {}  # run id -> {source: a real folder of it}
        self.fresh: set[str] = set()  # sources named here, not by the lake: see is_fresh
        self._launch_of: dict[str, Callable[[str], str | None] | None] = {}
        self._asked: set[tuple[bool, str]] = set()  # (by source?, the text or name) looked up already
        self._seed(entries, sources=True)

    def _seed(self, entries: Iterable[Recorded], *, sources: bool) -> None:
        """Learn what ``entries`` say. Their sources only where ``sources``: a source keeps the
        name of its first entry in the ledger, so only a lookup that gives all of a source's
        entries may teach it (one of a run gives only that run's)."""
        # A run's files share their folder, their depth below the run's folder and its name: one
        # of them names it (a scheduled ingest seeds every committed shard of its runs each cycle).
        seen: set[tuple[str, int, str]] = set()
        for entry in entries:
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
            else:
                self.remember(source_of(folder), folder, entry.run_name, names_source=sources)

    def _look_up(self, text: str, *, sources: bool) -> None:
        """Seed what naming ``text`` needs: the entries of sources whose folder's last name holds
        it (``sources``), else those of the run named so. Past ``_LOOKUPS``, every entry at once."""
        if self.lookup is None or (sources, text) in self._asked:
            return
        if len(self._asked) == _LOOKUPS:
            self._seed(self.lookup.containing(""), sources=True)
            self.lookup = None
            return
        self._asked.add((sources, text))
        self._seed(self.lookup.containing(text) if sources else self.lookup.of_run(text), sources=sources)

    def remember(self, source: str, folder: str, name: str, *, names_source: bool = True) -> None:
        if names_source:
            self.by_source.setdefault(source, name)
        self.folders_of.setdefault(run_key(name), {}).setdefault(source, folder)

    def _free(self, name: str, source: str) -> bool:
        self._look_up(name, sources=False)
        others = [folder for other, folder in self.folders_of.get(run_key(name), {}).items() if other != source]
        return not any(self.exists(folder) for folder in others)

    def name(self, folder: str, derived: str, parents: list[str], *, source: str | None = None) -> str:
        """The run name of the run folder ``folder``, which detection calls ``derived``;
        ``parents`` are the folder names above it, nearest first. ``source``: the run's identity
        where it is not its folder's (a launch: :func:`launch_source`, ``folder`` its file)."""
        source = source or source_of(folder)
        # Every entry of a source has its folder's last name in its URI (a launch's source
        # ends `#launch`; a name's part before any `#` is in it too); an empty one asks for all.
        self._look_up(source.rsplit("/", 1)[-1].partition("#")[0], sources=True)
        known = self.by_source.get(source)
        if known is not None:
            return known
        name = derived
        for parent in parents:
            if self._free(name, source):
                break
            name = f"{parent}/{name}"
        if not self._free(name, source):
            name = f"{derived}@{short_hash(source, 8)}"
        self.remember(source, folder, name)
        self.fresh.add(source)
        return name

    def is_fresh(self, folder: str) -> bool:
        """Whether ``folder``'s run got its name here rather than from the lake: another ingest
        running at the same time may have given the name to a folder of its own (the commit
        checks, see :meth:`pipelines.lake.Lake.commit`)."""
        return source_of(folder) in self.fresh
