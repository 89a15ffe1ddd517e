"""The report's rollout browser: per run and step, the best and the worst trajectories by
reward (a run without rewards: its first ones, ``unrated``), their prompt, response and turns
(with tool calls), collapsible, filtered by reward on the page (a bound hides the unrated).
What W&B Tables is used for, in a self-contained file: text is cut to a readable length, and
only the last few steps of each run are shown, so the page stays small."""

from __future__ import annotations

from html import escape
from typing import Any

import duckdb

from .svg import Palette, label

STEPS_PER_RUN = 3  # the most recent steps of each run and split
PER_END = 2  # best and worst trajectories per step
TEXT_CHARS = 3000  # per prompt, response or turn
TURNS_SHOWN = 24

# Ranked on the narrow columns of the runs' last steps only, the texts read for the picked rows
# alone: ranking every trajectory with its prompt and response carried along held 2 GB of text
# at 5M trajectories.
_PICKED_SQL = f"""
WITH with_text AS (
    SELECT run_id, split, step, trajectory_id, reward FROM trajectories
    WHERE list_contains($runs, run_id) AND (prompt IS NOT NULL OR response IS NOT NULL)
), recent AS (
    SELECT run_id, split, step FROM (
        SELECT run_id, split, step, dense_rank() OVER (PARTITION BY run_id, split ORDER BY step DESC) AS recent
        FROM (SELECT DISTINCT run_id, split, step FROM with_text)
    ) WHERE recent <= {STEPS_PER_RUN}
), ranked AS (
    SELECT w.*,
           row_number() OVER (PARTITION BY w.run_id, w.split, w.step ORDER BY reward DESC NULLS LAST, trajectory_id) AS from_best,
           row_number() OVER (PARTITION BY w.run_id, w.split, w.step ORDER BY reward NULLS LAST, trajectory_id) AS from_worst
    FROM with_text w SEMI JOIN recent r
    ON w.run_id = r.run_id AND w.split = r.split AND w.step IS NOT DISTINCT FROM r.step
)
SELECT run_id, split, step, trajectory_id, reward,
       CASE WHEN reward IS NULL THEN 'unrated' WHEN from_best <= {PER_END} THEN 'best' ELSE 'worst' END AS rank
FROM ranked WHERE from_best <= {PER_END} OR from_worst <= {PER_END}
ORDER BY run_id, split DESC, step DESC, reward DESC NULLS LAST, trajectory_id
"""

# A run's picked trajectories' texts: the run's folder alone, and in it the rows of those ids.
_TEXTS_SQL = f"""
SELECT trajectory_id, left(prompt, {TEXT_CHARS + 1}), length(prompt), left(response, {TEXT_CHARS + 1}),
       length(response), num_turns, status
FROM trajectories WHERE run_id = $run AND list_contains($ids, trajectory_id)
"""

_TURNS_SQL = f"""
WITH turn_rewards AS (  -- rewards a turn got itself (verl-agent's per-turn scores, per-line rewards)
    SELECT trajectory_id, turn_index, string_agg(name || ' ' || round(value, 4), ', ' ORDER BY name) AS rewards
    FROM rewards WHERE run_id = $run AND turn_index IS NOT NULL AND list_contains($ids, trajectory_id)
    GROUP BY ALL
)
SELECT t.trajectory_id, t.turn_index, role, left(content, {TEXT_CHARS + 1}), length(content), tool_name, r.rewards
FROM turns t LEFT JOIN turn_rewards r USING (trajectory_id, turn_index)
WHERE run_id = $run AND list_contains($ids, t.trajectory_id) AND t.turn_index < {TURNS_SHOWN}
ORDER BY t.trajectory_id, t.turn_index
"""


def _text(text: str | None, length: int | None) -> str:
    if text is None:
        return '<span class="note">–</span>'
    more = (
        f'<span class="note"> … {length - TEXT_CHARS:,} more characters</span>'
        if length and length > TEXT_CHARS
        else ""
    )
    return f"<pre>{escape(text[:TEXT_CHARS])}{more}</pre>"


def _trajectory(row: tuple[Any, ...], texts: tuple[Any, ...], turns: list[tuple[Any, ...]]) -> str:
    _run, _split, _step, trajectory_id, reward, rank = row
    _id, prompt, prompt_len, response, response_len, num_turns, status = texts
    ended = f" · {escape(status)}" if status else ""
    shown = label(reward) if reward is not None else "none"
    head = (
        f'<summary><span class="rank {rank}">{rank}</span> reward {shown}{ended} · '
        f"{num_turns or 1} turn(s) · <code>{escape(trajectory_id)}</code></summary>"
    )
    if turns:
        body = "".join(
            f'<div class="turn {escape(role)}"><b>{escape(role)}</b>'
            f"{f' · tool <code>{escape(tool)}</code>' if tool else ''}"
            f"{f' · <span class=note>{escape(rewards)}</span>' if rewards else ''}{_text(content, length)}</div>"
            for _, _, role, content, length, tool, rewards in turns
        )
    else:
        body = (
            f'<div class="turn user"><b>prompt</b>{_text(prompt, prompt_len)}</div>'
            f'<div class="turn assistant"><b>response</b>{_text(response, response_len)}</div>'
        )
    return f'<details class="traj" data-reward="{reward if reward is not None else ""}">{head}{body}</details>'


def rollout_browser(con: duckdb.DuckDBPyConnection, colors: Palette, runs: list[str]) -> str:
    """The browser of ``runs`` (run ids)."""
    picked = con.execute(_PICKED_SQL, {"runs": runs}).fetchall()
    if not picked:
        return '<p class="note">No trajectory in the lake has text to show.</p>'
    # In the order of ``runs`` (the legend's): the SQL's order is the run ids'.
    by_run: dict[str, list[tuple[Any, ...]]] = {run: [] for run in runs}
    for row in picked:
        by_run.setdefault(row[0], []).append(row)
    html = [
        '<p class="filter">Show trajectories with reward from <input id="reward-min" type="number" step="any"> '
        'to <input id="reward-max" type="number" step="any"> <span class="note">(empty: no bound)</span></p>'
    ]
    for run, rows in by_run.items():
        if not rows:
            continue
        wanted = {"run": run, "ids": [r[3] for r in rows]}
        texts = {t[0]: t for t in con.execute(_TEXTS_SQL, wanted).fetchall()}
        turns: dict[str, list[tuple[Any, ...]]] = {}
        for turn in con.execute(_TURNS_SQL, wanted).fetchall():
            turns.setdefault(turn[0], []).append(turn)
        steps: dict[tuple[str, int], list[str]] = {}
        for row in rows:
            steps.setdefault((row[1], row[2]), []).append(_trajectory(row, texts[row[3]], turns.get(row[3], [])))
        inner = "".join(
            f"<details><summary>{escape(split)} step {step} ({len(items)} trajectories)</summary>"
            f"{''.join(items)}</details>"
            for (split, step), items in steps.items()
        )
        html.append(
            f'<details class="run" data-run="{escape(run)}"><summary><span class="key" '
            f'style="background:{colors(run)}"></span>{escape(colors.name(run))}</summary>{inner}</details>'
        )
    return "".join(html)
