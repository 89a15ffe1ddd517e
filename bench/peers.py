"""tracelake against its peers on the same verl shards, every output's rows checked equal.

    python bench/peers.py [--runs 3] [--steps 20] [--out bench/out]

The input: ``--runs`` runs of ``--steps`` gzip'd shards of 512 verl lines (as
``bench/ingest_verl.py`` writes them, a seed per run). Each tool runs in a fresh process, best
of three (import time excluded), and counts what it wrote, without tracelake, against the
input's lines:

- **tracelake**: an ingest (2 workers) into the normalized tables and the ledger;
- **DuckDB**: ``COPY (SELECT * FROM read_json(...)) TO ... (FORMAT parquet, COMPRESSION zstd)``;
- **the floor**: polars + isal, one Parquet file per shard (no ids, no quarantine, no ledger);
- **dlt** (pinned in the bench extra): each shard as an Arrow table (``pyarrow.json``) into its
  filesystem destination as a Delta table; the same as Python records (orjson); and Arrow
  tables into its DuckDB destination.

tracelake does more than any of them (ids, turns, rewards, quarantine, a ledger), so the peers
are what the same bytes cost to land as a table at all. Ratios hold within one run only.
"""

from __future__ import annotations

import io
import os
import shutil
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import duckdb_copy, gunzipped, measure, parser, polars_floor, report  # noqa: E402
from bench.ingest_verl import generate  # noqa: E402

MODES = ("tracelake", "duckdb", "floor", "dlt-delta-arrow", "dlt-delta-records", "dlt-duckdb-arrow")


def dataset(folder: Path, runs: int, steps: int) -> Path:
    if not folder.exists():
        print(f"generating {folder} ...", flush=True)
        scratch = folder.with_suffix(".tmp")
        shutil.rmtree(scratch, ignore_errors=True)
        for run in range(runs):
            generate(scratch / f"run{run}", steps, 0, seed=run)
        scratch.rename(folder)
    return folder


def shards(src: Path) -> list[Path]:
    return sorted(src.glob("*/*.jsonl.gz"))


def arrow_tables(src: Path) -> Iterator:
    import pyarrow.json as pj

    for path in shards(src):
        yield pj.read_json(io.BytesIO(gunzipped(path)))


def records(src: Path) -> Iterator[list[dict]]:
    import orjson

    for path in shards(src):
        yield [orjson.loads(line) for line in gunzipped(path).splitlines() if line]


def _dlt(out: Path, destination, data: Callable[[], Iterator], **resource) -> None:
    import dlt

    pipeline = dlt.pipeline(
        pipeline_name="peers", pipelines_dir=str(out / "pipelines"), destination=destination, dataset_name="verl"
    )
    pipeline.run(dlt.resource(data, name="trajectories", **resource), loader_file_format="parquet")


def run_mode(mode: str, src: Path, out: Path) -> Callable[[], int]:
    """The timed work of ``mode``; it returns the rows it wrote, counted without tracelake."""
    if mode == "tracelake":
        from deltalake import DeltaTable

        from pipelines import engine

        def ingest() -> int:
            report = engine.ingest_paths([str(src)], str(out), workers=2)
            assert report.committed == len(shards(src)), report.summary()
            return DeltaTable(str(out / "trajectories")).count()

        return ingest
    if mode == "duckdb":
        import duckdb

        def copy() -> int:
            target = out / "all.parquet"
            out.mkdir(parents=True)
            duckdb_copy(f"{src}/*/*.jsonl.gz", target)
            return duckdb.sql(f"SELECT count(*) FROM '{target}'").fetchone()[0]

        return copy
    if mode == "floor":
        import pyarrow.parquet as pq

        def convert() -> int:
            polars_floor(shards(src), out)
            return sum(pq.ParquetFile(p).metadata.num_rows for p in out.glob("*.parquet"))

        return convert
    if mode.startswith("dlt-"):
        os.environ["RUNTIME__DLTHUB_TELEMETRY"] = "false"  # no network here, and none wanted
        import dlt

        data = {"arrow": lambda: arrow_tables(src), "records": lambda: records(src)}[mode.rsplit("-", 1)[1]]
        if mode.startswith("dlt-delta"):
            from deltalake import DeltaTable

            def to_delta() -> int:
                destination = dlt.destinations.filesystem(bucket_url=(out / "lake").as_uri())
                _dlt(out, destination, data, table_format="delta")
                return DeltaTable(str(out / "lake" / "verl" / "trajectories")).count()

            return to_delta
        import duckdb

        def to_duckdb() -> int:
            out.mkdir(parents=True)
            _dlt(out, dlt.destinations.duckdb(str(out / "peers.duckdb")), data)
            return (
                duckdb.connect(str(out / "peers.duckdb"))
                .execute("SELECT count(*) FROM verl.trajectories")
                .fetchone()[0]
            )

        return to_duckdb
    raise SystemExit(f"unknown mode {mode}")


def child(mode: str, src: Path, out: Path) -> float:
    shutil.rmtree(out, ignore_errors=True)
    lines = sum(gunzipped(p).count(b"\n") for p in shards(src))
    work = run_mode(mode, src, out)
    started = time.perf_counter()
    rows = work()
    seconds = time.perf_counter() - started
    if rows != lines:
        raise SystemExit(f"{mode} wrote {rows:,} rows of {lines:,} lines")
    return seconds


def main() -> None:
    ap = parser(__doc__, ROOT)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--modes", default=",".join(MODES), help="which to run, of " + ", ".join(MODES))
    args = ap.parse_args()
    if args.child:
        report(child(args.child, args.src, args.dst))
        return
    src = dataset(args.out / f"peers-{args.runs}x{args.steps}x512", args.runs, args.steps)
    files = shards(src)
    mb = sum(len(gunzipped(p)) for p in files) / 1e6
    print(f"input: {args.runs} runs x {args.steps} steps x 512 lines = {len(files)} shards, {mb:.0f} MB raw")
    seconds = {}
    for mode in args.modes.split(","):
        seconds[mode], peak = measure(__file__, mode, src, args.out / f"peers-out-{mode}")
        print(f"  {mode:<20} {seconds[mode]:7.2f} s  {mb / seconds[mode]:6.0f} MB/s  peak {peak:6.0f} MB", flush=True)
    if "tracelake" in seconds:
        print("tracelake against each, rows equal:")
        for mode, value in seconds.items():
            if mode != "tracelake":
                print(f"  / {mode:<18} {seconds['tracelake'] / value:5.2f}x")


if __name__ == "__main__":
    main()
