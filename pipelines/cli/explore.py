"""`tracelake explore`: the explorer, served on loopback unless told otherwise."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from ..errors import UserError
from ..lake.defaults import DEFAULT_LAKE
from ..lake.location import Location
from .common import LakeOption, err, escape, out


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
    from .. import explore  # noqa: PLC0415 - Streamlit loads only for this command

    located = Location(lake)  # not the catalog: its delta-rs and pyarrow would load before Streamlit starts
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
