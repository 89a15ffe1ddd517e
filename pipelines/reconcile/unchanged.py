"""Unchanged files, placed as the ledger recorded them: a scheduled cycle so detects only what
changed. A file is unchanged when the ledger's latest attempt at it committed, under the
current reading rules, and recorded the same size and mtime and the same placing digest (the
target, the placing options, the lake, the rules: :func:`placing_digest`); it then gets the
reader, run, step, split and key it had, without being opened."""

from __future__ import annotations

import hashlib
from typing import Any, cast

import pyarrow as pa
import pyarrow.compute as pc

from .. import storage
from ..shard import ShardColumns
from ..sources import READING


def placing_digest(target: str, *, options: tuple[object, ...]) -> str:
    """What places a file found under ``target`` (its URI): the options that place files, the
    lake, and the reading rules (:data:`READING`, raised by any change to how a file is placed)."""
    return hashlib.blake2b(repr((target, *options, READING)).encode(), digest_size=8).hexdigest()


_PLACED = {
    "format": "format", "run_name": "run_name", "step": "step", "split": "split", "key": "shard_key", "run_id": "run_id"
}  # fmt: skip


def unchanged_files(
    fs: storage.FileSystem, listing: storage.Listing, recorded: pa.Table, digest: str
) -> tuple[ShardColumns, storage.Listing]:
    """(the listed files placed as ``recorded`` (:meth:`.recorded.Recorded.placed`): same
    file, size and mtime; the rest of the listing), compared as columns: a file taken so never
    becomes a Python object here."""
    uris = listing.paths if storage.is_local(fs) else [storage.uri(fs, path) for path in listing.paths]
    if not uris or not recorded.num_rows:
        return ShardColumns.joined([]), listing
    at = pc.index_in(pa.array(uris, pa.string()), value_set=recorded.column("source_uri"))
    same = pc.and_kleene(
        pc.and_kleene(
            pc.equal(pa.array(listing.sizes, pa.int64()), recorded.column("size").take(at)),
            pc.equal(pa.array(listing.mtimes, pa.int64()), recorded.column("mtime").take(at)),
        ),
        pc.equal(pa.array(listing.kinds, pa.string()), "file"),
    )
    same = pc.fill_null(same, False)
    rows = cast("list[int]", pc.indices_nonzero(same).to_pylist())
    if not rows:
        return ShardColumns.joined([]), listing
    placed = recorded.take(at.filter(same))
    columns: dict[str, list[Any]] = {
        "uri": [uris[i] for i in rows],
        "path": [listing.paths[i] for i in rows],
        **{field: placed.column(column).to_pylist() for field, column in _PLACED.items()},
        "run_folder": [None] * len(rows),
        "placed_by": [digest] * len(rows),
    }
    unchanged = ShardColumns(columns, [listing.sizes[i] for i in rows], [listing.mtimes[i] for i in rows])
    return unchanged, listing.only(cast("list[int]", pc.indices_nonzero(pc.invert(same)).to_pylist()))
