"""The commands that read the lake: `runs`, `sql` (read-only SQL, streamed, bounded) and
`catalog` (a DuckDB file of the views)."""

from __future__ import annotations

import csv
import io
import re
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import orjson
import typer

from ..lake.defaults import DEFAULT_LAKE, DEFAULT_MEMORY_LIMIT, DEFAULT_TIMEOUT_S
from ..lazy import lazy
from ..outputs import replacing
from ..suggest import did_you_mean
from .common import (
    Format,
    LakeOption,
    OutputFormat,
    connect,
    err,
    error,
    escape,
    fail,
    out,
    print_result,
    text_table,
    to_terminal,
)

if TYPE_CHECKING:
    import duckdb

    from ..lake import catalog, catalog_cache, connection, guard
else:  # loaded by the commands that use them: `--version` and `--help` load none of them
    duckdb = lazy("duckdb")
    catalog = lazy("pipelines.lake.catalog")
    catalog_cache = lazy("pipelines.lake.catalog_cache")
    connection = lazy("pipelines.lake.connection")
    guard = lazy("pipelines.lake.guard")


def runs(
    lake: LakeOption = DEFAULT_LAKE,
    format: Format = OutputFormat.table,
    json_: Annotated[bool, typer.Option("--json", help="The same as --format json.")] = False,
) -> None:
    """One line per run, by name: format, steps, trajectories, last ingest (json and csv: every
    column of the runs view, run_id among them)."""
    format = OutputFormat.json if json_ else format
    columns, rows = _query(
        connect(lake),
        "SELECT run_name, format, steps, first_step, last_step, trajectories, quarantined,"
        " failed_shards, strftime(last_ingest, '%Y-%m-%d %H:%M:%S') AS last_ingest FROM runs"
        " ORDER BY lower(run_name), run_name"
        if format is OutputFormat.table
        else "SELECT * FROM runs",
    )
    if format is OutputFormat.table and not rows:
        err.print(escape(f"no runs in {lake} yet: tracelake ingest PATH --lake {lake}"), highlight=False)
        return
    print_result(columns, rows, format)


def sql(
    query: Annotated[str, typer.Argument(help="DuckDB SQL over the lake's views; - reads stdin.")],
    lake: LakeOption = DEFAULT_LAKE,
    format: Format = OutputFormat.table,
    allow_files: Annotated[
        bool, typer.Option(help="Let queries read files outside the lake too (read_csv('...'), ...).")
    ] = False,
    timeout: Annotated[
        float, typer.Option(help="Stop a query that runs longer than this many seconds (0: never).")
    ] = DEFAULT_TIMEOUT_S,
    memory_limit: Annotated[
        str, typer.Option(help="Memory a query may use before it spills to disk or fails, e.g. 512MB, 8GB.")
    ] = DEFAULT_MEMORY_LIMIT,
) -> None:
    """Run read-only SQL over the lake (views: trajectories, turns, rewards, step_metrics, runs,
    ingests, quarantine): reads only, by DuckDB's own parse (SELECT, WITH, PIVOT, SHOW,
    DESCRIBE, EXPLAIN of those); files outside the lake are out of reach unless --allow-files;
    a timeout and a memory limit bound every query."""
    con, lake_root = _sql_connection(lake)
    text = sys.stdin.read() if query == "-" else query
    try:
        with tempfile.TemporaryDirectory(prefix="tracelake-sql-") as spill:  # gone with the query
            guard.lock_down(con, text, lake_root=lake_root, extensions=connection.extension_directory(),
                            spill=spill, allow_files=allow_files, memory=memory_limit)  # fmt: skip
            shown = guard.within(con, timeout, lambda: _stream_result(con.execute(text), format))
        if shown >= 0 and (hint := _run_hint(con, text, empty=shown == 0)) is not None:
            error(f"[yellow]note[/yellow]: {escape(hint)}")
    except duckdb.IOException as exc:  # a missing data file, named
        raise fail(f"SQL: {str(exc).splitlines()[0]} (`tracelake check --lake {lake}` lists damaged files)") from None
    except duckdb.InvalidInputException as exc:
        first = str(exc).splitlines()[0]
        if "magic bytes" in first or "parquet" in first.lower():  # a damaged data file, named
            first += f" (`tracelake check --lake {lake}` lists damaged files)"
        raise fail(f"SQL: {first}") from None
    except duckdb.Error as exc:
        raise fail(f"SQL: {_one_line(str(exc))}") from None


def _sql_connection(lake: str) -> tuple[duckdb.DuckDBPyConnection, str]:
    """The connection a query runs on, and the lake's location: the cached catalog of a local
    lake unchanged since the last query (:mod:`~pipelines.lake.catalog_cache`), else one built now."""
    cached = catalog_cache.open_cached(lake, lambda path: connect(lake, path))
    if cached is not None:
        return cached, str(catalog_cache.local_root(lake))
    return connect(lake), catalog.Lake(lake).uri()


_SENTENCE_END = re.compile(r"(?<=\.)\s")
_CLAUSE_END = re.compile(r"[;:,](?=\s)")


def _first_sentence(text: str, most: int = 160) -> str:
    """The comment's first sentence; a long one up to its last clause that fits, marked cut."""
    sentence = _SENTENCE_END.split(text, maxsplit=1)[0]
    if len(sentence) <= most:
        return sentence
    ends = [m.start() for m in _CLAUSE_END.finditer(sentence) if m.start() <= most]
    return (sentence[: ends[-1]] if ends else sentence[:most].rsplit(" ", 1)[0]) + " …"


def views_help() -> str:
    """The views and macros of sql/, one line each: the first sentence of the comment above each."""
    from ..resources import sql_files  # noqa: PLC0415 - only for --help

    lines = []
    for path in sql_files():
        comment: list[str] = []
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("--"):
                comment.append(line.lstrip("- ").strip())
                continue
            found = re.match(r"CREATE OR REPLACE (VIEW|MACRO) (\w+)", line)
            if found and comment and not found[2].startswith(("_", "source_root", "lake_root", "framework_of")):
                lines.append(f"{found[2]}: {_first_sentence(' '.join(comment))}")
            comment = []  # a blank line or a statement ends the comment above a view
    return "\n\n".join(lines)


def _one_line(message: str) -> str:
    """DuckDB's error on one line: its text and hints, without the quoted query and caret."""
    lines = [line.strip() for line in message.splitlines()]
    return " ".join(line for line in lines if line and not line.startswith("LINE ") and set(line) != {"^"})


def _query(con: duckdb.DuckDBPyConnection, text: str) -> tuple[list[str], list[tuple[Any, ...]]]:
    cursor = con.execute(text)
    if cursor.description is None:  # a statement with no result (CREATE, SET...)
        return [], []
    return [d[0] for d in cursor.description], cursor.fetchall()


# What `sql`'s table format shows of a result (json and csv stream all of it), and the rows
# fetched at a time: what Python holds of a result, whatever its size (`SELECT * FROM
# range(200000000)` fetched whole ran out of memory past --memory-limit, with a traceback).
SHOWN_ROWS = 10_000
FETCH_ROWS = 10_000


def _stream_result(cursor: duckdb.DuckDBPyConnection, fmt: OutputFormat) -> int:
    """A query's result printed as it is fetched, a batch at a time; how many rows it had
    (-1: a statement with no result)."""
    if cursor.description is None:  # a statement with no result
        return -1
    columns = [d[0] for d in cursor.description]
    count = 0
    if fmt is OutputFormat.table:
        rows = cursor.fetchmany(SHOWN_ROWS + 1)
        sys.stdout.write(text_table(columns, rows[:SHOWN_ROWS], more=len(rows) > SHOWN_ROWS))
        return len(rows)
    if fmt is OutputFormat.csv:
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(columns)
        while rows := cursor.fetchmany(FETCH_ROWS):
            count += len(rows)
            writer.writerows(to_terminal(rows))
            sys.stdout.write(buf.getvalue())
            buf.seek(0)
            buf.truncate()
        sys.stdout.write(buf.getvalue())
        return count
    # The layout orjson gives a whole list with OPT_INDENT_2, a record at a time.
    first = True
    sys.stdout.write("[")
    while rows := cursor.fetchmany(FETCH_ROWS):
        count += len(rows)
        for row in to_terminal(rows):
            record = orjson.dumps(dict(zip(columns, row)), default=str, option=orjson.OPT_INDENT_2).decode()
            sys.stdout.write(("\n" if first else ",\n") + "  " + record.replace("\n", "\n  "))
            first = False
    sys.stdout.write("]\n" if first else "\n]\n")
    return count


_LITERAL = re.compile(r"'((?:[^']|'')*)'")
_RUN_FILTER = re.compile(r"\b(run_id|run_name)\s*(?:=|IN\s*\()\s*'((?:[^']|'')*)'", re.I)


def _run_hint(con: duckdb.DuckDBPyConnection, text: str, *, empty: bool) -> str | None:
    """What a query got wrong about a run, if anything: a run's name where it filters on
    ``run_id``, a run that is not in the lake (with the closest ones); for a query that found
    nothing, any run name it compares with."""
    filters = _RUN_FILTER.findall(text)
    if not filters and not (empty and _LITERAL.search(text)):  # nothing to check: the runs view unread
        return None
    runs = con.execute("SELECT run_id, run_name FROM runs").fetchall()
    ids, by_name = {i for i, _ in runs}, {n: i for i, n in runs}

    def named(literal: str) -> str:
        return (
            f"{literal!r} is a run's name, its run_id is {by_name[literal]!r}: the tables filter on run_id, "
            "and every view has run_name beside it"
        )

    for column, given in filters:
        literal = given.replace("''", "'")
        if column.lower() == "run_id" and literal in by_name and literal not in ids:
            return named(literal)
        if literal not in ids and literal not in by_name:
            return f"no run {literal!r} in the lake{did_you_mean(literal, [*ids, *by_name])} (see `tracelake runs`)"
    if empty:
        for literal in (m.replace("''", "'") for m in _LITERAL.findall(text)):
            if literal in by_name and literal not in ids:
                return named(literal)
    return None


def catalog_cmd(
    out_path: Annotated[Path, typer.Option("--out", help="DuckDB file to write.")],
    lake: LakeOption = DEFAULT_LAKE,
) -> None:
    """Write a DuckDB file holding the lake's views, for any DuckDB client or dashboard.

    The views read the lake as it was when the file was written (a Delta snapshot whose files
    `vacuum` keeps for its retention): write it again to see later ingests. They find the files
    through lake_root(); after moving the lake, SET VARIABLE tracelake_lake = '<new place>'.
    The file is written read-only: open it with read_only=True (see docs/architecture.md on what a
    client that opens it could still do)."""
    with replacing(out_path) as tmp:
        con = connect(lake, str(tmp))
        views = con.execute("SELECT count(*) FROM duckdb_views() WHERE NOT internal").fetchall()[0][0]
        con.close()
        tmp.chmod(0o444)  # a dashboard opening it for writing is refused by the OS (unless root)
    out.print(escape(f"wrote {out_path}: {views} views over {lake}"), highlight=False)
