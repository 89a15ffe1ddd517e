"""The run doctor (`tracelake doctor RUN`): checks of a run's health, each with an id, a verdict,
the evidence (the steps and the figures) and where to see examples. A trend compares the mean of
the run's first quarter of steps with that of its last quarter (4 steps at least, else the check
does not apply). Thresholds are constants here, each with where it comes from; a healthy run flags
nothing.

- ``length_growth``: mean response length (tokens, else characters) at least doubled
  (:data:`LENGTH_GROWTH`): the verbosity drift of RL on reasoning (DAPO's overlong shaping,
  Dr. GRPO's length bias) shows so; whether the reward rose with it is in the evidence.
- ``truncation``: the share of responses stopped at the length cap (the ``length capped`` failure
  pattern) reaches 5% and at least doubled (:data:`TRUNCATED_SHARE`): DAPO's overlong filtering
  exists because truncated samples poison the advantage.
- ``zero_advantage``: the share of GRPO groups whose samples all got one reward reaches half and
  rose by 0.2 (:data:`ZERO_ADVANTAGE_SHARE`): such groups carry no gradient (DAPO's dynamic sampling).
- ``entropy_collapse``: the policy's entropy (a logged metric) fell below a fifth of its start
  (:data:`ENTROPY_FLOOR`): Cui et al. 2025, "The Entropy Mechanism of RL for Reasoning LMs".
- ``kl_spike``: a step whose KL (logged) exceeds 10x the run's median (:data:`KL_SPIKE`).
- ``reward_component_dominance``: where a run's reward components sum to its reward, one explains
  90% of the reward's variance (:data:`DOMINANT_SHARE`; share = cov(component, reward) / var(reward)).
- ``rollout_mismatch``: the trainer's and the rollout engine's probabilities drifting apart (verl's
  ``training/rollout_probs_diff_mean``, ``rollout_corr/*kl*``): doubled and above 0.01.
- ``repetition``: responses of 40 words or more whose distinct word 4-grams are at most half of
  them reach 10% of a step and at least doubled (:data:`REPETITIVE_SHARE`).
- ``format_failures``: where the grader's answer format is known (``grader_format`` in
  ``sql/30_find.sql``: GSM8K's ``#### <number>``, MATH's ``\\boxed{}``, from the data source or the
  prompt), 20% or more of the last quarter's responses lack it (:data:`FORMAT_MISSING`).
"""

from __future__ import annotations

import shlex
import statistics
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import UserError
from .compare import resolve_runs

if TYPE_CHECKING:
    import duckdb

LENGTH_GROWTH = 2.0
TRUNCATED_SHARE = 0.05
ZERO_ADVANTAGE_SHARE, ZERO_ADVANTAGE_RISE = 0.5, 0.2
ENTROPY_FLOOR = 0.2
KL_SPIKE = 10.0
DOMINANT_SHARE = 0.9
MISMATCH_FLOOR = 0.01
REPETITIVE_SHARE = 0.1
FORMAT_MISSING = 0.2
MIN_STEPS = 4
REPETITION_SAMPLE = 200  # responses a step looked at for repetition

ENTROPY_METRICS = ("actor/entropy", "actor/entropy_loss", "entropy", "policy/entropy", "train/entropy")
KL_METRICS = ("actor/ppo_kl", "actor/kl_loss", "objective/kl", "kl", "train/kl", "actor/kl")
MISMATCH_METRICS = ("training/rollout_probs_diff_mean", "rollout_corr/kl", "rollout_corr/training_ppl_kl")

Series = list[tuple[int, float]]


@dataclass(frozen=True)
class Finding:
    check: str
    verdict: str  # flag, ok, n/a
    summary: str
    steps: tuple[int, ...] = ()  # where it shows
    figures: dict[str, Any] = field(default_factory=dict)
    examples: str | None = None  # what shows examples

    @property
    def flagged(self) -> bool:
        return self.verdict == "flag"


@dataclass(frozen=True)
class Diagnosis:
    run: str
    split: str
    findings: list[Finding]

    @property
    def flagged(self) -> list[Finding]:
        return [f for f in self.findings if f.flagged]

    def asdict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class _Run:
    con: duckdb.DuckDBPyConnection
    run_id: str
    name: str
    split: str

    def series(self, sql: str, *params: Any) -> Series:
        """(step, value) rows of ``sql`` (its parameters: run id, split, then ``params``)."""
        rows = self.con.execute(sql, [self.run_id, self.split, *params]).fetchall()
        return [(int(step), float(value)) for step, value in rows if step is not None and value is not None]

    def metric(self, names: Sequence[str]) -> tuple[str | None, Series]:
        """The first of ``names`` the run logged, and its values by step."""
        for name in names:
            values = self.series(
                "SELECT step, avg(value) FROM step_metrics WHERE run_id = ? AND coalesce(split, ?) = ? "
                "AND name = ? AND isfinite(value) GROUP BY step ORDER BY step",
                self.split, name,
            )  # fmt: skip
            if values:
                return name, values
        return None, []


def _quarters(series: Series) -> tuple[float, float, list[int], list[int]] | None:
    """(first quarter's mean, last quarter's, their steps), or None under :data:`MIN_STEPS`."""
    if len(series) < MIN_STEPS:
        return None
    size = max(1, len(series) // 4)
    first, last = series[:size], series[-size:]
    return (statistics.fmean(v for _, v in first), statistics.fmean(v for _, v in last),
            [s for s, _ in first], [s for s, _ in last])  # fmt: skip


def _few(check: str, what: str) -> Finding:
    return Finding(check, "n/a", f"fewer than {MIN_STEPS} steps with {what}")


def _trend(check: str, series: Series, what: str, flag: Callable[[float, float], bool], describe: str) -> Finding:
    quarters = _quarters(series)
    if quarters is None:
        return _few(check, what)
    first, last, first_steps, last_steps = quarters
    figures = {"first_quarter": round(first, 4), "last_quarter": round(last, 4),
               "first_steps": [first_steps[0], first_steps[-1]], "last_steps": [last_steps[0], last_steps[-1]]}  # fmt: skip
    said = (f"{what}: {first:.4g} in steps {first_steps[0]}-{first_steps[-1]}, {last:.4g} in steps "
            f"{last_steps[0]}-{last_steps[-1]}")  # fmt: skip
    if flag(first, last):
        return Finding(check, "flag", f"{said}: {describe}", tuple(last_steps), figures)
    return Finding(check, "ok", said, (), figures)


def length_growth(run: _Run) -> Finding:
    lengths = run.series(
        "SELECT step, avg(coalesce(response_tokens, response_chars)) FROM trajectories "
        "WHERE run_id = ? AND split = ? GROUP BY step ORDER BY step"
    )
    found = _trend("length_growth", lengths, "mean response length", lambda a, b: a > 0 and b >= LENGTH_GROWTH * a,
                   f"at least {LENGTH_GROWTH:g}x")  # fmt: skip
    rewards = _quarters(
        run.series("SELECT step, mean FROM reward_by_step WHERE run_id = ? AND split = ? ORDER BY step")
    )
    if rewards is not None:
        found.figures["reward_first_quarter"], found.figures["reward_last_quarter"] = (
            round(rewards[0], 4),
            round(rewards[1], 4),
        )
    if found.flagged:
        return _with_examples(found, f"tracelake search --run {_arg(run.name)} --split {run.split} --from-step "
                                     f"{found.steps[0]} --min-length {int(found.figures['first_quarter'] * LENGTH_GROWTH)}")  # fmt: skip
    return found


def truncation(run: _Run) -> Finding:
    shares = run.series(
        "WITH capped AS (SELECT DISTINCT step, trajectory_id FROM trajectory_patterns([$1]) "
        "WHERE split = $2 AND pattern = 'length capped') "
        "SELECT t.step, count(c.trajectory_id) / count(*) FROM trajectories t "
        "LEFT JOIN capped c USING (step, trajectory_id) WHERE t.run_id = $1 AND t.split = $2 GROUP BY t.step ORDER BY t.step"
    )
    found = _trend("truncation", shares, "share of responses at the length cap",
                   lambda a, b: b >= TRUNCATED_SHARE and b >= 2 * a, "rising")  # fmt: skip
    return (
        _with_examples(found, f'tracelake search --run {_arg(run.name)} --pattern "length capped"')
        if found.flagged
        else found
    )


def zero_advantage(run: _Run) -> Finding:
    shares = run.series(
        "SELECT step, zero_advantage_share FROM group_diagnostics WHERE run_id = ? AND split = ? ORDER BY step"
    )
    return _trend("zero_advantage", shares, "share of groups whose samples all got one reward",
                  lambda a, b: b >= ZERO_ADVANTAGE_SHARE and b >= a + ZERO_ADVANTAGE_RISE,
                  "rising: those groups teach nothing")  # fmt: skip


def entropy_collapse(run: _Run) -> Finding:
    name, values = run.metric(ENTROPY_METRICS)
    if name is None:
        return Finding("entropy_collapse", "n/a", f"no entropy logged ({', '.join(ENTROPY_METRICS)})")
    return _trend("entropy_collapse", values, name, lambda a, b: a > 0 and b <= ENTROPY_FLOOR * a,
                  f"below {ENTROPY_FLOOR:g}x its start: the policy stopped exploring")  # fmt: skip


def kl_spike(run: _Run) -> Finding:
    name, values = run.metric(KL_METRICS)
    if name is None:
        return Finding("kl_spike", "n/a", f"no KL logged ({', '.join(KL_METRICS)})")
    if len(values) < MIN_STEPS:
        return _few("kl_spike", name)
    median = statistics.median(abs(v) for _, v in values)
    spikes = [(s, v) for s, v in values if median > 0 and abs(v) > KL_SPIKE * median]
    figures = {"metric": name, "median": median, "spikes": [[s, v] for s, v in spikes[:10]]}
    if spikes:
        worst = max(spikes, key=lambda p: abs(p[1]))
        return Finding("kl_spike", "flag", f"{name} spiked at {len(spikes)} step(s), {worst[1]:.4g} at step {worst[0]} "
                       f"against a median of {median:.4g}", tuple(s for s, _ in spikes), figures)  # fmt: skip
    return Finding("kl_spike", "ok", f"{name}: no step above {KL_SPIKE:g}x its median ({median:.4g})", (), figures)


# The reward's components (verl's extra keys: acc, format_bonus...) over the trajectories where
# they sum to the reward, each with its covariance with the reward. A component equal to the
# reward in every trajectory is the reward under another name: left out. In SQL: in Python, the
# 102,400 rows of a 5.12M-trajectory lake's run took 0.6 s of the Health page's first visit.
_COMPONENTS = """
WITH parts AS (
    SELECT r.step, r.trajectory_id, r.name, r.value, t.reward
    FROM rewards r JOIN trajectories t USING (run_id, step, trajectory_id)
    WHERE r.run_id = $1 AND t.split = $2 AND r.turn_index IS NULL AND isfinite(r.value) AND isfinite(t.reward)
      AND r.name NOT LIKE 'metrics/%' AND r.name <> 'advantage'
), rewarded AS (
    SELECT count(DISTINCT (step, trajectory_id)) AS n FROM parts
), components AS (
    SELECT name FROM parts GROUP BY name HAVING bool_or(value <> reward) OR count(*) < (SELECT n FROM rewarded)
), summed AS (
    SELECT step, trajectory_id, any_value(reward) AS total
    FROM parts GROUP BY ALL
    HAVING abs(coalesce(sum(value) FILTER (WHERE name IN (SELECT name FROM components)), 0) - total) <= 1e-6
)
SELECT c.name, covar_pop(coalesce(p.value, 0), s.total), var_pop(s.total), count(*), (SELECT n FROM rewarded)
FROM components c CROSS JOIN summed s
LEFT JOIN parts p ON p.step = s.step AND p.trajectory_id = s.trajectory_id AND p.name = c.name
GROUP BY c.name ORDER BY c.name
"""


def reward_component_dominance(run: _Run) -> Finding:
    rows = run.con.execute(_COMPONENTS, [run.run_id, run.split]).fetchall()
    summed, rewarded = (rows[0][3], rows[0][4]) if rows else (0, 0)
    if len(rows) < 2 or summed < 0.9 * rewarded or summed < 2:
        return Finding("reward_component_dominance", "n/a", "no reward components that sum to the reward")
    spread = rows[0][2]
    if spread == 0:
        return Finding("reward_component_dominance", "n/a", "the reward does not vary")
    shares = {name: covariance / spread for name, covariance, *_ in rows}
    leader = max(shares, key=lambda n: shares[n])
    figures = {"variance_share": {n: round(v, 4) for n, v in shares.items()}}
    said = ", ".join(f"{n} {v:.0%}" for n, v in sorted(shares.items(), key=lambda x: -x[1]))
    if shares[leader] >= DOMINANT_SHARE:
        return Finding("reward_component_dominance", "flag", f"{leader} explains {shares[leader]:.0%} of the reward's "
                       f"variance ({said}): the other components barely steer", (), figures)  # fmt: skip
    return Finding("reward_component_dominance", "ok", f"the reward's variance by component: {said}", (), figures)


def rollout_mismatch(run: _Run) -> Finding:
    name, values = run.metric(MISMATCH_METRICS)
    if name is None:
        return Finding("rollout_mismatch", "n/a", f"no trainer/rollout mismatch logged ({', '.join(MISMATCH_METRICS)})")
    return _trend("rollout_mismatch", values, name, lambda a, b: b >= MISMATCH_FLOOR and b >= 2 * a,
                  "the trainer's and the rollout engine's probabilities drift apart")  # fmt: skip


def _repetitive(text: str) -> bool:
    words = text.split()
    if len(words) < 40:
        return False
    # its 4-grams, distinct: zipped, not sliced (a third of the check's time at 40,000 responses)
    return len(set(zip(words, words[1:], words[2:], words[3:], strict=False))) <= 0.5 * (len(words) - 3)


def repetition(run: _Run) -> Finding:
    rows = run.con.execute(
        "SELECT step, response FROM (SELECT step, response, row_number() OVER (PARTITION BY step ORDER BY trajectory_id) AS k "
        "FROM trajectories WHERE run_id = ? AND split = ? AND response IS NOT NULL) WHERE k <= ?",
        [run.run_id, run.split, REPETITION_SAMPLE],
    ).fetchall()
    by_step: dict[int, list[bool]] = {}
    for step, response in rows:
        by_step.setdefault(step, []).append(_repetitive(response))
    shares = [(s, sum(v) / len(v)) for s, v in sorted(by_step.items())]
    return _trend("repetition", shares, "share of responses repeating their own 4-grams",
                  lambda a, b: b >= REPETITIVE_SHARE and b >= 2 * a, "rising")  # fmt: skip


def format_failures(run: _Run) -> Finding:
    # the final answer, as the patterns read it: the last assistant turn, else the response
    declared = (
        "WITH final AS (SELECT step, trajectory_id, arg_max(content, turn_index) AS text FROM turns "
        "WHERE run_id = $1 AND role = 'assistant' GROUP BY ALL) "
        "SELECT t.step, coalesce(f.text, t.response) AS response, grader_format(trajectory_task(t.extra), t.prompt) AS fmt, "
        "j.success FROM trajectories t JOIN trajectory_judgement_of([$1]) j USING (run_id, split, step, trajectory_id) "
        "LEFT JOIN final f USING (step, trajectory_id) WHERE t.run_id = $1 AND t.split = $2"
    )
    needed, successes_without = run.con.execute(
        f"SELECT mode(fmt), count(*) FILTER (WHERE success AND NOT has_grader_format(response, fmt)) "
        f"FROM ({declared}) WHERE fmt IS NOT NULL",
        [run.run_id, run.split],
    ).fetchone() or (None, 0)
    if needed is None:
        return Finding(
            "format_failures", "n/a", "the grader's answer format is not known (neither data source nor prompt says it)"
        )
    if successes_without:
        return Finding("format_failures", "n/a", f"the format its prompts ask for ({needed}) is not all its grader "
                       f"reads: {successes_without} success(es) lack it")  # fmt: skip
    shares = run.series(
        f"SELECT step, avg((NOT has_grader_format(response, fmt))::INT) FROM ({declared}) "
        "WHERE fmt IS NOT NULL GROUP BY step ORDER BY step"
    )
    last = shares[-max(1, len(shares) // 4) :]
    share = statistics.fmean(v for _, v in last)
    steps = [s for s, _ in last]
    said = (
        f"share of responses without the {needed} answer its grader reads: {share:.4g} in steps {steps[0]}-{steps[-1]}"
    )
    figures = {"last_quarter": round(share, 4), "last_steps": [steps[0], steps[-1]], "format": needed}
    if share >= FORMAT_MISSING:
        return Finding("format_failures", "flag", f"{said}: the grader cannot read them", tuple(steps), figures,
                       f'tracelake search --run {_arg(run.name)} --pattern "answer format missing"')  # fmt: skip
    return Finding("format_failures", "ok", said, (), figures)


CHECKS: tuple[Callable[[_Run], Finding], ...] = (
    length_growth, truncation, zero_advantage, entropy_collapse, kl_spike, reward_component_dominance,
    rollout_mismatch, repetition, format_failures,
)  # fmt: skip


def _arg(text: str) -> str:
    return shlex.quote(text)


def _with_examples(found: Finding, command: str) -> Finding:
    return Finding(found.check, found.verdict, found.summary, found.steps, found.figures, command)


def diagnose(con: duckdb.DuckDBPyConnection, run: str, *, split: str = "train") -> Diagnosis:
    """Every check of :data:`CHECKS` on a run (name or id) and split."""
    [run_id] = resolve_runs(con, [run])
    (found,) = con.execute(
        "SELECT count(*) FROM trajectories WHERE run_id = ? AND split = ?", [run_id, split]
    ).fetchone() or (0,)
    if not found:
        raise UserError(f"{run} has no {split} trajectories: nothing to check (try --split val)")
    name = con.execute("SELECT run_name FROM run_names WHERE run_id = ?", [run_id]).fetchone()
    target = _Run(con, run_id, name[0] if name else run_id, split)
    return Diagnosis(target.name, split, [check(target) for check in CHECKS])
