"""``tracelake watch``: one process that ingests as files appear and grow, so a step is in the
lake seconds after the trainer writes it.

Local folders are followed by file-system events through watchfiles (notify, in Rust: inotify,
FSEvents or kqueue, with its own debouncing; a quiet watch costs a few wake-ups a second and
lists nothing). Every ingest is :func:`pipelines.engine.ingest` over the whole of the sources,
exactly as `tracelake ingest` would run it, so run identity, the ledger's skipping of unchanged
files and crash safety are the engine's and nothing here can differ from a scheduled cycle: an
event only says *when* to ingest. A full pass also runs at start and every few minutes, the
safety net for events missed (an overflowed inotify queue, a folder made after the watch began
on a file system that reports it late). Local folders on a file system that sends no events
(NFS: ``poll``) are polled by notify itself, every ``poll_every``, and their changes taken as
events are; remote sources (``s3://``, ``hf://``) are ingested every ``poll_every`` (an object
store publishes an object whole, so there is no half-written file to wait for).

A changed file is taken once it is complete: no change to it seen for ``settle`` seconds and its
end says it is whole (a file of lines: its last line ended; Parquet: its footer written; a JSON
document: closed); one that stays unfinished longer than ``line_wait`` (a writer that died
mid-line, a file written without pause) is taken as it is, as `tracelake ingest` takes it. Only
files an ingest could read are waited for (a checkpoint being written holds nothing back), and
no full or poll pass runs while one is being written. A file that changes without an event
reaching the watch first (written between two bursts) is read as the pass finds it, as by
`tracelake ingest`; the next change reads it again.
What arrives together is one ingest, so one commit."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .passes import InProcess, InWorker, Pass
from .request import IngestRequest

__all__ = ["Pass", "Pending", "Timing", "looks_whole", "may_hold_records", "watch"]

RETRY_AFTER = 10.0  # seconds before a pass that stopped short is tried again

# Files whose records are lines, written a line at a time: complete only once the last ends.
_LINE_SUFFIXES = (".jsonl", ".ndjson", ".log", ".csv", ".tsv", ".txt")
_TAIL = 64  # bytes read from a file's end to tell whether it is whole


@dataclass(frozen=True)
class Timing:
    """When the watch ingests (seconds)."""

    settle: float = 0.1  # a file is complete once unchanged for this long ...
    line_wait: float = 10.0  # ... and its end says it is whole (see looks_whole), or it waited this long
    full_every: float = 300.0  # a full pass over the sources, for events missed
    poll_every: float = 5.0  # remote sources, and local ones with poll: looked at this often
    vacuum_every: float = 3600.0  # the lake's vacuum, in the same process (<= 0: never)


@dataclass
class Pending:
    """Changed files not yet taken: when each was first and last seen changing, and since when
    its end has said it is not whole yet."""

    settle: float
    line_wait: float
    changed: dict[str, float] = field(default_factory=dict)
    first_seen: dict[str, float] = field(default_factory=dict)
    open_since: dict[str, float] = field(default_factory=dict)

    def saw(self, paths: Iterable[str], now: float) -> None:
        for path in paths:
            self.changed[path] = now
            self.first_seen.setdefault(path, now)

    def __bool__(self) -> bool:
        return bool(self.changed)

    def ready(self, now: float) -> bool:
        """Whether one ingest takes the changed files now: every one is complete, or the oldest
        change has waited ``line_wait`` (a file written without pause, a line left open by a
        writer that died, must not hold the others back longer)."""
        if any(now - first >= self.line_wait for first in self.first_seen.values()):
            return True
        return all(self._complete(path, at, now) for path, at in self.changed.items())

    def _complete(self, path: str, changed_at: float, now: float) -> bool:
        if now - changed_at < self.settle:
            return False
        if looks_whole(path):
            return True
        opened = self.open_since.setdefault(path, now)
        return now - opened >= self.line_wait

    def take(self) -> list[str]:
        taken = sorted(self.changed)
        self.changed.clear()
        self.first_seen.clear()
        self.open_since.clear()
        return taken


def may_hold_records(path: str) -> bool:
    """Whether an ingest could read this file, by its name alone (not hidden, no side file, a
    kind of file a reader takes, as detection judges it): what the watch waits for. It asks
    every reader, so it loads them: a watch whose ingests run in a worker asks the worker."""
    from .reconcile.readers import DATA_SUFFIXES, NAMED_READERS  # noqa: PLC0415 - see above
    from .sources import ANY_NOT_TRACE  # noqa: PLC0415
    from .storage import without_compression  # noqa: PLC0415

    name = path.rsplit("/", 1)[-1]
    if name.startswith(".") or ANY_NOT_TRACE.search(path):
        return False
    plain = without_compression(name)
    return plain.endswith(DATA_SUFFIXES) or any(reader.takes(plain) for reader in NAMED_READERS)


def looks_whole(path: str) -> bool:
    """Whether a file's end says its writer finished it: a file of lines ends with a newline, a
    Parquet file with its footer's magic, a JSON document with its closing bracket. Other kinds
    (compressed streams) say nothing: settling is all there is. An empty or vanished file counts
    as whole: there is nothing to wait for, and the ingest says what became of it."""
    try:
        with open(path, "rb") as file:
            size = file.seek(0, 2)
            file.seek(max(0, size - _TAIL))
            tail = file.read()
    except OSError:
        return True
    if not tail:
        return True
    if path.endswith(_LINE_SUFFIXES):
        return tail.endswith(b"\n")
    if path.endswith(".parquet"):  # the footer: its length, then the magic, after the header's magic
        footer = int.from_bytes(tail[-8:-4], "little") if len(tail) >= 8 else 0
        return size >= 12 and tail.endswith(b"PAR1") and 0 < footer <= size - 12
    if path.endswith(".json"):
        return tail.rstrip().endswith((b"}", b"]"))
    return True


def local_targets(targets: Iterable[str]) -> list[str]:
    """The sources file-system events can follow, as paths (the rest are polled)."""
    return [t.removeprefix("file://") for t in targets if "://" not in t or t.startswith("file://")]


def watch(
    request: IngestRequest,
    *,
    timing: Timing = Timing(),
    on_pass: Callable[[Pass], None] = lambda _: None,
    stop: threading.Event | None = None,
    poll: bool = False,
    clock: Callable[[], float] = time.monotonic,
    events: Callable[[list[str], threading.Event], Iterator[set[str]]] | None = None,
    passes: InProcess | InWorker | None = None,
) -> Pass | None:
    """Ingest ``request``'s sources now and again whenever they change, until ``stop`` is set
    (or a KeyboardInterrupt: Ctrl-C, or SIGTERM as the CLI maps it). Returns the last pass that
    finished (None when stopped during the first), whose exit status is the watch's.
    ``events(paths, stop)`` yields the sets of paths changed (watchfiles by default; an empty
    set when nothing changed for a moment). ``passes``: where the ingests run (this process by
    default; `tracelake watch`: a worker process, see :mod:`pipelines.passes`)."""
    stop = stop or threading.Event()
    passes = passes or InProcess()
    follow = local_targets(request.targets)
    polled = len(follow) < len(request.targets)
    pending = Pending(timing.settle, timing.line_wait)
    last: Pass | None = None
    try:
        last = passes.ingest(request, "start", (), on_pass)
        next_full = clock() + (timing.full_every if last.error is None else RETRY_AFTER)
        next_poll = clock() + timing.poll_every
        next_vacuum = clock() + timing.vacuum_every
        if not follow:
            changes = _ticks(stop, min(timing.poll_every, 1.0))
        elif events is not None:
            changes = events(follow, stop)
        else:
            changes = _file_events(follow, stop, poll_every=timing.poll_every if poll else None)
        for changed in changes:
            now = clock()
            changed = {path.removesuffix("-wal") if path.endswith(".db-wal") else path for path in changed}
            pending.saw(passes.holding_records(changed) if changed else (), now)
            if pending and pending.ready(now):
                last = passes.ingest(request, "change", tuple(pending.take()), on_pass)
                next_full = clock() + (timing.full_every if last.error is None else RETRY_AFTER)
            elif not pending and (now >= next_full or (polled and now >= next_poll)):  # never over a file being written
                reason = "full" if now >= next_full else "poll"
                last = passes.ingest(request, reason, (), on_pass)
                next_full = clock() + (timing.full_every if last.error is None else RETRY_AFTER)
                next_poll = clock() + timing.poll_every
            if timing.vacuum_every > 0 and clock() >= next_vacuum:
                passes.vacuum(request.lake, on_pass)
                next_vacuum = clock() + timing.vacuum_every
            if stop.is_set():
                break
    except KeyboardInterrupt:  # a pass under way wound down: what it committed stays, the rest waits
        pass
    finally:
        passes.close()
    return last


def _file_events(paths: list[str], stop: threading.Event, *, poll_every: float | None) -> Iterator[set[str]]:
    """The paths changed under ``paths``, from the kernel's events (or, with ``poll_every``,
    notify's own polling of the folders' listings and mtimes: NFS sends no events), a set per
    burst (grouped until 50 ms pass without one, 500 ms at most); an empty set every 50 ms of
    quiet, so the caller takes a file as soon as it has settled (20 wake-ups a second, each a
    wait on the kernel's queue: no listing)."""
    import watchfiles  # noqa: PLC0415 - only the watch needs it

    for changes in watchfiles.watch(
        *paths,
        debounce=500,
        step=50,
        rust_timeout=50,
        yield_on_timeout=True,
        stop_event=stop,
        force_polling=poll_every is not None,
        poll_delay_ms=int((poll_every or 0.3) * 1000),
    ):
        yield {path for change, path in changes if change != watchfiles.Change.deleted and Path(path).is_file()}


def _ticks(stop: threading.Event, every: float) -> Iterator[set[str]]:
    """An empty change every ``every`` seconds: the pace of a watch of polled sources."""
    while not stop.wait(every):
        yield set()
