"""Two runs on the same prompts (`tracelake compare A B --paired`): per prompt the difference
of success rate (or of mean reward, where the runs' rewards say no success), their mean with a
seeded percentile-bootstrap interval, and a p-value of that same difference: McNemar's exact
test where every prompt was one pass or fail in each run (a sample a prompt: an evaluation), else
a paired sign-flip permutation test (exact up to 16 prompts). Prompts pair by ``prompt_key``
(``sql/40_prompts.sql``). Differences are B minus A."""

from __future__ import annotations

import itertools
import math
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from ..errors import UserError
from .compare import resolve_runs

if TYPE_CHECKING:
    import duckdb

MIN_PROMPTS = 10  # fewer shared prompts than this: no conclusion is offered
RESAMPLES = 10_000
EXACT_UP_TO = 16  # prompts up to which the permutation test enumerates every sign flip


@dataclass(frozen=True)
class Paired:
    """The paired comparison of two runs on the prompts both answered (a task's, or all)."""

    task: str | None  # None: every shared prompt
    measure: str  # success_rate, or mean_reward where success is not known for both
    shared_prompts: int
    mean_a: float | None
    mean_b: float | None
    mean_difference: float | None  # B - A
    ci_low: float | None
    ci_high: float | None
    p_value: float | None
    test: str | None
    a_only_solved: int | None = None  # McNemar's discordant pairs
    b_only_solved: int | None = None
    note: str | None = None
    left_out: int = 0  # shared prompts without the measure in one of the runs (no success known)


@dataclass(frozen=True)
class PairedComparison:
    run_a: str
    run_b: str
    split: str
    prompts_a: int
    prompts_b: int
    overall: Paired
    by_task: list[Paired] = field(default_factory=list)

    def asdict(self) -> dict[str, Any]:
        return asdict(self)


def mcnemar_exact(a_only: int, b_only: int) -> float:
    """McNemar's exact test: the two-sided binomial p-value of the discordant pairs at 1/2."""
    n = a_only + b_only
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(a_only, b_only) + 1))
    return min(1.0, 2 * tail / 2**n)


def sign_flip_p(differences: np.ndarray, *, seed: int, resamples: int = RESAMPLES) -> float:
    """Two-sided p-value of the mean paired difference under sign flips: every flip up to
    :data:`EXACT_UP_TO` differences, else ``resamples`` seeded ones ((hits + 1) / (resamples + 1))."""
    n = len(differences)
    observed = abs(differences.mean()) - 1e-12 * max(1.0, float(np.abs(differences).max()))
    if n <= EXACT_UP_TO:
        signs = np.array(list(itertools.product((1.0, -1.0), repeat=n)))
        return float(np.mean(np.abs(signs @ differences / n) >= observed))
    rng = np.random.default_rng(seed)
    hits = 0
    for done in range(0, resamples, 1000):
        signs = rng.choice((1.0, -1.0), size=(min(1000, resamples - done), n))
        hits += int(np.sum(np.abs(signs @ differences / n) >= observed))
    return (hits + 1) / (resamples + 1)


def bootstrap_interval(
    differences: np.ndarray, *, seed: int, resamples: int = RESAMPLES, level: float = 0.95
) -> tuple[float, float]:
    """The percentile bootstrap interval of the mean difference (prompts resampled, seeded)."""
    rng = np.random.default_rng(seed)
    n = len(differences)
    means = np.concatenate(
        [
            differences[rng.integers(0, n, size=(min(1000, resamples - done), n))].mean(axis=1)
            for done in range(0, resamples, 1000)
        ]
    )
    low, high = np.quantile(means, [(1 - level) / 2, 1 - (1 - level) / 2])
    return float(low), float(high)


def _per_prompt(
    con: duckdb.DuckDBPyConnection, run: str, split: str
) -> dict[str, tuple[str | None, float | None, float | None]]:
    """prompt_key -> (task, success rate, mean reward) of a run over the split's steps."""
    rows = con.execute(
        "SELECT prompt_key, any_value(task), sum(successes) / nullif(sum(judged), 0), "
        "sum(mean_reward * samples) / nullif(sum(samples) FILTER (WHERE mean_reward IS NOT NULL), 0) "
        "FROM prompt_steps_of([?]) WHERE split = ? GROUP BY prompt_key",
        [run, split],
    ).fetchall()
    return {key: (task, rate, reward) for key, task, rate, reward in rows}


def _paired(task: str | None, a: list[float], b: list[float], success: bool, seed: int, left_out: int = 0) -> Paired:
    measure = "success_rate" if success else "mean_reward"
    n = len(a)
    if n == 0:
        return Paired(task, measure, 0, None, None, None, None, None, None, None, note="no prompt in common",
                      left_out=left_out)  # fmt: skip
    xa, xb = np.array(a, dtype=float), np.array(b, dtype=float)
    differences = xb - xa
    low, high = bootstrap_interval(differences, seed=seed)
    a_only: int | None = None
    b_only: int | None = None
    if success and np.isin(xa, (0.0, 1.0)).all() and np.isin(xb, (0.0, 1.0)).all():  # pass or fail a prompt
        a_only, b_only = int(np.sum((xa == 1) & (xb == 0))), int(np.sum((xb == 1) & (xa == 0)))
        p, test = mcnemar_exact(a_only, b_only), "McNemar's exact test (pass or fail)"
    else:
        p, test = sign_flip_p(differences, seed=seed), "paired permutation test (sign flips)"
    notes = [f"only {n} prompt(s) in common: too few to conclude anything"] if n < MIN_PROMPTS else []
    if left_out:
        notes.append(f"{left_out} shared prompt(s) left out: no {measure.replace('_', ' ')} in one of the runs")
    return Paired(task, measure, n, float(xa.mean()), float(xb.mean()), float(differences.mean()), low, high, p,
                  test, a_only, b_only, "; ".join(notes) or None, left_out)  # fmt: skip


def compare_paired(
    con: duckdb.DuckDBPyConnection, runs: list[str], *, split: str = "train", seed: int = 0
) -> PairedComparison:
    """Runs A and B (names or ids) on the prompts both answered in ``split``."""
    if len(runs) != 2:
        raise UserError(f"--paired compares two runs, not {len(runs)}")
    ids = resolve_runs(con, runs)
    a, b = (_per_prompt(con, run, split) for run in ids)
    if not a or not b:
        empty = runs[0] if not a else runs[1]
        raise UserError(f"{empty} has no {split} trajectories with a prompt (try --split val)")
    shared = sorted(a.keys() & b.keys())
    # Success where the runs say it for their shared prompts (a prompt that lacks it is left out
    # and counted, not allowed to switch the whole comparison to rewards); else the mean reward.
    success = any(a[k][1] is not None and b[k][1] is not None for k in shared)
    value = 1 if success else 2
    pairs = [
        (k, a[k][0], a[k][value], b[k][value]) for k in shared if a[k][value] is not None and b[k][value] is not None
    ]
    left_out = len(shared) - len(pairs)
    overall = _paired(None, [p[2] for p in pairs], [p[3] for p in pairs], success, seed, left_out)  # type: ignore[misc]
    tasks = sorted({p[1] for p in pairs if p[1] is not None})
    by_task = [
        _paired(task, [p[2] for p in pairs if p[1] == task], [p[3] for p in pairs if p[1] == task], success, seed)  # type: ignore[misc]
        for task in tasks
    ] if len(tasks) > 1 else []  # fmt: skip
    names = dict(con.execute("SELECT run_id, run_name FROM run_names WHERE run_id IN (?, ?)", ids).fetchall())
    return PairedComparison(
        names.get(ids[0], ids[0]), names.get(ids[1], ids[1]), split, len(a), len(b), overall, by_task
    )
