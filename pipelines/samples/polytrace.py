"""A small PolyTrace tree in every shape the reader takes (docs/formats.md), with the
counts a lake must hold once it is ingested, and a distribution parameter file of the
published shape (``enhanced_task_distribution_parameters.json``) for ``tracelake generate``.

    polytrace/workloads/math_workloads.json              single-turn, n samples per prompt
    polytrace/workloads/programming_workloads.json       single-turn, ``output_groups``
    polytrace/workloads/searching_workloads.tar.gz       multi-turn, in a tar.gz
    polytrace/workloads/internal_math_workloads.json     ``math_input_len`` / ``math_output_len``
    polytrace/workloads/internal_sessions_workloads.json sessions of per-call lengths
    polytrace/tool_call_latency/search_tool_calls.log    interleaved latency lines, one broken
    polytrace/enhanced_task_distribution_parameters.json the fitted parameters (not ingested)
"""

from __future__ import annotations

import io
import json
import random
import sys
import tarfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import write_shard

# The published math fit (docs/formats.md): 2-D mixture over (input, output) length.
MATH_WEIGHTS = [0.3585, 0.0743, 0.3728, 0.1943]
MATH_MEANS = [(112.9, 4959.1), (266.4, 12719.6), (145.4, 9174.8), (138.2, 17654.9)]
MATH_STDS = [(23.6, 2191.8), (128.6, 6067.4), (40.3, 3416.0), (34.1, 5266.9)]


@dataclass
class PolyExpected:
    """What each run (file) of the tree must hold once ingested."""

    trajectories: int = 0
    turns: int = 0
    quarantined: int = 0
    steps: set[Any] = field(default_factory=set)
    prompt_tokens: int = 0  # sum over trajectories
    response_tokens: int = 0
    latencies: list[Any] = field(default_factory=list)


def _length(rng: random.Random, mean: float, std: float, cap: int = 32000) -> int:
    return max(1, min(cap, round(rng.gauss(mean, std))))


def _math_pair(rng: random.Random) -> tuple[int, int]:
    c = rng.choices(range(4), MATH_WEIGHTS)[0]
    return _length(rng, MATH_MEANS[c][0], MATH_STDS[c][0]), _length(rng, MATH_MEANS[c][1], MATH_STDS[c][1])


def _single_turn(
    rng: random.Random, steps: int, prompts: int, n: int, exp: PolyExpected, *, groups: bool = False
) -> dict[str, Any]:
    doc = {}
    for step in range(steps):
        inputs, outputs = [], []
        for _ in range(prompts):
            prompt, _ = _math_pair(rng)
            inputs.append(prompt)
            outputs.append([_math_pair(rng)[1] for _ in range(n)])
        flat = [o for group in outputs for o in group]
        doc[str(step)] = {"input": inputs, "output_groups": outputs} if groups else {"input": inputs, "output": flat}
        exp.trajectories += len(flat)
        exp.prompt_tokens += sum(p * n for p in inputs)
        exp.response_tokens += sum(flat)
        exp.steps.add(step)
    return doc


def write_polytrace(root: Path, seed: int = 5) -> dict[str, PolyExpected]:
    rng = random.Random(seed)
    workloads = Path(root) / "workloads"
    workloads.mkdir(parents=True, exist_ok=True)
    expected: dict[str, PolyExpected] = {}

    math = expected["math_workloads"] = PolyExpected()
    doc = _single_turn(rng, steps=6, prompts=8, n=4, exp=math)
    # A step whose outputs are no multiple of its prompts: paired proportionally, none lost.
    doc["6"] = {"input": [100, 200, 300], "output": [10, 20, 30, 40, 50]}
    math.trajectories += 5
    math.prompt_tokens += 100 * 2 + 200 * 2 + 300 * 1
    math.response_tokens += 150
    math.steps.add(6)
    doc["7"] = {"input": [50, 60], "output": [5, -1, 7, 8]}  # a negative length: the step is quarantined
    math.quarantined += 1
    write_shard(workloads / "math_workloads.json", json.dumps(doc).encode(), None)  # one line, as published

    programming = expected["programming_workloads"] = PolyExpected()
    write_shard(
        workloads / "programming_workloads.json",
        json.dumps(_single_turn(rng, steps=4, prompts=5, n=3, exp=programming, groups=True), indent=1).encode(),
        None,
    )

    searching = expected["searching_workloads"] = PolyExpected()
    multi = {}
    for step in range(5):
        trajectories = []
        for _ in range(6):
            calls = rng.randint(1, 4)
            inputs = [_length(rng, 300 + 400 * t, 60) for t in range(calls)]
            outputs = [_length(rng, 120, 50) for _ in range(calls)]
            trajectories.append({"input": inputs, "output": outputs})
            searching.trajectories += 1
            searching.turns += 2 * calls
            searching.prompt_tokens += inputs[0]
            searching.response_tokens += sum(outputs)
        multi[str(step)] = trajectories
        searching.steps.add(step)
    data = json.dumps(multi).encode()
    tar = io.BytesIO()
    with tarfile.open(fileobj=tar, mode="w") as archive:
        member = tarfile.TarInfo("searching_workloads.json")
        member.size = len(data)
        archive.addfile(member, io.BytesIO(data))
    write_shard(workloads / "searching_workloads.tar.gz", tar.getvalue(), "gzip")  # no gzip timestamp

    internal = expected["internal_math_workloads"] = PolyExpected()
    ins = [_math_pair(rng)[0] for _ in range(10)]
    outs = [_math_pair(rng)[1] for _ in range(40)]
    write_shard(
        workloads / "internal_math_workloads.json",
        json.dumps({"math_input_len": ins, "math_output_len": outs}).encode(),
        None,
    )
    internal.trajectories, internal.steps = 40, {0}
    internal.prompt_tokens, internal.response_tokens = sum(p * 4 for p in ins), sum(outs)

    sessions = expected["internal_sessions_workloads"] = PolyExpected()
    rows = []
    for _ in range(7):
        calls = rng.randint(1, 5)
        rows.append(
            {
                "input_len": [_length(rng, 500, 100) for _ in range(calls)],
                "output_len": [_length(rng, 200, 80) for _ in range(calls)],
            }
        )
        sessions.trajectories += 1
        sessions.turns += 2 * calls
        sessions.prompt_tokens += rows[-1]["input_len"][0]
        sessions.response_tokens += sum(rows[-1]["output_len"])
    write_shard(workloads / "internal_sessions_workloads.json", json.dumps(rows).encode(), None)
    sessions.steps = {0}

    latency = expected["search_tool_calls"] = PolyExpected()
    logs = Path(root) / "tool_call_latency"
    logs.mkdir(parents=True, exist_ok=True)
    lines: list[tuple[float, str]] = []
    requests: dict[str, int] = {}
    for worker in range(3):
        for step in range(1, 4):
            for _ in range(3):
                request = f"{rng.getrandbits(64):016x}-{worker}"
                for _ in range(rng.randint(1, 3)):
                    seconds = round(rng.lognormvariate(-2.6, 0.5), 6)
                    lines.append(
                        (rng.random(), f"Step{step}, Request ID: {request}, Tool: search, Latency: {seconds} seconds")
                    )
                    requests.setdefault(request, step)
                    latency.latencies.append(seconds)
    lines.sort()  # workers' lines interleaved
    text = [line for _, line in lines]
    text.insert(len(text) // 2, "Step2, Request ID: broken line without a latency")
    write_shard(logs / "search_tool_calls.log", ("\n".join(text) + "\n").encode(), None)
    latency.trajectories, latency.turns, latency.quarantined = len(requests), len(latency.latencies), 1
    latency.steps = set(requests.values())

    write_parameters(Path(root) / "enhanced_task_distribution_parameters.json")
    return expected


def write_parameters(path: Path) -> None:
    """A parameter file of the published shape: ``math_task`` (lognormal marginals, a 4-component
    2-D ``gmm_parameters``) and ``tool_calling_task`` (``call_count_distribution`` and one
    ``sequence_models`` entry per call count: feature names, one mean vector and covariance)."""
    covariances = [[[sx * sx, 0.1 * sx * sy], [0.1 * sx * sy, sy * sy]] for sx, sy in MATH_STDS]
    models = {}
    for k in range(1, 6):
        names = (
            [f"input_{i}" for i in range(1, k + 1)]
            + [f"output_{i}" for i in range(1, k + 1)]
            + [
                "total_input",
                "total_output",
                "mean_input",
                "mean_output",
                "std_input",
                "std_output",
                "max_input",
                "max_output",
                "min_input",
                "min_output",
            ]
        )
        mean = [300.0 + 20 * i for i in range(k)] + [350.0 + 30 * i for i in range(k)]
        mean += [
            sum(mean[:k]),
            sum(mean[k:]),
            sum(mean[:k]) / k,
            sum(mean[k:]) / k,
            50.0,
            80.0,
            max(mean[:k]),
            max(mean[k:]),
            min(mean[:k]),
            min(mean[k:]),
        ]
        size = len(names)
        cov = [
            [
                (1600.0 if i < k else 40000.0) if i == j and i < 2 * k else (2500.0 if i == j else 0.0)
                for j in range(size)
            ]
            for i in range(size)
        ]
        models[str(k)] = {
            "call_count": k,
            "n_features": size,
            "feature_names": names,
            "model_type": "gaussian_mixture",
            "optimal_components": 3,
            "mean_vector": mean,
            "covariance_matrix": cov,
            "data_source": "original_data",
        }
    params = {
        "version": "1.0",
        "extraction_info": {"source": "tracelake sample of the published shape"},
        "math_task": {
            "task_type": "math",
            "input_distribution": {"type": "lognorm", "parameters": [0.21, -1908.4, 3488.4], "ks_statistic": 0.196},
            "output_distribution": {"type": "lognorm", "parameters": [0.82, 4.86, 767.2], "ks_statistic": 0.110},
            "gmm_parameters": {
                "weights": MATH_WEIGHTS,
                "means": [list(m) for m in MATH_MEANS],
                "covariances": covariances,
            },
        },
        "tool_calling_task": {
            "task_type": "tool_calling",
            "call_count_distribution": {"3": 1043, "2": 188, "5": 489, "4": 175, "1": 46},
            "sequence_models": models,
        },
    }
    write_shard(path, json.dumps(params, indent=2).encode(), None)


def main(argv: list[str]) -> int:
    root = Path(argv[0] if argv else "data/samples/polytrace")
    expected = write_polytrace(root)
    print(
        f"wrote {root}: {len(expected)} PolyTrace runs, {sum(e.trajectories for e in expected.values())} trajectories"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


def demo(root: Path) -> list[str]:
    polytrace = write_polytrace(root / "polytrace")
    return [
        f"wrote {root / 'polytrace'}: {len(polytrace)} PolyTrace workloads and latency logs, "
        f"{sum(e.trajectories for e in polytrace.values())} trajectories, and a parameter file"
    ]
