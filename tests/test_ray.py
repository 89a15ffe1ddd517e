"""Ingest on a real Ray cluster: a head (``ray start --head --block`` on loopback, two CPUs, so
two worker processes) started and stopped by pid here. The lake after ``--ray`` equals a local
ingest's, table by table (per-run, per-step counts and content hashes) and ledger row by ledger
row; a worker killed mid-ingest (kill -9 of its process) costs nothing a re-run does not read;
two ``--ray`` ingests at once double nothing; a 2 MB line lands; the same on the S3 test server."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from pipelines.engine import clusters
from pipelines.errors import UserError
from pipelines.lake import catalog
from pipelines.samples import RunSpec, write_artifacts, write_run

from .helpers import big_runs_and_reference, ingest
from .test_compact import snapshot

RAY = str(Path(sys.executable).parent / "ray")
REAL = (Path(__file__).resolve().parents[2] / "shared" / "real" / "data").resolve()
LEDGER = (
    "SELECT run_id, shard_key, status, format, split, step, size, checksum, rows_trajectories, rows_turns, "
    "rows_rewards, rows_step_metrics, rows_quarantine FROM ingests ORDER BY ALL"
)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _stop(process: subprocess.Popen) -> None:
    """The head and everything it started (its own session: its raylet, GCS and workers)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


# What a driver of the test cluster needs, as of any Ray cluster since token authentication
# became the default: the cluster's token (here made for it, given to the head and the drivers).
AUTH = {"RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": secrets.token_hex(32), "RAY_USAGE_STATS_ENABLED": "0"}


@pytest.fixture(scope="module")
def cluster():
    pytest.importorskip("ray")
    port = _free_port()
    temp = tempfile.mkdtemp(prefix="ray-", dir="/tmp")  # Ray's sockets live here: a short path
    head = subprocess.Popen(
        [RAY, "start", "--head", "--block", "--node-ip-address", "127.0.0.1", "--port", str(port), "--num-cpus", "2",
         "--include-dashboard", "false", "--disable-usage-stats", "--temp-dir", temp],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True, env=os.environ | AUTH,
    )  # fmt: skip
    address = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while subprocess.run(
            [RAY, "status", "--address", address], capture_output=True, env=os.environ | AUTH
        ).returncode:
            assert head.poll() is None and time.monotonic() < deadline, "the Ray head did not start"
            time.sleep(1)
        yield address, head
    finally:
        _stop(head)
        shutil.rmtree(temp, ignore_errors=True)


def tracelake(*args, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pipelines", *map(str, args)], capture_output=True, text=True, timeout=900,
        env=os.environ | AUTH | (env or {}),
    )  # fmt: skip


def _sources(root: Path) -> Path:
    """Agent artifacts, verl runs, and a run whose one line is 2 MB (a 32k-token response)."""
    write_artifacts(root / "artifacts")
    for i in range(3):
        write_run(root / "verl", RunSpec(f"verl-{i}", steps=6, prompts=2, n=4, seed=i))
    long = root / "long" / "long-lines"
    long.mkdir(parents=True)
    lines = [{"input": "q", "output": "x" * (2 << 20), "score": 1.0, "step": 1},
             {"input": "q2", "output": "short", "score": 0.0, "step": 1}]  # fmt: skip
    (long / "1.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    return root


def _ledger(lake: str) -> list[tuple]:
    return catalog.connect(lake).execute(LEDGER).fetchall()


def test_a_ray_cluster_ingests_what_one_process_ingests(cluster, tmp_path):
    address, _ = cluster
    src = _sources(tmp_path / "src")
    reference = str(tmp_path / "one-process")
    ingest([src], reference)
    lake = str(tmp_path / "on-ray")
    result = tracelake("ingest", src, "--lake", lake, "--ray", address)
    assert result.returncode == 0, result.stderr[-3000:]
    assert snapshot(lake) == snapshot(reference)  # per table, run and step: counts and content hashes
    assert _ledger(lake) == _ledger(reference)
    longest = catalog.connect(lake).execute("SELECT max(response_chars) FROM trajectories WHERE run_id = 'long-lines'")
    assert longest.fetchall() == [(2 << 20,)]
    again = tracelake("ingest", src, "--lake", lake, "--ray", address)
    assert "0 shard(s) ingested" in again.stdout, again.stderr[-3000:]


def test_the_real_files_on_ray_are_what_a_local_ingest_lands(cluster, tmp_path):
    if not REAL.is_dir():
        if os.environ.get("TRACELAKE_REQUIRE_REAL_FILES"):
            pytest.fail(f"{REAL} is missing")
        pytest.skip(f"no real files at {REAL}")
    address, _ = cluster
    reference = str(tmp_path / "one-process")
    ingest([REAL], reference)
    lake = str(tmp_path / "on-ray")
    result = tracelake("ingest", REAL, "--lake", lake, "--ray", address)
    assert result.returncode == 0, result.stderr[-3000:]
    assert snapshot(lake) == snapshot(reference)
    assert _ledger(lake) == _ledger(reference)


def _workers() -> list[int]:
    """Ray worker processes running an ingest task (Ray names them after the task)."""
    listing = subprocess.run(["ps", "-eo", "pid=,args="], capture_output=True, text=True).stdout
    return [int(line.split()[0]) for line in listing.splitlines() if "ray::ingest_batch" in line]


def test_a_worker_killed_mid_ingest_costs_only_its_shards_which_the_next_run_reads(cluster, tmp_path):
    address, _ = cluster
    src, reference = big_runs_and_reference(tmp_path)
    lake = tmp_path / "on-ray"
    run = subprocess.Popen(
        [sys.executable, "-m", "pipelines", "ingest", str(src), "--lake", str(lake), "--ray", address,
         "--batch-size", "2"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ | AUTH,
    )  # fmt: skip
    deadline = time.monotonic() + 120
    killed: list[object] = []
    while not killed and time.monotonic() < deadline and run.poll() is None:
        if (lake / "_ledger").exists():  # the first commit landed: the workers are busy
            for pid in _workers()[:1]:
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
        time.sleep(0.05)
    out, err = run.communicate(timeout=600)
    assert killed, "no ingest task was seen running"
    assert "Traceback" not in err, err[-3000:]
    rerun = tracelake("ingest", src, "--lake", lake, "--ray", address)
    assert rerun.returncode == 0, rerun.stderr[-3000:]
    assert snapshot(str(lake)) == snapshot(reference)
    assert _ledger(str(lake)) == _ledger(reference)


def test_two_ray_ingests_at_once_one_of_them_the_prefect_flow_double_nothing(cluster, tmp_path):
    address, _ = cluster
    src = tmp_path / "src"
    for i in range(3):
        write_run(src, RunSpec(f"both-{i}", steps=10, prompts=2, n=4, seed=i))
    reference = str(tmp_path / "one-process")
    ingest([src], reference)
    lake = str(tmp_path / "on-ray")
    results: list[subprocess.CompletedProcess] = []
    # one of them the Prefect flow, whose batches go to the same executor
    threads = [threading.Thread(target=lambda how=how: results.append(tracelake("ingest", src, "--lake", lake, "--ray",
                                                                                address, "--batch-size", "3", *how)))
               for how in ([], ["--prefect"])]  # fmt: skip
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r.returncode for r in results] == [0, 0], [r.stderr[-2000:] for r in results]
    assert snapshot(lake) == snapshot(reference)  # one copy of each shard, whichever committed last


def test_on_the_s3_test_server_ray_lands_what_a_local_ingest_lands(cluster, s3_server, tmp_path):
    address, _ = cluster
    env = {k: v for k, v in s3_server.items() if k != "client"}
    s3_server["client"].create_bucket(Bucket="ray-lake")
    src = tmp_path / "src"
    for i in range(2):
        write_run(src, RunSpec(f"s3-{i}", steps=4, prompts=2, n=4, seed=i))
    reference = str(tmp_path / "one-process")
    ingest([src], reference)
    result = tracelake("ingest", src, "--lake", "s3://ray-lake/lake", "--ray", address, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    counts = tracelake("sql", "--lake", "s3://ray-lake/lake", "--format", "json",
                       "SELECT run_id, step, count(*) AS n, sum(reward) AS r FROM trajectories GROUP BY ALL ORDER BY ALL",
                       env=env)  # fmt: skip
    assert counts.returncode == 0, counts.stderr[-2000:]
    expected = (
        catalog.connect(reference)
        .execute("SELECT run_id, step, count(*) AS n, sum(reward) AS r FROM trajectories GROUP BY ALL ORDER BY ALL")
        .fetchall()
    )
    assert [tuple(r.values()) for r in json.loads(counts.stdout)] == [tuple(r) for r in expected]


def test_without_ray_installed_the_flag_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # as if not installed
    monkeypatch.delitem(sys.modules, "pipelines.engine.clusters.ray_cluster", raising=False)
    with pytest.raises(UserError, match=r"--ray needs ray: pip install 'tracelake\[ray\]'"):
        clusters.open_cluster("ray", "local")
