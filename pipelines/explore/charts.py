"""The explorer's charts of curves: several runs (colour) and series (dash) on one chart, a hover
that gives every curve's value at the x under the pointer, and the x axes they are drawn on
(step, progress, wall time)."""

from __future__ import annotations

import functools
import math
import os
from typing import Any, TypeVar

import altair as alt
import pandas as pd
import streamlit as st

from pipelines.explore.widgets import md, palette

# Every chart of the explorer is built by its own code, in a few shapes: Altair checking each
# against Vega-Lite's JSON schema as it is built and again as it is drawn took 36 of a line
# chart's 81 ms (Panels draws ten). The tests check every chart the pages draw
# ($TRACELAKE_VALIDATE_CHARTS, set by tests/conftest.py).
VALIDATE = bool(os.environ.get("TRACELAKE_VALIDATE_CHARTS"))
if not VALIDATE:
    alt.utils.schemapi.disable_debug_mode()

Drawn = TypeVar("Drawn", bound=alt.TopLevelMixin)


def show(chart: Drawn, *, into: Any = None, **options: Any) -> Any:
    """``st.altair_chart(chart, **options)`` (in ``into``, a column say), the chart's spec not
    checked against the schema again unless :data:`VALIDATE`."""
    if not VALIDATE:
        # Streamlit asks the chart for its spec with `to_dict()`; Altair keeps attributes set
        # the usual way as the spec's own properties
        object.__setattr__(chart, "to_dict", functools.partial(type(chart).to_dict, chart, validate=False))
    return (into or st).altair_chart(chart, **options)


def chart(
    frame: pd.DataFrame, *, x: str, log: bool, smoothing: float, y_title: str, height: int = 420
) -> alt.LayerChart:
    """Several runs (colour) and series (dash) on one chart, zoom and pan with the mouse, hover
    for values; smoothing is an exponential moving average per run and series (as TensorBoard)."""
    data = frame.copy()
    if smoothing > 0:
        data["value"] = data.groupby(["run_id", "series"])["value"].transform(
            lambda s: s.ewm(alpha=1 - smoothing).mean()
        )
    positive = bool((data["value"] > 0).all())
    scale = alt.Scale(type="log" if positive else "symlog") if log else alt.Scale(zero=False)
    runs = data.drop_duplicates("run_name").sort_values("run_name")
    colors = palette()
    hues = alt.Scale(domain=list(runs.run_name), range=[colors(r) for r in runs.run_id])
    # Legends below the plot, never beside it: at three panels a row a legend at the side took
    # 60% of each panel. A click on a run there hides the others (shift-click: several).
    below = alt.Legend(orient="bottom", direction="horizontal", columns=3, labelLimit=200, symbolLimit=40)
    series = int(data["series"].nunique())
    # The chart's height is the plot's and its legends' together: the legends' rows are added,
    # else a panel of four series kept no height for its plot.
    height += 20 * (math.ceil(len(runs) / 3) + math.ceil(series / 2)) + 44
    focus = alt.selection_point(fields=["run_name"], bind="legend", name="focus")
    axis = {"step": alt.Axis(format="d", tickMinStep=1), "progress": alt.Axis(format=".0%", title="progress"),
            "hours": alt.Axis(title="hours since the run's first step")}  # fmt: skip
    lines = (
        alt.Chart(data)
        .mark_line(point=alt.OverlayMarkDef(size=18))
        .encode(
            # steps are whole: no 1.2 between 1 and 2 when a run has few of them; progress a share
            x=alt.X(f"{x}:Q", title=x, axis=axis.get(x, alt.Axis())),
            y=alt.Y("value:Q", title=y_title, scale=scale),
            color=alt.Color("run_name:N", title="run", scale=hues, legend=below),
            opacity=alt.condition(focus, alt.value(1.0), alt.value(0.12)),
            # a series is its dash and its point's shape: the legend shows the shape (a dash
            # legend's lines are not drawn under Streamlit's theme), the chart both
            strokeDash=alt.StrokeDash("series:N", title="series", legend=alt.Legend(orient="top", columns=2)),
            shape=alt.Shape("series:N", title="series", legend=alt.Legend(orient="top", columns=2)),
            tooltip=[
                "run_name",
                "series",
                "step",
                alt.Tooltip("progress:Q", format=".2f"),
                alt.Tooltip("value:Q", format=".4g"),
            ],  # fmt: skip
        )
        .add_params(focus)
    )
    # zoom and pan on the lines' layer: the scales are the layers' together
    return alt.LayerChart(layer=[lines.interactive(), _values_at(data, x, axis.get(x, alt.Axis()))], height=height)


# A tooltip names at most this many curves (a run and series each): past it, a hover over 60 runs
# showed a box taller than the chart.
HOVER_CURVES = 12


def _values_at(data: pd.DataFrame, x: str, axis: alt.Axis) -> alt.Chart:
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
    rows: list[dict[str, object]] = [
        {x: round(float(at), 4), **{str(name): f"{v:.4g}" for name, v in values.items() if not math.isnan(v)}, **more}
        for at, (_, values) in zip(wide.index.to_numpy(dtype=float), wide[shown].iterrows())
    ]
    nearest = alt.selection_point(fields=[x], nearest=True, on="pointerover", empty=False, clear="pointerout",
                                  name="values_at")  # fmt: skip
    return (
        alt.Chart(alt.Data(values=rows))
        .mark_rule(color="gray", strokeWidth=6, tooltip={"content": "data"})
        .encode(x=alt.X(f"{x}:Q", axis=axis), opacity=alt.condition(nearest, alt.value(0.25), alt.value(0.0)))
        .add_params(nearest)
    )


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


def draw(frame: pd.DataFrame, *, x: str, log: bool, smoothing: float, y_title: str) -> None:
    frame = placed_on(frame, x)
    if frame.empty:
        st.info("Nothing to draw: the runs picked have no values for this in this split.")
        return
    show(chart(frame, x=x, log=log, smoothing=smoothing, y_title=y_title), width="stretch")
    if log and not (frame["value"] > 0).all():
        st.caption("Some values are 0 or negative: the axis is symmetric-log (linear near 0).")
