"""tinker-cookbook's RL rollout summaries (docs/formats.md): ``<log_path>/iteration_NNNNNN/
<base>_rollout_summaries.jsonl`` (``train``, ``eval_<name>``), one trajectory a line, as
``rl/rollout_logging.py`` serializes it: ``schema_version, split, iteration, group_idx,
traj_idx, tags, sampling_client_step, total_reward, final_reward, trajectory_metrics,
final_ob_len, steps[{step_idx, ob_len, ac_len, reward, episode_done, stop_reason, metrics,
logs}]``; the run's ``metrics.jsonl`` beside the iteration folders is read as metrics.

- The step is the iteration; ``group_idx`` the group (within the iteration), ``traj_idx`` the
  sample index; ``split`` ``train`` is train, any other (``test``, ``eval/gsm8k``) val.
- The summaries hold no text (the transcripts are in ``*_logtree.json`` and HTML reports): a
  transition is an ``assistant`` turn whose content is what the environment logged of it
  (``logs``, ``key: value`` lines) and whose tokens are its action's (``ac_len``);
  ``prompt_tokens`` is the first observation's length, ``response_tokens`` the actions' sum.
- Rewards: ``total_reward`` (the trajectory's reward), ``final_reward``, each transition's
  ``reward`` (on its turn) and each numeric trajectory metric as ``metrics/<name>``. The last
  transition's ``stop_reason`` is the status where it is not ``stop``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, as_list
from .json_values import each_object, json_text
from .rows import Rows, number

FORMAT = "tinker"
_NAME = re.compile(r"(.+)_rollout_summaries\.jsonl")


def step_of(name: str) -> int | None:
    return None  # the iteration folder gives it


def sniff(head: Head) -> bool:
    return {"group_idx", "traj_idx", "steps", "total_reward"} <= head.keys


def split_of(path: str) -> str | None:
    found = _NAME.fullmatch(path.rsplit("/", 1)[-1])
    return None if found is None else "train" if found[1] == "train" else "val"


def _logged(logs: object) -> str:
    return "\n".join(f"{k}: {v}" for k, v in as_dict(logs).items())


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows()

    def summary(record: dict[str, Any], line: int) -> str | None:
        steps = [as_dict(s) for s in as_list(record.get("steps"))]
        iteration = record.get("iteration")
        step = iteration if isinstance(iteration, int) and not isinstance(iteration, bool) else shard.step
        key = f"{record.get('group_idx')}:{record.get('traj_idx')}"
        for transition in steps:
            index = rows.turn(key, role="assistant", content=_logged(transition.get("logs")),
                              content_tokens=_count(transition.get("ac_len")))  # fmt: skip
            if (reward := number(transition.get("reward"))) is not None:
                rows.reward(key, "transition_reward", reward, turn_index=index)
        total = number(record.get("total_reward"))
        for name in ("total_reward", "final_reward"):
            if (value := number(record.get(name))) is not None:
                rows.reward(key, name, value)
        rows.rewards(key, as_dict(record.get("trajectory_metrics")), prefix="metrics/")
        last = steps[-1] if steps else {}
        stop = last.get("stop_reason")
        wrote = [n for s in steps if (n := _count(s.get("ac_len"))) is not None]
        extra = {k: record.get(k) for k in ("split", "tags", "sampling_client_step", "final_ob_len", "schema_version")}
        group = record.get("group_idx")
        rows.trajectory(
            key, step=step, group_id=f"{step}:{group}" if group is not None else None,
            sample_index=_count(record.get("traj_idx")), num_turns=len(steps), reward=total,
            status=str(stop) if stop not in (None, "stop") else None, source_line=line,
            prompt_tokens=_count(steps[0].get("ob_len")) if steps else None,
            response_tokens=sum(wrote) if wrote else None,
            extra=json_text({k: v for k, v in extra.items() if v is not None}),
        )  # fmt: skip
        return None

    each_object(chunks, rows.quarantine, summary)
    return rows.records()


def _count(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, split_of=split_of, framework="tinker",
    expects=(frozenset({"group_idx", "traj_idx", "steps", "total_reward"}),),
)  # fmt: skip
