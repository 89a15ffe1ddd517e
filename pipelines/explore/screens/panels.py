"""Panels: the picked runs' key curves as a grid (reward, success, response length, and any
logged metrics added), each run in its colour on every panel; the layout is in the address."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import charts
from pipelines.explore import queries as q
from pipelines.explore import widgets as w


def panels_page() -> None:
    st.header("Panels")
    picked = w.runs_to_show()
    if not picked:
        return
    top = st.columns([1, 3, 1])
    split = w.split_radio(top[0], picked)
    metrics = q.metric_names(w.con(), picked)
    names = list(dict.fromkeys(metrics.loc[metrics.split == split, "name"]))  # the most logged first
    added = top[1].multiselect("Add logged metrics", names, key="panels", bind="query-params",
                               placeholder="any step metric of these runs")  # fmt: skip
    per_row = int(top[2].number_input("Per row", 1, 4, 3, key="cols", bind="query-params"))
    x = charts.x_axis(st)
    timed = x == "hours"
    frames = [(m.value, w.remembered(q.curve, picked, split, m, hours=timed)) for m in q.KEY_CURVES]
    frames += [(name, q.metric_curve(w.con(), picked, split, name, hours=timed)) for name in added]
    shown = [(title, frame) for title, frame in frames if not frame.empty]
    if not shown:
        st.info("Nothing to draw: these runs have no rewards, lengths or metrics added in this split.")
        return
    empty = [title for title, frame in frames if frame.empty]
    if empty:
        st.caption("No points in this split for: " + ", ".join(w.md(t) for t in empty))
    for start in range(0, len(shown), per_row):
        for column, (title, frame) in zip(st.columns(per_row), shown[start : start + per_row]):
            with column.container(border=True):
                frame = charts.placed_on(frame, x)
                if frame.empty:
                    st.markdown(f"**{w.md(title)}**")
                    st.caption("No point of these runs has a time.")
                    continue
                chart = charts.chart(frame, x=x, log=False, smoothing=0.0, y_title=title, height=240, per_row=per_row,
                                     heading=title)  # fmt: skip
                charts.show(chart, width="stretch")


panels_page()
