"""Search: text anywhere in every run's trajectories (prompts, responses, tool calls, tool
outputs), filters, counts per run and per step; each match opens at its turn, highlighted;
what was found can be labelled and exported."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from pipelines.explore import charts
from pipelines.explore import widgets as w
from pipelines.explore.queries import labels as ql
from pipelines.explore.queries import search as qs

LISTED = 200  # the matches read and remembered, shown a page at a time (w.link_table)


def search_page() -> None:
    st.header("Search")
    ids = w.run_ids()
    if not ids:
        st.info("The lake has no runs yet.")
        return
    search, order = _asked()
    if not search.narrows:
        st.info(
            "Type text to find, or set a filter: every run's trajectories are searched (or the runs picked in the sidebar)."
        )
        return
    index = w.search_index(search.runs) if search.text else None
    note = w.search_index_note() if search.text and index is None else None
    if note:
        st.caption(note)
    tally = w.remembered(qs.counts, search, index=index)
    runs = tally.per_run.to_pylist()
    where = f"in {w.count(len(runs), 'run', 'runs')}" if runs else ""
    st.markdown(f"**{w.count(tally.total, 'trajectory found', 'trajectories found')}** {where}")
    if not tally.total:
        return
    per_run, per_step = st.columns([2, 3])
    with per_run:
        st.dataframe(
            [{"run": r["run_name"], "found": r["matches"], "of": r["searched"], "share": r["matches"] / r["searched"]}
             for r in runs],
            hide_index=True, width="stretch",
            column_config={"share": st.column_config.ProgressColumn("share", format="percent", min_value=0, max_value=1)},
        )  # fmt: skip
    with per_step:
        _by_step(tally)
    listed = w.remembered(qs.matches, search, order=order, limit=LISTED, tally=tally, index=index)
    shown = listed.to_pylist()
    st.caption(f"the first {len(shown):,} by {order.value}" if tally.total > len(shown) else f"by {order.value}")
    w.link_table(
        ["", "run", "step", "reward", "length", "found in", "text", "labels"],
        [[("open", _link(m, search.text)), m["run_name"], m["step"], m["reward"], m["length"], _where(m),
          " ".join(m["snippet"].split())[:120], ", ".join(m["labels"])] for m in shown],
        links=1, key=f"found:{search!r}:{order.value}",
    )  # fmt: skip
    labelling, exporting = st.columns(2)
    with labelling:
        _label_panel(search, tally.total)
    with exporting:
        w.export_panel(search, f"Export the {tally.total:,} found", "tracelake-found")


def _asked() -> tuple[qs.Search, qs.Order]:
    """The search the page's widgets (bound to the address) describe."""
    text = st.text_input("Text in prompts, responses, tool calls and tool outputs", key="text", bind="query-params")
    tools, tags = w.remembered(qs.tool_names), ql.tags(w.con()).column("tag").to_pylist()
    asked = st.query_params.get("pattern")  # a link from Patterns may name a source's own kind
    kinds = [*qs.PATTERNS, *([asked] if asked and asked not in ("any", *qs.PATTERNS) else [])]
    # In a popover, not an expander: a closed expander's twelve widgets are drawn all the same,
    # a closed popover's when it opens (the Search page's fresh load 0.1 s sooner, six each).
    with st.popover("Filters"):
        row = st.columns(4)
        split = row[0].selectbox("Split", ["any", "train", "val"], key="split", bind="query-params")
        first = row[1].number_input("From step", value=None, step=1, key="from", bind="query-params")
        last = row[2].number_input("To step", value=None, step=1, key="to", bind="query-params")
        order = row[3].selectbox("Order", [o.value for o in qs.Order], key="order", bind="query-params")
        row = st.columns(4)
        low = row[0].number_input("Reward at least", value=None, key="rmin", bind="query-params")
        high = row[1].number_input("Reward at most", value=None, key="rmax", bind="query-params")
        short = row[2].number_input("Length at least", value=None, step=1, key="lmin", bind="query-params")
        long = row[3].number_input("Length at most", value=None, step=1, key="lmax", bind="query-params")
        row = st.columns(4)
        tool = row[0].selectbox("Tool", ["any", *tools], key="tool", bind="query-params")
        label = row[1].selectbox("Label", ["any", *tags], key="label", bind="query-params")
        pattern = row[2].selectbox("Failure pattern", ["any", *kinds], key="pattern", bind="query-params")
        errors = st.checkbox("Only where a tool call failed or the status is an error", key="errors",
                             bind="query-params")  # fmt: skip
    picked = w.picked_runs()
    st.caption(
        f"searching {w.count(len(picked), 'run', 'runs')} picked in the sidebar" if picked else "searching every run"
    )
    search = qs.Search(
        text=text or "", runs=tuple(picked), split=None if split == "any" else split,
        first_step=None if first is None else int(first), last_step=None if last is None else int(last),
        min_reward=low, max_reward=high, min_length=None if short is None else int(short),
        max_length=None if long is None else int(long), tool=None if tool == "any" else tool,
        has_error=bool(errors), label=None if label == "any" else label,
        pattern=None if pattern == "any" else pattern,
    )  # fmt: skip
    return search, qs.Order(order)


# Runs the per-step chart draws, those with the most found: at 50 runs it was a blob of 10,000
# points that took Chromium a second to draw.
CHARTED_RUNS = 10


def _by_step(tally: qs.Counts) -> None:
    runs = tally.per_run.to_pylist()
    charted = {r["run_id"] for r in sorted(runs, key=lambda r: -r["matches"])[:CHARTED_RUNS]}
    steps = [r for r in tally.per_step.to_pylist() if r["run_id"] in charted]
    data = [{"run": r["run_name"], "step": r["step"], "share": r["matches"] / r["searched"], "found": r["matches"]}
            for r in steps]  # fmt: skip
    if len({d["step"] for d in data}) < 2:
        return
    chart = {
        "mark": {"type": "line", "point": len(data) <= 300}, "height": 220,
        "title": "share of each step's trajectories found",
        "encoding": {"x": charts.field("step:Q", axis={"format": "d"}), "y": charts.field("share:Q", axis={"format": "%"}),
                     "color": charts.field("run:N", scale=w.run_colors([r["run_id"] for r in steps])),
                     "tooltip": [charts.field("run:N"), charts.field("step:Q"), charts.field("found:Q"),
                                 charts.field("share:Q", format=".1%")]},
    }  # fmt: skip
    charts.show(chart, pd.DataFrame(data), width="stretch")
    if len(runs) > len(charted):
        st.caption(f"The {len(charted)} runs with the most found, of {len(runs)}.")


def _where(match: dict[str, Any]) -> str:
    if match["found_in"] == "turn":
        tool = f" {match['turn_tool']}" if match["turn_tool"] else ""
        return f"turn {match['turn']} ({match['turn_role']}{tool})"
    return str(match["found_in"] or "")


def _link(match: dict[str, Any], text: str) -> str:
    """The match in the Rollouts page, at its turn, the text marked."""
    at = {"turn": str(match["turn"])} if match["turn"] is not None else {}
    return w.link("rollouts", runs=[match["run_name"]], run=match["run_name"], split=match["split"],
                  step=str(match["step"]), traj=match["trajectory_id"], hl=text, **at)  # fmt: skip


def _label_panel(search: qs.Search, total: int) -> None:
    with st.form("label_found", border=True):
        st.markdown(f"**Label the {total:,} found**")
        st.caption("one label on each, in one commit; to label a few, open each and label it there")
        tag = st.text_input("Tag", placeholder="reward hacking", key="label_tag")
        note = st.text_input("Note", key="label_note")
        asked = st.form_submit_button(f"Label all {total:,}")
    if not asked:
        return
    if not (tag or "").strip():
        st.warning("A label needs a tag.")
        return
    targets = ql.targets_of(qs.matching_ids(w.con(), search))
    changed = w.write_labels(targets, tag, note=note or None)
    st.success(f"labelled {w.count(changed, 'trajectory', 'trajectories')} {tag.strip()!r}"
               f" ({len(targets) - changed:,} had it already)")  # fmt: skip


search_page()
