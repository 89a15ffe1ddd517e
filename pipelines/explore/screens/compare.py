"""Compare: two runs' curves aligned by step and by progress, and the prompts both answered."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import queries as q
from pipelines.explore import widgets as w


def compare_page() -> None:
    st.header("Compare two runs")
    ids = w.run_ids()
    if len(ids) < 2:
        st.info("The lake needs two runs to compare.")
        return
    picked = w.picked_names(ids)
    ordered = picked + [name for name in ids if name not in picked]
    left, right = st.columns(2)
    name_a = left.selectbox("Run A", ordered, key="a", bind="query-params")
    name_b = right.selectbox("Run B", [r for r in ordered if r != name_a], key="b", bind="query-params")
    run_a, run_b = ids[name_a], ids[name_b]
    split = st.radio("Split", ["val", "train"], horizontal=True, key="split", bind="query-params")
    what = st.selectbox("Curve", [m.value for m in q.Measure], key="curve", bind="query-params")
    frame = q.curve(w.con(), [run_a, run_b], split, q.Measure(what))
    by_step, by_progress = st.columns(2)
    with by_step:
        st.caption("aligned by step")
        w.draw(frame, x="step", log=False, smoothing=0.0, y_title=what)
    with by_progress:
        st.caption("aligned by progress (step / last step)")
        w.draw(frame, x="progress", log=False, smoothing=0.0, y_title=what)
    count, shared = q.common_prompts(w.con(), run_a, run_b, split)
    st.subheader("The same prompts")
    if not count:
        st.caption(f"No prompt of the {split} split is in both runs.")
        return
    st.markdown(f"**{count:,} prompts in both runs** ({w.md(split)}); reward B − A, largest differences first")
    st.dataframe(shared, hide_index=True, width="stretch")


compare_page()
