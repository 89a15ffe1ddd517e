"""verifiers' evaluation outputs (docs/formats.md): ``vf-eval`` writes each evaluation to
``outputs/evals/<env>--<model, / as -->/<uuid8>/`` (``utils/path_utils.py::get_results_path``):
``results.jsonl``, one ``RolloutOutput`` a line (``example_id, prompt, completion, answer,
info, reward, metrics`` and each metric again beside them, ``timing, is_completed,
is_truncated, stop_condition, error, token_usage``), appended as rollouts finish (a resumed
evaluation goes on in the same file), and ``metadata.json`` (``env_id, model, num_examples,
rollouts_per_example, sampling_args, avg_reward, avg_metrics, ...``).

- An evaluation is a run of its own, ``<env>--<model>/<uuid8>`` (the uuid folder a launch of its
  env and model), the ``val`` split at step 0.
- Its rows read as prime-rl's older rollout rows do (:mod:`.prime_rl`, whose rollouts verifiers
  writes): the prompt's and completion's messages as turns, ``reward`` and each metric as
  rewards, the rollouts of one ``example_id`` a group.
- ``metadata.json`` gives the run's model (``model``) and task (``env_id``), and its averages as
  ``step_metrics`` at step 0 (``avg_reward``, ``avg_metrics/<name>``); the sampling arguments
  and the rest are not copied (a base URL, headers).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from ..storage import without_compression
from . import metrics, prime_rl
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict
from .jsonl import json_document

FORMAT = "verifiers"
DEFAULT_STEP = 0
_METADATA = "metadata.json"
_RESULTS = "results.jsonl"


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    name = without_compression(head.name)
    if name == _METADATA:
        return {"env_id", "model", "rollouts_per_example"} <= head.keys
    return name == _RESULTS and {"example_id", "prompt", "completion", "reward"} <= head.keys


def split_of(path: str) -> str | None:
    return "val"  # vf-eval's outputs are evaluations


def _metadata(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    document = as_dict(json_document(chunks, "a verifiers metadata.json"))
    table = metrics.MetricRows(shard)
    numbers = {"avg_reward": document.get("avg_reward")}
    numbers |= {f"avg_metrics/{k}": v for k, v in as_dict(document.get("avg_metrics")).items()}
    for name, value in numbers.items():
        table.add(DEFAULT_STEP, name, metrics.metric_value(value), split="val")
    model, env = document.get("model"), document.get("env_id")
    return replace(
        table.records(), model=model if isinstance(model, str) else None, task=env if isinstance(env, str) else None
    )


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    return _metadata(shard, chunks) if shard.plain_name == _METADATA else prime_rl.read(shard, chunks)


READER = Reader(
    FORMAT,
    (".jsonl", ".json"),
    step_of,
    sniff,
    read=read,
    split_of=split_of,
    default_step=DEFAULT_STEP,
    framework="verifiers",
)
