"""Patterns: the runs' trajectories grouped by what they have in common (a failed tool call and
its error, the status, a length cap, a repeated call, an empty answer, a wrong but well-formed
answer), their share over steps, the trend in words, and examples that open at the turn; an
optional judge; a step's tool latencies by tool."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pandas as pd
import streamlit as st

from pipelines.analysis.messages import records_of
from pipelines.errors import UserError
from pipelines.explore import charts
from pipelines.explore import judge as judges
from pipelines.explore import widgets as w
from pipelines.explore.queries import patterns as qp
from pipelines.explore.queries import timeline as qt

EXAMPLES = 50


def patterns_page() -> None:
    st.header("Patterns")
    runs = w.runs_to_show()
    if not runs:
        return
    row = st.columns(4)
    split = row[0].radio("Split", ["any", "train", "val"], horizontal=True, key="split", bind="query-params")
    first = row[1].number_input("From step", value=None, step=1, key="from", bind="query-params")
    last = row[2].number_input("To step", value=None, step=1, key="to", bind="query-params")
    by_detail = row[3].toggle("A row per detail (tool, error text)", value=True, key="detail_rows", bind="query-params")
    found = w.remembered(qp.pattern_rows, runs).within(
        None if split == "any" else split, None if first is None else int(first), None if last is None else int(last)
    )
    summary = qp.summary(found, by_detail=by_detail)
    if not summary:
        st.info("No failure pattern in these trajectories: no failed tool call, no status, no length cap, no "
                "repeated call, no empty or wrong well-formed answer, no answer its grader cannot read.")  # fmt: skip
        _tool_latencies(runs)
        return
    total = sum(found.totals.column("trajectories").to_pylist())
    st.markdown(f"**{w.count(len(summary), 'pattern', 'patterns')}** in {w.count(total, 'trajectory', 'trajectories')}"
                f" of {w.count(len(runs), 'run', 'runs')}")  # fmt: skip
    st.dataframe(
        [{"pattern": p.pattern, "detail": p.detail or "", "trajectories": p.trajectories, "share": p.share,
          "trend over steps": p.trend, "steps": p.steps, "first step": p.first_step, "last step": p.last_step}
         for p in summary],
        hide_index=True, width="stretch", key="picked_pattern", on_select="rerun", selection_mode="single-row",
        column_config={"share": st.column_config.ProgressColumn("share", format="percent", min_value=0, max_value=1),
                       "detail": st.column_config.TextColumn("detail", width="medium"),
                       "trend over steps": st.column_config.TextColumn("trend over steps", width="large")},
    )  # fmt: skip
    chosen = _chosen(summary)
    st.subheader(f"{chosen.pattern}" + (f": {chosen.detail}" if chosen.detail else ""))
    st.markdown(f"{w.count(chosen.trajectories, 'trajectory', 'trajectories')}, {chosen.share:.1%} of those looked "
                f"at; {w.md(chosen.trend)}")  # fmt: skip
    rows = qp.rows_of(found, chosen.pattern, chosen.detail, any_detail=not by_detail)
    _over_steps(qp.by_step(qp.PatternRows(rows, found.totals)))
    search = w.link("search", runs=[w.name_of(r) for r in runs], pattern=chosen.pattern,
                    **({"from": str(int(first))} if first is not None else {}),
                    **({"to": str(int(last))} if last is not None else {}))  # fmt: skip
    w.go("Search these: filter them further, label them, export them", search)
    examples = rows.slice(0, EXAMPLES).to_pylist()
    st.caption(f"examples (the first {len(examples)}), each opening at the turn it shows in")
    w.link_table(["", "run", "step", "turn", "detail"],
                 [[("open", _link(e)), e["run_name"], e["step"], e["turn"], e["detail"]] for e in examples], links=1)  # fmt: skip
    _judge(examples)
    _similar_failures(runs)
    _tool_latencies(runs)


def _similar_failures(runs: list[str]) -> None:
    """Failing answers that look alike, per run, clustered without a model (MinHash)."""
    from pipelines.analysis.failure_clusters import failure_clusters  # noqa: PLC0415 - numpy, for this section

    rows = []
    for run in runs[:10]:
        _, found = w.remembered(failure_clusters, run)
        rows += [{"run": w.name_of(run), "answers": c.size, "share": c.share, "steps": f"{c.first_step}-{c.last_step}",
                  "example": c.example} for c in found]  # fmt: skip
    if not rows:
        return
    st.subheader("Similar failing answers")
    st.caption("Failing answers of a run clustered by their word 3-grams (MinHash, numbers as one symbol), no model "
               "asked: the same wrong answer, the same canned reply, the same broken template.")  # fmt: skip
    st.dataframe(rows, hide_index=True, width="stretch",
                 column_config={"share": st.column_config.ProgressColumn("share", format="percent", min_value=0, max_value=1),
                                "example": st.column_config.TextColumn("example", width="large")})  # fmt: skip


def _chosen(summary: list[qp.Pattern]) -> qp.Pattern:
    """The pattern picked in the table (the address keeps it), else the most common."""
    rows = st.session_state["picked_pattern"].selection.rows if "picked_pattern" in st.session_state else []
    if rows:
        picked = summary[rows[0]]
        st.query_params["show"] = picked.pattern
        return picked
    wanted = st.query_params.get("show")
    return next((p for p in summary if p.pattern == wanted), summary[0])


def _over_steps(steps: Any) -> None:
    data = [{**r, "run": w.name_of(r["run_id"])} for r in steps.to_pylist()]
    if len({d["step"] for d in data}) < 2:
        return
    chart = {
        "mark": {"type": "line", "point": True}, "height": 260, "params": [charts.ZOOM],
        "encoding": {"x": charts.field("step:Q", axis={"format": "d"}),
                     "y": charts.field("share:Q", axis={"format": "%"}, title="share of the step's trajectories"),
                     "color": charts.field("run:N", scale=w.run_colors([d["run_id"] for d in data])),
                     "strokeDash": charts.field("split:N"),
                     "tooltip": [charts.field(f) for f in ("run:N", "split:N", "step:Q", "matches:Q", "trajectories:Q")]
                     + [charts.field("share:Q", format=".1%")]},
    }  # fmt: skip
    charts.show(chart, pd.DataFrame(data), width="stretch")


def _link(example: dict[str, Any]) -> str:
    at = {"turn": str(example["turn"])} if example["turn"] is not None else {}
    return w.link("rollouts", runs=[example["run_name"]], run=example["run_name"], split=example["split"],
                  step=str(example["step"]), traj=example["trajectory_id"], **at)  # fmt: skip


def _judge(examples: list[dict[str, Any]]) -> None:
    """The configured judge's verdicts on the examples, grouped (none is called unless configured)."""
    try:
        judge = judges.configured()
    except UserError as exc:
        st.warning(str(exc))
        return
    if judge is None:
        st.caption(f"An LLM judge can group these too: set {judges.JUDGE_VARIABLE}=module:function (docs/analysis.md).")
        return
    if not st.button(f"Ask the judge ({w.md(judge.name)}) about {min(len(examples), judges.MOST)} examples"):
        return
    by_run: dict[str, list[str]] = {}
    for e in examples[: judges.MOST]:
        by_run.setdefault(e["run_id"], []).append(e["trajectory_id"])
    sent = [r for run_id, ids in by_run.items() for r in records_of(w.con(), run_id, ids)]
    try:
        verdicts = judge.ask(sent)
    except UserError as exc:
        st.warning(str(exc))
        return
    st.dataframe([{"verdict": v, "trajectories": n} for v, n in Counter(verdicts).most_common()], hide_index=True)


def _tool_latencies(runs: list[str]) -> None:
    """A step's tool calls, by tool: how long they took and how many failed."""
    timed = [r for r in runs if qt.steps_with_latencies(w.con(), r)]
    if not timed:
        return
    st.subheader("Tool latency by tool, one step")
    row = st.columns(2)
    run_id = w.run_ids()[row[0].selectbox("Run", [w.name_of(r) for r in timed], key="latency_run", bind="query-params")]
    steps = qt.steps_with_latencies(w.con(), run_id)
    step = row[1].selectbox("Step", steps, index=len(steps) - 1, key="latency_step", bind="query-params")
    st.dataframe(qt.tool_latency_summary(w.con(), run_id, int(step)), hide_index=True, width="stretch")
    calls = qt.tool_latencies(w.con(), run_id, int(step)).to_pylist()
    chart = {
        "mark": {"type": "boxplot", "extent": "min-max"}, "height": max(120, 40 * len({c["tool_name"] for c in calls})),
        "encoding": {"x": charts.field("latency_s:Q", title="seconds", scale={"type": "symlog"}),
                     "y": charts.field("tool_name:N", title="tool")},
    }  # fmt: skip
    charts.show(chart, pd.DataFrame(calls), width="stretch")


patterns_page()
