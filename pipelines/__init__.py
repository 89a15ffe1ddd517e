"""tracelake: RL training traces into one normalized Delta Lake with DuckDB SQL on top.

Data flows one way: sources (a declared reader per format) -> normalize (to the contracts in
``schemas/``) -> lake (Delta tables, batch commits, the ledger) -> catalog (DuckDB views from
``sql/``) -> shells (CLI, Prefect flows), all through :func:`pipelines.engine.ingest`.

In a notebook: ``con = pipelines.connect("data/lake")``, then ``con.sql("SELECT ...").pl()``.
"""

from ._version import __version__

__all__ = ["__version__", "connect"]


def connect(lake: str = "data/lake"):
    """A DuckDB connection with the lake's views (``.pl()``, ``.df()`` and ``.arrow()`` on its
    results); it reads the lake as it was when made."""
    from .lake.catalog import connect as catalog_connect  # noqa: PLC0415 - keep `import pipelines` light

    return catalog_connect(lake)
