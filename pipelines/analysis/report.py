"""``tracelake report``: one self-contained HTML file (inline CSS and SVG, no network) with the
comparison views drawn: reward curves, length distributions with a fitted lognormal, GRPO
group diagnostics, turns and tool latency, and a table of every run."""

from __future__ import annotations

import math
from datetime import datetime, timezone
from html import escape

import duckdb

from .. import __version__
from . import svg
from .compare import compare

LENGTH_BINS = 30
MAX_LENGTH_PANELS = 12  # one histogram per run: past a dozen the page is a wall

_LENGTHS_SQL = f"""
WITH units AS (
    SELECT run_id, count(response_tokens) = count(*) AS tokens FROM trajectories GROUP BY run_id
), x AS (
    SELECT t.run_id, u.tokens, if(u.tokens, t.response_tokens, t.response_chars)::DOUBLE AS len
    FROM trajectories t JOIN units u USING (run_id) WHERE t.split = 'train'
), fit AS (
    SELECT run_id, any_value(tokens) AS tokens, min(len) AS lo, max(len) AS hi, count(len) AS n,
           avg(ln(len)) FILTER (WHERE len > 0) AS mu, stddev_pop(ln(len)) FILTER (WHERE len > 0) AS sigma
    FROM x WHERE len IS NOT NULL GROUP BY run_id
), bins AS (
    SELECT run_id, least(floor((len - lo) / greatest((hi - lo) / {LENGTH_BINS}, 1e-9)), {LENGTH_BINS - 1})::INT AS bin,
           count(*) AS n
    FROM x JOIN fit USING (run_id) WHERE len IS NOT NULL GROUP BY ALL
)
SELECT run_id, tokens, lo, hi, fit.n, mu, sigma, list(struct_pack(bin := bin, n := bins.n)) AS counts
FROM fit JOIN bins USING (run_id) GROUP BY ALL ORDER BY fit.n DESC, run_id
"""

_CSS = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #222; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; border-bottom: 1px solid #ddd; }
.grid-charts { display: flex; flex-wrap: wrap; gap: 16px; }
svg.chart { background: #fff; border: 1px solid #e4e4e4; }
svg .axis { stroke: #444; } svg .grid { stroke: #eee; }
svg .tick { font-size: 11px; fill: #444; } svg .label { font-size: 12px; fill: #222; }
svg .title { font-size: 13px; font-weight: 600; fill: #222; }
svg .line { fill: none; stroke-width: 2; }
table { border-collapse: collapse; font-size: 12px; } td, th { border: 1px solid #ddd; padding: 3px 7px; }
th { background: #f6f6f6; text-align: left; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.note { color: #666; } .scroll { overflow-x: auto; }
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


def _series(rows, key_x: int, key_y: int) -> dict[str, list[tuple[float, float]]]:
    series: dict[str, list[tuple[float, float]]] = {}
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


def _length_panels(con: duckdb.DuckDBPyConnection) -> tuple[list[str], int]:
    rows = con.execute(_LENGTHS_SQL).fetchall()
    charts = []
    for run_id, tokens, lo, hi, n, mu, sigma, counts in rows[:MAX_LENGTH_PANELS]:
        per_bin = [0] * LENGTH_BINS
        for c in counts:
            per_bin[c["bin"]] = c["n"]
        edges = [lo + (hi - lo) * i / LENGTH_BINS for i in range(LENGTH_BINS + 1)]
        unit = "tokens" if tokens else "characters"
        fit = f"lognormal μ={mu:.2f} σ={sigma:.2f}" if mu is not None and sigma else "fit"
        charts.append(svg.histogram(f"{run_id}: response length ({n:,} train trajectories)", edges, per_bin,
                                    x_label=f"response length ({unit})", curve=_lognormal_curve(lo, hi, n, mu, sigma),
                                    curve_label=fit))
    return charts, len(rows)


def _cell(value) -> str:
    if value is None:
        return '<td class="num note">–</td>'
    if isinstance(value, float):
        return f'<td class="num">{value:.4g}</td>'
    if isinstance(value, int):
        return f'<td class="num">{value:,}</td>'
    return f"<td>{escape(str(value))}</td>"


def _runs_table(con: duckdb.DuckDBPyConnection) -> str:
    run_ids = [r for (r,) in con.execute("SELECT run_id FROM runs ORDER BY run_id").fetchall()]
    if not run_ids:
        return '<p class="note">The lake holds no runs yet.</p>'
    summary = compare(con, run_ids, every_run_has_split=False).summary
    shown = ["run_name", "format", "model", "steps", "trajectories", "first_reward", "last_reward", "best_reward",
             "best_step", "last_success_rate", "threshold_step", "response_mean", "length_unit",
             "zero_advantage_share", "mean_turns", "mean_tool_calls"]
    head = "".join(f"<th>{escape(c)}</th>" for c in shown)
    body = "".join("<tr>" + "".join(_cell(s[c]) for c in shown) + "</tr>" for s in summary)
    return (f"<table><tr>{head}</tr>{body}</table><p class=\"note\">Train split; threshold_step: first step "
            "whose mean reward reaches 0.5 (`SELECT * FROM threshold_step(0.5)`).</p>")


def build(con: duckdb.DuckDBPyConnection, *, lake: str) -> str:
    rewards = con.execute("SELECT run_id, split, step, progress, mean, success_rate FROM reward_by_step").fetchall()
    train = [r for r in rewards if r[1] == "train"]
    val = [r for r in rewards if r[1] == "val"]
    groups = con.execute("SELECT run_id, step, zero_advantage_share, mean_group_reward_std FROM group_diagnostics "
                         "WHERE split = 'train' AND zero_advantage_share IS NOT NULL").fetchall()
    turns = con.execute("SELECT run_id, step, mean_turns, mean_tool_calls FROM turn_stats").fetchall()
    latency = con.execute(
        "SELECT tool_name, latency_s FROM turns WHERE latency_s IS NOT NULL USING SAMPLE 100000 ROWS").fetchall()
    length_charts, runs_with_lengths = _length_panels(con)

    def by(rows, x, y):
        return _series([(r[0], r[x], r[y]) for r in rows], 1, 2)

    sections = [
        ("Reward", [
            svg.line_chart("Mean train reward by step", by(train, 2, 4), x_label="step", y_label="mean reward"),
            svg.line_chart("Mean train reward by normalized progress", by(train, 3, 4),
                           x_label="progress (step / last step)", y_label="mean reward"),
            svg.line_chart("Mean val reward by step", by(val, 2, 4), x_label="step", y_label="mean reward"),
            svg.line_chart("Train success rate by step", by(train, 2, 5), x_label="step", y_label="success rate",
                           y_from_zero=True),
        ]),
        ("Response lengths, with a fitted lognormal", length_charts or [svg.empty("Response length")]),
        ("GRPO group diagnostics", [
            svg.line_chart("Share of prompt groups with zero advantage", _series(groups, 1, 2), x_label="step",
                           y_label="share of groups", y_from_zero=True),
            svg.line_chart("Mean within-group reward std", _series(groups, 1, 3), x_label="step",
                           y_label="reward std", y_from_zero=True),
        ]),
        ("Turns and tools", [
            svg.line_chart("Mean turns per trajectory", _series(turns, 1, 2), x_label="step", y_label="turns",
                           y_from_zero=True),
            svg.line_chart("Mean tool calls per trajectory", _series(turns, 1, 3), x_label="step",
                           y_label="tool calls", y_from_zero=True),
            _latency_chart(latency),
        ]),
    ]
    more = (f'<p class="note">Showing the {MAX_LENGTH_PANELS} largest of {runs_with_lengths} runs.</p>'
            if runs_with_lengths > MAX_LENGTH_PANELS else "")
    generated = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    html = [f"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>tracelake report</title>"
            f"<style>{_CSS}</style></head><body><h1>tracelake report</h1>"
            f"<p class=\"note\">Lake {escape(lake)} · generated {generated} · tracelake {__version__}</p>",
            "<h2>Runs</h2>", f"<div class=\"scroll\">{_runs_table(con)}</div>"]
    for title, charts in sections:
        html.append(f"<h2>{escape(title)}</h2>")
        if title.startswith("Response lengths"):
            html.append(more)
        html.append('<div class="grid-charts">' + "".join(charts) + "</div>")
    html.append(f"<script>{_SELF_CHECK}</script></body></html>")
    return "\n".join(html)


def _latency_chart(samples: list[tuple[str, float]]) -> str:
    title = "Tool-call latency (all runs)"
    if not samples:
        return svg.empty(title, "no tool-call latencies in the lake")
    values = [v for _, v in samples]
    lo, hi = min(values), max(values)
    width = (hi - lo) / LENGTH_BINS or 1.0
    counts = [0] * LENGTH_BINS
    for v in values:
        counts[min(int((v - lo) / width), LENGTH_BINS - 1)] += 1
    edges = [lo + width * i for i in range(LENGTH_BINS + 1)]
    return svg.histogram(title, edges, counts, x_label="latency (s)")
