r"""Source readers, one module per format, each declaring a :class:`~.base.Reader` (``READER``)
and, if it knows of files beside its shards that hold no traces, ``NOT_TRACES`` (the end of
such a file's path, a regular expression: ``agent/trajectory\.json``, with the reason it is not
read) and ``not_traces(head)`` (the reason, for a file told apart by its content).
Adding a format: its module, its test, its sample generator (``pipelines/samples/``) and one
line of :data:`REGISTRY`. Detection (:mod:`pipelines.reconcile.readers`) asks the readers in this order and takes
the first that claims a file, so the more specific come first.

The reader modules load when ``READERS`` or ``NOT_TRACES`` is first asked for: a command that
only declares its options (the CLI's ``--format`` help lists :data:`FORMATS`) does not pay
for them.
"""

from __future__ import annotations

import importlib
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from .base import Head, Reader

    READERS: dict[str, Reader]
    NOT_TRACES: dict[re.Pattern[str], str]
    ANY_NOT_TRACE: re.Pattern[str]
    SIDE_FILES: list[Callable[[Head], str | None]]

# Each format's module, named after it, in the order detection asks them.
REGISTRY = (
    "trl",  # TRL's completions_{step}.parquet, by their file names
    "art",  # OpenPipe ART's trajectories/<split>/<step>.parquet, by their columns
    "run_config",  # what a run was: Hydra, W&B, Terminal-Bench, Harbor and saved configs, by their names
    "harbor",  # Parquet agent-trace exports; reads whole files
    "harbor_job",  # a Harbor job's trial result.json, with its ATIF trajectory
    "openhands_sdk",  # OpenHands SDK v1 conversations: base_state.json with its events/ folder
    "atif",  # ATIF trajectory.json on its own (one in a Harbor trial is read with the trial)
    "agent_lightning",  # agent-lightning's W&B artifacts step_N/<split>_trajectories.jsonl.zip, by their names
    "inspect_ai",  # Inspect evaluation logs: .eval zips (read in place) and .json logs, by their header
    "swe_agent",  # SWE-agent's .traj and mini-swe-agent's .traj.json, by their keys
    "lm_eval",  # lm-evaluation-harness samples_<task>_<date>.jsonl and results_<date>.json
    "tinker",  # tinker-cookbook iteration_N/*_rollout_summaries.jsonl, by their keys
    "roll",  # ROLL's rollout_dump_data.step_N.jsonl (a batch a line, column by column)
    "slime",  # slime's torch.save .pt dumps: only with --trust-pickles
    "terminal_bench",  # Terminal-Bench 1.x results.json (a run's or a trial's), by name and keys
    "wandb",  # W&B run folders: *.table.json rollout tables and wandb-summary.json, by name and keys
    "tensorboard",  # TensorBoard event files (events.out.tfevents.*), by their names and first event
    "mlflow",  # MLflow file store runs (mlruns/<experiment>/<run>/meta.yaml with metrics/ and params/)
    "trackio",  # Trackio's project databases (<project>.db, SQLite), by their tables
    "polytrace",  # workload documents, archives and latency logs; reads whole files
    "polytrace_profile",  # PolyTrace's per-step profiling logs, by their file names
    "nemo_gym",  # NeMo-Gym rollouts: Responses-API objects, by their keys
    "nemo_rl",  # NeMo-RL's {train,val}_data_step{N}.jsonl, by their names and keys
    "verifiers",  # vf-eval's outputs/evals/<env>--<model>/<id>/results.jsonl and metadata.json
    "prime_rl",  # prime-rl's verifiers episodes (traces.jsonl) and legacy rollout rows, by their keys
    "skyrl",  # SkyRL's dumped_evals: input_prompt/output_response lines, aggregated_results.jsonl
    "areal_vlm",  # AReaL's vision-language tool-use cases: meta_info.jsonl with output.jsonl, by their keys
    "areal",  # AReaL's rollout/<version>/<task_id>.jsonl, by their keys
    "atropos",  # Atropos scored groups: tokens/masks/scores lines, one group a line
    "rllm",  # rLLM episode JSON files and telemetry NDJSON envelopes, by their keys
    "claude_code",  # Claude Code session files (projects/<dir>/<session>.jsonl), by their keys
    "codex",  # Codex CLI session rollouts (sessions/YYYY/MM/DD/rollout-*.jsonl), by their first line
    "verl_agent",  # verl's file names and keys, one line per environment turn
    "verl",
    "rollouts",
    "openhands",  # OpenHands event streams: a session's events as one JSON list
    "otlp",  # OpenTelemetry GenAI traces in OTLP/JSON (resourceSpans), one request a line or a file
    "messages",  # conversations in OpenAI's chat layout: a JSON document, or a JSON Lines chat dataset
    "metrics",
)
FORMATS = REGISTRY  # a format is named after its module (checked when the readers load)

# The version of the reading rules: what a shard's records become (their ids, roles, groups,
# splits, rewards, runs). Each ledger entry records the version its shard was read under, and
# the next ingest that finds a shard read under an older one reads it again, so a lake is
# brought to the current rules run by run, as its sources are ingested. Raise it with any
# change that gives the same bytes other rows, or places a file otherwise (its run, step, split
# or shard key): an unchanged file keeps the placing its entry recorded while it stays the same
# (see pipelines.reconcile.unchanged).
#   1 (unrecorded): the rules before they were numbered
#   2: trajectory ids name their shard (two files of one step collided); roles, models, groups,
#      splits and runs as the field's real files have them (issue 35)
#   3: the evaluation formats (Inspect, SWE-agent, OpenHands, lm-eval, tinker, ROLL, slime)
#      claim files other readers took or none did; iteration_N folders give steps (issue 39)
#   4: tool turns say how a call ended (`status`: PolyTrace, Inspect, OpenHands) and turns when
#      they began (`started_at`: ATIF, OpenHands) (issue 37); a file's lines digested with XXH3
#      (`lines2:`), not SHA-256 (issue 36)
#   5: credentials redacted in every text a shard writes (a lake of older rules held them as the
#      sources did: re-reading rewrites them); W&B's text history read as its run's (issue 58)
#   6: tool calls kept whole (`calls`, `tool_call_id`) and reasoning apart from the message
#      (`reasoning`) on turns (issue 59)
#   7: a W&B table its trainer logs whole at every step (OpenRLHF's train/generated_samples) is
#      one series, its latest file read, its rows at their own steps (issue 57)
#   8: when a step was logged kept as its `_timestamp` metric (W&B's history, TensorBoard, MLflow,
#      Trackio), for a wall-time axis (issue 62)
READING = 8


def __getattr__(name: str) -> object:
    if name not in ("READERS", "NOT_TRACES", "ANY_NOT_TRACE", "SIDE_FILES"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    modules = [importlib.import_module(f".{module}", __name__) for module in REGISTRY]
    readers = {module.READER.format: module.READER for module in modules}
    if tuple(readers) != FORMATS:
        raise AssertionError(f"a reader's format is not its module's name: {tuple(readers)} != {FORMATS}")
    # Files that readers know hold no traces: listed as skipped with the reason, never guessed at.
    tails = {tail: why for module in modules for tail, why in getattr(module, "NOT_TRACES", {}).items()}
    skipped = {re.compile(rf"(?:^|/){tail}"): why for tail, why in tails.items()}
    # All of them in one, anchored once: a scheduled ingest tries every file of its runs each
    # cycle, and the patterns one by one were a fifth of its listing's time (10 -> 2 µs a file).
    any_skipped = re.compile(r"(?:^|/)(?:" + "|".join(f"(?:{tail})" for tail in tails) + ")")
    side = [module.not_traces for module in modules if hasattr(module, "not_traces")]
    globals().update(READERS=readers, NOT_TRACES=skipped, ANY_NOT_TRACE=any_skipped, SIDE_FILES=side)
    return globals()[name]
