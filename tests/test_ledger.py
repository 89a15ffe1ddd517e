"""The ledger module at its boundary: the typed entry is the contract's, the live-rows rule is
one rule in Python and SQL, the clock orders attempts whatever the wall clock says."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import cast

import pyarrow as pa
from deltalake import DeltaTable

from pipelines.lake import catalog, delta
from pipelines.lake.ledger import ENTRY_FIELDS, LEDGER_STATS, Clock, Entry, Ledger, Status, row_commits
from pipelines.resources import sql_files
from pipelines.schemas import contract


def _entry(
    commit_id: str, shard: str, status: Status, rows_commit: str | None = None, run: str = "r",
    earlier_rows: tuple[str, ...] | None = None,
) -> Entry:  # fmt: skip
    return Entry(
        commit_id=commit_id, committed_at=datetime(2026, 1, 1, tzinfo=UTC), run_id=run, run_name=run,
        source_uri=f"/x/{shard}", shard_key=f"train:{shard}", format="verl", split="train", step=1, steps=(1,),
        size=10, mtime=None, checksum=None, content_digest=None, status=status, error=None, rows_trajectories=1,
        rows_turns=0, rows_rewards=0, rows_step_metrics=0, rows_quarantine=0, rows_commit=rows_commit, model=None,
        task=None, schema="s", tracelake_version="t", reading=1, earlier_rows=earlier_rows,
    )  # fmt: skip


def test_the_entry_has_exactly_the_contracts_columns_and_round_trips():
    assert ENTRY_FIELDS == tuple(contract("ingests").column_names)
    entry = _entry("00000000000000000001-aaaaaa", "1.jsonl", Status.PARTIAL)
    grown = _entry("00000000000000000002-aaaaaa", "1.jsonl", Status.OK, earlier_rows=(entry.commit_id,))
    table = pa.Table.from_pylist([entry.to_row(), grown.to_row()], schema=contract("ingests").file_schema)
    assert [Entry.from_row(row) for row in table.to_pylist()] == [entry, grown]
    assert grown.live_commits == (grown.commit_id, entry.commit_id)
    assert entry.key == ("r", "train:1.jsonl") and entry.live_rows == entry.commit_id
    assert {s.value for s in Status} == {"ok", "partial", "failed", "error", "duplicate"}
    assert [s for s in Status if s.committed] == [Status.OK, Status.PARTIAL]


def test_the_live_rows_rule_is_the_same_in_python_and_in_sql(tmp_path):
    rng = random.Random(7)
    entries: list[Entry] = []
    ids = iter(range(1, 10_000))
    for shard in range(40):
        for _ in range(rng.randint(1, 5)):
            status = rng.choice([Status.OK, Status.PARTIAL, Status.FAILED, Status.ERROR, Status.DUPLICATE])
            earlier = [e.commit_id for e in entries if e.shard_key == f"train:{shard}" and e.status.committed]
            unchanged = status is Status.OK and earlier and rng.random() < 0.3  # a re-confirmed file
            # a grown file read from where it ended: the rows of some reads before stay live
            grown = status.committed and not unchanged and earlier and rng.random() < 0.3
            commit_id = f"{next(ids):020d}-{rng.getrandbits(24):06x}"
            entries.append(_entry(commit_id, str(shard), status, rng.choice(earlier) if unchanged else None,
                                  run=rng.choice(["a", "b"]),
                                  earlier_rows=tuple(rng.sample(earlier, rng.randint(1, len(earlier)))) if grown else None))  # fmt: skip
    rng.shuffle(entries)  # the ledger's order is no order
    table = pa.Table.from_pylist([e.to_row() for e in entries], schema=contract("ingests").file_schema)
    live, named = row_commits(table)
    con = catalog.duckdb_connection()
    con.from_arrow(table).create("ingest_history")
    con.execute("CREATE MACRO lake_root() AS '/nowhere'")
    for path in sql_files():
        if path.name.startswith("00_"):
            con.execute(path.read_text(encoding="utf-8"))
    in_sql = con.execute(
        "SELECT run_id, shard_key, list(commit_id) FROM live_commits GROUP BY run_id, shard_key"
    ).fetchall()
    assert {(r, k): frozenset(c) for r, k, c in in_sql} == live
    assert any(len(commits) > 1 for commits in live.values())  # grown files' rows among them
    assert all(live[key] <= set().union(*heads.values()) for key, heads in named.items())


def test_the_clock_goes_past_every_id_seen_even_from_a_clock_ahead(tmp_path):
    clock = Clock()
    ahead = f"{2**62:020d}-abcdef"  # a writer far in the future
    clock.observe_id(ahead)
    first, second = clock.new_id(), clock.new_id()
    assert ahead < first < second


def test_appended_entries_read_back_as_the_latest(tmp_path):
    ledger = Ledger(str(tmp_path / "_ledger"), {}, Clock())
    old = _entry("00000000000000000001-aaaaaa", "1.jsonl", Status.OK)
    new = old.again("00000000000000000002-bbbbbb", old.committed_at, status=Status.FAILED, error="bad")
    ledger.append([old, new])
    latest, committed = ledger.latest()
    assert latest[old.key] == new and committed[old.key] == old
    assert ledger.clock.value == 2


def test_a_ledger_kept_open_sees_every_other_writers_commit_and_merge(tmp_path):
    uri = str(tmp_path / "_ledger")
    mine, theirs = Ledger(uri, {}, Clock()), Ledger(uri, {}, Clock())
    assert mine.version() is None and mine.table().num_rows == 0
    first = _entry("00000000000000000001-aaaaaa", "1.jsonl", Status.OK)
    mine.append([first])
    version = mine.version()
    theirs.append([_entry("00000000000000000002-bbbbbb", "2.jsonl", Status.OK)])  # another process, say
    assert version is not None and mine.version() == version + 1 and mine.table().num_rows == 2
    assert mine.table(version).num_rows == 1  # an older version: read as it was
    delta.tidy(uri, {}, stats=LEDGER_STATS)  # the other writer merges the files
    mine.append([_entry("00000000000000000003-cccccc", "3.jsonl", Status.OK)])  # and this one appends after
    assert sorted(cast("list[str]", mine.table().column("commit_id").to_pylist())) == [
        "00000000000000000001-aaaaaa", "00000000000000000002-bbbbbb", "00000000000000000003-cccccc"
    ]  # fmt: skip
    assert DeltaTable(uri).version() == mine.version()


def test_a_snapshot_asked_about_many_shards_of_one_run_makes_only_that_runs_entries(tmp_path):
    """A plan that detects one run's files again asks for each of its entries: past the first
    few, the snapshot makes that run's at once, never the other runs' (a lake of 1,000 runs)."""
    ledger = Ledger(str(tmp_path / "_ledger"), {}, Clock())
    ids = iter(range(1, 10_000))
    entries = [
        _entry(f"{next(ids):020d}-aaaaaa", f"{run}-{shard}.jsonl", Status.OK, run=run)
        for run in ("a", "b", "c")
        for shard in range(40)
    ]
    ledger.append(entries)
    snapshot = ledger.snapshot()
    wanted = [e for e in entries if e.run_id == "b"]
    for entry in wanted:
        assert snapshot.latest[entry.key] == entry
    assert {e.run_id for e in snapshot.made.values()} == {"b"} and len(snapshot.made) == len(wanted)
    assert snapshot.committed.as_dict() == {e.key: e for e in entries}  # the rest, made when all are asked


def test_a_ledger_reads_each_of_its_files_once_and_forgets_those_a_tidy_replaced(tmp_path, monkeypatch):
    """A cycle reads the whole ledger to plan, then its runs' rows after its commit: the files
    read for the plan are not read again, only the one the commit appended."""
    uri = str(tmp_path / "_ledger")
    ledger, other = Ledger(uri, {}, Clock()), Ledger(uri, {}, Clock())
    read: list[str] = []
    reading = delta.read_each

    def counted(table_uri: str, paths: list[str], schema: pa.Schema) -> list[pa.Table]:
        read.extend(paths)
        return reading(table_uri, paths, schema)

    monkeypatch.setattr(delta, "read_each", counted)
    ids = iter(range(1, 10_000))
    for shard in range(3):
        other.append([_entry(f"{next(ids):020d}-aaaaaa", f"{shard}.jsonl", Status.OK)])
    assert ledger.snapshot().table.num_rows == 3 and len(read) == 3
    ledger.append([_entry(f"{next(ids):020d}-aaaaaa", "3.jsonl", Status.OK)])
    mine = ledger.table(runs={"r"}, keys={"train:0.jsonl", "train:3.jsonl"})
    assert (
        sorted(cast("list[str]", mine.column("shard_key").to_pylist())) == ["train:0.jsonl", "train:3.jsonl"]
        and len(read) == 4
    )
    assert ledger.table().num_rows == 4 and len(read) == 4  # every file known by now
    delta.tidy(uri, {}, stats=LEDGER_STATS)  # another writer merges the four into one
    assert sorted(cast("list[str]", ledger.table().column("shard_key").to_pylist())) == [
        f"train:{s}.jsonl" for s in range(4)
    ]
    assert len(read) == 5 and list(ledger._rows_of) == [read[-1]]  # the merged file; the four forgotten
