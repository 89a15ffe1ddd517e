"""SkyRL's evaluation dumps (docs/formats.md): ``{export_path}/dumped_evals/`` holds a folder
per evaluation, ``global_step_N_evals/`` (or ``eval_only/``), with one ``{data_source}.jsonl``
per dataset and ``aggregated_results.jsonl``, written by ``dump_per_dataset_eval_results``.

- A line is one evaluated sample: ``input_prompt`` and ``output_response`` (decoded token ids),
  ``score``, ``stop_reason``, ``env_class``, ``env_extras``, ``data_source``. Every sample is
  the val split at step N (``eval_only``: step 0, an evaluation without training).
- ``score`` is a number, or, for multi-turn environments, a list with one value per token (a
  turn's reward on its last token): the trajectory's reward is their sum, as SkyRL's own metrics
  take it, and the list's length and non-zero entries are kept in ``extra``.
- The samples of one prompt within a step are a group (``n_samples_per_prompt``).
- ``aggregated_results.jsonl``: one line of the evaluation's metrics
  (``eval/<data_source>/avg_score``, ``pass_at_<n>``...), read as step metrics at step N.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..storage import without_compression
from . import metrics
from .base import Head, Reader, Shard, ShardRecords
from .json_values import each_object, json_text
from .rows import Rows, number, texts

FORMAT = "skyrl"
AGGREGATE = "aggregated_results.jsonl"
DEFAULT_STEP = 0  # eval_only/: an evaluation of the base model, before any step
_SAMPLE = {"input_prompt", "output_response"}


def step_of(name: str) -> int | None:
    return None  # the evaluation's folder gives it (global_step_N_evals)


def sniff(head: Head) -> bool:
    if without_compression(head.name) == AGGREGATE:
        return isinstance(head.record, dict) and any(str(k).startswith("eval/") for k in head.record)
    return _SAMPLE <= head.keys


def split_of(path: str) -> str | None:
    return "val"  # dumped_evals holds evaluations only


def _score(value: object) -> tuple[float | None, dict[str, Any]]:
    """(the sample's reward, what ``extra`` keeps of a per-token score list)."""
    if isinstance(value, list):
        values = [number(v) for v in value]
        if not value or any(v is None for v in values):
            return None, {"score": value}
        nonzero = [(i, v) for i, v in enumerate(values) if v]
        return sum(v for v in values if v is not None), {"score_length": len(value), "score_nonzero": nonzero}
    return number(value), {}


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    if shard.plain_name == AGGREGATE:
        return metrics.read(shard, chunks)
    rows = Rows()

    def sample(record: dict[str, Any], line: int) -> str | None:
        given = texts(record, "input_prompt", "output_response")
        if isinstance(given, str):
            return given
        prompt, response = given
        key = f"line:{line}"
        reward, kept = _score(record.get("score"))
        if reward is not None:
            rows.reward(key, "score", reward)
        group, index = rows.group_of(shard.step, prompt)
        extra = {k: v for k, v in record.items() if k not in (*_SAMPLE, "score") and v is not None} | kept
        rows.trajectory(key, group_id=group, sample_index=index, prompt=prompt, response=response, num_turns=1,
                        reward=reward, source_line=line, extra=json_text(extra))  # fmt: skip
        return None

    each_object(chunks, rows.quarantine, sample)
    return rows.records()


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, split_of=split_of, default_step=DEFAULT_STEP, framework="skyrl",
    expects=(frozenset({"input_prompt", "output_response"}),),
)  # fmt: skip
