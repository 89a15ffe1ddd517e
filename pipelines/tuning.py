"""Every figure that tunes an ingest, in one place, each with why it is what it is. The bench that
measures each choice is named beside it (its figures: ``docs/performance.md``); the modules that
use them import them under these names.

What a source file may cost at most (the limits a user sets) is :mod:`.limits`; what a query may
cost, :mod:`.lake.defaults`.
"""

from __future__ import annotations

KiB, MiB = 1 << 10, 1 << 20

# -- committing ---------------------------------------------------------------------------------

# A batch commits once it holds this many shards or bytes of rows, whichever comes first: few
# commits (and files) for many small shards, memory bounded by the bytes (`bench/ingest_verl.py`).
BATCH_SHARDS = 1000
BATCH_BYTES = 64 * MiB

# A shard whose rows reach this is written by the thread that read it, at once, in files of its
# own: a large shard's rows never wait in memory and large shards encode in parallel. Smaller
# shards wait for their batch, whose commit writes a run's rows as one file; written one by one,
# a run's medium shards became a file each that its ingest then compacted (`bench/peers.py`).
WRITE_AHEAD_BYTES = 16 * MiB

# A commit writes a run's rows sorted by step in files of about this many bytes of rows.
PIECE_BYTES = 64 * MiB

# A query pays per row group: small groups of multi-KB responses made the reward curve slower by
# half (`bench/row_groups.py`); Spark writes 128 MB.
ROW_GROUP_ROWS = 128 * 1024
ROW_GROUP_BYTES = 64 * MiB

# -- reading ------------------------------------------------------------------------------------

# Decompressed bytes read at a time from a source file.
CHUNK_BYTES = 8 * MiB

# A shard is read in a group when its file is under GROUP_FILE_BYTES on disk, a group holding up
# to GROUP_SHARDS of them and GROUP_BYTES of files: past a few hundred kilobytes a shard's own
# bytes cost more than the calls a group saves, and a large shard is better parsed beside the
# others (`bench/small_files.py`).
GROUP_FILE_BYTES = 256 * KiB
GROUP_SHARDS = 256
GROUP_BYTES = 16 * MiB

# A plan is read by processes when it has more than one worker and at least PROCESS_SHARDS
# shards whose files are under PROCESS_FILE_BYTES: such shards spend their time in small calls
# that hold the GIL. Large shards stay in threads (parsing and encoding leave the GIL) and do not
# ship their rows back (`bench/small_files.py`, `bench/ingest_verl.py`).
PROCESS_SHARDS = 256
PROCESS_FILE_BYTES = 1 * MiB

# A cluster's task holds at most this many shards or bytes of sources: orchestration costs per
# task, not per shard.
TASK_SHARDS = 500
TASK_BYTES = 512 * MiB

# A grown file read from where its last read ended adds an attempt whose rows live beside the
# earlier ones' (the ledger's `earlier_rows`): after this many such reads in a row it is read
# whole once, so a shard's live rows stay a short list of attempts (a metrics log appended at
# every step of a 3,000-step run: one whole read in 64, each of a file that takes ~0.1 s).
GROWN_READS = 64

# `tracelake watch` runs its ingests in a worker process it replaces after this many: the native
# libraries' memory grows with what a process ingests (`pipelines/passes.py`); a step every 30 s
# and a full pass every 5 minutes make ~130 passes an hour, so a worker lives ~25 minutes, and its
# replacement starts (~1 s of imports) in the quiet after a pass (`bench/watch_latency.py`).
WATCH_PASSES_PER_WORKER = 50

# -- compacting ---------------------------------------------------------------------------------

# A run's table whose small files outnumber this is compacted by the ingest that wrote them (a
# scheduled ingest adds one a cycle): compacting often keeps each compaction small and the
# slowest cycle near the median (`bench/growth.py`).
AUTO_COMPACT_FILES = 8
# On disk (zstd), a file under COMPACT_SMALL_FILE_BYTES is small; a bin of small files closes
# once its files reach COMPACT_TARGET_FILE_BYTES. A batch's file is ~5-15 MB on disk, so a
# large shard's files are never repacked by the ingests.
COMPACT_SMALL_FILE_BYTES = 4 * MiB
COMPACT_TARGET_FILE_BYTES = 16 * MiB
# What `compact` merges into: a query pays per file, so merged files are large; streamed, they
# cost no more memory than small ones (`bench/row_groups.py`, `bench/growth.py`).
MERGED_FILE_BYTES = 256 * MiB
# Bins packed at once: decoding and encoding leave the GIL.
PACK_WORKERS = 2

# -- exploring ----------------------------------------------------------------------------------

# The explorer's search index (``$TRACELAKE_SEARCH_INDEX=auto``, the default) is kept in memory
# while the lake's text is at most this, else in a file: in memory the text takes ~1.45x its
# characters, and the 5.12M-trajectory bench lake's 1.25 GB of text held the explorer at 2.5 GB
# (`bench/explore_app.py`); in a file it is a third of that and searches 2-3x slower.
SEARCH_INDEX_MEMORY_CHARS = 256 * MiB
