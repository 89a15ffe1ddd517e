"""``tracelake export atif``: what a search finds as ATIF trajectories (Harbor's Agent
Trajectory Interchange Format, ``ATIF-v1.7``), a ``<trajectory id>.json`` a trajectory in a
folder a run: what Harbor's viewer, its converters and the agent tools that speak ATIF open.
Checked against Harbor's own models (``harbor.models.trajectories``) in tests.

- The root: ``session_id`` the run, ``trajectory_id`` the trajectory, ``agent`` (the run's
  framework or format, ``model_name`` its model; ``version`` ``unknown``: the lake does not
  know the agent's), ``final_metrics`` (the completion tokens counted, the steps), and
  ``extra.tracelake`` what ATIF has no field for: the run's name, the step, split, reward,
  status and every ``rewards`` row.
- A ``system`` or ``user`` turn is a step of that source; an ``assistant`` turn an ``agent``
  step: its text the ``message``, its ``reasoning``, its calls as ``tool_calls``
  (``tool_call_id``: the call's id, or ``call_<turn>_<k>`` where the source gave none, the
  outputs after it then answering its calls in order;
  ``arguments`` the call's object, or ``{}`` with the text in the call's ``extra.arguments``
  where the model's arguments were no object), ``metrics.completion_tokens`` its tokens, its
  ``timestamp``; the tool turns after it are its ``observation`` (``source_call_id`` the call
  each answers, where it is one of the step's). Tool output with no agent step before it rides
  on an agent step of no model call (``llm_call_count`` 0), as ATIF has it for orchestration.
  Other roles (AReaL's ``context``) are ``user`` steps, their role in ``extra.role``; a
  sub-agent's turns say so in ``extra`` (``is_sidechain``, ``agent_name``), as Harbor's own
  converters write it.
- A single-turn trajectory is its prompt (a ``user`` step) and its response (an ``agent`` step).

``tracelake ingest`` reads the files back (the ``atif`` format) to the same turns, calls and
rewards. Written a file at a time, each replaced whole (beside it, then renamed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import duckdb
import orjson

from ..explore.queries.search import Search
from ..outputs import replacing
from .selection import found_batches, out_folder, rewards, trajectories, turns

VERSION = "ATIF-v1.7"
_SAFE = re.compile(r"[^\w.-]+")


@dataclass
class AtifExport:
    found: int = 0
    written: int = 0
    steps: int = 0
    folders: list[str] = field(default_factory=list)


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


def trajectory_document(run: dict[str, Any], row: dict[str, Any], turns: list[dict[str, Any]],
                        rewards: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """One trajectory as an ATIF document (see the module's doc)."""
    if not turns:
        turns = [{"role": "user", "content": row["prompt"]}, {"role": "assistant", "content": row["response"]}]
    steps: list[dict[str, Any]] = []
    calls_of_step: set[str] = set()
    unanswered: list[str] = []  # the step's calls not answered yet, in order
    for index, turn in enumerate(turns):
        role = turn["role"]
        if role == "tool":
            if not steps or steps[-1]["source"] != "agent":  # output with no model call before it
                steps.append({"step_id": len(steps) + 1, "source": "agent", "message": "", "llm_call_count": 0})
                calls_of_step = set()
            answered = turn.get("tool_call_id")
            if answered is None and unanswered:  # an output the source did not pair: the next call's
                answered = unanswered[0]
            if answered in unanswered:
                unanswered.remove(answered)
            result: dict[str, Any] = {"content": turn.get("content")}
            if answered in calls_of_step:
                result["source_call_id"] = answered
            extra = {k: turn.get(k) for k in ("tool_name", "status", "content_tokens") if turn.get(k) is not None}
            if answered is not None and answered not in calls_of_step:
                extra["tool_call_id"] = answered
            if extra:
                result["extra"] = extra
            steps[-1].setdefault("observation", {"results": []})["results"].append(result)
            continue
        step: dict[str, Any] = {"step_id": len(steps) + 1, "message": turn.get("content") or ""}
        if turn.get("started_at") is not None:
            step["timestamp"] = _iso(turn["started_at"])
        # the lake's own of the turn where ATIF has no field for it, or says it otherwise
        extra = {k: turn.get(k) for k in ("tool_name", "status") if turn.get(k) is not None}
        if role != "assistant" and turn.get("content_tokens") is not None:
            extra["content_tokens"] = turn["content_tokens"]
        if role == "assistant" and turn.get("tool_calls") != len(
            orjson.loads(turn["calls"]) if turn.get("calls") else []
        ):
            extra["tool_calls"] = turn.get("tool_calls")
        if role == "assistant":
            step["source"] = "agent"
            if run["model"]:
                step["model_name"] = run["model"]
            if turn.get("reasoning"):
                step["reasoning_content"] = turn["reasoning"]
            calls = []
            for k, call in enumerate(orjson.loads(turn["calls"]) if turn.get("calls") else []):
                shaped: dict[str, Any] = {"tool_call_id": call["id"] or f"call_{index}_{k}",
                                          "function_name": call["name"] or "",
                                          "arguments": call["arguments"] if isinstance(call["arguments"], dict) else {}}  # fmt: skip
                if not isinstance(call["arguments"], dict) and call["arguments"] is not None:
                    shaped["extra"] = {"arguments": call["arguments"]}
                calls.append(shaped)
            if calls:
                step["tool_calls"] = calls
            calls_of_step = {c["tool_call_id"] for c in calls}
            unanswered = [c["tool_call_id"] for c in calls]
            if turn.get("content_tokens") is not None:
                step["metrics"] = {"completion_tokens": turn["content_tokens"]}
        else:
            step["source"] = role if role in ("system", "user") else "user"
            if role not in ("system", "user"):
                extra["role"] = role
            calls_of_step, unanswered = set(), []
        if turn.get("agent"):
            extra |= {"is_sidechain": True, "agent_name": turn["agent"]}
        if turn.get("content") is None:
            extra["no_text"] = True
        if extra:
            step["extra"] = extra
        steps.append(step)
    tokens = [
        t["content_tokens"] for t in turns if t.get("role") == "assistant" and t.get("content_tokens") is not None
    ]
    own = {"run_name": run["run_name"], "step": row["step"], "split": row["split"], "reward": row["reward"],
           "status": row["status"], "rewards": rewards, "source_file": row["source_file"],
           "source_line": row["source_line"]}  # fmt: skip
    document: dict[str, Any] = {
        "schema_version": VERSION, "session_id": run["run_id"], "trajectory_id": row["trajectory_id"],
        "agent": {"name": run["framework"] or run["format"], "version": "unknown", "model_name": run["model"]},
        "steps": steps, "final_metrics": {"total_steps": len(steps)},
        "extra": {"tracelake": {k: v for k, v in own.items() if v is not None}},
    }  # fmt: skip
    if tokens:
        document["final_metrics"]["total_completion_tokens"] = sum(tokens)
    if run["model"] is None:
        del document["agent"]["model_name"]
    return document


def export_atif(con: duckdb.DuckDBPyConnection, search: Search, folder: Path) -> AtifExport:
    """Write a folder a run, a file a trajectory, into ``folder``; what it holds."""
    folder = out_folder(folder, "a folder a run")
    found, batches = found_batches(con, search)
    done = AtifExport(found=found)
    for run, ids in batches:
        target = folder / _SAFE.sub("_", run["run_name"])
        if target.name not in done.folders:
            target.mkdir(parents=True, exist_ok=True)
            done.folders.append(target.name)
        rows = trajectories(con, run["run_id"], ids, "step, split, reward, status, prompt, response, source_file,"
                            " source_line")  # fmt: skip
        said = turns(con, run["run_id"], ids, "role, content, reasoning, calls, tool_call_id, tool_name, tool_calls,"
                     " status, started_at, agent, content_tokens")  # fmt: skip
        scores = rewards(con, run["run_id"], ids)
        for row in rows:
            named = [{k: v for k, v in (("name", name), ("value", value), ("raw", raw), ("turn_index", turn)) if v is not None}
                     for name, value, raw, turn in scores.get(row["trajectory_id"], [])]  # fmt: skip
            document = trajectory_document(run, row, said.get(row["trajectory_id"], []), named)
            with replacing(target / f"{row['trajectory_id']}.json") as tmp:
                tmp.write_bytes(orjson.dumps(document, option=orjson.OPT_INDENT_2))
            done.written += 1
            done.steps += len(document["steps"])
    return done
