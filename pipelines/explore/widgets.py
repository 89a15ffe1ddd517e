"""What the explorer's pages share: the lake's snapshot, the run, split and step pickers (bound
to the address, so a link restores them), charts, and cell formatting."""

from __future__ import annotations

import os
import re
from typing import Any
from urllib.parse import urlencode

import altair as alt
import duckdb
import pandas as pd
import streamlit as st

from pipelines.analysis import svg
from pipelines.explore import queries as q
from pipelines.lake import catalog
from pipelines.lake.defaults import DEFAULT_LAKE

ALL_STEPS = "all"


def lake() -> str:
    """The lake shown: ``$TRACELAKE_LAKE`` as `tracelake explore` sets it (read on each run, not
    once per process: a test harness may show several lakes)."""
    return os.environ.get("TRACELAKE_LAKE") or DEFAULT_LAKE


@st.cache_resource(show_spinner="reading the lake's snapshot")
def lake_connection(lake: str) -> duckdb.DuckDBPyConnection:
    return catalog.connect(lake)


def con() -> duckdb.DuckDBPyConnection:
    """A cursor of the shared snapshot: each session's script runs in its own thread, and a
    DuckDB connection is used by one thread at a time."""
    return lake_connection(lake()).cursor()


@st.cache_resource(show_spinner=False)
def _run_ids(lake: str) -> dict[str, str]:
    # Once per snapshot, not on each of a page's reruns (they ask on every widget change).
    return q.run_names(lake_connection(lake).cursor())


@st.cache_resource(show_spinner=False)
def _palette(lake: str) -> svg.Palette:
    ids = _run_ids(lake)
    return svg.Palette(ids.values(), {run_id: name for name, run_id in ids.items()})


def palette() -> svg.Palette:
    """Each run's colour, as the report gives it (from every run of the lake): the same on
    every page, whichever runs a page shows."""
    return _palette(lake())


def run_ids() -> dict[str, str]:
    """Run name -> run id, by name. Widgets offer names: a bound widget keeps the option's label
    in the address, and a name is what a user reads and types."""
    return _run_ids(lake())


def reload() -> None:
    """Take a new snapshot of the lake (and its runs) at the next run of the page."""
    lake_connection.clear()
    _run_ids.clear()
    _palette.clear()


def picked_names(ids: dict[str, str]) -> list[str]:
    """The runs picked in the sidebar (their names), those the lake still holds."""
    return [name for name in st.session_state.get("runs") or [] if name in ids]


def picked_runs() -> list[str]:
    """Ids of the runs picked in the sidebar."""
    ids = run_ids()
    return [ids[name] for name in picked_names(ids)]


def one_run(ids: dict[str, str], label: str = "Run", key: str = "run") -> str:
    """One run's id, for the pages that show one: among the runs picked in the sidebar (all runs
    when none is)."""
    return ids[st.selectbox(label, picked_names(ids) or list(ids), key=key, bind="query-params")]


def split_picker(run_id: str) -> str:
    options = q.splits(con(), run_id) or ["train"]
    return st.selectbox("Split", options, key="split", bind="query-params")


def step_picker(run_id: str, split: str, allow_all: bool) -> int | None:
    steps = [str(s) for s in q.steps(con(), run_id, split)]
    options = ([ALL_STEPS] if allow_all else []) + steps
    if not options:
        return None
    chosen = st.selectbox("Step", options, key="step", bind="query-params")
    return None if chosen in (None, ALL_STEPS) else int(chosen)


def run_split_step(ids: dict[str, str], *, allow_all: bool, more: int = 0) -> tuple[str, str, int | None, list[Any]]:
    """The pickers of a page about one run's step, side by side: (run id, split, step or None
    for every step, the ``more`` columns left beside them for the page's own)."""
    columns = st.columns(3 + more)
    with columns[0]:
        run_id = one_run(ids)
    with columns[1]:
        split = split_picker(run_id)
    with columns[2]:
        step = step_picker(run_id, split, allow_all=allow_all)
    return run_id, split, step, columns[3:]


def link(page: str, **params: Any) -> str:
    """An address in this explorer (a page and its widgets' values)."""
    listing = [(k, v) for k, value in params.items() for v in (value if isinstance(value, list) else [value])]
    return f"./{page}?{urlencode(listing)}"


def chart(frame: pd.DataFrame, *, x: str, log: bool, smoothing: float, y_title: str, height: int = 420) -> alt.Chart:
    """Several runs (colour) and series (dash) on one chart, zoom and pan with the mouse, hover
    for values; smoothing is an exponential moving average per run and series (as TensorBoard)."""
    data = frame.copy()
    if smoothing > 0:
        data["value"] = data.groupby(["run_id", "series"])["value"].transform(
            lambda s: s.ewm(alpha=1 - smoothing).mean()
        )
    positive = bool((data["value"] > 0).all())
    scale = alt.Scale(type="log" if positive else "symlog") if log else alt.Scale(zero=False)
    runs = data.drop_duplicates("run_name").sort_values("run_name")
    colors = palette()
    hues = alt.Scale(domain=list(runs.run_name), range=[colors(r) for r in runs.run_id])
    return (
        alt.Chart(data)
        .mark_line(point=alt.OverlayMarkDef(size=18))
        .encode(
            # steps are whole: no 1.2 between 1 and 2 when a run has few of them
            x=alt.X(f"{x}:Q", title=x, axis=alt.Axis(format="d", tickMinStep=1) if x == "step" else alt.Axis()),
            y=alt.Y("value:Q", title=y_title, scale=scale),
            color=alt.Color("run_name:N", title="run", scale=hues),
            # a series is its dash and its point's shape: the legend shows the shape (a dash
            # legend's lines are not drawn under Streamlit's theme), the chart both
            strokeDash=alt.StrokeDash("series:N", title="series"),
            shape=alt.Shape("series:N", title="series"),
            tooltip=[
                "run_name",
                "series",
                "step",
                alt.Tooltip("progress:Q", format=".2f"),
                alt.Tooltip("value:Q", format=".4g"),
            ],  # fmt: skip
        )
        .properties(height=height)
        .interactive()
    )


def draw(frame: pd.DataFrame, *, x: str, log: bool, smoothing: float, y_title: str) -> None:
    if frame.empty:
        st.info("Nothing to draw: the runs picked have no values for this in this split.")
        return
    st.altair_chart(chart(frame, x=x, log=log, smoothing=smoothing, y_title=y_title), width="stretch")
    if log and not (frame["value"] > 0).all():
        st.caption("Some values are 0 or negative: the axis is symmetric-log (linear near 0).")


def number(value: Any) -> str:
    return "NULL" if value is None or pd.isna(value) else f"{value:.4g}"


# Every ASCII punctuation character, each of which Markdown (and Streamlit's own :colour[...]
# and :material/...: directives) may read as syntax; a backslash makes any of them literal.
_MARKUP = re.compile(r"([!-/:-@\[-`{-~])")


def md(value: Any) -> str:
    """A value from the lake or the address as literal text in Markdown: a reward or tool name
    of ``[x](http://...)`` or ``![](...)`` shows as typed, never as a link or an image."""
    return _MARKUP.sub(r"\\\1", str(value)).replace("\n", " ")


_ESCAPE = re.compile(
    r"(?<!\\)\\u([dD][89abAB][0-9a-fA-F]{2})\\u([dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\)\\u([0-9a-fA-F]{4})"
)


def _unescaped(match: re.Match[str]) -> str:
    if match[3] is not None:
        code = int(match[3], 16)
        return match[0] if 0xD800 <= code <= 0xDFFF else chr(code)  # a lone surrogate stays as written
    high, low = int(match[1], 16), int(match[2], 16)
    return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))


def readable(text: str) -> str:
    """Text as a person reads it: JSON's ``\\u6c42`` escapes (tool-call arguments a model or an
    API wrote ASCII-only) shown as their characters; nothing else changes."""
    return _ESCAPE.sub(_unescaped, text) if "\\u" in text else text


def cell(text: str) -> str:
    """Text as one cell of a Markdown table."""
    return md(text)


def count(n: int, one: str, many: str) -> str:
    return f"{n:,} {one if n == 1 else many}"


def runs_to_show() -> list[str]:
    """The runs picked in the sidebar, else the first runs with something to draw (said so in a
    caption); empty, with a message, when the lake has none."""
    picked = picked_runs()
    if picked:
        return picked
    picked = q.default_runs(con())
    if not picked:
        st.info("The lake has no runs with trajectories or metrics yet.")
        return []
    st.caption(f"No run picked in the sidebar: the first {len(picked)} with rewards (or trajectories, or metrics).")
    return picked


def split_radio(where: Any, runs: list[str]) -> str:
    """Train or val, bound to the address, opening on a split these runs have data in."""
    splits = q.splits_with_data(con(), runs) or ["train"]
    options = ["train", "val"]
    index = options.index(splits[0]) if splits[0] in options else 0
    return str(where.radio("Split", options, index=index, horizontal=True, key="split", bind="query-params"))
