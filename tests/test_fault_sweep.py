"""Every crash point of every command, deterministically: the lake's promises as a sweep.

For each command (ingest into an empty lake, a forced re-ingest of a full one, compact, rm,
a watch as the run grows by a step file and an appended metrics line, check --repair, vacuum), a clean run first counts the I/O call points it passes (Parquet files
written, Delta commits of data and ledger, deletes, compaction rewrites, repairs, vacuums). Then,
for every point K, the command is stopped dead right before, and right after, its K-th call (a
``BaseException`` no code of tracelake catches, as close to kill -9 as one process gets), and:

- right after the crash the views show exactly what the committed ledger entries promise (no
  partial shard), or the command had changed nothing visible;
- running the same command again, then ``vacuum --orphans`` (no writer left), converges on the
  lake a clean run gives: the same rows in every table, content-hashed per run and step;
- the raw Delta tables (delta-rs, as any engine reads them) count what the views show, and no
  Parquet file is left that the tables' current versions do not name.

CI runs a seeded sample of the points (``TRACELAKE_FAULT_POINTS``, default 3 per command, each
before and after); ``make test-faults`` runs them all.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pyarrow as pa
import pytest
from deltalake import DeltaTable

from bench.crash_trials import TABLES, counts, delta_counts, promised
from pipelines import engine
from pipelines import watch as live
from pipelines.errors import UserError
from pipelines.lake import catalog, damage, delta, labels, maintenance
from pipelines.lake import lake as lake_module
from pipelines.samples import RunSpec, write_run
from pipelines.samples.verl import step_lines

from .helpers import content_by_step

SAMPLE = os.environ.get("TRACELAKE_FAULT_POINTS", "3")
# (module, function): every call that writes to the lake's storage, as its callers reach it.
POINTS = [
    (delta, "write_file"),
    (delta, "add_files"),
    (delta, "append"),
    (delta, "delete"),
    (delta, "tidy"),
    (maintenance, "_pack_run"),
    (damage, "_repair"),
    (maintenance, "_vacuum"),
    (maintenance, "_prune"),
    (lake_module.Lake, "record_errors"),
]


class Crash(BaseException):
    """The process dies here."""


@dataclass
class Injector:
    """Counts the calls of :data:`POINTS`; with ``at``, dies right before or after that call."""

    at: int | None = None
    after: bool = False
    calls: int = 0
    fired: bool = False

    def install(self, monkeypatch) -> None:
        for owner, name in POINTS:
            monkeypatch.setattr(owner, name, self._wrap(getattr(owner, name)))

    def _wrap(self, real: Callable) -> Callable:
        def wrapper(*args, **kwargs):
            self.calls += 1
            if self.calls == self.at and not self.after:
                self.fired = True
                raise Crash
            result = real(*args, **kwargs)
            if self.calls == self.at and self.after:
                self.fired = True
                raise Crash
            return result

        return wrapper


def untracked_files(lake: str) -> list[str]:
    """Parquet files on disk that no table's current version names."""
    left = []
    for table in (*TABLES, "_ledger", "_labels"):
        folder = Path(lake) / table
        if not (folder / "_delta_log").exists():
            continue
        named = set(pa.table(DeltaTable(str(folder)).get_add_actions(flatten=True)).column("path").to_pylist())
        files = [str(p.relative_to(folder)) for p in folder.rglob("*.parquet") if "_delta_log" not in p.parts]
        left += [f"{table}/{f}" for f in files if f not in named]
    return left


@dataclass
class Scenario:
    name: str
    setup: Callable[[Path, str], object]  # the lake before the command
    command: Callable[[Path, str], object]  # what is crashed, then run again


def _sources(root: Path) -> list[Path]:
    return [
        write_run(root / "src", RunSpec("alpha", steps=3, prompts=2, n=2, seed=1)).folder,
        write_run(root / "src", RunSpec("beta", steps=2, prompts=1, n=3, seed=2)).folder,
    ]


def _ingest(root: Path, lake: str, **options) -> None:
    engine.ingest_paths([str(p) for p in _sources(root)], lake, batch_size=1, workers=1, **options)


def _damage(root: Path, lake: str) -> None:
    _ingest(root, lake)
    victim = sorted((Path(lake) / "trajectories" / "run_id=alpha").glob("*.parquet"))[0]
    victim.write_bytes(b"PAR1 overwritten by someone")


def _repair_and_reingest(root: Path, lake: str) -> None:
    damage.check(lake, repair=True)
    _ingest(root, lake)


def _rm(root: Path, lake: str) -> None:
    try:
        maintenance.remove_run(lake, "beta")
    except UserError:  # removed by the crashed run already: nothing left to do
        pass


def _hostile(root: Path) -> Path:
    """A run of hostile files beside good ones: a line nested 20,000 deep (it crashed pyarrow),
    a line past the record limit, a zstd bomb past the expansion limit (limits set low here)."""
    import json

    import zstandard

    folder = root / "src" / "hostile"
    folder.mkdir(parents=True, exist_ok=True)
    good = json.dumps({"input": "p", "output": "r", "score": 1.0})
    deep = '{"input": "x", "output": "y", "score": 0, "gts": ' + "[" * 20_000 + "]" * 20_000 + "}"
    (folder / "1.jsonl").write_text(f"{good}\n{deep}\n{good}\n")
    (folder / "2.jsonl").write_text(good + "\n" + json.dumps({"input": "a" * (2 << 20), "output": "b"}) + "\n")
    compressor = zstandard.ZstdCompressor(level=19).compressobj()
    line = (json.dumps({"input": "0" * 100_000, "output": "y", "score": 0}) + "\n").encode()
    (folder / "3.jsonl.zst").write_bytes(b"".join(compressor.compress(line) for _ in range(3000)) + compressor.flush())
    (folder / "4.jsonl").write_text(good + "\n")
    return folder


def _ingest_hostile(root: Path, lake: str) -> None:
    limits = {"TRACELAKE_MAX_RECORD_MB": "1", "TRACELAKE_MAX_EXPANSION": "50"}
    saved = {k: os.environ.get(k) for k in limits}
    os.environ.update(limits)
    try:
        engine.ingest_paths([str(p) for p in [*_sources(root), _hostile(root)]], lake, batch_size=1, workers=1)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _ingest_with_metrics(root: Path, lake: str) -> None:
    _sources(root)
    (root / "src" / "alpha" / "metrics.jsonl").write_text("".join(_metrics_line(s) for s in (1, 2)))
    _ingest(root, lake)


def _metrics_line(step: int) -> str:
    return json.dumps({"step": step, "data": {"critic/score/mean": step / 10}}) + "\n"


def _watch_as_the_run_grows(root: Path, lake: str) -> None:
    """A watch that sees the trainer write step 4 (renamed into place) and append step 3's metrics
    line; run again, it writes nothing new and its start pass takes what the crashed one missed."""
    folder = root / "src" / "alpha"

    def grows(paths: list[str], stop: threading.Event):
        if not (folder / "4.jsonl").exists():
            aside = folder / "4.jsonl.tmp"
            aside.write_text("\n".join(step_lines(RunSpec("alpha", steps=3, prompts=2, n=2, seed=1), 4)) + "\n")
            aside.rename(folder / "4.jsonl")
        metrics = folder / "metrics.jsonl"
        if len(metrics.read_text().splitlines()) == 2:
            with open(metrics, "a") as file:
                file.write(_metrics_line(3))
        yield {str(folder / "4.jsonl"), str(metrics)}
        stop.set()
        yield set()

    request = engine.IngestRequest(tuple(str(p) for p in _sources(root)), lake, batch_size=1, workers=1)
    live.watch(request, timing=live.Timing(settle=0.0), events=grows)


SCENARIOS = [
    Scenario("ingest", lambda root, lake: None, _ingest),
    Scenario("ingest of hostile files", lambda root, lake: None, _ingest_hostile),
    Scenario("ingest --force", _ingest, lambda root, lake: _ingest(root, lake, force=True)),
    Scenario("compact", lambda root, lake: _ingest(root, lake, auto_compact=False), lambda r, lake: maintenance.compact(lake)),
    Scenario("rm", _ingest, _rm),
    Scenario("watch", _ingest_with_metrics, _watch_as_the_run_grows),
    Scenario("check --repair", _damage, _repair_and_reingest),
    Scenario("vacuum", lambda root, lake: _ingest(root, lake, force=True),
             lambda root, lake: maintenance.vacuum(lake, retention_hours=0)),
]  # fmt: skip


def _points(total: int, scenario: str) -> list[int]:
    if SAMPLE == "all" or int(SAMPLE) >= total:
        return list(range(1, total + 1))
    return sorted(random.Random(f"faults/{scenario}").sample(range(1, total + 1), int(SAMPLE)))


@pytest.fixture(autouse=True)
def one_packer_at_a_time(monkeypatch):
    """Call points are counted in the order they come: compaction packs one run and table at a
    time here (two at once interleave their calls differently on each run)."""
    monkeypatch.setattr(maintenance, "PACK_WORKERS", 1)


def _prepared(tmp_path: Path, scenario: Scenario) -> tuple[Path, str]:
    """The lake before the command, always at the same place (its rows name their source files)."""
    root = tmp_path / "work"
    shutil.rmtree(root, ignore_errors=True)
    lake = str(root / "lake")
    scenario.setup(root, lake)
    return root, lake


@pytest.mark.slow
@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_every_crash_point_keeps_the_lake_whole_and_a_rerun_converges(tmp_path, monkeypatch, scenario):
    # The clean run: the reference, and how many call points the command passes.
    root, lake = _prepared(tmp_path, scenario)
    counter = Injector()
    with monkeypatch.context() as patch:
        counter.install(patch)
        scenario.command(root, lake)
    maintenance.vacuum(lake, retention_hours=0, orphans=True)
    reference = content_by_step(lake)
    assert counter.calls > 0
    swept, unreached = 0, []
    for at in _points(counter.calls, scenario.name):
        for after in (False, True):
            root, lake = _prepared(tmp_path, scenario)
            readable = (
                scenario.name != "check --repair" and Path(lake, "_ledger").exists()
            )  # a damaged file does not read
            before = counts(lake) if readable else None
            injector = Injector(at=at, after=after)
            with monkeypatch.context() as patch:
                injector.install(patch)
                try:
                    scenario.command(root, lake)
                except Crash:
                    pass
            where = f"{scenario.name}: died {'after' if after else 'before'} call {at} of {counter.calls}"
            if not injector.fired:  # this run passed fewer points (e.g. a commit that needed no retry)
                unreached.append(where)
            if readable:
                seen = counts(lake)  # no partial shard, whatever moment it died
                assert seen == promised(lake) or seen == before, where
            scenario.command(root, lake)  # the same command again
            maintenance.vacuum(lake, retention_hours=0, orphans=True)
            try:
                assert content_by_step(lake) == reference, where
            except Exception as exc:  # noqa: BLE001 - a view that does not read is a failed case too
                raise AssertionError(f"{where}: {exc}") from exc
            assert delta_counts(lake) == counts(lake), where
            assert untracked_files(lake) == [], where
            swept += 1
    assert swept >= 2 and len(unreached) <= swept // 4, unreached


def _plant_link(root: Path, lake: str) -> None:
    _ingest(root, lake)
    outside = root / "outside"
    outside.mkdir()
    (outside / "old.parquet").write_text("not the lake's")
    os.utime(outside / "old.parquet", (0, 0))
    (Path(lake) / "trajectories" / "run_id=alpha" / "mnt").symlink_to(outside)
    shutil.move(str(Path(lake) / "rewards" / "run_id=beta"), outside / "beta")
    (Path(lake) / "rewards" / "run_id=beta").symlink_to(outside / "beta")


LINKED = {
    "ingest --force": lambda root, lake: _ingest(root, lake, force=True),
    "compact": lambda root, lake: maintenance.compact(lake),
    "rm": lambda root, lake: maintenance.remove_run(lake, "beta"),
    "check --repair": lambda root, lake: damage.check(lake, repair=True),
    "vacuum": lambda root, lake: maintenance.vacuum(lake, retention_hours=0, orphans=True),
}


@pytest.mark.parametrize("command", LINKED, ids=list(LINKED))
def test_with_a_link_planted_no_command_reaches_a_single_call_point(tmp_path, monkeypatch, command):
    """The sweep's call points, counted under a lake holding links (a folder linked inside a
    run, a run folder moved out and linked back): each writing command refuses before the
    first of them, so nothing is written or deleted through a link, whatever it points at."""
    root = tmp_path / "work"
    lake = str(root / "lake")
    _plant_link(root, lake)
    counter = Injector()
    with monkeypatch.context() as patch:
        counter.install(patch)
        with pytest.raises(UserError, match="symbolic link"):
            LINKED[command](root, lake)
    assert counter.calls == 0
    assert (root / "outside" / "old.parquet").read_text() == "not the lake's"


@pytest.mark.slow
def test_every_crash_point_of_labelling_leaves_the_label_whole_or_absent(tmp_path, monkeypatch):
    """Labelling five trajectories, killed before and after each of its writes (the commit, the
    merge of the labels' files that follows it): the labels view shows all five or none, never
    some; the same command again gives exactly five; vacuum leaves no file the table does not name."""
    monkeypatch.setattr(labels, "TIDY_FILES", 1)  # the write is followed by a merge of the table's files
    template = tmp_path / "template"
    _ingest(template, str(template / "lake"))
    con = catalog.connect(str(template / "lake"))
    five = [labels.Target(*row) for row in con.execute(
        "SELECT run_id, step, split, trajectory_id FROM trajectories ORDER BY run_id, step, trajectory_id LIMIT 5"
    ).fetchall()]  # fmt: skip
    labels.write(lake_module.Lake(str(template / "lake")), five[:1], "seen before")  # a file to merge with

    def fresh() -> str:
        work = tmp_path / "work"
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(template, work, symlinks=True)
        return str(work / "lake")

    def label(lake: str) -> None:
        labels.write(lake_module.Lake(lake), five, "reward hacking", note="answered first")

    def shown(lake: str) -> int:
        view = "SELECT count(*) FROM labels WHERE tag = 'reward hacking' AND note = 'answered first'"
        return catalog.connect(lake).execute(view).fetchall()[0][0]

    counter = Injector()
    with monkeypatch.context() as patch:
        counter.install(patch)
        label(fresh())
    assert counter.calls == 2  # the commit, then the merge
    for at in range(1, counter.calls + 1):
        for after in (False, True):
            lake = fresh()
            injector = Injector(at=at, after=after)
            with monkeypatch.context() as patch:
                injector.install(patch)
                with pytest.raises(Crash):
                    label(lake)
            where = f"died {'after' if after else 'before'} call {at}"
            assert shown(lake) in (0, 5), where
            assert shown(lake) == (5 if at > 1 or after else 0), where  # the commit is the point
            label(lake)
            assert shown(lake) == 5, where
            assert catalog.connect(lake).execute("SELECT count(*) FROM labels").fetchall() == [(6,)], where
            maintenance.vacuum(lake, retention_hours=0, orphans=True)
            assert untracked_files(lake) == [], where
            assert shown(lake) == 5, where
