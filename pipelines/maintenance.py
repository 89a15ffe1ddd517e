"""Housekeeping of a lake: compaction of small files and removal of unreferenced ones.

Both work from the ledger's ``live_files`` view (``sql/00_ledger.sql``), the same rule the
catalog reads by, and hold the lake's lock.

Compaction merges, per run and table, every live file (one per shard and step, small) into
one file sorted by step, whose ``_commit`` column says which shard commit each row belongs to.
Its ledger entry (status ``compacted``) lists the commits it ``covers``; it is the commit
record, written after the merged files, and the merged-away files are deleted after it. If a
covered shard is ingested again later, its new files are read and the compacted file's rows of
the old commit are filtered out by ``_commit``, so no query result changes; the next
compaction drops them for good.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import duckdb
import pyarrow as pa

from . import catalog, storage
from .lake import COMMIT_COLUMN, COMPACTED, LEDGER, Lake, ShardMeta, new_commit_id
from .schemas import Contract, data_tables

# Shard files name the commit that wrote them: `<stem>-<commit id>.parquet`.
_COMMIT_OF_FILE = r"-([0-9]{20}-[0-9a-f]{6})\.parquet$"


@dataclass
class Compaction:
    run_id: str
    files_before: int
    files_after: int
    rows: dict[str, int]


def _ledger_connection(lake: Lake) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    con.execute("SET TimeZone = 'UTC'")
    catalog.load_ledger(con, lake)
    return con


def _runs_to_compact(con: duckdb.DuckDBPyConnection, run: str | None) -> list[str]:
    """Runs with more than one live file in some table, or with rows filtered out of their
    compaction: merging changes nothing for the others."""
    rows = con.execute(
        """
        SELECT run_id FROM live_files
        WHERE $run IS NULL OR run_id = $run
           OR run_id IN (SELECT run_id FROM shard_history WHERE run_name = $run)
        GROUP BY run_id
        HAVING count(*) > count(DISTINCT table_name) OR bool_or(stale)
        ORDER BY run_id
        """,
        {"run": run},
    ).fetchall()
    return [r for (r,) in rows]


def _merged(spec: Contract, shard_files: list[str], compacted_files: list[str]) -> str:
    """One query over a run's files of one table, typed by its contract, with ``_commit``."""
    columns = ", ".join(f"CAST({c.name} AS {c.type}) AS {c.name}" for c in spec.columns)
    parts = []
    if shard_files:
        source = catalog.parquet_source(shard_files, spec, union_by_name=True, hive=True, filename=True)
        parts.append(f"SELECT {columns}, regexp_extract(filename, '{_COMMIT_OF_FILE}', 1) AS {COMMIT_COLUMN} "
                     f"FROM {source}")
    if compacted_files:
        source = catalog.parquet_source(compacted_files, spec, union_by_name=True, hive=False)
        parts.append(f"SELECT {columns}, {COMMIT_COLUMN} FROM {source} WHERE {catalog.LIVE_ROWS}")
    order = [c for c in ("step", *spec.sort_by) if c in spec.column_names]
    order_by = f" ORDER BY {', '.join(dict.fromkeys(order))}" if order else ""
    return " UNION ALL ".join(parts) + order_by


def _schema(spec: Contract) -> pa.Schema:
    return pa.schema([pa.field(c.name, c.arrow_type) for c in spec.columns] + [pa.field(COMMIT_COLUMN, pa.string())])


def _compact_run(con: duckdb.DuckDBPyConnection, lake: Lake, run_id: str) -> Compaction:
    commit_id = new_commit_id()
    files = con.execute("SELECT table_name, file, compacted FROM live_files WHERE run_id = ?", [run_id]).fetchall()
    run_name, covers, steps = con.execute(
        """
        SELECT arg_max(run_name, commit_id), list(DISTINCT rows_commit ORDER BY 1),
               list_sort(list_distinct(flatten(list(steps))))
        FROM live_row_commits WHERE run_id = ?
        """,
        [run_id],
    ).fetchone()
    written: list[str] = []
    rows: dict[str, int] = {}
    try:
        for spec in data_tables():
            shard_files = [f for t, f, compacted in files if t == spec.name and not compacted]
            compacted_files = [f for t, f, compacted in files if t == spec.name and compacted]
            rows[spec.name] = 0
            if not shard_files and not compacted_files:
                continue
            rel = f"{spec.name}/run_id={run_id}/compacted-{commit_id}.parquet"
            with con.cursor() as cursor:  # streams: the merged rows are never all in memory
                batches = cursor.sql(_merged(spec, shard_files, compacted_files)).to_arrow_reader(64 * 1024)
                rows[spec.name] = lake.put_batches(rel, batches.cast(_schema(spec)), spec)
            written.append(rel)
        meta = ShardMeta(run_name=run_name, source_uri=lake.url, shard_key=COMPACTED, format=COMPACTED,
                         split="", step=None, size=0, mtime=None, checksum=None)
        lake.record_compaction(meta, commit_id, rows, written, covers=covers, steps=steps)
    except BaseException:
        for rel in written:
            lake.remove(rel)
        raise
    for _, rel, _ in files:  # merged away: no committed view names them any more
        lake.remove(rel)
    return Compaction(run_id, len(files), len(written), rows)


def compact(lake_url: str, *, run: str | None = None, lock_timeout: float = 600.0, on_wait=None) -> list[Compaction]:
    """Merge each run's small files (only ``run``'s, by name or id, when given)."""
    lake = Lake(lake_url)
    with lake.lock(timeout=lock_timeout, on_wait=on_wait):
        con = _ledger_connection(lake)
        return [_compact_run(con, lake, run_id) for run_id in _runs_to_compact(con, run)]


def vacuum(lake_url: str, *, grace_seconds: float = 3600.0, lock_timeout: float = 600.0,
           on_wait=None) -> list[str]:
    """Delete data files no committed entry reads (left by crashes, superseded commits or
    compactions) and unfinished ``.tmp`` files, if older than ``grace_seconds``: an ingest
    still writing is never disturbed."""
    lake = Lake(lake_url)
    with lake.lock(timeout=lock_timeout, on_wait=on_wait):
        live = {f for (f,) in _ledger_connection(lake).execute("SELECT file FROM live_files").fetchall()}
        cutoff = time.time() - grace_seconds
        removed = []
        for top_rel in [t.name for t in data_tables()] + [LEDGER]:
            top = lake.abspath(top_rel)
            if not lake.fs.exists(top):
                continue
            for path, info in lake.fs.find(top, detail=True).items():
                rel = path[len(lake.root) + 1:]
                if rel in live or (top_rel == LEDGER and not rel.endswith(".tmp")):
                    continue
                mtime = storage.stat_from_info(info).mtime
                if mtime is not None and mtime.timestamp() > cutoff:
                    continue
                lake.remove(rel)
                removed.append(rel)
        return removed
