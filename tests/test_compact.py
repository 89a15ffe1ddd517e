"""`tracelake compact`: fewer files, the same answers, before and after later ingests."""

from __future__ import annotations

import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import cast

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from deltalake import DeltaTable
from typer.testing import CliRunner

from bench.crash_trials import delta_counts, files_per_run
from pipelines.cli import app
from pipelines.lake import catalog, maintenance
from pipelines.samples import RunSpec, step_lines, write_run, write_shard
from pipelines.samples.artifacts import write_artifacts

from .helpers import content_by_step, ingest, query

TABLES = ("trajectories", "turns", "rewards", "step_metrics", "quarantine")


def snapshot(lake: str) -> dict[str, list[tuple]]:
    """Every row of every table (see :func:`content_by_step`), and the runs as the views show them."""
    seen = content_by_step(lake)
    seen["runs"] = (
        catalog.connect(lake)
        .execute("SELECT * EXCLUDE (first_ingest, last_ingest) FROM runs ORDER BY run_id")
        .fetchall()
    )
    return seen


def data_files(lake: str) -> set[str]:
    """The files of each Delta table's current snapshot."""
    return {
        f"{t}/{p}"
        for t in TABLES
        if Path(lake, t).exists()
        for p in pa.table(DeltaTable(f"{lake}/{t}").get_add_actions()).column("path").to_pylist()
    }


def _small_files_ingest(paths, lake):
    """A shard per commit and no automatic compaction: the small files compaction is for."""
    return ingest(paths, lake, batch_size=1, auto_compact=False)


def test_compaction_merges_files_without_changing_any_row(tmp_path, lake):
    write_artifacts(tmp_path / "artifacts")
    verl = write_run(tmp_path / "verl", RunSpec("grpo", steps=6, prompts=3, n=4))
    _small_files_ingest([tmp_path / "artifacts", verl.folder], lake)
    before, files_before = snapshot(lake), data_files(lake)

    done = maintenance.compact(lake)

    assert snapshot(lake) == before
    after = data_files(lake)
    assert len(after) < len(files_before) / 2, (len(after), len(files_before))
    assert files_per_run(lake) == 1  # one file per run and table
    for uri in DeltaTable(f"{lake}/trajectories").file_uris():  # each sorted by step
        steps = cast("list[int]", pq.read_table(uri, columns=["step"]).column("step").to_pylist())
        assert steps == sorted(steps)
    assert {c.run_id for c in done} == {r for (r,) in query(lake, "SELECT run_id FROM runs WHERE shards > 1")}
    assert maintenance.compact(lake) == []  # nothing left to merge
    assert ingest([tmp_path / "artifacts", verl.folder], lake).committed == 0
    assert snapshot(lake) == before
    assert delta_counts(lake) == {t: sum(n for *_, n, _ in before[t]) for t in TABLES}


def test_a_shard_ingested_again_after_compaction_replaces_its_rows(tmp_path, lake):
    spec = RunSpec("resumed", steps=4, prompts=2, n=4)
    written = write_run(tmp_path, spec)
    _small_files_ingest([written.folder], lake)
    maintenance.compact(lake)

    # The run rewrites step 2 with other content; step 3's file is only touched.
    shorter = RunSpec("resumed", steps=4, prompts=1, n=4, seed=9)
    write_shard(written.folder / "2.jsonl.gz", ("\n".join(step_lines(shorter, 2)) + "\n").encode(), "gzip")
    later = time.time() + 100
    os.utime(written.folder / "3.jsonl.gz", (later, later))
    report = ingest([written.folder], lake)
    assert report.committed == 1

    reference = str(tmp_path / "reference-lake")  # the same files into a lake never compacted
    ingest([written.folder], reference)
    expected = snapshot(reference)
    assert snapshot(lake) == expected
    assert query(lake, "SELECT step, count(*) FROM trajectories GROUP BY step ORDER BY step") == [
        (1, 8),
        (2, 4),
        (3, 8),
        (4, 8),
    ]
    assert delta_counts(lake)["trajectories"] == 28  # what other engines read: the old step 2 is gone
    maintenance.compact(lake)
    assert snapshot(lake) == expected


def test_a_compaction_streams_files_in_step_order_and_sorts_only_those_whose_steps_overlap(tmp_path, lake, monkeypatch):
    """Each file is sorted when written, so a bin's files whose steps do not overlap pass row
    group by row group into the new file, never read whole; a step ingested again (its new
    file inside the steps of the file its old rows were deleted from) is sorted with it."""
    monkeypatch.setattr(maintenance.delta, "ROW_GROUP_BYTES", 20_000)  # row groups of a few rows
    read_whole: list[str] = []
    real_read_table = maintenance.pq.read_table

    def spied(source, *args, **kwargs):
        read_whole.append(getattr(source, "path", str(source)))
        return real_read_table(source, *args, **kwargs)

    monkeypatch.setattr(maintenance.pq, "read_table", spied)
    written = write_run(tmp_path, RunSpec("streamed", steps=6, prompts=2, n=4))
    _small_files_ingest([written.folder], lake)
    maintenance.compact(lake)
    assert read_whole == [] and files_per_run(lake) == 1
    [merged] = DeltaTable(f"{lake}/trajectories").file_uris()
    assert pq.ParquetFile(merged).num_row_groups > 1

    shorter = RunSpec("streamed", steps=6, prompts=1, n=4, seed=9)
    write_shard(written.folder / "3.jsonl.gz", ("\n".join(step_lines(shorter, 3)) + "\n").encode(), "gzip")
    ingest([written.folder], lake, auto_compact=False)
    maintenance.compact(lake)
    assert len(read_whole) == 2 * 2  # trajectories and rewards: the rewritten file and step 3's
    reference = str(tmp_path / "reference")
    ingest([written.folder], reference)
    assert snapshot(lake) == snapshot(reference)
    for uri in DeltaTable(f"{lake}/trajectories").file_uris():
        rows = pq.read_table(uri, columns=["step", "source_line"]).to_pylist()
        assert rows == sorted(rows, key=lambda r: (r["step"], r["source_line"]))


def test_a_compaction_interrupted_changes_nothing(tmp_path, lake, monkeypatch):
    written = write_run(tmp_path, RunSpec("interrupted", steps=3, prompts=1, n=2))
    _small_files_ingest([written.folder], lake)
    before, files = snapshot(lake), data_files(lake)

    def crash(*args, **kwargs):
        raise KeyboardInterrupt  # anything: before the optimize commit of a table

    monkeypatch.setattr(maintenance, "_pack_run", crash)
    with pytest.raises(KeyboardInterrupt):
        maintenance.compact(lake)
    assert snapshot(lake) == before and data_files(lake) == files
    monkeypatch.undo()
    maintenance.compact(lake)
    assert snapshot(lake) == before and files_per_run(lake) == 1


def test_ingest_compacts_a_run_once_it_has_many_small_files(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("many", steps=maintenance.AUTO_COMPACT_FILES + 4, prompts=1, n=2))
    ingest([written.folder], lake, batch_size=1)
    assert files_per_run(lake) == 1
    assert query(lake, "SELECT count(*) FROM trajectories") == [(2 * (maintenance.AUTO_COMPACT_FILES + 4),)]


def test_a_scheduled_ingest_compacts_one_table_a_cycle_the_most_crowded_first(tmp_path, lake):
    """Every table of a run gains a file a cycle and crosses the line in the same cycle: packing
    them all there made that cycle the slowest by far. One a cycle, they fall out of step."""
    spec = RunSpec("steady", steps=4 * maintenance.AUTO_COMPACT_FILES, prompts=1, n=2)
    folder = tmp_path / "steady"
    folder.mkdir()
    tables = ("trajectories", "rewards", "_ledger")
    compacted_per_cycle = []
    files = dict.fromkeys(tables, 0)
    for step in range(1, spec.steps + 1):
        (folder / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        ingest([folder], lake)
        now = {t: len(DeltaTable(f"{lake}/{t}").file_uris()) for t in tables}
        compacted_per_cycle.append([t for t in tables if now[t] < files[t]])
        files = now
    assert all(len(done) <= 1 for done in compacted_per_cycle)
    first = maintenance.AUTO_COMPACT_FILES + 1
    assert [sorted(done) for done in compacted_per_cycle[first - 1 : first + 2]] == [
        ["rewards"],
        ["trajectories"],
        ["_ledger"],
    ]
    for table in tables:
        assert len(DeltaTable(f"{lake}/{table}").file_uris()) <= maintenance.AUTO_COMPACT_FILES + len(tables)
    assert query(lake, "SELECT count(*) FROM trajectories") == [(2 * spec.steps,)]


def parquet_on_disk(lake: str) -> set[str]:
    return {str(p.relative_to(lake)) for t in (*TABLES, "_ledger") for p in Path(lake, t).glob("**/*.parquet")
            if "_delta_log" not in p.parts}  # fmt: skip


def test_the_ingests_compaction_deletes_what_it_replaced_once_past_the_retention(tmp_path, lake, monkeypatch):
    """Under scheduled ingestion the disk holds the live data plus the last retention's
    compacted-away files, not a week of copies; within the retention a reader's older snapshot
    keeps its files."""
    crowded = maintenance.AUTO_COMPACT_FILES + 1  # the step whose ingest compacts a first table
    steps = 3 * crowded  # each table compacted twice or more
    spec = RunSpec("pruned", steps=steps, prompts=1, n=2)
    folder = tmp_path / "pruned"
    folder.mkdir()
    reader = None
    for step in range(1, crowded + 2):
        if step == crowded:
            reader = catalog.connect(lake)
        (folder / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        ingest([folder], lake)
    assert reader is not None and reader.execute("SELECT count(*) FROM trajectories").fetchone() == (2 * (crowded - 1),)
    kept = parquet_on_disk(lake) - data_files(lake) - {p for p in parquet_on_disk(lake) if p.startswith("_ledger/")}
    # trajectories and rewards each compacted into one, one cycle apart: the most crowded first
    assert len(kept) == crowded + (crowded + 1)

    monkeypatch.setattr(maintenance.defaults, "COMPACTED_RETENTION_HOURS", 0)  # as if an hour went by
    for step in range(crowded + 2, steps + 1):
        (folder / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        ingest([folder], lake)
    live = data_files(lake) | {f"_ledger/{Path(p).name}" for p in DeltaTable(f"{lake}/_ledger").file_uris()}
    assert parquet_on_disk(lake) == live
    assert query(lake, "SELECT count(*) FROM trajectories") == [(2 * steps,)]
    assert delta_counts(lake)["trajectories"] == 2 * steps
    # Deleting them commits nothing: the log holds the writes and compactions only.
    for table in ("trajectories", "rewards", "_ledger"):
        assert {c["operation"] for c in DeltaTable(f"{lake}/{table}").history()} <= {
            "CREATE TABLE",
            "WRITE",
            "OPTIMIZE",
        }
    # What the pruning deleted is not deleted again, nor reported so, by a later vacuum.
    assert maintenance.vacuum(lake, retention_hours=0) == maintenance.Vacuumed([], 0)
    assert parquet_on_disk(lake) == live


def test_compact_cli_reports_each_run(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("cli run", steps=3, prompts=1, n=2))
    _small_files_ingest([written.folder], lake)
    result = CliRunner().invoke(app, ["compact", "--lake", lake, "--run", "cli run"])
    assert result.exit_code == 0, result.output
    assert "6 file(s) -> 2" in result.output and "compacted 1 run(s)" in result.output
    assert CliRunner().invoke(app, ["compact", "--lake", lake]).output.strip() == "compacted 0 run(s)"
    unknown = CliRunner().invoke(app, ["compact", "--lake", lake, "--run", "nosuch"])
    assert unknown.exit_code == 2 and "no run 'nosuch'" in unknown.output


def _sizes(lake: str, table: str = "trajectories") -> dict[str, int]:
    actions = pa.table(DeltaTable(f"{lake}/{table}").get_add_actions(flatten=True))
    return cast(
        "dict[str, int]", dict(zip(actions.column("path").to_pylist(), actions.column("size_bytes").to_pylist()))
    )


def test_compaction_rewrites_what_arrived_never_a_file_at_target_size(tmp_path, lake, monkeypatch):
    # Sizes scaled down so a few small shards fill a file: the rule, not the megabytes.
    monkeypatch.setattr(maintenance, "SMALL_FILE_BYTES", 6_000)
    monkeypatch.setattr(maintenance, "MERGED_FILE_BYTES", 12_000)
    spec = RunSpec("growing", steps=30, prompts=2, n=4)
    written = write_run(tmp_path / "all", spec)
    source = tmp_path / "src" / "growing"
    source.mkdir(parents=True)
    shards = sorted(written.folder.iterdir(), key=lambda p: int(p.name.split(".")[0]))

    def arrive(steps) -> None:
        for shard in steps:
            (source / shard.name).write_bytes(shard.read_bytes())
        _small_files_ingest([source], lake)

    arrive(shards[:15])
    maintenance.compact(lake)
    compacted = _sizes(lake)
    packed = {p for p, n in compacted.items() if n >= maintenance.SMALL_FILE_BYTES}
    partial = set(compacted) - packed  # at most the last, partly filled file
    assert packed and len(partial) <= 1, compacted
    arrive(shards[15:])
    arrived = set(_sizes(lake)) - set(compacted)
    assert len(arrived) == 15

    maintenance.compact(lake)
    now = _sizes(lake)
    assert packed <= set(now)  # every file at target size kept: the same file, not rewritten
    assert set(compacted) - set(now) <= partial  # of the old files, only the partial one was read again
    reference = str(tmp_path / "reference")
    _small_files_ingest([source], reference)
    assert snapshot(lake) == snapshot(reference)
    for uri in DeltaTable(f"{lake}/trajectories").file_uris():  # each file sorted by step
        steps = cast("list[int]", pq.read_table(uri, columns=["step"]).column("step").to_pylist())
        assert steps == sorted(steps)


def test_compact_merges_what_the_ingests_packed_and_leaves_a_file_over_half_the_target(tmp_path, lake, monkeypatch):
    """The ingest's compactions pack only files under SMALL_FILE_BYTES; `compact` (run apart)
    also merges their packed files, up to files of about the target, and never starts over."""
    monkeypatch.setattr(maintenance, "SMALL_FILE_BYTES", 1)  # as if every file were a packed one
    monkeypatch.setattr(maintenance, "MERGED_FILE_BYTES", 1 << 30)
    written = write_run(tmp_path, RunSpec("packed", steps=6, prompts=2, n=4))
    _small_files_ingest([written.folder], lake)
    before, run_id = snapshot(lake), query(lake, "SELECT run_id FROM runs")[0][0]
    assert len(_sizes(lake)) == 6
    assert maintenance.compact_if_fragmented(maintenance.opened(lake), {run_id}) == []  # none small to it
    maintenance.compact(lake)
    [(merged, size)] = _sizes(lake).items()
    assert snapshot(lake) == before
    monkeypatch.setattr(maintenance, "MERGED_FILE_BYTES", size * 2 - 1)  # the file is over half of it
    seventh = next(write_run(tmp_path / "more", RunSpec("packed", steps=7, prompts=2, n=4)).folder.glob("7.*"))
    (written.folder / seventh.name).write_bytes(seventh.read_bytes())
    _small_files_ingest([written.folder], lake)
    maintenance.compact(lake)
    assert merged in _sizes(lake) and len(_sizes(lake)) == 2  # kept, and the new one alone: nothing to merge it with


def test_a_compaction_that_loses_a_race_to_a_delete_plans_again(tmp_path, lake, monkeypatch):
    spec = RunSpec("raced", steps=4, prompts=1, n=2)
    written = write_run(tmp_path, spec)
    _small_files_ingest([written.folder], lake)
    expected = snapshot(lake)
    real_add, raced = maintenance.delta.add_files, list[object]()

    def add_after_a_rival(uri, *args, **kwargs):  # another writer removes a file first, once
        if not raced and kwargs.get("read_from") is not None and uri.endswith("/trajectories"):
            raced.append(True)
            rival = DeltaTable(uri)
            first = cast(str, pa.table(rival.get_add_actions(flatten=True)).column("path").to_pylist()[0])
            rival.create_write_transaction(
                [maintenance.delta.RemoveAction(first, False, int(time.time() * 1000))], mode="append",
                schema=rival.schema(), partition_by=["run_id"],
            )  # fmt: skip
            readd = pa.table(kwargs["read_from"].get_add_actions(flatten=True)).to_pylist()
            restored = next(a for a in readd if a["path"] == first)
            rival = DeltaTable(uri)
            rival.create_write_transaction(
                [maintenance.delta.AddAction(first, restored["size_bytes"], {"run_id": "raced"}, 0, False, "{}")],
                mode="append", schema=rival.schema(), partition_by=["run_id"],
            )  # fmt: skip
        return real_add(uri, *args, **kwargs)

    monkeypatch.setattr(maintenance.delta, "add_files", add_after_a_rival)
    maintenance.compact(lake)
    assert raced and snapshot(lake) == expected  # not doubled, nothing lost
    assert delta_counts(lake)["trajectories"] == 8


def test_pruning_files_another_ingest_deleted_first_is_no_error(tmp_path, lake, monkeypatch):
    """Two ingests of one lake may prune at once (no lock): a file listed, then deleted by the
    other before this one gets to it, is gone as wanted."""
    from fsspec.implementations.local import LocalFileSystem

    from pipelines.lake import Lake

    written = write_run(tmp_path, RunSpec("raced", steps=3, prompts=1, n=2))
    _small_files_ingest([written.folder], lake)
    maintenance.compact(lake)
    compacted_away = (
        parquet_on_disk(lake) - data_files(lake) - {p for p in parquet_on_disk(lake) if p.startswith("_ledger/")}
    )
    assert compacted_away
    real_ls = LocalFileSystem.ls

    def listed_then_deleted_by_another(self, path, detail=False, **kwargs):
        entries = real_ls(self, path, detail=detail, **kwargs)
        for entry in Path(path).glob("*.parquet"):
            if f"trajectories/{entry.parent.name}/{entry.name}" in compacted_away:
                entry.unlink()
        return entries

    monkeypatch.setattr(LocalFileSystem, "ls", listed_then_deleted_by_another)
    gone = maintenance.prune_removed(Lake(lake), 0, ["trajectories"])
    assert set(gone) == {p for p in compacted_away if p.startswith("trajectories/")}
    monkeypatch.undo()
    assert query(lake, "SELECT count(*) FROM trajectories") == [(6,)]


@pytest.mark.parametrize("compaction_commits", ["before the ingest's commit", "after the ingest's delete"])
def test_a_compaction_racing_an_ingest_that_reads_a_step_again_loses_and_doubles_nothing(
    tmp_path, lake, monkeypatch, compaction_commits
):
    """A scheduled `compact` packs a run's small files while an ingest replaces a step held in
    one of them. Either order of their commits leaves each row once: the compaction that lost
    plans again (delta-rs refuses a commit removing a file a commit since removed), the files it
    wrote for the lost try are deleted, and the replaced step's old rows are not brought back."""
    spec = RunSpec("race", steps=4, prompts=1, n=2)
    folder = tmp_path / "race"
    folder.mkdir()
    for step in range(1, spec.steps + 1):
        (folder / f"{step}.jsonl").write_text("\n".join(step_lines(spec, step)) + "\n")
        ingest([folder], lake, auto_compact=False)
    changed = RunSpec("race", steps=spec.steps, prompts=2, n=2, seed=7)  # step 3 again, other rows
    (folder / "3.jsonl").write_text("\n".join(step_lines(changed, 3)) + "\n")

    ingest_done, compaction_tried, compaction_planned = threading.Event(), threading.Event(), threading.Event()
    tries: list[str] = []
    add_files, delete_replaced = maintenance.delta.add_files, maintenance.Lake.delete_replaced

    # The compaction's commits are those made while it packs a run: the ingest's deletes commit
    # with read_from too (they rewrite the files they touch).
    packing, pack_run = threading.local(), maintenance._pack_run

    def packing_run(*args, **kwargs):
        packing.on = True
        try:
            return pack_run(*args, **kwargs)
        finally:
            packing.on = False

    def compaction_add_files(*args, **kwargs):
        if not getattr(packing, "on", False):  # the ingest's own commits
            if compaction_commits == "before the ingest's commit":
                assert compaction_tried.wait(60)
            return add_files(*args, **kwargs)
        if compaction_commits == "after the ingest's delete":
            compaction_planned.set()  # its bins are read from the files as they were
            assert ingest_done.wait(60)
        tries.append(args[0])
        try:
            return add_files(*args, **kwargs)
        finally:
            compaction_tried.set()

    def ingest_delete_replaced(self, keys, ledger, **options):
        if compaction_commits == "after the ingest's delete":
            # the race needs the compaction to have read the files first: on a busy machine its
            # thread could start after the ingest's delete, and plan from what the delete left
            assert compaction_planned.wait(60)
        delete_replaced(self, keys, ledger, **options)
        ingest_done.set()

    monkeypatch.setattr(maintenance, "_pack_run", packing_run)
    monkeypatch.setattr(maintenance.delta, "add_files", compaction_add_files)
    monkeypatch.setattr(maintenance.Lake, "delete_replaced", ingest_delete_replaced)
    with ThreadPoolExecutor(1) as pool:
        compaction = pool.submit(maintenance.compact, lake)
        report = ingest([folder], lake, auto_compact=False)
        assert compaction.result(60)  # it packed the run
    assert report.committed == 1, report.summary()
    tables = {uri.rsplit("/", 1)[1] for uri in tries}
    if compaction_commits == "after the ingest's delete":
        assert len(tries) > len(tables)  # a first try removed the file the ingest's delete had removed
    expected = 2 * (spec.steps - 1) + 4  # step 3 holds 4 rows now
    assert query(lake, "SELECT count(*) FROM trajectories") == [(expected,)]
    assert delta_counts(lake)["trajectories"] == expected  # the table itself, without tracelake's views
    assert query(lake, "SELECT count(*) FROM trajectories WHERE step = 3") == [(4,)]
    for table in tables:  # no file left that no commit names: the lost tries' files went
        named = {
            f"{table}/{p}" for p in pa.table(DeltaTable(f"{lake}/{table}").get_add_actions()).column("path").to_pylist()
        }
        removed = set(
            DeltaTable(f"{lake}/{table}").vacuum(retention_hours=0, dry_run=True, enforce_retention_duration=False)
        )
        on_disk = {p for p in parquet_on_disk(lake) if p.startswith(f"{table}/")}
        assert on_disk <= named | {f"{table}/{p}" for p in removed}
