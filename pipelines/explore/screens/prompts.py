"""Prompts: which prompts a run learned, and when: the counts by status over training, a prompt
by step heat map of success (a cell opens that prompt's group at that step), and the prompts."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import charts
from pipelines.explore import widgets as w
from pipelines.explore.queries import why

STATUS_COLOURS = {"learned": "#2e7d32", "always": "#1565c0", "regressed": "#c62828", "never": "#757575"}


def prompts_page() -> None:
    st.header("Prompts")
    picked = w.run_and_split()
    if picked is None:
        return
    run_id, split = picked
    prompts = w.remembered(why.prompt_progress, run_id, split)
    if prompts.empty:
        st.info("No trajectory of this run and split has a prompt.")
        return
    counts = prompts.status.fillna("unknown").value_counts()
    st.caption("A step solves a prompt when at least half of its judged samples succeed. learned: the last step "
               "that saw it solved it, an earlier one did not; regressed: solved once, not at the last step that "
               "saw it.")  # fmt: skip
    for column, status in zip(st.columns(5), ("learned", "regressed", "never", "always", "unknown")):
        column.metric(status, f"{int(counts.get(status, 0)):,}")
    if counts.get("unknown"):
        st.warning(f"{int(counts['unknown']):,} prompts have no status: the run's rewards say no success for them.")
    over_time = w.remembered(why.status_by_step, run_id, split)
    if not over_time.empty:
        st.subheader("Prompts by status, as of each step")
        chart = {
            "mark": {"type": "line", "point": True}, "height": 260,
            "encoding": {"x": charts.field("step:Q", title="step"), "y": charts.field("prompts:Q", title="prompts"),
                         "color": charts.field("status:N", scale={"domain": list(STATUS_COLOURS),
                                                                  "range": list(STATUS_COLOURS.values())}),
                         "tooltip": [charts.field("step:Q"), charts.field("status:N"), charts.field("prompts:Q")]},
        }  # fmt: skip
        charts.show(chart, over_time, width="stretch")
    _heat_map(run_id, split)
    st.subheader("Every prompt")
    st.dataframe(prompts, hide_index=True, width="stretch")


def _heat_map(run_id: str, split: str) -> None:
    cells = w.remembered(why.prompt_heat, run_id, split)
    if cells.empty:
        return
    shown = cells.prompt_key.nunique()
    st.subheader("Success by prompt and step")
    st.caption(f"{shown} prompts (the most sampled, up to {why.HEAT_PROMPTS}), first solved first; "
               "click a cell to open that prompt's group at that step.")  # fmt: skip
    order = list(dict.fromkeys(cells.label + " · " + cells.prompt_key.str[-6:]))
    cells = cells.assign(prompt=cells.label + " · " + cells.prompt_key.str[-6:])
    chart = {
        "mark": "rect", "height": max(200, 14 * shown),
        "params": [{"name": "cell", "select": {"type": "point", "fields": ["prompt_key", "step"]}}],
        "encoding": {"x": charts.field("step:O", title="step"), "y": charts.field("prompt:N", sort=order, title=None),
                     "color": charts.field("success_rate:Q", title="success",
                                           scale={"domain": [0, 1], "scheme": "redyellowgreen"}),
                     "tooltip": [charts.field("prompt:N"), charts.field("status:N"), charts.field("step:Q"),
                                 charts.field("success_rate:Q", format=".0%")]},
    }  # fmt: skip
    drawn = cells[["prompt_key", "step", "prompt", "status", "success_rate"]]
    event = charts.show(chart, drawn, width="stretch", on_select="rerun", key="heat")
    chosen = (event.get("selection") or {}).get("cell") or []
    if not chosen:
        return
    key, step = chosen[0].get("prompt_key"), chosen[0].get("step")
    cell = cells[(cells.prompt_key == key) & (cells.step == step)]
    if cell.empty:
        return
    group, name = cell.group_id.iloc[0], w.name_of(run_id)
    if isinstance(group, str):
        w.go(
            f"Open this prompt's group at step {step}",
            w.link("groups", run=name, split=split, step=str(step), group=group),
        )
    else:
        w.go(f"Open step {step}'s rollouts (the source names no prompt group)",
             w.link("rollouts", run=name, split=split, step=str(step)))  # fmt: skip


prompts_page()
