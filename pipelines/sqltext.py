"""SQL text: the one way a value becomes a string literal in SQL that tracelake writes itself
(delta-rs predicates and DuckDB alike). User queries are never built this way."""

from __future__ import annotations


def quote(text: str) -> str:
    """``text`` as a SQL string literal."""
    return "'" + text.replace("'", "''") + "'"
