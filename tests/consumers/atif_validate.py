"""Validate ATIF files with Harbor's own models (``harbor.models.trajectories``: pydantic,
every model ``extra="forbid"``, step ids sequential, each observation's ``source_call_id`` one
of its step's calls), in .venv-consumers (no tracelake there; Harbor installed without its
dependencies: its models need pydantic alone). Prints what they hold, as JSON.

Usage: python atif_validate.py FOLDER
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from harbor.models.trajectories import Trajectory


def main(folder: str) -> None:
    sources: Counter[str] = Counter()
    calls = results = answered = documents = 0
    for path in sorted(Path(folder).rglob("*.json")):
        trajectory = Trajectory.model_validate_json(path.read_bytes())
        documents += 1
        for step in trajectory.steps:
            sources[step.source] += 1
            calls += len(step.tool_calls or [])
            for result in step.observation.results if step.observation else []:
                results += 1
                answered += result.source_call_id is not None
    print(json.dumps({"documents": documents, "sources": dict(sources), "calls": calls, "results": results,
                      "answered": answered}))  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1])
