"""PolyTrace workloads and tool-call latency logs (../shared/FORMATS.md §4) -> lengths-only rows.

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

import io
import re
import tarfile
from collections.abc import Iterator

import ijson
import orjson
import pyarrow as pa

from ..storage import SourceError, compression_of, decompressing
from .base import Shard, ShardRecords

FORMAT = "polytrace"
_STEP_DOC = re.compile(r'\s*\{\s*"\d+"\s*:\s*(\{\s*"(input|output|output_groups)"|\[\s*(\{\s*"(input|output)"|\]))')
_INTERNAL_DOC = re.compile(r'\s*(\{\s*"\w+_(input|output)_len"\s*:|\[\s*\{\s*"(input|output)_len"\s*:)')
LATENCY_LINE = re.compile(
    r"\s*Step\s*(?P<step>\d+)\s*,\s*Request ID:\s*(?P<request>[^,]+?)\s*,\s*Tool:\s*(?P<tool>[^,]+?)\s*,"
    r"\s*Latency:\s*(?P<latency>[0-9.eE+-]+)\s*(?:s|sec|seconds?)?\s*$")
_TAR_HEADER = 512


def step_of(name: str) -> int | None:
    return None  # the document names its steps (or has none: the shard's --step, else 0)


def _plain(name: str) -> str:
    return name.removesuffix(".gz").removesuffix(".zst")


def sniff(head) -> bool:
    name = _plain(head.name)
    text = head.text
    if name.endswith(".log"):
        return bool(LATENCY_LINE.match(text.split("\n", 1)[0]))
    if name.endswith(".tar"):
        text = text[_TAR_HEADER:].lstrip("\0")  # the member's content follows its header
    elif not name.endswith(".json"):
        return False
    return bool(_STEP_DOC.match(text) or _INTERNAL_DOC.match(text))


def run_name(head) -> str | None:
    """A PolyTrace file is one task's workload (``math_workloads.json``): named by its file."""
    name = _plain(head.name)
    for suffix in (".json", ".tar", ".log"):
        name = name.removesuffix(suffix)
    return name or None


class _Columns:
    """Arrow columns built a step at a time (Python lists of one step only)."""

    def __init__(self, types: dict[str, pa.DataType]):
        self.types = types
        self.chunks: dict[str, list[pa.Array]] = {name: [] for name in types}
        self.rows: dict[str, list] = {name: [] for name in types}

    def add(self, **values) -> None:
        for name, value in values.items():
            self.rows[name].append(value)

    def flush(self) -> None:
        for name, values in self.rows.items():
            if values:
                self.chunks[name].append(pa.array(values, self.types[name]))
                self.rows[name] = []

    def table(self) -> pa.Table:
        self.flush()
        return pa.table({name: pa.chunked_array(chunks, self.types[name]) for name, chunks in self.chunks.items()})


_TRAJECTORY_TYPES = {"record_key": pa.string(), "step": pa.int64(), "group_id": pa.string(),
                     "sample_index": pa.int32(), "prompt_tokens": pa.int32(), "response_tokens": pa.int32(),
                     "num_turns": pa.int32(), "source_line": pa.int64(), "extra": pa.string()}
_TURN_TYPES = {"record_key": pa.string(), "step": pa.int64(), "turn_index": pa.int32(), "role": pa.string(),
               "content_tokens": pa.int32(), "tool_name": pa.string(), "latency_s": pa.float64()}


class _Builder:
    def __init__(self):
        self.trajectories = _Columns(_TRAJECTORY_TYPES)
        self.turns = _Columns(_TURN_TYPES)
        self.bad: list[tuple[int | None, str, str]] = []
        self.task: str | None = None

    def reject(self, where: str, error: str, value, line: int | None = None) -> None:
        self.bad.append((line, f"{where}: {error}", orjson.dumps(value, default=str).decode()[:2000]))

    def lengths(self, where: str, values, key: str, record=None) -> list[int] | None:
        """``values`` if a list of non-negative integers, else None: ``record`` (what holds
        them, by default the values) is quarantined."""
        record = values if record is None else record
        if not isinstance(values, list):
            self.reject(where, f"{key!r} is not a list", record)
            return None
        if all(type(v) is int and v >= 0 for v in values):
            return values
        self.reject(where, f"{key!r} holds a value that is not a non-negative integer", record)
        return None

    def single_turn(self, step: int, where: str, inputs: list[int], outputs: list[int] | None,
                    groups: list[list[int]] | None) -> None:
        if groups is not None:
            paired = [(p, s, out) for p, group in enumerate(groups) for s, out in enumerate(group)]
            pairing = None
        elif outputs is not None:
            paired, pairing = _pair(len(inputs), outputs)
        else:
            return
        seen = set()
        for prompt, sample, out in paired:
            seen.add(prompt)
            self._trajectory(step, f"{step}:{prompt}:{sample}", prompt, sample,
                             inputs[prompt] if prompt is not None and prompt < len(inputs) else None, out, 1, pairing)
        for prompt in range(len(inputs)):
            if prompt not in seen:  # no output paired with it: keep its length anyway
                self._trajectory(step, f"{step}:{prompt}:-", prompt, None, inputs[prompt], None, 1, pairing)
        self.flush()

    def _trajectory(self, step, key, prompt, sample, prompt_tokens, response_tokens, turns, pairing,
                    extra: dict | None = None) -> None:
        extra = dict(extra or {}, **({"pairing": pairing} if pairing else {}))
        self.trajectories.add(record_key=key, step=step, group_id=f"{step}:{prompt}" if prompt is not None else None,
                              sample_index=sample, prompt_tokens=prompt_tokens, response_tokens=response_tokens,
                              num_turns=turns, source_line=None, extra=orjson.dumps(extra).decode() if extra else None)

    def multi_turn(self, step: int, where: str, trajectories: list) -> None:
        if not isinstance(trajectories, list):
            self.reject(where, "a multi-turn step must be a list of trajectories", trajectories)
            return
        for i, entry in enumerate(trajectories):
            if not isinstance(entry, dict):
                self.reject(f"{where}[{i}]", "a trajectory must be an object", entry)
                continue
            keys = ("input", "output") if "input" in entry or "output" in entry else ("input_len", "output_len")
            inputs = self.lengths(f"{where}[{i}]", entry.get(keys[0], []), keys[0], entry)
            outputs = self.lengths(f"{where}[{i}]", entry.get(keys[1], []), keys[1], entry) if inputs is not None else None
            if inputs is None or outputs is None:
                continue
            key = f"{step}:{i}"
            self._trajectory(step, key, None, None, inputs[0] if inputs else None, sum(outputs) if outputs else None,
                             len(outputs), None)
            for t in range(max(len(inputs), len(outputs))):
                for role, values, index in (("user", inputs, 2 * t), ("assistant", outputs, 2 * t + 1)):
                    if t < len(values):
                        self.turns.add(record_key=key, step=step, turn_index=index, role=role,
                                       content_tokens=values[t], tool_name=None, latency_s=None)
        self.flush()

    def flush(self) -> None:
        self.trajectories.flush()
        self.turns.flush()

    def records(self) -> ShardRecords:
        tables = {"trajectories": self.trajectories.table()}
        turns = self.turns.table()
        if turns.num_rows:
            tables["turns"] = turns
        if self.bad:  # a document's problems have no line: the error names the step and key
            tables["quarantine"] = pa.table({
                "source_line": pa.array([b[0] for b in self.bad], pa.int64()),
                "error": pa.array([b[1] for b in self.bad], pa.string()),
                "raw": pa.array([b[2] for b in self.bad], pa.string()),
            })
        return ShardRecords(tables, task=self.task)


def _pair(prompts: int, outputs: list[int]) -> tuple[list[tuple[int | None, int | None, int]], str | None]:
    """(prompt, sample, output) per output, by the rule in the module's doc."""
    if prompts == 0:
        return [(None, None, out) for out in outputs], "no inputs"
    if len(outputs) % prompts == 0:
        n = len(outputs) // prompts
        return [(j // n, j % n, out) for j, out in enumerate(outputs)], None
    paired, counts = [], [0] * prompts
    for j, out in enumerate(outputs):
        prompt = j * prompts // len(outputs)
        paired.append((prompt, counts[prompt], out))
        counts[prompt] += 1
    return paired, "proportional"


def _step_document(items: Iterator[tuple[str, object]], builder: _Builder, default_step: int) -> None:
    internal: dict[str, list] = {}
    for key, value in items:
        if key.isdigit():
            step = int(key)
            where = f"step {key}"
            if isinstance(value, list):
                builder.multi_turn(step, where, value)
            elif isinstance(value, dict):
                inputs = builder.lengths(where, value.get("input", []), "input", value)
                groups = value.get("output_groups")
                if inputs is None:
                    continue
                if groups is not None:
                    valid = isinstance(groups, list) and all(builder.lengths(where, g, "output_groups", value) is not None
                                                             for g in groups)
                    if valid:
                        builder.single_turn(step, where, inputs, None, groups)
                    elif not isinstance(groups, list):
                        builder.reject(where, "'output_groups' is not a list of lists", value)
                else:
                    outputs = builder.lengths(where, value.get("output", []), "output", value)
                    if outputs is not None:
                        builder.single_turn(step, where, inputs, outputs, None)
            else:
                builder.reject(where, "a step must be an object or a list", value)
        elif (m := re.fullmatch(r"(\w+)_(input|output)_len", key)):
            internal[m[2]] = builder.lengths(key, value, key)
            builder.task = m[1]
        else:
            builder.reject(f"key {key!r}", "not a step, nor <task>_input_len / <task>_output_len", value)
    if internal:
        if internal.get("input") is not None and internal.get("output") is not None:
            builder.single_turn(default_step, "internal", internal["input"], internal["output"], None)
        elif set(internal) != {"input", "output"}:
            builder.reject("internal", "needs both <task>_input_len and <task>_output_len", sorted(internal))


def _open_document(fs, path: str):
    """The decompressed workload JSON: the file, or the first ``.json`` member of a tar."""
    raw = fs.open(path, "rb")
    plain = _plain(path)
    if plain.endswith(".tar"):
        try:
            archive = tarfile.open(fileobj=raw, mode="r|*")  # a stream: never seeks, never all in memory
            for member in archive:
                if member.isfile() and member.name.endswith(".json"):
                    return archive.extractfile(member), raw
        except (tarfile.TarError, OSError, EOFError) as exc:
            raw.close()
            raise SourceError(f"not a readable tar archive ({exc})") from None
        raw.close()
        raise SourceError("the archive holds no .json file")
    return decompressing(raw, compression_of(path)), raw


class _Peeked(io.RawIOBase):
    """A stream whose first bytes were read to see whether the document is an object or a list."""

    def __init__(self, stream, prefix: bytes):
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

    def readinto(self, buffer) -> int:
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)


def _read_document(shard: Shard, fs, path: str) -> ShardRecords:
    builder = _Builder()
    default_step = shard.step if shard.step is not None else 0
    stream, raw = _open_document(fs, path)
    try:
        first = stream.read(64 << 10)
        opening = first.lstrip()[:1]
        document = _Peeked(stream, first)
        if opening == b"{":
            _step_document(ijson.kvitems(document, ""), builder, default_step)
        elif opening == b"[":  # internal sessions: one multi-turn trajectory each
            builder.multi_turn(default_step, "sessions", list(ijson.items(document, "item")))
        else:
            raise SourceError("not a PolyTrace workload document (neither a JSON object nor a list)")
    except ijson.JSONError as exc:
        raise SourceError(f"malformed JSON ({exc})") from None
    except (OSError, EOFError, tarfile.TarError) as exc:
        raise SourceError(f"cannot read the document ({exc})") from None
    finally:
        raw.close()
    return builder.records()


def _read_latency_log(fs, path: str) -> ShardRecords:
    builder = _Builder()
    calls: dict[str, list[tuple[int, str, float]]] = {}
    with fs.open(path, "rb") as raw:
        text = io.TextIOWrapper(decompressing(raw, compression_of(path)), encoding="utf-8", errors="replace")
        try:
            for number, line in enumerate(text, 1):
                if not line.strip():
                    continue
                match = LATENCY_LINE.match(line)
                if match is None:
                    builder.bad.append((number, "not a tool-call latency line", line.rstrip("\n")[:2000]))
                    continue
                calls.setdefault(match["request"], []).append((int(match["step"]), match["tool"], float(match["latency"])))
        except (OSError, EOFError) as exc:
            raise SourceError(f"cannot read the log ({exc})") from None
    for request, made in calls.items():
        step = made[0][0]
        builder._trajectory(step, request, None, None, None, None, len(made), None, {"request_id": request})
        for index, (_, tool, latency) in enumerate(made):
            builder.turns.add(record_key=request, step=step, turn_index=index, role="tool", content_tokens=None,
                              tool_name=tool, latency_s=latency)
    return builder.records()


def read_file(shard: Shard, fs, path: str) -> ShardRecords:
    if _plain(path).endswith(".log"):
        return _read_latency_log(fs, path)
    return _read_document(shard, fs, path)
