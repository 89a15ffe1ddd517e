"""An optional LLM judge for the Patterns page: a function the user configures, asked to sort a
pattern's example trajectories into what they have in common, beside the deterministic rules.

None is called unless configured: ``TRACELAKE_JUDGE=module:function`` names a function that
takes a list of trajectories (each ``{"run_id", "trajectory_id", "step", "reward", "messages":
[{"role", "content"}]}``) and returns one short verdict per trajectory ("looped on the same
query", "gave up after a timeout"). tracelake sends nothing anywhere itself: the function
decides which model it asks, with which credentials; the tests configure a stub.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import UserError

JUDGE_VARIABLE = "TRACELAKE_JUDGE"
MOST = 20  # trajectories sent in one ask

Verdicts = Callable[[list[dict[str, Any]]], list[str]]


@dataclass(frozen=True)
class Judge:
    name: str  # as configured, module:function
    verdicts: Verdicts

    def ask(self, trajectories: list[dict[str, Any]]) -> list[str]:
        """One verdict per trajectory (at most :data:`MOST` are sent); a UserError when the
        function answers with something else."""
        chosen = trajectories[:MOST]
        answer = self.verdicts(chosen)
        if not isinstance(answer, list) or len(answer) != len(chosen) or not all(isinstance(a, str) for a in answer):
            raise UserError(f"the judge {self.name} must return one text per trajectory ({len(chosen)})")
        return [a.strip() or "(no verdict)" for a in answer]


def configured() -> Judge | None:
    """The judge ``$TRACELAKE_JUDGE`` names, or None; a UserError when it names none that loads."""
    named = os.environ.get(JUDGE_VARIABLE, "").strip()
    if not named:
        return None
    module, _, function = named.partition(":")
    try:
        found = getattr(importlib.import_module(module), function or "judge")
    except (ImportError, AttributeError) as exc:
        raise UserError(f"{JUDGE_VARIABLE}={named}: no such function ({exc})") from None
    if not callable(found):
        raise UserError(f"{JUDGE_VARIABLE}={named} is not a function")
    return Judge(named, found)
