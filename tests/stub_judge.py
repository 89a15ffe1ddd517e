"""A stand-in for an LLM judge (TRACELAKE_JUDGE=tests.stub_judge:verdicts): no model is asked."""

from __future__ import annotations

from typing import Any


def verdicts(trajectories: list[dict[str, Any]]) -> list[str]:
    return [
        "gave up after a timeout" if any("timed out" in (m.get("content") or "") for m in t["messages"]) else "fine"
        for t in trajectories
    ]


def wrong_length(trajectories: list[dict[str, Any]]) -> list[str]:
    return ["one"]
