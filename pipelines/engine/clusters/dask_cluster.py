"""A plan's tasks on a Dask cluster (``--dask``): ``local`` starts a LocalCluster on this
machine (a single-threaded worker process per core: reading holds the GIL), anything else is a
scheduler's address (``tcp://host:8786``). Each task runs :func:`~pipelines.engine.tasks.ingest_batch`
on a worker; Dask moves the tasks of a worker that died to another (a task run twice replaces
its rows, never doubles them), and one it gives up on (``KilledWorker``) is a failed task."""

from __future__ import annotations

import os
from collections.abc import Iterator

from distributed import Client, LocalCluster, as_completed

from ...errors import UserError
from ..context import BatchTask
from ..report import ShardResult
from ..tasks import ingest_batch
from . import failed_task


class DaskCluster:
    def __init__(self, client: Client, name: str, local: LocalCluster | None = None):
        self.client, self.name, self.local = client, name, local

    def slots(self) -> int:
        return max(1, sum(self.client.nthreads().values()))

    def run(self, tasks: list[BatchTask]) -> Iterator[list[ShardResult]]:
        futures = {self.client.submit(ingest_batch, task, pure=False): task for task in tasks}
        for future in as_completed(futures):
            try:
                yield future.result()
            except Exception as exc:  # noqa: BLE001 - a task that died with its worker: its shards, not the ingest
                yield failed_task(futures[future], f"its task died on {self.name} ({type(exc).__name__})")

    def close(self) -> None:
        self.client.close()
        if self.local is not None:
            self.local.close()


def connect(address: str) -> DaskCluster:
    if address == "local":
        local = LocalCluster(n_workers=os.cpu_count() or 2, threads_per_worker=1, processes=True,
                             dashboard_address=None)  # fmt: skip
        return DaskCluster(Client(local), "a local Dask cluster", local)
    try:
        client = Client(address, timeout=30)
    except OSError as exc:
        raise UserError(f"no Dask scheduler answers at {address} ({exc})") from None
    return DaskCluster(client, f"the Dask cluster at {address}")
