"""What detection sees of a file before it chooses a reader: its head (its first record, or
its first bytes), read within the head's limits, or why it cannot be read or holds nothing to
read; and which reader's ``sniff`` claims it."""

from __future__ import annotations

import csv
import dataclasses
from dataclasses import dataclass

import orjson
import pyarrow as pa

from .. import limits as limits_
from .. import storage
from ..storage import FileSystem
from . import READERS
from .base import Head, Reader
from .json_values import INVALID, non_finite_json

HEAD_BYTES = 64 << 10  # enough for almost every first line; read_head grows it when not
HEAD_MAX_BYTES = limits_.HEAD_MAX_BYTES


def _parquet_head(fs: FileSystem, path: str, name: str) -> Head | str:
    try:
        with storage.parquet_file(fs, path) as parquet:
            record = dict.fromkeys(parquet.schema_arrow.names)
            scalars = [fld.name for fld in parquet.schema_arrow if not pa.types.is_nested(fld.type)]
            if scalars and parquet.metadata.num_row_groups and parquet.metadata.row_group(0).num_rows:
                record |= parquet.read_row_group(0, columns=scalars).slice(0, 1).to_pylist()[0]
            return Head(name, record)
    except storage.SourceError as exc:
        return str(exc)


@dataclass(frozen=True)
class Skip:
    """A file no reader takes, and why; ``unread``: it may hold records (see Unplaced.unread)."""

    reason: str
    unread: bool = False
    routine: bool = False  # see Unplaced.routine


# What Git LFS commits in place of a file it keeps elsewhere (and git-annex's pointer text): a
# `1.jsonl` of three lines like these is no dump of three bad records.
_POINTERS = (
    (
        b"version https://git-lfs.github.com/spec/",
        "a Git LFS pointer, not the file's content (`git lfs pull` fetches it)",
    ),
    (b"/annex/objects/", "a git-annex pointer, not the file's content (`git annex get` fetches it)"),
)


_DOCUMENTS = (".json", ".traj")  # one JSON document a file (SWE-agent's .traj is one)
# Files read as text whose head is their first bytes, no record: logs, archives, configurations.
NO_RECORDS = (".log", ".tar", ".yaml", ".yml")
# Kinds of file that may hold no records when no reader claims one: those, and a database of
# another tool (an MLflow or Optuna SQLite file beside Trackio's).
MAY_HOLD_NONE = (*NO_RECORDS, ".db")
_TEXT = (".jsonl", ".ndjson", ".csv", *NO_RECORDS, *_DOCUMENTS)


_NOT_PERMITTED = Skip("permission denied: not read (the next ingest tries it again)", unread=True)


def read_head(fs: FileSystem, path: str, name: str) -> Head | str | Skip:
    """The file's head, why it cannot be read, or why it holds nothing to read. A file this
    user may not read is listed as unread, never recorded as a failed shard: once readable, the
    next ingest reads it (a change of permissions leaves its size and mtime as they were)."""
    try:
        head = _head(fs, path, name)
    except PermissionError:  # one such file aborted the whole ingest and detect, nothing landing
        return _NOT_PERMITTED
    return dataclasses.replace(head, path=path) if isinstance(head, Head) else head


def _head(fs: FileSystem, path: str, name: str) -> Head | str | Skip:
    if name.endswith(".parquet"):
        return _parquet_head(fs, path, name)
    plain = storage.without_compression(name)
    if not plain.endswith(_TEXT):  # an archive a reader knows how to look into
        for reader in READERS.values():
            if reader.head is not None and reader.takes(plain):
                try:
                    return Head(name, reader.head(fs, path))
                except storage.SourceError as exc:
                    return str(exc)
    document = plain.endswith(_DOCUMENTS)
    limit = HEAD_BYTES
    while True:
        try:
            data = storage.head(fs, path, limit)
        except storage.SourceError as exc:
            return str(exc)
        if len(data) < limit or limit >= HEAD_MAX_BYTES or not plain.endswith((".jsonl", *_DOCUMENTS)):
            break
        if not document and b"\n" in data:
            break
        if document and _whole_json(data) is not None:
            break
        limit *= 8  # a first line, or a JSON document (pretty-printed: its first line is `{`), past the head
    if not data.strip():
        return "empty file"
    for marker, what in _POINTERS:
        if data.lstrip().startswith(marker):
            return Skip(what, unread=True)
    first = data.split(b"\n", 1)[0]
    first_bytes = data[:HEAD_BYTES]
    if plain.endswith(NO_RECORDS):
        return Head(name, None, first_bytes)
    if plain.endswith(".csv"):
        return Head(name, [c.strip() for c in next(csv.reader([first.decode("utf-8", "replace")]), [])])
    if document:
        # Whole when it was read whole (up to HEAD_MAX_BYTES); else the first line, which holds a
        # whole document only when it is written on one line.
        parsed = _whole_json(data) if len(data) < limit else None
        return Head(name, parsed if parsed is not None else _whole_json(first), first_bytes)
    try:
        return Head(name, orjson.loads(first), first_bytes)
    except orjson.JSONDecodeError as exc:
        record = non_finite_json(first)
        return f"first line is not JSON ({exc})" if record is INVALID else Head(name, record, first_bytes)


def _whole_json(data: bytes) -> object | None:
    """``data`` as one JSON document (NaN and Infinity as Python writes them taken), or None."""
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        value = non_finite_json(data)
        return None if value is INVALID else value


def claimed_by(head: Head) -> Reader | None:
    plain = storage.without_compression(head.name)
    for reader in READERS.values():
        if reader.takes(plain) and reader.sniff(head):
            return reader
    return None
