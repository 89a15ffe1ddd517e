"""Load a dataset folder as a Hugging Face user would (``datasets.load_dataset(folder)``), in
.venv-consumers (no tracelake there), and print what it holds as JSON: each split's rows,
columns and trajectory ids, the messages' features, the card's licence as the Hub reads it.

Usage: python hf_load.py FOLDER
"""

from __future__ import annotations

import json
import sys
import tempfile

import datasets
from huggingface_hub import DatasetCard


def main(folder: str) -> None:
    # A cache of its own: datasets keys a folder's cache by what its files look like, and a
    # cache an earlier run left (the same folder name, files of the same names and sizes) was
    # taken for this folder's, with that run's records.
    with tempfile.TemporaryDirectory(prefix="hf-cache-") as cache:
        _load(folder, cache)


def _load(folder: str, cache: str) -> None:
    loaded = datasets.load_dataset(folder, cache_dir=cache)
    card = DatasetCard.load(f"{folder}/README.md")
    print(json.dumps({
        "splits": {name: {"rows": split.num_rows, "columns": split.column_names,
                          "ids": sorted(split["trajectory_id"]),
                          "messages": sum(len(m) for m in split["messages"]),
                          "calls": sum(len(c.get("tool_calls") or []) for m in split["messages"] for c in m)}
                   for name, split in loaded.items()},
        "features": str(loaded[next(iter(loaded))].features["messages"]),
        "license": card.data.license,
        "configs": card.data.to_dict().get("configs"),
    }))  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1])
