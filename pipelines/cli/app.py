"""The program: its commands in the order `--help` lists them, every command's user error as
one line, and the options of the whole program."""

from __future__ import annotations

import contextlib
import inspect
import os
import re
import sys
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from ..errors import UserError
from .analyses import doctor_cmd, prompts_cmd
from .common import err, fail, out
from .compare import compare_cmd, report_cmd
from .explore import explore_cmd
from .find import export_atif_cmd, export_hf_cmd, export_inspect_cmd, export_messages_cmd, export_otlp_cmd, find_app
from .ingest import detect, ingest, serve
from .maintenance import check, compact, rm_cmd, vacuum
from .query import catalog_cmd, runs, sql
from .watch import watch_cmd
from .workloads import export_polytrace_cmd, generate_cmd


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
        from .._version import __version__  # noqa: PLC0415

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


# The commands, in the order `--help` lists them.
app.command()(ingest)
app.command()(detect)
app.command()(runs)
app.command()(sql)
app.command("compare")(compare_cmd)
app.command("report")(report_cmd)
app.command("explore")(explore_cmd)
app.command("generate")(generate_cmd)
export_app = typer.Typer(cls=_Commands, help="Write a run of the lake in another format.", no_args_is_help=True)
app.add_typer(export_app, name="export")
export_app.command("polytrace")(export_polytrace_cmd)
export_app.command("messages")(export_messages_cmd)
export_app.command("hf")(export_hf_cmd)
export_app.command("otlp")(export_otlp_cmd)
export_app.command("atif")(export_atif_cmd)
export_app.command("inspect")(export_inspect_cmd)
app.add_typer(find_app)
app.command("catalog")(catalog_cmd)
app.command()(serve)
app.command("watch")(watch_cmd)
app.command("prompts")(prompts_cmd)
app.command("doctor")(doctor_cmd)
app.command()(compact)
app.command("rm")(rm_cmd)
app.command()(check)
app.command()(vacuum)


def _paragraphs_on_one_line(program: typer.Typer) -> None:
    """Each command's docstring with each paragraph on one line: the help's lists wrap them at
    the terminal's width, where a docstring's own line breaks fell mid-sentence."""
    for info in program.registered_commands:
        if info.callback is not None and info.callback.__doc__:
            paragraphs = inspect.cleandoc(info.callback.__doc__).split("\n\n")
            info.callback.__doc__ = "\n\n".join(" ".join(p.split("\n")) for p in paragraphs)
    for group in program.registered_groups:
        if group.typer_instance is not None:
            _paragraphs_on_one_line(group.typer_instance)


_paragraphs_on_one_line(app)
