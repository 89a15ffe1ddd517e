"""Identifiers: path-safe run keys and stable record ids."""

from __future__ import annotations

import hashlib
import re

_SAFE_RUN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")
_UNSAFE_CHARS = re.compile(r"[^A-Za-z0-9._-]+")


def short_hash(text: str, chars: int = 16) -> str:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()[:chars]


def run_key(name: str) -> str:
    """A run name made safe for a path segment and a Hive partition value.

    Names already safe are kept as they are, so ``run_id`` reads naturally; any other name
    (``../x``, spaces, slashes, Unicode) becomes ``_``, a slug and a hash of the full name. A
    safe name starts with a letter or digit, so no name's key can equal another's (``a=b`` is
    ``_a-b-…``, never the safe name ``a-b-ec89e9b0``); and nothing in a key needs escaping in a
    Hive folder or a Delta path. The name as given stays in ``runs.run_name``."""
    if _SAFE_RUN.fullmatch(name):
        return name
    slug = _UNSAFE_CHARS.sub("-", name).strip(".-_")[:60] or "run"
    return f"_{slug}-{short_hash(name, 8)}"


def trajectory_id(run_id: str, step: int, record_key: str) -> str:
    return trajectory_ids(run_id, [step], [record_key])[0]


def trajectory_ids(run_id: str, steps: list[int], record_keys: list[str]) -> list[str]:
    """Stable ids of many records: ``short_hash`` of run, step and key, without a call per row
    (a third of the time)."""
    blake2b = hashlib.blake2b
    return [blake2b(f"{run_id}\x1f{s}\x1f{k}".encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()[:16]
            for s, k in zip(steps, record_keys)]
