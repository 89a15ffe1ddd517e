"""Rust panic text kept off the user's screen: the command's own one-line error says what
happened.

delta-rs runs its writes on tokio threads; when a write fails under them (a disk filling up:
``object_store ... Already shut down``), a worker thread panics, and Rust's panic hook prints
the panic and a backtrace straight to file descriptor 2 before the error reaches Python, which
reports it in one line. So what native code writes to descriptor 2 passes through a pipe, read
by a thread that forwards every line but the blocks Rust's hook writes (from ``thread '...'
panicked at`` to its closing ``note: ... RUST_BACKTRACE ...`` line); Python's own ``sys.stderr``
writes to the terminal directly, so its lines keep their order with standard output's.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import threading
from collections.abc import Iterator

_PANIC = re.compile(rb"^thread '[^']*'(?: \(\d+\))? panicked at ")
_END = re.compile(rb"^note: .*RUST_BACKTRACE")
# A block that never ends (a hook that writes no note) is let through after this many lines:
# nothing is ever lost for good.
_LONGEST_BLOCK = 200


class _Filter:
    def __init__(self, read_end: int, out: int):
        self.read_end, self.out = read_end, out
        self.block: list[bytes] = []  # the panic block being dropped
        self.blank = b""  # a blank line held back: Rust's hook starts a block with one

    def run(self) -> None:
        pending = b""
        while chunk := os.read(self.read_end, 1 << 16):
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                self.line(line + b"\n")
        if pending:
            self.line(pending)
        self.write(self.blank + b"".join(self.block))
        os.close(self.read_end)

    def line(self, line: bytes) -> None:
        if self.block:
            self.block.append(line)
            if _END.match(line):
                self.block.clear()  # the whole block is dropped
            elif len(self.block) > _LONGEST_BLOCK:
                self.write(b"".join(self.block))
                self.block.clear()
            return
        if _PANIC.match(line):
            self.blank = b""
            self.block.append(line)
            return
        if not line.strip():
            self.write(self.blank)
            self.blank = line
            return
        self.write(self.blank + line)
        self.blank = b""

    def write(self, data: bytes) -> None:
        while data:
            try:
                written = os.write(self.out, data)
            except OSError:  # the terminal or pipe went away: nothing more to show
                return
            data = data[written:]


@contextlib.contextmanager
def kept_off_stderr() -> Iterator[None]:
    """Within the block, standard error (Python's and native libraries') without Rust panics."""
    try:
        sys.stderr.flush()
        original = os.dup(2)
    except (OSError, ValueError):  # no standard error to filter
        yield
        return
    python = sys.stderr
    sys.stderr = open(  # noqa: SIM115 - closed below, after the block
        original, "w", buffering=1, encoding=python.encoding, errors=python.errors, closefd=False
    )
    read_end, write_end = os.pipe()
    os.dup2(write_end, 2)
    os.close(write_end)
    reader = _Filter(read_end, original)
    thread = threading.Thread(target=reader.run, name="tracelake-stderr", daemon=True)
    thread.start()
    try:
        yield
    finally:
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.flush()
            sys.stderr.close()
        sys.stderr = python
        os.dup2(original, 2)  # the pipe's last writer here closes: the thread drains it and ends
        thread.join(timeout=2)  # a child process still holding the pipe (a server) must not hang the exit
        os.close(original)
