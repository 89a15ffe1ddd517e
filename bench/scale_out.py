"""Scaling out: where a plan's tasks run (this process's threads, its reading processes, a Dask
cluster, a Ray cluster), what each costs and gives on the same shards, and what planning costs
at 100k shards.

    python bench/scale_out.py [--small 300 --more 3000 --many 10000] [--out bench/out/scale]

1. Each way over N and M tiny shards (a forced re-ingest, after an untimed one that pays the
   start-up): seconds, the slope per shard, and the rows, checked equal to the threads' lake
   (per-run, per-step content hashes). Dask and Ray run on clusters of 2 single-CPU workers
   started here (a LocalCluster; ``ray.init`` with 2 CPUs), through the engine's one executor
   interface (:mod:`pipelines.engine.clusters`).
2. The scheduling overhead of a task on each cluster: 500 tasks that do nothing, submitted and
   collected as the engine does.
3. ``--many`` small shards on Ray against the local engine, rows checked equal.
4. 2 workers against 1 on the large verl shards of `bench/ingest_verl.py` (generated there), on
   Dask and on Ray.
5. Planning at scale: a ledger of 100,000 rows (1,000 runs x 100 shards), read as a plan reads
   it (a snapshot, each shard's latest row indexed) and with every entry made, and the plan
   cut into tasks.
Ratios are within this one run.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")

import pyarrow as pa  # noqa: E402

from bench.common import options, timed  # noqa: E402
from pipelines import engine, storage  # noqa: E402
from pipelines.engine import clusters, processes  # noqa: E402
from pipelines.lake import Lake, delta  # noqa: E402
from pipelines.reconcile.claims import Claims  # noqa: E402
from pipelines.samples import RunSpec, write_run  # noqa: E402
from pipelines.schemas import contract  # noqa: E402
from pipelines.sources.base import Shard  # noqa: E402
from tests.helpers import content_by_step  # noqa: E402


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


Way = Callable[[engine.IngestRequest], engine.Report]


def threads(request: engine.IngestRequest) -> engine.Report:
    """The engine in this process, reading on threads only."""
    saved, processes.PROCESS_SHARDS = processes.PROCESS_SHARDS, 10**9
    try:
        return engine.ingest(request)
    finally:
        processes.PROCESS_SHARDS = saved


def on(cluster: clusters.Cluster) -> Way:
    return lambda request: engine.ingest(request, run_batches=cluster.run, workers=cluster.slots())


def forced(way: Way, src: Path, lake: Path) -> float:
    """Seconds of a forced re-ingest of ``src`` into a fresh ``lake``, after an untimed first one."""
    shutil.rmtree(lake, ignore_errors=True)
    way(engine.IngestRequest((str(src),), str(lake), workers=2, auto_compact=False))
    return timed(lambda: way(engine.IngestRequest((str(src),), str(lake), workers=2, force=True, auto_compact=False)))


def noop(_: object) -> list[engine.ShardResult]:
    return []


def per_task(cluster: clusters.Cluster, tasks: int = 500) -> float:
    """Seconds a task costs to schedule, run and collect, doing nothing, on ``cluster``."""
    empty = [engine.BatchTask(engine.IngestRequest(("x",), "y"), (), {}, {}, {}, 0)] * tasks
    kind = type(cluster).__name__
    if kind == "RayCluster":
        import ray

        remote = ray.remote(num_cpus=1)(noop)
        started = time.perf_counter()
        ray.get([remote.remote(t) for t in empty])
    else:
        client = cluster.client  # type: ignore[attr-defined]
        started = time.perf_counter()
        client.gather([client.submit(noop, t, pure=False) for t in empty])
    return (time.perf_counter() - started) / tasks


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
    snapshot_s = timed(lake_.ledger.snapshot)  # what a plan reads: entries made only when asked
    read_s = timed(lake_.ledger.latest)
    latest, committed = lake_.ledger.latest()
    shards = [
        Shard(e.source_uri, e.source_uri, "verl", e.run_name, e.step, "train", e.shard_key) for e in latest.values()
    ]
    stats = {s.uri: storage.FileStat(1000, None) for s in shards}
    claims = Claims({}, [s.uri for s in shards])
    context = engine.ReadContext(engine.IngestRequest(("x",), str(lake)), lake_, committed, latest, stats)
    plan = engine.Plan(context, shards, [], [], [], claims)
    started = time.perf_counter()
    tasks = engine.batch_tasks(plan, workers=64)
    cut_s = time.perf_counter() - started
    size = sum(p.stat().st_size for p in (lake / "_ledger").rglob("*") if p.is_file())
    print(
        f"ledger of {len(latest):,} rows: {size / 1e6:.1f} MB on disk, read as a plan's snapshot in {snapshot_s:.2f} s,"
        f" every entry made in {read_s:.2f} s"
    )
    print(
        f"plan cut into {len(tasks):,} tasks of up to {max(len(t.shards) for t in tasks)} shards "
        f"for 64 worker threads in {cut_s:.2f} s"
    )


def main() -> None:
    ap = options(__doc__)
    ap.add_argument("--small", type=int, default=300)
    ap.add_argument("--more", type=int, default=3000)
    ap.add_argument("--many", type=int, default=10_000)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "scale")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = {args.small: tiny_source(args.out, args.small), args.more: tiny_source(args.out, args.more)}
    dask = clusters.open_cluster("dask", "local")
    ray = clusters.open_cluster("ray", "local")
    ways: dict[str, Way] = {
        "threads": threads,
        "processes": lambda r: engine.ingest(r),
        "dask": on(dask),
        "ray": on(ray),
    }
    reference: dict[int, dict[str, list[tuple]]] = {}
    print(f"{'way':<10} {args.small:>8} {args.more:>8}  per shard   rows")
    for name, way in ways.items():
        seconds = {}
        for n, src in sizes.items():
            lake = args.out / f"lake-{name}-{n}"
            seconds[n] = forced(way, src, lake)
            seen = content_by_step(str(lake))
            reference.setdefault(n, seen)
            assert seen == reference[n], f"{name}: the lake of {n} shards differs from the threads' one"
        slope = (seconds[args.more] - seconds[args.small]) / (args.more - args.small)
        print(f"{name:<10} {seconds[args.small]:>7.2f}s {seconds[args.more]:>7.2f}s  {slope * 1e3:6.2f} ms   equal")
    print(f"scheduling a task that does nothing: Dask {per_task(dask) * 1e3:.2f} ms, Ray {per_task(ray) * 1e3:.2f} ms")

    many = tiny_source(args.out, args.many)
    local_s = forced(lambda r: engine.ingest(r), many, args.out / "lake-many-local")
    ray_s = forced(on(ray), many, args.out / "lake-many-ray")
    same = content_by_step(str(args.out / "lake-many-local")) == content_by_step(str(args.out / "lake-many-ray"))
    print(f"{args.many:,} small shards: local engine {local_s:.2f} s, Ray {ray_s:.2f} s; lakes equal: {same}")
    assert same

    verl = ROOT / "bench" / "out" / "verl-40x512"
    if verl.exists():
        for kind in ("dask", "ray"):
            cluster = dask if kind == "dask" else ray
            two = forced(on(cluster), verl, args.out / "lake-verl")
            print(f"large verl shards (40 x 4.4 MB) on {kind}, 2 workers: {two:.2f} s")
        print(
            f"large verl shards, the local engine: {forced(lambda r: engine.ingest(r), verl, args.out / 'lake-verl'):.2f} s"
        )
    dask.close()
    ray.close()
    planning(args.out)


if __name__ == "__main__":
    main()
