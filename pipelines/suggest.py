"""Did-you-mean for names a user types (a run's name or id): the closest known ones."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def did_you_mean(given: str, known: Iterable[str]) -> str:
    """`` (did you mean 'a' or 'b'?)`` for the known names closest to ``given``, else ``""``."""
    close = difflib.get_close_matches(given, sorted(set(known)), n=3, cutoff=0.6)
    if not close:
        return ""
    return " (did you mean " + " or ".join(repr(c) for c in close) + "?)"
