"""Two search-agent RL runs over one question pool, in verl's multi-turn dump (sglang tool
rollouts: ``input, output, score, step, request_id``, the output holding ``<tool_call>`` and
``<tool_response>`` blocks): what the explorer's Search, Patterns and side-by-side pages are
for. Each is 30 steps of 4 questions x 4 samples.

- ``search-agent-baseline``: the search tool starts timing out: 2% of calls answer
  ``Error: search request timed out after 30 s`` up to step 20, 20% after. A few calls die with
  a Python traceback (``ConnectionResetError``), a few episodes repeat one search three times
  in a row, and a few end with an empty ``<answer></answer>``.
- ``search-agent-retry``: the same questions; its tool retries, so timeouts stay near 2%.

A timed-out episode answers at random (so it is mostly wrong); the others are right more
often as training goes on. Seeded: :func:`write_agents` returns what it wrote, so tests check
the lake against it.
"""

from __future__ import annotations

import json
import random
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from .common import text, write_shard

STEPS = 30
QUESTIONS = 4  # per step
SAMPLES = 4  # per question (a GRPO group)
SHIFT_STEP = 20  # the baseline's timeouts rise after this step
TIMEOUT = "Error: search request timed out after 30 s"
RUNS = {"search-agent-baseline": (0.02, 0.20), "search-agent-retry": (0.02, 0.02)}  # timeout rate before, after
POOL = [f"Who founded the company that makes product {i}? Answer in <answer></answer>." for i in range(24)]


@dataclass
class Episode:
    step: int
    prompt: str
    calls: list[str]  # each call's tool response text
    repeated: bool
    empty: bool
    score: float

    @property
    def timeouts(self) -> int:
        return sum(TIMEOUT in c for c in self.calls)

    @property
    def exceptions(self) -> int:
        return sum("Traceback" in c for c in self.calls)


@dataclass
class Written:
    folder: Path
    episodes: dict[str, list[Episode]] = field(default_factory=dict)  # run -> episodes, in file order


def _results(rng: random.Random) -> str:
    return "\n".join(f"Doc {d} (Title: {text(rng, 3)}) {text(rng, 12)}" for d in range(1, 4))


def _episode(rng: random.Random, step: int, prompt: str, timeout_rate: float) -> tuple[str, Episode]:
    """One episode's decoded output (Qwen's role lines stay, as verl dumps them) and its truth."""
    parts, calls = [], []
    repeated = rng.random() < 0.05
    query = text(rng, 4)
    for call in range(3 if repeated else rng.choice((1, 1, 2, 3))):
        if not repeated and call:
            query = text(rng, 4)
        request = json.dumps({"name": "search", "arguments": {"query": query}}, ensure_ascii=False)
        parts.append(f"<think>\n{text(rng, 8)}\n</think>\n<tool_call>\n{request}\n</tool_call>")
        roll = rng.random()
        if roll < timeout_rate:
            answer = TIMEOUT
        elif roll < timeout_rate + 0.01:
            answer = (
                'Traceback (most recent call last):\n  File "retriever.py", line 88, in search\n'
                "ConnectionResetError: [Errno 104] Connection reset by peer"
            )
        else:
            answer = _results(rng)
        calls.append(answer)
        parts.append(f"\nuser\n<tool_response>\n{answer}\n</tool_response>\nassistant\n")
    empty = rng.random() < 0.03
    timed_out = any(TIMEOUT in c for c in calls)
    right = not empty and rng.random() < (0.1 if timed_out else min(0.85, 0.25 + 0.02 * step))
    parts.append("<answer></answer>" if empty else f"<answer>{'the founder' if right else text(rng, 2)}</answer>")
    return "".join(parts), Episode(step, prompt, calls, repeated, empty, 1.0 if right else 0.0)


def write_agents(
    root: Path, *, steps: int = STEPS, questions: int = QUESTIONS, samples: int = SAMPLES, shift: int = SHIFT_STEP
) -> Written:
    """The two runs (larger ones for a benchmark: more steps, questions a step, samples a
    question; the baseline's timeouts rise after step ``shift``)."""
    written = Written(Path(root))
    pool = POOL if questions <= len(POOL) else [f"{q} (variant {i})" for i in range(questions) for q in POOL[:1]]
    for run, (before, after) in RUNS.items():
        folder = written.folder / run
        folder.mkdir(parents=True, exist_ok=True)
        episodes = written.episodes.setdefault(run, [])
        for step in range(1, steps + 1):
            rng = random.Random(f"agents/{run}/{step}")
            asked = random.Random(f"agents/questions/{step}").sample(pool, questions)  # the same in both runs
            lines = []
            for question in asked:
                prompt = f"system\nYou are a research agent with a search tool.\nuser\n{question}\nassistant\n"
                for _ in range(samples):
                    output, episode = _episode(rng, step, prompt, after if step > shift else before)
                    episodes.append(episode)
                    record = {"input": prompt, "output": output, "score": episode.score, "step": step,
                              "request_id": str(uuid.UUID(int=rng.getrandbits(128), version=4))}  # fmt: skip
                    lines.append(json.dumps(record, ensure_ascii=False))
            write_shard(folder / f"{step}.jsonl", ("\n".join(lines) + "\n").encode(), None)
    return written


def demo(root: Path) -> list[str]:
    written = write_agents(Path(root) / "agents")
    count = sum(len(e) for e in written.episodes.values())
    return [
        f"wrote {written.folder}: 2 search-agent runs of {STEPS} steps, {count} episodes (tool timeouts rise in one)"
    ]
