"""Where a watch's ingests run: in its own process (:class:`InProcess`, what a library caller and
the tests get), or in a worker process replaced every so many passes (:class:`InWorker`, what
`tracelake watch` uses).

Why a worker: a watch lives for days, and its ingests' native libraries (Arrow, delta-rs, Polars
and their allocators) keep memory that Python's heap does not see: in one process, 600 ingests
of a 512-line step each grew its resident memory from 400 to 534 MB (faster without compaction:
it grows with the files ingested), while ``tracemalloc`` saw Python's own heap flat and neither
``malloc_trim`` nor Arrow's ``release_unused`` gave it back. A worker that ends after
:data:`~pipelines.tuning.WATCH_PASSES_PER_WORKER` passes returns all of it; its successor starts
at once, in the quiet after the pass, so no pass waits for a start-up. An ingest is the engine's
whole: nothing is shared with the watch but the request and the outcome, and a worker killed
mid-pass is what a killed `tracelake ingest` is (the ledger makes the next pass take its files).

The worker reports each pass itself (the watch's ``on_pass``, given to it: a module's function)
and sends back its exit status and error alone, so the watch's own process never loads the
engine's libraries (150 MB of them). Signals: the worker ignores Ctrl-C and SIGTERM, which reach
the whole process group; the watch passes an interruption on as SIGUSR1, once, and the pass
under way winds down as an interrupted ingest does."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import TYPE_CHECKING, Any

from .errors import UserError
from .request import IngestRequest

if TYPE_CHECKING:
    from .engine import Report

__all__ = ["InProcess", "InWorker", "Outcome", "Pass", "run_pass"]


@dataclass(frozen=True)
class Outcome:
    """What one ingest came to: its report (None from a worker, which reported the pass itself),
    its exit status, and ``error`` when it stopped short (the storage is full or failed: what
    landed stays; a source gone or the lake unreachable a moment)."""

    report: Report | None
    error: str | None = None
    exit_code: int = 1
    interrupted: bool = False


@dataclass(frozen=True)
class Pass:
    """One ingest of the watch: why it ran, what it found, how long it took; ``error`` when it
    stopped short (the storage failed or is full: what landed stays, and the watch tries again)."""

    reason: str  # start, change, full, poll; vacuum (only when it failed)
    report: Report | None
    seconds: float
    changed: tuple[str, ...] = ()
    error: str | None = None
    status: int | None = field(default=None, repr=False)  # the exit status, where no report is at hand

    @property
    def exit_code(self) -> int:
        """The ingest's exit status rule (:attr:`pipelines.engine.Report.exit_code`); 1 when it stopped short."""
        if self.error:
            return 1
        if self.report is None:
            return 1 if self.status is None else self.status
        return self.report.exit_code


def run_pass(request: IngestRequest) -> Outcome:
    from . import engine  # noqa: PLC0415 - in the worker alone, where the worker runs it

    try:
        report = engine.ingest(request)
        return Outcome(report, exit_code=report.exit_code)
    except (engine.DiskFull, engine.StorageFailed) as stopped:
        what = (
            "no space left on the lake's storage"
            if isinstance(stopped, engine.DiskFull)
            else f"a commit failed ({stopped})"
        )
        return Outcome(stopped.report, what)
    except (UserError, OSError) as exc:  # a source gone, the lake unreachable a moment: try again
        return Outcome(None, str(exc))


OnPass = Callable[[Pass], None]


class InProcess:
    """Each ingest in the watch's own process."""

    def ingest(self, request: IngestRequest, reason: str, changed: tuple[str, ...], on_pass: OnPass) -> Pass:
        began = time.monotonic()
        outcome = run_pass(request)
        done = Pass(reason, outcome.report, time.monotonic() - began, changed, error=outcome.error)
        on_pass(done)
        return done

    def holding_records(self, paths: Iterable[str]) -> list[str]:
        """The ``paths`` an ingest could read (:func:`pipelines.watch.may_hold_records`)."""
        from .watch import may_hold_records  # noqa: PLC0415 - the readers load with it

        return [path for path in paths if may_hold_records(path)]

    def vacuum(self, lake: str, on_pass: OnPass) -> None:
        """The lake's vacuum; one that fails is said (a pass that stopped short) and tried again
        on the next schedule, and the watch goes on."""
        from .lake import maintenance  # noqa: PLC0415 - only once the watch has run an hour

        began = time.monotonic()
        try:
            maintenance.vacuum(lake)
        except Exception as exc:  # noqa: BLE001 - the storage, a link planted in the lake: said, not fatal
            on_pass(Pass("vacuum", None, time.monotonic() - began, error=f"{type(exc).__name__}: {exc}"))

    def close(self) -> None:
        pass


READY = "ready"


def _interrupted(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _serve(requests: Connection, on_pass: OnPass) -> None:
    """The worker: an ingest per request received, reported here, its status sent back, until
    told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    from . import engine  # noqa: PLC0415, F401 - its imports now, in the quiet after a pass, not in the next pass

    signal.signal(signal.SIGUSR1, _interrupted)
    requests.send(READY)  # no request before: an interruption during the imports would end it
    here = InProcess()
    while True:
        try:
            asked = requests.recv()
        except KeyboardInterrupt:  # it came after its pass ended: nothing to wind down
            continue
        except EOFError:  # the watch was killed: its last pass is done, and so is this worker
            return
        if asked is None:
            return
        try:
            if asked[0] == "names":
                requests.send(here.holding_records(asked[1]))
                continue
            if asked[0] == "vacuum":
                here.vacuum(asked[1], on_pass)
                outcome = Outcome(None, exit_code=0)
            else:
                _, request, reason, changed = asked
                done = here.ingest(request, reason, changed, on_pass)
                outcome = Outcome(None, done.error, done.exit_code)
        except KeyboardInterrupt:  # the watch is stopping: what the pass committed stays
            outcome = Outcome(None, "interrupted", interrupted=True)
        try:
            requests.send(outcome)
        except (BrokenPipeError, OSError):  # the watch was killed during the pass
            return


class InWorker:
    """Each ingest in a worker process, a new worker after every ``passes`` ingests."""

    def __init__(self, passes: int, on_pass: OnPass) -> None:
        self.passes, self.on_pass = passes, on_pass  # on_pass: a module's function, sent to the worker
        self.done = 0
        self.worker: tuple[BaseProcess, Connection] | None = None
        self.ready = False  # whether the worker said it is (it takes requests after that)

    def _started(self) -> tuple[BaseProcess, Connection]:
        if self.worker is None:
            # spawn: a fresh interpreter, none of the watch's threads or native state forked
            context = multiprocessing.get_context("spawn")
            ours, theirs = context.Pipe()
            process = context.Process(
                target=_serve, args=(theirs, self.on_pass), name="tracelake-watch-pass", daemon=True
            )
            process.start()
            theirs.close()
            self.worker, self.done, self.ready = (process, ours), 0, False
        return self.worker

    def ingest(self, request: IngestRequest, reason: str, changed: tuple[str, ...], on_pass: OnPass) -> Pass:
        """The pass, reported by the worker (with its own ``on_pass``); ``on_pass`` here only
        for a pass the worker could not report (it ended)."""
        began = time.monotonic()
        outcome = self._asked(("ingest", request, reason, changed))
        if isinstance(outcome, str):
            done = Pass(reason, None, time.monotonic() - began, changed, error=outcome)
            on_pass(done)
            return done
        self.done += 1
        if outcome.interrupted:
            raise KeyboardInterrupt
        if self.done >= self.passes:
            self._retire(wait=True)
            self._started()  # its imports now, in the quiet after the pass
        return Pass(reason, None, time.monotonic() - began, changed, error=outcome.error, status=outcome.exit_code)

    def holding_records(self, paths: Iterable[str]) -> list[str]:
        """The ``paths`` an ingest could read, as the worker's readers judge them (this process
        loads none of them); all of them if the worker could not say (it ended)."""
        paths = list(paths)
        answer = self._asked(("names", paths))
        return paths if isinstance(answer, str) else answer

    def vacuum(self, lake: str, on_pass: OnPass) -> None:
        """The lake's vacuum, in the worker (it loads what an ingest loads)."""
        began = time.monotonic()
        outcome = self._asked(("vacuum", lake))
        if isinstance(outcome, str):
            on_pass(Pass("vacuum", None, time.monotonic() - began, error=outcome))
        elif outcome.interrupted:
            raise KeyboardInterrupt

    def _asked(self, message: tuple[Any, ...]) -> Any:
        """The worker's answer to ``message``, or why there is none (it ended: a str)."""
        process, pipe = self._started()
        try:
            if not self.ready:  # a Ctrl-C meanwhile is the watch's alone: the worker is idle
                while not pipe.poll(0.1):
                    if not process.is_alive():
                        raise EOFError
                self.ready = pipe.recv() == READY
            pipe.send(message)
            return self._answer(process, pipe)
        except (EOFError, BrokenPipeError, ConnectionResetError):
            self._retire(wait=False)
            return f"the ingest's worker process ended (exit status {process.exitcode})"

    def _answer(self, process: BaseProcess, pipe: Connection) -> Any:
        """The worker's answer; a KeyboardInterrupt here (Ctrl-C, SIGTERM) is passed on to it
        once and raised once it has answered (what it was doing wound down)."""
        interrupted = False
        while True:
            try:
                while not pipe.poll(0.1):
                    if not process.is_alive():
                        raise KeyboardInterrupt if interrupted else EOFError
                answer = pipe.recv()
                if interrupted:
                    raise KeyboardInterrupt
                return answer
            except KeyboardInterrupt:
                if interrupted:
                    raise
                if process.pid is not None:
                    os.kill(process.pid, signal.SIGUSR1)
                interrupted = True

    def _retire(self, *, wait: bool) -> None:
        if self.worker is None:
            return
        process, pipe = self.worker
        self.worker = None
        if wait and process.is_alive():
            try:
                pipe.send(None)
            except (BrokenPipeError, OSError):
                pass
            process.join(30)
        if process.is_alive():
            process.kill()
            process.join(5)
        pipe.close()

    def close(self) -> None:
        self._retire(wait=True)
