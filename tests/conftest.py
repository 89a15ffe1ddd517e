from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from pipelines.samples import write_demo

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")


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
