"""The token lane: a trajectory's per-token arrays, as the ``tokens`` table holds them
(``schemas/tokens.toml``), gathered by the readers of sources that dump them, and only when the
shard keeps them (``Shard.keep_tokens``: ``--keep-tokens``): a lake without the lane pays
nothing for it.

A sequence's arrays are aligned token by token: its length is its token ids' (else its first
array's), and an array of another length is left out, counted in a warning, never padded or
cut to fit. A value no column of its kind holds (a text among log-probabilities) leaves its
array out the same way."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from ..schemas import contract

ARRAYS = ("token_ids", "logprobs", "trainer_logprobs", "reference_logprobs", "loss_mask", "advantages")
_TYPES: dict[str, pa.ListType[Any]] = {name: contract("tokens").file_schema.field(name).type for name in ARRAYS}


def flat(value: object) -> list[object] | None:
    """A per-token array as a flat list: a batch of one (``[[...]]``, as NeMo-RL logs a
    sample's) its one row; None for anything that is no non-empty list."""
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], list):
        value = value[0]
    return value if isinstance(value, list) and value else None


def _values(values: list[object], kind: pa.DataType) -> pa.Array[Any] | None:
    try:
        array = pa.array(values)
        if pa.types.is_boolean(kind) and (pa.types.is_integer(array.type) or pa.types.is_floating(array.type)):
            return pc.not_equal(array, 0)  # a 0/1 mask, as integers or as floats
        if pa.types.is_boolean(kind) != pa.types.is_boolean(array.type) and not pa.types.is_null(array.type):
            return None
        return array.cast(kind)
    except (pa.ArrowInvalid, pa.ArrowTypeError, pa.ArrowNotImplementedError, TypeError, OverflowError):
        return None


class TokenLane:
    """A shard's ``tokens`` rows, a sequence at a time."""

    def __init__(self) -> None:
        self.keys: list[str] = []
        self.turns: list[int | None] = []
        self.lengths: list[int] = []
        self.arrays: dict[str, list[pa.Array[Any] | None]] = {name: [] for name in ARRAYS}
        self.left_out = 0

    def add(
        self, key: str, *, turn_index: int | None = None, token_ids: object = None,
        logprobs: object = None, trainer_logprobs: object = None, reference_logprobs: object = None,
        loss_mask: object = None, advantages: object = None,
    ) -> None:  # fmt: skip
        """A sequence of the trajectory ``key`` (of the model call at ``turn_index``, None for
        the whole sequence), its arrays as the source gives them (see the columns' docs); none
        given, no row."""
        given = dict(zip(ARRAYS, (token_ids, logprobs, trainer_logprobs, reference_logprobs, loss_mask, advantages)))
        lists = {name: values for name, value in given.items() if (values := flat(value)) is not None}
        if not lists:
            return
        length = len(lists.get("token_ids") or next(iter(lists.values())))
        row: dict[str, pa.Array[Any] | None] = {}
        for name, values in lists.items():
            array = _values(values, _TYPES[name].value_type) if len(values) == length else None
            self.left_out += array is None
            row[name] = array
        if all(array is None for array in row.values()):
            return
        self.keys.append(key)
        self.turns.append(turn_index)
        self.lengths.append(length)
        for name in ARRAYS:
            self.arrays[name].append(row.get(name))

    def table(self, steps: Mapping[str, Any] | None = None) -> pa.Table | None:
        """The rows gathered; with ``steps`` (record key -> step), each at its trajectory's step
        (a source whose records carry their own), else at the shard's."""
        if not self.keys:
            return None
        columns: dict[str, pa.Array[Any]] = {
            "record_key": pa.array(self.keys, pa.string()),
            "turn_index": pa.array(self.turns, pa.int32()),
            "tokens": pa.array(self.lengths, pa.int32()),
        }
        if steps:
            columns["step"] = pa.array([steps.get(key) for key in self.keys], pa.int64())
        for name, arrays in self.arrays.items():
            if any(a is not None for a in arrays):
                columns[name] = _lists(arrays, _TYPES[name])
        return pa.table(columns)

    @property
    def warnings(self) -> list[str]:
        if not self.left_out:
            return []
        return [f"{self.left_out} token array(s) left out of the token lane: a length other than their sequence's, "
                "or values of another kind"]  # fmt: skip


def _lists(arrays: list[pa.Array[Any] | None], kind: pa.ListType[Any]) -> pa.Array[Any]:
    offsets, held = [0], []
    for array in arrays:
        offsets.append(offsets[-1] + (len(array) if array is not None else 0))
        if array is not None:
            held.append(array)
    values = pa.concat_arrays(held) if held else pa.array([], kind.value_type)
    missing = pa.array([a is None for a in arrays], pa.bool_())
    return pa.ListArray.from_arrays(pa.array(offsets, pa.int32()), values, type=kind, mask=missing)
