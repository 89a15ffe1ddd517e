"""Where a plan's tasks run when they do not run in this process: a cluster, behind one small
interface (:class:`Cluster`), so that the engine, the CLI and the Prefect flow know none of them
and a new one is one module here and one line of :data:`KINDS`.

Each task (:class:`~pipelines.engine.context.BatchTask`) carries its shards and what reading
them needs, never the plan; the process that runs it reads, normalizes, stages and commits them
itself (:func:`~pipelines.engine.tasks.ingest_batch`), so the lake's guarantees are the local
ingest's: the ledger is the commit point, claims keep a content once per run, a shard read twice
(a retried task) replaces its rows, never doubles them. A task that dies with its worker (killed,
out of memory) gives an ``error`` result for each of its shards: nothing of it is in the
ledger unless it committed, and the next ingest reads what it did not commit.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Protocol

from ...errors import UserError
from ..context import BatchTask
from ..report import Outcome, ShardResult

# kind -> (module, the package to install for it)
KINDS = {"dask": (".dask_cluster", "dask[distributed]"), "ray": (".ray_cluster", "tracelake[ray]")}


class Cluster(Protocol):
    """A cluster the tasks of a plan run on."""

    name: str  # what a message calls it: "the Ray cluster at 127.0.0.1:6379"

    def slots(self) -> int:
        """How many tasks run at once (the plan is cut into a few tasks a slot)."""
        ...

    def run(self, tasks: list[BatchTask]) -> Iterator[list[ShardResult]]:
        """Run every task; yield each one's results as it finishes."""
        ...

    def close(self) -> None:
        """Let go of the cluster (one this process started stops)."""
        ...


def open_cluster(kind: str, address: str) -> Cluster:
    """The cluster of ``kind`` at ``address`` (``local``: one started on this machine for the
    ingest, a worker a core); a one-line UserError when its package is not installed."""
    if kind not in KINDS:
        raise UserError(f"no cluster kind {kind!r}: one of {', '.join(KINDS)}")
    module, package = KINDS[kind]
    try:
        found = importlib.import_module(module, __name__)
    except ImportError as exc:
        raise UserError(f"--{kind} needs {exc.name or kind}: pip install '{package}'") from None
    cluster: Cluster = found.connect(address)
    return cluster


def failed_task(task: BatchTask, why: str) -> list[ShardResult]:
    """Results for a task that died on its worker: each of its shards an error, read again by
    the next ingest (nothing of it is in the ledger but what it committed)."""
    return [ShardResult(shard, Outcome.FAILED, error=f"{why}: read again by the next ingest") for shard in task.shards]
