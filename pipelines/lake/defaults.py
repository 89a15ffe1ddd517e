"""What the lake's maintenance does when not told otherwise, in a module that imports nothing:
the CLI declares its options' defaults at start-up without loading the lake's writers."""

from __future__ import annotations

# Where the lake is when a command is not told: the demo's, beside the checkout's samples.
DEFAULT_LAKE = "data/lake"

# Files no snapshot younger than this reads are deleted by vacuum: readers that started
# before a compaction keep their files for a week.
DEFAULT_RETENTION_HOURS = 7 * 24

# Files an ingest's own compaction removed (and those its re-ingests replaced) are deleted by
# a later ingest's compaction once removed this long ago: readers of a snapshot (a query, an
# explorer session, a catalog file) have this long before its files may go, and a run under
# scheduled ingestion keeps on disk its live data plus the last hour's compacted-away files,
# not a week's. `tracelake vacuum` applies its own, longer retention to everything else.
COMPACTED_RETENTION_HOURS = 1

# Each table's log keeps the commits of the last day (Delta keeps 30 days), dropped at a
# checkpoint: every open and every commit lists the whole log, ~25 us an entry (a commit 15 ms
# at 276 entries, 68 ms at 2,201: bench/log_size.py), and a run ingested every minute commits
# 1,440 times a table a day, 10,080 a week. A version older than this can no longer be loaded
# by its number (time travel): no tracelake command reads one, and the files of a scheduled
# run's older versions go after COMPACTED_RETENTION_HOURS anyway.
LOG_RETENTION_HOURS = 24

# What `tracelake sql` allows a query by default (see :mod:`.guard`).
DEFAULT_TIMEOUT_S = 300.0
DEFAULT_MEMORY_LIMIT = "4GB"
