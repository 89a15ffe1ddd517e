"""Browsing: runs, curves, one run's rollouts and groups, two runs' shared prompts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import TYPE_CHECKING, Any

from ...lake import run_answers
from ...sqltext import quote

if TYPE_CHECKING:
    import duckdb
    import pandas as pd

# Text in tables is cut here; a trajectory's own view shows it whole.
PREVIEW_CHARS = 200
RUN_GROUPINGS = ("framework", "experiment", "model", "task", "format")


def _frame(con: duckdb.DuckDBPyConnection, sql: str, params: list[Any] | None = None) -> pd.DataFrame:
    # Through Arrow: a MAP column arrives as a dict, and pandas is not asked for what DuckDB's
    # own conversion does with it.
    return con.execute(sql, params or []).fetch_arrow_table().to_pandas(maps_as_pydicts="strict")


def run_names(con: duckdb.DuckDBPyConnection) -> dict[str, str]:
    """Run name -> run id, by name (the ledger's alone: cheap on any lake)."""
    return dict(con.execute("SELECT run_name, run_id FROM runs ORDER BY run_name").fetchall())


# Runs whose last reward, success and tokens the Runs page reads at most, the most recent first:
# each is a read of the run's files, and a lake of 1,000 runs is 1,000 files a table
# (bench/many_runs.py: the page read 1.36 s at 1,000 runs, 0.15 s at 10).
SUMMARIZED_RUNS = 100


Summaries = Callable[["duckdb.DuckDBPyConnection", list[str]], list[dict[str, Any]]]
_SUMMARY = (
    "STRUCT(run_id VARCHAR, last_reward DOUBLE, last_success DOUBLE, last_success_of VARCHAR, response_tokens BIGINT)"
)


def run_summaries(con: duckdb.DuckDBPyConnection, run_ids: list[str]) -> list[dict[str, Any]]:
    """Each run's last step's mean reward and success rate (train, else val), the success
    rate's denominator in words, and the response tokens the run produced (NULL where nothing
    says): a read of every trajectory and reward of the runs."""
    found = con.execute(
        "WITH last AS (SELECT run_id, arg_max(mean, (split = 'train', step)) AS last_reward,"
        " arg_max(success_rate, (split = 'train', step)) AS last_success,"
        # its denominator in words: a success rate of 0.8 is 4 of 5 judged, of 8 run (timeouts unjudged)
        " arg_max(successes || ' of ' || judged || ' judged, ' || n || ' run', (split = 'train', step))"
        " FILTER (WHERE judged > 0) AS last_success_of"
        " FROM reward_by_step_listed(?) GROUP BY run_id),"
        " spent AS (SELECT run_id, sum(response_tokens)::BIGINT AS response_tokens FROM trajectories_of(?)"
        " GROUP BY run_id)"
        " SELECT run_id, l.last_reward, l.last_success, l.last_success_of, s.response_tokens"
        " FROM (SELECT run_id FROM runs WHERE list_contains(?, run_id)) LEFT JOIN last l USING (run_id)"
        " LEFT JOIN spent s USING (run_id) ORDER BY run_id",
        [run_ids, run_ids, run_ids],
    )
    names = [column[0] for column in found.description]
    return [dict(zip(names, row, strict=True)) for row in found.fetchall()]


def runs(
    con: duckdb.DuckDBPyConnection, summarized: list[str] | None = None, summaries: Summaries = run_summaries
) -> pd.DataFrame:
    """Every run with what a W&B user reads first (:func:`run_summaries`: its last step's mean
    reward and success rate, the response tokens it produced), its steps and trajectories, then
    the rest of the ``runs`` view, the run id last; by name, whatever its case.
    Those are read for ``summarized`` (run ids), else the :data:`SUMMARIZED_RUNS` runs ingested
    last (the others' are NULL), by ``summaries`` (:func:`run_summaries` itself, or answers kept
    of it: :func:`runs_kept`)."""
    chosen = summarized if summarized is not None else [
        r for (r,) in con.execute("SELECT run_id FROM runs ORDER BY last_ingest DESC, run_id LIMIT ?",
                                  [SUMMARIZED_RUNS]).fetchall()
    ]  # fmt: skip
    return _frame(
        con,
        f"WITH summary AS (SELECT unnest(?::{_SUMMARY}[], recursive := true))"
        # what tells runs apart first, beside the name; the id (the name made a key) last
        " SELECT r.run_name, s.last_reward, s.last_success, s.last_success_of, r.last_step, r.steps, r.trajectories,"
        " s.response_tokens, r.experiment, r.framework, r.model, r.algorithm, r.learning_rate, r.batch_size,"
        " r.samples_per_prompt, r.max_response_length, r.turns, r.step_metrics, r.task, r.format, r.quarantined,"
        " r.last_ingest, r.run_id"
        " FROM runs r LEFT JOIN summary s USING (run_id)"
        " ORDER BY lower(r.run_name), r.run_name",
        [summaries(con, chosen)],
    )


def runs_kept(con: duckdb.DuckDBPyConnection, lake: str, summarized: list[str] | None = None) -> pd.DataFrame:
    """:func:`runs`, each run's summary kept across processes while the run is unchanged
    (:mod:`pipelines.lake.run_answers`): the explorer's first page, at its start."""
    return runs(con, summarized, lambda c, ids: run_answers.answers(c, lake, "run summary", ids, run_summaries))


def runs_grouped(con: duckdb.DuckDBPyConnection, by: str) -> pd.DataFrame:
    """Runs per experiment (one training run's loggers and folders), framework, model, task or
    reader (a missing one shown as ``(none)``)."""
    if by not in RUN_GROUPINGS:
        raise ValueError(f"cannot group runs by {by!r}: one of {', '.join(RUN_GROUPINGS)}")
    return _frame(
        con,
        f"SELECT coalesce({by}, '(none)') AS {by}, count(*) AS runs, sum(trajectories)::BIGINT AS trajectories,"
        " sum(step_metrics)::BIGINT AS step_metrics, string_agg(run_name, ', ' ORDER BY run_name) AS run_names"
        " FROM runs GROUP BY ALL ORDER BY 1",
    )


class Measure(str, Enum):
    """A curve drawn from the trajectories themselves; any step metric is a curve as well."""

    reward = "reward (mean)"
    reward_spread = "reward (min, mean, max)"
    success = "success rate"
    response_length = "response length (mean, p50, p90, p99)"
    prompt_length = "prompt length (mean, p50, p90, p99)"


# The panels every grid starts with: what a W&B workspace shows first for an RL run.
KEY_CURVES = (Measure.reward, Measure.success, Measure.response_length)


# Each measure: the macro it comes from (the runs' twin of a view, see pipelines/lake/listed.py:
# it hands DuckDB those runs' files alone) and its series (label -> column).
_MEASURES: dict[Measure, tuple[str, dict[str, str]]] = {
    Measure.reward: ("reward_by_step_listed(?)", {"mean": "mean"}),
    Measure.reward_spread: ("reward_by_step_listed(?)", {"min": "min", "mean": "mean", "max": "max"}),
    Measure.success: ("reward_by_step_listed(?)", {"success rate": "success_rate"}),
    Measure.response_length: (
        "length_by_step_listed(?)",
        {"mean": "response_mean", "p50": "response_p50", "p90": "response_p90", "p99": "response_p99"},
    ),
    Measure.prompt_length: (
        "length_by_step_listed(?)",
        {"mean": "prompt_mean", "p50": "prompt_p50", "p90": "prompt_p90", "p99": "prompt_p99"},
    ),
}


def curve(
    con: duckdb.DuckDBPyConnection, run_ids: list[str], split: str, measure: Measure, *, hours: bool = False
) -> pd.DataFrame:
    """Long format: run_name, run_id, step, progress (step / the run's last step of the split),
    series, value; with ``hours``, each step's hours since the run's first (``step_times``; NULL
    where its sources say no time). Length series say their unit (tokens where counted, else chars)."""
    view, columns = _MEASURES[measure]
    unit = "' (' || unit || ')'" if view.startswith("length_by_step") else "''"
    parts = " UNION ALL ".join(
        f"SELECT run_id, step, {quote(label)} || {unit} AS series, {column}::DOUBLE AS value FROM selected"
        for label, column in columns.items()
    )
    return _aligned(con, f"selected AS (SELECT * FROM {view} WHERE list_contains(?, run_id) AND split = ?), "
                    f"points AS ({parts})", [run_ids, run_ids, split], hours=hours)  # fmt: skip


def metric_names(con: duckdb.DuckDBPyConnection, run_ids: list[str]) -> pd.DataFrame:
    """Step metrics the runs logged (name, split, how many points), most logged first; when a step
    was logged (``_timestamp``) is the wall-time axis, not a curve."""
    return _frame(
        con,
        "SELECT name, split, count(*) AS points FROM step_metrics_of(?) WHERE step IS NOT NULL"
        " AND value IS NOT NULL AND name <> '_timestamp' GROUP BY ALL ORDER BY points DESC, name, split",
        [run_ids],
    )


def metric_curve(
    con: duckdb.DuckDBPyConnection, run_ids: list[str], split: str, name: str, *, hours: bool = False
) -> pd.DataFrame:
    """One step metric as :func:`curve` gives a measure: a metric logged per rank or column
    keeps one series each (nothing is averaged across them); a value logged twice in one series
    at one step is their mean."""
    return _aligned(
        con,
        "points AS (SELECT run_id, step, coalesce(series, 'value') AS series, avg(value) AS value"
        " FROM step_metrics_of(?) WHERE split = ? AND name = ? AND step IS NOT NULL GROUP BY ALL)",
        [run_ids, split, name],
        hours=hours,
    )


def _aligned(con: duckdb.DuckDBPyConnection, points: str, params: list[Any], *, hours: bool = False) -> pd.DataFrame:
    # A step's time is its series' where a file holds several runs as series (Trackio), else its run's.
    timed = (
        ", t.elapsed_s / 3600 AS hours FROM points p JOIN run_names r USING (run_id) LEFT JOIN step_times t"
        " ON t.run_id = p.run_id AND t.step = p.step AND coalesce(t.series, p.series) = p.series"
        " WHERE p.value IS NOT NULL QUALIFY row_number() OVER (PARTITION BY p.run_id, p.series, p.step"
        " ORDER BY t.series NULLS LAST) = 1"
        if hours
        else " FROM points p JOIN run_names r USING (run_id) WHERE p.value IS NOT NULL"
    )
    return _frame(
        con,
        f"WITH {points} SELECT r.run_name, p.run_id, p.step,"
        f" p.step / nullif(max(p.step) OVER (PARTITION BY p.run_id), 0) AS progress, p.series, p.value{timed}"
        " ORDER BY r.run_name, p.series, p.step",
        params,
    )


def newest_step(con: duckdb.DuckDBPyConnection) -> tuple[str, int, datetime] | None:
    """The step that landed last (run name, step, when its commit landed), of the snapshot."""
    return con.execute(
        "SELECT run_name, step, committed_at FROM committed_ingests WHERE step IS NOT NULL "
        "ORDER BY committed_at DESC, step DESC LIMIT 1"
    ).fetchone()


def default_runs(con: duckdb.DuckDBPyConnection, limit: int = 5) -> list[str]:
    """Runs a page shows when none is picked: those with rewarded trajectories first, then
    those with trajectories, then metrics-only runs, by name."""
    rows = con.execute(
        "SELECT run_id FROM runs WHERE trajectories > 0 OR step_metrics > 0"
        " ORDER BY rewards > 0 DESC, trajectories > 0 DESC, run_name LIMIT ?",
        [limit],
    ).fetchall()
    return [row[0] for row in rows]


def splits_with_data(con: duckdb.DuckDBPyConnection, run_ids: list[str]) -> list[str]:
    """The splits the runs hold trajectories or step metrics of, train first."""
    rows = con.execute(
        "SELECT split FROM (SELECT DISTINCT split FROM trajectories_of(?)"
        " UNION SELECT DISTINCT split FROM step_metrics_of(?)) ORDER BY split = 'val', split",
        [run_ids, run_ids],
    ).fetchall()
    return [row[0] for row in rows]


def splits_of_every(con: duckdb.DuckDBPyConnection, run_ids: list[str]) -> list[str]:
    """The splits every one of the runs holds data of (train, then val): those two runs can be
    compared on."""
    held = [set(splits_with_data(con, [run])) for run in run_ids]
    return [split for split in ("train", "val") if all(split in splits for splits in held)]


def steps(con: duckdb.DuckDBPyConnection, run_id: str, split: str) -> list[int]:
    rows = con.execute(
        "SELECT DISTINCT step FROM trajectories WHERE run_id = ? AND split = ? ORDER BY step", [run_id, split]
    ).fetchall()
    return [row[0] for row in rows]


def step_distributions(con: duckdb.DuckDBPyConnection, run_ids: list[str], split: str, step: int) -> pd.DataFrame:
    """``run_id, reward, length`` of every trajectory of the runs at one step (length as
    ``length_by_step`` counts it: tokens where counted, else characters)."""
    return _frame(
        con,
        "SELECT run_id, reward, coalesce(response_tokens, response_chars) AS length FROM trajectories"
        " WHERE list_contains(?, run_id) AND split = ? AND step = ?",
        [run_ids, split, step],
    )


def splits(con: duckdb.DuckDBPyConnection, run_id: str) -> list[str]:
    rows = con.execute("SELECT DISTINCT split FROM trajectories WHERE run_id = ? ORDER BY split", [run_id]).fetchall()
    return [row[0] for row in rows]


class Order(str, Enum):
    worst = "reward, lowest first"
    best = "reward, highest first"
    longest = "response length, longest first"
    shortest = "response length, shortest first"
    source = "as in the source"


_ORDER_SQL = {
    Order.worst: "reward ASC NULLS LAST, trajectory_id",
    Order.best: "reward DESC NULLS LAST, trajectory_id",
    Order.longest: "length DESC NULLS LAST, trajectory_id",
    Order.shortest: "length ASC NULLS LAST, trajectory_id",
    Order.source: "step, source_file, source_line, trajectory_id",
}


@dataclass(frozen=True)
class RolloutFilter:
    """Which trajectories of a run the rollouts page lists. Lengths are in tokens where the
    trajectory has a count, else characters (as ``length_by_step``)."""

    run_id: str
    split: str
    step: int | None = None  # every step
    min_reward: float | None = None
    max_reward: float | None = None
    min_length: int | None = None
    max_length: int | None = None
    text: str = ""  # in the prompt or the response, case-insensitive, taken literally
    order: Order = Order.worst
    label: str | None = None  # labelled with this tag

    def where(self) -> tuple[str, list[Any]]:
        clauses = ["run_id = ?", "split = ?"]
        params: list[Any] = [self.run_id, self.split]
        for clause, value in (
            ("step = ?", self.step),
            ("reward >= ?", self.min_reward),
            ("reward <= ?", self.max_reward),
            ("length >= ?", self.min_length),
            ("length <= ?", self.max_length),
        ):
            if value is not None:
                clauses.append(clause)
                params.append(value)
        if self.text:
            clauses.append("(contains(lower(prompt), lower(?)) OR contains(lower(response), lower(?)))")
            params += [self.text, self.text]
        if self.label is not None:
            clauses.append("trajectory_id IN (SELECT trajectory_id FROM labels WHERE run_id = ? AND tag = ?)")
            params += [self.run_id, self.label]
        return " AND ".join(clauses), params


_MEASURED = "(SELECT *, coalesce(response_tokens, response_chars) AS length FROM trajectories)"


def rollout_count(con: duckdb.DuckDBPyConnection, where: RolloutFilter, only: str | None = None) -> int:
    """How many trajectories the filter lets through (``only``: whether this one does, 0 or 1)."""
    clause, params = where.where()
    if only is not None:
        clause, params = f"{clause} AND trajectory_id = ?", [*params, only]
    return con.execute(f"SELECT count(*) FROM {_MEASURED} WHERE {clause}", params).fetchall()[0][0]


ROLLOUTS_PAGE = 200  # rows of a rollouts table page


def rollouts(
    con: duckdb.DuckDBPyConnection, where: RolloutFilter, limit: int = ROLLOUTS_PAGE, offset: int = 0
) -> tuple[int, pd.DataFrame]:
    """How many trajectories match, and ``limit`` of them from ``offset`` in the filter's order,
    with their labels: one scan (the count is a window over the matches, taken before the limit).
    The response comes before the prompt, and the prompt shows its end: a run's prompts share a
    system prompt at their start, their question is last."""
    clause, params = where.where()
    frame = _frame(
        con,
        f"SELECT step, reward, length, left(response, {PREVIEW_CHARS}) AS response,"
        f" CASE WHEN length(prompt) > {PREVIEW_CHARS} THEN '…' || right(prompt, {PREVIEW_CHARS - 1}) ELSE prompt END"
        f" AS prompt_end, status, num_turns, group_id, sample_index, trajectory_id,"
        f" count(*) OVER () AS matched FROM {_MEASURED} WHERE {clause} ORDER BY {_ORDER_SQL[where.order]}"
        " LIMIT ? OFFSET ?",
        [*params, limit, offset],
    )
    tagged = dict(
        con.execute(
            "SELECT trajectory_id, string_agg(tag, ', ' ORDER BY tag) FROM labels WHERE run_id = ?"
            " AND list_contains(?, trajectory_id) GROUP BY ALL",
            [where.run_id, list(frame["trajectory_id"])],
        ).fetchall()
    )
    frame.insert(len(frame.columns) - 2, "labels", [tagged.get(t) for t in frame["trajectory_id"]])
    total = int(frame["matched"].iloc[0]) if len(frame) else 0
    return total, frame.drop(columns="matched")


def trajectory(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str) -> dict[str, Any] | None:
    cursor = con.execute("SELECT * FROM trajectories WHERE run_id = ? AND trajectory_id = ?", [run_id, trajectory_id])
    row = cursor.fetchone()
    if row is None:
        return None
    return dict(zip([d[0] for d in cursor.description or []], row))


def turns(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str) -> pd.DataFrame:
    """A trajectory's turns in order, each with its own rewards (``{name: value}``) when the
    source rewards turns, its tool calls whole (``calls``, JSON), the call a tool turn answers and
    the model's reasoning."""
    return _frame(
        con,
        "WITH own AS (SELECT turn_index, map_from_entries(list(struct_pack(k := name, v := value) ORDER BY name))"
        " AS rewards FROM rewards WHERE run_id = ? AND trajectory_id = ? AND turn_index IS NOT NULL GROUP BY ALL)"
        " SELECT t.turn_index, t.role, t.content, t.tool_name, t.tool_calls, t.content_tokens, t.latency_s, o.rewards,"
        " t.calls, t.tool_call_id, t.reasoning"
        " FROM turns t LEFT JOIN own o USING (turn_index) WHERE t.run_id = ? AND t.trajectory_id = ?"
        " ORDER BY t.turn_index",
        [run_id, trajectory_id, run_id, trajectory_id],
    )


def trajectory_rewards(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str) -> pd.DataFrame:
    """The trajectory's own rewards (not per turn)."""
    return _frame(
        con,
        "SELECT name, value, raw FROM rewards WHERE run_id = ? AND trajectory_id = ? AND turn_index IS NULL ORDER BY name",
        [run_id, trajectory_id],
    )


SAME_PROMPT_LISTED = 200  # the most trajectories same_prompt lists


def same_prompt(
    con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str, limit: int = SAME_PROMPT_LISTED
) -> pd.DataFrame:
    """Every other trajectory of any run with this one's exact prompt (val prompts recur across
    steps and runs): where else it was asked, and how those answers scored."""
    found = con.execute(
        "SELECT prompt, prompt_chars FROM trajectories WHERE run_id = ? AND trajectory_id = ?", [run_id, trajectory_id]
    ).fetchone()
    prompt, chars = found if found is not None else (None, None)
    # The prompt as a constant, not a join: the scan then tests each row's length first and its
    # text only where that matches (0.07 s over 5M trajectories, against 1.3 s for a join).
    return _frame(
        con,
        # no text columns: read for thousands of matches they cost most of the time; the link opens each
        "SELECT r.run_name, t.run_id, t.step, t.split, t.reward, coalesce(t.response_tokens, t.response_chars)"
        " AS length, t.trajectory_id FROM trajectories t JOIN run_names r ON r.run_id = t.run_id"
        " WHERE t.prompt_chars = ? AND t.prompt = ? AND NOT (t.run_id = ? AND t.trajectory_id = ?)"
        " ORDER BY (t.run_id = ?) DESC, r.run_name, t.step, t.trajectory_id LIMIT ?",
        [chars, prompt, run_id, trajectory_id, run_id, limit],
    )


def groups(con: duckdb.DuckDBPyConnection, run_id: str, split: str, step: int) -> pd.DataFrame:
    """The prompt groups of a step: size, reward spread, and whether every sample got the same
    reward (zero advantage: the group teaches nothing)."""
    return _frame(
        con,
        "SELECT group_id, count(*) AS samples, count(reward) AS rewarded, avg(reward) AS mean_reward,"
        # the sample std, as the advantage column and the side-by-side lens (GRPO divides by it)
        " stddev_samp(reward) AS reward_std, min(reward) AS min_reward, max(reward) AS max_reward,"
        " count(reward) > 1 AND min(reward) = max(reward) AS zero_advantage,"
        f" left(any_value(prompt), {PREVIEW_CHARS}) AS prompt"
        " FROM trajectories WHERE run_id = ? AND split = ? AND step = ? AND group_id IS NOT NULL"
        " GROUP BY group_id ORDER BY zero_advantage DESC, reward_std DESC NULLS LAST, group_id",
        [run_id, split, step],
    )


def group_samples(con: duckdb.DuckDBPyConnection, run_id: str, step: int, group_id: str) -> pd.DataFrame:
    """One group's samples side by side: the source's advantage where it logged one, the
    reward's distance from the group mean, and GRPO's advantage from the group's rewards
    (that distance over the rewards' sample standard deviation plus 1e-6, as verl computes it)."""
    return _frame(
        con,
        "SELECT sample_index, reward, TRY_CAST(extra->>'advantage' AS DOUBLE) AS advantage,"
        " reward - avg(reward) OVER () AS reward_minus_mean,"
        " (reward - avg(reward) OVER ()) / (coalesce(stddev_samp(reward) OVER (), 0) + 1e-6) AS grpo_advantage,"
        " coalesce(response_tokens, response_chars) AS length,"
        " num_turns, status, response, trajectory_id FROM trajectories"
        " WHERE run_id = ? AND step = ? AND group_id = ? ORDER BY sample_index NULLS LAST, trajectory_id",
        [run_id, step, group_id],
    )


def common_prompts(
    con: duckdb.DuckDBPyConnection, run_a: str, run_b: str, split: str, limit: int = 200
) -> tuple[int, pd.DataFrame]:
    """Prompts both runs answered (in the split, at any step): how many, and per prompt the
    samples and mean reward of each, the largest differences first."""
    shared = (
        "WITH a AS (SELECT prompt, count(*) AS n, avg(reward) AS mean FROM trajectories WHERE run_id = ? AND split = ?"
        " GROUP BY prompt), b AS (SELECT prompt, count(*) AS n, avg(reward) AS mean FROM trajectories"
        " WHERE run_id = ? AND split = ? GROUP BY prompt),"
        " shared AS (SELECT prompt, a.n AS samples_a, a.mean AS reward_a, b.n AS samples_b, b.mean AS reward_b,"
        " b.mean - a.mean AS difference FROM a JOIN b USING (prompt))"
    )
    params = [run_a, split, run_b, split]
    frame = _frame(
        con,
        f"{shared} SELECT left(prompt, {PREVIEW_CHARS}) AS prompt, samples_a, reward_a, samples_b, reward_b, difference,"
        " count(*) OVER () AS shared FROM shared ORDER BY abs(difference) DESC NULLS LAST, prompt LIMIT ?",
        [*params, limit],
    )
    count = int(frame["shared"].iloc[0]) if len(frame) else 0
    frame = frame.drop(columns="shared")
    return count, frame
