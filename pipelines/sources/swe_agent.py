"""SWE-agent trajectories (docs/formats.md): one ``<instance>.traj`` JSON document an instance
(``trajectory[{thought, action, observation, response, state, execution_time}], history,
info{exit_status, submission, model_stats}, environment, replay_config``), in a run folder
(``<run>/<instance>.traj``, or ``<run>/<instance>/<instance>.traj`` as SWE-agent 1.x writes
it); and mini-swe-agent's ``<instance>.traj.json`` (``info, messages,
trajectory_format: mini-swe-agent-1``).

- An instance is a trajectory, its run the folder holding the instances, step 0.
- SWE-agent: the task (the first ``user`` message of ``history``) is the prompt and a ``user``
  turn; each trajectory step an ``assistant`` turn (its thought, then its action; the action's
  command, ``find_file``, ``edit``, ``submit``, its ``tool_name``) and its observation a ``tool``
  turn of that command, with the step's ``execution_time`` as its ``latency_s``.
- mini-swe-agent: each message a turn of its role; the first ``user`` message the prompt.
- ``info.exit_status`` is the ``status`` (``submitted``, ``exit_cost``, ``exit_context``...);
  the submission (the patch) and ``model_stats`` go to ``extra``, ``tokens_received`` to
  ``response_tokens``. The files hold no score (SWE-bench's evaluation is elsewhere):
  ``reward`` is NULL. The model is the one the run's config names (``agent.model.name``); no
  other config value is copied (it can hold API keys).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import orjson

from ..storage import without_compression
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, message_text
from .json_values import json_document, json_text
from .rows import Rows, number

FORMAT = "swe_agent"
DEFAULT_STEP = 0

NOT_TRACES = {
    r"all_preds\.jsonl": "SWE-agent's predictions: each instance's submission is read from its .traj",
}


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    record = as_dict(head.record)
    name = without_compression(head.name)
    if name.endswith(".traj"):
        return "trajectory" in record and "info" in record
    return str(record.get("trajectory_format", "")).startswith("mini-swe-agent") and "messages" in record


def folders_above(path: str) -> int:
    """``<run>/<instance>/<instance>.traj``: the run is above the instance's folder."""
    parts = path.split("/")
    stem = without_compression(parts[-1]).removesuffix(".json").removesuffix(".traj")
    return 1 if len(parts) > 2 and parts[-2] == stem else 0


def _model(document: dict[str, Any]) -> str | None:
    config = document.get("replay_config")
    if isinstance(config, str):
        try:
            config = orjson.loads(config)
        except orjson.JSONDecodeError:
            config = None
    named = as_dict(as_dict(as_dict(config).get("agent")).get("model")).get("name")
    if not named:  # mini-swe-agent: info.config.model.model_name
        named = as_dict(as_dict(as_dict(document.get("info")).get("config")).get("model")).get("model_name")
    return named if isinstance(named, str) and named else None


def _swe_agent(rows: Rows, key: str, document: dict[str, Any]) -> tuple[str | None, list[str]]:
    task = next((message_text(as_dict(m).get("content")) for m in as_list(document.get("history"))
                 if as_dict(m).get("role") == "user"), None)  # fmt: skip
    if task is not None:
        rows.turn(key, role="user", content=task)
    said = []
    for step in (as_dict(s) for s in as_list(document.get("trajectory"))):
        action = str(step.get("action") or "")
        command = action.strip().split(maxsplit=1)[0] if action.strip() else None
        thought = str(step.get("thought") or "")
        content = f"{thought}\n{action}".strip("\n") if thought and action not in thought else thought or action
        said.append(content)
        rows.turn(key, role="assistant", content=content, tool_name=command, tool_calls=1 if command else 0)
        if step.get("observation") is not None:
            rows.turn(key, role="tool", content=str(step["observation"]), tool_name=command,
                      latency_s=number(step.get("execution_time")))  # fmt: skip
    return task, said


def _mini(rows: Rows, key: str, document: dict[str, Any]) -> tuple[str | None, list[str]]:
    task, said = None, []
    for message in (as_dict(m) for m in as_list(document.get("messages"))):
        role, content = str(message.get("role") or "user"), message_text(message.get("content"))
        rows.turn(key, role=role, content=content)
        if role == "assistant":
            said.append(content)
        elif role == "user" and task is None:
            task = content
    return task, said


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    document = as_dict(json_document(chunks))
    rows = Rows()
    key = without_compression(shard.plain_name).removesuffix(".json").removesuffix(".traj")
    task, said = (_mini if "messages" in document else _swe_agent)(rows, key, document)
    info = as_dict(document.get("info"))
    stats = as_dict(info.get("model_stats"))
    received = number(stats.get("tokens_received"))
    extra = {"instance_id": key, "exit_status": info.get("exit_status"), "submission": info.get("submission"),
             "model_stats": stats or None, "trajectory_format": document.get("trajectory_format")}  # fmt: skip
    rows.trajectory(
        key, prompt=task, response="\n\n".join(said), num_turns=len(said), reward=None,
        status=str(info["exit_status"]) if info.get("exit_status") else None, source_line=1,
        response_tokens=int(received) if received is not None else None,
        extra=json_text({k: v for k, v in extra.items() if v is not None}),
    )  # fmt: skip
    return rows.records(model=_model(document))


READER = Reader(
    FORMAT, (".traj", ".json"), step_of, sniff, read=read, default_step=DEFAULT_STEP, run_above=folders_above,
    framework="swe-agent", expects=(frozenset({"trajectory", "info"}),),
)  # fmt: skip
