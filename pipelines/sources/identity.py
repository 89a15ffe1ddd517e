"""Run identity: a run is an experiment, found where it lives, never a bare folder name.

Detection names a run after its folder (generic dump folders such as ``rollouts`` or a time
stamp pass the name to their parent). Two different folders that give the same name are
still two runs: the first one the lake saw keeps the name, any other takes as many parent
folders as it needs to differ (``b/exp1`` beside ``exp1``). A folder the lake already holds
keeps the name it had, so re-ingests, moves of other runs and compaction never rename it.
A run whose folder the lake knew is gone and reappears elsewhere under the same name was
moved: it keeps its name (its files then show as unchanged). Only ``--run NAME`` merges
folders that both exist into one run, deliberately.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ids import run_key, short_hash

VAL_FOLDERS = frozenset({"eval", "evals", "evaluation", "val", "validation"})
RUN_CONTAINERS = VAL_FOLDERS | {"rollouts", "runs"}


def source_of(run_folder: str) -> str:
    """Where a run lives, as identity: its folder, with a container folder above it made a
    wildcard, since ``exp/rollouts/grpo`` and ``exp/eval/grpo`` are one experiment's train and
    val dumps."""
    parent, _, name = run_folder.rpartition("/")
    above, _, container = parent.rpartition("/")
    return f"{above}/*/{name}" if container.lower() in RUN_CONTAINERS else run_folder


class RunNames:
    """Names of runs by the folder they come from, seeded from the lake's ledger and kept
    consistent across every target of one ingest. ``exists(folder)`` tells a moved run (its
    old folder gone: it keeps its name) from a second experiment of the same name."""

    def __init__(self, entries=(), exists: Callable[[str], bool] = lambda folder: True):
        self.exists = exists
        self.by_source: dict[str, str] = {}
        self.folders_of: dict[str, dict[str, str]] = {}  # run id -> {source: a real folder of it}
        for entry in entries:
            within = entry["shard_key"].split(":", 1)[1]
            folder = entry["source_uri"].rsplit("/", within.count("/") + 1)[0]
            self.remember(source_of(folder), folder, entry["run_name"])

    def remember(self, source: str, folder: str, name: str) -> None:
        self.by_source.setdefault(source, name)
        self.folders_of.setdefault(run_key(name), {}).setdefault(source, folder)

    def _free(self, name: str, source: str) -> bool:
        others = [folder for other, folder in self.folders_of.get(run_key(name), {}).items() if other != source]
        return not any(self.exists(folder) for folder in others)

    def name(self, folder: str, derived: str, parents: list[str]) -> str:
        """The run name of the run folder ``folder``, which detection calls ``derived``;
        ``parents`` are the folder names above it, nearest first."""
        source = source_of(folder)
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
        return name
