"""DuckDB views over the lake: the one way tracelake reads what it wrote.

The ledger is loaded into a table (``ingest_history``); the table views read exactly the files
named by committed ledger entries (listed explicitly, so DuckDB prunes by the Hive
``run_id``/``step`` of each path before opening a file, and never sees an uncommitted or
superseded file). A connection, or a catalog file, therefore shows the lake as of the moment it
was made: build a new one to see later ingests.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pyarrow as pa

from .lake import Lake
from .schemas import Contract, contract, data_tables, fingerprint

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _read_parquet(files: list[str], spec: Contract, *, union_by_name: bool = True) -> str:
    listing = ", ".join(_quote(f) for f in files)
    hive = [c for c in spec.columns if c.name in spec.partition_by]
    # Union by name reads every file's schema: 2-4x slower over 10,000 files. Needed only when
    # files written under different contracts are mixed.
    options = ", union_by_name = true" if union_by_name else ""
    if hive:
        types = ", ".join(f"{c.name}: {c.type}" for c in hive)
        options += f", hive_partitioning = true, hive_types = {{{types}}}"
    columns = ", ".join(spec.column_names)
    return f"SELECT {columns} FROM read_parquet([{listing}]{options})"


def define_views(con: duckdb.DuckDBPyConnection, lake: Lake) -> None:
    # The ledger is loaded once, as a table: as a view over thousands of small files, every
    # query of `runs` would read them all again (10,000 entries: 6.6 s a query, against 0.3 s
    # to load them once with orjson).
    ledger = contract("ingests")
    con.execute("DROP TABLE IF EXISTS ingest_history")
    con.from_arrow(pa.Table.from_pylist(lake.ledger(), schema=ledger.file_schema)).create("ingest_history")
    scripts = sorted(SQL_DIR.glob("*.sql"))
    # 00_*.sql derive from the ledger and must exist before the table views; the rest may use
    # the tables.
    for path in [p for p in scripts if p.name.startswith("00_")]:
        con.execute(path.read_text())
    schemas = con.execute("SELECT list(DISTINCT schema) FROM committed_ingests").fetchone()[0] or []
    mixed = schemas != [fingerprint()] and bool(schemas)
    live: dict[str, list[str]] = {}
    for table_name, file in con.execute("SELECT table_name, file FROM live_files ORDER BY run_id, step, file").fetchall():
        live.setdefault(table_name, []).append(lake.location(file))
    for spec in data_tables():
        files = live.get(spec.name)
        body = _read_parquet(files, spec, union_by_name=mixed) if files else spec.empty_sql()
        con.execute(f"CREATE OR REPLACE VIEW {spec.name} AS {body}")
    for path in [p for p in scripts if not p.name.startswith("00_")]:
        con.execute(path.read_text())


def connect(lake_url: str, database: str = ":memory:") -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(database)
    define_views(con, Lake(lake_url))
    return con
