"""verl rollout dumps (``trainer.rollout_data_dir``): one ``{step}.jsonl[.gz|.zst]`` per step.

Lines (../shared/FORMATS.md §1):
- v1 (verl >= 0.9): ``input, output, gts, score, step, uid`` with uid ``{uuid}_{sample}_{k}``;
  the uuid is the prompt group.
- legacy: ``input, output, gts, score, step`` plus the reward function's extra keys.

Mapping: ``score`` is the trajectory's ``reward`` and a ``rewards`` row; any other number or
boolean is a ``rewards`` row; every other field (``gts`` of any JSON type, strings, lists,
objects) goes to ``extra`` as JSON. Legacy lines have no uid: their group is the prompt text and
their sample index the order within it.

The shard arrives as a stream of line-aligned chunks (``storage.line_chunks``), and two parsers
give the same records for a chunk. The fast one hands it to pyarrow's JSON reader (C++, no
Python object per field) and bails out on anything irregular: a bad line, a field of the wrong
or a varying JSON type, a list or object field, a value pyarrow would turn into a timestamp,
blank lines. The exact one parses line by line with orjson, quarantines what it cannot read and
keeps everything else. Tests check that both, at any chunk size, give identical tables.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

import orjson
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.json as pj

from ..ids import short_hash
from ..storage import SourceError
from .base import Shard, ShardRecords, Unplaced

FORMAT = "verl"

SHARD_NAME = re.compile(r"(\d+)\.jsonl(?:\.gz|\.zst)?")
_UID = r"^(?P<group>.+)_(?P<sample>\d+)_(?P<output>\d+)$"

_CORE = pa.schema(
    [
        ("input", pa.string()),
        ("output", pa.string()),
        ("score", pa.float64()),
        ("step", pa.int64()),
        ("uid", pa.string()),
    ]
)
_CORE_TABLE_SCHEMA = pa.schema([("source_line", pa.int64()), *_CORE])
_TEXT_FIELDS = ("input", "output", "uid")
# Numbers under these keys are data, not rewards (e.g. a numeric ground truth).
_NOT_REWARDS = frozenset({"gts", "request_id", "index"})
_SCALAR_TYPES = (pa.types.is_string, pa.types.is_boolean, pa.types.is_integer,
                 pa.types.is_floating, pa.types.is_null)


# --- discovery ---------------------------------------------------------------------------


def discover(fs, path: str, *, run_name: str | None, split: str, uri_of) -> tuple[list[Shard], list[Unplaced]]:
    """Shards of one verl dump: a folder of step files (not recursive) or a single file."""
    if fs.isdir(path):
        files = sorted(fs.ls(path, detail=False))
        run = run_name or path.rstrip("/").rsplit("/", 1)[-1]
    else:
        files = [path]
        parent = path.rsplit("/", 1)[0] if "/" in path else "."
        run = run_name or parent.rstrip("/").rsplit("/", 1)[-1]
    shards: dict[int, Shard] = {}
    unplaced = []
    for file in files:
        name = file.rsplit("/", 1)[-1]
        match = SHARD_NAME.fullmatch(name)
        if fs.isdir(file):
            unplaced.append(Unplaced(uri_of(file), "a folder (verl dumps are one flat folder per run)"))
        elif not match:
            unplaced.append(Unplaced(uri_of(file), "name is not {step}.jsonl, .jsonl.gz or .jsonl.zst"))
        elif int(match[1]) in shards:
            other = shards[int(match[1])].uri
            unplaced.append(Unplaced(uri_of(file), f"step {int(match[1])} is already read from {other}"))
        else:
            step = int(match[1])
            shards[step] = Shard(uri=uri_of(file), path=file, format=FORMAT, run_name=run, step=step,
                                 split=split, key=f"{FORMAT}:{split}:step={step}")
    return [shards[s] for s in sorted(shards)], unplaced


# --- parsing -----------------------------------------------------------------------------


@dataclass
class _Parsed:
    """The shard's good lines, however parsed: core columns plus per-line leftovers."""

    core: pa.Table  # source_line + _CORE columns
    extras: list[dict | None]  # per row: fields for `extra`
    reward_rows: dict[str, list] = field(default_factory=lambda: {"row": [], "name": [], "value": [], "raw": []})
    quarantine: list[tuple[int, str, str]] = field(default_factory=list)

    def add_reward(self, row: int, name: str, value) -> None:
        self.reward_rows["row"].append(row)
        self.reward_rows["name"].append(name)
        if isinstance(value, bool):
            self.reward_rows["value"].append(float(value))
            self.reward_rows["raw"].append("true" if value else "false")
        else:
            self.reward_rows["value"].append(float(value))
            self.reward_rows["raw"].append(None)


def _line_count(data: bytes) -> int:
    return data.count(b"\n") + (0 if not data or data.endswith(b"\n") else 1)


def _parse_fast(data: bytes, first_line: int, line_count: int) -> _Parsed | None:
    if len(data) >= 2**31 - 1:
        return None
    try:
        table = pj.read_json(
            pa.BufferReader(data),
            # One block: lines can be MBs long, and shards run in parallel instead.
            read_options=pj.ReadOptions(use_threads=False, block_size=len(data) + 1),
            parse_options=pj.ParseOptions(explicit_schema=_CORE, unexpected_field_behavior="infer"),
        )
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
        return None
    if table.num_rows != line_count:  # blank lines: line numbers would be off
        return None
    others = [f for f in table.schema if f.name not in _CORE.names]
    if not all(any(is_t(f.type) for is_t in _SCALAR_TYPES) for f in others):
        return None
    n = table.num_rows
    lines = pa.array(range(first_line, first_line + n), pa.int64())
    core = table.select(_CORE.names).add_column(0, "source_line", lines)
    parsed = _Parsed(core=core, extras=[None] * n)
    for f in others:
        values = table.column(f.name).to_pylist()
        is_reward = f.name not in _NOT_REWARDS and (
            pa.types.is_boolean(f.type) or pa.types.is_integer(f.type) or pa.types.is_floating(f.type)
        )
        for row, value in enumerate(values):
            if value is None:
                continue
            if is_reward:
                parsed.add_reward(row, f.name, value)
            else:
                if parsed.extras[row] is None:
                    parsed.extras[row] = {}
                parsed.extras[row][f.name] = value
    return parsed


def _type_error(d: dict) -> str | None:
    for key in _TEXT_FIELDS:
        value = d.get(key)
        if value is not None and not isinstance(value, str):
            return f"field {key!r} must be a string, got {type(value).__name__}"
    score = d.get("score")
    if score is not None and not isinstance(score, (int, float)):
        return f"field 'score' must be a number, got {type(score).__name__}"
    step = d.get("step")
    if step is not None and (isinstance(step, bool) or not isinstance(step, int)):
        return f"field 'step' must be an integer, got {type(step).__name__}"
    return None


def _raw_text(line: bytes) -> str:
    return line.decode("utf-8", "backslashreplace")


def _parse_exact(data: bytes, first_line: int = 1) -> _Parsed:
    cols: dict[str, list] = {"source_line": [], **{name: [] for name in _CORE.names}}
    extras: list[dict | None] = []
    parsed = _Parsed(core=pa.table({}), extras=extras)
    lineno, start, size = first_line - 1, 0, len(data)
    while start < size:
        end = data.find(b"\n", start)
        end = size if end < 0 else end
        line = data[start:end]
        start = end + 1
        lineno += 1
        if not line.strip():
            continue
        try:
            d = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            parsed.quarantine.append((lineno, f"invalid JSON: {exc}", _raw_text(line)))
            continue
        if not isinstance(d, dict):
            parsed.quarantine.append((lineno, f"line is a JSON {type(d).__name__}, not an object", _raw_text(line)))
            continue
        problem = _type_error(d)
        if problem:
            parsed.quarantine.append((lineno, problem, _raw_text(line)))
            continue
        row = len(extras)
        cols["source_line"].append(lineno)
        for name in _CORE.names:
            value = d.pop(name, None)
            cols[name].append(float(value) if name == "score" and value is not None else value)
        extra = None
        for key, value in d.items():
            if value is None:
                continue
            if key not in _NOT_REWARDS and isinstance(value, (bool, int, float)):
                parsed.add_reward(row, key, value)
            else:
                extra = extra or {}
                extra[key] = value
        extras.append(extra)
    parsed.core = pa.table(cols, schema=_CORE_TABLE_SCHEMA)
    return parsed


def _split_truncated_tail(data: bytes, first_line: int) -> tuple[bytes, tuple[int, str, str] | None]:
    """An aborted run leaves a final line without newline, often cut mid-record."""
    if data.endswith(b"\n"):
        return data, None
    cut = data.rfind(b"\n") + 1
    tail = data[cut:]
    try:
        orjson.loads(tail)
        return data, None
    except orjson.JSONDecodeError as exc:
        lineno = first_line + data.count(b"\n", 0, cut)
        return data[:cut], (lineno, f"truncated final line: {exc}", _raw_text(tail))


# --- records ----------------------------------------------------------------------------


def read(shard: Shard, chunks: Iterable[bytes], *, exact: bool = False) -> ShardRecords:
    """A shard's decompressed content, in line-aligned chunks -> records. Each chunk takes the
    fast parser if it can, else the exact one; ``exact`` forces the exact one everywhere."""
    parts = []
    first_line = 1
    for chunk in chunks:
        body, tail = _split_truncated_tail(chunk, first_line)  # only the last chunk can lack "\n"
        body_lines = _line_count(body)
        part = None if exact else _parse_fast(body, first_line, body_lines)
        if part is None:
            part = _parse_exact(body, first_line)
        if tail:
            part.quarantine.append(tail)
        parts.append(part)
        first_line += body_lines + (1 if tail else 0)
    parsed = _merge(parts)
    if parsed.core.num_rows == 0 and not parsed.quarantine:
        raise SourceError("empty file, no records")
    return _records(shard, parsed)


def _merge(parts: list[_Parsed]) -> _Parsed:
    if not parts:
        return _Parsed(core=_CORE_TABLE_SCHEMA.empty_table(), extras=[])
    merged = _Parsed(core=pa.concat_tables([p.core for p in parts]), extras=[])
    for part in parts:
        offset = len(merged.extras)
        merged.extras += part.extras
        for key in ("name", "value", "raw"):
            merged.reward_rows[key] += part.reward_rows[key]
        merged.reward_rows["row"] += [row + offset for row in part.reward_rows["row"]]
        merged.quarantine += part.quarantine
    return merged


def _groups(core: pa.Table) -> tuple[pa.Array, pa.Array]:
    """(group_id, sample_index) per row: from the uid where it parses, else the prompt text is
    the group and the order of lines within it the sample index."""
    parts = pc.extract_regex(core.column("uid"), _UID)
    group = pc.struct_field(parts, "group")
    sample = pc.cast(pc.struct_field(parts, "sample"), pa.int32())
    if group.null_count == 0:
        return group, sample
    prompts = core.column("input")
    distinct = pc.unique(prompts)
    by_prompt = pc.take(pa.array([None if p is None else short_hash(p) for p in distinct.to_pylist()], pa.string()),
                        pc.index_in(prompts, distinct))
    group = pc.coalesce(group, by_prompt)
    seen: dict = {}
    order = []
    for g in group.to_pylist():
        order.append(seen.get(g, 0))
        seen[g] = order[-1] + 1
    return group, pc.coalesce(sample, pa.array(order, pa.int32()))


def _records(shard: Shard, parsed: _Parsed) -> ShardRecords:
    core = parsed.core
    n = core.num_rows
    uids = core.column("uid")
    # Record key: the uid when it identifies the line, else the line number.
    if n and uids.null_count == 0 and pc.count_distinct(uids).as_py() == n:
        record_key = uids
    else:
        record_key = pa.array([f"line:{i}" for i in core.column("source_line").to_pylist()], pa.string())
    group_id, sample_index = _groups(core)

    extra_json = []
    steps = core.column("step").to_pylist()
    uid_list = uids.to_pylist()
    for i, extra in enumerate(parsed.extras):
        extra = dict(extra) if extra else {}
        if uid_list[i] is not None:
            extra["uid"] = uid_list[i]
        if steps[i] is not None and steps[i] != shard.step:
            extra["step"] = steps[i]  # the line disagrees with its file name: keep its word
        extra_json.append(orjson.dumps(extra, option=orjson.OPT_SORT_KEYS).decode() if extra else None)

    trajectories = pa.table(
        {
            "record_key": record_key,
            "group_id": group_id,
            "sample_index": sample_index,
            "prompt": core.column("input"),
            "response": core.column("output"),
            "num_turns": pa.array([1] * n, pa.int32()),
            "reward": core.column("score"),
            "source_line": core.column("source_line"),
            "extra": pa.array(extra_json, pa.string()),
        }
    )

    keys = record_key.to_pylist()
    rr = parsed.reward_rows
    rows = [(i, "score", s, None) for i, s in enumerate(core.column("score").to_pylist()) if s is not None]
    rows += zip(rr["row"], rr["name"], rr["value"], rr["raw"])
    rows.sort(key=lambda r: (r[0], r[1] != "score", r[1]))  # same order whichever parser ran
    rewards = pa.table(
        {
            "record_key": pa.array([keys[r[0]] for r in rows], pa.string()),
            "name": pa.array([r[1] for r in rows], pa.string()),
            "value": pa.array([r[2] for r in rows], pa.float64()),
            "raw": pa.array([r[3] for r in rows], pa.string()),
        }
    )
    q = sorted(parsed.quarantine)
    quarantine = pa.table(
        {
            "source_line": pa.array([r[0] for r in q], pa.int64()),
            "error": pa.array([r[1] for r in q], pa.string()),
            "raw": pa.array([r[2] for r in q], pa.string()),
        }
    )
    return ShardRecords(tables={"trajectories": trajectories, "rewards": rewards, "quarantine": quarantine})
