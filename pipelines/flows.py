"""Prefect shell over the engine: the flow runs :func:`pipelines.engine.ingest` on the request
its parameters describe, one task per batch of shards, logs what it did and publishes its
counts as an artifact.

Tasks run on threads here, or on a Dask cluster (``dask``: ``local`` for a LocalCluster on
this machine, or a scheduler's address) through prefect-dask's DaskTaskRunner: each task
carries its batch of shards (never the plan), and the worker that runs it reads the sources
and commits to the lake itself. The engine retries I/O errors and records a shard's bad content
in the ledger; neither is a Prefect error here.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from datetime import timedelta

from prefect import Flow, flow, get_run_logger, task
from prefect.artifacts import create_table_artifact
from prefect.cache_policies import NO_CACHE
from prefect.task_runners import ThreadPoolTaskRunner

from . import engine


@task(name="ingest-batch", task_run_name="{batch.label}", cache_policy=NO_CACHE)
def ingest_batch_task(batch: engine.BatchTask) -> list[engine.ShardResult]:
    return engine.ingest_batch(batch)


@flow(name="tracelake-ingest", task_runner=ThreadPoolTaskRunner(max_workers=os.cpu_count() or 2))
def ingest_flow(
    targets: list[str],
    lake: str,
    format: str | None = None,
    run: str | None = None,
    split: str | None = None,
    step: int | None = None,
    model: str | None = None,
    task: str | None = None,
    force: bool = False,
    workers: int | None = None,
    tokenizer: str | None = None,
    batch_size: int = engine.BATCH_SHARDS,
    auto_compact: bool = True,
) -> engine.Report:
    logger = get_run_logger()
    request = engine.IngestRequest(tuple(targets), lake, format=format, run=run, split=split, step=step, model=model,
                                   task=task, force=force, workers=workers, tokenizer=tokenizer,
                                   batch_size=batch_size, auto_compact=auto_compact)

    def planned(plan: engine.Plan) -> None:
        logger.info("%d shard(s) to read, %d unchanged, %d file(s) skipped",
                    len(plan.todo), len(plan.unchanged), len(plan.unplaced))

    def run_batches(batches: list[engine.BatchTask]) -> Iterable[list[engine.ShardResult]]:
        logger.info("%d task(s) of up to %d shard(s)", len(batches), max((len(b.shards) for b in batches), default=0))
        for future in [ingest_batch_task.submit(batch) for batch in batches]:
            yield future.result()

    report = engine.ingest(request, on_plan=planned, run_batches=run_batches, workers=_task_slots())
    for result in report.results:
        if result.status == "failed":
            logger.error("failed %s: %s", result.shard.uri, result.error)
    logger.info(report.summary())
    _publish(report)
    return report


def _task_slots() -> int:
    """How many tasks run at once: the Dask cluster's threads, else this machine's cores."""
    try:
        from distributed import get_client  # noqa: PLC0415 - only with a Dask task runner

        return max(1, sum(get_client().nthreads().values()))
    except (ImportError, ValueError):
        return os.cpu_count() or 1


def on_dask(address: str) -> Flow:
    """The ingest flow with its tasks on a Dask cluster: ``local`` starts a LocalCluster (one
    single-threaded worker process per core), anything else is a scheduler's address."""
    from prefect_dask import DaskTaskRunner  # noqa: PLC0415 - only when asked for

    if address == "local":
        runner = DaskTaskRunner(cluster_kwargs={"n_workers": os.cpu_count() or 2, "threads_per_worker": 1,
                                                "processes": True, "dashboard_address": None})
    else:
        runner = DaskTaskRunner(address=address)
    return ingest_flow.with_options(task_runner=runner)


def _publish(report: engine.Report) -> None:
    """The run's counts as a Prefect artifact (key ``tracelake-ingest``): the UI and the API
    show what each scheduled run found, without reading its logs."""
    counts = {
        "ingested": report.committed,
        "unchanged": report.count("unchanged"),
        "failed": report.count("failed"),
        "trajectories": report.rows,
        "quarantined": report.quarantined,
        "skipped_files": len(report.unplaced),
    }
    failures = [f"- failed {r.shard.uri}: {r.error}" for r in report.results if r.status == "failed"]
    create_table_artifact([counts], key="tracelake-ingest", description="\n".join([report.summary(), *failures]))


def serve(targets: list[str], lake: str, *, name: str, every: timedelta | None, cron: str | None,
          dask: str | None = None, **options) -> None:
    """Register a deployment of the ingest flow on that schedule and run its scheduled runs
    until interrupted (on a Dask cluster with ``dask``). Needs a Prefect server (``PREFECT_API_URL``)."""
    from prefect.deployments.runner import EntrypointType  # noqa: PLC0415 - heavy, serve only

    parameters = {"targets": targets, "lake": lake, **{k: v for k, v in options.items() if v is not None}}
    # One run at a time: the next scheduled run waits for the one still reading (Delta would keep
    # two right, but they would read the same new shards twice).
    (on_dask(dask) if dask else ingest_flow).serve(limit=1, name=name, interval=every, cron=cron, parameters=parameters,
                      description=f"tracelake ingest of {', '.join(targets)} into {lake}",
                      # by module: the runner's flow-run processes import the installed package
                      entrypoint_type=EntrypointType.MODULE_PATH)
