"""Whether a grown file's read still stands once committed. A read that went on from an earlier
read of its file (:mod:`pipelines.engine.grown`) keeps that read's rows live; if another ingest
committed another read of the shard meanwhile (a whole read: ``--force``, the token lane, the
chain's length, a rewrite), or marked its rows lost (``check --repair``), those rows may be gone
or replaced, and the read on would bring back rows no longer there. Such a read is undone at its
commit, before it deletes anything: the shard's entries from just before it are recorded again as
the latest, and it reports an error, so the next ingest reads the file from there."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from .attempt import Attempt
from .ledger import Entry, Key, Status


def stale_growths(attempts: Iterable[Attempt], entries: Iterable[Entry]) -> dict[str, tuple[Entry, ...]]:
    """Of a batch's committed ``attempts`` that went on from an earlier read, those whose shard
    took another committed read, or a loss of its rows, after that read and before them (in
    ``entries``, the shards' ledger read after the batch's commit): each one's id -> the entries
    that were its shard's latest committed and latest just before it (to record again)."""
    growing = {a.shard.ledger_key: a for a in attempts if a.grown_from is not None and a.status.committed}
    if not growing:
        return {}
    before: dict[Key, list[Entry]] = {}
    for entry in sorted(entries, key=lambda e: e.commit_id):
        attempt = growing.get(entry.key)
        if attempt is not None and entry.commit_id < attempt.commit_id:
            before.setdefault(entry.key, []).append(entry)
    stale = {}
    for key, attempt in growing.items():
        base = attempt.grown_from
        assert base is not None
        earlier = before.get(key, [])
        committed = [e for e in earlier if e.status.committed]
        last = committed[-1] if committed else None
        lost = any(e.status is Status.ERROR and e.commit_id > base.commit_id for e in earlier)
        if last is not None and set(last.live_commits) == set(base.live_commits) and not lost:
            continue  # its base is still the shard's rows (or an entry that re-confirmed them)
        again = ([last] if last is not None else []) + ([earlier[-1]] if earlier and earlier[-1] is not last else [])
        if again:  # none: the run was removed meanwhile (`rm`), and nothing of it is left to stand
            stale[attempt.commit_id] = tuple(again)
    return stale


def recorded_again(entry: Entry, commit_id: str, now: datetime) -> Entry:
    """``entry`` as the shard's latest again, standing for the same rows."""
    if entry.status.committed:
        return entry.again(commit_id, now, rows_commit=entry.live_rows)
    return entry.again(commit_id, now)


STALE = (
    "another ingest read this file again while this one read on from an earlier read of it: "
    "ingest again to read it from the lake's read"
)
