"""What wrote a run, from what its readers declare (``Reader.framework``): the SQL macro
``framework_of`` in ``sql/00_ledger.sql`` and the description of ``runs.framework`` in
``schemas/runs.toml`` are made here, so a new format names its framework in its own module
only. ``tests/test_schemas.py`` keeps the two files equal to what this makes.

    python -m pipelines.sources.frameworks --write   rewrite both from the readers
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from . import READERS

_ROOT = Path(__file__).resolve().parents[2]  # a checkout's: only --write writes there
SQL_FILE = _ROOT / "sql" / "00_ledger.sql"
SCHEMA_FILE = _ROOT / "schemas" / "runs.toml"
_SQL_BLOCK = re.compile(r"(-- framework_of: generated.*?\n).*?(END;\n)", re.S)
_DESCRIPTION = re.compile(r'(name = "framework"\n(?:.*\n)*?description = ").*?("\n)')


def frameworks() -> dict[str, list[str]]:
    """Each framework and the formats naming it, strongest first: in detection's order, a tool
    beside the trainer (``framework_weak``) after every trainer."""
    ordered = sorted(READERS.values(), key=lambda r: r.framework_weak)  # stable: detection's order within
    found: dict[str, list[str]] = {}
    for reader in ordered:
        if reader.framework is not None:
            found.setdefault(reader.framework, []).append(reader.format)
    return found


def framework_of_sql() -> str:
    lines = ["CREATE OR REPLACE MACRO framework_of(formats) AS CASE"]
    for framework, formats in frameworks().items():
        test = " OR ".join(f"list_contains(formats, '{f}')" for f in formats)
        lines.append(f"    WHEN {test} THEN '{framework}'")
    return "\n".join(lines) + "\n"


def framework_description() -> str:
    named = ", ".join(
        f"`{framework}`" + (f" ({', '.join(f'`{f}`' for f in formats)})" if len(formats) > 1 else "")
        for framework, formats in frameworks().items()
    )
    unnamed = ", ".join(f"`{r.format}`" for r in READERS.values() if r.framework is None)
    weak = ", ".join(f"`{f}`" for f, fs in frameworks().items() if all(READERS[x].framework_weak for x in fs))
    return (
        f"What wrote the run, from its readers (each declares its framework): {named}; "
        f"{weak} only when no other reader of the run names one; NULL for a run of {unnamed} files only. "
        "Group dashboards by it."
    )


def sql_text() -> str:
    return _SQL_BLOCK.sub(lambda m: m[1] + framework_of_sql() + m[2], SQL_FILE.read_text())


def schema_text() -> str:
    return _DESCRIPTION.sub(lambda m: m[1] + framework_description() + m[2], SCHEMA_FILE.read_text())


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        print(framework_of_sql() + "\n" + framework_description())
    else:
        SQL_FILE.write_text(sql_text())
        SCHEMA_FILE.write_text(schema_text())
