"""A plan cut into tasks for a cluster (the flow's Dask workers): each carries what it needs to
read and commit its shards, and nothing of the rest of the plan."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from .. import storage
from ..claims import Claims, Holder, RunContent, held_by
from ..lake import Entry, Lake
from ..lake.ledger import Key
from ..request import IngestRequest
from ..sources.base import Shard
from ..tokens import TokenCounter
from .execute import _in_reading_order, execute
from .plan import Plan, _key
from .report import ShardResult


@dataclass(frozen=True)
class BatchTask:
    """A batch of shards for one worker (a Dask task): what it needs to read and commit them,
    and nothing of the rest of the plan."""

    request: IngestRequest
    shards: tuple[Shard, ...]
    committed: dict[Key, Entry]  # the latest committed attempt of each of these shards
    latest: dict[Key, Entry]  # and their latest attempt
    stats: dict[str, storage.FileStat]
    clock: int  # the greatest attempt id the plan saw: every new one goes past it
    # What the lake holds in files of these shards' sizes: a copy has its original's size
    # (the same bytes, or the same lines reordered), so the rest of the lake is left behind.
    held: dict[RunContent, Holder] = field(default_factory=dict)

    @property
    def label(self) -> str:
        runs = sorted({s.run_name for s in self.shards})
        return f"{runs[0]}{f' +{len(runs) - 1} run(s)' if len(runs) > 1 else ''}: {len(self.shards)} shard(s)"


# A task holds at most this many shards or bytes of sources, and there are at least this many
# tasks per worker when the plan is large enough: orchestration costs per task, not per shard.
TASK_SHARDS = 500

TASK_BYTES = 512 << 20

TASKS_PER_WORKER = 4


def batch_tasks(plan_: Plan, *, workers: int) -> list[BatchTask]:
    """The plan's shards cut into tasks (run by run, step by step, large shards first)."""
    queue = _in_reading_order(plan_.todo, plan_.stats)
    per_task = max(1, min(TASK_SHARDS, math.ceil(len(queue) / max(1, workers * TASKS_PER_WORKER))))
    tasks: list[BatchTask] = []
    current: list[Shard] = []
    size = 0
    held: dict[int, dict[RunContent, Holder]] = {}  # file size -> what the lake holds in files of that size
    for e in plan_.committed.values():
        held.setdefault(e.size, {}).update(held_by([e]))
    for shard in queue + [None]:
        if current and (shard is None or len(current) >= per_task or size + plan_.stats[shard.uri].size > TASK_BYTES):
            keys = {_key(s) for s in current}
            sizes = {plan_.stats[s.uri].size for s in current}
            tasks.append(
                BatchTask(
                    plan_.request,
                    tuple(current),
                    {k: v for k, v in plan_.committed.items() if k in keys},
                    {k: v for k, v in plan_.latest.items() if k in keys},
                    {s.uri: plan_.stats[s.uri] for s in current},
                    plan_.lake.clock.value,
                    {c: h for n in sizes for c, h in held.get(n, {}).items()},
                )
            )
            current, size = [], 0
        if shard is not None:
            current.append(shard)
            size += plan_.stats[shard.uri].size
    return tasks


def ingest_batch(task: BatchTask) -> list[ShardResult]:
    """Read and commit one task's shards (on whichever machine runs it); return their results."""
    lake = Lake(task.request.lake)
    lake.clock.observe(task.clock)
    tokens = TokenCounter(task.request.tokenizer) if task.request.tokenizer else None
    request = replace(task.request, workers=1)  # the cluster's workers are the parallelism
    plan_ = Plan(
        request,
        lake,
        list(task.shards),
        [],
        [],
        [],
        task.latest,
        task.committed,
        task.stats,
        tokens,
        Claims(task.held, [s.uri for s in task.shards]),
    )
    return execute(plan_)


RunBatches = Callable[[list[BatchTask]], Iterable[list[ShardResult]]]
