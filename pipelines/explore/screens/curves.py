"""Curves: reward, success, lengths or any step metric of the runs picked, by step or progress."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import charts
from pipelines.explore import queries as q
from pipelines.explore import widgets as w


def curves_page() -> None:
    st.header("Curves")
    picked = w.runs_to_show()
    if not picked:
        return
    split = w.split_radio(st, picked)
    metrics = q.metric_names(w.con(), picked)
    metric_options = sorted(set(metrics.loc[metrics.split == split, "name"]))
    options = [m.value for m in q.Measure] + [f"metric: {name}" for name in metric_options]
    above = st.container()  # the curve's picker, drawn once the x axis is known (its default reads on it)
    left, middle, right = st.columns(3)
    x = charts.x_axis(left)
    what = above.selectbox("Curve", options, index=_first_with_data(picked, split, options, hours=x == "hours"),
                           key="curve", bind="query-params")  # fmt: skip
    smoothing = middle.slider("Smoothing", 0.0, 0.99, 0.0, 0.01, key="smooth", bind="query-params")
    log = right.checkbox("Log scale", key="log", bind="query-params")
    if what.startswith("metric: "):
        frame = q.metric_curve(w.con(), picked, split, what.removeprefix("metric: "), hours=x == "hours")
    else:
        frame = w.remembered(q.curve, picked, split, q.Measure(what), hours=x == "hours")
    charts.draw(frame, x=x, log=log, smoothing=smoothing, y_title=what)
    with st.expander("Values"):
        st.dataframe(frame, hide_index=True, width="stretch")


def _first_with_data(picked: list[str], split: str, options: list[str], *, hours: bool) -> int:
    """The first curve that has points for these runs (rewards, else lengths, else the first
    logged metric): a default that draws something on any lake. Asked as the chart asks it, on
    the x axis picked: the same answer, remembered once."""
    for index, option in enumerate(options):
        if (
            option.startswith("metric: ")
            or not w.remembered(q.curve, picked, split, q.Measure(option), hours=hours).empty
        ):
            return index
    return 0


curves_page()
