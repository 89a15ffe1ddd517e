"""Claude Code session files (docs/formats.md), as the CLI writes them under
``~/.claude/projects/<the working folder, / as ->/``: ``<session id>.jsonl``, one JSON line per
event (``type`` ``user``, ``assistant``, ``summary``, ``queue-operation``,
``file-history-snapshot``, ``system``...; ``uuid``, ``parentUuid``, ``sessionId``,
``isSidechain``, ``timestamp``, ``message``). Sub-agents (the Task tool's) wrote their lines
into the session's own file until 1.x (``isSidechain: true``), then to ``agent-<id>.jsonl``
beside it (2.0) or under ``<session id>/subagents/`` (2.1, with ``agentId``).

**A session is a trajectory; the project folder is the run** (step 0). A sub-agent is a
trajectory of its own in the same run, never merged into its parent's: its turns' ``agent`` the
sub-agent, its ``extra.parent_session`` the session. Where the Task call that started it is in
the same file (1.x), the sub-agent is named by the call's ``subagent_type`` and
``extra.parent_call`` is the call; a 2.x sub-agent's file is named by its own id (its prompt is
the Task call's ``prompt``: ``calls->'$[0].arguments.prompt'`` in SQL finds the call).

- Turns: a ``user`` line's text a ``user`` turn (harness-injected ``isMeta`` lines too: the
  model read them), each of its ``tool_result`` blocks a ``tool`` turn (``tool_call_id`` the
  ``tool_use_id``, named after the call's tool; ``is_error`` gives ``status`` ``error``); an
  assistant message, which the CLI writes over several lines, one block a line, sharing
  ``message.id``, one ``assistant`` turn: its ``text`` blocks the content, ``thinking`` blocks
  its ``reasoning``, ``tool_use`` blocks its ``calls`` (``id``, ``name``, ``input`` as the
  arguments), its ``output_tokens`` the turn's tokens. Each turn starts at its first line's
  ``timestamp``. Lines are taken in the file's order (a rewound conversation's branches follow
  one another, as written).
- The prompt is the first user text, the response the assistant's texts. No reward: a session
  is not scored. The model is the one most assistant messages name. ``extra``: the CLI's
  version, the session's ``summary`` lines, and a count of the other line types.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, iso_time, message_text, tool_call
from .json_values import each_object, json_text
from .rows import Rows, number

FORMAT = "claude_code"
DEFAULT_STEP = 0
_EVENTS = {"user", "assistant", "summary", "system", "queue-operation", "file-history-snapshot", "progress"}
_SUBAGENTS = re.compile(r"(?:^|/)subagents/(workflows/[^/]+/)?agent-[^/]+\.jsonl$")


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    keys = head.keys
    if not isinstance(head.record, dict) or head.record.get("type") not in _EVENTS:
        return False
    return {"sessionId", "uuid"} <= keys or {"summary", "leafUuid"} <= keys or {"messageId", "snapshot"} <= keys


def folders_above(path: str) -> int:
    """A 2.1 sub-agent's file lies two folders below its session's project folder (the run), a
    workflow's agent four."""
    found = _SUBAGENTS.search(path)
    return 0 if found is None else 4 if found.group(1) else 2


class _Session:
    """One trajectory's turns as its lines come."""

    def __init__(self, rows: Rows, key: str, agent: str | None) -> None:
        self.rows, self.key, self.agent = rows, key, agent
        self.prompt: str | None = None
        self.said: list[str] = []
        self.message_id: object = None  # the assistant message the last turn holds
        self.turn: dict[str, Any] | None = None
        self.first_line = 0
        self.tools: dict[str, str | None] = {}  # a call's tool, by its id

    def user(self, record: dict[str, Any], line: int) -> None:
        self.message_id = None
        began = iso_time(record.get("timestamp"))
        content = as_dict(record.get("message")).get("content")
        blocks = content if isinstance(content, list) else [{"type": "text", "text": content}]
        text = "\n".join(str(b.get("text") or "") for b in map(as_dict, blocks) if b.get("type") == "text")
        if text:
            self.prompt = text if self.prompt is None else self.prompt
            self.rows.turn(self.key, role="user", content=text, agent=self.agent, started_at=began)
        for block in (b for b in map(as_dict, blocks) if b.get("type") == "tool_result"):
            answered = str(block["tool_use_id"]) if block.get("tool_use_id") else None
            self.rows.turn(self.key, role="tool", content=message_text(block.get("content")),
                           tool_call_id=answered, tool_name=self.tools.get(answered or ""),
                           status="error" if block.get("is_error") is True else None, agent=self.agent,
                           started_at=began)  # fmt: skip
        self.first_line = self.first_line or line

    def assistant(self, record: dict[str, Any], line: int) -> None:
        message = as_dict(record.get("message"))
        if self.turn is None or message.get("id") is None or message.get("id") != self.message_id:
            self.turn = {"texts": [], "thoughts": [], "calls": [], "tokens": None,
                         "began": iso_time(record.get("timestamp"))}  # fmt: skip
            self.rows.turn(self.key, role="assistant", content="", agent=self.agent, started_at=self.turn["began"])
            # its own row: sub-agents running at once interleave their lines with other turns'
            self.turn["row"] = self.rows.tables["turns"][-1]
            self.message_id = message.get("id")
        for block in map(as_dict, as_list(message.get("content"))):
            kind = block.get("type")
            if kind == "text":
                self.turn["texts"].append(str(block.get("text") or ""))
            elif kind in ("thinking", "redacted_thinking"):
                self.turn["thoughts"].append(str(block.get("thinking") or ""))
            elif kind in ("tool_use", "server_tool_use"):
                self.turn["calls"].append(tool_call(block.get("id"), block.get("name"), block.get("input")))
                self.tools[str(block.get("id"))] = self.turn["calls"][-1]["name"]
        tokens = number(as_dict(message.get("usage")).get("output_tokens"))
        self.turn["tokens"] = int(tokens) if tokens is not None else self.turn["tokens"]
        self._fill()
        self.first_line = self.first_line or line

    def _fill(self) -> None:
        """The open assistant turn's row, written again as its message's next block arrives."""
        assert self.turn is not None
        row = self.turn["row"]
        calls, reasoning = self.turn["calls"], "\n".join(self.turn["thoughts"]) or None
        row.update(content="\n".join(self.turn["texts"]), reasoning=reasoning, calls=calls_text(calls),
                   tool_calls=len(calls), tool_name=calls[0]["name"] if calls else None,
                   content_tokens=self.turn["tokens"])  # fmt: skip

    def close(self) -> None:
        self.said = [
            (f"<think>{t['reasoning']}</think>" if t.get("reasoning") else "") + t["content"]
            for t in self.rows.tables["turns"]
            if t["record_key"] == self.key and t["role"] == "assistant"
        ]


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows()
    file_agent = shard.plain_name.removesuffix(".jsonl") if shard.plain_name.startswith("agent-") else None
    sessions: dict[str, _Session] = {}
    root_of: dict[str, str] = {}  # a sidechain line's uuid -> the uuid its sub-agent began at
    events: Counter[str] = Counter()
    models: Counter[str] = Counter()
    counted: set[object] = set()  # the messages whose model is counted (a message spans lines)
    summaries: list[str] = []
    versions: set[str] = set()
    parent: dict[str, str | None] = {"session": None}
    task_calls: dict[str, tuple[str, str | None]] = {}  # a Task call's prompt -> (call id, sub-agent type)

    def session_of(record: dict[str, Any]) -> _Session:
        session_id = str(record.get("sessionId") or shard.plain_name.removesuffix(".jsonl"))
        parent["session"] = parent["session"] or session_id
        if file_agent is not None or record.get("agentId"):
            key = file_agent or f"agent-{record['agentId']}"
            agent: str | None = key
        elif record.get("isSidechain") is True:
            uuid, above = str(record.get("uuid")), record.get("parentUuid")
            root = root_of.get(str(above), uuid) if above else uuid
            root_of[uuid] = root
            key, agent = f"{session_id}:sidechain:{root[:8]}", "sidechain"
        else:
            key, agent = session_id, None
        if key not in sessions:
            sessions[key] = _Session(rows, key, agent)
        return sessions[key]

    def take(record: dict[str, Any], line: int) -> str | None:
        kind = str(record.get("type"))
        if isinstance(record.get("version"), str):
            versions.add(record["version"])
        if kind == "summary" and isinstance(record.get("summary"), str):
            summaries.append(record["summary"])
        elif kind == "user" and isinstance(record.get("message"), dict):
            session_of(record).user(record, line)
        elif kind == "assistant" and isinstance(record.get("message"), dict):
            message = record["message"]
            if isinstance(message.get("model"), str) and message["model"] != "<synthetic>":
                models[message["model"]] += 1 if message.get("id") not in counted else 0  # a message, once
                counted.add(message.get("id"))
            for block in map(as_dict, as_list(message.get("content"))):
                given = as_dict(block.get("input"))
                if block.get("type") == "tool_use" and isinstance(given.get("prompt"), str):
                    task_calls[given["prompt"]] = (str(block.get("id")), given.get("subagent_type"))
            session_of(record).assistant(record, line)
        else:
            events[kind] += 1
        return None

    each_object(chunks, rows.quarantine, take)
    for key, session in sessions.items():
        session.close()
        extra: dict[str, Any] = {"version": sorted(versions)[-1] if versions else None}
        if session.agent is not None:
            extra["parent_session"] = parent["session"]
            called = task_calls.get(session.prompt or "")
            if called is not None:
                extra["parent_call"] = called[0]
                if called[1]:
                    for row in rows.tables["turns"]:
                        if row["record_key"] == key:
                            row["agent"] = called[1]
        else:
            extra |= {"summary": summaries or None, "events": dict(sorted(events.items())) or None}
        rows.trajectory(key, prompt=session.prompt, response="\n\n".join(session.said), num_turns=len(session.said),
                        source_line=session.first_line,
                        extra=json_text({k: v for k, v in extra.items() if v is not None}))  # fmt: skip
    model = models.most_common(1)[0][0] if models else None
    return rows.records(model=model)


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, default_step=DEFAULT_STEP, run_above=folders_above,
    framework="claude-code", expects=(frozenset({"type", "sessionId", "uuid", "message"}),),
)  # fmt: skip
