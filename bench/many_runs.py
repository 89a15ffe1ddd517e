"""A lake of many runs: how what people ask of it grows from 10 runs to a team's 1,000.

    python bench/many_runs.py [--runs 1000] [--long 10] [--out bench/out/many]

Two lakes, ingested once and kept: ``few`` holds the ``--long`` long runs (200 steps x 64
trajectories each), ``many`` holds the same and ``--runs`` - ``--long`` short ones (3 steps x 32
trajectories), a year of experiments. On each, one run of this script:

- ``runs``: ``SELECT * FROM runs`` (a catalog connection open), fetched as Arrow, as
  the explorer and the CLI read it (as Python tuples, 1,000 rows cost ~27 us each: their
  timestamps with a time zone, made Python datetimes, not the query);
- the Runs page: the explorer's two queries of it (``q.runs``, ``q.runs_grouped``);
- a 10-run reward curve (``q.curve`` of the long runs);
- the explorer's first page in a fresh process: the catalog connection, the run names, the Runs
  page's queries (imports excluded);
- a one-step ingest: a new step file of one long run (each try a new step: about one cycle in
  four also compacts a table or the ledger, at the same cost in both lakes);
- ``tracelake sql "SELECT count(*) FROM runs"`` as a process (the catalog cache warm), against a
  bare DuckDB process (``python -c``: import duckdb, run one query).

Every question is asked of the two lakes in turns, best of 6 each, so that the machine's drift
over the minutes of a run, larger than the differences measured, falls on both alike.

Each line gives the two lakes' figures and their ratio (``many / few``; the target is 1.5x, and
2x for ``tracelake sql`` against bare DuckDB).
"""

from __future__ import annotations

import compileall
import itertools
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import duckdb  # noqa: E402

from bench.common import options, timed  # noqa: E402
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


def child_seconds(code: str) -> float:
    """The seconds a child process prints (what it measured itself)."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def process_seconds(argv: list[str]) -> float:
    """Wall seconds of a whole process."""
    return timed(lambda: subprocess.run(argv, capture_output=True, check=True))


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


Question = Callable[[str], float]  # a lake's name -> seconds of one try


def questions(
    lakes: dict[str, str], cons: dict[str, duckdb.DuckDBPyConnection], longs: list[str], out: Path, tracelake: str
) -> dict[str, Question]:
    """What is asked of a lake, one try each (``cons``: each lake's catalog connection). The
    one-step ingests add steps past the last of ``long-00`` (past every step an earlier run of
    this bench added: their files are gone, their rows stay)."""
    last = "SELECT last_step FROM runs WHERE run_id = 'long-00'"
    added = {name: itertools.count(con.execute(last).fetchone()[0] + 1) for name, con in cons.items()}
    bare = [sys.executable, "-c", "import duckdb; duckdb.connect().execute('SELECT 42').fetchall()"]

    def sql(name: str) -> float:
        argv = [tracelake, "sql", "--lake", lakes[name], "SELECT count(*) FROM runs"]
        subprocess.run(argv, capture_output=True, check=True)  # the catalog cache, warm again after an ingest
        return process_seconds(argv)

    return {
        "runs view": lambda name: timed(lambda: cons[name].cursor().execute("SELECT * FROM runs").fetch_arrow_table()),
        "Runs page queries": lambda name: timed(lambda: (q.runs(c := cons[name].cursor()), q.runs_grouped(c, "framework"))),
        "10-run reward curve": lambda name: timed(lambda: q.curve(cons[name].cursor(), longs, "train", q.Measure.reward)),
        "explorer's first page (a process)": lambda name: child_seconds(FIRST_PAGE.format(root=str(ROOT), lake=lakes[name])),
        "one-step ingest": lambda name: one_step(lakes[name], out / "src", next(added[name])),
        "tracelake sql (a process)": sql,
        "bare DuckDB process": lambda name: process_seconds(bare),
    }  # fmt: skip


def in_turns(asked: dict[str, Question], names: list[str], tries: int) -> dict[str, dict[str, float]]:
    """Each question's best of ``tries`` on each lake, each question asked of the lakes in turns
    (few then many, then the next question; many first on every other try): the machine's drift
    over the minutes of a run, larger than the differences measured, falls on both alike, and
    neither lake is always the one asked right after another question (its caches colder)."""
    seen: dict[str, dict[str, list[float]]] = {name: {what: [] for what in asked} for name in names}
    for turn in range(tries):
        for what, ask in asked.items():
            for name in names if turn % 2 == 0 else names[::-1]:
                seen[name][what].append(ask(name))
    return {name: {what: min(values) for what, values in by_question.items()} for name, by_question in seen.items()}


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
    cons = {name: catalog.connect(lake) for name, lake in lakes.items()}
    for name, con in cons.items():
        runs, rows = con.execute("SELECT (SELECT count(*) FROM runs), (SELECT count(*) FROM trajectories)").fetchall()[
            0
        ]
        print(f"{lakes[name]}: {runs:,} runs, {rows:,} trajectories")
    longs = [f"long-{i:02d}" for i in range(min(10, args.long))]
    figures = in_turns(questions(lakes, cons, longs, args.out, tracelake), list(lakes), tries=6)
    bare_s = min(by_question.pop("bare DuckDB process") for by_question in figures.values())
    print(f"\n{'':<36} {'10 runs':>9} {args.runs:>7,} runs {'ratio':>7}  (target)")
    for what in figures["few"]:
        few, many = figures["few"][what], figures["many"][what]
        print(f"{what:<36} {few:>8.3f}s {many:>11.3f}s {many / few:>6.2f}x  (1.5x)")
    print(f"bare DuckDB process: {bare_s:.3f} s; tracelake sql on {args.runs:,} runs: "
          f"{figures['many']['tracelake sql (a process)'] / bare_s:.2f}x (target 2x)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
