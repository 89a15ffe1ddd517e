"""What each run was: the configuration a framework writes beside its runs, flattened to
``run_config`` rows (a dotted key, the value as text). Read from

- Hydra's ``.hydra/config.yaml`` (verl, and every Hydra app: the job's whole configuration;
  ``${a.b}`` references to other keys resolved as OmegaConf would) and ``.hydra/overrides.yaml``
  (the command line's ``key=value`` overrides, as ``overrides.<key>``); the run is the folder
  that holds ``.hydra/``. Hydra's own ``hydra.yaml`` (its paths and launcher) is not read.
- W&B's ``files/config.yaml`` (``{key: {value: ..., desc: ...}}``, with or without the
  ``wandb_version: 1`` header; W&B's own ``_wandb`` left out) and ``files/wandb-metadata.json``
  (as ``wandb.<key>``: the program, its command line ``args``, git, Python, GPUs; never the
  e-mail, user, host or paths W&B records there); the run is the ``run-<date>-<id>`` folder.
- Terminal-Bench's ``run_metadata.json``; a Harbor job's ``config.json`` (a trial's own
  ``config.json`` repeats its job's and is skipped);
- any other ``config.yaml``/``config.yml``/``config.json`` (NeMo-RL, AReaL, a trainer's saved
  config), of its folder's run, but a model's saved config (``architectures``, ``model_type``:
  a checkpoint's ``huggingface/config.json``), which is listed as skipped; one a ``checkpoint-N/`` folder holds
  is of step N (``run_config.step``), and a copy the same as another of its run is skipped as
  its duplicate.

Secrets never reach the lake: a key named like a credential (``openai_api_key``, ``hub_token``,
``password``: :func:`pipelines.redaction.secret_key`) is dropped with its whole value, a command
line's ``--api-key VALUE`` loses its value, and values shaped like a credential are redacted
(as in every table). Lists of plain values are one row (JSON text); lists holding mappings
give a key per item (``agents.0.model_name``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import pyarrow as pa
import yaml

from ..redaction import REDACTED, secret_key
from ..storage import SourceError, joined, without_compression
from . import wandb
from .base import INT64_MAX, INT64_MIN, Head, Reader, Shard, ShardRecords
from .json_values import dumps, json_document

FORMAT = "run_config"
MAX_KEYS = 50_000  # a configuration of more keys is no configuration (a YAML alias bomb, a dataset)
_CONFIGS = ("config.yaml", "config.yml", "config.json")
_HYDRA_OVERRIDES = "overrides.yaml"
_TERMINAL_BENCH = "run_metadata.json"
_WANDB_METADATA = "wandb-metadata.json"
NAMES = (*_CONFIGS, _HYDRA_OVERRIDES, _TERMINAL_BENCH, _WANDB_METADATA)
NOT_TRACES = {
    r"\.hydra/hydra\.yaml": "Hydra's own settings (its paths, launcher and job name): the run's config.yaml is read",
    r"\.(?:github|gitlab|circleci|vscode|devcontainer)/.+": "a repository's or an editor's settings, not a run's",
}
# W&B's metadata of a run: what describes the run, not the machine's owner (its e-mail, user
# name, host and home paths are there too).
_WANDB_METADATA_KEYS = ("program", "codePath", "args", "git", "python", "os", "gpu", "gpu_count", "cpu_count",
                        "cpu_count_logical", "cudaVersion", "cuda", "startedAt", "heartbeatAt", "state")  # fmt: skip
# The facts `runs` shows of a run, each from the first of its keys (whole) the configuration
# holds: what each framework calls it.
FACTS: dict[str, tuple[str, ...]] = {
    "model": (
        "actor_rollout_ref.model.path",  # verl, verl-agent
        "policy.model_name",  # NeMo-RL
        "actor.path",  # AReaL
        "trainer.policy.model.path",  # SkyRL
        "model.name",  # prime-rl
        "pretrain",  # OpenRLHF
        "model_name_or_path",  # TRL's scripts, Hugging Face
        "base_model_name_or_path",  # a PEFT adapter's config
        "_name_or_path",  # a saved Hugging Face config, and W&B's copy of it
        "model_name",  # Terminal-Bench, many scripts
        "agents.0.model_name",  # a Harbor job
        "model",
    ),
    "algorithm": (
        "algorithm.adv_estimator",  # verl: gae (PPO), grpo, rloo, gigpo...
        "trainer.algorithm.advantage_estimator",  # SkyRL
        "advantage_estimator",
        "adv_estimator",
        "algorithm",
        "loss_type",  # TRL's GRPOConfig: grpo, dr_grpo, dapo, bnpo
    ),
    "learning_rate": (
        "actor_rollout_ref.actor.optim.lr",
        "policy.optimizer.kwargs.lr",
        "actor.optimizer.lr",
        "trainer.policy.optimizer_config.lr",
        "actor_learning_rate",
        "optimizer.lr",
        "learning_rate",
        "lr",
    ),
    "batch_size": (  # as the framework counts it (verl, NeMo-RL, SkyRL: prompts a step)
        "data.train_batch_size",
        "grpo.num_prompts_per_step",
        "train_dataset.batch_size",
        "trainer.train_batch_size",
        "rollout_batch_size",
        "per_device_train_batch_size",
        "batch_size",
    ),
    "samples_per_prompt": (
        "env.rollout.n",  # verl-agent: the group of environments
        "actor_rollout_ref.rollout.n",
        "grpo.num_generations_per_prompt",
        "gconfig.n_samples",
        "generator.n_samples_per_prompt",
        "n_samples_per_prompt",
        "num_generations",  # TRL
        "rollouts_per_example",  # verifiers, prime-rl
    ),
    # The project and experiment a trainer names its run by, in every logger it writes to:
    # the runs of one experiment's loggers, launch folder and dumps share them (`experiments`).
    "project": (
        "trainer.project_name",  # verl, verl-agent, SkyRL
        "logger.wandb.project",  # OpenRLHF since 2025, NeMo-RL
        "wandb_project",  # OpenRLHF before
        "wandb.project",  # prime-rl
        "project_name",
    ),
    "experiment": (
        "trainer.experiment_name",  # verl, verl-agent
        "trainer.run_name",  # SkyRL
        "logger.wandb.run_name",  # OpenRLHF since 2025
        "logger.wandb.name",  # NeMo-RL
        "wandb_run_name",  # OpenRLHF before
        "wandb.name",  # prime-rl
        "experiment_name",  # AReaL
    ),
    "max_response_length": (
        "data.max_response_length",
        "policy.generation.max_new_tokens",
        "gconfig.max_new_tokens",
        "generator.sampling_params.max_generate_length",
        "generate_max_len",
        "max_completion_length",  # TRL
        "max_new_tokens",
        "max_tokens",
    ),
}
_ALGORITHMS = {"gae": "PPO", "ppo": "PPO", "gigpo": "GiGPO", "dr_grpo": "Dr. GRPO", "reinforce_plus_plus": "REINFORCE++",
               "reinforce_plus_plus_baseline": "REINFORCE++ (baseline)", "remax": "ReMax"}  # fmt: skip
_NUMBERS = {"learning_rate": float, "batch_size": int, "samples_per_prompt": int, "max_response_length": int}
_REFERENCE = re.compile(r"\$\{([A-Za-z_][\w.-]*)\}")  # `${a.b}`; resolvers (`${oc.env:X}`) stay as written
_FLAG = re.compile(r"--?([A-Za-z][\w.-]*)")


def step_of(name: str) -> int | None:
    return None


def _harbor_trial(head: Head) -> bool:
    return {"trial_name", "trials_dir"} <= head.keys


def sniff(head: Head) -> bool:
    name = without_compression(head.name)
    if name.endswith((".yaml", ".yml")):
        return name in NAMES
    if name not in NAMES or not isinstance(head.record, dict):
        return False
    if name == _TERMINAL_BENCH:
        return "run_id" in head.keys
    return not _harbor_trial(head) and not _model_config(head)


def _model_config(head: Head) -> bool:
    return "architectures" in head.keys or {"model_type", "vocab_size"} <= head.keys


def not_traces(head: Head) -> str | None:
    if without_compression(head.name) == "config.json" and _harbor_trial(head):
        return "a Harbor trial's configuration: its job's config.json is read"
    if without_compression(head.name) == "config.json" and _model_config(head):
        return "a model's saved config (its architecture), not a run's configuration"
    return None


def folders_above(path: str) -> int:
    """The run of a Hydra app is the folder holding ``.hydra/``; of a W&B file, its run folder."""
    folders = path.split("/")[:-1]
    if folders and folders[-1] == ".hydra":
        return 1
    return wandb.folders_above(path)


def _scalar(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)  # as Python writes it, as MLflow stores a parameter: 1e-06 is 1e-06 everywhere
    return str(value)  # a YAML date or timestamp


def _plain(values: list[Any]) -> list[Any]:
    """A command line's values with the value after a credential's flag (``--api-key X``)
    redacted; ``--api-key=X`` and ``api_key=X`` are redacted with every text."""
    out = list(values)
    for i, item in enumerate(out[:-1]):
        if isinstance(item, str) and (flag := _FLAG.fullmatch(item)) and secret_key(flag[1]):
            out[i + 1] = REDACTED
    return out


def flatten(value: object, prefix: str = "") -> Iterator[tuple[str, str | None]]:
    """(dotted key, value as text) of a configuration, credentials' keys left out; past
    :data:`MAX_KEYS`, a SourceError (a YAML alias bomb expands to billions: stop early)."""
    for count, pair in enumerate(_flatten(value, prefix), start=1):
        if count > MAX_KEYS:
            raise SourceError(f"a configuration of more than {MAX_KEYS:,} keys: not read as one")
        yield pair


def _flatten(value: object, prefix: str = "") -> Iterator[tuple[str, str | None]]:
    if isinstance(value, dict) and _named_secret(value):
        return  # `{name: OPENAI_API_KEY, value: ...}`, as containers' and jobs' env lists hold them
    if isinstance(value, dict):
        for key, item in value.items():
            name = str(key)
            if secret_key(name):
                continue
            yield from _flatten(item, f"{prefix}.{name}" if prefix else name)
    elif isinstance(value, list) and any(isinstance(item, (dict, list)) for item in value):
        for i, item in enumerate(value):
            yield from _flatten(item, f"{prefix}.{i}" if prefix else str(i))
    elif isinstance(value, list):
        yield prefix, dumps(_plain(value))
    elif prefix:
        yield prefix, _scalar(value)


def _named_secret(item: dict[Any, Any]) -> bool:
    name = item.get("name", item.get("key"))
    return isinstance(name, str) and "value" in item and secret_key(name)


def resolved(pairs: list[tuple[str, str | None]]) -> list[tuple[str, str | None]]:
    """``${a.b}`` references to other keys replaced by their values, as OmegaConf resolves them
    (Hydra saves the configuration unresolved); a reference to no key stays as written."""
    values = dict(pairs)

    def resolve(text: str, depth: int = 0) -> str | None:
        whole = _REFERENCE.fullmatch(text)
        if whole and whole[1] in values:
            target = values[whole[1]]
            return resolve(target, depth + 1) if isinstance(target, str) and depth < 16 else target
        if depth >= 16:
            return text

        def substitute(found: re.Match[str]) -> str:
            target = values.get(found[1])
            if target is None:
                return found[0]
            return str(resolve(target, depth + 1)) if "${" in target else target

        return _REFERENCE.sub(substitute, text)

    return [(key, resolve(value) if value is not None and "${" in value else value) for key, value in pairs]


def table(pairs: Iterable[tuple[str, str | None]]) -> pa.Table:
    """``run_config`` rows for a reader's (key, value) pairs."""
    keys, values = [], []
    for key, value in pairs:
        keys.append(key)
        values.append(value)
    return pa.table({"key": pa.array(keys, pa.string()), "value": pa.array(values, pa.string())})


def _document(name: str, data: bytes) -> object:
    if name.endswith(".json"):
        return json_document([data])
    try:
        return yaml.load(data, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        raise SourceError(f"not a YAML document ({str(exc).splitlines()[0]})") from None


def _overrides(document: object) -> Iterator[tuple[str, str | None]]:
    if not isinstance(document, list):
        raise SourceError("Hydra's overrides.yaml must be a list of `key=value` strings")
    for item in document:
        key, equals, value = str(item).partition("=")
        key = key.lstrip("+~")
        if equals and key and not secret_key(key):
            yield f"overrides.{key}", value


def _wandb_config(document: dict[str, Any]) -> dict[str, Any]:
    """W&B's ``{key: {value: ..., desc: ...}}`` as the plain mapping it logged."""
    return {key: item["value"] if isinstance(item, dict) and "value" in item else item
            for key, item in document.items() if key not in ("_wandb", "wandb_version")}  # fmt: skip


def facts(pairs: Iterable[tuple[str, str | None]]) -> dict[str, str]:
    """What a configuration says of its run, by :data:`FACTS`; a number that is none (an
    unresolved ``${...}``) is left out."""
    values = {key: value for key, value in pairs if value is not None}
    found = {}
    for fact, keys in FACTS.items():
        value = next((values[key] for key in keys if key in values), None)
        if value is None:
            continue
        if fact in _NUMBERS:
            try:
                number = _NUMBERS[fact](float(value))
            except (ValueError, OverflowError):  # a text, or infinite
                continue
            if isinstance(number, int) and not INT64_MIN <= number <= INT64_MAX or number != number:
                continue  # past the column's range (`runs` is read by every command), or NaN
            value = repr(number)
        if fact == "algorithm":
            value = _ALGORITHMS.get(value.lower(), value.upper())
        found[fact] = value
    return found


def records(pairs: Sequence[tuple[str, str | None]]) -> ShardRecords:
    """A configuration's records: its rows and what they say of the run."""
    return ShardRecords(tables={"run_config": table(pairs)}, facts=facts(pairs))


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    name = shard.plain_name
    document = _document(name, joined(chunks))
    if name == _HYDRA_OVERRIDES:
        pairs = list(_overrides(document))
    elif not isinstance(document, dict):
        raise SourceError(f"a configuration must be a mapping of keys, not a {type(document).__name__}")
    elif name == _WANDB_METADATA:
        kept = {key: document[key] for key in _WANDB_METADATA_KEYS if key in document}
        pairs = list(flatten(kept, "wandb"))
    elif "_wandb" in document or "wandb_version" in document:
        pairs = list(flatten(_wandb_config(document)))
    else:
        pairs = resolved(list(flatten(document)))
    return records(pairs)


READER = Reader(
    FORMAT, (".yaml", ".yml", ".json"), step_of, sniff, read=read, run_above=folders_above,
    expects=(frozenset({"run_id", "agent_name"}),),
)  # fmt: skip
