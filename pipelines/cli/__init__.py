"""``tracelake``: a thin shell over the engine and the catalog, a module per command group.

- :mod:`.app`: the program, its commands in `--help`'s order, every user error as one line;
- :mod:`.options`: the ingest options, declared once (ingest, detect, serve and watch take them);
- :mod:`.common`: output (tables, JSON, CSV; the consoles), the lake option, errors;
- :mod:`.ingest` (ingest, detect, serve), :mod:`.watch`, :mod:`.query` (runs, sql, catalog),
  :mod:`.compare` (compare, report), :mod:`.analyses` (prompts, doctor), :mod:`.find` (search,
  patterns, labels, exports), :mod:`.workloads` (generate, export polytrace),
  :mod:`.explore`, :mod:`.maintenance` (compact, rm, check, vacuum);
- :mod:`.startup`: what runs before and after a command (``main``).

Exit codes: 0 success; 1 nothing could be ingested (every shard failed, or none found);
2 a user error (bad option, missing path, no lake there, bad SQL). Prefect is imported only by
``--prefect`` and ``serve``: its start-up costs seconds that an ad-hoc ingest should not pay.
"""

from __future__ import annotations

from .app import app
from .startup import main

__all__ = ["app", "main"]
