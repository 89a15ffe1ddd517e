"""What to ingest, where and how: the request every shell builds (the CLI, the flow, a
notebook), validated once."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, fields

from . import limits
from .errors import UserError
from .sources import FORMATS
from .tuning import BATCH_SHARDS

# What each field of a request means: the one text the CLI's --help (ingest, detect, serve)
# and the Prefect flow's parameter docs are made from.
OPTION_HELP = {
    "targets": "Folders or files to ingest (local paths or fsspec URLs such as s3://bucket/runs).",
    "lake": "The lake's location (a folder or an s3:// URL).",
    "format": f"Force a reader: {', '.join(FORMATS)} (default: detected per file).",
    "run": "One run name for everything found (default: from each file's folders; see Detection).",
    "split": "train or val (default: val under eval/ or val/ folders).",
    "step": "Step of every shard found (e.g. for Harbor exports, which have none: 0).",
    "model": "Model name to record for the runs.",
    "task": "Task or dataset to record for the runs.",
    "force": "Re-read every shard, even unchanged ones.",
    "retry_failed": "Read again the shards that failed, though unchanged since (by default only a changed file is).",
    "workers": "Shards read at once, by threads or, for 256+ small files, processes (default: the machine's cores).",
    "tokenizer": "A local tokenizer.json to count prompt and response tokens with (never downloads).",
    "batch_size": "Shards per commit (fewer: less memory, more small files).",
    "auto_compact": "Compact runs that gathered many small files.",
    "trust_pickles": "Read pickled dumps (slime's .pt): only plain values are built, never code run (default: skipped).",
    "keep_tokens": (
        "Keep the token lane: per-token ids, log-probabilities, loss masks and advantages where a source dumps them "
        "(the `tokens` table; default: left out). A run whose tokens were kept keeps them, its new files too."
    ),
}


@dataclass(frozen=True)
class IngestRequest:
    """What to ingest, where, and how: every option of `tracelake ingest` and the flow (each
    field's meaning in :data:`OPTION_HELP`)."""

    targets: tuple[str, ...]
    lake: str
    format: str | None = None
    run: str | None = None
    split: str | None = None
    step: int | None = None
    model: str | None = None
    task: str | None = None
    force: bool = False
    retry_failed: bool = False
    workers: int | None = None
    tokenizer: str | None = None
    batch_size: int = BATCH_SHARDS
    auto_compact: bool = True
    trust_pickles: bool = False
    keep_tokens: bool = False

    @classmethod
    def from_options(cls, options: Mapping[str, object], *, besides: Collection[str] = ()) -> IngestRequest:
        """The request of a command's or a flow's parameters (``locals()``), the fields listed
        here only: every name is a field, or one of ``besides`` (the command's own options). Any
        other name is an error, so an option renamed on one side and not the other fails its
        command's first test, never drops the option silently."""
        names = {f.name for f in fields(cls)}
        strays = sorted(set(options) - names - set(besides))
        if strays:
            raise TypeError(f"not fields of an ingest request, nor declared besides them: {', '.join(strays)}")
        return cls(**{k: v for k, v in options.items() if k in names})  # type: ignore[arg-type]  # checked here

    def __post_init__(self) -> None:
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
        if self.format is not None and self.format not in FORMATS:
            raise UserError(f"unknown format {self.format!r}: one of {', '.join(FORMATS)}")
        limits.current()  # a bad TRACELAKE_MAX_* says so before any work


def cluster_of(dask: str | None, ray: str | None) -> tuple[str, str] | None:
    """(kind, address) of the cluster a shell's options ask for (``--dask`` or ``--ray``), if
    any: the CLI and the Prefect flow take the same two and refuse both at once."""
    if dask and ray:
        raise UserError("give one cluster: --dask or --ray")
    return ("dask", dask) if dask else ("ray", ray) if ray else None
