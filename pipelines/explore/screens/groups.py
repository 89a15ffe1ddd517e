"""Groups: the samples of one prompt side by side, and the zero-advantage groups of a step."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import queries as q
from pipelines.explore import widgets as w


def groups_page() -> None:
    st.header("Groups")
    ids = w.run_ids()
    if not ids:
        st.info("The lake has no runs yet.")
        return
    run_id, split, step, _ = w.run_split_step(ids, allow_all=False)
    if step is None:
        st.info("This run has no trajectories in this split.")
        return
    groups = q.groups(w.con(), run_id, split, step)
    if groups.empty:
        st.info("The trajectories of this step carry no group (the source names no prompt group).")
        return
    zero = int(groups.zero_advantage.sum())
    st.markdown(f"**{len(groups):,} groups**, {zero:,} with zero advantage (every sample the same reward)")
    if st.checkbox("Zero-advantage groups only", key="zero", bind="query-params"):
        groups = groups[groups.zero_advantage]
    st.dataframe(groups, hide_index=True, width="stretch")
    if groups.empty:
        return
    group_id = st.selectbox("Open group", list(groups.group_id), key="group", bind="query-params")
    samples = q.group_samples(w.con(), run_id, step, group_id)
    st.caption(f"{len(samples)} samples of one prompt; advantage as the source logged it, where it did")
    for start in range(0, len(samples), 4):
        for column, sample in zip(st.columns(4), samples.iloc[start : start + 4].to_dict("records")):
            with column.container(border=True):
                st.markdown(f"**sample {sample['sample_index']}** · reward {w.number(sample['reward'])}")
                st.caption(
                    f"advantage {w.number(sample['advantage'])} · reward − mean {w.number(sample['reward_minus_mean'])}"
                    f" · length {sample['length']:,} · {sample['num_turns']} turn(s)"
                )
                st.text(sample["response"] or "")


groups_page()
