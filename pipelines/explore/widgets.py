"""What the explorer's pages share: the lake's snapshot, the run, split and step pickers (bound
to the address, so a link restores them), charts, and cell formatting."""

from __future__ import annotations

import colorsys
import html
import os
import re
import tempfile
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode

import duckdb
import pandas as pd
import streamlit as st

from pipelines.analysis import exports, svg
from pipelines.errors import UserError
from pipelines.explore import queries as q
from pipelines.explore import text_index
from pipelines.explore.queries.search import Search
from pipelines.lake import catalog, catalog_cache, labels, run_answers
from pipelines.lake.defaults import DEFAULT_LAKE
from pipelines.lake.lake import Lake
from pipelines.lake.location import Location

ALL_STEPS = "all"
SCREENS = Path(__file__).with_name("screens")


def lake() -> str:
    """The lake shown: ``$TRACELAKE_LAKE`` as `tracelake explore` sets it (read on each run, not
    once per process: a test harness may show several lakes)."""
    return os.environ.get("TRACELAKE_LAKE") or DEFAULT_LAKE


@st.cache_resource(show_spinner="reading the lake's snapshot")
def lake_connection(lake: str) -> duckdb.DuckDBPyConnection:
    """The process's connection to the lake: one, for every session and every snapshot (a new
    snapshot replaces its views), so the search index attached to it lives as long."""
    _snapshot_heads[lake] = Location(lake).ledger_head()  # before the views: a commit meanwhile is taken next time
    # a local lake's catalog as `tracelake sql` keeps it, when the lake has not changed since
    shared = catalog_cache.copied(lake, lambda path: catalog.connect(lake, path)) or catalog.connect(lake)
    index = _text_index(lake)
    if index is not None:
        index.attach(shared)
    return shared


# The search index's build begins this long after the first page's script has run: the browser
# draws that page for 1-1.5 s more (a new browser compiling Streamlit's frontend), and on 2 cores
# a build beside it held the page back 0.3 s (the cold start in a new browser at 5.12M trajectories,
# six starts: median 3.39 -> 2.98 s).
INDEX_AFTER_FIRST_PAGE = 3.0


def index_the_lake() -> None:
    """Start building the search index, once, when a page has been drawn (see
    :mod:`.text_index`): searches read the lake until it is built."""
    index = _text_index(lake())
    if index is None or index.started:
        return
    with _follow_lock:
        if not index.started:
            _follow(lake_connection(lake()), index, after=INDEX_AFTER_FIRST_PAGE)


def _follow(shared: duckdb.DuckDBPyConnection, index: text_index.TextIndex, after: float = 0.0) -> None:
    """Bring the search index to the connection's snapshot in a thread of its own, ``after``
    seconds: searches read the lake meanwhile. The snapshot's runs are read then, not now (a new
    snapshot taken meanwhile is the one to index)."""
    index.started = True
    build = threading.Timer(after, lambda: index.refresh(shared, run_answers.live_states(shared.cursor())))
    build.name, build.daemon = "tracelake-text-index", True
    build.start()


@st.cache_resource(show_spinner=False)
def _text_index(lake: str) -> text_index.TextIndex | None:
    return text_index.new_index()


def search_index(runs: tuple[str, ...]) -> str | None:
    """The search index's table when it holds ``runs`` (every run when empty) as this snapshot
    has them, else None: the search then reads the lake itself."""
    index = _text_index(lake())
    return text_index.TABLE if index is not None and index.covers(runs, _states(lake())) else None


@st.cache_resource(show_spinner=False)
def _states(lake: str) -> dict[str, str]:
    return run_answers.live_states(lake_connection(lake).cursor())


def search_index_note() -> str | None:
    """What to tell a searcher while the index is not ready (or could not be built)."""
    index = _text_index(lake())
    if index is None:
        return None
    if index.error:
        return f"the search index could not be built ({index.error}): searches read the lake, slower"
    if index.building or len(index.states) < len(_states(lake())):
        return f"indexing the lake for search ({len(index.states):,} of {len(_states(lake())):,} runs): searches read the lake meanwhile"
    return None


def con() -> duckdb.DuckDBPyConnection:
    """A cursor of the shared snapshot: each session's script runs in its own thread, and a
    DuckDB connection is used by one thread at a time."""
    return lake_connection(lake()).cursor()


@st.cache_resource(show_spinner=False)
def _run_ids(lake: str) -> dict[str, str]:
    # Once per snapshot, not on each of a page's reruns (they ask on every widget change).
    return q.run_names(lake_connection(lake).cursor())


@st.cache_resource(show_spinner=False, max_entries=64)
def _palette(lake: str, picked: tuple[str, ...], pinned: tuple[tuple[str, str], ...] = ()) -> svg.Palette:
    ids = _run_ids(lake)
    names = {run_id: name for name, run_id in ids.items()}
    shown = [*picked, *sorted(ids.values(), key=lambda r: (names[r], r))] if picked else None
    return svg.Palette(ids.values(), names, shown=shown, pinned=dict(pinned))


_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def pinned_colours() -> dict[str, str]:
    """Run name -> the colour the user pinned it to: the address's ``color`` (``<run>=#rrggbb``,
    one a run), so a link shows a colleague the same colours. Runs the lake lacks are left out."""
    try:
        said = st.query_params.get_all("color")
    except st.errors.StreamlitAPIException:  # outside a page's run
        return {}
    ids = run_ids()
    pins = {}
    for item in said:
        name, _, colour = item.rpartition("=")
        if name in ids and _COLOUR.fullmatch(colour):
            pins[name] = colour.lower()
    return pins


def palette() -> svg.Palette:
    """Each run's colour: the runs picked in the sidebar take the ten categorical colours in the
    order picked (so four picked runs are four colours however many the lake holds), the same on
    every page while the pick holds; with none picked, as the report gives them."""
    try:
        picked = tuple(picked_runs())
    except st.errors.StreamlitAPIException:  # outside a page's run: no pick
        picked = ()
    ids = run_ids()
    return _palette(lake(), picked, tuple(sorted((ids[name], colour) for name, colour in pinned_colours().items())))


def colour_pins() -> None:
    """The sidebar's box to pin a run to a colour of one's choosing (and to take a pin off):
    held in the address, so every page and a shared link show it."""
    ids = run_ids()
    names = picked_names(ids) or list(ids)
    if not names:
        return
    pins = pinned_colours()
    run = st.selectbox("Run", names, key="pin_run")
    now = _hex(palette()(ids[run]))
    colour = st.color_picker("Its colour", value=pins.get(run, now), key=f"pin_colour:{run}")
    if st.button("Pin the colour", key="pin"):
        _set_pins(pins | {run: colour.lower()})
    for name in sorted(pins):
        if st.button(f"Unpin {name}", key=f"unpin:{name}", icon=":material/close:"):
            _set_pins({n: c for n, c in pins.items() if n != name})


def _set_pins(pins: dict[str, str]) -> None:
    st.query_params["color"] = [f"{name}={colour}" for name, colour in sorted(pins.items())]
    st.rerun()


def _hex(colour: str) -> str:
    """A palette colour (``#rrggbb``, or ``hsl(h, s%, l%)`` for a run past the first ten) as the
    colour picker takes it."""
    found = re.fullmatch(r"hsl\((\d+), (\d+)%, (\d+)%\)", colour)
    if found is None:
        return colour
    red, green, blue = colorsys.hls_to_rgb(int(found[1]) / 360, int(found[3]) / 100, int(found[2]) / 100)
    return "#" + "".join(f"{round(channel * 255):02x}" for channel in (red, green, blue))


def run_ids() -> dict[str, str]:
    """Run name -> run id, by name. Widgets offer names: a bound widget keeps the option's label
    in the address, and a name is what a user reads and types."""
    return _run_ids(lake())


# Per lake, the ledger's newest commit when the shared snapshot was taken (see follow_lake).
_snapshot_heads: dict[str, str | None] = {}
_follow_lock = threading.Lock()


def follow_lake() -> bool:
    """Take a new snapshot if the lake committed since this one was taken (a watch or an ingest
    landed something). Sessions share the snapshot, so the first to notice takes it for all;
    True when this session has not run on the snapshot now shared (its page should run again)."""
    with _follow_lock:
        if lake() not in _snapshot_heads:  # this process's first snapshot: taking it is enough
            lake_connection(lake())
        head = Location(lake()).ledger_head()
        if head is not None and head != _snapshot_heads.get(lake()):
            reload()
    seen = st.session_state.get("_generation_seen")
    st.session_state["_generation_seen"] = _generation
    return seen is not None and seen != _generation


def newest_step() -> tuple[str, int, datetime] | None:
    """The step that landed last, of this snapshot (for the live badge)."""
    return remembered(q.newest_step)


def reload() -> None:
    """Take a new snapshot of the lake (and its runs): the shared connection's views are made
    anew, and the search index follows them."""
    global _generation
    _snapshot_heads[lake()] = Location(lake()).ledger_head()
    shared, index = lake_connection(lake()), _text_index(lake())
    if index is None:
        catalog.define_views(shared, Lake(lake()))
    else:
        with index.lock:  # not while it reads the views
            catalog.define_views(shared, Lake(lake()))
        if index.started:
            _follow(shared, index)
    _states.clear()
    _run_ids.clear()
    _palette.clear()
    _labels_read.clear()
    _generation += 1


_generation = 0  # the snapshots taken by this process: a remembered answer is of one of them


def generation() -> int:
    """Which snapshot of the process's the pages read now (each reload, one more)."""
    return _generation


@st.cache_data(show_spinner="reading the lake", max_entries=64)
def _answer(key: str, lake: str, generation: int, labelled: int | None, _ask: Callable[[], Any]) -> Any:
    return _ask()


def remembered(ask: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``ask(con(), *args, **kwargs)``, remembered for this snapshot of the lake and version of
    its labels: a page runs again on every click, and a search of the whole lake, or a run's
    patterns, need not be read again for a click that changes neither. ``tally`` (a search's
    counts, given to its listing) is derived from the other arguments, so not part of the key."""
    labelled = _labels_read.get(id(lake_connection(lake())))
    return _answer(answer_key(ask, args, kwargs), lake(), _generation, labelled, lambda: ask(con(), *args, **kwargs))


def answer_key(ask: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """What :func:`remembered` tells ``ask``'s answers apart by, within a snapshot."""
    return f"{ask.__module__}.{ask.__qualname__}{args!r}{ {k: v for k, v in kwargs.items() if k != 'tally'}!r}"


# The labels table's version each shared connection holds (by the connection's id): labels are
# the one thing people write while looking, so they are read again whenever they changed, not
# once per snapshot. Shared by every session of the process, as the connection is.
_labels_read: dict[int, int | None] = {}
_labels_lock = threading.Lock()


def fresh_labels() -> None:
    """Read the labels again if anyone wrote one since this process last did (another tab,
    another person, `tracelake label`): one look at the labels table's log per page run."""
    shared = lake_connection(lake())
    with _labels_lock:
        now = labels.version(Lake(lake()))
        if _labels_read.get(id(shared), -1) != now:
            _labels_read[id(shared)] = catalog.load_labels(shared, Lake(lake()))


def author() -> str:
    """Who labels from this session: what the sidebar says, else ``$TRACELAKE_USER`` or the login."""
    return str(st.session_state.get("author") or labels.author_name())


def write_labels(targets: list[labels.Target], tag: str, *, note: str | None = None, remove: bool = False) -> int:
    """Add (or take off) a label, through the lake's labels module (the explorer's only write),
    then read the labels again: every view of this session and the others shows it at once."""
    action = labels.Action.REMOVE if remove else labels.Action.ADD
    changed = labels.write(Lake(lake()), targets, tag, action=action, note=note, author=author())
    fresh_labels()
    if changed:  # the kept catalog made anew for the next start, beside the page (0.4 s at 5.12M trajectories)
        threading.Thread(target=catalog.renew_kept, args=(Lake(lake()),), name="tracelake-renew", daemon=True).start()
    return changed


def export_panel(search: Search, title: str, name: str) -> None:
    """A box that writes what ``search`` finds in an open format (:mod:`pipelines.analysis.exports`,
    as ``tracelake export`` writes it) and offers the file for download: a folder's export
    zipped."""
    with st.container(border=True):
        st.markdown(f"**{title}**")
        kinds = list(exports.KINDS.values())
        kind = st.selectbox("Format", kinds, format_func=lambda k: k.title, key="export_format")
        st.caption(f"opens in {kind.opens_in}; `tracelake export {kind.name.split('-')[0]}` writes the same "
                   "from the command line, for a lake's worth of trajectories")  # fmt: skip
        if st.button("Prepare the file", key="export"):
            with tempfile.TemporaryDirectory(prefix="tracelake-export-") as folder:
                try:
                    st.session_state["exported"] = exports.download(kind, con(), search, Path(folder), name)
                except UserError as exc:  # nothing to write, said as the CLI says it
                    st.session_state.pop("exported", None)
                    st.warning(str(exc))
        if "exported" in st.session_state:
            file_name, data, summary = st.session_state["exported"]
            st.caption(summary)
            st.download_button(f"Download {file_name}", data, file_name=file_name, key="download")


def highlighted(text: str, needle: str) -> str:
    """``text`` as HTML (escaped: nothing in it is markup) in a wrapping block, every
    occurrence of ``needle`` (any case) marked."""
    shown = readable(text)
    if not needle:
        return f'<pre style="white-space: pre-wrap">{html.escape(shown)}</pre>'
    parts = re.split(f"({re.escape(needle)})", shown, flags=re.IGNORECASE)
    body = "".join(f"<mark>{html.escape(p)}</mark>" if i % 2 else html.escape(p) for i, p in enumerate(parts))
    return f'<pre style="white-space: pre-wrap">{body}</pre>'


def name_of(run_id: str) -> str:
    """A run's name, as the pages' run pickers and links give it."""
    return next((name for name, rid in run_ids().items() if rid == run_id), run_id)


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


def run_and_split() -> tuple[str, str] | None:
    """The pickers of a page about one run and split, side by side (None, said, on an empty lake)."""
    ids = run_ids()
    if not ids:
        st.info("The lake has no runs yet.")
        return None
    left, right = st.columns(2)
    with left:
        run_id = one_run(ids)
    with right:
        split = split_picker(run_id)
    return run_id, split


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


def run_colors(drawn: list[str]) -> dict[str, list[str]]:
    """Each run's colour (as every page and the report give it), for a chart of the runs
    ``drawn`` (ids) that names them by their names."""
    colors, names = palette(), {rid: name for name, rid in run_ids().items()}
    shown = sorted(set(drawn), key=lambda r: names.get(r, r))
    return {"domain": [names.get(r, r) for r in shown], "range": [colors(r) for r in shown]}


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


def showing(page: str) -> None:
    """The page this session's run shows (the app says it before running the page)."""
    st.session_state["_page_shown"] = page or "runs"


def go(label: str, address: str) -> None:
    """A link to a page of this explorer (an address of :func:`link`) that opens in this tab: a
    Markdown link opened a new tab, a fresh session of 3-7 s. To another page, within this
    session (Streamlit's page link: its widgets start from the address). To the page shown, the
    address loaded in this tab: its widgets, already made, would keep their values over the
    address's (the picker stayed on the trajectory before), and Streamlit will not let a bound
    parameter be set but through its widget."""
    page, _, query = address.removeprefix("./").partition("?")
    if (page or "runs") == st.session_state.get("_page_shown", "runs"):
        st.markdown(f'<a href="{html.escape(address)}" target="_self">{html.escape(label)}</a>', unsafe_allow_html=True)
    else:
        st.page_link(str(SCREENS / f"{page or 'runs'}.py"), label=label, query_params=parse_qs(query))


# Rows a link table shows at a time: each row is a row of Streamlit elements (its links open in
# this session), and 200 of them took the Search page 1.9 s of its 2 in Chromium (50: 0.7 s;
# bench/explore_app.py). 25 are a screen and a half at 1440x900: the Search page's fresh load
# with its answer remembered took 0.96 s against 50's 1.11 s (six loads each, interleaved). A
# label's listing had no bound at all.
LINK_ROWS = 25


def link_table(
    headers: list[str], rows: list[list[Any]], *, links: int = 0, key: str = "", per_page: int = LINK_ROWS
) -> None:
    """A table whose first ``links`` columns are (text, address) pairs shown as links that open
    in this tab (:func:`go`); every other cell is literal text. ``per_page`` rows a page, the
    page asked for in an input named by ``key`` (one per listing: a new listing starts on its
    first page)."""
    pages = -(-len(rows) // per_page)
    if pages > 1:
        page = int(st.number_input(f"Page (of {pages:,}, {per_page} a page)", min_value=1, max_value=pages, value=1,
                                   step=1, key=f"link_table_page:{key}"))  # fmt: skip
        rows = rows[(page - 1) * per_page : page * per_page]
    texts = len(headers) - links
    widths = [1] * links + [2 * texts] if texts else [1] * links
    heads = st.columns(widths)
    for column, header in zip(heads, headers[:links]):
        if header:
            column.markdown(f"**{md(header)}**")
    if texts:
        heads[links].markdown(_cells([f"<b>{html.escape(h)}</b>" for h in headers[links:]]), unsafe_allow_html=True)
    for row in rows:
        columns = st.columns(widths, vertical_alignment="center")
        for column, (text, address) in zip(columns, row[:links]):
            with column:
                go(text, address)
        if texts:
            shown = [number(v) if isinstance(v, float) else str(v) if v is not None else "" for v in row[links:]]
            columns[links].markdown(_cells([html.escape(text) for text in shown]), unsafe_allow_html=True)


def _cells(cells: list[str]) -> str:
    """A row's text cells (HTML) as one element (an element a cell made 13 of a row's 14
    messages). On one line: a blank line would end the HTML block, and what a value held after it
    would be read as Markdown (an image, a link)."""
    inner = "".join(f"<div>{' '.join(c.split())}</div>" for c in cells)
    return f'<div style="display:grid;grid-template-columns:repeat({len(cells)},minmax(0,1fr));gap:1rem">{inner}</div>'


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


def rows_page_asked() -> int:
    """The Rollouts rows' page the input (or, before it is drawn, the address) holds; 1 if none
    or no number."""
    asked = st.session_state.get("page") or st.query_params.get("page") or 1
    try:
        return max(1, int(float(asked)))
    except (TypeError, ValueError, OverflowError):
        return 1


SPLITS = ("train", "val")


def split_radio(where: Any, runs: list[str]) -> str:
    """Train or val, bound to the address, opening on a split these runs have data in."""
    index = SPLITS.index(opening_split(runs))
    return str(where.radio("Split", SPLITS, index=index, horizontal=True, key="split", bind="query-params"))


def opening_split(runs: list[str]) -> str:
    """The split :func:`split_radio` opens on for ``runs``: their first with data, of train and val."""
    first = (q.splits_with_data(con(), runs) or ["train"])[0]
    return first if first in SPLITS else "train"
