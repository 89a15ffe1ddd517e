"""DuckDB views over the lake: the one way tracelake reads what it wrote.

The ledger is loaded into a table (``ingest_history``); the table views read exactly the files
named by committed ledger entries (listed explicitly, so DuckDB prunes by the Hive
``run_id``/``step`` of each path before opening a file, and never sees an uncommitted or
superseded file). A connection, or a catalog file, therefore shows the lake as of the moment it
was made: build a new one to see later ingests. File paths are kept relative to the lake and
joined to ``lake_root()`` (the lake's location when the catalog was built, unless the DuckDB
variable ``tracelake_lake`` says otherwise), so a catalog file survives moving the lake.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pyarrow as pa

from .lake import COMMIT_COLUMN, Lake
from .schemas import Contract, contract, data_tables, fingerprint

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"
LAKE_VARIABLE = "tracelake_lake"  # overrides where the views look for the lake's files


def quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def parquet_source(files: list[str], spec: Contract, *, union_by_name: bool, hive: bool,
                   filename: bool = False) -> str:
    """A ``read_parquet(...)`` call over lake files, as the views and ``compact`` read them."""
    # Paths relative to the lake, joined to `lake_root()` when a query binds: a catalog file
    # keeps working after the lake moves (SET VARIABLE tracelake_lake = '/new/place').
    listing = "list_transform([" + ", ".join(quote(f) for f in files) + "], lambda f: lake_root() || '/' || f)"
    # Union by name reads every file's schema: 2-4x slower over 10,000 files. Needed only when
    # files written under different contracts are mixed.
    options = ", union_by_name = true" if union_by_name else ""
    partitions = [c for c in spec.columns if c.name in spec.partition_by]
    if hive and partitions:
        types = ", ".join(f"{c.name}: {c.type}" for c in partitions)
        options += f", hive_partitioning = true, hive_types = {{{types}}}"
    else:  # compacted files hold run_id and step as columns; their folder names must not add them again
        options += ", hive_partitioning = false"
    if filename:
        options += ", filename = true"
    return f"read_parquet({listing}{options})"


# Rows of a compacted file that belong to a shard commit still live (see sql/00_ledger.sql).
LIVE_ROWS = f"{COMMIT_COLUMN} IN (SELECT rows_commit FROM live_row_commits)"


def load_ledger(con: duckdb.DuckDBPyConnection, lake: Lake) -> None:
    """Table ``ingest_history`` and the views over it (``sql/00_*.sql``)."""
    # Loaded once, as a table: as a view over thousands of small files, every query of `runs`
    # would read them all again (10,000 entries: 6.6 s a query, against 0.3 s to load them
    # once with orjson).
    ledger = contract("ingests")
    con.execute("DROP TABLE IF EXISTS ingest_history")
    con.from_arrow(pa.Table.from_pylist(lake.ledger(), schema=ledger.file_schema)).create("ingest_history")
    con.execute(f"CREATE OR REPLACE MACRO lake_root() AS "
                f"coalesce(getvariable('{LAKE_VARIABLE}'), {quote(lake.location('').rstrip('/'))})")
    for path in _scripts(ledger_only=True):
        con.execute(path.read_text())


def _scripts(*, ledger_only: bool) -> list[Path]:
    # 00_*.sql derive from the ledger and must exist before the table views; the rest may use them.
    return [p for p in sorted(SQL_DIR.glob("*.sql")) if p.name.startswith("00_") == ledger_only]


def define_views(con: duckdb.DuckDBPyConnection, lake: Lake) -> None:
    load_ledger(con, lake)
    schemas = con.execute("SELECT list(DISTINCT schema) FROM committed_ingests").fetchone()[0] or []
    mixed = schemas != [fingerprint()] and bool(schemas)
    live: dict[tuple[str, bool, bool], list[str]] = {}
    listing = con.execute("SELECT table_name, compacted, stale, file FROM live_files ORDER BY run_id, step, file")
    for table_name, compacted, stale, file in listing.fetchall():
        live.setdefault((table_name, compacted, stale), []).append(file)
    for spec in data_tables():
        parts = []
        for compacted, stale in ((False, False), (True, False), (True, True)):
            files = live.get((spec.name, compacted, stale))
            if not files:
                continue
            source = parquet_source(files, spec, union_by_name=mixed or compacted, hive=not compacted)
            parts.append(f"SELECT {', '.join(spec.column_names)} FROM {source}" + (f" WHERE {LIVE_ROWS}" if stale else ""))
        body = " UNION ALL ".join(parts) if parts else spec.empty_sql()
        con.execute(f"CREATE OR REPLACE VIEW {spec.name} AS {body}")
    for path in _scripts(ledger_only=False):
        con.execute(path.read_text())


def connect(lake_url: str, database: str = ":memory:") -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(database)
    define_views(con, Lake(lake_url))
    return con
