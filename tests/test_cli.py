"""The `tracelake` command as a user runs it: a real process, its output and exit codes."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys

import duckdb
import pytest

from pipelines.samples import RunSpec, write_run

from .helpers import ingest, query


def tracelake(*args, env=None, stdin=None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, **(env or {})}
    full_env.pop("TRACELAKE_LAKE", None) if env is None else None
    return subprocess.run(
        [sys.executable, "-m", "pipelines", *map(str, args)],
        capture_output=True,
        text=True,
        env=full_env,
        input=stdin,
        timeout=120,
    )


def test_ingest_runs_sql_catalog_round_trip(demo, lake, tmp_path):
    folder, written = demo
    run = written["qwen3-1.7b-compression"]
    first = tracelake("ingest", run.folder, "--lake", lake)
    assert first.returncode == 0, first.stderr
    assert (
        f"6 shard(s) ingested, 0 unchanged, 0 failed, {run.total_lines} trajectories, 1 quarantined record(s)"
        in first.stdout
    )
    assert "quarantined 1 record(s)" in first.stderr
    again = tracelake("ingest", run.folder, "--lake", lake)
    assert again.returncode == 0 and "0 shard(s) ingested, 6 unchanged" in again.stdout

    runs = tracelake("runs", "--lake", lake)
    assert runs.returncode == 0
    header, _, row, *_ = runs.stdout.splitlines()
    assert [c.strip() for c in header.split("|")[:2]] == ["run_name", "format"]  # one name column: it fits
    assert [c.strip() for c in row.split("|")][:6] == [
        "qwen3-1.7b-compression",
        "verl",
        "6",
        "1",
        "6",
        str(run.total_lines),
    ]

    query = "SELECT step, count(*) AS n FROM trajectories GROUP BY ALL ORDER BY ALL"
    as_json = json.loads(tracelake("sql", "--format", "json", query, "--lake", lake).stdout)
    assert as_json == [{"step": s, "n": n} for s, n in sorted(run.lines.items())]
    as_csv = list(csv.reader(io.StringIO(tracelake("sql", "-f", "csv", query, "--lake", lake).stdout)))
    assert as_csv[0] == ["step", "n"] and len(as_csv) == 7
    as_table = tracelake("sql", query, "--lake", lake).stdout
    assert as_table.rstrip().endswith("(6 rows)")

    out = tmp_path / "lake.duckdb"
    made = tracelake("catalog", "--out", out, "--lake", lake)
    assert made.returncode == 0, made.stderr
    con = duckdb.connect(str(out), read_only=True)
    assert con.execute("SELECT sum(trajectories) FROM runs").fetchone()[0] == run.total_lines


def test_lake_location_from_environment(tmp_path):
    written = write_run(tmp_path / "src", RunSpec("env-run", steps=1, prompts=1, n=2))
    lake = tmp_path / "envlake"
    result = tracelake("ingest", written.folder, env={"TRACELAKE_LAKE": str(lake)})
    assert result.returncode == 0, result.stderr
    assert (lake / "_ledger").is_dir()
    assert "env-run" in tracelake("runs", env={"TRACELAKE_LAKE": str(lake)}).stdout


def test_exit_code_is_one_when_nothing_could_be_ingested(tmp_path, lake):
    folder = tmp_path / "broken-run"
    folder.mkdir()
    (folder / "1.jsonl.gz").write_bytes(b"not gzip at all")
    (folder / "notes.txt").write_text("hello")
    result = tracelake("ingest", folder, "--lake", lake)
    assert result.returncode == 1
    assert f"failed {folder}/1.jsonl.gz: corrupt gzip" in result.stderr
    # a file no reader takes is counted by the ingest, named with its reason by detect
    assert "skipped 1 file(s) their readers know hold nothing to read on their own" in result.stderr
    assert "notes.txt" not in result.stderr
    assert (
        "0 shard(s) ingested, 0 unchanged, 1 failed, 0 trajectories, 0 quarantined record(s), 1 file(s) skipped"
        in result.stdout
    )
    assert "notes.txt: no reader takes this kind of file" in tracelake("detect", folder, "--lake", lake).stderr


def test_sql_reads_stdin(demo, lake):
    folder, written = demo
    tracelake("ingest", written["gsm8k-legacy-verl0.3"].folder, "--lake", lake)
    result = tracelake(
        "sql", "-", "--format", "csv", "--lake", lake, stdin="SELECT count(*) AS n FROM rewards WHERE name = 'acc'"
    )
    assert result.stdout.splitlines() == ["n", str(written["gsm8k-legacy-verl0.3"].total_lines)]


@pytest.mark.slow
def test_ingest_with_prefect_runs_the_flow(tmp_path, lake):
    written = write_run(tmp_path / "src", RunSpec("prefect-run", steps=2, prompts=1, n=2))
    result = tracelake(
        "ingest", written.folder, "--lake", lake, "--prefect", env={"PREFECT_SERVER_ANALYTICS_ENABLED": "false"}
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "2 shard(s) ingested, 0 unchanged, 0 failed, 4 trajectories" in result.stdout
    assert "Flow run" in result.stdout + result.stderr


def test_version_quiet_and_a_json_summary(tmp_path, lake):
    from pipelines import __version__

    assert tracelake("--version").stdout == f"tracelake {__version__}\n"
    folder = write_run(tmp_path / "src", RunSpec("quiet", steps=2, prompts=1, n=2)).folder
    (folder / "notes.txt").write_text("x")
    result = tracelake("--quiet", "ingest", folder, "--lake", lake, "--json")
    assert result.returncode == 0 and result.stderr == ""  # no progress, no skipped-file lines
    summary = json.loads(result.stdout)
    assert {k: summary[k] for k in ("ingested", "unchanged", "failed", "trajectories", "skipped_files")} == {
        "ingested": 2,
        "unchanged": 0,
        "failed": 0,
        "trajectories": 4,
        "skipped_files": 1,
    }
    assert summary["skipped"][0]["file"].endswith("notes.txt")


def test_rm_drops_a_run_from_every_table_and_the_ledger(tmp_path, lake):
    import pipelines

    keep = write_run(tmp_path / "src", RunSpec("keep", steps=2, prompts=1, n=2)).folder
    drop = write_run(tmp_path / "src", RunSpec("drop", steps=3, prompts=1, n=2)).folder
    ingest([keep, drop], lake)
    dry = tracelake("rm", "drop", "--dry-run", "--lake", lake)
    assert dry.stdout == "would remove run drop: 6 rewards, 6 trajectories, 3 ledger row(s)\n", dry.stderr
    assert tracelake("rm", "drop", "--lake", lake).stdout.startswith("removed run drop:")
    con = pipelines.connect(lake)  # the notebook entry
    assert con.sql("SELECT run_id, count(*) AS n FROM trajectories GROUP BY ALL").fetchall() == [("keep", 4)]
    assert con.sql("SELECT count(*) FROM ingest_history WHERE run_id = 'drop'").fetchone() == (0,)
    assert ingest([drop], lake).committed == 3  # its sources ingest afresh
    unknown = tracelake("rm", "nosuch", "--lake", lake)
    assert unknown.returncode == 2 and "no run 'nosuch'" in unknown.stderr


def test_compare_of_a_split_a_run_lacks_says_so(tmp_path, lake):
    ingest([write_run(tmp_path / "src", RunSpec("train-only", steps=2, prompts=1, n=2)).folder], lake)
    result = tracelake("compare", "train-only", "--split", "val", "--lake", lake)
    assert result.returncode == 2
    assert "no val trajectories in run(s) train-only: compare another --split" in result.stderr


def test_sql_help_lists_every_view_with_one_line():
    result = tracelake("sql", "--help", env={"COLUMNS": "250"})
    for view in (
        "reward_by_step",
        "length_by_step",
        "group_diagnostics",
        "turn_stats",
        "tool_latency",
        "metric_across_runs",
    ):
        assert f"{view}:" in result.stdout, result.stdout


def test_cli_conventions_global_flags_anywhere_formats_everywhere_no_bar_in_a_pipe(demo, lake):
    folder, written = demo
    run = written["qwen2.5-3b-gsm8k-tool"]
    quiet = tracelake("ingest", run.folder, "--lake", lake, "-q", "--format", "csv")
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr  # -q after the command, no bar in a pipe
    rows = list(csv.reader(io.StringIO(quiet.stdout)))
    assert rows[0] == ["file", "run", "step", "status", "trajectories", "quarantined", "detail"]
    assert [r[3] for r in rows[1:]] == ["ok"] * len(run.lines) and sum(int(r[4]) for r in rows[1:]) == run.total_lines
    again = tracelake("ingest", run.folder, "--lake", lake, "--format", "json")
    assert json.loads(again.stdout)["unchanged"] == len(run.lines) and "━" not in again.stderr
    listed = json.loads(tracelake("runs", "--lake", lake, "--json").stdout)
    assert [r["run_name"] for r in listed] == ["qwen2.5-3b-gsm8k-tool"] and listed[0]["framework"] == "verl"
    # --lake before the command too; --format on the maintenance commands that print rows
    before = tracelake("--lake", lake, "runs", "--format", "csv")
    assert before.returncode == 0 and before.stdout.splitlines()[1].startswith("qwen2.5-3b-gsm8k-tool,")
    assert tracelake(f"--lake={lake}", "-q", "check", "-f", "json").stdout.strip() == "[]"
    compacted = list(csv.reader(io.StringIO(tracelake("compact", "--lake", lake, "-f", "csv").stdout)))
    assert compacted[0] == ["run_id", "files_before", "files_after"]
    assert tracelake("sql", "--lake", lake, "SELECT 1 AS x", "--", "-q").returncode != 0  # after --: an argument


def test_arranged_moves_only_what_it_should():
    from pipelines.cli.startup import _arranged

    assert _arranged(["--lake", "L", "runs", "-q"]) == ["-q", "runs", "--lake", "L"]
    assert _arranged(["--lake=L", "sql", "SELECT 1", "--", "--lake", "x"]) == [
        "sql",
        "SELECT 1",
        "--lake=L",
        "--",
        "--lake",
        "x",
    ]
    assert _arranged(["--version"]) == ["--version"]
    assert _arranged(["export", "polytrace", "r", "--out", "f"]) == ["export", "polytrace", "r", "--out", "f"]


def test_a_command_is_run_by_a_program_of_that_command_alone_and_says_the_same():
    """Only the command asked for is built (typer reflects each command's signature first);
    a group's command, a misspelt one or none get the whole program, and a command's help is
    the same either way."""
    from typer.testing import CliRunner

    from pipelines.cli import app
    from pipelines.cli.startup import _app_for

    def commands(argv):
        built = _app_for(argv)
        return [c.name or c.callback.__name__ for c in built.registered_commands], len(built.registered_groups)

    assert commands(["sql", "SELECT 1", "--lake", "L"]) == (["sql"], 0)
    assert commands(["-q", "ingest", "runs/"]) == (["ingest"], 0)
    everything = (len(app.registered_commands), len(app.registered_groups))
    for argv in ([], ["--version"], ["search", "x"], ["label", "add"], ["export", "polytrace"], ["serach", "x"]):
        built = _app_for(argv)
        assert (len(built.registered_commands), len(built.registered_groups)) == everything, argv
    runner = CliRunner()
    for argv in (["sql", "--help"], ["ingest", "--help"], ["runs", "--help"]):
        alone, whole = runner.invoke(_app_for(argv), argv), runner.invoke(app, argv)
        assert alone.exit_code == whole.exit_code == 0 and alone.output == whole.output, argv
    listing = tracelake()
    assert all(name in listing.stdout for name in ("ingest", "sql", "search", "label", "export", "vacuum")), listing


def test_a_run_is_taken_by_name_or_id_and_a_wrong_one_says_so(tmp_path, lake):
    """`runs` prints a run's name first; the views have it beside the id, and a query, `rm` or
    `compare` given a name where an id belongs, or a run that is not there, says so."""
    write_run(tmp_path / "exp", RunSpec("2026-06-10_09-23-49", steps=2, prompts=1, n=2))
    ingest([tmp_path / "exp"], lake)
    [(run_id, name)] = query(lake, "SELECT run_id, run_name FROM runs")
    assert name == "exp/2026-06-10_09-23-49" and run_id != name
    by_name = tracelake(
        "sql", "--lake", lake, "-f", "csv", f"SELECT run_id, run_name, n FROM reward_by_step WHERE run_name = '{name}'"
    )
    assert by_name.stdout.splitlines()[1:] == [f"{run_id},{name},2", f"{run_id},{name},2"]
    wrong = tracelake("sql", "--lake", lake, f"SELECT count(*) FROM trajectories WHERE run_id = '{name}'")
    assert wrong.returncode == 0 and f"is a run's name, its run_id is {run_id!r}" in wrong.stderr
    typo = tracelake("sql", "--lake", lake, "SELECT * FROM reward_by_step WHERE run_name = 'exp/2026-06-10_09-23-48'")
    assert f"no run 'exp/2026-06-10_09-23-48' in the lake (did you mean {name!r}" in typo.stderr
    assert (
        "note"
        not in tracelake("sql", "--lake", lake, f"SELECT count(*) FROM trajectories WHERE run_id = '{run_id}'").stderr
    )
    rm = tracelake("rm", "exp/2026-06-10_09-23-48", "--lake", lake, "--dry-run")
    assert rm.returncode == 2 and f"did you mean {name!r}" in rm.stderr
    compare = tracelake("compare", "exp/2026-06-10_09-23-48", name, "--lake", lake)
    assert compare.returncode == 2 and f"did you mean {name!r}" in compare.stderr


def test_explore_on_a_busy_port_says_so_before_any_address(tmp_path, lake):
    import socket

    write_run(tmp_path, RunSpec("busy", steps=1, prompts=1, n=2))
    ingest([tmp_path / "busy"], lake)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        result = tracelake("explore", "--lake", lake, "--port", taken.getsockname()[1])
    assert result.returncode == 2 and result.stdout == ""
    assert "cannot listen on 127.0.0.1:" in result.stderr and "give another --port" in result.stderr


def test_the_exit_status_is_the_same_on_a_re_run_while_a_shard_stays_failed(tmp_path, lake):
    """A first ingest with a failed shard beside a good one exited 0 and its identical re-run 1
    (the good one unchanged, the failed one counted as nothing landed): one rule now."""
    folder = tmp_path / "run"
    folder.mkdir()
    (folder / "1.jsonl").write_text('{"input": "q", "output": "a", "score": 1.0, "step": 1}\n')
    (folder / "2.jsonl.gz").write_bytes(b"not gzip at all")
    first = tracelake("ingest", folder, "--lake", lake)
    again = tracelake("ingest", folder, "--lake", lake)
    assert first.returncode == again.returncode == 0
    assert "1 shard(s) ingested, 0 unchanged, 1 failed" in first.stdout
    assert "0 shard(s) ingested, 1 unchanged, 1 failed" in again.stdout and "file unchanged since" in again.stderr
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "1.jsonl.gz").write_bytes(b"not gzip either")
    alone = [tracelake("ingest", broken, "--lake", lake).returncode for _ in range(2)]
    assert alone == [1, 1]  # nothing of it landed, the first time or the second


def test_what_walks_every_loaded_module_does_not_load_the_commands_deferred_ones():
    """`inspect.getmodule` asks every module in `sys.modules` for its `__file__`, and Streamlit
    calls it on a page's first element: with the CLI's deferred modules kept there, that loaded
    the engine and every reader into the explorer (0.55 s of its first page)."""
    probe = (
        "import inspect, sys\n"
        "import pipelines.cli.app\n"
        "inspect.stack()\n"
        "print(sorted(m for m in sys.modules if m.startswith(('pipelines.engine', 'pipelines.sources.'))))\n"
        "from pipelines.cli import query\n"
        "print(query.catalog.LAKE_VARIABLE, 'pipelines.lake.catalog' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["[]", "tracelake_lake True"]  # deferred, then loaded on first use
