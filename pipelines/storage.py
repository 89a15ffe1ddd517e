"""File access through fsspec, so a lake or a source may be local or remote (s3://...)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timezone

import fsspec
import zstandard
from fsspec.implementations.local import LocalFileSystem
from isal import igzip


class SourceError(Exception):
    """The content of a source file cannot be read (corrupt, empty...): a fact about the data,
    reported and skipped, never retried."""


def resolve(url: str) -> tuple[fsspec.AbstractFileSystem, str]:
    """``url`` -> (filesystem, path within it)."""
    fs, path = fsspec.core.url_to_fs(url)
    return fs, path.rstrip("/") or "/"


def is_local(fs: fsspec.AbstractFileSystem) -> bool:
    return isinstance(fs, LocalFileSystem)


def uri(fs: fsspec.AbstractFileSystem, path: str) -> str:
    """The name a file is recorded under: a plain absolute path when local, else a URL."""
    return path if is_local(fs) else fs.unstrip_protocol(path)


@dataclass(frozen=True)
class FileStat:
    size: int
    mtime: datetime | None


def stat(fs: fsspec.AbstractFileSystem, path: str) -> FileStat:
    return stat_from_info(fs.info(path))


def stat_from_info(info: dict) -> FileStat:
    raw = info.get("mtime", info.get("LastModified", info.get("last_modified")))
    if isinstance(raw, (int, float)):
        mtime = datetime.fromtimestamp(raw, tz=timezone.utc)
    elif isinstance(raw, datetime):
        mtime = raw if raw.tzinfo else raw.replace(tzinfo=timezone.utc)
    else:
        mtime = None
    return FileStat(size=int(info["size"]), mtime=mtime)


def checksum(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def compression_of(path: str) -> str | None:
    if path.endswith(".gz"):
        return "gzip"
    if path.endswith(".zst"):
        return "zstd"
    return None


def decompress(data: bytes, compression: str | None, name: str) -> bytes:
    """Whole-file decompression. One bytes object per shard is the budget: the readers parse it
    in C (pyarrow) or line by line, never into one Python object per field of the file."""
    try:
        if compression == "gzip":
            return igzip.decompress(data)
        if compression == "zstd":
            # Streaming frames carry no content size, so decompress through a reader.
            reader = zstandard.ZstdDecompressor().stream_reader(data, read_across_frames=True)
            with reader:
                return reader.read()
    except (OSError, EOFError, zstandard.ZstdError) as exc:  # BadGzipFile is an OSError
        raise SourceError(f"{name}: corrupt {compression} data ({exc})") from None
    return data
