"""`tracelake serve` against a real Prefect server on loopback: a shard added to the watched
folder lands by a scheduled run. Everything started here is stopped here, by process group."""

from __future__ import annotations

import functools
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from typer.testing import CliRunner

from bench.crash_trials import files_per_run
from pipelines.cli import app
from pipelines.lake import Lake
from pipelines.samples import RunSpec, step_lines, write_run, write_shard

BIN = Path(sys.executable).parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start(argv: list[str], env: dict, log: Path) -> subprocess.Popen:
    # A session of its own: the server's and the runner's children are stopped with them.
    return subprocess.Popen(argv, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT, start_new_session=True)


def _stop(process: subprocess.Popen) -> None:
    for sig, wait in ((signal.SIGTERM, 20), (signal.SIGKILL, 10)):
        if process.poll() is not None:
            break
        os.killpg(process.pid, sig)
        try:
            process.wait(wait)
        except subprocess.TimeoutExpired:
            continue
    with_children_gone = subprocess.run(["pgrep", "-g", str(process.pid)], capture_output=True)
    if with_children_gone.returncode == 0:
        os.killpg(process.pid, signal.SIGKILL)


def _wait_for(condition: Callable[[], bool], seconds: float, what: str, logs: list[Path]) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.5)
    tails = "\n".join(f"--- {p.name}\n{p.read_text(errors='replace')[-3000:]}" for p in logs if p.exists())
    raise AssertionError(f"timed out after {seconds:.0f} s waiting for {what}\n{tails}")


def _prefect_server(tmp_path: Path) -> Iterator[tuple[str, dict[str, str], Path]]:
    port = _free_port()
    api = f"http://127.0.0.1:{port}/api"
    env = dict(
        os.environ,
        PREFECT_HOME=str(tmp_path / "prefect-home"),
        PREFECT_API_URL=api,
        PREFECT_SERVER_ANALYTICS_ENABLED="false",
        PREFECT_UI_ENABLED="false",
        # Look for due runs every second instead of every 10 (the runner) and
        # schedule new deployments' runs at once.
        PREFECT_RUNNER_POLL_FREQUENCY="1",
        PREFECT_SERVER_SERVICES_SCHEDULER_RECENT_DEPLOYMENTS_LOOP_SECONDS="1",
    )
    log = tmp_path / "server.log"
    server = _start([str(BIN / "prefect"), "server", "start", "--host", "127.0.0.1", "--port", str(port)], env, log)

    def healthy() -> bool:
        try:
            return httpx.get(f"{api}/health", timeout=2).status_code == 200
        except httpx.HTTPError:
            return False

    try:
        _wait_for(healthy, 180, "the Prefect server", [log])
        yield api, env, log
    finally:
        _stop(server)


@pytest.fixture(scope="module")
def prefect_server(tmp_path_factory):
    """One Prefect server for the module (its start is the slowest part of these tests): each
    test has a lake, a folder and deployments of its own, and reads back only its own runs."""
    yield from _prefect_server(tmp_path_factory.mktemp("prefect-server"))


@pytest.fixture
def own_prefect_server(tmp_path):
    """A Prefect server for a test that kills it."""
    yield from _prefect_server(tmp_path)


def _counts(api: str, lake: str, state: str = "COMPLETED") -> list[dict]:
    """Counts published for ``lake`` by the flow runs in ``state``, from the server's API."""
    from pipelines.flows import artifact_key

    artifacts = httpx.post(
        f"{api}/artifacts/filter", json={"artifacts": {"key": {"any_": [artifact_key(lake)]}}}, timeout=10
    ).json()
    # the states of those artifacts' runs alone: an unfiltered listing stops at its page, and a
    # server scheduling a run every few seconds holds pages of runs yet to come
    runs = {a["flow_run_id"] for a in artifacts if a.get("flow_run_id")}
    listed = httpx.post(
        f"{api}/flow_runs/filter", json={"flow_runs": {"id": {"any_": sorted(runs)}}, "limit": 200}, timeout=10
    ).json()
    states = {r["id"]: r["state_type"] for r in listed}
    return [
        {k: c[k] for k in ("ingested", "unchanged", "failed")}
        for a in artifacts
        if states.get(a["flow_run_id"]) == state
        for c in json.loads(a["data"])
    ]


def _steps_are(lake: str, steps: set[int]) -> bool:
    return _committed_steps(lake) == steps


def _committed_steps(lake: str) -> set[int]:
    if not Path(lake).exists():
        return set()
    _, committed = Lake(lake).ledger.latest()
    return {e.step for e in committed.values() if e.step is not None}


@pytest.mark.slow
def test_a_new_shard_lands_by_a_scheduled_run(prefect_server, tmp_path):
    api, env, server_log = prefect_server
    spec = RunSpec("watched", steps=3, prompts=2, n=2)
    watched = write_run(tmp_path / "runs", spec).folder
    (watched / "3.jsonl.gz").unlink()  # written later, while serving
    lake = str(tmp_path / "lake")
    log = tmp_path / "serve.log"
    serving = _start(
        [str(BIN / "tracelake"), "serve", str(watched), "--lake", lake, "--every", "3s", "--name", "test",
         "--compact-every", "4s"],
        env,
        log,
    )  # fmt: skip
    logs = [log, server_log]
    try:
        _wait_for(lambda: _committed_steps(lake) == {1, 2}, 240, "the first scheduled ingest", logs)
        # Written aside and renamed in: a scheduled run must not catch it half-written.
        write_shard(tmp_path / "3.jsonl.gz", ("\n".join(step_lines(spec, 3)) + "\n").encode(), "gzip")
        os.replace(tmp_path / "3.jsonl.gz", watched / "3.jsonl.gz")
        _wait_for(lambda: _committed_steps(lake) == {1, 2, 3}, 120, "the new shard", logs)
        # Each scheduled run publishes its counts; the one that found the new shard says so.
        _wait_for(
            lambda: {"ingested": 1, "unchanged": 2, "failed": 0} in _counts(api, lake),
            60,
            "the run that ingested it to complete",
            logs,
        )
        # The compaction deployment merges the two commits' files into one per table, apart.
        _wait_for(lambda: files_per_run(lake) == 1, 120, "a scheduled compaction", logs)
        compactions = httpx.post(
            f"{api}/flow_runs/filter", json={"flows": {"name": {"any_": ["tracelake-compact"]}}}, timeout=10
        ).json()
        assert "COMPLETED" in {r["state_type"] for r in compactions}
    finally:
        _stop(serving)
    assert {"ingested": 2, "unchanged": 0, "failed": 0} in _counts(api, lake)
    assert sorted(e.step or 0 for e in Lake(lake).ledger.entries()) == [1, 2, 3]  # three commits, none read twice
    assert sorted(_committed_steps(lake)) == [1, 2, 3]


def test_serve_without_a_server_says_so_and_exits(tmp_path):
    # A process of its own: Prefect settings loaded by other tests in this one must not leak in.
    for api_url, message in (
        (f"http://127.0.0.1:{_free_port()}/api", "no Prefect server answers at PREFECT_API_URL="),
        ("", "PREFECT_API_URL is not set"),
    ):
        env = dict(os.environ, PREFECT_HOME=str(tmp_path / "prefect-home"), PREFECT_API_URL=api_url)
        result = subprocess.run(
            [str(BIN / "tracelake"), "serve", str(tmp_path), "--every", "5m"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 2, result.stderr
        assert message in result.stderr and "prefect server start" in result.stderr
        assert "Traceback" not in result.stderr


def test_serve_needs_exactly_one_valid_schedule(tmp_path):
    cases = [
        ([], "give one schedule"),
        (["--every", "5m", "--cron", "* * * * *"], "give one schedule"),
        (["--every", "soon"], "--every 'soon'"),
        (["--cron", "61 * * *"], "--cron '61 * * *': Invalid cron string"),
        (["--cron", "*/5 * * * *", "--timezone", "Mars/Base"], "--timezone 'Mars/Base': Invalid timezone"),
    ]
    for args, message in cases:
        result = CliRunner().invoke(app, ["serve", str(tmp_path), *args])
        assert result.exit_code == 2, result.output
        assert message in result.output and "Traceback" not in result.output, result.output


def test_the_flow_loads_from_its_file_path_as_deploy_and_work_pools_load_it(monkeypatch):
    from prefect.flows import load_flow_from_entrypoint

    monkeypatch.setattr(sys, "path", list(sys.path))  # Prefect leaves the file's folder on it
    root = Path(__file__).resolve().parent.parent
    flow: Any = load_flow_from_entrypoint(f"{root}/pipelines/flows.py:ingest_flow")
    assert flow.name == "tracelake-ingest"
    schema = flow.parameters.model_dump()["properties"]
    assert schema["lake"]["description"].startswith("The lake's location")


def _runs_of(api: str, deployment: str) -> list[str]:
    found = httpx.post(
        f"{api}/deployments/filter", json={"deployments": {"name": {"any_": [deployment]}}}, timeout=10
    ).json()
    if not found:
        return []
    runs = httpx.post(
        f"{api}/flow_runs/filter", json={"flow_runs": {"deployment_id": {"any_": [found[0]["id"]]}}}, timeout=10
    ).json()
    return [r["state_type"] for r in runs]


@pytest.mark.slow
def test_two_serves_keep_ingesting_and_a_corrupt_shard_fails_its_run(own_prefect_server, tmp_path):
    from pipelines.flows import deployment_name

    api, env, server_log = own_prefect_server
    first = write_run(tmp_path / "a", RunSpec("first", steps=2, prompts=1, n=2)).folder
    (first / "3.jsonl.gz").write_bytes(b"not gzip at all")  # a corrupt shard among good ones
    second = write_run(tmp_path / "b", RunSpec("second", steps=2, prompts=1, n=2)).folder
    lakes = [str(tmp_path / "lake-a"), str(tmp_path / "lake-b")]
    logs = [tmp_path / "serve-a.log", tmp_path / "serve-b.log", server_log]
    serving = [
        _start([str(BIN / "tracelake"), "serve", str(folder), "--lake", lake, "--every", "3s"], env, log)
        for folder, lake, log in zip((first, second), lakes, logs)
    ]
    try:
        for lake in lakes:  # both keep ingesting: neither took the other's deployment over
            _wait_for(functools.partial(_steps_are, lake, {1, 2}), 240, f"an ingest into {lake}", logs)
        failing = deployment_name([str(first.resolve())], str(Path(lakes[0]).resolve()))
        _wait_for(
            lambda: "FAILED" in _runs_of(api, failing), 120, "a failed run of the corrupt shard's deployment", logs
        )
        # A failed run's artifact counts the corrupt shard and its good shards, landed by it or
        # by an earlier run (under load the first scheduled run need not be the one that failed).
        _wait_for(
            lambda: any(
                c["failed"] == 1 and c["ingested"] + c["unchanged"] == 2 for c in _counts(api, lakes[0], "FAILED")
            ),
            60,
            "the failed run's artifact",
            logs,
        )
        same_name = subprocess.run(
            [str(BIN / "tracelake"), "serve", str(second), "--lake", lakes[1], "--every", "3s", "--name", failing],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert same_name.returncode == 2 and "--replace to take it over" in same_name.stderr, same_name.stderr
        # The corrupt file, unchanged, fails no later run (no alert every cycle): said as a warning.
        _wait_for(lambda: "COMPLETED" in _runs_of(api, failing), 60, "a run after the failed one to complete", logs)
        serve_log = logs[0].read_text(errors="replace")
        assert "file unchanged since" in serve_log
        assert "Unexpected result for failed state" not in serve_log and "Traceback" not in serve_log, serve_log[-3000:]
        # The server gone first, SIGTERM still stops each serve within seconds (it waited 35 s
        # and more, pausing its deployments through a server that no longer answers).
        port = api.rsplit(":", 1)[1].split("/")[0]
        server = subprocess.run(["pgrep", "-f", f"prefect server start --host 127.0.0.1 --port {port}"],
                                capture_output=True, text=True).stdout.split()  # fmt: skip
        for pid in server:
            os.killpg(int(pid), signal.SIGKILL)
        for process in serving:
            os.killpg(process.pid, signal.SIGTERM)
        for process in serving:
            process.wait(20)  # it gives Prefect 5 s, then stops its runs and exits
    finally:
        for process in serving:
            _stop(process)


@pytest.mark.slow
def test_the_file_path_entrypoint_runs_under_a_process_worker_of_a_work_pool(prefect_server, tmp_path):
    """As `prefect deploy pipelines/flows.py:ingest_flow -p POOL` and `prefect worker start` run it."""
    api, env, server_log = prefect_server
    root = Path(__file__).resolve().parent.parent
    folder = write_run(tmp_path / "runs", RunSpec("pooled", steps=2, prompts=1, n=2)).folder
    lake = str(tmp_path / "lake")
    created = subprocess.run(
        [str(BIN / "prefect"), "work-pool", "create", "tracelake-test", "--type", "process"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert created.returncode == 0, created.stdout + created.stderr
    deploy = (
        "from prefect import flow\n"
        f"d = flow.from_source({str(root)!r}, 'pipelines/flows.py:ingest_flow').deploy("
        "name='pooled', work_pool_name='tracelake-test', build=False, push=False, print_next_steps=False, "
        f"parameters={{'targets': [{str(folder)!r}], 'lake': {lake!r}}})\n"
        "from prefect.deployments import run_deployment\n"
        "run_deployment('tracelake-ingest/pooled', timeout=0)\n"
    )
    submitted = subprocess.run(
        [sys.executable, "-c", deploy], env=env, capture_output=True, text=True, timeout=180, cwd=tmp_path
    )
    assert submitted.returncode == 0, submitted.stdout + submitted.stderr
    log = tmp_path / "worker.log"
    worker = _start([str(BIN / "prefect"), "worker", "start", "-p", "tracelake-test", "--type", "process"], env, log)
    try:
        _wait_for(lambda: _committed_steps(lake) == {1, 2}, 240, "the work pool's run", [log, server_log])
        _wait_for(
            lambda: {"ingested": 2, "unchanged": 0, "failed": 0} in _counts(api, lake), 60, "the run to complete", [log]
        )
    finally:
        _stop(worker)


@pytest.mark.slow
def test_two_serves_into_one_lake_killed_and_restarted_end_with_one_copy_of_everything(prefect_server, tmp_path):
    """Two deployments serving the same sources into one lake, each killed with SIGKILL (its
    whole process group, a flow run in flight with it) and started again while steps arrive:
    the lake ends as a clean ingest of the same files, every table and step alike."""
    import random

    from pipelines.lake import maintenance
    from tests.helpers import content_by_step, ingest

    api, env, server_log = prefect_server
    spec = RunSpec("contested", steps=8, prompts=2, n=2, seed=11)
    source = write_run(tmp_path / "src", spec).folder
    arriving = sorted(source.iterdir(), key=lambda p: int(p.name.split(".")[0]))[2:]
    held = tmp_path / "held"
    held.mkdir()
    for path in arriving:
        path.rename(held / path.name)
    lake = str(tmp_path / "lake")
    logs = [tmp_path / f"serve-{n}.log" for n in ("a", "b")] + [server_log]

    def serve(name: str) -> subprocess.Popen:
        argv = [str(BIN / "tracelake"), "serve", str(source), "--lake", lake, "--every", "2s", "--name", name]
        return _start(argv, env, tmp_path / f"serve-{name}.log")

    serving = {name: serve(name) for name in ("a", "b")}
    chaos = random.Random(42)
    try:
        _wait_for(lambda: _committed_steps(lake) == {1, 2}, 240, "the first steps", logs)
        for path in sorted(held.iterdir(), key=lambda p: int(p.name.split(".")[0])):
            path.rename(source / path.name)
            victim = chaos.choice(sorted(serving))
            time.sleep(chaos.uniform(0.5, 3.0))  # mid-run, as likely as not
            os.killpg(serving[victim].pid, signal.SIGKILL)
            serving[victim].wait(30)
            serving[victim] = serve(victim)
        _wait_for(lambda: _committed_steps(lake) == set(range(1, spec.steps + 1)), 300, "every step", logs)
        time.sleep(5)  # a run or two more over the unchanged folder
    finally:
        for process in serving.values():
            _stop(process)
    maintenance.vacuum(lake, retention_hours=0, orphans=True)
    clean = str(tmp_path / "clean")
    ingest([source], clean)
    assert content_by_step(lake) == content_by_step(clean)
