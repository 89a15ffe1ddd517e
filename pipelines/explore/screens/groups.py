"""Groups: the samples of one prompt side by side, and the zero-advantage groups of a step."""

from __future__ import annotations

import pandas as pd
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
    st.caption(
        f"{len(samples)} samples of one prompt, best first: `advantage` as the source logged it (where it did); "
        "`grpo_advantage` from the group's rewards, (reward − mean) / (std + 1e-6), as verl's GRPO computes it"
    )
    ranked = samples.sort_values("reward", ascending=False, na_position="last")
    columns = ["sample_index", "reward", "advantage", "reward_minus_mean", "grpo_advantage", "length", "num_turns",
               "status"]  # fmt: skip
    st.dataframe(ranked[columns], hide_index=True, width="stretch")
    for sample in ranked.to_dict("records"):
        title = (
            f"sample {sample['sample_index']} · reward {w.number(sample['reward'])} · "
            f"advantage {w.number(sample['grpo_advantage'] if pd.isna(sample['advantage']) else sample['advantage'])}"
            f" · length {sample['length']:,}"
        )
        with st.expander(title):  # collapsed: a group of 16 long responses is one screen, not 20
            st.text(sample["response"] or "")


groups_page()
