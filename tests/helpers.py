"""Helpers the tests share: counts and queries through the real catalog."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from pipelines import engine
from pipelines.lake import catalog
from pipelines.samples import RunSpec, write_run


def table_counts(lake: str) -> dict[str, int]:
    con = catalog.connect(lake)
    names = ["trajectories", "turns", "rewards", "step_metrics", "quarantine", "runs", "ingests"]
    return {n: con.execute(f"SELECT count(*) FROM {n}").fetchone()[0] for n in names}


def query(lake: str, sql: str, params: list | None = None) -> list[tuple]:
    return catalog.connect(lake).execute(sql, params).fetchall()


def ingest(paths, lake, **kw) -> engine.Report:
    return engine.ingest_paths([str(p) for p in paths], lake, **kw)


CONTENT_TABLES = ("trajectories", "turns", "rewards", "step_metrics", "quarantine")


def content_by_step(lake: str) -> dict[str, list[tuple]]:
    """Every row of every table, as a per-run, per-step count and an order-free content hash."""
    con = catalog.connect(lake)
    seen = {}
    for table in CONTENT_TABLES:
        step = "step" if table != "quarantine" else "NULL"
        seen[table] = con.execute(
            f"SELECT run_id, {step} AS s, count(*), sum(hash(t)::HUGEINT) FROM {table} t GROUP BY ALL ORDER BY ALL"
        ).fetchall()
    return seen


def explorer_app():
    """The explorer in Streamlit's test harness, as `tracelake explore` serves it (no scan of
    the installed packages for components: 0.4 s an app made)."""
    from streamlit.testing.v1 import AppTest

    from pipelines.explore import APP, skip_component_scan

    skip_component_scan()
    return AppTest.from_file(str(APP), default_timeout=60)


def explorer_page(lake: str, monkeypatch, screen: str, **params):
    """The explorer's ``screen`` page on ``lake`` through Streamlit's test harness, the address
    holding ``params``; run, without an exception."""
    monkeypatch.setenv("TRACELAKE_LAKE", lake)
    at = explorer_app()
    for key, value in params.items():
        at.query_params[key] = value
    at.run()
    at.switch_page(f"screens/{screen}.py")
    at.run()
    assert not at.exception, at.exception
    return at


def chromium() -> str:
    """Debian's Chromium, which the browser tests drive; a skip where it is not installed (a
    failure in CI, which installs it)."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get("TRACELAKE_REQUIRE_CHROMIUM"):
            pytest.fail("chromium is not installed (.ci/run installs the Debian package)")
        pytest.skip("chromium not installed (apt-get install chromium)")
    return found


def wait_for_health(url: str, process: subprocess.Popen, timeout: float = 60) -> bool:
    """Poll a Streamlit server's health address until it answers; False if the process ends
    or the time runs out first."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            urllib.request.urlopen(f"{url}/_stcore/health", timeout=2)
            return True
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                return False
            time.sleep(0.2)


def big_runs_and_reference(tmp_path: Path) -> tuple[Path, str]:
    """Four runs of shards large enough that a cluster's worker is still reading when a test
    kills it, and a lake of them ingested in this process to compare with: (sources, lake)."""
    src = tmp_path / "src"
    for i in range(4):
        write_run(src, RunSpec(f"big-{i}", steps=8, prompts=8, n=8, response_words=(400, 1600), seed=i))
    reference = str(tmp_path / "one-process")
    ingest([src], reference)
    return src, reference
