"""Harbor export ingest against reading the same file alone with pyarrow.

    python bench/ingest_harbor.py [--rows 15000] [--episodes 20] [--out bench/out]

Generates one export of ``rows`` rows (trials of ``episodes`` episodes, every episode exported,
so each row holds its trial's conversation prefix: ~20 messages a row on average), then prints,
from one run: tracelake's ingest time and peak RSS, and ``pyarrow.parquet.read_table`` of the
same file (the time to merely have it in memory). Each in its own process, best of three.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.common import measure, parser, report  # noqa: E402


def child(mode: str, src: Path, out: Path) -> float:
    import shutil

    shutil.rmtree(out, ignore_errors=True)
    if mode == "tracelake":
        from pipelines import engine

        t0 = time.perf_counter()
        report = engine.ingest_paths([str(src)], str(out))
        assert report.committed == 1 and report.count("failed") == 0, report.summary()
        return time.perf_counter() - t0
    if mode == "pyarrow":
        import pyarrow.parquet as pq

        t0 = time.perf_counter()
        table = pq.read_table(next(src.rglob("*.parquet")))
        assert table.num_rows
        return time.perf_counter() - t0
    raise SystemExit(f"unknown mode {mode}")


def main() -> None:
    ap = parser(__doc__, ROOT)
    ap.add_argument("--rows", type=int, default=15_000)
    ap.add_argument("--episodes", type=int, default=20)
    args = ap.parse_args()
    if args.child:
        report(child(args.child, args.src, args.dst))
        return

    src = args.out / f"harbor-{args.rows}x{args.episodes}"
    if not src.exists():
        from pipelines.samples.harbor import write_export

        print(f"generating {src} ...", flush=True)
        write_export(
            src.with_suffix(".tmp"),
            trials=args.rows // args.episodes,
            episodes=(args.episodes, args.episodes),
            files=1,
            words=(150, 450),
            row_group_rows=1000,
            quirks=False,
        )
        src.with_suffix(".tmp").rename(src)
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.parquet as pq

    path = next(src.rglob("*.parquet"))
    meta = pq.ParquetFile(path).metadata
    conversations = pq.read_table(path, columns=["conversations"]).column(0)
    messages = pc.sum(pc.list_value_length(conversations)).as_py()
    texts = (cast(pa.StructArray, pc.list_flatten(c)).field("content") for c in conversations.chunks)  # messages'
    raw = sum(pc.sum(pc.binary_length(cast(pa.StringArray, t))).as_py() or 0 for t in texts)
    del conversations
    print(
        f"input: {meta.num_rows:,} rows, {messages / meta.num_rows:.1f} messages a row, "
        f"{raw / meta.num_rows / 1e3:.0f} KB of text a row ({raw / 1e6:.0f} MB), "
        f"{path.stat().st_size / 1e6:.0f} MB Parquet in {meta.num_row_groups} row groups"
    )
    t_lake, rss_lake = measure(__file__, "tracelake", src, args.out / "lake-harbor")
    t_read, rss_read = measure(__file__, "pyarrow", src, args.out / "unused")
    print(f"tracelake ingest: {t_lake:.2f} s, peak RSS {rss_lake:.0f} MB")
    print(f"pyarrow.parquet.read_table alone: {t_read:.2f} s, peak RSS {rss_read:.0f} MB")
    print(f"  tracelake / read alone: {t_lake / t_read:.2f}x time, {rss_lake / rss_read:.2f}x memory")


if __name__ == "__main__":
    main()
