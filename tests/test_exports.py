"""The exports as their consumers read them, every bundled sample's lake exported: chat messages
trained on by TRL's SFTTrainer (``assistant_only_loss``), a Hugging Face dataset loaded by
``datasets``, OTLP spans parsed by OpenTelemetry's protobuf classes, ATIF trajectories validated
by Harbor's own models, Inspect logs read by inspect_ai, each in the consumers' own
environment (no tracelake there); checked against the raw files, and ingested back to the same
trajectories, turns, calls and rewards."""

from __future__ import annotations

import json
import os
import re
import subprocess
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from typer.testing import CliRunner

from pipelines import samples
from pipelines.cli import app

from .helpers import ingest, query

CONSUMERS = Path(__file__).resolve().parents[1] / ".venv-consumers" / "bin" / "python"
TRL_SFT = Path(__file__).resolve().parent / "consumers" / "trl_sft.py"
HF_LOAD = Path(__file__).resolve().parent / "consumers" / "hf_load.py"
OTLP_PARSE = Path(__file__).resolve().parent / "consumers" / "otlp_parse.py"
ATIF_VALIDATE = Path(__file__).resolve().parent / "consumers" / "atif_validate.py"
INSPECT_READ = Path(__file__).resolve().parent / "consumers" / "inspect_read.py"
CHAT_ROLES = {"system", "user", "assistant", "tool"}


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """Every sample ingested, and the whole lake exported as JSON Lines and as Parquet."""
    root = tmp_path_factory.mktemp("export")
    samples.main([str(root / "samples")])
    lake = str(root / "lake")
    assert ingest([root / "samples"], lake).count("failed") == 0
    files = {}
    for kind in ("jsonl", "parquet"):
        files[kind] = root / f"all.{kind}"
        result = CliRunner().invoke(app, ["export", "messages", "--lake", lake, "--out", str(files[kind])])
        assert result.exit_code == 0, result.output
    return root, lake, files, result.output


def _arguments(text: str) -> object:
    """A call's arguments as the lake keeps them: the JSON object or list a text holds, else the text."""
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return value if isinstance(value, (dict, list)) else text


def _inline(content: str, calls: list | None) -> object:
    """Calls a text makes inline, left there by the export (malformed): the same on both sides."""
    inline = ("<tool_call>" in content or "<search>" in content) and all(c["id"] is None for c in calls or [])
    return "inline" if inline else calls


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_the_export_is_openai_chat_messages_with_calls_and_reasoning_apart(exported):
    root, lake, files, said = exported
    records = _records(files["jsonl"])
    ((found,),) = query(lake, "SELECT count(*) FROM trajectories")
    assert f"of {found:,} found" in said and "no assistant message" in said
    assert "labels" not in records[0] and "tags" in records[0]  # trainers take `labels` for token labels
    parquet = pq.read_table(files["parquet"]).to_pylist()  # the same records, keys with no value as nulls
    assert [r["trajectory_id"] for r in parquet] == [r["trajectory_id"] for r in records]
    assert [[{k: v for k, v in m.items() if v is not None} for m in r["messages"]] for r in parquet] == [
        r["messages"] for r in records]  # fmt: skip
    assert all(any(m["role"] == "assistant" for m in r["messages"]) for r in records)
    assert {m["role"] for r in records for m in r["messages"]} == CHAT_ROLES
    # no prompt left chat-templated, no reasoning or well-formed call left in an assistant's text
    texts = [m["content"] for r in records for m in r["messages"]]
    assert not [t for t in texts if "<|im_start|>" in t or t.startswith(("system\n", "user\n"))]
    assistants = [m for r in records for m in r["messages"] if m["role"] == "assistant"]
    assert not [m for m in assistants if "<think>" in m["content"]]
    # arguments as JSON text, OpenAI's (a model's malformed arguments as it wrote them)
    assert all(isinstance(c["function"]["arguments"], str) for m in assistants for c in m.get("tool_calls", []))
    # each tool message answers a call made before it in its conversation
    for record in records:
        made: set[str] = set()
        for m in record["messages"]:
            made |= {c["id"] for c in m.get("tool_calls", [])}
            assert m["role"] != "tool" or m.get("tool_call_id") is None or m["tool_call_id"] in made
    # prime-rl's calls and reasoning, as its raw traces have them (their ids kept)
    raw = [n["message"] for path in sorted((root / "samples").rglob("all/traces.jsonl"))
           for line in path.read_text().splitlines() for t in json.loads(line)["traces"] for n in t["nodes"]]  # fmt: skip
    calls = Counter((c["id"], c["name"], c["arguments"]) for m in raw for c in m.get("tool_calls") or [])
    theirs = [m for r in records if r["source_file"].endswith("/all/traces.jsonl") for m in r["messages"]]
    got = Counter((c["id"], c["function"]["name"], c["function"]["arguments"]) for m in theirs
                  for c in m.get("tool_calls", []))  # fmt: skip
    assert got == calls and calls
    thoughts = Counter(m["reasoning_content"] for m in raw if m.get("reasoning_content"))
    assert thoughts == Counter(m["reasoning_content"] for m in theirs if m.get("reasoning_content"))
    # what was left out is counted: every trajectory found is written or said
    counts = [int(n.replace(",", "")) for n in re.findall(r"([\d,]+) (?:trajectories|without text|with no)", said)]
    assert counts[0] == len(records) and sum(counts) == found


def _consumer(*args: str) -> dict:
    """What a script of tests/consumers/ prints, run in the consumers' environment."""
    if not CONSUMERS.exists():
        if os.environ.get("TRACELAKE_REQUIRE_CONSUMERS"):
            pytest.fail(f"{CONSUMERS} is missing (`make test` builds it from constraints-consumers.txt)")
        pytest.skip("no .venv-consumers (`make test` builds it)")
    done = subprocess.run([str(CONSUMERS), *args], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "HF_HUB_OFFLINE": "1"})  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_trl_trains_on_the_export_with_assistant_only_loss(exported):
    """TRL's own SFTTrainer on the JSON Lines export: every row has assistant tokens to learn (the
    `labels` column of old made it learn none), three steps run. (The Parquet file holds the same
    records, as `datasets` loads them: the Hugging Face test.)"""
    root, _, files, _ = exported
    got = _consumer(str(TRL_SFT), str(files["jsonl"]), str(root / "trl"))
    rows = len(_records(files["jsonl"]))
    assert got["rows"] == got["prepared"] == got["rows_with_assistant_tokens"] == rows
    assert got["steps"] == 3 and len(got["losses"]) == 3 and all(0 < loss < 100 for loss in got["losses"])
    assert "labels" not in got["columns"] and got["assistant_tokens"] > 0


def test_an_export_ingested_again_gives_the_same_trajectories_turns_calls_and_rewards(exported, tmp_path):
    _, lake, files, _ = exported
    folder = tmp_path / "again"
    folder.mkdir()
    (folder / "conversations.jsonl").write_bytes(files["jsonl"].read_bytes())
    again = str(tmp_path / "lake")
    report = ingest([folder], again)
    assert report.count("failed") == 0 and report.quarantined == 0
    records = _records(files["jsonl"])
    by_id = {r["trajectory_id"]: r for r in records}
    got = query(again, "SELECT extra->>'trajectory_id', step, split, reward, num_turns FROM trajectories")
    assert len(got) == len(records)
    for trajectory_id, step, split, reward, num_turns in got:
        record = by_id[trajectory_id]
        assert (step, split, reward) == (record["step"], record["split"], record["reward"])
        assert num_turns == sum(m["role"] == "assistant" for m in record["messages"])
    turns = query(again, "SELECT t.extra->>'trajectory_id', role, content, reasoning, tool_call_id, calls FROM turns"
                         " JOIN trajectories t USING (run_id, trajectory_id) ORDER BY ALL")  # fmt: skip
    expected = sorted(
        (r["trajectory_id"], m["role"], m["content"], m.get("reasoning_content"), m.get("tool_call_id"),
         [{"id": c["id"], "name": c["function"]["name"], "arguments": _arguments(c["function"]["arguments"])}
          for c in m.get("tool_calls", [])] or None)
        for r in records for m in r["messages"]
    )  # fmt: skip
    # a call the model wrote badly stays in its text, as it wrote it (read as a call again there)
    assert [(*t[:5], _inline(t[2], json.loads(t[5]) if t[5] else None)) for t in turns] == [
        (*e[:5], _inline(e[2], e[5])) for e in expected]  # fmt: skip
    # the calls the first lake kept whole (their arguments JSON) of the trajectories exported are,
    # exactly, the calls the second holds
    first = Counter((c["name"], json.dumps(c["arguments"], sort_keys=True))
                    for (text,) in query(lake, "SELECT calls FROM turns WHERE calls IS NOT NULL AND"
                                               " list_contains(?, trajectory_id)", [sorted(by_id)])
                    for c in json.loads(text) if isinstance(c["arguments"], dict))  # fmt: skip
    second = Counter((c["name"], json.dumps(c["arguments"], sort_keys=True))
                     for (text,) in query(again, "SELECT calls FROM turns WHERE calls IS NOT NULL")
                     for c in json.loads(text) if isinstance(c["arguments"], dict))  # fmt: skip
    assert second == first and first


def test_a_hugging_face_dataset_folder_loads_with_its_splits_card_and_every_record(exported, tmp_path):
    """`export hf`: `datasets.load_dataset(folder)` (the consumers' own) gives each split the
    records `export messages` wrote for it, the card's licence and configs as the Hub reads them;
    shards roll over at their size; a folder that is no earlier export is never replaced."""
    _, lake, files, _ = exported
    folder = tmp_path / "dataset"
    result = CliRunner().invoke(app, ["export", "hf", "--lake", lake, "--out", str(folder), "--license", "mit"])
    assert result.exit_code == 0, result.output
    loaded = _consumer(str(HF_LOAD), str(folder))
    records = _records(files["jsonl"])
    for split, name in (("train", "train"), ("val", "validation")):
        mine = [r for r in records if r["split"] == split]
        got = loaded["splits"][name]
        assert got["ids"] == sorted(r["trajectory_id"] for r in mine), name
        assert got["messages"] == sum(len(r["messages"]) for r in mine), name
        assert got["calls"] == sum(len(m.get("tool_calls", [])) for r in mine for m in r["messages"]), name
    assert loaded["license"] == "mit" and "tool_calls" in loaded["features"]
    card = (folder / "README.md").read_text()
    assert "| search-agent-baseline | verl | verl |" in card and "without text left out" in card
    # shards of at most so many records, named as the Hub names them
    from pipelines.analysis.hf_dataset import export_hf
    from pipelines.explore.queries.search import Search
    from pipelines.lake import catalog

    done = export_hf(catalog.connect(lake), Search(), folder, rows_per_shard=500)
    assert len(done.files["train"]) == -(-done.rows["train"] // 500) > 1
    assert [pq.read_metadata(folder / "data" / f).num_rows for f in done.files["train"]][:-1] == [500] * (
        len(done.files["train"]) - 1)  # fmt: skip
    assert (
        sorted(p.name for p in (folder / "data").iterdir())[0]
        == f"train-00000-of-{len(done.files['train']):05d}.parquet"
    )
    # offline, --push says so in one line and leaves the folder written, to push later
    offline = CliRunner().invoke(app, ["export", "hf", "--lake", lake, "--out", str(folder), "--push", "me/runs"],
                                 env={"HF_HUB_OFFLINE": "1"})  # fmt: skip
    assert offline.exit_code != 0 and "pushing" in offline.output and "Traceback" not in offline.output
    assert (folder / "README.md").exists()
    other = tmp_path / "mine"
    other.mkdir()
    (other / "notes.txt").write_text("keep me")
    refused = CliRunner().invoke(app, ["export", "hf", "--lake", lake, "--out", str(other)])
    assert refused.exit_code != 0 and "no earlier" in refused.output and (other / "notes.txt").exists()


def test_otlp_spans_parse_in_opentelemetry_and_ingest_back_to_the_same_lake(exported, tmp_path):
    """`export otlp`: every line an ExportTraceServiceRequest OpenTelemetry's own classes parse
    (unknown fields refused), a trace a trajectory, a chat span an assistant turn, an execute_tool
    span a call, an evaluation event a reward; ingested back (`otlp`), the same trajectories,
    turns (roles, texts, reasoning, calls, answers, statuses, tokens, agents) and rewards."""
    _, lake, _, _ = exported
    folder = tmp_path / "otlp"
    result = CliRunner().invoke(app, ["export", "otlp", "--lake", lake, "--out", str(folder)])
    assert result.exit_code == 0, result.output
    files = sorted(str(p) for p in folder.iterdir())
    seen = _consumer(str(OTLP_PARSE), *files)
    (counts,) = query(lake, "SELECT (SELECT count(*) FROM trajectories), (SELECT count(*) FROM rewards),"
                            " (SELECT count(*) FROM turns WHERE role = 'assistant'),"
                            " (SELECT count(*) FROM trajectories t ANTI JOIN turns USING (run_id, trajectory_id)),"
                            " (SELECT coalesce(sum(json_array_length(calls)), 0) FROM turns)")  # fmt: skip
    trajectories, rewards, assistant, single, calls = counts
    assert seen["bad_ids"] == 0 and seen["traces"] == trajectories and seen["evaluations"] == rewards
    assert seen["operations"] == {"invoke_agent": trajectories, "chat": assistant + single, "execute_tool": calls}
    again = str(tmp_path / "lake")
    report = ingest([folder], again)
    assert report.count("failed") == 0 and report.quarantined == 0
    same = "SELECT n.run_name, {id}, t.step, t.split, t.reward, t.status FROM trajectories t JOIN runs n USING (run_id)"
    assert sorted(query(again, same.format(id="t.extra->>'trajectory_id'")), key=repr) == sorted(
        query(lake, same.format(id="t.trajectory_id")), key=repr)  # fmt: skip
    turns = ("SELECT {id}, u.turn_index, u.role, u.content, u.reasoning, u.calls, u.tool_call_id, u.tool_name, u.tool_calls,"
             " u.status, u.content_tokens, u.agent FROM turns u JOIN trajectories t USING (run_id, trajectory_id)")  # fmt: skip
    mine = query(lake, turns.format(id="t.trajectory_id"))
    theirs = query(again, turns.format(id="t.extra->>'trajectory_id'"))
    had_turns = {t[0] for t in mine}
    assert sorted((t for t in theirs if t[0] in had_turns), key=repr) == sorted(mine, key=repr)
    # a single-turn trajectory comes back as its prompt and its response, two turns
    texts = dict(((t, r), c) for t, _, r, c, *_ in theirs if t not in had_turns)
    for trajectory_id, prompt, response in query(lake, "SELECT trajectory_id, prompt, response FROM trajectories t"
                                                       " ANTI JOIN turns USING (run_id, trajectory_id)"):  # fmt: skip
        assert (texts[(trajectory_id, "user")], texts[(trajectory_id, "assistant")]) == (prompt, response)
    scores = "SELECT {id}, r.name, r.value, r.raw FROM rewards r JOIN trajectories t USING (run_id, trajectory_id)"
    assert sorted(query(again, scores.format(id="t.extra->>'trajectory_id'")), key=repr) == sorted(
        query(lake, scores.format(id="t.trajectory_id")), key=repr)  # fmt: skip


def test_atif_trajectories_validate_in_harbors_models_and_ingest_back(exported, tmp_path):
    """`export atif` (the first two steps of every run): every document valid for Harbor's own
    models, each observation answering one of its step's calls; ingested back (`atif`), the same
    trajectories, turns (texts, reasoning, calls, answers, statuses, tokens, agents) and rewards."""
    _, lake, _, _ = exported
    folder = tmp_path / "atif"
    result = CliRunner().invoke(app, ["export", "atif", "--lake", lake, "--out", str(folder), "--to-step", "1"])
    assert result.exit_code == 0, result.output
    seen = _consumer(str(ATIF_VALIDATE), str(folder))
    scope = "FROM turns u JOIN trajectories t USING (run_id, trajectory_id) WHERE t.step <= 1"
    ((trajectories,),) = query(lake, "SELECT count(*) FROM trajectories WHERE step <= 1")
    ((calls, tools, paired),) = query(lake, "SELECT coalesce(sum(json_array_length(u.calls)), 0), count(*) FILTER"
                                            f" (WHERE u.role = 'tool'), count(u.tool_call_id) {scope}")  # fmt: skip
    assert (seen["documents"], seen["calls"], seen["results"]) == (trajectories, calls, tools)
    # outputs the source did not pair answer their step's calls in order (output with no call before
    # it, as PolyTrace's latency logs hold, answers none)
    assert paired < seen["answered"] <= tools
    again = str(tmp_path / "lake")
    report = ingest([folder], again)
    assert report.count("failed") == 0 and report.quarantined == 0
    same = "SELECT {id}, t.step, t.split, t.reward, t.status FROM trajectories t"
    assert sorted(query(again, same.format(id="t.extra->>'trajectory_id'")), key=repr) == sorted(
        query(lake, same.format(id="t.trajectory_id") + " WHERE t.step <= 1"), key=repr)  # fmt: skip
    turns = ("SELECT {id}, u.turn_index, u.role, u.content, u.reasoning, u.calls, u.tool_call_id, u.tool_name,"
             " u.status, u.content_tokens, u.agent FROM turns u JOIN trajectories t USING (run_id, trajectory_id)")  # fmt: skip
    mine = {(t[0], t[1]): t for t in query(lake, turns.format(id="t.trajectory_id") + " WHERE t.step <= 1")}
    theirs = query(again, turns.format(id="t.extra->>'trajectory_id'"))
    compared = 0
    for turn in theirs:
        if (turn[0], turn[1]) not in mine:
            continue  # a single-turn trajectory: its prompt and response come back as two turns
        had = mine[(turn[0], turn[1])]
        calls_had = [(c["name"], c["arguments"]) for c in json.loads(had[5] or "[]")]
        calls_got = [(c["name"], c["arguments"]) for c in json.loads(turn[5] or "[]")]
        assert (turn[2:5], calls_got, turn[7:]) == (had[2:5], calls_had, had[7:]), turn
        assert had[6] is None or turn[6] == had[6], turn  # an id the source gave, kept
        compared += 1
    assert compared == len(mine)
    scores = "SELECT {id}, r.name, r.value, r.raw FROM rewards r JOIN trajectories t USING (run_id, trajectory_id)"
    assert sorted(query(again, scores.format(id="t.extra->>'trajectory_id'")), key=repr) == sorted(
        query(lake, scores.format(id="t.trajectory_id") + " WHERE t.step <= 1"), key=repr)  # fmt: skip


def test_inspect_logs_read_in_inspect_ai_and_ingest_back(exported, tmp_path):
    """`export inspect`: an `.eval` a run that inspect_ai itself reads whole, header alone and as
    the sample summaries its viewer lists; a sample a trajectory with its calls, reasoning and
    scores; ingested back (`inspect_ai`), the same turns and rewards."""
    _, lake, _, _ = exported
    folder = tmp_path / "inspect"
    result = CliRunner().invoke(app, ["export", "inspect", "--lake", lake, "--out", str(folder)])
    assert result.exit_code == 0, result.output
    logs = _consumer(str(INSPECT_READ), *sorted(str(p) for p in folder.glob("*.eval")))
    runs = dict(query(lake, "SELECT run_name, trajectories FROM runs WHERE trajectories > 0"))
    assert {log["task"]: log["samples"] for log in logs} == runs
    assert all(log["samples"] == log["summaries"] == log["header_samples"] for log in logs)
    ((calls, reasoning, rewards),) = query(lake, "SELECT (SELECT coalesce(sum(json_array_length(calls)), 0) FROM turns),"
                                                 " (SELECT count(reasoning) FROM turns), (SELECT count(*) FROM rewards)")  # fmt: skip
    assert (sum(log["calls"] for log in logs), sum(log["reasoning"] for log in logs)) == (calls, reasoning)
    assert sum(log["scores"] for log in logs) >= rewards - query(lake, "SELECT count(*) FROM rewards WHERE"
                                                                       " value IS NULL AND raw IS NULL")[0][0]  # fmt: skip
    again = str(tmp_path / "lake")
    report = ingest([folder], again)
    assert report.count("failed") == 0 and report.quarantined == 0
    scores = ("SELECT t.{id}, r.name, r.value, r.raw, r.turn_index FROM rewards r"
              " JOIN trajectories t USING (run_id, trajectory_id)")  # fmt: skip
    theirs = query(again, scores.format(id="group_id"))
    assert sorted(theirs, key=repr) == sorted(query(lake, scores.format(id="trajectory_id")), key=repr)
    turns = ("SELECT t.{id}, u.turn_index, u.role, u.content, u.reasoning, u.calls, u.tool_name, u.status"
             " FROM turns u JOIN trajectories t USING (run_id, trajectory_id)")  # fmt: skip
    mine = {(t[0], t[1]): t for t in query(lake, turns.format(id="trajectory_id"))}
    compared = 0
    for turn in query(again, turns.format(id="group_id")):
        had = mine.get((turn[0], turn[1]))
        if had is None:
            continue  # a single-turn trajectory: its prompt and response come back as two turns
        role = had[2] if had[2] in ("system", "user", "assistant", "tool") else "user"
        calls = [
            (c["name"], c["arguments"] if isinstance(c["arguments"], dict) else {}) for c in json.loads(had[5] or "[]")
        ]
        assert (turn[2], turn[3] or "", turn[4], [(c["name"], c["arguments"]) for c in json.loads(turn[5] or "[]")],
                turn[6], turn[7]) == (role, had[3] or "", had[4], calls, had[6], had[7]), turn  # fmt: skip
        compared += 1
    assert compared == len(mine)
