"""Why no reader takes a file, in words a user can act on: the reader whose shape it comes
nearest and what it lacks (:attr:`~.base.Reader.expects`), and ``tracelake detect --explain``,
reader by reader."""

from __future__ import annotations

from .. import storage
from . import READERS
from .base import Head, Reader
from .heads import Skip, claimed_by, read_head


def describe(head: Head) -> str:
    if storage.without_compression(head.name).endswith(".csv") and isinstance(head.record, list):
        return f"columns {head.record[:12]}"  # a header, not a JSON list
    if isinstance(head.record, dict):
        return f"keys {sorted(head.record)[:12]}"
    return f"a JSON {type(head.record).__name__}" if head.record is not None else "no JSON record"


def near_misses(head: Head) -> list[tuple[Reader, frozenset[str], frozenset[str]]]:
    """The readers a file no reader takes comes near, closest first: (reader, the keys of its
    shape the file's first record has, those it lacks), where it has at least two of a shape's
    keys and at least half of them (:attr:`Reader.expects`)."""
    keys = _record_keys(head)
    plain = storage.without_compression(head.name)
    near = []
    for reader in READERS.values():
        if not reader.takes(plain):
            continue
        for shape in reader.expects:
            has, lacks = shape & keys, shape - keys
            if len(has) >= 2 and 2 * len(has) >= len(shape):  # every key, and still not taken: its name
                near.append((reader, frozenset(has), frozenset(lacks)))
    return sorted(near, key=lambda n: (-len(n[1]) / (len(n[1]) + len(n[2])), len(n[2]), n[0].format))


def _record_keys(head: Head) -> frozenset[str]:
    record = (
        head.record[0]
        if isinstance(head.record, list) and head.record and isinstance(head.record[0], dict)
        else head.record
    )
    if isinstance(record, dict):
        return frozenset(record)
    return frozenset(str(c) for c in head.record) if isinstance(head.record, list) else frozenset()


def near_miss(head: Head) -> str:
    """Why no reader takes a file, and which one it comes nearest (see :func:`near_misses`)."""
    found = near_misses(head)
    if not found:
        return f"no reader recognizes it ({describe(head)})"
    reader, has, lacks = found[0]
    return f"looks like {reader.format} (has {', '.join(sorted(has))}) but {_lacking(lacks)}: no reader recognizes it ({describe(head)})"


def _lacking(lacks: frozenset[str]) -> str:
    return f"lacks {', '.join(sorted(lacks))}" if lacks else "not under a name it reads"


def explain(path: str) -> list[str]:
    """What detection makes of one file, reader by reader (``tracelake detect --explain``)."""
    fs, local = storage.resolve(path)
    name = local.rsplit("/", 1)[-1]
    head = read_head(fs, local, name)
    if isinstance(head, Skip):
        return [f"{path}: {head.reason}"]
    if isinstance(head, str):
        return [f"{path}: cannot read its head ({head})"]
    lines = [f"{path}: {describe(head)}"]
    plain = storage.without_compression(name)
    near = {reader.format: (has, lacks) for reader, has, lacks in reversed(near_misses(head))}
    for reader in READERS.values():
        if not reader.takes(plain):
            continue
        if reader.sniff(head):
            lines.append(f"  {reader.format}: takes it")
        elif reader.format in near:
            has, lacks = near[reader.format]
            lines.append(f"  {reader.format}: near (has {', '.join(sorted(has))}) but {_lacking(lacks)}")
        else:
            lines.append(f"  {reader.format}: not its shape")
    chosen = claimed_by(head)
    lines.append(f"read as {chosen.format}" if chosen is not None else near_miss(head))
    return lines
