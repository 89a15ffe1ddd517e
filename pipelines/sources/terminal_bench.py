"""Terminal-Bench 1.x run folders (docs/formats.md), as ``tb run`` writes them and the public
leaderboard holds them: ``<run>/results.json`` (the run: ``accuracy``, ``n_resolved``,
``resolved_ids``, and ``results[]``, one entry per trial), ``<run>/run_metadata.json``, and a
folder per task and trial, ``<run>/<task>/<task>.<k>-of-<n>.<run_id>/results.json`` (that one
trial) with its ``panes/``, ``sessions/*.cast`` and logs.

- A trial is a trajectory: ``instruction`` the prompt; ``is_resolved`` the reward (1/0) and a
  ``rewards`` row; each of ``parser_results`` (``{test: "passed"|"failed"}``) a ``test/<name>``
  row (1/0, its verdict as ``raw``); ``failure_mode`` other than ``unset``/``none`` the
  ``status`` (``agent_timeout``...), with no reward when ``is_resolved`` is null. The trials of
  one task are a group, ``k - 1`` the sample index. Token totals and the phases' times are kept
  in ``extra``, ``trial_started_at`` as ``sampled_at``.
- Where the run's ``results.json`` lies two folders above a trial's, the trial's file is listed
  as skipped (the run's holds it): nothing is counted twice. Trial folders without a run file
  (some submissions) give their trials.
- A run file a submission saved under its launch's stamp (``2025-08-29__07-37-19_results.json``,
  beside others) is that launch, a run of its own (``<submission>/<stamp>``); a launch folder
  named by its stamp (``<submission>/2025-08-07__20-46-16/``) is one too, named after the
  submission as well; trial folders without the run id (``<task>.<k>-of-<n>/``) are one run's.
- ``run_metadata.json`` gives the run's model (``model_name``) and ``extra.agent``
  (``agent_name``), read beside the results; the whole of it is the run's configuration
  (:mod:`.run_config`, credentials kept out).
"""

from __future__ import annotations

import re
from typing import Any

from ..storage import FileSystem, SourceError, without_compression
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list, iso_time, read_json
from .json_values import json_text
from .rows import Rows

FORMAT = "terminal_bench"
DEFAULT_STEP = 0
NOT_TRACES = {
    r"(?:agent|run|tests)\.log": "a Terminal-Bench log, not traces",
}
# A trial's folder: `<task>.<k>-of-<n>.<run id>`, or, in some submissions, `<task>.<k>-of-<n>`.
_TRIAL_FOLDER = re.compile(r"(?P<task>.+?)\.(?P<k>\d+)-of-(?P<n>\d+)(?:\.(?P<run>.+))?")
# A run's file, or one a submission saved under its launch's stamp (`2025-08-29__07-37-19_results.json`).
_RUN_FILE = re.compile(r"(?:(?P<stamp>\d{4}-\d{2}-\d{2}__\d{2}-\d{2}-\d{2})_)?results\.json")
_NO_FAILURE = {"unset", "none", None}


def step_of(name: str) -> int | None:
    return None


def launch_of(name: str) -> str | None:
    """A run file saved under its launch's stamp is that launch's, a run of its own beside the
    submission's others (see :attr:`~.base.Reader.launch_of`)."""
    found = _RUN_FILE.fullmatch(without_compression(name))
    return found["stamp"] if found else None


def sniff(head: Head) -> bool:
    if _RUN_FILE.fullmatch(without_compression(head.name)) is None:
        return False
    keys = head.keys
    if keys:
        return {"trial_name", "task_id", "is_resolved"} <= keys or {"results", "n_resolved"} <= keys
    return '"trial_name"' in head.text and '"is_resolved"' in head.text  # a run file too long to parse from its head


def _trial_depth(path: str) -> int:
    """How many folders a trial's results.json lies below its run's: 2 in
    ``<run>/<task>/<task>.1-of-5.<run>/``, 1 where a submission keeps its trial folders straight
    in the run's (read as a run each, five trials of one task were five runs), 0 for a run's
    own results.json."""
    parts = path.split("/")
    match = _TRIAL_FOLDER.fullmatch(parts[-2]) if len(parts) >= 3 else None
    if match is None:
        return 0
    return 2 if match["task"] == parts[-3] else 1


def covered_by(path: str) -> str | None:
    depth = _trial_depth(path)
    return "/".join(path.split("/")[: -1 - depth]) + "/results.json" if depth else None


def folders_above(path: str) -> int:
    return _trial_depth(path)


def _seconds(trial: dict[str, Any], phase: str) -> float | None:
    start, end = iso_time(trial.get(f"{phase}_started_at")), iso_time(trial.get(f"{phase}_ended_at"))
    return (end - start).total_seconds() if start and end else None


def _trial(rows: Rows, trial: dict[str, Any], line: int, agent: str | None) -> None:
    key = str(trial.get("trial_name") or trial.get("id") or f"line:{line}")
    resolved = trial.get("is_resolved")
    reward = float(resolved) if isinstance(resolved, bool) else None
    if isinstance(resolved, bool):
        rows.reward(key, "is_resolved", float(resolved), raw="true" if resolved else "false")
    for test, verdict in as_dict(trial.get("parser_results")).items():
        if verdict in ("passed", "failed"):
            rows.reward(key, f"test/{test}", float(verdict == "passed"), raw=verdict)
    failure = trial.get("failure_mode")
    match = _TRIAL_FOLDER.fullmatch(str(trial.get("trial_name") or ""))
    extra = {
        "trial_name": trial.get("trial_name"),
        "task_id": trial.get("task_id"),
        "agent": agent,
        "failure_mode": failure,
        "total_input_tokens": trial.get("total_input_tokens"),
        "total_output_tokens": trial.get("total_output_tokens"),
        "trial_s": _seconds(trial, "trial"),
        "agent_s": _seconds(trial, "agent"),
        "test_s": _seconds(trial, "test"),
        "recording_path": trial.get("recording_path"),
    }
    rows.trajectory(
        key, group_id=str(trial.get("task_id") or key), sample_index=int(match["k"]) - 1 if match else None,
        prompt=trial.get("instruction") if isinstance(trial.get("instruction"), str) else None, response=None,
        num_turns=0, reward=reward, status=None if failure in _NO_FAILURE else str(failure),
        sampled_at=iso_time(trial.get("trial_started_at")), source_line=line,
        extra=json_text({k: v for k, v in extra.items() if v is not None}),
    )  # fmt: skip


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    document = as_dict(read_json(fs, path))
    if not document:
        raise SourceError("a Terminal-Bench results.json must be a JSON object")
    run_folder = "/".join(path.split("/")[: -1 - _trial_depth(path)])
    metadata = as_dict(read_json(fs, f"{run_folder}/run_metadata.json"))
    agent = metadata.get("agent_name") if isinstance(metadata.get("agent_name"), str) else None
    rows = Rows()
    trials = as_list(document.get("results")) if "results" in document else [document]
    for line, trial in enumerate(trials, start=1):
        if isinstance(trial, dict):
            _trial(rows, trial, line, agent)
        else:
            rows.bad(line, "a trial must be a JSON object", str(trial)[:1000])
    counted = document.get("n_resolved")
    resolved = sum(1 for t in trials if isinstance(t, dict) and t.get("is_resolved") is True)
    if isinstance(counted, int) and counted != resolved:
        rows.warnings.append(f"the run says n_resolved = {counted}, its {len(trials)} trials hold {resolved} resolved")
    model = metadata.get("model_name")
    dataset = metadata.get("dataset_name")
    task = f"{dataset}@{metadata['dataset_version']}" if dataset and metadata.get("dataset_version") else dataset
    return rows.records(model=model if isinstance(model, str) else None, task=task if isinstance(task, str) else None)


READER = Reader(
    FORMAT, (".json",), step_of, sniff, read_file=read_file, default_step=DEFAULT_STEP, run_above=folders_above,
    covered_by=covered_by, launch_of=launch_of, framework="terminal-bench",
    expects=(frozenset({"trial_name", "task_id", "is_resolved"}), frozenset({"results", "n_resolved"}),),
)  # fmt: skip
