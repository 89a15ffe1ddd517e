"""Containers a source file may be (a zip of JSON documents, a tar, a pickle), each read through
the limits a compressed file is (:mod:`pipelines.limits`): what a member inflates to, and how
far the values it holds expand once taken apart. A container bomb costs its shard one line of
error, never the process's memory (an ``.eval`` whose header inflates to 8 GB, a 604-byte
pickle of nested references that took 2.6 GB to walk)."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator

from . import limits as limits_
from .storage import CHUNK_BYTES, SourceError, bounded, joined


def zip_member(
    archive: zipfile.ZipFile, member: zipfile.ZipInfo | str, *, limit: int | None = None, total: Inflated | None = None
) -> bytes:
    """A zip member's bytes, parsed whole as one JSON document: within the record limit (or
    ``limit``, lower, as a head) and the expansion limit over its compressed size, and with
    ``total`` the archive's, all its members together (six 8 MiB samples of a 53 KB ``.eval``
    landed where the same bytes compressed as one file were refused). ``ZipFile.read``
    inflates whatever a member holds. A name is its first member (a zip may hold one twice)."""
    limits = limits_.current()
    info = first_member(archive, member) if isinstance(member, str) else member
    cap = min(limit or limits.record_bytes, limits.record_bytes)
    within_limits(info, f"the archive's {info.filename}", cap)
    with archive.open(info) as raw:
        stream = bounded(raw, info.compress_size, "zip", limits)
        data = joined(iter(lambda: stream.read(CHUNK_BYTES), b""), limits_.Limits(record_bytes=cap))
    if total is not None:
        total.add(len(data))
    return data


def first_member(archive: zipfile.ZipFile, name: str) -> zipfile.ZipInfo:
    """The first member of ``name`` (``getinfo`` gives the last: detection and reading then
    told one log apart)."""
    found = next((info for info in archive.infolist() if info.filename == name), None)
    if found is None:
        raise KeyError(name)
    return found


def within_limits(info: zipfile.ZipInfo, what: str, limit: int | None = None) -> None:
    """Refuse a member whose declared size passes the record limit (or ``limit``), or its
    expansion limit, before a byte of it is inflated (a member never inflates past its
    declared size: zipfile stops there)."""
    limits = limits_.current()
    cap = min(limit or limits.record_bytes, limits.record_bytes)
    if info.file_size > cap:
        raise SourceError(
            f"{what} inflates to {info.file_size:,} bytes, past {limits_.size(cap)} (TRACELAKE_MAX_RECORD_MB)"
        )
    if info.file_size > limits_.EXPANSION_FLOOR and info.file_size > limits.expansion * max(info.compress_size, 1):
        raise SourceError(
            f"{what} expands more than {limits.expansion:g}x: a compression bomb? (TRACELAKE_MAX_EXPANSION)"
        )


class Inflated:
    """What an archive's members inflated to, together, held to the limits of one compressed
    file of the archive's size (:func:`pipelines.storage.decompressing`)."""

    def __init__(self, compressed: int):
        self.compressed, self.size, self.limits = max(compressed, 1), 0, limits_.current()

    def add(self, size: int) -> None:
        self.size += size
        if self.size > self.limits.shard_bytes:
            raise SourceError(
                f"its members inflate to more than {limits_.size(self.limits.shard_bytes)} "
                "(the limit: TRACELAKE_MAX_SHARD_GB)"
            )
        if self.size > limits_.EXPANSION_FLOOR and self.size > self.limits.expansion * self.compressed:
            raise SourceError(
                f"its members expand more than {self.limits.expansion:g}x ({self.compressed:,} bytes to "
                f"{self.size:,} so far): a compression bomb? (the limit: TRACELAKE_MAX_EXPANSION)"
            )


def unique_members(archive: zipfile.ZipFile, warnings: list[str]) -> Iterator[zipfile.ZipInfo]:
    """An archive's members, each name once: a second member of a name (a zip may hold two) is
    left out with a warning, not read in place of the first (``ZipFile.read`` of a name gives
    the last), and never fails the members beside it."""
    seen: set[str] = set()
    for info in archive.infolist():
        if info.filename in seen:
            warnings.append(f"the archive holds {info.filename!r} twice: the first is read, the second left out")
            continue
        seen.add(info.filename)
        yield info


def expanded_size(value: object, limits: limits_.Limits | None = None, *, what: str) -> int:
    """How many bytes ``value`` (a loaded document: dicts, lists, texts) holds once every shared
    reference is taken apart, as its reader will; a :class:`SourceError` past the record limit,
    for a value that contains itself, or one nested deeper than JSON allows. Each shared value
    is sized once (a pickle of 30 nested pairs of references stands for 2^30 values) and the
    walk keeps its own stack: a self-referencing list failed its shard with RecursionError."""
    limit = (limits or limits_.current()).record_bytes
    sizes: dict[int, int] = {}  # a container's expanded size, by id, once walked
    path: set[int] = set()  # the containers being walked: a value's own ancestors
    stack: list[tuple[object, bool]] = [(value, False)]
    while stack:
        item, walked = stack.pop()
        children = _children(item)
        if children is None:
            continue
        key = id(item)
        if walked:
            path.discard(key)
            # A child's size is its walked size (a container: walked before its parent), else a
            # leaf's: its length as text, 8 bytes as a number.
            get = sizes.get
            size = 8 * len(children) + sum(
                [get(id(c)) or (len(c) if isinstance(c, (str, bytes)) else 8) for c in children]
            )
            if size > limit:
                raise SourceError(
                    f"{what} expands past {limits_.size(limit)} once its shared values are taken apart "
                    "(the longest record read: TRACELAKE_MAX_RECORD_MB)"
                )
            sizes[key] = size
        elif key in path:
            raise SourceError(f"{what} holds a value that contains itself")
        elif key not in sizes:
            if len(path) >= _DEPTH:
                raise SourceError(f"{what} nests values more than {_DEPTH} deep")
            path.add(key)
            stack.append((item, True))
            stack.extend((child, False) for child in children if isinstance(child, _CONTAINERS))
    return sizes.get(id(value), _leaf(value))


_CONTAINERS = (dict, list, tuple, set, frozenset)


def _children(item: object) -> list[object] | None:
    if isinstance(item, dict):
        return [*item.keys(), *item.values()]
    if isinstance(item, (list, tuple, set, frozenset)):
        return list(item)
    return None


def _leaf(item: object) -> int:
    return len(item) if isinstance(item, (str, bytes)) else 8


_DEPTH = 200  # within orjson's limit for a JSON text (254): values deeper cannot be written as extra
