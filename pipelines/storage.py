"""File access through fsspec, so a lake or a source may be local or remote (s3://...)."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeAlias

import fsspec
from fsspec.implementations.local import LocalFileSystem
from isal import igzip

try:
    from compression import zstd  # type: ignore[import-not-found,unused-ignore]  # Python 3.14+
except ImportError:
    from backports import zstd  # type: ignore[no-redef,unused-ignore]  # the same module, before 3.14

from . import limits as limits_
from .tuning import CHUNK_BYTES

if TYPE_CHECKING:
    import pyarrow.parquet as pq


class SourceError(Exception):
    """The content of a source file cannot be read (corrupt, empty...): a fact about the data,
    reported with the file's name and skipped, never retried. The message leaves the name out:
    whoever reports it knows the file."""


# Any fsspec file system (local, S3, the Hugging Face Hub): what readers open files through.
FileSystem: TypeAlias = fsspec.AbstractFileSystem


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


class FileStat(NamedTuple):  # a tuple: a listing makes one per file, each cycle
    size: int
    mtime: datetime | None
    # The content's SHA-256 where the listing gives it without reading (a Hugging Face repo's
    # LFS files): a file at a new revision with the SHA-256 the lake recorded is unchanged.
    sha256: str | None = None


def stat(fs: fsspec.AbstractFileSystem, path: str) -> FileStat:
    found = stat_from_info(fs.info(path))
    log = write_ahead_log(path)
    if log is None:
        return found
    try:
        return _joined(found, stat_from_info(fs.info(log)))
    except OSError:  # FileNotFoundError among them: no log beside it
        return found


def write_ahead_log(path: str) -> str | None:
    """The write-ahead log SQLite keeps beside a database (``<name>.db-wal``): rows its writer
    committed that are not in the file itself yet, which leaves the file's own size and mtime
    as they were. To an ingest a database and its log are one file: their sizes summed, the later
    mtime, their bytes hashed together (:func:`pipelines.digests.file_checksum`)."""
    return f"{path}-wal" if path.endswith(".db") else None


def _joined(database: FileStat, log: FileStat) -> FileStat:
    mtimes = [m for m in (database.mtime, log.mtime) if m is not None]
    return FileStat(database.size + log.size, max(mtimes) if mtimes else None, None)


def with_write_ahead_logs(listing: Listing) -> Listing:
    """``listing`` with each database's size and mtime its own and its log's (:func:`write_ahead_log`)."""
    logs = [row for row, path in enumerate(listing.paths) if path.endswith(".db-wal")]
    if not logs:
        return listing
    sizes, mtimes = list(listing.sizes), list(listing.mtimes)
    for row in logs:
        database = listing.paths[row].removesuffix("-wal")
        if database not in listing:
            continue
        at = listing.row(database)
        sizes[at] += listing.sizes[row]
        if listing.mtimes[row] is not None and (mtimes[at] is None or listing.mtimes[row] > mtimes[at]):  # type: ignore[operator]
            mtimes[at] = listing.mtimes[row]
    return Listing(listing.paths, listing.kinds, listing.links, sizes, mtimes, listing.sha256s)


class Listed(NamedTuple):
    """One entry of a listing: its kind (``file``, ``directory`` or ``other``, not following a
    link), whether it is a symbolic link, and its size (a link's: its target's) and mtime."""

    kind: str
    link: bool
    stat: FileStat


def listed_from_info(info: dict[str, Any]) -> Listed:
    return Listed(info.get("type", "file"), bool(info.get("islink")), stat_from_info(info))


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def microseconds(moment: datetime | None) -> int | None:
    """A moment as microseconds since the epoch (how the ledger's timestamps compare in Arrow)."""
    return None if moment is None else (moment - _EPOCH) // timedelta(microseconds=1)


def moment(microseconds: int) -> datetime:
    """The UTC moment ``microseconds`` after the epoch."""
    return _EPOCH + timedelta(microseconds=microseconds)


class Listing(Mapping[str, Listed]):
    """A listing's entries, sorted by path, held as columns (``mtimes`` in microseconds since
    the epoch, UTC, as :class:`FileStat` gives them): a scheduled ingest lists every file of
    its runs each cycle and compares most of them with the ledger as columns, unread (see
    :mod:`pipelines.reconcile.readers`), so an entry becomes a :class:`Listed` only when asked for."""

    def __init__(
        self,
        paths: list[str],
        kinds: list[str],
        links: list[bool],
        sizes: list[int],
        mtimes: list[int | None],
        sha256s: list[str | None] | None = None,
    ):
        self.paths, self.kinds, self.links, self.sizes, self.mtimes = paths, kinds, links, sizes, mtimes
        self.sha256s = sha256s  # None: the listing gives none
        self._rows: dict[str, int] | None = None

    @classmethod
    def of(cls, entries: Mapping[str, Listed]) -> Listing:
        """The listing of ``entries`` (any order)."""
        paths = sorted(entries)
        listed = [entries[path] for path in paths]
        sha256s = [e.stat.sha256 for e in listed]
        return cls(paths, [e.kind for e in listed], [e.link for e in listed], [e.stat.size for e in listed],
                   [microseconds(e.stat.mtime) for e in listed],
                   sha256s if any(s is not None for s in sha256s) else None)  # fmt: skip

    def only(self, rows: Iterable[int]) -> Listing:
        """The entries at ``rows`` (ascending)."""
        rows = list(rows)
        sha256s = self.sha256s
        return Listing([self.paths[i] for i in rows], [self.kinds[i] for i in rows], [self.links[i] for i in rows],
                       [self.sizes[i] for i in rows], [self.mtimes[i] for i in rows],
                       None if sha256s is None else [sha256s[i] for i in rows])  # fmt: skip

    def entry(self, row: int) -> Listed:
        mtime = self.mtimes[row]
        stat = FileStat(
            self.sizes[row],
            None if mtime is None else moment(mtime),
            None if self.sha256s is None else self.sha256s[row],
        )
        return Listed(self.kinds[row], self.links[row], stat)

    def row(self, path: str) -> int:
        if self._rows is None:
            self._rows = dict(zip(self.paths, range(len(self.paths))))
        return self._rows[path]

    def __getitem__(self, path: str) -> Listed:
        return self.entry(self.row(path))

    def __iter__(self) -> Iterator[str]:
        return iter(self.paths)

    def __len__(self) -> int:
        return len(self.paths)


def find(fs: fsspec.AbstractFileSystem, folder: str) -> Listing:
    """Every entry under ``folder`` other than its folders, sorted by path, as fsspec's
    ``find(detail=True)`` gives them; locally, a folder below it this user may not list is an
    entry of kind ``unlisted``, so that it is reported rather than left out unsaid. Locally,
    one ``os.scandir`` per folder and a ``stat`` per file: a scheduled ingest lists every file
    of its runs each cycle, and fsspec's local listing took 2.5-3x as long (an info dict of
    ten fields and a path normalized per file)."""
    if not is_local(fs):
        found = Listing.of({path: listed_from_info(info) for path, info in fs.find(folder, detail=True).items()})
        return with_write_ahead_logs(found)
    paths: list[str] = []
    kinds: list[str] = []
    links: list[bool] = []
    sizes: list[int] = []
    seconds: list[float] = []
    folders = [folder]
    while folders:
        at = folders.pop()
        try:
            entries = list(os.scandir(at))
        except PermissionError:
            if at != folder:
                paths.append(at)
                kinds.append(UNLISTED)
                links.append(False)
                sizes.append(0)
                seconds.append(0.0)
            continue
        except OSError:
            continue
        for entry in entries:
            try:
                # As fsspec's local listing: the kind and mtime of the entry itself, the size a link's target's.
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
                    continue
                own = entry.stat(follow_symlinks=False)
                link = entry.is_symlink()
                kind = "file" if entry.is_file(follow_symlinks=False) else "other"
                size = _target_size(entry) if link else own.st_size
            except OSError:
                continue  # gone since the folder was listed (fsspec's listing skips it too)
            paths.append(entry.path)
            kinds.append(kind)
            links.append(link)
            sizes.append(size)
            seconds.append(own.st_mtime)
    order = sorted(range(len(paths)), key=paths.__getitem__)
    mtimes = _microseconds_of(seconds)
    return with_write_ahead_logs(Listing([paths[i] for i in order], [kinds[i] for i in order],
                                         [links[i] for i in order], [sizes[i] for i in order],
                                         [mtimes[i] for i in order]))  # fmt: skip


UNLISTED = "unlisted"  # a listing's kind of a folder that could not be listed (see find)


def _microseconds_of(seconds: list[float]) -> list[int | None]:
    """POSIX times as microseconds, rounded as ``datetime.fromtimestamp`` rounds them (half to
    even, of the fraction: the ledger recorded such datetimes), in Arrow: ~0.3 us a file in Python."""
    import pyarrow as pa  # noqa: PLC0415 - any ingest has it loaded; a listing alone need not
    import pyarrow.compute as pc  # noqa: PLC0415

    values = pa.array(seconds, pa.float64())
    whole = pc.trunc(values)
    fraction = pc.round(pc.multiply(pc.subtract(values, whole), 1e6), round_mode="half_to_even")
    return pc.add(pc.multiply(pc.cast(whole, pa.int64()), 1_000_000), pc.cast(fraction, pa.int64())).to_pylist()


def _target_size(entry: os.DirEntry[str]) -> int:
    try:
        return entry.stat(follow_symlinks=True).st_size
    except OSError:
        return 0  # a link to nothing, or a loop


def stat_from_info(info: dict[str, Any]) -> FileStat:
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


class Readable(Protocol):
    """A binary stream as the readers use it: ``read(n)``, whatever it wraps."""

    def read(self, n: int = -1, /) -> bytes: ...


class _MarkedIO:
    """A random-access file whose failing reads raise :class:`SourceIOError`: pyarrow passes a
    Python file's own exception through, and raises damage it finds in the bytes (a page header
    that does not deserialize) as a plain ``OSError`` too."""

    def __init__(self, raw: Any):  # an fsspec file: read, seek, tell, size, closed
        self.raw = raw

    def read(self, n: int = -1) -> bytes:
        try:
            return self.raw.read(n)
        except OSError as exc:
            raise SourceIOError(f"reading failed: {exc}") from exc

    def seek(self, offset: int, whence: int = 0) -> int:
        try:
            return self.raw.seek(offset, whence)
        except OSError as exc:
            raise SourceIOError(f"seeking failed: {exc}") from exc

    def tell(self) -> int:
        return self.raw.tell()

    def size(self) -> int:
        return self.raw.size

    @property
    def closed(self) -> bool:
        return self.raw.closed

    def seekable(self) -> bool:
        return True

    def readable(self) -> bool:
        return True


@contextlib.contextmanager
def parquet_file(fs: fsspec.AbstractFileSystem, path: str) -> Iterator[pq.ParquetFile]:
    """A source Parquet file, read within the block: damage in its bytes (a footer or page that
    does not decode, whatever pyarrow raises) is a :class:`SourceError`, a failing read of the
    file a :class:`SourceIOError` (retried)."""
    import pyarrow as pa  # noqa: PLC0415 - pyarrow only where a Parquet file is read
    import pyarrow.parquet as pq  # noqa: PLC0415

    with fs.open(path, "rb") as raw:
        try:
            yield pq.ParquetFile(_MarkedIO(raw))
        except SourceIOError:
            raise
        except (pa.ArrowException, OSError) as exc:  # ArrowIOError is an OSError
            detail = " ".join(str(exc).split()) or type(exc).__name__
            raise SourceError(f"not a readable Parquet file ({detail})") from None


class _Reading:
    """A readable binary stream made of its ``read``: what gzip's and zstd's readers ask for."""

    def read(self, n: int = -1) -> bytes:
        raise NotImplementedError

    def readinto(self, buffer: bytearray | memoryview) -> int:
        block = self.read(len(buffer))
        buffer[: len(block)] = block
        return len(block)

    def readable(self) -> bool:
        return True


class HashingReader(_Reading):
    """A binary file wrapper that hashes and counts every byte read through it, so a shard is
    checksummed in the same pass that decompresses it."""

    def __init__(self, raw: Readable):
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

    def drain(self) -> None:
        while self.read(1 << 20):
            pass

    def hexdigest(self) -> str:
        return self._hash.hexdigest()  # the hash goes on: bytes read after are hashed too


# A UTF-8 byte order mark, as Excel and some Windows tools write at the start of a CSV or
# JSON Lines file: not part of the first record.
BOM = b"\xef\xbb\xbf"


def head(fs: fsspec.AbstractFileSystem, path: str, limit: int = 1 << 20) -> bytes:
    """The first ``limit`` bytes of a file's decompressed content (fewer if it is shorter)."""
    compression = compression_of(path)
    with fs.open(path, "rb") as raw:
        return _read(decompressing(raw, compression), limit, compression).removeprefix(BOM)


def _read(stream: Readable, size: int, compression: str | None) -> bytes:
    """``stream.read(size)``, telling bad compressed data (:class:`SourceError`) from a failing
    read of the file itself (:class:`SourceIOError`, worth a retry)."""
    try:
        return stream.read(size)
    except SourceIOError:
        raise
    except EOFError as exc:  # the stream ends inside a gzip member or a zstd frame
        raise SourceError(f"corrupt {compression} data (truncated: {exc})") from None
    except (OSError, zstd.ZstdError) as exc:  # BadGzipFile is an OSError
        raise SourceError(f"corrupt {compression} data ({exc})") from None


def decompressing(raw: Readable, compression: str | None, limits: limits_.Limits | None = None) -> Readable:
    """The decompressed content of ``raw``, cut short by a :class:`SourceError` once it passes
    the limits (:mod:`pipelines.limits`: its size, or its expansion over what was read)."""
    if compression is None:
        return raw
    counted = _Counted(raw)
    # zstd through the standard library's module (backported before Python 3.14): a read gives at
    # most what it asks for (zstandard's decompressobj gave a whole block's output at once: a
    # 1 MB bomb was 19 GB in memory before any limit saw it), frames follow one another, and a
    # stream that ends inside a frame is an error, as a truncated gzip is.
    stream = igzip.IGzipFile(fileobj=counted, mode="rb") if compression == "gzip" else zstd.ZstdFile(counted)
    return _Bounded(stream, counted, compression, limits or limits_.current())


def bounded(stream: Readable, compressed_size: int, what: str, limits: limits_.Limits | None = None) -> Readable:
    """A container's member (a zip's, a tar's) as it inflates, held to the limits a compressed
    file is: its size, and its expansion over the ``compressed_size`` the container gives."""
    return _Bounded(stream, _Known(max(compressed_size, 1)), what, limits or limits_.current())


class _Known:
    """A compressed size known beforehand, as :class:`_Bounded` measures expansion by."""

    def __init__(self, size: int):
        self.size = size


class _Counted(_Reading):
    """A stream that counts the bytes read from it."""

    def __init__(self, raw: Readable):
        self.raw, self.size = raw, 0

    def read(self, n: int = -1) -> bytes:
        block = self.raw.read(n)
        self.size += len(block)
        return block


class _Bounded(_Reading):
    """Decompressed content that stops, with a :class:`SourceError`, past the shard limits."""

    def __init__(self, stream: Readable, compressed: _Counted | _Known, compression: str, limits: limits_.Limits):
        self.stream, self.compressed, self.compression, self.limits = stream, compressed, compression, limits
        self.size = 0

    def read(self, n: int = -1) -> bytes:
        block = self.stream.read(n)
        self.size += len(block)
        if self.size > self.limits.shard_bytes:
            raise SourceError(
                f"its {self.compression} data decompresses to more than {limits_.size(self.limits.shard_bytes)} "
                "(the limit: TRACELAKE_MAX_SHARD_GB)"
            )
        if self.size > limits_.EXPANSION_FLOOR and self.size > self.limits.expansion * self.compressed.size:
            raise SourceError(
                f"its {self.compression} data expands more than {self.limits.expansion:g}x "
                f"({self.compressed.size:,} bytes to {self.size:,} so far): a compression bomb? "
                "(the limit: TRACELAKE_MAX_EXPANSION)"
            )
        return block


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


def line_chunks(
    raw: Readable,
    compression: str | None,
    chunk_bytes: int = CHUNK_BYTES,
    *,
    limits: limits_.Limits | None = None,
    at_start: bool = True,
) -> Iterator[bytes]:
    """Decompressed content of ``raw`` (``at_start``: from the file's start, where a byte order
    mark is no content) in pieces of about ``chunk_bytes`` that end at a line break (all but the
    last). Memory stays at a few chunks whatever the file's size; a line longer than a chunk
    grows one piece until its end, and one longer than the record limit fails the file."""
    limits = limits or limits_.current()
    stream = decompressing(raw, compression, limits)
    chunk_bytes = min(chunk_bytes, limits.record_bytes)  # so a line past the limit spans blocks
    # The unfinished line's pieces, joined once its end comes: growing one bytes object block by
    # block copied it whole each time (a 2 GiB line: 253 s).
    parts: list[bytes] = []
    held, offset, first = 0, 0, at_start
    while True:
        block = _read(stream, chunk_bytes, compression)
        if first:
            block, first = block.removeprefix(BOM), False
        if not block:
            if parts:
                yield b"".join(parts)
            return
        cut = block.rfind(b"\n") + 1
        if held + (block.find(b"\n") if cut else len(block)) > limits.record_bytes:
            raise SourceError(
                f"the line starting at byte {offset:,} runs past {limits_.size(limits.record_bytes)} "
                "(the longest record read: TRACELAKE_MAX_RECORD_MB)"
            )
        if cut == 0:
            parts.append(block)
            held += len(block)
            continue
        if parts:
            parts.append(block)
            data = b"".join(parts)
            cut += len(data) - len(block)
        else:
            data = block
        rest = data[cut:]
        parts, held = ([rest], len(rest)) if rest else ([], 0)
        offset += cut
        yield data[:cut] if cut < len(data) else data


def document(fs: fsspec.AbstractFileSystem, path: str) -> bytes:
    """A whole (decompressed) file, to be parsed as one JSON document: within the record limit."""
    compression = compression_of(path)
    with fs.open(path, "rb") as raw:
        stream = decompressing(raw, compression)
        return joined(iter(lambda: _read(stream, CHUNK_BYTES, compression), b""))


def joined(chunks: Iterable[bytes], limits: limits_.Limits | None = None) -> bytes:
    """A whole document from its chunks, failing the file once it passes the record limit (a
    JSON document is parsed whole, like a line)."""
    limit = (limits or limits_.current()).record_bytes
    parts, size = [], 0
    for chunk in chunks:
        size += len(chunk)
        if size > limit:
            raise SourceError(
                f"a JSON document of more than {limits_.size(limit)} (the longest record read: TRACELAKE_MAX_RECORD_MB)"
            )
        parts.append(chunk)
    return b"".join(parts)
