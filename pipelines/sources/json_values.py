"""JSON values of a source, one line or one document at a time, as every reader takes them:
a line orjson refuses for ``NaN`` or ``Infinity`` decoded with those as floats, an integer past
64 bits refused for the record (never for the shard), anything else quarantined with its line;
and what a reader writes back (``extra`` as JSON text, a shard's quarantine table)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import orjson
import pyarrow as pa

from ..storage import SourceError, joined
from .base import past_int64


def raw_text(line: bytes) -> str:
    return line.decode("utf-8", "backslashreplace")


def json_lines(data: bytes, first_line: int, quarantine: list[Any]) -> Iterator[tuple[int, bytes, object]]:
    """(line number, line, decoded value) of each non-blank line; a line that is not JSON goes
    to ``quarantine``. One line in memory at a time besides ``data``."""
    lineno, start, size = first_line - 1, 0, len(data)
    while start < size:
        end = data.find(b"\n", start)
        end = size if end < 0 else end
        line = data[start:end]
        start = end + 1
        lineno += 1
        if not line.strip():
            continue
        try:
            value = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            value = non_finite_json(line)
            if value is INVALID:
                quarantine.append((lineno, f"invalid JSON: {exc}", raw_text(line)))
                continue
        problem = past_int64(value, line)
        if problem is not None:  # its reader's 64-bit columns would fail the whole shard
            quarantine.append((lineno, problem, raw_text(line)))
        else:
            yield lineno, line, value


def each_object(
    chunks: Iterable[bytes],
    quarantine: list[Any],
    take: Callable[[dict[str, Any], int], str | None],
    *,
    first_line: int = 1,
) -> None:
    """Call ``take(record, line)`` for each JSON object of a shard's line-aligned chunks (the
    first numbered ``first_line``); a line that is not an object, or that ``take`` refuses (its
    reason returned), goes to ``quarantine``."""
    first = first_line
    for chunk in chunks:
        for number, line, record in json_lines(chunk, first, quarantine):
            problem = take(record, number) if isinstance(record, dict) else "a JSON value, not an object"
            if problem is not None:
                quarantine.append((number, problem, raw_text(line)))
        first += chunk.count(b"\n")


INVALID = object()
_NON_FINITE = re.compile(rb"\bNaN\b|\bInfinity\b")


def non_finite_json(line: bytes) -> object:
    """A line orjson refused because it holds ``NaN``, ``Infinity`` or ``-Infinity`` (what
    Python's ``json.dumps`` writes for them: e.g. ``"actor/grad_norm": NaN``), decoded with
    those as floats; else ``INVALID``."""
    if not _NON_FINITE.search(line):
        return INVALID
    try:
        return json.loads(line.decode("utf-8"))
    except (ValueError, RecursionError):  # still not JSON, not UTF-8, or nested too deep
        return INVALID


def json_document(chunks: Iterable[bytes], what: str = "a JSON document") -> object:
    """A shard that is one JSON document, parsed; a SourceError saying what it should be."""
    data = joined(chunks)
    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise SourceError(f"not {what} ({exc})") from None
    problem = past_int64(document, data)
    if problem is not None:  # the document is its one record
        raise SourceError(f"{what} holds {problem}")
    return document


def json_text(extra: dict[str, Any]) -> str | None:
    return dumps(extra, sort_keys=True) if extra else None


def dumps(value: object, *, sort_keys: bool = False) -> str:
    """``value`` as JSON text (anything JSON cannot hold as its text): orjson's, or where it holds
    an integer past 64 bits, which orjson refuses with a TypeError that failed the whole shard,
    the standard library's, which writes it as it is."""
    try:
        return orjson.dumps(value, default=str, option=orjson.OPT_SORT_KEYS if sort_keys else 0).decode()
    except TypeError:
        return json.dumps(value, default=str, sort_keys=sort_keys, separators=(",", ":"), ensure_ascii=False)


def quarantine_table(rows: list[tuple[int, str, str]]) -> pa.Table:
    rows = sorted(rows)
    return pa.table(
        {
            "source_line": pa.array([r[0] for r in rows], pa.int64()),
            "error": pa.array([r[1] for r in rows], pa.string()),
            "raw": pa.array([r[2] for r in rows], pa.string()),
        }
    )
