"""rLLM's episode logs and telemetry (docs/formats.md):

- **Episode files**, ``EpisodeLogger``: ``{episode_log_dir}/episodes/{mode}_step_{s}_epoch_{e}/``
  ``episode_hash{h}_id{id}.json``, one indented JSON document an episode: ``training_step,
  epoch, episode_id, task, task_hash, is_correct, termination_reason, metrics, trajectories[{name,
  uid, reward, steps[{observation, thought, action, reward, done, model_response,
  chat_completions}]}]`` (or, as rLLM's API returns an episode, ``trajectories`` keyed by agent
  name). The step is the folder's, ``val_step_...`` the val split.
- **Telemetry**, ``rllm_telemetry.export_trajectories``: NDJSON of ``{"type", "data"}`` envelopes:
  ``episode.start``, ``trajectory.start`` (``name``, ``task{input, expected}``,
  ``metadata.model``, ``signals``), ``trajectory.step`` (one per step: ``input``, ``output``,
  ``reward``), ``trajectory.end`` (``reward``, ``signals``), ``episode.end``; assembled into
  trajectories by ``uid``. A step's ``input`` is its ``user`` turn and the prompt of the first;
  each named signal a ``rewards`` row; the model named in the metadata the run's. A trajectory
  whose end never came (the run stopped) is kept, ``status`` ``unfinished`` and no reward, never
  lost. Other span types (``llm.*``, ``tool.*``: observability, not trajectories) are counted in
  a warning.
- **Strands agent trajectories** (rLLM's ``examples/strands``): one JSON document a trajectory,
  ``task, reward, steps[{step_type: tool_call|conversation, tool_name, tool_args, tool_result,
  action, reward, done, chat_completions}], tool_calls_summary, metadata{agent_type,
  episode_id, timestamp}``: the task the prompt and first ``user`` turn, a tool call an
  ``assistant`` turn naming its tool with the tool's result as a ``tool`` turn, a conversation
  step's answer an ``assistant`` turn.

Each of an episode's trajectories (one per agent: a solver and a judge are two) is a
trajectory, its ``name`` kept as ``extra.agent``; its reward is ``reward``, the episode's
``is_correct`` a ``rewards`` row (1/0, the success) and its ``metrics`` rows of their own.
Turns: each step's observation a ``user`` turn, its model response (else its action) an
``assistant`` turn carrying the step's reward as a per-turn ``step_reward``. The prompt is what
came before the first assistant message of the first step's ``chat_completions``, else its
observation. The samples of one task by one agent within a step are a group (``task_hash``,
else the task itself); a trajectory that names no task has no group (an agent's name is no
prompt).
``termination_reason`` other than ``env_done`` is the ``status``; the chat-completion lists
(each step repeats the conversation so far) are not copied.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .. import storage
from ..ids import launch_stamp, short_hash
from ..storage import SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, message_text, tool_call
from .json_values import dumps, each_object, json_document, json_text
from .rows import Rows, number

FORMAT = "rllm"
_STEP_FOLDER = re.compile(r"(?:train|val|test)_step_(\d+)_epoch_\d+")
_TRAJECTORY_EVENTS = {"episode.start", "episode.end", "trajectory.start", "trajectory.step", "trajectory.end"}


def step_of(name: str) -> int | None:
    return None  # the episode's folder gives it


def sniff(head: Head) -> bool:
    record = head.record if isinstance(head.record, dict) else {}
    if str(record.get("type")) in _TRAJECTORY_EVENTS and isinstance(record.get("data"), dict):
        return True  # a telemetry envelope
    if record:
        if {"task", "steps"} <= record.keys() and (
            "tool_calls_summary" in record or "agent_type" in as_dict(record.get("metadata"))
        ):
            return True  # a Strands agent's trajectory
        return "trajectories" in record and ("episode_id" in record or {"id", "is_correct"} <= record.keys())
    # an episode too long to parse from its head: its first keys, as the logger writes them
    return '"training_step"' in head.text and '"episode_id"' in head.text


def split_of(path: str) -> str | None:
    folder = path.split("/")[-2] if "/" in path else ""
    return ("val" if folder.startswith(("val_", "test_")) else "train") if _STEP_FOLDER.fullmatch(folder) else None


def folders_above(path: str) -> int:
    """An episode file's run is above ``episodes/<mode>_step_N_epoch_E/``; a telemetry file's
    above its ``trajectories/`` folder."""
    folders = path.split("/")[:-1]
    if folders and _STEP_FOLDER.fullmatch(folders[-1]):
        return 2 if len(folders) > 1 and folders[-2] == "episodes" else 1
    return 1 if folders and folders[-1] == "trajectories" else 0


def _text(value: object) -> str:
    if isinstance(value, str):
        return value
    return "" if value is None else dumps(value)


def _seen(step: dict[str, Any]) -> object:
    """What a step's agent saw: an episode step's observation, a telemetry step's input."""
    return step.get("observation") if step.get("observation") not in (None, "") else step.get("input")


class _Episodes:
    def __init__(self, shard: Shard) -> None:
        self.shard = shard
        self.rows = Rows()
        self.models: set[str] = set()

    def records(self) -> ShardRecords:
        """The shard's records; the model, where every trajectory names the same one."""
        return self.rows.records(model=next(iter(self.models)) if len(self.models) == 1 else None)

    def trajectory(
        self, key: str, trajectory: dict[str, Any], episode: dict[str, Any], line: int, status: str | None = None
    ) -> None:
        steps = [as_dict(s) for s in as_list(trajectory.get("steps"))]
        agent = str(trajectory["name"]) if trajectory.get("name") else None
        task = episode.get("task") if episode.get("task") is not None else trajectory.get("task")
        prompt = None
        if steps:
            history = [as_dict(m) for m in as_list(steps[0].get("chat_completions"))]
            first = next((i for i, m in enumerate(history) if m.get("role") == "assistant"), len(history))
            prompt = "\n\n".join(message_text(m.get("content")) for m in history[:first]) or None
            if prompt is None and _seen(steps[0]) not in (None, ""):
                prompt = _text(_seen(steps[0]))
        if prompt is None and isinstance(as_dict(task).get("input"), str):
            prompt = as_dict(task)["input"]
        said = []
        for step in steps:
            if _seen(step) not in (None, ""):
                self.rows.turn(key, role="user", content=_text(_seen(step)), agent=agent)
            answer = step.get("model_response") or step.get("output") or step.get("action")
            if answer not in (None, ""):
                said.append(_text(answer))
                turn = self.rows.turn(key, role="assistant", content=said[-1], agent=agent)
                if (reward := number(step.get("reward"))) is not None:
                    self.rows.reward(key, "step_reward", reward, turn_index=turn)
        reward = number(trajectory.get("reward"))
        if reward is not None:
            self.rows.reward(key, "reward", reward)
        correct = episode.get("is_correct")
        if isinstance(correct, bool):
            self.rows.reward(key, "is_correct", float(correct), raw="true" if correct else "false")
        self.rows.rewards(key, as_dict(episode.get("metrics")), prefix="metrics/")
        self.rows.rewards(key, as_dict(trajectory.get("signals")))  # telemetry's named scores (Factuality...)
        name = trajectory.get("name")
        task_hash = episode.get("task_hash") or (short_hash(dumps(task, sort_keys=True)) if task is not None else None)
        # one task's samples by one agent (a solver's and a judge's answers are no group)
        group, index = self.rows.group_of(self.shard.step, f"{task_hash}\x1f{name}" if task_hash else None)
        model = as_dict(trajectory.get("metadata")).get("model")
        if isinstance(model, str) and model:
            self.models.add(model)
        reason = episode.get("termination_reason")
        extra = {
            "episode_id": episode.get("episode_id") or episode.get("id"),
            "agent": name,
            "trajectory_uid": trajectory.get("uid"),
            "termination_reason": reason,
            "epoch": episode.get("epoch"),
            "task": task,
            "timing": episode.get("timing") or None,
        }
        self.rows.trajectory(
            key, group_id=group, sample_index=index, prompt=prompt, response="\n\n".join(said),
            num_turns=len(said), reward=reward, source_line=line,
            status=status or (str(reason) if reason not in (None, "env_done") else None),
            extra=json_text({k: v for k, v in extra.items() if v is not None}),
        )  # fmt: skip

    def episode(self, episode: dict[str, Any], line: int) -> None:
        given = episode.get("trajectories")
        if isinstance(given, dict):  # the API's Episode: {agent name: trajectory}
            trajectories = [{"name": name, **as_dict(t)} for name, t in given.items()]
        else:
            trajectories = [as_dict(t) for t in as_list(given)]
        base = str(episode.get("episode_id") or f"line:{line}")
        for i, trajectory in enumerate(trajectories):
            self.trajectory(base if len(trajectories) == 1 else f"{base}:{i}", trajectory, episode, line)


def _strands(shard: Shard, document: dict[str, Any]) -> ShardRecords:
    """A Strands agent's trajectory (see the module's doc)."""
    rows, key = Rows(), str(as_dict(document.get("metadata")).get("episode_id") or "trajectory")
    task = document.get("task")
    prompt = _text(task) if task not in (None, "") else None
    if prompt is not None:
        rows.turn(key, role="user", content=prompt)
    said, calls = [], 0
    for step in (as_dict(s) for s in as_list(document.get("steps"))):
        if step.get("step_type") == "tool_call" or step.get("tool_name"):
            tool, arguments = step.get("tool_name"), step.get("tool_args")
            said.append(_text(step.get("model_response")) or f"{tool}({_text(arguments)})")
            rows.turn(key, role="assistant", content=said[-1], tool_name=tool, tool_calls=1,
                      calls=calls_text([tool_call(None, tool, arguments)]))  # fmt: skip
            rows.turn(key, role="tool", content=_text(step.get("tool_result")), tool_name=tool)
            calls += 1
            continue
        action = as_dict(step.get("action"))
        answer = step.get("model_response") or message_text(action.get("content")) or _text(step.get("action"))
        if answer:
            said.append(answer)
            rows.turn(key, role="assistant", content=answer)
    reward = number(document.get("reward"))
    if reward is not None:
        rows.reward(key, "reward", reward)
    metadata = as_dict(document.get("metadata"))
    extra = {"agent_type": metadata.get("agent_type"), "episode_id": metadata.get("episode_id"),
             "timestamp": metadata.get("timestamp")}  # fmt: skip
    rows.trajectory(
        key, prompt=prompt, response="\n\n".join(said), num_turns=len(said), reward=reward, source_line=1,
        extra=json_text({k: v for k, v in extra.items() if v is not None}),
    )  # fmt: skip
    return rows.records()


def _read_episode(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    episode = json_document(chunks)
    if isinstance(episode, dict) and "trajectories" not in episode and isinstance(episode.get("steps"), list):
        return _strands(shard, episode)
    if not isinstance(episode, dict) or not isinstance(episode.get("trajectories"), (list, dict)):
        raise SourceError("an rLLM episode must be an object with 'trajectories'")
    reader = _Episodes(shard)
    reader.episode(episode, 1)
    return reader.records()


def _read_telemetry(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    reader = _Episodes(shard)
    open_episode: dict[str, Any] = {}
    started: dict[str, tuple[dict[str, Any], int, dict[str, Any]]] = {}  # uid -> (start, line, its episode)
    steps: dict[str, list[dict[str, Any]]] = {}
    finished: list[tuple[str, dict[str, Any], int, dict[str, Any]]] = []  # (uid, trajectory, first line, episode)
    others: dict[str, int] = {}

    def event(record: dict[str, Any], line: int) -> str | None:
        nonlocal open_episode
        kind, data = record.get("type"), record.get("data")
        if not isinstance(data, dict):
            return "a telemetry event needs a 'data' object"
        if kind == "episode.start":
            open_episode = {"episode_id": data.get("id"), "task": data.get("task"), "metadata": data.get("metadata")}
        elif kind == "episode.end":
            for _, _, _, episode in finished:
                if episode is open_episode:
                    episode |= {k: data.get(k) for k in ("is_correct", "termination_reason", "metrics")}
            open_episode = {}
        elif kind == "trajectory.start":
            started[str(data.get("uid"))] = (data, line, open_episode)
        elif kind == "trajectory.step":
            steps.setdefault(str(data.get("trajectory_uid")), []).append(data)
        elif kind == "trajectory.end":
            uid = str(data.get("uid"))
            start, first, episode = started.pop(uid, ({}, line, open_episode))
            trajectory = {**start, **data, "steps": sorted(steps.pop(uid, []), key=lambda s: s.get("step_idx", 0))}
            finished.append((uid, trajectory, first, episode))
        else:
            others[str(kind)] = others.get(str(kind), 0) + 1
        return None

    each_object(chunks, reader.rows.quarantine, event)
    uses: dict[str, int] = {}

    def key_of(uid: str) -> str:  # a uid a stream reuses still names one trajectory each time
        uses[uid] = uses.get(uid, 0) + 1
        return uid if uses[uid] == 1 else f"{uid}#{uses[uid]}"

    for uid, trajectory, line, episode in finished:
        reader.trajectory(key_of(uid), trajectory, episode, line)
    for uid, (start, line, episode) in started.items():  # no end event: the run stopped first
        unfinished = {**start, "steps": sorted(steps.pop(uid, []), key=lambda s: s.get("step_idx", 0))}
        reader.trajectory(key_of(uid), unfinished | {"reward": None}, episode, line, status="unfinished")
    if started:
        reader.rows.warnings.append(f"{len(started)} trajectory(ies) without their end event: kept as unfinished")
    if others:
        listed = ", ".join(f"{n} {k}" for k, n in sorted(others.items()))
        reader.rows.warnings.append(f"telemetry events that are not trajectories, not read: {listed}")
    return reader.records()


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    return _read_episode(shard, chunks) if shard.plain_name.endswith(".json") else _read_telemetry(shard, chunks)


def launch_of(name: str) -> str | None:
    """A telemetry export named after the moment its launch began (``20260313_134810_<id>.ndjson``)
    is that launch's run; an episode file (``.json``) is one episode of its folder's run."""
    return None if storage.without_compression(name).endswith(".json") else launch_stamp(name)


READER = Reader(
    FORMAT, (".json", ".ndjson", ".jsonl"), step_of, sniff, read=read, split_of=split_of, run_above=folders_above,
    step_folder=_STEP_FOLDER, default_step=0, launch_of=launch_of, framework="rllm",
)  # fmt: skip
