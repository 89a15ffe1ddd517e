"""The ingest engine: sources -> normalize -> lake, in stages. Plain Python; the CLI, the
Prefect flow and the tests all call :func:`ingest` with an :class:`IngestRequest`, and it knows
nothing of them.

- :mod:`pipelines.request`: what to ingest (validated once; outside the engine, so a shell
  declares its options without importing the stages);
- :mod:`.plan`: which shards, and which of them need reading (one snapshot of the ledger,
  reconciled with the targets by :mod:`pipelines.reconcile`);
- :mod:`.read`: one shard read and normalized into an attempt;
- :mod:`.execute`: attempts read on a thread pool and committed in batches;
- :mod:`.tasks`: the plan cut into tasks for a cluster;
- :mod:`.report`: what happened, shard by shard.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..lake import catalog
from ..lake.maintenance import compact_if_fragmented
from ..reconcile.find import find, preview, run_names
from ..request import OPTION_HELP, IngestRequest
from ..sources.base import Shard
from ..tuning import BATCH_BYTES, BATCH_SHARDS
from . import clusters
from .context import BatchTask, ReadContext
from .execute import DiskFull, Interrupted, StorageFailed, execute, is_disk_full
from .plan import Plan, plan, settled_results
from .read import read_shard
from .report import Outcome, Report, ShardResult, note_identical
from .tasks import RunBatches, batch_tasks, ingest_batch

__all__ = [
    "BATCH_BYTES", "BATCH_SHARDS", "BatchTask", "DiskFull", "IngestRequest", "Interrupted", "OPTION_HELP", "Outcome", "Plan", "ReadContext", "Report",
    "RunBatches", "ShardResult", "StorageFailed", "batch_tasks", "execute", "find", "ingest", "ingest_batch", "ingest_on", "ingest_paths",
    "is_disk_full", "plan", "preview", "read_shard", "run_names", "settled_results",
]  # fmt: skip


def ingest(
    request: IngestRequest,
    *,
    progress: Callable[[ShardResult], None] | None = None,
    on_plan: Callable[[Plan], None] | None = None,
    on_read: Callable[[Shard, int], None] | None = None,
    run_batches: RunBatches | None = None,
    workers: int | None = None,
) -> Report:
    """Ingest every shard under the request's targets that the lake does not hold yet in this
    form. No lock: other ingests of the same lake may run at the same time (see :mod:`.lake`).

    ``on_plan(plan)`` is called before any shard is read, ``on_read(shard, bytes)`` as each is
    read here, ``progress(result)`` as each commits. Without ``run_batches`` the shards are
    read here, on a thread pool; with it, the plan is cut into :class:`BatchTask`s for
    ``workers`` workers and ``run_batches`` runs them where it likes (a cluster: :func:`ingest_on`),
    yielding each task's results."""
    plan_ = plan(request)
    if on_plan:
        on_plan(plan_)
    results = settled_results(plan_)
    with catalog.renewing(plan_.lake):  # for what landed or the ledger noted, before a stop too
        if run_batches is None:
            try:
                results += execute(plan_, progress=progress, on_read=on_read)
            except (Interrupted, DiskFull, StorageFailed) as stop:
                stop.report = Report(results + stop.results, plan_.unplaced, settled=plan_.unchanged)
                raise
        else:
            for batch_results in run_batches(batch_tasks(plan_, workers=workers or 1)):
                results += batch_results
                for result in batch_results:
                    if progress is not None:
                        progress(result)
        note_identical(results, plan_.claims.in_lake)  # the plan's reading of the ledger, not another
        written = {r.shard.run_id for r in results if r.landed}
        if request.auto_compact and written:
            compact_if_fragmented(plan_.lake, written, tables=sum(1 for r in results if r.landed))
    return Report(results, plan_.unplaced, seconds=dict(plan_.lake.stopwatch.seconds), settled=plan_.unchanged)


def ingest_on(
    request: IngestRequest,
    kind: str,
    address: str,
    *,
    progress: Callable[[ShardResult], None] | None = None,
    on_plan: Callable[[Plan], None] | None = None,
) -> Report:
    """:func:`ingest` with the plan's tasks on a cluster (``kind``: ``dask`` or ``ray``, see
    :mod:`.clusters`), reading and committing where they run; the cluster is let go of after."""
    cluster = clusters.open_cluster(kind, address)
    try:
        return ingest(request, progress=progress, on_plan=on_plan, run_batches=cluster.run, workers=cluster.slots())
    finally:
        cluster.close()


def ingest_paths(targets: Iterable[str], lake: str, **options: Any) -> Report:
    """:func:`ingest` with the request's fields as keywords: for notebooks and scripts."""
    return ingest(IngestRequest(tuple(targets), lake, **options))
