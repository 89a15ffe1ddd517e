"""`tracelake report`: one self-contained HTML file whose charts a headless Chromium draws with
the network cut off."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest
from typer.testing import CliRunner

from pipelines.samples.artifacts import write_artifacts
from pipelines.analysis import report
from pipelines.cli import app
from pipelines.samples.harbor import write_export
from pipelines.samples.polytrace import write_polytrace

from .helpers import ingest, query

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def _render(html_path) -> str:
    """The DOM after Chromium ran the page, with every host unresolvable and no proxy route."""
    if CHROMIUM is None:
        if os.environ.get("TRACELAKE_REQUIRE_CHROMIUM"):
            pytest.fail("chromium is not installed (.ci/run installs the Debian package)")
        pytest.skip("chromium not installed (apt-get install chromium)")
    result = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9", "--virtual-time-budget=5000",
         "--dump-dom", html_path.as_uri()],
        capture_output=True, text=True, timeout=120)
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

    result = CliRunner().invoke(app, ["report", "--lake", lake, "--out", str(out)])
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
    for title in ("Mean train reward by step", "Mean train reward by normalized progress", "Mean val reward by step",
                  "Share of prompt groups with zero advantage", "Mean turns per trajectory",
                  "Mean tool calls per trajectory"):
        assert int(charts[title]) > 0, title
    lengths = {t: int(n) for t, n in charts.items() if "response length" in t}
    assert len(lengths) == min(runs_with_lengths, report.MAX_LENGTH_PANELS)
    assert all(n == 31 for n in lengths.values())  # 30 bars and the fitted curve each
    assert int(charts["Tool-call latency (all runs)"]) == 30  # the PolyTrace latency log's calls, binned
