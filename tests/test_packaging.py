"""What the wheel ships: every package of the source tree is listed in pyproject.toml (setuptools
is given the list, and a package left off it is missing from an installed tracelake, which
`.ci/run`'s wheel check finds only after the whole suite)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_of_the_tree_is_in_the_wheel():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "pipelines").rglob("__init__.py")}
    assert found - listed == set(), "packages missing from [tool.setuptools] packages"


def test_no_module_of_the_package_is_named_as_one_of_the_standard_librarys():
    """A folder of the package on sys.path (Prefect leaves pipelines/ there once it loads
    pipelines/flows.py by its path) makes its modules top-level names in every interpreter
    started from there: a `secrets.py` was the watch's worker's `secrets`, and commits failed."""
    import sys

    named = {path.stem: path for path in (ROOT / "pipelines").rglob("*.py")}
    assert {name: str(path) for name, path in named.items() if name in sys.stdlib_module_names} == {}
