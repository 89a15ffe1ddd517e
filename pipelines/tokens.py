"""Token counts from a local ``tokenizer.json`` (Hugging Face ``tokenizers``; nothing is
downloaded): ``tracelake ingest --tokenizer PATH`` fills ``prompt_tokens``,
``response_tokens`` and ``turns.content_tokens`` where the source gave no count."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from .errors import UserError

# Which count column each text column fills.
COUNTED = {"prompt": "prompt_tokens", "response": "response_tokens", "content": "content_tokens"}


class TokenCounter:
    def __init__(self, path: str):
        if not Path(path).is_file():
            raise UserError(f"--tokenizer {path}: no such file")
        from tokenizers import Tokenizer  # noqa: PLC0415 - only an ingest with --tokenizer pays its import

        try:
            self.tokenizer = Tokenizer.from_file(str(path))
        except Exception as exc:  # noqa: BLE001 - the library raises plain Exception for bad files
            raise UserError(f"--tokenizer {path}: not a tokenizers JSON file ({exc})") from None
        self.path = str(path)

    def count(self, texts: pa.ChunkedArray[Any] | pa.Array[Any]) -> pa.Array[Any]:
        """Tokens per text (special tokens not added), NULL where the text is NULL. The batch
        is encoded on the library's own threads."""
        values = texts.to_pylist()
        present = [t for t in values if t is not None]
        lengths = iter(len(e.ids) for e in self.tokenizer.encode_batch(present, add_special_tokens=False))
        return pa.array([next(lengths) if t is not None else None for t in values], pa.int32())

    def fill(self, table: pa.Table) -> pa.Table:
        """Counts for the text columns of ``table`` whose count the source left NULL."""
        for text, counted in COUNTED.items():
            if text not in table.column_names:
                continue
            counts = self.count(table.column(text))
            if counted in table.column_names:
                given = table.column(counted).cast(pa.int32())
                counts = pc.if_else(pc.is_null(given), counts, given)
                table = table.set_column(table.column_names.index(counted), counted, counts)
            else:
                table = table.append_column(counted, counts)
        return table
