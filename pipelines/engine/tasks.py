"""A plan cut into tasks for a cluster (the flow's Dask workers): each carries what it needs to
read and commit its shards (:class:`.context.BatchTask`), and nothing of the rest of the plan."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping

from ..lake import Lake
from ..reconcile.claims import Claims, Holder, RunContent, held_by
from ..shard import Shard
from ..tokens import TokenCounter
from ..tuning import TASK_BYTES, TASK_SHARDS
from .context import BatchTask, task_of
from .execute import execute, reading_order
from .plan import Plan
from .report import ShardResult

TASKS_PER_WORKER = 4


def batch_tasks(plan_: Plan, *, workers: int) -> list[BatchTask]:
    """The plan's shards cut into tasks (run by run, step by step, large shards first)."""
    queue = reading_order(plan_.todo, plan_.stats)
    per_task = max(1, min(TASK_SHARDS, math.ceil(len(queue) / max(1, workers * TASKS_PER_WORKER))))
    tasks: list[BatchTask] = []
    current: list[Shard] = []
    size = 0
    held: dict[int, dict[RunContent, Holder]] = {}  # file size -> what the lake holds in files of that size
    for e in plan_.committed.values():
        held.setdefault(e.size, {}).update(held_by([e]))
    for shard in queue + [None]:
        if current and (shard is None or len(current) >= per_task or size + plan_.stats[shard.uri].size > TASK_BYTES):
            sizes = {plan_.stats[s.uri].size for s in current}
            tasks.append(task_of(plan_.context, current, {c: h for n in sizes for c, h in held.get(n, {}).items()}))
            current, size = [], 0
        if shard is not None:
            current.append(shard)
            size += plan_.stats[shard.uri].size
    return tasks


def plan_of_task(task: BatchTask, lake: Lake, tokens: TokenCounter | None) -> Plan:
    """A plan of the task's shards alone, on ``lake``: all of them to read, their claims
    against what the lake held in files of their sizes."""
    held: Mapping[RunContent, Holder] = task.held
    claims = Claims(dict(held), [s.uri for s in task.shards])
    return Plan(task.context(lake, tokens), list(task.shards), [], [], [], claims)


def ingest_batch(task: BatchTask) -> list[ShardResult]:
    """Read and commit one task's shards (on whichever machine runs it); return their results."""
    tokens = TokenCounter(task.request.tokenizer) if task.request.tokenizer else None
    return execute(plan_of_task(task, Lake(task.request.lake), tokens))


RunBatches = Callable[[list[BatchTask]], Iterable[list[ShardResult]]]
