"""What the lake's maintenance does when not told otherwise, in a module that imports nothing:
the CLI declares its options' defaults at start-up without loading the lake's writers."""

from __future__ import annotations

# Files no snapshot younger than this reads are deleted by vacuum: readers that started
# before a compaction keep their files for a week.
DEFAULT_RETENTION_HOURS = 7 * 24

# What `tracelake sql` allows a query by default (see :mod:`.guard`).
DEFAULT_TIMEOUT_S = 300.0
DEFAULT_MEMORY_LIMIT = "4GB"
