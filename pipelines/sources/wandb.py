"""Weights & Biases local run folders (docs/formats.md): ``wandb/run-<date>-<id>/files/`` (or
``offline-run-...``), what W&B writes beside its binary ``.wandb`` log:

- ``media/table/**/<key>_<step>_<hash>.table.json``: a logged ``wandb.Table``,
  ``{"columns": [...], "data": [[...], ...]}``. Rollout tables become trajectories where their
  columns say so: a prompt (``prompt``, ``input``, ``question``, ``query``), a response
  (``completion``, ``response``, ``output``, ``generation``, ``text``) and a score (``score``,
  ``reward``); verl's validation table, one row per step with ``input_k, output_k, score_k``
  per sample, gives one trajectory per sample. The step is the row's ``step`` column, else the
  file name's. Any other number of a row is a ``rewards`` row, anything else goes to ``extra``.
  verl logs its table **cumulatively** (each step's file holds every row before it): where the
  file's own step is among its rows' steps, only those rows are read, and the others are said
  in a warning with their count. OpenRLHF logs ``train/generated_samples`` (``global_step, text,
  reward``) whole at every step, a row more each time, under W&B's own step: only the latest
  file is read (the earlier ones are listed as skipped), its rows at their ``global_step``, so
  each counts once. A table whose columns name no response is read as nothing, with a warning
  that names its columns (agent-lightning's ``training/rollout_trajectories``, an index of its
  trajectory artifacts, says where the rollouts are: :mod:`.agent_lightning`).
- ``wandb-summary.json``: the run's final metrics, as step metrics at its ``_step`` (media
  references, ``{"_type": "table-file", ...}``, and W&B's own ``_wandb``, ``_runtime`` and
  ``_timestamp`` left out: the run's last moment is no step's time). A summary
  holding no metric (a run that crashed before logging any) is reported in a warning, not as an
  error.
- ``wandb-history.jsonl`` (W&B before 0.10, and offline folders synced so): a line a logged
  step, its metrics at its ``_step`` (W&B's own ``_runtime``, ``_wandb`` and media references
  left out; ``_timestamp``, when the step was logged, kept: the wall-time axis is drawn from it). Where it lies beside ``wandb-summary.json``, the summary is
  listed as skipped: its values are the history's last (each metric counted once).
- ``config.yaml`` and ``wandb-metadata.json`` are the run's configuration
  (:mod:`.run_config`, credentials kept out).

The run is the ``run-<date>-<id>`` folder.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import orjson

from ..storage import SourceError, joined, without_compression
from . import metrics
from .base import Cumulative, Head, Reader, Shard, ShardRecords
from .json_values import dumps, json_lines, json_text, raw_text
from .jsonl import is_id_key
from .rows import Rows, number

FORMAT = "wandb"
SUMMARY = "wandb-summary.json"
HISTORY = "wandb-history.jsonl"
# W&B's bookkeeping, not metrics; its `_timestamp` is kept: when the step was logged (metrics.STEP_TIME)
_OWN_KEYS = ("_wandb", "_runtime")
_TABLE_NAME = re.compile(r".*?_(\d+)_[0-9a-f]{6,}\.table\.json", re.I)
_RUN_FOLDER = re.compile(r"(?:offline-)?run-\d{8}_\d{6}-\w+")
_PROMPT = ("prompt", "input", "question", "query", "problem")
_RESPONSE = ("completion", "response", "output", "generation", "text")
_SCORE = ("score", "reward", "rewards")
_STEP = ("step", "global_step", "_step", "Step")
_WIDE = re.compile(r"(input|output|score)_(\d+)")


# Tables a trainer logs whole, growing, at every step, from its code: each file holds every row
# of the files before it (by W&B's own step), so only the latest is read. OpenRLHF's
# `train/generated_samples` (`global_step, text, reward`, a row added a step), since 2024.
_WHOLE_EACH_STEP = {("train", "generated_samples")}


def step_of(name: str) -> int | None:
    match = _TABLE_NAME.fullmatch(name)
    return int(match[1]) if match else None


def logged_whole(path: str) -> Cumulative | None:
    """A file of a table its trainer logs whole at every step (:data:`_WHOLE_EACH_STEP`)."""
    folder, _, name = path.rpartition("/")
    match = _TABLE_NAME.fullmatch(without_compression(name))
    key = name[: match.start(1) - 1] if match else None
    if match is None or (folder.rsplit("/", 1)[-1], key) not in _WHOLE_EACH_STEP:
        return None
    earlier = f"an earlier copy of {folder.rsplit('/', 1)[-1]}/{key}, a table its trainer logs whole at every step"
    return Cumulative(folder, f"{key}.table.json", int(match[1]), earlier)


def sniff(head: Head) -> bool:
    name = without_compression(head.name)
    if name == HISTORY:
        return isinstance(head.record, dict) and "_step" in head.record
    if name == SUMMARY:
        return "_wandb" in head.text or "_step" in head.text
    return name.endswith(".table.json") and '"columns"' in head.text and '"data"' in head.text


def folders_above(path: str) -> int:
    """From the file up to its ``run-<date>-<id>`` folder, the run."""
    folders = path.split("/")[:-1]
    at = next((i for i in range(len(folders) - 1, -1, -1) if _RUN_FOLDER.fullmatch(folders[i])), None)
    return len(folders) - 1 - at if at is not None else 0


def _document(chunks: Iterable[bytes]) -> object:
    data = joined(chunks)
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise SourceError(f"not a JSON document ({exc})") from None


def covered_by(path: str) -> str | None:
    """A summary beside its run's history holds the history's last values."""
    folder, _, name = path.rpartition("/")
    return f"{folder}/{HISTORY}" if without_compression(name) == SUMMARY else None


def _metrics_only(record: object) -> object:
    if not isinstance(record, dict):
        return record
    return {k: v for k, v in record.items() if k not in _OWN_KEYS and not (isinstance(v, dict) and "_type" in v)}


def _history(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = metrics.MetricRows(shard)
    for line_no, line, record in json_lines(joined(chunks), 1, rows.quarantine):
        rows.record(_metrics_only(record), line_no, raw_text(line), aggregate_ok=False)
    return rows.records()


def _summary(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    summary = _document(chunks)
    if not isinstance(summary, dict):
        raise SourceError("a W&B summary must be a JSON object")
    # W&B's bookkeeping left out: its `_timestamp` is the run's last moment only, no step's time
    kept = {
        k: v
        for k, v in summary.items()
        if k not in (*_OWN_KEYS, "_timestamp") and not (isinstance(v, dict) and "_type" in v)
    }
    if not kept.keys() - {"_step"}:
        rows = Rows()
        rows.warnings.append(
            f"the W&B summary holds no metric (only {', '.join(sorted(summary)) or 'nothing'}): "
            "the run likely stopped before it logged any"
        )
        return rows.records()
    return metrics.read(shard, [orjson.dumps(kept)])


def _columns(names: list[str]) -> list[tuple[int | None, int, int | None]]:
    """(prompt, response, score) column indexes of each sample a row holds."""
    lowered = [str(n).lower() for n in names]
    wide: dict[int, dict[str, int]] = {}
    for i, name in enumerate(lowered):
        if match := _WIDE.fullmatch(name):
            wide.setdefault(int(match[2]), {})[match[1]] = i
    if wide:
        return [(w.get("input"), w["output"], w.get("score")) for _, w in sorted(wide.items()) if "output" in w]

    def first(options: tuple[str, ...]) -> int | None:
        return next((lowered.index(o) for o in options if o in lowered), None)

    response = first(_RESPONSE)
    return [(first(_PROMPT), response, first(_SCORE))] if response is not None else []


def _table(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    table = _document(chunks)
    if (
        not isinstance(table, dict)
        or not isinstance(table.get("columns"), list)
        or not isinstance(table.get("data"), list)
    ):
        raise SourceError("a W&B table must be an object with 'columns' and 'data' lists")
    names = [str(c) for c in table["columns"]]
    samples = _columns(names)
    rows = Rows()
    if not samples and "trajectory_artifact" in names:
        rows.warnings.append("agent-lightning's index of its trajectory artifacts: the rollouts are in the artifacts "
                             "(`wandb artifact get` them and ingest their folder)")  # fmt: skip
        return rows.records()
    if not samples:
        rows.warnings.append(f"a W&B table whose columns name no response ({', '.join(names[:12])}): nothing read")
        return rows.records()
    step_at = next((names.index(s) for s in _STEP if s in names), None)
    data = [(i, row) for i, row in enumerate(table["data"], start=1)]
    steps = {i: row[step_at] for i, row in data if isinstance(row, list) and step_at is not None and step_at < len(row)}
    earlier = 0
    if shard.step is not None and shard.step in steps.values():  # a cumulative table: its own step's rows are new
        earlier = sum(1 for s in steps.values() if s != shard.step)
        data = [(i, row) for i, row in data if steps.get(i) == shard.step]
    used = {i for sample in samples for i in sample if i is not None} | ({step_at} if step_at is not None else set())
    for number_, row in data:
        if not isinstance(row, list) or len(row) != len(names):
            rows.bad(number_, f"a row of {len(row) if isinstance(row, list) else 0} cells for {len(names)} columns",
                     dumps(row))  # fmt: skip
            continue
        own = steps.get(number_)
        step = own if isinstance(own, int) and not isinstance(own, bool) else shard.step
        if step is None:
            rows.bad(number_, "no step: neither the row nor the file name gives one", dumps(row))
            continue
        others = {names[i]: v for i, v in enumerate(row) if i not in used and v is not None}
        for k, (prompt_at, response_at, score_at) in enumerate(samples):
            key = f"row:{number_}" + (f":{k}" if len(samples) > 1 else "")
            prompt = row[prompt_at] if prompt_at is not None else None
            reward = number(row[score_at]) if score_at is not None else None
            if reward is not None and score_at is not None:
                rows.reward(key, names[score_at], reward)
            rows.rewards(key, {n: v for n, v in others.items() if not is_id_key(n)})
            extra = {n: v for n, v in others.items() if number(v) is None and not isinstance(v, bool)}
            group, index = rows.group_of(step, prompt if isinstance(prompt, str) else None)
            rows.trajectory(key, step=step, group_id=group, sample_index=index,
                            prompt=prompt if isinstance(prompt, str) else None, response=str(row[response_at] or ""),
                            num_turns=1, reward=reward, source_line=number_, extra=json_text(extra))  # fmt: skip
    if earlier:
        rows.warnings.append(
            f"{earlier} row(s) of earlier steps skipped: this table repeats them (W&B tables logged cumulatively, "
            "as verl does); each is read from its own step's table"
        )
    return rows.records()


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    if shard.plain_name == HISTORY:
        return _history(shard, chunks)
    return _summary(shard, chunks) if shard.plain_name == SUMMARY else _table(shard, chunks)


READER = Reader(
    FORMAT, (".json", ".jsonl"), step_of, sniff, read=read, run_above=folders_above, framework="wandb",
    framework_weak=True, covered_by=covered_by, cumulative=logged_whole,
)  # fmt: skip
