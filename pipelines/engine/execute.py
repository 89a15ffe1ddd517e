"""Executing a plan: shards read on a thread pool, or by worker processes for a plan of many
small shards (see :mod:`.processes`), and committed in batches, one Delta commit per table per
batch (a commit per shard would make one tiny file per shard and table); Ctrl-C and a full disk
wind down alike."""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Callable, Mapping
from concurrent.futures import FIRST_COMPLETED, BrokenExecutor, Future, ThreadPoolExecutor, wait
from typing import Any

from .. import storage
from ..lake import Attempt, Status
from ..reconcile.claims import Claims, contents_of, repeat_reason
from ..shard import Shard
from ..tuning import BATCH_BYTES, GROUP_BYTES, GROUP_SHARDS
from . import processes, read, read_group
from .context import task_of
from .plan import Plan
from .report import Report, ShardResult

COMMITS_IN_FLIGHT = 2  # batches being committed while reading goes on (each holds its rows)


class _Batch:
    """Attempts read and waiting for their commit (the reading loop's own: one thread)."""

    def __init__(self, size: int):
        self.size = size
        self.items: list[Attempt] = []
        self.bytes = 0

    def add(self, attempt: Attempt) -> None:
        self.items.append(attempt)
        self.bytes += attempt.pending_bytes

    def take(self) -> list[Attempt]:
        items, self.items, self.bytes = self.items, [], 0
        return items

    @property
    def full(self) -> bool:
        return len(self.items) >= self.size or self.bytes >= BATCH_BYTES


def execute(
    plan_: Plan,
    *,
    progress: Callable[[ShardResult], None] | None = None,
    on_read: Callable[[Shard, int], None] | None = None,
) -> list[ShardResult]:
    """Read the plan's shards on a thread pool and commit them in batches, as many batches at
    once as there are readers (Delta's optimistic commits keep concurrent ones right); return
    the shards' results. ``on_read(shard, bytes)`` as each shard is read, ``progress(result)``
    as its batch commits."""
    results: list[ShardResult] = []
    workers = max(1, min(plan_.request.workers or os.cpu_count() or 1, len(plan_.todo) or 1))
    batch = _Batch(plan_.request.batch_size)
    committing: set[Future[Any]] = set()

    def commit(items: list[Attempt]) -> list[ShardResult]:
        lost = plan_.claims.seal([a.shard.ledger_key for a in items])
        attempts = [
            duplicate(a, lost[a.shard.ledger_key])
            if a.shard.ledger_key in lost and a.status.committed and not a.unchanged
            else a
            for a in items
        ]
        committed = plan_.lake.commit(attempts)
        return [ShardResult.of(a, committed.outcome(a)) for a in attempts]

    def collect(done: set[Future[Any]]) -> None:
        committing.difference_update(done)
        for future in done:
            for result in future.result():
                results.append(result)
                if progress:
                    progress(result)

    def wind_down() -> None:
        """Start nothing more; let the batches being committed finish (a commit is atomic, but
        waiting keeps the report true; one that fails landed nothing); drop what was read but
        not committed."""
        for future in running:
            future.cancel()
        for future in wait(committing)[0]:
            with contextlib.suppress(Exception):
                collect({future})

    queue = _units(reading_order(plan_.todo, plan_.stats), plan_.stats)
    with contextlib.ExitStack() as stack:
        # The processes first: they fork before this ingest starts threads of its own.
        in_processes = processes.wanted(plan_.todo, plan_.stats, workers)
        procs = stack.enter_context(processes.pool(workers)) if in_processes else None
        pool = stack.enter_context(ThreadPoolExecutor(workers, thread_name_prefix="tracelake-shard"))
        committer = stack.enter_context(ThreadPoolExecutor(workers, thread_name_prefix="tracelake-commit"))
        running: dict[Future[Any], list[Shard]] = {}

        def submit(unit: list[Shard]) -> Future[Any]:
            if procs is not None:
                return procs.submit(processes.read_task, task_of(plan_.context, unit))
            return pool.submit(read_group.read_unit, plan_.context, unit)

        try:
            while queue or running:
                # Bounded read-ahead: at most two shards (or groups of small ones) per worker
                # wait in memory.
                while queue and len(running) < 2 * workers:
                    unit = queue.pop(0)
                    running[submit(unit)] = unit
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in finished:
                    unit = running.pop(future)
                    try:
                        attempts = future.result()
                    except BrokenExecutor as exc:
                        # A reader died (killed, out of memory): its shards are tried again by the
                        # next run, and this one reads the rest in threads.
                        procs = None
                        died = OSError(
                            f"its reading process died (killed? out of memory?): read again next run ({exc})"
                        )
                        attempts = [read.errored(plan_.context, shard, died) for shard in unit]
                    except Exception as exc:  # noqa: BLE001 - one shard's I/O error or bug must not stop the others
                        if is_disk_full(exc):
                            raise
                        attempts = [read.errored(plan_.context, shard, exc) for shard in unit]
                    if isinstance(attempts, processes.Shipped):
                        attempts = attempts.opened(plan_.lake)
                    for shard, attempt in zip(unit, attempts):
                        if on_read is not None:
                            on_read(shard, plan_.stats[shard.uri].size)
                        batch.add(claimed(plan_.claims, attempt))
                        if batch.full:
                            committing.add(committer.submit(commit, batch.take()))
                            while len(committing) >= COMMITS_IN_FLIGHT:
                                collect(wait(committing, return_when=FIRST_COMPLETED)[0])
            if batch.items:
                committing.add(committer.submit(commit, batch.take()))
            collect(wait(committing)[0])
        except KeyboardInterrupt as exc:
            wind_down()
            raise Interrupted(results) from exc
        except Exception as exc:
            wind_down()  # a full disk, a storage outage: later writes would fail the same way
            if is_disk_full(exc):
                raise DiskFull(results, exc) from None
            raise StorageFailed(results, exc) from exc
        except BaseException:
            for future in [*running, *committing]:
                future.cancel()
            raise
    return results


def is_disk_full(error: BaseException | None) -> bool:
    """Whether ``error`` (or what caused it) says the lake's storage is full: no point going
    on, every later write fails the same way."""
    while error is not None:
        if isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        if "No space left on device" in str(error) or "Disk quota exceeded" in str(error):
            return True  # delta-rs reports it in its own error types
        error = error.__cause__ or error.__context__
    return False


class DiskFull(Exception):
    """The lake's storage filled up during an ingest: what had landed by then (``results``;
    :func:`ingest` adds the ``report``). Nothing half-written is part of the lake."""

    def __init__(self, results: list[ShardResult], error: BaseException):
        super().__init__(f"no space left on the lake's storage ({error})")
        self.results, self.error = results, error
        self.report: Report | None = None


class StorageFailed(Exception):
    """A commit failed (the lake's storage went away, a bug): the ingest stopped, with what had
    landed by then (``results``; :func:`ingest` adds the ``report``). A commit lands whole or
    not at all, so nothing half-written is part of the lake."""

    def __init__(self, results: list[ShardResult], error: BaseException):
        detail = str(error).strip().splitlines()[0] if str(error).strip() else ""
        super().__init__(f"{type(error).__name__}: {detail}" if detail else type(error).__name__)
        self.results, self.error = results, error
        self.report: Report | None = None


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during an ingest: what had landed by then (``results``; :func:`ingest` adds the
    ``report``)."""

    def __init__(self, results: list[ShardResult]):
        super().__init__("interrupted")
        self.results = results
        self.report: Report | None = None


def _units(queue: list[Shard], stats: Mapping[str, storage.FileStat]) -> list[list[Shard]]:
    """The shards in reading order, consecutive small ones of a run read as a group."""
    units: list[list[Shard]] = []
    size = 0  # of the last unit's files
    for shard in queue:
        last = units[-1] if units else None
        if (
            last is not None
            and len(last) < GROUP_SHARDS
            and size + stats[shard.uri].size <= GROUP_BYTES
            and read_group.groupable(shard, stats[shard.uri].size)
            and read_group.groupable(last[0], stats[last[0].uri].size)
            and read_group.same_group(last[0], shard)
        ):
            last.append(shard)
            size += stats[shard.uri].size
        else:
            units.append([shard])
            size = stats[shard.uri].size
    return units


def claimed(claims: Claims, attempt: Attempt) -> Attempt:
    """The attempt, a ``duplicate`` if another shard of the run holds the same content (only an
    attempt that read new rows claims its content)."""
    if not attempt.status.committed or attempt.unchanged:
        return attempt
    contents = contents_of(attempt.checksum, attempt.content_digest)
    holder = claims.claim(attempt.shard.ledger_key, attempt.shard.uri, contents)
    return attempt if holder is None else duplicate(attempt, holder)


def duplicate(attempt: Attempt, holder: str) -> Attempt:
    return attempt.failed(repeat_reason(holder, attempt.shard.uri), status=Status.DUPLICATE)


def reading_order(shards: list[Shard], stats: Mapping[str, storage.FileStat]) -> list[Shard]:
    """Largest first: a big shard started last would run alone while the other workers idle.
    Below 8 MB sizes count as equal and shards go run by run, step by step, so a batch holds
    few runs and each run gets few, step-sorted files."""
    return sorted(shards, key=lambda s: (-(stats[s.uri].size >> 23), s.run_name, s.step or 0, s.uri))
