"""Coding-agent sessions in the shape their CLIs write them. Claude Code's project folder
(``projects/<dir>/<session>.jsonl``: an assistant message written over several lines, one
content block a line, sharing ``message.id``; thinking, tool_use and tool_result blocks; a
failed call; a summary line; a 2.0 sub-agent in ``agent-<id>.jsonl`` beside its session, started
by a Task call); an ATIF trajectory on its own (:func:`write_atif`); an OpenHands SDK v1
conversation (:func:`write_openhands_sdk`); a Codex CLI session (:func:`write_codex`). Seeded;
each writer returns what it wrote."""

from __future__ import annotations

import json
import random
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text, write_shard

PROJECT = "-home-user-todo-app"
MODEL = "claude-sonnet-4-5-20250929"
SESSIONS = 3


@dataclass
class Written:
    folder: Path
    lines: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # file name -> its lines


class _Session:
    def __init__(self, rng: random.Random, session_id: str, *, agent: str | None = None) -> None:
        self.rng, self.session_id, self.agent = rng, session_id, agent
        self.lines: list[dict[str, Any]] = []
        self.clock = 0

    def _line(self, kind: str, message: dict[str, Any], **more: Any) -> dict[str, Any]:
        self.clock += self.rng.randint(1, 9)
        line = {"parentUuid": self.lines[-1]["uuid"] if self.lines else None, "isSidechain": self.agent is not None,
                "userType": "external", "cwd": "/home/user/todo-app", "sessionId": self.session_id,
                "version": "2.0.28", "gitBranch": "main", "type": kind, "message": message,
                "uuid": str(uuid.UUID(int=self.rng.getrandbits(128))),
                "timestamp": f"2025-10-20T09:{self.clock // 60 % 60:02d}:{self.clock % 60:02d}.000Z", **more}  # fmt: skip
        if self.agent is not None:
            line["agentId"] = self.agent
        self.lines.append(line)
        return line

    def user(self, content: object) -> None:
        self._line("user", {"role": "user", "content": content})

    def assistant(self, blocks: list[dict[str, Any]]) -> None:
        """One message, a line per block, as the CLI streams it."""
        message_id = f"msg_{self.rng.getrandbits(64):016x}"
        for block in blocks:
            self._line("assistant", {"id": message_id, "type": "message", "role": "assistant", "model": MODEL,
                                     "content": [block], "stop_reason": None,
                                     "usage": {"input_tokens": 4, "output_tokens": self.rng.randint(20, 400)}},
                       requestId=f"req_{self.rng.getrandbits(48):012x}")  # fmt: skip


def _call(rng: random.Random, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"type": "tool_use", "id": f"toolu_{rng.getrandbits(64):016x}", "name": name, "input": arguments}


def write_claude_code(root: Path, *, seed: int = 61) -> Written:
    rng = random.Random(seed)
    folder = Path(root) / "projects" / PROJECT
    folder.mkdir(parents=True, exist_ok=True)
    written = Written(folder)
    for s in range(SESSIONS):
        session = _Session(rng, str(uuid.UUID(int=rng.getrandbits(128))))
        session.user(f"Add a due date to the todo items ({text(rng, 6)})")
        read = _call(rng, "Read", {"file_path": "/home/user/todo-app/src/todo.ts"})
        session.assistant([{"type": "thinking", "thinking": text(rng, 12), "signature": "c2lnbmF0dXJl"},
                           {"type": "text", "text": "Let me read the model first."}, read])  # fmt: skip
        session.user([{"tool_use_id": read["id"], "type": "tool_result", "content": "export type Todo = {...}"}])
        test = _call(rng, "Bash", {"command": "npm test", "description": "Run the tests"})
        session.assistant([{"type": "text", "text": text(rng, 8)}, test])
        failed = s == 1
        session.user([{"tool_use_id": test["id"], "type": "tool_result", "is_error": failed,
                       "content": "Error: 2 tests failed" if failed else "Tests: 12 passed"}])  # fmt: skip
        if s == 0:  # a sub-agent reviews the change, in a file of its own
            prompt = "Review the due-date change for edge cases"
            task = _call(rng, "Task", {"description": "Review", "prompt": prompt, "subagent_type": "code-reviewer"})
            session.assistant([task])
            agent_id = f"{rng.getrandbits(32):08x}"
            sub = _Session(rng, session.session_id, agent=agent_id)
            sub.user(prompt)
            grep = _call(rng, "Grep", {"pattern": "dueDate", "path": "src"})
            sub.assistant([{"type": "text", "text": "Searching for the uses."}, grep])
            sub.user([{"tool_use_id": grep["id"], "type": "tool_result", "content": "src/todo.ts:4: dueDate?: Date"}])
            sub.assistant([{"type": "text", "text": "No unhandled cases found."}])
            written.lines[f"agent-{agent_id}.jsonl"] = sub.lines
            session.user([{"tool_use_id": task["id"], "type": "tool_result", "content": "No unhandled cases found."}])
        session.assistant([{"type": "text", "text": f"Done: {text(rng, 10)}"}])
        summary = {"type": "summary", "summary": "Todo due dates", "leafUuid": session.lines[-1]["uuid"]}
        written.lines[f"{session.session_id}.jsonl"] = [summary, *session.lines]
    for name, lines in written.lines.items():
        data = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines).encode()
        write_shard(folder / name, data, None)
    return written


def write_atif(root: Path, *, seed: int = 62) -> dict[str, Any]:
    """An ATIF v1.7 trajectory on its own, as an agent CLI writes it outside a Harbor job: steps
    with tool calls and their observations (one step's results written without the call's id, as
    v1.6 writers did), reasoning apart, and an embedded sub-agent (``subagent_trajectories``)."""
    rng = random.Random(seed)
    folder = Path(root) / "atif" / "codex-cli-run"
    folder.mkdir(parents=True, exist_ok=True)

    def step(i: int, source: str, message: str, **more: Any) -> dict[str, Any]:
        return {"step_id": i, "timestamp": f"2026-03-01T10:00:{i:02d}Z", "source": source, "message": message, **more}

    def agent_step(i: int, name: str, arguments: dict[str, Any], output: str, *, ids: bool = True) -> dict[str, Any]:
        call_id = f"call_{rng.getrandbits(40):010x}"
        result: dict[str, Any] = {"content": output}
        if ids:
            result["source_call_id"] = call_id
        return step(i, "agent", text(rng, 6), model_name=MODEL, reasoning_content=text(rng, 9),
                    tool_calls=[{"tool_call_id": call_id, "function_name": name, "arguments": arguments}],
                    observation={"results": [result]},
                    metrics={"prompt_tokens": rng.randint(900, 4000), "completion_tokens": rng.randint(20, 300)})  # fmt: skip

    sub = {"schema_version": "ATIF-v1.7", "trajectory_id": "sub-explore-1", "session_id": "s-42",
           "agent": {"name": "explorer", "version": "0.3.0", "model_name": "claude-haiku-4-5"},
           "steps": [step(1, "user", "List the modules that parse dates"),
                     agent_step(2, "grep", {"pattern": "parseDate"}, "src/dates.ts"),
                     step(3, "agent", "Only src/dates.ts parses dates.", model_name="claude-haiku-4-5")]}  # fmt: skip
    document = {
        "schema_version": "ATIF-v1.7", "trajectory_id": "main-1", "session_id": "s-42",
        "agent": {"name": "codex-cli", "version": "0.104.0", "model_name": MODEL},
        "steps": [step(1, "system", "You are a coding agent."), step(2, "user", "Fix the date parsing bug"),
                  agent_step(3, "shell", {"command": ["npm", "test"]}, "1 failing: parseDate('2026-02-30')"),
                  agent_step(4, "read_file", {"path": "src/dates.ts"}, "export function parseDate...", ids=False),
                  agent_step(5, "apply_patch", {"patch": "*** Begin Patch\n..."}, "Done"),
                  step(6, "agent", "Fixed: invalid dates now throw.", model_name=MODEL)],
        "final_metrics": {"total_prompt_tokens": 12000, "total_completion_tokens": 800, "total_steps": 6},
        "subagent_trajectories": [sub],
    }  # fmt: skip
    write_shard(folder / "trajectory.json", json.dumps(document, indent=2).encode(), None)
    return document


def write_openhands_sdk(root: Path, *, seed: int = 63) -> dict[str, Any]:
    """An OpenHands SDK v1 file store: ``conversations/<id>/base_state.json`` and an event a file
    (a system prompt, the user's task, one model response making two terminal calls, their
    observations, one failed, and a finish), with the model's usage in ``stats``."""
    rng = random.Random(seed)
    conversation = f"{rng.getrandbits(128):032x}"
    folder = Path(root) / "openhands-sdk" / "conversations" / conversation
    (folder / "events").mkdir(parents=True, exist_ok=True)
    model = "litellm_proxy/claude-sonnet-4-5-20250929"

    def call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return {"id": f"toolu_{rng.getrandbits(48):012x}", "name": name, "arguments": json.dumps(arguments),
                "origin": "completion"}  # fmt: skip

    first, second, done = (call("terminal", {"command": "ls src"}), call("terminal", {"command": "npm test"}),
                           call("finish", {"message": "Tests fixed."}))  # fmt: skip
    text_part = {"type": "text", "text": ""}
    events: list[dict[str, Any]] = [
        {"kind": "SystemPromptEvent", "source": "agent", "system_prompt": {**text_part, "text": "You are OpenHands agent."},
         "tools": []},
        {"kind": "MessageEvent", "source": "user", "llm_message": {"role": "user", "content": [
            {**text_part, "text": "Make the tests pass"}]}},
        *({"kind": "ActionEvent", "source": "agent", "thought": [{**text_part, "text": "Look first, then test."}],
           "thinking_blocks": [{"type": "thinking", "thinking": text(rng, 10)}], "action": {"kind": "TerminalAction"},
           "tool_name": c["name"], "tool_call_id": c["id"], "tool_call": c, "llm_response_id": "resp_1"}
          for c in (first, second)),
        {"kind": "ObservationEvent", "source": "environment", "tool_name": "terminal", "tool_call_id": first["id"],
         "observation": {"content": [{**text_part, "text": "index.ts todo.ts"}], "is_error": False}},
        {"kind": "ObservationEvent", "source": "environment", "tool_name": "terminal", "tool_call_id": second["id"],
         "observation": {"content": [{**text_part, "text": "1 failing"}], "is_error": True}},
        {"kind": "ConversationStateUpdateEvent", "source": "environment", "key": "execution_status", "value": "running"},
        {"kind": "ActionEvent", "source": "agent", "thought": [{**text_part, "text": "Fixed it."}], "thinking_blocks": [],
         "action": {"kind": "FinishAction"}, "tool_name": "finish", "tool_call_id": done["id"], "tool_call": done,
         "llm_response_id": "resp_2"},
        {"kind": "ObservationEvent", "source": "environment", "tool_name": "finish", "tool_call_id": done["id"],
         "observation": {"content": [{**text_part, "text": "Tests fixed."}], "is_error": False}},
    ]  # fmt: skip
    for i, event in enumerate(events):
        event |= {"id": str(uuid.UUID(int=rng.getrandbits(128))), "timestamp": f"2026-02-01T10:00:{i:02d}.000000"}
        write_shard(folder / "events" / f"event-{i:05d}-{event['id']}.json", json.dumps(event).encode(), None)
    usage = [{"model": model, "prompt_tokens": 900, "completion_tokens": n, "response_id": r}
             for n, r in ((120, "resp_1"), (40, "resp_2"))]  # fmt: skip
    state = {"id": conversation, "agent": {"kind": "Agent", "llm": {"model": model, "api_key": "**********"}},
             "workspace": {"kind": "LocalWorkspace", "working_dir": "/workspace"}, "max_iterations": 500,
             "execution_status": "finished",
             "stats": {"usage_to_metrics": {"agent": {"model_name": model, "accumulated_cost": 0.0123,
                                                      "token_usages": usage,
                                                      "response_latencies": [{"model": model, "latency": 2.5,
                                                                              "response_id": "resp_1"}]}}}}  # fmt: skip
    write_shard(folder / "base_state.json", json.dumps(state, indent=2).encode(), None)
    return {"state": state, "events": events}


def write_codex(root: Path, *, seed: int = 64) -> list[dict[str, Any]]:
    """A Codex CLI session in its 2026 shape (``sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl``:
    ``session_meta``, ``turn_context``, response items with their ``event_msg`` copies, token
    counts): the developer's instructions, the user's task, reasoning summaries, two shell calls
    and their outputs, the answer."""
    rng = random.Random(seed)
    session = str(uuid.UUID(int=rng.getrandbits(128)))
    folder = Path(root) / "codex" / "sessions" / "2026" / "02" / "23"
    folder.mkdir(parents=True, exist_ok=True)
    clock = iter(range(10, 60))

    def line(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
        return {"timestamp": f"2026-02-23T11:41:{next(clock):02d}.000Z", "type": kind, "payload": payload}

    def call(command: str) -> tuple[dict[str, Any], dict[str, Any]]:
        call_id = f"call_{rng.getrandbits(64):016x}"
        return ({"type": "function_call", "name": "exec_command", "arguments": json.dumps({"cmd": command}),
                 "call_id": call_id},
                {"type": "function_call_output", "call_id": call_id,
                 "output": json.dumps({"output": text(rng, 5), "metadata": {"exit_code": 0}})})  # fmt: skip

    ls, test = call("ls"), call("npm test")
    task = "Why do the tests fail?"
    lines = [
        line("session_meta", {"id": session, "timestamp": "2026-02-23T11:41:04.709Z", "cwd": "/home/user/todo-app",
                              "originator": "codex_cli_rs", "cli_version": "0.104.0", "source": "cli",
                              "model_provider": "openai", "base_instructions": {"text": "You are Codex."},
                              "git": {"commit_hash": f"{rng.getrandbits(160):040x}", "branch": "main"}}),
        line("response_item", {"type": "message", "role": "developer",
                               "content": [{"type": "input_text", "text": "<permissions>workspace-write</permissions>"}]}),
        line("response_item", {"type": "message", "role": "user", "content": [{"type": "input_text", "text": task}]}),
        line("event_msg", {"type": "user_message", "message": task, "images": []}),
        line("turn_context", {"cwd": "/home/user/todo-app", "approval_policy": "on-request", "model": "gpt-5.3-codex"}),
        line("response_item", {"type": "reasoning", "summary": [{"type": "summary_text", "text": "Look at the files"}],
                               "content": None, "encrypted_content": "gAAAA"}),
        line("event_msg", {"type": "agent_reasoning", "text": "Look at the files"}),
        line("response_item", ls[0]), line("response_item", ls[1]),
        line("response_item", test[0]), line("response_item", test[1]),
        line("event_msg", {"type": "token_count", "info": {"total_token_usage": {"input_tokens": 5210,
                                                                                "output_tokens": 312}}}),
        line("response_item", {"type": "message", "role": "assistant",
                               "content": [{"type": "output_text", "text": "A date parser rejects leap days."}]}),
        line("event_msg", {"type": "agent_message", "message": "A date parser rejects leap days."}),
    ]  # fmt: skip
    data = "".join(json.dumps(x) + "\n" for x in lines).encode()
    write_shard(folder / f"rollout-2026-02-23T11-41-04-{session}.jsonl", data, None)
    return lines


def demo(root: Path) -> list[str]:
    written = write_claude_code(Path(root) / "sessions" / "claude-code")
    document = write_atif(Path(root) / "sessions")
    write_openhands_sdk(Path(root) / "sessions")
    write_codex(Path(root) / "sessions")
    return [f"wrote {written.folder}: {SESSIONS} Claude Code sessions and a sub-agent's file, in the CLI's shape",
            f"wrote {Path(root) / 'sessions' / 'atif'}: an ATIF v1.7 trajectory on its own, {len(document['steps'])} "
            "steps and an embedded sub-agent",
            f"wrote {Path(root) / 'sessions' / 'openhands-sdk'}: an OpenHands SDK v1 conversation, an event a file",
            f"wrote {Path(root) / 'sessions' / 'codex'}: a Codex CLI session rollout"]  # fmt: skip
