"""A user's SQL cannot write, read outside the lake or run without bounds (pipelines.lake.guard):
every statement kind, EXPLAIN ANALYZE of writes, table functions and file paths, on a real lake
through its real views, and on an S3 lake."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile

import duckdb
import pytest

from pipelines.errors import UserError
from pipelines.lake import Lake, catalog, connection, guard
from pipelines.samples import RunSpec, write_run

from .helpers import ingest, table_counts


@pytest.fixture(scope="module")
def lake(tmp_path_factory):
    root = tmp_path_factory.mktemp("guard")
    written = write_run(root / "src", RunSpec("guarded", steps=2, prompts=2, n=2))
    lake = str(root / "lake")
    ingest([written.folder], lake)
    return lake


def _fingerprint(lake: str) -> dict[str, str]:
    """Every file of the lake and its content: a write anywhere in it shows."""
    from pathlib import Path

    return {str(p): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(Path(lake).rglob("*")) if p.is_file()}


def _run(lake: str, text: str, *, timeout: float | None = None, **options) -> list[tuple]:
    con = catalog.connect(lake)
    with tempfile.TemporaryDirectory() as spill:
        lake_root, extensions = Lake(lake).uri(), connection.extension_directory()
        guard.lock_down(con, text, lake_root=lake_root, extensions=extensions, spill=spill, **options)
        return guard.within(con, timeout, lambda: con.execute(text).fetchall())


# (statement, what the refusal names): {lake} and {tmp} are filled in.
WRITES = [
    ("COPY (SELECT 1) TO '{lake}/trajectories/x.parquet'", "COPY"),
    ("EXPLAIN ANALYZE COPY (SELECT 999.0 AS reward) TO '{lake}/trajectories/x.parquet'", "EXPLAIN COPY"),
    ("EXPLAIN (FORMAT json) COPY (SELECT 1) TO '{tmp}/x.json'", "EXPLAIN COPY"),
    ("EXPLAIN ANALYZE CREATE TABLE t AS SELECT 1", "EXPLAIN CREATE"),
    ("EXPORT DATABASE '{tmp}/dump'", "EXPORT"),
    ("ATTACH '{tmp}/other.duckdb' AS o", "ATTACH"),
    ("SELECT 1; DROP VIEW runs", "DROP"),
    ("CREATE TABLE t AS SELECT 1", "CREATE"),
    ("CREATE OR REPLACE VIEW runs AS SELECT 1", "CREATE"),
    ("INSERT INTO ingest_history SELECT * FROM ingest_history", "INSERT"),
    ("UPDATE ingest_history SET status = 'ok'", "UPDATE"),
    ("DELETE FROM ingest_history", "DELETE"),
    ("INSTALL httpfs", "LOAD"),
    ("LOAD httpfs", "LOAD"),
    ("SET enable_external_access = true", "SET"),
    ("RESET lock_configuration", "SET"),
    ("SET VARIABLE tracelake_lake = '/tmp'", "SET"),
    ("CALL pragma_version()", "CALL"),
    ("CHECKPOINT", "CALL"),
    ("DETACH memory", "DETACH"),
    ("USE memory", "SET"),
    ("BEGIN TRANSACTION", "TRANSACTION"),
    ("VACUUM", "VACUUM"),
    ("PREPARE p AS SELECT 1", "PREPARE"),
]


@pytest.mark.parametrize("statement, refused", WRITES, ids=[w[0][:40] for w in WRITES])
def test_no_statement_that_writes_or_reconfigures_gets_through(lake, tmp_path, statement, refused):
    before, files = table_counts(lake), _fingerprint(lake)
    with pytest.raises(UserError, match=f"not .*{refused}"):
        _run(lake, statement.format(lake=lake, tmp=tmp_path))
    assert table_counts(lake) == before and _fingerprint(lake) == files
    assert list(tmp_path.iterdir()) == []


OUTSIDE = [
    "SELECT * FROM read_text('/etc/passwd')",
    "SELECT * FROM read_csv('/etc/passwd')",
    "SELECT * FROM glob('/etc/*')",
    "SELECT * FROM read_parquet('{lake}/../elsewhere.parquet')",
    "SELECT * FROM read_json_auto('{tmp}/x.json')",
    "SELECT * FROM '{tmp}/x.json'",
]


@pytest.mark.parametrize("statement", OUTSIDE, ids=[o[:40] for o in OUTSIDE])
def test_no_table_function_reads_outside_the_lake(lake, tmp_path, statement):
    (tmp_path / "x.json").write_text('{"a": 1}')
    with pytest.raises(duckdb.PermissionException):
        _run(lake, statement.format(lake=lake, tmp=tmp_path))
    assert len(_run(lake, f"SELECT * FROM read_text('{tmp_path / 'x.json'}')", allow_files=True)) == 1


READS = [
    ("SELECT count(*) FROM trajectories", [(8,)]),
    ("WITH t AS (SELECT step FROM trajectories) SELECT count(DISTINCT step) FROM t", [(2,)]),
    ("FROM runs SELECT count(*)", [(1,)]),
    ("PIVOT (SELECT step, split FROM trajectories) ON split USING count(*) ORDER BY step", [(1, 4), (2, 4)]),
    ("UNPIVOT (SELECT 1 AS a, 2 AS b) ON a, b INTO NAME k VALUE v ORDER BY k", [("a", 1), ("b", 2)]),
    ("VALUES (1), (2)", [(1,), (2,)]),
    ("SELECT count(*) > 0 FROM (DESCRIBE trajectories)", [(True,)]),
    ("SELECT count(*) FROM (SUMMARIZE SELECT reward FROM trajectories)", [(1,)]),
    ("SELECT count(*) > 0 FROM (SHOW TABLES)", [(True,)]),
]


@pytest.mark.parametrize("statement, expected", READS, ids=[r[0][:40] for r in READS])
def test_every_kind_of_read_runs(lake, statement, expected):
    assert _run(lake, statement) == expected


def test_explain_of_a_read_runs_and_explains(lake):
    plan = _run(lake, "EXPLAIN ANALYZE SELECT count(*) FROM trajectories")
    assert plan and "QUERY PROFILING" in str(plan[0][1]).upper()


def test_a_query_past_its_timeout_is_stopped_with_one_line(lake):
    with pytest.raises(guard.QueryTimeout, match="longer than 0.5 s"):
        _run(lake, "SELECT count(*) FROM range(100000000000) a", timeout=0.5)


def test_the_memory_limit_holds_and_is_checked(lake, tmp_path):
    con = catalog.connect(lake)
    guard.lock_down(con, "SELECT 1", lake_root=Lake(lake).uri(), extensions=None, spill=str(tmp_path), memory="256MB")
    assert con.execute("SELECT current_setting('memory_limit')").fetchone()[0] in ("256.0 MiB", "244.1 MiB")
    with pytest.raises(UserError, match="--memory-limit 'lots'"):
        guard.memory_limit("lots")


def test_the_cli_refuses_with_one_line_naming_what(lake, tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "pipelines", "sql", f"EXPLAIN ANALYZE COPY (SELECT 1) TO '{tmp_path}/x.csv'",
         "--lake", lake], capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 2 and "not EXPLAIN COPY" in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and not (tmp_path / "x.csv").exists()
    stopped = subprocess.run(
        [sys.executable, "-m", "pipelines", "sql", "SELECT count(*) FROM range(100000000000)", "--lake", lake,
         "--timeout", "1"], capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert stopped.returncode == 2 and "longer than 1 s" in stopped.stderr
