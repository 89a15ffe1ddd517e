"""tracelake: RL training traces into one normalized Parquet lake with DuckDB SQL on top.

Data flows one way: sources (one module per format) -> normalize (to the contracts in
``schemas/``) -> lake (atomic per-shard commits, ledger) -> catalog (DuckDB views from
``sql/``) -> shells (CLI, Prefect flows).
"""

__version__ = "0.1.0"
