"""Ingest speed and memory on a generated verl folder, against DuckDB and a raw floor.

    python bench/ingest_verl.py [--shards 40] [--big-shard-mb 70] [--out bench/out]
    python bench/ingest_verl.py --shards 10 --scale 1,2,4,8 [--svg docs/img]

Prints, from one run on the same files (40 gzip'd shards of 512 lines, >= 150 MB raw):
tracelake's ingest time (2 workers); DuckDB's
``COPY (SELECT * FROM read_json(...)) TO ... (FORMAT parquet, COMPRESSION zstd)``; a raw
polars + isal conversion (the floor: no ids, no quarantine, no ledger); tracelake's peak RSS;
and 2 workers against 1. Then peak RSS again on a folder holding one shard of 128 KB
responses (``--big-shard-mb``), the size FORMATS.md gives for a 32k cap: the streaming check.
Each measurement runs in its own process (import time excluded), so one cannot warm or bloat
another, three times (best time, highest peak); peak RSS is the child's own VmHWM (ru_maxrss would include the parent's, which Linux
carries across fork and exec).
"""

from __future__ import annotations

import json
import random
import shutil
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import duckdb_copy, gunzipped, measure, parser, polars_floor, report  # noqa: E402

_WORDS = (
    "the of and to in is that for it as with on be by this at from or an are so then let "
    "solve equation answer value sum 求解 方程 答案 计算 所以 α β γ π ∑ ∫ √ ≤ ≥ 🤔 👍"
).split()


def _corpus(rng: random.Random, chars: int) -> str:
    return " ".join(rng.choices(_WORDS, k=chars // 4))


def generate(folder: Path, shards: int, big_shard_mb: int, *, seed: int = 7) -> None:
    """verl v1 shards of 512 lines (32 prompts x n=16): ``shards`` of ~4 MB raw, or, with
    ``big_shard_mb``, a single shard of about that size."""
    from pipelines.samples import write_shard

    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    corpus = _corpus(rng, 4_000_000)

    def text(n: int) -> str:
        start = rng.randrange(0, len(corpus) - n)
        return corpus[start : start + n]

    def shard(step: int, response_chars: tuple[int, int]) -> bytes:
        lines = []
        for _ in range(32):
            group, prompt, answer = uuid.UUID(int=rng.getrandbits(128)), text(800), str(rng.randint(1, 999))
            for sample in range(16):
                lines.append(
                    json.dumps(
                        {
                            "input": prompt,
                            "output": text(rng.randint(*response_chars)) + f" \\boxed{{{answer}}}",
                            "gts": answer,
                            "score": float(rng.random() < 0.5),
                            "step": step,
                            "uid": f"{group}_{sample}_0",
                        },
                        ensure_ascii=False,
                    )
                )
        return ("\n".join(lines) + "\n").encode()

    if big_shard_mb:
        chars = big_shard_mb * 1_000_000 // 512 * 3 // 4  # ~1.3 bytes per character
        write_shard(folder / "1.jsonl.gz", shard(1, (chars - 1000, chars)), "gzip")
        return
    for step in range(1, shards + 1):
        write_shard(folder / f"{step}.jsonl.gz", shard(step, (1000, 11000)), "gzip")


# --- measurements, each run as `--child MODE` in a fresh process --------------------------


def child(mode: str, src: Path, out: Path, workers: int) -> float:
    if out.exists():
        shutil.rmtree(out) if out.is_dir() else out.unlink()
    files = sorted(src.glob("*.jsonl.gz"))
    if mode == "tracelake":
        from pipelines import engine

        t0 = time.perf_counter()
        report = engine.ingest_paths([str(src)], str(out), workers=workers)
        assert report.committed == len(files), report.summary()
        return time.perf_counter() - t0
    if mode == "duckdb":
        t0 = time.perf_counter()
        duckdb_copy(f"{src}/*.jsonl.gz", out)
        return time.perf_counter() - t0
    if mode == "floor":
        t0 = time.perf_counter()
        polars_floor(files, out)
        return time.perf_counter() - t0
    raise SystemExit(f"unknown mode {mode}")


def dataset(folder: Path, shards: int, big_shard_mb: int) -> Path:
    if not folder.exists():
        print(f"generating {folder} ...", flush=True)
        tmp = folder.with_suffix(".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        generate(tmp, shards, big_shard_mb)
        tmp.rename(folder)
    return folder


def describe(folder: Path) -> tuple[list[int], int, int]:
    """(raw size per shard, lines, gzip bytes)."""
    files = sorted(folder.glob("*.jsonl.gz"))
    raws = [gunzipped(f) for f in files]
    return [len(r) for r in raws], sum(r.count(b"\n") for r in raws), sum(f.stat().st_size for f in files)


def scaling(args) -> None:
    """Ingest time and peak RSS as the data grows (``--scale 1,2,4,8``: multiples of
    ``--shards``), against DuckDB's COPY of the same files; with ``--svg``, the curve as a picture."""
    rows = []
    for multiple in (int(m) for m in args.scale.split(",")):
        shards = args.shards * multiple
        src = dataset(args.out / f"verl-{shards}x512", shards, 0)
        raw, _, _ = describe(src)
        t_lake, rss = measure(__file__, "tracelake", src, args.out / f"lake-{shards}")
        t_duck, _ = measure(__file__, "duckdb", src, args.out / f"duckdb-{shards}.parquet")
        rows.append((multiple, sum(raw) / 1e6, t_lake, rss, t_duck))
    base = rows[0]
    print(
        f"{'size':>5} {'MB raw':>8} {'tracelake s':>12} {'x time':>7} {'peak MB':>8} {'x RSS':>6} {'duckdb s':>9} {'/duckdb':>8}"
    )
    for multiple, mb, t_lake, rss, t_duck in rows:
        print(f"{multiple:>4}x {mb:>8.0f} {t_lake:>12.2f} {t_lake / base[2]:>7.2f} {rss:>8.0f} {rss / base[3]:>6.2f}"
              f" {t_duck:>9.2f} {t_lake / t_duck:>8.2f}")  # fmt: skip
    if args.svg:
        from pipelines.analysis import svg

        names = ["tracelake", "DuckDB COPY"]
        colors = svg.Palette(names)
        series = {
            "tracelake": [(mb, t) for _, mb, t, _, _ in rows],
            "DuckDB COPY": [(mb, d) for _, mb, _, _, d in rows],
        }
        chart = svg.line_chart(colors, "Ingest seconds against the data's size (verl, 2 workers)", series,
                               x_label="MB of raw JSON Lines", y_label="seconds", y_from_zero=True)  # fmt: skip
        args.svg.mkdir(parents=True, exist_ok=True)
        (args.svg / "ingest-scaling.svg").write_text(svg.standalone(chart, colors, names))


def main() -> None:
    ap = parser(__doc__, ROOT)
    ap.add_argument("--shards", type=int, default=40)
    ap.add_argument("--big-shard-mb", type=int, default=70)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--scale", help="multiples of --shards to measure the growth of cost at, e.g. 1,2,4,8")
    ap.add_argument("--svg", type=Path, help="with --scale: draw the curve into this folder (docs/img)")
    args = ap.parse_args()
    if args.child:
        report(child(args.child, args.src, args.dst, args.workers))
        return
    if args.scale:
        scaling(args)
        return

    src = dataset(args.out / f"verl-{args.shards}x512", args.shards, 0)
    big = dataset(args.out / f"verl-big{args.big_shard_mb}", 1, args.big_shard_mb)
    raw, lines, gz = describe(src)
    big_raw, _, _ = describe(big)
    print(
        f"input: {len(raw)} shards, {lines:,} lines, {sum(raw) / 1e6:.0f} MB raw, {gz / 1e6:.0f} MB gzip, "
        f"largest shard {max(raw) / 1e6:.1f} MB raw; big-shard folder: {big_raw[0] / 1e6:.0f} MB raw"
    )

    t_lake, rss_lake = measure(__file__, "tracelake", src, args.out / "lake")
    t_duck, _ = measure(__file__, "duckdb", src, args.out / "duckdb.parquet")
    t_floor, _ = measure(__file__, "floor", src, args.out / "floor")
    t_one, _ = measure(__file__, "tracelake", src, args.out / "lake1", "--workers", "1")
    _, rss_big = measure(__file__, "tracelake", big, args.out / "lake-big")
    budget = 3 * max(raw) / 2**20 + 300
    big_budget = 3 * big_raw[0] / 2**20 + 300

    def row(name, value, target, ok):
        print(f"  {name:<44} {value:>14}   target {target:<22} {'ok' if ok else 'MISSED'}")

    print(
        f"tracelake ingest (2 workers): {t_lake:.2f} s   duckdb copy: {t_duck:.2f} s   "
        f"polars+isal floor: {t_floor:.2f} s   tracelake 1 worker: {t_one:.2f} s"
    )
    row("tracelake / floor", f"{t_lake / t_floor:.2f}x", "<= 1.3x", t_lake <= 1.3 * t_floor)
    row("tracelake / duckdb copy", f"{t_lake / t_duck:.2f}x", "<= 0.5x", t_lake <= 0.5 * t_duck)
    row("tracelake peak RSS", f"{rss_lake:.0f} MB", f"<= {budget:.0f} MB (3x+300)", rss_lake <= budget)
    row(
        f"tracelake peak RSS, one {big_raw[0] / 1e6:.0f} MB shard",
        f"{rss_big:.0f} MB",
        f"<= {big_budget:.0f} MB (3x+300)",
        rss_big <= big_budget,
    )
    row("2 workers vs 1 (speed-up)", f"{t_one / t_lake:.2f}x", ">= 1.7x", t_one / t_lake >= 1.7)
    print(f"  throughput: {sum(raw) / 1e6 / t_lake:.0f} MB/s raw, {lines / t_lake:,.0f} lines/s")


if __name__ == "__main__":
    main()
