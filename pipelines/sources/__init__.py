"""Source readers, one module per format, each declaring a :class:`~.base.Reader` (``READER``).
Adding a format: its module, its test, its sample generator (``pipelines/samples/``) and one
line here. Detection (:mod:`.detect`) asks the readers in this order and takes the first that
claims a file, so the more specific come first.
"""

from __future__ import annotations

from . import (
    areal,
    atropos,
    harbor,
    harbor_job,
    metrics,
    nemo_gym,
    nemo_rl,
    polytrace,
    polytrace_profile,
    prime_rl,
    rllm,
    rollouts,
    skyrl,
    terminal_bench,
    trl,
    verl,
    verl_agent,
    wandb,
)
from .base import Reader

READERS: dict[str, Reader] = {
    reader.format: reader
    for reader in (
        trl.READER,  # TRL's completions_{step}.parquet, by their file names
        harbor.READER,  # Parquet agent-trace exports; reads whole files
        harbor_job.READER,  # a Harbor job's trial result.json, with its ATIF trajectory
        terminal_bench.READER,  # Terminal-Bench 1.x results.json (a run's or a trial's), by name and keys
        wandb.READER,  # W&B run folders: *.table.json rollout tables and wandb-summary.json, by name and keys
        polytrace.READER,  # workload documents, archives and latency logs; reads whole files
        polytrace_profile.READER,  # PolyTrace's per-step profiling logs, by their file names
        nemo_gym.READER,  # NeMo-Gym rollouts: Responses-API objects, by their keys
        nemo_rl.READER,  # NeMo-RL's {train,val}_data_step{N}.jsonl, by their names and keys
        prime_rl.READER,  # prime-rl's verifiers episodes (traces.jsonl) and legacy rollout rows, by their keys
        skyrl.READER,  # SkyRL's dumped_evals: input_prompt/output_response lines, aggregated_results.jsonl
        areal.READER,  # AReaL's rollout/<version>/<task_id>.jsonl, by their keys
        atropos.READER,  # Atropos scored groups: tokens/masks/scores lines, one group a line
        rllm.READER,  # rLLM episode JSON files and telemetry NDJSON envelopes, by their keys
        verl_agent.READER,  # verl's file names and keys, one line per environment turn
        verl.READER,
        rollouts.READER,
        metrics.READER,
    )
}

# Files that readers know hold no traces: listed as skipped with the reason, never guessed at.
NOT_TRACES = polytrace_profile.NOT_TRACES | harbor_job.NOT_TRACES | wandb.NOT_TRACES | terminal_bench.NOT_TRACES
