"""MLflow's file store (``mlruns/``), what verl's ``mlflow`` logger and the Hugging Face
Trainer's MLflow callback write where the tracking URI is a folder -> ``step_metrics`` and
``run_config``.

- A run is its folder ``mlruns/<experiment id>/<run id>/``, read whole from its ``meta.yaml``
  (the shard): it is named by ``run_name`` there (else its id). A run MLflow marks deleted
  (``lifecycle_stage: deleted``) is read as nothing, with a warning.
- ``metrics/<name>``: one line a logged value, ``<timestamp ms> <value> <step>`` (MLflow 3 adds
  `` <dataset name> <dataset digest>`` for a metric logged against a dataset, kept as the
  ``series``; before steps were recorded, ``<timestamp> <value>``, step 0 as MLflow reads it).
  A metric whose name holds ``/`` is nested folders (``metrics/actor/pg_loss``): its name is
  the path below ``metrics/``. A line that is none of these goes to the quarantine.
- ``params/<name>``: one value a file (no newline), a ``run_config`` row of its name (a name
  verl logs by path, ``actor_rollout_ref/actor/optim/lr``, is nested folders: dotted); ``tags/``
  are MLflow's own bookkeeping (user, source file) and are not read.

The ledger sees the run's ``meta.yaml``: MLflow rewrites it when the run ends, so a run still
logging is read again once it has ended (``--retry-failed`` does not force it; a changed
``meta.yaml`` does).
"""

from __future__ import annotations

from typing import Any

import yaml

from ..redaction import secret_key
from ..storage import FileSystem, SourceError, without_compression
from . import run_config
from .base import Head, Reader, Shard, ShardRecords
from .json_values import quarantine_table
from .metrics import MetricRows

FORMAT = "mlflow"
META = "meta.yaml"
NOT_TRACES = {
    r"[0-9a-f]{32}/(?:metrics|params|tags)/.+": "an MLflow run's metric, parameter or tag: read with its meta.yaml",
}


def step_of(name: str) -> int | None:
    return None


def _meta(text: str) -> dict[str, Any]:
    try:
        meta = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 - a safe loader
    except yaml.YAMLError:
        return {}
    return meta if isinstance(meta, dict) else {}


def sniff(head: Head) -> bool:
    if without_compression(head.name) != META:
        return False
    meta = _meta(head.text)
    return "experiment_id" in meta and ("run_id" in meta or "run_uuid" in meta)


def not_traces(head: Head) -> str | None:
    if without_compression(head.name) == META and {"experiment_id", "artifact_location"} <= _meta(head.text).keys():
        return "an MLflow experiment's meta.yaml: its runs' own are read"
    return None


def run_name(head: Head) -> str | None:
    meta = _meta(head.text)
    name = meta.get("run_name") or meta.get("run_id") or meta.get("run_uuid")
    return str(name) if name else None


def _value(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _metric_lines(rows: MetricRows, bad: list[tuple[int, str, str]], name: str, text: str) -> None:
    for number, line in enumerate(text.splitlines(), start=1):
        fields = line.split()
        if not fields:
            continue
        value = _value(fields[1]) if len(fields) >= 2 else None
        step = fields[2] if len(fields) >= 3 else "0"
        if len(fields) not in (2, 3, 5) or value is None or not step.lstrip("-").isdigit():
            bad.append((number, f"metric {name!r}: not `<timestamp> <value> <step>`", line))
            continue
        series = fields[3] if len(fields) == 5 else None
        rows.add(int(step), name, (value, None), series)
        if (logged := _value(fields[0])) is not None:
            rows.logged_at(int(step), logged / 1000, series)  # MLflow's time is in milliseconds


def _files(fs: FileSystem, folder: str) -> list[tuple[str, str]]:
    """(path below ``folder``, text) of every file under it: a name with ``/`` is nested folders."""
    found = []
    for file in sorted(fs.find(folder)):
        with fs.open(file, "rb") as raw:
            text = raw.read().decode("utf-8", "replace")
        found.append((file[len(folder) + 1 :] if file.startswith(f"{folder}/") else file.rsplit("/", 1)[-1], text))
    return found


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    with fs.open(path, "rb") as raw:
        meta = _meta(raw.read().decode("utf-8", "replace"))
    if not meta:
        raise SourceError("an MLflow meta.yaml must be a YAML mapping")
    rows = MetricRows(shard)
    if meta.get("lifecycle_stage") == "deleted":
        rows.warnings.append("a run MLflow marks deleted: not read")
        return ShardRecords(warnings=rows.warnings)
    folder = path.rsplit("/", 1)[0]
    bad: list[tuple[int, str, str]] = []
    for name, text in _files(fs, f"{folder}/metrics"):
        _metric_lines(rows, bad, name, text)
    # verl names its parameters by path (`actor_rollout_ref/actor/optim/lr`: nested folders):
    # dotted, as every configuration's keys
    params = [(name.replace("/", "."), text) for name, text in _files(fs, f"{folder}/params") if not secret_key(name)]
    config = run_config.records(params)
    if rows.cols["name"]:
        config.tables |= rows.records().tables
    if bad:
        config.tables["quarantine"] = quarantine_table(bad)
    config.warnings.extend(rows.warnings)
    return config


READER = Reader(
    FORMAT, (".yaml",), step_of, sniff, read_file=read_file, run_name=run_name, framework="mlflow",
    framework_weak=True, expects=(frozenset({"experiment_id", "run_id"}),),
)  # fmt: skip
