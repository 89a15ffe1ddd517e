"""The lake: Delta tables written by batch commits (:mod:`.lake`, :mod:`.delta`), DuckDB views
over them (:mod:`.catalog`), compaction and vacuum (:mod:`.maintenance`)."""

from .lake import COMMITTED, LEDGER, Lake, LakeError, ShardCommit, ShardMeta

__all__ = ["COMMITTED", "LEDGER", "Lake", "LakeError", "ShardCommit", "ShardMeta"]
