"""slime's debug rollout dumps (docs/formats.md): with ``--save-debug-rollout-data
PATH_{rollout_id}.pt``, each rollout's samples are written with ``torch.save`` as
``{"rollout_id": N, "samples": [Sample.to_dict(), ...]}`` (an evaluation's as ``eval_N``):
``group_index, index, prompt, tokens, response, response_length, label, reward, loss_mask,
rollout_log_probs, status, metadata, weight_versions, spec_info, prefix_cache_info, ...``.

A ``.pt`` file is a pickle, and loading a pickle the usual way runs whatever code it names. So:

- **Never read by default.** A slime dump is listed as skipped ("pass --trust-pickles"), found
  by looking at the pickle's opcodes (:mod:`pickletools`, which builds nothing), not by loading.
- **With --trust-pickles**, the pickle is loaded by an unpickler that builds plain values only:
  dicts, lists, tuples, sets, text, numbers; a tensor becomes a placeholder with its shape (its
  storage is never read). Any other object it names (``os.system``, a class of slime's) is
  refused, and the file fails with its name: a hostile file runs no code even then. The flag
  is the user's word that opening these files at all is intended.

- A sample is a trajectory: the step is the rollout id; ``group_index`` its group, ``index``
  its sample index within the group (in file order); the prompt (text, or chat messages) and
  the response as written; ``status`` as slime sets it (``truncated``, ``aborted``,
  ``failed``), NULL for ``completed``. ``response_tokens`` is ``response_length``,
  ``prompt_tokens`` the rest of ``tokens``.
- ``reward``: a number is the trajectory's reward (a ``reward`` rewards row); a dict (a
  reward model's several values, one picked by ``--reward-key`` at training time, which the
  file does not record) gives a rewards row per number and leaves the trajectory's reward
  NULL, with a warning, unless it holds a single number.
- Kept in ``extra``: the label, metadata, weight versions, the spec and prefix-cache counters
  and ``remove_sample``; never the token, mask and log-probability arrays (their lengths are).
"""

from __future__ import annotations

import io
import pickle
import pickletools
import re
import zipfile
from collections import OrderedDict

from ..containers import expanded_size, within_limits
from ..storage import FileSystem, SourceError, SourceIOError
from .base import Head, Reader, Shard, ShardRecords
from .chat import as_dict, message_text
from .json_values import json_text
from .rows import Rows, number

FORMAT = "slime"
_STEP = re.compile(r"(\d+)\.pt$")
_HEAD_BYTES = 256 << 10
_ARRAYS = ("tokens", "loss_mask", "rollout_log_probs", "rollout_routed_experts", "teacher_log_probs")
_DROPPED = {"multimodal_inputs", "multimodal_train_inputs", "mopd_teacher_log_probs", "train_metadata",
            "generate_function_path", "session_id"}  # fmt: skip


def step_of(name: str) -> int | None:
    found = _STEP.search(name)
    return int(found[1]) if found else None


def split_of(path: str) -> str | None:
    return "val" if "eval_" in path.rsplit("/", 1)[-1] else None


def _pickle_member(archive: zipfile.ZipFile) -> str | None:
    return next((n for n in archive.namelist() if n == "data.pkl" or n.endswith("/data.pkl")), None)


def head(fs: FileSystem, path: str) -> object:
    """The text constants among the first opcodes of the dump's pickle (its dict keys), read by
    :func:`pickletools.genops`, which decodes opcodes and builds nothing; None for a file that
    is no torch zip archive."""
    try:
        with fs.open(path, "rb") as raw, zipfile.ZipFile(raw) as archive:
            member = _pickle_member(archive)
            if member is None:
                return None
            with archive.open(member) as pickled:
                data = pickled.read(_HEAD_BYTES)
    except zipfile.BadZipFile:
        return None
    except OSError as exc:
        raise SourceIOError(f"reading failed: {exc}") from exc
    strings: dict[str, None] = {}
    try:
        for opcode, arg, _ in pickletools.genops(io.BytesIO(data)):
            if isinstance(arg, str) and "UNICODE" in opcode.name and len(strings) < 512:
                strings.setdefault(arg)
    except (ValueError, EOFError):  # the head ends mid-opcode: what came before is enough
        pass
    return strings


def sniff(head: Head) -> bool:
    return {"rollout_id", "samples"} <= head.keys


def not_traces(head: Head) -> str | None:
    """Any other ``.pt`` (a checkpoint, optimizer state): PyTorch's, no rollouts in it."""
    if not head.name.endswith(".pt"):
        return None
    return "a PyTorch file that is no slime rollout dump (no rollout_id and samples: a checkpoint?)"


class _Tensor(tuple):  # type: ignore[type-arg]  # (its shape,): sized as the container it is
    """What a tensor in a dump is read as: its shape, never its storage. A tuple holding the
    shape as given, not a copy of it: tensors sharing one shape by reference are sized by
    :func:`~pipelines.containers.expanded_size` for every reference, as they are written out
    (200 tensors sharing a 100k-element shape stored 118 MB)."""

    def __new__(cls, size: object) -> _Tensor:
        return super().__new__(cls, (size if isinstance(size, (tuple, list)) else None,))

    @property
    def size(self) -> list[object] | None:
        return list(self[0]) if self[0] is not None else None


class _Storage:
    """A tensor storage's type, as the pickle names it: a marker, never called."""


def _rebuild_tensor(storage_: object, offset: object, size: object, *rest: object) -> _Tensor:
    return _Tensor(size)


def _latin1(text: object, encoding: object = "latin1") -> bytes:
    """``_codecs.encode``, which pickle protocol 2 uses to rebuild ``bytes``, for latin-1 only."""
    if not isinstance(text, str) or str(encoding).lower().replace("-", "") != "latin1":
        raise pickle.UnpicklingError("refuses _codecs.encode other than bytes from latin-1 text")
    return text.encode("latin1")


_ALLOWED: dict[tuple[str, str], object] = {
    ("collections", "OrderedDict"): OrderedDict,
    ("builtins", "set"): set,
    ("builtins", "frozenset"): frozenset,
    ("_codecs", "encode"): _latin1,
    ("torch._utils", "_rebuild_tensor_v2"): _rebuild_tensor,
    ("torch._utils", "_rebuild_tensor"): _rebuild_tensor,
}


class PlainUnpickler(pickle.Unpickler):
    """An unpickler that builds plain values only (see the module's doc): every global it
    would import is looked up in an allow-list of harmless ones, and anything else refused."""

    def find_class(self, module: str, name: str) -> object:
        allowed = _ALLOWED.get((module, name))
        if allowed is not None:
            return allowed
        if module == "torch" and name.endswith("Storage") or (module, name) == ("torch.storage", "UntypedStorage"):
            return _Storage
        raise pickle.UnpicklingError(f"refuses to build {module}.{name}: only plain values are read from a pickle")

    def persistent_load(self, pid: object) -> object:
        return _Storage()  # a tensor's storage: its bytes are never read


def load(fs: FileSystem, path: str) -> object:
    """The dump's pickle, loaded by :class:`PlainUnpickler`."""
    try:
        with fs.open(path, "rb") as raw, zipfile.ZipFile(raw) as archive:
            member = _pickle_member(archive)
            if member is None:
                raise SourceError("no data.pkl in the archive: not a torch.save file")
            info = archive.getinfo(member)
            within_limits(info, "the pickle")  # before a byte is inflated: a 612 KB dump held a 600 MB string
            with archive.open(info) as pickled:
                return PlainUnpickler(pickled).load()
    except zipfile.BadZipFile as exc:
        raise SourceError(f"not a torch.save archive ({exc})") from None
    except (pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError, IndexError, KeyError) as exc:
        raise SourceError(f"not a readable slime dump: {exc}") from None
    except OSError as exc:
        raise SourceIOError(f"reading failed: {exc}") from exc


def _plain(value: object) -> object:
    """A loaded value as JSON can hold it (tensors as their shapes, sets as lists)."""
    if isinstance(value, _Tensor):
        return {"tensor": value.size}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_plain(v) for v in value]
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    return value if isinstance(value, (str, int, float, bool)) or value is None else repr(value)


def _prompt(value: object) -> str | None:
    if isinstance(value, list):
        return "\n\n".join(message_text(as_dict(m).get("content")) for m in value)
    return value if isinstance(value, str) else None


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    dump = load(fs, path)
    # A pickle's references share values its reading takes apart (texts joined, values written
    # out): a 604-byte pickle of nested references took 203 s and 2.6 GB. Held to one record.
    expanded_size(dump, what="the pickle")
    if not isinstance(dump, dict) or not isinstance(dump.get("samples"), list):
        raise SourceError("not a slime dump: no 'samples' list")
    rollout = dump.get("rollout_id")
    step = rollout if isinstance(rollout, int) and not isinstance(rollout, bool) else shard.step
    rows = Rows()
    in_group: dict[object, int] = {}
    ambiguous = 0
    for position, given in enumerate(dump["samples"]):
        sample = as_dict(given)
        key = f"{position}"
        group = sample.get("group_index")
        prompt, response = _prompt(sample.get("prompt")), sample.get("response")
        if isinstance(sample.get("prompt"), list):
            for message in (as_dict(m) for m in sample["prompt"]):
                rows.turn(key, role=str(message.get("role") or "user"), content=message_text(message.get("content")))
        elif prompt is not None:
            rows.turn(key, role="user", content=prompt)
        if isinstance(response, str):
            rows.turn(key, role="assistant", content=response)
        value = sample.get("reward")
        reward: float | None
        if isinstance(value, dict):
            numbers = {k: v for k, v in value.items() if number(v) is not None}
            rows.rewards(key, numbers)
            reward = number(next(iter(numbers.values()))) if len(numbers) == 1 else None
            ambiguous += len(numbers) > 1
        else:
            reward = float(value) if isinstance(value, bool) else number(value)
            if reward is not None:
                rows.reward(key, "reward", reward)
        length = sample.get("response_length")
        tokens = sample.get("tokens")
        wrote = length if isinstance(length, int) and not isinstance(length, bool) else None
        status = sample.get("status")
        extra = {k: _plain(v) for k, v in sample.items() if k not in (*_ARRAYS, "prompt", "response", "reward",
                 "group_index", "index", "status", "response_length", *_DROPPED) and v not in (None, {}, [])}  # fmt: skip
        extra |= {f"{k}_length": len(v) for k in _ARRAYS if isinstance(v := sample.get(k), list)}
        sample_index = None
        if group is not None:
            sample_index = in_group[group] = in_group.get(group, -1) + 1
        rows.trajectory(
            key, step=step, group_id=f"{step}:{group}" if group is not None else None, sample_index=sample_index,
            prompt=prompt, response=response if isinstance(response, str) else None,
            num_turns=1 if isinstance(response, str) else 0, reward=reward,
            status=None if status in (None, "completed") else str(status),
            prompt_tokens=len(tokens) - wrote if isinstance(tokens, list) and wrote is not None else None,
            response_tokens=wrote, source_line=None, extra=json_text(extra) if extra else None,
        )  # fmt: skip
    if ambiguous:
        rows.warnings.append(
            f"{ambiguous} sample(s) carry a reward dict of several values and the file does not say which "
            "one training used (--reward-key): their trajectory reward is NULL, each value is in rewards"
        )
    return rows.records()


READER = Reader(
    FORMAT, (".pt",), step_of, sniff, read_file=read_file, split_of=split_of, head=head, pickled=True, framework="slime",
    expects=(frozenset({"rollout_id", "samples"}),),
)  # fmt: skip
