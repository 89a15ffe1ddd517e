"""Placing: each found file's run, step, split and shard key.

- Run: the folder right below the last ``rollouts``, ``runs``, ``eval`` (or ``evals``,
  ``evaluation``, ``val``, ``validation``) folder of the file's path, from the given path's
  parent down; else the nearest folder holding the file that is not a step or checkpoint
  folder (``global_step_120``, ``step_5``, ``checkpoint-3``...); a generic dump folder
  (``rollout_data``, ``train_rollout``, ``rollout_generations``, ``profile``...) passes the
  name on to its parent; a time stamp folder is one launch, a run of its own named after the
  experiment above it and the stamp (``verl/profile/packed_length_log/20260610_092349`` is run
  ``verl/20260610_092349``); or ``--run``. So ``rollouts/<run>/12.jsonl``,
  ``eval/<run>/global_step_120/metrics.json`` and ``eval/<run>/trajectories/step_5.jsonl`` all
  belong to ``<run>``. A reader whose files name their run (Harbor's ``run_id`` column) gives
  that name, unless ``--run``; the same name given by files of another folder is another run,
  named apart. Two folders that give one run name are two runs (:mod:`.identity`: the second
  takes its parent's name too, ``b/exp1``); a folder the lake has seen keeps its run's name.
- Split: ``val`` when a folder from the given path down is named eval, evals, evaluation, val or
  validation; else ``train``; or ``--split``.
- Step: ``--step``; else from the file name (``12.jsonl``, ``step_00012.jsonl``,
  ``global_step_12.jsonl``); else from a step or checkpoint folder; else the reader's default
  (``Reader.default_step``: Harbor exports, 0); else from each record (the reader's business).
- Shard key: split and the path within the run folder, compression suffix dropped: a file
  gzip'd in place is the same shard, and so is a file of a run folder that moved (its old
  folder gone, the run keeps its name). Two files of one key: the first in path order is the
  shard, the other is reported (a clash).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

from .. import storage
from ..ids import STEP_FOLDER, VAL_FOLDERS, run_folder
from ..shard import Shard, ShardColumns
from ..sources.base import Unplaced
from .identity import RunNames, launch_source
from .lookups import ScanThenIndex
from .readers import Found


@dataclass(frozen=True)
class PlaceOptions:
    """What the user says of every file found: ``--run``, ``--split``, ``--step``."""

    run: str | None = None
    split: str | None = None
    step: int | None = None


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


class ShardKeys:
    """Which file holds each (run name, shard key): the unchanged files taken from the ledger
    first, then those placed now. A cycle places a new file or two beside its run's thousands
    taken from the ledger: their keys are looked up in those columns, then indexed."""

    def __init__(self, unchanged: ShardColumns | None = None) -> None:
        self._placed: dict[tuple[str, str], str] = {}
        self._unchanged: ScanThenIndex[tuple[str, str], str] | None = None
        if unchanged is not None and len(unchanged):
            names, keys, uris = unchanged.columns["run_name"], unchanged.columns["key"], unchanged.uris

            def scan(asked: list[tuple[str, str]]) -> dict[tuple[str, str], str]:
                (name, key), held, at = asked[0], None, -1
                with contextlib.suppress(ValueError):
                    while True:  # the last such file, as an index of them keeps it
                        at = keys.index(key, at + 1)
                        held = uris[at] if names[at] == name else held
                return {asked[0]: held} if held is not None else {}

            self._unchanged = ScanThenIndex(scan, lambda: dict(zip(zip(names, keys), uris)))

    def taken(self, key: tuple[str, str], uri: str) -> str:
        """The file holding ``key``: ``uri`` where no file holds it yet (it does now)."""
        held = self._placed.get(key) or (self._unchanged.get(key) if self._unchanged is not None else None)
        if held is None:
            held = self._placed[key] = uri
        return held


class Placer:
    """Shards from found files: each file's run, step, split and key (see the module), worked
    out once per folder (a scheduled ingest lists thousands of a run's files)."""

    def __init__(
        self,
        fs: storage.FileSystem,
        top: str,
        names: RunNames,
        options: PlaceOptions,
        *,
        digest: str | None = None,
        unchanged: ShardColumns | None = None,
    ):
        self.fs, self.names, self.digest = fs, names, digest
        self.run, self.split, self.step = options.run, options.split, options.step
        # Runs and shards are named from the paths less any revision, so that one Hugging Face
        # dataset gives the same runs and shard keys at every revision.
        self.top = storage.without_revision(fs, top)
        self.places: dict[tuple[str, int], _Place] = {}
        self.folder_runs: dict[tuple[str, int], tuple[str, str | None]] = {}  # (run name, run folder if fresh)
        self.keys = ShardKeys(unchanged)
        self.clashes: list[tuple[Found, str]] = []  # a file, and the file that took its shard key first

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

    def _run(self, found: Found, place: _Place, key: tuple[str, int]) -> tuple[str, str | None]:
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

    def _step(self, found: Found, place: _Place) -> int | None:
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

    def shard(self, found: Found) -> Shard | Unplaced:
        reader = found.reader
        named_path = storage.without_revision(self.fs, found.path)
        above = reader.folders_above(named_path)
        place = self._place(named_path, above)
        run_name, run_folder = self._run(found, place, (named_path.rpartition("/")[0], above))
        series = reader.cumulative(found.path) if reader.cumulative is not None else None
        # a series in one folder numbers its files by its logger's own count: its rows give steps
        shard_step = None if series is not None and series.folder == found.folder else self._step(found, place)
        if shard_step is not None and not 0 <= shard_step < 2**63:
            return Unplaced(found.uri, f"step {shard_step} from its name is out of range (0 to 2^63-1)", unread=True)
        named_split = reader.split_of(named_path) if reader.split_of is not None else None
        shard_split = self.split or named_split or ("val" if place.in_val else "train")
        within_run = "/".join(place.ancestors[place.run_at + 1 :] + [storage.without_compression(found.name)])
        # A file of a cumulative series, whichever file it is: a later one replaces its rows.
        if series is not None and series.folder == found.folder:  # the series in one folder
            within_run = within_run.rpartition("/")[0] + "/" + series.series if "/" in within_run else series.series
        elif series is not None:  # in step folders under its folder
            within_run = series.series
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
