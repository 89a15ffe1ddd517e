"""A shard: one source file, the unit of reading and of commit, as detection finds it, the
engine reads it and the lake records it (its ``uri`` the ledger's ``source_uri``, its ``key``
the ledger's ``shard_key``). Below both the readers and the lake, which never import each other."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple

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
    # The digest of what placed it (the target, the placing options, the rules: see
    # :func:`pipelines.sources.detect.placing_digest`): a later ingest with the same one takes an
    # unchanged file's placing from the ledger.
    placed_by: str | None = None

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


class Placed(NamedTuple):
    """A file's placing as the ledger recorded it, with the size and mtime it had then: an
    unchanged file placed under the same digest (see :attr:`Shard.placed_by`) takes it as it
    is, without detection."""

    size: int
    mtime: datetime
    format: str
    run_name: str
    step: int | None
    split: str
    key: str

    def shard(self, uri: str, path: str, digest: str) -> Shard:
        """The shard of file ``uri`` (``path`` within its file system) so placed."""
        # Its fields set at once: a frozen dataclass's __init__ sets each through
        # object.__setattr__, two thirds of taking a 3,000-step run's files from the ledger.
        shard = object.__new__(Shard)
        shard.__dict__.update(
            uri=uri, path=path, format=self.format, run_name=self.run_name, step=self.step, split=self.split,
            key=self.key, run_folder=None, placed_by=digest,
        )  # fmt: skip
        return shard
