"""Runs side by side: one summary per run from the comparison views (``sql/10_compare.sql``),
mean reward at the same normalized progress, and the configuration keys they differ in. Used by ``tracelake compare`` and the report."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import duckdb

from ..errors import UserError
from ..suggest import did_you_mean

# Each table read for the runs asked alone (the `_listed` twins; the views filtered on them): two
# runs of a 5.12M-trajectory lake's 50 read every run's trajectories, 0.19 s against 0.07.
SUMMARY_SQL = """
WITH chosen AS (SELECT unnest($runs::VARCHAR[]) AS run_id),
curve AS (SELECT * FROM reward_by_step_listed($runs) WHERE split = $split),
ends AS (
    SELECT run_id, min(step) AS first_step, max(step) AS last_step,
           arg_min(mean, step) AS first_reward, arg_max(mean, step) AS last_reward,
           max(mean) AS best_reward, arg_max(step, mean) AS best_step,
           arg_max(success_rate, step) AS last_success_rate, sum(n) AS trajectories
    FROM curve GROUP BY run_id
),
reached AS (SELECT run_id, first_step AS threshold_step
            FROM threshold_step($threshold, which_split := $split, runs := $runs)),
lengths AS (
    SELECT run_id, arg_max(unit, step) AS length_unit, sum(response_mean * n) / sum(n) AS response_mean,
           max(response_max) AS response_max
    FROM length_by_step_listed($runs) WHERE split = $split GROUP BY run_id
),
groups AS (SELECT run_id, avg(zero_advantage_share) AS zero_advantage_share
           FROM group_diagnostics WHERE split = $split AND list_contains($runs, run_id) GROUP BY run_id),
turn AS (SELECT run_id, sum(mean_turns * trajectories) / sum(trajectories) AS mean_turns,
                sum(mean_tool_calls * trajectories) / sum(trajectories) AS mean_tool_calls
         FROM turn_stats WHERE split = $split AND list_contains($runs, run_id) GROUP BY run_id)
SELECT c.run_id, r.run_name, r.framework, r.format, r.model, r.algorithm, r.learning_rate, r.batch_size,
       r.samples_per_prompt, r.max_response_length, r.steps, e.first_step, e.last_step, e.trajectories,
       e.first_reward, e.last_reward, e.best_reward, e.best_step, e.last_success_rate,
       t.threshold_step, l.length_unit, l.response_mean, l.response_max, g.zero_advantage_share,
       u.mean_turns, u.mean_tool_calls
FROM chosen c JOIN runs r USING (run_id)
LEFT JOIN ends e USING (run_id) LEFT JOIN reached t USING (run_id) LEFT JOIN lengths l USING (run_id)
LEFT JOIN groups g USING (run_id) LEFT JOIN turn u USING (run_id)
"""


@dataclass
class Comparison:
    runs: list[str]  # run ids, in the order asked for
    summary: list[dict[str, Any]]  # one per run
    progress: list[tuple[Any, ...]]  # (progress, mean reward of each run at it)
    # (key, each run's value) of the configuration keys whose values differ between the runs
    config_differences: list[tuple[Any, ...]]


def resolve_runs(con: duckdb.DuckDBPyConnection, names: list[str]) -> list[str]:
    """Run ids for names or ids as given; a UserError naming the unknown ones."""
    known = dict(con.execute("SELECT run_name, run_id FROM runs").fetchall())
    ids = set(known.values())
    missing = [n for n in names if n not in ids and n not in known]
    if missing:
        names_and_ids = [*known, *ids]
        which = ", ".join(f"{m}{did_you_mean(m, names_and_ids)}" for m in missing)
        raise UserError(f"no such run: {which} (see `tracelake runs`)")
    return [n if n in ids else known[n] for n in names]


def _require_split(con: duckdb.DuckDBPyConnection, names: list[str], runs: list[str], split: str) -> None:
    having = {
        r
        for (r,) in con.execute(
            "SELECT DISTINCT run_id FROM trajectories WHERE split = $split "
            "AND run_id IN (SELECT unnest($runs::VARCHAR[]))",
            {"split": split, "runs": runs},
        ).fetchall()
    }
    lacking = [n for n, r in zip(names, runs) if r not in having]
    if lacking:  # a column of NULLs would read as an answer
        raise UserError(f"no {split} trajectories in run(s) {', '.join(lacking)}: compare another --split")


def compare(
    con: duckdb.DuckDBPyConnection,
    names: list[str],
    *,
    split: str = "train",
    threshold: float = 0.5,
    bins: int = 10,
    every_run_has_split: bool = True,
) -> Comparison:
    """Runs side by side. With ``every_run_has_split`` (the CLI), a run without trajectories
    of ``split`` is an error; the report, which shows every run, leaves its cells empty."""
    runs = resolve_runs(con, names)
    if every_run_has_split:
        _require_split(con, names, runs, split)
    cursor = con.execute(SUMMARY_SQL, {"runs": runs, "split": split, "threshold": threshold})
    columns = [d[0] for d in cursor.description]
    by_run = {row[0]: dict(zip(columns, row)) for row in cursor.fetchall()}
    progress = con.execute(
        "SELECT progress, run_id, mean_reward FROM reward_by_progress($bins, which_split := $split, runs := $runs)",
        {"bins": bins, "split": split, "runs": runs},
    ).fetchall()
    table: dict[float, dict[str, float]] = {}
    for at, run_id, reward in progress:
        table.setdefault(at, {})[run_id] = reward
    rows = [(at, *(table[at].get(r) for r in runs)) for at in sorted(table)]
    differences = [
        (key, *(by_run_value.get(r) for r in runs))
        for key, by_run_value in con.execute(
            "SELECT key, values_by_run FROM config_differences_listed(?)", [runs]
        ).fetchall()
    ]
    return Comparison(runs, [by_run[r] for r in runs], rows, differences)
