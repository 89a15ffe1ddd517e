"""Side by side: two trajectories (the same prompt in two runs or steps, or two samples of one
group), turns aligned and the words that differ marked, rewards and lengths beside them; then
the group lens: for the prompt, every run's and step's whole group side by side."""

from __future__ import annotations

import html
from typing import Any

import streamlit as st

from pipelines.explore import widgets as w
from pipelines.explore.queries import side as qs


def side_page() -> None:
    st.header("Side by side")
    ids = w.run_ids()
    if not ids:
        st.info("The lake has no runs yet.")
        return
    row = st.columns(2)
    run_a = ids[row[0].selectbox("Run A", list(ids), key="a_run", bind="query-params")]
    a_id = row[1].text_input(
        "Trajectory A", key="a", bind="query-params", placeholder="a trajectory id (Rollouts, Search)"
    )
    if not a_id:
        st.info(
            "Open a trajectory from Rollouts, Search or Patterns and choose **Compare side by side**, or give its id."
        )
        return
    a = qs.shown(w.con(), run_a, a_id.strip())
    if a is None:
        st.warning(f"Run {w.md(w.name_of(run_a))} has no trajectory {w.md(a_id)}.")
        return
    lens = qs.group_lens(w.con(), run_a, a_id.strip())
    choices = _others(a, lens, qs.group_mates(w.con(), run_a, a_id.strip()).to_pylist())
    if not choices:
        st.info("No other trajectory answered this prompt, and it has no group mates: nothing to put beside it.")
        return
    labels = list(choices)
    picked = st.selectbox("Trajectory B", labels, key="b", bind="query-params",
                          help="the same prompt in another run or step, or another sample of its group")  # fmt: skip
    run_b, b_id = choices[picked or labels[0]]
    b = qs.shown(w.con(), run_b, b_id)
    if b is None:
        return
    _facts(a, b)
    _turns(a, b)
    _lens(lens)


def _others(a: qs.Shown, lens: Any, mates: list[dict[str, Any]]) -> dict[str, tuple[str, str]]:
    """What can stand beside A, labelled for a picker: its group mates first, then the same
    prompt's samples elsewhere (best of each group first)."""
    me = a.facts["trajectory_id"]
    found: dict[str, tuple[str, str]] = {}
    for mate in mates:
        found[f"this group · sample {mate['sample_index']} · reward {w.number(mate['reward'])} · {mate['trajectory_id']}"] = (
            a.facts["run_id"], mate["trajectory_id"])  # fmt: skip
    for group in lens.to_pylist() if lens.num_rows else []:
        for sample in group["samples_best_first"]:
            if sample["trajectory_id"] == me or (group["run_id"], sample["trajectory_id"]) in found.values():
                continue
            label = (f"{group['run_name']} · step {group['step']} · reward {w.number(sample['reward'])}"
                     f" · {sample['trajectory_id']}")  # fmt: skip
            found[label] = (group["run_id"], sample["trajectory_id"])
    return found


def _facts(a: qs.Shown, b: qs.Shown) -> None:
    for column, one, name in zip(st.columns(2), (a, b), ("A", "B")):
        f = one.facts
        with column:
            st.markdown(
                f"**{name}: {w.md(f['run_name'])}**, step {f['step']} ({w.md(f['split'])}) · `{f['trajectory_id']}`"
            )
            facts = st.columns(4)
            facts[0].metric("Reward", w.number(f["reward"]))
            facts[1].metric("Length", f"{f['length'] or 0:,}", help="tokens where counted, else characters")
            facts[2].metric("Turns", f["num_turns"])
            facts[3].metric("Status", f["status"] or "-")


def _turns(a: qs.Shown, b: qs.Shown) -> None:
    pairs = qs.aligned(a, b)
    same = sum(1 for x, y in pairs if x and y and x["content"] == y["content"])
    st.caption(f"{len(pairs)} aligned turns, {same} the same in both; the words that differ are marked")
    for left, right in pairs:
        marked = qs.word_diff(left["content"] if left else None, right["content"] if right else None)
        for column, turn, pieces in zip(st.columns(2), (left, right), marked):
            with column:
                if turn is None:
                    st.caption("(no such turn)")
                    continue
                tool = f" · {w.md(turn['tool_name'])}" if turn["tool_name"] else ""
                st.markdown(f"**{w.md(turn['role'])}** · turn {turn['turn_index']}{tool}")
                body = "".join(f"<mark>{html.escape(t)}</mark>" if differs and t.strip() else html.escape(t)
                               for t, differs in pieces)  # fmt: skip
                st.markdown(f'<pre style="white-space: pre-wrap">{body}</pre>', unsafe_allow_html=True)


def _lens(lens: Any) -> None:
    st.subheader("The group lens: this prompt's groups, every run and step")
    if not lens.num_rows:
        return
    groups = lens.to_pylist()
    st.caption(f"{w.count(len(groups), 'group', 'groups')} answered this prompt; best mean reward first (A's own on top). "
               "Zero variance: every sample the same reward, so GRPO's advantages are 0 and the group teaches nothing.")  # fmt: skip
    st.dataframe(
        [{"run": g["run_name"], "step": g["step"], "split": g["split"], "samples": g["samples"],
          "mean": g["mean_reward"], "std": g["reward_std"], "min": g["min_reward"], "max": g["max_reward"],
          "zero variance": g["zero_variance"], "rewards, best first": [s["reward"] for s in g["samples_best_first"]]}
         for g in groups],
        hide_index=True, width="stretch",
    )  # fmt: skip
    shown = groups[:6]
    for column, group in zip(st.columns(len(shown)), shown):
        with column:
            st.markdown(f"**{w.md(group['run_name'])}** · step {group['step']}")
            for s in group["samples_best_first"]:
                link = w.link("rollouts", runs=[group["run_name"]], run=group["run_name"], split=group["split"],
                              step=str(group["step"]), traj=s["trajectory_id"])  # fmt: skip
                w.go(f"{w.number(s['reward'])} · adv {w.number(s['advantage'])} · len {s['length'] or 0:,}", link)


side_page()
