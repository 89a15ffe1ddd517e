"""Prefect shell over the engine: the same plan and shard commits, one task per shard.

Tasks retry I/O errors (``OSError``: a network filesystem hiccup, a file busy being
rewritten); a shard's bad content is not an error here, the engine records it in the ledger.
"""

from __future__ import annotations

import os

from datetime import timedelta

from prefect import flow, get_run_logger, task
from prefect.artifacts import create_table_artifact
from prefect.cache_policies import NO_CACHE
from prefect.task_runners import ThreadPoolTaskRunner
from prefect.utilities.annotations import quote

from . import engine
from .lake import Lake
from .sources.base import Shard


def _is_io_error(_task, _task_run, state) -> bool:
    return isinstance(state.result(raise_on_failure=False), OSError)


@task(
    name="ingest-shard",
    task_run_name="{shard.run_name}/{shard.step}",
    retries=2,
    retry_delay_seconds=2,
    retry_condition_fn=_is_io_error,
    cache_policy=NO_CACHE,  # the ledger decides what is new, not Prefect's cache
)
def ingest_shard_task(plan: engine.Plan, shard: Shard) -> engine.ShardResult:
    return engine.ingest_shard(plan, shard)


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
    lock_timeout: float = 600.0,
    tokenizer: str | None = None,
) -> engine.Report:
    with Lake(lake).lock(timeout=lock_timeout):
        return _ingest(targets, lake, format, run, split, step, model, task, force, tokenizer)


def _ingest(targets, lake, format, run, split, step, model, task, force, tokenizer) -> engine.Report:
    logger = get_run_logger()
    plan = engine.plan(targets, lake, format=format, run=run, split=split, step=step, force=force,
                       model=model, task=task, tokenizer=tokenizer)
    logger.info("%d shard(s) to read, %d unchanged, %d file(s) skipped",
                len(plan.todo), len(plan.unchanged), len(plan.unplaced))
    # quote(): Prefect would otherwise walk the plan's ledger looking for futures, per task.
    futures = [ingest_shard_task.submit(quote(plan), shard) for shard in plan.todo]
    results = engine.settled_results(plan)
    for shard, future in zip(plan.todo, futures):
        try:
            results.append(future.result())
        except Exception as exc:  # noqa: BLE001 - retries exhausted: record it, go on
            logger.error("%s: %s", shard.uri, exc)
            results.append(engine.record_error(plan, shard, exc))
    report = engine.Report(results, plan.unplaced)
    logger.info(report.summary())
    _publish(report)
    return report


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
          **options) -> None:
    """Register a deployment of the ingest flow on that schedule and run its scheduled runs
    until interrupted. Needs a Prefect server (``PREFECT_API_URL``)."""
    from prefect.deployments.runner import EntrypointType  # noqa: PLC0415 - heavy, serve only

    parameters = {"targets": targets, "lake": lake, **{k: v for k, v in options.items() if v is not None}}
    ingest_flow.serve(name=name, interval=every, cron=cron, parameters=parameters,
                      description=f"tracelake ingest of {', '.join(targets)} into {lake}",
                      # by module: the runner's flow-run processes import the installed package
                      entrypoint_type=EntrypointType.MODULE_PATH)
