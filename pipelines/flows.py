"""Prefect shell over the engine: the flow runs :func:`pipelines.engine.ingest` on the request
its parameters describe, logs what it did and publishes its counts as an artifact.

Its batches of shards run as Prefect tasks on threads here, or on a cluster (``dask`` or
``ray``: ``local`` for one started on this machine, or an address) through the engine's own
executor (:mod:`pipelines.engine.clusters`): each task carries its batch (never the plan), and
the worker that runs it reads the sources and commits to the lake itself; the flow logs each
batch as it lands. The workers need neither Prefect nor a Prefect server. The engine retries
I/O errors and records a shard's bad content in the ledger; neither is a Prefect error here.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import signal
import threading
from collections.abc import Callable, Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path, PurePosixPath
from typing import Any

from prefect import flow, get_run_logger, task
from prefect.artifacts import create_table_artifact
from prefect.cache_policies import NO_CACHE
from prefect.client.schemas.objects import State
from prefect.states import Failed
from prefect.task_runners import ThreadPoolTaskRunner

# Absolute: `prefect deploy pipelines/flows.py:ingest_flow` and work pools load this file by path.
from pipelines import engine
from pipelines.errors import UserError
from pipelines.lake import maintenance
from pipelines.request import cluster_of


class ShardsFailed(Exception):
    """A scheduled ingest in which shards failed (their files named in its log and artifact)."""


class _OneLine(logging.Filter):
    """Prefect logs a failed flow run's exception with its traceback ("Engine execution exited
    with unexpected exception"): for shards that failed, nothing unexpected, the reason alone."""

    def filter(self, record: logging.LogRecord) -> bool:
        failed = record.exc_info[1] if record.exc_info else None
        if isinstance(failed, ShardsFailed):
            record.msg, record.args, record.exc_info, record.exc_text = "%s", (str(failed),), None, None
        return True


logging.getLogger("prefect.flow_runs").addFilter(_OneLine())


@task(name="ingest-batch", task_run_name="{batch.label}", cache_policy=NO_CACHE)
def ingest_batch_task(batch: engine.BatchTask) -> list[engine.ShardResult]:
    return engine.ingest_batch(batch)


def _name(location: str) -> str:
    return PurePosixPath(location.rstrip("/")).name or location


def _flow_run_name() -> str:
    from prefect.runtime import flow_run  # noqa: PLC0415 - only inside a run

    parameters = flow_run.parameters
    sources = ", ".join(_name(t) for t in parameters.get("targets", []))
    return f"{sources} -> {_name(parameters.get('lake', ''))} {datetime.now(UTC):%Y-%m-%d %H:%M:%S}"


def artifact_key(lake: str) -> str:
    """The key of a lake's ingest artifact: one history per lake, not one for every lake."""
    slug = re.sub(r"[^a-z0-9]+", "-", _name(lake).lower()).strip("-")[:40] or "lake"
    return f"tracelake-ingest-{slug}-{hashlib.blake2b(lake.encode(), digest_size=3).hexdigest()}"


def deployment_name(targets: list[str], lake: str) -> str:
    """What `serve` calls its deployment unless told: its sources and lake, so two `serve`s of
    different folders or lakes never share one."""
    what = f"{', '.join(sorted(targets))} -> {lake}"
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", f"{'+'.join(_name(t) for t in targets)}-{_name(lake)}").strip("-")[:60]
    return f"{slug}-{hashlib.blake2b(what.encode(), digest_size=4).hexdigest()}"


def _with_option_docs(fn: Callable[..., Any]) -> Callable[..., Any]:
    """The flow's docstring, its parameters described as the CLI describes them (Prefect shows
    them in its UI): one text per option, in :data:`pipelines.engine.OPTION_HELP`."""
    args = "\n".join(f"        {name}: {text}" for name, text in engine.OPTION_HELP.items())
    fn.__doc__ = f"Ingest every new or changed shard under the targets into the lake.\n\n    Args:\n{args}\n    "
    return fn


@flow(
    name="tracelake-ingest",
    task_runner=ThreadPoolTaskRunner(max_workers=os.cpu_count() or 2),  # type: ignore[arg-type]  # Prefect's generics
    flow_run_name=_flow_run_name,
)
@_with_option_docs
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
    retry_failed: bool = False,
    workers: int | None = None,
    tokenizer: str | None = None,
    batch_size: int = engine.BATCH_SHARDS,
    auto_compact: bool = True,
    trust_pickles: bool = False,
    keep_tokens: bool = False,
    dask: str | None = None,
    ray: str | None = None,
) -> engine.Report | State:
    # the parameters are the request's fields and the cluster's
    request = engine.IngestRequest.from_options(locals(), besides=("dask", "ray"))
    logger = get_run_logger()
    cluster = cluster_of(dask, ray)

    def planned(plan: engine.Plan) -> None:
        logger.info(
            "%d shard(s) to read, %d unchanged, %d file(s) skipped",
            len(plan.todo),
            len(plan.unchanged),
            len(plan.unplaced),
        )

    def run_batches(batches: list[engine.BatchTask]) -> Iterable[list[engine.ShardResult]]:
        logger.info("%d task(s) of up to %d shard(s)", len(batches), max((len(b.shards) for b in batches), default=0))
        for future in [ingest_batch_task.submit(batch) for batch in batches]:
            yield future.result()

    def landed(result: engine.ShardResult) -> None:
        if result.error:
            logger.warning("%s %s: %s", result.status, result.shard.uri, result.error)

    if cluster is not None:
        logger.info("tasks on the %s cluster at %s", *cluster)
        report = engine.ingest_on(request, *cluster, on_plan=planned, progress=landed)
    else:
        report = engine.ingest(request, on_plan=planned, run_batches=run_batches, workers=os.cpu_count() or 1)
    for skipped in report.skipped:
        logger.warning("skipped %s: %s", skipped.uri, skipped.reason)
    for result in report.outcomes:
        if result.status == "failed":
            (logger.warning if result.standing else logger.error)("failed %s: %s", result.shard.uri, result.error)
        elif result.status == "partial":
            logger.warning("quarantined %d record(s) of %s", result.quarantined, result.shard.uri)
    logger.info(report.summary())
    _publish(report, lake)
    if report.new_failures:
        # A failed run, so Prefect's alerts fire, once a failure: a file that failed and has not
        # changed is said again each cycle (a warning) but is no news. What did land stays
        # committed. Prefect takes an exception as a failed state's data (a report was a
        # 45-line TypeError in every such cycle's log).
        why = f"{report.new_failures} shard(s) failed: {report.summary()}"
        return Failed(message=why, data=ShardsFailed(why))
    return report


@flow(name="tracelake-compact", flow_run_name=lambda: f"compact {datetime.now(UTC):%Y-%m-%d %H:%M:%S}")
def compact_flow(lake: str) -> list[dict[str, Any]]:
    """Merge each run's small and packed files of every table into files of about the target
    size, sorted by step (`tracelake compact`): what `serve --compact-every` schedules apart
    from the ingests, whose own compactions pack only what they wrote since."""
    logger = get_run_logger()
    started = datetime.now(UTC)
    done = maintenance.compact(lake)
    seconds = (datetime.now(UTC) - started).total_seconds()
    logger.info(
        "%d run(s) compacted, %d file(s) into %d in %.1f s",
        len(done),
        sum(c.files_before for c in done),
        sum(c.files_after for c in done),
        seconds,
    )
    return [{"run_id": c.run_id, "files_before": c.files_before, "files_after": c.files_after} for c in done]


def _publish(report: engine.Report, lake: str) -> None:
    """The run's counts as a Prefect artifact (key :func:`artifact_key`): the UI and the API
    show what each scheduled run found, without reading its logs."""
    details = report.asdict()
    lines = [f"- failed {f['file']}: {f['error']}" for f in details["failures"]]
    lines += [f"- quarantined {q['records']} record(s) of {q['file']}" for q in details["quarantined_files"]]
    lines += [f"- skipped {s['file']}: {s['reason']}" for s in details["skipped"]]
    lines += [f"- note {n['file']}: {n['note']}" for n in details["notes"]]
    lines += [f"- warning {w['file']}: {w['warning']}" for w in details["warnings"]]
    create_table_artifact([report.counts()], key=artifact_key(lake), description="\n".join([report.summary(), *lines]))


def serve(
    targets: list[str],
    lake: str,
    *,
    name: str,
    every: timedelta | None,
    cron: str | None,
    timezone_name: str | None = None,
    cluster: tuple[str, str] | None = None,
    compact_every: timedelta | None = None,
    **options: object,
) -> None:
    """Register a deployment of the ingest flow on that schedule and run its scheduled runs
    until interrupted (its tasks on ``cluster``: (``dask`` or ``ray``, address)); with ``compact_every``, also one of the
    compaction flow on that interval. Needs a Prefect server (``PREFECT_API_URL``)."""
    from prefect import serve as serve_all  # noqa: PLC0415 - heavy, serve only
    from prefect.client.schemas.schedules import CronSchedule, IntervalSchedule  # noqa: PLC0415
    from prefect.deployments.runner import EntrypointType  # noqa: PLC0415

    parameters = {"targets": targets, "lake": lake, **{k: v for k, v in options.items() if v is not None}}
    if cluster is not None:
        parameters[cluster[0]] = cluster[1]
    if cron:
        schedule: CronSchedule | IntervalSchedule = CronSchedule(cron=cron, timezone=timezone_name)
    elif every is not None:
        schedule = IntervalSchedule(interval=every, timezone=timezone_name)
    else:
        raise ValueError("serve() needs a cron or an interval")
    tags = ["tracelake", f"lake:{lake}", *(f"source:{t}" for t in targets)]
    # to_deployment is typed for async callers too; called here, it returns the deployment.
    deployments: list[Any] = [
        ingest_flow.to_deployment(
            name=name,
            schedule=schedule,  # type: ignore[arg-type]  # the client schedules are what serve() sends
            parameters=parameters,
            tags=tags,
            description=f"tracelake ingest of {', '.join(targets)} into {lake}",
            # by module: the runner's flow-run processes import the installed package
            entrypoint_type=EntrypointType.MODULE_PATH,
        )
    ]
    if compact_every is not None:
        deployments.append(
            compact_flow.to_deployment(
                name=name,
                schedule=IntervalSchedule(interval=compact_every, timezone=timezone_name),  # type: ignore[arg-type]
                parameters={"lake": lake},
                tags=["tracelake", f"lake:{lake}"],
                description=f"tracelake compact of {lake}",
                entrypoint_type=EntrypointType.MODULE_PATH,
            )
        )
    _stop_within(STOP_SECONDS)
    # One run at a time, whichever flow: the next scheduled ingest waits for the one still
    # reading (Delta would keep two right, but they would read the same new shards twice), and
    # for a compaction, which it would otherwise race for the same files.
    serve_all(*deployments, limit=1)


STOP_SECONDS = 5.0


def _stop_within(seconds: float) -> None:
    """On SIGTERM, Prefect's runner stops gracefully: it cancels its runs and pauses its
    deployments through the server's API, retrying for a minute and more when the server is
    gone. Give it ``seconds``; then stop its flow-run processes and exit (143, as SIGTERM's).
    Every commit the runs made stands (an interrupted one is what a crash leaves: undone)."""
    from prefect.runner.runner import Runner  # noqa: PLC0415 - serve only

    graceful = Runner.handle_sigterm

    def handle_sigterm(runner: Runner, *args: Any, **kwargs: Any) -> None:
        deadline = threading.Timer(seconds, _exit_now)
        deadline.daemon = True
        deadline.start()
        graceful(runner, *args, **kwargs)

    Runner.handle_sigterm = handle_sigterm  # type: ignore[method-assign,assignment]


def _exit_now() -> None:
    for child in _children(os.getpid()):
        with contextlib.suppress(ProcessLookupError):
            os.kill(child, signal.SIGTERM)
    os._exit(128 + signal.SIGTERM)


def _children(pid: int) -> list[int]:
    """This process's children (Linux's /proc; none known elsewhere)."""
    found = []
    for listing in Path(f"/proc/{pid}/task").glob("*/children"):
        with contextlib.suppress(OSError):
            found += [int(child) for child in listing.read_text().split()]
    return found


def check_schedule(cron: str | None, timezone: str | None) -> None:
    """A bad cron or time zone is a one-line error before anything is served."""
    from prefect.client.schemas.schedules import CronSchedule  # noqa: PLC0415 - serve only
    from pydantic import ValidationError  # noqa: PLC0415

    for option, value, schedule in (
        ("--cron", cron, lambda: CronSchedule(cron=cron or "")),
        ("--timezone", timezone, lambda: CronSchedule(cron="* * * * *", timezone=timezone)),
    ):
        if value is None:
            continue
        try:
            schedule()
        except ValidationError as exc:
            reason = exc.errors()[0].get("msg", "invalid").removeprefix("Value error, ")
            raise UserError(f"{option} {value!r}: {reason}") from None


def refuse_takeover(name: str, targets: list[str], lake: str) -> None:
    """Refuse (a UserError) when the deployment of that name serves other sources or another lake: serving
    would silently take it over (and stop what it ingests)."""
    from prefect.client.orchestration import get_client  # noqa: PLC0415 - serve only
    from prefect.exceptions import ObjectNotFound  # noqa: PLC0415

    with get_client(sync_client=True) as client:
        try:
            existing = client.read_deployment_by_name(f"tracelake-ingest/{name}")
        except ObjectNotFound:
            return
    serves = (existing.parameters.get("targets"), existing.parameters.get("lake"))
    if serves != (targets, lake):
        raise UserError(
            f"deployment tracelake-ingest/{name} serves {', '.join(serves[0] or [])} -> {serves[1]}: "
            "give another --name, or --replace to take it over"
        )


def prefect_server() -> str:
    """The API URL of a reachable Prefect server, or a UserError saying how to start one: schedules
    only run against a server (an ephemeral API would make `serve` wait forever)."""
    import httpx  # noqa: PLC0415 - both come with Prefect; only serve needs them
    from prefect.settings import get_current_settings  # noqa: PLC0415

    how = (
        "start one with `prefect server start` (SQLite under ~/.prefect by default) and set "
        "PREFECT_API_URL=http://127.0.0.1:4200/api (see docs/scheduling.md)"
    )
    url = get_current_settings().api.url
    if not url:
        raise UserError(f"serve needs a Prefect server and PREFECT_API_URL is not set: {how}")
    try:
        httpx.get(f"{url.rstrip('/')}/health", timeout=5).raise_for_status()
    except httpx.HTTPError as exc:
        raise UserError(f"no Prefect server answers at PREFECT_API_URL={url} ({exc}): {how}") from None
    return url
