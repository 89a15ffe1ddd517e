"""What a command costs before it does any work: process start-up, against its floors.

    python bench/startup.py [--repeats 15] [--out bench/out]

Each figure is the median wall time of ``--repeats`` fresh processes, all measured in one run
(the ratios hold; the seconds move with the machine's load):

- the floor: ``python -c "import duckdb, pyarrow, deltalake"``, the libraries any command loads;
- ``tracelake --version``: start-up alone;
- a no-op ``tracelake ingest`` (every shard unchanged): what a scheduled cycle costs when its
  run gained nothing, on a lake of one 3-step run;
- ``tracelake sql`` of a count, against a bare DuckDB process reading the same Parquet files:
  on a lake unchanged since the last query (its cached catalog, the usual case of a dashboard
  or a notebook's repeated queries), and right after a change (the catalog built again).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import parser  # noqa: E402
from pipelines.samples import RunSpec, write_run  # noqa: E402

BIN = Path(sys.executable).parent


def median_seconds(command: list[str], repeats: int, *, cache: Path, fresh: bool = False) -> float:
    """Processes sharing the catalog cache ``cache`` (the lake unchanged since the last query;
    a first process fills it), or, ``fresh``, each with an empty one (the lake just changed)."""
    times = []
    for i in range(repeats + (0 if fresh else 1)):
        folder = cache / str(i) if fresh else cache
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, env=os.environ | {"TRACELAKE_CACHE": str(folder)})
        if fresh or i:
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    ap = parser(__doc__, ROOT)
    ap.add_argument("--repeats", type=int, default=15)
    args = ap.parse_args()
    work = Path(args.out) / "startup"
    runs, lake = work / "runs", work / "lake"
    if not lake.exists():
        write_run(runs, RunSpec("startup", steps=3, prompts=4, n=4))
        subprocess.run([BIN / "tracelake", "ingest", runs, "--lake", lake, "-q"], check=True, capture_output=True)
    files = f"{lake}/trajectories/*/*.parquet"
    figures: dict[str, list[object]] = {
        "floor (import duckdb, pyarrow, deltalake)": [sys.executable, "-c", "import duckdb, pyarrow, deltalake"],
        "tracelake --version": [BIN / "tracelake", "--version"],
        "tracelake ingest (no-op)": [BIN / "tracelake", "ingest", runs, "--lake", lake, "-q"],
        "bare DuckDB count": [
            sys.executable,
            "-c",
            f"import duckdb; duckdb.sql(\"SELECT count(*) FROM '{files}'\").fetchall()",
        ],
        "tracelake sql count": [BIN / "tracelake", "sql", "--lake", lake, "SELECT count(*) FROM trajectories"],
    }
    scratch = Path(tempfile.mkdtemp(prefix="tracelake-startup-"))
    seconds = {
        name: median_seconds([str(c) for c in command], args.repeats, cache=scratch / "shared")
        for name, command in figures.items()
    }
    seconds["tracelake sql count, lake just changed"] = median_seconds(
        [str(c) for c in figures["tracelake sql count"]], args.repeats, cache=scratch / "fresh", fresh=True
    )
    floor, duck = seconds["floor (import duckdb, pyarrow, deltalake)"], seconds["bare DuckDB count"]
    for name, value in seconds.items():
        against = duck if "sql" in name or "DuckDB" in name else floor
        print(f"{name:45s} {value:6.3f} s  {value / against:5.2f}x {'DuckDB' if against is duck else 'floor'}")


if __name__ == "__main__":
    main()
