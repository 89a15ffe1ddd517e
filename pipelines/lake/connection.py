"""What every DuckDB connection of tracelake sets, importing only DuckDB: the catalog's, a
cached catalog's (:mod:`.catalog_cache`, whose hit must stay that light) and a query's."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import duckdb

from ..sqltext import quote


def extension_directory() -> str | None:
    """The DuckDB extensions of the installed ``duckdb-ext-*`` packages (never the network)."""
    spec = importlib.util.find_spec("duckdb_ext")
    if spec is None or not spec.submodule_search_locations:
        return None
    return str(Path(next(iter(spec.submodule_search_locations))) / "extensions")


def configure(con: duckdb.DuckDBPyConnection) -> None:
    """What every tracelake connection sets: extensions from the installed packages only, UTC."""
    extensions = extension_directory()
    if extensions:
        con.execute(f"SET extension_directory = {quote(extensions)}")
    con.execute("SET autoinstall_known_extensions = false")
    con.execute("SET TimeZone = 'UTC'")
