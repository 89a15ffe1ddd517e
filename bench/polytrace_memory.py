"""PolyTrace documents of hundreds of MB: streamed ingest against loading the document whole.

    python bench/polytrace_memory.py [--mb 200] [--out bench/out]

Writes one single-turn workload document of about ``--mb`` MB (one line, as published: steps
of 512 prompts x 16 outputs), then measures in child processes (best time, highest peak RSS
of three): tracelake's ingest; the ijson stream alone (the reader's parse, nothing kept);
and ``orjson.loads`` of the whole document (what a reader holding "Python lists of
everything" would pay, before building any table).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import measure, parser, report  # noqa: E402

PROMPTS, N = 512, 16


def generate(path: Path, mb: int) -> None:
    rng = random.Random(1)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as f:
        f.write("{")
        step = 0
        while f.tell() < mb * 1e6:
            inputs = [rng.randint(40, 900) for _ in range(PROMPTS)]
            outputs = [rng.randint(1, 32000) for _ in range(PROMPTS * N)]
            f.write(("," if step else "") + f'"{step}": {{"input": {inputs}, "output": {outputs}}}')
            step += 1
        f.write("}")


def child(mode: str, src: Path, out: Path) -> float:
    import shutil

    shutil.rmtree(out, ignore_errors=True)
    started = time.perf_counter()
    if mode == "tracelake":
        from pipelines import engine

        result = engine.ingest_paths([str(src)], str(out))
        assert result.committed == 1, result.summary()
    elif mode == "ijson":
        import ijson

        with open(next(src.glob("*.json")), "rb") as f:
            values = sum(len(v["output"]) for _, v in ijson.kvitems(f, ""))
        assert values
    elif mode == "orjson":
        import orjson

        doc = orjson.loads(next(src.glob("*.json")).read_bytes())
        assert doc
    else:
        raise SystemExit(f"unknown mode {mode}")
    return time.perf_counter() - started


def main() -> None:
    ap = parser(__doc__, ROOT)
    ap.add_argument("--mb", type=int, default=200)
    args = ap.parse_args()
    if args.child:
        report(child(args.child, args.src, args.dst))
        return
    src = args.out / f"polytrace-{args.mb}mb"
    doc = src / "big_workloads.json"
    if not doc.exists():
        generate(doc, args.mb)
    size = doc.stat().st_size
    print(f"input: one document of {size / 1e6:.0f} MB, steps of {PROMPTS} prompts x {N} outputs")
    for mode, what in (
        ("tracelake", "tracelake ingest (streamed, Parquet written)"),
        ("ijson", "ijson stream alone (no tables)"),
        ("orjson", "orjson.loads of the whole document"),
    ):
        seconds, peak = measure(__file__, mode, src, args.out / f"lake-polytrace-{mode}")
        print(f"{what:<48} {seconds:7.1f} s   peak RSS {peak:6.0f} MB ({peak * 1e6 / size:.1f}x the file)")


if __name__ == "__main__":
    main()
