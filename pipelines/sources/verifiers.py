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

The writer's versions (read from its history and from its own committed outputs):
- 2025-08 to 2025-10 (``8c1b7fe7d``, #223): rows keyed ``id``, not ``example_id``; ``completion``
  a message list, or a plain text for a completion environment; an assistant's ``tool_calls``
  as JSON *texts* in some environments (math_python, mcp_env) and objects in others
  (tool_test) of the same weeks; a column per reward function and metric beside ``reward``, no
  ``metrics`` object; ``metadata.json`` with ``env`` (not ``env_id``), ``date`` and ``time``,
  and flat ``avg_<name>`` averages, read as ``avg_metrics/<name>``.
- 2025-10-18 on (``ed7cdf221``, #478): ``example_id`` (a text in some environments), timings;
  metadata with ``env_id``, ``env_args``, ``base_url``, ``avg_metrics``. Its first files wrote
  the metadata before aggregating (``avg_reward`` 0.0, ``avg_metrics`` empty): the rows' own
  rewards are what the lake sums.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from ..storage import without_compression
from . import metrics, prime_rl
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict
from .json_values import json_document

FORMAT = "verifiers"
DEFAULT_STEP = 0
_METADATA = "metadata.json"
_RESULTS = "results.jsonl"


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    name = without_compression(head.name)
    keys = head.keys
    if name == _METADATA:
        return {"model", "rollouts_per_example"} <= keys and bool({"env_id", "env"} & keys)
    return name == _RESULTS and {"prompt", "completion", "reward"} <= keys and bool({"example_id", "id"} & keys)


def split_of(path: str) -> str | None:
    return "val"  # vf-eval's outputs are evaluations


def _metadata(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    document = as_dict(json_document(chunks, "a verifiers metadata.json"))
    table = metrics.MetricRows(shard)
    numbers = {"avg_reward": document.get("avg_reward")}
    numbers |= {f"avg_metrics/{k}": v for k, v in as_dict(document.get("avg_metrics")).items()}
    numbers |= {  # the 2025 writer's flat averages
        f"avg_metrics/{k.removeprefix('avg_')}": v for k, v in document.items() if k.startswith("avg_") and k != "avg_reward"
        and k != "avg_metrics" and isinstance(v, (int, float)) and not isinstance(v, bool)
    }  # fmt: skip
    for name, value in numbers.items():
        table.add(DEFAULT_STEP, name, metrics.metric_value(value), split="val")
    model, env = document.get("model"), document.get("env_id") or document.get("env")
    return replace(
        table.records(), model=model if isinstance(model, str) else None, task=env if isinstance(env, str) else None
    )


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    return _metadata(shard, chunks) if shard.plain_name == _METADATA else prime_rl.read(shard, chunks)


READER = Reader(
    FORMAT, (".jsonl", ".json"), step_of, sniff, read=read, split_of=split_of, default_step=DEFAULT_STEP,
    framework="verifiers",
    expects=(frozenset({"example_id", "prompt", "completion", "reward"}), frozenset({"id", "prompt", "completion", "reward"}),
             frozenset({"env_id", "model", "rollouts_per_example"})),
)  # fmt: skip
