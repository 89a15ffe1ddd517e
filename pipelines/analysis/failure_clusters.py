"""Failures that look alike, found without a model: near-duplicate clustering of failing answers
(MinHash over word 3-grams, banded LSH, union-find), deterministic, beside the rule-based
patterns (``trajectory_patterns``). Two answers that differ only in their numbers are the same
kind of failure, so digits are one symbol. Estimated Jaccard similarity of :data:`SIMILAR` or
more joins two answers; a cluster holds :data:`MIN_SIZE` answers or more."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import xxhash

if TYPE_CHECKING:
    import duckdb

PERMUTATIONS, BANDS = 64, 16  # 16 bands of 4 rows: pairs near Jaccard 0.5 and above meet in a band
SIMILAR = 0.5
MIN_SIZE = 3
MOST_FAILURES = 5000  # the run's latest failing answers looked at (bounded memory and time)
SHOWN_CHARS = 300
_WORDS = re.compile(r"\w+")
_DIGITS = re.compile(r"\d+")
_SEEDS = np.random.default_rng(20260601).integers(1, 2**63, size=(2, PERMUTATIONS), dtype=np.uint64)
_SEEDS[0] |= np.uint64(1)  # odd multipliers: multiply-shift hashing


@dataclass(frozen=True)
class Cluster:
    size: int
    share: float  # of the failures looked at
    first_step: int
    last_step: int
    example: str  # the member most like the others, cut
    trajectory_ids: list[str]  # the first few, to open

    def asdict(self) -> dict[str, Any]:
        return asdict(self)


def shingles(text: str) -> np.ndarray:
    """The text's word 3-grams (lowered, every number one symbol), hashed: uint64."""
    words = [_DIGITS.sub("0", w) for w in _WORDS.findall(text.lower())]
    grams = {" ".join(words[i : i + 3]) for i in range(max(1, len(words) - 2))} if words else set()
    return np.fromiter((xxhash.xxh64_intdigest(g.encode()) for g in grams), dtype=np.uint64, count=len(grams))


def signature(hashed: np.ndarray) -> np.ndarray:
    """The MinHash signature of a set of hashed shingles (:data:`PERMUTATIONS` values)."""
    if not len(hashed):
        return np.full(PERMUTATIONS, np.iinfo(np.uint64).max, dtype=np.uint64)
    with np.errstate(over="ignore"):  # multiply-shift wraps modulo 2**64 by design
        mixed = (hashed[:, None] * _SEEDS[0][None, :] + _SEEDS[1][None, :]) >> np.uint64(32)
    return mixed.min(axis=0)


def clusters_of(texts: list[str]) -> list[list[int]]:
    """Groups of indices of ``texts`` that are near duplicates, largest first (singletons left out)."""
    signatures = np.array([signature(shingles(t)) for t in texts]) if texts else np.empty((0, PERMUTATIONS))
    parent = list(range(len(texts)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    rows = PERMUTATIONS // BANDS
    for band in range(BANDS):
        buckets: dict[bytes, list[int]] = {}
        for i, sig in enumerate(signatures):
            buckets.setdefault(sig[band * rows : (band + 1) * rows].tobytes(), []).append(i)
        for members in buckets.values():
            for other in members[1:]:
                a, b = root(members[0]), root(other)
                if a != b and np.mean(signatures[members[0]] == signatures[other]) >= SIMILAR:
                    parent[b] = a
    groups: dict[int, list[int]] = {}
    for i in range(len(texts)):
        groups.setdefault(root(i), []).append(i)
    return sorted((g for g in groups.values() if len(g) > 1), key=lambda g: (-len(g), g[0]))


def failure_clusters(
    con: duckdb.DuckDBPyConnection, run_id: str, split: str | None = None
) -> tuple[int, list[Cluster]]:
    """(failing answers looked at, their clusters of :data:`MIN_SIZE` or more) of a run: a failure
    is a trajectory `trajectory_judgement` says failed (else a reward of 0 or less), its text the
    last assistant turn (else the response); ``split`` None: every split."""
    rows = con.execute(
        """
        WITH final AS (
            SELECT step, trajectory_id, arg_max(content, turn_index) AS text FROM turns
            WHERE run_id = $1 AND role = 'assistant' GROUP BY ALL
        )
        SELECT t.step, t.trajectory_id, coalesce(f.text, t.response) AS text
        FROM trajectories t JOIN trajectory_judgement_of([$1]) j USING (run_id, split, step, trajectory_id)
        LEFT JOIN final f USING (step, trajectory_id)
        WHERE t.run_id = $1 AND ($2 IS NULL OR t.split = $2) AND coalesce(NOT j.success, j.finite_reward <= 0)
          AND coalesce(f.text, t.response) IS NOT NULL
        ORDER BY t.step DESC, t.trajectory_id LIMIT $3
        """,
        [run_id, split, MOST_FAILURES],
    ).fetchall()
    rows = [r for r in rows if _WORDS.search(r[2])]  # no words: the `empty answer` pattern says those
    texts = [text for _, _, text in rows]
    found = []
    for members in clusters_of(texts):
        if len(members) < MIN_SIZE:
            continue
        steps = [rows[i][0] for i in members]
        ordered = sorted(members, key=lambda i: (rows[i][0], rows[i][1]))
        found.append(Cluster(len(members), len(members) / len(rows), min(steps), max(steps),
                             _cut(texts[_central(members, texts)]), [rows[i][1] for i in ordered[:5]]))  # fmt: skip
    return len(rows), found


def _central(members: list[int], texts: list[str]) -> int:
    """The member sharing the most shingles with the others (ties: the first)."""
    counts: Counter[int] = Counter()
    sets = {i: set(shingles(texts[i]).tolist()) for i in members[:200]}
    for gram in (g for s in sets.values() for g in s):
        counts[gram] += 1
    return max(sets, key=lambda i: (sum(counts[g] for g in sets[i]) / max(1, len(sets[i])), -i))


def _cut(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= SHOWN_CHARS else flat[: SHOWN_CHARS - 1] + "…"
