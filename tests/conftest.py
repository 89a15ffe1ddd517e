from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest
from tokenizers import Tokenizer, models, pre_tokenizers, trainers

from pipelines.samples import write_demo

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
# The ephemeral API server starts in ~11 s alone; beside a loaded second core it took past the
# default 20 s (a CI-like run failed so).
os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "90")
# `tracelake sql` caches catalogs (pipelines/lake/catalog_cache.py): in the session's own folder,
# not the user's ~/.cache.
_CACHE = tempfile.mkdtemp(prefix="tracelake-cache-")
os.environ.setdefault("TRACELAKE_CACHE", _CACHE)
atexit.register(shutil.rmtree, _CACHE, True)
# Every chart the explorer draws in a test, in process or served, is checked against Vega-Lite's
# schema (the explorer itself skips that: pipelines/explore/charts.py).
os.environ.setdefault("TRACELAKE_VALIDATE_CHARTS", "1")


@pytest.fixture(autouse=True)
def _main_module_kept():
    """Streamlit's AppTest runs a page as ``__main__`` and leaves it there: a reading process
    started later from a fork server (tests/test_processes.py) would run the explorer's page as
    its main module and die."""
    main = sys.modules.get("__main__")
    yield
    if main is not None and sys.modules.get("__main__") is not main:
        sys.modules["__main__"] = main


@pytest.fixture(scope="session")
def demo_source(tmp_path_factory) -> tuple[Path, dict]:
    """The demo's generated runs, written once per session; copy before modifying."""
    root = tmp_path_factory.mktemp("samples")
    return root / "verl", write_demo(root)


@pytest.fixture
def demo(tmp_path, demo_source) -> tuple[Path, dict]:
    """A private copy of the demo runs, safe to modify."""
    src, written = demo_source
    dst = tmp_path / "verl"
    shutil.copytree(src, dst)
    return dst, written


@pytest.fixture
def lake(tmp_path) -> str:
    return str(tmp_path / "lake")


@pytest.fixture
def tokenizer_file(tmp_path) -> Path:
    """A word-level tokenizer trained here, saved as tokenizer.json: nothing is downloaded."""
    tokenizer = Tokenizer(models.WordLevel(unk_token="[UNK]"))
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    trainer = trainers.WordLevelTrainer(special_tokens=["[UNK]"])
    tokenizer.train_from_iterator(["the answer is", "solve the equation", "let x be"], trainer)
    path = tmp_path / "tokenizer.json"
    tokenizer.save(str(path))
    return path


@pytest.fixture(scope="session")
def s3_server():
    """A real S3-compatible server (moto) on a free loopback port, stopped by pid at the end.
    Yields the environment a process needs to reach it (the standard AWS_* variables)."""
    import socket
    import subprocess
    import sys
    import time

    import boto3

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    env = {
        "AWS_ENDPOINT_URL": f"http://127.0.0.1:{port}",
        "AWS_ACCESS_KEY_ID": "test",
        "AWS_SECRET_ACCESS_KEY": "test",
        "AWS_REGION": "us-east-1",
    }
    try:
        client = boto3.client(
            "s3",
            endpoint_url=env["AWS_ENDPOINT_URL"],
            aws_access_key_id="test",
            aws_secret_access_key="test",
            region_name="us-east-1",
        )
        deadline = time.monotonic() + 30
        while True:
            try:
                client.list_buckets()
                break
            except Exception:  # noqa: BLE001 - not listening yet
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        yield env | {"client": client}
    finally:
        server.kill()
        server.wait()


@pytest.fixture
def in_processes(monkeypatch):
    """Any plan of two or more shards is read by forked processes (engine/processes.py); gives
    the number of attempts of each unit that came back from one."""
    from pipelines.engine import processes

    monkeypatch.setattr(processes, "PROCESS_SHARDS", 2)
    monkeypatch.setattr(processes, "START_METHOD", "fork")
    shipped: list[int] = []
    opened = processes.Shipped.opened

    def counting(self, lake):
        shipped.append(len(self.attempts))
        return opened(self, lake)

    monkeypatch.setattr(processes.Shipped, "opened", counting)
    return shipped
