"""What every ``tracelake`` command shares: the consoles, the ``--lake`` and ``--format``
options, printing a result (aligned text, JSON or CSV), the catalog connection, a one-line error."""

from __future__ import annotations

import csv
import io
import re
import sys
from collections import Counter
from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING, Annotated, Any

import orjson
import typer

from ..lazy import lazy

if TYPE_CHECKING:
    import duckdb
    from rich.console import Console

    from ..lake import catalog
    from ..sources.base import Unplaced
else:  # loaded by the commands that use them
    duckdb = lazy("duckdb")
    catalog = lazy("pipelines.lake.catalog")


class _Console:
    """A rich ``Console`` made when first used: importing rich is ~20 ms of a `tracelake sql`
    process, whose result is written to stdout without it (bench/many_runs.py: the target is
    2x a bare DuckDB process). Settings made before then (``quiet``) are made with it."""

    def __init__(self, **options: Any):
        object.__setattr__(self, "_options", options)
        object.__setattr__(self, "_made", None)

    @property
    def console(self) -> Console:
        if self._made is None:
            from rich.console import Console  # noqa: PLC0415 - see the class

            object.__setattr__(self, "_made", Console(**self._options))
        return self._made

    def __getattr__(self, name: str) -> Any:
        return getattr(self.console, name)

    def __setattr__(self, name: str, value: Any) -> None:
        if self._made is None:
            self._options[name] = value
        else:
            setattr(self._made, name, value)


out: Console = _Console(soft_wrap=True)  # type: ignore[assignment]  # a Console when used
err: Console = _Console(stderr=True, soft_wrap=True)  # type: ignore[assignment]  # file names must not be cut by wrapping


def made(console: Console) -> Console:
    """The rich ``Console`` behind ``out`` or ``err``, for rich's own classes (they check it)."""
    return console.console if isinstance(console, _Console) else console


# What a terminal takes as a command or shows out of order, when it comes from a name or a
# record: C0 and C1 controls (ESC starts a title change, an erase, a hyperlink; a newline forges
# a line of output of its own) and the bidirectional marks (U+202E shows a name reversed).
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escaped(found: re.Match[str]) -> str:
    char = found[0]
    return _NAMED.get(char) or (f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")


def printable(text: str) -> str:
    """``text`` safe on a terminal: every character of :data:`_UNPRINTABLE` written as Python
    escapes it (``\\x1b``, ``\\n``, ``\\u202e``). Every name and text tracelake prints passes here
    (:func:`escape`, :func:`cell`, and CSV or JSON written to a terminal); what goes to a file
    or a pipe is the data as it is."""
    return _UNPRINTABLE.sub(_escaped, text) if _UNPRINTABLE.search(text) else text


def to_terminal(rows: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Rows with their text :func:`printable`, where stdout is a terminal; else as they are."""
    if not sys.stdout.isatty():
        return rows
    return [tuple(printable(v) if isinstance(v, str) else v for v in row) for row in rows]


def escape(markup: str) -> str:
    """``markup`` with rich's markup escaped and made :func:`printable` (rich loaded when first
    needed, see :class:`_Console`)."""
    from rich.markup import escape as escaped  # noqa: PLC0415

    return escaped(printable(markup))


LakeOption = Annotated[
    str,
    typer.Option("--lake", envvar="TRACELAKE_LAKE", help="Lake location (folder or fsspec URL).", show_envvar=True),
]


class OutputFormat(str, Enum):
    table = "table"
    json = "json"
    csv = "csv"


Format = Annotated[OutputFormat, typer.Option("--format", "-f", help="Output format.")]


def fail(message: str, code: int = 2) -> typer.Exit:
    error(f"[red]error:[/red] {escape(message)}")
    return typer.Exit(code)


def error(markup: str) -> None:
    """A line on stderr that --quiet keeps."""
    from rich.console import Console  # noqa: PLC0415 - see _Console

    Console(stderr=True, soft_wrap=True).print(markup, highlight=False)


def print_result(columns: list[str], rows: list[tuple[Any, ...]], fmt: OutputFormat) -> None:
    if not columns:
        return
    if fmt is OutputFormat.json:
        records = [dict(zip(columns, row)) for row in to_terminal(rows)]
        sys.stdout.write(orjson.dumps(records, default=str, option=orjson.OPT_INDENT_2).decode() + "\n")
    elif fmt is OutputFormat.csv:
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows(to_terminal(rows))
        sys.stdout.write(buf.getvalue())
    else:
        sys.stdout.write(text_table(columns, rows))


_CELL_MAX = 60
# Columns a user types back (`--run NAME`, a WHERE clause): never cut, however long.
_WHOLE_COLUMNS = frozenset(
    {
        "run",
        "run_id",
        "run_name",
        "name",
        "format",
        "model",
        "task",
        "trajectory_id",
        "group_id",
        "shard_key",
        "file",
        "source_uri",
        "source_file",
        "trend",  # a sentence, read whole
    }
)


def cell(value: object, whole: bool = False) -> str:
    if isinstance(value, float):  # a mean's last-digit noise (1129.4000000000012) is not the value
        value = float(f"{value:.12g}")
    text = "NULL" if value is None else printable(str(value))
    return text if whole or len(text) <= _CELL_MAX else text[: _CELL_MAX - 1] + "…"


def text_table(columns: list[str], rows: list[tuple[Any, ...]], *, more: bool = False) -> str:
    """psql-style aligned text; long text cells cut (--format json or csv give them whole),
    names and ids never. ``more``: the result has rows past these."""
    whole = [c in _WHOLE_COLUMNS for c in columns]
    cells = [[cell(v, w) for v, w in zip(row, whole)] for row in rows]
    numeric = [all(isinstance(row[i], (int, float)) or row[i] is None for row in rows) for i in range(len(columns))]
    widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(columns)]

    def line(values: list[str]) -> str:
        return " | ".join(v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric)).rstrip()

    out_lines = [line([printable(c) for c in columns]), "-+-".join("-" * w for w in widths)]
    out_lines += [line(r) for r in cells]
    if more:
        out_lines.append(f"(the first {len(rows):,} rows; more follow: add a LIMIT, or --format csv or json for all)")
    else:
        out_lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(out_lines) + "\n"


def connect(lake: str, database: str = ":memory:") -> duckdb.DuckDBPyConnection:
    try:
        return catalog.connect(lake, database)
    except duckdb.Error as exc:  # a data file missing or damaged: say which, and what finds them all
        raise fail(f"{str(exc).splitlines()[0]} (`tracelake check --lake {lake}` lists damaged files)") from None


def rounded(value: object) -> object:
    return float(f"{value:.4g}") if isinstance(value, float) else value


# Skipped files of one reason shown one by one up to this many; past it, the first and a count
# (an MLflow run's hundred metric files, a Harbor job's side files: one line each buried the rest).
SKIPPED_SHOWN = 3


def print_skipped(unplaced: Iterable[Unplaced], *, routine_counted: bool = False) -> None:
    """Each skipped file with its reason, those of a reason many share counted after the first;
    each file that may hold records no reader read, as unread, always by name. With
    ``routine_counted`` (an ingest's report), the files a reader knows hold nothing to read on
    their own (:attr:`Unplaced.routine`) are one line, their count: `detect` lists each."""
    ordered = sorted(unplaced, key=lambda u: u.uri)
    if routine_counted:
        routine = sum(u.routine and not u.unread for u in ordered)
        ordered = [u for u in ordered if u.unread or not u.routine]
        if routine:
            err.print(f"[yellow]skipped[/yellow] {routine:,} file(s) their readers know hold nothing to read on their "
                      "own (side files, subsets, earlier copies, other kinds of file): `tracelake detect` lists "
                      "each with why", highlight=False)  # fmt: skip
    shared = Counter(u.reason for u in ordered if not u.unread)
    shown: Counter[str] = Counter()
    for skipped in ordered:
        if skipped.unread:
            err.print(f"[bold red]unread[/bold red] {escape(skipped.uri)}: {escape(skipped.reason)}", highlight=False)
            continue
        shown[skipped.reason] += 1
        if shared[skipped.reason] <= SKIPPED_SHOWN or shown[skipped.reason] == 1:
            err.print(f"[yellow]skipped[/yellow] {escape(skipped.uri)}: {escape(skipped.reason)}", highlight=False)
        elif shown[skipped.reason] == shared[skipped.reason]:
            more = shared[skipped.reason] - 1
            err.print(f"[yellow]skipped[/yellow] {more} more file(s) for the same reason: {escape(skipped.reason)} "
                      "(`--json` lists every one)", highlight=False)  # fmt: skip
