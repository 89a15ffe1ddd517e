"""Grown files: what an ingest costs when a file that grows by lines gets one more, read from
where its last read ended against read whole again (as every ingest read it before).

    python bench/grown_files.py [--steps 3000] [--metrics 120] [--at 100,1000,3000] [--out bench/out]

A verl FileLogger log (``<project>/<experiment>.jsonl``: a line a step, ``--metrics`` values
a line, as verl logs ~120) and a prime-rl ``traces.jsonl`` (an episode a line, 8 turns each)
are written up to each step of ``--at`` and ingested; then one more line is appended and that
ingest timed, best of three, once with grown files read on and once with the reader's
``appends`` taken away (read whole). Each ingest is an in-process call of the engine, the
lake's files and ledger as a scheduled cycle finds them.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipelines import engine  # noqa: E402
from pipelines.sources import READERS  # noqa: E402

REPEATS = 3


def metrics_line(step: int, metrics: int) -> bytes:
    data = {f"actor/metric_{i}": step * 0.001 + i for i in range(metrics)}
    return json.dumps({"step": step, "data": data}).encode() + b"\n"


def episode_line(step: int, _: int) -> bytes:
    messages = [{"role": "user" if i % 2 == 0 else "assistant", "content": f"turn {i} of episode {step} " * 40}
                for i in range(8)]  # fmt: skip
    trace = {"nodes": [{"message": m, "sampled": m["role"] == "assistant"} for m in messages],
             "rewards": [{"name": "correct", "score": step % 2, "weight": 1.0}]}  # fmt: skip
    record = {"id": f"episode-{step}", "env": "math", "task": {"key": f"task-{step % 50}"},
              "group": {"id": f"group-{step // 8}"}, "ok": True, "errors": [], "traces": [trace]}  # fmt: skip
    return json.dumps(record).encode() + b"\n"


def one_more(
    work: Path, relative: str, line: Callable[[int, int], bytes], lines: int, metrics: int, fmt: str, grown: bool
) -> tuple[float, int]:
    """(best seconds of an ingest after one line is appended to a file of ``lines`` lines, the
    file's size), grown files read on or not."""
    appends = READERS[fmt].appends
    if not grown:
        object.__setattr__(READERS[fmt], "appends", None)
    try:
        best = float("inf")
        for _ in range(REPEATS):
            shutil.rmtree(work, ignore_errors=True)
            path = work / "src" / relative
            path.parent.mkdir(parents=True)
            path.write_bytes(b"".join(line(s, metrics) for s in range(lines)))
            lake = str(work / "lake")
            engine.ingest_paths([str(work / "src")], lake)
            with path.open("ab") as f:
                f.write(line(lines, metrics))
            start = time.perf_counter()
            report = engine.ingest_paths([str(work / "src")], lake)
            best = min(best, time.perf_counter() - start)
            assert report.committed == 1, report
        return best, path.stat().st_size
    finally:
        object.__setattr__(READERS[fmt], "appends", appends)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--metrics", type=int, default=120)
    ap.add_argument("--at", default="100,1000,3000", help="lines the file holds before one more")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "grown")
    args = ap.parse_args()
    files = [
        ("metrics", "verl_grpo_gsm8k/qwen2.5-0.5b-grpo.jsonl", metrics_line),
        ("prime_rl", "outputs/rollouts/step_0/train/all/traces.jsonl", episode_line),
    ]
    for fmt, relative, line in files:
        for lines in (int(n) for n in args.at.split(",")):
            grown, size = one_more(args.out, relative, line, lines, args.metrics, fmt, grown=True)
            whole, _ = one_more(args.out, relative, line, lines, args.metrics, fmt, grown=False)
            print(
                f"{fmt} {relative.rsplit('/', 1)[-1]}: a line appended to {lines:,} lines ({size / 1e6:.1f} MB): "
                f"read on {grown:.3f} s, read whole {whole:.3f} s ({whole / grown:.1f}x)"
            )
    shutil.rmtree(args.out, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
