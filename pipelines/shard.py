"""A shard: one source file, the unit of reading and of commit, as detection finds it, the
engine reads it and the lake records it (its ``uri`` the ledger's ``source_uri``, its ``key``
the ledger's ``shard_key``). Below both the readers and the lake, which never import each other."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, overload

from . import storage
from .ids import run_key


@dataclass(frozen=True)
class Shard:
    """One source file: the unit of commit."""

    uri: str  # as recorded in the ledger
    path: str  # within ``fs``
    format: str
    run_name: str
    step: int | None
    split: str
    # What the shard is within its run, whatever its file is called or wherever it lies: a
    # later shard with the same key replaces it (a moved folder, `5.jsonl` gzip'd into
    # `5.jsonl.gz`) instead of adding its rows a second time.
    key: str
    # The run's folder when this ingest named the run after it (not the lake, not --run): the
    # commit makes sure no other ingest gave the same name to another folder meanwhile.
    run_folder: str | None = None
    # The digest of what placed it (the target, the placing options, the rules: see
    # :func:`pipelines.reconcile.unchanged.placing_digest`): a later ingest with the same one takes an
    # unchanged file's placing from the ledger.
    placed_by: str | None = None
    # The run's id: the one the lake gave the run's name (detection asks it), else the name's key.
    run_id: str = ""
    # Whether its per-token arrays are kept (the ``tokens`` table): ``--keep-tokens``, or its
    # last read kept them (a lake's token lane is never dropped by a re-read without the option).
    keep_tokens: bool = False
    # The line number of the content's first line as the reader is given it: 1, or where the
    # read of a grown file starts (only its new lines are read: see ``Reader.appends``).
    first_line: int = 1

    def __post_init__(self) -> None:
        if not self.run_id:
            object.__setattr__(self, "run_id", run_key(self.run_name))

    @property
    def ledger_key(self) -> tuple[str, str]:
        """(run id, shard key): the ledger's key of this shard's attempts."""
        return (self.run_id, self.key)

    @property
    def plain_name(self) -> str:
        """The file's name less its compression suffix."""
        return storage.without_compression(self.path.rsplit("/", 1)[-1])

    def split_of(self, record: dict[str, Any]) -> str:
        """A record's split: ``val`` when it says ``"validate": true`` (PolyTrace's profiling
        logs mark validation passes so, in files of the training run), else the shard's."""
        return "val" if record.get("validate") is True else self.split


class ShardColumns(Sequence[Shard]):
    """Shards held as columns, each made a :class:`Shard` only when asked for: a scheduled cycle
    takes thousands of its run's files from the ledger as they were placed, reads none of them,
    and needs little more of them than their number. ``sizes`` and ``mtimes`` (microseconds
    since the epoch, UTC), where given, are the files' as listed (:attr:`stats`)."""

    FIELDS = ("uri", "path", "format", "run_name", "step", "split", "key", "run_folder", "placed_by", "run_id")

    def __init__(
        self, columns: dict[str, list[Any]], sizes: list[int] | None = None, mtimes: list[int | None] | None = None
    ):
        self.columns = columns
        self.sizes, self.mtimes = sizes, mtimes

    @classmethod
    def of(cls, shards: Iterable[Shard]) -> ShardColumns:
        shards = list(shards)
        return cls({name: [getattr(s, name) for s in shards] for name in cls.FIELDS})

    @classmethod
    def joined(cls, parts: Iterable[Sequence[Shard]]) -> ShardColumns:
        """``parts`` one after the other (with stats where every part has them)."""
        held = [p if isinstance(p, ShardColumns) else cls.of(p) for p in parts if len(p)]
        if len(held) == 1:  # a cycle's: its settled shards, as they are
            return held[0]
        columns = {name: [v for part in held for v in part.columns[name]] for name in cls.FIELDS}
        if all(p.sizes is not None and p.mtimes is not None for p in held):
            return cls(columns, [v for p in held for v in p.sizes or ()], [v for p in held for v in p.mtimes or ()])
        return cls(columns)

    @property
    def uris(self) -> list[str]:
        return self.columns["uri"]

    def __len__(self) -> int:
        return len(self.columns["uri"])

    @overload
    def __getitem__(self, index: int) -> Shard: ...
    @overload
    def __getitem__(self, index: slice) -> list[Shard]: ...

    def __getitem__(self, index: int | slice) -> Shard | list[Shard]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        # Its fields set at once: a frozen dataclass's __init__ sets each through
        # object.__setattr__, two thirds of making a 3,000-step run's shards.
        shard = object.__new__(Shard)
        shard.__dict__.update(zip(self.FIELDS, (self.columns[name][index] for name in self.FIELDS)))
        return shard

    def __iter__(self) -> Iterator[Shard]:
        return (self[i] for i in range(len(self)))

    def only(self, rows: Iterable[int]) -> ShardColumns:
        """The shards at ``rows``."""
        rows = list(rows)

        def pick(values: list[Any]) -> list[Any]:
            return [values[i] for i in rows]

        return ShardColumns(
            {name: pick(values) for name, values in self.columns.items()},
            None if self.sizes is None else pick(self.sizes),
            None if self.mtimes is None else pick(self.mtimes),
        )

    def stats(self) -> Mapping[str, storage.FileStat]:
        """Each shard's file as listed, by URI, made when asked for (none without ``sizes``)."""
        return _ListedStats(self)


class _ListedStats(Mapping[str, storage.FileStat]):
    def __init__(self, shards: ShardColumns):
        listed = shards.sizes is not None and shards.mtimes is not None
        self.shards = shards if listed else ShardColumns.joined([])
        self._rows: dict[str, int] | None = None

    def __getitem__(self, uri: str) -> storage.FileStat:
        if self._rows is None:
            self._rows = dict(zip(self.shards.uris, range(len(self.shards))))
        row = self._rows[uri]
        assert self.shards.sizes is not None and self.shards.mtimes is not None
        mtime = self.shards.mtimes[row]
        return storage.FileStat(self.shards.sizes[row], None if mtime is None else storage.moment(mtime))

    def __iter__(self) -> Iterator[str]:
        return iter(self.shards.uris)

    def __len__(self) -> int:
        return len(self.shards)


class Stats(Mapping[str, storage.FileStat]):
    """Files as listed: those of ``first``, then of ``then`` (a plan's detected shards, then the
    ones it took from the ledger)."""

    def __init__(self, first: Mapping[str, storage.FileStat], then: Mapping[str, storage.FileStat]):
        self.first, self.then = first, then

    def __getitem__(self, uri: str) -> storage.FileStat:
        found = self.first.get(uri)
        return found if found is not None else self.then[uri]

    def __iter__(self) -> Iterator[str]:
        yield from self.first
        yield from (uri for uri in self.then if uri not in self.first)

    def __len__(self) -> int:
        return sum(1 for _ in self)
