"""``tracelake search``, ``patterns``, ``label`` and ``export messages``: finding out, from a
terminal, what the explorer's Search, Patterns and Labels pages show. Each asks the explorer's
own queries (:mod:`pipelines.explore.queries`); the search options are declared once
(:func:`search_options`) and every command that selects trajectories takes them."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import orjson
import typer

from ..errors import UserError
from ..lake.defaults import DEFAULT_LAKE
from .common import Format, LakeOption, OutputFormat, connect, err, escape, out, print_result

if TYPE_CHECKING:
    import duckdb

    from ..explore.queries.search import Search

find_app = typer.Typer(add_completion=False)
label_app = typer.Typer(
    help="Mark trajectories with a tag and a note, take a tag off, list them.", no_args_is_help=True
)
find_app.add_typer(label_app, name="label")


def _option(flag: str, kind: Any, text: str, default: Any = None) -> inspect.Parameter:
    name = flag.removeprefix("--").replace("-", "_")
    return inspect.Parameter(
        name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=Annotated[kind, typer.Option(flag, help=text)]
    )


# Declared once: every command that selects trajectories takes these (search, label, export).
SEARCH_OPTIONS = [
    _option("--text", str | None, "Text in a prompt, a response, a tool call or a tool's output (literal, any case)."),
    _option("--run", list[str] | None, "Only this run (name or id); repeat for more."),
    _option("--split", str | None, "train or val."),
    _option("--from-step", int | None, "Steps from this one."),
    _option("--to-step", int | None, "Steps up to this one."),
    _option("--min-reward", float | None, "Reward at least."),
    _option("--max-reward", float | None, "Reward at most."),
    _option("--min-length", int | None, "Response length at least (tokens where counted, else characters)."),
    _option("--max-length", int | None, "Response length at most."),
    _option("--tool", str | None, "A turn calls or answers this tool."),
    _option("--status", str | None, "The trajectory's status (as `tracelake sql` shows it)."),
    _option("--errors", bool, "Only trajectories where a tool call failed or the status is an error's.", False),
    _option("--label", str | None, "Labelled with this tag."),
    _option("--pattern", str | None, "Shows this failure pattern (see `tracelake patterns`)."),
]


def search_options(command: Callable[..., None]) -> Callable[..., None]:
    """The command with :data:`SEARCH_OPTIONS` added to its own, handed to it as ``found``: a
    function of a connection that gives the :class:`Search` (run names resolved to ids there)."""
    # evaluated here: a signature given as __signature__ is taken as it is, string annotations too
    own = [p for p in inspect.signature(command, eval_str=True).parameters.values() if p.name != "found"]

    @functools.wraps(command)
    def wrapped(**options: Any) -> None:
        chosen = {p.name: options.pop(p.name) for p in SEARCH_OPTIONS}
        command(found=functools.partial(_search, chosen), **options)

    wrapped.__signature__ = inspect.Signature([*own, *SEARCH_OPTIONS])  # type: ignore[attr-defined]
    wrapped.__annotations__ = {p.name: p.annotation for p in [*own, *SEARCH_OPTIONS]}
    return wrapped


def _search(chosen: dict[str, Any], con: duckdb.DuckDBPyConnection) -> Search:
    from ..analysis.compare import resolve_runs  # noqa: PLC0415 - loaded by the commands that search
    from ..explore.queries.search import Search  # noqa: PLC0415

    runs = resolve_runs(con, chosen["run"]) if chosen["run"] else []
    return Search(
        text=chosen["text"] or "", runs=tuple(runs), split=chosen["split"], first_step=chosen["from_step"],
        last_step=chosen["to_step"], min_reward=chosen["min_reward"], max_reward=chosen["max_reward"],
        min_length=chosen["min_length"], max_length=chosen["max_length"], tool=chosen["tool"],
        status=chosen["status"], has_error=chosen["errors"], label=chosen["label"], pattern=chosen["pattern"],
    )  # fmt: skip


Found = Callable[["duckdb.DuckDBPyConnection"], "Search"]


@find_app.command("search")
@search_options
def search_cmd(
    phrase: Annotated[str | None, typer.Argument(metavar="[TEXT]", help="Text to find (the same as --text).")] = None,
    lake: LakeOption = DEFAULT_LAKE,
    limit: Annotated[int, typer.Option(help="Matches to list (the counts are of all).", min=0)] = 20,
    format: Format = OutputFormat.table,
    *,
    found: Found,
) -> None:
    """Find trajectories in every run: text anywhere in them (prompts, responses, tool calls,
    tool outputs) and filters; counts per run and per step, then the first matches, each where
    the text was found (its turn) with the text around it."""
    from ..explore.queries import search as qs  # noqa: PLC0415

    con = connect(lake)
    search = found(con)
    if phrase:
        if search.text and search.text != phrase.strip():
            raise UserError("give the text once: as the argument or as --text")
        search = dataclasses.replace(search, text=phrase.strip())
    tally = qs.counts(con, search)
    listed = qs.matches(con, search, limit=limit, tally=tally)
    if format is OutputFormat.json:
        document = {"total": tally.total, "per_run": tally.per_run.to_pylist(), "per_step": tally.per_step.to_pylist(),
                    "matches": listed.to_pylist()}  # fmt: skip
        sys.stdout.write(orjson.dumps(document, default=str, option=orjson.OPT_INDENT_2).decode() + "\n")
        return
    if format is OutputFormat.csv:  # the matches alone, one per line
        print_result(listed.column_names, [tuple(r.values()) for r in listed.to_pylist()], format)
        return
    runs = tally.per_run.to_pylist()
    out.print(f"{tally.total:,} trajectories found in {len(runs)} run(s)", highlight=False)
    if runs:
        print_result(["run_name", "matches", "of", "steps"],
                     [(r["run_name"], r["matches"], r["searched"], _steps_of(tally.per_step, r["run_id"])) for r in runs],
                     format)  # fmt: skip
    if listed.num_rows:
        out.print(f"\nthe first {listed.num_rows:,}:", highlight=False)
        rows = [(r["run_name"], r["step"], r["reward"], _where(r), r["snippet"].replace("\n", " "), ", ".join(r["labels"]),
                 r["trajectory_id"]) for r in listed.to_pylist()]  # fmt: skip
        print_result(["run_name", "step", "reward", "found in", "text", "labels", "trajectory_id"], rows, format)


def _steps_of(per_step: Any, run_id: str) -> str:
    """A run's steps with matches, as ranges: ``1-4, 9, 21-30``."""
    steps = [r["step"] for r in per_step.to_pylist() if r["run_id"] == run_id]
    ranges: list[list[int]] = []
    for step in steps:
        if ranges and step == ranges[-1][1] + 1:
            ranges[-1][1] = step
        else:
            ranges.append([step, step])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in ranges)


def _where(match: dict[str, Any]) -> str:
    if match["found_in"] == "turn":
        tool = f" {match['turn_tool']}" if match["turn_tool"] else ""
        return f"turn {match['turn']} ({match['turn_role']}{tool})"
    return match["found_in"] or ""


@find_app.command("patterns")
def patterns_cmd(
    run: Annotated[
        list[str] | None, typer.Option(help="Only this run (name or id); repeat for more. Default: every run.")
    ] = None,
    lake: LakeOption = DEFAULT_LAKE,
    split: Annotated[str | None, typer.Option(help="train or val (default: both).")] = None,
    from_step: Annotated[int | None, typer.Option(help="Steps from this one.")] = None,
    to_step: Annotated[int | None, typer.Option(help="Steps up to this one.")] = None,
    by_detail: Annotated[bool, typer.Option(help="One row per pattern and detail (its tool and error text).")] = True,
    clusters: Annotated[
        bool, typer.Option(help="Also each run's similar failing answers, clustered without a model (MinHash).")
    ] = False,
    format: Format = OutputFormat.table,
) -> None:
    """Failure patterns: the trajectories grouped by what they have in common (a failed tool
    call and its error, the status, a length cap, a repeated call, an empty answer, a wrong but
    well-formed answer, an answer lacking the format its grader reads), how many and what share, and how that changed over steps."""
    from ..analysis.compare import resolve_runs  # noqa: PLC0415
    from ..explore.queries import patterns as qp  # noqa: PLC0415

    con = connect(lake)
    runs = resolve_runs(con, run) if run else [r for (r,) in con.execute("SELECT run_id FROM runs").fetchall()]
    found = qp.pattern_rows(con, runs).within(split, from_step, to_step)
    rows = [(p.pattern, p.detail, p.trajectories, round(p.share, 4), p.steps, p.first_step, p.last_step, p.trend)
            for p in qp.summary(found, by_detail=by_detail)]  # fmt: skip
    columns = ["pattern", "detail", "trajectories", "share", "steps", "first_step", "last_step", "trend"]
    alike = _clusters(con, runs, split, format) if clusters else None
    if format is OutputFormat.json and alike is not None:  # one document: the patterns and the clusters
        patterns = [dict(zip(columns, row)) for row in rows]
        sys.stdout.write(
            orjson.dumps({"patterns": patterns, "clusters": alike[1]}, option=orjson.OPT_INDENT_2).decode() + "\n"
        )
        return
    if not rows and format is OutputFormat.table:
        err.print("no failure pattern in the trajectories looked at", highlight=False)
    else:  # as JSON or CSV, none found is an empty list or a header: output a program can read
        print_result(columns, rows, format)
    if alike is not None and alike[1]:
        if format is OutputFormat.table:
            out.print(
                f"\nsimilar failing answers ({split or 'every split'}; clustered without a model):", highlight=False
            )
        print_result(alike[0], [tuple(c.values()) for c in alike[1]], format)


def _clusters(
    con: duckdb.DuckDBPyConnection, runs: list[str], split: str | None, format: OutputFormat
) -> tuple[list[str], list[dict[str, Any]]]:
    """Each run's clusters of similar failing answers (pipelines/analysis/failure_clusters.py):
    their columns and rows."""
    from ..analysis.failure_clusters import MIN_SIZE, failure_clusters  # noqa: PLC0415 - numpy, only when asked

    names = dict(con.execute("SELECT run_id, run_name FROM run_names").fetchall())
    columns = ["run", "answers", "share", "first_step", "last_step", "example", "trajectory_ids"]
    rows = []
    for run in runs:
        looked_at, found = failure_clusters(con, run, split)
        rows += [dict(zip(columns, (names.get(run, run), c.size, round(c.share, 4), c.first_step, c.last_step,
                                    c.example, " ".join(c.trajectory_ids)))) for c in found]  # fmt: skip
        if format is OutputFormat.table and looked_at and not found:
            out.print(
                f"{names.get(run, run)}: no {MIN_SIZE} of its {looked_at:,} failing answers alike", highlight=False
            )
    return columns, rows


def _labelled(
    lake: str, run: str | None, ids: list[str], found: Found, tag: str, action: str, **fields: str | None
) -> tuple[int, int, str]:
    """Add or take off ``tag`` (``action``) on the trajectories a label command means: ``ids`` of
    ``run``, or what the search finds; (trajectories chosen, trajectories changed, the tag as kept)."""
    from ..analysis.compare import resolve_runs  # noqa: PLC0415
    from ..explore.queries import labels as ql  # noqa: PLC0415
    from ..explore.queries import search as qs  # noqa: PLC0415
    from ..lake import catalog  # noqa: PLC0415
    from ..lake import labels as lake_labels  # noqa: PLC0415
    from ..lake.lake import Lake  # noqa: PLC0415

    con = connect(lake)
    if ids:
        if run is None:
            raise UserError("trajectory ids need their run: --in-run NAME")
        (run_id,) = resolve_runs(con, [run])
        chosen = ql.targets(con, run_id, ids)
    else:
        search = found(con)
        if not search.narrows:
            raise UserError(
                "say which trajectories: their ids with --in-run, or a search (--text, --pattern, --errors...)"
            )
        chosen = ql.targets_of(qs.matching_ids(con, search))
    changed = lake_labels.write(Lake(lake), chosen, tag, action=lake_labels.Action(action), **fields)
    if changed:
        catalog.renew_kept(Lake(lake))
    return len(chosen), changed, lake_labels.checked_tag(tag)


InRunOption = Annotated[str | None, typer.Option("--in-run", help="The run the trajectory ids are of (name or id).")]
IdsArgument = Annotated[
    list[str] | None, typer.Argument(help="Trajectory ids (or none: what the search options find).")
]


@label_app.command("add")
@search_options
def label_add(
    tag: Annotated[str, typer.Argument(help="The label, e.g. 'reward hacking'.")],
    trajectory_ids: IdsArgument = None,
    in_run: InRunOption = None,
    note: Annotated[str | None, typer.Option(help="What you noticed.")] = None,
    author: Annotated[str | None, typer.Option(help="Who labels (default: $TRACELAKE_USER, else your login).")] = None,
    lake: LakeOption = DEFAULT_LAKE,
    *,
    found: Found,
) -> None:
    """Label trajectories (by id, or every one a search finds), in one commit: all of them or,
    if anything fails, none. A trajectory that has the label already (with this note) is left
    as it is, so running it again changes nothing."""
    chosen, changed, kept = _labelled(lake, in_run, trajectory_ids or [], found, tag, "add", note=note, author=author)
    out.print(
        escape(f"labelled {changed:,} trajectories {kept!r} ({chosen - changed:,} had it already)"), highlight=False
    )


@label_app.command("rm")
@search_options
def label_rm(
    tag: Annotated[str, typer.Argument(help="The label to take off.")],
    trajectory_ids: IdsArgument = None,
    in_run: InRunOption = None,
    author: Annotated[
        str | None, typer.Option(help="Who takes it off (default: $TRACELAKE_USER, else your login).")
    ] = None,
    lake: LakeOption = DEFAULT_LAKE,
    *,
    found: Found,
) -> None:
    """Take a label off trajectories (by id, or every one a search finds), in one commit. The
    history keeps who added and who took off what (`label_history` in `tracelake sql`)."""
    _, changed, kept = _labelled(lake, in_run, trajectory_ids or [], found, tag, "remove", author=author)
    out.print(escape(f"took {kept!r} off {changed:,} trajectories"), highlight=False)


@label_app.command("list")
def label_list(
    tag: Annotated[str | None, typer.Option(help="Only this tag.")] = None,
    run: Annotated[list[str] | None, typer.Option(help="Only this run (name or id); repeat for more.")] = None,
    lake: LakeOption = DEFAULT_LAKE,
    format: Format = OutputFormat.table,
) -> None:
    """The labels in force, latest first, with each trajectory's reward and length now (or
    in_lake false: its run was removed or read again under new ids)."""
    from ..analysis.compare import resolve_runs  # noqa: PLC0415
    from ..explore.queries import labels as ql  # noqa: PLC0415

    con = connect(lake)
    table = ql.listing(con, tag=tag, runs=resolve_runs(con, run) if run else None)
    if format is OutputFormat.table and table.num_rows == 0:
        err.print("no labels" + (f" {tag!r}" if tag else ""), highlight=False)
        return
    print_result(table.column_names, [tuple(r.values()) for r in table.to_pylist()], format)


@search_options
def export_messages_cmd(
    out_path: Annotated[Path, typer.Option("--out", help="File to write: .jsonl or .parquet.")],
    lake: LakeOption = DEFAULT_LAKE,
    unanswered: Annotated[
        bool, typer.Option("--unanswered", help="Keep trajectories with no assistant message too.")
    ] = False,
    *,
    found: Found,
) -> None:
    """What a search finds (labels, patterns, text and every filter), as chat messages in
    OpenAI's layout for SFT and evaluation scripts (TRL, verl, any OpenAI-compatible trainer):
    one record per trajectory, its turns in order (tool calls structured, reasoning apart), with
    its run, step, reward and tags. Counted against the lake."""
    from ..analysis.messages import export_messages  # noqa: PLC0415

    con = connect(lake)
    done = export_messages(con, found(con), out_path, unanswered=unanswered)
    out.print(escape(f"wrote {out_path}: {done.summary}"), highlight=False)


@search_options
def export_hf_cmd(
    folder: Annotated[Path, typer.Option("--out", help="Folder to write the dataset into.")],
    lake: LakeOption = DEFAULT_LAKE,
    license: Annotated[str, typer.Option(help="The dataset card's licence (a Hub licence id).")] = "other",
    name: Annotated[str | None, typer.Option(help="The dataset's name on its card (default: the folder's).")] = None,
    unanswered: Annotated[
        bool, typer.Option("--unanswered", help="Keep trajectories with no assistant message too.")
    ] = False,
    push_to: Annotated[
        str | None, typer.Option("--push", help="Upload it to this Hub dataset (org/name; the hub extra).")
    ] = None,
    *,
    found: Found,
) -> None:
    """What a search finds, as a Hugging Face dataset folder: the chat messages of `export
    messages` in Parquet shards per split, and a dataset card (configs, features, licence, the
    runs it came from), loaded by `datasets.load_dataset(FOLDER)`; `--push` uploads it."""
    from ..analysis import exports, hf_dataset  # noqa: PLC0415

    con = connect(lake)
    done = hf_dataset.export_hf(con, found(con), folder, name=name, license=license, unanswered=unanswered)
    out.print(escape(f"wrote {folder}: {exports.hf_summary(done)}"), highlight=False)
    if push_to:
        out.print(escape(f"pushed to {hf_dataset.push(folder, push_to)}"), highlight=False)


def _export(kind: str, lake: str, found: Found, folder: Path) -> None:
    from ..analysis.exports import KINDS  # noqa: PLC0415

    con = connect(lake)
    out.print(escape(f"wrote {folder}: {KINDS[kind].write(con, found(con), folder)}"), highlight=False)


@search_options
def export_otlp_cmd(
    folder: Annotated[Path, typer.Option("--out", help="Folder to write a file a run into.")],
    lake: LakeOption = DEFAULT_LAKE,
    *,
    found: Found,
) -> None:
    """What a search finds, as OpenTelemetry GenAI spans in OTLP/JSON (a file a run, one request
    a line, as the collector's file exporter writes): a trace a trajectory, `invoke_agent`,
    `chat` and `execute_tool` spans with `gen_ai.*` attributes, rewards as evaluation events.
    Any OTLP viewer opens it; `tracelake ingest` reads it back."""
    _export("otlp", lake, found, folder)


@search_options
def export_atif_cmd(
    folder: Annotated[Path, typer.Option("--out", help="Folder to write a folder a run into.")],
    lake: LakeOption = DEFAULT_LAKE,
    *,
    found: Found,
) -> None:
    """What a search finds, as ATIF trajectories (Harbor's Agent Trajectory Interchange Format,
    v1.7): a `<trajectory id>.json` a trajectory, a folder a run; steps with their tool calls
    and observations, the rewards kept in `extra.tracelake`. `tracelake ingest` reads them back."""
    _export("atif", lake, found, folder)


@search_options
def export_inspect_cmd(
    folder: Annotated[Path, typer.Option("--out", help="Folder to write an .eval a run into.")],
    lake: LakeOption = DEFAULT_LAKE,
    *,
    found: Found,
) -> None:
    """What a search finds, as Inspect evaluation logs (an `.eval` a run: a sample a trajectory,
    its messages with tool calls and reasoning, its rewards as scores), what `inspect view` and
    Docent open. `tracelake ingest` reads them back (the `inspect_ai` format)."""
    _export("inspect", lake, found, folder)
