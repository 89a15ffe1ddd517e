"""Answers about a run kept across processes, so a run nothing has changed is not read again:
the explorer's Runs page asks each run's last reward, success and response tokens, a read of
every trajectory and reward of the run (0.4 s at 5.12M trajectories, 0.9 s beside a browser
loading the page, the most of its start), and a lake between two starts of the explorer
changes in a few runs at most (an ingest, `tracelake watch`).

A run's rows in the views are those of its live attempts (``live_commits``): the same attempts,
the same rows, whatever was compacted or vacuumed since. So an answer is kept with the run's
live attempts and the version of the code that read it (:func:`catalog_cache.code_key`, and the
reading function's own code and SQL), and taken again only while both are the same; the
attempts and the answers are read in one transaction (a reader of views half made anew, as an
explorer's other session takes a new snapshot, would keep what it read). Kept in one JSON file a lake (its runs' answers are a
few hundred bytes each) beside the catalogs; written aside, then renamed, so a reader sees a
whole file; two processes writing at once keep the last one's answers (the other's are read
again later). A cache folder that cannot be written reads every answer, as without it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
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
    ``read``) and kept; in the order of ``run_ids``, once each (a run the views do not have:
    none). ``con`` is in no transaction: the runs' attempts and what is read are of one state of
    the views, whatever another connection to the database changes meanwhile."""
    runs = list(dict.fromkeys(run_ids))
    path, code, version = _file(lake), catalog_cache.code_key(), _version_of(read)
    stored = _stored(path, code)
    kept = stored.get(question)
    if not isinstance(kept, dict) or kept.get("read") != version or not isinstance(kept.get("runs"), dict):
        kept = stored[question] = {"read": version, "runs": {}}
    con.begin()
    try:
        attempts = live_states(con, runs)
        found = {run: kept["runs"][run]["answer"] for run in runs if _holds(kept["runs"].get(run), run, attempts)}
        fresh = [run for run in runs if run not in found]
        read_now = read(con, fresh) if fresh else []
    finally:
        con.rollback()  # read alone
    for answer in read_now:
        run = answer["run_id"]
        found[run] = answer
        kept["runs"][run] = {"attempts": attempts.get(run, ""), "answer": answer}  # "": none live yet
    if read_now:
        _store(path, code, stored)
    return [found[run] for run in runs if run in found]


def _holds(entry: Any, run: str, attempts: dict[str, str]) -> bool:
    """Whether a kept entry answers ``run`` as the views hold it now."""
    if not isinstance(entry, dict) or entry.get("attempts") != attempts.get(run, ""):
        return False
    answer = entry.get("answer")
    return isinstance(answer, dict) and answer.get("run_id") == run


def _version_of(read: Read) -> str:
    """What reads the answers, as its code and its texts (its SQL): changed, a new question. A
    nested function's code is left out (its repr names an address of the process)."""
    code = getattr(read, "__code__", None)
    if code is None:
        return type(read).__qualname__
    texts = [c for c in code.co_consts if isinstance(c, str)]
    return hashlib.sha256(repr((code.co_code, texts)).encode()).hexdigest()


def live_states(con: duckdb.DuckDBPyConnection, run_ids: list[str] | None = None) -> dict[str, str]:
    """Each run's state in the views (of ``run_ids``, else of every run): a digest of its live
    attempts, which changes iff its rows do. What a kept answer, and the explorer's search
    index, are of."""
    rows = con.execute(
        "SELECT run_id, md5(string_agg(commit_id, ',' ORDER BY commit_id)) FROM live_commits"
        " WHERE ?::VARCHAR[] IS NULL OR list_contains(?, run_id) GROUP BY run_id",
        [run_ids, run_ids],
    ).fetchall()
    return {run: digest for run, digest in rows}


def _file(lake: str) -> Path:
    root = catalog_cache.local_root(lake)
    where = str(root) if root is not None else lake
    return catalog_cache.folder() / f"answers-{hashlib.sha256(where.encode()).hexdigest()[:16]}.json"


def _stored(path: Path, code: str) -> dict[str, Any]:
    """The file's answers, by question, when the code that kept them is this one, else none."""
    try:
        kept_file = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # none yet, or damaged: read again, and written whole
        return {}
    if not isinstance(kept_file, dict) or kept_file.get("code") != code:
        return {}
    answers = kept_file.get("answers")
    return answers if isinstance(answers, dict) else {}


def _store(path: Path, code: str, answers: dict[str, Any]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        # a file of its own (0600) for each writer, threads of one process too
        handle, scratch = tempfile.mkstemp(dir=path.parent, prefix=f"{path.name}.", suffix=".writing")
    except OSError:  # a cache: what cannot be kept is read next time
        return
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump({"code": code, "answers": answers}, out)
        os.replace(scratch, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(scratch)
