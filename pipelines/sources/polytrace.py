"""PolyTrace workloads and tool-call latency logs (docs/formats.md) -> lengths-only rows.

Workload documents (``*_workloads.json``, or a ``.tar.gz`` holding one) are streamed with
ijson, one step at a time: a document of hundreds of MB is never a Python object, and each
step becomes compact Arrow columns at once. Every row is lengths only: ``prompt`` and
``response`` NULL, ``prompt_tokens``/``response_tokens`` filled.

- Single-turn ``{"<step>": {"input": [...], "output": [...]}}``: one trajectory per output.
  Pairing rule: with ``output_groups`` (one list per prompt) each output has its prompt. With
  flat lists, when ``len(output)`` is ``n x len(input)`` output ``j`` belongs to prompt
  ``j // n`` (verl repeats each prompt n times, consecutively); otherwise to prompt
  ``j * len(input) // len(output)`` and ``extra.pairing = 'proportional'`` says the pairing is a
  guess. A prompt left with no output is kept as a trajectory with ``response_tokens`` NULL.
- Multi-turn ``{"<step>": [{"input": [...], "output": [...]}, ...]}``: one trajectory per dict,
  ``num_turns`` = its outputs; ``turns`` get a ``user`` row per input (tokens the policy was
  given at that call) and an ``assistant`` row per output. ``prompt_tokens`` is the first input,
  ``response_tokens`` the sum of the outputs.
- Internal variants: ``{"<task>_input_len": [...], "<task>_output_len": [...]}`` (single-turn,
  pairing as above, ``task`` recorded) and ``[{"input_len": [...], "output_len": [...]}, ...]``
  (sessions, as multi-turn); neither names steps: the shard's step (``--step``) or 0.
- Tool-call latency logs (``*.log``): ``Step3, Request ID: <id>, Tool: search, Latency: 0.07
  seconds``, lines of several workers interleaved. One trajectory per request id
  (``extra.request_id``; at the step of its first line: steps are per-worker counters), one
  ``tool`` turn per call in file order with ``tool_name`` and ``latency_s``. Other lines are
  quarantined with their line number.

Values that are not non-negative integers are quarantined, per step, naming the key.
"""

from __future__ import annotations

import functools
import io
import itertools
import re
import tarfile
from collections.abc import Iterator
from typing import Any, BinaryIO, cast

import orjson
import pyarrow as pa
import pyarrow.compute as pc

from ..storage import FileSystem, Readable, SourceError, compression_of, decompressing, without_compression
from .base import INT64_MAX, Head, Reader, Shard, ShardRecords
from .json_values import dumps

FORMAT = "polytrace"
_STEP_DOC = re.compile(r'\s*\{\s*"\d+"\s*:\s*(\{\s*"(input|output|output_groups)"|\[\s*(\{\s*"(input|output)"|\]))')
_INTERNAL_DOC = re.compile(r'\s*(\{\s*"\w+_(input|output)_len"\s*:|\[\s*\{\s*"(input|output)_len"\s*:)')
LATENCY_LINE = re.compile(
    r"\s*Step\s*(?P<step>\d+)\s*,\s*Request ID:\s*(?P<request>[^,]+?)\s*,\s*Tool:\s*(?P<tool>[^,]+?)\s*,"
    r"\s*Latency:\s*(?P<latency>[0-9.eE+-]+)\s*(?:s|sec|seconds?)?\s*$"
)
_TAR_HEADER = 512


def step_of(name: str) -> int | None:
    return None  # the document names its steps (or has none: the shard's --step, else 0)


def sniff(head: Head) -> bool:
    name = without_compression(head.name)
    text = head.text
    if name.endswith(".log"):
        return bool(LATENCY_LINE.match(text.split("\n", 1)[0]))
    if name.endswith(".tar"):
        text = text[_TAR_HEADER:].lstrip("\0")  # the member's content follows its header
    elif not name.endswith(".json"):
        return False
    return bool(_STEP_DOC.match(text) or _INTERNAL_DOC.match(text))


def run_name(head: Head) -> str | None:
    """A PolyTrace file is one task's workload (``math_workloads.json``): named by its file."""
    name = without_compression(head.name)
    for suffix in (".json", ".tar", ".log"):
        name = name.removesuffix(suffix)
    return name or None


PART_ROWS = 200_000  # rows per part handed to the lake: memory stays that of a few steps


class _Columns:
    """Arrow columns built a step at a time: a step's values arrive as whole arrays, or as
    Python rows of that step only."""

    def __init__(self, types: dict[str, pa.DataType]):
        self.types = types
        self.chunks: dict[str, list[pa.Array[Any]]] = {name: [] for name in types}
        self.rows: dict[str, list[Any]] = {name: [] for name in types}
        self.pending = 0

    def add(self, **values: Any) -> None:
        for name, value in values.items():
            self.rows[name].append(value)
        self.pending += 1

    def extend(self, arrays: dict[str, pa.Array[Any]]) -> None:
        for name, array in arrays.items():
            self.chunks[name].append(array.cast(self.types[name]))
        self.pending += len(next(iter(arrays.values())))

    def flush(self) -> None:
        for name, values in self.rows.items():
            if values:
                self.chunks[name].append(pa.array(values, self.types[name]))
                self.rows[name] = []

    def take(self) -> pa.Table:
        """Everything added so far, as a table; the columns start empty again."""
        self.flush()
        table = pa.table({name: pa.chunked_array(chunks, self.types[name]) for name, chunks in self.chunks.items()})
        self.chunks = {name: [] for name in self.types}
        self.pending = 0
        return table


_TRAJECTORY_TYPES: dict[str, pa.DataType] = {
    "record_key": pa.string(),
    "step": pa.int64(),
    "group_id": pa.string(),
    "sample_index": pa.int32(),
    "prompt_tokens": pa.int32(),
    "response_tokens": pa.int32(),
    "num_turns": pa.int32(),
    "source_line": pa.int64(),
    "extra": pa.string(),
}
_TURN_TYPES: dict[str, pa.DataType] = {
    "record_key": pa.string(),
    "step": pa.int64(),
    "turn_index": pa.int32(),
    "role": pa.string(),
    "content_tokens": pa.int32(),
    "tool_name": pa.string(),
    "latency_s": pa.float64(),
}


@functools.cache
def _first_indexes() -> pa.Array[Any]:
    # made on first use, not at import: building an array from Python objects imports pandas
    # (pyarrow checks for its types), which every command would then pay for
    return pa.array(range(1 << 16), pa.int64())


def _index(count: int) -> pa.Array[Any]:
    """0..count-1 (a slice of one array made once: building it per step cost more than the step)."""
    first = _first_indexes()
    return first.slice(0, count) if count <= len(first) else pa.array(range(count), pa.int64())


class _Builder:
    def __init__(self) -> None:
        self.trajectories = _Columns(_TRAJECTORY_TYPES)
        self.turns = _Columns(_TURN_TYPES)
        self.bad: list[tuple[int | None, str, str]] = []
        self.task: str | None = None

    def reject(self, where: str, error: str, value: object) -> None:
        """Quarantine ``value`` (a document's problems have no line: ``where`` names the step or key)."""
        self.bad.append((None, f"{where}: {error}", dumps(value)[:2000]))

    def lengths(self, where: str, values: object, key: str, record: object = None) -> list[int] | None:
        """``values`` if a list of non-negative integers, else None: ``record`` (what holds
        them, by default the values) is quarantined."""
        record = values if record is None else record
        if not isinstance(values, list):
            self.reject(where, f"{key!r} is not a list", record)
            return None
        if all(type(v) is int and 0 <= v <= INT64_MAX for v in values):
            return values
        self.reject(where, f"{key!r} holds a value that is not an integer from 0 to 2^63-1", record)
        return None

    def single_turn(
        self, step: int, inputs: list[int], outputs: list[int] | None, groups: list[list[int]] | None
    ) -> None:
        """One trajectory per output, paired with its prompt by the module's rule: whole arrays
        per step (a step of 8,192 outputs is not 8,192 Python rows)."""
        pairing = None
        prompt: pa.Array[Any] | None  # each output's prompt, and each prompt's first output: both or neither
        starts: pa.Array[Any] | None
        if groups is not None:
            outputs = [o for group in groups for o in group]
        assert outputs is not None  # given, or made from the groups
        if groups is not None:
            prompt = pa.array([p for p, group in enumerate(groups) for _ in group], pa.int64())
            starts = pa.array(list(itertools.accumulate((len(g) for g in groups), initial=0))[:-1], pa.int64())
        elif inputs and len(outputs) % len(inputs) == 0:
            n = len(outputs) // len(inputs)
            prompt = pc.divide(_index(len(outputs)), n)
            starts = pc.multiply(_index(len(inputs)), n)
        elif inputs:  # output j -> prompt j * P // O, whose first output is ceil(p * O / P)
            prompts, count = len(inputs), len(outputs)
            prompt = pc.divide(pc.multiply(_index(count), prompts), count)
            starts = pc.divide(pc.add(pc.multiply(_index(prompts), count), prompts - 1), prompts)
            pairing = "proportional"
        else:
            prompt = starts = None
            pairing = "no inputs"
        count = len(outputs)
        if count:
            step_text = pa.repeat(str(step), count)
            prompt_text: pa.Array[Any]
            if prompt is None:
                prompt_text, sample = pa.repeat("-", count), _index(count)
                tokens, group = pa.nulls(count, pa.int32()), pa.nulls(count, pa.string())
            else:
                prompt_text = prompt.cast(pa.string())
                sample = pc.subtract(_index(count), pc.take(cast("pa.Array[Any]", starts), prompt))
                tokens = pc.take(pa.array(inputs, pa.int32()), prompt)
                group = pc.binary_join_element_wise(step_text, prompt_text, ":")
            extra = orjson.dumps({"pairing": pairing}).decode() if pairing else None
            self.trajectories.extend(
                {
                    "record_key": pc.binary_join_element_wise(step_text, prompt_text, sample.cast(pa.string()), ":"),
                    "step": pa.repeat(step, count),
                    "group_id": group,
                    "sample_index": sample,
                    "prompt_tokens": tokens,
                    "response_tokens": pa.array(outputs, pa.int32()),
                    "num_turns": pa.repeat(1, count),
                    "source_line": pa.nulls(count, pa.int64()),
                    "extra": pa.repeat(extra, count).cast(pa.string()),
                }
            )
        paired = set(pc.unique(prompt).to_pylist()) if count and prompt is not None else set()
        for p in range(len(inputs)):
            if p not in paired:  # no output paired with it: keep its length anyway
                self.trajectory(
                    step, f"{step}:{p}:-", p, None, inputs[p], None, 1, {"pairing": pairing} if pairing else None
                )

    def trajectory(
        self,
        step: int,
        key: str,
        prompt: int | None,
        sample: int | None,
        prompt_tokens: int | None,
        response_tokens: int | None,
        turns: int,
        extra: dict[str, Any] | None = None,
    ) -> None:
        self.trajectories.add(
            record_key=key,
            step=step,
            group_id=f"{step}:{prompt}" if prompt is not None else None,
            sample_index=sample,
            prompt_tokens=prompt_tokens,
            response_tokens=response_tokens,
            num_turns=turns,
            source_line=None,
            extra=dumps(extra) if extra else None,
        )

    def multi_turn(self, step: int, where: str, trajectories: list[Any], first_index: int = 0) -> None:
        if not isinstance(trajectories, list):
            self.reject(where, "a multi-turn step must be a list of trajectories", trajectories)
            return
        for i, entry in enumerate(trajectories, first_index):
            if not isinstance(entry, dict):
                self.reject(f"{where}[{i}]", "a trajectory must be an object", entry)
                continue
            keys = ("input", "output") if "input" in entry or "output" in entry else ("input_len", "output_len")
            inputs = self.lengths(f"{where}[{i}]", entry.get(keys[0], []), keys[0], entry)
            outputs = (
                self.lengths(f"{where}[{i}]", entry.get(keys[1], []), keys[1], entry) if inputs is not None else None
            )
            if inputs is None or outputs is None:
                continue
            key = f"{step}:{i}"
            self.trajectory(
                step, key, None, None, inputs[0] if inputs else None, sum(outputs) if outputs else None, len(outputs)
            )
            for t in range(max(len(inputs), len(outputs))):
                for role, values, index in (("user", inputs, 2 * t), ("assistant", outputs, 2 * t + 1)):
                    if t < len(values):
                        self.turns.add(
                            record_key=key,
                            step=step,
                            turn_index=index,
                            role=role,
                            content_tokens=values[t],
                            tool_name=None,
                            latency_s=None,
                        )

    def full(self) -> bool:
        return self.trajectories.pending >= PART_ROWS

    def part(self, *, last: bool = False) -> ShardRecords:
        """What was added since the last part (and, with ``last``, the quarantine)."""
        tables = {"trajectories": self.trajectories.take()}
        turns = self.turns.take()
        if turns.num_rows:
            tables["turns"] = turns
        if last and self.bad:  # a document's problems have no line: the error names the step and key
            tables["quarantine"] = pa.table(
                {
                    "source_line": pa.array([b[0] for b in self.bad], pa.int64()),
                    "error": pa.array([b[1] for b in self.bad], pa.string()),
                    "raw": pa.array([b[2] for b in self.bad], pa.string()),
                }
            )
        return ShardRecords(tables, task=self.task)


def _step_document(items: Iterator[tuple[str, object]], builder: _Builder, default_step: int) -> Iterator[ShardRecords]:
    """Parts of a ``{"<step>": ...}`` (or internal ``<task>_input_len``) document, a few steps each."""
    internal: dict[str, list[Any] | None] = {}
    for key, value in items:
        if key.isdigit():
            _step(builder, int(key), value)
            if builder.full():
                yield builder.part()
        elif m := re.fullmatch(r"(\w+)_(input|output)_len", key):
            internal[m[2]] = builder.lengths(key, value, key)
            builder.task = m[1]
        else:
            builder.reject(f"key {key!r}", "not a step, nor <task>_input_len / <task>_output_len", value)
    if internal:
        inputs, outputs = internal.get("input"), internal.get("output")
        if inputs is not None and outputs is not None:
            builder.single_turn(default_step, inputs, outputs, None)
        elif set(internal) != {"input", "output"}:
            builder.reject("internal", "needs both <task>_input_len and <task>_output_len", sorted(internal))


def _step(builder: _Builder, step: int, value: object) -> None:
    where = f"step {step}"
    if isinstance(value, list):
        builder.multi_turn(step, where, value)
        return
    if not isinstance(value, dict):
        builder.reject(where, "a step must be an object or a list", value)
        return
    inputs = builder.lengths(where, value.get("input", []), "input", value)
    if inputs is None:
        return
    groups = value.get("output_groups")
    if groups is None:
        outputs = builder.lengths(where, value.get("output", []), "output", value)
        if outputs is not None:
            builder.single_turn(step, inputs, outputs, None)
    elif not isinstance(groups, list):
        builder.reject(where, "'output_groups' is not a list of lists", value)
    elif all(builder.lengths(where, g, "output_groups", value) is not None for g in groups):
        builder.single_turn(step, inputs, None, groups)


def _open_document(fs: FileSystem, path: str) -> tuple[Readable, BinaryIO]:
    """The decompressed workload JSON: the file, or the first ``.json`` member of a tar."""
    raw = fs.open(path, "rb")
    plain = without_compression(path)
    if plain.endswith(".tar"):
        try:
            # Decompressed by the lake's own stream, within the limits (tarfile's "r|*" inflates a
            # .tar.gz past any of them: 39 s where a .json.gz bomb is refused in 4), then read as a
            # plain tar stream: never seeks, never all in memory.
            stream = cast(BinaryIO, decompressing(raw, compression_of(path)))  # tarfile calls read() alone
            archive = tarfile.open(fileobj=stream, mode="r|")
            for member in archive:
                extracted = archive.extractfile(member) if member.name.endswith(".json") else None
                if extracted is not None:  # a regular file's (a folder or a link gives none)
                    return extracted, raw
        except (tarfile.TarError, OSError, EOFError) as exc:
            raw.close()
            raise SourceError(f"not a readable tar archive ({exc})") from None
        raw.close()
        raise SourceError("the archive holds no .json file")
    return decompressing(raw, compression_of(path)), raw


class _Peeked(io.RawIOBase):
    """A stream whose first bytes were read to see whether the document is an object or a list."""

    def __init__(self, stream: Readable, prefix: bytes):
        self.stream, self.prefix = stream, prefix

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        if size == 0:  # ijson probes the stream's type with read(0)
            return b""
        if self.prefix:
            out, self.prefix = self.prefix, b""
            return out
        return self.stream.read(size)

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]  # io's Buffer
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)


def _document_parts(shard: Shard, fs: FileSystem, path: str) -> Iterator[ShardRecords]:
    import ijson  # noqa: PLC0415 - 30 ms to import: only where a workload document is read

    builder = _Builder()
    default_step = shard.step if shard.step is not None else 0
    stream, raw = _open_document(fs, path)
    try:
        first = stream.read(64 << 10)
        opening = first.lstrip()[:1]
        document = _Peeked(stream, first)
        if opening == b"{":
            yield from _step_document(ijson.kvitems(document, ""), builder, default_step)
        elif opening == b"[":  # internal sessions: one multi-turn trajectory each
            for i, session in enumerate(ijson.items(document, "item")):
                builder.multi_turn(default_step, "sessions", [session], first_index=i)
                if builder.full():
                    yield builder.part()
        else:
            raise SourceError("not a PolyTrace workload document (neither a JSON object nor a list)")
    except ijson.JSONError as exc:
        raise SourceError(f"malformed JSON ({exc})") from None
    except (OSError, EOFError, tarfile.TarError) as exc:
        raise SourceError(f"cannot read the document ({exc})") from None
    finally:
        raw.close()
    yield builder.part(last=True)


def _read_latency_log(fs: FileSystem, path: str) -> ShardRecords:
    builder = _Builder()
    calls: dict[str, list[tuple[int, str, float]]] = {}
    with fs.open(path, "rb") as raw:
        content = cast(BinaryIO, decompressing(raw, compression_of(path)))  # a file, or a raw stream over one
        text = io.TextIOWrapper(content, encoding="utf-8", errors="replace")
        try:
            for number, line in enumerate(text, 1):
                if not line.strip():
                    continue
                match = LATENCY_LINE.match(line)
                if match is None:
                    builder.bad.append((number, "not a tool-call latency line", line.rstrip("\n")[:2000]))
                    continue
                calls.setdefault(match["request"], []).append(
                    (int(match["step"]), match["tool"], float(match["latency"]))
                )
        except (OSError, EOFError) as exc:
            raise SourceError(f"cannot read the log ({exc})") from None
    for request, made in calls.items():
        step = made[0][0]
        builder.trajectory(step, request, None, None, None, None, len(made), {"request_id": request})
        for index, (_, tool, latency) in enumerate(made):
            builder.turns.add(
                record_key=request,
                step=step,
                turn_index=index,
                role="tool",
                content_tokens=None,
                tool_name=tool,
                latency_s=latency,
            )
    return builder.part(last=True)


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    if without_compression(path).endswith(".log"):
        return _read_latency_log(fs, path)
    # Streamed: the document is read while the lake writes its parts (see ShardRecords.parts).
    return ShardRecords(parts=_document_parts(shard, fs, path))


READER = Reader(
    FORMAT,
    (".json", ".tar", ".log"),
    step_of,
    sniff,
    read_file=read_file,
    run_name=run_name,
    framework="polytrace",
    framework_weak=True,
)
