"""PolyTrace workloads: `generate` (records drawn from a fit) and `export polytrace` (a run as
a lengths-only workload file)."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from ..lake.defaults import DEFAULT_LAKE
from ..lazy import lazy
from .common import LakeOption, connect, escape, fail, out

if TYPE_CHECKING:
    from ..analysis import compare as comparison
else:  # loaded by the commands that use them: `--version` and `--help` load none of them
    comparison = lazy("pipelines.analysis.compare")


class WorkloadFormat(str, Enum):
    json = "json"
    jsonl = "jsonl"
    parquet = "parquet"


class Shape(str, Enum):
    math = "math"
    tool_calling = "tool_calling"


def generate_cmd(
    out_path: Annotated[Path, typer.Option("--out", help="File to write.")],
    n: Annotated[int, typer.Option("-n", help="Records (prompts, or tool-calling sessions) to draw.", min=1)] = 1000,
    run: Annotated[
        str | None, typer.Option(help="Fit this run of the lake (2-D mixture of prompt/response tokens).")
    ] = None,
    params: Annotated[Path | None, typer.Option(help="PolyTrace parameter file, as published.")] = None,
    task: Annotated[Shape, typer.Option(help="Which model of --params to draw from.")] = Shape.math,
    components: Annotated[int, typer.Option(help="Mixture components when fitting --run.", min=1)] = 4,
    cap: Annotated[int, typer.Option(help="Longest length drawn.", min=1)] = 32_000,
    seed: Annotated[int, typer.Option(help="Random seed: the same seed, the same records.")] = 0,
    format: Annotated[
        WorkloadFormat, typer.Option("--format", help="json (PolyTrace shape), jsonl or parquet records.")
    ] = WorkloadFormat.json,
    lake: LakeOption = DEFAULT_LAKE,
) -> None:
    """Draw synthetic workload records from a fit: of a run in the lake (--run), or of PolyTrace's
    published parameter file (--params, --task math|tool_calling). Lengths rounded, >= 1, <= --cap."""
    from ..analysis.generate import generate  # noqa: PLC0415

    if (run is None) == (params is None):
        raise fail("give one source: --run (a fit of the lake) or --params (a PolyTrace parameter file)")
    con = None
    if run is not None:
        con = connect(lake)
        comparison.resolve_runs(con, [run])
    written = generate(
        out_path,
        n=n,
        fmt=format.value,
        cap=cap,
        seed=seed,
        con=con,
        run=run,
        components=components,
        params=params,
        task=task.value,
    )
    out.print(escape(f"wrote {out_path}: {written:,} record(s)"), highlight=False)


def export_polytrace_cmd(
    run: Annotated[str, typer.Argument(help="Run name or id.")],
    out_path: Annotated[Path, typer.Option("--out", help="JSON file to write.")],
    lake: LakeOption = DEFAULT_LAKE,
    split: Annotated[str, typer.Option(help="train or val.")] = "train",
    multi_turn: Annotated[
        bool | None,
        typer.Option("--multi-turn/--single-turn", help="Shape (default: multi-turn when the run has turns)."),
    ] = None,
) -> None:
    """A run as a lengths-only PolyTrace workload file: token counts only, no text."""
    from ..analysis.export import export_polytrace  # noqa: PLC0415

    done = export_polytrace(connect(lake), run, out_path, split=split, multi_turn=multi_turn)
    out.print(
        escape(
            f"wrote {out_path}: {done['shape']}, {done['steps']} step(s), "
            f"{done['trajectories']:,} trajectories of {done['run_id']}"
        ),
        highlight=False,
    )
