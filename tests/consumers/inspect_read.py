"""Read ``.eval`` logs with inspect_ai itself, in .venv-consumers (no tracelake there): the
whole log (header and every sample, validated by Inspect's pydantic models), the sample
summaries its viewer lists first, and the header alone. Prints what they hold, as JSON.

Usage: python inspect_read.py FILE.eval...
"""

from __future__ import annotations

import json
import sys
from collections import Counter

from inspect_ai.log import read_eval_log, read_eval_log_sample_summaries


def main(paths: list[str]) -> None:
    logs = []
    for path in paths:
        log = read_eval_log(path)
        header = read_eval_log(path, header_only=True)
        summaries = read_eval_log_sample_summaries(path)
        roles = Counter(m.role for s in log.samples or [] for m in s.messages)
        logs.append({
            "task": log.eval.task, "model": log.eval.model, "status": log.status, "samples": len(log.samples or []),
            "summaries": len(summaries), "header_samples": header.results.total_samples if header.results else None,
            "roles": dict(roles), "ids": sorted(str(s.id) for s in log.samples or []),
            "calls": sum(len(m.tool_calls or []) for s in log.samples or [] for m in s.messages if m.role == "assistant"),
            "scores": sum(len(s.scores or {}) for s in log.samples or []),
            "reasoning": sum(1 for s in log.samples or [] for m in s.messages if m.role == "assistant"
                             and not isinstance(m.content, str) and any(c.type == "reasoning" for c in m.content)),
        })  # fmt: skip
    print(json.dumps(logs))


if __name__ == "__main__":
    main(sys.argv[1:])
