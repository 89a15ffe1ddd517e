"""`tracelake sql` on a local lake that has not changed since the last query opens the catalog
file that query made, at DuckDB's own speed, instead of reading the lake's logs again; the
explorer starts from a copy of the same file (:func:`copied`).

Building the views (:func:`~pipelines.lake.catalog.connect`) costs the imports of pyarrow and
delta-rs and a read of every table's Delta log: most of a query process. Every change to the
lake is a new Delta commit, so the newest commit file of each table (its name, size and mtime)
says whether a catalog built earlier still shows the lake as it is. That, with the version of
tracelake and of its views and contracts, is the catalog file's key; a file whose key differs is
built again. This module imports only the standard library and DuckDB (a hit must not import
more); a remote lake is never cached (its listing is a round trip per table).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

import duckdb

from .. import __version__
from ..resources import schema_files, sql_files
from ..sqltext import quote
from .connection import configure

CACHE_VARIABLE = "TRACELAKE_CACHE"  # where the catalog files go (default: ~/.cache/tracelake)
_BUILDERS = ("catalog.py", "listed.py", "connection.py")  # this folder's modules a catalog's contents follow


def code_key() -> str:
    """The version of what reads a lake: tracelake's, its views' and contracts' texts, and the
    code that builds a catalog (an answer kept by an earlier version is not this one's)."""
    parts = [__version__, *(f.read_text(encoding="utf-8") for f in [*sql_files(), *schema_files()])]
    # the code that writes a catalog, as installed (a build may keep its version string)
    parts += [str((Path(__file__).parent / name).stat().st_mtime_ns) for name in _BUILDERS]
    package = Path(__file__).resolve().parent.parent
    if (package.parent / "pyproject.toml").is_file():  # a checkout, being edited: its code's newest change
        parts.append(str(max(p.stat().st_mtime_ns for p in package.rglob("*.py"))))
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


def lake_key(root: Path) -> str | None:
    """What a catalog of the lake at ``root`` was built from, or None when there is no lake."""
    parts = [code_key()]
    try:
        tables = sorted(entry.name for entry in os.scandir(root) if entry.is_dir())
    except OSError:
        return None
    for name in tables:
        log = root / name / "_delta_log"
        try:
            newest = max((e for e in os.scandir(log) if e.name.endswith(".json")), key=lambda e: e.name, default=None)
        except OSError:
            continue  # not a table
        if newest is not None:
            stat = newest.stat()
            parts.append(f"{name}/{newest.name}:{stat.st_size}:{stat.st_mtime_ns}")
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


def folder() -> Path:
    """Where kept catalogs (and answers, :mod:`.run_answers`) go: the user's alone."""
    configured = os.environ.get(CACHE_VARIABLE)
    if configured:
        return Path(configured)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tracelake"


def _lake_files(root: Path) -> tuple[Path, str]:
    """The cache folder, and the name every catalog file of this lake starts with."""
    return folder(), f"catalog-{hashlib.sha256(str(root).encode()).hexdigest()[:16]}-"


def local_root(lake: str) -> Path | None:
    """The lake's folder when it is local (no URL scheme), absolute."""
    if "://" in lake and not lake.startswith("file://"):
        return None
    return Path(os.path.abspath(os.path.expanduser(lake.removeprefix("file://"))))


def open_cached(lake: str, build: Callable[[str], duckdb.DuckDBPyConnection]) -> duckdb.DuckDBPyConnection | None:
    """A read-only connection to a catalog of the local lake at ``lake`` that shows it as it is
    now (see :func:`current`). None for a remote lake, or when the cache folder cannot be
    written (the caller builds in memory, as without a cache)."""
    return _opened_from(lake, build, _opened)


def copied(lake: str, build: Callable[[str], duckdb.DuckDBPyConnection]) -> duckdb.DuckDBPyConnection | None:
    """As :func:`open_cached`, but a connection of its own (in memory) holding a copy of the
    catalog, for a reader that replaces views as the lake moves on (the explorer). A copy takes
    50 ms at 5.12M trajectories, where building the views reads every table's Delta log (0.3 s,
    after loading pyarrow and delta-rs)."""
    return _opened_from(lake, build, _copy)


def kept(lake: str) -> bool:
    """Whether a catalog of the local lake at ``lake`` is kept, of any state of it: someone
    queries or explores the lake, so a write makes one of its new state (:func:`current`)."""
    root = local_root(lake)
    if root is None:
        return False
    folder_, prefix = _lake_files(root)
    return any(folder_.glob(f"{prefix}*.duckdb"))


def _opened_from(
    lake: str,
    build: Callable[[str], duckdb.DuckDBPyConnection],
    open_: Callable[[Path], duckdb.DuckDBPyConnection],
) -> duckdb.DuckDBPyConnection | None:
    for _ in range(2):
        database = current(lake, build)
        if database is None:
            return None
        try:
            return open_(database)
        except duckdb.Error:
            database.unlink(missing_ok=True)  # damaged: built again, once
    return None


def _copy(database: Path) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    try:
        configure(con)
        con.execute(f"ATTACH {quote(str(database))} AS cached_catalog (READ_ONLY)")
        con.execute("COPY FROM DATABASE cached_catalog TO memory")
        con.execute("DETACH cached_catalog")
    except duckdb.Error:
        con.close()
        raise
    return con


def current(lake: str, build: Callable[[str], duckdb.DuckDBPyConnection]) -> Path | None:
    """The catalog file of the local lake at ``lake`` under the lake's current key: the cached
    one when there is one, else one ``build(path)`` writes now for this reader and the next. The
    key is in the file's name, so a file is whole under its name or absent (written aside, then
    renamed)."""
    root = local_root(lake)
    if root is None:
        return None
    key = lake_key(root)  # before any build: a commit during the build makes the next key differ
    if key is None:
        return None
    folder, prefix = _lake_files(root)
    database = folder / f"{prefix}{key[:32]}.duckdb"
    if database.is_file():
        return database
    try:
        # A catalog holds a copy of the ledger (the lake's source paths): the user's alone.
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        # each builder its own scratch file: two threads of a process may build the same state
        scratch = folder / f"{prefix}{key[:32]}.{os.getpid()}-{threading.get_ident()}.building"
        try:
            build(str(scratch)).close()
            os.chmod(scratch, 0o600)
            os.replace(scratch, database)
        finally:
            for leftover in (scratch, Path(f"{scratch}.wal")):
                leftover.unlink(missing_ok=True)
        _sweep(root, folder, prefix, database, key)
    except (OSError, duckdb.IOException):  # DuckDB's own: a full disk, a read-only folder
        return None
    return database


# A scratch file this old is a builder's that was killed (an explorer stopped while it renewed
# the catalog in a thread): no build takes an hour.
LEFTOVER_SECONDS = 3600


def _sweep(root: Path, folder: Path, prefix: str, database: Path, key: str) -> None:
    """Delete the catalogs of earlier states of the lake, unless the lake moved on while this one
    was built (another builder's newer file stays: deleting it left the older one alone, and the
    next reader built the newest again), and scratch files builders left."""
    if lake_key(root) == key:
        for older in folder.glob(f"{prefix}*.duckdb"):
            if older != database:
                older.unlink(missing_ok=True)
    for leftover in folder.glob(f"{prefix}*.building*"):
        with contextlib.suppress(OSError):
            if time.time() - leftover.stat().st_mtime > LEFTOVER_SECONDS:
                leftover.unlink()


def _opened(database: Path) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(str(database), read_only=True)
    configure(con)
    return con
