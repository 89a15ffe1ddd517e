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


def test_a_dashboard_keeps_answering_from_its_catalog_file_while_ingests_and_compactions_run(tmp_path):
    """A catalog file opened read-only (as a dashboard holds it) while other processes ingest
    new steps, compact and write a new catalog file over it: every query of the open file
    answers, with the snapshot it was made from; a new connection sees the new one."""
    import subprocess
    import sys

    from pipelines.samples import RunSpec, write_run

    source = write_run(tmp_path / "src", RunSpec("live", steps=12, prompts=2, n=2, seed=3)).folder
    later = sorted(source.iterdir(), key=lambda p: int(p.name.split(".")[0]))[4:]
    held = tmp_path / "held"
    held.mkdir()
    for path in later:
        path.rename(held / path.name)  # steps 5-12 arrive while the dashboard is open
    lake = str(tmp_path / "lake")
    ingest([source], lake)
    catalog_file = tmp_path / "catalog.duckdb"
    assert CliRunner().invoke(app, ["catalog", "--out", str(catalog_file), "--lake", lake]).exit_code == 0
    engine = sqlalchemy.create_engine(f"duckdb:///{catalog_file}", connect_args={"read_only": True})
    question = sqlalchemy.text("SELECT count(*), sum(reward), max(step) FROM trajectories")
    with engine.connect() as connection:
        before = tuple(connection.execute(question).one())
        assert before[0] == 16 and before[2] == 4
        for path in sorted(held.iterdir(), key=lambda p: int(p.name.split(".")[0])):
            path.rename(source / path.name)
            writer = subprocess.Popen(
                [sys.executable, "-m", "pipelines", "ingest", str(source), "--lake", lake, "--batch-size", "1"],
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            )  # fmt: skip
            while writer.poll() is None:  # the dashboard queries all the while
                assert tuple(connection.execute(question).one()) == before
            assert writer.returncode == 0, writer.stderr.read() if writer.stderr else ""
            compacted = subprocess.run([sys.executable, "-m", "pipelines", "compact", "--lake", lake],
                                       capture_output=True, text=True, timeout=120)  # fmt: skip
            assert compacted.returncode == 0, compacted.stderr
            assert tuple(connection.execute(question).one()) == before
        renewed = CliRunner().invoke(app, ["catalog", "--out", str(catalog_file), "--lake", lake])
        assert renewed.exit_code == 0, renewed.output
        assert tuple(connection.execute(question).one()) == before  # the open file is the old one still
    engine.dispose()
    fresh = sqlalchemy.create_engine(f"duckdb:///{catalog_file}", connect_args={"read_only": True})
    with fresh.connect() as connection:
        assert tuple(connection.execute(question).one()) == tuple(
            query(lake, "SELECT count(*), sum(reward), max(step) FROM trajectories")[0]
        )
        assert connection.execute(question).one()[0] == 48
    fresh.dispose()
