"""Where a query over the lake loses to one ideal file: its files, or its row groups.

    python bench/row_groups.py [--lake bench/out/growth/lake]

Times the reward curve (``bench/growth.py``'s query) through the catalog, then on single
Parquet files of the same rows written by DuckDB: one in row groups as large as the lake's
(tracelake bounds a row group by bytes, ``delta.ROW_GROUP_BYTES``, and trajectory rows are
wide), and one in DuckDB's default row groups (the "ideal file" of the other benchmarks).
Best of 10 each, rows checked equal. The lake against the first file is what its files cost;
the first file against the ideal, what its row groups cost.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import duckdb  # noqa: E402
from deltalake import DeltaTable  # noqa: E402

from bench.common import best_of, options  # noqa: E402
from pipelines.lake import catalog  # noqa: E402

CURVE = "SELECT step, avg(reward) AS mean, count(*) AS n FROM {} GROUP BY ALL ORDER BY ALL"


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--lake", type=Path, default=ROOT / "bench" / "out" / "growth" / "lake")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "row-groups")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    files = DeltaTable(str(args.lake / "trajectories")).file_uris()
    bare = duckdb.connect()
    bare.execute("SET parquet_metadata_cache = true")  # as every tracelake connection
    listing = "[" + ", ".join(f"'{f}'" for f in files) + "]"
    groups, rows_per_group = bare.execute(
        f"SELECT count(*), avg(row_group_num_rows)::BIGINT FROM parquet_metadata({listing}) WHERE column_id = 0"
    ).fetchone()
    con = catalog.connect(str(args.lake))
    expected = con.execute(CURVE.format("trajectories")).fetchall()
    timings = [
        (
            f"the lake: {len(files)} files, {groups} row groups",
            best_of(lambda: con.execute(CURVE.format("trajectories")).fetchall(), 10),
        )
    ]
    for label, size in (
        (f"one file, the lake's row groups ({rows_per_group:,} rows)", rows_per_group),
        ("one file, DuckDB's row groups (ideal)", 122_880),
    ):
        path = args.out / f"one-{size}.parquet"
        con.execute(
            f"COPY (SELECT * FROM trajectories ORDER BY run_id, step) TO '{path}' (FORMAT parquet, ROW_GROUP_SIZE {size})"
        )
        assert bare.execute(CURVE.format(f"'{path}'")).fetchall() == expected
        query = CURVE.format(f"'{path}'")
        timings.append((label, best_of(lambda: bare.execute(query).fetchall(), 10)))  # noqa: B023 - called here
    ideal = timings[-1][1]
    print(f"{len(expected)} steps, reward curve, best of 10:")
    for label, seconds in timings:
        print(f"  {label:<52} {seconds * 1000:>7.2f} ms  {seconds / ideal:>5.2f}x ideal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
