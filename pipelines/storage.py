"""File access through fsspec, so a lake or a source may be local or remote (s3://...)."""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

import fsspec
import zstandard
from fsspec.implementations.local import LocalFileSystem
from isal import igzip


class SourceError(Exception):
    """The content of a source file cannot be read (corrupt, empty...): a fact about the data,
    reported with the file's name and skipped, never retried. The message leaves the name out:
    whoever reports it knows the file."""


def resolve(url: str) -> tuple[fsspec.AbstractFileSystem, str]:
    """``url`` -> (filesystem, path within it).

    Without fsspec's listing cache: delta-rs writes the lake's files behind fsspec's back, and
    other writers (or a trainer, for a source folder) change folders at any time. With it, s3fs
    answers "not found" for a file written since it listed the folder, and a stale size or
    mtime for a source file that grew, in any process that lists a folder more than once."""
    if url.startswith("/") and "::" not in url:
        # A local absolute path (every local shard's uri): what url_to_fs gives, without parsing
        # a URL each time (a plan of 10,000 small shards resolved each of them three times).
        fs: fsspec.AbstractFileSystem = _local_filesystem()
        path = fs._strip_protocol(url)
    else:
        fs, path = fsspec.core.url_to_fs(url, use_listings_cache=False)
    return fs, path.rstrip("/") or "/"


@functools.cache
def _local_filesystem() -> fsspec.AbstractFileSystem:
    return fsspec.filesystem("file", use_listings_cache=False)


def exists(url: str) -> bool:
    fs, path = resolve(url)
    return fs.exists(path)


def is_local(fs: fsspec.AbstractFileSystem) -> bool:
    return isinstance(fs, LocalFileSystem)


def uri(fs: fsspec.AbstractFileSystem, path: str) -> str:
    """The name a file is recorded under: a plain absolute path when local, else a URL."""
    return path if is_local(fs) else fs.unstrip_protocol(path)


@dataclass(frozen=True)
class FileStat:
    size: int
    mtime: datetime | None
    # The content's SHA-256 where the listing gives it without reading (a Hugging Face repo's
    # LFS files): a file at a new revision with the SHA-256 the lake recorded is unchanged.
    sha256: str | None = None


def stat(fs: fsspec.AbstractFileSystem, path: str) -> FileStat:
    return stat_from_info(fs.info(path))


def stat_from_info(info: dict) -> FileStat:
    raw = info.get("mtime", info.get("LastModified", info.get("last_modified")))
    if isinstance(raw, (int, float)):
        mtime = datetime.fromtimestamp(raw, tz=UTC)
    elif isinstance(raw, datetime):
        mtime = raw if raw.tzinfo else raw.replace(tzinfo=UTC)
    else:
        mtime = None
    lfs = info.get("lfs")
    sha256 = lfs.get("sha256") if isinstance(lfs, dict) else None
    return FileStat(size=int(info["size"]), mtime=mtime, sha256=sha256 if isinstance(sha256, str) else None)


# A Hugging Face path names its revision in the repository's part: ``datasets/org/name@rev/...``
# (``@refs%2Fpr%2F1`` for a pull request).
_HUB_REVISION = re.compile(r"^(/?(?:datasets/|spaces/)?[^/@]+/[^/@]+)@[^/]+")


def without_revision(fs: fsspec.AbstractFileSystem, path: str) -> str:
    """``path`` with a Hugging Face revision left out, so that one dataset's folders name the
    same runs and shards at every revision; any other path as it is."""
    protocols = fs.protocol if isinstance(fs.protocol, tuple) else (fs.protocol,)
    return _HUB_REVISION.sub(r"\1", path) if "hf" in protocols else path


def uri_without_revision(uri: str) -> str:
    """:func:`without_revision` of a recorded ``hf://`` URI."""
    return "hf://" + _HUB_REVISION.sub(r"\1", uri.removeprefix("hf://")) if uri.startswith("hf://") else uri


class SourceIOError(OSError):
    """Reading the file itself failed (network, disk): worth retrying, unlike bad content."""


class HashingReader:
    """A binary file wrapper that hashes and counts every byte read through it, so a shard is
    checksummed in the same pass that decompresses it."""

    def __init__(self, raw):
        self.raw = raw
        self.size = 0
        self._hash = hashlib.sha256()  # hardware-accelerated on current CPUs: a third faster than BLAKE2b here

    def read(self, n: int = -1) -> bytes:
        try:
            block = self.raw.read(n)
        except OSError as exc:
            raise SourceIOError(f"reading failed: {exc}") from exc
        self._hash.update(block)
        self.size += len(block)
        return block

    def readinto(self, buffer) -> int:
        block = self.read(len(buffer))
        buffer[: len(block)] = block
        return len(block)

    def readable(self) -> bool:
        return True

    def drain(self) -> None:
        while self.read(1 << 20):
            pass

    def hexdigest(self) -> str:
        return self._hash.hexdigest()


# A UTF-8 byte order mark, as Excel and some Windows tools write at the start of a CSV or
# JSON Lines file: not part of the first record.
BOM = b"\xef\xbb\xbf"


def head(fs: fsspec.AbstractFileSystem, path: str, limit: int = 1 << 20) -> bytes:
    """The first ``limit`` bytes of a file's decompressed content (fewer if it is shorter)."""
    compression = compression_of(path)
    with fs.open(path, "rb") as raw:
        return _read(decompressing(raw, compression), limit, compression).removeprefix(BOM)


def _read(stream, size: int, compression: str | None) -> bytes:
    """``stream.read(size)``, telling bad compressed data (:class:`SourceError`) from a failing
    read of the file itself (:class:`SourceIOError`, worth a retry)."""
    try:
        return stream.read(size)
    except SourceIOError:
        raise
    except (OSError, EOFError, zstandard.ZstdError) as exc:  # BadGzipFile is an OSError
        raise SourceError(f"corrupt {compression} data ({exc})") from None


def decompressing(raw, compression: str | None):
    if compression == "gzip":
        return igzip.IGzipFile(fileobj=raw, mode="rb")
    if compression == "zstd":
        return ZstdFrames(raw)
    return raw


class ZstdFrames:
    """The decompressed content of a stream of zstd frames. A stream that ends inside a frame
    is an error, as a truncated gzip is (zstandard's own stream reader returns what it has)."""

    def __init__(self, raw, block: int = 1 << 20):
        self.raw, self.block = raw, block
        self.frame = zstandard.ZstdDecompressor().decompressobj()
        self.in_frame = False  # some of the current frame's bytes were fed
        # A bytearray: appending and cutting from the front copy only what moves, however much
        # one block of input decompresses to.
        self.pending = bytearray()
        self.done = False

    def read(self, size: int = -1) -> bytes:
        while not self.done and (size < 0 or len(self.pending) < size):
            self._feed(self.raw.read(self.block))
        size = len(self.pending) if size < 0 else size
        out = bytes(self.pending[:size])
        del self.pending[:size]
        return out

    def _feed(self, data: bytes) -> None:
        if not data:
            self.done = True
            if self.in_frame:
                raise zstandard.ZstdError("the stream ends inside a frame (truncated)")
            return
        while data:
            self.pending += self.frame.decompress(data)
            self.in_frame = True
            if not self.frame.eof:
                return
            data = self.frame.unused_data  # the next frame starts here
            self.frame = zstandard.ZstdDecompressor().decompressobj()
            self.in_frame = False

    def readable(self) -> bool:
        return True


def file_checksum(fs: fsspec.AbstractFileSystem, path: str) -> str:
    with fs.open(path, "rb") as f:
        reader = HashingReader(f)
        reader.drain()
    return reader.hexdigest()


def file_contents(fs: fsspec.AbstractFileSystem, path: str, *, lines: bool) -> tuple[str, str | None]:
    """A file's SHA-256 and, for a line-based file (``lines``), the order-free digest of its
    decompressed lines: what an ingest records of it (see :mod:`pipelines.claims`)."""
    if not lines:
        return file_checksum(fs, path), None
    with fs.open(path, "rb") as raw:
        hashing, digest = HashingReader(raw), LineDigest()
        for _ in digest.over(line_chunks(hashing, compression_of(path))):
            pass
        hashing.drain()
    return hashing.hexdigest(), digest.hexdigest()


COMPRESSION_SUFFIXES = (".gz", ".zst")


def without_compression(name: str) -> str:
    """A file's name (or path) less its compression suffix: ``5.jsonl.gz`` is ``5.jsonl``."""
    for suffix in COMPRESSION_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def compression_of(path: str) -> str | None:
    if path.endswith(".gz"):
        return "gzip"
    if path.endswith(".zst"):
        return "zstd"
    return None


CHUNK_BYTES = 8 << 20


_WHITESPACE = frozenset(b" \t\r\n\x0b\x0c")  # what bytes.strip() removes
SMALL_CHUNK = 1 << 20


def _line_hashes(chunk: bytes) -> Iterator[bytes]:
    """SHA-256 of each non-blank stripped line: many short lines split in C."""
    for line in chunk.split(b"\n"):
        line = line.strip()
        if line:
            yield hashlib.sha256(line).digest()


def _long_line_hashes(chunk: bytes) -> Iterator[bytes]:
    """The same for a large chunk, through a memoryview: no copy of its (long) lines, and
    hashed outside the GIL."""
    view, size, start = memoryview(chunk), len(chunk), 0
    while start < size:
        end = chunk.find(b"\n", start)
        end = size if end < 0 else end
        first, last = start, end
        while first < last and chunk[first] in _WHITESPACE:
            first += 1
        while last > first and chunk[last - 1] in _WHITESPACE:
            last -= 1
        if last > first:
            yield hashlib.sha256(view[first:last]).digest()
        start = end + 1


class LineDigest:
    """An order-free digest of a file's lines, taken as its chunks pass: the same records in
    another order (``1_sorted.jsonl`` beside ``1.jsonl``), or the same lines compressed
    differently, give the same digest. Lines are compared without surrounding whitespace
    (CRLF or LF); blank lines do not count."""

    def __init__(self):
        self.lines = 0
        self._sum = 0

    def over(self, chunks: Iterator[bytes]) -> Iterator[bytes]:
        for chunk in chunks:
            hashes = _line_hashes(chunk) if len(chunk) < SMALL_CHUNK else _long_line_hashes(chunk)
            for digest in hashes:
                self._sum += int.from_bytes(digest[:16], "little")
                self.lines += 1
            self._sum %= 1 << 128
            yield chunk

    def hexdigest(self) -> str | None:
        return f"lines:{self.lines}:{self._sum:032x}" if self.lines else None


def line_chunks(raw, compression: str | None, chunk_bytes: int = CHUNK_BYTES) -> Iterator[bytes]:
    """Decompressed content of ``raw`` in pieces of about ``chunk_bytes`` that end at a line
    break (all but the last). Memory stays at a few chunks whatever the file's size; a line
    longer than a chunk grows one piece until its end."""
    stream = decompressing(raw, compression)
    pending, first = b"", True
    while True:
        block = _read(stream, chunk_bytes, compression)
        if first:
            block, first = block.removeprefix(BOM), False
        if not block:
            if pending:
                yield pending
            return
        data = pending + block if pending else block
        cut = data.rfind(b"\n") + 1
        if cut == 0:
            pending = data
            continue
        pending = data[cut:]
        yield data[:cut] if cut < len(data) else data
