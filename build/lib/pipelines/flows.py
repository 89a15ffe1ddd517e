"""Prefect shell over the engine: the flow runs :func:`pipelines.engine.ingest` on the request
its parameters describe, logs what it did and publishes its counts as an artifact.

The engine retries I/O errors (``OSError``: a network filesystem hiccup, a file busy being
rewritten) and records a shard's bad content in the ledger; neither is a Prefect error here.
"""

from __future__ import annotations

from datetime import timedelta

from prefect import flow, get_run_logger
from prefect.artifacts import create_table_artifact

from . import engine


@flow(name="tracelake-ingest")
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

    report = engine.ingest(request, on_plan=planned)
    for result in report.results:
        if result.status == "failed":
            logger.error("failed %s: %s", result.shard.uri, result.error)
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
