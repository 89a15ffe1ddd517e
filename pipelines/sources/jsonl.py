"""Trajectory JSON Lines: the parsing that verl dumps, artifact-style rollouts and verl-agent's
per-turn dumps share. Each format says which keys it reads (:class:`Fields`); this module turns
a shard's line-aligned chunks into records.

Mapping: the prompt, response and reward keys become columns (the reward also a ``rewards``
row under its own key name); any other number or boolean is a ``rewards`` row; every other
non-null field (a ground truth of any JSON type, strings, lists, objects) goes to ``extra`` as
JSON. Lines without a uid are grouped by prompt text, in line order.

Two parsers give the same records for a chunk. The fast one hands it to pyarrow's JSON reader
(C++, no Python object per field) and bails out on anything irregular: a bad line, a field of
the wrong or a varying JSON type, a list or object field, a value pyarrow would turn into a
timestamp, two aliases of one column on a line, blank lines. The exact one parses line by line
with orjson, quarantines what it cannot read and keeps everything else. Tests check that both,
at any chunk size, give identical tables.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, cast

import orjson
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.json as pj

from ..ids import holds_media, short_hash
from ..storage import SourceError
from .base import Shard, ShardRecords, int64_problem
from .json_values import json_lines, json_text, quarantine_table, raw_text

UID = r"^(?P<group>.+)_(?P<sample>\d+)_(?P<output>\d+)$"
_ID_KEY = re.compile(r"(?i:(?:.*[_-])?(?:id|idx|index|seed|uid))|.*[a-z](?:Id|Idx|Index)")


@functools.lru_cache(maxsize=4096)
def is_id_key(key: str) -> bool:
    """A line parser asks this of every key of every line: the few distinct keys are matched once."""
    return _ID_KEY.fullmatch(key) is not None


# Numbers that measure the episode rather than score it: sizes, counts, exit codes, durations
# (NeMo-Gym's `model_patch_bytes`, `verifier_exit_code`, `verification_time_s`, `f2p_total`).
_MEASURE_KEY = re.compile(
    r"(?i)(?:num|n)_.+|.+[_/-](?:bytes|size|code|codes|time|time_s|times|secs?|seconds|s|ms|us|duration|elapsed"
    r"|total|count|counts|tokens?|len|length|chars|lines|passed|failed|steps|turns|calls|attempts|retries)"
)
# The booleans that say how an episode came out (`accuracy`, `is_correct`, `resolved`): a
# reward, 1 or 0; other booleans (`terminated`, `truncated`, `apply_failed`) describe the run.
_OUTCOME_FLAG = re.compile(
    r"(?i)(?:.+[_/-])?(?:acc|accuracy|correct|correctness|success|successful|succeeded|solved|resolved|pass"
    r"|passed|match|matched|exact_match|win|won|hit|reward|score|ok|valid)"
)


@functools.lru_cache(maxsize=4096)
def is_measure_key(key: str) -> bool:
    """A size, count, exit code or duration; never a key that names a reward or score
    (``reward_total`` is one)."""
    lowered = key.lower()
    return _MEASURE_KEY.fullmatch(key) is not None and "reward" not in lowered and "score" not in lowered


@functools.lru_cache(maxsize=4096)
def is_outcome_flag(key: str) -> bool:
    return _OUTCOME_FLAG.fullmatch(key) is not None


_SCALAR_TYPES = (pa.types.is_string, pa.types.is_boolean, pa.types.is_integer, pa.types.is_floating, pa.types.is_null)
CORE_SCHEMA = pa.schema(
    [
        ("source_line", pa.int64()),
        ("prompt", pa.string()),
        ("response", pa.string()),
        ("reward", pa.float64()),
        ("reward_name", pa.string()),
        ("step", pa.int64()),
        ("uid", pa.string()),
    ]
)


# (record keys, prompts, responses) -> (turns table, turns per trajectory): a format's way of
# splitting a response that holds a whole episode (Search-R1's or tool-call tags: :mod:`.episode_turns`).
TurnSplitter = Callable[[list[Any], "pa.ChunkedArray[Any]", "pa.ChunkedArray[Any]"], "tuple[pa.Table, pa.Array[Any]]"]


@dataclass(frozen=True)
class Fields:
    """The keys a format reads for each column, in order of preference."""

    prompt: tuple[str, ...]
    response: tuple[str, ...]
    reward: tuple[str, ...]
    # Numbers under these keys are data, not rewards (e.g. a numeric ground truth).
    not_rewards: frozenset[str] = frozenset({"gts", "request_id", "index"})
    uid: tuple[str, ...] = ("uid",)  # the record's own id (verl's ``uid``), its key where unique

    def may_be_reward(self, key: str, *, flag: bool = False) -> bool:
        """Whether a number (``flag``: a boolean) under ``key`` can be a reward: not one of
        ``not_rewards``, not an id, index or seed (``episode_id``, ``sample_idx``, ``seed``:
        numbering, not a score), not a measure (a size, count, exit code or duration); a boolean
        only where its name says how the episode came out (:func:`is_outcome_flag`)."""
        if key in self.not_rewards or is_id_key(key) or is_measure_key(key):
            return False
        return is_outcome_flag(key) if flag else True

    @cached_property
    def roles(self) -> dict[str, tuple[str, ...]]:
        return {
            "prompt": self.prompt,
            "response": self.response,
            "reward": self.reward,
            "step": ("step",),
            "uid": self.uid,
        }

    @cached_property
    def keys(self) -> frozenset[str]:
        return frozenset(k for aliases in self.roles.values() for k in aliases)

    @cached_property
    def arrow_schema(self) -> pa.Schema:
        types: dict[str, pa.DataType] = {
            "prompt": pa.string(),
            "response": pa.string(),
            "reward": pa.float64(),
            "step": pa.int64(),
            "uid": pa.string(),
        }
        return pa.schema([(key, types[role]) for role, keys in self.roles.items() for key in keys])

    def type_error(self, d: dict[str, Any]) -> str | None:
        for role, keys in self.roles.items():
            for key in keys:
                value = d.get(key)
                if value is None:
                    continue
                if role in ("prompt", "response", "uid") and not isinstance(value, str):
                    return f"field {key!r} must be a string, got {type(value).__name__}"
                if role == "reward" and not isinstance(value, (int, float)):
                    return f"field {key!r} must be a number, got {type(value).__name__}"
                if role == "step" and (problem := int64_problem(f"field {key!r}", value)) is not None:
                    return problem  # past 64 bits: the number, not its type, is wrong
                if role == "step" and (isinstance(value, bool) or not isinstance(value, int)):
                    return f"field {key!r} must be an integer, got {type(value).__name__}"
        return None


@dataclass
class Parsed:
    """A shard's good lines, however parsed: core columns plus per-line leftovers."""

    core: pa.Table  # CORE_SCHEMA
    extras: list[dict[str, Any] | None]  # per row: fields for `extra`
    reward_rows: dict[str, list[Any]] = field(default_factory=lambda: {"row": [], "name": [], "value": [], "raw": []})
    quarantine: list[tuple[int, str, str]] = field(default_factory=list)

    def add_reward(self, row: int, name: str, value: float) -> None:
        self.reward_rows["row"].append(row)
        self.reward_rows["name"].append(name)
        self.reward_rows["value"].append(float(value))
        self.reward_rows["raw"].append(("true" if value else "false") if isinstance(value, bool) else None)


def _line_count(data: bytes) -> int:
    if not data:
        return 0
    if len(data) < 1 << 16:  # a small shard: the Arrow round trip costs more than counting
        return data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
    # RE2 over a zero-copy view: 6x faster than bytes.count, and without the GIL, which
    # bytes.count holds while the other shard threads wait.
    view = cast(
        pa.LargeBinaryArray,
        pa.Array.from_buffers(
            pa.large_binary(), 1, [None, pa.array([0, len(data)], pa.int64()).buffers()[1], pa.py_buffer(data)]
        ),
    )
    newlines = pc.count_substring_regex(view, "\n")[0].as_py()
    return newlines + (0 if data.endswith(b"\n") else 1)


# --- the fast parser --------------------------------------------------------------------


def _one_of(table: pa.Table, keys: tuple[str, ...]) -> tuple[pa.ChunkedArray[Any], pa.ChunkedArray[Any]] | None:
    """(value, key it came from) per row; None when a row has two of the keys."""
    columns = [table.column(k) for k in keys]
    if len(columns) == 1:
        return columns[0], pc.if_else(pc.is_valid(columns[0]), keys[0], pa.scalar(None, pa.string()))
    present = [pc.cast(pc.is_valid(c), pa.int8()) for c in columns]
    total = present[0]
    for p in present[1:]:
        total = pc.add(total, p)
    if pc.max(total).as_py() > 1:
        return None
    name: Any = pa.scalar(None, pa.string())  # then, with a key or more, the key each row's value came from
    for key, column in reversed(list(zip(keys, columns))):
        name = pc.if_else(pc.is_valid(column), key, name)
    return pc.coalesce(*columns), name


# Nesting deeper than this is no record (orjson, the exact parser, refuses it: the line is
# quarantined); pyarrow's JSON reader recurses per level and overflows a thread's stack at
# ~15,000 levels (8 MB), killing the process. A line with fewer opening brackets than this
# cannot nest that deep.
MAX_DEPTH = 1024


# Every byte but the opening brackets and the line break: ``data.translate`` deletes them in one
# pass, leaving each line's brackets (0.13 s for 178 MB of verl lines, against 0.32 s counting
# them line by line, most of that parse's own 0.38 s).
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[{\n")


def nests_too_deep(data: bytes) -> bool:
    """Whether a line of ``data`` may nest deeper than :data:`MAX_DEPTH`: such a chunk is left
    to the exact parser, whatever pyarrow would make of it. A line with that many brackets (in
    strings, most often) is parsed alone by orjson, which bounds its depth, to tell."""
    if max(map(len, data.translate(None, _NOT_BRACKETS).split(b"\n"))) < MAX_DEPTH:
        return False
    start, size = 0, len(data)
    while start < size:
        end = data.find(b"\n", start)
        end = size if end < 0 else end
        if data.count(b"[", start, end) + data.count(b"{", start, end) >= MAX_DEPTH:
            try:
                orjson.loads(data[start:end])
            except orjson.JSONDecodeError:
                return True  # too deep, or no JSON at all: the exact parser quarantines it either way
        start = end + 1
    return False


def parse_fast(data: bytes, first_line: int, line_count: int, fields: Fields) -> Parsed | None:
    if len(data) >= 2**31 - 1 or nests_too_deep(data):
        return None
    try:
        table = pj.read_json(
            pa.BufferReader(data),
            # One block: lines can be MBs long, and shards run in parallel instead.
            read_options=pj.ReadOptions(use_threads=False, block_size=len(data) + 1),
            parse_options=pj.ParseOptions(explicit_schema=fields.arrow_schema, unexpected_field_behavior="infer"),
        )
        # Arrow's JSON reader passes bytes that are no UTF-8 into strings: such a chunk goes to
        # the exact parser, which quarantines the line (a bad string in the lake breaks reads).
        table.validate(full=True)
        _ = table.schema.names  # a key that is no UTF-8 fails here
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError, UnicodeDecodeError):
        return None
    if table.num_rows != line_count:  # blank lines: line numbers would be off
        return None
    others = [f for f in table.schema if f.name not in fields.keys]
    if not all(any(is_t(f.type) for is_t in _SCALAR_TYPES) for f in others):
        return None
    n = table.num_rows
    columns: dict[str, pa.Array[Any] | pa.ChunkedArray[Any]] = {
        "source_line": pa.array(range(first_line, first_line + n), pa.int64())
    }
    for role, keys in fields.roles.items():
        picked = _one_of(table, keys)
        if picked is None:
            return None
        columns[role] = picked[0]
        if role == "reward":
            columns["reward_name"] = picked[1]
    parsed = Parsed(core=pa.table(columns, schema=CORE_SCHEMA), extras=[None] * n)
    for f in others:
        values = table.column(f.name).to_pylist()
        is_reward = fields.may_be_reward(f.name, flag=pa.types.is_boolean(f.type)) and (
            pa.types.is_boolean(f.type) or pa.types.is_integer(f.type) or pa.types.is_floating(f.type)
        )
        if not is_reward and pa.types.is_floating(f.type) and any(v is not None and v.is_integer() for v in values):
            # Kept in `extra` as written: pyarrow types a column of 1 and 2.5 as doubles, and
            # the `1` would come back as `1.0`. Only the exact parser still knows which it was.
            return None
        for row, value in enumerate(values):
            if value is None:
                continue
            if is_reward:
                parsed.add_reward(row, f.name, value)
            else:
                extra = parsed.extras[row]
                if extra is None:
                    extra = parsed.extras[row] = {}
                extra[f.name] = value
    return parsed


# --- the exact parser -------------------------------------------------------------------


def parse_exact(data: bytes, first_line: int, fields: Fields) -> Parsed:
    cols: dict[str, list[Any]] = {name: [] for name in CORE_SCHEMA.names}
    extras: list[dict[str, Any] | None] = []
    parsed = Parsed(core=CORE_SCHEMA.empty_table(), extras=extras)
    for lineno, line, d in json_lines(data, first_line, parsed.quarantine):
        if not isinstance(d, dict):
            parsed.quarantine.append((lineno, f"line is a JSON {type(d).__name__}, not an object", raw_text(line)))
            continue
        problem = fields.type_error(d)
        if problem:
            parsed.quarantine.append((lineno, problem, raw_text(line)))
            continue
        row = len(extras)
        cols["source_line"].append(lineno)
        for role, keys in fields.roles.items():
            present = [k for k in keys if d.get(k) is not None]
            for k in keys:
                if d.get(k, 0) is None:
                    del d[k]
            value = d.pop(present[0]) if present else None  # a second alias stays, in extra
            if role == "reward":
                cols["reward_name"].append(present[0] if present else None)
                value = None if value is None else float(value)
            cols[role].append(value)
        extra = None
        for key, value in d.items():
            if value is None:
                continue
            if isinstance(value, (bool, int, float)) and fields.may_be_reward(key, flag=isinstance(value, bool)):
                parsed.add_reward(row, key, value)
            else:
                extra = extra or {}
                extra[key] = value
        extras.append(extra)
    parsed.core = pa.table(cols, schema=CORE_SCHEMA)
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
        return data[:cut], (lineno, f"truncated final line: {exc}", raw_text(tail))


def parse(chunks: Iterable[bytes], fields: Fields, *, exact: bool = False) -> Parsed:
    """A shard's decompressed content, in line-aligned chunks -> its good lines and the rest.
    Each chunk takes the fast parser if it can, else the exact one (``exact`` forces it)."""
    parts = []
    first_line = 1
    for chunk in chunks:
        body, tail = _split_truncated_tail(chunk, first_line)  # only the last chunk can lack "\n"
        body_lines = _line_count(body)
        part = None if exact else parse_fast(body, first_line, body_lines, fields)
        if part is None:
            part = parse_exact(body, first_line, fields)
        if tail:
            part.quarantine.append(tail)
        parts.append(part)
        first_line += body_lines + (1 if tail else 0)
    parsed = _merge(parts)
    if parsed.core.num_rows == 0 and not parsed.quarantine:
        raise SourceError("empty file, no records")
    return parsed


def _merge(parts: list[Parsed]) -> Parsed:
    merged = Parsed(core=pa.concat_tables([p.core for p in parts]) if parts else CORE_SCHEMA.empty_table(), extras=[])
    for part in parts:
        offset = len(merged.extras)
        merged.extras += part.extras
        for key in ("name", "value", "raw"):
            merged.reward_rows[key] += part.reward_rows[key]
        merged.reward_rows["row"] += [row + offset for row in part.reward_rows["row"]]
        merged.quarantine += part.quarantine
    return merged


# --- records ----------------------------------------------------------------------------


def groups(
    uids: pa.Array[Any] | pa.ChunkedArray[Any], prompts: pa.Array[Any] | pa.ChunkedArray[Any]
) -> tuple[pa.Array[Any] | pa.ChunkedArray[Any], pa.Array[Any] | pa.ChunkedArray[Any]]:
    """(group_id, sample_index) per row: from the uid where it parses, else the prompt text is
    the group and the order of lines within it the sample index; none where the text cannot
    tell (a prompt whose image was left out: :func:`~pipelines.ids.holds_media`)."""
    parts = pc.extract_regex(uids, UID)
    group = pc.struct_field(parts, "group")
    sample = pc.cast(pc.struct_field(parts, "sample"), pa.int32())
    if group.null_count == 0:
        return group, sample
    distinct = pc.unique(prompts)
    by_prompt = pc.take(
        pa.array([None if p is None or holds_media(p) else short_hash(p) for p in distinct.to_pylist()], pa.string()),
        pc.index_in(prompts, distinct),
    )
    group = pc.coalesce(group, by_prompt)
    seen: dict[str, Any] = {}
    order: list[int | None] = []
    for g in group.to_pylist():
        if g is None:
            order.append(None)
            continue
        index = seen.get(g, 0)
        order.append(index)
        seen[g] = index + 1
    return group, pc.coalesce(sample, pa.array(order, pa.int32()))


def reward_table(keys: list[str], rows: list[tuple[Any, ...]], steps: list[int] | None = None) -> pa.Table:
    """``rows``: (row index, name, value, raw, turn index); sorted so that both parsers agree.
    ``steps``: each row's step, given as a column (rows of several shards)."""
    rows = sorted(rows, key=lambda r: (r[0], r[4] if r[4] is not None else -1, r[1]))
    columns: dict[str, pa.Array[Any]] = {
        "record_key": pa.array([keys[r[0]] for r in rows], pa.string()),
        "turn_index": pa.array([r[4] for r in rows], pa.int32()),
        "name": pa.array([r[1] for r in rows], pa.string()),
        "value": pa.array([r[2] for r in rows], pa.float64()),
        "raw": pa.array([r[3] for r in rows], pa.string()),
    }
    if steps is not None:
        columns["step"] = pa.array([steps[r[0]] for r in rows], pa.int64())
    return pa.table(columns)


def place_steps(shard: Shard, parsed: Parsed) -> tuple[Parsed, list[int | None]]:
    """Each line's step. With no step in the file's or folder's name, lines must carry their
    own: those that do not go to the quarantine."""
    steps = parsed.core.column("step").to_pylist()
    if shard.step is None:
        missing = [i for i, s in enumerate(steps) if s is None]
        if missing:
            parsed = _drop_rows(parsed, missing, "no step: neither the line nor its file or folder name gives one")
            steps = parsed.core.column("step").to_pylist()
    return parsed, steps


def attach_steps(shard: Shard, tables: dict[str, pa.Table], step_of_key: dict[str, int | None]) -> None:
    """When the shard has no step, give every per-trajectory table its rows' steps."""
    if shard.step is not None:
        return
    for name in ("trajectories", "rewards", "turns"):
        if name in tables:
            steps = [step_of_key[k] for k in cast("list[str]", tables[name].column("record_key").to_pylist())]
            tables[name] = tables[name].append_column("step", pa.array(steps, pa.int64()))


def read(
    shard: Shard, chunks: Iterable[bytes], fields: Fields, *, turns: TurnSplitter | None = None, exact: bool = False
) -> ShardRecords:
    """One trajectory per line; ``turns`` splits a response holding a whole episode into turns."""
    parsed, steps = place_steps(shard, parse(chunks, fields, exact=exact))
    core = parsed.core
    n = core.num_rows
    uids = core.column("uid")
    # Record key: the uid when it identifies the line, else the line number.
    record_key: pa.ChunkedArray[Any] | pa.Array[Any]
    if n and uids.null_count == 0 and pc.count_distinct(uids).as_py() == n:
        record_key = uids
    else:
        record_key = pa.array([f"line:{i}" for i in core.column("source_line").to_pylist()], pa.string())
    group_id, sample_index = groups(uids, core.column("prompt"))

    extra_json = []
    uid_list = uids.to_pylist()
    disagree: list[int] = []
    for i, extra in enumerate(parsed.extras):
        extra = dict(extra) if extra else {}
        if uid_list[i] is not None:
            extra["uid"] = uid_list[i]
        own = steps[i]
        if shard.step is not None and own is not None and own != shard.step:
            extra["step"] = own  # the line disagrees with its file name: keep its word
            disagree.append(own)
        extra_json.append(json_text(extra))

    keys = cast("list[str]", record_key.to_pylist())  # uids without nulls, or line numbers
    if turns is not None:
        turn_table, num_turns = turns(keys, core.column("prompt"), core.column("response"))
    else:
        turn_table, num_turns = pa.table({}), pa.array([1] * n, pa.int32())
    columns: dict[str, pa.Array[Any] | pa.ChunkedArray[Any]] = {
        "record_key": record_key,
        "group_id": group_id,
        "sample_index": sample_index,
        "prompt": core.column("prompt"),
        "response": core.column("response"),
        "num_turns": num_turns,
        "reward": core.column("reward"),
        "source_line": core.column("source_line"),
        "extra": pa.array(extra_json, pa.string()),
    }
    trajectories = pa.table(columns)

    tables = {
        "trajectories": trajectories,
        "rewards": reward_table(keys, reward_rows(parsed)),
        "quarantine": quarantine_table(parsed.quarantine),
    }
    if turn_table.num_rows:
        tables["turns"] = turn_table
    attach_steps(shard, tables, dict(zip(keys, steps)))
    warnings = [step_disagreement(shard, disagree, n)] if disagree else []
    return ShardRecords(tables=tables, warnings=warnings)


def reward_rows(parsed: Parsed) -> list[tuple[Any, ...]]:
    """The rows of :func:`reward_table`: each line's reward column, then its other rewards."""
    core, rr = parsed.core, parsed.reward_rows
    names = core.column("reward_name").to_pylist()
    rows = [(i, names[i], r, None, None) for i, r in enumerate(core.column("reward").to_pylist()) if r is not None]
    rows += [
        (row, name, value, raw, None) for row, name, value, raw in zip(rr["row"], rr["name"], rr["value"], rr["raw"])
    ]
    return rows


def step_disagreement(shard: Shard, steps: list[int], lines: int) -> str:
    """The warning for lines whose ``step`` is not the one their file's name gives: the name
    wins (a resumed run rewrites a step's file whole), each line's own is kept in ``extra``."""
    seen = ", ".join(str(s) for s in sorted(set(steps))[:5])
    return (
        f"{len(steps)} of {lines} line(s) say step {seen} where the file name says {shard.step}: "
        "the file name's step is used, each line's own is kept as extra.step"
    )


def _drop_rows(parsed: Parsed, rows: list[int], error: str) -> Parsed:
    """Move parsed lines to the quarantine (they are valid, but cannot be placed). Their raw
    text is the record re-serialized: the line itself is gone by now."""
    quarantine = list(parsed.quarantine)
    for i, record in zip(rows, parsed.core.take(pa.array(rows, pa.int64())).to_pylist()):
        fields = {k: v for k, v in record.items() if v is not None and k not in ("source_line", "reward_name")}
        quarantine.append((record["source_line"], error, json_text(fields | (parsed.extras[i] or {})) or "{}"))
    drop = set(rows)
    keep = [i for i in range(parsed.core.num_rows) if i not in drop]
    new_index = {old: new for new, old in enumerate(keep)}
    rr = parsed.reward_rows
    kept = [j for j, row in enumerate(rr["row"]) if row in new_index]
    return Parsed(
        core=parsed.core.take(pa.array(keep, pa.int64())),
        extras=[parsed.extras[i] for i in keep],
        reward_rows={
            "row": [new_index[rr["row"][j]] for j in kept],
            **{k: [rr[k][j] for j in kept] for k in ("name", "value", "raw")},
        },
        quarantine=quarantine,
    )
