"""Atropos scored groups (docs/formats.md): the JSON Lines an environment writes with
``--env.data_path_to_save_groups``, one ``ScoredDataGroup`` a line: ``tokens`` and ``masks``
(one list per member), ``scores`` (one per member), and optionally ``messages``,
``advantages``, ``overrides``, ``group_overrides``, ``generation_params``, ``ref_logprobs``,
``inference_logprobs``.

- A line is a group (``group_id`` ``<file>-line-<n>``, the file a short hash of its shard: two
  output files of one environment both have a line 1); each member a trajectory, ``scores[i]``
  its reward and a ``score`` row.
- An environment's own trajectory log (``request_id, prompt_used, llm_completion_raw,
  parsed_action, score, metadata``, one attempt a line: Padres' spatial tasks) is a trajectory
  a line: the prompt used, the raw completion as the response, ``score`` its reward (a ``score``
  row), the parsed action and metadata in ``extra``; no group (the log names none).
- ``messages[i]`` is a message list (turns with their roles; an environment's ``agent`` is the
  ``assistant``, its ``environment`` a ``user`` turn) or, in some environments, the
  member's whole text with its chat template applied: it is split back into turns at the
  template's role markers (ChatML, Llama 3, Gemma). A text without any marker is the response,
  with no prompt, and said in a warning with its count.
- Token arrays are never copied: ``masks`` holds ``-100`` on the prompt's tokens, so the
  response's tokens are the others and the prompt's the rest of ``tokens``; each array's length
  is kept in ``extra``, and one advantage where a member's values agree. Any other key holding
  one value per member (``parsed_actions``) gives each member its own in ``extra``; any other
  scalar (``seed``) is the group's, in every member's ``extra``.
- A preference group (a DPO environment's: ``prompt``, ``chosen``, ``rejected``, one each a
  member, beside ``chosen_tokens``/``rejected_tokens`` and ``messages`` that are the chosen text
  left-padded to the context, 30,000 characters of ``<|end_of_text|>``): each member's prompt
  and chosen response are its turns, ``prompt`` and ``response``; the rejected response is in
  ``extra``; the padded messages are not read.
- With the token lane kept (``--keep-tokens``), each member's arrays are its ``tokens`` row:
  ``tokens`` (the ids), ``masks`` (trained where not -100), ``inference_logprobs``,
  ``ref_logprobs``, ``advantages``.
- The file names no step (the environment does not know the trainer's): 0 unless the file
  name or a step folder gives one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..ids import short_hash
from .base import Head, Reader, Shard, ShardRecords, json_lines_file
from .chat import as_dict, as_list, message_text, template_turns
from .json_values import each_object, json_text
from .rows import Rows, number

FORMAT = "atropos"
DEFAULT_STEP = 0
_STEP_NAME = re.compile(r".*?(?:global_step|step)[_-]?0*(\d+)\.jsonl(?:\.gz|\.zst)?", re.I)
_ARRAYS = (
    "tokens",
    "masks",
    "advantages",
    "ref_logprobs",
    "inference_logprobs",
    "distill_token_ids",
    "distill_logprobs",
)
_IGNORE = -100  # a prompt token in ``masks``, as in Hugging Face labels


def _member(record: dict[str, Any], key: str, i: int) -> object:
    """Member ``i``'s value of a key holding one per member, if it does."""
    values = record.get(key)
    return values[i] if isinstance(values, list) and i < len(values) else None


def step_of(name: str) -> int | None:
    match = _STEP_NAME.fullmatch(name)
    return int(match[1]) if match else None


_TRAJECTORY_LOG = {"prompt_used", "llm_completion_raw", "score"}


def sniff(head: Head) -> bool:
    record = head.record if isinstance(head.record, dict) else {}
    if _TRAJECTORY_LOG <= record.keys():
        return True
    return {"tokens", "masks", "scores"} <= record.keys() and isinstance(record.get("scores"), list)


def _attempt(rows: Rows, record: dict[str, Any], line: int) -> str | None:
    """One line of an environment's trajectory log (see the module's doc)."""
    prompt, completion = record.get("prompt_used"), record.get("llm_completion_raw")
    if not isinstance(prompt, str) or not isinstance(completion, str):
        return "'prompt_used' and 'llm_completion_raw' must be texts"
    key = str(record.get("request_id") or f"line:{line}")
    reward = number(record.get("score"))
    if reward is not None:
        rows.reward(key, "score", reward)
    rows.turn(key, role="user", content=prompt)
    rows.turn(key, role="assistant", content=completion)
    extra = {
        k: v for k, v in record.items() if k not in ("prompt_used", "llm_completion_raw", "score") and v is not None
    }
    rows.trajectory(key, prompt=prompt, response=completion, num_turns=1, reward=reward, source_line=line,
                    extra=json_text(extra))  # fmt: skip
    return None


# Environments name their speakers their own way: the policy is the ``assistant``, what the
# environment answers reaches it as a ``user`` turn.
_ROLES = {"agent": "assistant", "environment": "user", "env": "user", "model": "assistant"}
_HANDLED = {"tokens", "masks", "scores", "messages", "advantages", "overrides", "group_overrides", "generation_params"}


def _turns(messages: object) -> list[tuple[str, str]] | None:
    if isinstance(messages, str):
        return template_turns(messages)
    turns = []
    for message in as_list(messages):
        role = str(as_dict(message).get("role") or "user")
        turns.append((_ROLES.get(role, role), message_text(as_dict(message).get("content"))))
    return turns


_PREFERENCE = {"prompt", "chosen", "rejected"}


def _preference_pairs(record: dict[str, Any], members: int) -> list[tuple[str, str, str]] | None:
    """Each member's (prompt, chosen, rejected) texts, where the group is a preference group."""
    if not all(isinstance(record.get(k), list) and len(record[k]) == members for k in _PREFERENCE):
        return None
    return [(_text(p), _text(c), _text(r)) for p, c, r in zip(record["prompt"], record["chosen"], record["rejected"])]


def _text(value: object) -> str:
    return value if isinstance(value, str) else "\n\n".join(c for _, c in _turns(value) or []) or message_text(value)


def _is_token_array(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, (int, float, list)) for v in value[:8])


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    rows = Rows(keep_tokens=shard.keep_tokens)
    unmarked = 0
    file = short_hash(shard.key, 8)  # a line's group is this file's: another file of the step has its own

    def group(record: dict[str, Any], line: int) -> str | None:
        nonlocal unmarked
        if _TRAJECTORY_LOG <= record.keys() and "scores" not in record:
            return _attempt(rows, record, line)
        scores = record.get("scores")
        if not isinstance(scores, list) or not scores:
            return "'scores' must be a list with one score per member"
        tokens, masks = as_list(record.get("tokens")), as_list(record.get("masks"))
        messages = as_list(record.get("messages"))
        overrides = as_list(record.get("overrides"))
        advantages = as_list(record.get("advantages"))
        shared = {k: record[k] for k in ("group_overrides", "generation_params") if record.get(k) is not None}
        # Other keys: one value per member (an environment's parsed actions), a token array per
        # member (its length kept), or the group's own (a seed).
        pairs = _preference_pairs(record, len(scores))
        handled = _HANDLED | _PREFERENCE if pairs is not None else _HANDLED
        per_member = {
            k: v for k, v in record.items() if k not in handled and isinstance(v, list) and len(v) == len(scores)
        }
        shared |= {k: v for k, v in record.items() if k not in handled and k not in per_member and v is not None
                   and not _is_token_array(v)}  # fmt: skip
        for i, score in enumerate(scores):
            key = f"line:{line}:{i}"
            reward = number(score)
            if reward is not None:
                rows.reward(key, "score", reward)
            turns = _turns(messages[i]) if i < len(messages) and pairs is None else None
            if pairs is not None:
                turns = [("user", pairs[i][0]), ("assistant", pairs[i][1])]
            prompt = response = None
            if turns is None and i < len(messages) and isinstance(messages[i], str):  # never a preference pair
                unmarked += 1
                response = messages[i]
            for role, content in turns or []:
                rows.turn(key, role=role, content=content)
            if turns:
                first = next((j for j, (role, _) in enumerate(turns) if role == "assistant"), len(turns))
                prompt = "\n\n".join(c for _, c in turns[:first]) or None
                response = "\n\n".join(c for role, c in turns if role == "assistant")
            mask = as_list(masks[i]) if i < len(masks) else []
            total = len(as_list(tokens[i])) if i < len(tokens) else None
            response_tokens = sum(1 for m in mask if m != _IGNORE) if mask else None
            extra = dict(shared) | ({"rejected": pairs[i][2]} if pairs is not None else {})
            extra |= {f"{k}_length": len(as_list(record[k][i])) for k in _ARRAYS
                      if isinstance(record.get(k), list) and i < len(record[k]) and isinstance(record[k][i], list)}  # fmt: skip
            for k, each in per_member.items():
                if _is_token_array(each[i]):
                    extra[f"{k}_length"] = len(each[i])
                elif each[i] is not None:
                    extra[k] = each[i]
            if rows.lane is not None:
                rows.lane.add(key, token_ids=tokens[i] if i < len(tokens) else None,
                              loss_mask=[m != _IGNORE for m in mask] or None,
                              advantages=advantages[i] if i < len(advantages) else None,
                              logprobs=_member(record, "inference_logprobs", i),
                              reference_logprobs=_member(record, "ref_logprobs", i))  # fmt: skip
            values = {a for a in as_list(advantages[i]) if number(a) is not None} if i < len(advantages) else set()
            if len(values) == 1:
                extra["advantage"] = values.pop()
            if i < len(overrides) and overrides[i]:
                extra["overrides"] = overrides[i]
            rows.trajectory(
                key, group_id=f"{file}-line-{line}", sample_index=i, prompt=prompt, response=response,
                prompt_tokens=total - response_tokens if total is not None and response_tokens is not None else None,
                response_tokens=response_tokens, num_turns=max(1, sum(r == "assistant" for r, _ in turns or [])),
                reward=reward, source_line=line, extra=json_text(extra),
            )  # fmt: skip
        return None

    each_object(chunks, rows.quarantine, group, first_line=shard.first_line)
    if unmarked:
        rows.warnings.append(
            f"{unmarked} member(s) hold a text without chat-template role markers: read as the response, no prompt"
        )
    return rows.records()


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, default_step=DEFAULT_STEP, framework="atropos", token_lane=True,
    appends=json_lines_file,
    expects=(frozenset({"tokens", "masks", "scores"}), frozenset({"prompt_used", "llm_completion_raw", "score"}),),
)  # fmt: skip
