"""Generated Harbor agent-trace exports (docs/formats.md): ``data/train-XXXXX-of-YYYYY.parquet``
with one row per episode, each holding the conversation prefix up to that episode.

The files differ the way real exports do: the ``conversations`` struct's field order, the
optional columns (``trace_source``, ``tool_definitions``, ``conversations_sharegpt``), results
that are numbers, exception class names or null, dates that are ISO strings or empty. One trial
has a row that is not a prefix of its longest conversation (a retried episode), and one row
names another run. :func:`write_export` returns what a correct ingest must show.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from .common import text, write_shard

_EXCEPTIONS = ("AgentTimeoutError", "ContextLengthExceededError", "DockerStartError")
_TOOLS = ("bash", "str_replace_editor", "search_files")


@dataclass
class HarborExpected:
    run_id: str
    trajectories: int = 0  # trials + non-prefix rows
    trials: int = 0
    rows: int = 0  # rows written for this run
    turns: int = 0
    rewards: int = 0
    exceptions: int = 0  # trials whose result is an exception class name
    exception_trajectories: int = 0  # trajectories with such a status (a non-prefix row counts too)
    undated_trajectories: int = 0
    quarantined: int = 0
    stray_line: int | None = None  # 1-based row, in the first file, of the row of another run
    episode_rows: dict[str, int] = field(default_factory=dict)  # trial -> rows it stands for


def _message(rng: random.Random, role: str, words: tuple[int, int]) -> str:
    if role == "user":
        return f"New Terminal Output:\n$ {text(rng, rng.randint(*words))}"
    tool = rng.choice(_TOOLS)
    call = json.dumps({"name": tool, "arguments": {"command": text(rng, 6)}})
    return f"<think>{text(rng, rng.randint(*words))}</think>\n{text(rng, 12)}\n<tool_call>\n{call}\n</tool_call>"


def _trial(rng: random.Random, episodes: int, words: tuple[int, int]) -> list[dict[str, Any]]:
    """The longest conversation of a trial: the instruction, then per episode the assistant's
    turn and the observation it got back (a user turn, as Harbor marks it)."""
    messages = [{"role": "user", "content": f"Fix the failing test in repo {text(rng, 4)}. {text(rng, 30)}"}]
    for _ in range(episodes):
        messages.append({"role": "assistant", "content": _message(rng, "assistant", words)})
        messages.append({"role": "user", "content": _message(rng, "user", words)})
    return messages


def write_export(
    folder: Path,
    *,
    trials: int = 12,
    episodes: tuple[int, int] = (2, 6),
    files: int = 2,
    words: tuple[int, int] = (20, 120),
    run_id: str = "rl__24GPU_base_lr5e-6__swesmith-traces",
    row_group_rows: int = 16,
    seed: int = 5,
    quirks: bool = True,
    bare: bool = False,
) -> HarborExpected:
    """``quirks`` adds the odd rows (a non-prefix row, a row of another run) and varies the
    files; the benchmark turns it off for a plain export. ``bare`` writes the sparser variant
    real exports also show: no ``run_id``, ``trial_name`` or ``result`` column, ``task`` of
    Parquet type null, message structs with more fields (``source_id``, ``token_length``)."""
    rng = random.Random(seed)
    folder = Path(folder) / "data"
    folder.mkdir(parents=True, exist_ok=True)
    exp = HarborExpected(run_id=run_id)
    per_file: list[list[dict[str, Any]]] = [[] for _ in range(files)]
    for t in range(trials):
        task = f"swesmith/{text(rng, 1)}-{t % max(1, trials // 3)}"
        name = f"{task[:32]}__{''.join(rng.choices('abcdefghijklmnopqrstuvwxyz0123456789', k=7))}"
        count = rng.randint(*episodes)
        conversation = _trial(rng, count, words)
        roll = rng.random()
        result = (
            None
            if bare or quirks and roll < 0.1
            else rng.choice(_EXCEPTIONS)
            if quirks and roll < 0.3
            else rng.choice(["1.0", "0.0", "0.5"])
        )
        date = "" if quirks and t % 5 == 0 else f"2025-10-{1 + t % 28:02d}T{t % 24:02d}:15:00Z"
        rows = []
        for k in range(count):
            rows.append(
                {
                    "conversations": conversation[: 2 + 2 * k],
                    "agent": "terminus-2",
                    "model": "GLM-4.7",
                    "model_provider": "zai",
                    "date": date,
                    "task": task,
                    "episode": f"episode-{k}",
                    "run_id": run_id,
                    "trial_name": name,
                    "result": result,
                    "instruction": conversation[0]["content"] if t % 4 else None,
                    "verifier_output": f"FAILED tests/test_{t}.py" if result == "0.0" else None,
                }
            )
        exp.trials += 1
        exp.trajectories += 1
        exp.turns += 2 * count  # the longest row: up to the last assistant turn
        exp.rewards += result is not None
        exp.exceptions += result in _EXCEPTIONS
        exp.episode_rows[name] = count
        odd_rows = 0
        if quirks and t == 1 and count >= 2:
            # A retried episode: same trial, a conversation that is no prefix of the longest.
            odd = dict(
                rows[0], conversations=[conversation[0], {"role": "assistant", "content": "retry " + text(rng, 9)}]
            )
            rows.insert(1, odd)
            exp.trajectories += 1
            exp.turns += 2
            exp.rewards += result is not None
            odd_rows = 1
        exp.exception_trajectories += (result in _EXCEPTIONS) * (1 + odd_rows)
        exp.undated_trajectories += (date == "") * (1 + odd_rows)
        exp.rows += len(rows)
        per_file[t % files].extend(rows)
    if quirks:
        stray = dict(per_file[0][0], run_id="some-other-run", trial_name="stray__0000000")
        per_file[0].append(stray)
        exp.quarantined += 1
        exp.stray_line = len(per_file[0])
    for i, rows in enumerate(per_file):
        _write(folder / f"train-{i:05d}-of-{files:05d}.parquet", rows, i, row_group_rows, quirks, bare)
    return exp


def _write(
    path: Path, rows: list[dict[str, Any]], index: int, row_group_rows: int, quirks: bool, bare: bool = False
) -> None:
    # Exports disagree on the struct's field order: read by name or get it wrong.
    fields: list[tuple[str, pa.DataType]] = [("content", pa.string()), ("role", pa.string())]
    if quirks and index % 2:
        fields.reverse()
    if bare:
        fields = [("source_id", pa.string()), *fields, ("token_length", pa.int32())]
    message = pa.struct(fields)
    fill = {"source_id": lambda m: "src-" + m["role"], "token_length": lambda m: len(m["content"]) // 4}
    columns = {
        "conversations": pa.array(
            [[{n: m[n] if n in m else fill[n](m) for n, _ in fields} for m in r["conversations"]] for r in rows],
            pa.list_(message),
        ),
        **{
            name: pa.array([r[name] for r in rows], pa.string())
            for name in (
                "agent",
                "model",
                "model_provider",
                "date",
                "task",
                "episode",
                "run_id",
                "trial_name",
                "result",
                "instruction",
                "verifier_output",
            )
        },
    }
    if bare:
        for name in ("run_id", "trial_name", "result"):
            del columns[name]
        columns["task"] = pa.nulls(len(rows))
    if quirks and index % 2:
        columns["trace_source"] = pa.array(["harbor-export v0.3"] * len(rows), pa.string())
        columns["tool_definitions"] = pa.array([json.dumps([{"name": t} for t in _TOOLS])] * len(rows), pa.string())
    sink = pa.BufferOutputStream()
    pq.write_table(pa.table(columns), sink, row_group_size=row_group_rows, compression="zstd")
    write_shard(path, sink.getvalue().to_pybytes(), None)  # same bytes: the file is left alone


def demo(root: Path) -> list[str]:
    harbor = write_export(root / "harbor-traces")
    bare = write_export(root / "harbor-traces-bare", trials=6, files=1, seed=6, quirks=False, bare=True)
    return [
        f"wrote {root / 'harbor-traces'}: a Harbor export of {harbor.trials} trials in {harbor.rows} episode rows",
        f"wrote {root / 'harbor-traces-bare'}: an export without run_id, trial_name or result, "
        f"{bare.trials} trials in {bare.rows} episode rows",
    ]
