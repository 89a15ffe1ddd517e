"""The formats between training and evaluation, from samples built after their writers' code
(``pipelines/samples/evals.py``; the real Inspect, SWE-agent and OpenHands files are in
``test_real_files.py``): every figure checked against what the generator wrote. And slime's
pickles: never loaded without --trust-pickles, and never able to run code even with it."""

from __future__ import annotations

import json
import os
import pickle
import re
import zipfile
from collections import Counter
from pathlib import Path

import pytest

from pipelines import engine
from pipelines.samples.evals import torch_save_bytes, write_evals

from .helpers import ingest, query

_LETTERS = {"C": 1.0, "I": 0.0, "P": 0.5, "N": 0.0}


@pytest.fixture(scope="module")
def evals(tmp_path_factory):
    root = tmp_path_factory.mktemp("evals")
    written = write_evals(root / "samples")
    lake = str(root / "lake")
    report = ingest([written.folder], lake, trust_pickles=True)
    return lake, report, written


def _run(lake: str, name: str, sql: str) -> list[tuple]:
    return query(lake, sql.replace("{run}", f"(SELECT run_id FROM runs WHERE run_name = '{name}')"))


def test_every_file_lands_or_is_skipped_for_its_reason(evals):
    lake, report, written = evals
    assert report.count("failed") == 0 and report.quarantined == 0 and report.unread == 0, report.summary()
    assert [Path(u.uri).name for u in report.skipped] == ["all_preds.jsonl"]
    frameworks = dict(query(lake, "SELECT framework, count(*) FROM runs GROUP BY 1"))
    assert frameworks == {"inspect": 4, "swe-agent": 2, "openhands": 1, "lm-eval": 1, "tinker": 1, "roll": 1,
                          "verifiers": 1, "slime": 1}  # fmt: skip
    assert query(lake, "SELECT count(*) = count(DISTINCT (run_id, step, trajectory_id)) FROM trajectories") == [(True,)]


def test_inspect_epochs_are_samples_of_a_group_with_letter_scores_kept(evals):
    lake, _, written = evals
    name = "arith/openai/gpt-4o-mini/Ev4aR1thM0001"
    samples = [s for s in written.inspect_samples if s["uuid"] and s["output"]["model"] == "openai/gpt-4o-mini"
               and s["input"].startswith("What is")][:6]  # fmt: skip
    got = _run(lake, name, "SELECT group_id, sample_index, reward, status, response FROM trajectories "
                           "WHERE run_id = {run} ORDER BY group_id, sample_index")  # fmt: skip
    assert [(g, i) for g, i, *_ in got] == [(str(s["id"]), s["epoch"] - 1) for s in samples]
    assert [r for _, _, r, _, _ in got] == [_LETTERS[s["scores"]["match"]["value"]] for s in samples]
    assert [st for *_, st, _ in got] == [None, None, None, None, "token_limit", "error"]
    assert [resp for *_, resp in got] == [s["output"]["completion"] for s in samples]
    graded = _run(lake, name, "SELECT raw, value FROM rewards WHERE run_id = {run} AND name = 'model_graded_fact'")
    assert Counter(graded) == Counter((s["scores"]["model_graded_fact"]["value"],
                                       _LETTERS[s["scores"]["model_graded_fact"]["value"]]) for s in samples)  # fmt: skip
    # a reasoning part is the turn's reasoning, its text the content; the response keeps it in front
    reasoned = [(p["reasoning"], "\n".join(q["text"] for q in m["content"] if q["type"] == "text"))
                for s in samples for m in s["messages"] if m["role"] == "assistant" and isinstance(m["content"], list)
                for p in m["content"] if p["type"] == "reasoning"]  # fmt: skip
    assert reasoned and sorted(reasoned) == sorted(_run(
        lake, name, "SELECT reasoning, content FROM turns WHERE run_id = {run} AND reasoning IS NOT NULL"))  # fmt: skip
    calls = [(c["id"], c["function"], c["arguments"]) for s in samples for m in s["messages"]
             if m["role"] == "assistant" for c in m.get("tool_calls") or []]  # fmt: skip
    stored = _run(lake, name, "SELECT calls FROM turns WHERE run_id = {run} AND calls IS NOT NULL")
    assert sorted((c["id"], c["name"], c["arguments"]) for (t,) in stored for c in json.loads(t)) == sorted(calls)
    events = _run(lake, name, "SELECT DISTINCT extra->'events' FROM trajectories WHERE run_id = {run}")
    assert json.loads(events[0][0]) == {"model": 1, "sample_init": 1, "score": 2}


def test_an_unfinished_inspect_log_keeps_its_journal_samples_as_unfinished(evals):
    lake, _, written = evals
    name = "arith/openai/gpt-4o/Ev4aR1thM0003"
    got = _run(lake, name, "SELECT group_id, status, num_turns, reward FROM trajectories WHERE run_id = {run} "
                           "ORDER BY group_id")  # fmt: skip
    (pending,) = written.unfinished
    assert got[1] == (str(pending["id"]), "unfinished", 0, 1.0)
    assert got[0][1] is None and got[0][2] == 1
    assert _run(lake, name, "SELECT count(*) FROM turns t JOIN trajectories j USING (run_id, step, trajectory_id) "
                            "WHERE run_id = {run} AND j.status = 'unfinished'") == [(0,)]  # fmt: skip


def test_swe_agent_and_mini_swe_agent_runs_never_copy_their_config(evals):
    lake, _, written = evals
    run = "claude-3-7__swe-bench-lite__default"
    got = _run(lake, run, "SELECT list(status ORDER BY source_file), sum(response_tokens), sum(num_turns) "
                          "FROM trajectories WHERE run_id = {run}")  # fmt: skip
    swe = [d for d in written.swe_instances if "trajectory" in d]
    assert got == [([d["info"]["exit_status"] for d in swe], sum(d["info"]["model_stats"]["tokens_received"] for d in swe),
                    sum(len(d["trajectory"]) for d in swe))]  # fmt: skip
    assert _run(lake, run, "SELECT model FROM runs WHERE run_id = {run}") == [("claude-3-7-sonnet-20250219",)]
    tools = _run(lake, run, "SELECT tool_name, count(*) FROM turns WHERE run_id = {run} AND role = 'tool' GROUP BY 1")
    assert dict(tools) == {"find_file": 3, "open": 3, "edit": 3, "submit": 3}
    leaked = query(lake, "SELECT count(*) FROM trajectories WHERE extra LIKE '%sk-never-copied%' "
                         "OR prompt LIKE '%sk-never-copied%'")  # fmt: skip
    assert leaked == [(0,)]
    mini = [d for d in written.swe_instances if "messages" in d]
    roles = _run(lake, "gpt-5-mini__lite", "SELECT role, count(*) FROM turns WHERE run_id = {run} GROUP BY 1")
    assert dict(roles) == dict(Counter(m["role"] for d in mini for m in d["messages"]))
    assert _run(lake, "gpt-5-mini__lite", "SELECT model FROM runs WHERE run_id = {run}") == [("openai/gpt-5-mini",)]


def test_openhands_sessions_time_their_observations_and_score_task_completed(evals):
    lake, _, written = evals
    got = query(lake, "SELECT reward, response_tokens FROM trajectories t JOIN runs USING (run_id) "
                      "WHERE framework = 'openhands' ORDER BY source_file")  # fmt: skip
    assert got == [(1.0, 70), (0.0, 71)]
    latency = query(lake, "SELECT list(latency_s) FROM turns JOIN runs USING (run_id) WHERE framework = 'openhands' "
                          "AND role = 'tool'")  # fmt: skip
    assert latency == [([1.5, 1.5],)]
    raws = query(
        lake, "SELECT list(raw ORDER BY raw) FROM rewards JOIN runs USING (run_id) WHERE framework = 'openhands'"
    )
    assert raws == [(["false", "true"],)]


def test_lm_eval_documents_are_one_trajectory_scored_per_filter(evals):
    lake, _, written = evals
    run = "Qwen__Qwen2.5-7B-Instruct/2026-11-06T09-30-00"
    assert _run(lake, run, "SELECT model, task FROM runs WHERE run_id = {run}") == [
        ("Qwen/Qwen2.5-7B-Instruct", "gsm8k,hellaswag")
    ]
    gsm = [line for line in written.lm_eval_lines if "filter" in line and line["filter"] != "none"]
    scored = _run(lake, run, "SELECT name, sum(value), count(*) FROM rewards WHERE run_id = {run} "
                             "AND name LIKE 'exact_match/%' GROUP BY 1")  # fmt: skip
    assert {n: (v, c) for n, v, c in scored} == {
        f"exact_match/{f}": (sum(line["exact_match"] for line in gsm if line["filter"] == f), 4)
        for f in ("strict-match", "flexible-extract")
    }
    hella = [line for line in written.lm_eval_lines if line["filter"] == "none"]
    choices = _run(lake, run, "SELECT response, extra->'choices' FROM trajectories WHERE run_id = {run} "
                              "AND group_id LIKE 'hellaswag:%' ORDER BY group_id")  # fmt: skip
    assert [r for r, _ in choices] == [None] * len(hella)
    assert [[c["loglikelihood"] for c in json.loads(e)] for _, e in choices] == [
        [float(r[0][0]) for r in line["resps"]] for line in hella
    ]
    metrics = _run(lake, run, "SELECT name, value, raw FROM step_metrics WHERE run_id = {run} ORDER BY name")
    assert ("gsm8k/exact_match_stderr,flexible-extract", None, "N/A") in metrics and len(metrics) == 6


def test_tinker_iterations_are_steps_and_eval_summaries_val(evals):
    lake, _, written = evals
    run = "math-rl-llama-8b"
    got = _run(lake, run, "SELECT split, step, count(*), count(DISTINCT group_id), sum(reward), sum(response_tokens) "
                          "FROM trajectories WHERE run_id = {run} GROUP BY ALL ORDER BY ALL")  # fmt: skip
    expected: Counter[tuple[str, int]] = Counter()
    for line in written.tinker_lines:
        split = "train" if line["split"] == "train" else "val"
        expected[(split, line["iteration"])] += 1
    assert [(s, st, n) for s, st, n, *_ in got] == [(s, st, n) for (s, st), n in sorted(expected.items())]
    assert sum(r for *_, r, _ in got) == pytest.approx(sum(line["total_reward"] for line in written.tinker_lines))
    assert sum(t for *_, t in got) == sum(s["ac_len"] for line in written.tinker_lines for s in line["steps"])
    assert _run(lake, run, "SELECT count(DISTINCT step) FROM step_metrics WHERE run_id = {run}") == [(3,)]


def test_roll_batches_are_samples_grouped_by_their_prompt_id(evals):
    lake, _, written = evals
    got = _run(lake, "qwen-math-rlvr", "SELECT step, count(*), count(DISTINCT group_id), sum(reward) "
                                       "FROM trajectories WHERE run_id = {run} GROUP BY 1 ORDER BY 1")  # fmt: skip
    assert got == [(b["global_step"][0], 4, 2, sum(b["scores"])) for b in written.roll_batches]


def test_verifiers_evaluations_are_runs_of_their_env_and_model(evals):
    lake, _, written = evals
    run = "gsm8k--openai--gpt-4.1-mini/3fa2c1d9"
    assert _run(lake, run, "SELECT model, task FROM runs WHERE run_id = {run}") == [("openai/gpt-4.1-mini", "gsm8k")]
    got = _run(lake, run, "SELECT split, step, count(*), sum(reward), count(DISTINCT group_id) FROM trajectories "
                          "WHERE run_id = {run} GROUP BY ALL")  # fmt: skip
    lines = written.verifiers_lines
    assert got == [("val", 0, len(lines), sum(line["reward"] for line in lines), 3)]
    assert _run(lake, run, "SELECT value FROM step_metrics WHERE run_id = {run} AND name = 'avg_reward'") == [(0.5,)]


def test_slime_dumps_are_read_with_trust_and_an_ambiguous_reward_said(evals):
    lake, report, written = evals
    got = query(lake, "SELECT split, step, count(*), count(reward), count(DISTINCT group_id) FROM trajectories "
                      "JOIN runs USING (run_id) WHERE framework = 'slime' GROUP BY ALL ORDER BY ALL")  # fmt: skip
    assert got == [("train", 0, 4, 4, 2), ("train", 1, 4, 2, 2), ("val", 1, 4, 4, 2)]
    (warning,) = [w for r in report.results for w in r.warnings if "reward dict" in w]
    assert warning.startswith("2 sample(s)")
    tokens = query(lake, "SELECT sum(response_tokens), sum(prompt_tokens) FROM trajectories JOIN runs USING (run_id) "
                         "WHERE framework = 'slime'")  # fmt: skip
    samples = [s for d in written.slime_dumps for s in d["samples"]]
    assert tokens == [(sum(s["response_length"] for s in samples), sum(len(s["tokens"]) - s["response_length"]
                                                                       for s in samples))]  # fmt: skip
    kept = query(lake, "SELECT count(extra->'tokens'), count(extra->'loss_mask'), count(extra->'tokens_length') "
                       "FROM trajectories JOIN runs USING (run_id) WHERE framework = 'slime'")  # fmt: skip
    assert kept == [(0, 0, len(samples))]  # arrays are never copied, only their lengths


class _Hostile:
    """A pickle that, loaded the usual way, runs a shell command (writes a marker file)."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def _hostile_dump(folder: Path, marker: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "rollout_3.pt"
    sample = {"group_index": 0, "index": 0, "prompt": "p", "response": "r", "reward": 1.0, "metadata": _Hostile(marker)}
    path.write_bytes(torch_save_bytes({"rollout_id": 3, "samples": [sample]}))
    return path


def test_a_hostile_pickle_is_never_loaded_without_trust_and_never_runs_with_it(tmp_path):
    marker = tmp_path / "pwned"
    path = _hostile_dump(tmp_path / "slime" / "exp", marker)
    assert pickle.loads(pickle.dumps(_Hostile(tmp_path / "check")), fix_imports=False) == 0  # the usual load runs it
    assert (tmp_path / "check").exists()
    lake = str(tmp_path / "lake")
    previewed = engine.preview(engine.IngestRequest((str(tmp_path / "slime"),), lake))
    shards, skipped = previewed.shards, previewed.unplaced
    assert shards == [] and [u.unread for u in skipped] == [True] and "--trust-pickles" in skipped[0].reason
    report = ingest([tmp_path / "slime"], lake)
    assert report.count("ok") == 0 and report.unread == 1 and not marker.exists()
    report = ingest([tmp_path / "slime"], lake, trust_pickles=True)
    (failed,) = [r for r in report.results if r.status == "failed"]
    assert "refuses to build" in str(failed.error) and "system" in str(failed.error) and str(path) == failed.shard.uri
    assert not marker.exists()


def test_other_pytorch_files_are_skipped_as_such_never_loaded(tmp_path):
    folder = tmp_path / "ckpt"
    folder.mkdir()
    (folder / "model.pt").write_bytes(torch_save_bytes({"model": {"layer.weight": [0.1]}, "step": 10}))
    (folder / "legacy.pt").write_bytes(pickle.dumps({"model": {}}, protocol=2))  # no zip: torch's old format
    previewed = engine.preview(engine.IngestRequest((str(folder),), str(tmp_path / "lake"), trust_pickles=True))
    shards, skipped = previewed.shards, previewed.unplaced
    assert shards == [] and [(Path(u.uri).name, u.unread) for u in skipped] == [
        ("legacy.pt", False),
        ("model.pt", False),
    ]
    assert all("no slime rollout dump" in u.reason for u in skipped)


def _trajectory(lake: str, where: str, order: str) -> tuple[str, int, str]:
    return query(lake, "SELECT run_name, step, trajectory_id FROM trajectories JOIN runs USING (run_id) "
                       f"WHERE {where} ORDER BY {order} LIMIT 1")[0]  # fmt: skip


def test_the_explorer_shows_swe_agent_inspect_and_openhands_trajectories(evals, monkeypatch):
    from .test_explore import _page

    lake, _, written = evals
    run, step, trajectory = _trajectory(lake, "run_name = 'claude-3-7__swe-bench-lite__default'", "source_file")
    at = _page(lake, monkeypatch, "rollouts", runs=[run], run=run, step=str(step), traj=trajectory)
    document = written.swe_instances[0]
    shown = [(m.name, m.markdown[0].value.replace("\\", "")) for m in at.chat_message]  # Markdown-escaped
    assert len(shown) == 1 + 2 * len(document["trajectory"])  # the task, then thought+action and observation
    assert [name for name, _ in shown[1:3]] == ["assistant", "ai"] and "tool find_file" in shown[1][1]
    assert "tool find_file" in shown[2][1] and re.search(r"\d\.\d\d s", shown[2][1])
    texts = [m.text[0].value for m in at.chat_message]
    assert texts[1].startswith(document["trajectory"][0]["thought"]) and texts[1].endswith("find_file models.py")
    assert texts[2] == document["trajectory"][0]["observation"]

    run, step, trajectory = _trajectory(
        lake, "run_name = 'arith/openai/gpt-4o-mini/Ev4aR1thM0001'", "group_id, sample_index"
    )
    at = _page(lake, monkeypatch, "rollouts", runs=[run], run=run, step=str(step), traj=trajectory)
    sample = written.inspect_samples[0]  # the first log's sample 1, epoch 1
    assert any(m.value.startswith("**Expected** (target)") for m in at.markdown)
    assert sample["target"] in [t.value for t in at.text]
    (scores,) = [d.value for d in at.dataframe if "raw" in d.value.columns]
    assert dict(zip(scores.name, scores.raw, strict=True)) == {k: v["value"] for k, v in sample["scores"].items()}

    run, step, trajectory = _trajectory(lake, "framework = 'openhands'", "source_file")
    at = _page(lake, monkeypatch, "rollouts", runs=[run], run=run, step=str(step), traj=trajectory)
    events = written.openhands[0]
    assert [m.name for m in at.chat_message] == ["user", "assistant", "ai", "assistant"]
    assert at.text[1].value == f"{events[2]['args']['thought']}\n{events[2]['message']}"
    assert "tool execute\\_bash" in at.chat_message[2].markdown[0].value


def test_one_question_over_a_verl_run_an_inspect_log_and_an_swe_agent_run(tmp_path):
    """The issue's bar: a verl run, a real Inspect log and a real SWE-agent run in one lake, one
    SQL (sql/examples/across_frameworks.sql) over all three, each figure read from the files."""
    import shutil

    from pipelines.samples.verl import RunSpec, write_run

    real = Path(__file__).resolve().parent / "real"
    verl = write_run(tmp_path / "runs" / "verl", RunSpec("grpo-demo", steps=2, prompts=2, n=4, compression=None))
    eval_log = real / "inspect" / "test_eval_log" / "log_streaming.eval"
    (tmp_path / "runs" / "inspect").mkdir(parents=True)
    shutil.copy(eval_log, tmp_path / "runs" / "inspect")
    swe = next((real / "swe-agent").glob("*/6e44b9*.traj"))
    shutil.copytree(swe.parent, tmp_path / "runs" / "swe-agent" / swe.parent.name)
    lake = str(tmp_path / "lake")
    report = ingest([tmp_path / "runs"], lake)
    assert report.count("failed") == 0 and report.unread == 0, report.summary()
    sql = (Path(__file__).resolve().parents[1] / "sql" / "examples" / "across_frameworks.sql").read_text()
    got = {row[0]: row[3:] for row in query(lake, sql)}

    lines = [json.loads(line) for p in sorted(verl.folder.glob("*.jsonl")) for line in p.read_text().splitlines()]
    assert got["verl"] == (len(lines), len(lines), round(sum(x["score"] for x in lines) / len(lines), 3), 1.0, 0.0, 0)
    with zipfile.ZipFile(eval_log) as archive:
        samples = [json.loads(archive.read(n)) for n in archive.namelist() if n.startswith("samples/")]
    scores = [_LETTERS[s["scores"]["match"]["value"]] for s in samples]
    assert got["inspect"] == (len(samples), len(samples), round(sum(scores) / len(scores), 3), 1.0, 0.0, 0)
    document = json.loads(swe.read_text())
    steps = len(document["trajectory"])
    assert got["swe-agent"] == (1, 0, None, float(steps), float(steps), 1)  # no score in a .traj; exit "submitted"
