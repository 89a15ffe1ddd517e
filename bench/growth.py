"""Scheduled ingestion, the main use: one run gaining a step per ingest, cycle after cycle.

    python bench/growth.py [--cycles 300] [--n 512] [--every 25] [--prune-after-hours 1]
                           [--log-retention-hours 24] [--compact-every N] [--merged-mb 256]
                           [--small-kb 4096] [--out bench/out/growth] [--svg docs/img]

Each cycle writes the next step's verl dump (``--n`` lines) and ingests the run folder in this
process, as a scheduled `tracelake ingest` does (its start-up is measured apart, see
docs/performance.md); the ingest compacts the run itself when its small files pile up. Every
``--every`` cycles it prints: the cycle's seconds and the median and slowest so far, the lake on
disk and the live data (the files the current snapshots name), and the reward curve through the
catalog next to the same query on one ideal Parquet file of the same rows (the floor). The
slow cycles and the median cycle of each window are split by stage, with the seconds the
lake's writes waited on ``fsync`` (part of the write and commit stages).
``--compact-every N`` also runs `tracelake compact` every N cycles, as a task scheduled apart
from the ingests (`serve --compact-every`): timed apart, never counted in a cycle, and after the
curve of its cycle is measured (the lake at its most fragmented); where that cycle is one the
curve is measured at, it is measured again right after the compaction (the ``compacted``
column). ``--merged-mb``: the size `compact` merges files into (``MERGED_FILE_BYTES``);
``--small-kb``: what an ingest's own compaction calls a small file (``SMALL_FILE_BYTES``).
"""

from __future__ import annotations

import shutil
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import duckdb  # noqa: E402
import pyarrow as pa  # noqa: E402
from deltalake import DeltaTable  # noqa: E402

from bench.common import options, timed  # noqa: E402
from pipelines import engine  # noqa: E402
from pipelines.analysis import svg  # noqa: E402
from pipelines.lake import catalog, defaults, delta, maintenance  # noqa: E402
from pipelines.samples import RunSpec, step_lines  # noqa: E402

CURVE = "SELECT step, avg(reward) AS mean, count(*) AS n FROM trajectories GROUP BY ALL ORDER BY ALL"
TABLES = ("trajectories", "turns", "rewards", "step_metrics", "quarantine", "_ledger")


def disk_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def live_bytes(lake: Path) -> int:
    """The files the tables' current snapshots name (their logs included)."""
    total = 0
    for table in TABLES:
        if (lake / table / "_delta_log").exists():
            actions = pa.table(DeltaTable(str(lake / table)).get_add_actions(flatten=True))
            total += sum(cast("list[int]", actions.column("size_bytes").to_pylist()))
            total += disk_bytes(lake / table / "_delta_log")
    return total


def query_ratio(
    lake: Path, scratch: Path, then: Callable[[], object] | None = None, rounds: int = 15
) -> tuple[float, float, float | None]:
    """(lake seconds, one-file seconds, lake seconds after ``then()``) of the reward curve, rows
    checked equal: the medians of ``rounds`` timings taken in turns (a few milliseconds each, on a
    machine whose speed wanders from one second to the next). ``then``: the scheduled compaction,
    after which the same rows are timed again against the same file."""
    ideal = scratch / "ideal.parquet"
    con = catalog.connect(str(lake))
    con.execute(f"COPY (SELECT * FROM trajectories ORDER BY run_id, step) TO '{ideal}' (FORMAT parquet)")
    bare = duckdb.connect()
    bare.execute("SET parquet_metadata_cache = true")  # as every tracelake connection: the floor gets it too
    floor = CURVE.replace("trajectories", f"'{ideal}'")
    expected = bare.execute(floor).fetchall()

    def in_turns(con: duckdb.DuckDBPyConnection) -> tuple[float, float]:
        assert con.execute(CURVE).fetchall() == expected
        on_lake, on_file = [], []
        for _ in range(rounds):
            on_lake.append(timed(lambda: con.execute(CURVE).fetchall()))
            on_file.append(timed(lambda: bare.execute(floor).fetchall()))
        return statistics.median(on_lake), statistics.median(on_file)

    try:
        before, on_file = in_turns(con)
        after = None
        if then is not None:
            then()
            after, on_file_again = in_turns(catalog.connect(str(lake)))
            after *= on_file / on_file_again  # the floor's own drift between the two, taken out
    finally:
        # Gone before the kernel writes it back: a floor file the size of the lake (1.7 GB at
        # cycle 3,000), flushed ~30 s later, stalled the lake's own fsyncs for 0.6-2.4 s a cycle.
        ideal.unlink()
    return before, on_file, after


class FsyncClock:
    """Seconds the lake's writes spent waiting on ``fsync`` (every data file and log entry is
    flushed before a commit names it) since the last :meth:`take`: the disk's part of a slow
    cycle's write and commit stages, which include it."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._lock = threading.Lock()
        self._fsync = delta._fsync
        delta._fsync = self._timed

    def _timed(self, path: Path) -> None:
        started = time.perf_counter()
        try:
            self._fsync(path)
        finally:
            with self._lock:
                self.seconds += time.perf_counter() - started

    def take(self) -> float:
        with self._lock:
            taken, self.seconds = self.seconds, 0.0
        return taken


def warm_up(scratch: Path, spec: RunSpec) -> None:
    """One ingest into a scratch lake, deleted after: what this process imports and loads the
    first time (the readers, delta-rs; ~0.2 s, which made cycle 1 the slowest), as a
    `tracelake ingest` process does at its start, which bench/startup.py times apart."""
    (scratch / "src").mkdir(parents=True)
    (scratch / "src" / "1.jsonl").write_text("\n".join(step_lines(spec, 1)) + "\n")
    engine.ingest_paths([str(scratch / "src")], str(scratch / "lake"))
    shutil.rmtree(scratch)


def with_other(stages: dict[str, float], took: float) -> dict[str, float]:
    """A cycle's seconds by stage, and what no stage timed (``other``)."""
    return {**stages, "other": max(0.0, took - sum(stages.values()))}


def split(stages: dict[str, float]) -> str:
    return ", ".join(f"{stage} {seconds:.2f}" for stage, seconds in stages.items() if seconds >= 0.005)


def draw_stages(folder: Path, windows: list[tuple[int, dict[str, float]]]) -> None:
    """The median cycle of each window, stage by stage, as an SVG picture: what grows."""
    stages = list(dict.fromkeys(stage for _, medians in windows for stage in medians))
    colors = svg.Palette(stages)
    series = {stage: [(end, medians.get(stage, 0.0)) for end, medians in windows] for stage in stages}
    chart = svg.line_chart(colors, "The median cycle's seconds by stage, per window", series,
                           x_label="cycle (end of the window)", y_label="seconds", y_from_zero=True)  # fmt: skip
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "growth-stages.svg").write_text(svg.standalone(chart, colors, stages))


def draw(folder: Path, seconds: list[float], sizes: list[tuple[int, float, float]]) -> None:
    """The per-cycle seconds and the disk against the live data, as SVG pictures for the docs."""
    names = ["cycle", "median so far", "disk", "live"]
    colors = svg.Palette(names)
    medians = [statistics.median(seconds[: i + 1]) for i in range(len(seconds))]
    folder.mkdir(parents=True, exist_ok=True)
    cycles = {"cycle": list(enumerate(seconds, 1)), "median so far": list(enumerate(medians, 1))}
    chart = svg.line_chart(colors, "Seconds per scheduled cycle (one step a cycle)", cycles,
                           x_label="cycle (steps in the run)", y_label="seconds", y_from_zero=True)  # fmt: skip
    (folder / "growth-cycles.svg").write_text(svg.standalone(chart, colors, ["cycle", "median so far"]))
    disk = {"disk": [(c, d) for c, d, _ in sizes], "live": [(c, v) for c, _, v in sizes]}
    chart = svg.line_chart(colors, "The lake on disk against its live data (MB)", disk,
                           x_label="cycle (steps in the run)", y_label="MB", y_from_zero=True)  # fmt: skip
    (folder / "growth-disk.svg").write_text(svg.standalone(chart, colors, ["disk", "live"]))


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--cycles", type=int, default=300)
    ap.add_argument("--n", type=int, default=512)
    ap.add_argument("--every", type=int, default=25)
    ap.add_argument(
        "--compact-after",
        type=int,
        default=maintenance.AUTO_COMPACT_FILES,
        help="small files of a run that make an ingest compact it (the lake's setting by default)",
    )
    ap.add_argument(
        "--prune-after-hours",
        type=int,
        default=defaults.COMPACTED_RETENTION_HOURS,
        help="how long compacted-away files stay (the lake's setting by default; these cycles come "
        "seconds apart, so 0 shows the disk of a schedule whose compactions are that far apart)",
    )
    ap.add_argument(
        "--log-retention-hours",
        type=int,
        default=defaults.LOG_RETENTION_HOURS,
        help="how long each table's log keeps commits (the lake's setting by default; 0 shows a run "
        "whose retention has passed: its log holds the commits since the last checkpoint or so)",
    )
    ap.add_argument("--compact-every", type=int, help="also run `compact` every N cycles, apart from them")
    ap.add_argument("--merged-mb", type=int, default=maintenance.MERGED_FILE_BYTES >> 20)
    ap.add_argument("--small-kb", type=int, default=maintenance.SMALL_FILE_BYTES >> 10)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "growth")
    ap.add_argument("--svg", type=Path, help="also draw the curves into this folder (docs/img)")
    args = ap.parse_args()
    maintenance.AUTO_COMPACT_FILES = args.compact_after
    maintenance.MERGED_FILE_BYTES = args.merged_mb << 20
    maintenance.SMALL_FILE_BYTES = args.small_kb << 10
    defaults.COMPACTED_RETENTION_HOURS = args.prune_after_hours
    defaults.LOG_RETENTION_HOURS = args.log_retention_hours
    shutil.rmtree(args.out, ignore_errors=True)
    source, lake = args.out / "src" / "growing", args.out / "lake"
    source.mkdir(parents=True)
    spec = RunSpec("growing", steps=args.cycles, prompts=args.n // 16, n=16)
    warm_up(args.out / "warm-up", spec)
    seconds: list[float] = []
    splits: list[dict[str, float]] = []  # each cycle's seconds by stage (the report's, and "other")
    sizes: list[tuple[int, float, float]] = []  # (cycle, disk MB, live MB)
    compactions: list[float] = []  # seconds of each scheduled `compact`
    fsync = FsyncClock()
    flushed: list[float] = []  # each cycle's seconds in fsync
    ratios_before: list[float] = []  # the curve against one ideal file, at the lake's most fragmented
    ratios_after: list[float] = []  # and right after a scheduled compaction

    def compact() -> None:
        started = time.perf_counter()
        maintenance.compact(str(lake))
        compactions.append(time.perf_counter() - started)

    print(f"{'cycle':>6} {'s':>6} {'median':>7} {'max':>6} {'disk MB':>8} {'live MB':>8} {'disk/live':>9}"
          f" {'curve s':>8} {'1 file s':>8} {'ratio':>6} {'compacted':>9}")  # fmt: skip
    for step in range(1, args.cycles + 1):
        (source / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        fsync.take()  # not the compaction's, nor the curve's
        started = time.perf_counter()
        report = engine.ingest_paths([str(source)], str(lake))
        seconds.append(time.perf_counter() - started)
        splits.append(with_other(report.seconds, seconds[-1]))
        flushed.append(fsync.take())
        assert report.committed == 1, report.summary()
        measured = step % args.every == 0 or step == args.cycles
        compacting = bool(args.compact_every) and step % args.compact_every == 0
        if measured:
            disk, live = disk_bytes(lake), live_bytes(lake)
            sizes.append((step, disk / 1e6, live / 1e6))
            on_lake, on_file, after = query_ratio(lake, args.out, compact if compacting else None)
            print(f"{step:>6} {seconds[-1]:>6.2f} {statistics.median(seconds):>7.2f} {max(seconds):>6.2f}"
                  f" {disk / 1e6:>8.1f} {live / 1e6:>8.1f} {disk / live:>9.2f} {on_lake:>8.4f} {on_file:>8.4f}"
                  f" {on_lake / on_file:>6.2f} {f'{after / on_file:.2f}' if after is not None else '-':>9}")  # fmt: skip
            if after is not None:
                ratios_after.append(after / on_file)
            ratios_before.append(on_lake / on_file)
        elif compacting:
            compact()
    median = statistics.median(seconds)
    spikes = [(i + 1, t) for i, t in enumerate(seconds) if t > 3 * median]
    print(f"\ncycles over 3x the median ({median:.2f} s): {len(spikes) or 'none'}")
    for cycle, took in spikes:
        print(f"  {cycle}: {took:.2f} s = {split(splits[cycle - 1])}; fsync {flushed[cycle - 1]:.2f} of it")
    print(f"\nthe median cycle of each {args.every}, and the median of each stage (what grows with the run):")
    stages = dict.fromkeys([*(stage for s in splits for stage in s if stage != "other"), "other"])
    windows: list[tuple[int, dict[str, float]]] = []
    medians: list[float] = []  # each window's median cycle
    for start in range(0, len(seconds), args.every):
        window = splits[start : start + args.every]
        typical = {stage: statistics.median(s.get(stage, 0.0) for s in window) for stage in stages}
        took = statistics.median(seconds[start : start + args.every])
        waited = statistics.median(flushed[start : start + args.every])
        print(f"  {start + 1:>5}-{start + len(window):<5} {took:.3f} s: {split(typical)}; fsync {waited:.2f} of it")
        windows.append((start + len(window), typical))
        medians.append(took)
    if len(medians) > 1:
        print(f"the last window's median cycle against the first's: {medians[-1] / medians[0]:.2f}x (target 1.2x)")
    if args.svg:
        draw(args.svg, seconds, sizes)
        draw_stages(args.svg, windows)
    if compactions:
        print(f"\nscheduled compactions: {len(compactions)}, median {statistics.median(compactions):.2f} s,"
              f" slowest {max(compactions):.2f} s")  # fmt: skip
    print(f"the curve against one ideal file: {min(ratios_before):.2f}-{max(ratios_before):.2f}x before a"
          " scheduled compaction" + (f", {min(ratios_after):.2f}-{max(ratios_after):.2f}x right after one"
                                      if ratios_after else ""))  # fmt: skip
    slowest = max(range(len(seconds)), key=seconds.__getitem__)
    print(
        f"\nslowest cycle {slowest + 1}: {seconds[slowest]:.2f} s = {seconds[slowest] / statistics.median(seconds):.1f}x the median"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
