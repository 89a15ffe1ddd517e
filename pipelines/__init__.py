"""tracelake: RL training traces into one normalized Delta Lake with DuckDB SQL on top.

Data flows one way: sources (a declared reader per format) -> normalize (to the contracts in
``schemas/``) -> lake (Delta tables, batch commits, the ledger) -> catalog (DuckDB views from
``sql/``) -> shells (CLI, Prefect flows), all through :func:`pipelines.engine.ingest`.

In a notebook: ``pipelines.connect("data/lake").sql("SELECT ...").pl()`` (Polars) or
``.to_arrow_table()`` (pyarrow); ``pipelines.connect()`` reads ``$TRACELAKE_LAKE``, else ``data/lake``.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from ._version import __version__

if TYPE_CHECKING:
    import duckdb

__all__ = ["__version__", "connect"]

# A DuckDB relation does not keep its connection alive: `connect(...).sql(...).pl()` would find
# it closed once the connection is collected. The latest connection to each lake stays open.
_OPEN: dict[str, duckdb.DuckDBPyConnection] = {}


def connect(lake: str | None = None) -> duckdb.DuckDBPyConnection:
    """A DuckDB connection with the lake's views (``.pl()`` and ``.to_arrow_table()`` on its results); it
    reads the lake as it was when made: call again to see later ingests. ``lake``: a folder or
    an fsspec URL; by default ``$TRACELAKE_LAKE``, else ``data/lake``."""
    from .lake.catalog import connect as catalog_connect  # noqa: PLC0415 - keep `import pipelines` light
    from .lake.defaults import DEFAULT_LAKE  # noqa: PLC0415

    location = lake or os.environ.get("TRACELAKE_LAKE") or DEFAULT_LAKE
    con = _OPEN[location] = catalog_connect(location)
    return con
