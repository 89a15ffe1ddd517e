"""prime-rl's rollout traces (docs/formats.md), two generations of them:

- since 2026-07: ``{output_dir}/rollouts/step_N/{train|eval}/{all|effective}/traces.jsonl``, one
  verifiers **episode** a line (``Episode.to_record()``: ``id, env, task, group, run, ok,
  errors, traces[]``). ``all`` gets every rollout as it completes (errored and filtered ones
  too), ``effective`` the subset trained on: where both lie side by side only ``all`` is read,
  and ``effective`` is listed as skipped, so nothing is counted twice.
- before: ``rollouts/step_N/{train,eval}_rollouts.jsonl``, one verifiers ``RolloutOutput`` a
  line (``example_id, prompt, completion, reward, metrics, answer, info, timing,
  stop_condition, error, ...``).

``eval`` is the val split. An episode's **trace** (one agent's rollout: its message graph,
model calls and named rewards) is a trajectory; an episode without any trace (it failed before
one was produced) is kept as one with its error as ``status`` and no reward.

- Turns: the trace's ``nodes`` in the order stored (the graph is stored linearly; a branch's
  messages are its path). An assistant message's ``reasoning_content`` is its turn's
  ``reasoning`` (in the response, in front of its text in ``<think>...</think>``), its tool
  calls whole in ``calls`` (counted, the first named); a tool message is named after the call
  it answers (``tool_call_id``). Token counts: a node's ``token_ids`` (its template scaffold
  included); latency: its model call's ``time``.
- The trajectory's prompt is the messages before the first sampled one, its response the
  sampled messages; response tokens are the sampled tokens (``mask``), prompt tokens the rest.
- Rewards: every named reward (``score``; ``None``, "not scored", is left out), and the trace's
  ``metrics`` as ``metrics/<name>``. The trajectory's reward is the weighted sum, as verifiers'
  ``Trace.reward`` takes it, NULL when nothing was scored. Legacy rows: ``reward``, and each
  ``metrics`` value.
- Groups: the episode's ``group.id``; legacy rows: ``example_id`` within the step.
- Kept in ``extra``: env, task key, agent name, policy versions, stop condition, errors, timing,
  the names of the tools offered, one advantage where the node's values agree. Never copied:
  token, logprob and advantage arrays (their lengths are), the agent's config and runtime (they
  can hold endpoints and keys).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import orjson

from ..storage import without_compression
from .base import Head, Reader, ReadWhole, Shard, ShardRecords
from .chat import as_dict, as_list, calls_text, message_text, openai_call, reasoning_of
from .json_values import each_object, json_text
from .rows import Rows, number

FORMAT = "prime_rl"
_LEGACY = re.compile(r"(train|eval)_rollouts\.jsonl(?:\.gz|\.zst)?")


def step_of(name: str) -> int | None:
    return None  # the step_N folder gives it


def sniff(head: Head) -> bool:
    keys = head.keys
    episode = {"traces", "task"} <= keys and bool({"ok", "errors", "env"} & keys)
    legacy = {"example_id", "prompt", "completion", "reward"} <= keys
    return episode or legacy


def split_of(path: str) -> str | None:
    match = _LEGACY.fullmatch(path.rsplit("/", 1)[-1])
    return ("val" if match[1] == "eval" else "train") if match else None


def covered_by(path: str) -> str | None:
    folder, _, name = path.rpartition("/")
    above, _, subset = folder.rpartition("/")
    return f"{above}/all/{name}" if subset == "effective" else None


def folders_above(path: str) -> int:
    """From the file to ``rollouts/``: the run is the output folder holding it."""
    plain = without_compression(path)
    return 4 if plain.endswith(("/all/traces.jsonl", "/effective/traces.jsonl")) else 2


def episode_log(path: str) -> bool:
    """``traces.jsonl``, an episode appended as each completes. The older rollout rows number an
    example's samples through the file (``sample_index``): a file of them is read whole."""
    return path.endswith("/traces.jsonl")


def _count(value: object) -> int | None:
    """A token count (verifiers' TokenUsage holds floats)."""
    v = number(value)
    return int(v) if v is not None else None


def _call(call: object) -> object:
    """A tool call as an object: verifiers wrote some as JSON texts (2025-09)."""
    if isinstance(call, str):
        try:
            return orjson.loads(call)
        except orjson.JSONDecodeError:
            return {"function": {"name": None, "arguments": call}}
    return call


def _think(message: dict[str, Any]) -> str:
    reasoning = reasoning_of(message)
    return f"<think>{reasoning}</think>" if reasoning else ""


class _Reader:
    def __init__(self, shard: Shard) -> None:
        self.shard = shard
        self.rows = Rows()

    def line(self, record: dict[str, Any], line: int) -> str | None:
        if "traces" in record:
            return self.episode(record, line)
        return self.legacy(record, line)

    def messages(
        self,
        key: str,
        messages: list[Any],
        sampled: list[bool],
        tokens: list[Any],
        latency: list[Any],
        agent: str | None = None,
    ) -> tuple[Any, ...]:
        """Turns of one message list; (prompt, response, assistant turns)."""
        names: dict[object, str | None] = {}
        before, said, turns = [], [], 0
        for message, was_sampled, count, seconds in zip(messages, sampled, tokens, latency):
            message = as_dict(message)
            role = str(message.get("role") or "user")
            calls = [openai_call(_call(c)) for c in as_list(message.get("tool_calls"))]
            for call in calls:
                names[call["id"]] = call["name"]
            answered = message.get("tool_call_id")
            content = message_text(message.get("content"))
            tool = (names.get(answered) or message.get("name")) if role == "tool" else None
            if calls:
                tool = calls[0]["name"]
            self.rows.turn(key, role=role, content=content, tool_name=tool or None,
                           tool_calls=len(calls) if role == "assistant" else None, content_tokens=count,
                           latency_s=seconds, agent=agent, calls=calls_text(calls),
                           tool_call_id=str(answered) if answered else None,
                           reasoning=reasoning_of(message))  # fmt: skip
            content = _think(message) + content  # the response keeps the reasoning in front
            if was_sampled:
                said.append(content)
                turns += 1
            elif not said:
                before.append(content)
        return "\n\n".join(before) if before else None, "\n\n".join(said), turns

    def episode(self, record: dict[str, Any], line: int) -> str | None:
        traces = record.get("traces")
        if not isinstance(traces, list):
            return "'traces' must be a list"
        episode_id = str(record.get("id") or f"line:{line}")
        env = as_dict(record.get("env"))
        work = as_dict(as_dict(record.get("run")).get("work"))
        common = {
            "episode_id": record.get("id"),
            "env": env.get("name") or env.get("id"),
            "task_key": as_dict(record.get("task")).get("key"),
            "policy": work.get("policy"),
            "episode_ok": record.get("ok"),
        }
        group = as_dict(record.get("group")).get("id")
        errors = [as_dict(e) for e in as_list(record.get("errors"))]
        if not traces:
            self.rows.trajectory(
                episode_id, group_id=group, num_turns=0, source_line=line,
                status=str(errors[-1].get("type") or "error") if errors else "no trace",
                extra=json_text(common | {"errors": [{k: e.get(k) for k in ("type", "message")} for e in errors]}),
            )  # fmt: skip
            return None
        for index, trace in enumerate(traces):
            trace = as_dict(trace)
            key = episode_id if len(traces) == 1 else f"{episode_id}:{index}"
            self.trace(key, trace, line, group, common)
        return None

    def trace(self, key: str, trace: dict[str, Any], line: int, group: object, common: dict[str, Any]) -> None:
        nodes = [as_dict(n) for n in as_list(trace.get("nodes"))]
        seconds: dict[int, float] = {}
        for call in as_list(trace.get("calls")):
            call, span = as_dict(call), as_dict(as_dict(call).get("time"))
            start, end = number(span.get("start")), number(span.get("end"))
            if isinstance(call.get("node"), int) and start is not None and end is not None and end >= start:
                seconds[call["node"]] = end - start
        prompt, response, turns = self.messages(
            key,
            [n.get("message") for n in nodes],
            [n.get("sampled") is True for n in nodes],
            [len(n["token_ids"]) if isinstance(n.get("token_ids"), list) and n["token_ids"] else None for n in nodes],
            [seconds.get(i) for i in range(len(nodes))],
            str(as_dict(trace.get("agent")).get("name") or "") or None,
        )
        masks = [as_list(n.get("mask")) for n in nodes]
        total = sum(len(as_list(n.get("token_ids"))) for n in nodes)
        sampled_tokens = sum(sum(1 for m in mask if m is True) for mask in masks)
        rewards = {name: as_dict(r) for name, r in as_dict(trace.get("rewards")).items() if isinstance(r, dict)}
        reward = None
        for name, given in rewards.items():
            score, weight = number(given.get("score")), number(given.get("weight"))
            if score is None:
                continue
            self.rows.reward(key, name, score)
            reward = (reward or 0.0) + score * (1.0 if weight is None else weight)
        self.rows.rewards(key, as_dict(trace.get("metrics")), prefix="metrics/")
        advantages = {a for n in nodes for a in as_list(n.get("advantages")) if number(a) is not None}
        errors = [as_dict(e) for e in as_list(trace.get("errors"))]
        agent = as_dict(trace.get("agent"))
        extra = common | {
            "trace_id": trace.get("id"),
            "agent": agent.get("name"),
            "trainable": agent.get("trainable"),
            "ok": trace.get("ok"),
            "is_completed": trace.get("is_completed"),
            "stop_condition": trace.get("stop_condition"),
            "errors": [{k: e.get(k) for k in ("type", "message")} for e in errors] or None,
            "tools": [as_dict(t).get("name") for t in as_list(trace.get("tools"))] or None,
            "timing": trace.get("timing"),
            "advantage": next(iter(advantages)) if len(advantages) == 1 else None,
            "token_ids_length": total or None,
        }
        failed = trace.get("ok") is False and errors
        self.rows.trajectory(
            key, group_id=str(group) if group is not None else None, prompt=prompt, response=response,
            prompt_tokens=total - sampled_tokens if total else None, response_tokens=sampled_tokens if total else None,
            num_turns=turns, reward=reward, source_line=line,
            status=str(errors[-1].get("type") or "error") if failed else None,
            extra=json_text({k: v for k, v in extra.items() if v is not None}),
        )  # fmt: skip

    def legacy(self, record: dict[str, Any], line: int) -> str | None:
        if self.shard.first_line > 1:  # an example's samples are numbered through the file
            raise ReadWhole("rollout rows among new lines")
        prompt, completion = record.get("prompt"), record.get("completion")
        if not isinstance(prompt, (list, str)) or not isinstance(completion, (list, str)):
            return "'prompt' and 'completion' must be message lists or texts"
        key = f"line:{line}"
        prompt_messages = prompt if isinstance(prompt, list) else [{"role": "user", "content": prompt}]
        completion_messages = (
            completion if isinstance(completion, list) else [{"role": "assistant", "content": completion}]
        )
        messages = prompt_messages + completion_messages
        sampled = [False] * len(prompt_messages) + [as_dict(m).get("role") == "assistant" for m in completion_messages]
        text, response, turns = self.messages(key, messages, sampled, [None] * len(messages), [None] * len(messages))
        reward = number(record.get("reward"))
        if reward is not None:
            self.rows.reward(key, "reward", reward)
        self.rows.rewards(key, as_dict(record.get("metrics")), prefix="metrics/")
        example = record.get("example_id", record.get("id"))  # verifiers' rows were keyed `id` before 2025-10
        group = f"example-{example}" if example is not None else None
        usage = as_dict(record.get("token_usage"))
        error = record.get("error")
        extra = {k: v for k, v in record.items() if k not in ("prompt", "completion", "reward", "metrics", "trajectory",
                                                              "token_usage") and v is not None}  # fmt: skip
        self.rows.trajectory(
            key, group_id=group, sample_index=self.rows.group_of(self.shard.step, group)[1] if group else None,
            prompt=text, response=response, num_turns=turns, reward=reward, source_line=line,
            prompt_tokens=_count(usage.get("input_tokens")), response_tokens=_count(usage.get("output_tokens")),
            status=str(as_dict(error).get("error") or as_dict(error).get("type") or "error") if error else None,
            extra=json_text(extra),
        )  # fmt: skip
        return None


def read(shard: Shard, chunks: Iterable[bytes]) -> ShardRecords:
    reader = _Reader(shard)
    each_object(chunks, reader.rows.quarantine, reader.line, first_line=shard.first_line)
    return reader.rows.records()


READER = Reader(
    FORMAT, (".jsonl",), step_of, sniff, read=read, split_of=split_of, run_above=folders_above, covered_by=covered_by,
    framework="prime-rl", appends=episode_log,
    expects=(frozenset({"traces", "task", "env"}), frozenset({"example_id", "prompt", "completion", "reward"}),),
)  # fmt: skip
