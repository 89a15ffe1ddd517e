"""What a hostile file costs before it fails (pipelines/limits.py), each ingest a process of its own.

    python bench/limits.py [--out bench/out/limits]

Prints, for each case, the wall time and the ingest process's peak RSS, beside a good shard
that still lands:
- a 2 MB ``.jsonl.gz`` whose one line decompresses to 2 GiB (before the limits: 253 s, 6.4 GB);
- a ~1 MB ``.zst`` of lines of zeros expanding to 10 GB (before: 9.9 GB, a bare MemoryError);
- a 40 KB line nested 20,000 levels deep (before: exit 139, every run).
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import zstandard  # noqa: E402

from bench.common import options  # noqa: E402

GOOD = json.dumps({"input": "p", "output": "r", "score": 1.0}) + "\n"


def _long_line(folder: Path) -> None:
    with gzip.open(folder / "1.jsonl.gz", "wb", compresslevel=9) as f:
        f.write(b'{"input": "')
        block = b"a" * (1 << 20)
        for _ in range(2048):
            f.write(block)
        f.write(b'", "output": "x", "score": 1}\n')


def _bomb(folder: Path) -> None:
    line = (json.dumps({"input": "0" * 100_000, "output": "y", "score": 0}) + "\n").encode()
    compressor = zstandard.ZstdCompressor(level=19).compressobj()
    with (folder / "1.jsonl.zst").open("wb") as out:
        for _ in range(100_000):
            out.write(compressor.compress(line))
        out.write(compressor.flush())


def _deep(folder: Path) -> None:
    (folder / "1.jsonl").write_text('{"input": "x", "output": "y", "gts": ' + "[" * 20_000 + "]" * 20_000 + "}\n")


CASES = {"a 2 GiB line (2 MB gzip)": _long_line, "a zstd bomb (10 GB)": _bomb, "nesting 20,000 deep": _deep}


def main() -> None:
    ap = options(__doc__)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "limits")
    args = ap.parse_args()
    for name, write in CASES.items():
        case = args.out / name.split()[1]
        shutil.rmtree(case, ignore_errors=True)
        run = case / "src" / "hostile"
        run.mkdir(parents=True)
        write(run)
        (run / "2.jsonl").write_text(GOOD)
        size = sum(p.stat().st_size for p in run.iterdir())
        out, err = (case / "stdout.txt").open("w+"), (case / "stderr.txt").open("w+")
        started = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "pipelines", "ingest", str(case / "src"), "--lake", str(case / "lake")],
            stdout=out, stderr=err,
        )  # fmt: skip
        _, status, usage = os.wait4(process.pid, 0)  # this process's own peak, not the largest so far
        seconds = time.perf_counter() - started
        out.seek(0)
        err.seek(0)
        failed = [line for line in err.read().splitlines() if line.startswith(("failed", "quarantined"))]
        print(f"{name}: {size / 1e6:.1f} MB on disk, exit {os.waitstatus_to_exitcode(status)}, {seconds:.2f} s, "
              f"peak RSS {usage.ru_maxrss / 1024:.0f} MB")  # fmt: skip
        print(f"  {out.read().strip()}")
        for line in failed:
            print(f"  {line[:200]}")


if __name__ == "__main__":
    main()
