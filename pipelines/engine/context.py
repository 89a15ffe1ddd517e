"""What reading a shard needs, as a value (:class:`ReadContext`), and a part of a plan that
carries it to whatever reads apart from the plan (:class:`BatchTask`: a Dask task, a reading
process). A plan gives the context of its whole ingest; a task gives its shards' only."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from .. import storage
from ..lake import Entry, Lake
from ..lake.ledger import Key
from ..reconcile.claims import Holder, RunContent
from ..request import IngestRequest
from ..shard import Shard
from ..tokens import TokenCounter


@dataclass(frozen=True)
class ReadContext:
    """The request, the lake (attempt ids, a large shard's early files), each shard's latest
    and latest committed attempts (an unchanged file, a retry), the files as listed, and the
    tokenizer: all a reader of a shard consults. Never changed by reading."""

    request: IngestRequest
    lake: Lake
    committed: Mapping[Key, Entry]
    latest: Mapping[Key, Entry]
    stats: Mapping[str, storage.FileStat]
    tokens: TokenCounter | None = None


@dataclass(frozen=True)
class BatchTask:
    """A part of a plan, for whatever reads it apart from the plan (a Dask task, a reading
    process): what reading its shards needs, and nothing of the rest of the plan."""

    request: IngestRequest
    shards: tuple[Shard, ...]
    committed: Mapping[Key, Entry]  # the latest committed attempt of each of these shards
    latest: Mapping[Key, Entry]  # and their latest attempt
    stats: Mapping[str, storage.FileStat]
    clock: int  # the greatest attempt id the plan saw: every new one goes past it
    # What the lake holds in files of these shards' sizes: a copy has its original's size
    # (the same bytes, or the same lines reordered), so the rest of the lake is left behind.
    held: Mapping[RunContent, Holder] = field(default_factory=dict)

    @property
    def label(self) -> str:
        runs = sorted({s.run_name for s in self.shards})
        return f"{runs[0]}{f' +{len(runs) - 1} run(s)' if len(runs) > 1 else ''}: {len(self.shards)} shard(s)"

    def context(self, lake: Lake, tokens: TokenCounter | None) -> ReadContext:
        """The task's reading context on ``lake`` (its clock moved past the plan's), read one
        shard at a time: the workers that run tasks are the parallelism."""
        lake.clock.observe(self.clock)
        return ReadContext(replace(self.request, workers=1), lake, self.committed, self.latest, self.stats, tokens)


def task_of(context: ReadContext, shards: list[Shard], held: Mapping[RunContent, Holder] | None = None) -> BatchTask:
    """The part of a reading context that reading ``shards`` needs (``held``: what the lake
    holds that claims must see; none for a reader whose claims the ingest's process makes)."""
    keys = [s.ledger_key for s in shards]
    return BatchTask(
        context.request,
        tuple(shards),
        {k: context.committed[k] for k in keys if k in context.committed},
        {k: context.latest[k] for k in keys if k in context.latest},
        {s.uri: context.stats[s.uri] for s in shards},
        context.lake.clock.value,
        held or {},
    )
