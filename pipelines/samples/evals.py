"""Samples of the formats between training and evaluation, in the shapes their writers give
(Inspect's ``.eval`` zip and ``.json`` log, SWE-agent and mini-swe-agent trajectories, an
OpenHands event stream, lm-evaluation-harness samples and results, tinker-cookbook rollout
summaries, ROLL's column-wise dumps, verifiers' eval outputs, slime's ``torch.save`` pickles).
Real files of Inspect, SWE-agent and OpenHands are in ``tests/real/``; the rest are built from
their writers' code, as each function says. What was written is returned, for the tests."""

from __future__ import annotations

import io
import json
import pickle
import random
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text


@dataclass
class Evals:
    folder: Path
    inspect_samples: list[dict[str, Any]] = field(default_factory=list)  # every sample file written (all logs)
    unfinished: list[dict[str, Any]] = field(default_factory=list)  # the journal's summaries without a sample file
    swe_instances: list[dict[str, Any]] = field(default_factory=list)  # the .traj documents
    openhands: list[list[dict[str, Any]]] = field(default_factory=list)  # the event lists
    lm_eval_lines: list[dict[str, Any]] = field(default_factory=list)
    tinker_lines: list[dict[str, Any]] = field(default_factory=list)
    roll_batches: list[dict[str, Any]] = field(default_factory=list)
    verifiers_lines: list[dict[str, Any]] = field(default_factory=list)
    slime_dumps: list[dict[str, Any]] = field(default_factory=list)


def _member(archive: zipfile.ZipFile, name: str) -> zipfile.ZipInfo:
    """A member stamped with a set time (``writestr(name, ...)`` stamps it now): the same call
    writes the same bytes, so a second ``make demo`` finds every sample unchanged."""
    member = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
    member.compress_type = archive.compression
    return member


def _lines(path: Path, records: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records))


def _inspect_sample(rng: random.Random, task: str, model: str, sample_id: int, epoch: int) -> dict[str, Any]:
    a, b = rng.randrange(2, 50), rng.randrange(2, 50)
    right = rng.random() < 0.6
    answer = str(a + b if right else a + b + 1)
    messages = [
        {"id": f"m{sample_id}{epoch}0", "role": "system", "content": "Answer with the number only."},
        {"id": f"m{sample_id}{epoch}1", "role": "user", "content": f"What is {a} + {b}?", "source": "input"},
        {"id": f"m{sample_id}{epoch}2", "role": "assistant", "source": "generate", "model": model.split("/")[-1],
         "content": [{"type": "reasoning", "reasoning": f"{a} plus {b}."}, {"type": "text", "text": answer}]},
    ]  # fmt: skip
    sample: dict[str, Any] = {
        "id": sample_id, "epoch": epoch, "input": f"What is {a} + {b}?", "target": str(a + b),
        "messages": messages,
        "output": {"model": model, "choices": [{"message": messages[-1], "stop_reason": "stop"}],
                   "completion": answer, "usage": {"input_tokens": 30, "output_tokens": 4, "total_tokens": 34}},
        "scores": {"match": {"value": "C" if right else "I", "answer": answer},
                   "model_graded_fact": {"value": "C" if right else rng.choice(["P", "I"]), "explanation": "graded"}},
        "metadata": {"difficulty": rng.choice(["easy", "hard"])},
        "events": [{"event": "sample_init"}, {"event": "model"}, {"event": "score"}, {"event": "score"}],
        "model_usage": {model: {"input_tokens": 30, "output_tokens": 4, "total_tokens": 34}},
        "total_time": round(rng.uniform(0.3, 2.0), 3), "working_time": 0.25, "uuid": f"u{sample_id}e{epoch}",
        "attachments": {},
    }  # fmt: skip
    return sample


def _summary(sample: dict[str, Any]) -> dict[str, Any]:
    return {k: sample[k] for k in ("id", "epoch", "input", "target", "scores")} | {"completed": True}


def _eval_zip(
    path: Path, header: dict[str, Any], samples: list[dict[str, Any]], journal_only: list[dict[str, Any]] | None = None
) -> None:
    """An ``.eval`` log as inspect_ai's ``EvalRecorder`` writes it: a journal while running, the
    header and summaries once finished (``journal_only``: a log whose run was stopped)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        start = {k: header[k] for k in ("version", "eval", "plan")}
        archive.writestr(_member(archive, "_journal/start.json"), json.dumps(start))
        for sample in samples:
            archive.writestr(
                _member(archive, f"samples/{sample['id']}_epoch_{sample['epoch']}.json"), json.dumps(sample)
            )
        summaries = [_summary(s) for s in samples] + (journal_only or [])
        archive.writestr(_member(archive, "_journal/summaries/1.json"), json.dumps(summaries))
        if journal_only is None:
            archive.writestr(_member(archive, "summaries.json"), json.dumps(summaries))
            archive.writestr(_member(archive, "reductions.json"), json.dumps([{"scorer": "match", "samples": []}]))
            archive.writestr(_member(archive, "header.json"), json.dumps(header))


def _inspect(root: Path, rng: random.Random, written: Evals) -> None:
    for task, model, eval_id in (("arith", "openai/gpt-4o-mini", "Ev4aR1thM0001"), ("arith", "anthropic/claude-3-5-haiku", "Ev4aR1thM0002")):  # fmt: skip
        header = {"version": 2, "status": "success",
                  "eval": {"eval_id": eval_id, "run_id": "RunArith01", "task": task, "task_id": f"t-{eval_id}",
                           "model": model, "created": "2026-11-02T10:00:00+00:00",
                           "dataset": {"name": "arith", "samples": 3}, "config": {"epochs": 2}},
                  "plan": {"steps": [{"solver": "generate"}]}, "results": {"total_samples": 6, "completed_samples": 6},
                  "stats": {"started_at": "2026-11-02T10:00:00+00:00"}}  # fmt: skip
        samples = [_inspect_sample(rng, task, model, i, e) for i in (1, 2, 3) for e in (1, 2)]
        samples[-1]["error"] = {"message": "RuntimeError: sandbox died", "traceback": "..."}
        samples[-2]["limit"] = {"type": "token", "limit": 4096}
        written.inspect_samples += samples
        _eval_zip(root / "logs" / f"2026-11-02T10-00-00+00-00_{task}_{eval_id}.eval", header, samples)
    header = {"version": 2, "status": "started",
              "eval": {"eval_id": "Ev4aR1thM0003", "run_id": "RunArith02", "task": "arith", "model": "openai/gpt-4o",
                       "created": "2026-11-03T10:00:00+00:00"}, "plan": {"steps": []}}  # fmt: skip
    done = [_inspect_sample(rng, "arith", "openai/gpt-4o", 1, 1)]
    pending = [{"id": 2, "epoch": 1, "input": "What is 3 + 4?", "target": "7", "scores": {"match": {"value": "C"}}}]
    written.inspect_samples += done
    written.unfinished += pending
    _eval_zip(root / "logs" / "2026-11-03T10-00-00+00-00_arith_Ev4aR1thM0003.eval", header, done, journal_only=pending)
    qa = [_inspect_sample(rng, "qa", "openai/gpt-4o-mini", i, 1) for i in (1, 2)]
    plain = {"version": 2, "status": "success",
             "eval": {"eval_id": "Ev4qA000004", "run_id": "RunQa01", "task": "qa", "model": "openai/gpt-4o-mini",
                      "created": "2026-11-04T10:00:00+00:00"}, "plan": {"steps": []}, "results": {}, "stats": {},
             "samples": qa}  # fmt: skip
    written.inspect_samples += qa
    (root / "logs" / "2026-11-04T10-00-00+00-00_qa_Ev4qA000004.json").write_text(json.dumps(plain, indent=2))


def _swe_agent(root: Path, rng: random.Random, written: Evals) -> None:
    """SWE-agent 1.x's ``<run>/<instance>/<instance>.traj`` (``sweagent/agent/agents.py``) and
    mini-swe-agent's ``<instance>.traj.json`` (``trajectory_format: mini-swe-agent-1``)."""
    run = root / "swe-agent" / "claude-3-7__swe-bench-lite__default"
    for number, exit_status in enumerate(("submitted", "exit_cost", "submitted (exit_context)")):
        instance = f"astropy__astropy-1{number}00{number}"
        steps = []
        for k, command in enumerate(("find_file models.py", "open src/models.py 40", "edit 41:41\nreturn x\nend_of_edit",
                                     "submit")):  # fmt: skip
            steps.append({"action": command, "thought": f"Step {k}: {text(rng, 8)}", "response": f"Step {k} ...",
                          "observation": f"output of {command.split()[0]}: {text(rng, 10)}",
                          "execution_time": round(rng.uniform(0.05, 3.0), 3), "state": {"open_file": "src/models.py"},
                          "query": [], "extra_info": {}})  # fmt: skip
        document = {
            "environment": "swe_main", "trajectory": steps,
            "history": [{"role": "system", "content": "SETTING: you are an autonomous programmer."},
                        {"role": "user", "content": f"<issue>{instance}: {text(rng, 12)}</issue>"}],
            "info": {"exit_status": exit_status, "submission": "diff --git a/src/models.py b/src/models.py\n...",
                     "model_stats": {"instance_cost": 0.21, "tokens_sent": 51000, "tokens_received": 420 + number,
                                     "api_calls": 4}},
            "replay_config": json.dumps({"agent": {"model": {"name": "claude-3-7-sonnet-20250219",
                                                             "api_key": "sk-never-copied"}}}),
        }  # fmt: skip
        written.swe_instances.append(document)
        (run / instance).mkdir(parents=True, exist_ok=True)
        (run / instance / f"{instance}.traj").write_text(json.dumps(document, indent=2))
    (run / "all_preds.jsonl").write_text(json.dumps({"instance_id": "astropy__astropy-10000"}) + "\n")
    mini = root / "mini-swe-agent" / "gpt-5-mini__lite"
    for number in range(2):
        instance = f"django__django-1{number}1{number}"
        messages = [{"role": "system", "content": "You are a helpful assistant that can interact with a computer."},
                    {"role": "user", "content": f"Fix {instance}."}]  # fmt: skip
        for k in range(3):
            messages += [{"role": "assistant", "content": f"THOUGHT: {text(rng, 6)}\n```bash\nls -la {k}\n```"},
                         {"role": "user", "content": f"<returncode>0</returncode><output>{text(rng, 5)}</output>"}]  # fmt: skip
        document = {"info": {"exit_status": "Submitted", "submission": "diff ...",
                             "model_stats": {"instance_cost": 0.03, "api_calls": 3},
                             "config": {"model": {"model_name": "openai/gpt-5-mini"}}},
                    "messages": messages, "trajectory_format": "mini-swe-agent-1"}  # fmt: skip
        written.swe_instances.append(document)
        (mini / instance).mkdir(parents=True, exist_ok=True)
        (mini / instance / f"{instance}.traj.json").write_text(json.dumps(document, indent=2))


def _openhands(root: Path, rng: random.Random, written: Evals) -> None:
    """A session's events as OpenHands' trajectory export writes them (``event_to_trajectory``)."""
    run = root / "openhands" / "codeact-sessions"
    run.mkdir(parents=True, exist_ok=True)
    for number, completed in enumerate(("true", "false")):
        events = [
            {"id": 0, "timestamp": "2026-11-05T10:00:00.000000", "source": "user", "message": "Write hello.py.",
             "action": "message", "args": {"content": "Write hello.py.", "image_urls": None, "wait_for_response": False}},
            {"id": 1, "timestamp": "2026-11-05T10:00:00.100000", "source": "environment", "message": "",
             "observation": "agent_state_changed", "content": "", "extras": {"agent_state": "running"}},
            {"id": 2, "timestamp": "2026-11-05T10:00:03.000000", "source": "agent", "message": "Running command: ls",
             "action": "run", "args": {"command": "ls", "thought": "Look around first."},
             "tool_call_metadata": {"function_name": "execute_bash", "tool_call_id": "toolu_1",
                                    "model_response": {"model": "claude-sonnet-4-20250514",
                                                       "usage": {"prompt_tokens": 900, "completion_tokens": 40}}}},
            {"id": 3, "timestamp": "2026-11-05T10:00:04.500000", "source": "agent", "message": "Command finished",
             "observation": "run", "cause": 2, "content": "README.md", "extras": {"command": "ls", "exit_code": 0},
             "tool_call_metadata": {"function_name": "execute_bash", "tool_call_id": "toolu_1"}},
            {"id": 4, "timestamp": "2026-11-05T10:00:08.000000", "source": "agent", "message": "I wrote hello.py.",
             "action": "finish", "args": {"final_thought": "Done.", "task_completed": completed, "outputs": {}},
             "tool_call_metadata": {"function_name": "finish", "tool_call_id": "toolu_2",
                                    "model_response": {"model": "claude-sonnet-4-20250514",
                                                       "usage": {"prompt_tokens": 1000, "completion_tokens": 30 + number}}}},
        ]  # fmt: skip
        written.openhands.append(events)
        (run / f"session-{number:04d}-{rng.randrange(16**6):06x}.json").write_text(json.dumps(events, indent=2))


def _lm_eval(root: Path, rng: random.Random, written: Evals) -> None:
    """``--output_path out --log_samples`` of lm-eval 0.4 (``EvaluationTracker``): a generation
    task scored under two filters and a multiple-choice (log-likelihood) task."""
    date = "2026-11-06T09-30-00.123456"
    folder = root / "lm-eval" / "Qwen__Qwen2.5-7B-Instruct"
    gsm = []
    docs = [(i, rng.randrange(10, 99)) for i in range(4)]
    for applied in ("strict-match", "flexible-extract"):
        for doc_id, answer in docs:
            said = f"The answer is {answer if doc_id % 2 == 0 else answer + 1}.\n#### {answer}"
            strict = str(answer) if applied == "strict-match" or doc_id % 2 == 0 else str(answer + 1)
            gsm.append({"doc_id": doc_id, "doc": {"question": f"Q{doc_id}?", "answer": f"#### {answer}"},
                        "target": f"#### {answer}",
                        "arguments": {"gen_args_0": {"arg_0": f"Question: Q{doc_id}?\nAnswer:",
                                                     "arg_1": {"until": ["Question:"], "do_sample": False}}},
                        "resps": [[said]], "filtered_resps": [strict], "filter": applied, "metrics": ["exact_match"],
                        "doc_hash": f"h{doc_id}", "prompt_hash": f"p{doc_id}", "target_hash": f"t{doc_id}",
                        "exact_match": float(strict == str(answer))})  # fmt: skip
    hella = []
    for doc_id in range(3):
        choices = [f" ending {k}" for k in range(4)]
        lls = [round(-rng.uniform(1, 20), 4) for _ in choices]
        gold = rng.randrange(4)
        hella.append({"doc_id": doc_id, "doc": {"ctx": f"Context {doc_id}"}, "target": str(gold),
                      "arguments": {f"gen_args_{k}": {"arg_0": f"Context {doc_id}", "arg_1": c} for k, c in enumerate(choices)},
                      "resps": [[[str(ll), "False"]] for ll in lls], "filtered_resps": [[str(ll), "False"] for ll in lls],
                      "filter": "none", "metrics": ["acc", "acc_norm"], "doc_hash": f"hh{doc_id}",
                      "acc": float(max(range(4), key=lambda k: lls[k]) == gold), "acc_norm": 1.0})  # fmt: skip
    written.lm_eval_lines += gsm + hella
    _lines(folder / f"samples_gsm8k_{date}.jsonl", gsm)
    _lines(folder / f"samples_hellaswag_{date}.jsonl", hella)
    results = {"results": {"gsm8k": {"alias": "gsm8k", "exact_match,strict-match": 0.5, "exact_match_stderr,strict-match": 0.29,
                                     "exact_match,flexible-extract": 1.0, "exact_match_stderr,flexible-extract": "N/A"},
                           "hellaswag": {"alias": "hellaswag", "acc,none": 0.33, "acc_norm,none": 1.0}},
               "versions": {"gsm8k": 3.0, "hellaswag": 1.0}, "n-shot": {"gsm8k": 5, "hellaswag": 0},
               "config": {"model": "hf", "model_args": "pretrained=Qwen/Qwen2.5-7B-Instruct,dtype=bfloat16"},
               "model_name": "Qwen/Qwen2.5-7B-Instruct", "model_name_sanitized": "Qwen__Qwen2.5-7B-Instruct",
               "date": 1793957400.0, "total_evaluation_time_seconds": "120.5"}  # fmt: skip
    (folder / f"results_{date}.json").write_text(json.dumps(results, indent=2))


def _tinker(root: Path, rng: random.Random, written: Evals) -> None:
    """``<log_path>/iteration_NNNNNN/{train,eval_test}_rollout_summaries.jsonl`` as
    ``rl/rollout_logging.py::serialize_rollout_summaries`` builds them, and ``metrics.jsonl``."""
    log = root / "tinker" / "math-rl-llama-8b"
    metrics = []
    for iteration in range(3):
        for base, split in (("train", "train"), ("eval_test", "test")):
            if base == "eval_test" and iteration != 2:
                continue
            records = []
            for group in range(2):
                for traj in range(3):
                    steps: list[dict[str, Any]] = [{"step_idx": k, "ob_len": 120 + 80 * k, "ac_len": rng.randrange(20, 200),
                              "reward": 0.0 if k == 0 else float(traj % 2), "episode_done": k == 1,
                              "stop_reason": "length" if traj == 2 and k == 1 else "stop",
                              "metrics": {"format": 1.0}, "logs": {"answer": str(rng.randrange(100))}}
                             for k in range(2)]  # fmt: skip
                    total = sum(s["reward"] for s in steps) + 0.1
                    records.append({"schema_version": 1, "split": split, "iteration": iteration, "group_idx": group,
                                    "traj_idx": traj, "tags": ["math"], "sampling_client_step": iteration,
                                    "total_reward": total, "final_reward": 0.1,
                                    "trajectory_metrics": {"correct": float(traj % 2), "by_turn": [1, 2]},
                                    "steps": steps, "final_ob_len": 400})  # fmt: skip
            written.tinker_lines += records
            _lines(log / f"iteration_{iteration:06d}" / f"{base}_rollout_summaries.jsonl", records)
        metrics.append({"step": iteration, "env/all/reward/total/mean": 0.5 + iteration / 10, "optim/lr": 1e-5})
    _lines(log / "metrics.jsonl", metrics)


def _roll(root: Path, rng: random.Random, written: Evals) -> None:
    """``roll/pipeline/rlvr/utils.py::write_to_json_process``: one line a step, the batch's
    columns as lists (two prompts, two responses each)."""
    folder = root / "roll" / "qwen-math-rlvr" / "rollout_dump"
    for step in (1, 2):
        ids = ["p1", "p1", "p2", "p2"]
        batch = {"global_step": [step] * 4, "id": ids, "source": ["math"] * 4, "difficulty": ["easy"] * 4,
                 "prompt": [f"<|im_start|>user\nSolve {i}<|im_end|>" for i in ids],
                 "messages": [json.dumps([{"role": "user", "content": f"Solve {i}"}]) for i in ids],
                 "ground_truth": ["42"] * 4, "tag": ["math_rule"] * 4, "domain": ["math_rule"] * 4,
                 "responses": [f"answer {rng.randrange(50)}" for _ in ids],
                 "scores": [float(rng.random() < 0.5) for _ in ids],
                 "sampling_params": [json.dumps({"generation_config": {"temperature": 0.8}})] * 4}  # fmt: skip
        written.roll_batches.append(batch)
        _lines(folder / f"rollout_dump_data.step_{step}.jsonl", [batch])


def _verifiers(root: Path, rng: random.Random, written: Evals) -> None:
    """``vf-eval``'s ``outputs/evals/{env}--{model}/{uuid8}/results.jsonl`` (``RolloutOutput``
    rows, metrics flattened beside ``metrics``) and ``metadata.json``."""
    folder = root / "verifiers" / "outputs" / "evals" / "gsm8k--openai--gpt-4.1-mini" / "3fa2c1d9"
    lines = []
    for example in range(3):
        for _ in range(2):
            right = rng.random() < 0.5
            lines.append({"example_id": example, "prompt": [{"role": "user", "content": f"Problem {example}"}],
                          "completion": [{"role": "assistant", "content": "\\boxed{4}" if right else "5"}],
                          "answer": "4", "task": "gsm8k", "reward": float(right), "metrics": {"correct_answer": float(right)},
                          "correct_answer": float(right), "timing": {"generation_ms": 800.0, "scoring_ms": 2.0},
                          "is_completed": True, "is_truncated": False, "stop_condition": "has_final_answer",
                          "token_usage": {"input_tokens": 60.0, "output_tokens": 12.0}})  # fmt: skip
    written.verifiers_lines += lines
    _lines(folder / "results.jsonl", lines)
    (folder / "metadata.json").write_text(json.dumps({
        "env_id": "gsm8k", "model": "openai/gpt-4.1-mini", "num_examples": 3, "rollouts_per_example": 2,
        "sampling_args": {"max_tokens": 512}, "date": "2026-11-07", "time_ms": 5120.0, "avg_reward": 0.5,
        "avg_metrics": {"correct_answer": 0.5}}))  # fmt: skip


def torch_save_bytes(obj: object) -> bytes:
    """What ``torch.save(obj, f)`` writes for plain values, without torch: a zip holding
    ``<name>/data.pkl`` (protocol 2), ``<name>/version`` and ``<name>/byteorder``."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr(_member(archive, "rollout/data.pkl"), pickle.dumps(obj, protocol=2))
        archive.writestr(_member(archive, "rollout/byteorder"), "little")
        archive.writestr(_member(archive, "rollout/version"), "3\n")
        archive.writestr(_member(archive, "rollout/.data/serialization_id"), "0" * 40)
    return buffer.getvalue()


def _slime(root: Path, rng: random.Random, written: Evals) -> None:
    """``RolloutManager._save_debug_rollout_data``: ``torch.save({"rollout_id", "samples":
    [Sample.to_dict()]})`` at ``--save-debug-rollout-data .../rollout_{rollout_id}.pt``."""
    folder = root / "slime" / "dapo-qwen3-4b"
    folder.mkdir(parents=True, exist_ok=True)
    for rollout in ("0", "1", "eval_1"):
        samples = []
        for group in range(2):
            for index in range(2):
                length = rng.randrange(5, 40)
                reward: object = float(rng.random() < 0.5)
                if rollout == "1" and group == 1:
                    reward = {"accuracy": float(index), "format": 1.0}  # a reward model's several values
                samples.append({"group_index": group, "index": group * 2 + index,
                                "prompt": [{"role": "user", "content": f"Problem {group}"}],
                                "tokens": list(range(20 + length)), "response": f"<think>...</think> {index}",
                                "response_length": length, "label": "1", "reward": reward,
                                "loss_mask": [1] * length, "weight_versions": [rollout.split("_")[-1]],
                                "rollout_log_probs": [-0.1] * length, "remove_sample": False,
                                "status": "truncated" if index == 1 and group == 0 else "completed",
                                "metadata": {"source": "dapo"}, "spec_info": {"spec_accept_token_num": 0},
                                "prefix_cache_info": {"cached_tokens": 10, "total_prompt_tokens": 20},
                                "non_generation_time": 0.0})  # fmt: skip
        dump = {"rollout_id": rollout if rollout.startswith("eval_") else int(rollout), "samples": samples}
        if rollout.startswith("eval_"):
            dump["rollout_id"] = 1
        written.slime_dumps.append(dump)
        (folder / f"rollout_{rollout}.pt").write_bytes(torch_save_bytes(dump))


def write_evals(root: Path, *, seed: int = 39) -> Evals:
    rng = random.Random(seed)
    root = Path(root)
    written = Evals(root)
    _inspect(root / "inspect", rng, written)
    _swe_agent(root, rng, written)
    _openhands(root, rng, written)
    _lm_eval(root, rng, written)
    _tinker(root, rng, written)
    _roll(root, rng, written)
    _verifiers(root, rng, written)
    _slime(root, rng, written)
    return written


def demo(root: Path) -> list[str]:
    evals = write_evals(root / "eval-logs")
    return [
        f"wrote {evals.folder}: evaluation logs and the trainers' other dumps: {len(evals.inspect_samples)} Inspect "
        f"samples in 4 logs, {len(evals.swe_instances)} SWE-agent instances, {len(evals.openhands)} OpenHands sessions, "
        f"lm-eval, tinker, ROLL, verifiers outputs, {len(evals.slime_dumps)} slime pickles (read with --trust-pickles)"
    ]
