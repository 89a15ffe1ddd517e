"""What a table's log costs every commit: a commit, and an open, against the entries in the log.

    python bench/log_size.py [--commits 2000] [--every 250] [--out bench/out/log_size]

Commits ``--commits`` small files to one table of a fresh lake, one commit each, as a scheduled
ingest does a cycle (the lake's own ``write_file`` and ``add_files``, its checkpoint every 10
commits), with a log that keeps every commit (none is past its retention yet, as in the day
after a table is made). Every ``--every`` commits it prints the entries in the log, the median
commit of the last window and the best of 7 opens of the table: what every open and commit pays
for the log's length, and so what the log's retention (``defaults.LOG_RETENTION_HOURS``) buys.
"""

from __future__ import annotations

import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import fsspec  # noqa: E402
import pyarrow as pa  # noqa: E402
from deltalake import DeltaTable  # noqa: E402

from bench.common import best_of, options  # noqa: E402
from pipelines.lake import defaults, delta  # noqa: E402
from pipelines.schemas import contract  # noqa: E402


def a_few_rows(schema: pa.Schema, partition: str, n: int = 4) -> pa.Table:
    """``n`` rows of a table's file schema (its partition column is in the path alone)."""
    columns: dict[str, pa.Array[Any]] = {}
    for field in schema:
        if field.name == partition:
            continue
        if pa.types.is_string(field.type):
            columns[field.name] = pa.array([f"{field.name} {i}" for i in range(n)], field.type)
        elif pa.types.is_integer(field.type) or pa.types.is_floating(field.type):
            columns[field.name] = pa.array(range(n), field.type)
        else:
            columns[field.name] = pa.nulls(n, field.type)
    return pa.table(columns, schema=pa.schema([f for f in schema if f.name != partition]))


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--commits", type=int, default=2000)
    ap.add_argument("--every", type=int, default=250)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "log_size")
    args = ap.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    table = args.out / "trajectories"
    table.mkdir(parents=True)
    defaults.LOG_RETENTION_HOURS = 10_000  # every commit stays: the log's length is the variable
    spec = contract("trajectories")
    schema = delta.table_schema(spec)
    rows = a_few_rows(schema, "run_id")
    fs = fsspec.filesystem("file")
    print(f"{'commits':>8} {'log entries':>12} {'commit ms':>10} {'open ms':>8}")
    window: list[float] = []
    for commit in range(1, args.commits + 1):
        action = delta.write_file(fs, str(table), [rows], schema=rows.schema, partition="logged", spec=spec,
                                  stats=delta.STATS_COLUMNS)  # fmt: skip
        started = time.perf_counter()
        delta.add_files(
            str(table), {}, [action], schema, partition_by=list(spec.partition_by), stats=delta.STATS_COLUMNS
        )
        window.append(time.perf_counter() - started)
        if commit % args.every == 0:
            entries = sum(1 for _ in (table / "_delta_log").iterdir())
            opened = best_of(lambda: DeltaTable(str(table)), tries=7)
            print(f"{commit:>8} {entries:>12} {1000 * statistics.median(window):>10.1f} {1000 * opened:>8.1f}")
            window = []
    return 0


if __name__ == "__main__":
    sys.exit(main())
