"""Twins of the macros of sql/ that take a list of runs, reading only those runs' files.

A macro of sql/ such as ``reward_by_step_of(runs)`` reads the table views, so its ``runs`` may be
any expression (a subquery too). Binding a view makes DuckDB look at every file it lists (25 ms
a table reference at 1,000 runs) before a filter on ``run_id`` prunes one; a table macro such as
``trajectories_of(runs)`` is handed only the listed runs' files, but a table function's
arguments must be constants. So each such macro gets a twin, ``reward_by_step_listed(runs)``,
the same SQL with every table read through its file-picking macro: for callers that hold the
list itself (the explorer). Where reading each table once pays, sql/ writes a twin out itself
(``trajectory_judgement_listed``); the other twins call it.
"""

from __future__ import annotations

import functools
import re

import duckdb

from ..schemas import data_tables

# A macro of sql/ over a list of runs: `CREATE OR REPLACE MACRO name(runs) AS TABLE ...`
_RUNS_MACRO = re.compile(r"CREATE OR REPLACE MACRO (\w+)\(runs\) AS TABLE\b", re.IGNORECASE)


def listed_name(macro: str) -> str:
    """``reward_by_step_of`` -> ``reward_by_step_listed``; ``trajectory_patterns`` ->
    ``trajectory_patterns_listed``."""
    return f"{macro.removesuffix('_of')}_listed"


def runs_macros(statements: list[str]) -> dict[str, str]:
    """The macros over a list of runs among ``statements``, each its name and statement."""
    found = {}
    for statement in statements:
        match = _RUNS_MACRO.search(statement)
        if match:
            found[match[1]] = statement
    return found


def twin(statement: str, macros: set[str]) -> str:
    """The statement of a runs macro's twin: named by :func:`listed_name`, each data table read
    (``FROM trajectories``, ``JOIN turns t``) through its ``_of(runs)`` macro, each macro of
    ``macros`` called on ``runs`` through its twin."""
    tables = "|".join(re.escape(spec.name) for spec in data_tables())
    # a table name not already followed by `_` (another name) or `(` (a call)
    out = re.sub(rf"\b(FROM|JOIN)(\s+)({tables})\b(?![_(])", r"\1\2\3_of(runs)", statement, flags=re.IGNORECASE)
    for macro in macros:
        out = re.sub(rf"\b{re.escape(macro)}(\s*)\(runs\)", rf"{listed_name(macro)}\1(runs)", out)
    return out


@functools.cache
def twins(sql_texts: tuple[str, ...]) -> tuple[str, ...]:
    """The statements making the twin of every runs macro of ``sql_texts``: worked out once a
    process (parsing sql/ into statements costs ~9 ms, and every catalog connection asks)."""
    statements = [s.query for text in sql_texts for s in duckdb.extract_statements(text)]
    macros = runs_macros(statements)
    written = {name for name in macros if name.endswith("_listed")}  # a twin sql/ writes out itself
    twinned = {name for name in macros if name not in written}  # called through their twins
    return tuple(
        twin(statement, twinned)
        for name, statement in macros.items()
        if name in twinned and listed_name(name) not in written
    )


def define(con: duckdb.DuckDBPyConnection, sql_texts: list[str]) -> None:
    """Make the twin of every runs macro of ``sql_texts`` (after them: a twin may call a
    data table's ``_of`` macro, looked up when it is called)."""
    for statement in twins(tuple(sql_texts)):
        con.execute(statement)
