"""A target as detection lists it: its file system, its files, and the folder its runs are
named from; a target this user may not reach or list refused in one line."""

from __future__ import annotations

import os
from typing import NamedTuple

from .. import storage
from ..errors import UserError


class TargetListing(NamedTuple):
    """What is under a target: its file system and path, its files (the file itself, for a
    file), and the folder its runs are named from."""

    fs: storage.FileSystem
    root: str
    listing: storage.Listing
    top: str


def _readable(target: str, root: str) -> None:
    """Refuse, in one line, a local target this user may not reach or list: a folder on its way
    that may not be entered read as "no such file or folder", and a folder that may not be listed
    gave nothing at all, unsaid."""
    try:
        os.stat(root)
    except PermissionError:
        raise UserError(f"{target}: permission denied (a folder on its way may not be entered)") from None
    except OSError:
        return  # not there: said next
    if os.path.isdir(root) and not os.access(root, os.R_OK | os.X_OK):
        raise UserError(f"{target}: permission denied (this user may not list the folder)")


def list_target(target: str) -> TargetListing:
    """List ``target``, a folder or a file; a :class:`UserError` where there is neither."""
    fs, root = storage.resolve(target)
    if storage.is_local(fs):
        _readable(target, root)
    if not fs.exists(root):
        raise UserError(f"{target}: no such file or folder")
    if fs.isdir(root):
        return TargetListing(fs, root, storage.find(fs, root), root)
    listed = storage.listed_from_info(fs.info(root))
    if storage.write_ahead_log(root) is not None:
        listed = listed._replace(stat=storage.stat(fs, root))
    return TargetListing(fs, root, storage.Listing.of({root: listed}), root.rsplit("/", 1)[0])
