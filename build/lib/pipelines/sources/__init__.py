"""Source readers, one module per format. Adding a format: its module, its test, one line here.

A reader module provides ``FORMAT``; ``step_of(file_name)`` (the step a file's name gives, or
None); ``sniff(head)`` (does a file, seen by its name and first record, look like this
format?); and ``read(shard, chunks) -> ShardRecords`` (the shard's decompressed content in
line-aligned chunks) or, for random-access files such as Parquet, ``read_file(shard, fs,
path)``. A reader whose files name their run (``run_name(head)``) overrides the folder's. It
knows nothing of the lake. Detection asks the readers in this order
and takes the first that claims a file, so the more specific come first.
"""

from __future__ import annotations

from types import ModuleType

from . import harbor, metrics, polytrace, rollouts, verl, verl_agent

READERS: dict[str, ModuleType] = {
    harbor.FORMAT: harbor,  # Parquet agent-trace exports; reads whole files (``read_file``)
    polytrace.FORMAT: polytrace,  # workload documents, archives and latency logs (``read_file``)
    verl_agent.FORMAT: verl_agent,  # verl's file names and keys, one line per environment turn
    verl.FORMAT: verl,
    rollouts.FORMAT: rollouts,
    metrics.FORMAT: metrics,
}
