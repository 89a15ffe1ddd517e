"""A plan's tasks on a Ray cluster (``--ray``): the cluster that trains (verl's single
controller, NeMo-RL, SkyRL, OpenRLHF, AReaL and rLLM run on Ray), so no second cluster is
needed to ingest what it writes. ``local`` starts Ray on this machine for the ingest (a worker a
core), ``auto`` joins the cluster this machine is part of (``ray start`` ran here), anything
else is a head's address (``10.0.0.1:6379``).

Plain Ray tasks, not Ray Data: a task is a batch of whole shards that
:func:`~pipelines.engine.tasks.ingest_batch` reads with tracelake's own readers (a rollout line
of any length, a 32k-token response's 2 MB included: no Arrow JSON block to outgrow) and commits
itself; Ray Data's readers would split files into blocks and hand rows back to be committed by
the driver, the lake's commit protocol then run in one place. Each task asks one CPU (reading a
shard holds one core). A task whose worker process dies is run again by Ray, on another worker
(``max_retries``: a task run twice replaces its rows, never doubles them); one it gives up on is
a failed task, its shards read again by the next ingest. The ingest's AWS_*, HF_* and
TRACELAKE_* variables go with every task (``runtime_env``), so the workers reach an S3 lake as
the driver does.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator

import ray
from ray.exceptions import RayError

from ...errors import UserError
from ..context import BatchTask
from ..report import ShardResult
from ..tasks import ingest_batch
from . import failed_task

RETRIES = 2  # a task whose worker died is run again this many times
PASSED_ON = ("AWS_", "HF_", "TRACELAKE_")  # the variables a task needs where it runs


class RayCluster:
    def __init__(self, name: str):
        self.name = name

    def slots(self) -> int:
        return max(1, int(ray.cluster_resources().get("CPU", 1)))

    def run(self, tasks: list[BatchTask]) -> Iterator[list[ShardResult]]:
        remote = ray.remote(num_cpus=1, max_retries=RETRIES)(ingest_batch)
        pending = {remote.remote(task): task for task in tasks}
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                task = pending.pop(ref)
                try:
                    yield ray.get(ref)
                except RayError as exc:  # its worker died past the retries, or the task raised
                    yield failed_task(task, f"its task failed on {self.name} ({type(exc).__name__})")

    def close(self) -> None:
        ray.shutdown()


def connect(address: str) -> RayCluster:
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")  # nothing leaves the machine
    passed = {k: v for k, v in os.environ.items() if k.startswith(PASSED_ON)}
    local = address == "local"
    try:
        ray.init(
            address=None if local else address, num_cpus=os.cpu_count() or 2 if local else None,
            # its start-up notes (a token made for a local cluster) are not the ingest's to print
            include_dashboard=False, logging_level=logging.ERROR, log_to_driver=False,
            runtime_env={"env_vars": passed} if passed else None,
        )  # fmt: skip
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise UserError(f"no Ray cluster answers at {address} ({str(exc).splitlines()[0]})") from None
    return RayCluster("a local Ray cluster" if local else f"the Ray cluster at {address}")
