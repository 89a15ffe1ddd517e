"""Every question the explorer asks, on the lake of bench/views.py (50 runs x 200 steps x 512
trajectories: 5.12M), each through a fresh cursor of one catalog connection, as the app asks it;
then the finding-out pages (issue 37) on the same lake (search across it with and without the
explorer's text index, patterns of a run, the group lens, labels, an export) and on a lake of
agent runs (bench/out/agents-*: two search-agent runs of ``--agent-steps`` steps in verl's
multi-turn shape, and PolyTrace profiling logs with tool latencies), where text sits in turns.

    python bench/explore.py [--runs 50] [--steps 200] [--n 512] [--agent-steps 200] [--out bench/out]

Prints, per interaction, the first call (cold caches of this process) and the best of 3: a
page of the explorer runs one to four of these; the text index's build, once per process.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import best_of, timed  # noqa: E402
from bench.views import build, lake_arguments  # noqa: E402
from pipelines import engine  # noqa: E402
from pipelines.analysis.compare import compare  # noqa: E402
from pipelines.analysis.messages import export_messages  # noqa: E402
from pipelines.explore import queries as q  # noqa: E402
from pipelines.explore import text_index  # noqa: E402
from pipelines.explore.queries import labels as ql  # noqa: E402
from pipelines.explore.queries import patterns as qp  # noqa: E402
from pipelines.explore.queries import search as qs  # noqa: E402
from pipelines.explore.queries import side, timeline, why  # noqa: E402
from pipelines.lake import catalog, labels, run_answers  # noqa: E402
from pipelines.lake.lake import Lake  # noqa: E402


def first_and_best(call: Callable[[], object]) -> tuple[float, float]:
    """The first call (this process's caches cold) and the best of it and two more."""
    first = timed(call)
    return first, min(first, best_of(call, tries=2))


def report(asks: dict[str, Callable[[], object]]) -> None:
    print(f"{'interaction':<40} {'first s':>8} {'best s':>8}")
    for name, ask in asks.items():
        first, best = first_and_best(ask)
        print(f"{name:<40} {first:>8.3f} {best:>8.3f}")


def indexed(con) -> float:
    """Attach and build the explorer's text index (in memory, its default); seconds it took."""
    index = text_index.new_index()
    assert index is not None
    index.attach(con)
    started = time.perf_counter()
    index.refresh(con, run_answers.live_states(con))
    if index.error:
        raise SystemExit(f"the index failed: {index.error}")
    return time.perf_counter() - started


def searched(con, search: qs.Search, index: str | None) -> tuple[qs.Counts, object]:
    """What the Search page asks: the counts, then the first 200 matches."""
    tally = qs.counts(con.cursor(), search, index=index)
    return tally, qs.matches(con.cursor(), search, tally=tally, index=index)


def agents_lake(out: Path, steps: int) -> str:
    from pipelines.samples import write_profile
    from pipelines.samples.agents import write_agents

    base = out / f"agents-{steps}"
    lake = str(base / "lake")
    if not (base / "lake.done").exists():
        shutil.rmtree(base, ignore_errors=True)
        write_agents(base / "raw" / "agents", steps=steps, questions=16, samples=8, shift=steps * 2 // 3)
        write_profile(base / "raw" / "polytrace", steps=20)
        started = time.perf_counter()
        report_ = engine.ingest_paths([str(base / "raw")], lake, workers=2)
        print(f"agents lake: {report_.summary()} in {time.perf_counter() - started:.0f} s")
        (base / "lake.done").touch()
    return lake


def main() -> int:
    ap_args = lake_arguments(__doc__, extra=[("--agent-steps", int, 200)])
    _, lake = build(ap_args.out, ap_args.runs, ap_args.steps, ap_args.n)
    started = time.perf_counter()
    con = catalog.connect(lake)
    print(f"catalog connect {time.perf_counter() - started:.2f} s")
    total = con.execute("SELECT count(*) FROM trajectories").fetchone()[0]
    run, other, step = "run-07", "run-31", min(57, ap_args.steps)
    worst = q.rollouts(con.cursor(), q.RolloutFilter(run, "train", step=step), limit=1)[1].trajectory_id[0]
    group = q.groups(con.cursor(), run, "train", step).group_id[0]
    print(f"lake: {total:,} trajectories in {ap_args.runs} runs\n")
    report({
        "runs page": lambda: (q.runs(c := con.cursor()), q.runs_grouped(c, "framework")),
        "curve: reward, 2 runs": lambda: q.curve(con.cursor(), [run, other], "train", q.Measure.reward),
        "curve: length pcts, 2 runs": lambda: q.curve(con.cursor(), [run, other], "train", q.Measure.response_length),
        "curve: 10 runs": lambda: q.curve(con.cursor(), [f"run-{i:02d}" for i in range(10)], "train", q.Measure.reward),
        "steps of a run": lambda: q.steps(con.cursor(), run, "train"),
        "rollouts: a step, worst": lambda: q.rollouts(con.cursor(), q.RolloutFilter(run, "train", step=step)),
        "rollouts: whole run, text": lambda: q.rollouts(con.cursor(), q.RolloutFilter(run, "train", text="solve let")),
        "rollouts: reward+length": lambda: q.rollouts(
            con.cursor(), q.RolloutFilter(run, "train", min_reward=1, min_length=200)
        ),
        "trajectory + turns": lambda: (
            q.trajectory(c := con.cursor(), run, worst),
            q.turns(c, run, worst),
            q.trajectory_rewards(c, run, worst),
        ),
        "same prompt, whole lake": lambda: q.same_prompt(con.cursor(), run, worst),
        "groups of a step": lambda: q.groups(con.cursor(), run, "train", step),
        "a group's samples": lambda: q.group_samples(con.cursor(), run, step, group),
        "compare: common prompts": lambda: q.common_prompts(con.cursor(), run, other, "train"),
        "curve: reward, 2 runs, wall time": lambda: q.curve(con.cursor(), [run, other], "train", q.Measure.reward,
                                                            hours=True),
        "compare: summary of 2 runs": lambda: compare(con.cursor(), [run, other], every_run_has_split=False),
        "compare: distributions at a step": lambda: q.step_distributions(con.cursor(), [run, other], "train", step),
        "compare: paired, 2 runs": lambda: why.paired(con.cursor(), run, other, "train"),
        "why: prompt progress": lambda: why.prompt_progress(con.cursor(), run, "train"),
        "why: prompt x step heat map": lambda: why.prompt_heat(con.cursor(), run, "train"),
        "health: the run doctor": lambda: why.diagnosis(con.cursor(), run, "train"),
    })  # fmt: skip

    print("\nfinding out, the same lake")
    built = indexed(con)
    memory = con.execute("SELECT sum(memory_usage_bytes) FROM duckdb_memory()").fetchone()[0] / 1e9
    print(
        f"text index: built in {built:.1f} s (once per explorer process, in the background); process memory {memory:.1f} GB"
    )
    common, rare, one = (
        qs.Search(text="answer value sum"),
        qs.Search(text="zebra"),
        qs.Search(text="solve let", runs=(run,)),
    )
    found = {name: searched(con, s, text_index.TABLE)[0].total for name, s in (("common", common), ("rare", rare))}
    print(f"(the common phrase is in {found['common']:,} trajectories, the rare one in {found['rare']:,})")
    targets = ql.targets_of(qs.matching_ids(con, qs.Search(runs=(run,), first_step=step, last_step=step)))[:5]
    scratch = Path(tempfile.mkdtemp(prefix="tracelake-bench-"))
    labelled_lake = str(scratch / "lake")
    shutil.copytree(Path(lake) / "_ledger", Path(labelled_lake) / "_ledger")  # a lake to label: the ledger is enough
    report({
        "search, whole lake, index: common phrase": lambda: searched(con, common, text_index.TABLE),
        "search, whole lake, index: rare word": lambda: searched(con, rare, text_index.TABLE),
        "search, whole lake, no index: common": lambda: searched(con, common, None),
        "search, whole lake, no index: rare": lambda: searched(con, rare, None),
        "search, one run, no index": lambda: searched(con, one, None),
        "search, whole lake + reward filter": lambda: searched(con, qs.Search(text="answer value sum", min_reward=1),
                                                               text_index.TABLE),  # fmt: skip
        "patterns of a run (102,400)": lambda: qp.summary(qp.pattern_rows(con.cursor(), [run])),
        "group lens (the prompt, whole lake)": lambda: side.group_lens(con.cursor(), run, worst),
        "side by side: two trajectories": lambda: (side.shown(c := con.cursor(), run, worst),
                                                   side.shown(c, other, worst)),  # fmt: skip
        "label 5 + read the labels again": lambda: (
            labels.write(Lake(labelled_lake), targets, f"bench {time.perf_counter()}"),
            catalog.load_labels(con, Lake(labelled_lake)),
        ),
        "labels page (tags, listing)": lambda: (ql.tags(c := con.cursor()), ql.listing(c)),
        "export 1,000 found as JSONL": lambda: export_messages(
            con.cursor(), qs.Search(runs=(run,), first_step=step, last_step=step + 1), scratch / "found.jsonl"
        ),
    })  # fmt: skip
    catalog.load_labels(con, Lake(lake))

    agents = agents_lake(ap_args.out, ap_args.agent_steps)
    acon = catalog.connect(agents)
    trajectories, turns = acon.execute(
        "SELECT (SELECT count(*) FROM trajectories), (SELECT count(*) FROM turns)"
    ).fetchall()[0]
    built = indexed(acon)
    print(f"\nagents lake: {trajectories:,} trajectories, {turns:,} turns; text index built in {built:.1f} s")
    baseline = "search-agent-baseline"
    timed_run, timed_trajectory = acon.execute(
        "SELECT run_id, trajectory_id FROM turns WHERE latency_s IS NOT NULL LIMIT 1"
    ).fetchall()[0]
    report({
        "search tool outputs, index": lambda: searched(acon, qs.Search(text="timed out"), text_index.TABLE),
        "search tool outputs, no index": lambda: searched(acon, qs.Search(text="timed out"), None),
        "search: failed tool calls after a step": lambda: searched(
            acon, qs.Search(has_error=True, first_step=ap_args.agent_steps // 2), None
        ),
        "patterns of a run": lambda: qp.summary(qp.pattern_rows(acon.cursor(), [baseline])),
        "patterns of both runs, over steps": lambda: [
            qp.by_step(qp.PatternRows(qp.rows_of(f, p.pattern, p.detail), f.totals))
            for f in [qp.pattern_rows(acon.cursor(), [baseline, "search-agent-retry"])] for p in qp.summary(f)[:1]
        ],
        "timeline of a trajectory": lambda: timeline.timeline(acon.cursor(), timed_run, timed_trajectory),
        "tool latency of a step, by tool": lambda: timeline.tool_latency_summary(acon.cursor(), timed_run, 1),
    })  # fmt: skip
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
