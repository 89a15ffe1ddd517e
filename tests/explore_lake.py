"""A lake for the explorer's tests: two verl runs of 60 steps that ask prompts from one pool (as
two runs on one dataset do), plus every sample run of `make demo` (agent turns, metrics, groups). The expected
answers are computed here from the records written, never through tracelake."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from pipelines import samples
from tests.helpers import ingest

STEPS = 60
PROMPTS_PER_STEP = 4
SAMPLES = 2
POOL = [f"Pool question {i}: what is {i} times {i + 3}?" for i in range(40)]


@dataclass
class Written:
    # run -> step -> list of (prompt, response, score)
    records: dict[str, dict[int, list[tuple[str, str, float]]]] = field(default_factory=dict)


def write_runs(root: Path) -> Written:
    written = Written()
    for run in ("alpha", "beta"):
        rng = random.Random(run)
        folder = root / run
        folder.mkdir(parents=True)
        written.records[run] = {}
        for step in range(1, STEPS + 1):
            lines, kept = [], []
            for p in range(PROMPTS_PER_STEP):
                prompt = rng.choice(POOL)
                group = f"{step:03d}{p:02d}"
                for sample in range(SAMPLES):
                    score = round(rng.uniform(-1, 1), 3)
                    response = (
                        f"{run} answer {step}.{p}.{sample}: " + ("needle " if sample == 0 and p == 1 else "") + "42"
                    )
                    lines.append(json.dumps({"input": prompt, "output": response, "score": score, "step": step,
                                             "uid": f"{group}_{sample}_0"}))  # fmt: skip
                    kept.append((prompt, response, score))
            (folder / f"{step}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
            written.records[run][step] = kept
    return written


def build(root: Path) -> tuple[str, Written]:
    written = write_runs(root / "sources")
    samples.main([str(root / "samples")])  # every format's sample runs, as `make demo` has them
    lake = str(root / "lake")
    report = ingest([root / "sources", root / "samples"], lake)
    assert report.count("failed") == 0, report.summary()
    return lake, written
