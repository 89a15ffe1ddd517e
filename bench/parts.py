"""Large shards, part by part: what each step of an ingest costs alone on one core, on the verl
shards of bench/ingest_verl.py (40 x ~4.4 MB raw, gzip'd; generated there), and the limit that
makes on this machine's two cores, beside the whole ingest on one worker and on two.

    python bench/parts.py [--out bench/out]

Each part is timed alone over every shard (best of 3): decompression (isal), the file's SHA-256,
the line digest (XXH3, and the SHA-256 it replaced), JSON parsing (pyarrow's reader as the
ingest uses it, polars' ndjson reader, orjson line by line), tracelake's verl reader and
normalize on the parsed lines, and the Parquet encoding of the result (as the lake writes a
data file: long text zstd without dictionaries, the rest snappy; and all zstd, as this part
measured before). The sum of the parts tracelake runs is one core's floor for the chain; two
cores at best halve it. The target of issue 36 was 250 MB/s raw on 2 cores.
"""

from __future__ import annotations

import hashlib
import io
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import orjson  # noqa: E402
import polars as pl  # noqa: E402
import pyarrow.json as pj  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402
from isal import igzip  # noqa: E402

from bench.common import options  # noqa: E402
from pipelines import digests, engine  # noqa: E402
from pipelines.lake import encoding  # noqa: E402
from pipelines.normalize import normalize  # noqa: E402
from pipelines.schemas import contract  # noqa: E402
from pipelines.sources import READERS  # noqa: E402
from pipelines.sources.base import Shard  # noqa: E402


def best(fn: Callable[[], object], tries: int = 3) -> float:
    seen = []
    for _ in range(tries):
        started = time.perf_counter()
        fn()
        seen.append(time.perf_counter() - started)
    return min(seen)


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out")
    args = ap.parse_args()
    src = args.out / "verl-40x512"
    if not src.exists():
        raise SystemExit(f"{src}: run python bench/ingest_verl.py first (it generates the shards)")
    files = sorted(src.rglob("*.jsonl.gz"))
    packed = [f.read_bytes() for f in files]
    raw = [igzip.decompress(b) for b in packed]
    size = sum(len(r) for r in raw)
    reader = READERS["verl"]
    shards = [Shard(str(f), str(f), "verl", f.parent.name, int(f.name.split(".")[0]), "train", f.name) for f in files]

    def read_and_normalize() -> None:
        for shard, content in zip(shards, raw):
            records = reader.read(shard, iter([content]))  # type: ignore[misc]
            for part in records.all_parts():
                normalize(part, run_id=shard.run_id, shard_key=shard.key, step=shard.step, split="train",
                          source_uri=shard.uri, tokens=None)  # fmt: skip

    normalized = []
    for shard, content in zip(shards, raw):
        for part in reader.read(shard, iter([content])).all_parts():  # type: ignore[misc]
            normalized.append(normalize(part, run_id=shard.run_id, shard_key=shard.key, step=shard.step,
                                        split="train", source_uri=shard.uri, tokens=None)["trajectories"])  # fmt: skip

    spec = contract("trajectories")
    files = [table.select([c.name for c in spec.file_columns]) for table in normalized]

    def encode() -> None:  # as the lake writes a data file (its columns, compression, dictionaries)
        for table in files:
            pq.write_table(table, io.BytesIO(), **encoding.writer_options(spec, table.schema))

    def encode_all_zstd() -> None:  # what this part measured before
        for table in normalized:
            pq.write_table(table, io.BytesIO(), compression="zstd")

    parts = {
        "decompress (isal)": best(lambda: [igzip.decompress(b) for b in packed]),
        "file SHA-256 (compressed)": best(lambda: [hashlib.sha256(b).digest() for b in packed]),
        "line digest, XXH3": best(lambda: [list(digests._line_hashes(r)) for r in raw]),
        "parse: pyarrow.json": best(lambda: [pj.read_json(io.BytesIO(r)) for r in raw]),
        "read + normalize (tracelake)": best(read_and_normalize),
        "encode: Parquet, as the lake": best(encode),
    }
    others = {
        "line digest, SHA-256 (before)": best(
            lambda: [[hashlib.sha256(line.strip()).digest() for line in r.split(b"\n") if line.strip()] for r in raw]
        ),
        "parse: polars ndjson": best(lambda: [pl.read_ndjson(io.BytesIO(r)) for r in raw]),
        "parse: orjson, line by line": best(lambda: [[orjson.loads(line) for line in r.splitlines()] for r in raw]),
        "encode: Parquet, all zstd": best(encode_all_zstd),
    }
    print(f"{len(files)} shards, {size / 1e6:.0f} MB raw, {sum(map(len, packed)) / 1e6:.0f} MB gzip\n")
    print(f"{'part (one core)':<34} {'seconds':>8} {'MB/s raw':>9}")
    for name, seconds in {**parts, **others}.items():
        print(f"{name:<34} {seconds:>8.3f} {size / 1e6 / seconds:>9.0f}")
    # read + normalize includes the parse: the chain is decompress, hash, read+normalize, encode
    chain = sum(v for k, v in parts.items() if k != "parse: pyarrow.json")
    print(f"\nthe chain on one core (sum of the parts it runs): {chain:.2f} s, {size / 1e6 / chain:.0f} MB/s; "
          f"two cores at best: {size / 1e6 / chain * 2:.0f} MB/s (target 250)")  # fmt: skip
    for workers in (1, 2):
        lake = args.out / "parts-lake"

        def ingest(workers: int = workers, lake: Path = lake) -> None:
            import shutil

            shutil.rmtree(lake, ignore_errors=True)
            engine.ingest_paths([str(src)], str(lake), workers=workers, auto_compact=False)

        seconds = best(ingest)
        print(f"tracelake ingest, {workers} worker(s): {seconds:.2f} s, {size / 1e6 / seconds:.0f} MB/s raw")
    return 0


if __name__ == "__main__":
    sys.exit(main())
