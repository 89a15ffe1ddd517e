"""What keeping credentials out costs an ingest: every sample format ingested with the value
redaction on, and with it off (the one look at a shard's text, and the rewriting of the tables
that hold a credential's shape), in turns, best of ``--repeats`` each.

    python bench/redaction.py [--repeats 5] [--out bench/out]

Prints both times and their ratio (one run: the machine's drift falls on both alike). The
first design ran Arrow's regex once per text column, compiling it each time: 1.45x on the
samples; one look per shard at all its text in one array: 1.08x (2026-12-06, one run).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import pipelines.normalize as normalize  # noqa: E402
from pipelines import engine  # noqa: E402
from pipelines.samples import main as write_samples  # noqa: E402


def _never(tables: object, keep: object = ()) -> bool:
    """What redaction off says of every file: it holds no credential."""
    return False


def _ingest(source: Path) -> float:
    lake = tempfile.mkdtemp(prefix="tracelake-bench-")
    try:
        started = time.perf_counter()
        engine.ingest(engine.IngestRequest((str(source),), lake))
        return time.perf_counter() - started
    finally:
        shutil.rmtree(lake, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out")
    args = ap.parse_args()
    source = args.out / "redaction-samples"
    shutil.rmtree(source, ignore_errors=True)
    write_samples([str(source)])
    redacting = (normalize.holds_secrets, normalize.redact_table)
    best = {"on": float("inf"), "off": float("inf")}
    _ingest(source)  # warm: imports, the readers' first loads
    for _ in range(args.repeats):
        for mode in ("on", "off"):
            if mode == "off":
                normalize.holds_secrets = _never
            else:
                normalize.holds_secrets, normalize.redact_table = redacting
            best[mode] = min(best[mode], _ingest(source))
    normalize.holds_secrets, normalize.redact_table = redacting
    print(f"ingest of every sample, redaction on:  {best['on']:.2f} s (best of {args.repeats})")
    print(f"ingest of every sample, redaction off: {best['off']:.2f} s")
    print(f"ratio: {best['on'] / best['off']:.2f}x")


if __name__ == "__main__":
    main()
