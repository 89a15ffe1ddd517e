"""A shard's records gathered row by row, for readers whose records are nested documents
(an episode with its turns and named rewards) rather than flat lines: each row is a dict of
the columns it has, and :meth:`Rows.records` types them by the contracts in ``schemas/``."""

from __future__ import annotations

import json
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from ..ids import prompt_group
from ..schemas import contract
from .base import ShardRecords, int64_problem
from .json_values import quarantine_table
from .token_lane import TokenLane


def number(value: object) -> float | None:
    """A JSON number as a float; None for anything else (booleans included: not a score)."""
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def texts(record: dict[str, Any], prompt_key: str, response_key: str) -> tuple[str, str] | str:
    """(prompt, response) of a flat record, or why it has none."""
    prompt, response = record.get(prompt_key), record.get(response_key)
    if not isinstance(prompt, str) or not isinstance(response, str):
        return f"{prompt_key!r} and {response_key!r} must be texts"
    return prompt, response


class Rows:
    """Trajectories, their turns and rewards, and the shard's quarantine, as a reader finds them."""

    def __init__(self, *, keep_tokens: bool = False) -> None:
        self.tables: dict[str, list[dict[str, Any]]] = {"trajectories": [], "turns": [], "rewards": []}
        # the shard's token lane, gathered only where it is kept (:mod:`.token_lane`)
        self.lane = TokenLane() if keep_tokens else None
        self._dropped: set[str] = set()  # records quarantined whole, their token rows with them
        self.quarantine: list[tuple[int, str, str]] = []
        self.warnings: list[str] = []
        self._turns_of: dict[str, int] = {}
        self._in_group: dict[str, int] = {}

    def trajectory(self, key: str, **columns: Any) -> None:
        self.tables["trajectories"].append({"record_key": key, **columns})

    def turn(self, key: str, **columns: Any) -> int:
        """Add the trajectory's next turn; its index."""
        index = self._turns_of[key] = self._turns_of.get(key, -1) + 1
        self.tables["turns"].append({"record_key": key, "turn_index": index, **columns})
        return index

    def reward(
        self, key: str, name: str, value: float | None, *, raw: str | None = None, turn_index: int | None = None
    ) -> None:
        self.tables["rewards"].append(
            {"record_key": key, "name": name, "value": value, "raw": raw, "turn_index": turn_index}
        )

    def rewards(self, key: str, values: dict[str, Any], *, prefix: str = "") -> None:
        """A ``rewards`` row per number (or boolean, 1/0 with its raw text) of ``values``."""
        for name, value in values.items():
            if isinstance(value, bool):
                self.reward(key, prefix + name, float(value), raw="true" if value else "false")
            elif (v := number(value)) is not None:
                self.reward(key, prefix + name, v)

    def group_of(self, step: int | None, prompt: str | None) -> tuple[str | None, int | None]:
        """(group id, sample index) of a sample by its prompt within its step: GRPO's n samples
        of one prompt, in the order they come (none where the text cannot tell: see
        :func:`~pipelines.ids.prompt_group`)."""
        group = prompt_group(step, prompt)
        if group is None:
            return None, None
        index = self._in_group[group] = self._in_group.get(group, -1) + 1
        return group, index

    def bad(self, line: int, error: str, raw: str) -> None:
        self.quarantine.append((line, error, raw))

    def records(self, **fields: Any) -> ShardRecords:
        # A trajectory that carries its own step gives it to its turns and rewards: their ids hash it.
        steps = {row["record_key"]: row["step"] for row in self.tables["trajectories"] if "step" in row}
        if steps:
            for name in ("turns", "rewards"):
                for row in self.tables[name]:
                    row.setdefault("step", steps.get(row["record_key"]))
        types = {name: {f.name: f.type for f in contract(name).file_schema} | {"record_key": pa.string()}
                 for name in self.tables}  # fmt: skip
        self._quarantine_past_int64(types)
        tables = {"quarantine": quarantine_table(self.quarantine)}
        for name, rows in self.tables.items():
            if not rows:
                continue
            names = list(dict.fromkeys(k for row in rows for k in row))
            tables[name] = pa.table({k: pa.array([row.get(k) for row in rows], types[name][k]) for k in names})
        lane = self._lane_table(steps)
        if lane is not None:
            tables["tokens"] = lane
        warnings = self.warnings + (self.lane.warnings if self.lane is not None else [])
        return ShardRecords(tables=tables, warnings=warnings, **fields)

    def _lane_table(self, steps: dict[str, Any]) -> pa.Table | None:
        """The token lane's rows, at their trajectories' steps, less those of records quarantined."""
        lane = self.lane.table(steps) if self.lane is not None else None
        if lane is None:
            return None
        return lane.filter(pc.invert(pc.is_in(lane["record_key"], pa.array(sorted(self._dropped), pa.string()))))

    def _quarantine_past_int64(self, types: dict[str, dict[str, pa.DataType]]) -> None:
        """Every record with a value no 64-bit integer column holds (a step of 2^63), its
        trajectory, turns and rewards, moved to the quarantine: the rest of the shard lands."""
        bad: dict[str, str] = {}
        for name, rows in self.tables.items():
            integers = [k for k, t in types[name].items() if pa.types.is_integer(t)]
            for row in rows:
                for k in integers:
                    if (problem := int64_problem(k, row.get(k))) is not None:
                        bad.setdefault(row["record_key"], problem)
        if not bad:
            return
        self._dropped |= bad.keys()
        unsaid = dict(bad)
        for row in self.tables["trajectories"]:
            if row["record_key"] in unsaid:
                raw = json.dumps({k: v for k, v in row.items() if k != "record_key"}, default=str)
                self.bad(row.get("source_line") or 0, unsaid.pop(row["record_key"]), raw)
        for key, problem in unsaid.items():  # of a record with no trajectory row
            self.bad(0, problem, key)
        for name, rows in self.tables.items():
            self.tables[name] = [row for row in rows if row["record_key"] not in bad]
