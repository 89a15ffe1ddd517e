"""Damaged or hostile input: each case gives its error in one line, quarantines only the bad
records (with their line), lands every good one, and leaves the lake readable."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
import zstandard
from deltalake import DeltaTable

from pipelines.samples import RunSpec, step_lines, write_shard

from .helpers import ingest, query, table_counts

GOOD = [json.dumps({"input": f"p{i}", "output": f"r{i}", "score": 1.0, "uid": f"g_{i}_0"}) for i in range(9)]


def _lines_with(bad: bytes, at: int = 4) -> bytes:
    lines = [g.encode() for g in GOOD]
    return b"\n".join(lines[:at] + [bad] + lines[at:]) + b"\n"


@pytest.mark.parametrize(
    "bad, why",
    [
        (b'{"input": "p", "output": "caf\xe9 au lait", "score": 0.5}', "not valid UTF-8"),
        (b'{"input": "p", "output": ' + b"[" * 1100 + b"]" * 1100 + b', "score": 0.5}', "depth limit"),
        (b'{"input": "p", "\xff\xfe": 1, "output": "x"}', "not valid UTF-8"),
    ],
    ids=["non-utf8-string", "nested-1100-deep", "non-utf8-key"],
)
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
    (run / "3.jsonl.zst").write_bytes(
        zstandard.ZstdCompressor().compress(GOOD[0].encode() * 3)[:-3]
    )  # a few bytes short
    report = ingest([run], lake)
    statuses = {r.shard.step: (r.status, r.error) for r in report.results}
    assert statuses[1][0] == "failed" and "truncated" in str(statuses[1][1])
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


PAST_INT64 = [2**63, 2**64, -(2**63) - 1, 2**63 - 1, -(2**63)]  # the last two fit: they land


@pytest.mark.parametrize("layout", ["verl", "rollouts", "metrics", "csv"])
def test_a_step_past_64_bits_in_a_record_is_quarantined_and_the_rest_lands(tmp_path, lake, layout):
    """A record's step in [2^63, 2^64) failed the whole shard (OverflowError), 2^64 and more
    failed metrics files, and -2^63-1 was stored as -2^63: each is its line's problem."""
    run = tmp_path / "run"
    run.mkdir()
    if layout == "csv":
        (run / "metrics.csv").write_text("step,actor/loss\n" + "".join(f"{s},0.5\n" for s in [1, 2, *PAST_INT64]))
        table = "step_metrics"
    elif layout == "metrics":
        lines = [f'{{"step": {s}, "actor/loss": 0.5}}' for s in [1, 2, *PAST_INT64]]
        (run / "metrics.jsonl").write_text("\n".join(lines) + "\n")
        table = "step_metrics"
    else:
        keys = ("input", "output", "score") if layout == "verl" else ("prompt", "response", "reward")
        lines = [
            json.dumps(dict(zip(keys, ("p", f"r{s}", 1.0))))[:-1] + f', "step": {s}}}' for s in [1, 2, *PAST_INT64]
        ]
        (run / "dump.jsonl").write_text("\n".join(lines) + "\n")
        table = "trajectories"
    report = ingest([run], lake)
    assert report.count("failed") == 0 and report.quarantined == 3, report.summary()
    assert sorted(s for (s,) in query(lake, f"SELECT step FROM {table}")) == [-(2**63), 1, 2, 2**63 - 1]
    first = 4 if layout == "csv" else 3  # a CSV's header is its line 1
    assert sorted(line for (line,) in query(lake, "SELECT source_line FROM quarantine")) == [
        first,
        first + 1,
        first + 2,
    ]
    errors = [e for (e,) in query(lake, "SELECT error FROM quarantine")]
    assert all("must be an integer from -2^63 to 2^63-1" in e for e in errors), errors


def test_a_nested_records_integer_past_64_bits_quarantines_that_record_alone():
    from pipelines.sources.rows import Rows

    rows = Rows()
    for key, tokens in (("a", 5), ("b", 2**64), ("c", 7)):
        rows.trajectory(key, source_line=ord(key), prompt=key, response=key, prompt_tokens=tokens)
        rows.turn(key, role="assistant", content=key)
        rows.reward(key, "score", 1.0)
    records = rows.records()
    assert records.tables["trajectories"].column("record_key").to_pylist() == ["a", "c"]
    assert records.tables["turns"].num_rows == records.tables["rewards"].num_rows == 2
    (quarantined,) = records.tables["quarantine"].to_pylist()
    assert quarantined["source_line"] == ord("b") and "from -2^63 to 2^63-1" in quarantined["error"]


def _tracelake(*args, **kwargs):
    import subprocess
    import sys

    return subprocess.run(
        [sys.executable, "-m", "pipelines", *map(str, args)], capture_output=True, text=True, timeout=120, **kwargs
    )


@pytest.mark.parametrize(
    "statement, refused",
    [
        ("COPY (SELECT 1) TO '{lake}/trajectories/x.parquet'", "not COPY"),
        ("ATTACH '{tmp}/other.duckdb'", "not ATTACH"),
        ("SELECT 1; DROP VIEW runs", "not DROP"),
        ("INSTALL httpfs", "not LOAD"),
        ("SET enable_external_access = true", "not SET"),
        ("SELECT * FROM read_text('/etc/passwd')", "Permission Error"),
    ],
)
def test_sql_is_read_only_and_kept_inside_the_lake(tmp_path, lake, statement, refused):
    run = tmp_path / "run"
    run.mkdir()
    (run / "1.jsonl").write_text("\n".join(GOOD) + "\n")
    ingest([run], lake)
    before = table_counts(lake)
    result = _tracelake("sql", statement.format(lake=lake, tmp=tmp_path), "--lake", lake)
    assert result.returncode == 2 and refused in result.stderr and "Traceback" not in result.stderr, result.stderr
    assert not (tmp_path / "other.duckdb").exists()
    assert table_counts(lake) == before
    allowed = _tracelake(
        "sql",
        f"SELECT count(*) AS n FROM read_text('{run / '1.jsonl'}')",
        "--lake",
        lake,
        "--allow-files",
        "--format",
        "csv",
    )
    assert allowed.stdout == "n\n1\n", allowed.stderr


def test_a_corrupt_file_among_harbor_exports_is_a_failed_shard_not_a_skipped_file(tmp_path, lake):
    from pipelines.samples import write_export

    write_export(tmp_path / "export", trials=4, files=2)
    (tmp_path / "export" / "data" / "train-00002-of-00002.parquet").write_bytes(b"PAR1 not really")
    report = ingest([tmp_path / "export"], lake)
    failed = [r for r in report.results if r.status == "failed"]
    assert [r.shard.uri.rsplit("/", 1)[-1] for r in failed] == ["train-00002-of-00002.parquet"]
    assert [r.shard.format for r in failed] == ["harbor"] and report.committed == 2


def test_an_output_path_that_is_a_folder_is_one_line(tmp_path, lake):
    run = tmp_path / "run"
    run.mkdir()
    (run / "1.jsonl").write_text("\n".join(GOOD) + "\n")
    ingest([run], lake)
    for command in (["catalog", "--out", tmp_path], ["report", "--out", tmp_path]):
        result = _tracelake(*command, "--lake", lake)
        assert result.returncode == 2 and "is a folder" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("runs", "steps", "options"),
    [
        (4, 40, ["--batch-size", "1", "--workers", "1"]),  # read in a thread
        (6, 50, ["--batch-size", "20", "--workers", "2"]),  # 300 small shards: read by processes (engine/processes.py)
    ],
    ids=["threads", "processes"],
)
def test_ctrl_c_stops_the_ingest_and_says_what_landed(tmp_path, lake, runs, steps, options):
    import signal
    import subprocess
    import sys
    import time

    from pipelines.engine import processes
    from pipelines.samples import write_run

    src = tmp_path / "src"
    for i in range(runs):
        write_run(src, RunSpec(f"r{i}", steps=steps, prompts=2, n=2, compression=None, seed=i))
    total = runs * steps
    assert (total >= processes.PROCESS_SHARDS) == ("2" in options)
    proc = subprocess.Popen(
        [sys.executable, "-m", "pipelines", "ingest", str(src), "--lake", lake, *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while not (tmp_path / "lake" / "_ledger").exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err  # nor from a reading process
    landed = int(out.split(" shard(s) ingested")[0].split()[-1])
    assert 0 < landed < total
    assert query(lake, "SELECT count(*) FROM ingests") == [(landed,)]  # what it said landed, no more
    assert ingest([src], lake).committed == total - landed  # the same command goes on
    assert query(lake, "SELECT count(DISTINCT (run_id, step)) FROM trajectories") == [(total,)]


@pytest.mark.parametrize("damage", ["truncated", "deleted"])
def test_check_finds_a_damaged_data_file_and_repair_then_ingest_restores_the_rows(tmp_path, lake, damage):
    from pipelines.samples import write_run

    src = tmp_path / "src"
    for name in ("hurt", "fine"):
        write_run(src, RunSpec(name, steps=3, prompts=2, n=2))
    ingest([src], lake)
    before = table_counts(lake)
    victim = next((tmp_path / "lake" / "trajectories" / "run_id=hurt").glob("*.parquet"))
    if damage == "truncated":
        victim.write_bytes(victim.read_bytes()[:100])
    else:
        victim.unlink()
    broken = _tracelake("sql", "SELECT count(*) FROM trajectories", "--lake", lake)
    assert broken.returncode == 2 and "Traceback" not in broken.stderr and len(broken.stderr.splitlines()) == 1
    assert "tracelake check" in broken.stderr
    found = _tracelake("check", "--lake", lake)
    assert found.returncode == 1 and "damaged file(s) in run(s) hurt" in found.stdout
    assert f"damaged trajectories/run_id=hurt/{victim.name} (run hurt): " in found.stderr
    assert _tracelake("check", "--lake", lake, "--repair").returncode == 0
    assert ingest([src], lake).committed == 3  # the hurt run's shards, read again
    assert table_counts(lake) == before
    assert _tracelake("check", "--lake", lake).stdout == "every data file reads\n"


class _FillingDisk:
    """pyarrow.parquet as the lake's writer sees it, on a disk that fills up after ``room``
    files: the next write gets half a file out, then ENOSPC, as a real full disk does."""

    def __init__(self, room: int):
        import pyarrow.parquet

        self.real, self.room = pyarrow.parquet, room

    def ParquetWriter(self, where, schema, **options):  # noqa: N802 - stands in for pyarrow's class
        import errno

        if self.room <= 0:
            where.write(b"PAR1 half a file")
            raise OSError(errno.ENOSPC, "No space left on device")
        self.room -= 1
        return self.real.ParquetWriter(where, schema, **options)

    def __getattr__(self, name):
        return getattr(self.real, name)


def test_a_full_disk_stops_the_ingest_with_what_landed_and_no_half_files(tmp_path, lake, monkeypatch):
    from pathlib import Path

    from typer.testing import CliRunner

    from pipelines import cli
    from pipelines.lake import delta
    from pipelines.samples import write_run

    src = tmp_path / "src"
    for i in range(3):
        write_run(src, RunSpec(f"r{i}", steps=6, prompts=2, n=2, seed=i))
    monkeypatch.setattr(delta, "pq", _FillingDisk(room=5))
    result = CliRunner().invoke(cli.app, ["ingest", str(src), "--lake", lake, "--batch-size", "2", "--workers", "1"])
    assert result.exit_code == 1, result.output
    assert "no space left on the lake's storage" in result.output and "Traceback" not in result.output
    landed = int(result.output.split(" shard(s) ingested")[0].split()[-1])
    assert 0 < landed < 18
    assert query(lake, "SELECT count(*) FROM ingests") == [(landed,)]  # what it said landed, no more
    assert [p for p in Path(lake).rglob("*.parquet") if p.stat().st_size < 100] == []  # no half-written file left
    monkeypatch.undo()  # space again: the same command goes on
    assert ingest([src], lake).committed == 18 - landed
    assert query(lake, "SELECT count(*) FROM trajectories") == [(18 * 4,)]


@pytest.mark.parametrize("name", ["exp[v2]", "runs*", "what?", "a^b", "pipe|x", "100%20done"])
def test_a_lake_path_with_wildcards_is_refused_before_anything_is_touched(tmp_path, name):
    from typer.testing import CliRunner

    from pipelines import cli
    from pipelines.samples import write_run

    src = write_run(tmp_path / "src", RunSpec("r", steps=1, prompts=1, n=2)).folder
    lake = tmp_path / name / "lake"
    # In-process (the check is Lake's, before anything is touched); the real entry point once, below.
    for command in (
        ["ingest", src],
        ["vacuum"],
        ["compact"],
        ["sql", "SELECT 1"],
        ["check"],
        ["runs"],
        ["detect", src],
    ):
        result = CliRunner().invoke(cli.app, [*map(str, command), "--lake", str(lake)])
        assert result.exit_code == 2 and result.exception is None or isinstance(result.exception, SystemExit), command
        assert "a lake path cannot hold" in result.output + (result.stderr or ""), (command, result.output)
    if name == "exp[v2]":
        process = _tracelake("ingest", src, "--lake", lake)
        assert (
            process.returncode == 2
            and "Traceback" not in process.stderr
            and "a lake path cannot hold" in process.stderr
        )
    assert not (tmp_path / name).exists()


def test_a_lake_path_with_spaces_and_symbols_works_end_to_end(tmp_path):
    from pipelines.samples import write_run

    src = write_run(tmp_path / "src", RunSpec("r", steps=3, prompts=1, n=2)).folder
    lake = str(tmp_path / "exp v2 #1 é (copy) & co's" / "lake")
    assert ingest([src], lake).committed == 3
    for command in (["compact"], ["vacuum", "--retention", "0"], ["check"]):
        result = _tracelake(*command, "--lake", lake)
        assert result.returncode == 0, (command, result.stderr)
    assert query(lake, "SELECT count(*) FROM trajectories") == [(6,)]
    assert ingest([src], lake).count("unchanged") == 3


def test_a_dashboard_writing_into_the_lake_changes_no_view_and_check_finds_an_overwrite(tmp_path, lake, monkeypatch):
    import os
    import stat

    import duckdb

    from pipelines.lake import catalog, catalog_cache, damage
    from pipelines.samples import write_run

    src = write_run(tmp_path / "src", RunSpec("r", steps=2, prompts=1, n=2)).folder
    ingest([src], lake)
    monkeypatch.setenv("TRACELAKE_CACHE", str(tmp_path / "cache"))
    kept = catalog_cache.current(lake, lambda path: catalog.connect(lake, path))  # someone queried the lake
    catalog_file = tmp_path / "catalog.duckdb"
    assert _tracelake("catalog", "--out", catalog_file, "--lake", lake).returncode == 0
    assert not os.stat(catalog_file).st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)  # written read-only
    # DuckDB has no per-file permission: a client can still COPY into the lake's folders...
    dashboard = duckdb.connect(str(catalog_file), read_only=True)
    [data_file] = [p for p in (tmp_path / "lake" / "trajectories").rglob("*.parquet")]
    dashboard.execute(f"COPY (SELECT * FROM trajectories) TO '{data_file.parent}/stray.parquet'")
    assert query(lake, "SELECT count(*) FROM trajectories") == [(4,)]  # ...but only the Delta log's files count
    assert damage.check(lake) == []
    dashboard.execute(f"COPY (SELECT 1 AS x) TO '{data_file}'")  # overwriting a data file is damage: found
    [overwritten] = damage.check(lake)
    assert overwritten.reason.startswith("changed:")
    damage.check(lake, repair=True)
    [renewed] = (tmp_path / "cache").glob("*.duckdb")  # the repair's commits: the kept catalog made anew
    assert renewed != kept and catalog_cache.current(lake, lambda path: pytest.fail("built again")) == renewed
    ingest([src], lake)
    assert query(lake, "SELECT count(*) FROM trajectories") == [(4,)]


# Each user mistake: (command line, what the one-line error says); {src}, {lake}, {tmp} are
# filled in. Every case must exit 2 without a traceback and leave the lake exactly as it was.
USER_MISTAKES = [
    (("runs", "--lake", "{tmp}/no-lake-here"), "no lake at"),
    (("ingest", "{src}", "--lake", ""), "the lake location is empty"),
    (("ingest", "{src}", "--lake", "{src}/1.jsonl.gz"), "is a file, not a lake folder"),
    (("ingest", "{src}", "--workers", "0", "--lake", "{lake}"), "workers must be at least 1"),
    (("ingest", "{src}", "--batch-size", "0", "--lake", "{lake}"), "the batch size must be at least 1"),
    (("ingest", "{src}", "--step", "-1", "--lake", "{lake}"), "the step must be between 0 and 2^63-1"),
    (("ingest", "{src}", "--step", str(2**63), "--lake", "{lake}"), "the step must be between 0 and 2^63-1"),
    (("ingest", "{tmp}/missing", "--lake", "{lake}"), "no such file or folder"),
    (("ingest", "{src}", "--reader", "nope", "--lake", "{lake}"), "unknown format 'nope'"),
    (("ingest", "{src}", "--split", "test", "--lake", "{lake}"), "the split must be 'train' or 'val'"),
    (("ingest", "{src}", "--run", "  ", "--lake", "{lake}"), "the run name must not be empty"),
    (("sql", "SELEC 1", "--lake", "{lake}"), "SQL: Parser Error"),
    (("sql", "SELECT * FROM no_such_table", "--lake", "{lake}"), "no_such_table"),
    (("sql", "SELECT * FROM fit_lognormal('nosuch', 'response_tokens')", "--lake", "{lake}"), "nosuch"),
    (("catalog", "--out", "{tmp}/nowhere/x.duckdb", "--lake", "{lake}"), "no such folder"),
    (("catalog", "--out", "{tmp}", "--lake", "{lake}"), "is a folder"),
    (("compact", "--run", "nosuch", "--lake", "{lake}"), "no run 'nosuch'"),
    (("rm", "nosuch", "--lake", "{lake}"), "no run 'nosuch'"),
    (("compare", "nosuch", "--lake", "{lake}"), "nosuch"),
    (("vacuum", "--lake", "{src}"), "no lake at"),
    (("vacuum", "--retention", "-1", "--lake", "{lake}"), "retention"),
]


@pytest.fixture(scope="module")
def mistaken_lake(tmp_path_factory) -> tuple[Path, str]:
    """One lake for every user mistake: each must leave it exactly as it was (and says so)."""
    from pipelines.samples import write_run

    root = tmp_path_factory.mktemp("mistakes")
    src = write_run(root / "src", RunSpec("tiny", steps=1, prompts=1, n=2)).folder
    ingest([src], str(root / "lake"))
    return src, str(root / "lake")


@pytest.mark.parametrize("args, message", USER_MISTAKES, ids=[" ".join(a[:3]) for a, _ in USER_MISTAKES])
def test_a_user_mistake_is_one_line_exit_2_and_changes_nothing(tmp_path, mistaken_lake, args, message):
    src, lake = mistaken_lake
    before = table_counts(lake)
    result = _tracelake(*(a.format(src=src, lake=lake, tmp=tmp_path) for a in args), cwd=tmp_path)
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert message in result.stderr and "Traceback" not in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert table_counts(lake) == before
    assert not (tmp_path / "_ledger").exists()  # nothing written into the current folder


def test_a_fifo_and_dangling_or_looping_links_are_skipped_with_their_reason(tmp_path, lake):
    run = tmp_path / "run"
    run.mkdir()
    (run / "1.jsonl").write_text("\n".join(GOOD) + "\n")
    os.mkfifo(run / "2.jsonl")  # reading it would block forever
    (run / "3.jsonl").symlink_to(tmp_path / "nowhere.jsonl")
    (run / "4.jsonl").symlink_to(run / "4.jsonl")
    result = _tracelake("ingest", run, "--lake", lake)
    assert result.returncode == 0, result.stderr
    reasons = {line.split(": ", 1)[0].rsplit("/", 1)[-1]: line.split(": ", 1)[1] for line in result.stderr.splitlines()
               if line.startswith("skipped")}  # fmt: skip
    assert reasons == {
        "2.jsonl": "not a regular file (a pipe, socket or device): not read",
        "3.jsonl": "a symbolic link to nothing (dangling, or a loop): not read",
        "4.jsonl": "a symbolic link to nothing (dangling, or a loop): not read",
    }
    assert query(lake, "SELECT count(*) FROM trajectories") == [(len(GOOD),)]


@pytest.mark.parametrize("damage", ["truncated last commit", "a gap in the log", "a checkpoint pointer to nothing"])
def test_a_damaged_delta_log_is_one_line_and_repair_gives_every_row_back(tmp_path, lake, damage):
    from pipelines.samples import RunSpec, write_run

    written = write_run(tmp_path / "src", RunSpec("logged", steps=4, prompts=1, n=2))
    ingest([written.folder], lake, batch_size=1)
    log = Path(lake) / "trajectories" / "_delta_log"
    commits = sorted(log.glob("*.json"))
    if damage == "truncated last commit":
        commits[-1].write_bytes(commits[-1].read_bytes()[:40])
    elif damage == "a gap in the log":
        commits[1].unlink()
    else:
        DeltaTable(str(log.parent)).create_checkpoint()
        next(log.glob("*.checkpoint.parquet")).unlink()
    result = _tracelake("runs", "--lake", lake)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert "its Delta log cannot be read" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    found = _tracelake("check", "--lake", lake)
    assert found.returncode == 1 and "damaged trajectories/_delta_log" in found.stderr
    repaired = _tracelake("check", "--repair", "--lake", lake)
    assert repaired.returncode == 0, repaired.stderr
    assert ingest([written.folder], lake).count("failed") == 0
    assert query(lake, "SELECT count(*) FROM trajectories") == [(written.total_lines,)]
    assert _tracelake("check", "--lake", lake).returncode == 0


HOSTILE_NAME = "exp\x1b]0;pwned\x07\x1b[2K\nforged: 0 failed\u202egnp.txt"


def _terminal(*args: str) -> tuple[int, str]:
    """A tracelake command with stdout and stderr on a terminal (a pseudo-terminal): (exit
    status, everything it wrote)."""
    import pty
    import subprocess
    import sys

    main, side = pty.openpty()
    done = subprocess.run([sys.executable, "-m", "pipelines", *args], stdout=side, stderr=side, timeout=300)
    os.close(side)
    chunks = []
    while True:
        try:
            chunk = os.read(main, 65536)
        except OSError:  # the terminal's other end closed: all read
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(main)
    return done.returncode, b"".join(chunks).decode("utf-8", "replace")


def test_names_and_records_never_reach_a_terminal_as_controls(tmp_path):
    """A folder name with an OSC title change, BEL, an erase-line, a newline that forges an
    output line and U+202E, and a bad record holding ESC: printed by ingest, runs and sql as
    escapes, never as the bytes a terminal obeys. To a file or a pipe, CSV and JSON keep the
    data as it is."""
    import subprocess
    import sys

    folder = tmp_path / HOSTILE_NAME
    folder.mkdir()
    (folder / "1.jsonl").write_bytes(_lines_with(b'{"input": "p\\u001b[31m", "output": \x1b[2J, "score": 1}'))
    lake = str(tmp_path / "lake")
    seen = []
    for args in (
        ("ingest", str(tmp_path), "--lake", lake),
        ("runs", "--lake", lake),
        ("sql", "SELECT run_name, raw FROM runs, quarantine", "--lake", lake),
        ("sql", "SELECT run_name FROM runs", "--lake", lake, "--format", "csv"),
        ("sql", "SELECT run_name FROM runs", "--lake", lake, "--format", "json"),
    ):
        status, printed = _terminal(*args)
        assert status == 0, printed
        seen.append(printed)
        # (rich draws its progress bar with erase-line sequences of its own: the name's are looked for)
        for control in ("\x1b]0;pwned", "\x07", "\x1b[2K\nforged", "\x1b[2J", "\x1b[31m", "\u202e", "\nforged"):
            assert control not in printed, (args, control)
    assert "\\x1b]0;pwned\\x07" in seen[1] and "\\u202e" in seen[1]
    piped = subprocess.run([sys.executable, "-m", "pipelines", "sql", "SELECT run_name FROM runs", "--lake", lake,
                            "--format", "csv"], capture_output=True, text=True)  # fmt: skip
    assert HOSTILE_NAME in piped.stdout  # the data, as it is, where it is not shown


def _as_nobody(*args: str) -> subprocess.CompletedProcess:
    """A tracelake command run as the user nobody: root reads every file whatever its mode."""
    import shutil
    import sys

    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root and setpriv to run a command as another user")
    return subprocess.run(["setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups", sys.executable,
                           "-m", "pipelines", *args], capture_output=True, text=True, timeout=300)  # fmt: skip


def test_a_file_or_folder_this_user_may_not_read_costs_only_itself(tmp_path_factory):
    """One permission-denied file aborted the whole ingest and detect (no lake, the readable
    files did not land), where a corrupt file fails only its shard. It is listed as unread, not
    recorded as failed: once readable, the next ingest reads it."""
    import shutil
    import tempfile

    root = Path(tempfile.mkdtemp(dir="/tmp", prefix="tracelake-perm-"))  # a path nobody can reach
    try:
        root.chmod(0o777)
        run = root / "src" / "exp"
        run.mkdir(parents=True)
        for step in (1, 2, 3):
            write_shard(run / f"{step}.jsonl", ("\n".join(GOOD) + "\n").replace('"p', f'"p{step}-').encode(), None)
        shutil.copytree(run, root / "src" / "locked")
        shutil.chown(root / "src", "nobody")
        for path in (root / "src").rglob("*"):
            shutil.chown(path, "nobody")
        (run / "2.jsonl").chmod(0)
        (root / "src" / "locked").chmod(0)
        lake = str(root / "lake")
        detected = _as_nobody("detect", str(root / "src"))
        assert detected.returncode == 0, detected.stderr
        done = _as_nobody("ingest", str(root / "src"), "--lake", lake)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
        for unread in (f"unread {run / '2.jsonl'}: permission denied", f"unread {root / 'src' / 'locked'}: a folder"):
            assert unread in detected.stderr and unread in done.stderr, unread
        assert query(lake, "SELECT count(*) FROM trajectories") == [(18,)]
        (run / "2.jsonl").chmod(0o644)
        (root / "src" / "locked").chmod(0o755)
        again = _as_nobody("ingest", str(root / "src"), "--lake", lake)
        assert again.returncode == 0 and "unread" not in again.stderr, again.stderr
        assert query(lake, "SELECT count(*) FROM trajectories") == [(18 + 9 + 27,)]  # and the locked folder's three
    finally:
        shutil.rmtree(root, ignore_errors=True)


def test_a_lake_path_too_long_for_its_files_is_refused_before_anything(tmp_path):
    deep = tmp_path
    while len(str(deep)) < 3700:
        deep = deep / ("d" * 200)
    deep = deep / ("e" * (3900 - len(str(deep)) - 1))  # 3,900 characters: the lake's files would pass 4,096
    deep.mkdir(parents=True)
    result = _tracelake("ingest", tmp_path, "--lake", deep / "lake")
    assert (
        result.returncode == 2 and "the lake's path is" in result.stderr and "run the same command" not in result.stderr
    )
    assert not (deep / "lake").exists()


def _past_64_bits(value, big: int):
    """Every integer of a parsed record made ``big`` (its sign kept), booleans as they are."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return big if value >= 0 else -big
    if isinstance(value, dict):
        return {k: _past_64_bits(v, big) for k, v in value.items()}
    if isinstance(value, list):
        return [_past_64_bits(v, big) for v in value]
    return value


def test_every_reader_gives_a_number_past_64_bits_one_line_never_a_traceback(tmp_path):
    """Steps, token counts and indices past 64 bits failed whole shards in many readers with
    OverflowError, TypeError (orjson) or ArrowInvalid: in every format's samples, with the first
    lines' integers made 2^64+7, 2^63+3 and -2^63-5, a line is quarantined, a document (one
    record) fails alone in one line, and every other record lands."""
    import gzip
    import shutil

    from pipelines import samples

    samples.main([str(tmp_path / "samples")])
    bigs = [2**64 + 7, 2**63 + 3, -(2**63) - 5]
    for path in sorted((tmp_path / "samples").rglob("*")):
        plain = path.name.removesuffix(".gz").removesuffix(".zst")
        if not path.is_file() or "parameters" in plain or not plain.endswith((".jsonl", ".json", ".ndjson")):
            continue
        data = path.read_bytes()
        unpacked = (
            gzip.decompress(data)
            if path.suffix == ".gz"
            else zstandard.decompress(data)
            if path.suffix == ".zst"
            else data
        )
        try:
            if plain.endswith(".json"):
                text = json.dumps(_past_64_bits(json.loads(unpacked), bigs[0]))
            else:
                lines = unpacked.decode().splitlines()
                text = "\n".join(json.dumps(_past_64_bits(json.loads(line), bigs[i])) if i < 3 and line.strip() else line
                                 for i, line in enumerate(lines)) + "\n"  # fmt: skip
        except ValueError:
            continue  # not JSON (a PolyTrace latency log): as it was
        packed = text.encode()
        path.write_bytes(
            gzip.compress(packed)
            if path.suffix == ".gz"
            else zstandard.compress(packed)
            if path.suffix == ".zst"
            else packed
        )
    lake = str(tmp_path / "lake")
    done = _tracelake("ingest", tmp_path / "samples", "--lake", lake, "--trust-pickles")
    assert "Traceback" not in done.stderr
    failed = [line for line in done.stderr.splitlines() if line.startswith("failed ")]
    for tell in ("OverflowError", "TypeError", "ArrowInvalid", "Integer exceeds", "out of range for"):
        assert not [line for line in failed if tell in line], tell
    assert query(lake, "SELECT count(*) > 1000 FROM trajectories") == [(True,)]
    assert query(lake, "SELECT count(*) > 50 FROM quarantine WHERE error LIKE '%2^63%'") == [(True,)]
    shutil.rmtree(tmp_path / "samples")


def test_a_target_or_lake_this_user_may_not_reach_is_one_line_before_any_work(tmp_path_factory):
    """A target folder this user may not list ingested nothing and said nothing; one behind a
    folder it may not enter was "no such file or folder"; a new lake under a read-only folder
    failed its first commit, saying to run the same command again."""
    import shutil
    import tempfile

    root = Path(tempfile.mkdtemp(dir="/tmp", prefix="tracelake-perm-"))
    try:
        root.chmod(0o777)
        for name in ("locked", "closed", "readonly"):
            (root / name / "exp").mkdir(parents=True)
            write_shard(root / name / "exp" / "1.jsonl", ("\n".join(GOOD) + "\n").encode(), None)
        (root / "locked").chmod(0o300)  # may enter, may not list
        (root / "closed").chmod(0o600)  # may not enter
        (root / "readonly").chmod(0o555)
        for args, said in [
            (("ingest", str(root / "locked"), "--lake", str(root / "lake")), "may not list the folder"),
            (
                ("ingest", str(root / "closed" / "exp"), "--lake", str(root / "lake")),
                "a folder on its way may not be entered",
            ),
            (("detect", str(root / "locked")), "may not list the folder"),
            (("ingest", str(root / "readonly" / "exp"), "--lake", str(root / "readonly" / "lake")), "may not write"),
        ]:
            done = _as_nobody(*args)
            assert done.returncode == 2 and said in done.stderr and "run the same command" not in done.stderr, (
                args,
                done.stderr,
            )
            assert len(done.stderr.strip().splitlines()) == 1, done.stderr
        assert not (root / "readonly" / "lake").exists() and not (root / "lake").exists()
    finally:
        for name in ("locked", "closed", "readonly"):
            (root / name).chmod(0o755)
        shutil.rmtree(root, ignore_errors=True)
