"""The reader contract: what a source format declares (:class:`Reader`), what it sees of a file
when detection asks (:class:`Head`) and what it produces (:class:`ShardRecords`). Readers know
nothing of the lake: they turn one shard's bytes into Arrow tables that
:mod:`pipelines.normalize` conforms."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

import pyarrow as pa

from ..shard import Shard
from ..storage import SourceError

# What a 64-bit integer column holds. A value past it in a record fails its line, never its
# shard: Arrow's conversion raises for the whole table (a step of 2^63 failed every line).
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


def json_lines_file(path: str) -> bool:
    """Whether a file is JSON Lines by its name (a compressed one never grows by lines)."""
    return path.lower().endswith(".jsonl")


class ReadWhole(SourceError):
    """Raised by a reader given a grown file's new lines alone (``shard.first_line`` > 1) that
    need the file's earlier lines to be read right: the file is then read whole."""


def int64_problem(name: str, value: object) -> str | None:
    """Why ``value`` of the integer field ``name`` fits no 64-bit integer column, if it does not
    (a float written for an integer too: orjson reads integers past 64 bits as floats)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not value.is_integer():
        return None  # not an integer at all: the field's own check says so
    # A float of -2^63 is what -2^63-1 parses to: only an integer written as one can be -2^63.
    if (INT64_MIN < value if isinstance(value, float) else INT64_MIN <= value) and value <= INT64_MAX:
        return None
    shown = f"{value:g}" if isinstance(value, float) else str(value)
    return f"{name} must be an integer from -2^63 to 2^63-1, got {shown}"


_LONG_DIGITS = re.compile(rb"\d{19,}")  # what a number past 64 bits is written with


def past_int64(record: object, text: bytes) -> str | None:
    """Why a parsed JSON record holds a number no 64-bit integer column holds (a step or a token
    count of 2^63), if it does. Only a text with 19 digits in a row can, so only such a record is
    walked: the rest of a reader's lines cost one scan of their bytes."""
    if not _LONG_DIGITS.search(text):
        return None
    stack: list[tuple[object, str | None]] = [(record, None)]
    while stack:
        item, key = stack.pop()  # key: the field that holds it, however deep in lists
        if isinstance(item, dict):
            stack.extend((value, str(name)) for name, value in item.items())
        elif isinstance(item, list):
            stack.extend((value, key) for value in item)
        elif (problem := int64_problem("a number" if key is None else f"field {key!r}", item)) is not None:
            return problem
    return None


@dataclass(frozen=True)
class Unplaced:
    """A file a reader found but cannot ingest, and why: listed, never skipped silently."""

    uri: str
    reason: str
    # It may hold records no reader could read (JSON no reader recognizes, a first line that is
    # no JSON, a step out of range): counted apart in the summary, so it is never one skip line
    # among hundreds of side files.
    unread: bool = False
    # A file its reader knows holds nothing to read on its own (a side file, a subset of another,
    # an earlier copy of a cumulative log, a kind of file no reader takes): counted in an
    # ingest's report, listed one by one by `tracelake detect` and `--json`.
    routine: bool = False


@dataclass
class ShardRecords:
    """A shard's records, keyed like the lake's tables.

    Tables carry ``record_key`` (the record's identity within its shard) instead of
    ``trajectory_id`` and leave out ``run_id``/``step``; normalize derives and adds those.
    ``quarantine`` rows: ``source_line``, ``error``, ``raw``."""

    tables: dict[str, pa.Table] = field(default_factory=dict)
    model: str | None = None
    task: str | None = None
    # What a run's configuration says of it, under the names `runs` gives them (``algorithm``,
    # ``learning_rate``...: :data:`pipelines.sources.run_config.FACTS`), as text.
    facts: dict[str, str] = field(default_factory=dict)
    # A reader of a large file may instead yield its records a few steps at a time (each part
    # a ShardRecords of whole steps); ``tables`` then holds nothing.
    parts: Iterator[ShardRecords] | None = None
    # What a user must hear of this shard though nothing was quarantined: something ambiguous
    # the reader resolved one way (with counts), e.g. steps that disagree with the file name.
    warnings: list[str] = field(default_factory=list)

    def all_parts(self) -> Iterator[ShardRecords]:
        if self.parts is not None:
            yield from self.parts
        if self.tables:
            yield self


@dataclass(frozen=True)
class Head:
    """What sniffing sees of a file: its name and first record (a JSON value; a CSV header as a
    list of column names; for Parquet, every column name with the first row's value where it is
    a scalar, None for nested columns; None for a JSON document too long to parse whole, a log
    or an archive), and its first decompressed bytes (empty for Parquet)."""

    name: str
    record: object
    data: bytes = b""
    path: str = ""  # where it lies: the run of a format whose folders name it (agent-lightning's artifacts)

    @functools.cached_property
    def text(self) -> str:
        """The first bytes as text, decoded only for the few sniffers that look (a plan sniffs
        every new file)."""
        return self.data.decode("utf-8", "replace")

    @property
    def keys(self) -> set[str]:
        return set(self.record) if isinstance(self.record, dict) else set()


class Cumulative(NamedTuple):
    """A file of a series whose latest file holds every record of the earlier ones
    (:attr:`Reader.cumulative`)."""

    folder: str  # where the series lies: its files are in it, or in step folders right below it
    series: str  # the name standing for every file of the series, in its shard key
    order: int  # its place in the series: the greatest holds the others
    earlier: str  # what an earlier file of the series is, said where it is skipped


@dataclass(frozen=True)
class Reader:
    """A source format, as detection and the engine use it. Exactly one of ``read`` (the
    shard's decompressed content in line-aligned chunks) and ``read_file`` (random-access
    files, Parquet or archives, opened by the reader) is given."""

    format: str
    suffixes: tuple[str, ...]  # the file names it can claim, compression suffixes aside
    step_of: Callable[[str], int | None]  # the step a file's name gives, or None
    sniff: Callable[[Head], bool]  # does a file, by its name and first record, look like this format?
    read: Callable[[Shard, Iterable[bytes]], ShardRecords] | None = None
    read_file: Callable[..., ShardRecords] | None = None  # (shard, fs, path)
    run_name: Callable[[Head], str | None] | None = None  # files that name their run (overrides the folder's)
    default_step: int | None = None  # the step of files whose name and folders give none
    # The split a file's path gives (NeMo-RL's ``val_data_step{N}.jsonl``, AReaL's
    # ``eval-rollout/``), or None: the folders'.
    split_of: Callable[[str], str | None] | None = None
    # The run's folder is this many folders above the file's own (a Harbor trial's result.json:
    # the trial folder's parent, the job), before detection's usual rules apply; a function of
    # the file's path where a format nests its files at several depths.
    run_above: int | Callable[[str], int] = 0
    # Folder names that give a step in this format beyond the usual ``step_N`` (AReaL's policy
    # version folders, plain numbers): the step is the number they match.
    step_folder: re.Pattern[str] | None = None
    # The path of a file which, when it lies beside this one, holds all of this one's records
    # (prime-rl's ``effective/traces.jsonl`` is a subset of ``all/traces.jsonl``): this one is
    # then listed as skipped, so no trajectory is counted twice.
    covered_by: Callable[[str], str | None] | None = None
    # Whether a file (by its path) is one of a series whose latest file holds every record of
    # the earlier ones (a Hugging Face Trainer's checkpoint-N/trainer_state.json; a W&B table a
    # trainer logs whole at every step): only the latest is read, under one shard key, so a
    # later one replaces an earlier one's rows.
    cumulative: Callable[[str], Cumulative | None] | None = None
    # Small shards of one run and split, each of its own step, read as one (``read``'s records
    # for all of them, rows carrying ``step`` and ``source_file``), or None: read each alone.
    read_many: Callable[[list[Shard], list[bytes]], ShardRecords | None] | None = None
    # A file that is one launch of its folder's experiment, by its name (a time-stamped metrics
    # log, a verl FileLogger's ``{experiment}.jsonl``, a telemetry export): the launch's name,
    # and its run is ``<the folder's run>/<launch>``; None for a file of its folder's run.
    launch_of: Callable[[str], str | None] | None = None
    # What sniffing sees of a file that is no text (an archive: Inspect's ``.eval`` zip), as
    # ``(fs, path) -> record``; files of the reader's text suffixes are read as any other.
    head: Callable[..., object] | None = None
    # Files that are pickles (slime's torch.save dumps): never read unless the request trusts
    # pickles (``--trust-pickles``); listed as skipped, saying so, otherwise.
    pickled: bool = False
    # What wrote a run of these files (``runs.framework``: ``verl``, ``inspect``), None for a
    # format of no one framework (metrics logs, chat documents). ``framework_weak``: a tool
    # beside the trainer (W&B's folders, PolyTrace's profiler, artifact-style dumps), named only
    # when no other reader of the run names one.
    framework: str | None = None
    framework_weak: bool = False
    # The keys of the record shapes ``sniff`` takes (one set each): what a file that no reader
    # takes is measured against, to say which reader it is near and what it lacks.
    expects: tuple[frozenset[str], ...] = ()
    # Its files may hold per-token arrays (a ``tokens`` table, kept with ``--keep-tokens``): a
    # file read before without them is read again by an ingest that keeps them.
    token_lane: bool = False
    # File names it takes whatever they end with (TensorBoard's
    # ``events.out.tfevents.<time>.<host>.<pid>.<n>``), beside those of its ``suffixes``.
    names: re.Pattern[str] | None = None
    # Whether a file (by its path) grows by lines appended (a metrics log a step at a time, an
    # episode log): one grown since its last read, its earlier bytes unchanged, is then read from
    # where that read ended (``shard.first_line`` numbers the first new line), and the rows of
    # the earlier lines stay. Only for files whose rows of a line follow from that line and its
    # number alone: tests/test_grown_files.py reads each such file in parts against read whole.
    appends: Callable[[str], bool] | None = None

    def __post_init__(self) -> None:
        if (self.read is None) == (self.read_file is None):
            raise TypeError(f"reader {self.format!r}: give exactly one of read and read_file")

    def takes(self, name: str) -> bool:
        """Is a file of this name (compression suffix dropped) one it may read?"""
        return name.endswith(self.suffixes) or (self.names is not None and self.names.match(name) is not None)

    def folders_above(self, path: str) -> int:
        return self.run_above(path) if callable(self.run_above) else self.run_above
