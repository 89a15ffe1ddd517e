"""`tracelake sql` on a local lake unchanged since the last query opens the catalog file that
query built (pipelines/lake/catalog_cache.py): without importing pyarrow or delta-rs, and never
showing a lake older than it is."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from pipelines.samples import RunSpec, step_lines, write_run

from .helpers import ingest

# The CLI as `tracelake` runs it, then which heavy modules the process had loaded.
PROBE = """
import os, sys
leave = os._exit  # how the CLI ends its process


def reporting(code):
    loaded = sorted(m for m in ("pyarrow", "deltalake", "pandas", "polars") if m in sys.modules)
    print("loaded:", loaded, file=sys.stderr, flush=True)
    leave(code)


os._exit = reporting
from pipelines.cli import main

main()
"""


def count(lake: str, cache, table: str = "trajectories") -> tuple[str, str]:
    """The rows of ``table`` as `tracelake sql` counts them, and the heavy modules it loaded."""
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            PROBE,
            "sql",
            f"SELECT count(*) AS n FROM {table}",
            "--lake",
            lake,
            "--format",
            "csv",
        ],
        capture_output=True,
        text=True,
        env=os.environ | {"TRACELAKE_CACHE": str(cache)},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()[1], done.stderr.strip().splitlines()[-1]


def ingested_short_of_its_last_step(tmp_path, name: str, lake: str):
    """A run of three steps ingested with its third left out; a function that lands the third."""
    spec = RunSpec(name, steps=3, prompts=1, n=2)
    written = write_run(tmp_path / "src", spec)
    (written.folder / "3.jsonl.gz").unlink()
    ingest([written.folder], lake)

    def add_the_last_step(**options):
        (written.folder / "3.jsonl").write_text("\n".join(step_lines(spec, 3)) + "\n")
        return ingest([written.folder], lake, **options)

    return add_the_last_step


def test_an_unchanged_lake_is_queried_from_its_cached_catalog_and_a_changed_one_is_read_again(tmp_path):
    # the ingests here keep the cache of the tests' process, not `cache`: each query finds the
    # catalog it made, or none (an ingest's own making of it: the test after the next two)
    cache, lake = tmp_path / "cache", str(tmp_path / "lake")
    add_the_last_step = ingested_short_of_its_last_step(tmp_path, "cached", lake)

    assert count(lake, cache) == ("4", "loaded: ['deltalake', 'pyarrow']")  # built: the lake's logs read
    [built] = cache.glob("*.duckdb")
    assert built.stat().st_mode & 0o777 == 0o600 and cache.stat().st_mode & 0o777 == 0o700  # it holds the ledger
    assert count(lake, cache) == ("4", "loaded: []")  # the same lake: its catalog file, nothing else
    assert list(cache.glob("*")) == [built]

    add_the_last_step()
    assert count(lake, cache) == ("6", "loaded: ['deltalake', 'pyarrow']")
    [rebuilt] = cache.glob("*.duckdb")
    assert rebuilt != built  # the earlier state's catalog is gone

    add_the_last_step(force=True)  # a commit that changes no count still changes the key
    assert count(lake, cache)[1] == "loaded: ['deltalake', 'pyarrow']"
    assert count(lake, cache) == ("6", "loaded: []")


def test_a_cache_folder_that_cannot_be_written_costs_the_cache_not_the_query(tmp_path):
    lake = str(tmp_path / "lake")
    ingest([write_run(tmp_path / "src", RunSpec("uncached", steps=1, prompts=1, n=2)).folder], lake)
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    assert count(lake, blocked / "cache")[0] == "2"
    assert count(lake, blocked / "cache")[0] == "2"


def test_the_explorer_takes_a_copy_of_the_cached_catalog_it_can_renew_and_a_damaged_one_is_built_again(
    tmp_path, monkeypatch
):
    """The explorer's one connection starts from the catalog file `tracelake sql` keeps (a copy
    in memory: it replaces its views as the lake moves on), never from a lake older than it is."""
    from pipelines.lake import catalog, catalog_cache
    from pipelines.lake.lake import Lake

    cache, lake = tmp_path / "cache", str(tmp_path / "lake")
    monkeypatch.setenv("TRACELAKE_CACHE", str(cache))
    add_the_last_step = ingested_short_of_its_last_step(tmp_path, "copied", lake)

    def copy():
        con = catalog_cache.copied(lake, lambda path: catalog.connect(lake, path))
        assert con is not None
        attached = con.execute("SELECT list(database_name) FROM duckdb_databases() WHERE NOT internal").fetchone()
        assert attached == (["memory"],)  # the file itself is not held open
        return con

    con = copy()
    [built] = cache.glob("*.duckdb")
    assert con.execute("SELECT count(*) FROM trajectories").fetchone() == (4,)
    assert con.execute("SELECT count(*) FROM trajectories_of(['copied'])").fetchone() == (4,)  # its macros too

    add_the_last_step()
    catalog.define_views(con, Lake(lake))  # a new snapshot, as the explorer's reload takes it
    assert con.execute("SELECT count(*) FROM trajectories").fetchone() == (6,)
    assert copy().execute("SELECT count(*) FROM trajectories").fetchone() == (6,)  # not the older file's 4
    [current] = cache.glob("*.duckdb")
    assert current != built

    current.write_bytes(b"not a database")
    assert copy().execute("SELECT count(*) FROM runs").fetchone() == (1,)
    assert current.read_bytes() != b"not a database"  # built again under its name
    assert (
        catalog_cache.copied("s3://bucket/lake", lambda path: catalog.connect(lake, path)) is None
    )  # remote: not kept


def test_an_ingest_keeps_a_kept_catalog_current_so_the_next_query_reads_no_log(tmp_path, monkeypatch):
    """A lake someone queries or explores has its catalog kept; an ingest that lands rows builds
    it for the new state (an explorer started after it opens it: 0.4 s of its start at 5.12M
    trajectories). A lake nobody queried gets none."""
    cache, lake = tmp_path / "cache", str(tmp_path / "lake")
    monkeypatch.setenv("TRACELAKE_CACHE", str(cache))
    add_the_last_step = ingested_short_of_its_last_step(tmp_path, "kept", lake)
    assert not cache.exists()  # nobody asked for one

    assert count(lake, cache) == ("4", "loaded: ['deltalake', 'pyarrow']")
    [built] = cache.glob("*.duckdb")
    report = add_the_last_step()
    [refreshed] = cache.glob("*.duckdb")
    assert refreshed != built and "catalog" in report.seconds
    assert count(lake, cache) == ("6", "loaded: []")  # the new state, from the file the ingest made

    add_the_last_step()  # nothing new lands (the ledger notes the file seen again): still current
    assert count(lake, cache) == ("6", "loaded: []") and len(list(cache.glob("*.duckdb"))) == 1


def test_compact_rm_vacuum_and_a_label_keep_a_kept_catalog_current_as_an_ingest_does(tmp_path, monkeypatch):
    """Each is a new commit of the lake, which a kept catalog no longer shows: each makes it anew
    for the next query or explorer start (none reads a log), and the figures are the new ones."""
    from typer.testing import CliRunner

    from pipelines.cli import app
    from pipelines.lake import labels, maintenance
    from pipelines.lake.lake import Lake

    cache, lake = tmp_path / "cache", str(tmp_path / "lake")
    monkeypatch.setenv("TRACELAKE_CACHE", str(cache))
    ingested_short_of_its_last_step(tmp_path, "stays", lake)()
    ingest([write_run(tmp_path / "other", RunSpec("goes", steps=2, prompts=1, n=2)).folder], lake)
    assert count(lake, cache) == ("10", "loaded: ['deltalake', 'pyarrow']")
    kept = {path.name for path in cache.glob("*.duckdb")}

    assert maintenance.compact(lake)  # the first run's two ingests, packed
    assert count(lake, cache) == ("10", "loaded: []")
    maintenance.remove_run(lake, "goes")
    assert count(lake, cache) == ("6", "loaded: []")
    # a write that leaves the kept catalog behind (the labels module alone): vacuum's leaves it current
    labels.write(Lake(lake), [labels.Target("x", 1, "train", "t")], "seen")
    maintenance.vacuum(lake, retention_hours=0)
    assert count(lake, cache) == ("6", "loaded: []")
    assert len(list(cache.glob("*.duckdb"))) == 1 and not kept & {path.name for path in cache.glob("*.duckdb")}

    maintenance.remove_run(lake, "stays", dry_run=True)  # writes nothing: the kept catalog stands
    assert count(lake, cache) == ("6", "loaded: []")

    labelled = CliRunner().invoke(app, ["label", "add", "looked at", "--lake", lake, "--text", "answer"])
    assert labelled.exit_code == 0, labelled.output
    assert count(lake, cache, "labels") == ("7", "loaded: []")  # and the one above


def test_an_ingest_whose_catalog_cannot_be_made_still_lands_its_rows(tmp_path, monkeypatch):
    """The kept catalog is a cache: a failure to make it (a table its views cannot read, a home
    folder the cache cannot name) is the next reader's to say, never the ingest's."""
    from pipelines.lake import catalog, catalog_cache

    cache, lake = tmp_path / "cache", str(tmp_path / "lake")
    monkeypatch.setenv("TRACELAKE_CACHE", str(cache))
    add_the_last_step = ingested_short_of_its_last_step(tmp_path, "failing", lake)
    assert count(lake, cache)[0] == "4"

    def unreadable(lake_url, database=":memory:"):
        raise OSError("a table its views cannot read")

    def homeless(lake):
        raise RuntimeError("Could not determine home directory.")  # Path.home() without $HOME

    monkeypatch.setattr(catalog, "connect", unreadable)
    report = add_the_last_step()
    assert sum(r.landed for r in report.results) == 1 and "catalog" in report.seconds
    monkeypatch.setattr(catalog_cache, "kept", homeless)
    assert sum(r.landed for r in add_the_last_step(force=True).results) == 3  # every step read again
    assert count(lake, cache)[0] == "6"  # the next query made it


def test_a_new_snapshot_is_taken_in_one_transaction_so_no_reader_sees_it_half_made(tmp_path, monkeypatch):
    """The explorer's sessions read through cursors of the connection a new snapshot is taken on:
    midway through, a reader sees the views before (not the empty tables they are first made
    over, which a kept answer would keep), and the new ones once made."""
    from pipelines.lake import catalog, listed
    from pipelines.lake.lake import Lake

    lake = str(tmp_path / "lake")
    add_the_last_step = ingested_short_of_its_last_step(tmp_path, "atomic", lake)
    shared = catalog.connect(lake)
    reader = shared.cursor()
    add_the_last_step()
    seen = []
    define = listed.define

    def midway(con, texts):
        define(con, texts)
        seen.append(reader.execute("SELECT count(*) FROM trajectories").fetchone()[0])

    monkeypatch.setattr(listed, "define", midway)
    catalog.define_views(shared, Lake(lake))
    assert seen == [4]
    assert reader.execute("SELECT count(*) FROM trajectories").fetchone()[0] == 6


def test_a_build_that_ends_after_a_newer_states_leaves_the_newer_catalog_and_old_scratch_files_go(
    tmp_path, monkeypatch
):
    """Two builders of one lake (an ingest and a query, two labels in the explorer): one that ends
    after the lake moved on keeps the newer state's catalog, which the next reader opens; a
    scratch file a killed builder left an hour ago is swept, a builder's at work is not."""
    from pipelines.lake import catalog, catalog_cache

    cache, lake = tmp_path / "cache", str(tmp_path / "lake")
    monkeypatch.setenv("TRACELAKE_CACHE", str(cache))
    add_the_last_step = ingested_short_of_its_last_step(tmp_path, "raced", lake)
    root = catalog_cache.local_root(lake)
    assert root is not None
    _, prefix = catalog_cache._lake_files(root)
    cache.mkdir(mode=0o700)
    killed, at_work = cache / f"{prefix}0.1-1.building", cache / f"{prefix}0.2-2.building"
    killed.write_bytes(b"")
    at_work.write_bytes(b"")
    os.utime(killed, (0, 0))
    newer = []

    def slow_build(path):  # the lake moves on while this builds; another builder makes the newer
        add_the_last_step()
        newer.append(catalog_cache.current(lake, lambda other: catalog.connect(lake, other)))
        return catalog.connect(lake, path)

    older = catalog_cache.current(lake, slow_build)
    assert older is not None and newer[0] is not None and older != newer[0]
    assert sorted(cache.glob("*.duckdb")) == sorted([older, newer[0]])  # the newer one not deleted
    assert catalog_cache.current(lake, lambda path: pytest.fail("built again")) == newer[0]
    assert not killed.exists() and at_work.exists()
