"""Delta tables through delta-rs: where a lake table lives, how its files are written, and the
retries optimistic concurrency asks for.

No lock anywhere: every commit is a Delta commit (an atomic put of the next log entry, a
conditional write on S3), and a writer that lost a race re-reads the table and tries again.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from typing import TypeVar

import pyarrow as pa
from deltalake import ColumnProperties, DeltaTable, WriterProperties, write_deltalake
from deltalake.exceptions import CommitFailedError, TableNotFoundError

from ..schemas import Contract

SHARD_COLUMN = "_shard"  # the shard key each row came from
COMMIT_COLUMN = "_commit"  # the attempt (ledger commit_id) that wrote it
# Min/max in the Delta log: run_id prunes by folder, step by these statistics, and the
# bookkeeping columns let deletes of replaced rows skip every file of other commits.
STATS_COLUMNS = ("step", SHARD_COLUMN, COMMIT_COLUMN)
ROW_GROUP_ROWS = 128 * 1024
_RETRIES = 12

T = TypeVar("T")


def storage_options(url: str) -> dict[str, str]:
    """delta-rs options for a lake URL. S3 is configured by the standard AWS_* variables, which
    delta-rs reads itself; a plain-http endpoint (a local S3-compatible server) must be allowed,
    and commits use conditional puts, so no locking service is needed."""
    if not url.startswith(("s3://", "s3a://")):
        return {}
    options = {"conditional_put": "etag"}
    endpoint = os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL") or ""
    if endpoint.startswith("http://"):
        options["allow_http"] = "true"
    return options


def open_table(uri: str, options: dict[str, str], version: int | None = None) -> DeltaTable | None:
    """The table at ``uri``, or None when there is none yet."""
    try:
        return DeltaTable(uri, storage_options=options or None, version=version)
    except TableNotFoundError:
        return None


def writer_properties(spec: Contract | None) -> WriterProperties:
    # Long text: no min/max (useless for pruning, bloats footers) and no dictionary (unique
    # values; costs a third of the write time for nothing).
    text = {} if spec is None else {
        c.name: ColumnProperties(statistics_enabled="NONE", dictionary_enabled=False)
        for c in spec.file_columns if not c.statistics}
    return WriterProperties(compression="ZSTD", max_row_group_size=ROW_GROUP_ROWS, column_properties=text or None)


def table_configuration(stats: tuple[str, ...]) -> dict[str, str]:
    return {"delta.dataSkippingStatsColumns": ",".join(stats)}


def append(uri: str, options: dict[str, str], data: pa.Table, *, partition_by: list[str] | None,
           spec: Contract | None, stats: tuple[str, ...]) -> None:
    """Append rows in one Delta commit (creating the table on first use). Appends never
    conflict with each other; a lost race to create the table is retried as an append."""
    def write() -> None:
        write_deltalake(uri, data, mode="append", partition_by=partition_by, schema_mode="merge",
                        storage_options=options or None, writer_properties=writer_properties(spec),
                        configuration=table_configuration(stats))

    retrying(write)


def delete(uri: str, options: dict[str, str], predicate: str) -> int:
    """Delete the rows matching ``predicate`` in one commit; return how many."""
    def run() -> int:
        table = open_table(uri, options)
        if table is None:
            return 0
        return table.delete(predicate).get("num_deleted_rows", 0)

    return retrying(run)


def retrying(action: Callable[[], T]) -> T:
    """Run ``action``, again after a commit conflict (another writer committed first), with a
    jittered back-off: ``action`` must re-read the table it changes."""
    for attempt in range(_RETRIES):
        try:
            return action()
        except CommitFailedError:
            if attempt == _RETRIES - 1:
                raise
        except Exception as exc:  # noqa: BLE001 - delta-rs reports a lost create race as a generic error
            if "already exists" not in str(exc).lower() or attempt == _RETRIES - 1:
                raise
        time.sleep(random.uniform(0.01, 0.05) * (attempt + 1))
    raise AssertionError("unreachable")


def quote(text: str) -> str:
    """A SQL string literal (delta-rs predicates and DuckDB alike)."""
    return "'" + text.replace("'", "''") + "'"
