"""Samples in the shapes the wider field's real files have (tests/real/SOURCES.md): AReaL's
vision-language tool-use cases, a conversation kept as one JSON message list, an Atropos
environment's own trajectory log, an rLLM Strands trajectory, NeMo-Gym's aggregate agent
metrics beside rollouts whose environment answers as ``user``."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text


@dataclass
class Field:
    folder: Path
    cases: list[dict[str, Any]] = field(default_factory=list)  # AReaL cases' meta_info lines
    steps: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # their output.jsonl lines, by case id
    attempts: list[dict[str, Any]] = field(default_factory=list)  # the Atropos log's lines
    rollouts: list[dict[str, Any]] = field(default_factory=list)  # the NeMo-Gym lines


def _lines(path: Path, records: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records))


def _areal_cases(out: Path, rng: random.Random, written: Field) -> None:
    """Cases as geo_edit's evaluation writes them: meta_info, its steps, and side files."""
    for number, tools in enumerate((["text_spotting", "image_crop"], ["grounding_dino"])):
        case = out / "geo_edit" / "eval_vstar" / f"vstar_{number}"
        question = f"Is the {text(rng, 2)} left or right of the {text(rng, 2)}?\n(A) left\n(B) right"
        history: list[dict[str, Any]] = [{"role": "user", "content": [
            {"type": "text", "text": "Observation 0:"}, {"type": "image_url", "image_path": f"/data/{number}.png"},
            {"type": "text", "text": question}]}]  # fmt: skip
        steps = []
        for k, tool in enumerate([*tools, None], start=1):
            calls = [{"id": f"call_{k}", "name": tool, "args": {"image_index": 0}}] if tool else []
            answer = "" if tool else "A"
            steps.append({"step": k, "observation": [dict(m) for m in history],
                          "action": {"text": answer, "tool_calls": calls}, "thinking_process": text(rng, 6),
                          "output_text": answer, "function_call": [[tool, {"image_index": 0}]] if tool else None,
                          "extra_info": {"original_response": "ChatCompletion(...)"}})  # fmt: skip
            if tool:
                history.append({"role": "assistant", "content": text(rng, 8)})
                history.append(
                    {"role": "user", "content": [{"type": "text", "text": f"Tool executed.\nResult: {text(rng, 5)}"}]}
                )
        produced = [rng.randint(40, 200) for _ in steps]
        meta: dict[str, object] = {"id": f"vstar_{number}", "question": question, "options": None, "answer": "A",
                "image_path": f"/data/{number}.png", "function_call_total_count": len(tools),
                "total_steps": len(steps), "function_call_each_count": {t: 1 for t in tools},
                "tokens_input_per_step": [rng.randint(600, 900) for _ in steps],
                "tokens_output_per_step": produced, "tokens_output_total": sum(produced), "output_text": "A"}  # fmt: skip
        _lines(case / "meta_info.jsonl", [meta])
        _lines(case / "output.jsonl", steps)
        _lines(case / "extra_info.jsonl", [{"step": s["step"], "extra_info": s["extra_info"]} for s in steps])
        (case / "trajectory.json").write_text(json.dumps([{"role": m["role"], "content": str(m["content"])}
                                                          for m in history]))  # fmt: skip
        written.cases.append(meta)
        written.steps[f"vstar_{number}"] = steps


def write_field(root: Path, *, seed: int = 35) -> Field:
    rng = random.Random(seed)
    root = Path(root)
    written = Field(root)
    _areal_cases(root / "areal-vlm", rng, written)
    chat = root / "conversations" / "support-bot" / "trajectory.json"
    chat.parent.mkdir(parents=True, exist_ok=True)
    chat.write_text(json.dumps([
        {"role": "system", "content": "You answer briefly."}, {"role": "user", "content": "What is 17 * 3?"},
        {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function",
         "function": {"name": "calculator", "arguments": json.dumps({"expression": "17*3"})}}]},
        {"role": "tool", "name": "calculator", "content": "51"}, {"role": "assistant", "content": "51"},
    ]))  # fmt: skip
    for i in range(3):
        written.attempts.append({"request_id": f"task_{i}_{rng.randrange(16**4):04x}",
                                 "prompt_used": f"Task: move the red cube next to the blue sphere ({i}).",
                                 "llm_completion_raw": json.dumps({"action_type": "move_object", "target": [i, 0, 0]}),
                                 "parsed_action": {"action_type": "move_object"}, "score": float(i % 2),
                                 "metadata": {"final_distance": round(rng.random(), 3)}})  # fmt: skip
    _lines(root / "atropos-spatial" / "trajectories.jsonl", written.attempts)
    strands = root / "rllm-strands" / "strands_outputs" / "strands_trajectory_20260101_120000.json"
    strands.parent.mkdir(parents=True, exist_ok=True)
    strands.write_text(json.dumps({
        "task": "Who won the 2025 French Open?", "reward": 1.0,
        "steps": [{"step_index": 0, "observation": "Tool call: search", "model_response": "", "step_type": "tool_call",
                   "tool_name": "search", "tool_args": {"query": "2025 French Open winner"},
                   "tool_result": "Carlos Alcaraz won the men's title.", "reward": 0.0, "done": False},
                  {"step_index": 1, "observation": "", "model_response": "", "step_type": "conversation",
                   "action": {"role": "assistant", "content": [{"text": "Carlos Alcaraz."}]}, "reward": 1.0, "done": True}],
        "tool_calls_summary": [{"tool_name": "search"}],
        "metadata": {"timestamp": "2026-01-01T12:00:00", "agent_type": "StrandsAgent", "episode_id": "strands_task_001_0"},
    }))  # fmt: skip
    gym = root / "nemo-gym-sokoban" / "data"
    for task in range(2):
        board = "#####\n#@$.#\n#####"
        output = []
        for _ in range(2):
            output.append(
                {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Right"}]}
            )
            output.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": board}]})
        written.rollouts.append({"responses_create_params": {"input": [{"role": "user", "content": "Solve it."}]},
                                 "response": {"id": f"r{task}", "model": "Qwen/Qwen3-4B", "output": output},
                                 "reward": float(task), "split": "test", "verification_time_s": 1.5,
                                 "_ng_task_index": task, "_ng_rollout_index": 0})  # fmt: skip
    _lines(gym / "example_rollouts.jsonl", written.rollouts)
    (gym / "example_rollouts_agent_metrics.json").write_text(
        json.dumps([{"mean/reward": 0.5, "max/reward": 1.0, "min/reward": 0.0, "agent_ref": {"name": "sokoban_agent"}}])
    )
    return written


def demo(root: Path) -> list[str]:
    shapes = write_field(root / "field")
    return [
        f"wrote {shapes.folder}: the field's other shapes: {len(shapes.cases)} AReaL vision tool-use cases, a chat "
        "transcript, an Atropos trajectory log, an rLLM Strands trajectory, NeMo-Gym agent metrics"
    ]
