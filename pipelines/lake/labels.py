"""Labels: what people mark trajectories with ("reward hacking", "format error"), kept in the
lake as a Delta table of their own (``_labels``), apart from the trace tables, which no label
ever touches.

The table is append-only: adding a label, or taking one off, appends one row per trajectory,
all of an action's rows in one Delta commit (atomic: a crash leaves the action whole or absent,
never half of it). The label in force for a trajectory and a tag is its row with the greatest
``label_id`` (ids ordered as the ledger's attempt ids are: :class:`~.ledger.Clock`), when that
row adds it; the ``labels`` view says so in SQL (``sql/30_find.sql``). An action that would
change nothing appends nothing, so running it again is safe. This module is the only writer.
"""

from __future__ import annotations

import getpass
import os
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum
from typing import TYPE_CHECKING, cast

import pyarrow as pa

from ..errors import UserError
from ..schemas import contract
from . import delta

if TYPE_CHECKING:
    from .lake import Lake

LABELS = "_labels"  # the table's folder in the lake
LABEL_STATS = ("run_id", "trajectory_id", "label_id")
AUTHOR_VARIABLE = "TRACELAKE_USER"
MAX_TAG_CHARS = 100
MAX_NOTE_CHARS = 10_000
# An action is a file: past this many, the next action merges them (reading the labels opens
# each file, and the explorer reads them whenever they change).
TIDY_FILES = 32


class Action(str, Enum):
    ADD = "add"
    REMOVE = "remove"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Target:
    """A trajectory to label, as the lake holds it."""

    run_id: str
    step: int
    split: str
    trajectory_id: str


Key = tuple[str, str, str]  # (run id, trajectory id, tag)


def checked_tag(tag: str) -> str:
    """A tag as stored: trimmed, one line of printable text, at most :data:`MAX_TAG_CHARS`."""
    text = " ".join(tag.split())
    if not text:
        raise UserError("a label needs a tag (e.g. 'reward hacking')")
    if len(text) > MAX_TAG_CHARS:
        raise UserError(f"a tag is at most {MAX_TAG_CHARS} characters, this one {len(text)}")
    if any(unicodedata.category(c).startswith("C") for c in text):
        raise UserError(f"a tag is printable text: {text!r} holds control characters")
    return text


def author_name(given: str | None = None) -> str:
    """Who labels: ``given``, else ``$TRACELAKE_USER``, else the login name."""
    for name in (given, os.environ.get(AUTHOR_VARIABLE)):
        if name and name.strip():
            return " ".join(name.split())[:MAX_TAG_CHARS]
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no login name (a container's uid without a passwd entry)
        return "unknown"


def history(lake: Lake) -> tuple[int | None, pa.Table]:
    """The labels table's version (None: no label was ever written) and every row of it as of
    that version, oldest first: a reader whose copy is of an older version reads them again."""
    schema = contract("labels").file_schema
    table = delta.open_table(lake.uri(LABELS), lake.options)
    if table is None:
        return None, schema.empty_table()
    rows = delta.read_files(
        lake.uri(LABELS), cast("list[str]", delta.add_actions(table).column("path").to_pylist()), schema
    )
    return table.version(), rows.sort_by("label_id")


def version(lake: Lake) -> int | None:
    """The labels table's version now (None: no label yet)."""
    table = delta.open_table(lake.uri(LABELS), lake.options)
    return None if table is None else table.version()


def in_force(rows: pa.Table) -> dict[Key, str | None]:
    """The labels in force (their notes), from :func:`history`'s rows."""
    latest: dict[Key, tuple[str, str, str | None]] = {}
    for row in rows.select(["label_id", "run_id", "trajectory_id", "tag", "action", "note"]).to_pylist():
        key = (row["run_id"], row["trajectory_id"], row["tag"])
        if key not in latest or row["label_id"] > latest[key][0]:
            latest[key] = (row["label_id"], row["action"], row["note"])
    return {key: note for key, (_, action, note) in latest.items() if action == Action.ADD.value}


def write(
    lake: Lake,
    targets: Sequence[Target],
    tag: str,
    *,
    action: Action = Action.ADD,
    note: str | None = None,
    author: str | None = None,
) -> int:
    """Add ``tag`` to ``targets`` (or take it off, with ``Action.REMOVE``) in one commit; how
    many trajectories it changed. A trajectory that already has the label with this note (or,
    to take off, lacks it) is left alone."""
    tag = checked_tag(tag)
    note = (note or "").strip() or None
    if note is not None and len(note) > MAX_NOTE_CHARS:
        raise UserError(f"a note is at most {MAX_NOTE_CHARS:,} characters, this one {len(note):,}")
    lake.require()
    lake.require_writable()
    lake.require_no_links()
    _, rows = history(lake)
    if rows.num_rows:
        lake.clock.observe_id(max(cast("list[str]", rows.column("label_id").to_pylist())))
    present = in_force(rows)
    wanted = _changing(targets, tag, action, note, present)
    if not wanted:
        return 0
    who, now = author_name(author), datetime.now(UTC)
    table = pa.Table.from_pylist(
        [
            {
                "label_id": lake.clock.new_id(),
                "labelled_at": now,
                "run_id": t.run_id,
                "step": t.step,
                "split": t.split,
                "trajectory_id": t.trajectory_id,
                "tag": tag,
                "note": note if action is Action.ADD else None,
                "author": who,
                "action": action.value,
            }
            for t in wanted
        ],  # fmt: skip
        schema=contract("labels").file_schema,
    )
    delta.append(lake.uri(LABELS), lake.options, table, stats=LABEL_STATS)
    _tidy(lake)
    return len(wanted)


def _changing(
    targets: Iterable[Target], tag: str, action: Action, note: str | None, present: dict[Key, str | None]
) -> list[Target]:
    seen: set[tuple[str, str]] = set()
    wanted = []
    for target in targets:
        key = (target.run_id, target.trajectory_id, tag)
        if (target.run_id, target.trajectory_id) in seen:
            continue
        seen.add((target.run_id, target.trajectory_id))
        labelled = key in present
        if (action is Action.ADD and (not labelled or present[key] != note)) or (action is Action.REMOVE and labelled):
            wanted.append(target)
    return wanted


def _tidy(lake: Lake) -> None:
    """Merge the table's files once there are many (a rewrite of the same rows: no reader sees a
    change, and one that read the old files keeps them for the retention)."""
    table = delta.open_table(lake.uri(LABELS), lake.options)
    if table is not None and len(table.file_uris()) > TIDY_FILES:
        delta.tidy(lake.uri(LABELS), lake.options, stats=LABEL_STATS)
