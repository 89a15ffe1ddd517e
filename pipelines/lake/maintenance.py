"""Housekeeping of a lake: compaction of small files, removal of dead rows and old files.

Compaction bin-packs a run's small files of a table, in step order, into files each sorted by
step, in one commit per run and table that changes no row (its removes and adds carry
``dataChange = false``): readers of an older snapshot keep reading the files it names. An
ingest's own compaction packs only files under ``SMALL_FILE_BYTES``, into files of about
``TARGET_FILE_BYTES``, so it costs what arrived since the last one (plus at most one partly
filled file), not the run's size; `compact` (by hand, or scheduled by `serve --compact-every`)
also merges the files those packed, into files of about ``MERGED_FILE_BYTES`` (every file under
half that, :func:`repack_below`: a file over it is never rewritten). A bin's rows stream from
its files to the new one a row group at a time, so memory holds a row group or two per bin,
whatever the target. Dead rows (of attempts replaced since, or that never reached the ledger)
are deleted first by `compact`, so they are not copied.

Vacuum deletes files no snapshot younger than the retention names (Delta ``vacuum``), so a
query, a dashboard or a catalog file made within the retention never loses a file it reads.
"""

from __future__ import annotations

import contextlib
import functools
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, cast
from urllib.parse import unquote

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from deltalake import DeltaTable

from ..errors import UserError
from ..ordering import sorted_by
from ..schemas import contract, data_tables
from ..suggest import did_you_mean
from ..tuning import AUTO_COMPACT_FILES, MERGED_FILE_BYTES, PACK_WORKERS
from ..tuning import COMPACT_SMALL_FILE_BYTES as SMALL_FILE_BYTES
from ..tuning import COMPACT_TARGET_FILE_BYTES as TARGET_FILE_BYTES
from . import confine, defaults, delta
from .catalog import connect, renewing
from .defaults import DEFAULT_RETENTION_HOURS
from .delta import COMMIT_COLUMN, SHARD_COLUMN
from .labels import LABEL_STATS, LABELS
from .lake import Lake, table_folders
from .ledger import COMMITTED, LEDGER, LEDGER_STATS, row_commits


@dataclass
class Compaction:
    run_id: str
    files_before: int
    files_after: int


def _files_per_run(table: DeltaTable, *, below: int | None = None) -> dict[str, int]:
    actions = delta.add_actions(table)
    if below is not None:
        actions = actions.filter(pc.less(actions.column("size_bytes"), below))
    if actions.num_rows == 0:
        return {}
    counts = cast("list[dict[str, Any]]", pc.value_counts(actions.column("partition.run_id")).to_pylist())
    return {c["values"]: c["counts"] for c in counts}


def opened(lake: Lake | str, *, writing: bool = True) -> Lake:
    """The lake to maintain (a :class:`Lake`, or its location): it must be one, and one that
    ``writing`` can change without following a link out of it (:mod:`.confine`)."""
    lake = Lake(lake) if isinstance(lake, str) else lake
    lake.require()
    if writing:
        lake.require_writable()
        lake.require_no_links()
    return lake


def _resolve_run(lake: Lake, run: str) -> str:
    ledger = lake.ledger.table()
    matches = ledger.filter(pc.or_(pc.equal(ledger.column("run_id"), run), pc.equal(ledger.column("run_name"), run)))
    ids = set(cast("list[str]", matches.column("run_id").to_pylist()))
    if not ids:
        known = cast("list[str]", ledger.column("run_name").to_pylist() + ledger.column("run_id").to_pylist())
        raise UserError(f"no run {run!r} in {lake.url}{did_you_mean(run, known)} (see `tracelake runs`)")
    return ids.pop()


def dead_commits(
    ledger: pa.Table, table: DeltaTable, *, runs: set[str] | None = None, orphans: bool = False
) -> list[str]:
    """Attempt ids whose rows in ``table`` no view shows and none ever can, as the ledger alone
    proves it, never a clock: rows of an attempt the ledger records but does not call live
    (replaced since, or failed or withdrawn after writing), and rows of an attempt it does not
    record whose shard has a committed attempt with a greater id (ids only grow, so the live
    one stays live whenever that writer commits). Rows of an unrecorded attempt newer than
    its shard's live one may be an ingest's in flight: kept, unless ``orphans`` (the caller
    knows no ingest is running)."""
    live = set().union(*row_commits(ledger)[0].values())
    known = set(ledger.column("commit_id").to_pylist())
    filters = [("run_id", "in", sorted(runs))] if runs else None
    commits = pc.unique(table.to_pyarrow_table(columns=[COMMIT_COLUMN], filters=filters).column(COMMIT_COLUMN))
    candidates = [c for c in cast("list[str]", commits.to_pylist()) if c not in live]  # every row has its attempt
    unrecorded = {c for c in candidates if c not in known}
    if not unrecorded or orphans:
        return sorted(candidates)
    # Only for rows of attempts the ledger never heard of: which shard they were of, and
    # whether a committed attempt at it has a greater id (read only then: one column usually).
    committed = ledger.filter(pc.is_in(ledger.column("status"), pa.array([s.value for s in COMMITTED], pa.string())))
    newest: dict[tuple[str, str], str] = {}
    for row in committed.select(["run_id", "shard_key", "commit_id"]).to_pylist():
        key = (row["run_id"], row["shard_key"])
        newest[key] = max(newest.get(key, ""), row["commit_id"])
    seen = table.to_pyarrow_table(columns=["run_id", SHARD_COLUMN, COMMIT_COLUMN], filters=filters)
    shards = seen.group_by(["run_id", SHARD_COLUMN, COMMIT_COLUMN]).aggregate([]).to_pylist()
    superseded = {
        s[COMMIT_COLUMN] for s in shards
        if s[COMMIT_COLUMN] in unrecorded and newest.get((s["run_id"], s[SHARD_COLUMN]), "") > s[COMMIT_COLUMN]
    }  # fmt: skip
    return sorted(c for c in candidates if c not in unrecorded or c in superseded)


def delete_dead_rows(lake: Lake, *, runs: set[str] | None = None, orphans: bool = False) -> int:
    deleted = 0
    ledger = lake.ledger.table(runs=runs)  # once for every table
    for spec in data_tables():
        table = delta.open_table(lake.uri(spec.name), lake.options)
        if table is None:
            continue
        dead = dead_commits(ledger, table, runs=runs, orphans=orphans)
        if dead:
            deleted += delta.delete(lake.uri(spec.name), lake.options, COMMIT_COLUMN, dead, **delta.deleting(spec))
    return deleted


@dataclass
class Removal:
    run_id: str
    rows: dict[str, int]  # per table, what the views showed of the run
    attempts: int  # its ledger rows


def remove_run(lake: Lake | str, run: str, *, dry_run: bool = False) -> Removal:
    """Drop a run (by name or id) from every table and from the ledger, so a later ingest of
    its sources starts afresh. The ledger goes first: the run leaves the views at once, and a
    crash before its rows are deleted leaves rows no entry names, which ``vacuum`` deletes."""
    lake = opened(lake, writing=not dry_run)
    run_id = _resolve_run(lake, run)
    con = connect(lake.url)
    rows = {
        spec.name: con.execute(f"SELECT count(*) FROM {spec.name} WHERE run_id = ?", [run_id]).fetchall()[0][0]
        for spec in data_tables()
    }
    attempts = con.execute("SELECT count(*) FROM ingest_history WHERE run_id = ?", [run_id]).fetchall()[0][0]
    if not dry_run:
        with renewing(lake):
            ledger = contract("ingests")
            delta.delete(lake.uri(LEDGER), lake.options, "run_id", [run_id], spec=ledger, schema=ledger.file_schema,
                         stats=LEDGER_STATS)  # fmt: skip
            for spec in data_tables():
                delta.delete(lake.uri(spec.name), lake.options, "run_id", [run_id], **delta.deleting(spec))
    return Removal(run_id, rows, attempts)


def compact(lake: Lake | str, *, run: str | None = None, min_files: int = 2) -> list[Compaction]:
    """Rewrite each run's files (only ``run``'s, by name or id, when given) into few files
    sorted by step, where a table holds ``min_files`` or more of them."""
    lake = opened(lake)
    with renewing(lake):  # the ledger tidied, dead rows deleted: new commits, whatever was packed
        return _compact_runs(lake, {_resolve_run(lake, run)} if run is not None else None, min_files=min_files)


def _compact_runs(lake: Lake, runs: set[str] | None, *, min_files: int = 2) -> list[Compaction]:
    """Compact ``runs`` (every run when None), then tidy the ledger once, then delete what
    compactions replaced more than ``defaults.COMPACTED_RETENTION_HOURS`` ago (what the last
    scheduled `compact` replaced, when they run hourly). Rows no view can show are deleted
    first, so they are not copied.

    Left to the ingests, a compaction's files went with the next ingest that compacted the same
    table, in its cycle: bench/growth.py, 3,000 cycles, saw such cycles at 1.1-1.7 s against a
    0.35 s median (0.27 s of pruning, and a commit slowed by the disk's writeback)."""
    delete_dead_rows(lake, runs=runs)
    below = repack_below()
    crowded = _crowded(lake, lambda run, files: (not runs or run in runs) and files >= min_files, below)
    done = _pack(lake, crowded, below, MERGED_FILE_BYTES)
    _tidy_ledger(lake)
    delta.tidy(lake.uri(LABELS), lake.options, stats=LABEL_STATS)
    labelled = [LABELS] if delta.open_table(lake.uri(LABELS), lake.options) is not None else []
    prune_removed(lake, defaults.COMPACTED_RETENTION_HOURS, [*crowded, LEDGER, *labelled])
    return done


def repack_below() -> int:
    """What `compact` packs: files under half its target. The ingest's own compactions pack only
    files under ``SMALL_FILE_BYTES`` (what it wrote since), so their files of 4-8 MB pile up in a
    long run, a file per table and 8 steps or so: a query pays for each file (bench/growth.py:
    the reward curve at 3.2x one ideal file by cycle 500). `compact`, run apart from the ingests
    (scheduled, or by hand), merges those into files of about ``MERGED_FILE_BYTES``; a file over
    half that is never rewritten, so merging does not start over on what it merged."""
    return max(SMALL_FILE_BYTES, MERGED_FILE_BYTES // 2)


def _crowded(
    lake: Lake, crowded: Callable[[str, int], bool], below: int, *, only: Mapping[str, DeltaTable | None] | None = None
) -> dict[str, dict[str, int]]:
    """Per table, the runs whose count of files under ``below`` bytes there ``crowded(run_id,
    count)`` accepts, with that count; ``only``: just these tables, as given where given."""
    found: dict[str, dict[str, int]] = {}
    for spec in data_tables():
        if only is not None and spec.name not in only:
            continue
        table = (only or {}).get(spec.name) or delta.open_table(lake.uri(spec.name), lake.options)
        if table is not None:
            files = _files_per_run(table, below=below)
            found[spec.name] = {run: n for run, n in sorted(files.items()) if crowded(run, n)}
    return found


def _pack(lake: Lake, crowded: dict[str, dict[str, int]], below: int, target: int) -> list[Compaction]:
    """Bin-pack the small files of each table's listed runs (see :func:`_pack_run`), two runs
    or tables at a time: decoding and encoding Parquet leave the GIL, and each pair is its own
    commit (two on one table remove different files: delta-rs rebases the later one)."""
    pairs = [(name, run_id) for name, run_ids in crowded.items() for run_id in run_ids]
    with ThreadPoolExecutor(PACK_WORKERS, thread_name_prefix="tracelake-compact") as pool:
        packed = list(
            pool.map(
                lambda pair: delta.retrying(functools.partial(_pack_run, lake, pair[0], pair[1], below, target)), pairs
            )
        )
    done: dict[str, Compaction] = {}
    for (_, run_id), (removed, added) in zip(pairs, packed):
        if removed:
            entry = done.setdefault(run_id, Compaction(run_id, 0, 0))
            entry.files_before += removed
            entry.files_after += added
    return list(done.values())


def _pack_run(lake: Lake, name: str, run_id: str, below: int, target: int) -> tuple[int, int]:
    """Bin-pack one run's files under ``below`` bytes of table ``name`` into files of about
    ``target``; (files removed, files added). Re-read from the table's latest version on each
    call: a commit conflict (another writer removed a file first) plans again, and the files
    written for the lost attempt are never named."""
    table = delta.existing_table(lake.uri(name), lake.options)
    actions = delta.add_actions(table)
    mine = actions.filter(
        pc.and_(
            pc.equal(actions.column("partition.run_id"), run_id),
            pc.less(actions.column("size_bytes"), below),
        )
    )

    def column(field: str) -> list[Any]:
        return mine.column(field).to_pylist() if field in mine.column_names else [None] * mine.num_rows

    ordered, sizes = column("path"), dict(zip(column("path"), column("size_bytes")))
    steps = dict(zip(ordered, zip(column("min.step"), column("max.step"))))
    ordered.sort(key=lambda p: (steps[p][0] is None, steps[p][0] or 0, p))
    bins = _bins([(path, sizes[path]) for path in ordered], target)
    if not bins:
        return 0, 0
    spec, folder, now = contract(name), f"{lake.root}/{name}", int(time.time() * 1000)
    schema = pa.schema([f for f in delta.table_schema(spec) if f.name not in spec.partition_by])
    changes: list[Any] = []
    for paths in bins:  # each becomes one file sorted by step
        rows = _in_step_order(lake, folder, _overlapping(paths, steps), schema, spec.sort_by)
        changes.append(
            delta.write_file(
                lake.fs,
                folder,
                rows,
                schema=schema,
                partition=run_id,
                spec=spec,
                stats=delta.STATS_COLUMNS,
                data_change=False,
            )
        )
        changes += [delta.RemoveAction(p, False, now, sizes[p], {"run_id": run_id}) for p in paths]
    try:
        delta.add_files(lake.uri(name), lake.options, changes, delta.table_schema(spec),
                        partition_by=list(spec.partition_by), stats=delta.STATS_COLUMNS, read_from=table)  # fmt: skip
    except Exception as exc:
        if delta.lost_race(exc):  # no commit names the files this try wrote: gone now, not at a vacuum
            for change in changes:
                if isinstance(change, delta.AddAction):
                    with contextlib.suppress(OSError):
                        lake.fs.rm_file(lake.inside(f"{name}/{unquote(change.path)}", file=False))
        raise
    return sum(len(b) for b in bins), len(bins)


def _overlapping(paths: list[str], steps: dict[str, tuple[int | None, int | None]]) -> list[list[str]]:
    """Files in order of their first step, in runs whose steps overlap (a file without step
    statistics overlaps everything after it)."""
    runs: list[list[str]] = []
    reach: int | None = None  # the last step of the current run of files
    for path in paths:
        low, high = steps[path]
        if runs and (low is None or reach is None or low <= reach):
            runs[-1].append(path)
            reach = None if high is None or reach is None else max(reach, high)
        else:
            runs.append([path])
            reach = high
    return runs


def _in_step_order(
    lake: Lake, folder: str, runs: list[list[str]], schema: pa.Schema, keys: Sequence[str]
) -> Iterator[pa.Table]:
    """The rows of a bin's files sorted by ``keys`` (step first), a piece at a time. A file
    whose steps no other file of the bin shares is already in order (every file is written
    sorted, which is checked on its key columns): its row groups pass one by one, so a bin of
    64 MB holds a row group in memory, not its files. Files whose steps overlap (a re-ingested
    step beside its old file) are read together and sorted."""
    for paths in runs:
        if len(paths) == 1:
            with lake.fs.open(delta.inside_table(lake.fs, folder, unquote(paths[0])), "rb") as f:
                parquet = pq.ParquetFile(f)
                present = [k for k in keys if k in parquet.schema_arrow.names]
                if sorted_by(order := parquet.read(columns=present), present) is order:
                    for group in range(parquet.num_row_groups):
                        yield _conformed(parquet.read_row_group(group), schema)
                    continue
        parts = []
        for path in paths:
            with lake.fs.open(delta.inside_table(lake.fs, folder, unquote(path)), "rb") as f:
                parts.append(_conformed(pq.read_table(f), schema))
        yield sorted_by(pa.concat_tables(parts), keys)


def _conformed(part: pa.Table, schema: pa.Schema) -> pa.Table:
    """A data file's rows in the contract's file schema: delta-rs's own rewrites (a delete) store
    text as string_view, and a file of an older contract may lack a later column (NULL there)."""
    columns = [
        part.column(f.name).cast(f.type) if f.name in part.column_names else pa.nulls(part.num_rows, f.type)
        for f in schema
    ]
    return pa.Table.from_arrays(columns, schema=schema)


def _bins(files: list[tuple[str, int]], target: int) -> list[list[str]]:
    """Consecutive files (in step order) packed until their sizes reach ``target``; the rest, if
    more than one file, as a last bin (its file is small, and joins the next compaction's)."""
    bins, current, size = [], [], 0
    for path, n in files:
        current.append(path)
        size += n
        if size >= target:
            bins.append(current)
            current, size = [], 0
    bins.append(current)
    return [b for b in bins if len(b) > 1]


def _tidy_ledger(lake: Lake) -> None:
    """The ledger gets a file per batch: merge them and checkpoint its log, so planning reads
    a few files whatever the lake's age."""
    delta.tidy(lake.uri(LEDGER), lake.options, stats=LEDGER_STATS)


def compact_if_fragmented(lake: Lake, runs: set[str], *, tables: int = 1) -> list[Compaction]:
    """What an ingest does after its last commit: compact the tables whose small files, in a
    run it wrote, outnumber ``AUTO_COMPACT_FILES``, and the ledger when its files do; the most
    crowded first, at most ``tables`` of them (the ingest passes the shards it landed). Then
    delete what they removed more than ``defaults.COMPACTED_RETENTION_HOURS`` ago
    (:func:`prune_removed`).

    At most a table a shard: a scheduled cycle adds a file to every table of its run, so every
    table crosses the line in the same cycle, and packing them all there made that cycle 3-4x
    the others (bench/growth.py). One a cycle, the most crowded, and they fall out of step and
    stay so; an ingest of many shards still compacts everything it crowded.

    No dead-row pass (:func:`compact` has one): it reads the attempt id of every row of the
    runs, a cost that grows with the run, and an ingest deletes the rows it replaces itself.
    Only a crash leaves dead rows; no view shows them, and `vacuum` or `compact` deletes them."""
    with lake.stopwatch("file counts"):
        # Only the tables this ingest committed to can have gained files (on a cluster the
        # workers commit, this process none, and every table is opened).
        crowded = _crowded(
            lake,
            lambda run, files: run in runs and files > AUTO_COMPACT_FILES,
            SMALL_FILE_BYTES,
            only=lake.written or None,
        )
        ledger_files = lake.ledger.files
        if ledger_files is None:
            ledger = delta.open_table(lake.uri(LEDGER), lake.options)
            ledger_files = 0 if ledger is None else delta.add_actions(ledger).num_rows
    load = {name: max(by_run.values()) for name, by_run in crowded.items() if by_run}
    if ledger_files > AUTO_COMPACT_FILES:
        load[LEDGER] = ledger_files
    chosen = sorted(load, key=lambda name: -load[name])[: max(1, tables)]  # ties: contract order, the ledger last
    if not chosen:
        return []
    with lake.stopwatch("compact"):
        done = _pack(
            lake, {name: crowded[name] for name in chosen if name != LEDGER}, SMALL_FILE_BYTES, TARGET_FILE_BYTES
        )
    if LEDGER in chosen:
        with lake.stopwatch("ledger tidy"):
            _tidy_ledger(lake)
    with lake.stopwatch("prune"):
        prune_removed(lake, defaults.COMPACTED_RETENTION_HOURS, chosen)
    return done


def prune_removed(lake: Lake, retention_hours: int, tables: list[str]) -> list[str]:
    """Delete the files a commit removed (a compaction, a delete of replaced rows) from each of
    ``tables`` (they exist) more than ``retention_hours`` ago (see :func:`_prune`). Run after
    each automatic compaction, it keeps the disk near the live data under scheduled ingestion.
    Returns the files' paths, relative to the lake."""
    return [f"{name}/{path}" for name in tables for path in _prune(lake, name, retention_hours)]


def _prune(lake: Lake, name: str, hours: int) -> dict[str, int]:
    """Delete what Delta's (lite) vacuum of table ``name`` would: the files its commits removed
    more than ``hours`` ago, short of a full vacuum, so a file no commit names yet (a writer at
    work, whatever its clock) is never touched. Returns each file deleted, with its size.

    Delta keeps a removed file's tombstone a week (the table's ``deletedFileRetentionDuration``)
    after the file is gone, and its vacuum deletes every one again, reports it as deleted, and
    commits twice (VACUUM START and END): after each compaction of a scheduled run, that was a
    week of tombstones and two log entries per table (bench/growth.py at cycle 1,500: 0.1 s a
    table, a sixth of the log). Here Delta's plan (a dry run) is kept to the files still listed
    in their folders, and nothing is committed."""
    table = delta.existing_table(lake.uri(name), lake.options)
    expired = table.vacuum(retention_hours=hours, dry_run=True, enforce_retention_duration=False)
    by_folder: dict[str, list[str]] = {}
    for path in expired:
        by_folder.setdefault(unquote(path).rpartition("/")[0], []).append(path)
    present: dict[str, int] = {}
    for folder, paths in sorted(by_folder.items()):
        try:
            listed = {
                e["name"].rpartition("/")[2]: int(e["size"])
                for e in lake.fs.ls(f"{lake.root}/{name}/{folder}", detail=True)
            }
        except FileNotFoundError:
            continue
        present |= {path: listed[base] for path in paths if (base := unquote(path).rpartition("/")[2]) in listed}
    for path in present:
        with contextlib.suppress(FileNotFoundError):  # another ingest's pruning got there first
            lake.fs.rm_file(lake.inside(f"{name}/{unquote(path)}", file=False))
    return present


# Files no version of a table ever named (written by a commit that failed or a writer that was
# killed) go once older than this, however short the retention: a writer still at work names
# its files within seconds, and `--orphans` (no ingest running) lifts it.
UNTRACKED_FLOOR_HOURS = 1.0


@dataclass
class Vacuumed:
    files: list[str]  # relative to the lake
    bytes: int


def vacuum(lake: Lake | str, *, retention_hours: float = DEFAULT_RETENTION_HOURS, orphans: bool = False) -> Vacuumed:
    """Delete dead rows (``orphans``: also those of attempts no ledger entry names, see
    :func:`dead_commits`), then every file of the lake's tables that no snapshot younger than
    ``retention_hours`` names: those removed by a commit, and those no commit ever named (past
    :data:`UNTRACKED_FLOOR_HOURS` unless ``orphans``). Only in the lake's own Delta tables: the
    folder must be a lake, and nothing else is touched: a lake whose tables hold a symbolic link
    anywhere is refused before anything is deleted (Delta's listing would follow it: see
    :mod:`.confine`). Returns what went, and its size."""
    if not retention_hours >= 0:
        raise UserError(f"the retention must be 0 hours or more, not {retention_hours}")
    lake = opened(lake)
    if lake.local:
        found = [link for name in table_folders() for link in confine.links_under(lake.root, name)]
        if found:
            raise confine.LinkInLake(lake.url, found)
    with renewing(lake):  # dead rows deleted are new commits
        return _vacuum_tables(lake, retention_hours, orphans=orphans)


def _vacuum_tables(lake: Lake, retention_hours: float, *, orphans: bool) -> Vacuumed:
    delete_dead_rows(lake, orphans=orphans)
    removed: dict[str, int] = {}
    untracked_hours = retention_hours if orphans else max(retention_hours, UNTRACKED_FLOOR_HOURS)
    for name in table_folders():
        if delta.open_table(lake.uri(name), lake.options) is None:
            continue
        # What commits removed, then (a full vacuum) what no commit names: only files still
        # there count, not the tombstones Delta keeps a week after an ingest pruned their files.
        removed.update({f"{name}/{path}": size for path, size in _prune(lake, name, int(retention_hours)).items()})
        removed.update({f"{name}/{path}": size for path, size in _vacuum(lake, name, int(untracked_hours)).items()})
    return Vacuumed(sorted(removed), sum(removed.values()))


def _vacuum(lake: Lake, name: str, hours: int) -> dict[str, int]:
    """Delete the files of table ``name`` that no version younger than ``hours`` names (Delta's
    full vacuum, planned by delta-rs as a dry run): each file after checking that no folder on
    its way is a link. Returns each file deleted, with its size (only files still there count,
    not the tombstones Delta keeps a week after an ingest pruned their files). Nothing is
    committed: Delta's VACUUM START/END entries record nothing a reader needs."""
    table = delta.existing_table(lake.uri(name), lake.options)
    going = table.vacuum(retention_hours=hours, dry_run=True, enforce_retention_duration=False, full=True)
    gone: dict[str, int] = {}
    for path in going:
        size = _size(lake, f"{name}/{path}")
        if size is None:
            continue
        with contextlib.suppress(FileNotFoundError):  # another vacuum got there first
            lake.fs.rm_file(lake.inside(f"{name}/{unquote(path)}", file=False))
            gone[path] = size
    return gone


def _size(lake: Lake, relative: str) -> int | None:
    """The file's size, or None when it is not there."""
    try:
        return int(lake.fs.info(f"{lake.root}/{unquote(relative)}")["size"])
    except (FileNotFoundError, KeyError):
        return None
