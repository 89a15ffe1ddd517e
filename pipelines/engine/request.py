"""What to ingest, where and how: the request every shell builds (the CLI, the flow, a
notebook), validated once."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import UserError
from ..sources import READERS

# A batch is committed once it holds this many shards or this many bytes of rows, whichever
# comes first: few commits (and files) for many small shards, bounded memory.
BATCH_SHARDS = 1000

BATCH_BYTES = 64 << 20


@dataclass(frozen=True)
class IngestRequest:
    """What to ingest, where, and how: every option of `tracelake ingest` and the flow."""

    targets: tuple[str, ...]
    lake: str
    format: str | None = None  # force a reader (default: detected per file)
    run: str | None = None  # one run name for everything found
    split: str | None = None
    step: int | None = None
    model: str | None = None
    task: str | None = None
    force: bool = False  # re-read every shard, even unchanged ones
    workers: int | None = None
    tokenizer: str | None = None
    batch_size: int = BATCH_SHARDS  # shards per commit (fewer: less memory, more small files)
    auto_compact: bool = True

    def __post_init__(self):
        object.__setattr__(self, "targets", tuple(str(t) for t in self.targets))
        if self.split not in (None, "train", "val"):
            raise UserError(f"the split must be 'train' or 'val', not {self.split!r}")
        if self.run is not None and not self.run.strip():
            raise UserError("the run name must not be empty")
        if self.batch_size < 1:
            raise UserError(f"the batch size must be at least 1, not {self.batch_size}")
        if self.workers is not None and self.workers < 1:
            raise UserError(f"workers must be at least 1, not {self.workers}")
        if self.step is not None and not 0 <= self.step < 2**63:
            raise UserError(f"the step must be between 0 and 2^63-1, not {self.step}")
        if self.format is not None and self.format not in READERS:
            raise UserError(f"unknown format {self.format!r}: one of {', '.join(READERS)}")
