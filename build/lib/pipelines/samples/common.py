"""What every sample generator shares: seeded filler text and a deterministic shard writer."""

from __future__ import annotations

import random
from pathlib import Path

import zstandard
from isal import igzip

_WORDS = (
    "the of and to in is that for it as with on be by this at from or an are which we so then "
    "let first next thus therefore since because note check verify compute solve equation sum "
    "product value answer term step case both side number integer prime root square factor "
    "求解 方程 答案 计算 所以 因此 首先 然后 验证 α β γ δ θ λ π σ ∑ ∫ √ ≤ ≥ ≠ ∞ → ✓ 🤔 👍"
).split()


def text(rng: random.Random, words: int) -> str:
    return " ".join(rng.choices(_WORDS, k=words))


def write_shard(path: Path, data: bytes, compression: str | None) -> None:
    """Same input, same bytes (no gzip timestamp); an identical file is left untouched, so
    regenerating the samples does not make the next ingest see changed shards."""
    if compression == "gzip":
        data = igzip.compress(data, compresslevel=1, mtime=0)
    elif compression == "zstd":
        data = zstandard.ZstdCompressor(level=3).compress(data)
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)
