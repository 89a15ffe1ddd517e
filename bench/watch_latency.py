"""Live ingestion: how long from a step file closing to a query seeing it, with `tracelake watch`
following a verl-like run, and the watch's memory over the run.

    python bench/watch_latency.py [--minutes 60] [--every 30] [--lines 512] [--out bench/out]

A writer plays the trainer: every ``--every`` seconds a step of ``--lines`` rollout lines
(verl's dump: written aside, renamed into place as ``<step>.jsonl``) and a line appended to the
run's ``metrics.jsonl`` (verl's file logger). `tracelake watch` runs as its own process, as a user
starts it. After each step a reader looks at the ledger's log every 10 ms and, at each new
commit, queries the lake on a catalog built then, as `tracelake sql` builds one after a commit
(no process start counted), until the step's rows and its metrics line are there: the latency
of that step. The watch's resident memory (its process and its ingests' worker) is read after
each step.

Targets (issue 61): median <= 1 s, 95% of steps under 3 s, memory flat over an hour.
"""

from __future__ import annotations

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
from bench.common import options, tree_rss_mb  # noqa: E402

N = 8  # samples per prompt: a step's lines are prompts x N


def _ledger_versions(lake: str) -> int:
    """The ledger's commits so far: a listing of its log, cheap enough to look every 10 ms."""
    try:
        return sum(1 for name in os.listdir(Path(lake, "_ledger", "_delta_log")) if name.endswith(".json"))
    except FileNotFoundError:
        return 0


def _seen(lake: str, step: int) -> bool:
    """Whether a query of the lake, on a catalog built now as `tracelake sql` builds it after a
    commit, sees the step's rollouts and its metrics line."""
    from pipelines.lake import catalog

    con = catalog.connect(lake)
    try:
        rows = con.execute("SELECT count(*) FROM trajectories WHERE step = ?", [step]).fetchone()[0]
        metrics = con.execute("SELECT count(*) FROM step_metrics WHERE step = ?", [step]).fetchone()[0]
    finally:
        con.close()
    return rows > 0 and metrics > 0


def main() -> None:
    ap = options(__doc__ or "")
    ap.add_argument("--minutes", type=float, default=60.0)
    ap.add_argument("--every", type=float, default=30.0, help="seconds between steps")
    ap.add_argument("--lines", type=int, default=512, help="rollout lines a step")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "watch")
    args = ap.parse_args()

    from pipelines.samples import RunSpec
    from pipelines.samples.verl import step_lines

    shutil.rmtree(args.out, ignore_errors=True)
    run = args.out / "src" / "verl-live"
    run.mkdir(parents=True)
    lake = str(args.out / "lake")
    spec = RunSpec("verl-live", steps=0, prompts=max(1, args.lines // N), n=N, compression=None)
    watch = subprocess.Popen(
        [sys.executable, "-m", "pipelines", "watch", "--lake", lake, str(args.out / "src")],
        stdout=subprocess.DEVNULL,
        stderr=open(args.out / "watch.log", "w"),  # noqa: SIM115 - the child's, for as long as it runs
    )
    latencies, commits, memory = [], [], []
    steps = max(1, int(args.minutes * 60 // args.every))
    try:
        time.sleep(3)  # the watch's start: its first pass over an empty folder
        began = time.monotonic()
        for step in range(1, steps + 1):
            due = began + (step - 1) * args.every
            time.sleep(max(0.0, due - time.monotonic()))
            aside = run / f".{step}.jsonl.tmp"
            aside.write_text("\n".join(step_lines(spec, step)) + "\n")
            aside.rename(run / f"{step}.jsonl")
            with open(run / "metrics.jsonl", "a") as metrics:
                metrics.write(json.dumps({"step": step, "data": {"critic/score/mean": step / steps}}) + "\n")
            closed = time.monotonic()
            looked_at = -1  # the ledger's commits when the lake was last queried
            while True:
                versions = _ledger_versions(lake)
                if versions != looked_at:
                    looked_at, committed = versions, time.monotonic()
                    if versions and _seen(lake, step):
                        break
                if watch.poll() is not None:
                    raise SystemExit(f"the watch ended ({watch.returncode}): see {args.out / 'watch.log'}")
                if time.monotonic() - closed > max(60.0, args.every):
                    raise SystemExit(f"step {step} not seen after {time.monotonic() - closed:.0f} s")
                time.sleep(0.01)
            latencies.append(time.monotonic() - closed)
            commits.append(committed - closed)
            memory.append(tree_rss_mb(watch.pid))
            print(f"step {step:4d}: committed after {commits[-1]:.2f} s, seen after {latencies[-1]:.2f} s, "
                  f"watch RSS {memory[-1]:.0f} MB", flush=True)  # fmt: skip
    finally:
        watch.terminate()
        watch.wait(30)

    ordered = sorted(latencies)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    tenth = max(1, len(memory) // 10)
    first, second, last = (
        statistics.median(part) for part in (memory[:tenth], memory[tenth : 2 * tenth] or memory, memory[-tenth:])
    )
    print(
        f"\n{len(latencies)} steps of {args.lines} lines every {args.every:g} s over {args.minutes:g} min: "
        f"latency median {statistics.median(latencies):.2f} s, p95 {p95:.2f} s, max {ordered[-1]:.2f} s; "
        f"under 3 s: {sum(x < 3 for x in latencies)}/{len(latencies)}; the commit alone: median "
        f"{statistics.median(commits):.2f} s (the rest is building the query's catalog, as `tracelake sql` does)"
    )
    print(
        f"watch RSS (median of each tenth of the run): first {first:.0f} MB, second {second:.0f} MB, "
        f"last {last:.0f} MB ({last / second:.2f}x the second), peak {max(memory):.0f} MB; exit status {watch.returncode}"
    )


if __name__ == "__main__":
    main()
