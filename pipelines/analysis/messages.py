"""``tracelake export messages`` (and the explorer's export): what a search found, as chat
messages in OpenAI's chat layout, the one TRL's conversational datasets, verl's multi-turn SFT
dataset and every OpenAI-compatible trainer read.

One record per trajectory: ``messages`` (its turns in order), then where it came from and how
it scored: ``run_id``, ``run_name``, ``trajectory_id``, ``step``, ``split``, ``reward``,
``tags`` (the labels in force: not ``labels``, which trainers take for token labels),
``source_file``, ``source_line``. A message is ``{role, content}`` and, where it has them:

- an assistant's ``tool_calls`` (``[{id, type: "function", function: {name, arguments}}]``,
  ``arguments`` JSON text as OpenAI writes it, not an object: Arrow would give every call of a
  dataset the keys of all the others; a call the source gave no id gets ``call_<turn>_<k>``,
  and the tool messages after it answer it in order; calls the model wrote inline as
  ``<tool_call>`` JSON are taken out of ``content``, as a template writes them back) and its
  ``reasoning_content`` (the turn's ``reasoning``, else its text's ``<think>`` blocks, taken out
  of ``content``);
- a tool message's ``tool_call_id`` and ``name``.

Roles are the four a chat template knows: ``developer`` is written ``system``, ``function``
``tool``, AReaL's ``context`` (the environment's words between generations) ``user``. A prompt
or user message that arrives with a chat template applied (ChatML, Llama 3, Gemma markers, or
verl's decoded ``system\n...\nuser\n...\nassistant\n``) is split back into its messages,
so that a trainer does not template it twice (the lake keeps it raw, in ``prompt``). A
single-turn source's prompt is the user's message, its response the assistant's.

Left out, and counted: a trajectory with no text at all (PolyTrace's lengths-only logs), and
one with no assistant message (nothing to train on; ``assistant_only_loss`` refuses it) unless
``unanswered`` is asked for. JSON Lines (``.jsonl``) or Parquet (``.parquet``), chosen by the
file's name; written beside the target and renamed, so a reader never sees half a file.
Trajectories are read a batch at a time, a run's folder at a time: an export of any size holds a
batch in memory.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb
import orjson
import pyarrow as pa
import pyarrow.parquet as pq

from ..errors import UserError
from ..explore.queries.search import Search
from ..outputs import replacing
from .chat_messages import chat_messages
from .selection import RUN, found_batches, trajectories, turns

FORMATS = (".jsonl", ".parquet")

CALL = pa.struct([("id", pa.string()), ("type", pa.string()),
                  ("function", pa.struct([("name", pa.string()), ("arguments", pa.string())]))])  # fmt: skip
MESSAGE = pa.struct(
    [
        ("role", pa.string()),
        ("content", pa.string()),
        ("reasoning_content", pa.string()),
        ("tool_calls", pa.list_(CALL)),
        ("tool_call_id", pa.string()),
        ("name", pa.string()),
    ]
)
SCHEMA = pa.schema(
    [
        ("messages", pa.list_(MESSAGE)),
        ("run_id", pa.string()),
        ("run_name", pa.string()),
        ("trajectory_id", pa.string()),
        ("step", pa.int64()),
        ("split", pa.string()),
        ("reward", pa.float64()),
        ("tags", pa.list_(pa.string())),
        ("source_file", pa.string()),
        ("source_line", pa.int64()),
    ]
)


@dataclass
class Exported:
    found: int = 0  # trajectories the search found
    written: int = 0  # records in the file
    without_text: int = 0  # found, left out: no text to train or evaluate on
    messages: int = 0  # messages in the file
    unanswered: int = 0  # found, left out: no assistant message (unless asked for)

    @property
    def summary(self) -> str:
        """What the file holds, against what was found, and why the rest was left out."""
        left = [f"{n:,} {why} left out" for n, why in ((self.without_text, "without text"),
                (self.unanswered, "with no assistant message (--unanswered keeps them)")) if n]  # fmt: skip
        return f"{self.written:,} trajectories, {self.messages:,} messages (of {self.found:,} found{''.join('; ' + x for x in left)})"


def exported_batches(
    con: duckdb.DuckDBPyConnection, search: Search, tally: Exported, *, unanswered: bool = False
) -> Iterator[list[dict[str, Any]]]:
    """What ``search`` finds as export records, a batch at a time, those left out counted in
    ``tally`` as they go. ``unanswered``: keep the trajectories with no assistant message too."""
    tally.found, batches = found_batches(con, search)
    for run, ids in batches:
        batch = _records(con, run, ids)
        with_text = [r for r in batch if any(m["content"] or m["tool_calls"] or m["reasoning_content"]
                                             for m in r["messages"])]  # fmt: skip
        kept = [r for r in with_text if unanswered or any(m["role"] == "assistant" for m in r["messages"])]
        tally.without_text += len(batch) - len(with_text)
        tally.unanswered += len(with_text) - len(kept)
        tally.written += len(kept)
        tally.messages += sum(len(r["messages"]) for r in kept)
        yield kept


def export_messages(con: duckdb.DuckDBPyConnection, search: Search, out: Path, *, unanswered: bool = False) -> Exported:
    """Write what ``search`` finds to ``out`` (``.jsonl`` or ``.parquet``); what it holds.
    ``unanswered``: keep the trajectories with no assistant message too."""
    kind = out.suffix.lower()
    if kind not in FORMATS:
        raise UserError(f"{out}: the file's name must end in .jsonl or .parquet (the export's format)")
    tally = Exported()
    with replacing(out) as tmp:
        sink = ParquetSink(tmp) if kind == ".parquet" else _JsonLinesSink(tmp)
        try:
            for kept in exported_batches(con, search, tally, unanswered=unanswered):
                sink.write(kept)
        finally:
            sink.close()
    return tally


def records_of(con: duckdb.DuckDBPyConnection, run_id: str, ids: list[str]) -> list[dict[str, Any]]:
    """Trajectories of a run (by id) as export records (a judge reads them too)."""
    (run,) = con.execute(f"SELECT {RUN} FROM runs WHERE run_id = ?", [run_id]).fetch_arrow_table().to_pylist()
    return _records(con, run, ids)


def _records(con: duckdb.DuckDBPyConnection, run: dict[str, Any], ids: list[str]) -> list[dict[str, Any]]:
    run_id = run["run_id"]
    rows = trajectories(con, run_id, ids, "step, split, reward, prompt, response, source_file, source_line")
    said = turns(con, run_id, ids, "role, content, tool_name, calls, tool_call_id, reasoning")
    tags: dict[str, list[str]] = {
        t: list(labels)
        for t, labels in con.execute(
            "SELECT trajectory_id, list(tag ORDER BY tag) FROM labels WHERE run_id = ? AND list_contains(?, trajectory_id)"
            " GROUP BY ALL",
            [run_id, ids],
        ).fetchall()
    }
    records = []
    for row in rows:
        messages = said.get(row["trajectory_id"]) or [
            {"role": "user", "content": row["prompt"]}, {"role": "assistant", "content": row["response"]}]  # fmt: skip
        records.append({
            "messages": chat_messages(messages), "run_id": run_id, "run_name": run["run_name"],
            "trajectory_id": row["trajectory_id"], "step": row["step"], "split": row["split"], "reward": row["reward"],
            "tags": tags.get(row["trajectory_id"], []), "source_file": row["source_file"],
            "source_line": row["source_line"],
        })  # fmt: skip
    return records


class _JsonLinesSink:
    def __init__(self, path: Path):
        self.file = path.open("wb")

    def write(self, records: list[dict[str, Any]]) -> None:
        for record in records:
            record = {**record, "messages": [{k: v for k, v in m.items() if v is not None} for m in record["messages"]]}
            self.file.write(orjson.dumps(record) + b"\n")

    def close(self) -> None:
        self.file.close()


class ParquetSink:
    def __init__(self, path: Path):
        self.writer = pq.ParquetWriter(path, SCHEMA, compression="zstd")

    def write(self, records: list[dict[str, Any]]) -> int:
        """Write the records; their size in memory, in bytes (a dataset card says it)."""
        if not records:
            return 0
        table = pa.Table.from_pylist(records, schema=SCHEMA)
        self.writer.write_table(table)
        return table.nbytes

    def close(self) -> None:
        self.writer.close()
