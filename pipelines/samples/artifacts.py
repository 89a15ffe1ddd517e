"""A generated agent-RL artifacts tree (docs/formats.md), like ``PRM-agent-rl-artifacts``:

    artifacts/
      README.md                                   not data: listed as skipped
      rollouts/alfworld_qwen3_8b_gigpo/           verl-agent per-turn dumps, episodes contiguous,
                                                  invalid-action penalty (-0.1) on some turns
          {step}.jsonl.gz, metrics.jsonl          (verl file logger), config.yaml (skipped)
      rollouts/webshop_olmo3_7b_gigpo/            verl-agent per-turn dumps, turns interleaved,
                                                  actions as "[Action] ..." lines
          {step}.jsonl, train_metrics.jsonl       (flat metrics, a key with spaces and parentheses)
      rollouts/search_r1_qwen3_8b_4gpu/           prompt/response/reward, Search-R1 episodes
          step_{step:05d}.jsonl.gz, metrics.csv
      rollouts/webshop_qwen3_8b_process_std_sum/  input/output/score, aborted: the last shard cut
          global_step_{step}.jsonl.zst, curves.csv (long format, CRLF, BOM), wandb_export_*.csv
      eval/standalone_eval/                       metrics.jsonl, trajectories/step_{step}.jsonl,
                                                  aggregate.json
      eval/search_r1_metrics/global_step_{s}/     metrics.json, outputs.jsonl

Seeded; :func:`write_artifacts` returns, per run, what a correct ingest must show.
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import text, write_shard

_ROOMS = ["cabinet 1", "cabinet 2", "countertop 1", "drawer 1", "drawer 2", "sinkbasin 1", "shelf 1", "fridge 1"]
_ALF_TASKS = [
    "put a clean cloth in countertop",
    "heat some egg and put it in diningtable",
    "put two spraybottle in toilet",
    "look at alarmclock under the desklamp",
]
_SHOP_TASKS = [
    "Find me machine wash men's dress shirts with cotton spandex, and price lower than 50.00 dollars",
    "i need a long lasting 6.76 fl oz bottle of l'eau d'issey, and price lower than 100.00 dollars",
    "Find me slim fit, loose fit women's tops with short sleeve, color: a01#purple, size: xx-large",
    "i am looking for a gluten free, 100% vegan protein bar, and price lower than 40.00 dollars",
]
_QUESTIONS = [
    "who wrote the novel that inspired the film blade runner",
    "what is the capital of the country where the nile ends",
    "when did the first person walk on the moon",
    "which river flows through the city of ulan bator",
]


@dataclass
class Expected:
    """What one run of the tree must hold once ingested."""

    trajectories: int = 0
    turns: int = 0
    step_metrics: int = 0
    quarantined: int = 0
    lines: int = 0  # trajectory lines written (per-turn lines for verl-agent runs)
    regrouped: int = 0  # verl-agent episodes that must come back as one trajectory
    single_lines: int = 0  # verl-agent lines that must stay one trajectory each
    searches: int = 0  # Search-R1 search calls
    splits: set[Any] = field(default_factory=set)


def _agent_prompt(env: str, task: str, k: int, history: list[tuple[str, str]], obs: str, options: list[str]) -> str:
    header = (
        "You are an expert agent operating in the ALFRED Embodied Environment."
        if env == "alfworld"
        else "You are an expert autonomous agent operating in the WebShop e-commerce platform."
    )
    choices = f"Your admissible actions of the current situation are: [{', '.join(repr(o) for o in options)}]."
    if k == 1:
        if env == "alfworld":
            return (
                f"{header}\nYour current observation is: -= Welcome to TextWorld, ALFRED! =-\n\n{obs}\n\n"
                f"Your task is to: {task}.\n{choices}\n\nNow it's your turn to take an action."
            )
        return f"{header}\nYour task is to: {task}.\nYour current observation is: {obs}.\n{choices}"
    recalled = ", ".join(
        f"[Observation {j + 1}: '{o}', Action {j + 1}: '{a}']" for j, (o, a) in enumerate(history[-3:])
    )
    return (
        f"{header} Your task is to: {task}.\nPrior to this step, you have already taken {k - 1} step(s). "
        f"Below are the most recent {min(3, k - 1)} observations and the corresponding actions you took: "
        f"{recalled}\nYou are now at step {k} and your current observation is: {obs}\n{choices}"
    )


def _episode(
    rng: random.Random, env: str, task: str, turns: int, actions: list[str] | None = None
) -> list[tuple[str, str]]:
    """(prompt, response) per turn."""
    history: list[tuple[str, str]] = []
    out = []
    for k in range(1, turns + 1):
        obs = f"You arrive at {rng.choice(_ROOMS)}. On it, you see {text(rng, 8)}."
        action = actions[k - 1] if actions else f"go to {rng.choice(_ROOMS)}"
        if not actions and env == "webshop":
            action = f"click[B0{rng.randint(10**7, 10**8 - 1)}]"  # fixed width: no id inside another
        # WebShop's prompt asks for "[Action] ..." lines in some setups: both shapes are seen.
        said = f"<action>{action}</action>" if env == "alfworld" else f"\n[Action] {action}"
        out.append(
            (
                _agent_prompt(env, task, k, history, obs, [action, f"examine {rng.choice(_ROOMS)}", "look"]),
                f"<think>{text(rng, rng.randint(20, 120))}</think>{said}",
            )
        )
        history.append((obs, action))
    return out


def _write_lines(path: Path, records: list[dict[str, Any]], compression: str | None, *, cut_last: bool = False) -> int:
    data = ("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n").encode()
    if cut_last:
        start = data.rfind(b"\n", 0, len(data) - 1) + 1
        data = data[: start + (len(data) - start) // 2]
    path.parent.mkdir(parents=True, exist_ok=True)
    write_shard(path, data, compression)
    return len(records)


def _verl_agent_run(
    root: Path, name: str, env: str, rng: random.Random, *, interleave: bool, steps: int, compression: str | None
) -> Expected:
    exp = Expected(splits={"train"})
    tasks = _ALF_TASKS if env == "alfworld" else _SHOP_TASKS
    for step in range(1, steps + 1):
        episodes = []  # (task, score, [(prompt, response)])
        for t, task in enumerate(tasks):
            for _ in range(4):  # GiGPO group of 4 rollouts per task
                score = 10.0 if rng.random() < 0.4 else 0.0
                episodes.append((task, score, _episode(rng, env, task, rng.randint(2, 5))))
            if interleave and t == len(tasks) - 1:
                # Two rollouts of one task, same score, same actions: no rule can tell them apart.
                actions = [f"click[B0{rng.randint(10**7, 10**8 - 1)}]" for _ in range(3)]
                episodes.append((task, 5.0, _episode(rng, env, task, 3, actions)))
                episodes.append((task, 5.0, _episode(rng, env, task, 3, actions)))
        records = []
        if interleave:  # all envs' turn 1, then turn 2...: the order of a batched rollout loop
            for k in range(max(len(e[2]) for e in episodes)):
                records += [
                    {"input": e[2][k][0], "output": e[2][k][1], "score": e[1], "step": step}
                    for e in episodes
                    if k < len(e[2])
                ]
        else:
            # verl-agent's invalid-action penalty: a turn whose action cannot be parsed scores
            # invalid_action_penalty_coef (0.1, as float32) below the episode's other turns.
            records = []
            for e in episodes:
                for p, r in e[2]:
                    invalid = rng.random() < 0.15
                    records.append(
                        {
                            "input": p,
                            "output": r.split("<action>")[0] + "I should look around." if invalid else r,
                            "score": e[1] - 0.10000000149011612 if invalid else e[1],
                            "step": step,
                        }
                    )
        _write_lines(root / name / f"{step}.jsonl{'.gz' if compression == 'gzip' else ''}", records, compression)
        exp.lines += len(records)
        groups = defaultdict(list)
        for e in episodes:
            groups[(e[0], e[1])].append(e)
        for (_task, score), members in groups.items():
            ambiguous = interleave and score == 5.0
            if ambiguous:
                exp.single_lines += sum(len(e[2]) for e in members)
            else:
                exp.regrouped += len(members)
                exp.turns += 2 * sum(len(e[2]) for e in members)
    exp.trajectories = exp.regrouped + exp.single_lines
    return exp


def _search_response(rng: random.Random, searches: int) -> str:
    parts = []
    for _ in range(searches):
        parts.append(
            f"<think>{text(rng, 30)}</think>\n<search> {text(rng, 6)} </search>\n\n"
            f'<information>Doc 1(Title: "{text(rng, 3)}") {text(rng, 80)}\nDoc 2(Title: "{text(rng, 3)}") '
            f"{text(rng, 80)}</information>\n\n"
        )
    parts.append(f"<think>{text(rng, 25)}</think>\n<answer> {text(rng, 3)} </answer>")
    return "".join(parts)


def _search_records(rng: random.Random, count: int, exp: Expected) -> list[dict[str, Any]]:
    records = []
    for _ in range(count):
        searches = rng.randint(0, 3)
        question = rng.choice(_QUESTIONS)
        records.append(
            {
                "prompt": f"Answer the given question. You can search with <search> query </search>. Question: {question}?",
                "response": _search_response(rng, searches),
                "reward": float(rng.random() < 0.45),
                "data_source": rng.choice(["nq", "hotpotqa"]),
                "golden_answers": [text(rng, 2)],
            }
        )
        exp.searches += searches
        exp.turns += 1 + 2 * searches + 1  # the prompt, each call and its results, the answer
    return records


def write_artifacts(root: Path, seed: int = 11) -> dict[str, Expected]:
    rng = random.Random(seed)
    root = Path(root)
    rollouts, evals = root / "rollouts", root / "eval"
    expected: dict[str, Expected] = {}
    root.mkdir(parents=True, exist_ok=True)
    (root / "README.md").write_text("# Agent RL artifacts (generated by tracelake's sample generator)\n")

    # GiGPO on ALFWorld: per-turn lines, episodes contiguous; verl's file logger.
    alf = expected["alfworld_qwen3_8b_gigpo"] = _verl_agent_run(
        rollouts, "alfworld_qwen3_8b_gigpo", "alfworld", rng, interleave=False, steps=3, compression="gzip"
    )
    # The training metrics users look at first; a NaN grad norm (as json.dumps writes it) at step 2.
    logger = [
        {
            "step": s,
            "data": {
                "critic/score/mean": round(rng.random() * 10, 3),
                "episode/success_rate": round(rng.random(), 3),
                "episode/alfworld/pick_and_place_success_rate": round(rng.random(), 3),
                "timing_s/gen": round(rng.uniform(20, 90), 2),
                "actor/pg_loss": round(rng.gauss(0, 0.1), 4),
                "actor/kl_loss": round(0.001 * s * rng.uniform(0.5, 1.5), 5),
                "actor/entropy": round(1.2 - 0.2 * s + rng.uniform(-0.05, 0.05), 4),
                "actor/grad_norm": float("nan") if s == 2 else round(rng.uniform(0.1, 0.6), 4),
                "response_length/mean": round(rng.uniform(300, 900), 1),
                "response_length/clip_ratio": round(rng.uniform(0, 0.1), 4),
                "perf/throughput": round(rng.uniform(900, 1400), 1),
            },
        }
        for s in range(1, 4)
    ]
    _write_lines(rollouts / "alfworld_qwen3_8b_gigpo" / "metrics.jsonl", logger, None)
    alf.step_metrics = 11 * len(logger)
    (rollouts / "alfworld_qwen3_8b_gigpo" / "config.yaml").write_text("trainer:\n  total_epochs: 1\n")

    # GiGPO on WebShop: per-turn lines interleaved by turn, one ambiguous pair; flat metrics.
    shop = expected["webshop_olmo3_7b_gigpo"] = _verl_agent_run(
        rollouts, "webshop_olmo3_7b_gigpo", "webshop", rng, interleave=True, steps=2, compression=None
    )
    flat = [
        {
            "step": s,
            "episode/webshop_task_score (not success_rate)": round(rng.uniform(0, 10), 3),
            "episode/success_rate": round(rng.random(), 3),
            "actor/entropy": round(rng.uniform(0.2, 1.5), 4),
            "trainer/note": "resumed from step 1" if s == 2 else None,
        }
        for s in range(1, 3)
    ]
    _write_lines(rollouts / "webshop_olmo3_7b_gigpo" / "train_metrics.jsonl", flat, None)
    shop.step_metrics = 3 * len(flat) + 1  # the note is text, and null at step 1

    # Search-R1: multi-turn response strings; metrics as CSV.
    sr = expected["search_r1_qwen3_8b_4gpu"] = Expected(splits={"train"})
    for step in range(1, 4):
        records = _search_records(rng, 12, sr)
        _write_lines(rollouts / "search_r1_qwen3_8b_4gpu" / f"step_{step:05d}.jsonl.gz", records, "gzip")
        sr.lines += len(records)
    sr.trajectories = sr.lines
    rows = ["step,critic/score/mean,response_length/mean,env/number_of_valid_search"]
    rows += [f"{s},{rng.random():.4f},{rng.uniform(200, 900):.1f},{rng.uniform(0, 3):.2f}" for s in range(1, 4)]
    (rollouts / "search_r1_qwen3_8b_4gpu" / "metrics.csv").write_text("\n".join(rows) + "\n")
    sr.step_metrics = 3 * 3

    # A per-trajectory outcome run (verl keys, global_step_N names), aborted mid-write.
    out = expected["webshop_qwen3_8b_process_std_sum"] = Expected(splits={"train"})
    for step in range(1, 4):
        records = [
            {
                "input": f"WebShop instruction: {rng.choice(_SHOP_TASKS)}",
                "output": f"<think>{text(rng, 60)}</think>",
                "score": round(rng.uniform(0, 1), 3),
                "step": step,
                "process_reward_std": round(rng.random(), 3),
            }
            for _ in range(8)
        ]
        last = step == 3
        _write_lines(
            rollouts / "webshop_qwen3_8b_process_std_sum" / f"global_step_{step}.jsonl.zst",
            records,
            "zstd",
            cut_last=last,
        )
        out.lines += len(records) - last
        out.quarantined += last
    out.trajectories = out.lines
    # Its curves as real runs export them: a long-format CSV (the metric in a column, one value
    # column per series, CRLF, a UTF-8 BOM) and a W&B export (`Step`, `<run> - <metric>`).
    curves = ["step,metric,v3,gigpo_mean"] + [
        f"{s},{m},{rng.random():.3f},{rng.random():.3f}"
        for s in range(1, 4)
        for m in ("success_rate", "episode_length")
    ]
    (rollouts / "webshop_qwen3_8b_process_std_sum" / "curves.csv").write_bytes(
        b"\xef\xbb\xbf" + ("\r\n".join(curves) + "\r\n").encode()
    )
    run = "webshop_qwen3_8b_process_std_sum"
    wandb = [f'"Step","{run} - critic/score/mean","{run} - critic/score/mean__MIN","{run} - critic/score/mean__MAX"']
    wandb += [f"{s},{rng.random():.4f},{rng.random() / 2:.4f},{0.5 + rng.random() / 2:.4f}" for s in range(1, 4)]
    (rollouts / run / "wandb_export_2026-06-17.csv").write_text("\n".join(wandb) + "\n")
    out.step_metrics = 3 * 2 * 2 + 3 * 3

    # Standalone eval: per-step flat metrics, per-episode trajectories, an aggregate.
    ev = expected["standalone_eval"] = Expected(splits={"val"})
    _write_lines(
        evals / "standalone_eval" / "metrics.jsonl",
        [
            {
                "global_step": s,
                "val/success_rate": round(rng.random(), 3),
                "val/alfworld/test_score": round(rng.random() * 10, 2),
            }
            for s in (50, 100)
        ],
        None,
    )
    for s in (50, 100):
        records = [
            {
                "prompt": f"Your task is to: {rng.choice(_ALF_TASKS)}",
                "response": f"<action>go to {rng.choice(_ROOMS)}</action>",
                "reward": float(rng.random() < 0.5),
                "episode_id": i,
            }
            for i in range(6)
        ]
        _write_lines(evals / "standalone_eval" / "trajectories" / f"step_{s}.jsonl", records, None)
        ev.lines += len(records)
    (evals / "standalone_eval" / "aggregate.json").write_text(
        json.dumps({"success_rate": 0.42, "mean_reward": 4.1, "episodes": 12})
    )
    ev.trajectories = ev.lines
    ev.step_metrics = 2 * 2 + 3

    # Search-R1 eval: per-checkpoint metrics and per-sample outputs.
    sre = expected["search_r1_metrics"] = Expected(splits={"val"})
    for s in (100, 200):
        folder = evals / "search_r1_metrics" / f"global_step_{s}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "metrics.json").write_text(
            json.dumps({"val/nq/test_score": round(rng.random(), 3), "val/hotpotqa/test_score": round(rng.random(), 3)})
        )
        records = _search_records(rng, 5, sre)
        _write_lines(folder / "outputs.jsonl", records, None)
        sre.lines += len(records)
    sre.trajectories = sre.lines
    sre.step_metrics = 2 * 2
    return expected


def main(argv: list[str]) -> int:
    root = Path(argv[0] if argv else "data/samples/artifacts")
    for name, exp in write_artifacts(root).items():
        print(f"wrote {root}: run {name}: {exp.lines} trajectory lines, {exp.step_metrics} metric values")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


def demo(root: Path) -> list[str]:
    runs = write_artifacts(root / "artifacts")
    lines = sum(e.lines for e in runs.values())
    return [f"wrote {root / 'artifacts'}: {len(runs)} agent runs (rollouts/, eval/), {lines} trajectory lines"]
