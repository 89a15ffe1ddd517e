"""``tracelake watch``: the CLI over :func:`pipelines.watch.watch` (what it does is told there).
It prints the first pass as `tracelake ingest` does, then a line for each pass that landed or
failed something; SIGTERM stops it as Ctrl-C does, within seconds."""

from __future__ import annotations

import signal
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ..lake.defaults import DEFAULT_LAKE
from ..request import IngestRequest
from .common import LakeOption, OutputFormat, err, error, escape, fail
from .options import (
    KeepTokensOption,
    ModelOption,
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
    from ..watch import Pass


def watch_cmd(
    targets: Annotated[list[str], typer.Argument(help="Folders or files to watch (local, or fsspec URLs: polled).")],
    lake: LakeOption = DEFAULT_LAKE,
    run: RunOption = None,
    reader: ReaderOption = None,
    split: SplitOption = None,
    step: StepOption = None,
    model: ModelOption = None,
    task: TaskOption = None,
    workers: WorkersOption = None,
    retry_failed: RetryFailedOption = False,
    tokenizer: TokenizerOption = None,
    trust_pickles: TrustPicklesOption = False,
    keep_tokens: KeepTokensOption = False,
    settle: Annotated[
        str, typer.Option(help="A changed file is taken once unchanged this long (and its end says it is whole).")
    ] = "0.1s",
    full_every: Annotated[str, typer.Option(help="A full pass over the sources this often, for events missed.")] = "5m",
    poll: Annotated[
        bool, typer.Option(help="Poll local folders too (NFS and other file systems that send no events).")
    ] = False,
    poll_every: Annotated[str, typer.Option(help="How often sources with no events (s3://, --poll) are read.")] = "5s",
    vacuum_every: Annotated[str, typer.Option(help="Vacuum the lake this often, in this process (0: never).")] = "1h",
) -> None:
    """Ingest as files appear and grow, until stopped (Ctrl-C or SIGTERM): a step in the lake
    about a second after the trainer writes it.

    Local folders are followed by file-system events; s3:// and other remote sources (and local
    ones with --poll) are read every --poll-every. A full pass runs at start and every
    --full-every. A changed file is taken once it settled and its end says it is whole; what arrives
    together lands in one commit. Compaction runs as ingests gather small files, vacuum every
    --vacuum-every. Exit status: the last pass's, as `tracelake ingest` gives it."""
    from .. import watch as live  # noqa: PLC0415 - the engine loads only for a command that ingests

    missing = [t for t in targets if "://" not in t and not Path(t).exists()]
    if missing:
        raise fail(f"{', '.join(missing)}: no such file or folder")
    request = IngestRequest.from_options(
        {**locals(), "format": reader, "targets": tuple(targets), "tokenizer": tokenizer},
        besides=("reader", "settle", "full_every", "poll", "poll_every", "vacuum_every", "live", "missing"),
    )
    timing = live.Timing(
        settle=interval(settle, "--settle").total_seconds(),
        full_every=interval(full_every, "--full-every").total_seconds(),
        poll_every=interval(poll_every, "--poll-every").total_seconds(),
        vacuum_every=0.0 if _zero(vacuum_every) else interval(vacuum_every, "--vacuum-every").total_seconds(),
    )
    err.print(escape(f"watching {', '.join(targets)} -> {lake} (Ctrl-C to stop)"), highlight=False)
    from ..passes import InWorker  # noqa: PLC0415 - after the request: locals() are its options
    from ..tuning import WATCH_PASSES_PER_WORKER  # noqa: PLC0415

    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        last = live.watch(
            request,
            timing=timing,
            on_pass=_print_pass,
            poll=poll,
            passes=InWorker(WATCH_PASSES_PER_WORKER, _print_pass),
        )
    finally:
        signal.signal(signal.SIGTERM, previous)
    err.print("stopped: what landed stays; the same command goes on from there", highlight=False)
    raise typer.Exit(last.exit_code if last is not None else 130)


def _zero(text: str) -> bool:
    """``0``, ``0s``, ``0h``...: never."""
    try:
        return float(text.strip().rstrip("smhd") or "nan") == 0
    except ValueError:
        return False


def _interrupt(signum: int, frame: Any) -> None:
    """SIGTERM as Ctrl-C: the ingest under way winds down (what it read commits or is dropped
    whole, see :mod:`pipelines.engine.execute`), the events stop, the process exits."""
    raise KeyboardInterrupt


def _print_pass(done: Pass) -> None:
    stamp = datetime.now().strftime("%H:%M:%S")
    if done.error is not None:
        again = "at the next vacuum" if done.reason == "vacuum" else "shortly"
        error(f"{stamp} [red]{done.reason} pass stopped short[/red]: {escape(done.error)}; tried again {again}")
        return
    report = done.report
    assert report is not None  # a pass without an error has its report
    if done.reason == "start":
        print_report(report, OutputFormat.table)
        return
    landed, failed = report.committed, [r for r in report.outcomes if r.status == "failed"]
    if not landed and not failed:
        return
    steps = sorted({r.shard.step for r in report.results if r.landed and r.shard.step is not None})
    where = f" (step {steps[-1]})" if len(steps) == 1 else f" (steps {steps[0]}-{steps[-1]})" if steps else ""
    err.print(
        f"{stamp} {done.reason}: {landed} shard(s) landed{where}, {report.rows:,} trajectories, "
        f"{len(failed)} failed in {done.seconds:.2f} s",
        highlight=False,
    )
    for result in failed:
        error(f"[red]failed[/red] {escape(result.shard.uri)}: {escape(result.error or '')}")
