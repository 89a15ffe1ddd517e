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
