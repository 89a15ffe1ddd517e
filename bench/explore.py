"""Every question the explorer asks, on the lake of bench/views.py (50 runs x 200 steps x 512
trajectories: 5.12M), each through a fresh cursor of one catalog connection, as the app asks it.

    python bench/explore.py [--runs 50] [--steps 200] [--n 512] [--out bench/out]

Prints, per interaction, the first call (cold caches of this process) and the best of 3: a
page of the explorer runs one to four of these.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import best_of, timed  # noqa: E402
from bench.views import build, lake_arguments  # noqa: E402
from pipelines.explore import queries as q  # noqa: E402
from pipelines.lake import catalog  # noqa: E402


def first_and_best(call: Callable[[], object]) -> tuple[float, float]:
    """The first call (this process's caches cold) and the best of it and two more."""
    first = timed(call)
    return first, min(first, best_of(call, tries=2))


def main() -> int:
    args = lake_arguments(__doc__)
    _, lake = build(args.out, args.runs, args.steps, args.n)
    started = time.perf_counter()
    con = catalog.connect(lake)
    print(f"catalog connect {time.perf_counter() - started:.2f} s")
    total = con.execute("SELECT count(*) FROM trajectories").fetchone()[0]
    run, other, step = "run-07", "run-31", min(57, args.steps)
    worst = q.rollouts(con.cursor(), q.RolloutFilter(run, "train", step=step), limit=1)[1].trajectory_id[0]
    group = q.groups(con.cursor(), run, "train", step).group_id[0]
    asks: dict[str, Callable[[], object]] = {
        "runs page": lambda: (q.runs(c := con.cursor()), q.runs_grouped(c, "framework")),
        "curve: reward, 2 runs": lambda: q.curve(con.cursor(), [run, other], "train", q.Measure.reward),
        "curve: length pcts, 2 runs": lambda: q.curve(con.cursor(), [run, other], "train", q.Measure.response_length),
        "curve: 10 runs": lambda: q.curve(con.cursor(), [f"run-{i:02d}" for i in range(10)], "train", q.Measure.reward),
        "steps of a run": lambda: q.steps(con.cursor(), run, "train"),
        "rollouts: a step, worst": lambda: q.rollouts(con.cursor(), q.RolloutFilter(run, "train", step=step)),
        "rollouts: whole run, text": lambda: q.rollouts(con.cursor(), q.RolloutFilter(run, "train", text="solve let")),
        "rollouts: reward+length": lambda: q.rollouts(
            con.cursor(), q.RolloutFilter(run, "train", min_reward=1, min_length=200)
        ),
        "trajectory + turns": lambda: (
            q.trajectory(c := con.cursor(), run, worst),
            q.turns(c, run, worst),
            q.trajectory_rewards(c, run, worst),
        ),
        "same prompt, whole lake": lambda: q.same_prompt(con.cursor(), run, worst),
        "groups of a step": lambda: q.groups(con.cursor(), run, "train", step),
        "a group's samples": lambda: q.group_samples(con.cursor(), run, step, group),
        "compare: common prompts": lambda: q.common_prompts(con.cursor(), run, other, "train"),
    }
    print(f"lake: {total:,} trajectories in {args.runs} runs\n")
    print(f"{'interaction':<28} {'first s':>8} {'best s':>8}")
    for name, ask in asks.items():
        first, best = first_and_best(ask)
        print(f"{name:<28} {first:>8.3f} {best:>8.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
