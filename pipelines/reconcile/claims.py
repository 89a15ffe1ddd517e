"""The same records are ingested once per run: which shard of a run holds which content.

A content is a shard's bytes (its SHA-256) or its lines in any order (the order-free digest of
:class:`pipelines.digests.LineDigest`). A file of a run whose content another shard of the same run holds,
under whatever name or compression (`1.jsonl` copied to `step_1.jsonl`, reordered into
`1_sorted.jsonl`), is reported, not ingested twice. Within one ingest the first file in path
order keeps a content, whichever file is read first: a later file that took it is failed as the
duplicate when its batch commits, unless it is committing already (then it keeps it, and the
earlier file is the duplicate).

Another run's identical file is that run's own data (a deterministic re-run repeats its first
steps byte for byte; a copied run folder is a second run): it is ingested, and the report says
which file it is identical to (:func:`identical_elsewhere`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from typing import Protocol

Content = tuple[str, str]  # ("bytes", sha256) or ("lines", digest)
RunContent = tuple[str, str, str]  # (run id, *content): contents are held per run
ShardKey = tuple[str, str]  # (run id, shard key)
Holder = tuple[str, str, str, int | None]  # run id, shard key, file, place in path order (None: in the lake)


def contents_of(checksum: str | None, digest: str | None) -> list[Content]:
    found: list[Content] = []
    if checksum:
        found.append(("bytes", checksum))
    if digest:
        found.append(("lines", digest))
    return found


class Holding(Protocol):
    """What claims need of a committed ledger entry (:class:`pipelines.lake.Entry` has it)."""

    @property
    def run_id(self) -> str: ...
    @property
    def shard_key(self) -> str: ...
    @property
    def source_uri(self) -> str: ...
    @property
    def checksum(self) -> str | None: ...
    @property
    def content_digest(self) -> str | None: ...


def held_by(entries: Iterable[Holding]) -> dict[RunContent, Holder]:
    """The contents the ledger's committed ``entries`` hold, per run (every cycle's plan indexes
    all of them: written out, without a call per entry)."""
    held: dict[RunContent, Holder] = {}
    for e in entries:
        holder = (e.run_id, e.shard_key, e.source_uri, None)
        if e.checksum:
            held[(e.run_id, "bytes", e.checksum)] = holder
        if e.content_digest:
            held[(e.run_id, "lines", e.content_digest)] = holder
    return held


class Claims:
    """Contents held by the lake and claimed by the shards of one ingest, per run (thread-safe)."""

    def __init__(
        self,
        held: dict[RunContent, Holder],
        files: Iterable[str],
        lake_holders: Callable[[set[Content]], dict[RunContent, Holder]] | None = None,
        *,
        lookup: Callable[[list[RunContent]], dict[RunContent, Holder]] | None = None,
    ):
        """``held``: what the lake holds of the runs being ingested, or ``lookup(contents)``
        what it holds of some of their contents, asked as each content is first claimed (a
        scheduled cycle claims a file or two of a run of thousands); ``lake_holders(contents)``:
        what it holds of ``contents`` in any run (without it, ``held`` is all of it)."""
        self.held = dict(held)
        self._lake_holders = lake_holders
        self._lookup = lookup
        self._looked_up: set[RunContent] = set()
        self._files = files
        self._order: dict[str, int] = {}
        self._displaced: dict[ShardKey, str] = {}  # shard -> the earlier file that took its content
        self._sealed: set[ShardKey] = set()  # shards being committed: they keep what they hold
        self._lock = threading.Lock()

    def claim(self, shard: ShardKey, file: str, contents: list[Content]) -> str | None:
        """Take ``contents`` for ``shard`` (read from ``file``): None, or the file of another
        shard of its run that keeps them."""
        with self._lock:
            if not self._order:
                self._order.update((f, i) for i, f in enumerate(sorted(self._files)))
            mine = (*shard, file, self._order[file])
            if self._lookup is not None:
                self._learn([(shard[0], *content) for content in contents])
            for content in contents:
                key = (shard[0], *content)
                holder = self.held.setdefault(key, mine)
                if holder[:2] == shard:
                    continue
                if holder[3] is None or holder[3] < mine[3] or holder[:2] in self._sealed:
                    return holder[2]
                self.held[key] = mine  # an earlier file in path order, read later
                self._displaced[holder[:2]] = file
        return None

    def _learn(self, keys: list[RunContent]) -> None:
        """What the lake holds of ``keys`` it was not asked before (its holders come first, as
        if ``held`` had held them from the start: no claim of this ingest has taken them yet)."""
        assert self._lookup is not None
        wanted = [key for key in keys if key not in self._looked_up and key not in self.held]
        if wanted:
            self._looked_up.update(wanted)
            for key, holder in self._lookup(wanted).items():
                self.held.setdefault(key, holder)

    def in_lake(self, contents: set[Content]) -> dict[RunContent, Holder]:
        """What the lake held of ``contents``, in any run, when the ingest began (without what
        its own shards claimed since)."""
        if self._lake_holders is not None:
            return self._lake_holders(contents)
        with self._lock:
            return {held: holder for held, holder in self.held.items() if holder[3] is None and held[1:] in contents}

    def seal(self, shards: Iterable[ShardKey]) -> dict[ShardKey, str]:
        """Before ``shards`` commit: those whose content an earlier file took since they were
        read (with that file); the others keep what they hold from now on."""
        with self._lock:
            lost = {s: self._displaced.pop(s) for s in shards if s in self._displaced}
            self._sealed.update(shards)
        return lost


def repeat_reason(holder: str, file: str | None = None) -> str:
    """Why a file whose records another shard of its run holds is not ingested; where that shard
    is the file itself under another key (reading rules placed it otherwise since), what to do."""
    if holder == file:
        return ("its records are in the lake already, as the shard older reading rules made of this file: "
                "`tracelake rm` the run and ingest again to read it as it is placed now")  # fmt: skip
    return f"the same records as {holder}, already in the lake"


def identical_elsewhere(
    ingested: Iterable[tuple[str, str, list[Content]]], held: dict[RunContent, Holder]
) -> dict[str, str]:
    """For files just ingested, as (run id, file, contents): the file of another run holding the
    same records, if any: the lake's first, else the first earlier in path order of this ingest
    (so the answer does not depend on which thread read what first)."""
    ingested = list(ingested)
    candidates: dict[Content, list[tuple[int, str, str]]] = {}  # content -> (0 lake / 1 this ingest, file, run)
    for (run, kind, digest), (_, _, file, _) in held.items():
        candidates.setdefault((kind, digest), []).append((0, file, run))
    for run, file, contents in ingested:
        for content in contents:
            candidates.setdefault(content, []).append((1, file, run))
    twins = {}
    for run, file, contents in ingested:
        others = [
            c for content in contents for c in candidates.get(content, []) if c[2] != run and (c[0] == 0 or c[1] < file)
        ]
        if others:
            twins[file] = min(others)[1]
    return twins
