"""Hostile and oversized input costs at most the documented limits (pipelines/limits.py) and
never the process: nesting that overflows pyarrow's parser, damaged Parquet pages, a line of
gigabytes, a compression bomb, a result of 200M rows; each is one line naming its file (or
query), the rest of the ingest lands, and no Rust panic or Python traceback reaches the user."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import zstandard

from pipelines import storage
from pipelines.samples.harbor import write_export

from .helpers import ingest, query

GOOD = {"input": "p", "output": "r", "score": 1.0}


def _tracelake(*args: object, env: dict | None = None, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pipelines", *map(str, args)], capture_output=True, text=True,
                          timeout=300, env={**os.environ, **(env or {})}, **kwargs)  # fmt: skip


def _one_line(result: subprocess.CompletedProcess) -> None:
    assert "Traceback" not in result.stderr and "panicked" not in result.stderr, result.stderr


def _run_of_steps(folder: Path, steps: int, *, extra: dict[int, bytes] | None = None) -> Path:
    folder.mkdir(parents=True)
    for step in range(1, steps + 1):
        lines = [json.dumps({**GOOD, "input": f"p{step}-{i}"}).encode() for i in range(3)]
        lines += [(extra or {}).get(step, b"")]
        (folder / f"{step}.jsonl").write_bytes(b"\n".join(line for line in lines if line) + b"\n")
    return folder


def test_a_line_nested_20000_deep_is_quarantined_and_its_siblings_land(tmp_path):
    """pyarrow's JSON reader recursed per level and overflowed the stack (exit 139, every run)."""
    deep = b'{"input": "x", "output": "y", "score": 0, "gts": ' + b"[" * 20_000 + b"]" * 20_000 + b"}"
    run = _run_of_steps(tmp_path / "src" / "deep", 15, extra={7: deep})
    result = _tracelake("ingest", run.parent, "--lake", tmp_path / "lake")
    assert result.returncode == 0, result.stderr
    _one_line(result)
    lake = str(tmp_path / "lake")
    assert query(lake, "SELECT count(*), count(DISTINCT step) FROM trajectories") == [(45, 15)]
    [(step, line, error)] = query(lake, "SELECT step, source_line, error FROM quarantine")
    assert (step, line) == (7, 4) and "depth" in error.lower()


def test_nesting_checks_only_what_could_be_too_deep():
    from pipelines.sources.jsonl import MAX_DEPTH, nests_too_deep

    code = json.dumps({"output": "{[" * MAX_DEPTH}).encode()  # brackets in a string: no nesting at all
    assert not nests_too_deep(code + b"\n" + json.dumps(GOOD).encode())
    assert nests_too_deep(b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1))
    assert not nests_too_deep(b"[" * (MAX_DEPTH - 2) + b"]" * (MAX_DEPTH - 2))


def _damaged_page_headers(path: Path) -> None:
    """Flip the first bytes of every column chunk: the footer still reads, the pages do not."""
    data = bytearray(path.read_bytes())
    meta = pq.read_metadata(path)
    for group in range(meta.num_row_groups):
        for column in range(meta.num_columns):
            start = meta.row_group(group).column(column).data_page_offset
            data[start : start + 8] = bytes(b ^ 0xFF for b in data[start : start + 8])
    path.write_bytes(bytes(data))


def test_a_parquet_file_whose_pages_are_damaged_fails_alone(tmp_path):
    """pyarrow raises such damage as a plain OSError: it was taken for failing I/O, aborting
    `detect` and `ingest` with 0 of 13 trajectories landed."""
    exports = tmp_path / "harbor-traces"
    write_export(exports)
    damaged = sorted(exports.rglob("*.parquet"))[-1]
    _damaged_page_headers(damaged)
    detected = _tracelake("detect", exports)
    assert detected.returncode == 0, detected.stderr
    result = _tracelake("ingest", exports, "--lake", tmp_path / "lake")
    assert result.returncode == 0 and "storage:" not in result.stderr, result.stderr  # a shard failed, one landed
    _one_line(result)
    failed = [line for line in result.stderr.splitlines() if line.startswith("failed ")]
    assert len(failed) == 1 and damaged.name in failed[0]
    assert query(str(tmp_path / "lake"), "SELECT count(DISTINCT source_file) FROM trajectories") == [(1,)]


class _Failing:
    """A file whose reads fail after the first few: the storage under it went away."""

    def __init__(self, raw, after: int):
        self.raw, self.after, self.size, self.closed = raw, after, raw.size, False

    def read(self, n: int = -1) -> bytes:
        self.after -= 1
        if self.after < 0:
            raise ConnectionResetError("the connection dropped")
        return self.raw.read(n)

    def seek(self, offset: int, whence: int = 0) -> int:
        return self.raw.seek(offset, whence)

    def tell(self) -> int:
        return self.raw.tell()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.raw.close()


def test_failing_io_under_a_parquet_file_is_io_and_damage_is_content(tmp_path, monkeypatch):
    path = tmp_path / "rows.parquet"
    pq.write_table(pa.table({"a": list(range(1000))}), path)
    fs, _ = storage.resolve(str(path))
    with storage.parquet_file(fs, str(path)) as parquet:
        assert parquet.read().num_rows == 1000
    real_open = fs.open
    monkeypatch.setattr(fs, "open", lambda p, mode="rb": _Failing(real_open(p, mode), after=1))
    with pytest.raises(storage.SourceIOError), storage.parquet_file(fs, str(path)) as parquet:
        parquet.read()
    monkeypatch.setattr(fs, "open", real_open)
    _damaged_page_headers(path)
    with (
        pytest.raises(storage.SourceError, match="not a readable Parquet file"),
        storage.parquet_file(fs, str(path)) as parquet,
    ):
        parquet.read()


def test_a_line_past_the_record_limit_fails_its_file_in_one_line(tmp_path):
    """A 2 MB .jsonl.gz holding one 2 GiB line took 253 s and 6.4 GB before failing."""
    run = _run_of_steps(tmp_path / "src" / "long", 3)
    with gzip.open(run / "4.jsonl.gz", "wb") as f:
        f.write(b'{"input": "' + b"a" * (5 << 20) + b'", "output": "b", "score": 1}\n')
    failed = _the_one_failure(run, tmp_path / "lake", {"TRACELAKE_MAX_RECORD_MB": "2"})
    assert "4.jsonl.gz" in failed and "runs past 2 MiB" in failed and "TRACELAKE_MAX_RECORD_MB" in failed
    assert query(str(tmp_path / "lake"), "SELECT count(*) FROM trajectories") == [(9,)]


def _the_one_failure(run: Path, lake: Path, limits: dict[str, str]) -> str:
    """Ingest ``run`` under ``limits``: the one failed file's line (the others landed)."""
    result = _tracelake("ingest", run.parent, "--lake", lake, env=limits)
    assert result.returncode == 0
    _one_line(result)
    [failed] = [line for line in result.stderr.splitlines() if line.startswith("failed ")]
    return failed


def test_a_long_line_within_the_limit_is_read_whole():
    """Lines longer than a chunk are joined once (not copied block by block) and read exactly."""
    import io

    lines = [b"x" * (3 << 20) + b"1", b"short", b"y" * (2 << 20)]
    data = b"\n".join(lines) + b"\n"
    chunks = list(storage.line_chunks(io.BytesIO(data), None, chunk_bytes=1 << 20))
    assert b"".join(chunks) == data and all(c.endswith(b"\n") for c in chunks)
    assert [line for c in chunks for line in c.split(b"\n") if line] == lines


def test_a_compression_bomb_fails_its_file_before_it_costs_memory(tmp_path):
    """A 180 KB .zst reached 9.9 GB and failed with a bare MemoryError; now past the expansion
    limit it fails in one line (zstd reads are bounded by what is asked: bench/limits.py
    measures the memory)."""
    run = _run_of_steps(tmp_path / "src" / "bomb", 2)
    line = (json.dumps({**GOOD, "input": "0" * 100_000}) + "\n").encode()
    compressor = zstandard.ZstdCompressor(level=19).compressobj()
    with (run / "3.jsonl.zst").open("wb") as out:
        for _ in range(4000):
            out.write(compressor.compress(line))
        out.write(compressor.flush())
    failed = _the_one_failure(run, tmp_path / "lake", {"TRACELAKE_MAX_EXPANSION": "100"})
    assert "3.jsonl.zst" in failed and "compression bomb" in failed and "TRACELAKE_MAX_EXPANSION" in failed
    assert query(str(tmp_path / "lake"), "SELECT count(*) FROM trajectories") == [(6,)]


def test_a_bad_limit_is_one_line_before_any_work(tmp_path):
    result = _tracelake("ingest", tmp_path, "--lake", tmp_path / "lake", env={"TRACELAKE_MAX_SHARD_GB": "lots"})
    assert result.returncode == 2 and "TRACELAKE_MAX_SHARD_GB='lots'" in result.stderr
    _one_line(result)


def test_a_step_past_64_bits_is_quarantined_for_its_size(tmp_path, lake):
    run = tmp_path / "run"
    run.mkdir()
    (run / "data.jsonl").write_text(json.dumps(GOOD | {"step": 3}) + '\n{"input": "p", "step": 99999999999999999999}\n')
    ingest([run], lake)
    assert query(lake, "SELECT error FROM quarantine") == [
        ("field 'step' must be an integer from -2^63 to 2^63-1, got 1e+20",)
    ]


@pytest.fixture(scope="module")
def small_lake(tmp_path_factory):
    root = tmp_path_factory.mktemp("results")
    lake = str(root / "lake")
    ingest([_run_of_steps(root / "src" / "r", 2)], lake)
    return lake


def test_sql_streams_a_result_and_the_table_shows_its_first_rows(small_lake):
    shown = _tracelake("sql", "--lake", small_lake, "SELECT range AS n FROM range(25000)")
    assert shown.returncode == 0
    lines = shown.stdout.splitlines()
    assert lines[-1] == "(the first 10,000 rows; more follow: add a LIMIT, or --format csv or json for all)"
    assert len(lines) == 10_000 + 3
    as_csv = _tracelake("sql", "--lake", small_lake, "-f", "csv", "SELECT range AS n FROM range(25000)")
    assert as_csv.stdout.splitlines() == ["n", *map(str, range(25000))]
    as_json = _tracelake("sql", "--lake", small_lake, "-f", "json", "SELECT range AS n, 'a' AS s FROM range(3)")
    assert json.loads(as_json.stdout) == [{"n": i, "s": "a"} for i in range(3)]
    assert as_json.stdout == json.dumps([{"n": i, "s": "a"} for i in range(3)], indent=2) + "\n"
    empty = _tracelake("sql", "--lake", small_lake, "-f", "json", "SELECT 1 AS n WHERE false")
    assert empty.stdout == "[]\n"


def test_sql_output_cut_short_by_its_reader_ends_quietly(small_lake):
    command = [
        sys.executable,
        "-m",
        "pipelines",
        "sql",
        "--lake",
        small_lake,
        "-f",
        "csv",
        "SELECT * FROM range(3000000)",
    ]
    writer = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert writer.stdout is not None and writer.stderr is not None
    assert writer.stdout.readline() == b"range\n"
    writer.stdout.close()  # `| head -1`
    assert writer.wait(timeout=120) == 141
    assert writer.stderr.read() == b""


PANIC = (
    b"\nthread 'tokio-rt-worker' (13415) panicked at /cargo/object_store-0.13.2/src/buffered.rs:369:41:\n"
    b"Already shut down\nstack backtrace:\n   0: rust_begin_unwind\n"
    b"note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.\n"
)


def test_a_rust_panic_printed_by_a_native_library_never_reaches_the_user():
    """delta-rs's tokio threads panic when a disk fills under them (1 in ~10 fills) and Rust's
    hook prints straight to file descriptor 2; the command's own error says it in one line."""
    script = (
        "import os, sys\n"
        "from pipelines.panics import kept_off_stderr\n"
        "with kept_off_stderr():\n"
        "    print('before', file=sys.stderr, flush=True)\n"
        f"    os.write(2, {PANIC!r})\n"
        "    os.write(2, b'error: the one line\\n')\n"
        "    os.write(2, b'thread main panicked at nothing: not a panic block\\n')\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60)
    assert result.returncode == 0
    assert result.stderr == b"before\nerror: the one line\nthread main panicked at nothing: not a panic block\n"


# ---- containers: every one read through the limits a compressed file is -----------------------

REAL_EVAL = Path(__file__).parent / "real" / "inspect" / "test_eval_log" / "log_read_sample.eval"


def _eval_with(path: Path, changes: dict[str, bytes], *, twice: str | None = None) -> Path:
    """The real Inspect log (tests/real), its members replaced or added by ``changes``; with
    ``twice``, that member written a second time after the first (a zip may hold a name twice)."""
    import warnings
    import zipfile

    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(REAL_EVAL) as real, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        members = {info.filename: real.read(info) for info in real.infolist()} | changes
        for name, data in members.items():
            out.writestr(name, data)
        if twice is not None:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # zipfile warns of the duplicate name: the point
                out.writestr(twice, members[twice].replace(b'"id": 1', b'"id": 1001', 1))
    return path


def _real_sample() -> dict:
    import zipfile

    with zipfile.ZipFile(REAL_EVAL) as real:
        return json.loads(real.read("samples/1_epoch_1.json"))


def test_an_eval_logs_members_are_read_within_the_limits(tmp_path):
    """An .eval's sample inflating past the record limit was read whole (archive.read() with no
    limit: a 629M-character prompt stored); a header inflating to 8 GB was read to detect the
    file, in the ingest's own process; a member name written twice lost every good sample."""
    logs = tmp_path / "src" / "logs"
    _eval_with(logs / "good.eval", {})
    huge = _real_sample() | {"id": 2, "input": "x" * (3 << 20)}
    _eval_with(logs / "sample-bomb.eval", {"samples/2_epoch_1.json": json.dumps(huge).encode()})
    header = json.loads(zipfile_member(REAL_EVAL, "header.json"))
    header["eval"]["metadata"] = {"padding": "y" * (20 << 20)}  # past the 16 MiB a head may take
    _eval_with(logs / "header-bomb.eval", {"header.json": json.dumps(header).encode()})
    _eval_with(logs / "twice.eval", {}, twice="samples/1_epoch_1.json")
    result = _tracelake("ingest", tmp_path / "src", "--lake", tmp_path / "lake", env={"TRACELAKE_MAX_RECORD_MB": "1"})
    assert result.returncode == 0, result.stderr
    _one_line(result)
    failed = [line for line in result.stderr.splitlines() if line.startswith("failed ")]
    assert len(failed) == 1 and "sample-bomb.eval" in failed[0] and "1 MiB" in failed[0], failed
    assert any("header-bomb.eval" in line and "unread" in line for line in result.stderr.splitlines())
    assert any("twice.eval" in line and "twice" in line for line in result.stderr.splitlines())
    # good.eval's one sample and twice.eval's first copy of it: copies of one log, which names one run
    assert query(str(tmp_path / "lake"), "SELECT count(*), count(DISTINCT run_id) FROM trajectories") == [(2, 1)]


def zipfile_member(path: Path, name: str) -> bytes:
    import zipfile

    with zipfile.ZipFile(path) as archive:
        return archive.read(name)


def test_attachment_references_cannot_multiply_a_samples_text(tmp_path):
    """1 MB of JSON whose references repeat one attachment made a 734M-character turn."""
    sample = _real_sample() | {"id": 3, "attachments": {"abc123": "z" * 10_000}}
    sample["messages"] = [{"role": "user", "content": "attachment://abc123 " * 200}] * 10
    logs = tmp_path / "src" / "logs"
    _eval_with(logs / "good.eval", {})
    _eval_with(logs / "references.eval", {"samples/3_epoch_1.json": json.dumps(sample).encode()})
    failed = _the_one_failure(logs, tmp_path / "lake", {"TRACELAKE_MAX_RECORD_MB": "1"})
    assert "references.eval" in failed and "attachment references" in failed and "1 MiB" in failed


def test_a_tar_gz_is_held_to_the_limits_its_compression_is(tmp_path):
    """tarfile inflated a PolyTrace .tar.gz itself, past every limit (39 s where a .json.gz was
    refused in 4)."""
    import io
    import tarfile

    from pipelines.samples import write_shard

    document = b'{"0": {"input": [' + b"1, " * (1 << 20) + b'1], "output": [1]}}'
    tar = io.BytesIO()
    with tarfile.open(fileobj=tar, mode="w") as archive:
        member = tarfile.TarInfo("math_workloads.json")
        member.size = len(document)
        archive.addfile(member, io.BytesIO(document))
    _run_of_steps(tmp_path / "src" / "beside", 2)
    workloads = tmp_path / "src" / "workloads"
    workloads.mkdir(parents=True)
    write_shard(workloads / "math_workloads.tar.gz", tar.getvalue(), "gzip")
    failed = _the_one_failure(workloads, tmp_path / "lake", {"TRACELAKE_MAX_SHARD_GB": "0.001"})
    assert "math_workloads.tar.gz" in failed and "decompresses to more than" in failed


@pytest.mark.parametrize(
    "dump, why",
    [("references", "expands past"), ("cycle", "contains itself"), ("deep", "nests values more than"),
     ("string", "inflates to")],
)  # fmt: skip
def test_a_trusted_pickle_is_held_to_the_record_limit(tmp_path, dump, why):
    """With --trust-pickles, a 604-byte pickle of nested references took 203 s and 2.6 GB, and a
    self-referencing list failed its shard with RecursionError."""
    from pipelines.samples.evals import torch_save_bytes

    value: object
    if dump == "references":
        value = ["x" * 100]
        for _ in range(30):
            value = [value, value]
    elif dump == "cycle":
        cycle: list[object] = [1]
        cycle.append(cycle)
        value = cycle
    elif dump == "deep":  # past what JSON text may nest (orjson failed the shard with TypeError)
        value = []
        for _ in range(300):
            value = [value]
    else:  # a 612 KB file whose pickle holds a 600 MB string
        value = "s" * (20 << 20)
    samples = [{"prompt": "p", "response": "r", "reward": 1.0, "group_index": 0, "metadata": value}]
    run = tmp_path / "src" / "slime-run"
    run.mkdir(parents=True)
    (run / "rollout_1.pt").write_bytes(torch_save_bytes({"rollout_id": 1, "samples": samples}))
    (run / "rollout_2.pt").write_bytes(torch_save_bytes({"rollout_id": 2, "samples": [samples[0] | {"metadata": 1}]}))
    result = _tracelake("ingest", run.parent, "--lake", tmp_path / "lake", "--trust-pickles",
                        env={"TRACELAKE_MAX_RECORD_MB": "5"})  # fmt: skip
    assert result.returncode == 0, result.stderr
    _one_line(result)
    [failed] = [line for line in result.stderr.splitlines() if line.startswith("failed ")]
    assert "rollout_1.pt" in failed and why in failed
    assert query(str(tmp_path / "lake"), "SELECT step FROM trajectories") == [(2,)]


def test_tensors_sharing_one_shape_are_sized_for_every_reference():
    """200 tensors of a pickle sharing one 100k-element shape by reference were each sized as 8
    bytes, and stored 118 MB of shapes."""
    from pipelines import limits
    from pipelines.containers import expanded_size
    from pipelines.sources.slime import _rebuild_tensor
    from pipelines.storage import SourceError

    shape = tuple(range(100_000))
    tensors = [_rebuild_tensor(None, 0, shape) for _ in range(200)]
    assert tensors[0].size == list(shape)
    with pytest.raises(SourceError, match="expands past 5 MiB"):
        expanded_size({"samples": tensors}, limits.Limits(record_bytes=5 << 20), what="the pickle")


def test_an_eval_logs_members_together_are_held_to_the_shard_limit(tmp_path):
    """Six 8 MiB samples of a 53 KB .eval landed where the same bytes as one compressed file
    were refused; and a header.json written twice named the run by its second copy while the
    reading took the first."""
    samples = {f"samples/{i}_epoch_1.json": json.dumps(_real_sample() | {"id": i, "input": "x" * (8 << 20)}).encode()
               for i in range(2, 8)}  # fmt: skip
    logs = tmp_path / "src" / "logs"
    _eval_with(logs / "good.eval", {})
    _eval_with(logs / "many.eval", samples)
    failed = _the_one_failure(logs, tmp_path / "lake", {"TRACELAKE_MAX_SHARD_GB": "0.02"})
    assert "many.eval" in failed and "inflate to more than" in failed

    import warnings
    import zipfile

    header = json.loads(zipfile_member(REAL_EVAL, "header.json"))
    twice = tmp_path / "twice" / "logs"
    _eval_with(twice / "twice.eval", {})
    with zipfile.ZipFile(twice / "twice.eval", "a") as archive, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the duplicate name: the point
        archive.writestr("header.json", json.dumps(header | {"eval": header["eval"] | {"eval_id": "Second"}}))
    assert "Second" in zipfile_member(twice / "twice.eval", "header.json").decode()  # ZipFile gives the last
    ingest([twice], str(tmp_path / "lake2"))
    evaluation = header["eval"]
    expected = "/".join(str(evaluation[k]) for k in ("task", "model", "eval_id"))
    assert query(str(tmp_path / "lake2"), "SELECT run_name FROM runs") == [(expected,)]
