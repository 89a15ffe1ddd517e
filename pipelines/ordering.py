"""Sorting Arrow tables without copying what is in order already."""

from __future__ import annotations

from collections.abc import Iterable

import pyarrow as pa
import pyarrow.compute as pc


def sorted_by(table: pa.Table, keys: Iterable[str]) -> pa.Table:
    """``table`` sorted by those of ``keys`` it has; itself when already in that order (a
    shard's rows usually are: no copy of its text)."""
    keys = [k for k in keys if k in table.column_names]
    if not keys or table.num_rows < 2:
        return table
    order = pc.sort_indices(table, [(k, "ascending") for k in keys])
    if pc.all(pc.equal(order, pa.array(range(len(order)), order.type))).as_py():
        return table
    return table.take(order)
