"""``tracelake export hf``: what a search finds as a Hugging Face dataset folder, the chat
messages of ``tracelake export messages`` (:mod:`.messages`: the same records, the same
filters, the same counts), ready for ``datasets.load_dataset(folder)`` and for the Hub:

- ``data/<split>-NNNNN-of-NNNNN.parquet``: a split a file set (``train``, and ``validation``
  for the lake's ``val``), zstd, at most ``rows_per_shard`` records a file;
- ``README.md``: the dataset card, its YAML header the ``configs`` (each split's files), the
  ``dataset_info`` features (the records' types, so no reader infers them) and split sizes,
  the ``license`` given (``other`` until one is), then the provenance: the runs exported (name,
  format, framework, model), the search that chose them, the counts left out and why, the
  tracelake version.

Written into a folder beside the target and renamed into place (an existing folder is replaced
only when it is an earlier export: a card written by tracelake), so a reader never sees half a
dataset. ``push``: uploaded with ``huggingface_hub`` to a dataset repository of that name (the
``hub`` extra; the token is the user's ``HF_TOKEN`` or login, never written anywhere).
"""

from __future__ import annotations

import shutil
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa
import yaml

from .._version import __version__
from ..errors import UserError
from ..explore.queries.search import Search
from ..redaction import redact
from .messages import SCHEMA, Exported, ParquetSink, exported_batches

ROWS_PER_SHARD = 100_000
SPLITS = {"train": "train", "val": "validation"}
_MARK = "<!-- written by tracelake export hf -->"


@dataclass
class HfExport:
    tally: Exported
    files: dict[str, list[str]] = field(default_factory=dict)  # split -> its files, in order
    rows: dict[str, int] = field(default_factory=dict)  # split -> records
    runs: set[str] = field(default_factory=set)  # the runs whose records it holds
    size: dict[str, int] = field(default_factory=dict)  # split -> bytes in memory
    pushed: str | None = None  # the Hub repository's address


def features(schema: pa.Schema | pa.StructType) -> list[dict[str, Any]]:
    """An Arrow schema as a dataset card's ``dataset_info.features`` (Hugging Face's YAML)."""
    return [{"name": f.name, **_feature(f.type)} for f in schema]


def _feature(kind: pa.DataType) -> dict[str, Any]:
    if pa.types.is_list(kind):
        inner = _feature(kind.value_type)
        return {"list": inner["dtype"] if set(inner) == {"dtype"} else next(iter(inner.values()))}
    if pa.types.is_struct(kind):
        return {"struct": features(kind)}
    names = {pa.string(): "string", pa.int64(): "int64", pa.float64(): "float64", pa.int32(): "int32"}
    if kind not in names:
        raise TypeError(f"no dataset feature for {kind}")
    return {"dtype": names[kind]}


def export_hf(
    con: duckdb.DuckDBPyConnection, search: Search, folder: Path, *, name: str | None = None,
    license: str = "other", unanswered: bool = False, rows_per_shard: int = ROWS_PER_SHARD,
) -> HfExport:  # fmt: skip
    """Write the dataset folder (see the module's doc); what it holds."""
    folder = Path(folder)
    if folder.exists() and not _an_earlier_export(folder):
        raise UserError(f"{folder}: exists and is no earlier `tracelake export hf` (its README.md says so): "
                        "choose a new folder")  # fmt: skip
    tmp = folder.with_name(f".{folder.name}.tracelake-tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    (tmp / "data").mkdir(parents=True)
    done = HfExport(Exported())
    sinks: dict[str, tuple[ParquetSink, int]] = {}  # split -> (its open file, rows in it)
    try:
        for batch in exported_batches(con, search, done.tally, unanswered=unanswered):
            done.runs |= {r["run_id"] for r in batch}
            for split in sorted({r["split"] for r in batch}):
                rows = [r for r in batch if r["split"] == split]
                name_ = SPLITS.get(split, split)
                while rows:
                    sink, held = sinks.get(name_, (None, 0))
                    if sink is None or held >= rows_per_shard:
                        if sink is not None:
                            sink.close()
                        path = tmp / "data" / f"{name_}-{len(done.files.get(name_, [])):05d}.parquet"
                        done.files.setdefault(name_, []).append(path.name)
                        sink, held = ParquetSink(path), 0
                    taken, rows = rows[: rows_per_shard - held], rows[rows_per_shard - held :]
                    done.size[name_] = done.size.get(name_, 0) + sink.write(taken)
                    sinks[name_] = (sink, held + len(taken))
                    done.rows[name_] = done.rows.get(name_, 0) + len(taken)
    finally:
        for sink, _ in sinks.values():
            sink.close()
    for split, names in done.files.items():  # the Hub's naming: each file says how many there are
        for i, old in enumerate(names):
            new = f"{split}-{i:05d}-of-{len(names):05d}.parquet"
            (tmp / "data" / old).rename(tmp / "data" / new)
            names[i] = new
    if not done.rows:
        shutil.rmtree(tmp, ignore_errors=True)
        raise UserError(f"nothing to write: {done.tally.summary}")  # a card with no data files loads nothing
    done.files = dict(sorted(done.files.items(), key=lambda item: item[0] != "train"))  # train first
    runs = _provenance(con, sorted(done.runs))
    (tmp / "README.md").write_text(_card(name or folder.name, license, search, done, runs), encoding="utf-8")
    if folder.exists():
        shutil.rmtree(folder)
    tmp.rename(folder)
    return done


def _an_earlier_export(folder: Path) -> bool:
    card = folder / "README.md"
    return folder.is_dir() and card.is_file() and _MARK in card.read_text(encoding="utf-8", errors="replace")


def _provenance(con: duckdb.DuckDBPyConnection, runs: list[str]) -> list[dict[str, Any]]:
    return [
        dict(zip(("run_name", "format", "framework", "model", "trajectories"), row))
        for row in con.execute(
            "SELECT run_name, format, framework, model, trajectories FROM runs"
            " WHERE list_contains(?, run_id) ORDER BY run_name",
            [runs],
        ).fetchall()
    ]


def _card(name: str, license: str, search: Search, done: HfExport, runs: list[dict[str, Any]]) -> str:
    header = {
        "license": license,
        "pretty_name": name,
        "tags": ["tracelake", "reinforcement-learning", "llm-trajectories", "chat"],
        "task_categories": ["text-generation"],
        "configs": [{"config_name": "default", "data_files": [
            {"split": split, "path": f"data/{split}-*"} for split in done.files]}],
        "dataset_info": {"features": features(SCHEMA),
                         "splits": [{"name": split, "num_bytes": done.size[split], "num_examples": done.rows[split]}
                                    for split in done.files]},
    }  # fmt: skip
    asked = {k: v for k, v in asdict(search).items() if v not in (None, "", False, ())}
    lines = [
        "---",
        yaml.safe_dump(header, sort_keys=False, allow_unicode=True).rstrip(),
        "---",
        _MARK,
        f"# {name}",
        "",
        "Trajectories of LLM reinforcement-learning runs as chat messages in OpenAI's layout (`messages`: "
        "`role`, `content`, an assistant's `tool_calls` and `reasoning_content`, a tool message's "
        "`tool_call_id`), one record a trajectory, with its run, step, split, reward and tags; written by "
        f"[tracelake](https://pypi.org/project/tracelake/) {__version__} on "
        f"{datetime.now(UTC).strftime('%Y-%m-%d')}. The licence above is the one given at export (`other` "
        "until one is): the traces' own terms are their authors'.",
        "",
        f"- Exported: {done.tally.summary}.",
        # the search's text is a user's: a credential pasted into it must not reach the Hub
        f"- Chosen by: {redact(', '.join(f'{k} = {v!r}' for k, v in asked.items())) or 'every trajectory of the lake'}.",
        "",
        "The runs it holds records of:",
        "",
        "| run | format | framework | model | trajectories in the lake |",
        "|---|---|---|---|---|",
        *(f"| {r['run_name']} | {r['format']} | {r['framework'] or ''} | {r['model'] or ''} | {r['trajectories']:,} |"
          for r in runs),
        "",
    ]  # fmt: skip
    return "\n".join(lines)


def push(folder: Path, repo_id: str) -> str:
    """Upload the folder to the Hub as the dataset ``repo_id``; its address."""
    try:
        from huggingface_hub import HfApi  # noqa: PLC0415 - the hub extra
    except ImportError:
        raise UserError("--push needs the hub extra: pip install 'tracelake[hub]'") from None
    api = HfApi()
    try:
        api.create_repo(repo_id, repo_type="dataset", exist_ok=True)
        api.upload_folder(folder_path=str(folder), repo_id=repo_id, repo_type="dataset")
    except Exception as exc:  # noqa: BLE001 - the Hub's errors are many; the folder is written either way
        raise UserError(f"pushing {folder} to {repo_id} failed ({type(exc).__name__}: {exc}); the folder is "
                        "written: push it later with `huggingface-cli upload`") from None  # fmt: skip
    return f"https://huggingface.co/datasets/{repo_id}"
