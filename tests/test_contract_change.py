"""A lake written before a column joined a table's contract (``turns.agent``) reads under the new
one (the column NULL), and takes the column on its next ingest: old rows read NULL in it,
through the views and through outside readers (Delta's own schema, merged at the commit that
first writes it)."""

from __future__ import annotations

import dataclasses

import deltalake
import polars as pl

from pipelines import schemas
from pipelines.samples import write_job, write_nemo_gym

from .helpers import ingest, query


def test_a_lake_from_before_turns_had_agent_takes_it_on_the_next_ingest(tmp_path, lake, monkeypatch):
    found = schemas.contracts()
    now = found["turns"]
    before = dataclasses.replace(now, columns=tuple(c for c in now.columns if c.name != "agent"))
    monkeypatch.setitem(found, "turns", before)
    schemas.fingerprint.cache_clear()
    gym = write_nemo_gym(tmp_path / "gym")
    assert ingest([gym], lake).count("failed") == 0
    old_turns = query(lake, "SELECT count(*) FROM turns")[0][0]
    assert "agent" not in deltalake.DeltaTable(f"{lake}/turns").schema().to_arrow().names

    monkeypatch.setitem(found, "turns", now)
    schemas.fingerprint.cache_clear()
    # read under the new contract before any ingest wrote the column: every view works, agent NULL
    assert query(lake, "SELECT count(*), count(agent) FROM turns") == [(old_turns, 0)]
    assert query(lake, "SELECT count(*) > 0 FROM turn_stats") == [(True,)]
    job = write_job(tmp_path / "jobs", trials=3, export=False)
    assert ingest([job.folder], lake).count("failed") == 0
    total, named, old_named = query(
        lake,
        "SELECT count(*), count(agent), count(agent) FILTER (WHERE run_id IN"
        " (SELECT run_id FROM runs WHERE framework = 'nemo-gym')) FROM turns",
    )[0]
    assert total > old_turns and named > 0 and old_named == 0
    table = pl.read_delta(f"{lake}/turns")
    assert table.height == total and table["agent"].null_count() == total - named
