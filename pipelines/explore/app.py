"""The explorer's Streamlit entry point (``tracelake explore`` runs it; ``streamlit run`` does
too, with ``$TRACELAKE_LAKE`` set): the sidebar's lake and shared run picker, then one screen of
``screens/`` (not ``pages/``: Streamlit would route a folder of that name itself, around this
script). Every widget that shapes a page is bound to the address (``bind="query-params"``), so a
link shows a colleague the same view. The questions are the fixed, parameterized queries of
:mod:`pipelines.explore.queries`, over one snapshot of the lake: live (the default), a new one is
taken as soon as the ledger has a new commit, looked for every few seconds, and the page runs
again on it; with Live off, "Reload the lake" takes one. Labels are read again whenever they change. Its one write is a label, through
:mod:`pipelines.lake.labels`.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from pathlib import Path

import duckdb
import streamlit as st
from streamlit.runtime.state.session_state_proxy import get_session_state

from pipelines.explore import read_ahead
from pipelines.explore import widgets as w
from pipelines.lake.lake import LakeError

SCREENS = Path(__file__).with_name("screens")


def _infinite(value: str) -> bool:
    try:
        return math.isinf(float(value))
    except ValueError:
        return False


def _forget_param(key: str) -> None:
    """Drop ``key`` from the address, and from the copy Streamlit seeds widgets from: it keeps
    the address as the run began apart (``_initial_query_params``), which deleting from
    ``st.query_params`` does not touch, so whether a widget still saw the value depended on how
    the session's first runs interleaved (in a browser, 1 page load in 3 or so on a busy machine)."""
    del st.query_params[key]
    with get_session_state().query_params() as params:
        initial = getattr(params, "_initial_query_params", None)
        if isinstance(initial, dict):
            initial.pop(key, None)


LIVE_SECONDS = 3  # how often a live page looks at the ledger's log (one listing)


@st.fragment(run_every=LIVE_SECONDS)
def _live_badge() -> None:
    """The newest step and how long ago it landed; when the lake has committed since this
    page's snapshot, the page runs again on the new one (its pickers and address kept)."""
    if w.follow_lake():
        st.rerun(scope="app")
    newest = w.newest_step()
    if newest is None:
        st.caption(":green[●] live · no step yet")
        return
    run, step, landed = newest
    st.caption(f":green[●] live · step {step:,} of {w.md(run)}, {_age(landed)} ago")


def _age(moment: datetime) -> str:
    seconds = max(0, int((datetime.now(UTC) - moment.astimezone(UTC)).total_seconds()))
    if seconds < 120:
        return f"{seconds} s"
    if seconds < 7200:
        return f"{seconds // 60} min"
    return f"{seconds // 3600} h" if seconds < 172_800 else f"{seconds // 86400} d"


def main() -> None:
    st.set_page_config(page_title="tracelake explorer", layout="wide")
    # Streamlit seeds a bound widget from the address and drops a value it cannot read, but an
    # integer input given an infinity (`from=1e999`) raises an OverflowError it does not catch.
    # No widget here means anything by an infinite value: it goes before any widget reads it.
    for key in [k for k in st.query_params if any(_infinite(v) for v in st.query_params.get_all(k))]:
        _forget_param(key)
    live = st.session_state.get("live", True)
    try:
        if live:
            w.follow_lake()  # whatever made this run (a click, the live badge), the newest snapshot
        ids = w.run_ids()
    except (LakeError, OSError) as exc:
        st.error(f"Cannot read the lake at {w.md(w.lake())}: {w.md(exc)}")
        st.stop()
    w.fresh_labels()
    with st.sidebar:
        st.caption(f"lake: {w.md(w.lake())}")
        st.multiselect("Runs", list(ids), key="runs", bind="query-params",
                       placeholder="pick runs to show")  # fmt: skip
        st.toggle("Live", value=True, key="live",
                  help=f"Follow the lake: what an ingest or `tracelake watch` lands shows within {LIVE_SECONDS} s, "
                  "the page kept where it is")  # fmt: skip
        if live:
            _live_badge()
        elif st.button("Reload the lake", help="Read a new snapshot: ingests since the explorer started appear"):
            w.reload()
            st.rerun()
        with st.expander("Run colours"):
            w.colour_pins()
        st.text_input("Label as", key="author", placeholder=w.author(),
                      help="The name your labels carry (default: $TRACELAKE_USER, else your login)")  # fmt: skip
    pages = [
        st.Page(SCREENS / "runs.py", title="Runs", default=True),
        st.Page(SCREENS / "panels.py", title="Panels", url_path="panels"),
        st.Page(SCREENS / "curves.py", title="Curves", url_path="curves"),
        st.Page(SCREENS / "rollouts.py", title="Rollouts", url_path="rollouts"),
        st.Page(SCREENS / "groups.py", title="Groups", url_path="groups"),
        st.Page(SCREENS / "compare.py", title="Compare", url_path="compare"),
        st.Page(SCREENS / "prompts.py", title="Prompts", url_path="prompts"),
        st.Page(SCREENS / "health.py", title="Health", url_path="health"),
        st.Page(SCREENS / "search.py", title="Search", url_path="search"),
        st.Page(SCREENS / "patterns.py", title="Patterns", url_path="patterns"),
        st.Page(SCREENS / "side.py", title="Side by side", url_path="side"),
        st.Page(SCREENS / "labels.py", title="Labels", url_path="labels"),
    ]
    try:
        shown = st.navigation(pages)
        w.showing(shown.url_path)
        with read_ahead.drawing():
            shown.run()
        w.index_the_lake()  # after the page: built beside it, the index held the first page back
        read_ahead.read_ahead()
    except duckdb.IOException:
        # The snapshot's files are gone: an ingest's compaction deletes what it replaced once
        # past its retention (an hour), and an explorer may stay open longer. A new snapshot,
        # once; a second failure is the lake's own, and shown.
        if st.session_state.get("_snapshot_renewed"):
            raise
        st.session_state["_snapshot_renewed"] = True
        w.reload()
        st.rerun()
    st.session_state["_snapshot_renewed"] = False


main()
