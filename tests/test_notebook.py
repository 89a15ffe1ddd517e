"""What the README and docs offer a notebook works as written."""

from __future__ import annotations

import gc

import pipelines
from pipelines.samples import RunSpec, write_run

from .helpers import ingest


def test_the_one_liners_work_as_written(tmp_path, lake, monkeypatch):
    written = write_run(tmp_path, RunSpec("nb", steps=2, prompts=1, n=2))
    ingest([written.folder], lake)
    frame = pipelines.connect(lake).sql("SELECT count(*) AS n FROM trajectories").pl()
    assert frame["n"].to_list() == [4]
    gc.collect()  # the connection of a one-liner is collected: its relation must still read
    relation = pipelines.connect(lake).sql("SELECT step, n FROM reward_by_step ORDER BY step")
    gc.collect()
    assert relation.to_arrow_table().to_pylist() == [{"step": 1, "n": 2}, {"step": 2, "n": 2}]
    monkeypatch.setenv("TRACELAKE_LAKE", lake)
    assert pipelines.connect().sql("SELECT * FROM reward_by_step").pl().height == 2
