"""Failure patterns without reading a thousand rollouts: a run's (or several runs')
trajectories grouped by what they have in common (``trajectory_patterns`` in
``sql/30_find.sql``: a failed tool call and its error text, the status, a length cap, a
repeated call, an empty answer, a wrong but well-formed answer), with counts over steps and a
trend said in words ("tool timeout rose from 2% to 19% after step 20").

The patterns of the runs are read once (:func:`pattern_rows`, about 0.8 s for a run of 100k
trajectories); everything else here works on those rows, so picking a pattern, a step range or
an example asks nothing more of the lake.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import cast

import duckdb
import pyarrow as pa
import pyarrow.compute as pc

# A trend is said when the share moves by at least TREND_POINTS (absolute) between two stretches
# of steps, each a fifth of them or more (and MIN_STRETCH), and a z-test of the two says TREND_Z
# or more: the best of many cuts of noisy small steps looks like a change too often otherwise.
TREND_POINTS = 0.05
TREND_Z = 3.5
MIN_STRETCH = 2


@dataclass(frozen=True)
class PatternRows:
    """The patterns of some runs: one row per trajectory and pattern (``rows``: run_id,
    run_name, split, step, trajectory_id, pattern, detail, turn), and how many trajectories
    each run, split and step holds (``totals``: run_id, split, step, trajectories)."""

    rows: pa.Table
    totals: pa.Table

    def within(self, split: str | None = None, first: int | None = None, last: int | None = None) -> PatternRows:
        """The rows and totals of a split and a step range."""
        return PatternRows(_window(self.rows, split, first, last), _window(self.totals, split, first, last))


def _window(table: pa.Table, split: str | None, first: int | None, last: int | None) -> pa.Table:
    # An expression over the columns, built with its operators: `pc.and_` of an expression and a
    # column raised a TypeError (`tracelake patterns --split` failed so), and `pc.and_` of two
    # expressions names a function Arrow's filter does not know.
    mask = pc.scalar(True)
    if split is not None:
        mask = mask & (pc.field("split") == split)
    if first is not None:
        mask = mask & (pc.field("step") >= first)
    if last is not None:
        mask = mask & (pc.field("step") <= last)
    return table.filter(mask) if table.num_rows else table


def pattern_rows(con: duckdb.DuckDBPyConnection, runs: list[str]) -> PatternRows:
    """Every pattern of the runs (ids), and their trajectories per split and step."""
    rows = con.execute(
        "SELECT * FROM trajectory_patterns_listed(?) ORDER BY run_id, step, pattern, trajectory_id", [runs]
    ).fetch_arrow_table()
    totals = con.execute(
        "SELECT run_id, split, step, count(*) AS trajectories FROM trajectories_of(?)"
        " GROUP BY ALL ORDER BY run_id, split, step",
        [runs],
    ).fetch_arrow_table()
    return PatternRows(rows, totals)


@dataclass(frozen=True)
class Pattern:
    """One pattern (and detail) over the runs: how many trajectories show it, their share of
    those the runs hold (in the split and steps looked at), where it first and last shows, and
    its trend over steps."""

    pattern: str
    detail: str | None
    trajectories: int
    share: float
    steps: int  # steps it shows in
    first_step: int
    last_step: int
    trend: str


def summary(found: PatternRows, *, by_detail: bool = True) -> list[Pattern]:
    """Each pattern (and, with ``by_detail``, each detail of it), the most common first."""
    rows = found.rows
    if rows.num_rows == 0:
        return []
    total = pc.sum(found.totals.column("trajectories")).as_py() or 0
    keys = ["pattern", "detail"] if by_detail else ["pattern"]
    counted = rows.group_by(keys).aggregate([("trajectory_id", "count"), ("step", "min"), ("step", "max"),
                                             ("step", "count_distinct")])  # fmt: skip
    patterns = []
    for row in counted.to_pylist():
        chosen = _matching(rows, row["pattern"], row.get("detail") if by_detail else ..., strict=by_detail)
        patterns.append(
            Pattern(
                row["pattern"],
                row.get("detail") if by_detail else None,
                row["trajectory_id_count"],
                row["trajectory_id_count"] / total if total else 0.0,
                row["step_count_distinct"],
                row["step_min"],
                row["step_max"],
                trend(by_step(PatternRows(chosen, found.totals))),
            )  # fmt: skip
        )
    return sorted(patterns, key=lambda p: (-p.trajectories, p.pattern, p.detail or ""))


def _matching(rows: pa.Table, pattern: str, detail: object, *, strict: bool) -> pa.Table:
    mask = pc.equal(rows.column("pattern"), pattern)
    if strict:
        column = rows.column("detail")
        # strict: the detail asked for is a text or None (not the Ellipsis of any detail)
        mask = pc.and_(
            mask, pc.is_null(column) if detail is None else pc.fill_null(pc.equal(column, cast(str, detail)), False)
        )
    return rows.filter(mask)


def rows_of(found: PatternRows, pattern: str, detail: str | None = None, *, any_detail: bool = False) -> pa.Table:
    """The rows of one pattern (and detail; with ``any_detail``, of every detail)."""
    return _matching(found.rows, pattern, detail, strict=not any_detail)


def by_step(found: PatternRows) -> pa.Table:
    """Per run, split and step: the trajectories that show the rows' patterns (each counted
    once), the step's trajectories and the share; every step of the totals, 0 where none shows."""
    shown = found.rows.group_by(["run_id", "split", "step"]).aggregate([("trajectory_id", "count_distinct")])
    shown = shown.rename_columns(["run_id", "split", "step", "matches"])
    joined = found.totals.join(shown, ["run_id", "split", "step"], join_type="left outer")
    matches = pc.fill_null(joined.column("matches"), 0)
    share = pc.divide(pc.cast(matches, pa.float64()), pc.cast(joined.column("trajectories"), pa.float64()))
    table = pa.table({"run_id": joined.column("run_id"), "split": joined.column("split"), "step": joined.column("step"),
                      "matches": matches, "trajectories": joined.column("trajectories"), "share": share})  # fmt: skip
    return table.sort_by([("run_id", "ascending"), ("split", "ascending"), ("step", "ascending")])


def trend(steps: pa.Table) -> str:
    """The share's change over steps, in words, run by run (each named when there are several):
    where splitting a run's steps in two stretches, each at least a fifth of them (and
    :data:`MIN_STRETCH`), best explains the per-step shares (least squares); said when the two
    stretches' shares differ by :data:`TREND_POINTS` or more and a two-proportion z-test of their
    trajectories gives :data:`TREND_Z` or more: "rose from 2% to 19% after step 20". Otherwise
    "steady near 5%"."""
    if steps.num_rows == 0:
        return ""
    runs = sorted(set(cast("list[str]", steps.column("run_id").to_pylist())))
    said = [_run_trend(steps.filter(pc.equal(steps.column("run_id"), run))) for run in runs]
    return said[0] if len(runs) == 1 else "; ".join(f"{run}: {words}" for run, words in zip(runs, said))


def _run_trend(mine: pa.Table) -> str:
    # one share per step: a step of both splits counts its trajectories of both
    per = mine.group_by("step").aggregate([("matches", "sum"), ("trajectories", "sum")]).sort_by("step")
    numbers = cast("list[tuple[int, int, int]]",  # steps of the totals, their counts summed: no NULL
                   list(zip(per.column("step").to_pylist(), per.column("matches_sum").to_pylist(),
                            per.column("trajectories_sum").to_pylist())))  # fmt: skip
    shares = [m / t if t else 0.0 for _, m, t in numbers]
    overall = sum(m for _, m, _ in numbers) / max(1, sum(t for _, _, t in numbers))
    stretch = max(MIN_STRETCH, math.ceil(len(numbers) / 5))
    best: tuple[float, int] | None = None
    for cut in range(stretch, len(numbers) - stretch + 1):
        error = _sse(shares[:cut]) + _sse(shares[cut:])
        if best is None or error < best[0] - 1e-12:
            best = (error, cut)
    if best is not None:
        cut = best[1]
        before, after = _pooled(numbers[:cut]), _pooled(numbers[cut:])
        if abs(after[0] - before[0]) >= TREND_POINTS and _z(before, after) >= TREND_Z:
            verb = "rose" if after[0] > before[0] else "fell"
            return f"{verb} from {_percent(before[0])} to {_percent(after[0])} after step {numbers[cut - 1][0]}"
    return f"steady near {_percent(overall)}"


def _pooled(numbers: list[tuple[int, int, int]]) -> tuple[float, int]:
    """(share, trajectories) of a stretch of steps."""
    matches, total = sum(m for _, m, _ in numbers), sum(t for _, _, t in numbers)
    return (matches / total if total else 0.0), total


def _z(a: tuple[float, int], b: tuple[float, int]) -> float:
    (pa_, na), (pb, nb) = a, b
    if not na or not nb:
        return 0.0
    pooled = (pa_ * na + pb * nb) / (na + nb)
    spread = math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb))
    return abs(pb - pa_) / spread if spread else 0.0


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def _sse(values: list[float]) -> float:
    mean = _mean(values)
    return sum((v - mean) ** 2 for v in values)


def _percent(value: float) -> str:
    return f"{value * 100:.0f}%" if value >= 0.01 or value == 0 else f"{value * 100:.1f}%"
