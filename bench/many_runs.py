"""A lake of many runs: how what people ask of it grows from 10 runs to a team's 1,000.

    python bench/many_runs.py [--runs 1000] [--long 10] [--out bench/out/many]

Two lakes, ingested once and kept: ``few`` holds the ``--long`` long runs (200 steps x 64
trajectories each), ``many`` holds the same and ``--runs`` - ``--long`` short ones (3 steps x 32
trajectories), a year of experiments. On each, one run of this script:

- ``runs``: ``SELECT * FROM runs`` (best of 3, a catalog connection open), fetched as Arrow, as
  the explorer and the CLI read it (as Python tuples, 1,000 rows cost ~27 us each: their
  timestamps with a time zone, made Python datetimes, not the query);
- the Runs page: the explorer's two queries of it (``q.runs``, ``q.runs_grouped``);
- a 10-run reward curve (``q.curve`` of the long runs);
- the explorer's first page in a fresh process: the catalog connection, the run names, the Runs
  page's queries (best of 3 processes, imports excluded);
- a one-step ingest: a new step file of one long run (best of 7, each a new step: about one
  cycle in four also compacts a table or the ledger, at the same cost in both lakes);
- ``tracelake sql "SELECT count(*) FROM runs"`` as a process (the catalog cache warm), against a
  bare DuckDB process (``python -c``: import duckdb, run one query), best of 7 each.

The last two are asked of both lakes in turns (and the bare DuckDB process between them), so
that the machine's drift over the minutes of a run, larger than the difference measured, falls
on both sides alike.

Each line gives the two lakes' figures and their ratio (``many / few``; the target is 1.5x, and
2x for ``tracelake sql`` against bare DuckDB).
"""

from __future__ import annotations

import compileall
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import best_of, options  # noqa: E402
from pipelines import engine  # noqa: E402
from pipelines.explore import queries as q  # noqa: E402
from pipelines.lake import catalog  # noqa: E402
from pipelines.samples import RunSpec, step_lines, write_run  # noqa: E402

LONG_STEPS, SHORT_STEPS = 200, 3

FIRST_PAGE = """
import sys, time
sys.path.insert(0, {root!r})
from pipelines.lake import catalog
from pipelines.explore import queries as q
started = time.perf_counter()
con = catalog.connect({lake!r})
q.run_names(con.cursor()); q.runs(con.cursor()); q.runs_grouped(con.cursor(), "framework")
print(time.perf_counter() - started)
"""


def build(out: Path, runs: int, long: int) -> dict[str, str]:
    """The sources and the two lakes (made once)."""
    src = out / "src"
    lakes = {"few": str(out / "few"), "many": str(out / "many")}
    if not (out / "done").exists():
        shutil.rmtree(out, ignore_errors=True)
        for i in range(long):
            write_run(src / "long", RunSpec(f"long-{i:02d}", steps=LONG_STEPS, prompts=8, n=8, compression=None,
                                            response_words=(10, 40), prompt_words=10, seed=i))  # fmt: skip
        for i in range(runs - long):
            write_run(src / "short", RunSpec(f"short-{i:04d}", steps=SHORT_STEPS, prompts=4, n=8, compression=None,
                                             response_words=(10, 40), prompt_words=10, seed=1000 + i))  # fmt: skip
        for name, targets in (("few", [src / "long"]), ("many", [src / "long", src / "short"])):
            started = time.perf_counter()
            report = engine.ingest_paths([str(t) for t in targets], lakes[name], workers=2)
            print(f"{name}: {report.summary()} in {time.perf_counter() - started:.0f} s")
        (out / "done").touch()
    return lakes


def in_a_process(code: str, tries: int = 3) -> float:
    """Best seconds a child prints (what it measured itself)."""
    seen = []
    for _ in range(tries):
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        seen.append(float(done.stdout.strip().splitlines()[-1]))
    return min(seen)


def process_seconds(argv: list[str], tries: int = 5) -> float:
    """Best wall seconds of a whole process."""
    seen = []
    for _ in range(tries):
        started = time.perf_counter()
        subprocess.run(argv, capture_output=True, check=True)
        seen.append(time.perf_counter() - started)
    return min(seen)


def one_step(lake: str, src: Path, step: int) -> float:
    """Seconds to ingest one new step of ``long-00``."""
    spec = RunSpec("long-00", steps=LONG_STEPS, prompts=8, n=8, compression=None, response_words=(10, 40),
                   prompt_words=10, seed=0)  # fmt: skip
    path = src / "long" / "long-00" / f"{step}.jsonl"
    path.write_text("\n".join(step_lines(spec, step)) + "\n")
    try:
        started = time.perf_counter()
        report = engine.ingest_paths([str(path.parent)], lake, workers=2)
        assert report.committed == 1, report.summary()
        return time.perf_counter() - started
    finally:
        path.unlink()


def measured(lake: str, longs: list[str], tracelake: str) -> dict[str, float]:
    """Each in-process question's seconds on one lake (best of 3, a connection open)."""
    con = catalog.connect(lake)
    runs, rows = con.execute("SELECT (SELECT count(*) FROM runs), (SELECT count(*) FROM trajectories)").fetchone()
    print(f"{lake}: {runs:,} runs, {rows:,} trajectories")
    subprocess.run([tracelake, "sql", "--lake", lake, "SELECT 1"], capture_output=True, check=True)  # the cache, warm
    return {
        "runs view": best_of(lambda: con.cursor().execute("SELECT * FROM runs").fetch_arrow_table(), tries=3),
        "Runs page queries": best_of(lambda: (q.runs(c := con.cursor()), q.runs_grouped(c, "framework")), tries=3),
        "10-run reward curve": best_of(lambda: q.curve(con.cursor(), longs, "train", q.Measure.reward), tries=3),
        "explorer's first page (a process)": in_a_process(FIRST_PAGE.format(root=str(ROOT), lake=lake)),
    }


def in_turns(lakes: dict[str, str], out: Path, tracelake: str, tries: int) -> dict[str, dict[str, float]]:
    """The questions a few ms of drift would blur, asked of the lakes in turns (few, many, few,
    many...: both see the same minutes of the machine), the best of ``tries`` each: a one-step
    ingest (a new step each try, past every step an earlier run of this bench added: their files
    are gone, their rows stay), and `tracelake sql` and a bare DuckDB process, in turns too."""
    steps = {}
    for name, lake in lakes.items():
        con = catalog.connect(lake)
        steps[name] = con.execute("SELECT last_step FROM runs WHERE run_id = 'long-00'").fetchone()[0]
        con.close()
    seen: dict[str, dict[str, list[float]]] = {name: {} for name in [*lakes, "bare"]}
    bare = [sys.executable, "-c", "import duckdb; duckdb.connect().execute('SELECT 42').fetchall()"]
    for i in range(1, tries + 1):
        for name, lake in lakes.items():
            seen[name].setdefault("one-step ingest", []).append(one_step(lake, out / "src", steps[name] + i))
            sql = [tracelake, "sql", "--lake", lake, "SELECT count(*) FROM runs"]
            subprocess.run(sql, capture_output=True, check=True)  # the catalog cache, warm again after the ingest
            seen[name].setdefault("tracelake sql (a process)", []).append(process_seconds(sql, tries=1))
            seen["bare"].setdefault("bare DuckDB process", []).append(process_seconds(bare, tries=1))
    return {name: {what: min(values) for what, values in asked.items()} for name, asked in seen.items()}


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--runs", type=int, default=1000)
    ap.add_argument("--long", type=int, default=10)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "many")
    args = ap.parse_args()
    lakes = build(args.out, args.runs, args.long)
    # An install compiles its modules; a checkout under PYTHONDONTWRITEBYTECODE (as on the
    # development machine) would compile them again in every process timed here (~50 ms).
    compileall.compile_dir(ROOT / "pipelines", quiet=1)
    tracelake = str(Path(sys.executable).parent / "tracelake")
    longs = [f"long-{i:02d}" for i in range(min(10, args.long))]
    figures = {name: measured(lake, longs, tracelake) for name, lake in lakes.items()}
    turns = in_turns(lakes, args.out, tracelake, tries=7)
    for name in lakes:
        figures[name] |= turns[name]
    bare_s = turns["bare"]["bare DuckDB process"]
    print(f"\n{'':<36} {'10 runs':>9} {args.runs:>7,} runs {'ratio':>7}  (target)")
    for what in figures["few"]:
        few, many = figures["few"][what], figures["many"][what]
        print(f"{what:<36} {few:>8.3f}s {many:>11.3f}s {many / few:>6.2f}x  (1.5x)")
    print(f"bare DuckDB process: {bare_s:.3f} s; tracelake sql on {args.runs:,} runs: "
          f"{figures['many']['tracelake sql (a process)'] / bare_s:.2f}x (target 2x)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
