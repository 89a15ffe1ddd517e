"""The ingest engine: sources -> normalize -> lake. Plain Python; the CLI, the Prefect flow and
the tests all call :func:`ingest` with an :class:`IngestRequest`, and it knows nothing of them.

``plan`` finds the shards and decides from one snapshot of the ledger which need reading (new,
or location, size or mtime changed, or an attempt that hit an I/O error); ``read_shard`` reads
and normalizes one shard; ``execute`` reads shards on a thread pool (decompression, JSON
parsing and Arrow work release the GIL) and commits them in batches, one Delta commit per
table per batch (a commit per shard would make one tiny file per shard and table).
"""

from __future__ import annotations

import contextlib
import errno
import math
import os
import socket
import time
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from typing import TypeGuard

from . import storage
from .claims import Claims, Content, Holder, RunContent, contents_of, held_by, identical_elsewhere
from .errors import UserError
from .ids import run_key
from .lake import Lake, ShardCommit, ShardMeta
from .lake.maintenance import compact_if_fragmented
from .normalize import normalize
from .schemas import data_tables
from .sources import READERS
from .sources.base import Shard, Unplaced
from .sources.detect import detect
from .sources.identity import RunNames
from .tokens import TokenCounter

# A batch is committed once it holds this many shards or this many bytes of rows, whichever
# comes first: few commits (and files) for many small shards, bounded memory.
BATCH_SHARDS = 1000
BATCH_BYTES = 64 << 20
COMMITS_IN_FLIGHT = 2  # batches being committed while reading goes on (each holds its rows)
# A shard whose rows reach this is written by the thread that read it, at once: large shards
# are encoded in parallel and never wait in memory (measured on 40 verl shards of 4.4 MB:
# batching them instead took 1.3 s and 392 MB where this takes 0.8 s and 270 MB). Its
# rows stay invisible until its ledger row commits with its batch.
WRITE_AHEAD_BYTES = 2 << 20
IO_RETRIES = 2  # an OSError while reading a shard (a network filesystem hiccup) is retried


@dataclass(frozen=True)
class IngestRequest:
    """What to ingest, where, and how: every option of `tracelake ingest` and the flow."""

    targets: tuple[str, ...]
    lake: str
    format: str | None = None  # force a reader (default: detected per file)
    run: str | None = None  # one run name for everything found
    split: str | None = None
    step: int | None = None
    model: str | None = None
    task: str | None = None
    force: bool = False  # re-read every shard, even unchanged ones
    workers: int | None = None
    tokenizer: str | None = None
    batch_size: int = BATCH_SHARDS  # shards per commit (fewer: less memory, more small files)
    auto_compact: bool = True

    def __post_init__(self):
        object.__setattr__(self, "targets", tuple(str(t) for t in self.targets))
        if self.split not in (None, "train", "val"):
            raise UserError(f"the split must be 'train' or 'val', not {self.split!r}")
        if self.run is not None and not self.run.strip():
            raise UserError("the run name must not be empty")
        if self.batch_size < 1:
            raise UserError(f"the batch size must be at least 1, not {self.batch_size}")
        if self.workers is not None and self.workers < 1:
            raise UserError(f"workers must be at least 1, not {self.workers}")
        if self.step is not None and not 0 <= self.step < 2**63:
            raise UserError(f"the step must be between 0 and 2^63-1, not {self.step}")
        if self.format is not None and self.format not in READERS:
            raise UserError(f"unknown format {self.format!r}: one of {', '.join(READERS)}")


@dataclass
class ShardResult:
    shard: Shard
    status: str  # ok | partial | failed | unchanged (failed also covers an I/O error)
    rows: dict[str, int] = field(default_factory=dict)
    quarantined: int = 0
    bytes_read: int = 0
    error: str | None = None
    contents: tuple[Content, ...] = ()  # what it holds (see :mod:`.claims`)
    note: str | None = None  # e.g. identical to another run's file: ingested, and said
    warnings: tuple[str, ...] = ()  # the reader's: something ambiguous, resolved as it says


@dataclass
class Plan:
    request: IngestRequest
    lake: Lake
    todo: list[Shard]
    unchanged: list[Shard]
    failed_before: list[tuple[Shard, str]]  # unchanged since their content failed: not re-read
    unplaced: list[Unplaced]
    latest: dict[tuple[str, str], dict]  # latest attempt per (run_id, shard key)
    committed: dict[tuple[str, str], dict]  # latest committed attempt per (run_id, shard key)
    stats: dict[str, storage.FileStat]
    tokens: TokenCounter | None = None
    claims: Claims = None  # type: ignore[assignment]  # who holds which content (see :mod:`.claims`); default: none held

    def __post_init__(self) -> None:
        if self.claims is None:
            self.claims = Claims({}, [s.uri for s in self.todo])


@dataclass
class Report:
    results: list[ShardResult]
    unplaced: list[Unplaced]

    def count(self, status: str) -> int:
        return sum(r.status == status for r in self.results)

    @property
    def rows(self) -> int:
        return sum(r.rows.get("trajectories", 0) for r in self.results)

    @property
    def quarantined(self) -> int:
        return sum(r.quarantined for r in self.results)

    @property
    def committed(self) -> int:
        return self.count("ok") + self.count("partial")

    @property
    def skipped(self) -> list[Unplaced]:
        """Files not ingested, with why: never placed, or read and found to repeat a shard."""
        return self.unplaced + [Unplaced(r.shard.uri, r.error or "") for r in self.results if r.status == "skipped"]

    @property
    def exit_code(self) -> int:
        """0 unless something was attempted and nothing could be ingested."""
        attempted = self.committed + self.count("failed")
        if attempted == 0:
            return 0 if self.count("unchanged") else 1
        return 0 if self.committed else 1

    def summary(self) -> str:
        parts = [
            f"{self.committed} shard(s) ingested",
            f"{self.count('unchanged')} unchanged",
            f"{self.count('failed')} failed",
            f"{self.rows:,} trajectories",
            f"{self.quarantined:,} quarantined record(s)",
            f"{len(self.skipped)} file(s) skipped",
        ]
        identical = sum(r.note is not None for r in self.results)
        if identical:
            parts.append(f"{identical} identical to another run's file")
        return ", ".join(parts)


def _key(shard: Shard) -> tuple[str, str]:
    return (run_key(shard.run_name), shard.key)


def _same_file(entry: dict | None, uri: str, stat: storage.FileStat) -> TypeGuard[dict]:
    """Whether a ledger entry was made from this very file as it is now (location, size, mtime)."""
    return entry is not None and (entry["source_uri"], entry["size"], entry["mtime"]) == (uri, stat.size, stat.mtime)


def find(
    request: IngestRequest,
    *,
    known=lambda uri, stat: None,
    names: RunNames | None = None,
) -> tuple[list[Shard], list[Unplaced], dict[str, storage.FileStat]]:
    """Every shard under the request's targets (never inside its lake), every file that cannot
    be placed, and the shards' sizes and mtimes (see :mod:`.sources.detect`)."""
    shards: list[Shard] = []
    unplaced: list[Unplaced] = []
    stats: dict[str, storage.FileStat] = {}
    seen: dict[tuple[str, str], str] = {}
    exclude = storage.resolve(request.lake)[1] if request.lake else None
    names = names if names is not None else RunNames()
    for target in request.targets:
        found, skipped, listed = detect(
            target,
            format=request.format,
            run=request.run,
            split=request.split,
            step=request.step,
            known=known,
            exclude=exclude,
            names=names,
        )
        unplaced += skipped
        for shard in found:
            first = seen.setdefault(_key(shard), shard.uri)
            if first == shard.uri and shard.uri not in stats:
                shards.append(shard)
                stats[shard.uri] = listed[shard.uri]
            elif first != shard.uri:  # two copies of one run given at once: read one, say so
                unplaced.append(Unplaced(shard.uri, f"the same shard of run {shard.run_name!r} as {first}"))
    return shards, unplaced, stats


def run_names(entries: Iterable[dict]) -> RunNames:
    """Run names as the lake's committed ``entries`` gave them (see :mod:`.sources.identity`;
    an attempt withdrawn for a name clash names nothing)."""
    return RunNames(entries, storage.exists)


def preview(request: IngestRequest) -> tuple[list[Shard], list[Unplaced], dict[str, storage.FileStat]]:
    """What :func:`ingest` would read and skip, without writing: :func:`find`'s answer, with
    the files that repeat another shard of their run (their records already held) moved to the
    skipped ones, as the ingest would report them. Only files of a size another file of their
    run has (in the listing or the lake) are read: a copy has its original's size."""
    lake = Lake(request.lake)
    lake.check()
    committed = lake.latest_entries()[1] if lake.exists() else {}
    shards, unplaced, stats = find(request, names=run_names(committed.values()))
    sizes: dict[tuple[str, int], list] = {}
    for entry in committed.values():
        sizes.setdefault((entry["run_id"], entry["size"]), []).append(entry)
    for shard in shards:
        sizes.setdefault((run_key(shard.run_name), stats[shard.uri].size), []).append(shard)
    suspects = [s for s in shards if len(sizes[(run_key(s.run_name), stats[s.uri].size)]) > 1]
    held = held_by(e for group in sizes.values() if len(group) > 1 for e in group if isinstance(e, dict))
    claims = Claims(held, [s.uri for s in suspects])
    repeats: dict[str, str] = {}
    for shard in sorted(suspects, key=lambda s: s.uri):
        fs, path = storage.resolve(shard.uri)
        try:
            checksum, digest = storage.file_contents(fs, path, lines=READERS[shard.format].read is not None)
        except (OSError, storage.SourceError):
            continue  # the ingest reports it as failed
        holder = claims.claim(_key(shard), shard.uri, contents_of(checksum, digest))
        if holder is not None:
            repeats[shard.uri] = holder
    unplaced += [Unplaced(uri, _duplicate_reason(holder)) for uri, holder in repeats.items()]
    return [s for s in shards if s.uri not in repeats], unplaced, stats


def plan(request: IngestRequest) -> Plan:
    tokens = TokenCounter(request.tokenizer) if request.tokenizer else None  # a bad path fails before any work
    lake = Lake(request.lake)
    lake.check()
    previous, committed = lake.latest_entries()
    by_uri = {e["source_uri"]: e for e in previous.values()}

    def known(uri: str, stat: storage.FileStat) -> tuple[str, str] | None:
        entry = by_uri.get(uri)
        return (entry["format"], entry["run_name"]) if _same_file(entry, uri, stat) else None

    shards, unplaced, stats = find(request, known=known, names=run_names(committed.values()))
    todo, unchanged, failed_before = [], [], []
    for shard in shards:
        before = previous.get(_key(shard))
        if request.force or not _same_file(before, shard.uri, stats[shard.uri]) or before["status"] == "error":
            todo.append(shard)
        elif before["status"] == "failed":
            failed_before.append((shard, f"{before['error']} (file unchanged since; force a re-read to try again)"))
        elif before["status"] == "duplicate":
            unplaced.append(Unplaced(shard.uri, before["error"]))
        else:
            unchanged.append(shard)
    claims = Claims(held_by(committed.values()), [s.uri for s in todo])
    return Plan(request, lake, todo, unchanged, failed_before, unplaced, previous, committed, stats, tokens, claims)


def _meta(plan_: Plan, shard: Shard, checksum: str | None, stat: storage.FileStat) -> ShardMeta:
    return ShardMeta(
        run_name=shard.run_name,
        source_uri=shard.uri,
        shard_key=shard.key,
        format=shard.format,
        split=shard.split,
        step=shard.step,
        size=stat.size,
        mtime=stat.mtime,
        checksum=checksum,
        model=plan_.request.model,
        task=plan_.request.task,
        run_folder=shard.run_folder,
    )


def read_shard(plan_: Plan, shard: Shard) -> ShardCommit:
    """Read and normalize one shard into an attempt ready to commit. Problems with its content
    make a ``failed`` attempt; I/O errors (``OSError``) propagate so a caller can retry them."""
    lake = plan_.lake
    fs, path = storage.resolve(shard.uri)
    stat = storage.stat(fs, path)  # now, not at planning: the file may have changed since
    done = plan_.committed.get(_key(shard))
    latest = plan_.latest.get(_key(shard))
    checksum = None
    # After an error (its rows may be gone: `check --repair`) the shard is read in full.
    retrying = latest is not None and latest["status"] == "error"
    if done is not None and done["size"] == stat.size and not plan_.request.force and not retrying:
        # Same size, new mtime: confirm by checksum before reading it all again.
        checksum = storage.file_checksum(fs, path)
        if checksum == done["checksum"]:
            return _unchanged(lake.attempt(_meta(plan_, shard, checksum, stat)), done)
    reader = READERS[shard.format]
    attempt = lake.attempt(_meta(plan_, shard, checksum, stat))
    try:
        if reader.read_file is not None:
            # Readers of random-access files (Parquet) open it themselves; the checksum is a
            # separate sequential pass (unless the unchanged-content check above made it).
            checksum = checksum or storage.file_checksum(fs, path)
            attempt.meta = replace(attempt.meta, checksum=checksum)
            _read_parts(plan_, shard, reader.read_file(shard, fs, path), attempt)
        else:
            with fs.open(path, "rb") as raw:
                hashing, lines = storage.HashingReader(raw), storage.LineDigest()
                chunks = lines.over(storage.line_chunks(hashing, storage.compression_of(path)))
                assert reader.read is not None  # a Reader has read or read_file
                _read_parts(plan_, shard, reader.read(shard, chunks), attempt)
                hashing.drain()
            attempt.meta = replace(
                attempt.meta, size=hashing.size, checksum=hashing.hexdigest(), content_digest=lines.hexdigest()
            )
    except storage.SourceError as exc:
        attempt.fail(str(exc))  # files it wrote already (a streamed shard) are never added to the tables
        return attempt
    holder = plan_.claims.claim(_key(shard), shard.uri, contents_of(attempt.meta.checksum, attempt.meta.content_digest))
    if holder is not None:
        _duplicate(attempt, holder)
    return attempt


def _duplicate_reason(holder: str) -> str:
    return f"the same records as {holder}, already in the lake"


def _duplicate(attempt: ShardCommit, holder: str) -> None:
    attempt.fail(_duplicate_reason(holder), status="duplicate")


def _read_parts(plan_: Plan, shard: Shard, records, attempt: ShardCommit) -> None:
    """Normalize every part a reader yields into ``attempt``. A large streamed shard writes
    its parts to the lake as they come (invisible until its ledger row commits)."""
    meta = attempt.meta
    learned: dict[str, str] = {}
    try:
        for part in records.all_parts():
            for name in ("model", "task"):
                if getattr(part, name):
                    learned.setdefault(name, getattr(part, name))
            attempt.add(
                normalize(
                    part,
                    run_id=meta.run_id,
                    step=shard.step,
                    split=shard.split,
                    source_uri=shard.uri,
                    tokens=plan_.tokens,
                )
            )
            attempt.warnings += part.warnings
            if attempt.pending_bytes >= WRITE_AHEAD_BYTES:
                plan_.lake.stage(attempt)
    except BaseException:
        attempt.pending.clear()
        raise
    if attempt.staged and attempt.pending:  # a streamed shard's last part joins its others
        plan_.lake.stage(attempt)
    # The command line's --model / --task win over what the reader learned.
    attempt.meta = replace(meta, model=meta.model or learned.get("model"), task=meta.task or learned.get("task"))


def _unchanged(attempt: ShardCommit, done: dict) -> ShardCommit:
    """Same content seen under a new mtime or location: a new entry over the same rows, so
    the next run's cheap size+mtime check passes without reading the file again."""
    attempt.status = "unchanged"
    attempt.rows_commit = done["rows_commit"] or done["commit_id"]
    attempt.rows = {t.name: done[f"rows_{t.name}"] for t in data_tables()}
    attempt.steps = set(done["steps"] or [])
    return attempt


def _read_with_retries(plan_: Plan, shard: Shard) -> ShardCommit:
    for attempt in range(IO_RETRIES + 1):
        try:
            return read_shard(plan_, shard)
        except OSError:
            if attempt == IO_RETRIES:
                raise
            time.sleep(0.5 * (attempt + 1))
    raise AssertionError("unreachable")


def _errored(plan_: Plan, shard: Shard, error: BaseException) -> ShardCommit:
    """An attempt that failed for a reason outside its content (an I/O error, a bug): status
    ``error``, so the next run tries it again."""
    attempt = plan_.lake.attempt(_meta(plan_, shard, None, plan_.stats[shard.uri]))
    attempt.status, attempt.error = "error", f"{type(error).__name__}: {error}"
    if isinstance(error, FileNotFoundError):  # e.g. a Dask worker without the sources mounted
        attempt.error = f"not readable on host {socket.gethostname()} ({attempt.error})"
    return attempt


def _result(shard: Shard, attempt: ShardCommit) -> ShardResult:
    status = {"error": "failed", "duplicate": "skipped"}.get(attempt.status, attempt.status)
    rows = {} if status in ("failed", "unchanged") else dict(attempt.rows)
    return ShardResult(
        shard,
        status,
        rows=rows,
        quarantined=rows.get("quarantine", 0),
        bytes_read=attempt.meta.size,
        error=attempt.error,
        contents=tuple(contents_of(attempt.meta.checksum, attempt.meta.content_digest)),
        warnings=tuple(attempt.warnings) if status in ("ok", "partial") else (),
    )


def settled_results(plan_: Plan) -> list[ShardResult]:
    """Results of the shards the plan does not read: unchanged, or failed and unchanged since."""
    return [ShardResult(s, "unchanged") for s in plan_.unchanged] + [
        ShardResult(s, "failed", error=e) for s, e in plan_.failed_before
    ]


class _Batch:
    """Attempts read and waiting for their commit."""

    def __init__(self, size: int):
        self.size = size
        self.items: list[tuple[Shard, ShardCommit]] = []
        self.bytes = 0

    def add(self, shard: Shard, attempt: ShardCommit) -> None:
        self.items.append((shard, attempt))
        self.bytes += attempt.pending_bytes

    def take(self) -> list[tuple[Shard, ShardCommit]]:
        items, self.items, self.bytes = self.items, [], 0
        return items

    @property
    def full(self) -> bool:
        return len(self.items) >= self.size or self.bytes >= BATCH_BYTES


def execute(plan_: Plan, *, progress: Callable[[ShardResult], None] | None = None) -> list[ShardResult]:
    """Read the plan's shards on a thread pool and commit them in batches, as many batches at
    once as there are readers (Delta's optimistic commits keep concurrent ones right); return
    the shards' results."""
    results: list[ShardResult] = []
    workers = max(1, min(plan_.request.workers or os.cpu_count() or 1, len(plan_.todo) or 1))
    batch = _Batch(plan_.request.batch_size)
    committing: set[Future] = set()

    def commit(items: list[tuple[Shard, ShardCommit]]) -> list[ShardResult]:
        lost = plan_.claims.seal([_key(shard) for shard, _ in items])
        for shard, attempt in items:
            if _key(shard) in lost and attempt.status in ("ok", "partial"):
                _duplicate(attempt, lost[_key(shard)])
        plan_.lake.commit([a for _, a in items])
        return [_result(shard, attempt) for shard, attempt in items]

    def collect(done: set[Future]) -> None:
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

    # Largest first: a big shard started last would run alone while the other workers idle.
    # Below 8 MB sizes count as equal and shards go run by run, step by step, so a batch
    # holds few runs and each run gets few, step-sorted files.
    queue = _in_reading_order(plan_.todo, plan_.stats)
    with (
        ThreadPoolExecutor(workers, thread_name_prefix="tracelake-shard") as pool,
        ThreadPoolExecutor(workers, thread_name_prefix="tracelake-commit") as committer,
    ):
        running: dict[Future, Shard] = {}
        try:
            while queue or running:
                # Bounded read-ahead: at most two shards per worker wait in memory.
                while queue and len(running) < 2 * workers:
                    shard = queue.pop(0)
                    running[pool.submit(_read_with_retries, plan_, shard)] = shard
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in finished:
                    shard = running.pop(future)
                    try:
                        batch.add(shard, future.result())
                    except Exception as exc:  # noqa: BLE001 - one shard's I/O error or bug must not stop the others
                        if is_disk_full(exc):
                            raise
                        batch.add(shard, _errored(plan_, shard, exc))
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
            if not is_disk_full(exc):
                raise
            wind_down()  # every later write would fail the same way
            raise DiskFull(results, exc) from None
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


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during an ingest: what had landed by then (``results``; :func:`ingest` adds the
    ``report``)."""

    def __init__(self, results: list[ShardResult]):
        super().__init__("interrupted")
        self.results = results
        self.report: Report | None = None


def _in_reading_order(shards: list[Shard], stats: dict[str, storage.FileStat]) -> list[Shard]:
    return sorted(shards, key=lambda s: (-(stats[s.uri].size >> 23), s.run_name, s.step or 0, s.uri))


@dataclass(frozen=True)
class BatchTask:
    """A batch of shards for one worker (a Dask task): what it needs to read and commit them,
    and nothing of the rest of the plan."""

    request: IngestRequest
    shards: tuple[Shard, ...]
    committed: dict[tuple[str, str], dict]  # the latest committed attempt of each of these shards
    latest: dict[tuple[str, str], dict]  # and their latest attempt
    stats: dict[str, storage.FileStat]
    clock: int  # the greatest attempt id the plan saw: every new one goes past it
    # What the lake holds in files of these shards' sizes: a copy has its original's size
    # (the same bytes, or the same lines reordered), so the rest of the lake is left behind.
    held: dict[RunContent, Holder] = field(default_factory=dict)

    @property
    def label(self) -> str:
        runs = sorted({s.run_name for s in self.shards})
        return f"{runs[0]}{f' +{len(runs) - 1} run(s)' if len(runs) > 1 else ''}: {len(self.shards)} shard(s)"


# A task holds at most this many shards or bytes of sources, and there are at least this many
# tasks per worker when the plan is large enough: orchestration costs per task, not per shard.
TASK_SHARDS = 500
TASK_BYTES = 512 << 20
TASKS_PER_WORKER = 4


def batch_tasks(plan_: Plan, *, workers: int) -> list[BatchTask]:
    """The plan's shards cut into tasks (run by run, step by step, large shards first)."""
    queue = _in_reading_order(plan_.todo, plan_.stats)
    per_task = max(1, min(TASK_SHARDS, math.ceil(len(queue) / max(1, workers * TASKS_PER_WORKER))))
    tasks: list[BatchTask] = []
    current: list[Shard] = []
    size = 0
    held: dict[int, dict] = {}  # file size -> the content the lake holds in files of that size
    for e in plan_.committed.values():
        held.setdefault(e["size"], {}).update(held_by([e]))
    for shard in queue + [None]:
        if current and (shard is None or len(current) >= per_task or size + plan_.stats[shard.uri].size > TASK_BYTES):
            keys = {_key(s) for s in current}
            sizes = {plan_.stats[s.uri].size for s in current}
            tasks.append(
                BatchTask(
                    plan_.request,
                    tuple(current),
                    {k: v for k, v in plan_.committed.items() if k in keys},
                    {k: v for k, v in plan_.latest.items() if k in keys},
                    {s.uri: plan_.stats[s.uri] for s in current},
                    plan_.lake.clock,
                    {c: h for n in sizes for c, h in held.get(n, {}).items()},
                )
            )
            current, size = [], 0
        if shard is not None:
            current.append(shard)
            size += plan_.stats[shard.uri].size
    return tasks


def ingest_batch(task: BatchTask) -> list[ShardResult]:
    """Read and commit one task's shards (on whichever machine runs it); return their results."""
    lake = Lake(task.request.lake)
    lake.observe_clock(task.clock)
    tokens = TokenCounter(task.request.tokenizer) if task.request.tokenizer else None
    request = replace(task.request, workers=1)  # the cluster's workers are the parallelism
    plan_ = Plan(
        request,
        lake,
        list(task.shards),
        [],
        [],
        [],
        task.latest,
        task.committed,
        task.stats,
        tokens,
        Claims(task.held, [s.uri for s in task.shards]),
    )
    return execute(plan_)


RunBatches = Callable[[list[BatchTask]], Iterable[list[ShardResult]]]


def ingest(
    request: IngestRequest,
    *,
    progress: Callable[[ShardResult], None] | None = None,
    on_plan: Callable[[Plan], None] | None = None,
    run_batches: RunBatches | None = None,
    workers: int | None = None,
) -> Report:
    """Ingest every shard under the request's targets that the lake does not hold yet in this
    form. No lock: other ingests of the same lake may run at the same time (see :mod:`.lake`).

    ``on_plan(plan)`` is called before any shard is read. Without ``run_batches`` the shards are
    read here, on a thread pool; with it, the plan is cut into :class:`BatchTask`s for
    ``workers`` workers and ``run_batches`` runs them where it likes (the Prefect flow: on a
    Dask cluster), yielding each task's results."""
    plan_ = plan(request)
    if on_plan:
        on_plan(plan_)
    results = settled_results(plan_)
    if run_batches is None:
        try:
            results += execute(plan_, progress=progress)
        except (Interrupted, DiskFull) as stop:
            stop.report = Report(results + stop.results, plan_.unplaced)
            raise
    else:
        for batch_results in run_batches(batch_tasks(plan_, workers=workers or 1)):
            results += batch_results
            for result in batch_results:
                if progress is not None:
                    progress(result)
    _note_identical(results, plan_.committed.values())
    written = {run_key(r.shard.run_name) for r in results if r.status in ("ok", "partial")}
    if request.auto_compact and written:
        compact_if_fragmented(plan_.lake, written)
    return Report(results, plan_.unplaced)


def _note_identical(results: list[ShardResult], committed: Iterable[dict]) -> None:
    """Say of each file ingested whether another run holds the same records (its own data all
    the same: see :mod:`.claims`)."""
    fresh = [
        (run_key(r.shard.run_name), r.shard.uri, list(r.contents)) for r in results if r.status in ("ok", "partial")
    ]
    twins = identical_elsewhere(fresh, held_by(committed)) if fresh else {}
    for result in results:
        if result.shard.uri in twins and result.status in ("ok", "partial"):
            result.note = f"identical to {twins[result.shard.uri]} (another run's file), ingested as this run's own"


def ingest_paths(targets: Iterable[str], lake: str, **options) -> Report:
    """:func:`ingest` with the request's fields as keywords: for notebooks and scripts."""
    return ingest(IngestRequest(tuple(targets), lake, **options))
