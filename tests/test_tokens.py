"""--tokenizer: token counts from a tokenizer built here (nothing downloaded)."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from pipelines.cli import app
from pipelines.samples import RunSpec, step_lines, write_run

from .helpers import query

WORDS = re.compile(r"\w+|[^\w\s]+")  # what the Whitespace pre-tokenizer splits on


def test_ingest_counts_tokens_with_a_local_tokenizer(tmp_path, tokenizer_file):
    spec = RunSpec("counted", steps=2, prompts=2, n=2)
    written = write_run(tmp_path / "runs", spec)
    lake = str(tmp_path / "lake")
    result = CliRunner().invoke(
        app, ["ingest", str(written.folder), "--lake", lake, "--tokenizer", str(tokenizer_file)]
    )
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for step in (1, 2) for line in step_lines(spec, step)]
    expected = sorted((len(WORDS.findall(r["input"])), len(WORDS.findall(r["output"]))) for r in records)
    assert sorted(query(lake, "SELECT prompt_tokens, response_tokens FROM trajectories")) == expected
    assert query(lake, "SELECT DISTINCT unit FROM length_by_step") == [("tokens",)]


def test_a_missing_tokenizer_is_a_clear_error(tmp_path):
    written = write_run(tmp_path / "runs", RunSpec("x", steps=1, prompts=1, n=1))
    result = CliRunner().invoke(
        app,
        ["ingest", str(written.folder), "--lake", str(tmp_path / "lake"), "--tokenizer", str(tmp_path / "nope.json")],
    )
    assert result.exit_code == 2 and "nope.json: no such file" in result.output
    (tmp_path / "bad.json").write_text("{}")
    result = CliRunner().invoke(
        app,
        ["ingest", str(written.folder), "--lake", str(tmp_path / "lake"), "--tokenizer", str(tmp_path / "bad.json")],
    )
    assert result.exit_code == 2 and "not a tokenizers JSON file" in result.output
