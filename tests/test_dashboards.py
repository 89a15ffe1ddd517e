"""A catalog file as dashboards open it: SQLAlchemy's ``duckdb_engine`` (the driver Superset and
Metabase's Python connectors use), read-only, as docs/dashboards.md sets it up."""

from __future__ import annotations

import sqlalchemy
from typer.testing import CliRunner

from pipelines.cli import app

from .helpers import ingest, query


def test_a_catalog_file_reads_through_sqlalchemy(demo, tmp_path):
    folder, _ = demo
    lake = str(tmp_path / "lake")
    ingest([folder], lake)
    catalog_file = tmp_path / "catalog.duckdb"
    result = CliRunner().invoke(app, ["catalog", "--out", str(catalog_file), "--lake", lake])
    assert result.exit_code == 0, result.output

    # The exact settings of docs/dashboards.md: a read-only connection to the file.
    engine = sqlalchemy.create_engine(f"duckdb:///{catalog_file}", connect_args={"read_only": True})
    views = set(sqlalchemy.inspect(engine).get_view_names())  # what a dashboard lists to pick from
    assert {"trajectories", "turns", "rewards", "step_metrics", "runs", "reward_by_step", "length_by_step"} <= views
    with engine.connect() as connection:
        runs = connection.execute(sqlalchemy.text("SELECT run_id, trajectories FROM runs ORDER BY run_id")).all()
        curve = connection.execute(
            sqlalchemy.text("SELECT run_id, step, mean FROM reward_by_step WHERE split = :split ORDER BY ALL"),
            {"split": "train"},
        ).all()
    assert [tuple(r) for r in runs] == query(lake, "SELECT run_id, trajectories FROM runs ORDER BY run_id")
    assert [tuple(r) for r in curve] == query(
        lake, "SELECT run_id, step, mean FROM reward_by_step WHERE split = 'train' ORDER BY ALL"
    )
    engine.dispose()
