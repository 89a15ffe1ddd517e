"""Source readers, one module per format. Adding a format: its module, its test, one line here.

A reader module provides ``FORMAT``, ``discover(fs, path, *, run_name, split, uri_of)`` ->
(shards, unplaced files) and ``read(shard, data) -> ShardRecords``. It knows nothing of the lake.
"""

from __future__ import annotations

from types import ModuleType

from . import verl

READERS: dict[str, ModuleType] = {
    verl.FORMAT: verl,
}
