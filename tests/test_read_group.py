"""Small shards of a run read as a group give each shard exactly what reading it alone gives:
rows, quarantine, warnings, ledger rows; one shard's trouble stays its own."""

from __future__ import annotations

import gzip
import importlib
import json

import pytest

from pipelines.lake import catalog
from pipelines.samples import RunSpec, write_run
from pipelines.sources import jsonl_many, verl
from pipelines.sources.base import Shard

from .helpers import ingest

LEDGER = (
    "SELECT source_uri, status, error, steps, rows_trajectories, rows_turns, rows_rewards, rows_quarantine, "
    "checksum, content_digest, size FROM ingests ORDER BY ALL"
)
TABLES = ("trajectories", "turns", "rewards", "quarantine")


def _line(i: int, **fields) -> str:
    return json.dumps({"input": f"q{i % 3}", "output": f"answer {i}", "score": i / 10, **fields})


def _mixed_run(folder):
    """A run of small shards, each odd in its own way, between plain ones."""
    folder.mkdir(parents=True)
    tool = "<tool_call>search</tool_call><tool_response>found</tool_response>done"
    shards = {
        1: [_line(i, gts=str(i), uid=f"g{i // 2}_{i % 2}_0") for i in range(6)],
        2: [_line(i) for i in range(5)],  # no uid: grouped by prompt text
        3: [_line(i, gts=i) for i in range(4)],  # integer ground truths ...
        4: [_line(i, gts=i + 0.5) for i in range(4)],  # ... next to fractional ones
        5: [_line(0), "{not json", _line(1)],  # a bad line
        6: [_line(0, step=7), _line(1)],  # a line that names another step
        7: [_line(i, output=tool) for i in range(3)],  # episodes split into turns
        8: [_line(i, acc=1.0, note="x") for i in range(3)],  # more rewards, and extra
        9: [_line(i, uid="same") for i in range(3)],  # uids that do not tell lines apart
    }
    for step, lines in shards.items():
        (folder / f"{step}.jsonl").write_text("\n".join(lines) + "\n")
    (folder / "10.jsonl").write_text(_line(0) + "\n" + _line(1)[:20])  # cut mid-line
    (folder / "11.jsonl").write_text("")  # empty
    (folder / "12.jsonl.gz").write_bytes(b"not gzip at all")  # unreadable
    (folder / "13.jsonl.gz").write_bytes(gzip.compress(("\n".join(_line(i) for i in range(3)) + "\n").encode()))
    return folder


def _everything(lake: str) -> dict[str, list]:
    con = catalog.connect(lake)
    found = {name: con.execute(f"SELECT * EXCLUDE (run_id) FROM {name} ORDER BY ALL").fetchall() for name in TABLES}
    found["ingests"] = con.execute(LEDGER).fetchall()
    return found


def test_a_group_gives_every_shard_what_reading_it_alone_gives(tmp_path, monkeypatch):
    run = _mixed_run(tmp_path / "src" / "mixed")
    together = ingest([run], str(tmp_path / "together"))
    monkeypatch.setattr(importlib.import_module("pipelines.engine.execute"), "GROUP_SHARDS", 1)
    alone = ingest([run], str(tmp_path / "alone"))
    assert _everything(str(tmp_path / "together")) == _everything(str(tmp_path / "alone"))

    def outcome(report):
        return sorted((r.shard.uri, r.status, r.error, r.warnings) for r in report.results)

    assert outcome(together) == outcome(alone)
    assert together.count("failed") == 2  # the empty file and the one that is not gzip
    assert {r.status for r in together.results if r.shard.uri.endswith(("/5.jsonl", "/10.jsonl"))} == {"partial"}


def test_plain_small_shards_are_parsed_in_one_pass(tmp_path, monkeypatch):
    written = write_run(tmp_path / "src", RunSpec("plain", steps=12, prompts=2, n=4, compression=None))
    passes = []
    real = jsonl_many.read_many

    def counted(*args, **kwargs):
        records = real(*args, **kwargs)
        passes.append(records is not None)
        return records

    monkeypatch.setattr(jsonl_many, "read_many", counted)
    report = ingest([written.folder], str(tmp_path / "lake"), workers=1)
    assert report.committed == 12 and passes == [True]  # one group, read together
    con = catalog.connect(str(tmp_path / "lake"))
    assert con.execute(
        "SELECT count(*), count(DISTINCT source_file), min(source_line) FROM trajectories"
    ).fetchone() == (
        12 * 8,
        12,
        1,
    )
    lines = {int(path.name.split(".")[0]): path.read_text().splitlines() for path in written.folder.glob("*.jsonl")}
    for step, source_line, response in con.execute("SELECT step, source_line, response FROM trajectories").fetchall():
        assert json.loads(lines[step][source_line - 1])["output"] == response  # each row where its line was


@pytest.mark.parametrize("step", [None, 1, 2])
def test_the_reader_declines_shards_it_cannot_read_as_one(tmp_path, step):
    paths = []
    for i in (1, 2):
        path = tmp_path / f"{i}.jsonl"
        path.write_text(_line(i) + "\n")
        paths.append(path)
    shards = [verl_shard(paths[0], 1), verl_shard(paths[1], step)]
    datas = [p.read_bytes() for p in paths]
    assert (verl.read_many(shards, datas) is None) == (step != 2)  # no step, or one step twice: alone


def verl_shard(path, step):
    return Shard(uri=str(path), path=str(path), format="verl", run_name="r", step=step, split="train", key=f"s{step}")
