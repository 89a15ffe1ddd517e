"""What a scheduled cycle's plan costs per file of its run: the parts that grow with the run.

    python bench/planning.py [--files 1500 3000] [--out bench/out/planning]

For each size, a run folder of that many small verl step files is made and ingested once (kept
under ``--out``); then each part of planning an ingest of that folder, where every file is
unchanged, is timed alone (best of 7), in microseconds per file: the listing's floor (the
folder's names alone, then one ``lstat`` per file: what any change detection by size and mtime
pays), listing the folder (fsspec's local ``find`` beside tracelake's), giving each file its
reader, placing each in its run (its run names looked up in the ledger), reading the ledger
and making its entries, taking the unchanged files' placings from the ledger instead (what a
plan does now), and the whole plan, with the placings taken from the ledger and with every file
detected again. A part that stays at the same microseconds per file grows linearly with the
run.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import best_of, options  # noqa: E402
from pipelines import engine, storage  # noqa: E402
from pipelines.lake import Lake  # noqa: E402
from pipelines.reconcile import find as finding  # noqa: E402
from pipelines.reconcile import readers, unchanged  # noqa: E402
from pipelines.reconcile.place import PlaceOptions, Placer  # noqa: E402
from pipelines.reconcile.recorded import Recorded  # noqa: E402
from pipelines.request import IngestRequest  # noqa: E402
from pipelines.samples import RunSpec, step_lines  # noqa: E402
from pipelines.sources import READING  # noqa: E402


def made(out: Path, files: int) -> tuple[str, str]:
    """(the run folder, the lake), made once per size."""
    folder, lake = out / f"{files}" / "src" / "growing", out / f"{files}" / "lake"
    if not (out / f"{files}" / "done").exists():
        shutil.rmtree(out / f"{files}", ignore_errors=True)
        folder.mkdir(parents=True)
        spec = RunSpec("growing", steps=files, prompts=2, n=8)
        for step in range(1, files + 1):
            (folder / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        report = engine.ingest_paths([str(folder)], str(lake))
        assert report.committed == files, report.summary()
        (out / f"{files}" / "done").touch()
    return str(folder), str(lake)


def parts(folder: str, lake_path: str) -> dict[str, float]:
    """Seconds of each part of planning an ingest of ``folder``, every file unchanged."""
    lake = Lake(lake_path)
    latest, committed = lake.ledger.latest()
    fs, root = storage.resolve(folder)
    listing = storage.find(fs, root)
    known = {e.source_uri: (e.format, e.run_name) for e in latest.values()}

    def sort() -> readers.Sorted:
        return readers.sort_files(fs, listing, readers.ReaderRules(True, recorded=lambda uri, stat: known.get(uri)))

    sorted_ = sort()

    snapshot = lake.ledger.snapshot()

    recorded = Recorded(snapshot)  # one a plan, as the snapshot is

    def place() -> None:  # run names looked up in the ledger as a plan does
        names = finding.run_names(lookup=recorded)
        placer = Placer(fs, root, names, PlaceOptions())
        for found in sorted_.found:
            placer.shard(found)

    table = lake.ledger.table()
    request = IngestRequest((folder,), lake_path)
    digest = unchanged.placing_digest(folder, options=(None, None, None, None, storage.resolve(lake_path)[1], False))
    assert len(unchanged.unchanged_files(fs, listing, recorded.placed(digest, READING), digest)[0]) == len(listing), (
        "placed elsewhere?"
    )

    placed = Recorded.placed

    def full_plan() -> None:
        with mock.patch.object(Recorded, "placed", lambda self, digest, reading: placed(self, "none", reading)):
            engine.plan(request)

    paths = [entry.path for entry in os.scandir(root)]
    return {
        "floor: the folder's names": best_of(lambda: [entry.name for entry in os.scandir(root)], tries=7),
        "floor: lstat of each file": best_of(lambda: [os.lstat(path) for path in paths], tries=7),
        "listing (fsspec find)": best_of(lambda: fs.find(root, detail=True), tries=7),
        "listing (storage.find)": best_of(lambda: storage.find(fs, root), tries=7),
        "a reader per file": best_of(sort, tries=7),  # fmt: skip
        "run names, every entry seeded": best_of(lambda: finding.run_names(committed.values()), tries=7),
        "placing (run names included)": best_of(place, tries=7),
        # A new Lake each try, as each ingest opens its own: a ledger keeps the files it read.
        "ledger: the table": best_of(lambda: Lake(lake_path).ledger.table(), tries=7),
        "ledger: its entries": best_of(lambda: lake.ledger.entries(table), tries=7),
        "ledger: its snapshot": best_of(lambda: Lake(lake_path).ledger.snapshot(), tries=7),
        "placings from the ledger": best_of(
            lambda: unchanged.unchanged_files(fs, listing, recorded.placed(digest, READING), digest), tries=7
        ),
        "the whole plan": best_of(lambda: engine.plan(request), tries=7),
        "the whole plan, all detected": best_of(full_plan, tries=7),
    }


def main() -> int:
    ap = options(__doc__)
    ap.add_argument("--files", type=int, nargs="+", default=[1500, 3000])
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "planning")
    args = ap.parse_args()
    figures = {files: parts(*made(args.out, files)) for files in args.files}
    print(f"{'part (every file unchanged)':<32}" + "".join(f"{f'{n:,} files':>20}" for n in args.files))
    for part in figures[args.files[0]]:
        cells = [f"{figures[n][part] * 1e3:>8.1f} ms {figures[n][part] / n * 1e6:>5.1f} us" for n in args.files]
        print(f"{part:<32}" + "".join(f"{c:>20}" for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
