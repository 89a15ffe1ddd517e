"""The commands that look after a lake: ``compact``, ``rm``, ``check`` and ``vacuum``, each a
thin shell over :mod:`pipelines.lake.maintenance` and :mod:`pipelines.lake.damage`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from ..lake.defaults import DEFAULT_LAKE, DEFAULT_RETENTION_HOURS
from ..lazy import lazy
from .common import Format, LakeOption, OutputFormat, error, escape, out, print_result

if TYPE_CHECKING:
    from ..lake import damage, maintenance
else:  # loaded when a command runs: `--help` loads none of it
    damage = lazy("pipelines.lake.damage")
    maintenance = lazy("pipelines.lake.maintenance")


def compact(
    lake: LakeOption = DEFAULT_LAKE,
    run: Annotated[str | None, typer.Option(help="Only this run (name or id).")] = None,
    format: Format = OutputFormat.table,
) -> None:
    """Rewrite each run's small files, and the files ingests packed, into few files sorted by step
    (one atomic commit per run and table; no query result changes, and readers of older
    snapshots keep working); then delete the files compactions replaced over an hour ago."""
    done = maintenance.compact(lake, run=run)
    if format is not OutputFormat.table:
        print_result(
            ["run_id", "files_before", "files_after"], [(c.run_id, c.files_before, c.files_after) for c in done], format
        )
        return
    for c in done:
        out.print(escape(f"{c.run_id}: {c.files_before} file(s) -> {c.files_after}"), highlight=False)
    out.print(f"compacted {len(done)} run(s)")


def rm_cmd(
    run: Annotated[str, typer.Argument(help="Run name or id (see `tracelake runs`).")],
    lake: LakeOption = DEFAULT_LAKE,
    dry_run: Annotated[bool, typer.Option(help="Say what would go, change nothing.")] = False,
) -> None:
    """Drop a run from every table and from the ledger (deleting its folders by hand breaks the
    lake); its files go at the next `vacuum` past the retention."""
    removal = maintenance.remove_run(lake, run, dry_run=dry_run)
    rows = ", ".join(f"{n:,} {t}" for t, n in removal.rows.items() if n)
    verb = "would remove" if dry_run else "removed"
    out.print(
        escape(f"{verb} run {removal.run_id}: {rows or 'no rows'}, {removal.attempts} ledger row(s)"), highlight=False
    )


def check(
    lake: LakeOption = DEFAULT_LAKE,
    repair: Annotated[
        bool, typer.Option(help="Drop damaged files from the tables and mark their runs' shards for re-reading.")
    ] = False,
    format: Format = OutputFormat.table,
) -> None:
    """Find data files that are missing, changed since their commit or unreadable, and the runs
    whose rows they hold; every symbolic link in the lake; runs whose trajectory ids repeat.
    Exit 1 when any is found (and not repaired)."""
    found = damage.check(lake, repair=repair)
    if format is not OutputFormat.table:  # one row per damaged file, nothing else on stdout
        rows = [(d.table, d.file, d.run_id, d.reason, repair and d.kind == "damaged", d.kind) for d in found]
        print_result(["table", "file", "run_id", "reason", "repaired", "kind"], rows, format)
        raise typer.Exit(1 if any(d.kind != "damaged" or not repair for d in found) else 0)
    for found_damage in found:
        of = f" (run {found_damage.run_id})" if found_damage.run_id is not None else ""
        error(escape(f"{found_damage.kind} {found_damage.file}{of}: {found_damage.reason}"))
    # Links and repeated ids are not repaired here (a link goes by hand, ids with the next
    # ingest): exit 1 says they are there.
    unmended = {kind: sum(1 for d in found if d.kind == kind) for kind in ("link", "ids")}
    if unmended["link"]:
        out.print(f"{unmended['link']} symbolic link(s) in the lake, which tracelake never follows: remove them by hand",
                  highlight=False)  # fmt: skip
    if unmended["ids"]:
        out.print(f"{unmended['ids']} run(s) whose trajectory ids repeat: ingest their sources again", highlight=False)
    damaged = [d for d in found if d.kind == "damaged"]
    runs = sorted({d.run_id or f"every run of {d.table}" for d in damaged})
    if not found:
        out.print("every data file reads")
    elif damaged and repair:
        out.print(
            escape(
                f"repaired: {len(damaged)} file(s) dropped; ingest the sources of {', '.join(runs)} again "
                "to restore their rows (their shards are marked for re-reading)"
            ),
            highlight=False,
        )
    elif damaged:
        out.print(
            escape(
                f"{len(damaged)} damaged file(s) in run(s) {', '.join(runs)}: "
                "`tracelake check --repair`, then ingest their sources again"
            ),
            highlight=False,
        )
    raise typer.Exit(1 if (damaged and not repair) or any(unmended.values()) else 0)


def vacuum(
    lake: LakeOption = DEFAULT_LAKE,
    retention: Annotated[
        float, typer.Option(help="Hours: files that a snapshot younger than this reads are kept.")
    ] = DEFAULT_RETENTION_HOURS,
    orphans: Annotated[
        bool,
        typer.Option(
            help="No ingest of this lake is running: also delete the rows and files of attempts that never "
            "reached the ledger (by default only those the ledger proves dead)."
        ),
    ] = False,
) -> None:
    """Delete rows the ledger proves dead (replaced or failed attempts; never by a clock), then
    files no snapshot younger than --retention reads, including files no commit ever named
    (only in the lake's own Delta tables)."""
    done = maintenance.vacuum(lake, retention_hours=retention, orphans=orphans)
    out.print(f"removed {len(done.files)} file(s), {done.bytes / 1e6:,.1f} MB")
