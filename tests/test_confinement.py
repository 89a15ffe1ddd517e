"""Nothing tracelake does to a lake leaves it through a symbolic link (pipelines/lake/confine.py):
links planted in a real lake's folders, tables, logs and data files, and every command run over
it for real (a subprocess each). Each writing command refuses in one line naming the link,
before it changes anything; nothing outside the lake is deleted, written or read; `check`
lists every link; `tracelake sql` opens no file through one, cached catalog or not."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pipelines.samples import RunSpec, write_run

from .helpers import ingest, query

OLD = time.time() - 30 * 24 * 3600  # past every retention: what vacuum deletes when it may


def _tracelake(*args: object) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pipelines", *map(str, args)], capture_output=True, text=True, timeout=180
    )


def _tree(root: Path) -> dict[str, str]:
    """Every file below ``root`` (not through links) with its content hash and mtime."""
    seen = {}
    for folder, _, files in os.walk(root):
        for name in files:
            path = Path(folder) / name
            if not path.is_symlink():
                seen[str(path.relative_to(root))] = (
                    f"{hashlib.sha256(path.read_bytes()).hexdigest()}:{path.stat().st_mtime}"
                )
    return seen


@pytest.fixture
def setting(tmp_path):
    """A lake of two runs, and a folder outside it holding old files (parquet among them)."""
    sources = [write_run(tmp_path / "src", RunSpec(name, steps=3, prompts=2, n=2, seed=i)).folder
               for i, name in enumerate(("alpha", "beta"))]  # fmt: skip
    lake = tmp_path / "lake"
    ingest(sources, str(lake))
    outside = tmp_path / "outside"
    (outside / "deep").mkdir(parents=True)
    for name in ("notes.txt", "deep/part-0-c000.zstd.parquet", "deep/secret.json"):
        (outside / name).write_text(f"not the lake's: {name}\n")
        os.utime(outside / name, (OLD, OLD))
    return lake, outside, sources


def _refused(result: subprocess.CompletedProcess, link: str) -> None:
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "symbolic link" in result.stderr and link in result.stderr, result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_vacuum_deletes_nothing_through_a_linked_folder_and_says_where_the_link_is(setting):
    lake, outside, _ = setting
    link = "trajectories/run_id=alpha/mnt"
    (lake / link).symlink_to(outside)
    before = _tree(outside)
    _refused(_tracelake("vacuum", "--lake", lake), link)
    _refused(_tracelake("vacuum", "--retention", "0", "--orphans", "--lake", lake), link)
    assert _tree(outside) == before
    (lake / link).unlink()
    assert _tracelake("vacuum", "--retention", "0", "--orphans", "--lake", lake).returncode == 0
    assert _tree(outside) == before


@pytest.mark.parametrize(
    "link",
    ["trajectories/run_id=alpha", "rewards", "_ledger/_delta_log", "trajectories/_delta_log/00000000000000000000.json"],
    ids=["run-folder", "table-folder", "ledger-log", "log-entry"],
)
def test_every_writing_command_refuses_a_lake_holding_a_link_where_it_writes(setting, link):
    """The link stands where the lake's own folder was, its content moved outside: what an
    ingest, a compaction, an rm or a repair would write or delete there would land outside."""
    lake, outside, sources = setting
    moved = outside / "moved"
    if (lake / link).exists():
        shutil.move(str(lake / link), moved)
    else:
        moved.write_text("{}")
    (lake / link).symlink_to(moved)
    before_outside, before_lake = _tree(outside), _tree(lake)
    for command in (["ingest", *sources, "--force"], ["compact"], ["rm", "alpha"], ["check", "--repair"],
                    ["vacuum", "--retention", "0", "--orphans"]):  # fmt: skip
        _refused(_tracelake(*command, "--lake", lake), link)
        assert _tree(outside) == before_outside and _tree(lake) == before_lake, command


def test_check_lists_every_link_in_the_lake_and_opens_none(setting):
    lake, outside, _ = setting
    data = next((lake / "rewards" / "run_id=beta").glob("*.parquet"))
    shutil.copy(data, outside / "copy.parquet")
    data.unlink()
    data.symlink_to(outside / "copy.parquet")  # a data file the log names, now a link
    (lake / "etc").symlink_to("/etc")
    (lake / "trajectories" / "run_id=alpha" / "mnt").symlink_to(outside)
    found = _tracelake("check", "--lake", lake)
    assert found.returncode == 1
    listed = sorted(line.split(":", 1)[0] for line in found.stderr.splitlines() if line.startswith("link "))
    assert listed == sorted(["link etc", f"link rewards/run_id=beta/{data.name}", "link trajectories/run_id=alpha/mnt"])
    assert "3 symbolic link(s)" in found.stdout
    as_json = _tracelake("check", "--lake", lake, "-f", "json")
    assert as_json.returncode == 1 and as_json.stdout.count('"kind": "link"') == 3


def test_sql_opens_no_file_through_a_link_cached_catalog_or_not(setting):
    lake, outside, _ = setting
    assert _tracelake("sql", "--lake", lake, "SELECT count(*) FROM trajectories").returncode == 0  # caches it
    (lake / "etc").symlink_to("/etc")
    for statement in (f"SELECT * FROM read_text('{lake}/etc/passwd')", f"SELECT * FROM glob('{lake}/etc/*')",
                      f"SELECT * FROM read_text('{lake}/trajectories/_delta_log/00000000000000000000.json')"):  # fmt: skip
        refused = _tracelake("sql", "--lake", lake, statement)
        assert refused.returncode == 2 and "Permission Error" in refused.stderr, (statement, refused.stderr)
        assert "root:" not in refused.stdout + refused.stderr
    # the views still read the lake's own files
    assert _tracelake("sql", "--lake", lake, "SELECT count(*) FROM trajectories").stdout.split()[-3] == "24"
    data = next((lake / "trajectories" / "run_id=alpha").glob("*.parquet"))
    shutil.copy(data, outside / "copy.parquet")
    data.unlink()
    data.symlink_to(outside / "copy.parquet")  # the cached catalog names this file: it is now a link
    _refused(_tracelake("sql", "--lake", lake, "SELECT count(*) FROM trajectories"), data.name)
    _refused(_tracelake("runs", "--lake", lake), data.name)  # every reader of the views


def test_compaction_never_copies_a_linked_file_into_the_lake(setting, tmp_path):
    _, outside, sources = setting
    lake = tmp_path / "steps"
    for step in (1, 2, 3):  # a file per step: small files to pack
        ingest([sources[0] / f"{step}.jsonl.gz"], str(lake), run="alpha", auto_compact=False)
    rows = query(str(lake), "SELECT count(*), sum(value) FROM rewards")
    data = next((lake / "rewards" / "run_id=alpha").glob("*.parquet"))
    shutil.copy(data, outside / "copy.parquet")
    data.unlink()
    data.symlink_to(outside / "copy.parquet")
    before = _tree(outside)
    result = _tracelake("compact", "--lake", lake)
    assert result.returncode == 2 and data.name in result.stderr and "symbolic link" in result.stderr
    assert _tree(outside) == before
    data.unlink()
    shutil.copy(outside / "copy.parquet", data)  # the file back in place: the lake is whole again
    assert _tracelake("compact", "--lake", lake).returncode == 0
    assert query(str(lake), "SELECT count(*), sum(value) FROM rewards") == rows


def test_a_lake_reached_through_a_link_is_still_the_lake(setting, tmp_path):
    """The lake's own location may be a link (a lake on another disk): resolved once, it is
    no link inside the lake."""
    lake, _, sources = setting
    alias = tmp_path / "alias"
    alias.symlink_to(lake)
    assert _tracelake("ingest", *sources, "--force", "--lake", alias).returncode == 0
    assert _tracelake("compact", "--lake", alias).returncode == 0
    assert _tracelake("vacuum", "--lake", alias).returncode == 0
    assert _tracelake("check", "--lake", alias).returncode == 0
    assert _tracelake("sql", "--lake", alias, "SELECT count(*) FROM trajectories").returncode == 0
