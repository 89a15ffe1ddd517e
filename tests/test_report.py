"""`tracelake report`: one self-contained HTML file whose charts a headless Chromium draws with
the network cut off."""

from __future__ import annotations

import json
import re
import subprocess

import pytest
from typer.testing import CliRunner

from pipelines.analysis import report
from pipelines.cli import app
from pipelines.samples.artifacts import write_artifacts
from pipelines.samples.harbor import write_export
from pipelines.samples.polytrace import write_polytrace

from .helpers import chromium, ingest, query


def _render(html_path, fragment: str = "") -> str:
    """The DOM after Chromium ran the page (``fragment``: what follows ``#`` in its address),
    with every host unresolvable and no proxy route."""
    result = subprocess.run(
        [
            chromium(),
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--host-resolver-rules=MAP * ~NOTFOUND",
            "--proxy-server=127.0.0.1:9",
            "--virtual-time-budget=5000",
            "--dump-dom",
            html_path.as_uri() + (f"#{fragment}" if fragment else ""),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


@pytest.mark.slow
def test_report_charts_are_drawn_offline(demo, tmp_path):
    folder, written = demo
    write_artifacts(tmp_path / "artifacts")
    write_export(tmp_path / "harbor")
    write_polytrace(tmp_path / "polytrace")
    lake = str(tmp_path / "lake")
    ingest([folder, tmp_path / "artifacts", tmp_path / "harbor", tmp_path / "polytrace"], lake)
    out = tmp_path / "report.html"

    result = CliRunner().invoke(app, ["report", "--lake", lake, "--out", str(out), "--top", "0"])
    assert result.exit_code == 0, result.output
    html = out.read_text()
    # Self-contained: nothing to fetch (the SVG namespace is a name, not a request).
    assert not re.search(r"""(src|href)\s*=|@import|url\(""", html)
    for name in ("qwen3-1.7b-compression", "alfworld_qwen3_8b_gigpo", "rl__24GPU_base_lr5e-6__swesmith-traces"):
        assert name in html

    dom = _render(out)
    charts = dict(re.findall(r'aria-label="([^"]*)" data-drawn="(\d+)"', dom))
    assert len(charts) == html.count('class="chart"')  # the page's script ran over every chart
    runs_with_lengths = query(lake, "SELECT count(DISTINCT run_id) FROM trajectories WHERE split = 'train'")[0][0]
    for prefix in (
        "Mean train reward by step (rewards within ±1)",
        "Mean train reward by step (rewards within ±10)",
        "Mean train reward by normalized progress",
        "Mean val reward by step",
        "Share of prompt groups with zero advantage",
        "Mean turns per trajectory",
        "Mean tool calls per trajectory",
        "Policy loss",
        "KL",
        "Entropy",
        "Gradient norm",
        "Throughput",
    ):
        drawn = [int(n) for title, n in charts.items() if title.startswith(prefix)]
        assert drawn and all(n > 0 for n in drawn), prefix
    lengths = {t: int(n) for t, n in charts.items() if ": response length (" in t}
    assert len(lengths) == min(runs_with_lengths, report.MAX_LENGTH_PANELS)
    assert all(n == 31 for n in lengths.values())  # 30 bars and the fitted curve each
    assert int(charts["Tool-call latency (the runs charted)"]) == 30  # the PolyTrace latency log's calls, binned
    assert "calls</text>" in html  # its axis counts calls, not trajectories
    # Ticks as people write numbers, never 1.2e+04; titles are HTML captions, never cut.
    assert not re.search(r'class="tick"[^>]*>[^<]*\de[+-]?\d', html)
    assert re.findall(r"<figcaption>([^<]*)", html) == re.findall(r'aria-label="([^"]*)"', html)

    # One colour per run, the same in the legend, the lines and the histograms; all different.
    swatches = dict(re.findall(r'data-run="([^"]+)"><span class="key" style="background:([^"]+)"', html))
    assert len(swatches) == query(lake, "SELECT count(*) FROM runs")[0][0] == len(set(swatches.values()))
    for run, colour in swatches.items():
        for used in re.findall(
            rf'<g data-run="{re.escape(run)}"><path d="[^"]*" class="mark line" stroke="([^"]+)"', html
        ):
            assert used == colour, run

    # Untick a run (here through the address): it leaves every chart, table row and the browser.
    hidden = "alfworld_qwen3_8b_gigpo"
    dom = _render(out, f"hide={hidden}")
    assert len(re.findall(rf'<\w+[^>]*data-run="{hidden}"[^>]*>', dom)) >= 5
    visible = [e for e in re.findall(rf'<(?!input)\w+[^>]*data-run="{hidden}"[^>]*>', dom) if "display: none" not in e]
    assert visible == []
    assert 'data-run="qwen3-1.7b-compression" style=""' in dom or 'data-run="qwen3-1.7b-compression">' in dom


@pytest.mark.slow
def test_the_rollout_browser_shows_best_and_worst_with_turns_and_filters_by_reward(demo, tmp_path):
    folder, _ = demo
    write_artifacts(tmp_path / "artifacts")
    lake = str(tmp_path / "lake")
    ingest([folder, tmp_path / "artifacts"], lake)
    out = tmp_path / "report.html"
    assert CliRunner().invoke(app, ["report", "--lake", lake, "--out", str(out), "--top", "0"]).exit_code == 0
    html = out.read_text()
    rewards = re.findall(r'<details class="traj" data-reward="([^"]*)"', html)
    expected = query(
        lake,
        """
        WITH s AS (SELECT run_id, split, step, reward, dense_rank() OVER (PARTITION BY run_id, split ORDER BY step DESC) AS recent,
                          row_number() OVER (PARTITION BY run_id, split, step ORDER BY reward DESC NULLS LAST, trajectory_id) AS b,
                          row_number() OVER (PARTITION BY run_id, split, step ORDER BY reward NULLS LAST, trajectory_id) AS w
                   FROM trajectories WHERE prompt IS NOT NULL OR response IS NOT NULL)
        SELECT count(*), count(*) FILTER (WHERE reward IS NULL) FROM s WHERE recent <= 3 AND (b <= 2 OR w <= 2)""",
    )[0]
    assert (len(rewards), rewards.count("")) == expected
    assert "<b>tool</b> · tool <code>search</code>" in html  # a Search-R1 episode's turns, with its tool calls
    assert '<span class="rank best">best</span>' in html and '<span class="rank worst">worst</span>' in html
    assert "<b>assistant</b> · <span class=note>score " in html  # a verl-agent turn's own score
    dom = _render(out, "reward-min=0.5")
    shown = re.findall(r'<details class="traj" data-reward="([^"]*)"( style="display: none;")?', dom)
    assert {float(r) >= 0.5 for r, hidden in shown if not hidden} == {True}
    assert {r == "" or float(r) < 0.5 for r, hidden in shown if hidden} == {True}  # a bound hides the unrated too


@pytest.mark.slow
def test_metrics_only_runs_val_curves_length_by_step_and_a_long_tail_are_charted(tmp_path):
    from playwright.sync_api import sync_playwright

    # A run that logged only metrics: a 50-step val success curve and a value loss (verl's file logger).
    trainer = tmp_path / "src" / "metrics_only"
    trainer.mkdir(parents=True)
    lines = [{"step": s, "data": {"val/success_rate": round(s / 50, 3), "critic/vf_loss": round(1 / s, 4)}}
             for s in range(1, 51)]  # fmt: skip
    (trainer / "metrics.jsonl").write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    # A verl run whose one 16k response would squeeze every other one into the first bar.
    tail = tmp_path / "src" / "long_tail"
    tail.mkdir()
    for step in (1, 2):
        records = [{"input": f"q{i}", "output": "x" * (80 + i), "score": 1.0, "step": step, "uid": f"{step}{i:02d}_0_0"}
                   for i in range(40)]  # fmt: skip
        if step == 2:
            records[0]["output"] = "y" * 16_000
        (tail / f"{step}.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n")
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake)
    out = tmp_path / "report.html"
    assert CliRunner().invoke(app, ["report", "--lake", lake, "--out", str(out)]).exit_code == 0

    dom = _render(out)
    charts = dict(re.findall(r'aria-label="([^"]*)" data-drawn="(\d+)"', dom))
    assert int(charts["val/success_rate (val, logged)"]) > 0  # a metrics-only run's val curve
    val_chart = re.search(r'aria-label="val/success_rate \(val, logged\)".*?</svg>', dom, re.S)[0]
    assert val_chart.count("<circle") == 50  # every logged step
    assert int(charts["Value loss (critic/vf_loss)"]) > 0
    assert int(charts["Mean response length by step (characters)"]) > 0
    assert int(charts["p90 response length by step (characters)"]) > 0
    [tail_title] = [t for t in charts if t.startswith("long_tail: response length")]
    assert "log scale: the longest is" in tail_title and int(charts[tail_title]) == 31

    with sync_playwright() as playwright:  # full width: charts share the page, none stays 460 px
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1600, "height": 1000})
        page.goto(out.as_uri())
        widths = [box["width"] for box in (f.bounding_box() for f in page.locator("figure.chart-box").all()) if box]
        browser.close()
    assert widths and min(widths) >= 520 and sum(widths) / len(widths) > 700


def test_a_run_whose_only_step_is_0_is_at_the_end_of_its_progress(tmp_path):
    """Harnesses (Terminal-Bench, Atropos, a Harbor job) write one step, 0: step / last step
    was 0/0, a NaN the report's charts could not place."""
    from pipelines.samples import RunSpec, write_run
    from pipelines.samples.harnesses import write_terminal_bench

    write_terminal_bench(tmp_path / "tb")
    write_run(tmp_path / "verl", RunSpec("verl-run", steps=3, prompts=2, n=2))
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "tb", tmp_path / "verl"], lake)
    progress = query(lake, "SELECT DISTINCT run_id, step, progress FROM reward_by_step ORDER BY ALL")
    assert [p for run, step, p in progress if step == 0] == [1.0] * 4  # the sample's four Terminal-Bench runs
    assert [round(p, 4) for run, step, p in progress if run == "verl-run"] == [0.3333, 0.6667, 1.0]
    out = tmp_path / "report.html"
    result = CliRunner().invoke(app, ["report", "--lake", lake, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "tb_rc2_sonnet_1" in out.read_text()


def test_an_outcome_metric_logged_in_series_is_drawn_a_line_per_series(tmp_path):
    """A long CSV carries a series per value column: its val/success_rate was once left out,
    and the report said no outcome metric was logged."""
    run = tmp_path / "src" / "ablation"
    run.mkdir(parents=True)
    rows = ["step,metric,v3,gigpo_mean"] + [f"{s},val/success_rate,{s / 50:.3f},{s / 60:.3f}" for s in range(1, 51)]
    (run / "metrics.csv").write_text("\n".join(rows) + "\n")
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake)
    assert query(lake, "SELECT DISTINCT series FROM step_metrics ORDER BY 1") == [("gigpo_mean",), ("v3",)]
    out = tmp_path / "report.html"
    assert CliRunner().invoke(app, ["report", "--lake", lake, "--out", str(out)]).exit_code == 0
    html = out.read_text()
    assert "no reward, score, success or accuracy metric logged" not in html
    chart = re.search(r'aria-label="val/success_rate \(val, logged\)".*?</svg>', html, re.S)[0]
    lines = re.findall(r'<path d="[^"]*" class="mark line" stroke="([^"]*)"( stroke-dasharray="[^"]*")?>', chart)
    assert len(lines) == 2 and len({colour for colour, _ in lines}) == 1  # one run's colour
    assert sorted(bool(dash) for _, dash in lines) == [False, True]  # each series its own dash
    caption = re.search(r"<figcaption>val/success_rate \(val, logged\)(.*?)</figcaption>", html, re.S)[1]
    assert "gigpo_mean" in caption and "v3" in caption  # the dashes' key
    assert chart.count("<circle") == 100


def test_an_eval_runs_row_shows_its_val_figures_and_every_row_says_its_split_and_both_counts(tmp_path):
    """An eval-only run was a row of blanks; a run's trajectories were its train ones where the
    explorer counted every split (72 against 96). Now each row says its split and both counts."""
    from pipelines.lake import catalog
    from pipelines.samples.evals import write_evals
    from pipelines.samples.trainers import write_areal

    write_areal(tmp_path / "src" / "areal")
    write_evals(tmp_path / "src" / "evals")
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake)
    con = catalog.connect(lake)
    ids = [r for (r,) in con.execute("SELECT run_id FROM runs ORDER BY run_id").fetchall()]
    html = report._runs_table(con, ids)
    rows = {
        run: re.findall(r"<td[^>]*>(.*?)</td>", row)
        for run, row in re.findall(r'<tr data-run="([^"]+)">(.*?)</tr>', html)
    }
    head = re.findall(r"<th>(.*?)</th>", html)
    for run, cells in rows.items():
        row = dict(zip(head, cells))
        splits = dict(query(lake, "SELECT split, count(*) FROM trajectories WHERE run_id = ? GROUP BY ALL", [run]))
        shown = "train" if "train" in splits else "val"
        assert row["split"] == shown, run
        assert row["trajectories"] == f"{splits[shown]:,}" and row["all_trajectories"] == f"{sum(splits.values()):,}", (
            run
        )
        rewarded = query(lake, "SELECT count(*) FROM trajectories WHERE run_id = ? AND split = ? AND isfinite(reward)",
                         [run, shown])[0][0]  # fmt: skip
        assert (row["last_reward"] not in ("", "–")) == bool(rewarded), run
    assert any(dict(zip(head, c))["split"] == "val" for c in rows.values())


def test_the_charts_show_the_runs_ingested_last_or_those_named_and_the_table_every_run(tmp_path):
    """A team's lake of hundreds of runs drew hundreds of lines a chart and took gigabytes to
    build: the charts and the rollout browser show the --top runs ingested last, or the runs
    named; the table still lists every run."""
    from pipelines.samples import RunSpec, write_run

    for name in ("beta", "alpha", "gamma"):
        write_run(tmp_path / "first" / name, RunSpec(name, steps=2, prompts=2, n=2))
    write_run(tmp_path / "later" / "delta", RunSpec("delta", steps=2, prompts=2, n=2))
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "first"], lake)
    ingest([tmp_path / "later"], lake)
    ids = dict(query(lake, "SELECT run_name, run_id FROM runs"))

    def drawn(*args: str) -> tuple[list[str], list[str], list[str], str]:
        out = tmp_path / "report.html"
        result = CliRunner().invoke(app, ["report", *args, "--lake", lake, "--out", str(out)])
        assert result.exit_code == 0, result.output
        html = out.read_text()
        legend = re.findall(r'<input type="checkbox" checked data-run="([^"]+)">', html)
        table = re.findall(r'<tr data-run="([^"]+)">', html)
        browser = re.findall(r'<details class="run" data-run="([^"]+)">', html)
        lines = set(re.findall(r'<g data-run="([^"]+)"><path', html))
        assert lines <= set(legend) and set(browser) <= set(legend)
        return legend, sorted(table), browser, html

    every = sorted(ids.values())
    legend, table, browser, html = drawn("--top", "2")
    latest = [r for (r,) in query(lake, "SELECT run_id FROM runs ORDER BY last_ingest DESC LIMIT 2")]
    assert legend == latest and legend[0] == ids["delta"]  # the last ingest's run first
    assert table == every and browser == legend
    assert "show 2 of the lake's 4 runs" in html
    legend, table, browser, html = drawn("gamma", "beta")
    # the browser in the legend's order, not the run ids' (which put beta first)
    assert legend == [ids["gamma"], ids["beta"]] and browser == legend and table == every
    legend, _, _, html = drawn("--top", "0")
    assert sorted(legend) == every and "of the lake's" not in html
    result = CliRunner().invoke(app, ["report", "gama", "--lake", lake, "--out", str(tmp_path / "r.html")])
    assert result.exit_code == 2 and "no such run: gama" in result.output and "gamma" in result.output
