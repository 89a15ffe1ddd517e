"""Reading in worker processes, for plans of many small shards.

A small shard's time goes to many small calls that hold the GIL (opening it, its digests, a
group's parsing and normalizing), so a plan of a few hundred of them has its units read by
worker processes, one per worker. A process does what a reading thread does
(:func:`.read_group.read_unit`: stat, checksum, read, normalize, and write a large shard's files
as it streams) and sends back its attempts; the claims, the batches and every commit stay in
the ingest's process, so a plan read by processes commits the same rows and ledger rows as one
read by threads.

Rows come back as Arrow IPC, one stream per table and unit: a group's shards are zero-copy
slices of one table, and pickling a slice sends its whole parent (pyarrow 26).
"""

from __future__ import annotations

import itertools
import signal
import threading
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pyarrow as pa

from .. import storage
from ..lake import Attempt, Lake
from ..shard import Shard
from ..tokens import TokenCounter
from ..tuning import PROCESS_FILE_BYTES, PROCESS_SHARDS
from .context import BatchTask
from .read_group import read_unit

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor


def wanted(todo: list[Shard], stats: Mapping[str, storage.FileStat], workers: int) -> bool:
    """Whether a plan's shards ``todo`` are read by processes (see PROCESS_SHARDS)."""
    if workers < 2 or len(todo) < PROCESS_SHARDS:
        return False
    return sum(stats[s.uri].size < PROCESS_FILE_BYTES for s in todo) >= PROCESS_SHARDS


# How reading processes start: None chooses (see :func:`pool`); the tests name one.
START_METHOD: str | None = None


def pool(workers: int) -> ProcessPoolExecutor:
    """``workers`` reading processes. Forked when no other thread of this process runs (a lock
    another thread holds at the fork would stay held in the child); under a host that runs
    threads of its own (a Prefect flow) they start from a fork server instead, which imports
    the engine once."""
    import multiprocessing  # noqa: PLC0415 - not paid by an ingest read in threads (every scheduled cycle)
    from concurrent.futures import ProcessPoolExecutor  # noqa: PLC0415

    method = START_METHOD or ("fork" if threading.active_count() == 1 else "forkserver")
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        context.set_forkserver_preload([__name__])
    return ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_interrupts)


def _ignore_interrupts() -> None:
    """Ctrl-C reaches the whole process group: this process winds the ingest down, and its
    readers finish the unit at hand instead of each printing a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


_lakes: dict[str, Lake] = {}
_tokens: dict[str, TokenCounter] = {}


def read_task(task: BatchTask) -> Shipped:
    """In a reading process: the task's attempts, unclaimed (claims are the ingest's)."""
    request = task.request
    lake = _lakes.get(request.lake) or _lakes.setdefault(request.lake, Lake(request.lake))
    tokens = None
    if request.tokenizer:
        tokens = _tokens.get(request.tokenizer) or _tokens.setdefault(
            request.tokenizer, TokenCounter(request.tokenizer)
        )
    return Shipped.of(read_unit(task.context(lake, tokens), list(task.shards)))


@dataclass
class Shipped:
    """A unit's attempts on their way back, their pending rows as Arrow IPC: per table, one
    stream of one record batch (every part was conformed to the table's contract, so their
    schemas agree), and which attempt each part belongs to, with its rows. One batch, because
    the parts come back as slices of it: slicing a table of many chunks walks them all, per part."""

    attempts: list[Attempt]  # without their pending rows: those are in the streams
    streams: dict[str, bytes]
    shares: dict[str, list[tuple[int, int]]]  # table -> (attempt's place, rows), in the stream's order

    @classmethod
    def of(cls, attempts: list[Attempt]) -> Shipped:
        streams: dict[str, bytes] = {}
        shares: dict[str, list[tuple[int, int]]] = {}
        for name in sorted({name for a in attempts for name, _ in a.pending}):
            parts = [(place, table) for place, a in enumerate(attempts) for table in a.pending_of(name)]
            shares[name] = [(place, table.num_rows) for place, table in parts]
            streams[name] = _stream(pa.concat_tables([table for _, table in parts]))
        return cls([replace(a, pending=()) for a in attempts], streams, shares)

    def opened(self, lake: Lake) -> list[Attempt]:
        """The attempts with their rows back in place (zero-copy slices of what came)."""
        pending: list[list[tuple[str, pa.Table]]] = [[] for _ in self.attempts]
        for name, stream in self.streams.items():
            table = pa.ipc.open_stream(pa.py_buffer(stream)).read_all()
            starts = itertools.accumulate((rows for _, rows in self.shares[name]), initial=0)
            for start, (place, rows) in zip(starts, self.shares[name]):
                pending[place].append((name, table.slice(start, rows)))
        for attempt in self.attempts:
            lake.clock.observe_id(attempt.commit_id)
        return [replace(a, pending=tuple(rows)) for a, rows in zip(self.attempts, pending, strict=True)]


def _stream(table: pa.Table) -> bytes:
    """``table`` as an IPC stream of one record batch (only the rows a slice holds are sent)."""
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table.combine_chunks())
    return sink.getvalue().to_pybytes()
