"""The explorer: its queries against the records written (tests/explore_lake.py), its pages
through Streamlit's own test harness (AppTest), and the app itself, started as a user starts it
(`tracelake explore`) and driven in Debian's Chromium through Playwright."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
from collections import Counter

import pytest

from pipelines.explore import queries as q
from pipelines.lake import catalog
from tests.explore_lake import POOL, SAMPLES, STEPS, build
from tests.helpers import chromium, explorer_app, ingest, wait_for_health
from tests.helpers import explorer_page as _page


@pytest.fixture(scope="module")
def explored(tmp_path_factory):
    lake, written = build(tmp_path_factory.mktemp("explore"))
    return lake, written


@pytest.fixture
def con(explored):
    return catalog.connect(explored[0])


def test_worst_trajectories_of_a_step_come_first(explored, con):
    _, written = explored
    total, rows = q.rollouts(con, q.RolloutFilter("alpha", "train", step=57))
    expected = sorted(score for _, _, score in written.records["alpha"][57])
    assert list(rows.reward) == expected
    assert q.rollout_count(con, q.RolloutFilter("alpha", "train", step=57)) == len(expected) == total
    _, best = q.rollouts(con, q.RolloutFilter("alpha", "train", step=57, order=q.Order.best))
    assert list(best.reward) == expected[::-1]


def test_filters_narrow_the_rows_exactly(explored, con):
    _, written = explored
    records = [r for step in written.records["beta"].values() for r in step]
    cases = [
        (q.RolloutFilter("beta", "train", text="NEEDLE"), [r for r in records if "needle" in r[1]]),
        (q.RolloutFilter("beta", "train", min_reward=0.5), [r for r in records if r[2] >= 0.5]),
        (
            q.RolloutFilter("beta", "train", min_reward=-0.2, max_reward=0.2, min_length=16, max_length=17),
            [r for r in records if -0.2 <= r[2] <= 0.2 and 16 <= len(r[1]) <= 17],
        ),
        (q.RolloutFilter("beta", "train", text="Pool question 7:"), [r for r in records if "Pool question 7:" in r[0]]),
        (q.RolloutFilter("beta", "train", text="100%"), []),  # taken literally, never as a LIKE pattern
    ]
    for where, expected in cases:
        assert q.rollout_count(con, where) == len(expected), where
        total, listed = q.rollouts(con, where, limit=10_000)
        assert total == len(expected), where
        assert sorted(listed.reward) == sorted(r[2] for r in expected), where


def test_same_prompt_is_found_in_every_run(explored, con):
    _, written = explored
    worst = q.rollouts(con, q.RolloutFilter("alpha", "train", step=57))[1].iloc[0]
    prompt = next(p for p, _, s in written.records["alpha"][57] if s == worst.reward)
    others = q.same_prompt(con, "alpha", worst.trajectory_id)
    everywhere = [(run, step) for run, steps in written.records.items() for step, recs in steps.items()
                  for p, _, _ in recs if p == prompt]  # fmt: skip
    assert len(others) == len(everywhere) - 1
    expected = Counter(everywhere)
    expected[("alpha", 57)] -= 1  # the trajectory itself
    assert Counter(zip(others.run_id, others.step)) == +expected
    assert "beta" in set(others.run_id)
    first_other_run = list(others.run_id).index("beta")
    assert set(others.run_id[:first_other_run]) == {"alpha"}  # this run's own repeats first


def test_common_prompts_of_two_runs(explored, con):
    _, written = explored

    def means(run):
        seen: dict[str, list[float]] = {}
        for recs in written.records[run].values():
            for prompt, _, score in recs:
                seen.setdefault(prompt, []).append(score)
        return {p: sum(v) / len(v) for p, v in seen.items()}

    a, b = means("alpha"), means("beta")
    count, frame = q.common_prompts(con, "alpha", "beta", "train")
    assert count == len(set(a) & set(b)) == len(frame)
    for row in frame.to_dict("records"):
        assert row["reward_a"] == pytest.approx(a[row["prompt"]])
        assert row["difference"] == pytest.approx(b[row["prompt"]] - a[row["prompt"]])
    assert list(frame.difference.abs()) == sorted(frame.difference.abs(), reverse=True)
    assert set(frame.prompt) <= set(POOL)


def test_curves_by_step_and_progress(explored, con):
    _, written = explored
    frame = q.curve(con, ["alpha", "beta"], "train", q.Measure.reward)
    for run in ("alpha", "beta"):
        mine = frame[frame.run_id == run]
        assert list(mine.step) == list(range(1, STEPS + 1))
        expected = [sum(s for _, _, s in written.records[run][step]) / len(written.records[run][step])
                    for step in range(1, STEPS + 1)]  # fmt: skip
        assert list(mine.value) == pytest.approx(expected)
        assert list(mine.progress) == pytest.approx([s / STEPS for s in range(1, STEPS + 1)])
    lengths = q.curve(con, ["alpha"], "train", q.Measure.response_length)
    assert set(lengths.series) == {"mean (chars)", "p50 (chars)", "p90 (chars)", "p99 (chars)"}
    top = lengths[(lengths.series == "mean (chars)") & (lengths.step == 3)].value.iloc[0]
    assert top == pytest.approx(sum(len(r) for _, r, _ in written.records["alpha"][3]) / 8)


def test_a_metric_curve_is_every_logged_point(explored, con):
    names = q.metric_names(con, ["qwen2.5-0.5b-grpo-trl"])
    assert "loss" in set(names.name)
    frame = q.metric_curve(con, ["qwen2.5-0.5b-grpo-trl"], "train", "loss")
    logged = con.execute(
        "SELECT step, value FROM step_metrics WHERE run_id = 'qwen2.5-0.5b-grpo-trl' AND name = 'loss' ORDER BY step"
    ).fetchall()
    assert list(zip(frame.step, frame.value)) == logged and logged


def test_groups_and_their_samples(explored, con):
    _, written = explored
    groups = q.groups(con, "alpha", "train", 57)
    assert len(groups) == 4 and set(groups.samples) == {SAMPLES}
    for group in groups.to_dict("records"):
        samples = q.group_samples(con, "alpha", 57, group["group_id"])
        assert list(samples.sample_index) == list(range(SAMPLES))
        assert samples.reward_minus_mean.sum() == pytest.approx(0)
        assert group["zero_advantage"] == (samples.reward.nunique() == 1)
        # GRPO's advantage from the group's rewards, as verl computes it (the sample std, + 1e-6)
        rewards = samples.reward.astype(float)
        expected = (rewards - rewards.mean()) / (rewards.std(ddof=1) + 1e-6)
        assert list(samples.grpo_advantage) == pytest.approx(list(expected))
        # the group's std is the one its advantage divides by (population std was 0.5 for 1,1,0,0)
        assert group["reward_std"] == pytest.approx(rewards.std(ddof=1))
    trl = q.group_samples(
        con, "qwen2.5-0.5b-grpo-trl", 1, q.groups(con, "qwen2.5-0.5b-grpo-trl", "train", 1).group_id[0]
    )
    assert trl.advantage.notna().all()  # the advantage TRL logged, from extra


def test_a_trajectory_has_its_turns_and_rewards(explored, con):
    run = "alfworld_qwen3_8b_gigpo"
    trajectory_id, turns_expected = con.execute(
        "SELECT trajectory_id, count(*) FROM turns WHERE run_id = ? GROUP BY ALL ORDER BY 2 DESC, 1 LIMIT 1", [run]
    ).fetchone()
    turns = q.turns(con, run, trajectory_id)
    assert list(turns.turn_index) == list(range(turns_expected))
    per_turn = con.execute(
        "SELECT count(*) FROM rewards WHERE run_id = ? AND trajectory_id = ? AND turn_index IS NOT NULL",
        [run, trajectory_id],
    ).fetchone()[0]
    assert sum(len(r) for r in turns.rewards if isinstance(r, dict)) == per_turn
    assert q.trajectory(con, run, trajectory_id)["num_turns"] >= 1
    assert q.trajectory(con, run, "no-such-id") is None


def test_runs_grouped_by_framework(explored, con):
    grouped = q.runs_grouped(con, "framework")
    verl = grouped[grouped.framework == "verl"].iloc[0]
    assert "alpha" in verl.run_names and "beta" in verl.run_names
    assert grouped.runs.sum() == len(q.runs(con))
    with pytest.raises(ValueError, match="cannot group runs by"):
        q.runs_grouped(con, "run_id; DROP TABLE x")


# ---- the pages, through Streamlit's test harness --------------------------------------------


@pytest.mark.parametrize("page", ["runs", "panels", "curves", "rollouts", "groups", "compare", "search", "patterns",
                                  "side", "labels", "prompts", "health"])  # fmt: skip
def test_every_page_renders(explored, monkeypatch, page):

    monkeypatch.setenv("TRACELAKE_LAKE", explored[0])
    at = explorer_app()
    at.query_params["runs"] = ["alpha", "beta"]
    at.run()
    assert not at.exception
    if page != "runs":
        at.switch_page(f"screens/{page}.py")
        at.run()
    assert not at.exception, at.exception
    assert at.header[0].value.lower().startswith(page.rstrip("s")[:5])


def test_the_search_index_is_built_once_the_first_page_is_drawn(tmp_path, monkeypatch):
    """Built beside the first page, the index held it back (13.6 s to the Runs table at 5.12M
    trajectories, 4.8 s without it): the connection alone starts nothing, a drawn page does."""

    from pipelines.explore import widgets as w
    from pipelines.samples import RunSpec, write_run

    write_run(tmp_path / "src" / "first", RunSpec("first", steps=2, prompts=2, n=2))
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake)
    monkeypatch.setenv("TRACELAKE_LAKE", lake)
    monkeypatch.setenv("TRACELAKE_SEARCH_INDEX", "memory")
    monkeypatch.setattr(w, "INDEX_AFTER_FIRST_PAGE", 0.2)  # 3 s, beside a browser drawing the first page
    w.lake_connection(lake)
    index = w._text_index(lake)
    assert index is not None and not index.started and not index.states
    at = explorer_app()
    at.run()
    assert not at.exception and index.started
    for _ in range(100):
        if index.states and not index.building:
            break
        threading.Event().wait(0.1)
    assert set(index.states) == {r for (r,) in catalog.connect(lake).execute("SELECT run_id FROM runs").fetchall()}


def _opened(at) -> str:
    [picker] = [s for s in at.selectbox if s.label.startswith("Open trajectory")]
    return picker.value


def _matches(at) -> int:
    found = [m.value for m in at.markdown if re.search(r"trajector(y|ies) match", m.value)]
    assert found, [m.value for m in at.markdown]
    return int(re.search(r"\*\*([\d,]+) ", found[0])[1].replace(",", ""))


def test_the_rollouts_page_filters_and_opens_a_trajectory(explored, monkeypatch):
    lake, written = explored
    at = _page(lake, monkeypatch, "rollouts", runs=["alpha"], run="alpha", step="57")
    assert _matches(at) == len(written.records["alpha"][57])
    opened = _opened(at)
    worst = min(s for _, _, s in written.records["alpha"][57])
    assert at.metric[0].value == f"{worst:.4g}"  # sorted worst first, the first one opened
    assert opened in at.subheader[0].value
    assert [m.name for m in at.chat_message] == ["user", "assistant"]  # a single-turn source's two sides

    at.text_input(key="q").input("needle").run()
    assert _matches(at) == sum("needle" in r for _, r, _ in written.records["alpha"][57]) == 1
    at.number_input(key="rmin").set_value(2.0).run()
    assert _matches(at) == 0


def test_a_link_tables_cells_are_text_whatever_a_value_holds():
    """A row's cells are one HTML element: a value's blank line would end it and what follows be
    read as Markdown (a remote image, a link), its tags as tags."""
    from streamlit.testing.v1 import AppTest

    def table() -> None:
        from pipelines.explore import widgets

        widgets.link_table(
            ["note"], [["ok\n\n![x](https://evil.example/p.png) <b>bold</b>\r\r[click](https://evil.example)"]]
        )

    at = AppTest.from_function(table).run()
    [cells] = [m.value for m in at.markdown if "evil.example" in m.value]
    assert "\n" not in cells and "\r" not in cells and "&lt;b&gt;bold&lt;/b&gt;" in cells and "<b>bold" not in cells


def test_the_same_prompt_elsewhere_is_listed_twenty_a_page(explored, monkeypatch):
    """Every trajectory same_prompt lists is reached from the open one, 20 a page (a row of
    elements each: 50 rows took 0.35 s of the page's first visit at 5.12M trajectories)."""
    a_page = 20  # screens/rollouts.py's LINKED_A_PAGE (importing a screen runs it)
    lake, _ = explored
    con = catalog.connect(lake)
    worst = q.rollouts(con, q.RolloutFilter("alpha", "train", step=57))[1].iloc[0]
    others = list(q.same_prompt(con, "alpha", worst.trajectory_id).trajectory_id)
    assert len(others) > a_page  # the listing has pages

    def opened(at) -> list[str]:
        return [re.search(r"traj=(\w+)", m.value)[1] for m in at.markdown if 'target="_self">open<' in m.value]

    at = _page(lake, monkeypatch, "rollouts", runs=["alpha"], run="alpha", step="57", traj=worst.trajectory_id)
    assert opened(at) == others[:a_page]
    assert any(f"{len(others)} other trajectories with this exact prompt" in c.value for c in at.caption)
    [pager] = [n for n in at.number_input if n.key == f"link_table_page:same_prompt:alpha:{worst.trajectory_id}"]
    pager.set_value(pager.max).run()
    assert opened(at) == others[(int(pager.max) - 1) * a_page :]

    monkeypatch.setattr(q, "SAME_PROMPT_LISTED", a_page + 5)  # a listing the lake holds more than
    at = _page(lake, monkeypatch, "rollouts", runs=["alpha"], run="alpha", step="57", traj=worst.trajectory_id)
    said = f"More than {a_page + 5} other trajectories (the first {a_page + 5} listed) with this exact prompt"
    assert any(said in c.value for c in at.caption)
    [pager] = [n for n in at.number_input if n.key.startswith("link_table_page:same_prompt:")]
    pager.set_value(2).run()
    assert opened(at) == others[a_page : a_page + 5]


def test_an_agent_trajectory_shows_every_turn(explored, monkeypatch):
    lake, _ = explored
    con = catalog.connect(lake)
    run = "alfworld_qwen3_8b_gigpo"
    step, trajectory_id, n = con.execute(
        "SELECT step, trajectory_id, count(*) FROM turns WHERE run_id = ? GROUP BY ALL ORDER BY 3 DESC, 2 LIMIT 1",
        [run],
    ).fetchall()[0]
    at = _page(lake, monkeypatch, "rollouts", run=run, step=str(step), traj=trajectory_id)
    assert _opened(at) == trajectory_id
    assert len(at.chat_message) == n
    other = next(s for s in q.steps(con, run, "train") if s != step)
    at.selectbox(key="step").set_value(str(other)).run()  # other filters: their own first row opens
    first = q.rollouts(con, q.RolloutFilter(run, "train", step=other))[1].trajectory_id[0]
    assert _opened(at) == first and at.query_params["traj"] == first


# ---- the app as a user starts it, in a real browser ------------------------------------------


@pytest.fixture
def served(explored, tmp_path):
    """`tracelake explore` on a free loopback port; stopped by pid with Ctrl-C's signal."""
    yield from _served(explored[0], tmp_path)


def _served(lake: str, tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = (tmp_path / "explore.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "pipelines", "explore", "--lake", lake, "--port", str(port)],
        stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    if not wait_for_health(url, process):
        raise AssertionError((tmp_path / "explore.log").read_text())
    yield url, process, tmp_path / "explore.log"
    if process.poll() is None:
        process.kill()
        process.wait()


def _settled(page) -> None:
    """Wait for the app to finish its run: until then Streamlit leaves the previous run's elements
    on the page (marked stale), so a link read too early belongs to the view before."""
    page.wait_for_function(
        "!document.querySelector('[data-testid=\"stStatusWidget\"]') && !document.querySelector('[data-stale=\"true\"]')",
        timeout=60_000,
    )


def _press_shortcut(page, key: str, heading, *, gone: bool) -> None:
    """Press a button's keyboard shortcut until the page answers. Streamlit binds a shortcut when
    its button is drawn and ignores keys typed into a field, so a press can land before the
    binding (seen once in CI): it is pressed again only while the app is idle and unchanged, so a
    press that did land is never doubled."""
    from playwright.sync_api import expect

    for attempt in range(3):
        _settled(page)
        expect(page.get_by_role("button", name="Next" if key == "j" else "Previous")).to_be_enabled(timeout=20_000)
        page.evaluate("document.activeElement && document.activeElement.blur()")
        page.keyboard.press(key)
        try:
            if gone:
                expect(heading).not_to_be_visible(timeout=10_000)
            else:
                expect(heading).to_be_visible(timeout=10_000)
            break
        except AssertionError:
            if attempt == 2:
                raise
    _settled(page)


def _pick(page, label: str, option: str) -> None:
    page.get_by_role("combobox", name=label).fill(option)
    page.get_by_role("option", name=option, exact=True).click()


@pytest.mark.slow
def test_worst_of_step_57_and_its_prompt_in_another_run_in_a_browser(served, explored):
    from playwright.sync_api import expect, sync_playwright

    url, process, log = served
    _, written = explored
    step57 = written.records["alpha"][57]
    worst_prompt, _, worst = min(step57, key=lambda r: r[2])
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1600})
            page.goto(f"{url}/rollouts?runs=alpha")  # the run picked in the sidebar
            expect(page.get_by_text("trajectories match")).to_be_visible(timeout=30_000)
            _pick(page, "Step", "57")  # click 1: the step; worst first is the default order
            expect(page.get_by_text(f"{len(step57)} trajectories match")).to_be_visible(timeout=20_000)
            _settled(page)
            reward = page.locator('[data-testid="stMetric"]').filter(has_text="Reward")
            expect(reward).to_contain_text(f"{worst:.4g}")
            expect(page.get_by_text("user · turn 0")).to_be_visible()
            expect(page.get_by_test_id("stChatMessage").get_by_text(worst_prompt)).to_be_visible()
            assert "step=57" in page.url  # the address holds the view

            in_beta = page.locator("a", has_text="open").and_(page.locator('a[href*="run=beta"]')).first
            expect(in_beta).to_be_visible(timeout=20_000)
            trajectory = re.search(r"traj=(\w+)", in_beta.get_attribute("href") or "")[1]
            in_beta.click()  # click 2: the same prompt, answered in the other run, in this tab
            expect(page.get_by_role("combobox", name="Run", exact=True)).to_have_value("beta", timeout=60_000)
            expect(page.get_by_role("heading", name=f"Trajectory {trajectory}")).to_be_visible(timeout=30_000)
            picker = page.get_by_role("combobox", name="Open trajectory (or pick a row)")
            expect(picker).to_have_value(trajectory)
            assert len(page.context.pages) == 1  # no new tab, no new session
            _settled(page)
            expect(page.get_by_test_id("stChatMessage").get_by_text(worst_prompt)).to_be_visible(timeout=20_000)
            expect(page.get_by_role("combobox", name="Run", exact=True)).to_have_value("beta", timeout=20_000)
            # J opens the next row beside the rows, K the one before: the picker and the heading agree
            _press_shortcut(page, "j", page.get_by_role("heading", name=f"Trajectory {trajectory}"), gone=True)
            shown = page.get_by_role("heading", name=re.compile("^Trajectory ")).inner_text().split()[-1]
            expect(picker).to_have_value(shown)
            expect(page).to_have_url(re.compile(f"traj={shown}"), timeout=2_000)  # the address holds it at once
            _press_shortcut(page, "k", page.get_by_role("heading", name=f"Trajectory {trajectory}"), gone=False)

            page.goto(f"{url}/rollouts?runs=alpha&run=alpha&step=57")
            search = page.get_by_label("Search prompts and responses")
            search.fill("needle")
            search.press("Enter")
            expect(page.get_by_text("1 trajectory matches")).to_be_visible(timeout=20_000)
            assert "q=needle" in page.url
        finally:
            browser.close()
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0
    printed = log.read_text()
    assert f"tracelake explorer on {url}" in printed and "Stopping" in printed


def test_explore_refuses_a_missing_lake(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "pipelines", "explore", "--lake", str(tmp_path / "nowhere")],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert result.returncode == 2
    assert "nowhere" in result.stderr and "Traceback" not in result.stderr


def test_a_snapshot_whose_files_were_vacuumed_is_taken_again(tmp_path, monkeypatch):
    """An explorer left open past the ingest's compaction retention: its snapshot names files
    that are gone. The page reads a new snapshot instead of failing."""
    from pipelines.lake import maintenance
    from pipelines.samples import RunSpec, write_run
    from tests.helpers import ingest

    lake = str(tmp_path / "lake")
    written = write_run(tmp_path / "src", RunSpec("kept-open", steps=3, prompts=1, n=2))
    ingest([written.folder], lake, batch_size=1, auto_compact=False)
    at = _page(lake, monkeypatch, "rollouts", runs=["kept-open"], run="kept-open", step="2")
    assert _matches(at) == 2
    maintenance.compact(lake)
    assert maintenance.vacuum(lake, retention_hours=0).files  # the snapshot's files, deleted
    at.run()
    assert not at.exception, at.exception
    assert _matches(at) == 2


HOSTILE = "[click](http://evil.example/x) ![pixel](http://evil.example/p.png) :red[alarm]"


@pytest.fixture(scope="module")
def hostile_lake(tmp_path_factory):
    """A run whose reward names, tool names, roles and split come from a file someone else
    wrote: Markdown links and images among them."""
    import json

    from tests.helpers import ingest

    root = tmp_path_factory.mktemp("hostile")
    run = root / "src" / "rollouts" / "hostile-run"
    run.mkdir(parents=True)
    call = json.dumps({"name": HOSTILE, "arguments": {}})
    lines = [
        {"input": "What is 2+2?", "output": f"<tool_call>{call}</tool_call><tool_response>4</tool_response>The answer is 4",
         "score": 1.0, HOSTILE: 0.5, "uid": f"g_{i}_0"}
        for i in range(2)
    ]  # fmt: skip
    (run / "1.jsonl").write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    lake = str(root / "lake")
    ingest([root / "src"], lake)
    return lake


def test_names_from_the_lake_show_as_typed_never_as_links_or_images(hostile_lake, monkeypatch):
    con = catalog.connect(hostile_lake)
    run_id, trajectory_id = con.execute("SELECT run_id, trajectory_id FROM trajectories LIMIT 1").fetchall()[0]
    assert con.execute("SELECT count(*) FROM turns WHERE tool_name = ?", [HOSTILE]).fetchone()[0] >= 1
    at = _page(hostile_lake, monkeypatch, "rollouts", run=run_id, step="1", traj=trajectory_id)
    shown = " ".join(m.value for m in at.markdown)
    assert "evil" in shown  # the names are there...
    assert "](http" not in shown and ":red[" not in shown  # ...as text, escaped
    assert "\\[click\\]\\(http" in shown and "\\!\\[pixel\\]" in shown


HOSTILE_ADDRESSES = [
    "rollouts?run=%3Cscript%3Ealert(1)%3C%2Fscript%3E&step=-1&traj=%5Bx%5D(javascript%3Aalert(1))",
    "rollouts?runs=alpha&run=alpha&step=not-a-step&q=%27%3B%20DROP%20TABLE%20runs%3B--&rmin=nan&rmax=1e999",
    "groups?runs=alpha&run=alpha&split=%00&step=99999999999999999999999",
    "curves?runs=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&runs=alpha&metric=%7B%7D",
    "compare?a=..%2F..%2Fetc%2Fpasswd&b=alpha&split=val%27%20OR%201%3D1",
    "search?text=%3Cscript%3Ealert(1)%3C%2Fscript%3E&from=-5&to=abc&pattern=%27%3B--&label=%5Bx%5D(javascript%3Aalert(1))",
    "rollouts?runs=alpha&run=alpha&step=57&traj=x&turn=99999999999999999999&hl=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    "side?a_run=alpha&a=%27%20OR%201%3D1--&b=%3Cscript%3E",
    "patterns?runs=alpha&show=%3Cscript%3Ealert(1)%3C%2Fscript%3E&from=1e999",
    "labels?tag=%00",
]


@pytest.mark.slow
def test_hostile_values_in_the_address_are_refused_or_ignored_in_a_browser(served):
    """Every page bound to the address, opened with values a link can carry (script, SQL,
    paths, NUL, numbers past every type): the page renders, no script runs, no traceback."""
    from playwright.sync_api import sync_playwright

    url, process, log = served
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1200})
            dialogs: list[str] = []

            def dismissed(dialog) -> None:
                dialogs.append(dialog.message)
                dialog.dismiss()

            page.on("dialog", dismissed)
            for address in HOSTILE_ADDRESSES:
                page.goto(f"{url}/{address}")
                page.wait_for_selector('[data-testid="stHeader"], h1, h2', timeout=60_000)
                _settled(page)
                assert page.locator('[data-testid="stException"]').count() == 0, address
                assert "Traceback" not in page.content(), address
                assert page.locator("img[src='x'], img[src*='evil']").count() == 0, address
            assert dialogs == []
        finally:
            browser.close()
    assert process.poll() is None  # the server stayed up
    assert "Traceback" not in log.read_text()


def _metrics_only_lake(tmp_path) -> str:
    run = tmp_path / "src" / "metrics_only"
    run.mkdir(parents=True)
    lines = [{"step": s, "data": {"val/success_rate": s / 10, "critic/vf_loss": 1 / s}} for s in range(1, 11)]
    (run / "metrics.jsonl").write_text("".join(f"{json.dumps(line)}\n" for line in lines))
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake)
    return lake


def test_curves_and_compare_open_on_something_to_draw(tmp_path, explored, monkeypatch):
    """No run picked, a lake of metrics only: the first curve with points, of the split that
    has them; Compare on two runs with rewards, on a split both have."""
    lake = _metrics_only_lake(tmp_path)
    at = _page(lake, monkeypatch, "curves")
    assert not [i.value for i in at.info if "Nothing to draw" in i.value]
    assert at.radio(key="split").value == "train" and at.selectbox(key="curve").value == "metric: critic/vf_loss"
    [values] = [d.value for d in at.dataframe]
    assert list(values.value) == [1 / s for s in range(1, 11)]
    at.radio(key="split").set_value("val").run()  # the val split's first curve with points: its metric
    assert at.selectbox(key="curve").value == "metric: val/success_rate"
    demo, _ = explored
    at = _page(demo, monkeypatch, "compare")
    assert not [i.value for i in at.info if "Nothing to draw" in i.value]
    con = catalog.connect(demo)
    names = dict(con.execute("SELECT run_name, run_id FROM runs").fetchall())
    both = set(q.splits_with_data(con, [names[at.selectbox(key="a").value]])) & set(
        q.splits_with_data(con, [names[at.selectbox(key="b").value]]))  # fmt: skip
    assert at.radio(key="split").value in both


def test_curves_on_wall_time_place_each_step_at_its_hours_and_say_which_runs_have_none(explored, monkeypatch):
    """The TensorBoard run's steps at the hours since its first step its events give; a run whose
    sources log no time is left off the chart and named, never given the ingest's time."""
    lake, _ = explored
    con = catalog.connect(lake)
    names = dict(con.execute("SELECT run_name, run_id FROM runs").fetchall())
    board, plain = "qwen2.5-0.5b-grpo", "verl_grpo_gsm8k/qwen2.5-0.5b-grpo"  # the same run by its file logger
    at = _page(lake, monkeypatch, "curves", runs=[board, plain], x="wall time", curve="metric: actor/entropy")
    [values] = [d.value for d in at.dataframe]
    elapsed = dict(con.execute("SELECT step, elapsed_s FROM step_times WHERE run_id = ?", [names[board]]).fetchall())
    drawn = values[values.run_name == board]
    assert len(drawn) == 12 and all(h == pytest.approx(elapsed[s] / 3600) for s, h in zip(drawn.step, drawn.hours))
    from pipelines.explore.widgets import md

    assert any(c.value.startswith(f"No wall time for {md(plain)}:") for c in at.caption)


def test_a_runs_colour_is_the_reports_on_every_page(explored, monkeypatch):
    from pipelines.analysis import svg
    from pipelines.explore import charts

    lake, _ = explored
    names = dict(catalog.connect(lake).execute("SELECT run_id, run_name FROM runs").fetchall())
    report_palette = svg.Palette(names, names)
    monkeypatch.setenv("TRACELAKE_LAKE", lake)
    frame = q.curve(catalog.connect(lake), list(names)[:3], "train", q.Measure.reward)
    chart = _lines(charts.chart(frame, x="step", log=False, smoothing=0.0, y_title="reward"))
    scale = chart["encoding"]["color"]["scale"]
    ids = {name: run_id for run_id, name in names.items()}
    assert scale["range"] == [report_palette(ids[name]) for name in scale["domain"]]


def test_a_run_pinned_to_a_colour_keeps_it_on_the_charts_and_in_the_address(explored, monkeypatch):
    """The sidebar pins a run to a colour of the user's choosing (held in the address); the other
    runs take the categorical colours it leaves; a pin comes off again."""
    lake, _ = explored
    at = _page(lake, monkeypatch, "curves", runs=["alpha", "beta"], curve="reward (mean)")
    at.selectbox(key="pin_run").set_value("beta").run()
    at.color_picker(key="pin_colour:beta").set_value("#123456").run()
    at.button(key="pin").click().run()
    assert not at.exception, at.exception
    assert at.query_params["color"] == "beta=#123456"
    [chart] = at.get("vega_lite_chart")
    scale = _lines(json.loads(chart.proto.spec))["encoding"]["color"]["scale"]
    assert dict(zip(scale["domain"], scale["range"])) == {"alpha": "#4e79a7", "beta": "#123456"}
    at.button(key="unpin:beta").click().run()
    assert "color" not in at.query_params


def test_compare_shows_the_clis_summary_and_each_runs_rewards_at_a_step(explored, monkeypatch):
    """The Compare page's summary is `tracelake compare`'s, figure for figure; its histograms
    count each run's trajectories of the step chosen."""
    from pipelines.analysis.compare import compare

    lake, _ = explored
    con = catalog.connect(lake)
    at = _page(lake, monkeypatch, "compare", a="alpha", b="beta")
    summary = next(d.value for d in at.dataframe if "threshold_step" in d.value.columns)
    expected = compare(con, ["alpha", "beta"], split="train")
    for row, want in zip(summary.to_dict("records"), expected.summary):
        assert row["run_name"] == want["run_name"] and row["last_reward"] == pytest.approx(want["last_reward"])
        assert row["threshold_step"] == want["threshold_step"] and row["best_step"] == want["best_step"]
    step = at.select_slider(key="hist_step").value
    ids = dict(con.execute("SELECT run_name, run_id FROM runs").fetchall())
    counts = q.step_distributions(con, [ids["alpha"], ids["beta"]], "train", step).groupby("run_id").size()
    (n,) = con.execute("SELECT count(*) FROM trajectories WHERE run_id = ? AND split = 'train' AND step = ?",
                       [ids["alpha"], step]).fetchall()[0]  # fmt: skip
    assert counts[ids["alpha"]] == n > 0
    assert len(at.get("vega_lite_chart")) >= 4  # the curves by step and by progress, and the two histograms


def test_json_escapes_in_a_turn_show_as_their_characters():
    from pipelines.explore.widgets import readable

    assert readable('{"query": "\\u6c42\\u89e3 \\ud83d\\ude00"}') == '{"query": "求解 😀"}'
    assert readable("a literal \\\\u6c42 and a lone \\ud83d stay") == "a literal \\\\u6c42 and a lone \\ud83d stay"
    assert readable("plain") == "plain"


@contextlib.contextmanager
def _panels_page(url: str, query: str, *, height: int):
    """Chromium at 1440 px on the served explorer's Panels page of ``query``, the app settled."""
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": 1440, "height": height})
            page.goto(f"{url}/panels?{query}")
            expect(page.get_by_role("heading", name="Panels")).to_be_visible(timeout=30_000)
            _settled(page)
            yield page
        finally:
            browser.close()


@pytest.mark.slow
def test_the_panels_page_draws_a_grid_of_the_picked_runs_in_a_browser(served, explored):
    from playwright.sync_api import expect

    url, process, _ = served
    con = catalog.connect(explored[0])
    runs = ["alpha", "qwen2.5-0.5b-grpo-trl"]  # a verl-like run and TRL's, which logged metrics
    drawn = [m for m in q.Measure if not q.curve(con, runs, "train", m).empty]
    metric = "loss"
    with _panels_page(url, f"runs={runs[0]}&runs={runs[1]}&cols=2&panels={metric}", height=1200) as page:
        charts = page.locator('[data-testid="stVegaLiteChart"]')
        key = [m for m in (q.Measure.reward, q.Measure.success, q.Measure.response_length) if m in drawn]
        expect(charts).to_have_count(len(key) + 1, timeout=30_000)  # the key curves with points, and the metric
        boxes = [charts.nth(i).bounding_box() for i in range(len(key) + 1)]
        assert boxes[0]["y"] == boxes[1]["y"] < boxes[2]["y"]  # two per row, as the address says
        assert "cols=2" in page.url
        # Hover: the values of every run at the step under the pointer, in one tooltip.
        page.mouse.move(boxes[0]["x"] + boxes[0]["width"] * 0.5, boxes[0]["y"] + boxes[0]["height"] * 0.4)
        tooltip = page.locator("#vg-tooltip-element")
        expect(tooltip).to_be_visible(timeout=10_000)
        expect(tooltip).to_contain_text("step")
        expect(tooltip).to_contain_text(runs[0])
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0


# Each chart's plot (its frame: the first background of plot size), and its legends' labels.
_CHART_LAYOUT = """() => [...document.querySelectorAll('[data-testid="stVegaLiteChart"]')].map(c => {
  const box = c.getBoundingClientRect();
  const plot = [...c.querySelectorAll('svg path.background')].map(e => e.getBoundingClientRect())
    .find(r => r.width > 100 && r.height > 50);
  const labels = [...c.querySelectorAll('svg .role-legend-label text')].map(t => t.getBoundingClientRect());
  return {left: box.left, right: box.right, top: plot.top, height: plot.height, labels: labels.length,
          past: labels.filter(r => r.right > box.right + 1 || r.left < box.left - 1).length};
})"""


@pytest.mark.slow
@pytest.mark.parametrize("per_row", [3, 4])
def test_the_panels_plots_keep_their_height_and_row_and_their_legends_stay_inside_in_a_browser(
    served, explored, per_row
):
    """A panel's plot is the height asked (240 px: fitted whole with its legends, three a row kept
    55-95 px for it), the plots of a row start level (a legend above one pushed it down), and no
    legend label runs past its panel (at three a row, 12 of 22 did, by up to 368 px)."""
    from playwright.sync_api import expect

    url, process, _ = served
    names = [r for (r,) in catalog.connect(explored[0]).execute("SELECT run_name FROM runs").fetchall()]
    runs = sorted(names, key=len)[-4:]  # the longest names: the widest legends
    with _panels_page(url, f"{'&'.join(f'runs={r}' for r in runs)}&cols={per_row}", height=1400) as page:
        expect(page.locator('[data-testid="stVegaLiteChart"]').first).to_be_visible(timeout=30_000)
        page.wait_for_timeout(500)  # Vega draws after the element is there
        charts = page.evaluate(_CHART_LAYOUT)
    assert len(charts) >= 2 and all(c["labels"] for c in charts), charts
    assert all(abs(c["height"] - 240) <= 1 for c in charts), charts
    first_row = [c for c in charts if abs(c["top"] - charts[0]["top"]) < 200]
    assert len(first_row) >= 2 and len({round(c["top"]) for c in first_row}) == 1, charts
    assert sum(c["past"] for c in charts) == 0, charts
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0


@pytest.mark.slow
def test_a_tick_in_the_runs_table_picks_the_run_and_an_untick_unpicks_it_in_a_browser(served, explored):
    from playwright.sync_api import expect, sync_playwright

    url, process, _ = served
    names = [r for (r,) in catalog.connect(explored[0]).execute("SELECT run_name FROM runs").fetchall()]
    other = sorted((n for n in names if n != "alpha"), key=str.lower)[0]  # the row under alpha's

    def tick(page, row: int) -> None:  # the grid is a canvas: its "picked" cell, by position
        box = page.locator('[data-testid="stDataFrame"]').last.bounding_box()
        page.mouse.click(box["x"] + 37, box["y"] + 35 * (row + 1) + 17)  # the checkbox, mid-cell

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        try:
            context = browser.new_context(viewport={"width": 1440, "height": 1400})
            page = context.new_page()
            page.goto(f"{url}/?runs=alpha")
            expect(page.get_by_role("heading", name="Every run")).to_be_visible(timeout=30_000)
            _settled(page)
            tick(page, 1)
            expect(page).to_have_url(re.compile(f"runs={re.escape(other)}"), timeout=30_000)
            _settled(page)
            assert "runs=alpha" in page.url and len(context.pages) == 1
            sidebar = page.get_by_test_id("stSidebar")
            expect(sidebar.get_by_text(other, exact=True)).to_be_visible()
            tick(page, sorted(["alpha", other], key=str.lower).index(other))  # the picked rows come first
            expect(page).not_to_have_url(re.compile(f"runs={re.escape(other)}"), timeout=30_000)
            assert "runs=alpha" in page.url
        finally:
            browser.close()
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0


# ---- finding out: search, patterns, labels, side by side, export -----------------------------

BASELINE = "search-agent-baseline"


@pytest.fixture
def own_lake(explored, tmp_path):
    """A copy of the explored lake, for the tests that label."""
    import shutil

    lake = str(tmp_path / "lake")
    shutil.copytree(explored[0], lake)
    return lake


def _texts(at) -> str:
    """The page's Markdown, and each link to a page of the explorer as Markdown would write it."""
    links = [f"[{p.proto.label}](./{p.proto.page}?{p.proto.query_string})" for p in at.get("page_link")]
    return "\n".join([*(m.value for m in at.markdown), *links])


def test_the_search_page_counts_every_run_and_links_each_match_at_its_turn(explored, monkeypatch):
    from pipelines.explore.queries import search as qs

    lake, _ = explored
    at = _page(lake, monkeypatch, "search", text="timed out")
    tally = qs.counts(catalog.connect(lake), qs.Search(text="timed out"))
    assert f"**{tally.total:,} trajectories found** in 2 runs" in _texts(at)
    first = qs.matches(catalog.connect(lake), qs.Search(text="timed out"), limit=1).to_pylist()[0]
    assert f"traj={first['trajectory_id']}&hl=timed+out&turn={first['turn']}" in _texts(at)
    at.number_input(key="from").set_value(21).run()
    narrowed = qs.counts(catalog.connect(lake), qs.Search(text="timed out", first_step=21))
    assert f"**{narrowed.total:,} trajectories found**" in _texts(at)


def test_the_search_page_shows_what_it_found_a_page_at_a_time(explored, monkeypatch):
    """Every match read (the first 200) is reached, 25 a page (any link table: a row of elements
    each, 200 took Chromium most of the page's time)."""
    from pipelines.explore import widgets
    from pipelines.explore.queries import search as qs

    lake, _ = explored
    listed = qs.matches(catalog.connect(lake), qs.Search(text="Pool question"), limit=200).to_pylist()
    assert len(listed) == 200  # the lake holds more: the page's listing is full

    def opened(at) -> list[str]:
        return [p.proto.query_string.split("traj=")[1].split("&")[0] for p in at.get("page_link")
                if "traj=" in p.proto.query_string]  # fmt: skip

    at = _page(lake, monkeypatch, "search", text="Pool question")
    assert opened(at) == [m["trajectory_id"] for m in listed[: widgets.LINK_ROWS]] and widgets.LINK_ROWS == 25
    [pager] = [n for n in at.number_input if n.key.startswith("link_table_page:found:")]
    assert pager.max == 8
    pager.set_value(8).run()
    assert opened(at) == [m["trajectory_id"] for m in listed[175:]]


def test_the_search_filters_are_drawn_when_opened_and_narrow_the_search_in_a_browser(served, explored):
    """The filters wait in a popover: none of its twelve widgets is drawn until it opens (a
    closed expander drew them all, on every load of the page), and one set there narrows the
    search and is kept in the address."""
    from playwright.sync_api import expect, sync_playwright

    from pipelines.explore.queries import search as qs

    url, process, _ = served
    con = catalog.connect(explored[0])
    every, later = (qs.counts(con, qs.Search(text="Pool question", first_step=s)).total for s in (None, 50))
    assert every > later > 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": 1440, "height": 900})
            page.goto(f"{url}/search?text=Pool+question")
            expect(page.get_by_text(f"{every:,} trajectories found", exact=True)).to_be_visible(timeout=30_000)
            _settled(page)
            assert page.get_by_label("From step").count() == 0  # the popover's widgets: not drawn
            page.get_by_role("button", name="Filters").click()
            page.get_by_label("From step").fill("50")
            page.get_by_label("From step").press("Enter")
            expect(page.get_by_text(f"{later:,} trajectories found", exact=True)).to_be_visible(timeout=30_000)
            assert "from=50" in page.url
        finally:
            browser.close()
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0


def test_the_side_pane_steps_through_the_rows_and_shows_tool_calls_with_their_arguments(explored, monkeypatch):
    """The trajectory beside the rows: Next and Previous (J and K) open the row after or before it,
    the picker and the heading agreeing; each tool call shown with its arguments and id."""
    lake, _ = explored
    con = catalog.connect(lake)
    run = "terminus-2-swesmith-job"
    (run_id,) = con.execute("SELECT run_id FROM runs WHERE run_name = ?", [run]).fetchall()[0]
    _, rows = q.rollouts(con, q.RolloutFilter(run_id, "train", None, order=q.Order.worst))
    listed = list(rows.trajectory_id)
    assert len(listed) >= 2
    at = _page(lake, monkeypatch, "rollouts", runs=[run], run=run)
    assert at.toggle(key="pane").value and at.button(key="previous").disabled
    at.button(key="next").click().run()
    assert at.query_params["traj"] == listed[1] and f"Trajectory {listed[1]}" in at.subheader[0].value
    [picker] = [s for s in at.selectbox if s.label.startswith("Open trajectory")]
    assert picker.value == listed[1]
    at.button(key="previous").click().run()
    assert at.query_params["traj"] == listed[0]
    calls = con.execute(
        "SELECT calls FROM turns WHERE run_id = ? AND trajectory_id = ? AND calls IS NOT NULL ORDER BY turn_index",
        [run_id, listed[0]],
    ).fetchall()
    made = [c for (text,) in calls for c in json.loads(text)]
    shown = [c.value for c in at.code]
    for call in made:
        said = json.dumps(call["arguments"], indent=2, ensure_ascii=False)
        assert f"{call['name']}({said})  # {call['id']}" in shown


def test_a_trajectory_opened_at_a_turn_shows_it_first_with_the_text_marked(explored, monkeypatch):
    lake, _ = explored
    con = catalog.connect(lake)
    step, trajectory_id, turn = con.execute(
        "SELECT step, trajectory_id, turn_index FROM turns WHERE run_id = ? AND content LIKE '%timed out%'"
        " ORDER BY step, trajectory_id LIMIT 1",
        [BASELINE],
    ).fetchall()[0]
    at = _page(lake, monkeypatch, "rollouts", runs=[BASELINE], run=BASELINE, step=str(step), traj=trajectory_id,
               turn=str(turn), hl="timed out")  # fmt: skip
    shown = [m.value for m in at.markdown]
    found = shown.index(f"**The turn found** (turn {turn}; the whole trajectory follows)")
    assert shown[found + 2].count("<mark>timed out</mark>") == 1 and "&lt;tool_response&gt;" in shown[found + 2]


def test_a_label_added_in_the_rollouts_page_shows_in_every_view(own_lake, monkeypatch, tmp_path):
    """And the lake's kept catalog (someone queried the lake) is made anew for the labels, beside
    the page, so the next start or query reads no log."""
    from pipelines.lake import catalog_cache

    monkeypatch.setenv("TRACELAKE_USER", "grace")
    monkeypatch.setenv("TRACELAKE_CACHE", str(tmp_path / "cache"))
    catalog_cache.current(own_lake, lambda path: catalog.connect(own_lake, path))
    con = catalog.connect(own_lake)
    step, trajectory_id = con.execute(
        "SELECT step, trajectory_id FROM trajectories WHERE run_id = ? ORDER BY step, trajectory_id LIMIT 1", [BASELINE]
    ).fetchall()[0]
    at = _page(own_lake, monkeypatch, "rollouts", runs=[BASELINE], run=BASELINE, step=str(step), traj=trajectory_id)
    at.text_input(key="new_tag").input("reward hacking")
    at.text_input(key="new_note").input("answered before searching")
    [add] = [b for b in at.button if b.label == "Add label"]
    add.click().run()
    assert not at.exception, at.exception
    assert any("**reward hacking**: answered before searching · grace" in m.value for m in at.markdown)
    for renewing in [t for t in threading.enumerate() if t.name == "tracelake-renew"]:
        renewing.join(60)
    root = catalog_cache.local_root(own_lake)
    assert root is not None
    key = catalog_cache.lake_key(root)
    assert [kept.name[-39:] for kept in (tmp_path / "cache").glob("*.duckdb")] == [f"{key[:32]}.duckdb"]
    view = catalog.connect(own_lake).execute("SELECT trajectory_id, tag, author FROM labels").fetchall()
    assert view == [(trajectory_id, "reward hacking", "grace")]
    listed = _page(own_lake, monkeypatch, "labels", tag="reward hacking")
    assert "**1 trajectory** labelled reward hacking" in _texts(listed)
    found = _page(own_lake, monkeypatch, "search", label="reward hacking")
    assert "**1 trajectory found** in 1 run" in _texts(found) and "reward hacking" in _texts(found)
    rows = _page(
        own_lake, monkeypatch, "rollouts", runs=[BASELINE], run=BASELINE, step=str(step), label="reward hacking"
    )
    assert _matches(rows) == 1
    [off] = [b for b in at.button if b.label == "Take off"]
    off.click().run()
    assert catalog.connect(own_lake).execute("SELECT count(*) FROM labels").fetchall() == [(0,)]


def test_the_patterns_page_says_how_a_pattern_grew_and_links_its_examples(explored, monkeypatch):
    lake, _ = explored
    at = _page(lake, monkeypatch, "patterns", runs=[BASELINE], show="tool timeout")
    assert [h.value for h in at.subheader][0] == "tool timeout: search: Error: search request timed out after N s"
    said = next(m.value for m in at.markdown if "of those looked at" in m.value)
    assert "rose from" in said
    assert "turn=" in _texts(at) and "pattern=tool+timeout" in _texts(at)


@pytest.mark.parametrize("value", ["1e999", "nan", "-inf"])
@pytest.mark.parametrize(("page", "key"), [("patterns", "from"), ("rollouts", "lmin"), ("rollouts", "rmin"),
                                           ("search", "to"), ("panels", "cols")])  # fmt: skip
def test_a_number_past_every_type_in_the_address_is_dropped_before_an_input_reads_it(
    explored, monkeypatch, page, key, value
):
    """Streamlit turns `?from=1e999` or `?lmin=nan` for an integer input into an uncaught
    OverflowError or ValueError (other bad values it drops itself): the page renders without it."""
    lake, _ = explored
    at = _page(lake, monkeypatch, page, runs=[BASELINE], run=BASELINE, **{key: value})
    assert key not in at.query_params
    assert at.header[0].value.lower().startswith(page.rstrip("s")[:5])


def test_the_side_by_side_page_aligns_two_answers_and_shows_the_prompts_groups(explored, monkeypatch):
    lake, _ = explored
    trajectory_id = (
        catalog.connect(lake)
        .execute(
            "SELECT trajectory_id FROM trajectories WHERE run_id = ? AND step = 21 ORDER BY trajectory_id LIMIT 1",
            [BASELINE],
        )
        .fetchone()[0]
    )
    at = _page(lake, monkeypatch, "side", a_run=BASELINE, a=trajectory_id)
    shown = _texts(at)
    assert f"**A: {BASELINE.replace('-', chr(92) + '-')}**" in shown and "**B: " in shown
    assert any("aligned turns" in c.value for c in at.caption)
    assert at.subheader[0].value.startswith("The group lens")


def test_a_configured_judge_groups_a_patterns_examples(explored, monkeypatch):
    monkeypatch.setenv("TRACELAKE_JUDGE", "tests.stub_judge:verdicts")
    lake, _ = explored
    at = _page(lake, monkeypatch, "patterns", runs=[BASELINE], show="tool timeout")
    [ask] = [b for b in at.button if b.label.startswith("Ask the judge")]
    ask.click().run()
    assert not at.exception, at.exception
    [verdicts] = [d.value for d in at.dataframe if "verdict" in d.value.columns]
    assert list(verdicts.verdict) == ["gave up after a timeout"]


@pytest.mark.slow
def test_search_open_at_the_turn_label_see_it_in_a_second_tab_and_export_in_a_browser(own_lake, tmp_path):
    """The issue's walk: search the lake, open a match at its turn (the text marked), label it,
    see the label from a second tab, export the labelled set; the file read back and counted."""
    from playwright.sync_api import expect, sync_playwright

    served = _served(own_lake, tmp_path)
    url, process, log = next(served)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
            try:
                context = browser.new_context(viewport={"width": 1400, "height": 1400}, accept_downloads=True)
                page = context.new_page()
                page.goto(f"{url}/search?text=timed+out&from=21")
                expect(page.get_by_text("trajectories found")).to_be_visible(timeout=60_000)
                _settled(page)
                first = page.locator("a", has_text="open").first
                href = first.get_attribute("href")
                trajectory = re.search(r"traj=(\w+)", href or "")[1]
                first.click()  # in this tab: no new session
                opened = page
                expect(opened.get_by_text("The turn found")).to_be_visible(timeout=60_000)
                assert len(context.pages) == 1
                expect(opened.locator("mark", has_text="timed out").first).to_be_visible()
                _settled(opened)
                opened.get_by_label("New label").fill("tool timeout")
                opened.get_by_label("Note").fill("gave up after the timeout")
                opened.get_by_role("button", name="Add label").click()
                expect(opened.get_by_text("gave up after the timeout")).to_be_visible(timeout=30_000)

                second = context.new_page()  # another tab, its own session: reads the label
                second.goto(f"{url}/labels?tag=tool+timeout")
                expect(second.get_by_text("1 trajectory")).to_be_visible(timeout=60_000)
                _settled(second)
                expect(second.locator(f'a[href*="traj={trajectory}"]')).to_be_visible()
                second.get_by_role("button", name="Prepare the file").click()
                download_button = second.get_by_role("button", name=re.compile("Download tracelake-tool-timeout"))
                expect(download_button).to_be_visible(timeout=30_000)
                with second.expect_download() as download:
                    download_button.click()
                saved = tmp_path / "exported.jsonl"
                download.value.save_as(saved)
            finally:
                browser.close()
        records = [json.loads(line) for line in saved.read_text(encoding="utf-8").splitlines()]
        assert [r["trajectory_id"] for r in records] == [trajectory] and records[0]["tags"] == ["tool timeout"]
        assert any("timed out" in m["content"] for m in records[0]["messages"] if m["role"] == "tool")
        labelled = (
            catalog.connect(own_lake).execute("SELECT count(*) FROM labels WHERE tag = 'tool timeout'").fetchall()
        )
        assert labelled == [(len(records),)]
    finally:
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=30) == 0
    assert "Traceback" not in log.read_text()


def test_the_export_box_writes_every_open_format_as_the_cli_does(explored, monkeypatch, tmp_path):
    """Each format the search page offers, prepared in the page, holds the files `tracelake
    export <kind>` writes for the same search (a folder's export zipped whole)."""
    import io
    import zipfile

    from pipelines.analysis.exports import KINDS
    from pipelines.explore.queries import search as qs

    lake, _ = explored
    at = _page(lake, monkeypatch, "search", text="timed out")
    [box] = [s for s in at.selectbox if s.key == "export_format"]
    assert box.options == [k.title for k in KINDS.values()]
    for index, kind in enumerate(KINDS.values()):
        [box] = [s for s in at.selectbox if s.key == "export_format"]
        box.set_value(kind).run()
        at.button(key="export").click().run()
        assert not at.exception, at.exception
        file_name, data, summary = at.session_state["exported"]
        own = tmp_path / f"cli-{index}" / ("found" + kind.suffix)
        own.parent.mkdir()
        said = kind.write(catalog.connect(lake), qs.Search(text="timed out"), own)
        assert summary == said and summary in [c.value for c in at.caption]
        if kind.suffix:
            assert file_name == "tracelake-found" + kind.suffix and data == own.read_bytes()
            continue
        assert file_name == f"tracelake-found-{kind.name}.zip"
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            zipped = sorted(n.split("/", 1)[1] for n in archive.namelist())
        assert zipped == sorted(p.relative_to(own).as_posix() for p in own.rglob("*") if p.is_file()), kind.name
        assert zipped, kind.name


def test_a_marked_match_is_escaped_text_with_only_the_mark_as_markup():
    from pipelines.explore.widgets import highlighted

    shown = highlighted('<tool_response>Error: "x" <img src=x onerror=alert(1)> TIMED out</tool_response>', "timed OUT")
    assert "<img" not in shown and "&lt;img src=x onerror=alert(1)&gt;" in shown
    assert shown.count("<mark>") == 1 and "<mark>TIMED out</mark>" in shown
    assert highlighted("<b>", "").startswith('<pre style="white-space: pre-wrap">&lt;b&gt;')


def _upgrade(url: str, host: str) -> str:
    """The status line the explorer answers a WebSocket upgrade of its page stream with, the
    request naming ``host`` (as a page at ``http://host:port`` would, its name resolved to us)."""
    port = int(url.rsplit(":", 1)[1])
    request = (
        f"GET /_stcore/stream HTTP/1.1\r\nHost: {host}:{port}\r\nOrigin: http://{host}:{port}\r\n"
        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: streamlit\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.sendall(request.encode())
        return conn.recv(4096).split(b"\r\n", 1)[0].decode()


def test_the_explorer_answers_only_the_names_it_is_reached_by(served):
    """DNS rebinding: a page at http://evil.example:PORT, its name resolved to 127.0.0.1, opened
    the explorer's stream (101 Switching Protocols) and so read the lake and wrote labels."""
    url, process, log = served
    assert " 101 " in _upgrade(url, "127.0.0.1") and " 101 " in _upgrade(url, "localhost")
    for foreign in ("evil.example", "127.0.0.1.evil.example", "attacker.localhost.example"):
        assert " 101 " not in _upgrade(url, foreign), foreign
    assert process.poll() is None


def test_the_names_the_explorer_answers_to():
    from pipelines.explore import expected_hosts

    assert expected_hosts("127.0.0.1") == ["127.0.0.1", "localhost", "::1"]
    assert expected_hosts("192.0.2.7", ["Lab.Example"]) == ["127.0.0.1", "localhost", "::1", "lab.example", "192.0.2.7"]
    assert socket.gethostname().lower() in expected_hosts("0.0.0.0")


def test_the_runs_table_reads_name_then_reward_sorted_whatever_the_case(tmp_path):
    """Issue 62: a run's last reward and success beside its name, not behind its id (a key made
    of the name, read as a duplicate column), and runs in name order whatever their case."""
    from pipelines.samples import RunSpec, write_run

    for name in ("beta", "Alpha", "charlie"):
        write_run(tmp_path / "runs", RunSpec(name, steps=2, prompts=1, n=2))
    lake = str(tmp_path / "lake")
    assert ingest([tmp_path / "runs"], lake).count("failed") == 0
    table = q.runs(catalog.connect(lake))
    assert list(table.run_name) == ["Alpha", "beta", "charlie"]
    assert list(table.columns[:3]) == ["run_name", "last_reward", "last_success"] and table.columns[-1] == "run_id"


# ---- live: what a watch lands shows without a click ------------------------------------------


def _growing_run(tmp_path, steps: int):
    from pipelines.samples import RunSpec, step_lines

    spec = RunSpec("growing", steps=steps, prompts=1, n=2, compression=None)
    folder = tmp_path / "src" / "growing"
    folder.mkdir(parents=True, exist_ok=True)

    def add(step: int) -> None:
        (folder / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")

    for step in range(1, steps + 1):
        add(step)
    return folder, add


def test_a_live_page_runs_again_on_what_landed_and_keeps_its_place(tmp_path, monkeypatch):
    folder, add = _growing_run(tmp_path, 2)
    lake = str(tmp_path / "lake")
    ingest([folder], lake)
    at = _page(lake, monkeypatch, "rollouts", runs=["growing"], run="growing", step="2")
    assert "3" not in at.selectbox(key="step").options
    assert any("live · step 2 of growing" in c.value for c in at.sidebar.caption)

    add(3)
    ingest([folder], lake)
    at.run()  # what the live badge does when it sees the ledger's new commit
    assert not at.exception, at.exception
    assert "3" in at.selectbox(key="step").options
    assert at.selectbox(key="step").value == "2" and at.query_params["step"] == "2"  # its place kept
    assert any("live · step 3 of growing" in c.value for c in at.sidebar.caption)

    at.toggle(key="live").set_value(False).run()  # off: the snapshot stays until "Reload the lake"
    add(4)
    ingest([folder], lake)
    at.run()
    assert "4" not in at.selectbox(key="step").options
    at.button[[b.label for b in at.button].index("Reload the lake")].click().run()
    assert "4" in at.selectbox(key="step").options


@pytest.mark.slow
def test_a_step_that_lands_appears_in_the_open_page_without_a_click_in_a_browser(tmp_path):
    from playwright.sync_api import expect, sync_playwright

    folder, add = _growing_run(tmp_path, 2)
    lake = str(tmp_path / "lake")
    ingest([folder], lake)
    served_app = _served(lake, tmp_path)
    url, process, _ = next(served_app)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
            try:
                page = browser.new_page(viewport={"width": 1440, "height": 900})
                other = browser.new_page(viewport={"width": 1440, "height": 900})  # a second tab: its own session
                page.goto(f"{url}/?runs=growing")
                other.goto(f"{url}/rollouts?runs=growing&run=growing&step=2")
                for tab in (page, other):
                    expect(tab.get_by_text("live · step 2 of growing")).to_be_visible(timeout=30_000)
                    _settled(tab)
                add(3)
                ingest([folder], lake)
                for tab in (page, other):  # whichever session notices first, both show it
                    expect(tab.get_by_text("live · step 3 of growing")).to_be_visible(timeout=15_000)
                assert "runs=growing" in page.url  # the page kept its place
                expect(other.get_by_role("combobox", name="Step")).to_have_value("2")
            finally:
                browser.close()
    finally:
        next(served_app, None)
    process.send_signal(signal.SIGINT)
    process.wait(timeout=30)


def test_a_hover_gives_every_runs_value_at_the_step_under_the_pointer(explored, monkeypatch):
    """W&B's hover: one rule at the nearest step, whose tooltip names each curve (a run, and its
    series where there are several) with its value at that step, a curve with none left out."""
    import pandas as pd

    from pipelines.explore.charts import chart

    monkeypatch.setenv("TRACELAKE_LAKE", explored[0])  # the colours are the lake's runs'
    frame = pd.DataFrame(
        [(run, run.upper(), step, step / 3, series, value)
         for run, base in (("a.b", 1.0), ("c", 2.0)) for step in (1, 2, 3) for series, value in
         (("mean", base + step), ("p90", base + step + 0.5)) if (run, step) != ("c", 3)],
        columns=["run_name", "run_id", "step", "progress", "series", "value"],
    )  # fmt: skip
    spec = chart(frame, x="step", log=False, smoothing=0.0, y_title="reward")
    [rule] = [layer for layer in spec["layer"] if layer["mark"]["type"] == "rule"]
    assert rule["mark"]["tooltip"] == {"content": "data"}  # the row under the pointer, as it is
    rows = {row["step"]: row for row in rule["data"]["values"]}
    assert rows[2] == {"step": 2, "a.b · mean": "3", "a.b · p90": "3.5", "c · mean": "4", "c · p90": "4.5"}
    assert rows[3] == {"step": 3, "a.b · mean": "4", "a.b · p90": "4.5"}  # run c logged nothing at step 3
    params = {p["name"]: p for p in spec.get("params", []) + rule.get("params", [])}
    assert params["values_at"]["select"]["nearest"] is True


def test_the_runs_picked_take_ten_distinct_colours_whatever_the_lake_holds(explored, monkeypatch):
    """On a lake of a hundred runs, hues spread over all of them left four picked runs two
    distinguishable colours; the runs picked now take the categorical colours in the order picked."""
    from pipelines.analysis import svg
    from pipelines.explore import widgets

    many = [f"run-{i:03d}" for i in range(105)]
    picked = ["run-007", "run-051", "run-052", "run-099"]
    palette = svg.Palette(many, shown=picked)
    assert [palette(r) for r in picked] == list(svg.CATEGORICAL[:4])
    assert len({palette(r) for r in many}) == len(many)

    lake, _ = explored
    names = dict(catalog.connect(lake).execute("SELECT run_name, run_id FROM runs").fetchall())
    monkeypatch.setattr(widgets, "_run_ids", lambda _: names)  # the lake's runs, without the explorer's connection
    chosen = tuple(sorted(names.values())[-4:])
    colours = widgets._palette(lake, chosen)
    assert [colours(r) for r in chosen] == list(svg.CATEGORICAL[:4])
    assert widgets._palette(lake, chosen) is colours  # one palette for every page while the pick holds


def test_a_charts_legends_sit_below_the_plot_and_a_click_there_picks_a_run(explored, monkeypatch):
    from pipelines.explore import charts, widgets

    lake, _ = explored
    names = dict(catalog.connect(lake).execute("SELECT run_name, run_id FROM runs").fetchall())
    monkeypatch.setattr(widgets, "_run_ids", lambda _: names)
    frame = q.curve(catalog.connect(lake), sorted(names.values())[:3], "train", q.Measure.reward)
    spec = charts.chart(frame, x="progress", log=False, smoothing=0.0, y_title="reward")
    lines = _lines(spec)
    encoding = lines["encoding"]
    # below the plot, never beside it nor above (a row's plots level): the browser test checks the layout
    assert {encoding[c]["legend"]["orient"] for c in ("color", "strokeDash", "shape")} == {"bottom"}
    assert encoding["x"]["axis"]["format"] == ".0%"  # progress reads 50%, not 0.500000
    assert any(p.get("bind") == "legend" for p in spec.get("params", []) + lines.get("params", []))


def _lines(spec: dict) -> dict:
    """The curves' layer of a chart (the other: the hover's rule)."""
    return next(layer for layer in spec["layer"] if layer["mark"]["type"] == "line")


def test_rollouts_page_past_the_first_200_and_show_the_prompts_end(tmp_path, monkeypatch):
    from pipelines.samples import RunSpec, write_run

    written = write_run(tmp_path / "src", RunSpec("wide", steps=1, prompts=60, n=8, compression=None))  # 480 rows
    lake = str(tmp_path / "lake")
    ingest([written.folder], lake)
    con = catalog.connect(lake)
    where = q.RolloutFilter("wide", "train", step=1)
    pages = [q.rollouts(con, where, offset=offset)[1] for offset in (0, 200, 400)]
    assert [len(p) for p in pages] == [200, 200, 80]
    ids = [t for p in pages for t in p.trajectory_id]
    assert len(set(ids)) == 480 and [r for p in pages for r in p.reward] == sorted(r for p in pages for r in p.reward)
    prompt = con.execute("SELECT prompt FROM trajectories WHERE trajectory_id = ?", [ids[0]]).fetchone()[0]
    shown = pages[0].prompt_end.iloc[0]
    assert prompt.endswith(shown.removeprefix("…")) and (len(prompt) <= q.PREVIEW_CHARS or shown.startswith("…"))

    at = _page(lake, monkeypatch, "rollouts", run="wide", step="1", page="3")
    assert "rows 401-480 shown" in _texts(at)
    assert at.number_input(key="page").value == 3
    past = _page(lake, monkeypatch, "rollouts", run="wide", step="1", page="9")  # past the last: the first
    assert "rows 1-200 shown" in _texts(past) and past.number_input(key="page").value == 1


def test_a_chart_is_checked_against_vega_lites_schema_only_when_asked(monkeypatch):
    """The specs are written by hand: under the tests each is checked against Vega-Lite's own
    schema (as Altair ships it), its dataset's frame too; the explorer draws them unchecked."""
    import pandas as pd
    from jsonschema.exceptions import ValidationError

    from pipelines.explore import charts

    frame = pd.DataFrame({"step": [1, 2]})
    good = {"mark": "line", "encoding": {"x": charts.field("step:Q")}, "height": 100}
    wrong = {**good, "height": "tall"}  # a height Vega-Lite does not take
    mistyped = {**good, "encoding": {"x": {"field": "step", "type": "quantitive"}}}
    named = {"layer": [{"mark": "line", "encoding": good["encoding"], "data": {"name": "curves"}}],
             "datasets": {"curves": frame}}  # fmt: skip

    monkeypatch.setattr(charts, "VALIDATE", True)  # as under the tests: the mistakes are raised
    with pytest.raises(ValidationError, match="'tall' is not of type 'number'"):
        charts.show(wrong, frame)
    with pytest.raises(ValidationError, match="'quantitive' is not one of"):
        charts.show(mistyped, frame)
    assert charts.show(good, frame) is not None and charts.show(named) is not None
    monkeypatch.setattr(charts, "VALIDATE", False)  # as the explorer runs: drawn as written, unchecked
    assert charts.show(wrong, frame) is not None


@pytest.fixture
def reading_ahead(explored, monkeypatch):
    """The explorer's reading ahead done inline (the test sees every ask end), each ask of the
    pages it reads for counted: (the counts, the lake)."""
    import functools

    import streamlit as st

    import pipelines.analysis.compare as analysis_compare
    from pipelines.explore import read_ahead
    from pipelines.explore.queries import why

    asked: Counter = Counter()

    def counted(module, name: str) -> None:
        original = getattr(module, name)

        @functools.wraps(original)
        def counting(*args, **kwargs):
            asked[name] += 1
            return original(*args, **kwargs)

        monkeypatch.setattr(module, name, counting)

    for name in ("diagnosis", "prompt_progress", "status_by_step", "prompt_heat", "paired"):
        counted(why, name)
    counted(analysis_compare, "compare")
    for name in ("curve", "rollouts", "same_prompt"):
        counted(q, name)

    class Inline:  # the reading thread, run in the page's own
        def submit(self, batch):
            for ask, args, kwargs in batch:
                read_ahead._ask(ask, args, kwargs)

    monkeypatch.setattr(read_ahead, "_reader", Inline())
    monkeypatch.setattr(read_ahead, "_asked", set())
    monkeypatch.setattr(read_ahead, "_chosen", set())
    st.cache_data.clear()  # what other tests of this process asked is asked anew
    monkeypatch.setattr(read_ahead, "_served", lambda: True)
    monkeypatch.setenv("TRACELAKE_LAKE", explored[0])
    return asked, explored[0]


def test_reading_ahead_asks_what_the_pages_about_the_picked_runs_ask_first(reading_ahead):
    """Once a page is drawn, the served explorer asks ahead what the pages about the picked runs
    ask first (Panels, Curves, Rollouts, Health, Prompts, Compare): visiting them then asks
    nothing again."""
    asked, _ = reading_ahead
    at = explorer_app()
    at.query_params["runs"] = ["alpha", "beta"]
    at.run()
    assert not at.exception, at.exception
    ahead = dict(asked)
    assert ahead == {"diagnosis": 1, "prompt_progress": 1, "status_by_step": 1, "prompt_heat": 1, "compare": 1,
                     "paired": 1, "curve": 3, "rollouts": 1, "same_prompt": 1}, ahead  # fmt: skip
    for screen in ("panels", "curves", "rollouts", "health", "prompts", "compare"):
        at.switch_page(f"screens/{screen}.py")
        at.run()
        assert not at.exception, at.exception
    assert dict(asked) == ahead  # each page opened on what was read ahead


def test_reading_ahead_reads_the_curves_on_the_axis_picked_and_leaves_a_linked_trajectory_to_its_page(
    reading_ahead,
):
    """A link that names a trajectory opens that one, not the rows' first: nothing is read for the
    first; the curves are read on the x axis the address picks (wall time: each step's hours)."""
    asked, _ = reading_ahead
    at = explorer_app()
    at.query_params["runs"] = ["alpha", "beta"]
    at.query_params["traj"] = "some-trajectory"
    at.query_params["x"] = "wall time"
    at.run()
    assert not at.exception, at.exception
    assert (asked["curve"], asked["rollouts"], asked["same_prompt"]) == (3, 0, 0)
    at.switch_page("screens/panels.py")
    at.run()
    assert not at.exception, at.exception
    assert at.radio(key="x").value == "wall time" and asked["curve"] == 3  # opened on the curves read ahead


def test_reading_ahead_asks_the_newest_picks_first(monkeypatch):
    """Runs picked one after another: the last pick's asks go before those still waiting of the
    picks the user moved on from (asked after them, not dropped)."""
    import time

    from pipelines.explore import read_ahead

    done: list[str] = []
    started, go_on = threading.Event(), threading.Event()

    def ask(name: str) -> None:
        if name == "a1":  # the first pick's first ask holds the thread while the second pick comes
            started.set()
            go_on.wait(10)
        done.append(name)

    monkeypatch.setattr(read_ahead, "_ask", lambda asked, args, kwargs: asked(*args))
    reader = read_ahead._Reader()
    reader.submit([(ask, ("a1",), {}), (ask, ("a2",), {})])
    assert started.wait(10)
    reader.submit([(ask, ("b1",), {}), (ask, ("b2",), {})])
    go_on.set()
    for _ in range(100):
        if len(done) == 4:
            break
        time.sleep(0.05)
    assert done == ["a1", "b1", "b2", "a2"]


def test_the_explorers_runtime_reads_no_installed_packages_metadata_for_components(monkeypatch):
    """Streamlit's runtime, as it is made, read the metadata of every installed package for
    components of its own kind (0.4 s of the explorer's start at 227 packages); the explorer
    draws none, and `tracelake explore` skips the scan."""
    import importlib.metadata

    from streamlit.components.v2 import manifest_scanner
    from streamlit.components.v2.component_manager import BidiComponentManager

    from pipelines.explore import skip_component_scan

    monkeypatch.setattr(manifest_scanner, "scan_component_manifests", manifest_scanner.scan_component_manifests)
    read: list[str] = []

    def distributions(*args, **kwargs):
        read.append("every package")
        return iter(())

    monkeypatch.setattr(importlib.metadata, "distributions", distributions)
    skip_component_scan()
    BidiComponentManager().discover_and_register_components(start_file_watching=False)
    assert read == []
