"""Coding-agent sessions (Claude Code), from the sample in the CLI's shape: each session and
each sub-agent a trajectory, linked and never merged, every block where it belongs. Real files:
tests/test_real_files.py."""

from __future__ import annotations

import json
from collections import Counter

from pipelines.samples.sessions import (
    MODEL,
    PROJECT,
    write_atif,
    write_claude_code,
    write_codex,
    write_openhands_sdk,
)

from .helpers import ingest, query


def test_a_claude_code_project_is_a_run_of_its_sessions_and_sub_agents(tmp_path, lake):
    written = write_claude_code(tmp_path / "claude")
    report = ingest([tmp_path / "claude"], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    lines = [(name, line) for name, file in written.lines.items() for line in file if line["type"] != "summary"]
    assert query(lake, "SELECT run_name, format, framework, model, trajectories FROM runs") == [
        (PROJECT, "claude_code", "claude-code", MODEL, len(written.lines))]  # fmt: skip
    blocks = [(name, line, b) for name, line in lines for b in line["message"]["content"] if isinstance(b, dict)]
    messages = {(name, line["message"]["id"]) for name, line in lines if line["type"] == "assistant"}
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'assistant'") == [(len(messages),)]
    calls = Counter((b["id"], b["name"], json.dumps(b["input"], sort_keys=True)) for *_, b in blocks
                    if b["type"] == "tool_use")  # fmt: skip
    stored = query(lake, "SELECT calls FROM turns WHERE calls IS NOT NULL")
    assert Counter((c["id"], c["name"], json.dumps(c["arguments"], sort_keys=True))
                   for (t,) in stored for c in json.loads(t)) == calls  # fmt: skip
    thoughts = sorted(b["thinking"] for *_, b in blocks if b["type"] == "thinking")
    assert [r for (r,) in query(lake, "SELECT reasoning FROM turns WHERE reasoning IS NOT NULL ORDER BY 1")] == thoughts
    results = [b for *_, b in blocks if b["type"] == "tool_result"]
    assert query(lake, "SELECT count(*), count(*) FILTER (WHERE status = 'error') FROM turns WHERE role = 'tool'") == [
        (len(results), sum(b.get("is_error") is True for b in results))]  # fmt: skip
    assert sorted(t for (t,) in query(lake, "SELECT tool_call_id FROM turns WHERE role = 'tool'")) == sorted(
        b["tool_use_id"] for b in results)  # fmt: skip
    # the sub-agent: its own trajectory, its turns its own, naming the session that started it (the
    # Task call that did is in the session's file, another shard: linked by prompt in SQL)
    (agent_file,) = [n for n in written.lines if n.startswith("agent-")]
    parent = written.lines[agent_file][0]["sessionId"]
    got = query(lake, "SELECT t.extra->>'parent_session', t.prompt, list(DISTINCT u.agent), count(u.agent) FROM"
                      " trajectories t JOIN turns u USING (run_id, trajectory_id) WHERE (t.extra->>'parent_session')"
                      " IS NOT NULL GROUP BY ALL")  # fmt: skip
    (task,) = [b for *_, b in blocks if b["type"] == "tool_use" and b["name"] == "Task"]
    sub_turns = sum(1 for n, line in lines if n == agent_file and line["type"] == "user") + sum(
        1 for n, _ in messages if n == agent_file)  # fmt: skip
    assert got == [(parent, task["input"]["prompt"], [agent_file.removesuffix(".jsonl")], sub_turns)]
    assert query(lake, "SELECT count(*) FROM turns WHERE agent IS NOT NULL") == [(sub_turns,)]


def test_an_atif_trajectory_on_its_own_is_read_with_its_embedded_sub_agent_apart(tmp_path, lake):
    document = write_atif(tmp_path)
    report = ingest([tmp_path / "atif"], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    sub = document["subagent_trajectories"][0]
    got = query(lake, "SELECT extra->>'parent_session', num_turns, extra->'final_metrics' FROM trajectories ORDER BY 1")
    agents = [s for d in (document, sub) for s in d["steps"] if s["source"] == "agent"]
    assert [(p, n) for p, n, _ in got] == [
        ("main-1", sum(s["source"] == "agent" for s in sub["steps"])),
        (None, sum(s["source"] == "agent" for s in document["steps"]))]  # fmt: skip
    assert json.loads(got[1][2]) == document["final_metrics"]
    calls = sorted((c["tool_call_id"], c["function_name"], json.dumps(c["arguments"], sort_keys=True))
                   for s in agents for c in s.get("tool_calls", []))  # fmt: skip
    stored = query(lake, "SELECT calls FROM turns WHERE calls IS NOT NULL")
    assert sorted((c["id"], c["name"], json.dumps(c["arguments"], sort_keys=True))
                  for (t,) in stored for c in json.loads(t)) == calls  # fmt: skip
    # every observation answers its call, the one written without the call's id by its order
    assert sorted(t for (t,) in query(lake, "SELECT tool_call_id FROM turns WHERE role = 'tool'")) == [
        c[0] for c in calls
    ]
    assert sorted(r for (r,) in query(lake, "SELECT reasoning FROM turns WHERE reasoning IS NOT NULL")) == sorted(
        s["reasoning_content"] for s in agents if "reasoning_content" in s)  # fmt: skip
    assert query(lake, "SELECT DISTINCT agent FROM turns ORDER BY 1") == [("explorer",), (None,)]
    assert query(lake, "SELECT format, model FROM runs") == [("atif", MODEL)]


def test_an_openhands_sdk_conversation_is_a_trajectory_of_its_events(tmp_path, lake):
    written = write_openhands_sdk(tmp_path)
    report = ingest([tmp_path / "openhands-sdk"], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert len([u for u in report.skipped if "/events/event-" in u.uri]) == len(written["events"])
    events = written["events"]
    actions = [e for e in events if e["kind"] == "ActionEvent"]
    got = query(lake, "SELECT role, content, reasoning, tool_calls, content_tokens, latency_s FROM turns"
                      " WHERE role = 'assistant' ORDER BY turn_index")  # fmt: skip
    usage = {
        u["response_id"]: u["completion_tokens"]
        for u in written["state"]["stats"]["usage_to_metrics"]["agent"]["token_usages"]
    }
    assert got == [
        ("assistant", "Look first, then test.", actions[0]["thinking_blocks"][0]["thinking"], 2, usage["resp_1"], 2.5),
        ("assistant", "Fixed it.", None, 1, usage["resp_2"], None)]  # fmt: skip
    stored = query(lake, "SELECT calls FROM turns WHERE calls IS NOT NULL ORDER BY turn_index")
    assert [(c["id"], c["arguments"]) for (t,) in stored for c in json.loads(t)] == [
        (a["tool_call"]["id"], json.loads(a["tool_call"]["arguments"])) for a in actions]  # fmt: skip
    assert query(lake, "SELECT tool_call_id, status FROM turns WHERE role = 'tool' ORDER BY turn_index") == [
        (e["tool_call_id"], "error" if e["observation"]["is_error"] else None)
        for e in events if e["kind"] == "ObservationEvent"]  # fmt: skip
    assert query(lake, "SELECT status, extra->'events' FROM trajectories") == [
        ("finished", '{"ConversationStateUpdateEvent":1}')
    ]
    assert query(lake, "SELECT format, framework, model FROM runs") == [
        ("openhands_sdk", "openhands", written["state"]["agent"]["llm"]["model"])]  # fmt: skip


def test_a_codex_session_is_a_trajectory_of_its_response_items(tmp_path, lake):
    lines = write_codex(tmp_path)
    report = ingest([tmp_path / "codex"], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    items = [x["payload"] for x in lines if x["type"] == "response_item"]
    # each response item once (the event_msg copies are not read twice), in order
    roles = [{"function_call": "assistant", "function_call_output": "tool"}.get(i["type"], i.get("role"))
             for i in items if i["type"] != "reasoning"]  # fmt: skip
    assert [r for (r,) in query(lake, "SELECT role FROM turns ORDER BY turn_index")] == roles
    calls = [(i["call_id"], i["name"], json.loads(i["arguments"])) for i in items if i["type"] == "function_call"]
    stored = query(lake, "SELECT calls, reasoning FROM turns WHERE calls IS NOT NULL ORDER BY turn_index")
    assert [(c["id"], c["name"], c["arguments"]) for (t, _) in stored for c in json.loads(t)] == calls
    assert [r for _, r in stored] == ["Look at the files", None]  # the reasoning is the turn's after it
    assert query(lake, "SELECT tool_call_id, tool_name FROM turns WHERE role = 'tool' ORDER BY turn_index") == [
        (c[0], c[1]) for c in calls]  # fmt: skip
    meta = lines[0]["payload"]
    extra = json.loads(query(lake, "SELECT extra FROM trajectories")[0][0])
    assert (extra["cli_version"], extra["git_branch"], extra["tokens"]["output_tokens"]) == (
        meta["cli_version"],
        "main",
        312,
    )
    assert "cwd" not in extra and "/home/user" not in json.dumps(extra)  # the working folder names its user
    assert query(lake, "SELECT run_name, format, framework, model FROM runs") == [
        ("sessions", "codex", "codex", "gpt-5.3-codex")]  # fmt: skip


def test_claude_code_sub_agents_whose_lines_interleave_keep_their_own_turns(tmp_path, lake):
    """Two 1.x sub-agents running at once write their lines into the session's file in turns: a
    message's next block belongs to its own sub-agent's turn, whatever came between."""

    def line(uuid, parent, side, message):
        return {"type": "assistant" if message.get("role") == "assistant" else "user", "uuid": uuid, "parentUuid": parent,
                "isSidechain": side, "sessionId": "s1", "timestamp": "2025-09-01T00:00:00Z", "message": message}  # fmt: skip

    def said(mid, block):
        return {"id": mid, "role": "assistant", "model": "claude-x", "content": [block]}

    lines = [
        line("m1", None, False, {"role": "user", "content": "Do two things"}),
        line("a1", None, True, {"role": "user", "content": "Task A"}),
        line("b1", None, True, {"role": "user", "content": "Task B"}),
        line("a2", "a1", True, said("msgA", {"type": "text", "text": "A reads"})),
        line("b2", "b1", True, said("msgB", {"type": "tool_use", "id": "tb", "name": "Grep", "input": {"p": "x"}})),
        line("a3", "a2", True, said("msgA", {"type": "tool_use", "id": "ta", "name": "Read", "input": {"f": "y"}})),
        line("b3", "b2", True, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "tb", "content": "hit"}]}),
    ]  # fmt: skip
    folder = tmp_path / "projects" / "p"
    folder.mkdir(parents=True)
    (folder / "s1.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    assert ingest([tmp_path / "projects"], lake).count("failed") == 0
    got = query(lake, "SELECT t.prompt, u.role, u.content, u.calls, u.tool_call_id FROM turns u JOIN trajectories t"
                      " USING (run_id, trajectory_id) WHERE u.role <> 'user' ORDER BY t.prompt, u.turn_index")  # fmt: skip
    assert [(p, r, c, [x["id"] for x in json.loads(k)] if k else None, a) for p, r, c, k, a in got] == [
        ("Task A", "assistant", "A reads", ["ta"], None),
        ("Task B", "assistant", "", ["tb"], None), ("Task B", "tool", "hit", None, "tb")]  # fmt: skip


def _span(trace: str, span: str, parent: str | None, name: str, fields: dict, **more) -> dict:
    attributes = [{"key": k, "value": {"stringValue": v} if isinstance(v, str) else {"doubleValue": v}}
                  for k, v in fields.items()]  # fmt: skip
    return {"traceId": trace, "spanId": span, **({"parentSpanId": parent} if parent else {}), "name": name,
            "startTimeUnixNano": "1767225600000000000", "endTimeUnixNano": "1767225601000000000",
            "attributes": attributes, **more}  # fmt: skip


def test_an_instrumentations_otlp_traces_read_once_whatever_it_resends(tmp_path, lake):
    """OTLP from an instrumentation, not tracelake's export: every chat span resends the whole
    history (its echo of an output lacks finish_reason), two traces of one conversation share
    its id, children are written before their root, one message answers two calls, a score is
    NaN, and the collector's file exporter names its JSON Lines file .json."""
    sys_, user = {"role": "system", "parts": [{"type": "text", "content": "Be brief"}]}, {
        "role": "user", "parts": [{"type": "text", "content": "Weather in Paris and Rome?"}]}  # fmt: skip
    asked = {"role": "assistant", "parts": [{"type": "tool_call", "id": "c1", "name": "weather", "arguments": {"city": "Paris"}},
                                            {"type": "tool_call", "id": "c2", "name": "weather", "arguments": {"city": "Rome"}}]}  # fmt: skip
    answers = {"role": "tool", "parts": [{"type": "tool_call_response", "id": "c1", "response": "sun"},
                                         {"type": "tool_call_response", "id": "c2", "response": "rain"}]}  # fmt: skip
    final = {"role": "assistant", "parts": [{"type": "text", "content": "Paris sun, Rome rain."}]}
    spans = []
    for trace in ("a" * 32, "b" * 32):
        spans += [
            _span(trace, "2" * 16, "1" * 16, "chat gpt", {"gen_ai.operation.name": "chat",
                  "gen_ai.input.messages": json.dumps([sys_, user]),
                  "gen_ai.output.messages": json.dumps([{**asked, "finish_reason": "tool_call"}])}),
            _span(trace, "3" * 16, "1" * 16, "chat gpt", {"gen_ai.operation.name": "chat",
                  "gen_ai.input.messages": json.dumps([sys_, user, asked, answers]),
                  "gen_ai.output.messages": json.dumps([{**final, "finish_reason": "stop"}])}),
            _span(trace, "1" * 16, None, "invoke_agent weather-bot", {"gen_ai.operation.name": "invoke_agent",
                  "gen_ai.conversation.id": "conv-1"}, events=[{"timeUnixNano": "1767225601000000000",
                  "name": "gen_ai.evaluation.result", "attributes": [
                      {"key": "gen_ai.evaluation.name", "value": {"stringValue": "helpfulness"}},
                      {"key": "gen_ai.evaluation.score.value", "value": {"doubleValue": "NaN"}}]}]),
        ]  # fmt: skip
    request = {"resourceSpans": [{"resource": {"attributes": [{"key": "service.name", "value": {"stringValue": "weather-bot"}}]},
                                  "scopeSpans": [{"scope": {"name": "openllmetry"}, "spans": spans}]}]}  # fmt: skip
    folder = tmp_path / "traces"
    folder.mkdir()
    (folder / "filename.json").write_text(json.dumps(request) + "\n" + json.dumps({"resourceSpans": []}) + "\n")
    report = ingest([folder], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert query(lake, "SELECT run_name, trajectories FROM runs") == [("weather-bot", 2)]
    got = query(lake, "SELECT role, content, tool_call_id FROM turns u JOIN trajectories t USING (run_id, trajectory_id)"
                      " WHERE t.extra->>'trace_id' = ? ORDER BY turn_index", ["a" * 32])  # fmt: skip
    assert got == [("system", "Be brief", None), ("user", "Weather in Paris and Rome?", None), ("assistant", None, None),
                   ("tool", "sun", "c1"), ("tool", "rain", "c2"), ("assistant", "Paris sun, Rome rain.", None)]  # fmt: skip
    rewards = query(lake, "SELECT name, isnan(value) FROM rewards")
    assert rewards == [("helpfulness", True), ("helpfulness", True)]
    assert query(lake, "SELECT DISTINCT extra->>'conversation_id' FROM trajectories") == [("conv-1",)]


def test_a_chat_message_that_writes_about_tool_call_tags_makes_no_call(tmp_path, lake):
    """A structured source's assistant turn that makes no call but writes `<tool_call>` or
    `<search>` tags in its text (explaining a template) gets no calls parsed from it."""
    folder = tmp_path / "chats"
    folder.mkdir()
    text = (
        'Qwen wraps a call as <tool_call>{"name": "f", "arguments": {}}</tool_call>; Search-R1 as <search>q</search>.'
    )
    (folder / "c.json").write_text(json.dumps([{"role": "user", "content": "How do models call tools?"},
                                               {"role": "assistant", "content": text}]))  # fmt: skip
    assert ingest([folder], lake).count("failed") == 0
    assert query(lake, "SELECT tool_calls, calls FROM turns WHERE role = 'assistant'") == [(0, None)]


def test_atif_sub_agents_that_share_their_runs_session_id_are_trajectories_of_their_own(tmp_path, lake):
    """v1.7 lets embedded sub-agents omit trajectory_id and share the parent's session_id: each
    is still a trajectory of its own, none collides with another (the whole file once failed)."""

    def doc(name: str, subs: list) -> dict:
        return {"schema_version": "ATIF-v1.7", "session_id": "S", "agent": {"name": name, "version": "1"},
                "steps": [{"step_id": 1, "source": "user", "message": f"task of {name}"}],
                "subagent_trajectories": subs}  # fmt: skip

    folder = tmp_path / "atif"
    folder.mkdir()
    (folder / "trajectory.json").write_text(json.dumps(doc("main", [doc("a", []), doc("b", [])])))
    assert ingest([folder], lake).count("failed") == 0
    got = query(lake, "SELECT prompt, extra->>'parent_session' FROM trajectories ORDER BY prompt")
    assert [p for p, _ in got] == ["task of a", "task of b", "task of main"]
    assert sorted(p for _, p in got if p) == ["S", "S"]
