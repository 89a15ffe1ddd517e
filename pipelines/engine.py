"""The ingest engine: sources -> normalize -> lake. Plain Python; the CLI and the Prefect flow
both call it, and it knows nothing of either.

``plan`` finds the shards and decides from the ledger which need reading (new, or location,
size or mtime changed, or an attempt that hit an I/O error); ``ingest_shard`` reads,
normalizes and commits one shard; ``execute`` runs a plan on a thread pool (decompression,
JSON parsing and Parquet encoding release the GIL, so shards run in parallel).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field, replace

from . import storage
from .detect import detect
from .errors import UserError
from .ids import run_key
from .lake import Lake, ShardMeta
from .normalize import normalize
from .schemas import data_tables
from .sources import READERS
from .sources.base import Shard, Unplaced
from .tokens import TokenCounter


@dataclass
class ShardResult:
    shard: Shard
    status: str  # ok | partial | failed | unchanged (failed also covers an I/O error)
    rows: dict[str, int] = field(default_factory=dict)
    quarantined: int = 0
    bytes_read: int = 0
    error: str | None = None


@dataclass
class Plan:
    lake: Lake  # one for every shard: its folder cache spares a makedirs per file
    todo: list[Shard]
    unchanged: list[Shard]
    failed_before: list[tuple[Shard, str]]  # unchanged since their content failed: not re-read
    unplaced: list[Unplaced]
    committed: dict[tuple[str, str], dict]  # latest committed attempt per (run_id, shard key)
    stats: dict[str, storage.FileStat]
    force: bool = False
    model: str | None = None
    task: str | None = None
    tokens: TokenCounter | None = None


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
            f"{len(self.unplaced)} file(s) skipped",
        ]
        return ", ".join(parts)


def _key(shard: Shard) -> tuple[str, str]:
    return (run_key(shard.run_name), shard.key)


def _same_file(entry: dict | None, uri: str, stat: storage.FileStat) -> bool:
    """Whether a ledger entry was made from this very file as it is now (location, size, mtime)."""
    return entry is not None and (entry["source_uri"], entry["size"], entry["mtime"]) == (uri, stat.size, stat.mtime)


def find(targets: Iterable[str], *, format: str | None = None, run: str | None = None,
         split: str | None = None, step: int | None = None, known=lambda uri, stat: None,
         lake_url: str | None = None) -> tuple[list[Shard], list[Unplaced], dict[str, storage.FileStat]]:
    """Every shard under ``targets`` (never inside the lake at ``lake_url``), every file that
    cannot be placed, and the shards' sizes and mtimes (see :mod:`.detect`)."""
    if split not in (None, "train", "val"):
        raise UserError(f"--split must be 'train' or 'val', not {split!r}")
    if run is not None and not run.strip():
        raise UserError("--run must not be empty")
    shards: list[Shard] = []
    unplaced: list[Unplaced] = []
    stats: dict[str, storage.FileStat] = {}
    seen: dict[tuple[str, str], str] = {}
    for target in targets:
        found, skipped, listed = detect(target, format=format, run=run, split=split, step=step, known=known,
                                        exclude=storage.resolve(lake_url)[1] if lake_url else None)
        unplaced += skipped
        for shard in found:
            first = seen.setdefault(_key(shard), shard.uri)
            if first == shard.uri and shard.uri not in stats:
                shards.append(shard)
                stats[shard.uri] = listed[shard.uri]
            elif first != shard.uri:  # two copies of one run given at once: read one, say so
                unplaced.append(Unplaced(shard.uri, f"the same shard of run {shard.run_name!r} as {first}"))
    return shards, unplaced, stats


def plan(targets: Iterable[str], lake_url: str, *, format: str | None = None, run: str | None = None,
         split: str | None = None, step: int | None = None, force: bool = False, model: str | None = None,
         task: str | None = None, tokenizer: str | None = None) -> Plan:
    tokens = TokenCounter(tokenizer) if tokenizer else None  # a bad path fails before any work
    lake = Lake(lake_url)
    previous, committed = lake.latest_entries()
    by_uri = {e["source_uri"]: e for e in previous.values()}

    def known(uri: str, stat: storage.FileStat) -> tuple[str, str] | None:
        entry = by_uri.get(uri)
        return (entry["format"], entry["run_name"]) if _same_file(entry, uri, stat) else None

    shards, unplaced, stats = find(targets, format=format, run=run, split=split, step=step, known=known,
                                   lake_url=lake_url)
    todo, unchanged, failed_before = [], [], []
    for shard in shards:
        before = previous.get(_key(shard))
        if force or not _same_file(before, shard.uri, stats[shard.uri]) or before["status"] == "error":
            todo.append(shard)
        elif before["status"] == "failed":
            failed_before.append((shard, f"{before['error']} (file unchanged since; --force re-reads it)"))
        else:
            unchanged.append(shard)
    return Plan(lake, todo, unchanged, failed_before, unplaced, committed, stats, force, model, task, tokens)


def _meta(plan_: Plan, shard: Shard, checksum: str | None, stat: storage.FileStat) -> ShardMeta:
    return ShardMeta(
        run_name=shard.run_name, source_uri=shard.uri, shard_key=shard.key, format=shard.format, split=shard.split,
        step=shard.step, size=stat.size, mtime=stat.mtime, checksum=checksum, model=plan_.model, task=plan_.task,
    )


def ingest_shard(plan_: Plan, shard: Shard) -> ShardResult:
    """Read, normalize and commit one shard. Problems with its content are recorded in the
    ledger and returned as a failed result; I/O errors (``OSError``) propagate so a caller can
    retry them."""
    lake = plan_.lake
    fs, path = storage.resolve(shard.uri)
    stat = storage.stat(fs, path)  # now, not at planning: the file may have changed since
    done = plan_.committed.get(_key(shard))
    checksum = None
    if done is not None and done["size"] == stat.size and not plan_.force:
        # Same size, new mtime: confirm by checksum before reading it all again.
        checksum = storage.file_checksum(fs, path)
        if checksum == done["checksum"]:
            lake.touch(_meta(plan_, shard, checksum, stat), done)
            return ShardResult(shard, "unchanged", bytes_read=stat.size)
    source = READERS[shard.format]
    try:
        if hasattr(source, "read_file"):
            # Readers of random-access files (Parquet) open it themselves; the checksum is a
            # separate sequential pass (unless the unchanged-content check above made it).
            checksum = checksum or storage.file_checksum(fs, path)
            records = source.read_file(shard, fs, path)
        else:
            with fs.open(path, "rb") as raw:
                reader = storage.HashingReader(raw)
                records = source.read(shard, storage.line_chunks(reader, storage.compression_of(path)))
                reader.drain()
            stat, checksum = storage.FileStat(size=reader.size, mtime=stat.mtime), reader.hexdigest()
        meta = _meta(plan_, shard, checksum, stat)
        # A streamed shard is read while it is written: its content errors surface in commit,
        # and what the reader learns on the way (model, task) is known only at its end.
        learned: dict[str, str] = {}

        def normalized():
            for part in records.all_parts():
                for name in ("model", "task"):
                    if getattr(part, name):
                        learned.setdefault(name, getattr(part, name))
                yield normalize(part, run_id=meta.run_id, step=shard.step, split=shard.split, source_uri=shard.uri,
                                tokens=plan_.tokens)

        def with_learned(m: ShardMeta) -> ShardMeta:  # the command line's --model / --task win
            return replace(m, model=m.model or learned.get("model"), task=m.task or learned.get("task"))

        entry = lake.commit(meta, normalized(), previous=done, amend=with_learned)
    except storage.SourceError as exc:
        lake.record_failure(_meta(plan_, shard, None, stat), str(exc), status="failed")
        return ShardResult(shard, "failed", bytes_read=stat.size, error=str(exc))
    rows = {t.name: entry[f"rows_{t.name}"] for t in data_tables()}
    return ShardResult(shard, entry["status"], rows=rows, quarantined=rows["quarantine"], bytes_read=stat.size)


def record_error(plan_: Plan, shard: Shard, error: BaseException) -> ShardResult:
    """Record a shard that could not be ingested for a reason outside its content (an I/O
    error, a bug): status ``error``, so the next run tries it again."""
    message = f"{type(error).__name__}: {error}"
    plan_.lake.record_failure(_meta(plan_, shard, None, plan_.stats[shard.uri]), message, status="error")
    return ShardResult(shard, "failed", error=message)


def _ingest_or_record(plan_: Plan, shard: Shard) -> ShardResult:
    try:
        return ingest_shard(plan_, shard)
    except Exception as exc:  # noqa: BLE001 - one shard's I/O error or bug must not stop the others
        return record_error(plan_, shard, exc)


def settled_results(plan_: Plan) -> list[ShardResult]:
    """Results of the shards the plan does not read: unchanged, or failed and unchanged since."""
    return ([ShardResult(s, "unchanged") for s in plan_.unchanged]
            + [ShardResult(s, "failed", error=e) for s, e in plan_.failed_before])


def execute(plan_: Plan, *, workers: int | None = None,
            progress: Callable[[ShardResult], None] | None = None) -> Report:
    results = settled_results(plan_)
    workers = max(1, min(workers or os.cpu_count() or 1, len(plan_.todo) or 1))
    with ThreadPoolExecutor(workers, thread_name_prefix="tracelake-shard") as pool:
        # Largest first: a big shard started last would run alone while the other workers idle.
        largest_first = sorted(plan_.todo, key=lambda s: -plan_.stats[s.uri].size)
        futures = [pool.submit(_ingest_or_record, plan_, s) for s in largest_first]
        for future in as_completed(futures):
            results.append(future.result())
            if progress:
                progress(results[-1])
    return Report(results, plan_.unplaced)


def ingest(targets: Iterable[str], lake_url: str, *, format: str | None = None, run: str | None = None,
           split: str | None = None, step: int | None = None, workers: int | None = None, force: bool = False,
           model: str | None = None, task: str | None = None, tokenizer: str | None = None,
           progress: Callable[[ShardResult], None] | None = None) -> Report:
    """Ingest every shard under ``targets`` that the lake does not hold yet in this form, holding
    the lake's lock from planning to the last commit (another ingest waits)."""
    with Lake(lake_url).lock():
        plan_ = plan(targets, lake_url, format=format, run=run, split=split, step=step, force=force,
                     model=model, task=task, tokenizer=tokenizer)
        return execute(plan_, workers=workers, progress=progress)
