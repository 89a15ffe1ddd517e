"""Every comparison view on a lake of 50 runs x 200 steps x 512 trajectories.

    python bench/views.py [--runs 50] [--steps 200] [--n 512] [--out bench/out]

Generates verl dumps (short texts: the views read numbers, not words; ~1.2 GB of JSONL),
ingests them (2 workers), compacts, then times each view and macro of ``sql/10_compare.sql``
fully fetched through a fresh catalog connection (best of 3, the first run included in
"cold"), next to the same reward-curve query run by DuckDB directly on the raw JSONL files.
Also times the reward curve on the lake before compaction, which is why ``compact`` exists.
The generated folder and lake are kept under ``--out`` and reused when the sizes match.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from deltalake import DeltaTable  # noqa: E402

from bench.common import parser  # noqa: E402
from pipelines import engine  # noqa: E402
from pipelines.lake import catalog, maintenance  # noqa: E402

GROUP = 16  # GRPO samples per prompt

QUERIES = {
    "reward_by_step": "SELECT * FROM reward_by_step",
    "length_by_step": "SELECT * FROM length_by_step",
    "clip_ratio(300)": "SELECT * FROM clip_ratio(300)",
    "group_diagnostics": "SELECT * FROM group_diagnostics",
    "threshold_step(0.5)": "SELECT * FROM threshold_step(0.5)",
    "reward_by_progress(20)": "SELECT * FROM reward_by_progress(20)",
    "success_by_task": "SELECT * FROM success_by_task",
    "turn_stats": "SELECT * FROM turn_stats",
    "tool_latency": "SELECT * FROM tool_latency",
    "metrics_wide": "SELECT * FROM metrics_wide(['critic/score/mean'])",
    "runs": "SELECT * FROM runs",
    "one run, one step": "SELECT avg(reward), count(*) FROM trajectories WHERE run_id = 'run-07' AND step = 150",
}
RAW_CURVE = """
SELECT regexp_extract(filename, '(run-[0-9]+)', 1) AS run_id, step, count(*) AS n, avg(score) AS mean
FROM read_json('{raw}/*/*.jsonl', filename = true, columns = {{step: 'BIGINT', score: 'DOUBLE'}})
GROUP BY ALL
"""


def generate(raw: Path, runs: int, steps: int, n: int) -> None:
    rng = random.Random(7)
    words = "the of and to in is that for answer value sum solve let so then step".split()
    prompts = [" ".join(rng.choices(words, k=rng.randint(6, 14))) for _ in range(500)]
    responses = [" ".join(rng.choices(words, k=rng.randint(4, 90))) for _ in range(2000)]
    for r in range(runs):
        folder = raw / f"run-{r:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        speed = 0.5 + r / runs  # runs learn at different speeds: curves differ
        for step in range(1, steps + 1):
            p_correct = min(0.95, 0.1 + 0.8 * speed * step / steps)
            lines = []
            for i in range(n):
                group, sample = divmod(i, GROUP)
                score = 1.0 if rng.random() < p_correct else 0.0
                lines.append(
                    f'{{"input": "{prompts[(step * 31 + group) % 500]}", '
                    f'"output": "{responses[rng.randrange(2000)]}", "score": {score}, "step": {step}, '
                    f'"uid": "r{r}s{step}g{group}_{sample}_0"}}'
                )
            (folder / f"{step}.jsonl").write_text("\n".join(lines) + "\n")


def timed(con, sql: str, repeats: int = 3) -> tuple[float, float, int]:
    """(first run, best run) seconds and rows, every row fetched."""
    times, rows = [], 0
    for _ in range(repeats):
        started = time.perf_counter()
        rows = len(con.execute(sql).fetchall())
        times.append(time.perf_counter() - started)
    return times[0], min(times), rows


def build(out: Path, runs: int, steps: int, n: int) -> tuple[Path, str]:
    """The dumps and the compacted lake of ``runs`` x ``steps`` x ``n`` under ``out``, made once
    and reused (bench/explore.py reads the same lake)."""
    base = out / f"views-{runs}x{steps}x{n}"
    raw, lake = base / "raw", str(base / "lake")
    if not (base / "raw.done").exists():
        shutil.rmtree(base, ignore_errors=True)
        started = time.perf_counter()
        generate(raw, runs, steps, n)
        (base / "raw.done").touch()
        size = sum(p.stat().st_size for p in raw.rglob("*.jsonl"))
        print(f"generated {runs * steps:,} shards, {size / 1e9:.2f} GB raw, in {time.perf_counter() - started:.0f} s")
    if not (base / "lake.done").exists():
        shutil.rmtree(lake, ignore_errors=True)
        started = time.perf_counter()
        report = engine.ingest_paths([str(raw)], lake, workers=2)
        print(f"ingest: {report.summary()} in {time.perf_counter() - started:.0f} s")
        con = catalog.connect(lake)
        first, best, _ = timed(con, QUERIES["reward_by_step"])
        files = lake_files(lake)
        print(f"before compact ({files:,} files): reward_by_step {first:.2f} s first, {best:.2f} s best")
        started = time.perf_counter()
        done = maintenance.compact(lake)
        print(f"compact: {len(done)} runs in {time.perf_counter() - started:.0f} s")
        (base / "lake.done").touch()

    return raw, lake


def lake_arguments(doc: str, extra: list[tuple[str, type, object]] | None = None) -> argparse.Namespace:
    """The options of a benchmark over this lake (its size, where it is kept), and ``extra``
    ones (flag, type, default)."""
    ap = parser(doc, ROOT)
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--n", type=int, default=512)
    for flag, kind, default in extra or []:
        ap.add_argument(flag, type=kind, default=default)
    return ap.parse_args()


def main() -> int:
    args = lake_arguments(__doc__)
    raw, lake = build(args.out, args.runs, args.steps, args.n)

    started = time.perf_counter()
    con = catalog.connect(lake)
    connect = time.perf_counter() - started
    trajectories, files = con.execute("SELECT count(*) FROM trajectories").fetchone()[0], lake_files(lake)
    print(f"\nlake: {trajectories:,} trajectories in {files} files; catalog connect {connect:.2f} s\n")
    print(f"{'query':<24} {'first s':>8} {'best s':>8} {'rows':>8}")
    for name, sql in QUERIES.items():
        first, best, rows = timed(con, sql)
        print(f"{name:<24} {first:>8.3f} {best:>8.3f} {rows:>8,}")
    first, best, rows = timed(con, RAW_CURVE.format(raw=raw), repeats=1)
    print(f"{'raw JSONL reward curve':<24} {first:>8.3f} {best:>8.3f} {rows:>8,}   (DuckDB read_json on the dumps)")
    return 0


def lake_files(lake: str) -> int:
    """Data files of the lake's Delta tables, as their logs list them."""
    return sum(
        len(DeltaTable(f"{lake}/{t}").file_uris())
        for t in ("trajectories", "turns", "rewards", "step_metrics", "quarantine")
        if Path(lake, t, "_delta_log").exists()
    )


if __name__ == "__main__":
    sys.exit(main())
