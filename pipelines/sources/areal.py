"""AReaL's trajectory dumps (docs/formats.md): ``<fileroot>/logs/<user>/<experiment>/<trial>/``
``rollout/<version>/<task_id>.jsonl`` (``eval-rollout/`` for evaluation, and so is the
``rollout/`` of a launch whose experiment or trial is named ``eval_...``), written by
``WorkflowExecutor._dump_trajectory`` when ``dump_to_file`` is set; a line per sample of the task:
``task_id, sample_idx, seqlen, prompt_len, head_version, tail_version, version_rle, reward,
prompt, completion`` and, for multi-turn samples, ``segments``.

- The step is the **policy version** of the folder (the batch's newest weights), never the file
  name, which is a task id. Asynchronous RL mixes versions in a sample: ``head_version`` and
  ``tail_version`` (the oldest and newest weights that generated it) and ``version_rle`` are
  kept in ``extra``.
- The samples of one task are a group (``group_id`` ``task-<id>``, ``sample_idx`` its index).
- Tokens: ``prompt_len`` is the prompt's, ``seqlen - prompt_len`` the completion's.
- ``segments`` (``[{role: prompt|gen|context, len, text}]``) are turns: the prompt a ``user``
  turn, each generation an ``assistant`` turn, the context between them (the environment's
  answers) a ``context`` turn, as AReaL names it; ``len`` is each turn's token count.
- ``reward`` is the trajectory's reward and a ``rewards`` row; ``original_reward`` (before
  reward shaping) is a ``rewards`` row of its own.

A version folder holds one small file per task; detection lists each, and the engine reads and
commits them together in batches, so thousands of tasks make a few commits, not thousands.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .base import Head, Reader, Shard, ShardRecords
from .chat import as_list
from .json_values import each_object, json_text
from .rows import Rows, number, texts

FORMAT = "areal"
_ROLES = {"prompt": "user", "gen": "assistant", "context": "context"}
_KEPT = ("head_version", "tail_version", "version_rle", "seqlen", "prompt_len")


def step_of(name: str) -> int | None:
    return None  # a task id, not a step: the version folder gives it


def sniff(head: Head) -> bool:
    return {"task_id", "prompt", "completion", "reward"} <= head.keys and bool({"seqlen", "head_version"} & head.keys)


# An evaluation launch: AReaL's evaluation scripts name the experiment and trial after what they
# evaluate (`logs/eval_aime24/eval_aime24-deepscaler_base/rollout/0/`): its dumps are `val`.
_EVAL_LAUNCH = re.compile(r"(?i)eval(?:uation)?[_-].+")


def split_of(path: str) -> str | None:
    if "/eval-rollout/" in path or "/eval_rollout/" in path:
        return "val"
    folders = path.split("/")[:-1]
    at = max((i for i, f in enumerate(folders) if f in ("rollout", "eval-rollout", "eval_rollout")), default=None)
    launch = folders[max(0, at - 2) : at] if at is not None else []  # the experiment and trial above rollout/
    return "val" if any(_EVAL_LAUNCH.fullmatch(f) for f in launch) else None


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows()

    def sample(record: dict[str, Any], line: int) -> str | None:
        given = texts(record, "prompt", "completion")
        if isinstance(given, str):
            return given
        prompt, completion = given
        key = f"line:{line}"
        reward = number(record.get("reward"))
        if reward is not None:
            rows.reward(key, "reward", reward)
        if (original := number(record.get("original_reward"))) is not None:
            rows.reward(key, "original_reward", original)
        generations = 0
        for segment in as_list(record.get("segments")):
            if isinstance(segment, dict):
                role = _ROLES.get(str(segment.get("role")), str(segment.get("role")))
                generations += role == "assistant"
                rows.turn(
                    key, role=role, content=str(segment.get("text") or ""), content_tokens=_int(segment.get("len"))
                )
        seqlen, prompt_len = _int(record.get("seqlen")), _int(record.get("prompt_len"))
        task = record.get("task_id")
        extra = {k: record[k] for k in _KEPT if record.get(k) is not None}
        extra |= {k: v for k, v in record.items() if k not in (*_KEPT, "prompt", "completion", "reward", "original_reward",
                                                              "segments", "task_id", "sample_idx") and v is not None}  # fmt: skip
        rows.trajectory(
            key,
            group_id=f"task-{task}" if task is not None else None,
            sample_index=_int(record.get("sample_idx")),
            prompt=prompt,
            response=completion,
            prompt_tokens=prompt_len,
            response_tokens=seqlen - prompt_len if seqlen is not None and prompt_len is not None else None,
            num_turns=max(generations, 1),
            reward=reward,
            source_line=line,
            extra=json_text(extra | ({"task_id": task} if task is not None else {})),
        )
        return None

    each_object(chunks, rows.quarantine, sample)
    return rows.records()


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, split_of=split_of, run_above=1, step_folder=re.compile(r"(\d+)"),
    framework="areal",
    expects=(frozenset({"task_id", "prompt", "completion", "reward", "seqlen"}), frozenset({"task_id", "prompt", "completion", "reward", "head_version"}),),
)  # fmt: skip
