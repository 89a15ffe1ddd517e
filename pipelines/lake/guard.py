"""A user's SQL over the lake, read-only by construction.

``tracelake sql`` runs whatever a user types, so the connection it runs on must not be able to
write anything, wherever the lake lives:

- **statements**: parsed by DuckDB itself (never a prefix test on the text), and only reads are
  let through: SELECT and what DuckDB parses as one (WITH, FROM-first, VALUES, SHOW, DESCRIBE,
  SUMMARIZE, PIVOT and UNPIVOT, whose generated enum type is a CREATE with no text of its own),
  and EXPLAIN of those. ``EXPLAIN ANALYZE COPY ...`` runs the COPY: the explained statement is
  parsed and judged like any other. COPY, EXPORT, ATTACH, CREATE, INSERT, SET, LOAD... are refused
  by name;
- **files**: DuckDB's own ``enable_external_access = false``, so no table function reads
  ``/etc/passwd`` or another bucket, unless the user allows files. On a local lake a query may
  open exactly the data files the views read (``allowed_paths``), each checked first to be a
  regular file with no symbolic link on its way (DuckDB checks a path's prefix without
  resolving links: a link planted in the lake would lead anywhere, see :mod:`.confine`); on S3,
  where there are no links, the lake's prefix (``allowed_directories``); the installed
  extensions' folder in both;
- **resources**: a memory limit (spilling to a folder the caller gives and removes, never the
  working folder) and a timeout that interrupts the query;

then the configuration is locked, so no statement of the query can undo any of it.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

import duckdb

from ..errors import UserError
from ..sqltext import quote
from . import confine
from .connection import FILES_TABLE
from .defaults import DEFAULT_MEMORY_LIMIT

# EXPLAIN, EXPLAIN ANALYZE, EXPLAIN (FORMAT json): what follows is the statement it runs.
_EXPLAIN = re.compile(r"^\s*EXPLAIN\s+(?:ANALY[SZ]E\s+|\((?:[^()]|\([^()]*\))*\)\s*)?", re.I)
_MEMORY = re.compile(r"\d+(?:\.\d+)?\s*(?:[KMGT]i?B|B)", re.I)
T = TypeVar("T")


class QueryTimeout(UserError):
    """The query ran past its timeout and was interrupted."""


def refused_statements(con: duckdb.DuckDBPyConnection, text: str) -> list[str]:
    """The statements of ``text`` that are not reads, by kind (``COPY``, ``EXPLAIN COPY``...)."""
    refused: list[str] = []
    for statement in con.extract_statements(text):
        kind = statement.type
        if kind == duckdb.StatementType.SELECT:  # type: ignore[attr-defined]
            continue
        if kind == duckdb.StatementType.CREATE and not statement.query.strip():  # type: ignore[attr-defined]
            continue  # PIVOT's generated enum type: nothing a user wrote
        if kind == duckdb.StatementType.EXPLAIN:  # type: ignore[attr-defined]
            inner = _EXPLAIN.sub("", statement.query, count=1)
            nested = refused_statements(con, inner) if inner.strip() and inner != statement.query else ["EXPLAIN"]
            refused += [f"EXPLAIN {k}" if not k.startswith("EXPLAIN") else k for k in nested]
            continue
        refused.append(kind.name)
    return refused


def memory_limit(text: str) -> str:
    if not _MEMORY.fullmatch(text.strip()):
        raise UserError(f"--memory-limit {text!r}: give a size such as 512MB, 4GB or 2GiB")
    return text.strip()


def lock_down(
    con: duckdb.DuckDBPyConnection,
    text: str,
    *,
    lake_root: str,
    extensions: str | None,
    spill: str,
    allow_files: bool = False,
    memory: str = DEFAULT_MEMORY_LIMIT,
) -> None:
    """Make ``con`` safe for the user's query ``text`` (see the module's doc), or raise a
    :class:`UserError` naming what is refused. ``spill``: an empty folder of the caller's
    (removed after the query) where a query past the memory limit spills."""
    refused = refused_statements(con, text)
    if refused:
        raise UserError(
            f"tracelake sql runs reads only (SELECT, WITH, PIVOT, SHOW, DESCRIBE, EXPLAIN of those), "
            f"not {', '.join(dict.fromkeys(refused))} (the lake is written by ingest, compact, rm and vacuum)"
        )
    con.execute(f"SET memory_limit = {quote(memory_limit(memory))}")
    con.execute(f"SET temp_directory = {quote(spill)}")
    if not allow_files:
        root = lake_root.rstrip("/")
        folders = [extensions] if extensions else []
        if "://" in root:
            folders.append(root + "/")
        else:
            # the paths exactly as the views name them (lake_root() is the catalog's macro)
            named = con.execute(f"SELECT path, lake_root() || '/' || path FROM {FILES_TABLE}").fetchall()
            confine.regular_files(root, root, [relative for relative, _ in named])  # links planted since
            if named:
                con.execute(f"SET allowed_paths = [{', '.join(quote(full) for _, full in named)}]")
        if folders:
            con.execute(f"SET allowed_directories = [{', '.join(quote(d) for d in folders)}]")
        con.execute("SET enable_external_access = false")
    con.execute("SET lock_configuration = true")


@contextmanager
def _interrupt_after(con: duckdb.DuckDBPyConnection, seconds: float) -> Iterator[threading.Event]:
    fired = threading.Event()

    def interrupt() -> None:
        fired.set()
        con.interrupt()

    timer = threading.Timer(seconds, interrupt)
    timer.daemon = True
    timer.start()
    try:
        yield fired
    finally:
        timer.cancel()


def within(con: duckdb.DuckDBPyConnection, seconds: float | None, run: Callable[[], T]) -> T:
    """``run()`` (a query on ``con``), interrupted after ``seconds``: a :class:`QueryTimeout`."""
    if seconds is None or seconds <= 0:
        return run()
    with _interrupt_after(con, seconds) as fired:
        try:
            return run()
        except duckdb.InterruptException:
            if fired.is_set():
                raise QueryTimeout(f"the query ran longer than {seconds:g} s and was stopped (--timeout)") from None
            raise
