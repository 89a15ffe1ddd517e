"""Modules imported when first used, not when the importing module loads: the CLI declares
every command at start-up, and most invocations (``--version``, ``--help``, a read-only
query) never touch the engine or the lake's writers."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType
from typing import Any


class _Deferred(ModuleType):
    """Stands for a module until an attribute is asked of it. Kept out of ``sys.modules``, unlike
    the standard library's ``LazyLoader``: whatever walks every module there runs a lazy one's
    code (``inspect.getmodule`` asks each for ``__file__``, and Streamlit calls it on a page's
    first element: the explorer's first page loaded the engine and all 43 readers, 0.55 s)."""

    def __getattr__(self, attribute: str) -> Any:
        return getattr(importlib.import_module(self.__name__), attribute)


def lazy(name: str) -> ModuleType:
    """Module ``name``, its code run on its first attribute access."""
    if name in sys.modules:
        return sys.modules[name]
    if importlib.util.find_spec(name) is None:  # a misspelt name fails where it is declared
        raise ImportError(f"no module named {name!r}")
    return _Deferred(name)
