"""The lake: Delta tables written by batch commits (:mod:`.lake`, :mod:`.delta`), the ingest
ledger that is their commit point (:mod:`.ledger`), DuckDB views over them (:mod:`.catalog`,
kept for an unchanged lake by :mod:`.catalog_cache`), compaction and vacuum (:mod:`.maintenance`).

Its names load on first use: importing one light module of the package (:mod:`.guard`) must not
import delta-rs and the writers."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .attempt import Attempt, Committed
    from .lake import Lake, LakeError
    from .ledger import COMMITTED, LEDGER, Entry, Status

_HOME = (
    {name: ".lake" for name in ("Lake", "LakeError")}
    | {name: ".attempt" for name in ("Attempt", "Committed")}
    | {name: ".ledger" for name in ("COMMITTED", "LEDGER", "Entry", "Status")}
)

__all__ = ["COMMITTED", "LEDGER", "Attempt", "Committed", "Entry", "Lake", "LakeError", "Status"]


def __getattr__(name: str) -> object:
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOME[name], __name__), name)
    globals()[name] = value
    return value
