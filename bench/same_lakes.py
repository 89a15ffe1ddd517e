"""Two versions of tracelake on the same scheduled-run lakes: what a change does to the cycle.

    python bench/same_lakes.py --before REV [--lakes 250 3000] [--cycles 40] [--rounds 2]
                               [--out bench/out/same-lakes]

A change to the cycle moves its median by a few milliseconds, less than this machine's drift
between two `bench/growth.py` runs, so both versions continue the very same lakes, in turns.
For each size in ``--lakes``, a lake of that many steps is grown once by `bench/growth.py`'s own
options (``--prune-after-hours 0 --log-retention-hours 0 --compact-every 50``) and kept
under ``--out`` with a copy. Each round, each version (``--before``, checked out in a git
worktree, then this checkout) continues each lake by ``--cycles`` cycles, a new step a cycle, in
a process of its own, the version that goes first alternating; the lake and its run folder are
put back from the copy after each run (a copy at another path would be ingested again under its
new paths). It prints each run's median
cycle and median stages, in ms, and the median cycle of the largest lake against the smallest,
also less what the floor of a listing (the folder's names, an ``lstat`` a file) grows by.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import best_of, options  # noqa: E402

STAGES = ("listing", "ledger read", "read", "write", "commit", "ledger")


def child(code: Path, folder: Path, cycles: int) -> None:
    """Continue the lake in ``folder`` by ``cycles`` cycles with the tracelake at ``code``."""
    sys.path[:0] = [str(code)]  # before this checkout: the version under test
    from pipelines import engine  # noqa: PLC0415 - the version chosen above
    from pipelines.lake import defaults  # noqa: PLC0415
    from pipelines.samples import RunSpec, step_lines  # noqa: PLC0415

    defaults.COMPACTED_RETENTION_HOURS = defaults.LOG_RETENTION_HOURS = 0
    source, lake = folder / "src" / "growing", folder / "lake"
    first = len(list(source.iterdir())) + 1
    spec = RunSpec("growing", steps=first + cycles, prompts=32, n=16)  # bench/growth.py's: 512 lines a step
    seconds: list[float] = []
    stages: dict[str, list[float]] = {stage: [] for stage in STAGES}
    for step in range(first, first + cycles):
        (source / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        started = time.perf_counter()
        report = engine.ingest_paths([str(source)], str(lake))
        seconds.append(time.perf_counter() - started)
        assert report.committed == 1, report.summary()
        for stage in STAGES:
            stages[stage].append(report.seconds.get(stage, 0.0))
    median = {"cycle": statistics.median(seconds), **{s: statistics.median(v) for s, v in stages.items()}}
    print(json.dumps({name: round(value * 1000, 1) for name, value in median.items()}))


def ran(arguments: list[str]) -> str:
    """The output of a Python script run to its end; its error output where it fails."""
    result = subprocess.run([sys.executable, *arguments], capture_output=True, text=True)
    if result.returncode:
        raise SystemExit(f"{' '.join(arguments[:1])} failed:\n{result.stderr}")
    return result.stdout


def grown(out: Path, steps: int) -> Path:
    """A lake of ``steps`` steps and its kept copy, made once."""
    folder = out / str(steps)
    if not (folder / "kept").exists():
        shutil.rmtree(folder, ignore_errors=True)
        growth = ["--cycles", str(steps), "--every", str(steps), "--prune-after-hours", "0",
                  "--log-retention-hours", "0", "--compact-every", "50", "--out", str(folder / "lake-dir")]  # fmt: skip
        ran([str(ROOT / "bench" / "growth.py"), *growth])
        shutil.rmtree(folder / "lake-dir" / "warm-up", ignore_errors=True)
        shutil.copytree(folder / "lake-dir", folder / "kept", symlinks=True)
    return folder


def put_back(folder: Path) -> None:
    """The lake as kept, and the run folder without the steps a run added (the run folder is
    only ever added to: copying it whole would leave gigabytes to write back during the next run)."""
    shutil.rmtree(folder / "lake-dir" / "lake")
    shutil.copytree(folder / "kept" / "lake", folder / "lake-dir" / "lake", symlinks=True)
    kept = {path.name for path in (folder / "kept" / "src" / "growing").iterdir()}
    for path in (folder / "lake-dir" / "src" / "growing").iterdir():
        if path.name not in kept:
            path.unlink()
    os.sync()  # the copy written back before the next run, not during it


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--before", required=True, help="the git revision to compare this checkout with")
    ap.add_argument("--lakes", type=int, nargs="+", default=[250, 3000])
    ap.add_argument("--cycles", type=int, default=40)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "same-lakes")
    ap.add_argument("--child", nargs=3, metavar=("CODE", "FOLDER", "CYCLES"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(Path(args.child[0]), Path(args.child[1]), int(args.child[2]))
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    before = args.out / "before"
    if not before.exists():
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(before), args.before], check=True)
    subprocess.run(["git", "-C", str(before), "checkout", "-q", "--detach", args.before], check=True)
    folders = {steps: grown(args.out, steps) for steps in args.lakes}
    versions = {f"before ({args.before})": before, "this checkout": ROOT}
    medians: dict[str, list[dict[int, float]]] = {name: [] for name in versions}
    print(f"{'round':<6} {'version':<28} {'steps':>6} {'cycle':>7} " + " ".join(f"{s:>11}" for s in STAGES))
    for round_ in range(1, args.rounds + 1):
        # which version goes first alternates: the one run right after the other's found its caches otherwise
        for name, code in list(versions.items())[:: 1 if round_ % 2 else -1]:
            run: dict[int, float] = {}
            for steps, folder in folders.items():
                put_back(folder)
                out = ran([__file__, "--before", args.before, "--child", str(code), str(folder / "lake-dir"),
                           str(args.cycles)])  # fmt: skip
                figures = json.loads(out.strip().splitlines()[-1])
                run[steps] = figures["cycle"]
                cells = " ".join(f"{figures[s]:>11.1f}" for s in STAGES)
                print(f"{round_:<6} {name:<28} {steps:>6} {figures['cycle']:>7.1f} {cells}", flush=True)
            medians[name].append(run)
    first, last = min(args.lakes), max(args.lakes)
    floors = {steps: floor(folders[steps] / "lake-dir" / "src" / "growing") for steps in (first, last)}
    grown_by = floors[last] - floors[first]
    for name, runs in medians.items():
        ratios = ", ".join(f"{run[last] / run[first]:.2f}x" for run in runs)
        print(f"{name}: the cycle at {last} steps against {first}: {ratios}")
        less = ", ".join(f"{(run[last] - grown_by) / run[first]:.2f}x" for run in runs)
        print(f"{name}: less the growth of the floor below: {less}")
    print(
        f"the floor, the run folder's names and one lstat a file (what any change detection by size and "
        f"mtime pays): {floors[first]:.1f} ms at {first} steps, {floors[last]:.1f} ms at {last}"
    )
    return 0


def floor(run_folder: Path) -> float:
    """Milliseconds to list ``run_folder`` and ``lstat`` each file: the least a cycle that
    looks at every file of its run pays (best of 7; the folder as the last run left it)."""

    def listed() -> None:
        for entry in os.scandir(run_folder):
            os.lstat(entry.path)

    return best_of(listed, tries=7) * 1000


if __name__ == "__main__":
    sys.exit(main())
