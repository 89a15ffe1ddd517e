"""Compare: two runs' curves aligned by step and by progress, and the prompts both answered."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import queries as q
from pipelines.explore import widgets as w
from pipelines.explore.queries import why


def compare_page() -> None:
    st.header("Compare runs")
    ids = w.run_ids()
    if len(ids) < 2:
        st.info("The lake needs two runs to compare.")
        return
    picked = w.picked_names(ids)
    names = {run_id: name for name, run_id in ids.items()}
    rewarded = [names[r] for r in q.default_runs(w.con(), limit=len(ids))]  # with rewards first
    ordered = list(dict.fromkeys(picked + rewarded + list(ids)))
    left, right = st.columns(2)
    name_a = left.selectbox("Run A", ordered, key="a", bind="query-params")
    name_b = right.selectbox("Run B", [r for r in ordered if r != name_a], key="b", bind="query-params")
    run_a, run_b = ids[name_a], ids[name_b]
    more = st.multiselect("More runs on the curves", [r for r in ordered if r not in (name_a, name_b)], key="more",
                          bind="query-params", placeholder="any other runs: the curves take N runs")  # fmt: skip
    curve_runs = [run_a, run_b, *(ids[name] for name in more)]
    both = [
        s
        for s in ("train", "val")
        if s in q.splits_with_data(w.con(), [run_a]) and s in q.splits_with_data(w.con(), [run_b])
    ]
    split_options = ["train", "val"]
    split = st.radio("Split", split_options, index=split_options.index(both[0]) if both else 0, horizontal=True,
                     key="split", bind="query-params")  # fmt: skip
    what = st.selectbox("Curve", [m.value for m in q.Measure], key="curve", bind="query-params")
    frame = q.curve(w.con(), curve_runs, split, q.Measure(what))
    by_step, by_progress = st.columns(2)
    with by_step:
        st.caption("aligned by step")
        w.draw(frame, x="step", log=False, smoothing=0.0, y_title=what)
    with by_progress:
        st.caption("aligned by progress (step / last step)")
        w.draw(frame, x="progress", log=False, smoothing=0.0, y_title=what)
    differences = q.config_differences(w.con(), curve_runs)
    if not differences.empty:
        st.subheader("What differs in their configurations")
        st.caption("Keys whose values differ between the runs on the curves (or that some lack); NULL: no such key.")
        st.dataframe(differences.rename(columns={run: names[run] for run in curve_runs}), hide_index=True,
                     width="stretch")  # fmt: skip
    count, shared = q.common_prompts(w.con(), run_a, run_b, split)
    st.subheader("The same prompts")
    if not count:
        st.caption(f"No prompt of the {split} split is in both runs.")
        return
    _paired(run_a, run_b, split, names)
    st.markdown(f"**{count:,} prompts in both runs** ({w.md(split)}); reward B − A, largest differences first")
    st.dataframe(shared, hide_index=True, width="stretch")


def _paired(run_a: str, run_b: str, split: str, names: dict[str, str]) -> None:
    """B minus A on the prompts both answered, as `tracelake compare A B --paired` says it."""
    result = w.remembered(why.paired, run_a, run_b, split)
    overall = result.overall
    if overall.mean_difference is None:
        return
    what = "success rate" if overall.measure == "success_rate" else "mean reward"
    columns = st.columns(4)
    columns[0].metric("prompts both answered", f"{overall.shared_prompts:,}")
    columns[1].metric(f"{what}, B − A", w.number(overall.mean_difference))
    columns[2].metric("95% interval", f"{w.number(overall.ci_low)} to {w.number(overall.ci_high)}")
    columns[3].metric("p-value", w.number(overall.p_value))
    st.caption(f"per prompt, {names[run_b]} minus {names[run_a]}; {overall.test}; a bootstrap of the prompts, seeded")
    if overall.note:
        st.warning(overall.note)
    if result.by_task:
        st.dataframe([{"task": t.task, "prompts": t.shared_prompts, "B − A": t.mean_difference, "ci_low": t.ci_low,
                       "ci_high": t.ci_high, "p_value": t.p_value, "note": t.note} for t in result.by_task],
                     hide_index=True, width="stretch")  # fmt: skip


compare_page()
