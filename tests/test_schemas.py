"""The contracts in schemas/ are what the code writes, what the views show and what the docs say."""

from __future__ import annotations

import re
from pathlib import Path

import pyarrow as pa
import pytest

from pipelines.lake import catalog
from pipelines.schemas import ContractError, contract, contracts, data_tables, markdown_reference

from .helpers import ingest

TABLES_PAGE = Path(__file__).resolve().parent.parent / "docs" / "tables.md"


def test_the_table_reference_is_generated_from_schemas():
    text = TABLES_PAGE.read_text()
    found = re.search(r"<!-- tables:begin -->\n(.*?)<!-- tables:end -->", text, re.S)
    assert found, "docs/tables.md lacks the generated table reference block"
    assert found.group(1) == markdown_reference(), "docs/tables.md out of date: python -m pipelines.schemas --readme"


def test_every_public_name_of_the_contract_is_declared():
    trajectories = contract("trajectories").column_names
    for name in [
        "run_id",
        "step",
        "trajectory_id",
        "group_id",
        "sample_index",
        "prompt",
        "response",
        "prompt_chars",
        "response_chars",
        "prompt_tokens",
        "response_tokens",
        "num_turns",
        "reward",
        "split",
        "source_file",
        "source_line",
        "extra",
    ]:
        assert name in trajectories
    assert {"trajectories", "turns", "rewards", "step_metrics", "quarantine", "runs", "ingests"} <= set(contracts())
    for spec in contracts().values():
        for col in spec.columns:
            assert col.description and col.type


def test_conform_orders_casts_and_fills():
    spec = contract("rewards")
    table = pa.table(
        {
            "name": ["score"],
            "trajectory_id": ["t1"],
            "value": pa.array([1], pa.int64()),
            "step": pa.array([3], pa.int32()),
        }
    )
    out = spec.conform(table)
    assert out.schema == spec.file_schema
    assert out.to_pylist() == [
        {"step": 3, "trajectory_id": "t1", "turn_index": None, "name": "score", "value": 1.0, "raw": None}
    ]


def test_conform_rejects_unknown_columns_and_nulls_where_not_allowed():
    spec = contract("rewards")
    with pytest.raises(ContractError, match="not in the contract"):
        spec.conform(pa.table({"step": [1], "trajectory_id": ["t"], "name": ["x"], "surprise": [1]}))
    with pytest.raises(ContractError, match="NULLs"):
        spec.conform(pa.table({"step": [1], "trajectory_id": ["t"], "name": pa.array([None], pa.string())}))


def _view_columns(con, name):
    return [(r[0], r[1]) for r in con.execute(f"DESCRIBE {name}").fetchall()]


def _contract_columns(name):
    return [(c.name, c.type) for c in contract(name).columns]


@pytest.mark.parametrize("populated", [False, True])
def test_views_match_their_contracts_empty_or_full(populated, demo, lake, tmp_path):
    if populated:
        folder, _ = demo
        for run in folder.iterdir():
            ingest([run], lake)
    else:  # a lake whose only attempt failed: a ledger, no data table yet
        (tmp_path / "broken").mkdir()
        (tmp_path / "broken" / "1.jsonl.gz").write_bytes(b"not gzip")
        assert ingest([tmp_path / "broken"], lake).count("failed") == 1
    con = catalog.connect(lake)
    for spec in [*data_tables(), contract("runs"), contract("ingests")]:
        assert _view_columns(con, spec.name) == _contract_columns(spec.name), spec.name


def test_framework_of_and_the_framework_column_are_what_the_readers_declare():
    """python -m pipelines.sources.frameworks --write makes both from the readers."""
    from pipelines.sources import frameworks

    assert frameworks.SQL_FILE.read_text() == frameworks.sql_text()
    assert frameworks.SCHEMA_FILE.read_text() == frameworks.schema_text()
    assert "'verl-agent'" in frameworks.framework_of_sql()  # the block is there, not an empty CASE
