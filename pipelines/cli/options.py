"""The options every ingesting command takes (`ingest`, `detect`, `serve`, `watch`), declared
once with the request's own texts (:data:`pipelines.request.OPTION_HELP`), and what they share:
reading an interval, printing what an ingest did."""

from __future__ import annotations

import math
import sys
from datetime import timedelta
from typing import TYPE_CHECKING, Annotated

import orjson
import typer

from ..request import OPTION_HELP
from .common import OutputFormat, err, error, escape, fail, out, print_result, print_skipped

if TYPE_CHECKING:
    from .. import engine

RunOption = Annotated[str | None, typer.Option(help=OPTION_HELP["run"])]
ReaderOption = Annotated[str | None, typer.Option("--reader", help=OPTION_HELP["format"])]
SplitOption = Annotated[str | None, typer.Option(help=OPTION_HELP["split"])]
StepOption = Annotated[int | None, typer.Option(help=OPTION_HELP["step"])]
ModelOption = Annotated[str | None, typer.Option(help=OPTION_HELP["model"])]
TaskOption = Annotated[str | None, typer.Option(help=OPTION_HELP["task"])]
WorkersOption = Annotated[int | None, typer.Option(help=OPTION_HELP["workers"])]
ForceOption = Annotated[bool, typer.Option(help=OPTION_HELP["force"])]
RetryFailedOption = Annotated[bool, typer.Option(help=OPTION_HELP["retry_failed"])]
BatchSizeOption = Annotated[int, typer.Option(help=OPTION_HELP["batch_size"])]
TokenizerOption = Annotated[str | None, typer.Option(help=OPTION_HELP["tokenizer"])]
TrustPicklesOption = Annotated[bool, typer.Option(help=OPTION_HELP["trust_pickles"])]
KeepTokensOption = Annotated[bool, typer.Option(help=OPTION_HELP["keep_tokens"])]
DaskOption = Annotated[
    str | None,
    typer.Option(
        help="Run the plan's tasks on a Dask cluster: 'local' (started here) or a scheduler (tcp://host:8786)."
    ),
]
RayOption = Annotated[
    str | None,
    typer.Option(
        help="Run the plan's tasks on a Ray cluster: 'local' (started here), 'auto' (the one this machine joined) "
        "or a head (host:6379). Needs tracelake[ray]."
    ),
]


_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def interval(text: str, option: str = "--every") -> timedelta:
    """``90``, ``30s``, ``5m``, ``1h``, ``1d``."""
    number, unit = (text[:-1], text[-1]) if text and text[-1] in _UNITS else (text, "s")
    try:
        seconds = float(number) * _UNITS[unit]
    except ValueError:
        raise fail(f"{option} {text!r}: give a number of seconds or e.g. 30s, 5m, 1h") from None
    if not math.isfinite(seconds) or seconds <= 0:
        raise fail(f"{option} {text!r} must be positive")
    return timedelta(seconds=seconds)


def print_report(report: engine.Report, fmt: OutputFormat) -> None:
    print_skipped(report.skipped, routine_counted=True)
    for result in sorted(report.outcomes, key=lambda r: r.shard.uri):  # the same order on every run
        if result.status == "failed":
            error(f"[red]failed[/red] {escape(result.shard.uri)}: {escape(result.error or '')}")
        elif result.status == "partial":
            err.print(
                f"[yellow]quarantined[/yellow] {result.quarantined} record(s) of {escape(result.shard.uri)}"
                " (see the `quarantine` view)",
                highlight=False,
            )
        if result.note is not None:
            err.print(f"[cyan]note[/cyan] {escape(result.shard.uri)}: {escape(result.note)}", highlight=False)
        for warning in result.warnings:
            err.print(f"[yellow]warning[/yellow] {escape(result.shard.uri)}: {escape(warning)}", highlight=False)
    if fmt is OutputFormat.json:
        sys.stdout.write(orjson.dumps(report.asdict(), option=orjson.OPT_INDENT_2).decode() + "\n")
    elif fmt is OutputFormat.csv:  # one row per shard
        rows = [(r.shard.uri, r.shard.run_name, r.shard.step, str(r.status), r.rows.get("trajectories", 0),
                 r.quarantined, r.error or r.note) for r in sorted(report.results, key=lambda r: r.shard.uri)]  # fmt: skip
        print_result(["file", "run", "step", "status", "trajectories", "quarantined", "detail"], rows, fmt)
    else:
        out.print(report.summary(), highlight=False)
