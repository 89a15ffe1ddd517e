"""verl-agent's native dump (GiGPO on ALFWorld, WebShop; docs/formats.md): verl's
``{step}.jsonl`` with ``input, output, score, step``, but **one line per environment turn**:
each prompt repeats the task and recent history ("You are now at step 3 and your current
observation is: ..."), the response is ``<think>...</think><action>...</action>``, and ``score``
is the episode's reward repeated on every turn. No trajectory id is written.

Every line lands. Where the turns of an episode can be put back together reliably, they become
one trajectory (``turn_grouping = 'regrouped'``) with a ``user`` and an ``assistant`` turn per
line; otherwise each line is a single-turn trajectory (``turn_grouping = 'single_line'``).

The rule, per shard: lines are grouped by (step, task text from "Your task is to: ...",
score class), in file order; a score class holds scores equal or one penalty apart (below). In
a group, a line without a counter or with "at step 1" opens an episode; a line
"at step k" joins the one open episode whose last turn was k-1 and whose score it shares. Scores
are shared when equal or when they differ by verl-agent's invalid-action penalty
(``invalid_action_penalty_coef``, 0.1 by default, as float32: a turn whose action was invalid
scores 0.1 lower than its siblings, e.g. 0.0 and -0.10000000149011612 in one episode). When
several are open at k-1, the shard's order decides: in a dump that writes episodes whole (90% or more
of the "at step k" lines follow their k-1 line of the same task), the line joins the episode
whose last turn is the line just before it; in a dump written turn by turn (the n rollouts of
a GiGPO group interleaved), it joins the one whose last action its history quotes, if exactly
one does. If any line of a group has no single place, the whole group stays one trajectory per
line: a wrong regrouping would be worse than none.

Rewards: every turn keeps its own score (a ``rewards`` row at its assistant turn); the
trajectory's ``reward`` is the episode's, the highest score of its turns (the one no penalty
lowered). Actions are read from ``<action>...</action>`` in any case (``<Action>``) and from
``[Action] ...`` lines.

Limits: lines without a task text are never regrouped; two rollouts of one task with the same
score that took the same actions in the same order cannot be told apart (they fall back); an
episode split across two shards (steps) is two trajectories, which verl-agent does not write.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any, cast

import pyarrow as pa

from ..ids import short_hash
from . import json_values, jsonl
from .base import Head, Reader, Shard, ShardRecords
from .rollouts import FIELDS
from .verl import step_of  # the same {step}.jsonl names

FORMAT = "verl_agent"
_TASK = re.compile(r"Your task is to:\s*(.+?)\.?\s*(?:\n|$)")
_COUNTER = re.compile(r"You are now at step (\d+)")
_ACTION = re.compile(r"<action>(.*?)</action>|\[action\]:?[ \t]*([^\n]*)", re.S | re.I)
INVALID_ACTION_PENALTY = 0.1  # verl-agent's default invalid_action_penalty_coef
_MARKERS = ("You are now at step", "Your current observation is", "Your admissible actions")


def sniff(head: Head) -> bool:
    """verl's file names and keys, with an agent's per-turn prompt or action."""
    record = head.record if isinstance(head.record, dict) else {}
    prompt, response = record.get("input"), record.get("output")
    return (
        step_of(head.name) is not None
        and isinstance(prompt, str)
        and isinstance(response, str)
        and (any(m in prompt for m in _MARKERS) or _action(response) is not None)
    )


def _first(pattern: re.Pattern[str], text: str | None) -> str | None:
    match = pattern.search(text or "")
    return match[1] if match else None


def _action(response: str | None) -> str | None:
    match = _ACTION.search(response or "")
    return None if match is None else (match[1] if match[1] is not None else match[2]).strip()


def same_episode_scores(a: float | None, b: float | None) -> bool:
    """Whether two turn scores can belong to one episode: equal, or one lowered by the penalty."""
    if a is None or b is None:
        return a is b
    return abs(a - b) < 1e-6 or abs(abs(a - b) - INVALID_ACTION_PENALTY) < 1e-6


def _history(prompt: str) -> str:
    """The part of a prompt that recalls earlier turns: before "You are now at step", where
    the admissible actions (which name every episode's options) are not."""
    return prompt.split("You are now at step", 1)[0]


def tasks_and_counters(prompts: Sequence[str | None]) -> tuple[list[str | None], list[int]]:
    """Each prompt's task text and "at step k" counter (1 when it has none: a first turn)."""
    tasks = [_first(_TASK, p) for p in prompts]
    counters = [int(c) if (c := _first(_COUNTER, p)) else 1 for p in prompts]
    return tasks, counters


def regroup(
    prompts: Sequence[str | None],
    responses: Sequence[str | None],
    rewards: Sequence[Any],
    steps: Sequence[Any],
    facts: tuple[list[str | None], list[int]] | None = None,
) -> tuple[list[list[int]], list[int]]:
    """(episodes as lists of row indices in turn order, rows left as single lines). ``facts``:
    :func:`tasks_and_counters` of ``prompts``, when the caller has them already."""
    tasks, counters = facts or tasks_and_counters(prompts)
    actions = [_action(r) for r in responses]
    groups: dict[tuple[Any, ...], list[int]] = defaultdict(list)
    singles = []
    for i, task in enumerate(tasks):
        if task is None:
            singles.append(i)
        else:
            groups[(steps[i], task)].append(i)
    contiguous = _writes_episodes_whole(tasks, counters)
    episodes = []
    for members in (part for rows in groups.values() for part in _score_classes(rows, rewards)):
        texts = cast(Sequence[str], prompts)  # the rows of a task: their prompts are texts
        found = _episodes(members, counters, actions, texts, rewards, contiguous)
        if found is None:
            singles += members
        else:
            episodes += found
    return sorted(episodes), sorted(singles)


def _score_classes(rows: list[int], rewards: Sequence[Any]) -> list[list[int]]:
    """``rows`` split by score, scores one penalty apart kept together (0.0 with -0.1, never
    with 10.0): rollouts of one task that ended differently are told apart by their scores."""
    scores = sorted({rewards[i] for i in rows if rewards[i] is not None})
    class_of: dict[float, int] = {}
    for previous, score in zip([None, *scores], scores):
        near = previous is not None and score - previous <= INVALID_ACTION_PENALTY + 1e-6
        class_of[score] = class_of[previous] if near else len(class_of)
    classes: dict[int | None, list[int]] = defaultdict(list)
    for i in rows:
        classes[class_of.get(rewards[i])].append(i)
    return list(classes.values())


def _writes_episodes_whole(tasks: list[Any], counters: list[int]) -> bool:
    later = [i for i in range(1, len(tasks)) if counters[i] > 1]
    follows = sum(tasks[i] == tasks[i - 1] and counters[i - 1] == counters[i] - 1 for i in later)
    return bool(later) and follows >= 0.9 * len(later)


def _episodes(
    rows: list[int],
    counters: list[int],
    actions: list[Any],
    prompts: Sequence[str],
    rewards: Sequence[Any],
    contiguous: bool,
) -> list[list[int]] | None:
    episodes: list[list[int]] = []
    waiting: dict[int, list[int]] = defaultdict(list)  # counter expected next -> open episodes
    for i in rows:
        k = counters[i]
        if k == 1:
            episodes.append([i])
            waiting[2].append(len(episodes) - 1)
            continue
        candidates = [e for e in waiting[k] if all(same_episode_scores(rewards[i], rewards[j]) for j in episodes[e])]
        if len(candidates) > 1 and contiguous:
            candidates = [e for e in candidates if episodes[e][-1] == i - 1]
        elif len(candidates) > 1:
            history = _history(prompts[i])
            candidates = [e for e in candidates if actions[episodes[e][-1]] and actions[episodes[e][-1]] in history]
        if len(candidates) != 1:
            return None
        e = candidates[0]
        waiting[k].remove(e)
        episodes[e].append(i)
        waiting[k + 1].append(e)
    return episodes


def read(shard: Shard, chunks: Iterable[bytes], *, exact: bool = False) -> ShardRecords:
    parsed, steps = jsonl.place_steps(shard, jsonl.parse(chunks, FIELDS, exact=exact))
    core = parsed.core
    prompts = core.column("prompt").to_pylist()
    responses = core.column("response").to_pylist()
    rewards = core.column("reward").to_pylist()
    reward_names = core.column("reward_name").to_pylist()
    lines = core.column("source_line").to_pylist()
    tasks, counters = facts = tasks_and_counters(prompts)
    episodes, singles = regroup(prompts, responses, rewards, steps, facts)
    units = sorted([(rows, "regrouped") for rows in episodes] + [([i], "single_line") for i in singles])

    traj: dict[str, list[Any]] = defaultdict(list)
    turns: dict[str, list[Any]] = defaultdict(list)
    line_rewards = defaultdict(list)
    rr = parsed.reward_rows
    for row, name, value, raw in zip(rr["row"], rr["name"], rr["value"], rr["raw"]):
        line_rewards[row].append((name, value, raw))
    reward_rows: list[tuple[int, str, float, str | None, int | None]] = []
    step_of_key = {}
    group_sizes: dict[str, int] = defaultdict(int)
    for index, (rows, grouping) in enumerate(units):
        first = rows[0]
        key = f"{'episode' if grouping == 'regrouped' else 'line'}:{lines[first]}"
        step_of_key[key] = steps[first]
        task = tasks[first]
        group = short_hash(f"{steps[first]}\x1f{task if task is not None else prompts[first]}")
        extra: dict[str, object] = {}
        if grouping == "regrouped":
            extra["source_lines"] = [lines[i] for i in rows]
            line_extras = [parsed.extras[i] or {} for i in rows]
            if any(line_extras):
                extra["line_extras"] = line_extras
        else:
            extra |= parsed.extras[first] or {}
            extra["turn_counter"] = counters[first]
        if task is not None:
            extra["task"] = task
        if shard.step is not None and steps[first] is not None and steps[first] != shard.step:
            extra["step"] = steps[first]
        scores = cast("list[float]", [rewards[i] for i in rows if rewards[i] is not None])
        reward = max(scores) if scores else None  # the episode's: no penalty lowered it
        for name, value in (
            ("record_key", key),
            ("group_id", group),
            ("sample_index", group_sizes[group]),
            ("prompt", prompts[first]),
            (
                "response",
                "\n".join(r for r in (responses[i] for i in rows) if r is not None)
                if grouping == "regrouped"
                else responses[first],
            ),
            ("num_turns", len(rows)),
            ("reward", reward),
            ("turn_grouping", grouping),
            ("source_line", lines[first]),
            ("extra", json_values.json_text(extra)),
        ):
            traj[name].append(value)
        group_sizes[group] += 1
        if reward is not None:
            # the episode's rows all have a score or none (same_episode_scores), and a score its name
            reward_rows.append((index, cast(str, reward_names[first]), reward, None, None))
        for j, i in enumerate(rows):
            turn = 2 * j + 1 if grouping == "regrouped" else None
            if turn is not None and rewards[i] is not None:
                # the turn's own score
                reward_rows.append((index, cast(str, reward_names[i]), cast(float, rewards[i]), None, turn))
            reward_rows += [(index, name, value, raw, turn) for name, value, raw in line_rewards[i]]
            if grouping == "regrouped":
                for t, role, content in ((2 * j, "user", prompts[i]), (2 * j + 1, "assistant", responses[i])):
                    for col, value in zip(("record_key", "turn_index", "role", "content"), (key, t, role, content)):
                        turns[col].append(value)

    keys = traj["record_key"]
    schema = pa.schema(
        [
            ("record_key", pa.string()),
            ("group_id", pa.string()),
            ("sample_index", pa.int32()),
            ("prompt", pa.string()),
            ("response", pa.string()),
            ("num_turns", pa.int32()),
            ("reward", pa.float64()),
            ("turn_grouping", pa.string()),
            ("source_line", pa.int64()),
            ("extra", pa.string()),
        ]
    )
    tables = {
        "trajectories": pa.table({name: traj[name] for name in schema.names}, schema=schema),
        "rewards": jsonl.reward_table(keys, reward_rows),
        "quarantine": json_values.quarantine_table(parsed.quarantine),
    }
    if turns:
        tables["turns"] = pa.table(
            dict(turns),
            schema=pa.schema(
                [
                    ("record_key", pa.string()),
                    ("turn_index", pa.int32()),
                    ("role", pa.string()),
                    ("content", pa.string()),
                ]
            ),
        )
    jsonl.attach_steps(shard, tables, step_of_key)
    return ShardRecords(tables=tables)


READER = Reader(FORMAT, (".jsonl",), step_of, sniff, read=read, framework="verl-agent")
