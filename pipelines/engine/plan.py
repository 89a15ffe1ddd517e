"""Planning: the lake checked, its ledger read while the targets are listed, and the
reconciliation of the two (:mod:`pipelines.reconcile`) made into a :class:`Plan`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from .. import storage
from ..lake import Entry, Lake
from ..lake.ledger import Key
from ..reconcile.claims import Claims
from ..reconcile.listing import list_target
from ..reconcile.todo import reconcile
from ..request import IngestRequest
from ..shard import Shard
from ..sources.base import Unplaced
from ..tokens import TokenCounter
from .context import ReadContext
from .report import Outcome, ShardResult


@dataclass(frozen=True)
class Plan:
    """What an ingest will do, decided from one snapshot of the ledger: the shards to read, the
    ones unchanged or failed and unchanged since, the files that cannot be placed, and what
    reading needs (:attr:`context`). Never changed once made; :func:`execute` reads it."""

    context: ReadContext
    todo: list[Shard]
    unchanged: Sequence[Shard]  # columns (see ShardColumns): a scheduled cycle has thousands
    failed_before: list[tuple[Shard, str]]  # unchanged since their content failed: not re-read
    unplaced: list[Unplaced]
    claims: Claims  # who holds which content (see :mod:`..reconcile.claims`); the ingest's process claims

    @property
    def request(self) -> IngestRequest:
        return self.context.request

    @property
    def lake(self) -> Lake:
        return self.context.lake

    @property
    def stats(self) -> Mapping[str, storage.FileStat]:
        return self.context.stats

    @property
    def latest(self) -> Mapping[Key, Entry]:
        return self.context.latest

    @property
    def committed(self) -> Mapping[Key, Entry]:
        return self.context.committed


def plan(request: IngestRequest) -> Plan:
    tokens = TokenCounter(request.tokenizer) if request.tokenizer else None  # a bad path fails before any work
    lake = Lake(request.lake)
    lake.check()
    lake.require_writable()
    lake.require_no_links()  # an ingest writes and deletes in its runs' folders: none may lead out
    with ThreadPoolExecutor(1, thread_name_prefix="tracelake-ledger") as pool:
        # The ledger is read while the targets are listed: both grow with the run, and each
        # mostly waits (on Parquet decoding, on `stat`) without the GIL (bench/planning.py).
        reading = pool.submit(lake.ledger.snapshot)
        with lake.stopwatch("listing"):
            listings = {target: list_target(target) for target in dict.fromkeys(request.targets)}
        with lake.stopwatch("ledger read"):
            snapshot = reading.result()
    found = reconcile(request, snapshot, listings, lake.stopwatch)
    context = ReadContext(request, lake, snapshot.committed, snapshot.latest, found.listed, tokens)
    return Plan(context, found.todo, found.unchanged, found.failed_before, found.unplaced, found.claims)


def settled_results(plan_: Plan) -> list[ShardResult]:
    """Results of the shards the plan failed before and does not read (failed, unchanged since);
    the unchanged ones' are made when a report is asked for them (:attr:`Report.settled`)."""
    return [ShardResult(s, Outcome.FAILED, error=e, standing=True) for s, e in plan_.failed_before]
