"""What the README and docs offer a notebook works as written: every line of their ``python``
blocks runs here, against a lake where the lines expect one (a block whose first line says
"not run here" is skipped, and says why)."""

from __future__ import annotations

import gc
import re
from pathlib import Path

import pipelines
from pipelines.samples import RunSpec, write_run

from .helpers import ingest

ROOT = Path(__file__).resolve().parent.parent
PYTHON_BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def _notebook_lines() -> list[tuple[str, str]]:
    found = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for block in PYTHON_BLOCK.findall(page.read_text(encoding="utf-8")):
            if "not run here" in block.splitlines()[0]:  # said so on the page (e.g. Spark's)
                continue
            found += [(page.name, line) for line in block.splitlines() if line.strip()]
    return found


def test_every_python_line_of_the_docs_runs(tmp_path, monkeypatch):
    written = write_run(tmp_path / "src", RunSpec("nb", steps=2, prompts=1, n=2))
    ingest([written.folder], str(tmp_path / "my-lake"))
    ingest([written.folder], str(tmp_path / "data" / "lake"))
    monkeypatch.chdir(tmp_path)  # the docs name `my-lake` and `data/lake`, relative
    monkeypatch.delenv("TRACELAKE_LAKE", raising=False)
    lines = _notebook_lines()
    assert any("pipelines.connect" in line for _, line in lines)
    scope: dict = {}
    for page, line in lines:
        try:
            exec(compile(line, page, "exec"), scope)  # one line at a time, as a notebook's cells
        except Exception as exc:  # noqa: BLE001 - the failing line is the message
            raise AssertionError(f"{page}: {line!r} fails: {exc!r}") from exc
        gc.collect()  # a one-liner's connection is collected: what it returned must still read


def test_the_one_liners_work_as_written(tmp_path, lake, monkeypatch):
    written = write_run(tmp_path, RunSpec("nb", steps=2, prompts=1, n=2))
    ingest([written.folder], lake)
    frame = pipelines.connect(lake).sql("SELECT count(*) AS n FROM trajectories").pl()
    assert frame["n"].to_list() == [4]
    gc.collect()  # the connection of a one-liner is collected: its relation must still read
    relation = pipelines.connect(lake).sql("SELECT step, n FROM reward_by_step ORDER BY step")
    gc.collect()
    assert relation.to_arrow_table().to_pylist() == [{"step": 1, "n": 2}, {"step": 2, "n": 2}]
    assert pipelines.connect(lake).sql("SELECT run_id FROM runs").to_arrow_table().to_pandas()["run_id"].tolist() == [
        "nb"
    ]
    monkeypatch.setenv("TRACELAKE_LAKE", lake)
    assert pipelines.connect().sql("SELECT * FROM reward_by_step").pl().height == 2
