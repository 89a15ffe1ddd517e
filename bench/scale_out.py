"""Scaling out: what a Dask cluster costs and gives, and what planning costs at 100k shards.

    python bench/scale_out.py [--small 300 --more 3000] [--out bench/out/scale]

1. Orchestration per shard: the ingest flow on a 2-worker LocalCluster (processes, one thread
   each) over N and M tiny shards; the slope (T(M) - T(N)) / (M - N), less the plain engine's
   own per-shard time, is what Prefect + Dask add per shard once started.
2. 2 Dask workers against 1 on the large verl shards of `bench/ingest_verl.py` (generated there).
3. Planning at scale: a ledger of 100,000 rows (1,000 runs x 100 shards), read as one Delta
   snapshot, and the plan cut into tasks.
Ratios are within this one run.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")

import pyarrow as pa  # noqa: E402
from distributed import LocalCluster  # noqa: E402

from bench.common import options, timed  # noqa: E402
from pipelines import engine, storage  # noqa: E402
from pipelines.claims import Claims  # noqa: E402
from pipelines.lake import Lake, delta  # noqa: E402
from pipelines.samples import RunSpec, write_run  # noqa: E402
from pipelines.schemas import contract  # noqa: E402
from pipelines.sources.base import Shard  # noqa: E402


def tiny_source(root: Path, shards: int) -> Path:
    folder = root / f"tiny-{shards}"
    if not folder.exists():
        runs = max(1, shards // 100)
        for r in range(runs):
            write_run(
                folder,
                RunSpec(
                    f"r{r:03d}",
                    steps=shards // runs,
                    prompts=1,
                    n=2,
                    response_words=(5, 10),
                    prompt_words=5,
                    compression=None,
                    seed=r,
                ),
            )
    return folder


def on_cluster(src: Path, lake: Path, workers: int) -> float:
    """Seconds of a forced ingest flow on a fresh LocalCluster, after one untimed run that pays
    the start-up (Prefect's temporary server, the workers' imports)."""
    from pipelines import flows

    shutil.rmtree(lake, ignore_errors=True)
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        flow = flows.on_dask(cluster.scheduler_address)
        flow([str(src)], str(lake), auto_compact=False)
        return timed(lambda: flow([str(src)], str(lake), force=True, auto_compact=False))


def plain(src: Path, lake: Path) -> float:
    """Seconds of the same forced ingest by the engine alone (2 threads, this process)."""
    shutil.rmtree(lake, ignore_errors=True)
    engine.ingest(engine.IngestRequest((str(src),), str(lake), workers=2, auto_compact=False))
    return timed(
        lambda: engine.ingest(engine.IngestRequest((str(src),), str(lake), workers=2, force=True, auto_compact=False))
    )


def planning(out: Path, runs: int = 1000, per_run: int = 100) -> None:
    lake = out / "ledger-100k"
    if not (lake / "_ledger").exists():
        now = datetime.now(UTC)
        entries = []
        for r in range(runs):
            for s in range(per_run):
                entries.append(
                    {
                        "commit_id": f"{10**18 + r * per_run + s:020d}-abcdef",
                        "committed_at": now,
                        "run_id": f"run{r:04d}",
                        "run_name": f"run{r:04d}",
                        "source_uri": f"/runs/run{r:04d}/{s}.jsonl",
                        "shard_key": f"train:{s}.jsonl",
                        "format": "verl",
                        "split": "train",
                        "step": s,
                        "steps": [s],
                        "size": 1000,
                        "mtime": None,
                        "checksum": "x" * 64,
                        "status": "ok",
                        "error": None,
                        "rows_trajectories": 32,
                        "rows_turns": 0,
                        "rows_rewards": 32,
                        "rows_step_metrics": 0,
                        "rows_quarantine": 0,
                        "rows_commit": None,
                        "model": None,
                        "task": None,
                        "schema": "s",
                        "tracelake_version": "0.2.0",
                    }
                )
        schema = contract("ingests").file_schema
        table = pa.Table.from_pylist(entries, schema=schema)
        delta.append(Lake(str(lake)).uri("_ledger"), {}, table, stats=("run_id", "shard_key", "commit_id"))
    lake_ = Lake(str(lake))
    read_s = timed(lake_.ledger.latest)
    latest, committed = lake_.ledger.latest()
    shards = [
        Shard(e.source_uri, e.source_uri, "verl", e.run_name, e.step, "train", e.shard_key) for e in latest.values()
    ]
    stats = {s.uri: storage.FileStat(1000, None) for s in shards}
    claims = Claims({}, [s.uri for s in shards])
    plan = engine.Plan(engine.IngestRequest(("x",), str(lake)), lake_, shards, [], [], [], latest, committed, stats,
                       None, claims)  # fmt: skip
    started = time.perf_counter()
    tasks = engine.batch_tasks(plan, workers=64)
    cut_s = time.perf_counter() - started
    size = sum(p.stat().st_size for p in (lake / "_ledger").rglob("*") if p.is_file())
    print(f"ledger of {len(latest):,} rows: {size / 1e6:.1f} MB on disk, read and indexed in {read_s:.2f} s")
    print(
        f"plan cut into {len(tasks):,} tasks of up to {max(len(t.shards) for t in tasks)} shards "
        f"for 64 worker threads in {cut_s:.2f} s"
    )


def main() -> None:
    ap = options(__doc__)
    ap.add_argument("--small", type=int, default=300)
    ap.add_argument("--more", type=int, default=3000)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "scale")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    few, many = tiny_source(args.out, args.small), tiny_source(args.out, args.more)
    on_dask = {n: on_cluster(src, args.out / "lake", 2) for n, src in ((args.small, few), (args.more, many))}
    engine_s = {n: plain(src, args.out / "lake") for n, src in ((args.small, few), (args.more, many))}
    slope = (on_dask[args.more] - on_dask[args.small]) / (args.more - args.small)
    engine_slope = (engine_s[args.more] - engine_s[args.small]) / (args.more - args.small)
    print(
        f"flow on a 2-worker LocalCluster, started: {args.small} shards {on_dask[args.small]:.2f} s, "
        f"{args.more} shards {on_dask[args.more]:.2f} s"
    )
    print(
        f"plain engine (2 threads): {args.small} shards {engine_s[args.small]:.2f} s, {args.more} {engine_s[args.more]:.2f} s"
    )
    print(
        f"per shard: {slope * 1e3:.2f} ms on Dask, {engine_slope * 1e3:.2f} ms plain: "
        f"orchestration {max(0.0, slope - engine_slope) * 1e3:.2f} ms a shard (target <= 5 ms)"
    )
    verl = ROOT / "bench" / "out" / "verl-40x512"
    if verl.exists():
        one, two = on_cluster(verl, args.out / "lake", 1), on_cluster(verl, args.out / "lake", 2)
        print(
            f"large verl shards (40 x 4.4 MB): 1 Dask worker {one:.2f} s, 2 workers {two:.2f} s: "
            f"{one / two:.2f}x (target >= 1.6x)"
        )
    planning(args.out)


if __name__ == "__main__":
    main()
