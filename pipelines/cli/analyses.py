"""The analyses of why a run went as it did: ``tracelake prompts`` (which prompts a run learned,
and when: the ``prompt_progress`` view) and what ``compare --paired`` prints."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated, Any

import orjson
import typer

from ..errors import UserError
from ..lake.defaults import DEFAULT_LAKE
from .common import Format, LakeOption, OutputFormat, connect, err, escape, out, print_result, rounded

if TYPE_CHECKING:
    from ..analysis.paired import Paired, PairedComparison

STATUSES = ("learned", "regressed", "never", "always")
PROMPT_SHOWN = 70  # characters of a prompt's end in the table (json gives it whole)


def prompts_cmd(
    run: Annotated[str, typer.Argument(help="A run name or id (see `tracelake runs`).")],
    lake: LakeOption = DEFAULT_LAKE,
    split: Annotated[str, typer.Option(help="train or val.")] = "train",
    status: Annotated[str | None, typer.Option(help=f"Only prompts of this status: {', '.join(STATUSES)}.")] = None,
    limit: Annotated[int, typer.Option(help="Prompts listed (the counts are of all).", min=0)] = 20,
    format: Format = OutputFormat.table,
) -> None:
    """Which prompts a run learned, and when: each prompt's status over the steps that saw it
    (learned, regressed, never, always: a step solves a prompt when at least half of its judged
    samples succeed), its first and last solved step, and the counts by status."""
    from ..analysis.compare import resolve_runs  # noqa: PLC0415 - only this command

    if status is not None and status not in STATUSES:
        raise UserError(f"--status {status!r}: one of {', '.join(STATUSES)}")
    con = connect(lake)
    [run_id] = resolve_runs(con, [run])
    columns = ["prompt_key", "task", "status", "steps_seen", "first_step", "last_step", "first_solved_step",
               "last_solved_step", "steps_solved", "samples", "prompt"]  # fmt: skip
    rows = con.execute(
        f"SELECT {', '.join(columns)} FROM prompt_progress_of([$run]) WHERE split = $split "
        "AND ($status IS NULL OR status = $status) ORDER BY status NULLS LAST, first_solved_step NULLS LAST, prompt_key",
        {"run": run_id, "split": split, "status": status},
    ).fetchall()
    counted = dict(
        con.execute(
            "SELECT coalesce(status, 'unknown'), count(*) FROM prompt_progress_of([$run]) WHERE split = $split GROUP BY 1",
            {"run": run_id, "split": split},
        ).fetchall()
    )
    if not counted:
        raise UserError(f"{run} has no {split} trajectories with a prompt (try --split val)")
    if format is OutputFormat.json:
        listed = [dict(zip(columns, row)) for row in rows[:limit]]
        sys.stdout.write(
            orjson.dumps({"counts": counted, "prompts": listed}, option=orjson.OPT_INDENT_2).decode() + "\n"
        )
        return
    if format is OutputFormat.table:
        said = ", ".join(
            f"{counted.get(s, 0):,} {s}" for s in (*STATUSES, "unknown") if counted.get(s) or s != "unknown"
        )
        out.print(escape(f"{sum(counted.values()):,} prompts in {run} ({split}): {said}"), highlight=False)
        if counted.get("unknown"):
            err.print(
                "its rewards say no success for some prompts (graded rewards): their status is unknown", highlight=False
            )
    shown = [(*row[:-1], _cut(row[-1])) for row in rows[:limit]]
    print_result(columns, shown, format)
    if format is OutputFormat.table and len(rows) > limit:
        out.print(f"... {len(rows) - limit:,} more (--limit)", highlight=False)


def _cut(text: str | None) -> str | None:
    """A prompt's end: its question comes after a system prompt every prompt of a run shares."""
    if text is None:
        return None
    flat = " ".join(text.split())
    return flat if len(flat) <= PROMPT_SHOWN else "…" + flat[-(PROMPT_SHOWN - 1) :]


def print_paired(result: PairedComparison, fmt: OutputFormat) -> None:
    """What `compare A B --paired` prints: the overall figures, then those of each task."""
    if fmt is OutputFormat.json:
        sys.stdout.write(orjson.dumps(result.asdict(), option=orjson.OPT_INDENT_2).decode() + "\n")
        return
    overall = result.overall
    if fmt is OutputFormat.table:
        what = "success rate" if overall.measure == "success_rate" else "mean reward"
        out.print(
            escape(
                f"{overall.shared_prompts:,} prompts both answered ({result.split}; {result.run_a}: "
                f"{result.prompts_a:,} prompts, {result.run_b}: {result.prompts_b:,}); per prompt, the {what} of "
                f"{result.run_b} minus {result.run_a}:"
            ),
            highlight=False,
        )
    columns = ["task", "prompts", "mean_a", "mean_b", "mean_difference", "ci_low", "ci_high", "p_value", "test"]
    print_result(columns, [_row(p) for p in (overall, *result.by_task)], fmt)
    for paired in (overall, *result.by_task):
        if paired.note and fmt is OutputFormat.table:
            out.print(escape(f"{paired.task or 'all prompts'}: {paired.note}"), highlight=False)


def _row(paired: Paired) -> tuple[Any, ...]:
    return (paired.task or "(all)", paired.shared_prompts, *(rounded(v) for v in (paired.mean_a, paired.mean_b,
            paired.mean_difference, paired.ci_low, paired.ci_high, paired.p_value)), paired.test)  # fmt: skip


def doctor_cmd(
    run: Annotated[str, typer.Argument(help="A run name or id (see `tracelake runs`).")],
    lake: LakeOption = DEFAULT_LAKE,
    split: Annotated[str, typer.Option(help="train or val.")] = "train",
    strict: Annotated[
        bool, typer.Option(help="Exit 1 when a check flags the run (for a scheduled job's alert).")
    ] = False,
    format: Format = OutputFormat.table,
) -> None:
    """Checks of a run's health, each with its evidence (the steps and the figures) and a command
    that shows examples: length growth, truncation, zero-advantage groups, entropy collapse, KL
    spikes, one reward component dominating, trainer/rollout mismatch, repetition, answers the
    grader cannot read. Thresholds and their sources: docs/analysis.md. A check without the data
    it needs says n/a. Exit 0, or with --strict 1 when any check flags."""
    from ..analysis.doctor import diagnose  # noqa: PLC0415 - only this command

    diagnosis = diagnose(connect(lake), run, split=split)
    if format is OutputFormat.json:
        sys.stdout.write(orjson.dumps(diagnosis.asdict(), option=orjson.OPT_INDENT_2).decode() + "\n")
    elif format is OutputFormat.csv:
        print_result(["check", "verdict", "evidence", "steps", "examples"],
                     [(f.check, f.verdict, f.summary, " ".join(map(str, f.steps)), f.examples) for f in diagnosis.findings],
                     format)  # fmt: skip
    else:  # the evidence whole: a sentence with its figures is what a table cell would cut
        flagged = len(diagnosis.flagged)
        said = f"{flagged} of {len(diagnosis.findings)} checks flag it" if flagged else "no check flags it"
        out.print(escape(f"{diagnosis.run} ({split}): {said}"), highlight=False)
        for found in diagnosis.findings:
            out.print(escape(f"{found.verdict.upper():4} {found.check}: {found.summary}"), highlight=False)
            if found.examples:
                out.print(escape(f"     examples: {found.examples}"), highlight=False)
    if strict and diagnosis.flagged:
        raise typer.Exit(1)
