"""A shard: one source file, the unit of reading and of commit, as detection finds it, the
engine reads it and the lake records it (its ``uri`` the ledger's ``source_uri``, its ``key``
the ledger's ``shard_key``). Below both the readers and the lake, which never import each other."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import storage
from .ids import run_key


@dataclass(frozen=True)
class Shard:
    """One source file: the unit of commit."""

    uri: str  # as recorded in the ledger
    path: str  # within ``fs``
    format: str
    run_name: str
    step: int | None
    split: str
    # What the shard is within its run, whatever its file is called or wherever it lies: a
    # later shard with the same key replaces it (a moved folder, `5.jsonl` gzip'd into
    # `5.jsonl.gz`) instead of adding its rows a second time.
    key: str
    # The run's folder when this ingest named the run after it (not the lake, not --run): the
    # commit makes sure no other ingest gave the same name to another folder meanwhile.
    run_folder: str | None = None

    @property
    def run_id(self) -> str:
        return run_key(self.run_name)

    @property
    def ledger_key(self) -> tuple[str, str]:
        """(run id, shard key): the ledger's key of this shard's attempts."""
        return (self.run_id, self.key)

    @property
    def plain_name(self) -> str:
        """The file's name less its compression suffix."""
        return storage.without_compression(self.path.rsplit("/", 1)[-1])

    def split_of(self, record: dict[str, Any]) -> str:
        """A record's split: ``val`` when it says ``"validate": true`` (PolyTrace's profiling
        logs mark validation passes so, in files of the training run), else the shard's."""
        return "val" if record.get("validate") is True else self.split
