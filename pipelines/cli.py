"""``tracelake``: a thin shell over the engine and the catalog.

Exit codes: 0 success; 1 nothing could be ingested (every shard failed, or none found);
2 a user error (bad option, missing path, no lake there, bad SQL). Prefect is imported only by
``--prefect`` and ``serve``: its start-up costs seconds that an ad-hoc ingest should not pay.
"""

from __future__ import annotations

import contextlib
import copy
import csv
import errno
import io
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import orjson
import typer
from typer.core import TyperGroup
from typer.main import get_command_name

from . import panics
from .cli_analyses import doctor_cmd, print_paired, prompts_cmd
from .cli_common import (
    Format,
    LakeOption,
    OutputFormat,
    connect,
    err,
    error,
    escape,
    fail,
    made,
    out,
    print_result,
    print_skipped,
    rounded,
    text_table,
    to_terminal,
)
from .cli_find import (
    export_atif_cmd,
    export_hf_cmd,
    export_inspect_cmd,
    export_messages_cmd,
    export_otlp_cmd,
    find_app,
)
from .cli_ingest import (
    BatchSizeOption,
    DaskOption,
    ForceOption,
    ModelOption,
    RayOption,
    ReaderOption,
    RetryFailedOption,
    RunOption,
    SplitOption,
    StepOption,
    TaskOption,
    TokenizerOption,
    TrustPicklesOption,
    WorkersOption,
    interval,
    print_report,
)
from .cli_maintenance import check, compact, rm_cmd, vacuum
from .cli_watch import watch_cmd
from .errors import UserError
from .lake.defaults import DEFAULT_LAKE, DEFAULT_MEMORY_LIMIT, DEFAULT_TIMEOUT_S
from .lazy import lazy
from .outputs import replacing
from .request import BATCH_SHARDS, IngestRequest, cluster_of
from .suggest import did_you_mean

if TYPE_CHECKING:
    import duckdb

    from . import engine
    from .analysis import compare as comparison
    from .lake import catalog, catalog_cache, connection, guard, maintenance
    from .sources.base import Shard
else:  # loaded by the commands that use them: `--version` and `--help` load none of them
    duckdb = lazy("duckdb")
    engine = lazy("pipelines.engine")
    comparison = lazy("pipelines.analysis.compare")
    catalog = lazy("pipelines.lake.catalog")
    catalog_cache = lazy("pipelines.lake.catalog_cache")
    connection = lazy("pipelines.lake.connection")
    guard = lazy("pipelines.lake.guard")
    maintenance = lazy("pipelines.lake.maintenance")


class _Commands(TyperGroup):
    """Every command's user error (a bad option, a missing path, no lake there) as one line on
    stderr and exit 2, in one place instead of a handler per command."""

    def invoke(self, ctx: Any) -> Any:  # typer vendors click: its Context type is private
        try:
            return super().invoke(ctx)
        except UserError as exc:
            raise fail(str(exc)) from None
        except BrokenPipeError:
            # Whoever read the output stopped (`| head`): leave as a killed writer does (128 +
            # SIGPIPE), with nothing more written to the closed pipe.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise typer.Exit(141) from None
        except Exception as exc:
            reason = _storage_failure(exc)
            if reason is None:
                raise
            raise fail(reason, code=1) from None


def _storage_failure(error: Exception) -> str | None:
    """One line for an error of the storage under a lake or a source (an S3 bucket that is not
    there, no credentials, an endpoint down, a folder that cannot be written), or None."""
    from deltalake.exceptions import DeltaError  # noqa: PLC0415 - only when a command failed

    kinds: tuple[type[BaseException], ...] = (OSError, DeltaError)
    with contextlib.suppress(ImportError):
        from botocore.exceptions import BotoCoreError, ClientError  # noqa: PLC0415

        kinds += (BotoCoreError, ClientError)
    if not isinstance(error, kinds):
        return None
    text = " ".join(re.sub(r"\x1b\[[0-9;]*m", "", str(error)).split())  # delta-rs colours its errors
    for marker, meaning in (("NoSuchBucket", "no such bucket"), ("Could not connect", "the endpoint does not answer"),
                            ("credentials", "no usable credentials"), ("Read-only file system", "a read-only file system"),
                            ("Permission denied", "permission denied")):  # fmt: skip
        if marker.lower() in text.lower():
            return f"storage: {meaning} ({type(error).__name__}: {text[:300]})"
    return f"storage: {type(error).__name__}: {text[:300]}"


app = typer.Typer(
    cls=_Commands,
    help="RL training traces into one Delta Lake, with DuckDB SQL on top.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        from ._version import __version__  # noqa: PLC0415

        out.print(f"tracelake {__version__}", highlight=False)
        raise typer.Exit(0)


@app.callback()
def _options(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version.")
    ] = False,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="Errors only on stderr: no progress, no skipped or quarantined files.")
    ] = False,
) -> None:
    """RL training traces into one Delta Lake, with DuckDB SQL on top."""
    err.quiet = quiet


def _query(con: duckdb.DuckDBPyConnection, text: str) -> tuple[list[str], list[tuple[Any, ...]]]:
    cursor = con.execute(text)
    if cursor.description is None:  # a statement with no result (CREATE, SET...)
        return [], []
    return [d[0] for d in cursor.description], cursor.fetchall()


# What `sql`'s table format shows of a result (json and csv stream all of it), and the rows
# fetched at a time: what Python holds of a result, whatever its size (`SELECT * FROM
# range(200000000)` fetched whole ran out of memory past --memory-limit, with a traceback).
SHOWN_ROWS = 10_000
FETCH_ROWS = 10_000


def _stream_result(cursor: duckdb.DuckDBPyConnection, fmt: OutputFormat) -> int:
    """A query's result printed as it is fetched, a batch at a time; how many rows it had
    (-1: a statement with no result)."""
    if cursor.description is None:  # a statement with no result
        return -1
    columns = [d[0] for d in cursor.description]
    count = 0
    if fmt is OutputFormat.table:
        rows = cursor.fetchmany(SHOWN_ROWS + 1)
        sys.stdout.write(text_table(columns, rows[:SHOWN_ROWS], more=len(rows) > SHOWN_ROWS))
        return len(rows)
    if fmt is OutputFormat.csv:
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(columns)
        while rows := cursor.fetchmany(FETCH_ROWS):
            count += len(rows)
            writer.writerows(to_terminal(rows))
            sys.stdout.write(buf.getvalue())
            buf.seek(0)
            buf.truncate()
        sys.stdout.write(buf.getvalue())
        return count
    # The layout orjson gives a whole list with OPT_INDENT_2, a record at a time.
    first = True
    sys.stdout.write("[")
    while rows := cursor.fetchmany(FETCH_ROWS):
        count += len(rows)
        for row in to_terminal(rows):
            record = orjson.dumps(dict(zip(columns, row)), default=str, option=orjson.OPT_INDENT_2).decode()
            sys.stdout.write(("\n" if first else ",\n") + "  " + record.replace("\n", "\n  "))
            first = False
    sys.stdout.write("]\n" if first else "\n]\n")
    return count


_LITERAL = re.compile(r"'((?:[^']|'')*)'")
_RUN_FILTER = re.compile(r"\b(run_id|run_name)\s*(?:=|IN\s*\()\s*'((?:[^']|'')*)'", re.I)


def _run_hint(con: duckdb.DuckDBPyConnection, text: str, *, empty: bool) -> str | None:
    """What a query got wrong about a run, if anything: a run's name where it filters on
    ``run_id``, a run that is not in the lake (with the closest ones); for a query that found
    nothing, any run name it compares with."""
    filters = _RUN_FILTER.findall(text)
    if not filters and not (empty and _LITERAL.search(text)):  # nothing to check: the runs view unread
        return None
    runs = con.execute("SELECT run_id, run_name FROM runs").fetchall()
    ids, by_name = {i for i, _ in runs}, {n: i for i, n in runs}

    def named(literal: str) -> str:
        return (
            f"{literal!r} is a run's name, its run_id is {by_name[literal]!r}: the tables filter on run_id, "
            "and every view has run_name beside it"
        )

    for column, given in filters:
        literal = given.replace("''", "'")
        if column.lower() == "run_id" and literal in by_name and literal not in ids:
            return named(literal)
        if literal not in ids and literal not in by_name:
            return f"no run {literal!r} in the lake{did_you_mean(literal, [*ids, *by_name])} (see `tracelake runs`)"
    if empty:
        for literal in (m.replace("''", "'") for m in _LITERAL.findall(text)):
            if literal in by_name and literal not in ids:
                return named(literal)
    return None


class _ProgressBar:
    """Shards read, rows committed and MB/s while the engine runs; nothing when stderr is not a
    terminal (a log file gets the summary, not a bar redrawn a hundred times)."""

    def __init__(self) -> None:
        self.started = time.perf_counter()
        self.bytes = 0
        self.rows = 0
        self.read: set[str] = set()
        # Here, not at the top: rich's progress module is a tenth of `tracelake sql`'s start-up.
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn  # noqa: PLC0415

        self.progress = Progress(
            TextColumn("[bold]ingest"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("shards"),
            TextColumn("{task.fields[rows]:,} rows"),
            TextColumn("{task.fields[rate]:.1f} MB/s"),
            TimeElapsedColumn(),
            console=made(err),
            transient=False,
            disable=not err.is_terminal,
        )
        self.task = self.progress.add_task("ingest", total=None, rows=0, rate=0.0, visible=False)

    def start(self, plan: engine.Plan) -> None:
        self.progress.update(self.task, total=len(plan.todo), visible=bool(plan.todo))

    def on_read(self, shard: Shard, size: int) -> None:
        self.read.add(shard.uri)
        self.bytes += size
        self.progress.update(
            self.task, advance=1, rate=self.bytes / 1e6 / max(time.perf_counter() - self.started, 1e-9)
        )

    def __call__(self, result: engine.ShardResult) -> None:
        self.rows += result.rows.get("trajectories", 0)
        if result.shard.uri not in self.read:  # read elsewhere (a cluster): counted as it commits
            self.read.add(result.shard.uri)
            self.bytes += result.bytes_read
            self.progress.update(self.task, advance=1)
        self.progress.update(self.task, rows=self.rows)


@app.command()
def ingest(
    targets: Annotated[list[str], typer.Argument(help="Folders or files to ingest.")],
    lake: LakeOption = DEFAULT_LAKE,
    run: RunOption = None,
    reader: ReaderOption = None,
    split: SplitOption = None,
    step: StepOption = None,
    model: ModelOption = None,
    task: TaskOption = None,
    workers: WorkersOption = None,
    force: ForceOption = False,
    retry_failed: RetryFailedOption = False,
    batch_size: BatchSizeOption = BATCH_SHARDS,
    prefect: Annotated[bool, typer.Option(help="Run as the Prefect flow (its logs and artifact).")] = False,
    dask: DaskOption = None,
    ray: RayOption = None,
    tokenizer: TokenizerOption = None,
    trust_pickles: TrustPicklesOption = False,
    json_: Annotated[
        bool, typer.Option("--json", help="Print the summary as JSON (with every failed and skipped file).")
    ] = False,
    format: Annotated[
        OutputFormat, typer.Option("--format", "-f", help="table: the summary; json: --json; csv: a row per shard.")
    ] = OutputFormat.table,
) -> None:
    """Ingest source shards into the lake; unchanged shards are skipped, changed ones replaced.
    Several ingests may write one lake at the same time."""
    fmt = OutputFormat.json if json_ else format
    try:
        # The options are the request's fields, bar --reader (its `format`; --format is the output's).
        request = IngestRequest.from_options({**locals(), "format": reader})
        cluster = cluster_of(dask, ray)
        if prefect:
            from . import flows  # noqa: PLC0415 - Prefect only when asked for

            report = _run_flow(flows.ingest_flow, request, cluster)
        else:
            bar = _ProgressBar()
            with bar.progress:
                if cluster is None:
                    report = engine.ingest(request, progress=bar, on_plan=bar.start, on_read=bar.on_read)
                else:
                    report = engine.ingest_on(request, *cluster, progress=bar, on_plan=bar.start)
    except engine.Interrupted as stop:
        if stop.report is not None:
            print_report(stop.report, fmt)
        error("[yellow]interrupted[/yellow]: the shards above landed; running the same command again goes on")
        raise typer.Exit(130) from None
    except (engine.DiskFull, engine.StorageFailed) as stopped:
        if stopped.report is not None:
            print_report(stopped.report, fmt)
        what, then = (
            ("no space left on the lake's storage", "free space and run the same command again")
            if isinstance(stopped, engine.DiskFull)
            else (f"a commit failed ({stopped})", _after_a_failed_commit(stopped.error))
        )
        raise fail(
            f"{lake}: {what}; the shards above landed, nothing half-written is in the lake: {then}", code=1
        ) from None
    print_report(report, fmt)
    raise typer.Exit(report.exit_code)


def _after_a_failed_commit(error: BaseException) -> str:
    """What to do after a commit failed: run the same command again, unless the storage refuses
    such a write whatever is tried (a permission, a read-only disk, a name too long), which the
    same command meets again until it is mended."""
    refused = (errno.EACCES, errno.EPERM, errno.EROFS, errno.ENAMETOOLONG)
    if isinstance(error, OSError) and error.errno in refused:
        return "the storage refuses the write: mend that, then the same command goes on"
    return "run the same command again"


def _run_flow(flow: Callable[..., Any], request: IngestRequest, cluster: tuple[str, str] | None) -> engine.Report:
    try:
        # A run with failed shards ends Failed (for Prefect's alerts) and still carries its report.
        parameters = _flow_parameters(request) | ({cluster[0]: cluster[1]} if cluster else {})
        result = flow(**parameters, return_state=True).result(raise_on_failure=False)
        if isinstance(result, BaseException):
            raise result
        return result
    except OSError as exc:  # the cluster: no scheduler there, or it went away
        where = f"the {cluster[0].title()} cluster at {cluster[1]}" if cluster else "the task runner"
        raise UserError(
            f"{where} failed: {type(exc).__name__}: {exc}; what committed stays, run again to go on"
        ) from None


def _flow_parameters(request: IngestRequest) -> dict[str, Any]:
    """The flow's parameters: the request's fields, JSON-typed as Prefect shows and edits them."""
    fields = {k: v for k, v in vars(request).items() if v is not None}
    fields["targets"] = list(request.targets)
    return fields


@app.command()
def detect(
    targets: Annotated[list[str], typer.Argument(help="Folders or files to look at.")],
    run: RunOption = None,
    reader: ReaderOption = None,
    split: SplitOption = None,
    step: StepOption = None,
    lake: LakeOption = DEFAULT_LAKE,
    trust_pickles: TrustPicklesOption = False,
    output: Format = OutputFormat.table,
    explain: Annotated[
        bool,
        typer.Option("--explain", help="For each file given: what every reader makes of it, and why none takes it."),
    ] = False,
) -> None:
    """What `ingest` would read, per run and format: steps, files, bytes; and every file it
    would skip, with the reason. Writes nothing."""
    if explain:
        from .sources.near import explain as explained  # noqa: PLC0415 - only for --explain

        for target in targets:
            for line in explained(target):
                out.print(escape(line), highlight=False)
        return
    request = IngestRequest.from_options({k: v for k, v in locals().items() if k != "explain"} | {"format": reader})
    preview = engine.preview(request)
    shards, unplaced, stats = preview.shards, preview.unplaced, preview.stats
    groups: dict[tuple[Any, ...], list[Any]] = {}
    for shard in shards:
        groups.setdefault((shard.run_name, shard.format, shard.split), []).append(shard)
    rows = []
    for (run_name, reader, shard_split), members in sorted(groups.items()):
        steps = [s.step for s in members if s.step is not None]
        span = (f"{min(steps)}-{max(steps)}" if len(set(steps)) > 1 else str(steps[0])) if steps else "in records"
        rows.append((run_name, reader, shard_split, span, len(members), sum(stats[s.uri].size for s in members)))
    print_result(["run", "format", "split", "steps", "files", "bytes"], rows, output)
    print_skipped(unplaced)
    if output is OutputFormat.table:
        unread = sum(u.unread for u in unplaced)
        out.print(
            f"{len(shards)} file(s) to ingest in {len(groups)} run/format group(s), {len(unplaced)} file(s) skipped"
            + (f" ({unread} unread: no reader could read them, see above)" if unread else ""),
            highlight=False,
        )
    raise typer.Exit(0 if shards else 1)


@app.command()
def runs(
    lake: LakeOption = DEFAULT_LAKE,
    format: Format = OutputFormat.table,
    json_: Annotated[bool, typer.Option("--json", help="The same as --format json.")] = False,
) -> None:
    """One line per run: format, steps, trajectories, last ingest."""
    format = OutputFormat.json if json_ else format
    columns, rows = _query(
        connect(lake),
        "SELECT run_name, run_id, format, steps, first_step, last_step, trajectories, quarantined,"
        " failed_shards, strftime(last_ingest, '%Y-%m-%d %H:%M:%S') AS last_ingest FROM runs"
        if format is OutputFormat.table
        else "SELECT * FROM runs",
    )
    if format is OutputFormat.table and not rows:
        err.print(escape(f"no runs in {lake} yet: tracelake ingest PATH --lake {lake}"), highlight=False)
        return
    print_result(columns, rows, format)


@app.command()
def sql(
    query: Annotated[str, typer.Argument(help="DuckDB SQL over the lake's views; - reads stdin.")],
    lake: LakeOption = DEFAULT_LAKE,
    format: Format = OutputFormat.table,
    allow_files: Annotated[
        bool, typer.Option(help="Let queries read files outside the lake too (read_csv('...'), ...).")
    ] = False,
    timeout: Annotated[
        float, typer.Option(help="Stop a query that runs longer than this many seconds (0: never).")
    ] = DEFAULT_TIMEOUT_S,
    memory_limit: Annotated[
        str, typer.Option(help="Memory a query may use before it spills to disk or fails, e.g. 512MB, 8GB.")
    ] = DEFAULT_MEMORY_LIMIT,
) -> None:
    """Run read-only SQL over the lake (views: trajectories, turns, rewards, step_metrics, runs,
    ingests, quarantine): reads only, by DuckDB's own parse (SELECT, WITH, PIVOT, SHOW,
    DESCRIBE, EXPLAIN of those); files outside the lake are out of reach unless --allow-files;
    a timeout and a memory limit bound every query."""
    con, lake_root = _sql_connection(lake)
    text = sys.stdin.read() if query == "-" else query
    try:
        with tempfile.TemporaryDirectory(prefix="tracelake-sql-") as spill:  # gone with the query
            guard.lock_down(con, text, lake_root=lake_root, extensions=connection.extension_directory(),
                            spill=spill, allow_files=allow_files, memory=memory_limit)  # fmt: skip
            shown = guard.within(con, timeout, lambda: _stream_result(con.execute(text), format))
        if shown >= 0 and (hint := _run_hint(con, text, empty=shown == 0)) is not None:
            error(f"[yellow]note[/yellow]: {escape(hint)}")
    except duckdb.IOException as exc:  # a missing data file, named
        raise fail(f"SQL: {str(exc).splitlines()[0]} (`tracelake check --lake {lake}` lists damaged files)") from None
    except duckdb.InvalidInputException as exc:
        first = str(exc).splitlines()[0]
        if "magic bytes" in first or "parquet" in first.lower():  # a damaged data file, named
            first += f" (`tracelake check --lake {lake}` lists damaged files)"
        raise fail(f"SQL: {first}") from None
    except duckdb.Error as exc:
        raise fail(f"SQL: {_one_line(str(exc))}") from None


def _sql_connection(lake: str) -> tuple[duckdb.DuckDBPyConnection, str]:
    """The connection a query runs on, and the lake's location: the cached catalog of a local
    lake unchanged since the last query (:mod:`~pipelines.lake.catalog_cache`), else one built now."""
    cached = catalog_cache.open_cached(lake, lambda path: connect(lake, path))
    if cached is not None:
        return cached, str(catalog_cache.local_root(lake))
    return connect(lake), catalog.Lake(lake).uri()


_SENTENCE_END = re.compile(r"(?<=\.)\s")
_CLAUSE_END = re.compile(r"[;:,](?=\s)")


def _first_sentence(text: str, most: int = 160) -> str:
    """The comment's first sentence; a long one up to its last clause that fits, marked cut."""
    sentence = _SENTENCE_END.split(text, maxsplit=1)[0]
    if len(sentence) <= most:
        return sentence
    ends = [m.start() for m in _CLAUSE_END.finditer(sentence) if m.start() <= most]
    return (sentence[: ends[-1]] if ends else sentence[:most].rsplit(" ", 1)[0]) + " …"


def _views_help() -> str:
    """The views and macros of sql/, one line each: the first sentence of the comment above each."""
    from .resources import sql_files  # noqa: PLC0415 - only for --help

    lines = []
    for path in sql_files():
        comment: list[str] = []
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("--"):
                comment.append(line.lstrip("- ").strip())
                continue
            found = re.match(r"CREATE OR REPLACE (VIEW|MACRO) (\w+)", line)
            if found and comment and not found[2].startswith(("_", "source_root", "lake_root", "framework_of")):
                lines.append(f"{found[2]}: {_first_sentence(' '.join(comment))}")
            comment = []  # a blank line or a statement ends the comment above a view
    return "\n\n".join(lines)


def _one_line(message: str) -> str:
    """DuckDB's error on one line: its text and hints, without the quoted query and caret."""
    lines = [line.strip() for line in message.splitlines()]
    return " ".join(line for line in lines if line and not line.startswith("LINE ") and set(line) != {"^"})


@app.command("compare")
def compare_cmd(
    runs: Annotated[list[str], typer.Argument(help="Run names or ids (see `tracelake runs`).")],
    lake: LakeOption = DEFAULT_LAKE,
    split: Annotated[str, typer.Option(help="train or val.")] = "train",
    threshold: Annotated[float, typer.Option(help="Mean reward whose first step to report.")] = 0.5,
    bins: Annotated[int, typer.Option(help="Progress buckets for the aligned reward table.", min=1)] = 10,
    paired: Annotated[
        bool,
        typer.Option(help="Two runs on the prompts both answered: mean difference, bootstrap interval, p-value."),
    ] = False,
    seed: Annotated[int, typer.Option(help="--paired: the resampling's seed (a rerun agrees).")] = 0,
    format: Format = OutputFormat.table,
) -> None:
    """Runs side by side: a summary per run, then mean reward at the same normalized progress
    (step / last step), so runs of different lengths line up, then the configuration keys whose
    values differ between them.

    With --paired, two runs on the prompts both answered: per prompt, B's success rate (or mean
    reward) minus A's; their mean with a 95% percentile-bootstrap interval and a p-value
    (McNemar's exact test on solved prompts, a paired permutation test on rewards); per task where
    the runs name one. Fewer than 10 shared prompts: it says so."""
    con = connect(lake)
    if paired:
        from .analysis.paired import compare_paired  # noqa: PLC0415 - numpy only for --paired

        print_paired(compare_paired(con, runs, split=split, seed=seed), format)
        return
    result = comparison.compare(con, runs, split=split, threshold=threshold, bins=bins)
    names = [s["run_name"] for s in result.summary]
    if format is OutputFormat.json:
        progress = [dict(zip(["progress", *result.runs], row)) for row in result.progress]
        sys.stdout.write(
            orjson.dumps(
                {
                    "summary": result.summary,
                    "reward_by_progress": progress,
                    "config_differences": [dict(zip(["key", *result.runs], row)) for row in result.config_differences],
                },
                default=str,
                option=orjson.OPT_INDENT_2,
            ).decode()
            + "\n"
        )
        return
    fields = [f for f in result.summary[0] if f not in ("run_id", "run_name")]
    print_result(["", *names], [(f, *(rounded(s[f]) for s in result.summary)) for f in fields], format)
    if format is OutputFormat.table:
        out.print(f"\nmean {split} reward by progress (step / last step, {bins} buckets)", highlight=False)
    print_result(["progress", *names], [tuple(rounded(v) for v in row) for row in result.progress], format)
    if result.config_differences and format is OutputFormat.table:
        out.print("\nconfiguration keys whose values differ", highlight=False)
        print_result(["key", *names], result.config_differences, format)


@app.command("report")
def report_cmd(
    out_path: Annotated[Path, typer.Option("--out", help="HTML file to write.")] = Path("report.html"),
    lake: LakeOption = DEFAULT_LAKE,
) -> None:
    """Write a self-contained HTML report (no network needed to open it): reward curves, length
    distributions with fitted curves, group diagnostics, turns and tool latency, every run."""
    from .analysis import report  # noqa: PLC0415 - only this command draws charts

    with replacing(out_path) as tmp:
        html = report.build(connect(lake), lake=lake)
        tmp.write_text(html, encoding="utf-8")
    out.print(
        escape(f"wrote {out_path} ({out_path.stat().st_size / 1024:.0f} KB)"), highlight=False
    )  # bytes, not characters


@app.command("explore")
def explore_cmd(
    lake: LakeOption = DEFAULT_LAKE,
    host: Annotated[
        str, typer.Option(help="Address to listen on: loopback unless you mean to share it on your network.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8501,
    allow_host: Annotated[
        list[str] | None,
        typer.Option(
            "--allow-host",
            help="A name the explorer is reached by, besides loopback and the address it listens on "
            "(repeat for more). Pages asked for under any other name are refused.",
        ),
    ] = None,
) -> None:
    """A local web app over the lake, read-only: runs, curves, every rollout with its turns,
    prompt groups, two runs compared on the same prompts. Ctrl-C stops it."""
    from . import explore  # noqa: PLC0415 - Streamlit loads only for this command

    located = catalog.Lake(lake)
    located.require()
    where = str(Path(lake).resolve()) if located.local else lake
    shown = f"[{host}]" if ":" in host else host
    if host not in explore.LOOPBACK:
        err.print(
            f"[yellow]warning[/yellow] listening on {escape(host)}: anyone who reaches it can read the lake "
            "(it answers only to loopback, that address and each --allow-host name)"
        )
    _port_free(host, port)  # before the address is printed: a busy port's address is no explorer's
    out.print(escape(f"tracelake explorer on http://{shown}:{port} (lake {where}); Ctrl-C stops it"), highlight=False)
    sys.stdout.flush()
    explore.serve(where, host, port, allow_host or ())


def _port_free(host: str, port: int) -> None:
    """Refuse, in one line, a port another program listens on."""
    import socket  # noqa: PLC0415 - only for explore

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise UserError(f"cannot listen on {host}:{port} ({exc.strerror or exc}): give another --port") from None


class WorkloadFormat(str, Enum):
    json = "json"
    jsonl = "jsonl"
    parquet = "parquet"


class Shape(str, Enum):
    math = "math"
    tool_calling = "tool_calling"


@app.command("generate")
def generate_cmd(
    out_path: Annotated[Path, typer.Option("--out", help="File to write.")],
    n: Annotated[int, typer.Option("-n", help="Records (prompts, or tool-calling sessions) to draw.", min=1)] = 1000,
    run: Annotated[
        str | None, typer.Option(help="Fit this run of the lake (2-D mixture of prompt/response tokens).")
    ] = None,
    params: Annotated[Path | None, typer.Option(help="PolyTrace parameter file, as published.")] = None,
    task: Annotated[Shape, typer.Option(help="Which model of --params to draw from.")] = Shape.math,
    components: Annotated[int, typer.Option(help="Mixture components when fitting --run.", min=1)] = 4,
    cap: Annotated[int, typer.Option(help="Longest length drawn.", min=1)] = 32_000,
    seed: Annotated[int, typer.Option(help="Random seed: the same seed, the same records.")] = 0,
    format: Annotated[
        WorkloadFormat, typer.Option("--format", help="json (PolyTrace shape), jsonl or parquet records.")
    ] = WorkloadFormat.json,
    lake: LakeOption = DEFAULT_LAKE,
) -> None:
    """Draw synthetic workload records from a fit: of a run in the lake (--run), or of PolyTrace's
    published parameter file (--params, --task math|tool_calling). Lengths rounded, >= 1, <= --cap."""
    from .analysis.generate import generate  # noqa: PLC0415

    if (run is None) == (params is None):
        raise fail("give one source: --run (a fit of the lake) or --params (a PolyTrace parameter file)")
    con = None
    if run is not None:
        con = connect(lake)
        comparison.resolve_runs(con, [run])
    written = generate(
        out_path,
        n=n,
        fmt=format.value,
        cap=cap,
        seed=seed,
        con=con,
        run=run,
        components=components,
        params=params,
        task=task.value,
    )
    out.print(escape(f"wrote {out_path}: {written:,} record(s)"), highlight=False)


export_app = typer.Typer(cls=_Commands, help="Write a run of the lake in another format.", no_args_is_help=True)
app.add_typer(export_app, name="export")


@export_app.command("polytrace")
def export_polytrace_cmd(
    run: Annotated[str, typer.Argument(help="Run name or id.")],
    out_path: Annotated[Path, typer.Option("--out", help="JSON file to write.")],
    lake: LakeOption = DEFAULT_LAKE,
    split: Annotated[str, typer.Option(help="train or val.")] = "train",
    multi_turn: Annotated[
        bool | None,
        typer.Option("--multi-turn/--single-turn", help="Shape (default: multi-turn when the run has turns)."),
    ] = None,
) -> None:
    """A run as a lengths-only PolyTrace workload file: token counts only, no text."""
    from .analysis.export import export_polytrace  # noqa: PLC0415

    done = export_polytrace(connect(lake), run, out_path, split=split, multi_turn=multi_turn)
    out.print(
        escape(
            f"wrote {out_path}: {done['shape']}, {done['steps']} step(s), "
            f"{done['trajectories']:,} trajectories of {done['run_id']}"
        ),
        highlight=False,
    )


export_app.command("messages")(export_messages_cmd)
export_app.command("hf")(export_hf_cmd)
export_app.command("otlp")(export_otlp_cmd)
export_app.command("atif")(export_atif_cmd)
export_app.command("inspect")(export_inspect_cmd)
app.add_typer(find_app)


@app.command("catalog")
def catalog_cmd(
    out_path: Annotated[Path, typer.Option("--out", help="DuckDB file to write.")],
    lake: LakeOption = DEFAULT_LAKE,
) -> None:
    """Write a DuckDB file holding the lake's views, for any DuckDB client or dashboard.

    The views read the lake as it was when the file was written (a Delta snapshot whose files
    `vacuum` keeps for its retention): write it again to see later ingests. They find the files
    through lake_root(); after moving the lake, SET VARIABLE tracelake_lake = '<new place>'.
    The file is written read-only: open it with read_only=True (see docs/architecture.md on what a
    client that opens it could still do)."""
    with replacing(out_path) as tmp:
        con = connect(lake, str(tmp))
        views = con.execute("SELECT count(*) FROM duckdb_views() WHERE NOT internal").fetchall()[0][0]
        con.close()
        tmp.chmod(0o444)  # a dashboard opening it for writing is refused by the OS (unless root)
    out.print(escape(f"wrote {out_path}: {views} views over {lake}"), highlight=False)


@app.command()
def serve(
    targets: Annotated[list[str], typer.Argument(help="Folders or files to watch.")],
    lake: LakeOption = DEFAULT_LAKE,
    every: Annotated[str | None, typer.Option(help="Interval between runs: 90, 30s, 5m, 1h.")] = None,
    cron: Annotated[str | None, typer.Option(help="Cron schedule instead, e.g. '*/5 * * * *'.")] = None,
    timezone: Annotated[
        str | None, typer.Option("--timezone", help="Time zone of --cron, e.g. Europe/Paris (default UTC).")
    ] = None,
    name: Annotated[
        str | None, typer.Option(help="Deployment name (default: one derived from the sources and the lake).")
    ] = None,
    replace: Annotated[
        bool, typer.Option(help="Take over a deployment of that name that serves other sources or another lake.")
    ] = False,
    run: RunOption = None,
    reader: ReaderOption = None,
    split: SplitOption = None,
    step: StepOption = None,
    model: ModelOption = None,
    task: TaskOption = None,
    tokenizer: TokenizerOption = None,
    trust_pickles: TrustPicklesOption = False,
    dask: DaskOption = None,
    ray: RayOption = None,
    compact_every: Annotated[
        str | None,
        typer.Option(help="Also compact the lake on this interval (e.g. 1h), apart from the ingests."),
    ] = None,
) -> None:
    """Ingest on a schedule: register a Prefect deployment of the ingest flow and serve it.

    Each scheduled run reads only new or changed shards, publishes its counts as the artifact
    `tracelake-ingest-<lake>` and ends Failed when a shard failed. With --compact-every, a
    deployment `tracelake-compact/<name>` merges the files the ingests packed, as `tracelake
    compact` does. One run at a time. Needs a Prefect server (PREFECT_API_URL); stops on Ctrl-C."""
    if (every is None) == (cron is None):
        raise fail("give one schedule: --every (e.g. 5m) or --cron")
    period = interval(every) if every is not None else None
    compaction = interval(compact_every, "--compact-every") if compact_every is not None else None
    from . import flows  # noqa: PLC0415 - Prefect only when asked for

    flows.check_schedule(cron, timezone)
    missing = [t for t in targets if "://" not in t and not Path(t).exists()]
    if missing:
        raise fail(f"{', '.join(missing)}: no such file or folder")
    api = flows.prefect_server()

    # Absolute: the scheduled runs are processes of their own, maybe started elsewhere.
    targets = [t if "://" in t else str(Path(t).resolve()) for t in targets]
    lake = lake if "://" in lake else str(Path(lake).resolve())
    name = name or flows.deployment_name(targets, lake)
    if not replace:
        flows.refuse_takeover(name, targets, lake)
    err.print(
        escape(f"serving deployment tracelake-ingest/{name} on {api}: {', '.join(targets)} -> {lake}"), highlight=False
    )
    flows.serve(
        targets,
        lake,
        name=name,
        every=period,
        cron=cron,
        timezone_name=timezone,
        cluster=cluster_of(dask, ray),
        compact_every=compaction,
        run=run,
        format=reader,
        split=split,
        step=step,
        model=model,
        task=task,
        tokenizer=str(Path(tokenizer).resolve()) if tokenizer else None,
        trust_pickles=trust_pickles or None,
    )


app.command("watch")(watch_cmd)
app.command("prompts")(prompts_cmd)
app.command("doctor")(doctor_cmd)


app.command()(compact)
app.command("rm")(rm_cmd)
app.command()(check)
app.command()(vacuum)


# Options of the whole program, taken wherever they stand: `tracelake ingest ... -q` as `tracelake -q ingest ...`.
_GLOBAL_FLAGS = ("-q", "--quiet")
# Options every command has, taken before the command too: `tracelake --lake L runs` as `tracelake runs --lake L`.
_COMMAND_OPTIONS = ("--lake",)


def _arranged(argv: list[str]) -> list[str]:
    """``argv`` as click reads it: the program's flags before the command, the commands' shared
    options after it (where given before it); nothing after ``--`` moves."""
    end = argv.index("--") if "--" in argv else len(argv)
    head, tail = argv[:end], argv[end:]
    flags = [a for a in head if a in _GLOBAL_FLAGS]
    rest = [a for a in head if a not in _GLOBAL_FLAGS]
    before, moved, i = [], [], 0
    while i < len(rest) and rest[i].startswith("-"):  # the options before the command word
        option = rest[i].split("=", 1)[0]
        if option in _COMMAND_OPTIONS:
            taken = 1 if "=" in rest[i] else 2
            moved += rest[i : i + taken]
            i += taken
        else:
            before.append(rest[i])
            i += 1
    return flags + before + rest[i:] + moved + tail


# Commands that use pandas: Streamlit's explorer; Prefect, Dask and Ray may.
_PANDAS_USERS = frozenset({"explore", "serve", "--prefect", "--dask", "--ray"})


class _NoPandas:
    """An import finder for which pandas is not installed."""

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if name == "pandas" or name.startswith("pandas."):
            raise ModuleNotFoundError(f"No module named {name!r} (tracelake's commands do not use it)", name=name)


def _without_pandas(argv: list[str]) -> None:
    """Keep pandas out of a command that has no use for it: pyarrow, the first time it turns
    Python objects into arrays, imports pandas when installed (to check for its types), a
    quarter of a second of every ingest and query. Seen as not installed, it is never loaded."""
    if not _PANDAS_USERS & set(argv) and "pandas" not in sys.modules:
        sys.meta_path.insert(0, _NoPandas())


def _app_for(argv: list[str]) -> typer.Typer:
    """The program with only the command ``argv`` names, where it names one of the top level:
    typer reflects every command's signature before it runs one (0.1 s, a fifth of a `tracelake
    sql`). Anything else (no command, a group's, a misspelt one) gets the whole program."""
    words = [a for a in argv if not a.startswith("-")]
    for info in app.registered_commands:
        name = info.name or (get_command_name(info.callback.__name__) if info.callback else None)
        if words and words[0] == name:
            one = copy.copy(app)
            one.registered_commands, one.registered_groups = [info], []
            return one
    return app


def main() -> None:
    sys.argv[1:] = _arranged(sys.argv[1:])
    _without_pandas(sys.argv[1:])
    if "--help" in sys.argv and "sql" in sys.argv:  # the views' list costs a read of sql/: only when asked
        sql.__doc__ = f"{sql.__doc__}\n\nViews and macros:\n\n{_views_help()}"
    with panics.kept_off_stderr():  # delta-rs's panics: the command's own error says it in one line
        try:
            _app_for(sys.argv[1:])()
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
            if isinstance(done.code, str):
                print(done.code, file=sys.stderr)
        else:
            code = 0
    # Leave without tearing down native thread pools: under load, an exit that joins
    # pyarrow's or DuckDB's pools was seen to abort ("terminate called without an active
    # exception", exit -6) after the command had finished. Prefect, Dask and Ray need their
    # exit handlers (servers, clusters): with them loaded, a normal exit.
    if not {"prefect", "distributed", "ray"} & sys.modules.keys():
        with contextlib.suppress(OSError, ValueError):
            sys.stdout.flush()
            sys.stderr.flush()
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":
    main()
