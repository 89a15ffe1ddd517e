"""The docs' shown commands and their outputs come from a real run, never from memory.

Every fenced block in README.md and the docs pages (:data:`PAGES`, read in that order, as one
story) whose first line starts with ``$ `` is an example: commands (``$ ...``, continued on the
next lines while a quote is open) each followed by what it printed. This module runs them all,
in order, in one fresh folder that holds only
what the commands make (``python -m pipelines.samples data/samples`` comes first) and the
repository's ``sql/`` (for ``- < sql/examples/...``), with ``tracelake`` on PATH; paths are
shown relative to that folder, progress bars left out. ``tests/test_readme.py`` checks that
every page shows exactly that (wall-clock times and file sizes aside), as sqlite-utils checks
its docs with cog.

    python -m tests.readme_examples      rewrite the pages' example outputs from a real run
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
# The pages with examples, in the order their commands run (a later page uses what an earlier made).
PAGES = [README, ROOT / "docs" / "worked-example.md", ROOT / "docs" / "analysis.md", ROOT / "docs" / "polytrace.md"]
EXAMPLE = re.compile(r"^```(?:text|sh|console)?\n(\$ .*?)^```$", re.M | re.S)
# What differs between two honest runs: when they ran and how big a report came out.
VOLATILE = [
    (re.compile(r"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[+-]\d{2}(?::?\d{2})?|Z)?"), "<time>"),
    (re.compile(r"\(\d+ KB\)"), "(<size>)"),
]


def commands_of(block: str) -> list[str]:
    """The commands of one example block, each with its continuation lines."""
    commands: list[str] = []
    current: list[str] | None = None
    for line in block.splitlines():
        if current is not None and sum(part.count('"') for part in current) % 2:
            current.append(line)  # inside a quoted argument that goes on
            continue
        if line.startswith("$ "):
            current = [line[2:]]
            commands.append(current)  # type: ignore[arg-type]
    return ["\n".join(c) for c in commands]


def _sandbox(folder: Path) -> dict[str, str]:
    (folder / "bin").mkdir()
    shim = folder / "bin" / "tracelake"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m pipelines "$@"\n')
    shim.chmod(0o755)
    (folder / "sql").symlink_to(ROOT / "sql")
    env = {k: v for k, v in os.environ.items() if not k.startswith("TRACELAKE_")}
    env.update(
        PATH=f"{folder / 'bin'}{os.pathsep}{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}",
        PYTHONUNBUFFERED="1",
        PYTHONPATH=str(ROOT),
        COLUMNS="200",
        NO_COLOR="1",
    )
    return env


def run(command: str, folder: Path, env: dict[str, str]) -> str:
    """What ``command`` prints in ``folder`` (stdout and stderr as a terminal shows them)."""
    done = subprocess.run(
        ["bash", "-c", command],
        cwd=folder,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=600,
    )
    lines = [line.rstrip() for line in done.stdout.replace(f"{folder}/", "").splitlines() if "━" not in line]
    return "\n".join(lines).strip("\n")


def render_pages(folder: Path) -> dict[Path, str]:
    """Every page of :data:`PAGES` with its examples' outputs made afresh, all in ``folder``."""
    env = _sandbox(folder)
    return {page: render(page.read_text(encoding="utf-8"), folder, env) for page in PAGES}


def render(text: str, folder: Path, env: dict[str, str]) -> str:
    """``text`` (a page) with every example's outputs made afresh in ``folder``."""

    def block(match: re.Match) -> str:
        parts = []
        for command in commands_of(match.group(1)):
            output = run(command, folder, env)
            parts.append(f"$ {command}\n{output}".rstrip("\n"))
        return "```text\n" + "\n\n".join(parts) + "\n```"

    return EXAMPLE.sub(block, text)


def masked(text: str) -> str:
    for pattern, placeholder in VOLATILE:
        text = pattern.sub(placeholder, text)
    return text


if __name__ == "__main__":
    with tempfile.TemporaryDirectory(prefix="tracelake-readme-") as tmp:
        for page, text in render_pages(Path(tmp)).items():
            page.write_text(text, encoding="utf-8")
            print(f"rewrote the examples of {page.relative_to(ROOT)}")
