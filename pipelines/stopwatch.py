"""Where an ingest's time went, stage by stage: a scheduled cycle three times slower than the
others is explained by its split, not guessed at (bench/growth.py prints it)."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator


class Stopwatch:
    """Seconds per stage, summed over the threads that ran it (reading and committing overlap,
    so the stages of a busy ingest add up to more than its wall time)."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self._lock = threading.Lock()

    @contextlib.contextmanager
    def __call__(self, stage: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.add(stage, time.perf_counter() - started)

    def add(self, stage: str, seconds: float) -> None:
        with self._lock:
            self.seconds[stage] = self.seconds.get(stage, 0.0) + seconds
