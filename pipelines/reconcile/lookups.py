"""Asked a few times, then indexed: how reconciliation looks things up in what the ledger
recorded. A scheduled cycle asks about a new file or two beside its run's thousands, so a
filter over the recorded columns per question beats building an index of every row; a first
ingest asks about thousands, so past a few questions the index is built once and answers the
rest. Each use below was profiled both ways (``bench/planning.py``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Generic, TypeVar

# Questions answered by a filter over the recorded columns before the index is built.
LOOKUPS = 16

K = TypeVar("K")
V = TypeVar("V")


class ScanThenIndex(Generic[K, V]):
    """Values by key: ``scan(keys)`` answers each of the first :data:`LOOKUPS` questions,
    ``index()``, built once, every later one. Both must give the same answers."""

    def __init__(
        self,
        scan: Callable[[list[K]], Mapping[K, V]],
        index: Callable[[], Mapping[K, V]],
    ):
        self._scan, self._make_index = scan, index
        self._asked = 0
        self._index: Mapping[K, V] | None = None

    def get_many(self, keys: Iterable[K]) -> dict[K, V]:
        keys = list(keys)
        if self._index is None and self._asked < LOOKUPS:
            self._asked += 1
            found = self._scan(keys)
            return {key: found[key] for key in keys if key in found}
        if self._index is None:
            self._index = self._make_index()
        return {key: self._index[key] for key in keys if key in self._index}

    def get(self, key: K) -> V | None:
        return self.get_many([key]).get(key)
