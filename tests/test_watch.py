"""`tracelake watch`: files land as they appear and grow, a half-written line waits, a stop is
quick and its exit status is the ingest's; counted against the raw lines, never our readers."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from pipelines import watch as live
from pipelines.lake.lake import LakeError
from pipelines.request import IngestRequest
from pipelines.samples import RunSpec, write_run
from pipelines.samples.verl import step_lines

from .helpers import query, table_counts

SPEC = RunSpec("live-run", steps=2, prompts=2, n=2, seed=7, compression=None)


def _raw_lines(folder: Path, pattern: str) -> int:
    return sum(1 for path in folder.glob(pattern) for line in path.read_text().splitlines() if json.loads(line))


def _metrics_line(step: int) -> str:
    # verl's file logger: a line per step, appended
    return (
        json.dumps({"step": step, "data": {"critic/score/mean": step / 10, "actor/entropy": 1.0 - step / 100}}) + "\n"
    )


def _write_step(folder: Path, step: int) -> None:
    """A step file as a trainer leaves it: written aside, renamed into place."""
    aside = folder / f".{step}.jsonl.tmp"
    aside.write_text("\n".join(step_lines(SPEC, step)) + "\n")
    aside.rename(folder / f"{step}.jsonl")


def _wait_for(condition, seconds: float = 20.0) -> float:
    began = time.monotonic()
    while time.monotonic() - began < seconds:
        if condition():
            return time.monotonic() - began
        time.sleep(0.05)
    raise AssertionError(f"not within {seconds} s")


def _trajectories(lake: str) -> int:
    try:
        return query(lake, "SELECT count(*) FROM trajectories")[0][0]
    except LakeError:  # the first commit is not made yet
        return 0


def test_a_file_is_taken_once_settled_and_its_last_line_ended(tmp_path):
    lines = tmp_path / "traces.jsonl"
    lines.write_text('{"a": 1}\n{"a": 2')  # the writer is mid-line
    document = tmp_path / "result.json"
    document.write_text("{}")
    pending = live.Pending(settle=0.2, line_wait=10.0)
    pending.saw([str(lines), str(document)], now=100.0)
    assert not pending.ready(100.1)  # changed a moment ago
    assert not pending.ready(100.3)  # settled, but its last line is open
    assert not pending.ready(109.0)
    lines.write_text('{"a": 1}\n{"a": 2}\n')
    assert pending.ready(109.1)
    assert pending.take() == sorted([str(lines), str(document)]) and not pending

    lines.write_text('{"a": 1}\n{"a": 2')  # a writer that died mid-line: taken after line_wait, as ingest takes it
    pending.saw([str(lines)], now=200.0)
    assert not pending.ready(200.5)
    assert pending.ready(210.6)


def test_a_file_written_without_pause_holds_the_others_back_a_moment_at_most(tmp_path):
    busy, step = tmp_path / "traces.jsonl", tmp_path / "3.jsonl"
    busy.write_text('{"a": 1}\n')
    step.write_text('{"a": 1}\n')
    pending = live.Pending(settle=0.1, line_wait=10.0)
    pending.saw([str(step), str(busy)], now=0.0)
    for tick in range(1, 100):  # the busy file changes every 0.05 s
        pending.saw([str(busy)], now=tick * 0.05)
        assert not pending.ready(tick * 0.05 + 0.01)
    pending.saw([str(busy)], now=10.0)
    assert pending.ready(10.01)  # the oldest change waited line_wait: both taken
    assert live.may_hold_records(str(step)) and not live.may_hold_records(str(tmp_path / "model.safetensors"))


def test_a_file_looks_whole_when_its_end_says_so(tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = tmp_path / "rollouts.parquet"
    pq.write_table(pa.table({"prompt": ["p"] * 1000}), table)
    whole = table.read_bytes()
    table.write_bytes(whole[: len(whole) // 2])  # row groups written, no footer yet
    assert not live.looks_whole(str(table))
    table.write_bytes(whole)
    assert live.looks_whole(str(table))
    table.write_bytes(b"PAR1")  # opened by its writer, no row group yet
    assert not live.looks_whole(str(table))

    document = tmp_path / "result.json"
    document.write_text('{"trials": [{"reward": 1}, {"rew')
    assert not live.looks_whole(str(document))
    document.write_text('{"trials": [{"reward": 1}]}\n')
    assert live.looks_whole(str(document))
    assert live.looks_whole(str(tmp_path / "gone.jsonl"))  # vanished: the ingest says what became of it


def _watch_in_thread(request: IngestRequest, **options) -> tuple[threading.Thread, threading.Event, list]:
    stop, passes = threading.Event(), list[object]()
    thread = threading.Thread(
        target=live.watch,
        args=(request,),
        kwargs={"on_pass": passes.append, "stop": stop, "timing": live.Timing(settle=0.1, poll_every=0.3), **options},
        daemon=True,
    )
    thread.start()
    _wait_for(lambda: passes)  # the start pass
    return thread, stop, passes


@pytest.mark.parametrize("poll", [False, True], ids=["events", "polled"])
def test_a_step_lands_seconds_after_it_is_written_and_a_half_line_waits_for_its_end(tmp_path, poll):
    folder = write_run(tmp_path / "src", SPEC).folder
    lake = str(tmp_path / "lake")
    thread, stop, passes = _watch_in_thread(IngestRequest((str(tmp_path / "src"),), lake), poll=poll)
    try:
        assert _trajectories(lake) == _raw_lines(folder, "*.jsonl")

        _write_step(folder, 3)
        _wait_for(lambda: _trajectories(lake) == _raw_lines(folder, "*.jsonl"))

        # A step file written in two pieces: nothing of it lands until its last line ends.
        text = "\n".join(step_lines(SPEC, 4)) + "\n"
        with open(folder / "4.jsonl", "w") as file:
            file.write(text[: len(text) // 2 + 7])
            file.flush()
            time.sleep(1.5)
            assert query(lake, "SELECT count(*) FROM trajectories WHERE step = 4")[0][0] == 0
            file.write(text[len(text) // 2 + 7 :])
        _wait_for(lambda: _trajectories(lake) == _raw_lines(folder, "*.jsonl"))
        assert table_counts(lake)["quarantine"] == 0
    finally:
        stop.set()
        thread.join(10)
    assert not thread.is_alive()
    assert {p.reason for p in passes} == {"start", "change"}


@pytest.mark.slow
def test_the_command_follows_steps_and_metrics_and_stops_on_sigterm_within_seconds(tmp_path):
    folder = write_run(tmp_path / "src", SPEC).folder
    metrics = folder / "metrics.jsonl"
    metrics.write_text(_metrics_line(1) + _metrics_line(2))
    lake = str(tmp_path / "lake")
    process = subprocess.Popen(
        [sys.executable, "-m", "pipelines", "watch", "--lake", lake, str(tmp_path / "src")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        _wait_for(lambda: _trajectories(lake) == _raw_lines(folder, "[0-9]*.jsonl"), 60)
        for step in (3, 4):
            _write_step(folder, step)
            with open(metrics, "a") as file:
                file.write(_metrics_line(step))
            _wait_for(lambda: _trajectories(lake) == _raw_lines(folder, "[0-9]*.jsonl"))
            _wait_for(lambda step=step: query(lake, "SELECT count(DISTINCT step) FROM step_metrics")[0][0] == step)
        sent = time.monotonic()
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=10)
        assert time.monotonic() - sent < 5, err
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    assert "Traceback" not in err and "landed (step 4)" in err
    for shape in _documented_lines():  # docs/live.md shows what it really prints
        assert any(shape.fullmatch(line) for line in (out + err).splitlines()), (shape.pattern, out + err)
    # Each metric once, each trajectory once: the appended file was read whole again, not added to.
    assert query(lake, "SELECT count(*), count(DISTINCT (step, name)) FROM step_metrics") == [(8, 8)]
    again = subprocess.run(
        [sys.executable, "-m", "pipelines", "ingest", "--lake", lake, str(tmp_path / "src")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "0 shard(s) ingested" in again.stdout


def _documented_lines() -> list[re.Pattern[str]]:
    """The lines of docs/live.md's example output, each as a pattern: its paths, numbers and
    times may differ, nothing else."""
    text = (Path(__file__).resolve().parent.parent / "docs" / "live.md").read_text()
    block = re.search(r"^```text\n(.*?)^```$", text, re.M | re.S)
    assert block, "docs/live.md shows no output"
    shapes = []
    for line in block[1].splitlines():
        pattern = re.escape(line)
        pattern = re.sub(r"(?:/|data)(?:[\w.-]|\\[.-]|/)+", r"\\S+", pattern)  # a path
        pattern = re.sub(r"\d+(?:\\\.\d+)?", r"[\\d.,:]+", pattern)  # a number or a time
        shapes.append(re.compile(pattern))
    return shapes


def test_a_watch_of_only_failing_files_exits_1_and_the_same_again(tmp_path):
    folder = tmp_path / "src" / "broken"
    folder.mkdir(parents=True)
    (folder / "1.jsonl.gz").write_text('{"prompt": "cut", "resp')  # named gzip, is not
    lake = str(tmp_path / "lake")
    codes = []
    for _ in range(2):
        stop = threading.Event()
        stop.set()  # one start pass, then stop
        last = live.watch(
            IngestRequest((str(tmp_path / "src"),), lake), stop=stop, events=lambda paths, s: iter([set()])
        )
        assert last is not None
        codes.append(last.exit_code)
    assert codes == [1, 1]


def test_watch_refuses_a_missing_folder_in_one_line(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "pipelines", "watch", "--lake", str(tmp_path / "lake"), str(tmp_path / "nowhere")],
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "200"},
    )
    assert done.returncode == 2
    assert "no such file or folder" in done.stderr and "Traceback" not in done.stderr


NOTED = "TRACELAKE_TEST_PASSES_NOTED"


def _noted(done: live.Pass) -> None:
    """A watch's on_pass, as the worker calls it: a line per pass in the file $NOTED names."""
    with open(os.environ[NOTED], "a") as file:
        file.write(f"{os.getpid()} {done.reason} {done.exit_code} {done.report.rows if done.report else '-'}\n")


def test_the_commands_ingests_run_in_a_worker_replaced_after_its_passes_and_one_killed_is_said(tmp_path, monkeypatch):
    """`tracelake watch` ingests in a worker process it replaces every WATCH_PASSES_PER_WORKER
    passes (the native libraries' memory grows with what one process ingests); the worker reports
    each pass (with its report) and the watch gets its status; a worker killed between passes
    costs the next pass, said as an error, and the pass after has a new worker. The package's own
    folder on sys.path (Prefect leaves it there once it has loaded pipelines/flows.py by its path)
    once made the package's secrets.py the worker's `secrets` (every commit failed): no module of
    the package is named as one of the standard library's (tests/test_packaging.py)."""
    import pipelines
    from pipelines.passes import InWorker

    monkeypatch.setattr(sys, "path", [str(Path(pipelines.__file__).parent), *sys.path])
    monkeypatch.setenv(NOTED, str(tmp_path / "noted"))
    folder = write_run(tmp_path / "src", SPEC).folder
    request = IngestRequest(targets=(str(tmp_path / "src"),), lake=str(tmp_path / "lake"))
    here: list[live.Pass] = []
    passes = InWorker(2, _noted)
    try:
        first = passes.ingest(request, "start", (), here.append)
        assert (first.error, first.exit_code) == (None, 0) and _trajectories(request.lake) == 8
        _write_step(folder, 3)
        assert passes.ingest(request, "change", (), here.append).exit_code == 0  # its second: then replaced
        assert passes.worker is not None and passes.worker[0].pid is not None and passes.done == 0
        os.kill(passes.worker[0].pid, signal.SIGKILL)
        passes.worker[0].join(10)
        lost = passes.ingest(request, "change", (), here.append)
        assert lost.exit_code == 1 and "worker process ended" in (lost.error or "") and here == [lost]
        _write_step(folder, 4)
        assert passes.ingest(request, "change", (), here.append).exit_code == 0
        passes.vacuum(request.lake, here.append)
        assert here == [lost]  # the worker reported the others
    finally:
        passes.close()
    assert passes.worker is None and _trajectories(request.lake) == _raw_lines(folder, "[0-9]*.jsonl") == 16
    noted = [line.split() for line in (tmp_path / "noted").read_text().splitlines()]
    assert [(reason, code, rows) for _, reason, code, rows in noted] == [
        ("start", "0", "8"), ("change", "0", "4"), ("change", "0", "4")
    ]  # fmt: skip
    assert noted[0][0] == noted[1][0] != noted[2][0] != str(os.getpid())  # a new worker after two passes


def test_an_interruption_during_a_workers_pass_winds_it_down_and_nothing_is_lost(tmp_path, monkeypatch):
    """Ctrl-C or SIGTERM (as the CLI maps it: a KeyboardInterrupt in the watch) during a pass in
    the worker: the worker is told once, its pass winds down as an interrupted ingest does, the
    watch gets the KeyboardInterrupt; the next pass lands the rest, nothing doubled."""
    from pipelines.passes import InWorker, run_pass

    monkeypatch.setenv(NOTED, str(tmp_path / "noted"))
    folder = write_run(tmp_path / "src", RunSpec("big", steps=40, prompts=32, n=8, compression=None)).folder
    request = IngestRequest(targets=(str(tmp_path / "src"),), lake=str(tmp_path / "lake"), batch_size=2)
    passes = InWorker(50, _noted)
    passes.holding_records([str(folder / "1.jsonl")])  # the worker started and ready: the signal lands in its pass

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGUSR2, interrupt)
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGUSR2))
    try:
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            passes.ingest(request, "start", (), lambda done: None)
    finally:
        timer.cancel()
        signal.signal(signal.SIGUSR2, previous)
        passes.close()
    assert passes.worker is None
    landed = _trajectories(request.lake) if Path(request.lake).exists() else 0
    assert landed < 40 * 256  # wound down before the end
    assert run_pass(request).report is not None
    assert _trajectories(request.lake) == _raw_lines(folder, "[0-9]*.jsonl") == 40 * 256
    assert query(request.lake, "SELECT count(DISTINCT trajectory_id) FROM trajectories") == [(40 * 256,)]


def _children(pid: int) -> list[int]:
    return [int(c) for task in Path(f"/proc/{pid}/task").iterdir() for c in (task / "children").read_text().split()]


def test_a_watch_killed_leaves_no_worker_behind_and_the_next_watch_doubles_nothing(tmp_path):
    """`kill -9` of `tracelake watch`: its worker ends by itself once its pass is done (the pipe
    to the watch closed), quietly; a new watch goes on from the lake, nothing doubled."""
    folder = write_run(tmp_path / "src", SPEC).folder
    lake = str(tmp_path / "lake")
    argv = [sys.executable, "-m", "pipelines", "watch", "--lake", lake, str(tmp_path / "src")]
    log = tmp_path / "watch.log"
    with log.open("w") as out:
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
    try:
        _wait_for(lambda: _trajectories(lake) == _raw_lines(folder, "[0-9]*.jsonl"), 60)
        workers = [c for c in _children(process.pid) if "tracelake" not in Path(f"/proc/{c}/cmdline").read_text()]
        assert workers  # the worker (and multiprocessing's resource tracker)
        process.kill()
        process.wait(10)
        _wait_for(lambda: not any(Path(f"/proc/{w}").exists() and "zombie" not in Path(f"/proc/{w}/status").read_text()
                                  for w in workers), 30)  # fmt: skip
    finally:
        if process.poll() is None:
            process.kill()
    assert "Traceback" not in log.read_text(), log.read_text()
    _write_step(folder, 3)
    again = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for(lambda: _trajectories(lake) == _raw_lines(folder, "[0-9]*.jsonl"), 60)
    finally:
        again.send_signal(signal.SIGTERM)
        again.communicate(timeout=20)
    assert query(lake, "SELECT count(*), count(DISTINCT trajectory_id) FROM trajectories") == [(12, 12)]
