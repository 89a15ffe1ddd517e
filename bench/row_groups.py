"""Where a query over the lake loses to one ideal file: its files, its row groups, or the view.

    python bench/row_groups.py [--lake bench/out/growth/lake] [--merged-mb 64 256 1024]
                               [--row-group-mb 64 256] [--rounds 40]

Times the reward curve (``bench/growth.py``'s query) through the catalog on the lake as it is,
and on copies of it compacted by `compact` into files of each ``--merged-mb`` with row groups
of each ``--row-group-mb`` (what ``maintenance.MERGED_FILE_BYTES`` and ``delta.ROW_GROUP_BYTES``
would be), then on single Parquet files of the same rows written by DuckDB: one in the lake's
row groups, and the ideal one (DuckDB's default row groups of 122,880 rows). Rows are checked
equal. A query takes a few milliseconds and this machine's timings wander by a quarter from one
second to the next, so the variants are timed in turns, ``--rounds`` times, and each figure is
a median: the ratios hold within a run.
"""

from __future__ import annotations

import functools
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import duckdb  # noqa: E402
from deltalake import DeltaTable  # noqa: E402

from bench.common import options  # noqa: E402
from pipelines.lake import catalog, delta  # noqa: E402

CURVE = "SELECT step, avg(reward) AS mean, count(*) AS n FROM {} GROUP BY ALL ORDER BY ALL"


def layout(lake: Path) -> tuple[int, int, int]:
    """(files, row groups, mean rows a row group) of the lake's trajectories."""
    files = DeltaTable(str(lake / "trajectories")).file_uris()
    listing = "[" + ", ".join(f"'{f}'" for f in files) + "]"
    groups, rows = duckdb.execute(
        f"SELECT count(*), avg(row_group_num_rows)::BIGINT FROM parquet_metadata({listing}) WHERE column_id = 0"
    ).fetchall()[0]
    return len(files), groups, rows


def compacted(lake: Path, copy: Path, merged_mb: int, row_group_mb: int) -> Path:
    """A copy of ``lake`` that `compact` rewrote whole into files of ``merged_mb`` with row
    groups of ``row_group_mb``, in a process of its own: its seconds and peak RSS are printed."""
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(lake, copy, symlinks=True)
    script = COMPACT.format(root=str(ROOT), lake=str(copy), merged=merged_mb << 20, row_group=row_group_mb << 20)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    seconds, peak = result.stdout.split()
    print(f"compacted into {merged_mb} MB files, {row_group_mb} MB row groups: {float(seconds):.1f} s, "
          f"peak RSS {float(peak):.0f} MB")  # fmt: skip
    return copy


# Every file rewritten (not only those under half the target), as the figures' settings would.
COMPACT = """
import sys, time
sys.path.insert(0, {root!r})
from bench.common import peak_rss_mb
from pipelines.lake import delta, maintenance
maintenance.MERGED_FILE_BYTES, delta.ROW_GROUP_BYTES = {merged}, {row_group}
maintenance.repack_below = lambda: 1 << 62
started = time.perf_counter()
maintenance.compact({lake!r})
print(time.perf_counter() - started, peak_rss_mb())
"""


def _rows(con: duckdb.DuckDBPyConnection, query: str) -> list[tuple[object, ...]]:
    return con.execute(query).fetchall()


def in_turns(variants: dict[str, Callable[[], object]], rounds: int) -> dict[str, float]:
    """Each variant's median seconds over ``rounds`` rounds, one call of each a round."""
    for call in variants.values():
        call()  # footers cached, pages in the page cache
    times: dict[str, list[float]] = {label: [] for label in variants}
    for _ in range(rounds):
        for label, call in variants.items():
            started = time.perf_counter()
            call()
            times[label].append(time.perf_counter() - started)
    return {label: statistics.median(seconds) for label, seconds in times.items()}


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--lake", type=Path, default=ROOT / "bench" / "out" / "growth" / "lake")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "row-groups")
    ap.add_argument("--merged-mb", type=int, nargs="*", default=[])
    ap.add_argument("--row-group-mb", type=int, nargs="*", default=[delta.ROW_GROUP_BYTES >> 20])
    ap.add_argument("--rounds", type=int, default=40)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    lakes = {"the lake as it is": args.lake}
    for merged in args.merged_mb:
        for row_group in args.row_group_mb:
            copy = args.out / f"lake-{merged}-{row_group}"
            lakes[f"compacted: {merged} MB files, {row_group} MB row groups"] = compacted(
                args.lake, copy, merged, row_group
            )
    connections = {label: catalog.connect(str(lake)) for label, lake in lakes.items()}
    expected = connections["the lake as it is"].execute(CURVE.format("trajectories")).fetchall()
    variants: dict[str, Callable[[], object]] = {}
    for label, con in connections.items():
        assert con.execute(CURVE.format("trajectories")).fetchall() == expected
        files, groups, rows = layout(lakes[label])
        variants[f"{label} ({files} files, {groups} row groups of {rows:,})"] = functools.partial(
            _rows, con, CURVE.format("trajectories")
        )
    bare = duckdb.connect()
    bare.execute("SET parquet_metadata_cache = true")  # as every tracelake connection
    source = connections["the lake as it is"]
    rows_per_group = layout(args.lake)[2]
    for label, size in (
        (f"one file, the lake's row groups ({rows_per_group:,} rows)", rows_per_group),
        ("one file, DuckDB's row groups (ideal)", 122_880),
    ):
        path = args.out / f"one-{size}.parquet"
        source.execute(
            f"COPY (SELECT * FROM trajectories ORDER BY run_id, step) TO '{path}' (FORMAT parquet, ROW_GROUP_SIZE {size})"
        )
        query = CURVE.format(f"'{path}'")
        assert bare.execute(query).fetchall() == expected
        variants[label] = functools.partial(_rows, bare, query)
    medians = in_turns(variants, args.rounds)
    ideal = medians["one file, DuckDB's row groups (ideal)"]
    print(f"{len(expected)} steps, reward curve, median of {args.rounds} rounds taken in turns:")
    for label, seconds in medians.items():
        print(f"  {label:<86} {seconds * 1000:>7.2f} ms  {seconds / ideal:>5.2f}x ideal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
