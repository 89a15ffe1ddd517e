"""The small-file trap: 50 runs x 200 steps x 32 rows (10,000 small shards).

    python bench/small_files.py [--runs 50] [--steps 200] [--out bench/out/small]

Prints: the ingest (2 workers), a no-op re-ingest, the cross-run reward curve through the
catalog right after ingest and after `tracelake compact`, the same query on one ideal Parquet
file of the same rows (the floor), and `tracelake sql` of that curve as a whole process.
Ratios are within this one run (the machines are shared and noisy).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import duckdb  # noqa: E402

from bench.common import best_of, options, timed  # noqa: E402
from pipelines import engine  # noqa: E402
from pipelines.lake import catalog, maintenance  # noqa: E402
from pipelines.samples import RunSpec, write_run  # noqa: E402

CURVE = "SELECT run_id, step, avg(reward) AS mean FROM trajectories GROUP BY ALL ORDER BY ALL"


def main() -> None:
    ap = options(__doc__)
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "small")
    args = ap.parse_args()
    src, lake = args.out / "src", args.out / "lake"
    marker = src / f".{args.runs}x{args.steps}"
    if not marker.exists():
        shutil.rmtree(src, ignore_errors=True)
        for i in range(args.runs):
            write_run(
                src,
                RunSpec(
                    f"run{i:03d}",
                    steps=args.steps,
                    prompts=4,
                    n=8,
                    response_words=(20, 60),
                    prompt_words=10,
                    compression=None,
                    seed=i,
                ),
            )
        marker.touch()
    shutil.rmtree(lake, ignore_errors=True)
    shards = args.runs * args.steps

    started = time.perf_counter()
    report = engine.ingest(engine.IngestRequest((str(src),), str(lake), workers=2, auto_compact=False))
    ingest_s = time.perf_counter() - started
    assert report.committed == shards, report.summary()
    started = time.perf_counter()
    again = engine.ingest(engine.IngestRequest((str(src),), str(lake), workers=2))
    noop_s = time.perf_counter() - started
    assert again.count("unchanged") == shards

    con = catalog.connect(str(lake))
    rows = con.execute("SELECT count(*) FROM trajectories").fetchone()[0]
    fresh_s = best_of(lambda: con.execute(CURVE).fetchall())
    ideal = args.out / "ideal.parquet"
    con.execute(
        f"COPY (SELECT * FROM trajectories ORDER BY run_id, step) TO '{ideal}' (FORMAT parquet, COMPRESSION zstd)"
    )
    raw = duckdb.connect()
    raw.execute("SET parquet_metadata_cache = true")  # as every tracelake connection: the floor gets it too
    ideal_s = best_of(lambda: raw.execute(CURVE.replace("trajectories", f"'{ideal}'")).fetchall())
    compact_s = timed(lambda: maintenance.compact(str(lake)))
    con = catalog.connect(str(lake))
    compacted_s = best_of(lambda: con.execute(CURVE).fetchall())
    process_s = best_of(
        lambda: subprocess.run(
            [sys.executable, "-m", "pipelines", "sql", "--lake", str(lake), CURVE], check=True, capture_output=True
        ),
        tries=3,
    )

    print(f"{args.runs} runs x {args.steps} steps x 32 rows: {shards:,} shards, {rows:,} trajectories")
    print(f"ingest (2 workers)              {ingest_s:8.2f} s  ({ingest_s / shards * 1e3:.2f} ms/shard)")
    print(f"no-op re-ingest                 {noop_s:8.2f} s")
    print(f"reward curve, one ideal file    {ideal_s * 1e3:8.1f} ms")
    print(f"reward curve, fresh lake        {fresh_s * 1e3:8.1f} ms  ({fresh_s / ideal_s:.2f}x ideal)")
    print(f"compact                         {compact_s:8.2f} s")
    print(f"reward curve, compacted         {compacted_s * 1e3:8.1f} ms  ({compacted_s / ideal_s:.2f}x ideal)")
    print(f"tracelake sql (whole process)   {process_s:8.2f} s")


if __name__ == "__main__":
    main()
