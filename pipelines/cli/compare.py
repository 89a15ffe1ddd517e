"""Runs side by side: `compare` (summaries, reward by progress, differing configuration keys;
`--paired`: the prompts both answered) and `report` (a self-contained HTML report)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import orjson
import typer

from ..lake.defaults import DEFAULT_LAKE
from ..lazy import lazy
from ..outputs import replacing
from .analyses import print_paired
from .common import Format, LakeOption, OutputFormat, connect, escape, out, print_result, rounded

if TYPE_CHECKING:
    from ..analysis import compare as comparison
else:  # loaded by the commands that use them: `--version` and `--help` load none of them
    comparison = lazy("pipelines.analysis.compare")


def compare_cmd(
    runs: Annotated[list[str], typer.Argument(help="Run names or ids (see `tracelake runs`).")],
    lake: LakeOption = DEFAULT_LAKE,
    split: Annotated[str, typer.Option(help="train or val.")] = "train",
    threshold: Annotated[float, typer.Option(help="Mean reward whose first step to report.")] = 0.5,
    bins: Annotated[int, typer.Option(help="Progress buckets for the aligned reward table.", min=1)] = 10,
    paired: Annotated[
        bool,
        typer.Option(help="Two runs on the prompts both answered: mean difference, bootstrap interval, p-value."),
    ] = False,
    seed: Annotated[int, typer.Option(help="--paired: the resampling's seed (a rerun agrees).")] = 0,
    format: Format = OutputFormat.table,
) -> None:
    """Runs side by side: a summary per run, then mean reward at the same normalized progress
    (step / last step), so runs of different lengths line up, then the configuration keys whose
    values differ between them.

    With --paired, two runs on the prompts both answered: per prompt, B's success rate (or mean
    reward) minus A's; their mean with a 95% percentile-bootstrap interval and a p-value
    (McNemar's exact test on solved prompts, a paired permutation test on rewards); per task where
    the runs name one. Fewer than 10 shared prompts: it says so."""
    con = connect(lake)
    if paired:
        from ..analysis.paired import compare_paired  # noqa: PLC0415 - numpy only for --paired

        print_paired(compare_paired(con, runs, split=split, seed=seed), format)
        return
    result = comparison.compare(con, runs, split=split, threshold=threshold, bins=bins)
    names = [s["run_name"] for s in result.summary]
    if format is OutputFormat.json:
        progress = [dict(zip(["progress", *result.runs], row)) for row in result.progress]
        sys.stdout.write(
            orjson.dumps(
                {
                    "summary": result.summary,
                    "reward_by_progress": progress,
                    "config_differences": [dict(zip(["key", *result.runs], row)) for row in result.config_differences],
                },
                default=str,
                option=orjson.OPT_INDENT_2,
            ).decode()
            + "\n"
        )
        return
    fields = [f for f in result.summary[0] if f not in ("run_id", "run_name")]
    print_result(["", *names], [(f, *(rounded(s[f]) for s in result.summary)) for f in fields], format)
    if format is OutputFormat.table:
        out.print(f"\nmean {split} reward by progress (step / last step, {bins} buckets)", highlight=False)
    print_result(["progress", *names], [tuple(rounded(v) for v in row) for row in result.progress], format)
    if result.config_differences and format is OutputFormat.table:
        out.print("\nconfiguration keys whose values differ", highlight=False)
        print_result(["key", *names], result.config_differences, format)


def report_cmd(
    runs: Annotated[
        list[str] | None, typer.Argument(help="Runs to chart (names or ids); default: the --top ingested last.")
    ] = None,
    out_path: Annotated[Path, typer.Option("--out", help="HTML file to write.")] = Path("report.html"),
    top: Annotated[int, typer.Option(help="Runs to chart when none are named (0: every run).", min=0)] = 10,
    lake: LakeOption = DEFAULT_LAKE,
) -> None:
    """Write a self-contained HTML report (no network needed to open it): reward curves, length
    distributions with fitted curves, group diagnostics, turns and tool latency of the runs
    charted, and a table of every run."""
    from ..analysis import report  # noqa: PLC0415 - only this command draws charts

    with replacing(out_path) as tmp:
        html = report.build(connect(lake), lake=lake, runs=runs or (), top=top)
        tmp.write_text(html, encoding="utf-8")
    out.print(
        escape(f"wrote {out_path} ({out_path.stat().st_size / 1024:.0f} KB)"), highlight=False
    )  # bytes, not characters
