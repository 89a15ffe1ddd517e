"""DuckDB views over the lake: the one way tracelake reads what it wrote.

A connection sees one snapshot of the lake: the ledger (loaded into ``ingest_history``) and,
for each Delta table, the data files of its version as of the same moment (listed explicitly,
so DuckDB prunes by the Hive ``run_id`` of each path and by the step statistics of each row
group). No file a recent snapshot names is deleted (an ingest prunes what its compactions
removed over an hour ago, ``vacuum`` what no snapshot of the last 7 days names), so a
connection or a ``catalog --out`` file keeps answering while ingests and compactions go on, for
an hour at least; build a new one to see later commits. The table views keep only rows whose ``_commit`` is a
live attempt of the ledger (``live_commits``), so a shard's rows appear together.

File paths are kept relative to the lake and joined to ``lake_root()`` (the lake's location when
the catalog was built, unless the DuckDB variable ``tracelake_lake`` says otherwise), so a
catalog file survives moving the lake.
"""

from __future__ import annotations

import contextlib
import os
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import cast

import duckdb
import pyarrow as pa
import pyarrow.compute  # noqa: F401 - pa.compute

from ..resources import sql_files
from ..schemas import Contract, data_tables, fingerprint
from ..sqltext import quote
from . import catalog_cache, confine, delta, labels, listed
from .connection import FILES_TABLE, configure
from .delta import COMMIT_COLUMN
from .lake import Lake, LakeError

LAKE_VARIABLE = "tracelake_lake"  # overrides where the views look for the lake's files
# Views of sql/00_ledger.sql kept as tables of the snapshot (`runs_of_snapshot`...)
SNAPSHOT_VIEWS = ("run_names", "runs")
_SNAPSHOT_TRIES = 12


@dataclass
class Snapshot:
    """The ledger and each table's data files (relative to the lake) as of one moment."""

    ledger: pa.Table
    files: dict[str, list[str]]
    file_runs: dict[str, list[str]]  # the run of each of ``files``, in the same order
    rows: dict[str, int]  # rows of each table's files, from the Delta log
    # each table's columns in its Delta schema: a lake written under an older contract lacks the
    # columns added since, until an ingest writes them
    columns: dict[str, frozenset[str]]


def snapshot(lake: Lake) -> Snapshot:
    """Read the ledger, then every table's file list, then check the ledger did not move
    meanwhile: rows are deleted only after a ledger commit, so an unchanged ledger means no
    file list can lack rows the ledger calls live. Retried, with growing pauses, while writers
    commit; a snapshot that cannot be made consistent is an error, never a silent mix."""
    for attempt in range(_SNAPSHOT_TRIES):
        version = lake.ledger.version()
        ledger = lake.ledger.table(version)
        listed = {spec.name: _table_files(lake, spec) for spec in data_tables()}
        if lake.ledger.version() == version:
            if lake.local:  # a view reads only the lake's own files, never through a link (.confine)
                confine.regular_files(lake.url, lake.root, (f for files, _, _ in listed.values() for f, _ in files))
            return Snapshot(
                ledger,
                {t: [path for path, _ in f] for t, (f, _, _) in listed.items()},
                {t: [run for _, run in f] for t, (f, _, _) in listed.items()},
                {t: n for t, (_, n, _) in listed.items()},
                {t: c for t, (_, _, c) in listed.items()},
            )
        time.sleep(min(1.0, 0.02 * 2**attempt) * random.random())
    raise LakeError(
        f"{lake.url}: the ledger moved on {_SNAPSHOT_TRIES} times while the lake was being read (ingests "
        "committing fast): no consistent snapshot; run the command again"
    )


def _table_files(lake: Lake, spec: Contract) -> tuple[list[tuple[str, str]], int, frozenset[str]]:
    """A table's data files with the run of each (run by run: scans read in that order), their
    rows and the table's columns."""
    name, (run_column,) = spec.name, spec.partition_by
    table = delta.open_table(lake.uri(name), lake.options)
    if table is None:
        return [], 0, frozenset()
    actions = delta.add_actions(table)
    paths = cast("list[str]", actions.column("path").to_pylist())
    runs = cast("list[str]", actions.column(f"partition.{run_column}").to_pylist())
    files = sorted((f"{name}/{path}", run) for path, run in zip(paths, runs, strict=True))
    columns = frozenset(table.schema().to_arrow().names)
    return files, pa.compute.sum(actions.column("num_records")).as_py() or 0, columns


def duckdb_connection(database: str = ":memory:", *, lake: Lake | None = None) -> duckdb.DuckDBPyConnection:
    """A DuckDB connection that loads extensions from the installed ``duckdb-ext-*`` packages,
    never from the network, and reaches an S3 lake with the standard AWS_* variables."""
    con = duckdb.connect(database)
    configure(con)
    if lake is not None and not lake.local:
        con.execute("LOAD httpfs")
        con.execute(s3_secret_sql())
        # httpfs copies the AWS_* variables into settings as it loads, and duckdb_settings()
        # shows every setting whole to any query (duckdb_secrets() redacts the secret's): the
        # secret alone holds them.
        for setting in _CREDENTIAL_SETTINGS:
            con.execute(f"SET {setting} = ''")
    return con


_CREDENTIAL_SETTINGS = ("s3_access_key_id", "s3_secret_access_key", "s3_session_token")


def s3_secret_sql() -> str:
    """A DuckDB secret from the AWS_* variables (the same ones delta-rs reads)."""
    options = {"PROVIDER": "config"}
    for key, variable in (
        ("KEY_ID", "AWS_ACCESS_KEY_ID"),
        ("SECRET", "AWS_SECRET_ACCESS_KEY"),
        ("SESSION_TOKEN", "AWS_SESSION_TOKEN"),
        ("REGION", "AWS_REGION"),
    ):
        if os.environ.get(variable):
            options[key] = os.environ[variable]
    endpoint = os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL")
    if endpoint:
        options["ENDPOINT"] = endpoint.split("://", 1)[-1].rstrip("/")
        options["USE_SSL"] = "false" if endpoint.startswith("http://") else "true"
        options["URL_STYLE"] = "path"
    body = ", ".join(f"{k} {v if k == 'USE_SSL' else quote(v)}" for k, v in options.items())
    return f"CREATE OR REPLACE SECRET tracelake_s3 (TYPE s3, {body})"


_SEPARATOR = "\x1f"  # ASCII's unit separator: no path or run id a lake writes is expected to hold it


def sql_list(values: list[str]) -> str:
    """A constant list of strings, as SQL that DuckDB binds fast: one string split (a list
    literal binds each element, 11 ms for 1,000 of them), unless a value holds the separator."""
    if any(_SEPARATOR in v for v in values):
        return "[" + ", ".join(quote(v) for v in values) + "]"
    return f"string_split({quote(_SEPARATOR.join(values))}, chr({ord(_SEPARATOR)}))"


def parquet_source(files: list[str], spec: Contract, *, union_by_name: bool, runs_of: list[str] | None = None) -> str:
    """A ``read_parquet(...)`` call over lake files; given the run of each file (``runs_of``),
    one over the files of the runs in the macro parameter ``runs`` alone (all when NULL)."""
    # Paths relative to the lake, joined to `lake_root()` when a query binds: a catalog file
    # keeps working after the lake moves (SET VARIABLE tracelake_lake = '/new/place').
    if runs_of is None:
        listing = f"list_transform({sql_list(files)}, lambda f: lake_root() || '/' || f)"
    else:
        # Files picked before DuckDB sees them: it stats every file it is given while binding
        # (20 ms for 1,000), before any filter on run_id prunes one.
        # (read_parquet of no file is an error: runs with no file read the first, whose rows the
        # macro's filter on run_id drops)
        picked = (
            f"list_filter(list_zip({sql_list(files)}, {sql_list(runs_of)}), "
            "lambda p: runs IS NULL OR list_contains(runs, p[2]))"
        )
        listing = (
            f"list_transform(coalesce(nullif({picked}, []), [({quote(files[0])}, NULL)]), "
            "lambda p: lake_root() || '/' || p[1])"
        )
    # Union by name reads every file's schema: needed only when files written under different
    # contracts are mixed.
    options = ", union_by_name = true" if union_by_name else ""
    partitions = [c for c in spec.columns if c.name in spec.partition_by]
    types = ", ".join(f"{c.name}: {c.type}" for c in partitions)
    options += f", hive_partitioning = true, hive_types = {{{types}}}"
    return f"read_parquet({listing}{options})"


# Rows of an attempt the ledger calls live (see sql/00_ledger.sql).
LIVE_ROWS = f"{COMMIT_COLUMN} IN (SELECT commit_id FROM live_commits)"


class _ArrowStream:
    """A table seen only through the Arrow C stream interface."""

    def __init__(self, table: pa.Table):
        self.table = table

    def __arrow_c_stream__(self, requested_schema: object = None) -> object:
        return self.table.__arrow_c_stream__(requested_schema)


def load_ledger(con: duckdb.DuckDBPyConnection, lake: Lake, ledger: pa.Table) -> None:
    """Table ``ingest_history`` and the views over it (``sql/00_*.sql``)."""
    con.execute("DROP TABLE IF EXISTS ingest_history")
    # Handed over as an Arrow stream: given a pyarrow table, DuckDB imports pyarrow.dataset
    # (and with it pandas), a third of a second of every command's start.
    con.register("ingest_history_stream", _ArrowStream(ledger))
    con.execute("CREATE TABLE ingest_history AS SELECT * FROM ingest_history_stream")
    con.unregister("ingest_history_stream")
    con.execute(
        f"CREATE OR REPLACE MACRO lake_root() AS "
        f"coalesce(getvariable('{LAKE_VARIABLE}'), {quote(lake.uri().rstrip('/'))})"
    )
    for path in sql_files():
        if path.name.startswith("00_"):
            con.execute(path.read_text(encoding="utf-8"))
    # These follow from this snapshot of the ledger alone: worked out once, not at every query
    # (`runs` took 0.12 s at 1,000 runs, and every page of the explorer reads it)
    for view in SNAPSHOT_VIEWS:
        con.execute(f"CREATE OR REPLACE TABLE {view}_of_snapshot AS SELECT * FROM {view}")
        con.execute(f"CREATE OR REPLACE VIEW {view} AS SELECT * FROM {view}_of_snapshot")


def load_labels(con: duckdb.DuckDBPyConnection, lake: Lake) -> int | None:
    """Table ``label_history``: every row of the labels table, as of now (the ``labels`` view
    reads it). Returns the labels table's version: a reader that holds an older one loads them
    again (the explorer, after a label is written)."""
    version, rows = labels.history(lake)
    con.register("label_history_stream", _ArrowStream(rows))
    con.execute("CREATE OR REPLACE TABLE label_history AS SELECT * FROM label_history_stream")
    con.unregister("label_history_stream")
    return version


def define_views(con: duckdb.DuckDBPyConnection, lake: Lake) -> None:
    """The lake's views, as of one snapshot, in one transaction: another connection to the same
    database (an explorer's sessions each read through a cursor of the one the snapshot is taken
    on) reads the views before or after, never a mix of them, nor the empty tables they are first
    made over (what it read would be kept: :mod:`.run_answers`). A failure leaves the views
    before."""
    con.begin()
    try:
        _define_views(con, lake)
    except BaseException:
        con.rollback()
        raise
    con.commit()


def _define_views(con: duckdb.DuckDBPyConnection, lake: Lake) -> None:
    shot = snapshot(lake)
    load_ledger(con, lake, shot.ledger)
    load_labels(con, lake)
    schemas = con.execute("SELECT list(DISTINCT schema) FROM committed_ingests").fetchall()[0][0] or []
    mixed = schemas != [fingerprint()] and bool(schemas)
    live_rows = con.execute(
        "SELECT "
        + ", ".join(f"coalesce(sum(rows_{spec.name}), 0)" for spec in data_tables())
        + " FROM live_row_commits"
    ).fetchall()[0]
    # The views and macros of sql/ first, over empty tables: DuckDB binds a view as it is made,
    # and each binding of a table expands its file list (17 ms over 1,000 files: the views of
    # sql/ bound over a lake of 1,000 runs took 0.9 s of a 1.5 s connection). A view is bound
    # again when queried, so the tables given their files after are what every query reads.
    for spec in data_tables():
        con.execute(f"CREATE OR REPLACE VIEW {spec.name} AS {spec.empty_sql()}")
        con.execute(f"CREATE OR REPLACE MACRO {spec.name}_of(runs) AS TABLE {spec.empty_sql()}")
    texts = [path.read_text(encoding="utf-8") for path in sql_files() if not path.name.startswith("00_")]
    for text in texts:
        con.execute(text)
    listed.define(con, texts)
    for spec, expected in zip(data_tables(), live_rows):
        files = shot.files[spec.name]
        if files:
            # Every live row is in the snapshot; when the files hold no more rows than that,
            # none is dead and the filter (a third of a scan's time) can go.
            clean = shot.rows[spec.name] == expected
            # a column the contract gained after every file was written reads NULL
            present = shot.columns[spec.name] | set(spec.partition_by)
            selected = [c.name if c.name in present else f"CAST(NULL AS {c.type}) AS {c.name}" for c in spec.columns]
            columns = ", ".join(selected)
            body = f"SELECT {columns} FROM {parquet_source(files, spec, union_by_name=mixed)}"
            of_runs = (
                f"SELECT {columns} FROM "
                f"{parquet_source(files, spec, union_by_name=mixed, runs_of=shot.file_runs[spec.name])}"
                " WHERE (runs IS NULL OR list_contains(runs, run_id))"
            )
            if not clean:
                body, of_runs = f"{body} WHERE {LIVE_ROWS}", f"{of_runs} AND {LIVE_ROWS}"
        else:
            body = of_runs = spec.empty_sql()
        con.execute(f"CREATE OR REPLACE VIEW {spec.name} AS {body}")
        # `trajectories_of(['a', 'b'])`: the view over those runs' files alone (NULL: all), for
        # queries of a few runs in a lake of many (a filter on run_id prunes only after DuckDB
        # has bound every file of the view)
        con.execute(f"CREATE OR REPLACE MACRO {spec.name}_of(runs) AS TABLE {of_runs}")
    # The files the views read, relative to the lake: all that `tracelake sql` lets a query open.
    named = pa.table({"path": pa.array([f for files in shot.files.values() for f in files], pa.string())})
    con.execute(f"CREATE SCHEMA IF NOT EXISTS {FILES_TABLE.split('.')[0]}")
    con.register("tracelake_files_stream", _ArrowStream(named))
    con.execute(f"CREATE OR REPLACE TABLE {FILES_TABLE} AS SELECT * FROM tracelake_files_stream")
    con.unregister("tracelake_files_stream")


def connect(lake_url: str, database: str = ":memory:") -> duckdb.DuckDBPyConnection:
    """A DuckDB connection with the lake's views (``database``: a file to keep them in)."""
    lake = Lake(lake_url)
    lake.require()
    con = duckdb_connection(database, lake=lake)
    define_views(con, lake)
    return con


def renew_kept(lake: Lake) -> None:
    """The lake's kept catalog (:mod:`.catalog_cache`), when one is kept, made for the lake as it
    is after a write (an ingest, a compaction, a run removed, a vacuum, a repair, a label), so
    the next `tracelake sql` or explorer start opens it instead of reading every table's log
    (0.3-0.6 s at 5.12M trajectories: the most of a query, and of the explorer's start). One look
    at each table's newest commit when the kept one is current; a build is timed as the stage
    ``catalog``. A cache: whatever fails here (a home the cache cannot write, a damaged table) is
    the next reader's to build and say."""

    def build(path: str) -> duckdb.DuckDBPyConnection:
        with lake.stopwatch("catalog"):
            return connect(lake.url, path)

    with contextlib.suppress(Exception):
        if catalog_cache.kept(lake.url):
            catalog_cache.current(lake.url, build)


@contextlib.contextmanager
def renewing(lake: Lake) -> Iterator[None]:
    """Around a command's writes: :func:`renew_kept` for what they committed, even when one
    fails midway (what committed before it stands)."""
    try:
        yield
    finally:
        renew_kept(lake)
