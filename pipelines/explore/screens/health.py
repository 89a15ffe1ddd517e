"""Health: the run doctor's checks of one run, each with its verdict, its evidence (the steps and
the figures) and the command that lists examples (`tracelake doctor`)."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import widgets as w
from pipelines.explore.queries import why

MARKS = {"flag": ":red[● flag]", "ok": ":green[● ok]", "n/a": ":gray[○ n/a]"}


def health_page() -> None:
    st.header("Health")
    picked = w.run_and_split()
    if picked is None:
        return
    run_id, split = picked
    diagnosis = w.remembered(why.diagnosis, run_id, split)
    flagged = len(diagnosis.flagged)
    if flagged:
        st.error(f"{flagged} of {len(diagnosis.findings)} checks flag this run")
    else:
        st.success("No check flags this run")
    st.caption("A trend compares the run's first quarter of steps with its last; thresholds and their sources: "
               "docs/analysis.md (the run doctor).")  # fmt: skip
    for found in diagnosis.findings:
        with st.container(border=True):
            st.markdown(f"{MARKS[found.verdict]} **{found.check}**: {w.md(found.summary)}")
            if found.steps:
                st.caption(f"steps {', '.join(map(str, found.steps))}")
            if found.examples:
                st.code(found.examples, language="sh")


health_page()
