"""Damaged or hostile input: each case gives its error in one line, quarantines only the bad
records (with their line), lands every good one, and leaves the lake readable."""

from __future__ import annotations

import json

import pytest
import zstandard

from pipelines.samples import RunSpec, step_lines, write_shard

from .helpers import ingest, query, table_counts

GOOD = [json.dumps({"input": f"p{i}", "output": f"r{i}", "score": 1.0, "uid": f"g_{i}_0"}) for i in range(9)]


def _lines_with(bad: bytes, at: int = 4) -> bytes:
    lines = [g.encode() for g in GOOD]
    return b"\n".join(lines[:at] + [bad] + lines[at:]) + b"\n"


@pytest.mark.parametrize("bad, why", [
    (b'{"input": "p", "output": "caf\xe9 au lait", "score": 0.5}', "not valid UTF-8"),
    (b'{"input": "p", "output": ' + b"[" * 1100 + b"]" * 1100 + b', "score": 0.5}', "depth limit"),
    (b'{"input": "p", "\xff\xfe": 1, "output": "x"}', "not valid UTF-8"),
], ids=["non-utf8-string", "nested-1100-deep", "non-utf8-key"])
def test_a_bad_line_is_quarantined_with_its_number_and_every_good_line_lands(tmp_path, lake, bad, why):
    run = tmp_path / "run"
    run.mkdir()
    (run / "1.jsonl").write_bytes(_lines_with(bad))
    report = ingest([run], lake)
    assert [r.status for r in report.results] == ["partial"]
    assert query(lake, "SELECT count(*) FROM trajectories") == [(9,)]
    [(line, error)] = query(lake, "SELECT source_line, error FROM quarantine")
    assert line == 5 and why.lower() in error.lower(), error
    assert query(lake, "SELECT count(*) FROM trajectories WHERE response LIKE 'r%'") == [(9,)]  # text reads


def test_a_truncated_zstd_shard_fails_whole_like_a_truncated_gzip(tmp_path, lake):
    run = tmp_path / "run"
    run.mkdir()
    data = ("\n".join(step_lines(RunSpec("cut", prompts=50, n=40), 1)) + "\n").encode()
    whole = zstandard.ZstdCompressor(level=3).compress(data)
    (run / "1.jsonl.zst").write_bytes(whole[: len(whole) // 2])
    write_shard(run / "2.jsonl.gz", data, "gzip")
    (run / "3.jsonl.zst").write_bytes(zstandard.ZstdCompressor().compress(GOOD[0].encode() * 3)[:-3])  # a few bytes short
    report = ingest([run], lake)
    statuses = {r.shard.step: (r.status, r.error) for r in report.results}
    assert statuses[1][0] == "failed" and "truncated" in statuses[1][1]
    assert statuses[3][0] == "failed"
    assert statuses[2][0] == "ok" and table_counts(lake)["trajectories"] == 2000


def test_a_step_out_of_range_in_a_file_name_is_listed_not_ingested(tmp_path, lake):
    run = tmp_path / "run"
    run.mkdir()
    (run / f"{2**63}.jsonl").write_text(GOOD[0] + "\n")
    (run / "1.jsonl").write_text(GOOD[1] + "\n")
    report = ingest([run], lake)
    assert report.committed == 1
    assert [u.reason for u in report.unplaced] == [f"step {2**63} from its name is out of range (0 to 2^63-1)"]
    assert query(lake, "SELECT step FROM trajectories") == [(1,)]
