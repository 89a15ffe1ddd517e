"""The ingest's own compaction, part by part: why a scheduled cycle that packs its run's small
files takes about twice one that does not (issue 36: no cycle over 3x the median).

    python bench/compaction_parts.py [--n 512] [--files 9] [--rounds 7] [--out bench/out/compaction]

A run gets ``--files`` steps of ``--n`` verl lines, an ingest each without the ingest's own
compaction: the small files a cycle of bench/growth.py packs once they outnumber
``AUTO_COMPACT_FILES``. Then each part is timed alone, best of ``--rounds``: decoding the run's
small trajectory files; encoding their rows as the lake writes a data file (long text zstd) and
with no compression at all; the whole packing of the run (``_pack_run``: read, encode, flush,
commit) on a fresh copy of the lake each round; and, for scale, the next step's cycle without
any compaction, also on a fresh copy.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pyarrow as pa  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402

from bench.common import options, timed  # noqa: E402
from pipelines import engine  # noqa: E402
from pipelines.ids import run_key  # noqa: E402
from pipelines.lake import Lake, delta, encoding, maintenance  # noqa: E402
from pipelines.samples import RunSpec, step_lines  # noqa: E402
from pipelines.schemas import contract  # noqa: E402


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--n", type=int, default=512)
    ap.add_argument("--files", type=int, default=maintenance.AUTO_COMPACT_FILES + 1)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "compaction")
    args = ap.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    spec = RunSpec("growing", steps=args.files + 1, prompts=args.n // 16, n=16)
    source, base = args.out / "src" / "growing", args.out / "base"
    source.mkdir(parents=True)
    for step in range(1, args.files + 1):
        (source / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        engine.ingest_paths([str(source)], str(base), auto_compact=False)
    run_id = run_key("growing")
    small = sorted((base / "trajectories" / f"run_id={run_id}").glob("*.parquet"))
    assert len(small) == args.files, small

    def best(fn: object) -> float:
        return min(timed(fn) for _ in range(args.rounds))  # type: ignore[arg-type]

    def fresh(name: str) -> Path:
        copy = args.out / name
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(base, copy)
        return copy

    rows = pa.concat_tables([pq.read_table(path) for path in small])
    table_spec = contract("trajectories")
    lake_way = encoding.writer_options(table_spec, rows.schema)
    plain = {**lake_way, "compression": "none"}
    encoded = args.out / "encoded.parquet"

    def encode(how: dict[str, Any]) -> None:
        pq.write_table(rows, encoded, row_group_size=delta.row_group_rows(rows), **how)

    def pack() -> float:
        lake = Lake(str(fresh("packed")))
        took = timed(
            lambda: maintenance._pack_run(
                lake, "trajectories", run_id, maintenance.SMALL_FILE_BYTES, maintenance.TARGET_FILE_BYTES
            )
        )
        return took

    def cycle() -> float:
        lake = fresh("cycled")
        (source / f"{args.files + 1}.jsonl").write_text("\n".join(step_lines(spec, args.files + 1)) + "\n")
        try:
            return timed(lambda: engine.ingest_paths([str(source)], str(lake), auto_compact=False))
        finally:
            (source / f"{args.files + 1}.jsonl").unlink()

    parts = {
        f"decode the {args.files} small files": best(lambda: [pq.read_table(path) for path in small]),
        "encode their rows as the lake does": best(lambda: encode(lake_way)),
        "encode them, no compression": best(lambda: encode(plain)),
        "the whole packing (_pack_run)": min(pack() for _ in range(args.rounds)),
        "a cycle without compaction": min(cycle() for _ in range(args.rounds)),
    }
    size = sum(path.stat().st_size for path in small)
    print(f"{args.files} small trajectory files of {args.n} lines: {size / 1e6:.1f} MB on disk, "
          f"{rows.nbytes / 1e6:.1f} MB of rows\n")  # fmt: skip
    scale = parts["a cycle without compaction"]
    print(f"{'part (best of ' + str(args.rounds) + ')':<40} {'ms':>8} {'x a cycle':>10}")
    for part, seconds in parts.items():
        print(f"{part:<40} {seconds * 1000:>8.1f} {seconds / scale:>9.2f}x")
    packing = parts["the whole packing (_pack_run)"]
    print(f"\na cycle that packs: at least {(scale + packing) / scale:.2f}x one that does not, before any noise")
    return 0


if __name__ == "__main__":
    sys.exit(main())
