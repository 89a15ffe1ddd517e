"""The lake: Delta tables written by batch commits (:mod:`.lake`, :mod:`.delta`), the ingest
ledger that is their commit point (:mod:`.ledger`), DuckDB views over them (:mod:`.catalog`),
compaction and vacuum (:mod:`.maintenance`)."""

from .lake import Lake, LakeError, ShardCommit, ShardMeta
from .ledger import COMMITTED, LEDGER, Entry, Status

__all__ = ["COMMITTED", "LEDGER", "Entry", "Lake", "LakeError", "ShardCommit", "ShardMeta", "Status"]
