"""The files tracelake reads at run time besides its code: the table contracts (``schemas/``)
and the DuckDB views (``sql/``). They live at the top of the repository and ship in the wheel as
the resource packages ``pipelines._schemas`` and ``pipelines._sql`` (see ``pyproject.toml``):
a checkout reads its own folders (what a developer edits), an installed wheel its copies."""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parent.parent


def _folder(package: str, name: str) -> Traversable:
    if (_CHECKOUT / "pyproject.toml").is_file() and (_CHECKOUT / name).is_dir():
        return _CHECKOUT / name
    return files(package)


def _listing(folder: Traversable, suffix: str) -> list[Traversable]:
    return sorted((p for p in folder.iterdir() if p.name.endswith(suffix)), key=lambda p: p.name)


def schema_files() -> list[Traversable]:
    return _listing(_folder("pipelines._schemas", "schemas"), ".toml")


def sql_files() -> list[Traversable]:
    """``sql/*.sql`` in name order: ``00_*`` (over the ledger) come first."""
    return _listing(_folder("pipelines._sql", "sql"), ".sql")
