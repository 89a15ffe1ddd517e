"""The open formats a search's trajectories export to, each as the CLI's ``tracelake export
<kind>`` and the explorer's export box both write it and say what they wrote: one definition of
each kind's output and summary line, so the two never differ."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import duckdb

    from ..explore.queries.search import Search
    from .atif_export import AtifExport
    from .hf_dataset import HfExport
    from .inspect_export import InspectExport
    from .otlp import OtlpExport


def hf_summary(done: HfExport) -> str:
    splits = ", ".join(f"{split} {done.rows[split]:,} in {len(files)} file(s)" for split, files in done.files.items())
    return f"{done.tally.summary}; {splits or 'no records'}"


def otlp_summary(done: OtlpExport) -> str:
    return (f"{done.traces:,} traces, {done.spans:,} spans in {len(done.files)} file(s) "
            f"(of {done.found:,} trajectories found)")  # fmt: skip


def atif_summary(done: AtifExport) -> str:
    return (f"{done.written:,} trajectories, {done.steps:,} steps in {len(done.folders)} run folder(s) "
            f"(of {done.found:,} found)")  # fmt: skip


def inspect_summary(done: InspectExport) -> str:
    return f"{done.samples:,} samples in {len(done.files)} .eval file(s) (of {done.found:,} trajectories found)"


def _messages(con: duckdb.DuckDBPyConnection, search: Search, out: Path) -> str:
    from .messages import export_messages  # noqa: PLC0415

    return export_messages(con, search, out).summary


def _hf(con: duckdb.DuckDBPyConnection, search: Search, out: Path) -> str:
    from .hf_dataset import export_hf  # noqa: PLC0415

    return hf_summary(export_hf(con, search, out))


def _otlp(con: duckdb.DuckDBPyConnection, search: Search, out: Path) -> str:
    from .otlp import export_otlp  # noqa: PLC0415

    return otlp_summary(export_otlp(con, search, out))


def _atif(con: duckdb.DuckDBPyConnection, search: Search, out: Path) -> str:
    from .atif_export import export_atif  # noqa: PLC0415

    return atif_summary(export_atif(con, search, out))


def _inspect(con: duckdb.DuckDBPyConnection, search: Search, out: Path) -> str:
    from .inspect_export import export_inspect  # noqa: PLC0415

    return inspect_summary(export_inspect(con, search, out))


@dataclass(frozen=True)
class Kind:
    """An export: what it is called, what opens it, and how it is written (into ``out``: a file
    of ``suffix``, or a folder where ``suffix`` is empty), returning its summary line."""

    name: str  # the CLI's ``tracelake export <name>``
    title: str
    opens_in: str
    suffix: str
    write: Callable[[duckdb.DuckDBPyConnection, Search, Path], str]


KINDS = {
    kind.name: kind
    for kind in (
        Kind("messages", "Chat messages (JSON Lines)", "TRL, verl, any OpenAI-compatible trainer", ".jsonl", _messages),
        Kind("messages-parquet", "Chat messages (Parquet)", "TRL, verl, pandas, DuckDB", ".parquet", _messages),
        Kind("hf", "Hugging Face dataset", "datasets.load_dataset, the Hub", "", _hf),
        Kind("inspect", "Inspect logs (.eval)", "inspect view, Docent", "", _inspect),
        Kind("atif", "ATIF trajectories", "Harbor's viewer and models", "", _atif),
        Kind("otlp", "OpenTelemetry (OTLP/JSON)", "any OTLP viewer: Jaeger, Phoenix, Langfuse", "", _otlp),
    )
}


def download(
    kind: Kind, con: duckdb.DuckDBPyConnection, search: Search, folder: Path, name: str
) -> tuple[str, bytes, str]:
    """(file name, bytes, summary) of an export written under ``folder`` for a browser to
    download: a folder's export zipped whole, its files in name order, so the same export
    gives the same archive."""
    out = Path(folder) / (name + kind.suffix)
    summary = kind.write(con, search, out)
    if kind.suffix:
        return out.name, out.read_bytes(), summary
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(p for p in out.rglob("*") if p.is_file()):
            archive.write(path, f"{name}/{path.relative_to(out).as_posix()}")
    return f"{name}-{kind.name}.zip", buffer.getvalue(), summary
