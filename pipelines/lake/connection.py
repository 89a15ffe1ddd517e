"""What every DuckDB connection of tracelake sets, importing only DuckDB: the catalog's, a
cached catalog's (:mod:`.catalog_cache`, whose hit must stay that light) and a query's."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import duckdb

from ..sqltext import quote

# The data files a catalog's views read, relative to the lake (a table the catalog writes):
# all that `tracelake sql` lets a query of a local lake open (see :mod:`.guard`).
FILES_TABLE = "tracelake.files"


def extension_directory() -> str | None:
    """The DuckDB extensions of the installed ``duckdb-ext-*`` packages (never the network)."""
    spec = importlib.util.find_spec("duckdb_ext")
    if spec is None or not spec.submodule_search_locations:
        return None
    return str(Path(next(iter(spec.submodule_search_locations))) / "extensions")


def configure(con: duckdb.DuckDBPyConnection) -> None:
    """What every tracelake connection sets: extensions from the installed packages only, UTC,
    and Parquet footers kept between queries."""
    extensions = extension_directory()
    if extensions:
        con.execute(f"SET extension_directory = {quote(extensions)}")
    con.execute("SET autoinstall_known_extensions = false")
    con.execute("SET TimeZone = 'UTC'")
    # A lake's data files are never rewritten in place (every write is a new file), so a footer
    # read once holds for the connection's life (DuckDB checks the file's mtime as well). Each
    # query otherwise re-reads every file's footer: on a lake between compactions (22 files of a
    # run) that was half of a reward curve's time, 4.6 ms against 2.6 ms with the cache.
    con.execute("SET parquet_metadata_cache = true")
