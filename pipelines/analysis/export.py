"""``tracelake export polytrace RUN``: an ingested run as a lengths-only PolyTrace workload file
(docs/formats.md). Only token counts are selected from the lake: no text leaves it.

- Single-turn (the run has no turns): ``{"<step>": {"input": [...], "output": [...]}}``, one
  input per prompt group and the group's outputs in sample order; when the groups of a step
  differ in size, ``output_groups`` (one list per prompt) keeps the pairing exact instead.
- Multi-turn (the run has turns): ``{"<step>": [{"input": [...], "output": [...]}, ...]}``, one
  dict per trajectory: the token counts of its non-assistant turns, then of its assistant turns.

Steps are written one at a time, so a long run is never held in memory whole.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import duckdb
import orjson

from ..errors import UserError
from ..outputs import replacing
from .compare import resolve_runs

_SINGLE_TURN = """
SELECT coalesce(group_id, trajectory_id) AS grp, any_value(prompt_tokens ORDER BY sample_index) AS input,
       list(response_tokens ORDER BY sample_index, trajectory_id) AS outputs
FROM trajectories WHERE run_id = ? AND split = ? AND step = ?
GROUP BY grp ORDER BY min(source_line), grp
"""
_MULTI_TURN = """
SELECT trajectory_id,
       coalesce(list(content_tokens ORDER BY turn_index) FILTER (WHERE role <> 'assistant'), []) AS input,
       coalesce(list(content_tokens ORDER BY turn_index) FILTER (WHERE role = 'assistant'), []) AS output
FROM turns WHERE run_id = ? AND step = ? AND trajectory_id IN
     (SELECT trajectory_id FROM trajectories WHERE run_id = ? AND split = ? AND step = ?)
GROUP BY trajectory_id ORDER BY trajectory_id
"""


def _check_counts(con: duckdb.DuckDBPyConnection, run_id: str, split: str, multi_turn: bool) -> None:
    what = "turns of its trajectories" if multi_turn else "trajectories"
    if multi_turn:  # turns, said as such: 6,002 turns of 1,024 trajectories are not 6,002 rows of a run
        missing, total = con.execute(
            "SELECT count(*) FILTER (WHERE content_tokens IS NULL), count(*) FROM turns WHERE run_id = ?", [run_id]
        ).fetchall()[0]
    else:
        missing, total = con.execute(
            "SELECT count(*) FILTER (WHERE prompt_tokens IS NULL OR response_tokens IS NULL), count(*) "
            "FROM trajectories WHERE run_id = ? AND split = ?",
            [run_id, split],
        ).fetchall()[0]
    if total == 0:
        raise UserError(f"run {run_id} has no {split} trajectories")
    if missing:
        raise UserError(
            f"run {run_id}: {missing:,} of the {total:,} {what} have no token counts; ingest it again with "
            "--tokenizer path/to/tokenizer.json --force"
        )


def export_polytrace(
    con: duckdb.DuckDBPyConnection, run: str, out: Path, *, split: str = "train", multi_turn: bool | None = None
) -> dict[str, Any]:
    """Write the file; return what it holds (steps, trajectories, shape)."""
    (run_id,) = resolve_runs(con, [run])
    has_turns = con.execute("SELECT count(*) > 0 FROM turns WHERE run_id = ?", [run_id]).fetchall()[0][0]
    multi_turn = has_turns if multi_turn is None else multi_turn
    _check_counts(con, run_id, split, multi_turn)
    steps = [
        s
        for (s,) in con.execute(
            "SELECT DISTINCT step FROM trajectories WHERE run_id = ? AND split = ? ORDER BY step", [run_id, split]
        ).fetchall()
    ]
    written = 0
    with replacing(out) as tmp, tmp.open("wb") as f:
        f.write(b"{")
        for i, step in enumerate(steps):
            if multi_turn:
                rows = con.execute(_MULTI_TURN, [run_id, step, run_id, split, step]).fetchall()
                value: object = [{"input": inputs, "output": outputs} for _, inputs, outputs in rows]
                written += len(rows)
            else:
                groups = con.execute(_SINGLE_TURN, [run_id, split, step]).fetchall()
                inputs = [g[1] for g in groups]
                sizes = {len(g[2]) for g in groups}
                outputs = [g[2] for g in groups]
                value = (
                    {"input": inputs, "output": [o for group in outputs for o in group]}
                    if len(sizes) == 1
                    else {"input": inputs, "output_groups": outputs}
                )
                written += sum(len(o) for o in outputs)
            f.write((b"," if i else b"") + orjson.dumps(str(step)) + b":" + orjson.dumps(value))
        f.write(b"}")
    return {
        "run_id": run_id,
        "steps": len(steps),
        "trajectories": written,
        "shape": "multi-turn" if multi_turn else "single-turn",
    }
