"""Realistic samples of every format tracelake reads, generated (the real datasets cannot be
downloaded here), one generator per format; ``python -m pipelines.samples OUT`` writes them all.

Everything is seeded: the same call writes the same bytes, and returns what it wrote so tests
can check the lake against it."""

from __future__ import annotations

from pathlib import Path

from .artifacts import write_artifacts
from .common import text, write_shard
from .evals import write_evals
from .field import write_field
from .harbor import write_export
from .harbor_job import write_job
from .harnesses import write_atropos, write_rllm, write_terminal_bench
from .nemo_gym import write_nemo_gym
from .nemo_rl import write_nemo_rl
from .polytrace import write_polytrace
from .polytrace_profile import write_profile
from .trainers import write_areal, write_prime_rl, write_prime_rl_legacy, write_skyrl
from .trl import write_trl
from .verl import DEMO_RUNS, RunSpec, Written, step_lines, write_demo, write_run
from .wandb import write_wandb

__all__ = [
    "DEMO_RUNS",
    "RunSpec",
    "Written",
    "main",
    "step_lines",
    "text",
    "write_areal",
    "write_artifacts",
    "write_atropos",
    "write_demo",
    "write_evals",
    "write_export",
    "write_field",
    "write_job",
    "write_nemo_gym",
    "write_nemo_rl",
    "write_polytrace",
    "write_prime_rl",
    "write_prime_rl_legacy",
    "write_rllm",
    "write_profile",
    "write_run",
    "write_shard",
    "write_skyrl",
    "write_terminal_bench",
    "write_trl",
    "write_wandb",
]


def main(argv: list[str]) -> int:
    root = Path(argv[0] if argv else "data/samples")
    for written in write_demo(root).values():
        size = sum(written.raw_bytes.values())
        print(
            f"wrote {written.folder}: {len(written.lines)} steps, {written.total_lines} lines, {size / 1e6:.1f} MB raw"
        )
    runs = write_artifacts(root / "artifacts")
    print(
        f"wrote {root / 'artifacts'}: {len(runs)} agent runs (rollouts/, eval/), "
        f"{sum(e.lines for e in runs.values())} trajectory lines"
    )
    harbor = write_export(root / "harbor-traces")
    print(f"wrote {root / 'harbor-traces'}: a Harbor export of {harbor.trials} trials in {harbor.rows} episode rows")
    bare = write_export(root / "harbor-traces-bare", trials=6, files=1, seed=6, quirks=False, bare=True)
    print(
        f"wrote {root / 'harbor-traces-bare'}: an export without run_id, trial_name or result, "
        f"{bare.trials} trials in {bare.rows} episode rows"
    )
    polytrace = write_polytrace(root / "polytrace")
    print(
        f"wrote {root / 'polytrace'}: {len(polytrace)} PolyTrace workloads and latency logs, "
        f"{sum(e.trajectories for e in polytrace.values())} trajectories, and a parameter file"
    )
    profile = write_profile(root / "polytrace-profile")
    print(
        f"wrote {profile.folder}: PolyTrace profiling logs, {profile.trajectories} trajectories "
        f"({profile.tool_calls} tool calls), per-rank reward timings and 2 side files"
    )
    job = write_job(root / "harbor-jobs", trials=3, export=False)
    print(f"wrote {job.folder}: a Harbor job folder of {len(job.trials)} trials (ATIF trajectories, verifier rewards)")
    gym = write_nemo_gym(root / "nemo-gym")
    print(f"wrote {gym}: NeMo-Gym rollouts (Responses-API outputs with tool calls), 3 tasks x 4 rollouts")
    nemo_rl = write_nemo_rl(root / "nemo-rl")
    print(
        f"wrote {nemo_rl.folder}: NeMo-RL sample logs, {sum(map(len, nemo_rl.train.values()))} train samples in "
        f"{len(nemo_rl.train)} steps, {sum(map(len, nemo_rl.val.values()))} val samples"
    )
    trl = write_trl(root / "trl")
    print(
        f"wrote {trl.folder}: a TRL GRPOTrainer run, {trl.trajectories} completions "
        f"({trl.val_trajectories} eval), trainer_state.json in {len(trl.metrics) and 2} checkpoints"
    )
    prime = write_prime_rl(root / "prime-rl")
    legacy = write_prime_rl_legacy(root / "prime-rl")
    print(
        f"wrote {prime.folder}: prime-rl episodes, {prime.trajectories} in all/ (effective/ a subset), and an older "
        f"run's {legacy.trajectories} rollout rows"
    )
    skyrl = write_skyrl(root / "skyrl")
    print(f"wrote {skyrl.folder}: SkyRL eval dumps, {skyrl.trajectories} samples at {len(skyrl.metrics)} evaluations")
    areal = write_areal(root / "areal")
    files = sum(1 for _ in areal.folder.rglob("*.jsonl"))
    print(f"wrote {areal.folder}: AReaL rollouts, {areal.trajectories} samples in {files} per-task files")
    wandb = write_wandb(root / "wandb-runs")
    print(f"wrote {wandb.folder}: 3 W&B run folders (verl and TRL rollout tables, a summary, a crashed run)")
    tb = write_terminal_bench(root / "terminal-bench")
    print(f"wrote {tb.folder}: 2 Terminal-Bench runs, {len(tb.trials)} trials (one run without its results.json)")
    atropos = write_atropos(root / "atropos")
    print(f"wrote {atropos.folder}: Atropos scored groups, {len(atropos.trials)} groups in {atropos.files} files")
    rllm = write_rllm(root / "rllm")
    print(f"wrote {rllm.folder}: rLLM episodes, {rllm.files} files of 2 agents each, and a telemetry stream")
    shapes = write_field(root / "field")
    print(
        f"wrote {shapes.folder}: the field's other shapes: {len(shapes.cases)} AReaL vision tool-use cases, a chat "
        "transcript, an Atropos trajectory log, an rLLM Strands trajectory, NeMo-Gym agent metrics"
    )
    evals = write_evals(root / "eval-logs")
    print(
        f"wrote {evals.folder}: evaluation logs and the trainers' other dumps: {len(evals.inspect_samples)} Inspect "
        f"samples in 4 logs, {len(evals.swe_instances)} SWE-agent instances, {len(evals.openhands)} OpenHands sessions, "
        f"lm-eval, tinker, ROLL, verifiers outputs, {len(evals.slime_dumps)} slime pickles (read with --trust-pickles)"
    )
    return 0
