from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from pipelines.samples import write_demo
from tokenizers import Tokenizer, models, pre_tokenizers, trainers

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


