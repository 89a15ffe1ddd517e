"""What the benchmarks share: their options, timing a call, and running a measurement in a
fresh child process, best of three."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPEATS = 3


def peak_rss_mb() -> float:
    """This process's peak RSS (VmHWM): ru_maxrss would include the parent's, which Linux
    carries across fork and exec."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM in /proc/self/status")


def _children(task: Path) -> list[int]:
    """The child processes a thread started; none when the thread ended meanwhile (the explorer's
    threads come and go: one ending stopped the sampling of its whole process)."""
    try:
        return [int(child) for child in (task / "children").read_text().split()]
    except OSError:
        return []


def tree_rss_mb(pid: int) -> float:
    """RSS of a process and its descendants (Linux's /proc); an OSError when ``pid`` is gone (a
    descendant that ends meanwhile is left out)."""
    total, todo = 0, [pid]
    while todo:
        at = Path(f"/proc/{todo.pop()}")
        try:
            status = (at / "status").read_text()
            tasks = list((at / "task").iterdir())
        except OSError:
            if at.name == str(pid):
                raise
            continue
        total += int(status.split("VmRSS:")[1].split()[0]) if "VmRSS:" in status else 0
        todo += [child for task in tasks for child in _children(task)]
    return total / 1024


def report(seconds: float) -> None:
    """The child's last line: what :func:`measure` reads."""
    print(json.dumps({"seconds": seconds, "peak_mb": peak_rss_mb()}))


def measure(script: str, mode: str, src: Path, out: Path, *extra: str) -> tuple[float, float]:
    """(best seconds, highest peak RSS in MB) of ``REPEATS`` runs of ``script --child mode``:
    the machine is shared, and the best time is the one least disturbed by others."""
    seconds, peaks = [], []
    for _ in range(REPEATS):
        result = subprocess.run(
            [sys.executable, script, "--child", mode, "--src", str(src), "--dst", str(out), *extra],
            capture_output=True,
            text=True,
        )
        if result.returncode:
            raise SystemExit(f"{mode} failed: {result.stderr[-2000:]}")
        figures = json.loads(result.stdout.strip().splitlines()[-1])
        seconds.append(figures["seconds"])
        peaks.append(figures["peak_mb"])
    return min(seconds), max(peaks)


def options(doc: str) -> argparse.ArgumentParser:
    """A benchmark's option parser, its module docstring as the help."""
    return argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)


def timed(fn: Callable[[], object]) -> float:
    """Seconds ``fn()`` takes."""
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def best_of(fn: Callable[[], object], tries: int = 5) -> float:
    """The least disturbed of ``tries`` timings of ``fn()``."""
    return min(timed(fn) for _ in range(tries))


def parser(doc: str, root: Path) -> argparse.ArgumentParser:
    """The benchmark's options plus the ones its child processes are called with."""
    ap = options(doc)
    ap.add_argument("--out", type=Path, default=root / "bench" / "out")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--src", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--dst", type=Path, help=argparse.SUPPRESS)
    return ap


# --- the two peers every ingest benchmark measures against ---------------------------------


def gunzipped(path: Path) -> bytes:
    from isal import igzip

    return igzip.decompress(path.read_bytes())


def duckdb_copy(pattern: str, target: Path) -> None:
    """DuckDB's own conversion of JSON Lines into one zstd Parquet file."""
    import duckdb

    duckdb.sql(f"COPY (SELECT * FROM read_json('{pattern}')) TO '{target}' (FORMAT parquet, COMPRESSION zstd)")


def polars_floor(files: list[Path], out: Path) -> None:
    """The floor: each gzip'd JSON Lines file through isal and polars into a Parquet file of its
    own (no ids, no quarantine, no ledger)."""
    import io

    import polars as pl

    out.mkdir(parents=True, exist_ok=True)
    for i, path in enumerate(files):
        pl.read_ndjson(io.BytesIO(gunzipped(path))).write_parquet(out / f"{i}.parquet", compression="zstd")
