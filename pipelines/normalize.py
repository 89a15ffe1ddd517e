"""Reader records -> tables that satisfy the contracts in ``schemas/``.

What is the same for every format lives here: trajectory ids from record keys, character
lengths, the split and source columns, sort order, types and nullability."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, cast

import pyarrow as pa
import pyarrow.compute as pc

from .ids import trajectory_id, trajectory_ids
from .ordering import sorted_by
from .redaction import holds_secrets, redact_table
from .schemas import ContractError, contract
from .sources.base import ShardRecords
from .sources.inline_calls import with_inline_calls
from .tokens import TokenCounter

# Columns that name things rather than hold a source's text: never redacted (a source file's URI
# must match its ledger entry's).
_STRUCTURAL = ("source_file", "trajectory_id", "record_key", "split")
_LENGTHS = {"prompt": "prompt_chars", "response": "response_chars", "content": "content_chars"}


def normalize(
    records: ShardRecords,
    *,
    run_id: str,
    shard_key: str,
    step: int | None,
    split: str,
    source_uri: str,
    tokens: TokenCounter | None = None,
    shard_keys_by_step: Mapping[int, str] | None = None,
    keep_tokens: bool = False,
) -> dict[str, pa.Table]:
    """Conformed tables, each sorted by its contract's ``sort_by`` (step first). Rows take the
    shard's step unless they carry their own. With ``tokens``, token counts the source did not
    give are counted from the text. ``shard_keys_by_step``: small shards read as one, each of
    its own step (their rows' ids take their own shard's key). The ``tokens`` table a reader
    gives is left out unless ``keep_tokens`` (the token lane is off by default).

    A reader that gives two records of one step the same key (a bug: their ids would collide)
    fails the shard with a :class:`~pipelines.schemas.ContractError`."""
    tables = {name: table for name, table in records.tables.items() if keep_tokens or name != "tokens"}
    secrets = holds_secrets(tables.values(), keep=_STRUCTURAL)
    ids: dict[tuple[Any, ...], str] = {}
    keyed = [name for name, table in tables.items() if "record_key" in table.column_names]
    out = {}
    for name, table in tables.items():
        spec = contract(name)
        if secrets:
            table = redact_table(table, keep=_STRUCTURAL)  # before lengths and token counts are taken
        if secrets and name == "tokens" and "token_ids" in table.column_names:
            # the ids spell the texts again, the credential with them, to anyone with the tokenizer
            table = table.set_column(table.column_names.index("token_ids"), "token_ids",
                                     pa.nulls(table.num_rows, table.schema.field("token_ids").type))  # fmt: skip
        n = table.num_rows
        row_steps = table.column("step") if "step" in table.column_names else None
        if "record_key" in table.column_names:
            # Every table of the shard maps a record key to the same id; hash each key once.
            keys = cast("list[str]", table.column("record_key").to_pylist())
            steps: list[Any] = row_steps.to_pylist() if row_steps is not None else [step] * n
            shards = [shard_keys_by_step[s] for s in steps] if shard_keys_by_step is not None else [shard_key] * n
            if name == keyed[0]:  # all new: hash in one pass; remember them only if another table follows
                tids = trajectory_ids(run_id, shards, steps, keys)
                if len(keyed) > 1:
                    ids = dict(zip(zip(keys, steps), tids))
            else:
                tids = [
                    ids.get((k, s)) or ids.setdefault((k, s), trajectory_id(run_id, shard, s, k))
                    for k, s, shard in zip(keys, steps, shards)
                ]
            if name == "trajectories" and len(set(tids)) != n:
                repeated = sorted({k for k, count in Counter(zip(steps, keys)).items() if count > 1})[:3]
                raise ContractError(f"trajectories: a record key repeats within a step ((step, key) {repeated})")
            table = table.drop_columns("record_key").append_column("trajectory_id", pa.array(tids, pa.string()))
        if name == "turns":
            table = with_inline_calls(table)
        if tokens is not None:
            table = tokens.fill(table)
        for text, length in _LENGTHS.items():
            if text in table.column_names and length in spec.column_names and length not in table.column_names:
                table = table.append_column(length, pc.utf8_length(table.column(text)).cast(pa.int32()))
        if "split" in spec.column_names and "split" not in table.column_names:
            table = table.append_column("split", pa.array([split] * n, pa.string()))
        if "source_file" in spec.column_names and "source_file" not in table.column_names:
            table = table.append_column("source_file", pa.array([source_uri] * n, pa.string()))
        if "step" in spec.file_schema.names and row_steps is None:
            table = table.append_column("step", pa.array([step] * n, pa.int64()))
        out[name] = sorted_by(spec.conform(table), spec.sort_by)
    return out
