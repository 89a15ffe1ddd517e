"""What an ingest did, shard by shard, and its summary: printed by the CLI, published by the
flow, serialized by :meth:`Report.asdict` (one shape for both)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..lake import Attempt, Entry, Status
from ..reconcile.claims import Content, Holder, RunContent, contents_of, identical_elsewhere
from ..shard import Shard
from ..sources import run_config
from ..sources.base import Unplaced


class Outcome(str, Enum):
    """What an ingest did with a shard (the ledger's :class:`~pipelines.lake.Status` says what
    it recorded)."""

    OK = "ok"  # committed
    PARTIAL = "partial"  # committed, some records quarantined
    FAILED = "failed"  # nothing committed: its content, an I/O error or a bug (the error says)
    UNCHANGED = "unchanged"  # in the lake as it is: not read again
    SKIPPED = "skipped"  # read, and found to repeat another shard of its run

    def __str__(self) -> str:
        return self.value


_OUTCOME_OF = {Status.OK: Outcome.OK, Status.PARTIAL: Outcome.PARTIAL, Status.FAILED: Outcome.FAILED,
               Status.ERROR: Outcome.FAILED, Status.DUPLICATE: Outcome.SKIPPED}  # fmt: skip
LANDED = frozenset({Outcome.OK, Outcome.PARTIAL})


@dataclass
class ShardResult:
    shard: Shard
    status: Outcome
    rows: dict[str, int] = field(default_factory=dict)
    quarantined: int = 0
    bytes_read: int = 0
    error: str | None = None
    contents: tuple[Content, ...] = ()  # what it holds (see :mod:`.claims`)
    note: str | None = None  # e.g. identical to another run's file: ingested, and said
    warnings: tuple[str, ...] = ()  # the reader's: something ambiguous, resolved as it says
    # A failure an earlier ingest recorded, its file unchanged since (not read again): said
    # again, but no news (a scheduled cycle alerts on news only).
    standing: bool = False
    # Its file grew and only its new lines were read (``rows``: theirs; the earlier stand).
    read_on: bool = False

    @property
    def landed(self) -> bool:
        return self.status in LANDED

    @classmethod
    def of(cls, attempt: Attempt, entry: Entry) -> ShardResult:
        """What came of an attempt, as its entry records it (its reader's warnings beside)."""
        status = Outcome.UNCHANGED if attempt.unchanged else _OUTCOME_OF[entry.status]
        read_on = attempt.grown_from is not None and status in LANDED
        rows = dict(attempt.rows if read_on else entry.rows) if status in LANDED else {}
        return cls(
            attempt.shard, status, rows=rows, quarantined=rows.get("quarantine", 0), bytes_read=attempt.size,
            error=entry.error, contents=tuple(contents_of(attempt.checksum, attempt.content_digest)),
            warnings=attempt.warnings if status in LANDED else (), read_on=read_on,
        )  # fmt: skip


@dataclass
class Report:
    """What an ingest did: ``outcomes``, a result for each shard it read, compared with the lake
    or failed before; ``settled``, the unchanged shards it took from the ledger unread (a
    scheduled cycle's thousands: their results are made when :attr:`results` is asked for)."""

    outcomes: list[ShardResult]
    unplaced: list[Unplaced]
    # Seconds per stage, summed over this process's threads (:class:`~pipelines.stopwatch.Stopwatch`);
    # what a cluster's workers or reading processes do is not in it.
    seconds: dict[str, float] = field(default_factory=dict)
    settled: Sequence[Shard] = ()

    @functools.cached_property
    def results(self) -> list[ShardResult]:
        """Every shard's result, the settled ones' too."""
        return [ShardResult(s, Outcome.UNCHANGED) for s in self.settled] + self.outcomes

    def count(self, status: Outcome | str) -> int:
        settled = len(self.settled) if status == Outcome.UNCHANGED else 0
        return settled + sum(r.status == status for r in self.outcomes)

    @property
    def rows(self) -> int:
        return sum(r.rows.get("trajectories", 0) for r in self.outcomes)

    @property
    def quarantined(self) -> int:
        return sum(r.quarantined for r in self.outcomes)

    @property
    def committed(self) -> int:
        return sum(r.landed for r in self.outcomes)

    @property
    def skipped(self) -> list[Unplaced]:
        """Files not ingested, with why: never placed, or read and found to repeat a shard."""
        repeats = [Unplaced(r.shard.uri, r.error or "") for r in self.outcomes if r.status is Outcome.SKIPPED]
        return self.unplaced + repeats

    @property
    def unread(self) -> int:
        """Skipped files that may hold records no reader could read."""
        return sum(u.unread for u in self.unplaced)

    @property
    def new_failures(self) -> int:
        """Shards that failed in this ingest (not failures an earlier one recorded, unchanged since)."""
        return sum(r.status == Outcome.FAILED and not r.standing for r in self.outcomes)

    @property
    def exit_code(self) -> int:
        """0 when some shard found is in the lake, landed now or before (its file unchanged);
        1 when none is: all failed, now or before, or nothing was found. The same on a re-run
        (a failure the ingest before recorded, its file unchanged, counts as it did then)."""
        return 0 if self.committed or self.count(Outcome.UNCHANGED) else 1

    def summary(self) -> str:
        read_on = sum(r.read_on for r in self.outcomes)
        parts = [
            f"{self.committed} shard(s) ingested"
            + (f" ({read_on} grown, read on from their last read)" if read_on else ""),
            f"{self.count(Outcome.UNCHANGED)} unchanged",
            f"{self.count(Outcome.FAILED)} failed",
            f"{self.rows:,} trajectories",
            f"{self.quarantined:,} quarantined record(s)",
            f"{len(self.skipped)} file(s) skipped",
        ]
        unread = self.unread
        if unread:
            parts[-1] += f" ({unread} unread: no reader could read them, see above)"
        identical = sum(r.note is not None for r in self.outcomes)
        if identical:
            parts.append(f"{identical} identical to another run's file")
        return ", ".join(parts)

    def counts(self) -> dict[str, int]:
        """The summary's figures, as the CLI's --json and the flow's artifact give them."""
        return {
            "ingested": self.committed,
            "unchanged": self.count(Outcome.UNCHANGED),
            "failed": self.count(Outcome.FAILED),
            "trajectories": self.rows,
            "quarantined": self.quarantined,
            "skipped_files": len(self.skipped),
            "unread_files": self.unread,
        }

    def asdict(self) -> dict[str, Any]:
        """Everything a user needs of this ingest as plain JSON values: the counts, and every
        failed, skipped, quarantined, noted and warned file."""
        results = sorted(self.outcomes, key=lambda r: r.shard.uri)  # the settled have none of these
        return {
            **self.counts(),
            "failures": [{"file": r.shard.uri, "error": r.error} for r in results if r.status is Outcome.FAILED],
            "skipped": [
                {"file": u.uri, "reason": u.reason, "unread": u.unread}
                for u in sorted(self.skipped, key=lambda u: u.uri)
            ],  # fmt: skip
            "quarantined_files": [{"file": r.shard.uri, "records": r.quarantined} for r in results if r.quarantined],
            "notes": [{"file": r.shard.uri, "note": r.note} for r in results if r.note is not None],
            "warnings": [{"file": r.shard.uri, "warning": w} for r in results for w in r.warnings],
        }


def note_identical(results: list[ShardResult], in_lake: Callable[[set[Content]], dict[RunContent, Holder]]) -> None:
    """Say of each file ingested whether another run holds the same records (its own data all
    the same: see :mod:`.claims`); ``in_lake(contents)``: what the lake held of them before the ingest."""
    # Runs launched alike share their configuration files (Hydra's overrides.yaml): no records
    # of one counted as another's, so nothing to say.
    fresh = [(r.shard.run_id, r.shard.uri, list(r.contents)) for r in results
             if r.landed and r.shard.format != run_config.FORMAT]  # fmt: skip
    twins = identical_elsewhere(fresh, in_lake({c for _, _, contents in fresh for c in contents})) if fresh else {}
    for result in results:
        if result.shard.uri in twins and result.landed:
            result.note = f"identical to {twins[result.shard.uri]} (another run's file), ingested as this run's own"
