"""Crash safety, the long version: kill -9 an ingest at random moments, check the lake after
every kill, then let a re-run finish and compare with a clean ingest; then the same for
``tracelake compact``.

    python bench/crash_trials.py [--trials 20] [--compact-trials 10] [--shards 40] [--seed 1]

After each kill the lake must show no partial shard: every table holds exactly the rows its
committed ledger entries count, and every file of its snapshot reads. The re-run must converge
to the clean ingest's counts, and after `vacuum` the Delta tables read without tracelake
(rows left by the killed attempt deleted) must count the same. A killed compaction must leave
every count as it was (compaction never changes what a query sees), and a second compaction
must finish the job: one file per table of the run.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pyarrow as pa  # noqa: E402
from deltalake import DeltaTable  # noqa: E402

from bench.common import options, timed  # noqa: E402
from pipelines import engine  # noqa: E402
from pipelines.lake import Lake, catalog, maintenance  # noqa: E402
from pipelines.samples import RunSpec, write_run  # noqa: E402

TABLES = ("trajectories", "turns", "rewards", "step_metrics", "quarantine")


def counts(lake: str) -> dict[str, int]:
    con = catalog.connect(lake)
    return {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}


def promised(lake: str) -> dict[str, int]:
    """The rows of each table that the committed ledger entries count."""
    con = catalog.connect(lake)
    return {t: con.execute(f"SELECT coalesce(sum(rows_{t}), 0) FROM committed_ingests").fetchone()[0] for t in TABLES}


def check_consistent(lake: str) -> dict[str, int]:
    """The lake as a reader sees it: every committed entry whole, nothing else. Returns counts."""
    seen = counts(lake)
    assert seen == promised(lake), f"{seen} rows visible, committed entries count {promised(lake)}"
    return seen


@dataclass
class Outcome:
    """What one kill -9 trial saw: right after the kill, and after the repair."""

    delay: float
    killed: bool
    visible: dict[str, int]  # right after the kill, through the views
    promised: dict[str, int]  # what the committed ledger entries count at that moment
    final: dict[str, int]  # after the re-run (or compacting again)
    outside: dict[str, int]  # the raw Delta tables after vacuum, as any engine reads them
    commits: int = 0  # ledger rows the killed process had committed
    files_per_run: int = 0  # after compacting again

    def holds(self, reference: dict[str, int]) -> bool:
        return self.visible == self.promised and self.final == self.outside == reference


def delta_counts(lake: str) -> dict[str, int]:
    """Rows of each Delta table as any engine reads it, without tracelake's views."""
    return {t: DeltaTable(f"{lake}/{t}").count() if os.path.exists(f"{lake}/{t}") else 0 for t in TABLES}


def files_per_run(lake: str) -> int:
    """The most files one run has in one table."""
    most = 0
    for t in TABLES:
        if os.path.exists(f"{lake}/{t}"):
            actions = pa.table(DeltaTable(f"{lake}/{t}").get_add_actions(flatten=True))
            runs = actions.column("partition.run_id").to_pylist()
            most = max([most] + [runs.count(r) for r in set(runs)])
    return most


def source(folder: Path, shards: int) -> Path:
    return write_run(folder, RunSpec("crashy", steps=shards, prompts=16, n=8, response_words=(300, 1500))).folder


def _process(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "pipelines", *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT
    )


def _ingest_process(src: Path, lake: str) -> subprocess.Popen:
    # One worker, --force and batches of 2 shards: every shard is rewritten, one commit after
    # another, so a kill lands between, or inside, commits of a lake that already holds every
    # shard once.
    return _process("ingest", str(src), "--lake", lake, "--force", "--workers", "1", "--batch-size", "2")


def _succeeds(proc: subprocess.Popen) -> None:
    assert proc.wait() == 0


def calibrate(src: Path, lake: str) -> float:
    """Seconds a full ingest process takes, start to end: the window the kills are drawn from."""
    return timed(lambda: _succeeds(_ingest_process(src, lake)))


def _kill_within(proc: subprocess.Popen, rng: random.Random, window: float) -> tuple[float, bool]:
    delay = rng.uniform(0.3 * window, 0.98 * window)  # the first ~0.7 s are imports
    time.sleep(delay)
    killed = proc.poll() is None
    if killed:
        os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    return delay, killed


def calibrate_compact(src: Path, lake: str) -> float:
    """Seconds a compaction process of the freshly ingested run takes."""
    shutil.rmtree(lake, ignore_errors=True)
    engine.ingest_paths([str(src)], lake, batch_size=2, auto_compact=False)  # many small files to compact
    return timed(lambda: _succeeds(_process("compact", "--lake", lake)))


def compact_trial(src: Path, lake: str, rng: random.Random, window: float) -> Outcome:
    """One kill -9 at a random moment of a compaction of a freshly ingested lake, then
    compacting again."""
    shutil.rmtree(lake, ignore_errors=True)
    engine.ingest_paths([str(src)], lake, batch_size=2, auto_compact=False)  # many small files to compact
    delay, killed = _kill_within(_process("compact", "--lake", lake), rng, window)
    visible, committed = counts(lake), promised(lake)
    maintenance.compact(lake)
    maintenance.vacuum(lake, orphans=True)
    return Outcome(
        delay, killed, visible, committed, counts(lake), delta_counts(lake), files_per_run=files_per_run(lake)
    )


def _attempts(lake: str) -> int:
    return Lake(lake).ledger.table().num_rows


def trial(src: Path, lake: str, rng: random.Random, window: float, *, fresh: bool = False) -> Outcome:
    """One kill -9 at a random moment of an ingest (into an empty lake when ``fresh``, else
    rewriting every shard of a full one), then the converging re-run."""
    if fresh:
        shutil.rmtree(lake, ignore_errors=True)
    before = _attempts(lake) if os.path.exists(f"{lake}/_ledger") else 0
    delay, killed = _kill_within(_ingest_process(src, lake), rng, window)
    commits = (_attempts(lake) if os.path.exists(f"{lake}/_ledger") else 0) - before
    visible, committed = (counts(lake), promised(lake)) if commits or before else ({}, {})
    report = engine.ingest_paths([str(src)], lake)  # finishes the job
    assert report.count("failed") == 0, report.summary()
    maintenance.vacuum(lake, orphans=True)  # rows of the killed attempt, for outside readers
    return Outcome(delay, killed, visible, committed, counts(lake), delta_counts(lake), commits=commits)


def describe(outcome: Outcome, what: str) -> str:
    state = (
        "finished before the kill"
        if not outcome.killed
        else (f"killed after {outcome.commits} ledger row(s)" if what == "an ingest" else "killed")
    )
    return (
        f"kill at {outcome.delay:.2f} s into {what}: {state}; {outcome.visible.get('trajectories', 0)} "
        f"trajectories visible, as committed; repaired to {outcome.final['trajectories']}"
    )


def main() -> None:
    ap = options(__doc__)
    ap.add_argument("--trials", type=int, default=20)
    ap.add_argument("--compact-trials", type=int, default=10)
    ap.add_argument("--shards", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        src = source(Path(tmp) / "src", args.shards)
        clean = str(Path(tmp) / "clean")
        engine.ingest_paths([str(src)], clean)
        reference = counts(clean)
        lake = str(Path(tmp) / "lake")
        window = calibrate(src, lake)
        print(f"a full ingest process takes {window:.2f} s ({args.shards} shards, one worker)")
        for i in range(args.trials):
            outcome = trial(src, lake, rng, window, fresh=i % 2 == 0)
            assert outcome.holds(reference), outcome
            print(f"trial {i + 1:>2}: {describe(outcome, 'an ingest')}", flush=True)
        window = calibrate_compact(src, lake)
        print(f"a compaction process takes {window:.2f} s")
        for i in range(args.compact_trials):
            outcome = compact_trial(src, lake, rng, window)
            assert outcome.holds(reference) and outcome.visible == reference and outcome.files_per_run == 1, outcome
            print(f"compaction trial {i + 1:>2}: {describe(outcome, 'a compaction')}", flush=True)
    print(f"{args.trials} kill -9 trials: no partial shard seen, every re-run converged to {reference}")
    print(f"{args.compact_trials} kill -9 trials of compact: counts never changed, compacting again converged")


if __name__ == "__main__":
    main()
