"""Compare: two runs (and any more) as `tracelake compare` summarizes them, their curves aligned
by step and by progress, their rewards and lengths at a step, what differs in their
configurations, and the prompts both answered."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from pipelines.explore import charts
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
    both = q.splits_of_every(w.con(), [run_a, run_b])
    split = st.radio("Split", w.SPLITS, index=w.SPLITS.index(both[0]) if both else 0, horizontal=True,
                     key="split", bind="query-params")  # fmt: skip
    _summary(curve_runs, split, names)
    what = st.selectbox("Curve", [m.value for m in q.Measure], key="curve", bind="query-params")
    frame = w.remembered(q.curve, curve_runs, split, q.Measure(what), hours=False)
    by_step, by_progress = st.columns(2)
    with by_step:
        st.caption("aligned by step")
        charts.draw(frame, x="step", log=False, smoothing=0.0, y_title=what, per_row=2)
    with by_progress:
        st.caption("aligned by progress (step / last step)")
        charts.draw(frame, x="progress", log=False, smoothing=0.0, y_title=what, per_row=2)
    _distributions(curve_runs, split, names)
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


# The summary's columns as `tracelake compare` names them, in the order a reader weighs them.
SUMMARY = ("run_name", "first_reward", "last_reward", "best_reward", "best_step", "threshold_step", "last_success_rate",
           "zero_advantage_share", "response_mean", "length_unit", "mean_turns", "trajectories", "last_step")  # fmt: skip


def _summary(runs: list[str], split: str, names: dict[str, str]) -> None:
    """`tracelake compare`'s summary of the runs (one definition: :func:`pipelines.analysis.compare.compare`)."""
    from pipelines.analysis.compare import compare  # noqa: PLC0415

    done = w.remembered(compare, runs, split=split, every_run_has_split=False)
    table = pd.DataFrame([{k: row.get(k) for k in SUMMARY} for row in done.summary])
    st.caption(f"As `tracelake compare` gives it ({w.md(split)} split): the threshold step is the first whose "
               "mean reward reaches 0.5; the zero-advantage share, of groups with no reward spread.")  # fmt: skip
    st.dataframe(table, hide_index=True, width="stretch")


def _distributions(runs: list[str], split: str, names: dict[str, str]) -> None:
    """Each run's rewards and response lengths at one step, side by side as histograms."""
    steps = sorted(set.intersection(*(set(q.steps(w.con(), run, split)) for run in runs)))
    if not steps:
        return
    with st.expander("Rewards and lengths at a step, run by run"):
        step = st.select_slider("Step", steps, value=steps[-1], key="hist_step")
        values = q.step_distributions(w.con(), runs, split, step)
        values["run"] = values["run_id"].map(names)
        columns = st.columns(2)
        lengths = "response length (tokens where counted, else characters)"
        for column, (field, title) in zip(columns, (("reward", "reward"), ("length", lengths))):
            shown = values[values[field].notna()]
            if shown.empty:
                column.caption(f"No {title} at step {step}.")
                continue
            chart = {
                "mark": {"type": "bar", "opacity": 0.6, "binSpacing": 0}, "height": 220,
                "encoding": {"x": charts.field(f"{field}:Q", bin={"maxbins": 30}, title=title),
                             "y": {"aggregate": "count", "type": "quantitative", "stack": None, "title": "trajectories"},
                             "color": charts.field("run:N", scale=w.run_colors(runs), legend={"orient": "bottom"})},
            }  # fmt: skip
            charts.show(chart, shown[[field, "run"]], into=column, width="stretch")


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
