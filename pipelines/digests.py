"""What an ingest records of a file's content: its SHA-256, and an order-free digest of its
lines, so that a copy of a shard under another name, reordered or compressed otherwise, is
known for one (:mod:`pipelines.reconcile.claims`)."""

from __future__ import annotations

from collections.abc import Iterator

import fsspec
import xxhash

from .storage import HashingReader, compression_of, line_chunks, write_ahead_log

_WHITESPACE = frozenset(b" \t\r\n\x0b\x0c")  # what bytes.strip() removes
SMALL_CHUNK = 1 << 20  # a chunk under this is split into lines in C; a larger one walked through a view


# A line's hash: XXH3 (128 bits, seeded), not SHA-256. The digest only tells whether two files
# of a run hold the same lines (a copy under another name); a collision would need 2^64 lines,
# and nobody gains from forging one. XXH3 hashes a verl shard's lines ~9x faster than SHA-256
# with the CPU's SHA extensions (0.015 s against 0.13 s for 160 MB), ~6% of an ingest's CPU.
_LINE_SEED = 0x7472616365  # "trace": a fixed seed, so the same lines give the same digest anywhere


def _line_hash(line: bytes | memoryview) -> int:
    return xxhash.xxh3_128_intdigest(line, _LINE_SEED)


def _line_hashes(chunk: bytes) -> Iterator[int]:
    """The hash of each non-blank stripped line: many short lines split in C."""
    for line in chunk.split(b"\n"):
        line = line.strip()
        if line:
            yield _line_hash(line)


def _long_line_hashes(chunk: bytes) -> Iterator[int]:
    """The same for a large chunk, through a memoryview: no copy of its (long) lines."""
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
            yield _line_hash(view[first:last])
        start = end + 1


class LineDigest:
    """An order-free digest of a file's lines, taken as its chunks pass: the same records in
    another order (``1_sorted.jsonl`` beside ``1.jsonl``), or the same lines compressed
    differently, give the same digest. Lines are compared without surrounding whitespace
    (CRLF or LF); blank lines do not count."""

    def __init__(self) -> None:
        self.lines = 0
        self._sum = 0

    @classmethod
    def going_on(cls, digest: str) -> LineDigest | None:
        """The digest of a file's lines before it grew, to take its new lines in (a sum goes
        on): None if ``digest`` is not one this class makes."""
        kind, lines, total = (digest.split(":") + ["", ""])[:3]
        made = cls()
        try:
            made.lines, made._sum = int(lines), int(total, 16)
        except ValueError:
            return None
        return made if kind == "lines2" else None

    def over(self, chunks: Iterator[bytes]) -> Iterator[bytes]:
        for chunk in chunks:
            hashes = _line_hashes(chunk) if len(chunk) < SMALL_CHUNK else _long_line_hashes(chunk)
            for digest in hashes:
                self._sum += digest
                self.lines += 1
            self._sum %= 1 << 128
            yield chunk

    def hexdigest(self) -> str | None:
        # "lines2": XXH3 line hashes; "lines" (reading rules before 4) summed SHA-256 halves, and
        # never equals one: a shard read under those is read again, its digest made anew.
        return f"lines2:{self.lines}:{self._sum:032x}" if self.lines else None


def file_checksum(fs: fsspec.AbstractFileSystem, path: str) -> str:
    """The file's SHA-256; a database's with its write-ahead log's bytes after its own."""
    with fs.open(path, "rb") as f:
        reader = HashingReader(f)
        reader.drain()
    log = write_ahead_log(path)
    if log is not None:
        try:
            with fs.open(log, "rb") as f:
                reader.raw = f
                reader.drain()
        except FileNotFoundError:
            pass
    return reader.hexdigest()


def file_contents(fs: fsspec.AbstractFileSystem, path: str, *, lines: bool) -> tuple[str, str | None]:
    """A file's SHA-256 and, for a line-based file (``lines``), the order-free digest of its
    decompressed lines: what an ingest records of it (see :mod:`pipelines.reconcile.claims`)."""
    if not lines:
        return file_checksum(fs, path), None
    with fs.open(path, "rb") as raw:
        hashing, digest = HashingReader(raw), LineDigest()
        for _ in digest.over(line_chunks(hashing, compression_of(path))):
            pass
        hashing.drain()
    return hashing.hexdigest(), digest.hexdigest()
