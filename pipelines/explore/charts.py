"""The explorer's charts of curves: several runs (colour) and series (dash) on one chart, a hover
that gives every curve's value at the x under the pointer, and the x axes they are drawn on
(step, progress, wall time)."""

from __future__ import annotations

import math
import os
from typing import Any

import pandas as pd
import streamlit as st

from pipelines.explore.widgets import md, palette

# Vega-Lite specs are written as dicts, not built with Altair: Altair's objects parse every
# channel through its schema as they are built, 0.16-0.2 s of Panels' three charts (the page's
# whole server time was 0.55 s), and importing it cost the first page 0.18 s. The tests check
# every spec the pages draw against Vega-Lite's JSON schema, as Altair ships it
# ($TRACELAKE_VALIDATE_CHARTS, set by tests/conftest.py).
VALIDATE = bool(os.environ.get("TRACELAKE_VALIDATE_CHARTS"))
Spec = dict[str, Any]

_TYPES = {"Q": "quantitative", "N": "nominal", "O": "ordinal", "T": "temporal"}


def field(shorthand: str, **properties: Any) -> Spec:
    """An encoding of a field, ``"name:Q"`` as Altair writes it (Q, N, O or T; no type: a
    secondary channel's, as ``x2``), with any other property of Vega-Lite's channel."""
    name, _, kind = shorthand.rpartition(":") if ":" in shorthand else (shorthand, "", "")
    return {"field": name, **({"type": _TYPES[kind]} if kind else {}), **properties}


def when(param: str, chosen: Any, otherwise: Any, **properties: Any) -> Spec:
    """A channel's value by a selection: ``chosen`` for the marks it holds, else ``otherwise``."""
    return {"condition": {"param": param, "value": chosen, **properties}, "value": otherwise}


# A chart's scales follow the mouse: drag to pan, wheel to zoom (Altair's `.interactive()`).
ZOOM = {"name": "zoom", "select": {"type": "interval", "encodings": ["x", "y"]}, "bind": "scales"}


def show(spec: Spec, data: pd.DataFrame | None = None, *, into: Any = None, **options: Any) -> Any:
    """``st.vega_lite_chart(data, spec, **options)`` (in ``into``, a column say), the spec checked
    against Vega-Lite's schema when :data:`VALIDATE`."""
    if VALIDATE:
        from altair.vegalite.v6.schema.core import TopLevelSpec  # noqa: PLC0415 - the tests' check alone

        # frames are no JSON: what the spec is given stands in as empty values
        given: Spec = {"data": {"values": []}} if data is not None else {}
        named: Spec = {"datasets": dict.fromkeys(spec["datasets"], [])} if "datasets" in spec else {}
        TopLevelSpec.from_dict({**given, **spec, **named}, validate=True)
    return (into or st).vega_lite_chart(data, spec, **options)


# The width of the page's main column at 1440 px (Streamlit's wide layout), and what a chart's
# y axis (legends start under the plot, past it), a legend's symbol and padding take of it: what
# the legends' labels of a chart of `per_row` a row are laid out in.
PAGE_WIDTH, BESIDE_LEGENDS = 945, 120


def chart(
    frame: pd.DataFrame,
    *,
    x: str,
    log: bool,
    smoothing: float,
    y_title: str,
    height: int = 420,
    per_row: int = 1,
    heading: str | None = None,
) -> Spec:
    """Several runs (colour) and series (dash) on one chart, zoom and pan with the mouse, hover
    for values; smoothing is an exponential moving average per run and series (as TensorBoard).
    The curves' frame is the spec's dataset (Streamlit sends it as Arrow). ``height`` is the
    plot's; ``per_row``, the charts side by side: the legends' columns and labels fit its share;
    ``heading``, the chart's title, on one line (a panel's title in two pushed its plot below its
    row's others)."""
    data = frame.copy()
    if smoothing > 0:
        data["value"] = data.groupby(["run_id", "series"])["value"].transform(
            lambda s: s.ewm(alpha=1 - smoothing).mean()
        )
    positive = bool((data["value"] > 0).all())
    scale = {"type": "log" if positive else "symlog"} if log else {"zero": False}
    runs = data.drop_duplicates("run_name").sort_values("run_name")
    colors = palette()
    hues = {"domain": list(runs.run_name), "range": [colors(r) for r in runs.run_id]}
    # Legends below the plot, never beside it (at three panels a row a legend at the side took
    # 60% of each panel) nor above it (a panel's plot then started lower than its row's others,
    # by its legend's rows). A click on a run there hides the others (shift-click: several).
    # Their columns and labels fit the chart's width (labels past it were cut at the panel's edge,
    # mid-letter, at three a row): a name too long ends in an ellipsis.
    room = PAGE_WIDTH // max(1, per_row) - BESIDE_LEGENDS
    columns = max(1, min(3, room // 200))
    below = {"orient": "bottom", "direction": "horizontal", "columns": columns,
             "labelLimit": min(200, room // columns - 30), "symbolLimit": 40}  # fmt: skip
    axis = _axis(x)
    # a series is its dash and its point's shape: the legend shows the shape (a dash legend's
    # lines are not drawn under Streamlit's theme), the chart both
    paired = 2 if room >= 300 else 1
    by_series = {
        "title": "series",
        "legend": {"orient": "bottom", "columns": paired, "labelLimit": min(200, room // paired - 30)},
    }
    lines = {
        "data": {"name": "curves"},
        "mark": {"type": "line", "point": {"size": 18}},
        "params": [{"name": "focus", "select": {"type": "point", "fields": ["run_name"]}, "bind": "legend"}, ZOOM],
        "encoding": {
            # a point on the first or last x whole, not half past the plot's edge (a run of one or
            # two steps was dots cut in half on its sides)
            "x": field(f"{x}:Q", title=x, axis=axis, scale={"padding": 8, "nice": False}),
            # a long title no taller than the plot (past it, Vega pushed the plot down its row)
            "y": field("value:Q", title=y_title, scale=scale, axis={"titleLimit": height}),
            "color": field("run_name:N", title="run", scale=hues, legend=below),
            "opacity": when("focus", 1.0, 0.12),
            "strokeDash": field("series:N", **by_series),
            "shape": field("series:N", **by_series),
            "tooltip": [
                field("run_name:N"),
                field("series:N"),
                field("step:Q"),
                field("progress:Q", format=".2f"),
                field("value:Q", format=".4g"),
            ],  # fmt: skip
        },
    }
    drawn = list(dict.fromkeys(["run_name", "series", "step", "progress", x, "value"]))
    # `height` is the plot's own, the legends and axes added around it (fit-x: the width fits the
    # column, the height does not): fitted whole, a panel of 240 px kept 95 px for its plot.
    titled = (
        {"title": {"text": heading, "anchor": "start", "limit": PAGE_WIDTH // max(1, per_row) - 20}} if heading else {}
    )
    # the two legends below stacked, not side by side (the second ran past a panel's edge)
    stacked = {"legend": {"layout": {"expr": "{bottom: {direction: 'vertical', anchor: 'start'}}"}}}
    return {**titled, "layer": [lines, _values_at(data, x, axis)], "height": height, "datasets": {"curves": data[drawn]},
            "autosize": {"type": "fit-x", "contains": "padding"}, "config": stacked}  # fmt: skip


def _axis(x: str) -> Spec:
    # steps are whole: no 1.2 between 1 and 2 when a run has few of them; progress a share
    axes: dict[str, Spec] = {"step": {"format": "d", "tickMinStep": 1}, "progress": {"format": ".0%", "title": "progress"},
            "hours": {"title": "hours since the run's first step"}}  # fmt: skip
    return axes.get(x, {})


# A tooltip names at most this many curves (a run and series each): past it, a hover over 60 runs
# showed a box taller than the chart.
HOVER_CURVES = 12


def _values_at(data: pd.DataFrame, x: str, axis: Spec) -> Spec:
    """A rule at the x nearest the pointer whose tooltip gives every curve's value there (W&B's
    hover), the curves as the legend names them: a run, and its series where it has several."""
    several = data["series"].nunique() > 1
    curve = data["run_name"] + (" · " + data["series"] if several else "")
    wide = data.assign(curve=curve).pivot_table(index=x, columns="curve", values="value", aggfunc="last")
    shown = list(wide.columns[:HOVER_CURVES])
    more = {"…": f"{len(wide.columns) - len(shown)} more curve(s) not listed"} if len(wide.columns) > len(shown) else {}
    # A row a point of x, its curves' values as text under their names; a curve with no value
    # there left out of the row, so the tooltip (the row itself) leaves it out (Vega-Lite's
    # fields would show "undefined"; their names, with dots, would be read as paths).
    # Column by column, not row by row (pandas' iterrows made a Series a row: 0.09 s of a panel).
    columns = [(str(name), wide[name].to_numpy(dtype=float)) for name in shown]
    rows: list[dict[str, object]] = [
        {x: round(float(at), 4), **{name: f"{v[i]:.4g}" for name, v in columns if not math.isnan(v[i])}, **more}
        for i, at in enumerate(wide.index.to_numpy(dtype=float))
    ]
    nearest = {"type": "point", "fields": [x], "nearest": True, "on": "pointerover", "clear": "pointerout"}
    return {
        "data": {"values": rows},
        "mark": {"type": "rule", "color": "gray", "strokeWidth": 6, "tooltip": {"content": "data"}},
        "params": [{"name": "values_at", "select": nearest}],
        "encoding": {"x": field(f"{x}:Q", axis=axis), "opacity": when("values_at", 0.25, 0.0, empty=False)},
    }


# The x axes a chart offers (their labels) and the column each is drawn on.
X_AXES = {"step": "step", "progress": "progress", "wall time": "hours"}


def x_axis(where: Any) -> str:
    """The x axis picked (a column of a curve's frame), its radio in ``where``: step, progress,
    or wall time (hours since each run's first step, where its sources say when: ``step_times``)."""
    return X_AXES[where.radio("x axis", list(X_AXES), horizontal=True, key="x", bind="query-params")]


def placed_on(frame: pd.DataFrame, x: str) -> pd.DataFrame:
    """The points a chart on ``x`` can place: on wall time, those whose step has a time, the runs
    left out said (a run whose sources log no time is never given the ingest's)."""
    if x != "hours" or frame.empty:
        return frame
    timed = frame[frame["hours"].notna()]
    missing = sorted(set(frame["run_name"]) - set(timed["run_name"]))
    if missing:
        st.caption(f"No wall time for {', '.join(md(m) for m in missing)}: their sources log no time for their steps "
                   "(`step_times` says what each run's is drawn from).")  # fmt: skip
    untimed = frame[frame["hours"].isna() & frame["run_name"].isin(set(timed["run_name"]))]
    if len(untimed):
        runs = ", ".join(f"{md(run)} ({n})" for run, n in untimed.groupby("run_name").size().items())
        st.caption(f"Points of steps with no time left off: {runs}.")
    return timed


def draw(frame: pd.DataFrame, *, x: str, log: bool, smoothing: float, y_title: str, per_row: int = 1) -> None:
    frame = placed_on(frame, x)
    if frame.empty:
        st.info("Nothing to draw: the runs picked have no values for this in this split.")
        return
    show(chart(frame, x=x, log=log, smoothing=smoothing, y_title=y_title, per_row=per_row), width="stretch")
    if log and not (frame["value"] > 0).all():
        st.caption("Some values are 0 or negative: the axis is symmetric-log (linear near 0).")
