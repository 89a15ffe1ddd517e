"""`tracelake check`: every data file the tables' current snapshots name that is missing,
changed in size or unreadable, every symbolic link in the lake, damaged Delta logs, and ids
that stand for several rows; with ``repair``, the damage set aside and its runs' shards marked
to be read again."""

from __future__ import annotations

import contextlib
import functools
import re
from dataclasses import dataclass
from typing import cast
from urllib.parse import unquote

import pyarrow.parquet as pq

from ..schemas import data_tables
from . import confine, delta
from .catalog import renewing
from .labels import LABELS
from .lake import Lake
from .ledger import LEDGER
from .maintenance import opened


@dataclass
class Damage:
    table: str
    file: str  # relative to the lake
    reason: str
    run_id: str | None  # None: the table's log, every run of it (or a link: no run's)
    kind: str = "damaged"  # or "link" (a symbolic link, which no command follows), "ids" (ids that repeat)

    @property
    def link(self) -> bool:
        return self.kind == "link"


def check(lake: Lake | str, *, repair: bool = False) -> list[Damage]:
    """Every data file the tables' current snapshots name that is missing, changed in size or
    unreadable. With ``repair``: set unreadable files aside (``.damaged``), drop the damaged
    files from their tables (Delta's repair), and record every shard of the runs they held as
    ``error`` in the ledger, so the next ingest of their sources reads them again.

    Every symbolic link in the lake is listed too (tracelake follows none: :mod:`.confine`),
    and a lake that holds one is not repaired: a repair moves files, and the link must go first."""
    lake = opened(lake, writing=False)
    links = confine.links_under(lake.root) if lake.local else []
    if repair and links:
        raise confine.LinkInLake(lake.url, links)
    with renewing(lake) if repair else contextlib.nullcontext():  # a repair commits to the tables and the ledger
        return _checked(lake, links, repair=repair)


def _checked(lake: Lake, links: list[confine.Link], *, repair: bool) -> list[Damage]:
    linked = {link.path for link in links}
    damaged = [Damage(link.path.split("/", 1)[0], link.path, _link_reason(link), None, "link") for link in links]
    damaged += _damaged_logs(lake, repair=repair)
    for spec in data_tables():
        try:
            table = delta.open_table(lake.uri(spec.name), lake.options)
        except delta.DamagedLog:
            continue  # reported above, and not repaired
        if table is None:
            continue
        actions = delta.add_actions(table)
        for path, run_id, size in zip(
            cast("list[str]", actions.column("path").to_pylist()),
            actions.column("partition.run_id").to_pylist(),
            cast("list[int]", actions.column("size_bytes").to_pylist()),
        ):
            if f"{spec.name}/{unquote(path)}" in linked:
                continue  # listed as a link, never opened
            reason = _damage(lake, f"{spec.name}/{unquote(path)}", size)
            if reason:
                damaged.append(Damage(spec.name, f"{spec.name}/{path}", reason, run_id))
    files = [d for d in damaged if d.run_id is not None and d.kind == "damaged"]
    if repair and files:
        # The ledger first: once its shards are marked, a crash at any later point leaves the
        # next ingest reading them again (until the tables are repaired, queries name the
        # damaged file); repairing the tables first would lose those rows for good to a kill
        # before the ledger heard of it.
        lake.record_errors(
            {d.run_id for d in files if d.run_id is not None},
            "its rows were in a damaged file that `tracelake check --repair` removed: read again",
        )
        for damage in files:
            if damage.reason != "missing":
                lake.fs.mv(lake.inside(damage.file), f"{lake.root}/{damage.file}.damaged")
        for name in {d.table for d in files}:
            delta.retrying(functools.partial(_repair, lake, name))
    if repair and damaged:
        short = _runs_short_of_rows(lake)  # e.g. rows of the commits a rolled-back log lost
        if short:
            lake.record_errors(short, "its rows were in commits `tracelake check --repair` rolled back: read again")
    if not damaged:  # the views read only a whole lake, with no link in it
        damaged += _repeated_ids(lake)
    return damaged


def _repeated_ids(lake: Lake) -> list[Damage]:
    """Runs where one ``(step, trajectory_id)`` stands for several trajectories: read under
    reading rules older than the shard in the id (two files of one step gave their lines the
    same ids). A join on the id multiplies their rows; the next ingest of the run's sources reads
    them again under the current rules (their entries say which), which gives each its own."""
    from .catalog import connect  # noqa: PLC0415 - the views' rows

    rows = (
        connect(lake.url)
        .execute(
            "SELECT run_id, count(*) AS ids, sum(n) AS rows FROM (SELECT run_id, step, trajectory_id, count(*) AS n "
            "FROM trajectories GROUP BY ALL HAVING count(*) > 1) GROUP BY run_id ORDER BY run_id"
        )
        .fetchall()
    )
    return [
        Damage("trajectories", f"trajectories of run {run_id}", f"{ids:,} trajectory id(s) stand for {rows:,} rows "
               "(read under older rules): the next ingest of the run's sources reads them again, each under an id "
               "of its own", run_id, "ids")
        for run_id, ids, rows in rows
    ]  # fmt: skip


def _damaged_logs(lake: Lake, *, repair: bool) -> list[Damage]:
    """Tables (the ledger too) whose Delta log cannot be read; with ``repair``, each rolled back
    to its last version that reads (what came after is set aside as ``.damaged``)."""
    found = []
    for name in [LEDGER, LABELS] + [spec.name for spec in data_tables()]:
        try:
            delta.open_table(lake.uri(name), lake.options)
            continue
        except delta.DamagedLog as exc:
            reason = f"its log cannot be read ({str(exc.error).splitlines()[0]})"
        if repair:
            version = _roll_back(lake, name)
            if version is not None:
                reason += f"; rolled back to version {version}"
            elif name not in (LEDGER, LABELS):
                reason += f"; no version reads: set aside as {name}.damaged, its runs' shards marked for re-reading"
            else:
                reason += f"; no version reads: the {'ledger' if name == LEDGER else 'labels table'} needs a hand (nothing was changed)"
        found.append(Damage(name, f"{name}/_delta_log", reason, None))
    return found


_LOG_ENTRY = re.compile(r"(\d{20})\.(?:json|checkpoint\.parquet|checkpoint\.\d+\.\d+\.parquet)")


def _roll_back(lake: Lake, name: str) -> int | None:
    """Set aside what makes a table's log unreadable: a checkpoint pointer to nothing, then
    every entry after the last version that reads (a truncated last commit, a gap). Returns the
    version the table now reads at, or None."""
    log = f"{lake.root}/{name}/_delta_log"
    pointer = f"{log}/_last_checkpoint"
    if lake.fs.exists(pointer):
        lake.fs.mv(pointer, f"{pointer}.damaged")  # delta-rs then lists the log itself
    with contextlib.suppress(delta.DamagedLog):
        table = delta.open_table(lake.uri(name), lake.options)
        return None if table is None else table.version()
    entries = {p.rsplit("/", 1)[-1] for p in lake.fs.ls(log, detail=False)}
    versions = sorted({int(m[1]) for e in entries if (m := _LOG_ENTRY.fullmatch(e)) and e.endswith(".json")})
    readable = None
    for version in reversed(versions):
        try:
            delta.open_table(lake.uri(name), lake.options, version)
            readable = version
            break
        except delta.DamagedLog:
            continue
    if readable is None:
        if name not in (LEDGER, LABELS):  # no version of a data table reads: set it aside; its runs are read again
            lake.fs.mv(f"{lake.root}/{name}", f"{lake.root}/{name}.damaged")
        return None
    for entry in sorted(entries):
        if (m := _LOG_ENTRY.fullmatch(entry)) and int(m[1]) > readable:
            lake.fs.mv(f"{log}/{entry}", f"{log}/{entry}.damaged")
    return readable


def _runs_short_of_rows(lake: Lake) -> set[str]:
    """Runs whose views show fewer rows of some table than their committed entries promise."""
    from .catalog import connect  # noqa: PLC0415 - the views' counts

    con = connect(lake.url)
    short = set()
    for spec in data_tables():
        rows = con.execute(
            f"SELECT p.run_id FROM (SELECT run_id, sum(rows_{spec.name}) AS n FROM committed_ingests GROUP BY 1) p "
            f"LEFT JOIN (SELECT run_id, count(*) AS n FROM {spec.name} GROUP BY 1) v USING (run_id) "
            "WHERE coalesce(v.n, 0) < p.n"
        ).fetchall()
        short |= {r for (r,) in rows}
    return short


def _link_reason(link: confine.Link) -> str:
    return (
        f"a symbolic link (to {link.target}): tracelake never follows a link inside a lake (a command that "
        "would pass through it refuses to run, and nothing is read or deleted through it): remove it by hand"
    )


def _damage(lake: Lake, relative: str, size: int) -> str | None:
    path = lake.inside(relative)
    if not lake.fs.exists(path):
        return "missing"
    actual = lake.fs.size(path)
    if actual != size:  # overwritten since its commit (e.g. by a client's COPY TO)
        return f"changed: {actual} bytes where the table's log says {size}"
    try:
        with lake.fs.open(path, "rb") as f:
            pq.read_metadata(f)
    except Exception as exc:  # noqa: BLE001 - any way a file fails to read is damage to report
        return f"unreadable ({type(exc).__name__}: {exc})"
    return None


def _repair(lake: Lake, name: str) -> None:
    delta.existing_table(lake.uri(name), lake.options).repair()
