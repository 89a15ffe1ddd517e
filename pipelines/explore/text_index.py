"""The explorer's search index: every text of the lake (prompts, responses, every turn), in
lower case, in a DuckDB table of the explorer's own, so that a search of the whole lake reads
that instead of decoding every Parquet text column and lowering it again.

Measured on the 5.12M-trajectory bench lake (bench/explore.py): a scan of the lake's own text
columns takes 3-4 s a search (the case-insensitive match decodes and lowers 1.25 GB of text
each time); the index answers in a fraction of a second. It is built once per explorer process,
run by run, in a thread of its own; until a run is in it, searches of that run read the lake
(the same answers, slower). It follows the explorer's snapshot: after "Reload the lake", the
runs whose committed attempts changed are indexed again and removed runs dropped.

Where it lives (``$TRACELAKE_SEARCH_INDEX``): ``auto`` (the default: in memory while the lake's
text is at most :data:`~pipelines.tuning.SEARCH_INDEX_MEMORY_CHARS` characters, else on disk),
``memory`` (the lake's text once more in the explorer's memory, uncompressed, the fastest;
DuckDB spills it to its temporary folder past its memory limit), ``disk`` (a DuckDB file in a
temporary folder of the process, compressed: about a third of the memory's size, and 2-3x slower
to scan) or ``off`` (every search reads the lake). Nothing in the lake changes: it is a cache,
gone with the process. The explorer starts building it a few seconds after its first page's
script has run (:data:`~pipelines.explore.widgets.INDEX_AFTER_FIRST_PAGE`): built beside that
page, on 2 cores, it held the page back (a cold start of 13.6 s at 5.12M trajectories, 4.8 s
without it), and beside the browser still drawing it, 0.3 s.

It holds a row per trajectory: its numbers (split, reward, length, status: what a search
filters on) and ``text``, its prompt, response and every turn's content, lowered and joined by
NUL characters; sorted by run and step, so a search of some runs or steps reads their blocks
alone, and a match is counted once, whatever it matched in. Where in the trajectory the text is,
is found for the matches listed only.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
import threading
from dataclasses import dataclass, field

import duckdb

from ..errors import UserError
from ..sqltext import quote
from ..tuning import SEARCH_INDEX_MEMORY_CHARS

SCHEMA = "text_index"
TABLE = f"{SCHEMA}.texts"
MODE_VARIABLE = "TRACELAKE_SEARCH_INDEX"
MODES = ("auto", "memory", "disk", "off")


@dataclass
class TextIndex:
    """The index of one lake, attached to the explorer's shared connection as ``text_index`` (the
    connection stays for the process: a new snapshot of the lake replaces its views)."""

    folder: str | None  # None: in memory
    auto: bool = False  # in memory or in a file, as the lake's text size says when attached
    lock: threading.Lock = field(default_factory=threading.Lock)
    states: dict[str, str] = field(default_factory=dict)  # run -> the committed state it was indexed at
    building: bool = False
    started: bool = False  # whether a build was started (the explorer's first page drawn)
    error: str | None = None

    @property
    def path(self) -> str:
        return ":memory:" if self.folder is None else f"{self.folder}/texts.duckdb"

    def attach(self, con: duckdb.DuckDBPyConnection) -> None:
        """Attach the index to the shared connection (once)."""
        attached = {row[0] for row in con.execute("SELECT database_name FROM duckdb_databases()").fetchall()}
        if SCHEMA not in attached:
            if self.auto and text_chars(con) > SEARCH_INDEX_MEMORY_CHARS:
                self.folder = _scratch_folder()
            con.execute(f"ATTACH {quote(self.path)} AS {SCHEMA}")
            con.execute(
                f"CREATE TABLE IF NOT EXISTS {TABLE} (run_id VARCHAR, step BIGINT, split VARCHAR, trajectory_id VARCHAR,"
                " reward DOUBLE, length INTEGER, status VARCHAR, num_turns INTEGER, text VARCHAR)"
            )

    def covers(self, runs: tuple[str, ...], current: dict[str, str]) -> bool:
        """Whether a search of ``runs`` (every run when empty) can read the index: each is in it,
        as the snapshot holds it."""
        wanted = runs or tuple(current)
        return all(self.states.get(r) == current.get(r) for r in wanted)

    def refresh(self, con: duckdb.DuckDBPyConnection, current: dict[str, str]) -> None:
        """Bring the index to the snapshot ``current`` (run -> committed state): runs whose state
        changed are read again, runs no longer there dropped; one run at a time, each in a
        transaction of its own."""
        with self.lock:
            self.building = True
            try:
                cursor = con.cursor()
                for run in sorted(set(self.states) - set(current)):
                    cursor.execute(f"DELETE FROM {TABLE} WHERE run_id = ?", [run])
                    del self.states[run]
                for run, state in sorted(current.items()):
                    if self.states.get(run) != state:
                        _index_run(cursor, run)
                        self.states[run] = state
                if self.folder is not None:
                    cursor.execute(f"CHECKPOINT {SCHEMA}")
            except duckdb.Error as exc:  # the scan path still answers; the page says why it is slower
                self.error = str(exc).splitlines()[0]
            finally:
                self.building = False


def _index_run(cursor: duckdb.DuckDBPyConnection, run: str) -> None:
    cursor.execute("BEGIN TRANSACTION")
    cursor.execute(f"DELETE FROM {TABLE} WHERE run_id = ?", [run])
    cursor.execute(
        f"INSERT INTO {TABLE} SELECT t.run_id, t.step, t.split, t.trajectory_id, t.reward,"
        " coalesce(t.response_tokens, t.response_chars), t.status, t.num_turns,"
        " lower(coalesce(t.prompt, '')) || chr(0) || lower(coalesce(t.response, '')) || chr(0) || coalesce(u.said, '')"
        " FROM trajectories t LEFT JOIN (SELECT trajectory_id, string_agg(coalesce(turn_text(content, reasoning, calls), ''), chr(0)"
        " ORDER BY turn_index) AS said FROM turns WHERE run_id = ? GROUP BY ALL) u USING (trajectory_id)"
        " WHERE t.run_id = ? ORDER BY t.step",
        [run, run],
    )
    cursor.execute("COMMIT")


def text_chars(con: duckdb.DuckDBPyConnection) -> int:
    """The characters the index would hold: every prompt, response and turn (their lengths as
    the lake keeps them: two integer columns read, not the text)."""
    return int(
        con.execute(
            "SELECT (SELECT coalesce(sum(prompt_chars), 0) + coalesce(sum(response_chars), 0) FROM trajectories)"
            " + (SELECT coalesce(sum(content_chars), 0) FROM turns)"
        ).fetchone()[0]  # type: ignore[index]
    )


def _scratch_folder() -> str:
    folder = tempfile.mkdtemp(prefix="tracelake-search-")
    atexit.register(shutil.rmtree, folder, True)
    return folder


def new_index() -> TextIndex | None:
    """An index where ``$TRACELAKE_SEARCH_INDEX`` says (``auto`` by default), or None (``off``);
    a file is in a temporary folder of this process, removed when it exits."""
    mode = os.environ.get(MODE_VARIABLE, "auto").strip().lower() or "auto"
    if mode not in MODES:
        raise UserError(f"{MODE_VARIABLE}={mode}: one of {', '.join(MODES)}")
    if mode == "off":
        return None
    if mode == "disk":
        return TextIndex(_scratch_folder())
    return TextIndex(None, auto=mode == "auto")
