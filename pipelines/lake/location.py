"""Where a lake is, and whether one is there: the checks a command makes before it opens
anything, with the standard library and fsspec alone (no delta-rs, no pyarrow: `tracelake
explore` makes them before Streamlit starts, and its server listened 0.25 s later with them
loaded). :class:`pipelines.lake.lake.Lake` is a location that opens its tables."""

from __future__ import annotations

import os

from .. import storage
from ..errors import UserError

LEDGER = "_ledger"  # the ledger's folder in the lake


class LakeError(UserError):
    """The lake cannot be used as asked (an old layout, a file where the lake should be)."""


# Characters a lake's path must not hold: delta-rs 1.6 panics on [ ] ^ | \ in a local path
# (InvalidDomainCharacter) and decodes %20 in it to a space (another folder); * ? [ ] are
# wildcards to DuckDB's file lists and fsspec's rm. Refused up front, so that no command reads
# or deletes anything but the lake's own files.
UNSAFE_PATH_CHARACTERS = frozenset("[]^|\\*?%")


# The longest path a lake writes below its folder: a table, its run's folder (a run id of up to
# 100 characters) and a data file's name: 180 characters, with room for a temporary name.
_DEEPEST_FILE = 192


def _refuse_too_long(root: str) -> None:
    """Refuse a lake whose files this system could not name, before anything is written: on a
    4,005-character path every commit failed, and the error said to run the same command again."""
    try:
        longest, name_max = os.pathconf("/", "PC_PATH_MAX"), os.pathconf("/", "PC_NAME_MAX")
    except (OSError, ValueError):
        longest, name_max = 4096, 255
    folders = [part for part in root.split("/") if len(part.encode("utf-8", "surrogateescape")) > name_max]
    if folders:
        raise LakeError(f"{root}: a folder name of the lake's path is longer than this system's {name_max} bytes")
    if len(root.encode("utf-8", "surrogateescape")) + _DEEPEST_FILE > longest:
        raise LakeError(
            f"the lake's path is {len(root):,} characters: the files a lake holds below it would pass this "
            f"system's {longest:,} (give a path of at most {longest - _DEEPEST_FILE:,})"
        )


class Location:
    """A lake's place: its URL checked (no character a tool misreads, no path too long to hold its
    files), its filesystem and root."""

    def __init__(self, url: str):
        if not url or not url.strip():
            raise LakeError("the lake location is empty")
        awkward = sorted(set(url) & UNSAFE_PATH_CHARACTERS)
        if awkward:
            raise LakeError(
                f"{url}: a lake path cannot hold {' '.join(awkward)} (delta-rs cannot open tables there "
                "or decodes %, and DuckDB and fsspec read * ? [ ] as wildcards): choose another folder"
            )
        self.url = url
        self.fs, self.root = storage.resolve(url)
        self.local = storage.is_local(self.fs)
        if self.local:
            _refuse_too_long(self.root)

    def uri(self, name: str = "") -> str:
        """A table's location as delta-rs and DuckDB name it."""
        path = f"{self.root}/{name}".rstrip("/") if name else self.root
        return path if self.local else self.fs.unstrip_protocol(path)

    # --- what is there -----------------------------------------------------------------

    def exists(self) -> bool:
        """Whether a tracelake lake is here (its ledger is a Delta table)."""
        return self.fs.exists(f"{self.root}/{LEDGER}/_delta_log")

    def check(self) -> None:
        """Refuse what is not a lake of this version: a file, or the previous layout."""
        if self.fs.isfile(self.root):
            raise LakeError(f"{self.url} is a file, not a lake folder")
        if self._old_layout():
            raise LakeError(
                f"{self.url} is a lake of tracelake < 0.2 (Parquet files and a JSON ledger), which "
                "this version does not read: ingest the sources again into a new lake"
            )

    def _old_layout(self) -> bool:
        """The previous layout kept one JSON file per attempt directly in ``_ledger/`` (a
        folder alone proves nothing: another writer may be creating the Delta table)."""
        try:
            names = self.fs.ls(f"{self.root}/{LEDGER}", detail=False)
        except (FileNotFoundError, NotADirectoryError):
            return False
        return any(str(n).endswith(".json") for n in names)

    def ledger_head(self) -> str | None:
        """The ledger's newest commit file: every ingest commits there last, so a new one is a
        new state of the lake. One listing of its log (None: no lake here yet, or it cannot be
        listed)."""
        try:
            names = self.fs.ls(f"{self.root}/{LEDGER}/_delta_log", detail=False)
        except OSError:
            return None
        return max((n for n in names if n.endswith(".json")), default=None)  # zero-padded: the greatest is the newest

    def require(self) -> None:
        """For commands that read or change an existing lake: it must be one."""
        self.check()
        if not self.exists():
            raise LakeError(f"no lake at {self.url} (nothing ingested there yet?)")
