"""``tracelake explore``: a local web app over the lake (Streamlit; the optional extra
``tracelake[explore]``). :mod:`.queries` holds what it asks the lake, :mod:`.app` the pages."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

from ..errors import UserError

APP = Path(__file__).with_name("app.py")
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def available() -> bool:
    return importlib.util.find_spec("streamlit") is not None and importlib.util.find_spec("altair") is not None


def streamlit_argv(lake: str, host: str, port: int) -> list[str]:
    """The ``streamlit run`` command line: headless (no browser opened, no usage statistics sent,
    no file watcher: the app's code does not change under a user)."""
    return [
        "streamlit", "run", str(APP),
        "--server.address", host, "--server.port", str(port), "--server.headless", "true",
        "--server.fileWatcherType", "none", "--browser.gatherUsageStats", "false",
        "--client.toolbarMode", "viewer", "--theme.base", "light",
    ]  # fmt: skip


def serve(lake: str, host: str, port: int) -> None:
    """Serve the explorer until interrupted (Ctrl-C stops it and returns)."""
    if not available():
        raise UserError("the explorer needs Streamlit: pip install 'tracelake[explore]'")
    from streamlit.web import cli  # noqa: PLC0415 - Streamlit's import costs a second: only here

    os.environ["TRACELAKE_LAKE"] = lake  # what the app reads (as any tracelake command)
    sys.argv = streamlit_argv(lake, host, port)
    cli.main()
