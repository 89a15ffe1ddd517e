"""``tracelake explore``: a local web app over the lake (Streamlit; the optional extra
``tracelake[explore]``). :mod:`.queries` holds what it asks the lake, :mod:`.app` the pages."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import socket
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..errors import UserError

APP = Path(__file__).with_name("app.py")
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def available() -> bool:
    return importlib.util.find_spec("streamlit") is not None


WILDCARD = ("0.0.0.0", "::", "")


def expected_hosts(host: str, allowed: Sequence[str] = ()) -> list[str]:
    """The Host names the explorer answers to: loopback, the address it is bound to, and the
    names the user allows; on every interface, this machine's names and addresses too. A page
    on another name that resolves to this machine (DNS rebinding: ``evil.example`` pointed at
    127.0.0.1) would otherwise read the lake and write labels from the user's own browser."""
    names = [*LOOPBACK, *allowed]
    if host in WILDCARD:
        machine = socket.gethostname()
        names += [machine, socket.getfqdn()]
        with contextlib.suppress(OSError):
            names += [str(info[4][0]) for info in socket.getaddrinfo(machine, None)]
    else:
        names.append(host)
    return list(dict.fromkeys(name.strip("[]").lower() for name in names if name))


def streamlit_argv(lake: str, host: str, port: int, allowed: Sequence[str] = ()) -> list[str]:
    """The ``streamlit run`` command line: headless (no browser opened, no usage statistics sent,
    no file watcher: the app's code does not change under a user), answering only the
    :func:`expected_hosts` (Streamlit checks the Host of the WebSocket that carries every page).
    No full garbage collection after every run of a page: with the app's modules loaded it took
    0.1 s, holding the server's loop back from sending the page's end (Python's own collections
    still run; bench/explore_app.py measures the memory)."""
    hosts = [arg for name in expected_hosts(host, allowed) for arg in ("--server.allowedHosts", name)]
    return [
        "streamlit", "run", str(APP),
        "--server.address", host, "--server.port", str(port), "--server.headless", "true",
        "--server.fileWatcherType", "none", "--browser.gatherUsageStats", "false",
        "--client.toolbarMode", "viewer", "--theme.base", "light", "--runner.postScriptGC", "false", *hosts,
    ]  # fmt: skip


def serve(lake: str, host: str, port: int, allowed: Sequence[str] = ()) -> None:
    """Serve the explorer until interrupted (Ctrl-C stops it and returns)."""
    if not available():
        raise UserError("the explorer needs Streamlit: pip install 'tracelake[explore]'")
    from streamlit.web import cli  # noqa: PLC0415 - Streamlit loads only for this command

    os.environ["TRACELAKE_LAKE"] = lake  # what the app reads (as any tracelake command)
    sys.argv = streamlit_argv(lake, host, port, allowed)
    skip_component_scan()
    threading.Thread(target=_ready, args=(lake,), name="tracelake-ready", daemon=True).start()
    cli.main()


def skip_component_scan() -> None:
    """Streamlit's runtime, as it is made, reads the metadata of every installed package for
    components of its own kind (v2, `pyproject.toml` manifests): 0.4 s of the explorer's start
    on a machine of 227 packages, before the server listens. The explorer draws no such
    component: one a package installs beside it is not registered (nothing of the explorer's
    asks for it). For the process: the tests' harness keeps it so, as the server does."""
    with contextlib.suppress(ImportError, AttributeError):  # a Streamlit without that scan
        from streamlit.components.v2 import manifest_scanner  # noqa: PLC0415

        manifest_scanner.scan_component_manifests = _none_found


def _none_found(max_workers: int | None = None) -> list[Any]:
    return []


def _ready(lake: str) -> None:
    """While the browser loads the page, what its first run needs: the app's modules, the lake's
    snapshot (the process's one connection), its labels and the Runs page's table, remembered as
    the page asks it (the page waits for it rather than asking again). Begun once the server
    listens: beside its start, the imports held the server back (listening at 1.2 s, not 0.8), and
    with it the browser. At 5.12M trajectories (bench/explore_app.py) the first page came 5.0 s
    after the start without it."""
    import time  # noqa: PLC0415

    from streamlit.runtime import Runtime, RuntimeState  # noqa: PLC0415 - Streamlit loads only for the explorer

    # remembered answers live in the runtime's caches; it leaves INITIAL as the server starts
    while not Runtime.exists() or Runtime.instance().state == RuntimeState.INITIAL:
        time.sleep(0.01)
    from . import widgets  # noqa: PLC0415
    from .queries import browse  # noqa: PLC0415

    with contextlib.suppress(Exception):  # the first page says what is wrong with the lake
        widgets.fresh_labels()
        widgets.remembered(browse.runs_kept, lake, None)
