"""The ground floor on its own: storage (reading sources, line digests) and delta (files,
commits, deletes, a damaged log), each checked where it is defined."""

from __future__ import annotations

import gzip
import io
import json
import os
from pathlib import Path
from typing import cast

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import zstandard
from deltalake import DeltaTable, write_deltalake
from deltalake.transaction import AddAction

from pipelines import digests, storage
from pipelines.lake import delta
from pipelines.schemas import contract

TESTS = Path(__file__).resolve().parent
REAL = TESTS.parents[1] / "shared" / "real"  # the real files beside the clone


def _fs(path):
    return storage.resolve(str(path))


def test_the_line_digest_ignores_order_line_ends_and_compression(tmp_path):
    lines = [b'{"a": 1}', b'{"a": 2}', b'{"a": 3}']
    (tmp_path / "plain.jsonl").write_bytes(b"\n".join(lines) + b"\n")
    (tmp_path / "sorted.jsonl").write_bytes(b"\r\n".join(reversed(lines)) + b"\r\n\n")
    (tmp_path / "packed.jsonl.gz").write_bytes(gzip.compress(b"\n".join(lines)))
    (tmp_path / "packed.jsonl.zst").write_bytes(zstandard.ZstdCompressor().compress(b"\n".join(lines)))
    (tmp_path / "fewer.jsonl").write_bytes(b"\n".join(lines[:2]) + b"\n")
    found = {p.name: digests.file_contents(*_fs(p), lines=True) for p in sorted(tmp_path.iterdir())}
    same = {found[n][1] for n in ("plain.jsonl", "sorted.jsonl", "packed.jsonl.gz", "packed.jsonl.zst")}
    assert len(same) == 1 and found["fewer.jsonl"][1] not in same
    assert found["plain.jsonl"][0] != found["sorted.jsonl"][0]  # the bytes differ
    assert digests.file_contents(*_fs(tmp_path / "plain.jsonl"), lines=False)[1] is None


def test_line_chunks_end_at_line_breaks_and_drop_a_bom(tmp_path):
    data = "\ufeff" + "".join(f'{{"n": {i}, "pad": "{"x" * 50}"}}\n' for i in range(100))
    chunks = list(storage.line_chunks(io.BytesIO(data.encode()), None, chunk_bytes=256))
    assert len(chunks) > 5 and all(c.endswith(b"\n") for c in chunks)
    assert b"".join(chunks).decode() == data.removeprefix("\ufeff")


def test_a_file_written_from_pieces_has_whole_row_groups_and_the_statistics_of_all(tmp_path, monkeypatch):
    """A compaction streams a bin's row groups into the new file: the file's row groups are
    cut by size whatever the pieces' sizes, and its Delta statistics cover every piece."""
    spec = contract("step_metrics")
    fs, root = _fs(tmp_path / "step_metrics")

    def rows(steps, shard):
        data = spec.conform(pa.table({"step": steps, "name": ["m"] * len(steps), "value": [0.5] * len(steps),
                                      "split": ["train"] * len(steps)}))  # fmt: skip
        return data.append_column(delta.SHARD_COLUMN, pa.array([shard] * len(steps), pa.string())).append_column(
            delta.COMMIT_COLUMN, pa.array(["c"] * len(steps), pa.string())
        )

    pieces = [rows([3, 4, 5], "b"), rows([6, 7, 8, 9, 10], None), rows([], "x"), rows([11, 12, 13, 14], "a")]
    per_row = pieces[0].nbytes // pieces[0].num_rows
    monkeypatch.setattr(delta, "ROW_GROUP_BYTES", 4 * per_row)  # 4 rows a group
    action = delta.write_file(fs, root, iter(pieces), schema=pieces[0].schema, partition="r", spec=spec,
                              stats=delta.STATS_COLUMNS)  # fmt: skip
    written = pq.ParquetFile(tmp_path / "step_metrics" / action.path)
    assert [written.metadata.row_group(i).num_rows for i in range(written.num_row_groups)] == [4, 4, 4]
    assert written.read().column("step").to_pylist() == list(range(3, 15))
    stats = json.loads(action.stats)
    assert stats["numRecords"] == 12
    assert stats["minValues"] == {"step": 3, delta.SHARD_COLUMN: "a", delta.COMMIT_COLUMN: "c"}
    assert stats["maxValues"] == {"step": 14, delta.SHARD_COLUMN: "b", delta.COMMIT_COLUMN: "c"}
    assert stats["nullCount"] == {"step": 0, delta.SHARD_COLUMN: 5, delta.COMMIT_COLUMN: 0}


def test_a_written_file_joins_the_table_only_at_its_commit(tmp_path):
    spec = contract("step_metrics")
    uri = str(tmp_path / "step_metrics")
    fs, root = _fs(uri)
    rows = spec.conform(pa.table({"step": [1, 2], "name": ["m", "m"], "value": [0.5, 0.7], "split": ["train"] * 2}))
    rows = rows.append_column(delta.SHARD_COLUMN, pa.array(["k", "k"])).append_column(
        delta.COMMIT_COLUMN, pa.array(["c1", "c1"])
    )
    action = delta.write_file(fs, root, [rows], schema=rows.schema, partition="r", spec=spec, stats=delta.STATS_COLUMNS)
    assert delta.open_table(uri, {}) is None  # a file, no table yet
    schema = rows.schema.insert(0, pa.field("run_id", pa.string()))
    delta.add_files(uri, {}, [action], schema, partition_by=["run_id"], stats=delta.STATS_COLUMNS)
    table = delta.open_table(uri, {})
    assert table is not None and table.version() == 0 and table.to_pyarrow_table().num_rows == 2
    assert delta.delete(uri, {}, delta.COMMIT_COLUMN, ["c1"], **delta.deleting(spec)) == 2
    assert delta.open_table(uri, {}).to_pyarrow_table().num_rows == 0


def test_a_commit_whose_log_was_cleaned_up_under_it_plans_again_from_the_latest_version(tmp_path):
    """A compaction planned on a version commits after other writers' commits, a checkpoint past
    them and the cleanup of their log entries (a short ``logRetentionDuration``): delta-rs
    cannot check it against them and says "Invalid table version". Nothing was committed; the
    commit plans again from the latest version (a compaction racing an ingest's commit met it in
    bench/growth.py, whose logs keep no hours)."""
    uri = str(tmp_path / "table")
    config = {"delta.checkpointInterval": "2", "delta.logRetentionDuration": "interval 0 hours"}
    write_deltalake(uri, pa.table({"x": [0]}), configuration=config)
    opened = [DeltaTable(uri)]  # the version the first try planned on
    for x in range(1, 6):
        write_deltalake(uri, pa.table({"x": [x]}), mode="append")
    pq.write_table(pa.table({"x": [9]}), tmp_path / "table" / "late.parquet")
    late = AddAction("late.parquet", (tmp_path / "table" / "late.parquet").stat().st_size, {}, 0, True,
                     json.dumps({"numRecords": 1}))  # fmt: skip
    tries = []

    def commit() -> None:
        table = opened.pop() if opened else DeltaTable(uri)
        tries.append(table.version())
        table.create_write_transaction([late], mode="append", schema=pa.schema([("x", pa.int64())]), partition_by=None)

    delta.retrying(commit)
    assert tries == [0, 5]  # the first try, on version 0, failed: its log had gone
    xs = cast("list[int]", DeltaTable(uri).to_pyarrow_table().column("x").to_pylist())
    assert sorted(xs) == [0, 1, 2, 3, 4, 5, 9]


def test_a_log_that_does_not_read_is_a_damaged_log_naming_the_table(tmp_path):
    uri = str(tmp_path / "t")
    delta.append(uri, {}, pa.table({"a": [1]}), stats=())
    log = tmp_path / "t" / "_delta_log" / "00000000000000000000.json"
    log.write_bytes(log.read_bytes()[:30])
    with pytest.raises(delta.DamagedLog, match=f"{uri}: its Delta log cannot be read"):
        delta.open_table(uri, {})


def _fsspec_listing(folder: str) -> dict[str, storage.Listed]:
    fs = storage._local_filesystem()
    return {path: storage.listed_from_info(info) for path, info in fs.find(folder, detail=True).items()}


def test_the_local_listing_is_fsspecs_over_links_pipes_hidden_and_nested_files(tmp_path):
    root = tmp_path / "src"
    (root / "run" / "global_step_2" / ".cache").mkdir(parents=True)
    (root / "run" / "1.jsonl").write_text('{"a": 1}\n')
    (root / "run" / "global_step_2" / "2.jsonl.gz").write_bytes(gzip.compress(b'{"a": 2}\n'))
    (root / "run" / "global_step_2" / ".cache" / "x.jsonl").write_text("{}\n")
    (root / "run" / ".hidden.jsonl").write_text("{}\n")
    (root / "run" / "empty.jsonl").write_text("")
    (root / "run" / "to-file.jsonl").symlink_to(root / "run" / "1.jsonl")
    (root / "run" / "to-nothing.jsonl").symlink_to(tmp_path / "nowhere.jsonl")
    (root / "run" / "loop.jsonl").symlink_to(root / "run" / "loop.jsonl")
    (root / "linked-run").symlink_to(root / "run", target_is_directory=True)  # not followed, as fsspec
    os.mkfifo(root / "run" / "pipe.jsonl")
    # a name whose bytes are not UTF-8
    (root / "run").joinpath(os.fsdecode(b"caf\xe9.jsonl")).write_text("{}\n")
    ours, theirs = storage.find(storage._local_filesystem(), str(root)), _fsspec_listing(str(root))
    assert list(ours) == list(theirs)  # the same entries, in the same order
    assert ours == theirs
    assert ours[str(root / "run" / os.fsdecode(b"caf\xe9.jsonl"))].stat.size == 3
    kinds = {path.rsplit("/", 1)[-1]: (entry.kind, entry.link) for path, entry in ours.items()}
    assert kinds["1.jsonl"] == ("file", False) and kinds["pipe.jsonl"] == ("other", False)
    assert kinds["to-nothing.jsonl"] == ("other", True) and kinds["linked-run"] == ("other", True)


@pytest.mark.parametrize("folder", [REAL, TESTS / "real"], ids=["shared", "tests"])
def test_the_local_listing_is_fsspecs_over_the_real_files(folder):
    if not folder.is_dir():  # ../shared is beside CI's clone, not a user's (CI sets the variable)
        if os.environ.get("TRACELAKE_REQUIRE_REAL_FILES"):
            pytest.fail(f"{folder} is missing (CI lays ../shared beside the checkout)")
        pytest.skip(f"no real files at {folder}")
    ours, theirs = storage.find(storage._local_filesystem(), str(folder)), _fsspec_listing(str(folder))
    assert len(ours) > 20 and ours == theirs and list(ours) == list(theirs)
