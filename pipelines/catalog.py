"""DuckDB views over the lake: the one way tracelake reads what it wrote.

The table views read exactly the files named by committed ledger entries (listed explicitly,
so DuckDB prunes by the Hive ``run_id``/``step`` of each path before opening a file, and never
sees an uncommitted or superseded file). A connection, or a catalog file, therefore shows the
lake as of the moment it was made: build a new one to see later ingests.
"""

from __future__ import annotations

from pathlib import Path

import duckdb

from .lake import Lake
from .schemas import Contract, contract, data_tables

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _read_parquet(files: list[str], spec: Contract) -> str:
    listing = ", ".join(_quote(f) for f in files)
    hive = [c for c in spec.columns if c.name in spec.partition_by]
    options = ", union_by_name = true"
    if hive:
        types = ", ".join(f"{c.name}: {c.type}" for c in hive)
        options += f", hive_partitioning = true, hive_types = {{{types}}}"
    columns = ", ".join(spec.column_names)
    return f"SELECT {columns} FROM read_parquet([{listing}]{options})"


def _read_json(files: list[str], spec: Contract) -> str:
    listing = ", ".join(_quote(f) for f in files)
    types = ", ".join(f"{_quote(c.name)}: {_quote(c.type)}" for c in spec.columns)
    columns = ", ".join(spec.column_names)
    return f"SELECT {columns} FROM read_json([{listing}], format = 'newline_delimited', columns = {{{types}}})"


def define_views(con: duckdb.DuckDBPyConnection, lake: Lake) -> None:
    ledger = contract("ingests")
    ledger_files = [lake.location(rel) for rel in lake.ledger_files()]
    history = _read_json(ledger_files, ledger) if ledger_files else ledger.empty_sql()
    con.execute(f"CREATE OR REPLACE VIEW ingest_history AS {history}")
    scripts = sorted(SQL_DIR.glob("*.sql"))
    # 00_*.sql derive from the ledger and must exist before the table views; the rest may use
    # the tables.
    for path in [p for p in scripts if p.name.startswith("00_")]:
        con.execute(path.read_text())
    live: dict[str, list[str]] = {}
    for table_name, file in con.execute("SELECT table_name, file FROM live_files ORDER BY run_id, step, file").fetchall():
        live.setdefault(table_name, []).append(lake.location(file))
    for spec in data_tables():
        files = live.get(spec.name)
        body = _read_parquet(files, spec) if files else spec.empty_sql()
        con.execute(f"CREATE OR REPLACE VIEW {spec.name} AS {body}")
    for path in [p for p in scripts if not p.name.startswith("00_")]:
        con.execute(path.read_text())


def connect(lake_url: str, database: str = ":memory:") -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(database)
    define_views(con, Lake(lake_url))
    return con
