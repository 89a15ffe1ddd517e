"""What reading one source file may cost, at most: past a limit the file fails with one line
saying which limit, and the rest of the ingest goes on.

- ``record_bytes``: the longest line, or whole JSON document, held in memory to be parsed
  (default 256 MiB; ``TRACELAKE_MAX_RECORD_MB``). A 2 MB ``.jsonl.gz`` expanding to one 2 GiB
  line took 253 s and 6.4 GB before failing; it now stops once the line passes the limit.
- ``shard_bytes``: the decompressed bytes of one compressed file (default 64 GiB;
  ``TRACELAKE_MAX_SHARD_GB``).
- ``expansion``: how many times its compressed size a file may decompress to, once past
  ``EXPANSION_FLOOR`` (default 500x; ``TRACELAKE_MAX_EXPANSION``). Rollout JSON Lines compress
  5-20x; deflate cannot pass ~1,030x, so a gzip bomb sits near that, and a zstd bomb expands by
  10,000x and more (a 180 KB ``.zst`` reached 9.9 GB).

The variables are read where a file is read (each process of a cluster reads its own), and
checked once by every request (:class:`pipelines.request.IngestRequest`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from .errors import UserError

MiB = 1 << 20
GiB = 1 << 30
# Below this many decompressed bytes no ratio is suspicious: a tiny file of repeated lines
# compresses by more than 1,000x.
EXPANSION_FLOOR = 256 * MiB
# The most of a file read to tell what it is (its first line, its JSON document, an archive's
# header): past it, detection says it cannot read the head, whatever the record limit.
HEAD_MAX_BYTES = 16 * MiB


@dataclass(frozen=True)
class Limits:
    record_bytes: int = 256 * MiB
    shard_bytes: int = 64 * GiB
    expansion: float = 500.0


def current() -> Limits:
    """The limits this process reads files under: the defaults, or what the variables say."""
    default = Limits()
    return Limits(
        record_bytes=int(_setting("TRACELAKE_MAX_RECORD_MB", default.record_bytes / MiB) * MiB),
        shard_bytes=int(_setting("TRACELAKE_MAX_SHARD_GB", default.shard_bytes / GiB) * GiB),
        expansion=_setting("TRACELAKE_MAX_EXPANSION", default.expansion),
    )


def _setting(variable: str, default: float) -> float:
    text = os.environ.get(variable, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value < float("inf"):
        raise UserError(f"{variable}={text!r}: give a positive number")
    return value


def size(n: int) -> str:
    """A byte count as people read it: 256 MiB, 64 GiB."""
    return f"{n / GiB:g} GiB" if n >= GiB else f"{n / MiB:g} MiB"
