"""Ingest on a real Dask cluster (a `dask scheduler` and two `dask worker` processes on loopback,
started and stopped by pid here): the same rows as one process, and a worker killed mid-ingest
costs nothing a re-run does not repair."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pipelines.samples import RunSpec, write_artifacts, write_run

from .helpers import big_runs_and_reference, ingest
from .test_compact import snapshot

pytestmark = pytest.mark.slow
DASK = str(Path(sys.executable).parent / "dask")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _start_worker(address: str, tmp_path: Path, name: str) -> subprocess.Popen:
    # A session of its own: the worker's children (the temporary Prefect server each worker
    # starts when no PREFECT_API_URL is set) go with it.
    return subprocess.Popen(
        [
            DASK,
            "worker",
            address,
            "--nthreads",
            "1",
            "--no-dashboard",
            "--name",
            name,
            "--local-directory",
            str(tmp_path / name),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def _kill(process: subprocess.Popen) -> None:
    """The process and everything it started."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


def _wait_for_workers(address: str, count: int) -> None:
    from distributed import Client

    with Client(address, timeout=30) as client:
        client.wait_for_workers(count, timeout=60)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """One scheduler and two workers for the module; a test that kills a worker starts another
    in its place (:func:`_replace_worker`)."""
    tmp_path = tmp_path_factory.mktemp("dask")
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    scheduler = subprocess.Popen(
        [DASK, "scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    workers = [_start_worker(address, tmp_path, f"w{i}") for i in range(2)]
    try:
        _wait_for_workers(address, 2)
        yield address, workers
    finally:
        for proc in [*workers, scheduler]:
            _kill(proc)


def tracelake(*args) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pipelines", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=600,
        env=os.environ | {"PREFECT_SERVER_ANALYTICS_ENABLED": "false"},
    )


def _sources(tmp_path: Path) -> Path:
    root = tmp_path / "src"
    write_artifacts(root / "artifacts")
    for i in range(3):
        write_run(root / "verl", RunSpec(f"verl-{i}", steps=6, prompts=2, n=4, seed=i))
    return root


def test_a_dask_cluster_ingests_what_one_process_ingests(cluster, tmp_path):
    address, _ = cluster
    src = _sources(tmp_path)
    reference = str(tmp_path / "one-process")
    ingest([src], reference)
    lake = tmp_path / "on-dask"
    result = tracelake("ingest", src, "--lake", lake, "--dask", address)
    assert result.returncode == 0, result.stderr[-3000:]
    assert snapshot(str(lake)) == snapshot(reference)  # per table, run and step: counts and content hashes
    again = tracelake("ingest", src, "--lake", lake, "--dask", address)
    assert "0 shard(s) ingested" in again.stdout, again.stderr[-3000:]


def test_a_worker_killed_mid_ingest_is_repaired_by_a_rerun(cluster, tmp_path):
    address, workers = cluster
    src, reference = big_runs_and_reference(tmp_path)
    lake = tmp_path / "on-dask"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "pipelines",
            "ingest",
            str(src),
            "--lake",
            str(lake),
            "--dask",
            address,
            "--batch-size",
            "2",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ | {"PREFECT_SERVER_ANALYTICS_ENABLED": "false"},
    )
    deadline = time.monotonic() + 120
    while not (lake / "_ledger").exists() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)  # the first commit landed: the workers are busy
    _kill(workers[0])  # the machine is gone: the worker and what it started
    try:
        proc.communicate(timeout=600)  # Dask moves the dead worker's tasks to the other one, or the run fails
        rerun = tracelake("ingest", src, "--lake", lake, "--dask", address)
        assert rerun.returncode == 0, rerun.stderr[-3000:]
        assert snapshot(str(lake)) == snapshot(reference)
    finally:
        workers[0] = _start_worker(address, tmp_path, "w0-again")  # the module's cluster whole again
        _wait_for_workers(address, 2)
