"""Realistic verl rollout dumps, generated: the real datasets cannot be downloaded here.

``python -m pipelines.samples OUT`` writes these under ``OUT/verl/`` (and the other formats'
samples beside them: see :mod:`pipelines.samples`). The verl runs:

- ``qwen3-1.7b-compression``: v1 lines (uid), gzip, GRPO groups of n=8, multi-KB Unicode
  responses; the last step was cut by an abort (truncated final line, no newline).
- ``qwen2.5-7b-math-zst``: v1 lines, zstd-compressed, ground truths of mixed JSON types.
- ``gsm8k-legacy-verl0.3``: legacy lines (no uid; ``acc`` bool, ``pred`` str, ``format``
  float, ``request_id``), plain ``.jsonl``.
- ``qwen2.5-3b-gsm8k-tool``: sglang multi-turn tool rollouts: ``input, output, score, step,
  request_id``, the output holding ``<tool_call>`` and ``<tool_response>`` blocks (some calls
  unanswered, as in the real dump: 1,828 calls, 1,716 responses in 1,024 lines).

Everything is seeded: the same call writes the same bytes, and returns what it wrote so tests
can check the lake against it.
"""

from __future__ import annotations

import json
import random
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from .common import text, write_shard

_TASKS = (
    "Compress the following passage into at most {k} words while keeping every fact: ",
    "Solve for x: {a}x + {b} = {c}. Put the final answer in \\boxed{{}}. ",
    "求 {a} 与 {b} 的最大公约数，并说明理由。",
    "A train travels {a} km in {b} hours. What is its average speed in km/h? ",
    "Résumez le texte suivant en {k} mots : ",
)


def _prompt(rng: random.Random, prompt_words: int) -> str:
    task = rng.choice(_TASKS).format(
        k=rng.randint(20, 80), a=rng.randint(2, 99), b=rng.randint(2, 99), c=rng.randint(100, 999)
    )
    # As real dumps hold it: decoded with special tokens stripped, the role lines stay.
    return f"system\nYou are a helpful assistant.\nuser\n{task}{text(rng, prompt_words)}\nassistant\n"


def _response(rng: random.Random, words: int, answer: str) -> str:
    return f"<think>\n{text(rng, words)}\n</think>\n\nThe answer is \\boxed{{{answer}}}."


def _tool_episode(rng: random.Random, words: int, answer: str, truth: str) -> str:
    """A GSM8K calculator-tool episode as verl's sglang multi-turn rollout decodes it (special
    tokens stripped, so Qwen's role lines stay: ``\nuser\n<tool_response>...`` and
    ``\nassistant\n`` after it): each assistant turn may call ``calc_gsm8k_reward``, sometimes
    twice in one turn; the tool's answers come back in ``<tool_response>`` blocks; the last call
    may be cut by the turn limit (no response) or by the length cap (never closed)."""
    parts = []
    for call in range(rng.choice((0, 1, 1, 2, 3))):
        guesses = [answer if call or rng.random() < 0.5 else str(rng.randint(1, 500))]
        if rng.random() < 0.2:
            guesses.append(str(rng.randint(1, 500)))
        calls = "\n".join(
            f"<tool_call>\n{json.dumps({'name': 'calc_gsm8k_reward', 'arguments': {'answer': g}})}\n</tool_call>"
            for g in guesses
        )
        parts.append(f"<think>\n{text(rng, words // 4)}\n</think>\n{calls}")
        if rng.random() < 0.9:
            answers = "\n".join(
                f"<tool_response>\nCurrent parsed answer='{g}' reward={1.0 if g == truth else 0.0}\n</tool_response>"
                for g in guesses
            )
            parts.append(f"\nuser\n{answers}\nassistant\n")
    if rng.random() < 0.1:
        parts.append('<tool_call>\n{"name": "calc_gsm8k_reward", "argu')  # cut by the length cap
    else:
        parts.append(f"The answer is #### {answer}")
    return "".join(parts)


@dataclass
class RunSpec:
    name: str
    steps: int = 5
    prompts: int = 4  # prompts per step
    n: int = 8  # samples per prompt (GRPO group size)
    compression: str | None = "gzip"  # gzip | zstd | None
    legacy: bool = False
    truncate_last: bool = False
    gts_types: tuple[str, ...] = ("str",)  # str | int | list | dict | null
    response_words: tuple[int, int] = (150, 1200)
    prompt_words: int = 40
    seed: int = 0
    tool_calls: bool = False  # sglang multi-turn: the output holds <tool_call>/<tool_response> turns
    hydra: bool = False  # the run folder holds Hydra's .hydra/ (config.yaml, overrides.yaml, hydra.yaml)
    model: str = "Qwen/Qwen2.5-7B-Instruct"  # what its Hydra config says


@dataclass
class Written:
    """What a generated run holds: the truth a lake is checked against."""

    folder: Path
    lines: dict[int, int] = field(default_factory=dict)  # step -> complete lines
    truncated: dict[int, int] = field(default_factory=dict)  # step -> truncated lines
    raw_bytes: dict[int, int] = field(default_factory=dict)  # step -> uncompressed size

    @property
    def total_lines(self) -> int:
        return sum(self.lines.values())


def _gts(rng: random.Random, kind: str, answer: str) -> object:
    return {
        "str": answer,
        "int": int(answer) if answer.isdigit() else 0,
        "list": [answer, f"{answer}.0"],
        "dict": {"answer": answer, "unit": "km/h"},
        "null": None,
    }[kind]


def _suffix(compression: str | None) -> str:
    return {"gzip": ".jsonl.gz", "zstd": ".jsonl.zst", None: ".jsonl"}[compression]


def step_lines(spec: RunSpec, step: int) -> list[str]:
    rng = random.Random(f"{spec.seed}/{spec.name}/{step}")
    lines = []
    for _ in range(spec.prompts):
        group = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        prompt = _prompt(rng, spec.prompt_words)
        answer = str(rng.randint(1, 500))
        gts = _gts(rng, rng.choice(spec.gts_types), answer)
        for sample in range(spec.n):
            correct = rng.random() < min(0.9, 0.2 + 0.1 * step)
            given = answer if correct else str(rng.randint(1, 500))
            if spec.tool_calls:
                response = _tool_episode(rng, rng.randint(*spec.response_words), given, answer)
                record = {
                    "input": prompt,
                    "output": response,
                    "score": 1.0 if correct else 0.0,
                    "step": step,
                    "request_id": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                }
                lines.append(json.dumps(record, ensure_ascii=False))
                continue
            response = _response(rng, rng.randint(*spec.response_words), given)
            if spec.legacy:
                record = {
                    "input": prompt,
                    "output": response,
                    "gts": gts,
                    "score": 1.0 if correct else 0.0,
                    "step": step,
                    "acc": correct,
                    "pred": given,
                    "format": round(rng.random(), 3),
                    "request_id": f"req-{rng.getrandbits(32):08x}",
                }
            else:
                record = {
                    "input": prompt,
                    "output": response,
                    "gts": gts,
                    "score": 1.0 if correct else 0.0,
                    "step": step,
                    "uid": f"{group}_{sample}_0",
                }
            lines.append(json.dumps(record, ensure_ascii=False))
    if not spec.legacy and not spec.tool_calls:
        lines.sort(key=lambda line: json.loads(line)["uid"])  # verl sorts its dump by uid
    return lines


def write_run(root: Path, spec: RunSpec) -> Written:
    folder = Path(root) / spec.name
    folder.mkdir(parents=True, exist_ok=True)
    written = Written(folder)
    for step in range(1, spec.steps + 1):
        lines = step_lines(spec, step)
        data = ("\n".join(lines) + "\n").encode()
        if spec.truncate_last and step == spec.steps:
            cut = data.rfind(b"\n", 0, len(data) - 1) + 1  # start of the last line
            data = data[: cut + (len(data) - cut) // 2]  # abort mid-record, no newline
            written.truncated[step] = 1
            written.lines[step] = len(lines) - 1
        else:
            written.lines[step] = len(lines)
        written.raw_bytes[step] = len(data)
        write_shard(folder / f"{step}{_suffix(spec.compression)}", data, spec.compression)
    if spec.hydra:
        write_hydra(folder / ".hydra", spec)
    return written


# Planted where real runs leak them (a key in the config, a command-line override, a URL's
# password): the lake must hold none of them.
PLANTED_SECRETS = ("sk-proj-FAKE0123456789abcdefPLANTED", "hunter2PLANTED", "hf_FAKEplanted0123456789abcdefXYZ")


def write_hydra(folder: Path, spec: RunSpec) -> None:
    """What Hydra saves of a verl launch (``verl/trainer/config/ppo_trainer.yaml`` in part, as
    saved: unresolved ``${...}`` references, flow-style lists)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.yaml").write_text(f"""data:
  tokenizer: null
  train_files: ~/data/gsm8k/train.parquet
  val_files: ~/data/gsm8k/test.parquet
  prompt_key: prompt
  max_prompt_length: 512
  max_response_length: 1024
  train_batch_size: {spec.prompts}
actor_rollout_ref:
  hybrid_engine: true
  model:
    path: {spec.model}
    enable_gradient_checkpointing: true
  actor:
    strategy: fsdp
    ppo_mini_batch_size: {spec.prompts}
    use_kl_loss: true
    kl_loss_coef: 0.001
    optim:
      lr: 1.0e-06
      lr_warmup_steps_ratio: 0.0
  rollout:
    name: vllm
    temperature: 1.0
    prompt_length: ${{data.max_prompt_length}}
    response_length: ${{data.max_response_length}}
    n: {spec.n}
custom_reward_function:
  path: null
  openai_api_key: {PLANTED_SECRETS[0]}
algorithm:
  gamma: 1.0
  adv_estimator: grpo
  use_kl_in_reward: false
trainer:
  total_epochs: 15
  project_name: verl_grpo_example_gsm8k
  experiment_name: {spec.name}
  logger: ['console', 'wandb']
  n_gpus_per_node: 8
  nnodes: 1
  default_local_dir: checkpoints/${{trainer.project_name}}/${{trainer.experiment_name}}
  mlflow_tracking_uri: http://bob:{PLANTED_SECRETS[1]}@mlflow.internal:5000
""")
    (folder / "overrides.yaml").write_text(f"""- algorithm.adv_estimator=grpo
- data.train_batch_size={spec.prompts}
- actor_rollout_ref.rollout.n={spec.n}
- trainer.logger=['console','wandb']
- +trainer.hf_token={PLANTED_SECRETS[2]}
""")
    (folder / "hydra.yaml").write_text(
        "hydra:\n  run:\n    dir: outputs/${now:%Y-%m-%d}/${now:%H-%M-%S}\n  job:\n    name: main_ppo\n"
    )


DEMO_RUNS = (
    RunSpec("qwen3-1.7b-compression", steps=6, prompts=4, n=8, compression="gzip", truncate_last=True, seed=1),
    RunSpec(
        "qwen2.5-7b-math-zst",
        steps=5,
        prompts=4,
        n=8,
        compression="zstd",
        gts_types=("str", "int", "list", "dict", "null"),
        seed=2,
    ),
    RunSpec(
        "gsm8k-legacy-verl0.3", steps=4, prompts=4, n=4, compression=None, legacy=True, response_words=(40, 300), seed=3
    ),
    RunSpec(
        "qwen2.5-3b-gsm8k-tool",
        steps=3,
        prompts=4,
        n=4,
        compression="gzip",
        tool_calls=True,
        response_words=(40, 200),
        seed=4,
    ),
)


def write_demo(root: Path) -> dict[str, Written]:
    return {spec.name: write_run(Path(root) / "verl", spec) for spec in DEMO_RUNS}


def demo(root: Path) -> list[str]:
    """The demo runs (``make demo``); the lines ``python -m pipelines.samples`` prints."""
    lines = []
    for written in write_demo(root).values():
        size = sum(written.raw_bytes.values())
        lines.append(
            f"wrote {written.folder}: {len(written.lines)} steps, {written.total_lines} lines, {size / 1e6:.1f} MB raw"
        )
    return lines
