"""What `tracelake` does around a command, each to keep its start-up short or its ending quiet:

- options of the whole program or of every command are taken wherever they stand (:func:`_arranged`);
- pandas is kept out of commands that never use it (:func:`_without_pandas`);
- only the command asked for is built (:func:`_app_for`);
- the views' list joins `sql --help` only when asked for;
- delta-rs's panics are kept off stderr (:func:`pipelines.panics.kept_off_stderr`): the command's
  own error says it in one line;
- the process leaves without joining native thread pools (see :func:`main`).
"""

from __future__ import annotations

import contextlib
import copy
import os
import sys

import typer
from typer.main import get_command_name

from .. import panics
from .app import app
from .query import sql, views_help

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
        sql.__doc__ = f"{sql.__doc__}\n\nViews and macros:\n\n{views_help()}"
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
