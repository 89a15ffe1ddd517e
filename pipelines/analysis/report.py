"""``tracelake report``: one self-contained HTML file (inline CSS, SVG and a little script; no
network) with the comparison views drawn: a table of every run with run toggles, reward curves
in small multiples per reward range, training metrics, length distributions with a fitted
lognormal, GRPO group diagnostics, turns and tool latency, and a rollout browser. Every run has
one colour everywhere (:class:`.svg.Palette`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import UTC, datetime
from html import escape
from typing import Any

import duckdb

from .._version import __version__
from . import browser, svg
from .compare import compare, resolve_runs

LENGTH_BINS = 30
# Runs drawn on the charts when none are named: as many as the palette tells apart. A team's
# lake of hundreds of runs made a report of hundreds of lines a chart, and of gigabytes to build.
TOP_RUNS = 10
MAX_LENGTH_PANELS = 12  # one histogram per run: past a dozen the page is a wall

# A histogram whose longest response is this many times the p90 gets a log x axis: on a linear
# one, a single 16k outlier squeezes every other trajectory into the first bar or two.
LOG_TAIL = 8

_LENGTHS_SQL = f"""
WITH units AS (
    SELECT run_id, count(response_tokens) = count(*) AS tokens FROM trajectories
    WHERE list_contains($runs, run_id) GROUP BY run_id
), x AS (
    SELECT t.run_id, u.tokens, if(u.tokens, t.response_tokens, t.response_chars)::DOUBLE AS len
    FROM trajectories t JOIN units u USING (run_id) WHERE t.split = 'train' AND list_contains($runs, t.run_id)
), fit AS (
    SELECT run_id, any_value(tokens) AS tokens, min(len) AS lo, max(len) AS hi, count(len) AS n,
           quantile_cont(len, 0.9) AS p90,
           avg(ln(len)) FILTER (WHERE len > 0) AS mu, stddev_pop(ln(len)) FILTER (WHERE len > 0) AS sigma
    FROM x WHERE len IS NOT NULL GROUP BY run_id
), scaled AS (
    -- a log axis starts at 1 at least: a length of 0 falls in its first bin
    SELECT *, p90 > 0 AND hi > {LOG_TAIL} * p90 AS log_x, greatest(lo, 1) AS log_lo FROM fit
), bins AS (
    SELECT run_id, least(CASE WHEN log_x
                              THEN floor(ln(greatest(len, log_lo) / log_lo) / greatest(ln(hi / log_lo), 1e-9) * {LENGTH_BINS})
                              ELSE floor((len - lo) / greatest((hi - lo) / {LENGTH_BINS}, 1e-9)) END,
                         {LENGTH_BINS - 1})::INT AS bin,
           count(*) AS n
    FROM x JOIN scaled USING (run_id) WHERE len IS NOT NULL GROUP BY ALL
)
SELECT run_id, tokens, lo, hi, scaled.n, mu, sigma, log_x, log_lo, p90,
       list(struct_pack(bin := bin, n := bins.n)) AS counts
FROM scaled JOIN bins USING (run_id) GROUP BY ALL ORDER BY scaled.n DESC, run_id
"""

_CSS = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #222; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; border-bottom: 1px solid #ddd; }
h3 { font-size: 14px; margin: 18px 0 6px; }
.grid-charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(520px, 1fr)); gap: 14px; }
figure.chart-box { margin: 0; min-width: 0; }
svg.chart { width: 100%; height: auto; } figcaption { font-size: 13px; font-weight: 600; margin-bottom: 3px; }
svg.chart { background: #fff; border: 1px solid #e4e4e4; }
svg .axis { stroke: #444; } svg .grid { stroke: #eee; }
svg .tick { font-size: 11px; fill: #444; } svg .label { font-size: 12px; fill: #222; }
svg .line { fill: none; stroke-width: 2; }
.legend { font-weight: normal; color: #555; margin-left: 8px; }
.dashes { font-weight: 400; font-size: 12px; color: #555; } .dash { margin-left: 10px; white-space: nowrap; }
.dash svg { vertical-align: middle; margin-right: 3px; }
.key { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 8px; border-radius: 2px; vertical-align: baseline; }
#runs label { display: inline-block; margin: 2px 10px 2px 0; white-space: nowrap; cursor: pointer; }
#runs button { margin-right: 6px; }
table { border-collapse: collapse; font-size: 12px; } td, th { border: 1px solid #ddd; padding: 3px 7px; }
th { background: #f6f6f6; text-align: left; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.note { color: #666; } .scroll { overflow-x: auto; }
details { margin: 3px 0 3px 14px; } details.run { margin-left: 0; } summary { cursor: pointer; }
.traj pre { white-space: pre-wrap; max-height: 320px; overflow: auto; background: #f8f8f8; padding: 6px; margin: 2px 0 6px; }
.turn.tool pre { background: #f1f6fb; } .rank { font-weight: 600; } .rank.best { color: #2a7a2a; } .rank.worst { color: #b03030; }
"""

# Run toggles (the legend's checkboxes; ``#hide=run1,run2`` in the address unticks them) and
# the rollout browser's reward filter (``#reward-min=0.5``): plain DOM, no library, no network.
_INTERACTION = """
function shownRuns() {
  var on = {};
  document.querySelectorAll('#runs input[data-run]').forEach(function (box) { on[box.dataset.run] = box.checked; });
  return on;
}
function applyRuns() {
  var on = shownRuns();
  document.querySelectorAll('[data-run]').forEach(function (el) {
    if (el.tagName === 'INPUT') return;
    el.style.display = on[el.dataset.run] === false ? 'none' : '';
  });
}
function applyRewards() {
  var lo = parseFloat(document.getElementById('reward-min') ? document.getElementById('reward-min').value : '');
  var hi = parseFloat(document.getElementById('reward-max') ? document.getElementById('reward-max').value : '');
  document.querySelectorAll('details.traj').forEach(function (el) {
    var r = parseFloat(el.dataset.reward);
    var bounded = !isNaN(lo) || !isNaN(hi);
    el.style.display = (bounded && isNaN(r)) || (!isNaN(lo) && r < lo) || (!isNaN(hi) && r > hi) ? 'none' : '';
  });
}
var wanted = {};
location.hash.replace(/^#/, '').split('&').forEach(function (part) {
  var kv = part.split('='); if (kv.length === 2) wanted[kv[0]] = decodeURIComponent(kv[1]);
});
if (wanted.hide) {
  var hidden = wanted.hide.split(',');
  document.querySelectorAll('#runs input[data-run]').forEach(function (box) {
    if (hidden.indexOf(box.dataset.run) >= 0) box.checked = false;
  });
}
['min', 'max'].forEach(function (end) {
  var input = document.getElementById('reward-' + end);
  if (input && wanted['reward-' + end] !== undefined) input.value = wanted['reward-' + end];
  if (input) input.addEventListener('input', applyRewards);
});
document.querySelectorAll('#runs input[data-run]').forEach(function (box) { box.addEventListener('change', applyRuns); });
document.querySelectorAll('#runs button').forEach(function (button) {
  button.addEventListener('click', function () {
    document.querySelectorAll('#runs input[data-run]').forEach(function (box) { box.checked = button.dataset.all === '1'; });
    applyRuns();
  });
});
applyRuns();
applyRewards();
"""

# Marks each chart with how many of its marks the browser laid out with a size, so a headless
# browser (tests/test_report.py) can tell drawn charts from broken ones; harmless when viewed.
_SELF_CHECK = """
document.querySelectorAll('svg.chart').forEach(function (chart) {
  var drawn = 0;
  chart.querySelectorAll('.mark').forEach(function (m) { var b = m.getBBox(); if (b.width > 0 || b.height > 0) drawn++; });
  chart.setAttribute('data-drawn', drawn);
});
"""

# The training metrics users look at first, each under the names trainers log it by: a chart
# per metric that some run has (its first name found), one line per run.
TRAINING_METRICS = (
    ("Policy loss", ("actor/pg_loss", "actor/loss", "train/loss", "loss")),
    ("KL", ("actor/kl_loss", "actor/ppo_kl", "actor/kl", "kl")),
    ("Entropy", ("actor/entropy", "actor/entropy_loss", "entropy")),
    ("Gradient norm", ("actor/grad_norm", "grad_norm")),
    ("Value loss", ("critic/vf_loss", "critic/value_loss", "value_loss")),
    ("Mean response length (logged)", ("response_length/mean",)),
    ("Response clip ratio", ("response_length/clip_ratio",)),
    ("Throughput (tokens/s)", ("perf/throughput", "perf/tokens_per_second")),
)


def _series(rows: list[tuple[Any, ...]], key_x: int, key_y: int) -> dict[svg.SeriesKey, list[tuple[float, float]]]:
    """Points (row[key_x], row[key_y]) per run (row[0])."""
    series: dict[svg.SeriesKey, list[tuple[float, float]]] = {}
    for row in rows:
        series.setdefault(row[0], []).append((row[key_x], row[key_y]))
    return series


def _lognormal_curve(lo: float, hi: float, n: int, mu: float | None, sigma: float | None) -> list[tuple[float, float]]:
    """Expected trajectories per bin under the fitted lognormal, at 100 points."""
    if mu is None or not sigma or hi <= lo:
        return []
    width = (hi - lo) / LENGTH_BINS
    points = []
    for i in range(101):
        x = lo + (hi - lo) * i / 100
        if x <= 0:
            continue
        pdf = math.exp(-((math.log(x) - mu) ** 2) / (2 * sigma**2)) / (x * sigma * math.sqrt(2 * math.pi))
        points.append((x, n * width * pdf))
    return points


def _lognormal_log_curve(
    lo: float, hi: float, n: int, mu: float | None, sigma: float | None
) -> list[tuple[float, float]]:
    """The same on geometric bins (a log axis): each bin spans an equal width of ln(length)."""
    if mu is None or not sigma or hi <= lo:
        return []
    width = math.log(hi / lo) / LENGTH_BINS
    points = []
    for i in range(101):
        x = lo * (hi / lo) ** (i / 100)
        z = (math.log(x) - mu) / sigma
        points.append((x, n * width * math.exp(-z * z / 2) / (sigma * math.sqrt(2 * math.pi))))
    return points


def _length_panels(con: duckdb.DuckDBPyConnection, colors: svg.Palette, runs: list[str]) -> tuple[list[str], int]:
    rows = con.execute(_LENGTHS_SQL, {"runs": runs}).fetchall()
    charts = []
    for run_id, tokens, lo, hi, n, mu, sigma, log_x, log_lo, p90, counts in rows[:MAX_LENGTH_PANELS]:
        per_bin = [0] * LENGTH_BINS
        for c in counts:
            per_bin[c["bin"]] = c["n"]
        unit = "tokens" if tokens else "characters"
        fit = f"lognormal μ={mu:.2f} σ={sigma:.2f}" if mu is not None and sigma else "fit"
        title = f"{run_id}: response length ({n:,} train trajectories)"
        if log_x:
            edges = [log_lo * (hi / log_lo) ** (i / LENGTH_BINS) for i in range(LENGTH_BINS + 1)]
            curve = _lognormal_log_curve(log_lo, hi, n, mu, sigma)
            title += f"; log scale: the longest is {hi / p90:,.0f}x the p90"
        else:
            edges = [lo + (hi - lo) * i / LENGTH_BINS for i in range(LENGTH_BINS + 1)]
            curve = _lognormal_curve(lo, hi, n, mu, sigma)
        charts.append(
            svg.histogram(
                title,
                edges,
                per_bin,
                x_label=f"response length ({unit}{', log scale' if log_x else ''})",
                curve=curve,
                curve_label=fit,
                fill=colors(run_id),
                run=run_id,
                log_x=bool(log_x),
            )
        )
    return charts, len(rows)


def _length_by_step_charts(con: duckdb.DuckDBPyConnection, colors: svg.Palette, runs: list[str]) -> list[str]:
    """Mean and p90 response length by step, a chart per unit (tokens and characters apart)."""
    rows = con.execute(
        "SELECT run_id, step, unit, response_mean, response_p90 FROM length_by_step_of(?) WHERE split = 'train' "
        "ORDER BY ALL",
        [runs],
    ).fetchall()
    charts = []
    for unit in ("tokens", "chars"):
        mine = [r for r in rows if r[2] == unit]
        if not mine:
            continue
        name = "tokens" if unit == "tokens" else "characters"
        for column, stat in ((3, "Mean"), (4, "p90")):
            charts.append(
                svg.line_chart(
                    colors,
                    f"{stat} response length by step ({name})",
                    _series(mine, 1, column),
                    x_label="step",
                    y_label=f"response length ({name})",
                    y_from_zero=True,
                )  # fmt: skip
            )
    return charts


# Step metrics that say how well the policy does, charted for every run that logged them (a
# metrics-only run, a val curve): the names people give reward, score, success and accuracy.
_OUTCOME_METRIC = r"(?i)(reward|score|success|acc|pass@|pass_rate|solve)"
_NOT_OUTCOME = r"(?i)(std|time|timing|latency)"  # the spread of a reward, the seconds it took
MAX_OUTCOME_CHARTS = 12


def _logged_outcome_charts(
    con: duckdb.DuckDBPyConnection, colors: svg.Palette, runs: list[str]
) -> tuple[list[str], int]:
    """One chart per logged outcome metric and split (train and val), the most logged first;
    a metric logged in several series (a long CSV's value columns, ranks) a line per series."""
    logged = "step IS NOT NULL AND isfinite(value) AND list_contains($runs, run_id)"
    chosen = con.execute(
        f"SELECT name, split FROM step_metrics WHERE regexp_matches(name, $outcome) AND NOT regexp_matches(name, $not)"
        f" AND {logged} GROUP BY ALL ORDER BY count(DISTINCT run_id) DESC, count(*) DESC, name, split",
        {"outcome": _OUTCOME_METRIC, "not": _NOT_OUTCOME, "runs": runs},
    ).fetchall()
    shown = chosen[:MAX_OUTCOME_CHARTS]
    points: dict[tuple[str, str], dict[svg.SeriesKey, list[tuple[float, float]]]] = {key: {} for key in shown}
    for name, split, run, series, step, value in con.execute(  # every chart's points in one scan
        "SELECT name, split, run_id, series, step, avg(value) FROM step_metrics WHERE list_contains(?, struct_pack(n := name, s := split))"
        " AND step IS NOT NULL AND list_contains(?, run_id) GROUP BY ALL ORDER BY ALL",
        [[{"n": n, "s": sp} for n, sp in shown], runs],
    ).fetchall():
        points[(name, split)].setdefault(run if series is None else (run, series), []).append((step, value))
    charts = [
        svg.line_chart(colors, f"{name} ({split}, logged)", points[(name, split)], x_label="step", y_label="value")
        for name, split in shown
    ]
    return charts, len(chosen)


def _cell(value: object) -> str:
    if value is None:
        return '<td class="num note">–</td>'
    if isinstance(value, float):
        return f'<td class="num">{svg.label(value)}</td>'
    if isinstance(value, int):
        return f'<td class="num">{value:,}</td>'
    return f"<td>{escape(str(value))}</td>"


def _runs_legend(run_ids: list[str], colors: svg.Palette) -> str:
    boxes = "".join(
        f'<label><input type="checkbox" checked data-run="{escape(r)}"><span class="key" '
        f'style="background:{colors(r)}"></span>{escape(colors.name(r))}</label>'
        for r in run_ids
    )
    return (
        f'<div id="runs"><button data-all="1">all</button><button data-all="0">none</button>{boxes}'
        '<p class="note">Untick a run to hide it in every chart, table and the rollout browser; '
        "hover a point for its value. Each run keeps its colour in every report.</p></div>"
    )


def _runs_table(con: duckdb.DuckDBPyConnection, run_ids: list[str]) -> str:
    if not run_ids:
        return '<p class="note">The lake holds no runs yet.</p>'
    # Each run's figures are of its train split, or of its val split when it has no train (an
    # evaluation): an eval-only run was a row of blanks. `all_trajectories` counts every split,
    # as the explorer's Runs page and `tracelake runs` do; `trajectories` those of the split shown.
    train = compare(con, run_ids, every_run_has_split=False).summary
    val = compare(con, run_ids, split="val", every_run_has_split=False).summary
    totals = dict(con.execute("SELECT run_id, count(*) FROM trajectories GROUP BY run_id").fetchall())
    summary = [
        {**(t if t["trajectories"] or not v["trajectories"] else v),
         "split": "train" if t["trajectories"] or not v["trajectories"] else "val", "all_trajectories": totals.get(r, 0)}
        for r, t, v in zip(run_ids, train, val)
    ]  # fmt: skip
    shown = [
        "run_name",
        "framework",
        "format",
        "model",
        "split",
        "steps",
        "trajectories",
        "all_trajectories",
        "first_reward",
        "last_reward",
        "best_reward",
        "best_step",
        "last_success_rate",
        "threshold_step",
        "response_mean",
        "length_unit",
        "zero_advantage_share",
        "mean_turns",
        "mean_tool_calls",
    ]
    head = "".join(f"<th>{escape(c)}</th>" for c in shown)
    body = "".join(
        f'<tr data-run="{escape(r)}">' + "".join(_cell(s[c]) for c in shown) + "</tr>" for r, s in zip(run_ids, summary)
    )
    return (
        f'<table><tr>{head}</tr>{body}</table><p class="note">Each run\'s figures are of its train split, or of '
        "its val split when it has no train (an evaluation): `split` says which, `trajectories` counts that split's, "
        "`all_trajectories` every split's (as the explorer and `tracelake runs`); threshold_step: first step whose "
        "mean reward reaches 0.5 (`SELECT * FROM threshold_step(0.5)`).</p>"
    )


REWARD_SCALES = ("rewards within ±1", "rewards within ±10", "larger rewards")


def _reward_scale(rows: list[tuple[Any, ...]]) -> dict[str, str]:
    """Per run, the range its rewards live in: runs are drawn together only with runs of the
    same range, so ALFWorld's 0-10 rewards do not flatten every 0-1 curve."""
    top: dict[str, float] = {}
    for run, *_, mean, _ in rows:
        if mean is not None:
            top[run] = max(top.get(run, 0.0), abs(mean))
    return {
        run: REWARD_SCALES[0] if t <= 1.0001 else REWARD_SCALES[1] if t <= 10.0001 else REWARD_SCALES[2]
        for run, t in top.items()
    }


def _reward_charts(rewards: list[tuple[Any, ...]], colors: svg.Palette) -> list[str]:
    scales = _reward_scale(rewards)
    charts = []
    for scale in [s for s in REWARD_SCALES if s in scales.values()]:
        for split in ("train", "val"):
            rows = [r for r in rewards if r[1] == split and scales.get(r[0]) == scale]
            if not rows and split == "val":
                continue
            charts.append(
                svg.line_chart(
                    colors,
                    f"Mean {split} reward by step ({scale})",
                    _series(rows, 2, 4),
                    x_label="step",
                    y_label="mean reward",
                )
            )
            if split == "train":
                charts.append(
                    svg.line_chart(
                        colors,
                        f"Mean train reward by normalized progress ({scale})",
                        _series(rows, 3, 4),
                        x_label="progress (step / last step)",
                        y_label="mean reward",
                    )
                )
    train = [r for r in rewards if r[1] == "train"]
    charts.append(
        svg.line_chart(
            colors,
            "Train success rate by step",
            _series(train, 2, 5),
            x_label="step",
            y_label="success rate",
            y_from_zero=True,
        )
    )
    return charts


def _training_charts(con: duckdb.DuckDBPyConnection, colors: svg.Palette, runs: list[str]) -> list[str]:
    names = [n for _, candidates in TRAINING_METRICS for n in candidates]
    rows = con.execute(
        "SELECT run_id, name, step, avg(value) FROM step_metrics WHERE split = 'train' AND series IS NULL "
        "AND step IS NOT NULL AND name IN (SELECT unnest(?::VARCHAR[])) AND list_contains(?, run_id) "
        "GROUP BY ALL ORDER BY ALL",
        [names, runs],
    ).fetchall()
    present = {(run, name) for run, name, _, _ in rows}
    charts = []
    for title, candidates in TRAINING_METRICS:
        chosen = {
            run: name
            for run in sorted({r for r, _ in present})
            if (name := next((n for n in candidates if (run, n) in present), None))
        }
        series = _series([row for row in rows if chosen.get(row[0]) == row[1]], 2, 3)
        if series:
            used = ", ".join(sorted(set(chosen.values())))
            charts.append(svg.line_chart(colors, f"{title} ({used})", series, x_label="step", y_label=title.lower()))
    return charts or [svg.empty("Training metrics", "no loss, KL, entropy, grad norm or throughput in step_metrics")]


def charted_runs(con: duckdb.DuckDBPyConnection, asked: Sequence[str] = (), top: int = TOP_RUNS) -> list[str]:
    """The run ids the charts draw: those ``asked`` (names or ids), else the ``top`` runs
    ingested last (0: every run)."""
    if asked:
        return list(dict.fromkeys(resolve_runs(con, list(asked))))
    latest = con.execute("SELECT run_id FROM runs ORDER BY last_ingest DESC NULLS LAST, run_name, run_id").fetchall()
    return [r for (r,) in (latest[:top] if top else latest)]


def _charted_note(charted: list[str], every: int) -> str:
    if len(charted) == every:
        return ""
    return (
        f'<p class="note">The charts and the rollout browser show {len(charted)} of the lake\'s {every} runs '
        "(the runs named, else those ingested last: `tracelake report RUN...`, `--top N`, `--top 0` for every run); "
        "the table lists every run.</p>"
    )


def build(con: duckdb.DuckDBPyConnection, *, lake: str, runs: Sequence[str] = (), top: int = TOP_RUNS) -> str:
    """The report's HTML: the table of every run, and the charts and rollouts of
    :func:`charted_runs` (``runs``, else the ``top`` ingested last)."""
    charted = charted_runs(con, runs, top)
    names = dict(con.execute("SELECT run_id, run_name FROM runs ORDER BY run_id").fetchall())
    run_ids = charted + sorted(set(names) - set(charted))
    colors = svg.Palette(names, names, shown=charted)
    rewards = con.execute(
        "SELECT run_id, split, step, progress, mean, success_rate FROM reward_by_step_of(?)", [charted]
    ).fetchall()
    groups = con.execute(
        "SELECT run_id, step, zero_advantage_share, mean_group_reward_std FROM group_diagnostics "
        "WHERE split = 'train' AND zero_advantage_share IS NOT NULL AND list_contains(?, run_id)",
        [charted],
    ).fetchall()
    turns = con.execute(
        "SELECT run_id, step, mean_turns, mean_tool_calls FROM turn_stats WHERE split = 'train' "
        "AND list_contains(?, run_id)",
        [charted],
    ).fetchall()
    latency = con.execute(
        "SELECT tool_name, latency_s FROM turns WHERE latency_s IS NOT NULL AND role = 'tool' "
        "AND list_contains(?, run_id) USING SAMPLE 100000 ROWS",
        [charted],
    ).fetchall()
    length_charts, runs_with_lengths = _length_panels(con, colors, charted)
    more = (
        f'<p class="note">Showing the {MAX_LENGTH_PANELS} largest of {runs_with_lengths} runs.</p>'
        if runs_with_lengths > MAX_LENGTH_PANELS
        else ""
    )
    outcome_charts, outcome_metrics = _logged_outcome_charts(con, colors, charted)
    sections = [
        ("Reward", "", _reward_charts(rewards, colors)),
        (
            "Logged rewards, success and validation metrics",
            "From step_metrics, train and val: what the trainer logged, for runs with rollouts and for "
            "metrics-only runs alike"
            + (
                f"; the {MAX_OUTCOME_CHARTS} most logged of {outcome_metrics}."
                if outcome_metrics > MAX_OUTCOME_CHARTS
                else "."
            ),
            outcome_charts
            or [svg.empty("Logged outcome metrics", "no reward, score, success or accuracy metric logged")],
        ),
        (
            "Training metrics",
            "Train split, from step_metrics; a NaN or infinite value is left out of its line.",
            _training_charts(con, colors, charted),
        ),
        (
            "Response length by step",
            "Train split, from length_by_step.",
            _length_by_step_charts(con, colors, charted) or [svg.empty("Response length by step")],
        ),
        ("Response lengths, with a fitted lognormal", more, length_charts or [svg.empty("Response length")]),
        (
            "GRPO group diagnostics",
            "Train split.",
            [
                svg.line_chart(
                    colors,
                    "Share of prompt groups with zero advantage",
                    _series(groups, 1, 2),
                    x_label="step",
                    y_label="share of groups",
                    y_from_zero=True,
                ),
                svg.line_chart(
                    colors,
                    "Mean within-group reward std",
                    _series(groups, 1, 3),
                    x_label="step",
                    y_label="reward std",
                    y_from_zero=True,
                ),
            ],
        ),
        (
            "Turns and tools",
            "Train split.",
            [
                svg.line_chart(
                    colors,
                    "Mean turns per trajectory",
                    _series(turns, 1, 2),
                    x_label="step",
                    y_label="turns",
                    y_from_zero=True,
                ),
                svg.line_chart(
                    colors,
                    "Mean tool calls per trajectory",
                    _series(turns, 1, 3),
                    x_label="step",
                    y_label="tool calls",
                    y_from_zero=True,
                ),
                _latency_chart(latency),
            ],
        ),
    ]
    generated = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    html = [
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>tracelake report</title>'
        f"<style>{_CSS}</style></head><body><h1>tracelake report</h1>"
        f'<p class="note">Lake {escape(lake)} · generated {generated} · tracelake {__version__}</p>',
        "<h2>Runs</h2>",
        _runs_legend(charted, colors),
        _charted_note(charted, len(names)),
        f'<div class="scroll">{_runs_table(con, run_ids)}</div>',
    ]
    for title, note, charts in sections:
        html.append(f"<h2>{escape(title)}</h2>")
        if note:
            html.append(note if note.startswith("<") else f'<p class="note">{escape(note)}</p>')
        html.append('<div class="grid-charts">' + "".join(charts) + "</div>")
    html.append("<h2>Rollouts: best and worst per step</h2>")
    html.append(
        f'<p class="note">The {browser.STEPS_PER_RUN} latest steps of each run, the {browser.PER_END} best and '
        f"{browser.PER_END} worst trajectories of each by reward; texts cut at {browser.TEXT_CHARS:,} characters.</p>"
    )
    html.append(browser.rollout_browser(con, colors, charted))
    html.append(f"<script>{_INTERACTION}{_SELF_CHECK}</script></body></html>")
    return "\n".join(html)


def _latency_chart(samples: list[tuple[str, float]]) -> str:
    title = "Tool-call latency (the runs charted)"
    if not samples:
        return svg.empty(title, "no tool-call latencies in the lake")
    values = [v for _, v in samples]
    lo, hi = min(values), max(values)
    width = (hi - lo) / LENGTH_BINS or 1.0
    counts = [0] * LENGTH_BINS
    for v in values:
        counts[min(int((v - lo) / width), LENGTH_BINS - 1)] += 1
    edges = [lo + width * i for i in range(LENGTH_BINS + 1)]
    return svg.histogram(title, edges, counts, x_label="latency (s)", y_label="calls")
