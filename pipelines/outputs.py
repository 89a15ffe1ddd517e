"""Files tracelake writes for the user (catalog, report, exports, generated workloads)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import UserError


@contextmanager
def replacing(path: Path) -> Iterator[Path]:
    """A temporary path beside ``path`` to write to; it replaces ``path`` when the block ends
    without an error, so a reader of the old file never sees a half-written one."""
    if not path.parent.is_dir():
        raise UserError(f"{path.parent}: no such folder")
    if path.is_dir():
        raise UserError(f"{path} is a folder: give a file to write")
    tmp = path.with_name(path.name + ".tmp")
    tmp.unlink(missing_ok=True)
    try:
        yield tmp
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)
