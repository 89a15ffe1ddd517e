"""normalize: reader records -> tables that satisfy the contracts, ids shared across tables."""

from __future__ import annotations

import pyarrow as pa

from pipelines.ids import trajectory_id
from pipelines.normalize import normalize
from pipelines.schemas import contract
from pipelines.sources.base import ShardRecords


def test_ids_lengths_split_source_and_order_follow_the_contract():
    records = ShardRecords(
        tables={
            "trajectories": pa.table(
                {
                    "record_key": ["b", "a"],
                    "prompt": ["héllo", "hi"],
                    "response": ["x", "yz"],
                    "num_turns": pa.array([1, 1], pa.int32()),
                    "source_line": pa.array([2, 1], pa.int64()),
                }
            ),
            "rewards": pa.table({"record_key": ["a", "b"], "name": ["score", "score"], "value": [1.0, 0.0]}),
        }
    )
    out = normalize(records, run_id="r", shard_key="val:4.jsonl", step=4, split="val", source_uri="/data/4.jsonl")
    trajectories = out["trajectories"]
    assert trajectories.schema == contract("trajectories").file_schema
    rows = trajectories.select(
        ["trajectory_id", "step", "prompt_chars", "response_chars", "split", "source_file", "source_line"]
    ).to_pylist()
    assert rows == [  # sorted by step, then source_line
        {
            "trajectory_id": trajectory_id("r", "val:4.jsonl", 4, "a"),
            "step": 4,
            "prompt_chars": 2,
            "response_chars": 2,
            "split": "val",
            "source_file": "/data/4.jsonl",
            "source_line": 1,
        },
        {
            "trajectory_id": trajectory_id("r", "val:4.jsonl", 4, "b"),
            "step": 4,
            "prompt_chars": 5,
            "response_chars": 1,
            "split": "val",
            "source_file": "/data/4.jsonl",
            "source_line": 2,
        },
    ]
    rewards = out["rewards"].to_pylist()
    assert [(r["trajectory_id"], r["value"]) for r in rewards] == [
        (trajectory_id("r", "val:4.jsonl", 4, "a"), 1.0),
        (trajectory_id("r", "val:4.jsonl", 4, "b"), 0.0),
    ]


def test_rows_that_carry_their_own_steps_keep_them_and_are_sorted_by_them():
    records = ShardRecords(
        tables={
            "trajectories": pa.table(
                {
                    "record_key": ["k", "k"],
                    "step": pa.array([9, 2], pa.int64()),
                    "num_turns": pa.array([1, 1], pa.int32()),
                    "source_line": pa.array([1, 2], pa.int64()),
                }
            ),
        }
    )
    out = normalize(records, run_id="r", shard_key="train:f", step=None, split="train", source_uri="f")["trajectories"]
    assert out.column("step").to_pylist() == [2, 9]
    assert out.column("trajectory_id").to_pylist() == [
        trajectory_id("r", "train:f", 2, "k"),
        trajectory_id("r", "train:f", 9, "k"),
    ]


def test_two_shards_of_a_run_at_one_step_give_their_records_ids_of_their_own():
    """The id is the run's, the shard's, the step's and the record's: two files of one step
    (AReaL's file per task, an Atropos environment's two outputs) keyed by line alike collide
    no more."""
    records = ShardRecords(tables={"trajectories": pa.table({"record_key": ["line:1", "line:2"],
                                                             "num_turns": pa.array([1, 1], pa.int32())})})  # fmt: skip
    one = normalize(records, run_id="r", shard_key="train:0/1.jsonl", step=0, split="train", source_uri="a")
    two = normalize(records, run_id="r", shard_key="train:0/2.jsonl", step=0, split="train", source_uri="b")
    ids = (
        one["trajectories"].column("trajectory_id").to_pylist()
        + two["trajectories"].column("trajectory_id").to_pylist()
    )
    assert len(set(ids)) == 4


def test_a_reader_that_repeats_a_key_within_a_step_fails_the_shard():
    import pytest

    from pipelines.schemas import ContractError

    records = ShardRecords(tables={"trajectories": pa.table({"record_key": ["k", "k"],
                                                             "num_turns": pa.array([1, 1], pa.int32())})})  # fmt: skip
    with pytest.raises(ContractError, match="repeats within a step"):
        normalize(records, run_id="r", shard_key="train:f", step=3, split="train", source_uri="f")
