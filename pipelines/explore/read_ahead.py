"""Reading ahead: once a page is drawn, the answers the pages about the picked runs ask first (the
panels' curves, the rollouts and the same prompt elsewhere of the trajectory they open on, the
run doctor's checks, the prompts' tables, two runs' summary and paired test) are asked in a
thread of the process's own while the user reads, so that those pages open on remembered
answers. At 5.12M trajectories each is 0.05-0.7 s of a page's first visit (bench/explore_app.py).

Each ask is the page's own, with the arguments its pickers start from (:func:`asks`): a page
asking one while it is read waits for it (Streamlit's cache computes a key once), and one asked
with other arguments (another run picked in the page) is asked by the page itself. One thread for
every session, each ask once per snapshot; an ask that fails is left to its page, which says why.
"""

from __future__ import annotations

import collections
import contextlib
import threading
from collections.abc import Callable, Iterator
from typing import Any

import streamlit as st
from streamlit.runtime import Runtime

from pipelines.explore import charts
from pipelines.explore import queries as q
from pipelines.explore import widgets as w
from pipelines.explore.queries import why

Ask = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]

_asked: set[str] = set()
_chosen: set[tuple[Any, ...]] = set()  # the choices whose asks were worked out (read_ahead)
_asked_lock = threading.Lock()
# Pages being drawn, in any session: the reader waits for none before each ask (a page clicked
# at once shares the cores with one ask at most, not with all of them).
_drawing = 0
_quiet = threading.Condition()


@contextlib.contextmanager
def drawing() -> Iterator[None]:
    """Around a page's run: reading ahead waits for it."""
    global _drawing
    with _quiet:
        _drawing += 1
    try:
        yield
    finally:
        with _quiet:
            _drawing -= 1
            _quiet.notify_all()


def asks() -> list[Ask]:
    """What Panels, Curves, Rollouts, Health, Prompts and Compare ask first for the runs picked
    in the sidebar, as their pickers start (the address's run and split where they name one the
    page offers)."""
    ids = w.run_ids()
    picked = w.picked_names(ids)
    if not picked:
        return []
    run = ids[_picked("run") if _picked("run") in picked else picked[0]]
    splits = q.splits(w.con(), run) or ["train"]
    split = _picked("split") if _picked("split") in splits else splits[0]
    # the quick first, in the order of the pages' links: a page clicked meanwhile waits for the
    # ask under way at most (the doctor's checks take longest, 0.6 s at 5.12M trajectories)
    found = [*_curves([ids[name] for name in picked]), *_rollouts(run, split)]
    found += [(ask, (run, split), {}) for ask in (why.prompt_progress, why.status_by_step, why.prompt_heat)]
    if len(picked) >= 2 and not any(_picked(key) for key in ("a", "b", "more")):
        found += _compared([ids[name] for name in picked[:2]])
    found.append((why.diagnosis, (run, split), {}))
    return found


def _picked(key: str) -> Any:
    """A picker's value: the session's, else the address's (a picker not drawn yet in this session,
    as a link's x axis or trajectory, holds its value in the address alone)."""
    return st.session_state[key] if key in st.session_state else st.query_params.get(key)


def _curves(runs: list[str]) -> list[Ask]:
    """The panels' curves, on the x axis picked (step unless the address says otherwise), in the
    split their radio opens on; the Curves page opens on the first of them."""
    chosen = _picked("split")
    split = chosen if chosen in w.SPLITS else w.opening_split(runs)
    hours = charts.X_AXES.get(str(_picked("x")), "step") == "hours"  # the x axis picked, shared by both
    return [(q.curve, (runs, split, measure), {"hours": hours}) for measure in q.KEY_CURVES]


def _rollouts(run: str, split: str) -> list[Ask]:
    """The Rollouts page's first rows as its filters open (every step, the worst first, unless
    the address picks a step), and the same prompt elsewhere of the trajectory it opens."""
    filtered = any(_picked(key) not in (None, "") for key in ("q", "rmin", "rmax", "lmin", "lmax"))
    if filtered or _picked("label") not in (None, "any") or _picked("sort") not in (None, q.Order.worst.value):
        return []  # filtered or sorted otherwise: the page asks for itself
    if _picked("traj") or w.rows_page_asked() > 1:
        return []  # a trajectory named (a link), or a later page of rows: not what the page opens on
    step = _picked("step")
    if step not in (None, w.ALL_STEPS) and not str(step).lstrip("-").isdigit():
        return []
    where = q.RolloutFilter(run, split, None if step in (None, w.ALL_STEPS) else int(step))
    return [(q.rollouts, (where,), {"offset": 0}), (_opened_elsewhere, (where,), {})]


def _opened_elsewhere(con: Any, where: q.RolloutFilter) -> None:
    """The same prompt elsewhere of the trajectory Rollouts opens on (its first row), as the
    page asks it; its rows as the page reads them (asked just before: remembered)."""
    _, rows = w.remembered(q.rollouts, where, offset=0)
    if not rows.empty:
        w.remembered(q.same_prompt, where.run_id, rows.trajectory_id.iloc[0], limit=q.SAME_PROMPT_LISTED + 1)


def _compared(runs: list[str]) -> list[Ask]:
    """Compare's summary and paired test of two runs, in the split it starts on."""
    from pipelines.analysis.compare import compare  # noqa: PLC0415 - as the page imports it

    both = q.splits_of_every(w.con(), runs)
    chosen = _picked("split")
    split = chosen if chosen in w.SPLITS else (both[0] if both else "train")
    return [(compare, (runs,), {"split": split, "every_run_has_split": False}), (why.paired, (*runs, split), {})]


def _served() -> bool:
    """Whether the app runs in Streamlit's server (a test harness runs a page alone)."""
    return Runtime.exists()


class _Reader:
    """One thread, asking the newest choice's asks first: those of runs the user has moved on
    from wait (picking runs one after another queued seconds of asks ahead of the last pick's,
    which its pages then asked for themselves, beside them). A daemon: the explorer's exit
    waits for no ask (nor for a page that will never end drawing)."""

    def __init__(self) -> None:
        self._batches: collections.deque[collections.deque[Ask]] = collections.deque()
        self._waiting = threading.Condition()
        self._started = False

    def submit(self, batch: list[Ask]) -> None:
        if not batch:
            return
        with self._waiting:
            if not self._started:
                threading.Thread(target=self._read, name="tracelake-read-ahead", daemon=True).start()
                self._started = True
            self._batches.appendleft(collections.deque(batch))
            self._waiting.notify()

    def _next(self) -> Ask:
        with self._waiting:
            self._waiting.wait_for(lambda: bool(self._batches))
            newest = self._batches[0]
            ask = newest.popleft()
            if not newest:
                self._batches.popleft()
            return ask

    def _read(self) -> None:
        while True:
            _ask(*self._next())


def _ask(ask: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """``ask``, remembered as its page remembers it, once no page is being drawn."""
    with _quiet:
        _quiet.wait_for(lambda: _drawing == 0)
    with contextlib.suppress(Exception):  # the page asks again, and says what went wrong
        w.remembered(ask, *args, **kwargs)


_reader = _Reader()


def read_ahead() -> None:
    """Ask :func:`asks` in the reading thread, those not asked before for this snapshot. Once
    per snapshot and choice of runs, split and compared runs: a page runs again on every click,
    and working the asks out is a few queries."""
    if not _served():
        return
    lake, generation = w.lake(), w.generation()
    chosen = (lake, generation, *(repr(st.session_state.get(k)) for k in ("runs", "run", "split", "a", "b", "more")))
    with _asked_lock:
        if chosen in _chosen:
            return
        _chosen.add(chosen)
    batch = []
    for ask, args, kwargs in asks():
        key = f"{lake}|{generation}|{w.answer_key(ask, args, kwargs)}"
        with _asked_lock:
            if key in _asked:
                continue
            _asked.add(key)
        batch.append((ask, args, kwargs))
    _reader.submit(batch)
