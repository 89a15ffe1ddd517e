"""Runs: the `runs` view, grouped by framework, model, task or reader."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import queries as q
from pipelines.explore import widgets as w


def runs_page() -> None:
    st.header("Runs")
    by = st.radio("Group by", q.RUN_GROUPINGS, horizontal=True, key="by", bind="query-params")
    st.dataframe(q.runs_grouped(w.con(), by), hide_index=True, width="stretch")
    st.subheader("Every run")
    st.caption("Pick runs in the sidebar: every page shows those.")
    st.dataframe(q.runs(w.con()), hide_index=True, width="stretch")


runs_page()
