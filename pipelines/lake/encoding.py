"""How a data file's columns are encoded: compression, statistics and dictionaries per column,
by the contract's word on each (see :func:`_long_text`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pyarrow as pa

from ..schemas import Contract


def writer_options(spec: Contract, schema: pa.Schema) -> dict[str, Any]:
    """How a data file of ``spec``'s table with columns ``schema`` is encoded (see :func:`_long_text`)."""
    text = _long_text(spec)
    # Parquet names a nested column's values by their path (``logprobs.list.element``): a
    # setting given by the top-level name alone left the token lane's arrays uncompressed.
    leaves = {field.name: list(_leaf_paths(field.name, field.type)) for field in schema}
    return {
        "compression": {leaf: "zstd" if n in text else "snappy" for n in schema.names for leaf in leaves[n]},
        "write_statistics": [leaf for n in schema.names if n not in text for leaf in leaves[n]],
        "use_dictionary": [leaf for n in schema.names if n not in text for leaf in leaves[n]],
    }


def _leaf_paths(name: str, kind: pa.DataType) -> Iterator[str]:
    if pa.types.is_list(kind) or pa.types.is_large_list(kind):
        yield from _leaf_paths(f"{name}.list.element", kind.value_type)
    elif pa.types.is_struct(kind):
        for child in kind:
            yield from _leaf_paths(f"{name}.{child.name}", child.type)
    else:
        yield name


def _long_text(spec: Contract) -> list[str]:
    # Long text: no min/max (useless for pruning, bloats footers) and no dictionary (unique
    # values; costs a third of the write time for nothing). Compressed with zstd, where the
    # bytes are; the other columns with snappy. DuckDB pays per zstd page it decompresses, and
    # the columns queries scan (step, reward, ids) are a few small pages a row group: the reward
    # curve over a 204,800-row file of 12,800-row groups took 1.46x an ideal file all in zstd,
    # 1.17x so, for 0.9% more bytes (6% on an agent lake of short turns; docs/performance.md).
    return [c.name for c in spec.file_columns if not c.statistics]
