"""Finding out: search, failure patterns, labels, export, two trajectories side by side and the
group lens, timelines; each query against what the sample generator wrote (the two search-agent
runs of pipelines/samples/agents.py: their episodes, calls, timeouts), never through tracelake's
own reading. The pages are in tests/test_explore.py; the labels' crash points in the fault sweep."""

from __future__ import annotations

import json
import threading
from collections import Counter

import polars as pl
import pyarrow.parquet as pq
import pytest
from typer.testing import CliRunner

from pipelines.analysis.messages import export_messages
from pipelines.cli import app
from pipelines.errors import UserError
from pipelines.explore import judge as judges
from pipelines.explore.queries import labels as ql
from pipelines.explore.queries import patterns as qp
from pipelines.explore.queries import search as qs
from pipelines.explore.queries import side, timeline
from pipelines.lake import catalog, labels
from pipelines.lake.lake import Lake
from pipelines.samples.agents import SHIFT_STEP, TIMEOUT, write_agents

from .helpers import ingest, query

BASELINE, RETRY = "search-agent-baseline", "search-agent-retry"


@pytest.fixture(scope="module")
def agents(tmp_path_factory):
    root = tmp_path_factory.mktemp("agents")
    written = write_agents(root / "agents")
    lake = str(root / "lake")
    report = ingest([root / "agents"], lake)
    assert report.count("failed") == 0
    return lake, written


@pytest.fixture
def labelled(tmp_path, agents):
    """A private copy of the agents' lake, to label."""
    import shutil

    lake = str(tmp_path / "lake")
    shutil.copytree(agents[0], lake)
    return lake, agents[1]


def _con(lake: str):
    return catalog.connect(lake)


def _first_timeout_turn(episode) -> int:
    """The turn the first timed-out answer is in: system 0, user 1, then per call its assistant
    turn and its tool turn."""
    call = next(i for i, c in enumerate(episode.calls) if TIMEOUT in c)
    return 3 + 2 * call


# ---- search --------------------------------------------------------------------------------


def test_a_search_of_the_whole_lake_counts_every_run_and_step(agents):
    lake, written = agents
    con = _con(lake)
    tally = qs.counts(con, qs.Search(text="TIMED OUT"))  # any case
    expected = {run: Counter(e.step for e in episodes if e.timeouts) for run, episodes in written.episodes.items()}
    assert tally.total == sum(sum(c.values()) for c in expected.values())
    assert {r["run_id"]: r["matches"] for r in tally.per_run.to_pylist()} == {
        run: sum(c.values()) for run, c in expected.items()
    }
    assert {r["run_id"]: r["searched"] for r in tally.per_run.to_pylist()} == {run: 480 for run in expected}
    per_step = {(r["run_id"], r["step"]): r["matches"] for r in tally.per_step.to_pylist()}
    assert per_step == {(run, step): n for run, c in expected.items() for step, n in c.items()}


def test_a_match_opens_at_the_turn_the_text_is_in(agents):
    lake, written = agents
    con = _con(lake)
    search = qs.Search(text=TIMEOUT, runs=(BASELINE,), first_step=SHIFT_STEP + 1)
    listed = qs.matches(con, search, limit=1000, tally=qs.counts(con, search)).to_pylist()
    episodes = [e for e in written.episodes[BASELINE] if e.step > SHIFT_STEP and e.timeouts]
    assert len(listed) == len(episodes)
    assert all(m["found_in"] == "turn" and m["turn_role"] == "tool" and m["turn_tool"] == "search" for m in listed)
    assert all(TIMEOUT in m["snippet"] for m in listed)
    assert Counter((m["step"], m["turn"]) for m in listed) == Counter(
        (e.step, _first_timeout_turn(e)) for e in episodes
    )
    # the same listing without the tally (the lake read again) and ordered otherwise
    again = qs.matches(con, search, limit=1000, order=qs.Order.worst).to_pylist()
    assert sorted(m["trajectory_id"] for m in again) == sorted(m["trajectory_id"] for m in listed)
    assert [m["reward"] for m in again] == sorted(m["reward"] for m in again)


def test_the_explorers_text_index_finds_exactly_what_the_lake_does(agents):
    """The explorer's in-memory index (pipelines/explore/text_index.py) and a scan of the lake's
    own columns: the same counts, the same matches at the same turns, whatever the filters."""
    from pipelines.explore import text_index
    from pipelines.lake import run_answers

    lake, _ = agents
    con = _con(lake)
    index = text_index.new_index()
    index.attach(con)
    states = run_answers.live_states(con)
    assert not index.covers((), states)
    index.refresh(con, states)
    assert index.error is None and index.covers((), states) and index.covers((BASELINE,), states)
    for search in (
        qs.Search(text="Timed Out"),
        qs.Search(text="product 3?", split="train", min_reward=0.5),
        qs.Search(text="connectionreset", runs=(RETRY,), first_step=5, last_step=25, max_length=900),
        qs.Search(text="<answer></answer>", has_error=True),
        qs.Search(text="no such words anywhere"),
    ):
        scanned, looked_up = qs.counts(con, search), qs.counts(con, search, index=text_index.TABLE)
        assert (looked_up.total, looked_up.per_step.to_pylist()) == (scanned.total, scanned.per_step.to_pylist()), (
            search
        )
        listed = qs.matches(con, search, limit=50, tally=scanned).to_pylist()
        assert qs.matches(con, search, limit=50, tally=looked_up, index=text_index.TABLE).to_pylist() == listed, search
        assert qs.matching_ids(con, search, index=text_index.TABLE) == qs.matching_ids(con, search), search
    index.refresh(con, {**states, BASELINE: "moved"})  # a run whose commits changed is read again
    assert index.states[BASELINE] == "moved" and index.covers((RETRY,), states)
    index.refresh(con, {RETRY: states[RETRY]})  # a run gone is dropped
    assert con.execute(f"SELECT DISTINCT run_id FROM {text_index.TABLE}").fetchall() == [(RETRY,)]


def test_the_index_is_in_memory_for_a_small_lakes_text_on_disk_for_a_large_one(agents, monkeypatch):
    """At 5.12M trajectories the in-memory index held the explorer at 2.5 GB: past
    SEARCH_INDEX_MEMORY_CHARS of text (here made 1,000) ``auto`` keeps it in a file."""
    from pipelines.explore import text_index
    from pipelines.lake import run_answers

    lake, _ = agents
    expected = query(
        lake,
        "SELECT (SELECT sum(length(prompt)) + sum(length(response)) FROM trajectories)"
        " + (SELECT sum(length(content)) FROM turns)",
    )[0][0]
    assert text_index.text_chars(_con(lake)) == expected
    monkeypatch.delenv(text_index.MODE_VARIABLE, raising=False)
    small = text_index.new_index()
    small.attach(_con(lake))
    assert small.folder is None and small.path == ":memory:"
    monkeypatch.setattr(text_index, "SEARCH_INDEX_MEMORY_CHARS", 1000)
    large, con = text_index.new_index(), _con(lake)
    large.attach(con)
    assert large.folder is not None and large.path.endswith("texts.duckdb")
    large.refresh(con, run_answers.live_states(con))
    assert large.error is None and qs.counts(con, qs.Search(text="timed out"), index=text_index.TABLE).total > 0


def test_the_filters_narrow_exactly(agents):
    lake, written = agents
    con = _con(lake)
    every = [e for episodes in written.episodes.values() for e in episodes]
    cases = [
        (qs.Search(has_error=True), sum(1 for e in every if e.timeouts or e.exceptions)),
        (qs.Search(text="ConnectionResetError", tool="search"), sum(1 for e in every if e.exceptions)),
        (qs.Search(text="timed out", min_reward=0.5), sum(1 for e in every if e.timeouts and e.score >= 0.5)),
        (qs.Search(text="timed out", runs=(RETRY,), last_step=10),
         sum(1 for e in written.episodes[RETRY] if e.timeouts and e.step <= 10)),
        (qs.Search(text="product 3?"), sum(1 for e in every if "product 3?" in e.prompt)),  # in the prompt
        (qs.Search(text="50%"), 0),  # literal, never a LIKE pattern
        (qs.Search(tool="calculator"), 0),
        (qs.Search(pattern="repeated tool call"), sum(1 for e in every if e.repeated)),
        (qs.Search(pattern="empty answer", runs=(BASELINE,)), sum(1 for e in written.episodes[BASELINE] if e.empty)),
    ]  # fmt: skip
    for search, expected in cases:
        assert qs.counts(con, search).total == expected, search
        assert qs.matching_ids(con, search).num_rows == expected, search


# ---- patterns ------------------------------------------------------------------------------


def test_patterns_count_what_the_generator_wrote_and_say_the_trend(agents):
    lake, written = agents
    found = qp.pattern_rows(_con(lake), [BASELINE, RETRY])
    for run, episodes in written.episodes.items():
        mine = qp.PatternRows(found.rows.filter(pl.from_arrow(found.rows)["run_id"].eq(run).to_arrow()), found.totals)
        counts = {p.pattern: p.trajectories for p in qp.summary(mine, by_detail=False)}
        assert counts.get("tool timeout", 0) == sum(1 for e in episodes if e.timeouts), run
        assert counts.get("tool exception", 0) == sum(1 for e in episodes if e.exceptions), run
        assert counts.get("repeated tool call", 0) == sum(1 for e in episodes if e.repeated), run
        assert counts.get("empty answer", 0) == sum(1 for e in episodes if e.empty), run
        assert counts.get("wrong, well-formed", 0) == sum(1 for e in episodes if not e.empty and not e.score), run
    details = {(p.pattern, p.detail) for p in qp.summary(found)}
    assert ("tool timeout", "search: Error: search request timed out after N s") in details
    assert ("tool exception", "search: ConnectionResetError: [Errno N] Connection reset by peer") in details
    baseline = qp.PatternRows(qp.rows_of(found, "tool timeout", any_detail=True), found.totals)
    per_step = qp.by_step(baseline).to_pylist()
    first = next(r for r in per_step if r["run_id"] == BASELINE and r["step"] == 1)
    assert first["trajectories"] == 16  # every step of the run, 0 where none shows
    said = qp.trend(pl.DataFrame(qp.by_step(baseline)).filter(pl.col("run_id") == BASELINE).to_arrow())
    assert said.startswith("rose from ") and abs(int(said.rsplit(" ", 1)[1]) - SHIFT_STEP) <= 2, said
    steady = qp.trend(pl.DataFrame(qp.by_step(baseline)).filter(pl.col("run_id") == RETRY).to_arrow())
    assert steady.startswith("steady near "), steady


def test_a_trend_is_said_only_when_the_change_is_clear():
    def steps(shares: list[tuple[int, int]]):
        import pyarrow as pa

        return pa.table({"run_id": ["r"] * len(shares), "split": ["train"] * len(shares),
                         "step": list(range(1, len(shares) + 1)), "matches": [m for m, _ in shares],
                         "trajectories": [t for _, t in shares]})  # fmt: skip

    assert qp.trend(steps([(2, 100)] * 10 + [(19, 100)] * 10)) == "rose from 2% to 19% after step 10"
    assert qp.trend(steps([(30, 100)] * 6 + [(5, 100)] * 6)) == "fell from 30% to 5% after step 6"
    assert qp.trend(steps([(1, 16)] * 27 + [(2, 16)] * 3)).startswith("steady near")  # noise at the end
    assert qp.trend(steps([(5, 100)] * 12)) == "steady near 5%"


# ---- labels --------------------------------------------------------------------------------


def test_labels_land_in_one_commit_show_in_the_view_and_running_again_changes_nothing(labelled, monkeypatch):
    lake, _ = labelled
    con = _con(lake)
    monkeypatch.setenv(labels.AUTHOR_VARIABLE, "ada")
    made = labels.version(Lake(lake))  # the lake's first commit made the table, empty
    chosen = ql.targets_of(qs.matching_ids(con, qs.Search(text="timed out", runs=(BASELINE,))))[:5]
    assert labels.write(Lake(lake), chosen, "  tool   timeout ", note="after the retriever change") == 5
    assert labels.write(Lake(lake), chosen, "tool timeout", note="after the retriever change") == 0
    view = _con(lake).execute("SELECT run_id, trajectory_id, tag, note, author, step, split FROM labels").fetchall()
    assert sorted(view) == sorted((t.run_id, t.trajectory_id, "tool timeout", "after the retriever change", "ada",
                                   t.step, t.split) for t in chosen)  # fmt: skip
    version, rows = labels.history(Lake(lake))
    assert made == 0 and version == made + 1 and rows.num_rows == 5  # one commit
    assert labels.write(Lake(lake), chosen[:2], "tool timeout", note="a new note") == 2  # a new note is a change
    assert labels.write(Lake(lake), chosen[:1], "tool timeout", action=labels.Action.REMOVE) == 1
    assert labels.write(Lake(lake), chosen[:1], "tool timeout", action=labels.Action.REMOVE) == 0
    now = _con(lake)
    assert now.execute("SELECT count(*) FROM labels").fetchall() == [(4,)]
    assert now.execute("SELECT count(*) FROM label_history").fetchall() == [(5 + 2 + 1,)]
    assert ql.of_trajectory(now, chosen[1].run_id, chosen[1].trajectory_id).column("note").to_pylist() == ["a new note"]
    assert qs.counts(now, qs.Search(label="tool timeout")).total == 4


def test_a_label_is_checked_before_anything_is_written(labelled):
    lake, _ = labelled
    con = _con(lake)
    with pytest.raises(UserError, match="has no trajectory nope"):
        ql.targets(con, BASELINE, ["nope"])
    some = ql.targets_of(qs.matching_ids(con, qs.Search(runs=(RETRY,), first_step=1, last_step=1)))
    made = labels.version(Lake(lake))
    for tag, match in (("", "needs a tag"), ("x" * 101, "at most 100"), ("a\x00b", "control characters")):
        with pytest.raises(UserError, match=match):
            labels.write(Lake(lake), some, tag)
    with pytest.raises(UserError, match="at most 10,000"):
        labels.write(Lake(lake), some, "long", note="n" * 10_001)
    assert labels.version(Lake(lake)) == made == 0  # nothing written since the lake made the table


def test_two_people_labelling_at_once_both_land(labelled):
    lake, _ = labelled
    con = _con(lake)
    some = ql.targets_of(qs.matching_ids(con, qs.Search(runs=(RETRY,), first_step=2, last_step=3)))
    errors: list[BaseException] = []

    def label(tag: str) -> None:
        try:
            for i in range(4):
                labels.write(Lake(lake), some[i::4], tag)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=label, args=(tag,)) for tag in ("mine", "yours")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert dict(_con(lake).execute("SELECT tag, count(*) FROM labels GROUP BY tag").fetchall()) == {
        "mine": len(some),
        "yours": len(some),
    }


def test_many_label_actions_are_merged_into_few_files(labelled, monkeypatch):
    lake, _ = labelled
    monkeypatch.setattr(labels, "TIDY_FILES", 3)
    con = _con(lake)
    some = ql.targets_of(qs.matching_ids(con, qs.Search(runs=(RETRY,), first_step=4, last_step=4)))
    for i, target in enumerate(some[:6]):
        labels.write(Lake(lake), [target], f"tag {i}")
    from deltalake import DeltaTable

    assert len(DeltaTable(f"{lake}/_labels").file_uris()) <= 4
    assert _con(lake).execute("SELECT count(*) FROM labels").fetchall() == [(6,)]


# ---- export --------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["jsonl", "parquet"])
def test_export_writes_what_the_search_found_as_chat_messages(labelled, tmp_path, kind):
    lake, written = labelled
    con = _con(lake)
    search = qs.Search(text="timed out", runs=(BASELINE,), first_step=SHIFT_STEP + 1)
    chosen = ql.targets_of(qs.matching_ids(con, search))
    labels.write(Lake(lake), chosen[:3], "tool timeout")
    out = tmp_path / f"found.{kind}"
    done = export_messages(_con(lake), search, out)
    episodes = [e for e in written.episodes[BASELINE] if e.step > SHIFT_STEP and e.timeouts]
    assert done.found == done.written == len(episodes) and done.without_text == 0
    if kind == "jsonl":
        records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    else:
        records = pq.read_table(out).to_pylist()
        assert pl.read_parquet(out).height == len(episodes)  # an outside reader counts the same
    assert len(records) == len(episodes)
    # system, user, each call's assistant and tool turns, the final answer
    assert Counter(len(r["messages"]) for r in records) == Counter(2 + 2 * len(e.calls) + 1 for e in episodes)
    assert sum(len(r["messages"]) for r in records) == done.messages
    first = records[0]["messages"]
    assert [m["role"] for m in first[:4]] == ["system", "user", "assistant", "tool"]
    assert first[3]["name"] == "search"
    assert sum(1 for r in records if r["tags"] == ["tool timeout"]) == 3
    assert {r["run_id"] for r in records} == {BASELINE} and all(r["step"] > SHIFT_STEP for r in records)
    with pytest.raises(UserError, match="must end in .jsonl or .parquet"):
        export_messages(_con(lake), search, tmp_path / "found.csv")


# ---- side by side and the group lens -------------------------------------------------------


def test_two_trajectories_of_one_prompt_are_aligned_turn_by_turn(agents):
    lake, written = agents
    con = _con(lake)
    one_call = [e for e in written.episodes[BASELINE] if len(e.calls) == 1 and not e.repeated]
    three_calls = [e for e in written.episodes[RETRY] if len(e.calls) == 3 and e.prompt == one_call[0].prompt]
    a_id = _id_of(con, BASELINE, one_call[0])
    b_id = _id_of(con, RETRY, three_calls[0]) if three_calls else None
    a = side.shown(con, BASELINE, a_id)
    mates = side.group_mates(con, BASELINE, a_id).to_pylist()
    assert len(mates) == 3  # a group of 4 samples
    b = side.shown(con, RETRY, b_id) if b_id else side.shown(con, BASELINE, mates[0]["trajectory_id"])
    assert a is not None and b is not None
    pairs = side.aligned(a, b)
    assert [t["turn_index"] for t, _ in pairs if t] == [t["turn_index"] for t in a.turns]  # every turn once
    assert [t["turn_index"] for _, t in pairs if t] == [t["turn_index"] for t in b.turns]
    assert pairs[0][0]["role"] == pairs[0][1]["role"] == "system"
    left, right = side.word_diff("the cat sat down", "the dog sat down")
    assert [w for w, differs in left if differs] == ["cat"] and [w for w, differs in right if differs] == ["dog"]


def _id_of(con, run: str, episode) -> str:
    """An episode's trajectory id, found by its step and its exact output's opening text."""
    rows = con.execute(
        "SELECT trajectory_id, response FROM trajectories WHERE run_id = ? AND step = ? AND prompt = ?",
        [run, episode.step, episode.prompt],
    ).fetchall()
    for trajectory_id, response in rows:
        if all(call.split("\n")[0] in response for call in episode.calls):
            return trajectory_id
    raise AssertionError("episode not found")


def test_the_group_lens_is_every_group_of_the_prompt_with_its_spread(agents):
    lake, written = agents
    con = _con(lake)
    episode = written.episodes[BASELINE][0]
    trajectory_id = con.execute(
        "SELECT trajectory_id FROM trajectories WHERE run_id = ? AND step = 1 AND prompt = ? LIMIT 1",
        [BASELINE, episode.prompt],
    ).fetchone()[0]
    lens = side.group_lens(con, BASELINE, trajectory_id).to_pylist()
    expected: dict[tuple[str, int], list[float]] = {}
    for run, episodes in written.episodes.items():
        for e in episodes:
            if e.prompt == episode.prompt:
                expected.setdefault((run, e.step), []).append(e.score)
    assert {(g["run_id"], g["step"]): g["samples"] for g in lens} == {k: len(v) for k, v in expected.items()}
    for group in lens:
        scores = expected[(group["run_id"], group["step"])]
        assert group["mean_reward"] == pytest.approx(sum(scores) / len(scores))
        assert group["zero_variance"] == (len(set(scores)) == 1)
        assert [s["reward"] for s in group["samples_best_first"]] == sorted(scores, reverse=True)
    assert lens[0]["holds_this_one"] and (lens[0]["run_id"], lens[0]["step"]) == (BASELINE, 1)


# ---- timelines -----------------------------------------------------------------------------


def test_a_timeline_from_latencies_and_one_from_timestamps(tmp_path):
    from pipelines.samples import write_job, write_profile

    write_profile(tmp_path / "src" / "polytrace")
    write_job(tmp_path / "src" / "harbor")
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake)
    con = _con(lake)
    run, trajectory_id = con.execute(
        "SELECT run_id, trajectory_id FROM turns WHERE latency_s IS NOT NULL GROUP BY ALL HAVING count(*) >= 3 LIMIT 1"
    ).fetchone()
    basis, rows = timeline.timeline(con, run, trajectory_id)
    latencies = [r[0] for r in con.execute(
        "SELECT latency_s FROM turns WHERE run_id = ? AND trajectory_id = ? ORDER BY turn_index", [run, trajectory_id]
    ).fetchall()]  # fmt: skip
    assert basis == "latencies"
    starts = rows.column("start_s").to_pylist()
    assert starts[0] == 0 and starts[1:] == pytest.approx([sum(latencies[:i]) for i in range(1, len(latencies))])
    stamped = con.execute(
        "SELECT run_id, trajectory_id FROM turns WHERE started_at IS NOT NULL GROUP BY ALL HAVING count(*) >= 2 LIMIT 1"
    ).fetchone()
    assert stamped is not None, "ATIF step timestamps became turns' started_at"
    basis, rows = timeline.timeline(con, *stamped)
    assert basis == "timestamps" and min(s for s in rows.column("start_s").to_pylist() if s is not None) == 0


# ---- the judge hook ------------------------------------------------------------------------


def test_no_judge_is_called_unless_configured_and_a_configured_one_answers_each(monkeypatch):
    monkeypatch.delenv(judges.JUDGE_VARIABLE, raising=False)
    assert judges.configured() is None
    monkeypatch.setenv(judges.JUDGE_VARIABLE, "tests.stub_judge:verdicts")
    judge = judges.configured()
    assert judge is not None
    asked = [{"trajectory_id": str(i), "messages": [{"role": "tool", "content": TIMEOUT if i % 2 else "ok"}]}
             for i in range(25)]  # fmt: skip
    assert Counter(judge.ask(asked)) == {"gave up after a timeout": 10, "fine": 10}  # at most 20 sent
    monkeypatch.setenv(judges.JUDGE_VARIABLE, "tests.stub_judge:wrong_length")
    with pytest.raises(UserError, match="one text per trajectory"):
        judges.configured().ask(asked)
    monkeypatch.setenv(judges.JUDGE_VARIABLE, "tests.nowhere:judge")
    with pytest.raises(UserError, match="no such function"):
        judges.configured()


# ---- the CLI twins -------------------------------------------------------------------------


def test_the_cli_searches_labels_lists_and_exports_what_it_found(labelled, tmp_path):
    lake, written = labelled
    timeouts = sum(1 for e in written.episodes[BASELINE] if e.timeouts and e.step > SHIFT_STEP)
    runner = CliRunner()
    found = runner.invoke(app, ["search", "timed out", "--lake", lake, "--run", BASELINE, "--from-step", "21",
                                "--format", "json", "--limit", "3"])  # fmt: skip
    assert found.exit_code == 0, found.output
    document = json.loads(found.output)
    assert document["total"] == timeouts and len(document["matches"]) == 3
    labelled_now = runner.invoke(app, ["label", "add", "tool timeout", "--lake", lake, "--pattern", "tool timeout",
                                       "--run", BASELINE, "--from-step", "21", "--note", "retriever"])  # fmt: skip
    assert labelled_now.exit_code == 0, labelled_now.output
    assert f"labelled {timeouts} trajectories 'tool timeout' (0 had it already)" in labelled_now.output
    again = runner.invoke(app, ["label", "add", "tool timeout", "--lake", lake, "--pattern", "tool timeout",
                                "--run", BASELINE, "--from-step", "21", "--note", "retriever"])  # fmt: skip
    assert f"labelled 0 trajectories 'tool timeout' ({timeouts} had it already)" in again.output
    listed = runner.invoke(app, ["label", "list", "--lake", lake, "--format", "json"])
    assert len(json.loads(listed.output)) == timeouts
    one = json.loads(listed.output)[0]
    removed = runner.invoke(
        app, ["label", "rm", "tool timeout", one["trajectory_id"], "--in-run", BASELINE, "--lake", lake]
    )
    assert "took 'tool timeout' off 1 trajectories" in removed.output
    out = tmp_path / "labelled.jsonl"
    exported = runner.invoke(app, ["export", "messages", "--out", str(out), "--label", "tool timeout", "--lake", lake])
    assert exported.exit_code == 0, exported.output
    assert len(out.read_text().splitlines()) == timeouts - 1
    assert f"wrote {out}: {timeouts - 1} trajectories" in exported.output
    refused = runner.invoke(app, ["label", "add", "x", "--lake", lake])
    assert refused.exit_code == 2 and "say which trajectories" in refused.output
    patterns = runner.invoke(app, ["patterns", "--lake", lake, "--run", BASELINE, "--format", "json"])
    rows = {(r["pattern"], r["detail"]): r for r in json.loads(patterns.output)}
    assert rows[("tool timeout", "search: Error: search request timed out after N s")]["trend"].startswith("rose from")


def test_a_search_finds_a_tool_calls_arguments_and_the_reasoning(tmp_path):
    """Tool calls are kept whole in the lake: the text of a call's arguments is found, at its turn,
    as is the reasoning kept apart from the message (prime-rl's verifiers traces)."""
    from pipelines.samples.trainers import write_prime_rl

    write_prime_rl(tmp_path / "runs")
    lake = str(tmp_path / "lake")
    assert ingest([tmp_path / "runs"], lake).count("failed") == 0
    con = _con(lake)
    episodes = [json.loads(line) for path in sorted((tmp_path / "runs").rglob("all/traces.jsonl"))
                for line in path.read_text().splitlines()]  # fmt: skip
    calling = sum(1 for e in episodes for t in e["traces"] for n in t["nodes"]
                  if "1+1" in json.dumps(n["message"].get("tool_calls")))  # fmt: skip
    assert calling and all("1+1" not in json.dumps(n["message"].get("content")) for e in episodes
                           for t in e["traces"] for n in t["nodes"])  # fmt: skip
    listed = qs.matches(con, qs.Search(text="1+1"), limit=1000).to_pylist()
    assert len(listed) == calling
    assert all(m["found_in"] == "turn" and m["turn_role"] == "assistant" and "1+1" in m["snippet"] for m in listed)
    thought = next(n["message"]["reasoning_content"] for e in episodes for t in e["traces"] for n in t["nodes"]
                   if n["message"].get("reasoning_content"))  # fmt: skip
    assert qs.counts(con, qs.Search(text=thought)).total >= 1


def test_a_search_finds_an_argument_as_the_model_wrote_it_quotes_and_all(tmp_path):
    """Arguments are kept as JSON, where `print("hi")` is `print(\\"hi\\")`: a search for the
    text as written finds it, and its snippet shows it."""
    folder = tmp_path / "chats"
    folder.mkdir()
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "python", "arguments": json.dumps({"code": 'print("hi")\nx = 1'})},
    }
    (folder / "c.json").write_text(json.dumps([{"role": "user", "content": "Say hi in Python"},
                                               {"role": "assistant", "content": "", "tool_calls": [call]},
                                               {"role": "tool", "tool_call_id": "c1", "content": "hi"}]))  # fmt: skip
    lake = str(tmp_path / "lake")
    assert ingest([folder], lake).count("failed") == 0
    con = _con(lake)
    for text in ('print("hi")', 'print("hi")\nx = 1'):
        listed = qs.matches(con, qs.Search(text=text), limit=10).to_pylist()
        assert [(m["found_in"], m["turn"]) for m in listed] == [("turn", 1)], text
        assert 'print("hi")' in listed[0]["snippet"]
