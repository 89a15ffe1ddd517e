"""Harbor job folders, as ``harbor run`` writes them (docs/formats.md): ``jobs/<job>/`` with
``config.json`` and ``result.json`` (the job's), and one folder per trial
``<task[:32]>__<7 chars>/`` holding ``result.json`` (the trial's), ``agent/trajectory.json``
(the agent's trajectory in ATIF) and ``verifier/`` (``reward.txt``, ``test-stdout.txt``).

**A trial is a trajectory; the job is the run.** The shard is the trial's ``result.json``
(written when the trial ends, with the verifier's rewards); its ``agent/trajectory.json`` and
``verifier/test-stdout.txt`` are read with it. The run is the job folder (the trial folder's
parent), at step 0 (or ``--step N``), like the Parquet export of the same trials.

- Rewards: every key of ``verifier_result.rewards`` (``reward`` the trajectory's). A trial that
  raised (``exception_info``) is a failed trial, not a reward of 0: its ``status`` is the
  exception's type, its reward NULL unless the verifier gave one.
- Turns, one per ATIF step: ``user`` and ``system`` as written, ``agent`` as ``assistant``
  (its ``reasoning_content`` its ``reasoning``, and in the response first, in
  ``<think>...</think>``, as Harbor's export writes it), with its calls whole in ``calls``
  (``tool_call_id``, ``function_name``, ``arguments``), ``tool_name`` (their names,
  comma-joined), ``tool_calls`` (how many) and ``content_tokens``
  (``metrics.completion_tokens``); then a ``tool`` turn per observation result, named after the
  call it answers (``source_call_id``, its ``tool_call_id``; results written without one, as a
  v1.6 writer did, answer the step's calls in order where they are as many). Each turn starts
  at its ATIF step's ``timestamp``, where the step has one.
- ``extra``: the trial and task names, the agent's name and version, the exception, the token
  totals and times of ``agent_result``, the verifier's output (``test-stdout.txt``, its first
  64 KB) and an ATIF step's ``is_sidechain`` or ``agent`` (who spoke in a multi-agent trace).
  The job's ``config.json`` is its run's configuration (:mod:`.run_config`, credentials kept out).
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from typing import Any

import pyarrow as pa

from ..storage import FileSystem, SourceError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, iso_time, message_text, read_json, reasoning_of, tool_call
from .json_values import json_text, quarantine_table
from .jsonl import reward_table
from .token_lane import TokenLane

FORMAT = "harbor_job"
DEFAULT_STEP = 0
VERIFIER_OUTPUT_BYTES = 64 << 10
_ROLES = {"agent": "assistant", "user": "user", "system": "system"}


# A trial's other files, read with its result.json (listed as skipped with this reason).
NOT_TRACES = {
    # terminus-2 writes trajectory.cont-N.json and trajectory.summarization-N-*.json beside it; a
    # running trial's trajectory exists before its result.json: none is a run of its own
    r"agent/trajectory[^/]*\.json": "a Harbor trial's ATIF trajectory: read with the trial's result.json",
    r"verifier/test-stdout\.txt": "a Harbor trial's verifier output: read with the trial's result.json",
    r"verifier/reward\.(?:txt|json)": "a Harbor trial's reward: its result.json holds every reward",
    r"verifier/ctrf\.json": "a Harbor trial's test report: its result.json holds every reward",
    r"agent/sessions/.+": "an agent's own session files (a Harbor trial's agent/ folder): its ATIF trajectory is read",
}


def not_traces(head: Head) -> str | None:
    """A Harbor job's own result.json: counts of its trials, whose own result.json are read."""
    return (
        "a Harbor job's summary: each trial's result.json is read" if {"n_total_trials", "stats"} <= head.keys else None
    )


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    keys = head.keys
    return head.name == "result.json" and "trial_name" in keys and bool(keys & {"verifier_result", "agent_result"})


def atif_turns(
    key: str, steps: list[Any], lane: TokenLane | None = None
) -> tuple[dict[str, list[Any]], int, str | None, str]:
    """(turns' columns, agent turns, prompt, response) of a trajectory's ATIF steps; with a
    ``lane``, each model call's ``completion_token_ids`` and ``logprobs`` into it."""
    cols: dict[str, list[Any]] = {k: [] for k in ("record_key", "turn_index", "role", "content", "tool_name", "tool_calls",
                                              "content_tokens", "calls", "tool_call_id", "reasoning", "status",
                                              "agent", "started_at")}  # fmt: skip
    prompt, responses, agent_turns = None, [], 0
    speaker: str | None = None
    began: datetime | None = None

    def add(role: str, content: str | None, tool: str | None = None, count: int | None = None,
            tokens: int | None = None, calls: str | None = None, answered: str | None = None,
            reasoning: str | None = None, status: str | None = None) -> None:  # fmt: skip
        values = (key, len(cols["record_key"]), role, content, tool, count, tokens, calls, answered, reasoning,
                  status, speaker, began)  # fmt: skip
        for name, value in zip(cols, values):
            cols[name].append(value)

    for step in steps:
        if not isinstance(step, dict):
            continue
        # a sub-agent's step names its agent; the main agent's steps name none
        speaker = _sidechain_agent(step) if _is_sidechain(step) else step.get("agent")
        began = iso_time(step.get("timestamp"))
        own = as_dict(step.get("extra"))  # what a writer kept beside ATIF's fields (tracelake's export)
        role = str(own.get("role") or _ROLES.get(str(step.get("source")), str(step.get("source"))))
        content: str | None = None if own.get("no_text") else message_text(step.get("message"))
        if role == "user" and prompt is None:
            prompt = content
        calls = [tool_call(c.get("tool_call_id"), c.get("function_name"),
                           as_dict(c.get("extra")).get("arguments", c.get("arguments")))
                 for c in as_list(step.get("tool_calls")) if isinstance(c, dict)]  # fmt: skip
        names = {c["id"]: c["name"] for c in calls}
        if role == "assistant" and step.get("llm_call_count") == 0 and not content and not calls:
            pass  # an orchestration step (no model call) that only carries tool output: no assistant turn
        elif role == "assistant":
            agent_turns += 1
            reasoning = reasoning_of(step)
            responses.append(f"<think>{reasoning}</think>{content or ''}" if reasoning else content or "")
            metrics = as_dict(step.get("metrics"))
            tokens = metrics.get("completion_tokens") if isinstance(metrics.get("completion_tokens"), int) else None
            if lane is not None:
                lane.add(key, turn_index=len(cols["record_key"]), token_ids=metrics.get("completion_token_ids"),
                         logprobs=metrics.get("logprobs"))  # fmt: skip
            tool = own.get("tool_name") or ",".join(str(c["name"]) for c in calls if c["name"]) or None
            count = own["tool_calls"] if "tool_calls" in own else len(calls)
            add("assistant", content, tool, count, tokens, calls_text(calls), reasoning=reasoning,
                status=own.get("status"))  # fmt: skip
        else:
            tokens = own.get("content_tokens") if isinstance(own.get("content_tokens"), int) else None
            add(role, content, own.get("tool_name"), tokens=tokens, status=own.get("status"))
        results = [r for r in as_list(as_dict(step.get("observation")).get("results")) if isinstance(r, dict)]
        for k, result in enumerate(results):
            kept = as_dict(result.get("extra"))
            answered = result.get("source_call_id") or kept.get("tool_call_id")
            if answered is None and len(results) == len(calls):  # results without ids (v1.6 writers): in order
                answered = calls[k]["id"]
            text = (
                None if result.get("content") is None and "content" in result else message_text(result.get("content"))
            )
            tokens = kept.get("content_tokens") if isinstance(kept.get("content_tokens"), int) else None
            add("tool", text, kept.get("tool_name") or names.get(answered), tokens=tokens,
                answered=str(answered) if answered else None, status=kept.get("status"))  # fmt: skip
    return cols, agent_turns, prompt, "\n\n".join(responses)


def _is_sidechain(step: dict[str, Any]) -> bool:
    """A sub-agent's step: ``is_sidechain`` on the step, or in its ``extra`` (as Harbor's
    claude-code converter writes it)."""
    return bool(step.get("is_sidechain") or as_dict(step.get("extra")).get("is_sidechain"))


def _sidechain_agent(step: dict[str, Any]) -> str:
    extra = as_dict(step.get("extra"))
    return str(step.get("agent") or extra.get("agent_name") or extra.get("agent_id") or "sidechain")


def _model(trial: dict[str, Any], atif: dict[str, Any], steps: list[Any]) -> str | None:
    """The trial's model: the one its configuration names (``config.agent.model_name``, else
    ``agent_info.model_info``'s provider and name), else the one most of the main agent's steps
    name. ATIF's own ``agent.model_name`` can be a sub-agent's (claude-code's haiku, on 15 of a
    real trial's 71 steps, where the trial ran claude-sonnet-4-5), not the trial's."""
    configured = as_dict(as_dict(trial.get("config")).get("agent")).get("model_name")
    if isinstance(configured, str) and configured:
        return configured
    info = as_dict(as_dict(trial.get("agent_info")).get("model_info"))
    if isinstance(info.get("name"), str) and info["name"]:
        return f"{info['provider']}/{info['name']}" if isinstance(info.get("provider"), str) else info["name"]
    named = Counter(str(s["model_name"]) for s in steps if isinstance(s, dict) and s.get("model_name")
                    and s.get("source") == "agent" and not _is_sidechain(s))  # fmt: skip
    if named:
        return named.most_common(1)[0][0]
    model = as_dict(atif.get("agent")).get("model_name")
    return model if isinstance(model, str) and model else None


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    trial = read_json(fs, path)
    if not isinstance(trial, dict):
        raise SourceError("a trial's result.json must be a JSON object")
    folder = path.rsplit("/", 1)[0]
    atif = read_json(fs, f"{folder}/agent/trajectory.json")
    steps = as_list(as_dict(atif).get("steps"))
    key = str(trial.get("trial_name") or folder.rsplit("/", 1)[-1])
    lane = TokenLane() if shard.keep_tokens else None
    turns, agent_turns, prompt, response = atif_turns(key, steps, lane)
    rewards = as_dict(as_dict(trial.get("verifier_result")).get("rewards"))
    scores = {k: float(v) for k, v in rewards.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
    exception = trial.get("exception_info") if isinstance(trial.get("exception_info"), dict) else None
    agent = (atif.get("agent") if isinstance(atif, dict) else None) or trial.get("agent_info") or {}
    extra = {
        "trial_name": key,
        "task_name": trial.get("task_name"),
        "agent": agent.get("name") if isinstance(agent, dict) else None,
        "agent_version": agent.get("version") if isinstance(agent, dict) else None,
        "exception": exception,
        "agent_result": trial.get("agent_result"),
        "started_at": trial.get("started_at"),
        "finished_at": trial.get("finished_at"),
        "atif_version": atif.get("schema_version") if isinstance(atif, dict) else None,
    }
    try:
        with fs.open(f"{folder}/verifier/test-stdout.txt", "rb") as f:
            extra["verifier_output"] = f.read(VERIFIER_OUTPUT_BYTES).decode("utf-8", "replace")
    except FileNotFoundError:
        pass
    sidechains = sorted({_sidechain_agent(s) for s in steps if isinstance(s, dict) and _is_sidechain(s)})
    if sidechains:
        extra["sidechain_agents"] = sidechains
    extra = {k: v for k, v in extra.items() if v is not None}
    model = _model(trial, as_dict(atif), steps)
    status = str(exception.get("exception_type") or "exception") if exception else None
    trajectories = pa.table({
        "record_key": pa.array([key], pa.string()),
        "group_id": pa.array([str(trial.get("task_name") or key)], pa.string()),
        "prompt": pa.array([prompt], pa.string()),
        "response": pa.array([response], pa.string()),
        "num_turns": pa.array([agent_turns], pa.int32()),
        "reward": pa.array([scores.get("reward", next(iter(scores.values()), None))], pa.float64()),
        "status": pa.array([status], pa.string()),
        "source_line": pa.array([1], pa.int64()),
        "extra": pa.array([json_text(extra)], pa.string()),
    })  # fmt: skip
    tables = {
        "trajectories": trajectories,
        "rewards": reward_table([key], [(0, name, value, None, None) for name, value in scores.items()]),
        "quarantine": quarantine_table([]),
    }
    if turns["record_key"]:
        schema = {"turn_index": pa.int32(), "tool_calls": pa.int32(), "content_tokens": pa.int32(),
                  "started_at": pa.timestamp("us", tz="UTC")}  # fmt: skip
        tables["turns"] = pa.table({k: pa.array(v, schema.get(k, pa.string())) for k, v in turns.items()})
    if lane is not None and (kept := lane.table()) is not None:
        tables["tokens"] = kept
    return ShardRecords(tables=tables, model=model, task=str(trial["task_name"]) if trial.get("task_name") else None,
                        warnings=lane.warnings if lane is not None else [])  # fmt: skip


READER = Reader(
    FORMAT, (".json",), step_of, sniff, read_file=read_file, default_step=DEFAULT_STEP, run_above=1,
    framework="harbor", expects=(frozenset({"trial_name", "verifier_result", "agent_result"}),), token_lane=True,
)  # fmt: skip
