"""Realistic samples of every format tracelake reads, generated (the real datasets cannot be
downloaded here), one generator per format; ``python -m pipelines.samples OUT`` writes them all.

Everything is seeded: the same call writes the same bytes, and returns what it wrote so tests
can check the lake against it."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from .artifacts import write_artifacts
from .common import text, write_shard
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
    "write_export",
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


# The order the demo is written in (and its lines printed): the verl runs first, then by module.
_FIRST = "verl"


def main(argv: list[str]) -> int:
    """Write every format's demo samples under the folder given: each module of this package
    with a ``demo(root)`` writes its own (a new format's sample module is all it takes)."""
    root = Path(argv[0] if argv else "data/samples")
    modules = (m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
    names = sorted(modules, key=lambda n: (n != _FIRST, n))
    for name in names:
        module = importlib.import_module(f".{name}", __name__)
        for line in module.demo(root) if hasattr(module, "demo") else []:
            print(line)
    return 0
