"""Two trajectories side by side (the same prompt in two runs, or two samples of one group):
their turns aligned, each pair's words compared; and the group lens: for one prompt, every
run's (and step's) whole group side by side, best and worst first."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any

import duckdb
import pyarrow as pa


@dataclass(frozen=True)
class Shown:
    """One trajectory with its turns (a single-turn source's prompt and response as two)."""

    facts: dict[str, Any]  # run_name, run_id, step, split, reward, length, status, num_turns, group_id, sample_index
    turns: list[dict[str, Any]]  # turn_index, role, content, tool_name


def shown(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str) -> Shown | None:
    cursor = con.execute(
        "SELECT n.run_name, t.run_id, t.step, t.split, t.reward, coalesce(t.response_tokens, t.response_chars) AS length,"
        " t.status, t.num_turns, t.group_id, t.sample_index, t.prompt, t.response, t.trajectory_id"
        " FROM trajectories t LEFT JOIN run_names n USING (run_id) WHERE t.run_id = ? AND t.trajectory_id = ?",
        [run_id, trajectory_id],
    )
    row = cursor.fetchone()
    if row is None:
        return None
    facts = dict(zip([d[0] for d in cursor.description or []], row))
    turns = (
        con.execute(
            "SELECT turn_index, role, content, tool_name FROM turns WHERE run_id = ? AND step = ? AND trajectory_id = ?"
            " ORDER BY turn_index",
            [run_id, facts["step"], trajectory_id],
        )
        .fetch_arrow_table()
        .to_pylist()
    )
    if not turns:
        turns = [
            {"turn_index": 0, "role": "user", "content": facts["prompt"], "tool_name": None},
            {"turn_index": 1, "role": "assistant", "content": facts["response"], "tool_name": None},
        ]
    return Shown({k: v for k, v in facts.items() if k not in ("prompt", "response")}, turns)


def aligned(a: Shown, b: Shown) -> list[tuple[dict[str, Any] | None, dict[str, Any] | None]]:
    """The two trajectories' turns paired: by their sequence of (role, tool), so a turn one of
    them has and the other lacks stands alone instead of shifting every pair after it."""
    keys_a = [(t["role"], t["tool_name"]) for t in a.turns]
    keys_b = [(t["role"], t["tool_name"]) for t in b.turns]
    pairs: list[tuple[dict[str, Any] | None, dict[str, Any] | None]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_opcodes():
        left, right = a.turns[i1:i2], b.turns[j1:j2]
        if tag == "equal" or tag == "replace":
            common = min(len(left), len(right))
            pairs += list(zip(left[:common], right[:common]))
            pairs += [(t, None) for t in left[common:]] + [(None, t) for t in right[common:]]
        else:
            pairs += [(t, None) for t in left] + [(None, t) for t in right]
    return pairs


_WORDS = re.compile(r"\s+|[^\s]+")


def word_diff(a: str | None, b: str | None) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]]]:
    """Each text as pieces (text, differs): the words one has that the other lacks are marked."""
    left, right = _WORDS.findall(a or ""), _WORDS.findall(b or "")
    marked_a: list[tuple[str, bool]] = []
    marked_b: list[tuple[str, bool]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, left, right, autojunk=False).get_opcodes():
        marked_a += [(w, tag != "equal") for w in left[i1:i2]]
        marked_b += [(w, tag != "equal") for w in right[j1:j2]]
    return marked_a, marked_b


def group_lens(
    con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str, *, runs: list[str] | None = None
) -> pa.Table:
    """Every group of the lake (a run, a step, a prompt group; or a run and step where the
    source names no groups) that answered this trajectory's exact prompt (of ``runs`` only,
    when given): its samples, reward mean, spread, min and max, whether every sample got the
    same reward (zero variance: GRPO learns nothing from it), and its samples best first, each
    with GRPO's advantage ((reward - mean) / (std + 1e-6), as verl computes it)."""
    found = con.execute(
        "SELECT prompt, prompt_chars FROM trajectories WHERE run_id = ? AND trajectory_id = ?", [run_id, trajectory_id]
    ).fetchone()
    if found is None:
        return pa.table({})
    prompt, chars = found
    scope = " AND list_contains(?, t.run_id)" if runs else ""
    # the prompt as a constant, its length first: a scan tests text only where the length matches
    return con.execute(
        "WITH asked AS (SELECT t.run_id, t.split, t.step, coalesce(t.group_id, '') AS group_id, t.trajectory_id,"
        " t.sample_index, t.reward, coalesce(t.response_tokens, t.response_chars) AS length FROM trajectories t"
        f" WHERE t.prompt_chars = ? AND t.prompt = ?{scope}),"
        " scored AS (SELECT *, avg(reward) OVER g AS mean, stddev_samp(reward) OVER g AS std FROM asked"
        " WINDOW g AS (PARTITION BY run_id, split, step, group_id))"
        " SELECT n.run_name, s.run_id, s.split, s.step, nullif(s.group_id, '') AS group_id, count(*) AS samples,"
        " avg(s.reward) AS mean_reward, stddev_samp(s.reward) AS reward_std, min(s.reward) AS min_reward,"
        " max(s.reward) AS max_reward, count(s.reward) > 1 AND min(s.reward) = max(s.reward) AS zero_variance,"
        " list(struct_pack(trajectory_id := s.trajectory_id, sample_index := s.sample_index, reward := s.reward,"
        " advantage := (s.reward - s.mean) / (coalesce(s.std, 0) + 1e-6), length := s.length)"
        " ORDER BY s.reward DESC NULLS LAST, s.sample_index, s.trajectory_id) AS samples_best_first,"
        " bool_or(s.run_id = ? AND s.trajectory_id = ?) AS holds_this_one"
        " FROM scored s LEFT JOIN run_names n USING (run_id) GROUP BY ALL"
        " ORDER BY holds_this_one DESC, mean_reward DESC NULLS LAST, n.run_name, s.step, group_id",
        [chars, prompt, *([runs] if runs else []), run_id, trajectory_id],
    ).fetch_arrow_table()


def group_mates(con: duckdb.DuckDBPyConnection, run_id: str, trajectory_id: str) -> pa.Table:
    """The other samples of this trajectory's group (its prompt group at its step), best first."""
    return con.execute(
        "WITH me AS (SELECT step, group_id FROM trajectories WHERE run_id = ? AND trajectory_id = ?)"
        " SELECT t.trajectory_id, t.sample_index, t.reward, coalesce(t.response_tokens, t.response_chars) AS length"
        " FROM trajectories t, me WHERE t.run_id = ? AND t.step = me.step AND t.group_id = me.group_id"
        " AND t.trajectory_id <> ? ORDER BY t.reward DESC NULLS LAST, t.sample_index, t.trajectory_id",
        [run_id, trajectory_id, run_id, trajectory_id],
    ).fetch_arrow_table()
