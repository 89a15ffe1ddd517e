"""Rules between files: a file skipped because another listed file holds its records.

- A series of a reader's cumulative files (:attr:`~pipelines.sources.base.Reader.cumulative`):
  the latest holds the others.
- A file whose every record another file holds (:attr:`~pipelines.sources.base.Reader.covered_by`):
  read there, once.

Both apply over the files detected now and the unchanged ones taken from the ledger alike, so
a cycle that takes most files from the ledger skips what full detection skips.
"""

from __future__ import annotations

from ..shard import ShardColumns
from ..sources import READERS
from ..sources.base import Cumulative, Unplaced
from .readers import Found


def _latest_cumulative(found: list[Found]) -> tuple[list[Found], list[Unplaced]]:
    """Of each series of a reader's cumulative files, the latest; the others, with why skipped."""
    latest: dict[tuple[str, str, str], tuple[int, str]] = {}
    series_of: dict[str, Cumulative] = {}
    for file in found:
        series = file.reader.cumulative(file.path) if file.reader.cumulative is not None else None
        if series is not None:
            series_of[file.uri] = series
            key = (file.reader.format, series.folder, series.series)
            latest[key] = max(latest.get(key, (-1, "")), (series.order, file.uri))
    if not latest:
        return found, []
    keep, skipped = [], []
    for file in found:
        series = series_of.get(file.uri)
        holder = latest[(file.reader.format, series.folder, series.series)] if series is not None else None
        if series is not None and holder is not None and holder[1] != file.uri:
            skipped.append(Unplaced(file.uri, f"{series.earlier}: {holder[1]} holds it too", routine=True))
        else:
            keep.append(file)
    return keep, skipped


def _covered(found: list[Found], unchanged: ShardColumns) -> tuple[list[Found], list[Unplaced]]:
    """Files whose every record another listed file holds: skipped, saying where. The
    unchanged files may be holders too."""
    uris = {file.path: file.uri for file in found}
    if len(unchanged) and any(file.reader.covered_by is not None for file in found):
        uris = dict(zip(unchanged.columns["path"], unchanged.uris)) | uris
    keep, skipped = [], []
    for file in found:
        holder = file.reader.covered_by(file.path) if file.reader.covered_by is not None else None
        if holder is not None and holder in uris:
            why = f"a subset of {uris[holder]}: its records are read there, once"
            skipped.append(Unplaced(file.uri, why, routine=True))
        else:
            keep.append(file)
    return keep, skipped


def apply_rules(found: list[Found], unchanged: ShardColumns) -> tuple[list[Found], ShardColumns, list[Unplaced]]:
    """The rules over the files detected now and the unchanged ones: (the detected files kept,
    the unchanged files kept, the files skipped, with why). An unchanged file is skipped where
    full detection skips it: a later checkpoint's copy holds it, or a file beside it."""
    formats = unchanged.columns["format"]
    ruling = {f for f in set(formats) if READERS[f].cumulative is not None or READERS[f].covered_by is not None}
    rows = [i for i, f in enumerate(formats) if f in ruling] if ruling else []
    stats = unchanged.stats()
    ruled = [
        Found(unchanged.columns["path"][i], unchanged.uris[i], stats[unchanged.uris[i]], READERS[formats[i]])
        for i in rows
    ]
    extra = {file.uri for file in ruled}

    def kept(files: list[Found]) -> ShardColumns:
        uris = {file.uri for file in files}
        return unchanged.only(i for i, uri in enumerate(unchanged.uris) if uri not in extra or uri in uris)

    found, superseded = _latest_cumulative(found + ruled)
    if superseded and ruled:
        unchanged = kept(found)
    found, covered = _covered(found, unchanged)
    if covered and ruled:
        unchanged = kept(found)
    return [file for file in found if file.uri not in extra], unchanged, superseded + covered
