"""Exports in bounded memory: the peak RSS of each export of a lake, against the same export of
a lake four times as large. An export that streams (a run's ids a batch at a time, through
``pipelines/analysis/selection.py``) holds about the same memory whatever the lake's size; one
that gathered the lake would hold four times as much.

    python bench/export_memory.py [--trajectories 10000] [--out bench/out]

The lakes: verl multi-turn tool rollouts (``<tool_call>`` and ``<tool_response>`` turns, each
call parsed whole), ``--trajectories`` and four times as many. Each export runs in a child
process (best time, highest peak RSS of three).
"""

from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import measure, parser, report  # noqa: E402

EXPORTS = ("messages", "hf", "otlp", "inspect")
PROMPTS, N = 64, 8  # a step's trajectories: 512


def build(lake: Path, trajectories: int) -> None:
    from pipelines import engine
    from pipelines.samples import RunSpec, write_run

    steps = max(1, trajectories // (PROMPTS * N))
    src = lake.parent / f"{lake.name}-src"
    shutil.rmtree(src, ignore_errors=True)
    written = write_run(src, RunSpec("big", steps=steps, prompts=PROMPTS, n=N, tool_calls=True,
                                     response_words=(80, 300), compression=None))  # fmt: skip
    result = engine.ingest_paths([str(written.folder)], str(lake))
    assert result.count("failed") == 0, result.summary()


def child(mode: str, lake: Path, out: Path) -> float:
    from pipelines.analysis import hf_dataset, inspect_export, messages, otlp
    from pipelines.explore.queries.search import Search
    from pipelines.lake import catalog

    shutil.rmtree(out, ignore_errors=True)
    con = catalog.connect(str(lake))
    started = time.perf_counter()
    if mode == "messages":
        messages.export_messages(con, Search(), out.with_suffix(".jsonl"))
    elif mode == "hf":
        hf_dataset.export_hf(con, Search(), out)
    elif mode == "otlp":
        otlp.export_otlp(con, Search(), out)
    elif mode == "inspect":
        inspect_export.export_inspect(con, Search(), out)
    else:
        raise SystemExit(f"unknown export {mode}")
    return time.perf_counter() - started


def main() -> None:
    ap = parser(__doc__, ROOT)
    ap.add_argument("--trajectories", type=int, default=10_000)
    args = ap.parse_args()
    if args.child:
        report(child(args.child, args.src, args.dst))
        return
    sizes = (args.trajectories, 4 * args.trajectories)
    lakes = {n: args.out / f"export-lake-{n}" for n in sizes}
    for n, lake in lakes.items():
        if not lake.exists():
            build(lake, n)
    print(f"lakes of {sizes[0]:,} and {sizes[1]:,} verl multi-turn tool rollouts; peak RSS of each export:")
    for mode in EXPORTS:
        peaks = {}
        for n, lake in lakes.items():
            seconds, peaks[n] = measure(__file__, mode, lake, args.out / f"export-{mode}-{n}")
            print(f"  {mode:<9} {n:>7,} trajectories: {seconds:6.1f} s, peak RSS {peaks[n]:5.0f} MB")
        print(f"  {mode:<9} peak RSS ratio at 4x the trajectories: {peaks[sizes[1]] / peaks[sizes[0]]:.2f}x")


if __name__ == "__main__":
    main()
