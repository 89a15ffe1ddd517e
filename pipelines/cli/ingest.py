"""The commands that ingest: `ingest` (once, with a progress bar; on Prefect, Dask or Ray when
asked), `detect` (what an ingest would do) and `serve` (a Prefect deployment on a schedule)."""

from __future__ import annotations

import errno
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ..errors import UserError
from ..lake.defaults import DEFAULT_LAKE
from ..lazy import lazy
from ..request import IngestRequest, cluster_of
from ..tuning import BATCH_SHARDS
from .common import Format, LakeOption, OutputFormat, err, error, escape, fail, made, out, print_result, print_skipped
from .options import (
    BatchSizeOption,
    DaskOption,
    ForceOption,
    KeepTokensOption,
    ModelOption,
    RayOption,
    ReaderOption,
    RetryFailedOption,
    RunOption,
    SplitOption,
    StepOption,
    TaskOption,
    TokenizerOption,
    TrustPicklesOption,
    WorkersOption,
    interval,
    print_report,
)

if TYPE_CHECKING:
    from .. import engine
    from ..sources.base import Shard
else:  # loaded by the commands that use them: `--version` and `--help` load none of them
    engine = lazy("pipelines.engine")


class _ProgressBar:
    """Shards read, rows committed and MB/s while the engine runs; nothing when stderr is not a
    terminal (a log file gets the summary, not a bar redrawn a hundred times)."""

    def __init__(self) -> None:
        self.started = time.perf_counter()
        self.bytes = 0
        self.rows = 0
        self.read: set[str] = set()
        # Here, not at the top: rich's progress module is a tenth of `tracelake sql`'s start-up.
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn  # noqa: PLC0415

        self.progress = Progress(
            TextColumn("[bold]ingest"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("shards"),
            TextColumn("{task.fields[rows]:,} rows"),
            TextColumn("{task.fields[rate]:.1f} MB/s"),
            TimeElapsedColumn(),
            console=made(err),
            transient=False,
            disable=not err.is_terminal,
        )
        self.task = self.progress.add_task("ingest", total=None, rows=0, rate=0.0, visible=False)

    def start(self, plan: engine.Plan) -> None:
        self.progress.update(self.task, total=len(plan.todo), visible=bool(plan.todo))

    def on_read(self, shard: Shard, size: int) -> None:
        self.read.add(shard.uri)
        self.bytes += size
        self.progress.update(
            self.task, advance=1, rate=self.bytes / 1e6 / max(time.perf_counter() - self.started, 1e-9)
        )

    def __call__(self, result: engine.ShardResult) -> None:
        self.rows += result.rows.get("trajectories", 0)
        if result.shard.uri not in self.read:  # read elsewhere (a cluster): counted as it commits
            self.read.add(result.shard.uri)
            self.bytes += result.bytes_read
            self.progress.update(self.task, advance=1)
        self.progress.update(self.task, rows=self.rows)


def ingest(
    targets: Annotated[list[str], typer.Argument(help="Folders or files to ingest.")],
    lake: LakeOption = DEFAULT_LAKE,
    run: RunOption = None,
    reader: ReaderOption = None,
    split: SplitOption = None,
    step: StepOption = None,
    model: ModelOption = None,
    task: TaskOption = None,
    workers: WorkersOption = None,
    force: ForceOption = False,
    retry_failed: RetryFailedOption = False,
    batch_size: BatchSizeOption = BATCH_SHARDS,
    prefect: Annotated[bool, typer.Option(help="Run as the Prefect flow (its logs and artifact).")] = False,
    dask: DaskOption = None,
    ray: RayOption = None,
    tokenizer: TokenizerOption = None,
    trust_pickles: TrustPicklesOption = False,
    keep_tokens: KeepTokensOption = False,
    json_: Annotated[
        bool, typer.Option("--json", help="Print the summary as JSON (with every failed and skipped file).")
    ] = False,
    format: Annotated[
        OutputFormat, typer.Option("--format", "-f", help="table: the summary; json: --json; csv: a row per shard.")
    ] = OutputFormat.table,
) -> None:
    """Ingest source shards into the lake; unchanged shards are skipped, changed ones replaced.
    Several ingests may write one lake at the same time."""
    fmt = OutputFormat.json if json_ else format
    try:
        # The options are the request's fields, bar --reader (its `format`; --format is the output's).
        request = IngestRequest.from_options(
            {**locals(), "format": reader}, besides=("reader", "prefect", "dask", "ray", "json_", "fmt")
        )
        cluster = cluster_of(dask, ray)
        if prefect:
            from .. import flows  # noqa: PLC0415 - Prefect only when asked for

            report = _run_flow(flows.ingest_flow, request, cluster)
        else:
            bar = _ProgressBar()
            with bar.progress:
                if cluster is None:
                    report = engine.ingest(request, progress=bar, on_plan=bar.start, on_read=bar.on_read)
                else:
                    report = engine.ingest_on(request, *cluster, progress=bar, on_plan=bar.start)
    except engine.Interrupted as stop:
        if stop.report is not None:
            print_report(stop.report, fmt)
        error("[yellow]interrupted[/yellow]: the shards above landed; running the same command again goes on")
        raise typer.Exit(130) from None
    except (engine.DiskFull, engine.StorageFailed) as stopped:
        if stopped.report is not None:
            print_report(stopped.report, fmt)
        what, then = (
            ("no space left on the lake's storage", "free space and run the same command again")
            if isinstance(stopped, engine.DiskFull)
            else (f"a commit failed ({stopped})", _after_a_failed_commit(stopped.error))
        )
        raise fail(
            f"{lake}: {what}; the shards above landed, nothing half-written is in the lake: {then}", code=1
        ) from None
    print_report(report, fmt)
    raise typer.Exit(report.exit_code)


def _after_a_failed_commit(error: BaseException) -> str:
    """What to do after a commit failed: run the same command again, unless the storage refuses
    such a write whatever is tried (a permission, a read-only disk, a name too long), which the
    same command meets again until it is mended."""
    refused = (errno.EACCES, errno.EPERM, errno.EROFS, errno.ENAMETOOLONG)
    if isinstance(error, OSError) and error.errno in refused:
        return "the storage refuses the write: mend that, then the same command goes on"
    return "run the same command again"


def _run_flow(flow: Callable[..., Any], request: IngestRequest, cluster: tuple[str, str] | None) -> engine.Report:
    try:
        # A run with failed shards ends Failed (for Prefect's alerts) and still carries its report.
        parameters = _flow_parameters(request) | ({cluster[0]: cluster[1]} if cluster else {})
        result = flow(**parameters, return_state=True).result(raise_on_failure=False)
        if isinstance(result, BaseException):
            raise result
        return result
    except OSError as exc:  # the cluster: no scheduler there, or it went away
        where = f"the {cluster[0].title()} cluster at {cluster[1]}" if cluster else "the task runner"
        raise UserError(
            f"{where} failed: {type(exc).__name__}: {exc}; what committed stays, run again to go on"
        ) from None


def _flow_parameters(request: IngestRequest) -> dict[str, Any]:
    """The flow's parameters: the request's fields, JSON-typed as Prefect shows and edits them."""
    fields = {k: v for k, v in vars(request).items() if v is not None}
    fields["targets"] = list(request.targets)
    return fields


def detect(
    targets: Annotated[list[str], typer.Argument(help="Folders or files to look at.")],
    run: RunOption = None,
    reader: ReaderOption = None,
    split: SplitOption = None,
    step: StepOption = None,
    lake: LakeOption = DEFAULT_LAKE,
    trust_pickles: TrustPicklesOption = False,
    output: Format = OutputFormat.table,
    explain: Annotated[
        bool,
        typer.Option("--explain", help="For each file given: what every reader makes of it, and why none takes it."),
    ] = False,
) -> None:
    """What `ingest` would read, per run and format: steps, files, bytes; and every file it
    would skip, with the reason. Writes nothing."""
    if explain:
        from ..sources.near import explain as explained  # noqa: PLC0415 - only for --explain

        for target in targets:
            for line in explained(target):
                out.print(escape(line), highlight=False)
        return
    request = IngestRequest.from_options({**locals(), "format": reader}, besides=("reader", "output", "explain"))
    preview = engine.preview(request)
    shards, unplaced, stats = preview.shards, preview.unplaced, preview.stats
    groups: dict[tuple[Any, ...], list[Any]] = {}
    for shard in shards:
        groups.setdefault((shard.run_name, shard.format, shard.split), []).append(shard)
    rows = []
    for (run_name, reader, shard_split), members in sorted(groups.items()):
        steps = [s.step for s in members if s.step is not None]
        span = (f"{min(steps)}-{max(steps)}" if len(set(steps)) > 1 else str(steps[0])) if steps else "in records"
        rows.append((run_name, reader, shard_split, span, len(members), sum(stats[s.uri].size for s in members)))
    print_result(["run", "format", "split", "steps", "files", "bytes"], rows, output)
    print_skipped(unplaced)
    if output is OutputFormat.table:
        unread = sum(u.unread for u in unplaced)
        out.print(
            f"{len(shards)} file(s) to ingest in {len(groups)} run/format group(s), {len(unplaced)} file(s) skipped"
            + (f" ({unread} unread: no reader could read them, see above)" if unread else ""),
            highlight=False,
        )
    raise typer.Exit(0 if shards else 1)


def serve(
    targets: Annotated[list[str], typer.Argument(help="Folders or files to watch.")],
    lake: LakeOption = DEFAULT_LAKE,
    every: Annotated[str | None, typer.Option(help="Interval between runs: 90, 30s, 5m, 1h.")] = None,
    cron: Annotated[str | None, typer.Option(help="Cron schedule instead, e.g. '*/5 * * * *'.")] = None,
    timezone: Annotated[
        str | None, typer.Option("--timezone", help="Time zone of --cron, e.g. Europe/Paris (default UTC).")
    ] = None,
    name: Annotated[
        str | None, typer.Option(help="Deployment name (default: one derived from the sources and the lake).")
    ] = None,
    replace: Annotated[
        bool, typer.Option(help="Take over a deployment of that name that serves other sources or another lake.")
    ] = False,
    run: RunOption = None,
    reader: ReaderOption = None,
    split: SplitOption = None,
    step: StepOption = None,
    model: ModelOption = None,
    task: TaskOption = None,
    tokenizer: TokenizerOption = None,
    trust_pickles: TrustPicklesOption = False,
    keep_tokens: KeepTokensOption = False,
    dask: DaskOption = None,
    ray: RayOption = None,
    compact_every: Annotated[
        str | None,
        typer.Option(help="Also compact the lake on this interval (e.g. 1h), apart from the ingests."),
    ] = None,
) -> None:
    """Ingest on a schedule: register a Prefect deployment of the ingest flow and serve it.

    Each scheduled run reads only new or changed shards, publishes its counts as the artifact
    `tracelake-ingest-<lake>` and ends Failed when a shard failed. With --compact-every, a
    deployment `tracelake-compact/<name>` merges the files the ingests packed, as `tracelake
    compact` does. One run at a time. Needs a Prefect server (PREFECT_API_URL); stops on Ctrl-C."""
    if (every is None) == (cron is None):
        raise fail("give one schedule: --every (e.g. 5m) or --cron")
    period = interval(every) if every is not None else None
    compaction = interval(compact_every, "--compact-every") if compact_every is not None else None
    from .. import flows  # noqa: PLC0415 - Prefect only when asked for

    flows.check_schedule(cron, timezone)
    missing = [t for t in targets if "://" not in t and not Path(t).exists()]
    if missing:
        raise fail(f"{', '.join(missing)}: no such file or folder")
    api = flows.prefect_server()

    # Absolute: the scheduled runs are processes of their own, maybe started elsewhere.
    targets = [t if "://" in t else str(Path(t).resolve()) for t in targets]
    lake = lake if "://" in lake else str(Path(lake).resolve())
    name = name or flows.deployment_name(targets, lake)
    if not replace:
        flows.refuse_takeover(name, targets, lake)
    err.print(
        escape(f"serving deployment tracelake-ingest/{name} on {api}: {', '.join(targets)} -> {lake}"), highlight=False
    )
    flows.serve(
        targets,
        lake,
        name=name,
        every=period,
        cron=cron,
        timezone_name=timezone,
        cluster=cluster_of(dask, ray),
        compact_every=compaction,
        run=run,
        format=reader,
        split=split,
        step=step,
        model=model,
        task=task,
        tokenizer=str(Path(tokenizer).resolve()) if tokenizer else None,
        trust_pickles=trust_pickles or None,
        keep_tokens=keep_tokens or None,
    )
