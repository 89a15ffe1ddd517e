"""What tracelake does to a lake stays in it: no symbolic link inside a lake is ever followed.

Every folder and file of a lake is tracelake's own, so a link there was planted (or left by a
hand that moved a folder elsewhere), and following one takes a command out of the lake: a
vacuum deleting what a linked folder holds, a compaction copying rows of a file elsewhere into
the lake, `tracelake sql` reading ``/etc/passwd`` through ``<lake>/etc``. So:

- a command that writes checks first that the lake's tables, their logs and their run folders
  are real folders (:func:`links_near_top`), and refuses, naming the link, when one is not;
- a file of the lake is opened, renamed or deleted only once every folder on its way (and, to
  open it, the file itself) is checked not to be a link (:func:`check_path`);
- vacuum walks each table whole (:func:`links_under`) before it lists what to delete, since
  Delta's listing would follow a link into whatever it points at;
- the catalog names only regular files of the lake, and `tracelake sql` may read those files
  and nothing else (:mod:`.guard`);
- `tracelake check` lists every link in the lake.

The lake's own location may be a link (a lake kept on another disk): it is resolved once, and
everything below it is checked. Object stores have no links: nothing here applies to them.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass

from ..errors import UserError


@dataclass(frozen=True)
class Link:
    path: str  # relative to the lake
    target: str  # what it points at, as written in the link


class LinkInLake(UserError):
    """A command would have to follow a link inside the lake: it changes nothing and says so."""

    def __init__(self, lake: str, links: list[Link]):
        self.links = links
        first = links[0]
        more = f" (and {len(links) - 1} more)" if len(links) > 1 else ""
        super().__init__(
            f"{lake}: {first.path} is a symbolic link (to {first.target}){more}; tracelake never follows a link "
            "inside a lake, so nothing was changed or read through it: remove the link "
            f"(`tracelake check --lake {lake}` lists every one)"
        )


def _target(path: str) -> str:
    try:
        return os.readlink(path)
    except OSError:
        return "?"


def links_under(root: str, folder: str = "") -> list[Link]:
    """Every link at or below ``folder`` (relative to the lake's folder ``root``), never
    descending through one."""
    top = f"{root}/{folder}" if folder else root
    found: list[Link] = []
    try:
        if folder and os.path.islink(top):
            return [Link(folder, _target(top))]
        pending = [top]
    except OSError:
        return []
    while pending:
        current = pending.pop()
        try:
            entries = list(os.scandir(current))
        except (FileNotFoundError, NotADirectoryError):
            continue
        for entry in entries:
            if entry.is_symlink():
                found.append(Link(os.path.relpath(entry.path, root), _target(entry.path)))
            elif entry.is_dir(follow_symlinks=False):
                pending.append(entry.path)
    return sorted(found, key=lambda link: link.path)


def links_near_top(root: str, tables: Iterable[str]) -> list[Link]:
    """Links among the folders every command writes through: each table's folder, its
    ``_delta_log`` and what the table's folder holds (its run folders). Cheap (a listing a
    table), so every writing command pays it."""
    found: list[Link] = []
    for name in tables:
        folder = f"{root}/{name}"
        if os.path.islink(folder):
            found.append(Link(name, _target(folder)))
            continue
        try:
            entries = list(os.scandir(folder))
        except (FileNotFoundError, NotADirectoryError):
            continue
        found += [Link(f"{name}/{e.name}", _target(e.path)) for e in entries if e.is_symlink()]
        log = f"{folder}/_delta_log"
        if os.path.isdir(log) and not os.path.islink(log):
            found += [Link(f"{name}/_delta_log/{e.name}", _target(e.path)) for e in os.scandir(log) if e.is_symlink()]
    return found


def check_path(lake: str, root: str, relative: str, *, file: bool = True, checked: set[str] | None = None) -> None:
    """Raise :class:`LinkInLake` when a folder on the way from ``root`` to ``relative`` is a
    link, or (``file``) the path itself is one; a missing part is no link (the caller's open or
    delete says what is missing). ``checked``: folders (relative) found to be no link already,
    skipped, and learning those checked now."""
    path = root
    parts = [p for p in relative.split("/") if p]
    for index, part in enumerate(parts):
        path = f"{path}/{part}"
        if index == len(parts) - 1 and not file:
            return
        prefix = "/".join(parts[: index + 1])
        if checked is not None and prefix in checked:
            continue
        try:
            mode = os.lstat(path).st_mode
        except (FileNotFoundError, NotADirectoryError):
            return
        if stat.S_ISLNK(mode):
            raise LinkInLake(lake, [Link(prefix, _target(path))])
        if checked is not None:
            checked.add(prefix)


def regular_files(lake: str, root: str, relatives: Iterable[str]) -> None:
    """Raise :class:`LinkInLake` unless each of ``relatives`` (files a snapshot names) is a
    regular file, or missing, with no link on its way from ``root``; each folder is checked once
    (a table's folder once for its thousand runs' folders)."""
    checked: set[str] = set()
    for relative in relatives:
        folder = relative.rpartition("/")[0]
        if folder not in checked:
            check_path(lake, root, folder, checked=checked)
        try:
            mode = os.lstat(f"{root}/{relative}").st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue
        if stat.S_ISLNK(mode):
            raise LinkInLake(lake, [Link(relative, _target(f"{root}/{relative}"))])
