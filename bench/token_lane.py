"""What the token lane (``--keep-tokens``) costs: a NeMo-RL-shaped dump (``train_data_step{N}.jsonl``,
every sample with its ``token_ids``, ``token_loss_mask``, ``generation_logprobs``,
``prev_logprobs`` and ``advantages``, the prompt's tokens included) ingested without the lane
and with it, into fresh lakes: each lake's size on disk (the data tables, the ledger aside) and
the ingest's time, best of ``--repeats``.

    python bench/token_lane.py [--steps 8] [--samples 256] [--tokens 1024] [--repeats 3] [--out bench/out]

Prints the dump's size, each lake's, and the ratios (one run).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from pipelines import engine  # noqa: E402


def write_dump(folder: Path, *, steps: int, samples: int, tokens: int, seed: int = 7) -> int:
    """The dump, its bytes. Token ids and log-probabilities drawn as a model's look (ids over a
    150k vocabulary, log-probabilities mostly near 0), a prompt of a quarter of the tokens."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    for step in range(1, steps + 1):
        lines = []
        for k in range(samples):
            length = rng.randint(tokens // 2, tokens * 3 // 2)
            prompt = length // 4
            sampled = [0.0] * prompt + [round(-rng.expovariate(4.0), 4) for _ in range(length - prompt)]
            advantage = round(rng.uniform(-1, 1), 4)
            lines.append(json.dumps({
                "content": [f"prompt {k // 8}", f"response {k}"], "rewards": float(k % 2),
                "token_ids": [rng.randrange(150_000) for _ in range(length)],
                "token_loss_mask": [0] * prompt + [1] * (length - prompt),
                "generation_logprobs": sampled,
                "prev_logprobs": [round(x + rng.gauss(0, 0.01), 4) if i >= prompt else 0.0 for i, x in enumerate(sampled)],
                "advantages": [0.0] * prompt + [advantage] * (length - prompt),
                "input_lengths": length,
            }))  # fmt: skip
        (folder / f"train_data_step{step}.jsonl").write_text("\n".join(lines) + "\n")
    return sum(p.stat().st_size for p in folder.iterdir())


def _size(lake: Path) -> int:
    return sum(p.stat().st_size for p in lake.rglob("*") if p.is_file() and "_ingests" not in p.parts)


def _ingest(source: Path, lake: Path, keep: bool) -> float:
    shutil.rmtree(lake, ignore_errors=True)
    started = time.perf_counter()
    report = engine.ingest(engine.IngestRequest((str(source),), str(lake), keep_tokens=keep))
    assert report.count("failed") == 0, report.summary()
    return time.perf_counter() - started


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--steps", type=int, default=8)
    ap.add_argument("--samples", type=int, default=256)
    ap.add_argument("--tokens", type=int, default=1024, help="mean tokens a sample")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out")
    args = ap.parse_args()
    source = args.out / "token-lane" / "exp" / "logs" / "exp_001"
    shutil.rmtree(args.out / "token-lane", ignore_errors=True)
    dumped = write_dump(source, steps=args.steps, samples=args.samples, tokens=args.tokens)
    lakes = {keep: args.out / "token-lane" / f"lake-{'kept' if keep else 'off'}" for keep in (False, True)}
    seconds = {keep: min(_ingest(source, lakes[keep], keep) for _ in range(args.repeats)) for keep in (False, True)}
    sizes = {keep: _size(lakes[keep]) for keep in (False, True)}
    print(
        f"dump: {args.steps} steps x {args.samples} samples, ~{args.tokens} tokens each: {dumped / 1e6:.1f} MB of JSON"
    )
    for keep, name in ((False, "without the lane"), (True, "with --keep-tokens")):
        print(f"lake {name}: {sizes[keep] / 1e6:.2f} MB, ingest {seconds[keep]:.2f} s (best of {args.repeats})")
    print(f"the lane: {sizes[True] / sizes[False]:.1f}x the lake's size, {sizes[True] / dumped:.2f}x the dump's; "
          f"ingest {seconds[True] / seconds[False]:.2f}x")  # fmt: skip


if __name__ == "__main__":
    main()
