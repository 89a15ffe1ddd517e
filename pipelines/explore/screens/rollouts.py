"""Rollouts: any run and step, filtered, sorted and searched; a trajectory with its turns, rewards,
labels, timeline and the same prompt elsewhere in the lake. Opened from a search (``turn``,
``hl`` in the address), the turn the text was found in comes first, the text marked."""

from __future__ import annotations

import json
from typing import Any

import pandas as pd
import streamlit as st

from pipelines.explore import charts
from pipelines.explore import queries as q
from pipelines.explore import widgets as w
from pipelines.explore.queries import labels as ql
from pipelines.explore.queries import timeline as qt
from pipelines.explore.queries import tokens as qk

# Trajectories with the same prompt linked under a trajectory, a page at a time (a table of
# links, each row a row of elements: 50 of them took 0.35 s of the page's first visit).
LINKED_A_PAGE = 20
# A turn longer than this shows its start, the whole of it in an expander (a 40,000-character
# tool output pushed the turns after it screens away).
LONG_TURN, SHOWN_OF_LONG = 3000, 1200


def rollouts_page() -> None:
    st.header("Rollouts")
    ids = w.run_ids()
    if not ids:
        st.info("The lake has no runs yet.")
        return
    run_id, split, step, (beside,) = w.run_split_step(ids, allow_all=True, more=1)
    with beside:
        order = st.selectbox("Sort", [o.value for o in q.Order], key="sort", bind="query-params")
    text_column, label_column = st.columns([3, 1])
    text = text_column.text_input("Search prompts and responses", key="q", bind="query-params")
    tags = ["any", *ql.tags(w.con()).column("tag").to_pylist()]
    label = label_column.selectbox("Label", tags, key="label", bind="query-params")
    bounds = st.columns(4)
    min_reward = bounds[0].number_input("Reward at least", value=None, key="rmin", bind="query-params")
    max_reward = bounds[1].number_input("Reward at most", value=None, key="rmax", bind="query-params")
    min_length = bounds[2].number_input("Length at least", value=None, step=1, key="lmin", bind="query-params")
    max_length = bounds[3].number_input("Length at most", value=None, step=1, key="lmax", bind="query-params")
    where = q.RolloutFilter(
        run_id, split, step, min_reward, max_reward,
        None if min_length is None else int(min_length), None if max_length is None else int(max_length),
        text, q.Order(order), None if label == "any" else label,
    )  # fmt: skip
    # One query gives the page's rows and the count (a window over the matches), so the page
    # asked for is read before its input is drawn. A page past the last (other filters) has no
    # row to carry the count: the first page is asked for instead.
    page = w.rows_page_asked()
    total, rows = w.remembered(q.rollouts, where, offset=(page - 1) * q.ROLLOUTS_PAGE)
    if page > 1 and rows.empty:
        page, st.session_state["page"] = 1, 1
        total, rows = w.remembered(q.rollouts, where, offset=0)
    pages = max(1, -(-total // q.ROLLOUTS_PAGE))
    if pages > 1:
        page = int(st.number_input(f"Page (of {pages:,})", min_value=1, max_value=pages, value=1, step=1, key="page",
                                   bind="query-params"))  # fmt: skip
    matched = w.count(total, "trajectory matches", "trajectories match")
    first = (page - 1) * q.ROLLOUTS_PAGE
    side = st.toggle("Side pane", value=True, key="pane", bind="query-params",
                     help="the trajectory beside the rows, J and K for the next and previous")  # fmt: skip
    rows_at, pane = st.columns([2, 3]) if side else (st.container(), st.container())
    with rows_at:
        st.markdown(
            f"**{matched}**" + (f" (rows {first + 1:,}-{first + len(rows):,} shown)" if total > len(rows) else "")
        )
        st.dataframe(rows, hide_index=True, width="stretch", key="rows", on_select=_open_selected_row,
                     selection_mode="single-row", height=min(36 * (len(rows) + 1) + 3, 36 * 25))  # fmt: skip
    listed = list(rows.trajectory_id)
    st.session_state["_rows"] = list(listed)  # what a selected row of the table is
    # The open trajectory lives in the address (`traj`), managed here rather than by a bound
    # widget: a link's trajectory must open however the page's first runs interleave. It stays
    # open while the filters let it through, listed or not; other filters open their first row.
    wanted = st.query_params.get("traj")
    if wanted and wanted not in listed and q.rollout_count(w.con(), where, only=wanted):
        listed.insert(0, wanted)
    if not listed:
        return
    current = wanted if wanted in listed else listed[0]
    # A picker per filter and trajectory opened: a new one starts at the address's trajectory (a
    # picker kept across a Next held its old value in the browser and sent it back).
    picker = f"traj:{where}:{current}"
    st.session_state["_picker"] = picker
    with pane:
        pick, back, on = st.columns([5, 2, 2], vertical_alignment="bottom")
        trajectory_id = pick.selectbox(
            "Open trajectory (or pick a row)", listed, index=listed.index(current), key=picker
        )
        at = listed.index(trajectory_id)
        back.button("Previous", key="previous", shortcut="k", on_click=_open, args=(listed[at - 1] if at else None,),
                    disabled=at == 0, width="stretch")  # fmt: skip
        on.button("Next", key="next", shortcut="j", on_click=_open,
                  args=(listed[at + 1] if at + 1 < len(listed) else None,), disabled=at + 1 >= len(listed),
                  width="stretch")  # fmt: skip
        if trajectory_id != wanted:
            st.query_params["traj"] = trajectory_id
        show_trajectory(run_id, trajectory_id)


def _open_selected_row() -> None:
    chosen = st.session_state["rows"].selection.rows
    if chosen:
        _open(st.session_state["_rows"][chosen[0]])


def _open(trajectory_id: str | None) -> None:
    """Open a trajectory of the rows (a row picked, the next or previous one)."""
    if trajectory_id is not None:
        st.query_params["traj"] = trajectory_id
        st.session_state.pop(st.session_state["_picker"], None)  # the picker starts there again


def show_trajectory(run_id: str, trajectory_id: str) -> None:
    row = q.trajectory(w.con(), run_id, trajectory_id)
    if row is None:
        st.warning(f"No trajectory {w.md(trajectory_id)} in run {w.md(run_id)}.")
        return
    st.subheader(f"Trajectory {w.md(trajectory_id)}")
    facts = [*st.columns(3), *st.columns(3)]  # two rows: six side by side cut a reward to "-0.…" in the pane
    facts[0].metric("Reward", w.number(row["reward"]))
    facts[1].metric("Step", row["step"])
    facts[2].metric("Turns", row["num_turns"])
    facts[3].metric("Response", f"{row['response_tokens'] or row['response_chars'] or 0:,}",
                    help="tokens where counted, else characters")  # fmt: skip
    facts[4].metric("Status", row["status"] or "-")
    facts[5].metric("Sample", "-" if row["sample_index"] is None else row["sample_index"])
    where = f"{row['source_file']}" + (f", line {row['source_line']}" if row["source_line"] is not None else "")
    st.caption(f"group {w.md(row['group_id'] or '-')} · from {w.md(where)}")
    _labels(run_id, row)
    side = w.link("side", a_run=w.name_of(run_id), a=trajectory_id)
    w.go("Compare side by side with the same prompt elsewhere, or a sample of its group", side)
    expected = _expected(row["extra"])
    if expected is not None:  # an evaluation's target answer: what the scores above were against
        st.markdown(f"**Expected** ({w.md(expected[0])})")
        st.text(expected[1])
    rewards = q.trajectory_rewards(w.con(), run_id, trajectory_id)
    if not rewards.empty:
        st.dataframe(rewards, hide_index=True)
    turns = q.turns(w.con(), run_id, trajectory_id)
    if turns.empty:  # a single-turn source: the prompt and the response are the conversation
        turns = pd.DataFrame(
            [
                {"turn_index": 0, "role": "user", "content": row["prompt"]},
                {"turn_index": 1, "role": "assistant", "content": row["response"]},
            ]  # fmt: skip
        )
    needle = st.query_params.get("hl") or ""
    at = _turn_asked(turns)
    if at is not None:  # opened at a turn (a search's match, a pattern's example): that turn first
        st.markdown(f"**The turn found** (turn {at['turn_index']}; the whole trajectory follows)")
        _show_turn(at, needle)
        st.divider()
    _timeline(run_id, trajectory_id)
    _token_lane(run_id, trajectory_id)
    for turn in _records(turns):
        _show_turn(turn, needle)
    if row["extra"]:
        with st.expander("Source fields not in a column (extra)"):
            st.code(row["extra"], language="json")
    others = w.remembered(q.same_prompt, run_id, trajectory_id, limit=q.SAME_PROMPT_LISTED + 1)  # one more: any more?
    st.subheader("The same prompt elsewhere")
    if others.empty:
        st.caption("No other trajectory in the lake has this exact prompt.")
        return
    found = w.count(len(others), "other trajectory", "other trajectories")
    if len(others) > q.SAME_PROMPT_LISTED:
        others = others.head(q.SAME_PROMPT_LISTED)
        found = f"More than {q.SAME_PROMPT_LISTED:,} other trajectories (the first {q.SAME_PROMPT_LISTED:,} listed)"
    st.caption(f"{found} with this exact prompt: this run's first, then by run and step")
    w.link_table(
        ["", "run", "split", "step", "reward", "length"],
        [[("open", w.link("rollouts", runs=[o["run_name"]], run=o["run_name"], split=o["split"], step=str(o["step"]),
                          traj=o["trajectory_id"])), o["run_name"], o["split"], o["step"], o["reward"], o["length"]]
         for o in others.to_dict("records")],
        links=1, key=f"same_prompt:{run_id}:{trajectory_id}", per_page=LINKED_A_PAGE,
    )  # fmt: skip


_AVATARS = {"system": ":material/settings:", "tool": ":material/build:"}
# Where the sources keep the answer a trajectory was scored against (in ``extra``): Inspect's and
# lm-eval's target, ROLL's ground truth, verifiers' answer.
_EXPECTED = ("target", "ground_truth", "answer")


def _expected(extra: str | None) -> tuple[str, str] | None:
    try:
        fields = json.loads(extra) if extra else {}
    except ValueError:
        return None
    for key in _EXPECTED:
        value = fields.get(key) if isinstance(fields, dict) else None
        if value not in (None, "", []):
            return key, value if isinstance(value, str) else json.dumps(value)
    return None


def _turn_asked(turns: pd.DataFrame) -> dict[str, Any] | None:
    asked = st.query_params.get("turn")
    if not asked or not asked.isdigit():
        return None
    chosen = _records(turns[turns.turn_index == int(asked)])
    return chosen[0] if chosen else None


def _records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """A frame's rows by column name (its columns are the query's, names all)."""
    return [{str(name): value for name, value in row.items()} for row in frame.to_dict("records")]


def _labels(run_id: str, row: dict[str, Any]) -> None:
    """The trajectory's labels, each with its note and who put it there; a form to add one, a
    button to take each off (the explorer's one write: :mod:`pipelines.lake.labels`)."""
    trajectory_id = row["trajectory_id"]
    present = ql.of_trajectory(w.con(), run_id, trajectory_id).to_pylist()
    target = [ql.Target(run_id, int(row["step"]), str(row["split"]), trajectory_id)]
    if present:
        for i, label in enumerate(present):
            shown, off = st.columns([6, 1])
            note = f": {w.md(label['note'])}" if label["note"] else ""
            shown.markdown(f":material/label: **{w.md(label['tag'])}**{note} · {w.md(label['author'])}, "
                           f"{label['labelled_at']:%Y-%m-%d %H:%M}")  # fmt: skip
            if off.button("Take off", key=f"unlabel-{i}-{label['tag']}"):
                w.write_labels(target, label["tag"], remove=True)
                st.rerun()
    with st.form(f"label-{trajectory_id}", clear_on_submit=True, border=False):
        tag_column, note_column, go = st.columns([2, 4, 1], vertical_alignment="bottom")
        tag = tag_column.text_input("New label", placeholder="reward hacking", key="new_tag")
        note = note_column.text_input("Note", placeholder="what you noticed", key="new_note")
        if go.form_submit_button("Add label") and (tag or "").strip():
            w.write_labels(target, tag, note=note or None)
            st.rerun()


def _timeline(run_id: str, trajectory_id: str) -> None:
    """The trajectory's turns on a time axis, where its source timed them."""
    basis, rows = qt.timeline(w.con(), run_id, trajectory_id)
    if basis is None:
        return
    with st.expander(
        f"Timeline ({'from the turns’ timestamps' if basis == 'timestamps' else 'turn latencies, one after another'})"
    ):
        data = [r for r in rows.to_pylist() if r["start_s"] is not None]
        for r in data:
            r["what"] = r["role"] + (f" · {r['tool_name']}" if r["tool_name"] else "")
            r["end_s"] = max(r["end_s"] if r["end_s"] is not None else r["start_s"], r["start_s"] + 0.05)
        chart = {
            "mark": "bar", "height": max(160, 18 * len(data)),
            "encoding": {"x": charts.field("start_s:Q", title="seconds from the first turn"), "x2": charts.field("end_s"),
                         "y": charts.field("turn_index:O", title="turn"), "color": charts.field("what:N", title="turn"),
                         "tooltip": [charts.field("turn_index:O"), charts.field("what:N"),
                                     charts.field("latency_s:Q", format=".2f"), charts.field("status:N"),
                                     charts.field("start_s:Q", format=".2f"), charts.field("end_s:Q", format=".2f")]},
        }  # fmt: skip
        charts.show(chart, pd.DataFrame(data), width="stretch")


def _token_lane(run_id: str, trajectory_id: str) -> None:
    """The trajectory's tokens, each with the log-probabilities and advantage its source gave,
    where the token lane was kept (``--keep-tokens``)."""
    rows = qk.token_figures(w.con(), run_id, trajectory_id)
    if not rows.num_rows:
        return
    data = rows.to_pylist()
    for r in data:
        r["figure"] = qk.FIGURES[r["figure"]]
    tokens = len({r["position"] for r in data})
    trained = len({r["position"] for r in data if r["trained"]})
    with st.expander(f"Tokens ({tokens:,}, {trained:,} trained on): log-probabilities and advantage, token by token"):
        chart = {
            "mark": {"type": "line", "strokeWidth": 1}, "height": 260,
            "encoding": {"x": charts.field("position:Q", title="token"), "y": charts.field("value:Q", title=None),
                         "color": charts.field("figure:N", title=None, legend={"orient": "bottom"}),
                         "tooltip": [charts.field("position:Q"), charts.field("turn_index:O"), charts.field("trained:N"),
                                     charts.field("figure:N"), charts.field("value:Q", format=".4f")]},
        }  # fmt: skip
        charts.show(chart, pd.DataFrame(data), width="stretch")
        st.caption("From the `tokens` table: `tracelake sql \"FROM token_lane('<id>')\"` gives every token.")


def _show_turn(turn: dict[str, Any], needle: str = "") -> None:
    role = str(turn["role"])
    with st.chat_message(role if role in ("user", "assistant") else "ai", avatar=_AVATARS.get(role)):
        details = [f"**{w.md(role)}**", f"turn {turn['turn_index']}"]
        if isinstance(turn.get("tool_name"), str):
            details.append(f"tool {w.md(turn['tool_name'])}")
        if pd.notna(turn.get("tool_calls")) and turn.get("tool_calls"):
            details.append(f"{int(turn['tool_calls'])} tool call(s)")
        if pd.notna(turn.get("content_tokens")) and turn.get("content_tokens") is not None:
            details.append(f"{int(turn['content_tokens']):,} tokens")
        if pd.notna(turn.get("latency_s")) and turn.get("latency_s") is not None:
            details.append(f"{turn['latency_s']:.2f} s")
        rewards = turn.get("rewards")
        if isinstance(rewards, dict) and rewards:
            details.append("rewards " + ", ".join(f"{w.md(k)} = {w.number(v)}" for k, v in rewards.items()))
        if isinstance(turn.get("tool_call_id"), str):
            details.append(f"answers {w.md(turn['tool_call_id'])}")
        st.markdown(" · ".join(details))
        if isinstance(turn.get("reasoning"), str) and turn["reasoning"]:
            with st.expander(f"Reasoning ({len(turn['reasoning']):,} characters)"):
                st.text(w.readable(turn["reasoning"]))
        content = turn["content"] if isinstance(turn["content"], str) else ""
        if needle and needle.lower() in content.lower():
            st.markdown(w.highlighted(content, needle), unsafe_allow_html=True)  # escaped: only <mark> is markup
        elif len(content) > LONG_TURN:  # its start, the whole of it one click away
            st.text(w.readable(content[:SHOWN_OF_LONG]) + " …")
            with st.expander(f"The whole turn ({len(content):,} characters)"):
                st.text(w.readable(content))
        else:
            st.text(w.readable(content))
        for call in _calls(turn.get("calls")):
            st.code(call, language="python", wrap_lines=True)


def _calls(text: object) -> list[str]:
    """A turn's tool calls as a person reads them: ``name(arguments)``, the arguments as the
    model wrote them (JSON, indented when it parses), and the call's id."""
    try:
        calls = json.loads(text) if isinstance(text, str) and text else []
    except ValueError:
        return []
    shown = []
    for call in calls if isinstance(calls, list) else []:
        if not isinstance(call, dict):
            continue
        arguments = call.get("arguments")
        said = json.dumps(arguments, indent=2, ensure_ascii=False) if isinstance(arguments, (dict, list)) else str(
            arguments if arguments is not None else "")  # fmt: skip
        shown.append(f"{call.get('name') or '?'}({said})" + (f"  # {call['id']}" if call.get("id") else ""))
    return shown


rollouts_page()
