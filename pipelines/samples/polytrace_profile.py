"""PolyTrace profiling logs of one training run, in the real layout (docs/formats.md):

    <run>/profile/packed_length_log/<ts>/packed_lengths_step_<N>.jsonl        one line per prompt
    <run>/profile/multiturn_workload_log/<ts>/multiturn_workload_step_<N>.jsonl one line per trajectory
    <run>/profile/reward_timing_log/<ts>/reward_timings_step_<N>.jsonl       one line per rank
    <run>/profile/dapo_filter_indices.jsonl, task_distribution_parameters.json  not traces

Seeded; :func:`write_profile` returns what a correct ingest must show.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

RUN = "dapo_qwen3_8b_search"
STAMP = "20260617_022300"
RANKS = 4


@dataclass
class ProfileExpected:
    folder: Path
    trajectories: int = 0  # packed outputs + multi-turn trajectories
    val_trajectories: int = 0
    response_tokens: int = 0  # packed outputs' sum
    turns: int = 0
    tool_calls: int = 0
    tool_latency_sum: float = 0.0
    reward_time_rows: int = 0  # one per rank and step
    skipped: set[str] = field(default_factory=set)


def _lines(path: Path, records: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records))


def write_profile(root: Path, steps: int = 2, seed: int = 17) -> ProfileExpected:
    rng = random.Random(seed)
    profile = Path(root) / RUN / "profile"
    exp = ProfileExpected(Path(root) / RUN)
    for step in range(1, steps + 1):
        validate = step == steps  # the last step is a validation pass
        packed = []
        for rank in range(RANKS):
            for local in range(2):
                outputs = [rng.randint(40, 4000) for _ in range(8)]
                packed.append(
                    {
                        "step": step,
                        "rank": rank,
                        "tp_rank": rank % 2,
                        "dp_rank": rank // 2,
                        "local_index": local,
                        "input": rng.randint(200, 1500),
                        "output": outputs,
                        "n_sampling": 8,
                        "validate": validate,
                    }
                )
                exp.response_tokens += sum(outputs)
                exp.trajectories += 8
                exp.val_trajectories += 8 * validate
        _lines(profile / "packed_length_log" / STAMP / f"packed_lengths_step_{step}.jsonl", packed)

        multiturn = []
        for group in range(3):
            for sample in range(2):
                turns, calls = [], []
                for turn in range(rng.randint(1, 4)):
                    count = rng.choice((0, 1, 1, 2))
                    turns.append(
                        {
                            "turn": turn,
                            "generation_prompt_len": 900 + 300 * turn,
                            "prompt_tokens": 900 + 300 * turn,
                            "cached_tokens": 800 * turn,
                            "max_new_tokens": 2048,
                            "completion_tokens": rng.randint(20, 600),
                            "finish_reason": "tool_calls" if count else "stop",
                            "tool_call_count": count,
                            "engine_latency_s": round(rng.uniform(0.2, 3.0), 4),
                        }
                    )
                    if turn == 3 and count:
                        continue  # the turn limit: the calls this last turn asked for never ran (as in the real log)
                    for _ in range(count):
                        latency = round(rng.lognormvariate(-1.5, 0.6), 4)
                        calls.append(
                            {
                                "turn": turn,
                                "tool_name": rng.choice(("search", "fetch")),
                                "query_count": 1,
                                "latency_s": latency,
                                "response_token_len": rng.randint(50, 500),
                                "status": "ok",
                                "total_results": 5,
                            }
                        )
                        exp.tool_latency_sum += latency
                multiturn.append(
                    {
                        "step": step,
                        "prompt_len": rng.randint(300, 900),
                        "max_response_len": 8192,
                        "turns": turns,
                        "tool_calls": calls,
                        # As the real log has it: the tool responses spliced in count too.
                        "final_response_len": sum(int(t["completion_tokens"]) for t in turns)
                        + sum(int(c["response_token_len"]) for c in calls),
                        "response_loss_mask_rle": [[1, 40], [0, 120]],
                        "turn_count": len(turns),
                        "tool_call_count": len(calls),
                        "validate": validate,
                        "prompt_group_id": f"g{step}-{group}",
                        "sample_id": sample,
                    }
                )
                exp.trajectories += 1
                exp.val_trajectories += validate
                exp.turns += len(turns) + len(calls)
                exp.tool_calls += len(calls)
        _lines(profile / "multiturn_workload_log" / STAMP / f"multiturn_workload_step_{step}.jsonl", multiturn)

        timings = [
            {
                "step": step,
                "rank": rank,
                "tp_rank": rank % 2,
                "dp_rank": rank // 2,
                "batch_size": 16,
                "reward_time_s": round(rng.uniform(0.01, 0.3), 4),
                "response_sum": rng.randint(10000, 40000),
                "response_mean": round(rng.uniform(500, 2500), 2),
                "response_max": rng.randint(3000, 8000),
                "validate": validate,
            }
            for rank in range(RANKS)
        ]
        _lines(profile / "reward_timing_log" / STAMP / f"reward_timings_step_{step}.jsonl", timings)
        exp.reward_time_rows += RANKS
    _lines(
        profile / "dapo_filter_indices.jsonl",
        [{"step": s, "kept": [0, 2, 3], "dropped": [1]} for s in range(1, steps + 1)],
    )
    (profile / "task_distribution_parameters.json").write_text(json.dumps({"math_task": {}, "tool_calling_task": {}}))
    exp.skipped = {"dapo_filter_indices.jsonl", "task_distribution_parameters.json"}
    return exp


def demo(root: Path) -> list[str]:
    profile = write_profile(root / "polytrace-profile")
    return [
        f"wrote {profile.folder}: PolyTrace profiling logs, {profile.trajectories} trajectories "
        f"({profile.tool_calls} tool calls), per-rank reward timings and 2 side files"
    ]
