"""Answers about a run kept across processes, so a run nothing has changed is not read again:
the explorer's Runs page asks each run's last reward, success and response tokens, a read of
every trajectory and reward of the run (0.4 s at 5.12M trajectories, 0.9 s beside a browser
loading the page, the most of its start), and a lake between two starts of the explorer
changes in a few runs at most (an ingest, `tracelake watch`).

A run's rows in the views are those of its live attempts (``live_commits``): the same attempts,
the same rows, whatever was compacted or vacuumed since. So an answer is kept with the run's
live attempts and the version of the code that read it (:func:`catalog_cache.code_key`), and
taken again only while both are the same. Kept in one JSON file a lake (its runs' answers are a
few hundred bytes each) beside the catalogs; written aside, then renamed, so a reader sees a
whole file; two processes writing at once keep the last one's answers (the other's are read
again later). A cache folder that cannot be written reads every answer, as without it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import duckdb

from . import catalog_cache

Answer = dict[str, Any]
Read = Callable[[duckdb.DuckDBPyConnection, list[str]], list[Answer]]


def answers(con: duckdb.DuckDBPyConnection, lake: str, question: str, run_ids: list[str], read: Read) -> list[Answer]:
    """``read(con, runs)``'s answers (one a run, each naming its ``run_id``) for ``run_ids``,
    those of runs unchanged since they were kept taken from the file, the others read (in one
    ``read``) and kept; in the order of ``run_ids`` (a run the views do not have: none)."""
    attempts = _live_attempts(con, run_ids)
    path, code = _file(lake), catalog_cache.code_key()
    stored = _stored(path, code)
    asked = stored.get(question)
    if not isinstance(asked, dict):
        asked = stored[question] = {}
    found = {
        run: entry["answer"] for run in run_ids
        if isinstance(entry := asked.get(run), dict) and "answer" in entry and entry.get("attempts") == attempts.get(run)
    }  # fmt: skip
    fresh = [run for run in run_ids if run not in found]
    if fresh:
        for answer in read(con, fresh):
            run = answer["run_id"]
            found[run] = answer
            if run in attempts:  # a run the ledger no longer has is not kept
                asked[run] = {"attempts": attempts[run], "answer": answer}
        _store(path, code, stored)
    return [found[run] for run in run_ids if run in found]


def _live_attempts(con: duckdb.DuckDBPyConnection, run_ids: list[str]) -> dict[str, str]:
    """Each run's live attempts, as one digest."""
    rows = con.execute(
        "SELECT run_id, md5(string_agg(commit_id, ',' ORDER BY commit_id)) FROM live_commits"
        " WHERE list_contains(?, run_id) GROUP BY run_id",
        [run_ids],
    ).fetchall()
    return {run: digest for run, digest in rows}


def _file(lake: str) -> Path:
    root = catalog_cache.local_root(lake)
    where = str(root) if root is not None else lake
    return catalog_cache.folder() / f"answers-{hashlib.sha256(where.encode()).hexdigest()[:16]}.json"


def _stored(path: Path, code: str) -> dict[str, dict[str, Any]]:
    """The file's answers when the code that kept them is this one, else none."""
    try:
        kept_file = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # none yet, or damaged: read again, and written whole
        return {}
    if not isinstance(kept_file, dict) or kept_file.get("code") != code:
        return {}
    answers = kept_file.get("answers")
    return answers if isinstance(answers, dict) else {}


def _store(path: Path, code: str, answers: dict[str, dict[str, Any]]) -> None:
    scratch = path.with_name(f"{path.name}.{os.getpid()}.writing")
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        scratch.write_text(json.dumps({"code": code, "answers": answers}), encoding="utf-8")
        os.chmod(scratch, 0o600)
        os.replace(scratch, path)
    except OSError:  # a cache: what cannot be kept is read next time
        with contextlib.suppress(OSError):
            scratch.unlink(missing_ok=True)
