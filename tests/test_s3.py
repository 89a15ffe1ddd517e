"""A lake and its sources on S3 (a real S3-compatible server on loopback): every command, and
several writers at once without a lock."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid

import pytest

from pipelines.samples import RunSpec, write_run

pytestmark = pytest.mark.slow


@pytest.fixture
def s3(s3_server, monkeypatch):
    env = {k: v for k, v in s3_server.items() if k != "client"}
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    bucket = f"b-{uuid.uuid4().hex[:12]}"
    s3_server["client"].create_bucket(Bucket=bucket)
    return s3_server["client"], bucket, env


def _upload(client, bucket: str, folder, prefix: str) -> str:
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            client.upload_file(str(path), bucket, f"{prefix}/{path.relative_to(folder.parent)}")
    return f"s3://{bucket}/{prefix}/{folder.name}"


def tracelake(*args, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pipelines", *map(str, args)],
        capture_output=True,
        text=True,
        env=os.environ | env,
        timeout=300,
    )


def test_every_command_works_on_an_s3_lake_with_s3_sources(s3, tmp_path):
    client, bucket, env = s3
    written = write_run(tmp_path / "src", RunSpec("on-s3", steps=3, prompts=2, n=4))
    source = _upload(client, bucket, written.folder, "runs")
    lake = f"s3://{bucket}/lake"

    first = tracelake("ingest", source, "--lake", lake, "--batch-size", "1", env=env)
    assert first.returncode == 0, first.stderr
    assert "3 shard(s) ingested" in first.stdout
    again = tracelake("ingest", source, "--lake", lake, env=env)
    assert "0 shard(s) ingested, 3 unchanged" in again.stdout
    count = tracelake(
        "sql",
        "SELECT count(*) AS n, count(DISTINCT step) AS steps FROM trajectories",
        "--lake",
        lake,
        "--format",
        "csv",
        env=env,
    )
    assert count.stdout == "n,steps\n24,3\n", count.stderr
    compacted = tracelake("compact", "--lake", lake, env=env)
    assert "on-s3: 6 file(s) -> 2" in compacted.stdout, compacted.stderr  # trajectories and rewards
    out = tmp_path / "lake.duckdb"
    assert tracelake("catalog", "--out", out, "--lake", lake, env=env).returncode == 0
    # A dashboard opening the catalog file: httpfs from the installed package, the same secret.
    from pipelines.lake.catalog import duckdb_connection, s3_secret_sql

    dashboard = duckdb_connection()
    dashboard.execute("LOAD httpfs")
    dashboard.execute(s3_secret_sql())
    dashboard.execute(f"ATTACH '{out}' AS lake (READ_ONLY)")
    assert dashboard.execute("SELECT count(*) FROM lake.trajectories").fetchone() == (24,)
    vacuumed = tracelake("vacuum", "--lake", lake, "--retention", "0", env=env)
    # The 6 compacted-away data files and the 3 per-batch ledger files merged by compact.
    assert vacuumed.returncode == 0 and "removed 9 file(s), " in vacuumed.stdout, vacuumed.stdout + vacuumed.stderr
    assert tracelake("runs", "--lake", lake, "--format", "csv", env=env).stdout.splitlines()[1].startswith("on-s3,")


def test_three_writers_into_one_s3_lake_at_once(s3, tmp_path):
    client, bucket, env = s3
    a = write_run(tmp_path / "a", RunSpec("a", steps=4, prompts=2, n=4)).folder
    b = write_run(tmp_path / "b", RunSpec("b", steps=4, prompts=2, n=4)).folder
    lake = f"s3://{bucket}/lake"
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "pipelines",
                "ingest",
                *map(str, paths),
                "--lake",
                lake,
                "--batch-size",
                "2",
                "--force",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=os.environ | env,
        )
        for paths in ([a], [a, b], [b])
    ]
    outputs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], outputs
    count = tracelake(
        "sql",
        "SELECT count(*), count(DISTINCT trajectory_id) FROM trajectories",
        "--lake",
        lake,
        "--format",
        "csv",
        env=env,
    )
    assert count.stdout.splitlines()[1] == "64,64", count.stderr
    # Read without tracelake: DuckDB's delta extension on the raw Delta table.
    from pipelines.lake.catalog import duckdb_connection, s3_secret_sql

    con = duckdb_connection()
    con.execute("LOAD httpfs")
    con.execute(s3_secret_sql())
    assert con.execute(f"SELECT count(*) FROM delta_scan('{lake}/trajectories')").fetchone() == (64,)


def test_sql_on_an_s3_lake_reads_the_lake_only(s3, tmp_path):
    client, bucket, env = s3
    written = write_run(tmp_path / "src", RunSpec("guarded", steps=1, prompts=1, n=2))
    source = _upload(client, bucket, written.folder, "runs")
    lake = f"s3://{bucket}/lake"
    assert tracelake("ingest", source, "--lake", lake, env=env).returncode == 0
    ok = tracelake("sql", "SELECT count(*) AS n FROM trajectories", "--lake", lake, "--format", "csv", env=env)
    assert ok.stdout == "n\n2\n", ok.stderr
    for statement, refused in [
        ("SELECT * FROM read_text('/etc/passwd')", "Permission Error"),
        (f"SELECT count(*) FROM read_json_auto('{source}/1.jsonl.gz')", "Permission Error"),  # the bucket, not the lake
        (f"EXPLAIN ANALYZE COPY (SELECT 1) TO '{lake}/_ledger/_delta_log/00000000000000000009.json'", "EXPLAIN COPY"),
        (f"COPY (SELECT 1) TO '{tmp_path}/local.csv'", "not COPY"),
    ]:
        result = tracelake("sql", statement, "--lake", lake, env=env)
        assert result.returncode == 2 and refused in result.stderr, (statement, result.stderr)
    assert not (tmp_path / "local.csv").exists()
    assert tracelake("check", "--lake", lake, env=env).returncode == 0
    # No view a query can reach shows the credentials (httpfs copies them into settings as it
    # loads): planted ones, which the test server takes as any others. The key's id, which AWS
    # holds no secret, is the one part duckdb_secrets() shows.
    planted = {"AWS_ACCESS_KEY_ID": "AKIAPLANTED7Q2W", "AWS_SECRET_ACCESS_KEY": "planted-secret-9f3a",
               "AWS_SESSION_TOKEN": "planted-token-77c1"}  # fmt: skip
    for listing, hidden in [
        ("duckdb_settings()", planted),
        ("duckdb_secrets()", planted.keys() - {"AWS_ACCESS_KEY_ID"}),
    ]:
        shown = tracelake("sql", f"SELECT * FROM {listing}", "--lake", lake, "--format", "csv", env=env | planted)
        assert shown.returncode == 0 and shown.stdout.count("\n") > 1, shown.stderr
        assert not [planted[name] for name in hidden if planted[name] in shown.stdout], listing
    counted = tracelake(
        "sql", "SELECT count(*) AS n FROM trajectories", "--lake", lake, "--format", "csv", env=env | planted
    )
    assert counted.stdout == "n\n2\n", counted.stderr  # and the secret still reaches the lake


def test_storage_that_is_not_there_is_one_line_never_a_traceback(s3, tmp_path):
    _, bucket, env = s3
    written = write_run(tmp_path / "src", RunSpec("nowhere", steps=1, prompts=1, n=2))
    for lake, environment, meaning in [
        (f"s3://no-such-bucket-{bucket}/lake", env, "no such bucket"),
        (f"s3://{bucket}/lake", env | {"AWS_ENDPOINT_URL": "http://127.0.0.1:9"}, "the endpoint does not answer"),
    ]:
        # botocore retries a refused connection for 12 s a command before the same one line: once shows it
        environment = environment | {"AWS_MAX_ATTEMPTS": "1"}
        for command in (["ingest", written.folder], ["runs"]):
            result = tracelake(*command, "--lake", lake, env=environment)
            assert result.returncode in (1, 2) and "Traceback" not in result.stderr, (command, result.stderr)
            assert meaning in result.stderr or "no lake at" in result.stderr, (command, result.stderr)
            assert len(result.stderr.strip().splitlines()) <= 2, result.stderr


def test_a_lake_and_sources_that_change_on_s3_are_seen_as_they_are_now(s3, tmp_path):
    """delta-rs writes the lake behind fsspec's back, and a trainer adds and rewrites source
    files: neither may be answered from a listing fsspec cached earlier in the process. A second
    ingest into an existing lake, in batches, reads back the ledger files it just wrote; a
    long-lived process (``serve``) sees a source file rewritten since its last cycle."""
    from pipelines import engine
    from pipelines.request import IngestRequest

    client, bucket, env = s3
    lake = f"s3://{bucket}/lake"
    first = write_run(tmp_path / "v1", RunSpec("growing", steps=2, prompts=1, n=2))
    source = _upload(client, bucket, first.folder, "runs")
    other = _upload(client, bucket, write_run(tmp_path / "o", RunSpec("other", steps=3, prompts=1, n=2)).folder, "runs")

    cycle = engine.ingest(IngestRequest(targets=(source,), lake=lake))
    assert cycle.summary().startswith("2 shard(s) ingested, 0 unchanged, 0 failed, 4 trajectories"), cycle.summary()
    batched = tracelake("ingest", other, "--lake", lake, "--batch-size", "1", env=env)
    assert batched.returncode == 0 and "3 shard(s) ingested" in batched.stdout, batched.stdout + batched.stderr

    grown = write_run(tmp_path / "v2", RunSpec("growing", steps=3, prompts=1, n=4, seed=1))
    for step in (1, 3):  # step 1 rewritten with twice the samples, step 3 new
        name = next(p.name for p in grown.folder.iterdir() if p.name.startswith(f"{step}."))
        client.upload_file(str(grown.folder / name), bucket, f"runs/growing/{name}")
    cycle = engine.ingest(IngestRequest(targets=(source,), lake=lake))
    assert cycle.summary().startswith("2 shard(s) ingested, 1 unchanged, 0 failed, 8 trajectories"), cycle.summary()
    count = tracelake("sql", "SELECT count(*) FROM trajectories", "--lake", lake, "--format", "csv", env=env)
    assert count.stdout.splitlines()[1] == str(4 + 2 + 4 + 3 * 2), count.stderr  # growing's steps 1-3, other


def test_an_ingests_compaction_on_s3_deletes_what_it_packed_once_past_the_retention(s3, tmp_path, monkeypatch):
    """The pruning after an ingest's compaction lists each run's folder as it is now (delta-rs
    wrote them behind fsspec's back, and a long-lived process lists them cycle after cycle):
    what the compaction packed goes, what the tables name stays."""
    from deltalake import DeltaTable

    from pipelines import engine
    from pipelines.lake import delta, maintenance
    from pipelines.request import IngestRequest
    from pipelines.samples import step_lines

    client, bucket, _ = s3
    monkeypatch.setattr(maintenance.defaults, "COMPACTED_RETENTION_HOURS", 0)
    lake = f"s3://{bucket}/lake"
    steps = 2 * (maintenance.AUTO_COMPACT_FILES + 1)  # two compactions in one process
    spec = RunSpec("pruned", steps=steps, prompts=1, n=2)
    for step in range(1, steps + 1):
        client.put_object(Bucket=bucket, Key=f"runs/pruned/{step}.jsonl", Body="\n".join(step_lines(spec, step)) + "\n")
        engine.ingest(IngestRequest(targets=(f"s3://{bucket}/runs/pruned",), lake=lake))

    def stored(table: str) -> set[str]:
        pages = client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=f"lake/{table}/")
        keys = [o["Key"] for page in pages for o in page.get("Contents", [])]
        return {k.removeprefix(f"lake/{table}/") for k in keys if "_delta_log" not in k}

    options = delta.storage_options(lake)
    for table in ("trajectories", "rewards"):
        named = DeltaTable(f"{lake}/{table}", storage_options=options).file_uris()
        assert len(named) < steps and stored(table) == {u.removeprefix(f"{lake}/{table}/") for u in named}, table
    assert tracelake("sql", "SELECT count(*) FROM trajectories", "--lake", lake, "--format", "csv",
                     env=s3[2]).stdout.splitlines()[1] == str(2 * steps)  # fmt: skip


def test_small_shards_on_s3_read_by_processes_land_what_threads_land(s3, tmp_path, monkeypatch, in_processes):
    """Forked readers open their own S3 connections (fsspec drops a parent's after a fork)."""
    from pipelines import engine
    from pipelines.engine import processes
    from pipelines.lake import catalog

    client, bucket, _ = s3
    for i in range(3):
        written = write_run(tmp_path / "src", RunSpec(f"s3-small{i}", steps=6, prompts=1, n=2, seed=i))
        _upload(client, bucket, written.folder, "runs")
    by_processes = engine.ingest_paths([f"s3://{bucket}/runs"], f"s3://{bucket}/lake-processes", workers=2)
    assert sum(in_processes) == by_processes.committed == 18
    monkeypatch.setattr(processes, "PROCESS_SHARDS", 10**9)
    by_threads = engine.ingest_paths([f"s3://{bucket}/runs"], f"s3://{bucket}/lake-threads", workers=2)
    assert by_threads.committed == 18

    def rows(lake: str) -> list[tuple]:
        sql = "SELECT run_id, step, trajectory_id, reward, response FROM trajectories ORDER BY ALL"
        return catalog.connect(lake).execute(sql).fetchall()

    assert rows(f"s3://{bucket}/lake-processes") == rows(f"s3://{bucket}/lake-threads")


def test_commits_whose_acknowledgements_are_lost_land_once(s3, tmp_path):
    """When every commit's acknowledgement is lost (the object stored, a 500 answered), the
    ingest took each for a lost race and committed again, without end: 370 commits in 600 s,
    none recorded. A commit's token in its commit info says it landed."""
    from .lossy_s3 import losing_commit_acks

    client, bucket, env = s3
    written = write_run(tmp_path / "src", RunSpec("acks", steps=3, prompts=1, n=2))
    lake = f"s3://{bucket}/lake"
    with losing_commit_acks(env["AWS_ENDPOINT_URL"]) as (proxy, lost):
        lossy = env | {"AWS_ENDPOINT_URL": proxy}
        first = tracelake("ingest", written.folder, "--lake", lake, env=lossy)
        assert first.returncode == 0 and "3 shard(s) ingested" in first.stdout, first.stderr
        assert lost  # every table's commits, and the ledger's, went unacknowledged
        again = tracelake("ingest", written.folder, "--lake", lake, env=lossy)
        assert again.returncode == 0 and "3 unchanged" in again.stdout, again.stderr
    counted = tracelake("sql", "SELECT (SELECT count(*) FROM trajectories) AS t, (SELECT count(*) FROM ingests) AS i",
                        "--lake", lake, "--format", "csv", env=env)  # fmt: skip
    assert counted.stdout == "t,i\n6,3\n", counted.stderr
    assert tracelake("check", "--lake", lake, env=env).returncode == 0
