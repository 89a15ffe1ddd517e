"""agent-lightning's rollout trajectories (docs/formats.md), as its verl trainer uploads them to
W&B (``agentlightning/verl/rollout_adapter.py``, since 2026-05): an artifact a step and split,
named ``<split>-trajectories-<W&B run id>-step-<N>`` (``split`` ``train`` or ``validation``),
holding ``step_<N>/<split>_trajectories.jsonl.zip``: a zip of one member,
``<split>_trajectories.jsonl``, a line a rollout: ``{rollout_id, reward, prompt, response}``
(the last model call's prompt and response, decoded text; at most a few hundred rollouts of a
training step, every one of a validation).

- Downloaded (``wandb artifact get``, ``Artifact.download()``) an artifact lands in
  ``artifacts/<name>:v<K>/``: every step's artifact is a folder of its own, so the run is the
  W&B run the artifact's name gives, in the folder holding the artifacts (``artifacts/`` by
  default), never one run per artifact. A file outside such a folder belongs to its folder's
  run, as any other.
- The step is the ``step_<N>`` folder; the split the file's name (``validation`` is ``val``).
- ``reward`` is the rollout's final reward, or the trainer's ``reward_fillna_value`` (0.0 by
  default) where the rollout had none: the file cannot tell the two apart, so a reward of
  exactly that value may stand for a missing one. ``rollout_id`` (a UUID) is the trajectory's
  key; the rollouts of one prompt (its GRPO group) share its text. Lines are read as verl's
  dumps are (:mod:`.jsonl`): a response holding tool calls is split into its turns.
"""

from __future__ import annotations

import contextlib
import re
import zipfile
import zlib
from collections.abc import Iterator

import orjson

from ..containers import first_member
from ..limits import HEAD_MAX_BYTES
from ..storage import FileSystem, Readable, SourceError, SourceIOError, bounded, line_chunks
from . import episode_turns, jsonl
from .base import Cumulative, Head, Reader, Shard, ShardRecords

FORMAT = "agent_lightning"
_FILE = re.compile(r"(train|validation)_trajectories\.jsonl\.zip")
_ARTIFACT = re.compile(r"((?:train|validation)-trajectories-(.+)-step-\d+)(?:[:-]v(\d+))?")
_KEYS = frozenset({"rollout_id", "reward", "prompt", "response"})
FIELDS = jsonl.Fields(prompt=("prompt",), response=("response",), reward=("reward",), uid=("rollout_id",))


def step_of(name: str) -> int | None:
    return None  # the step_<N> folder gives it


def split_of(path: str) -> str | None:
    found = _FILE.fullmatch(path.rsplit("/", 1)[-1])
    return None if found is None else "train" if found[1] == "train" else "val"


def _artifact_run(path: str) -> str | None:
    """The W&B run id an artifact's folder (two above the file: ``<artifact>/step_<N>/``) names."""
    parts = path.split("/")
    found = _ARTIFACT.fullmatch(parts[-3]) if len(parts) >= 3 else None
    return found[2] if found else None


def versions(path: str) -> Cumulative | None:
    """An artifact's versions (a resumed run logs a step's artifact again, as ``:v1``): the
    latest downloaded is read, under one shard key, so a later version replaces an earlier one."""
    parts = path.split("/")
    found = _ARTIFACT.fullmatch(parts[-3]) if len(parts) >= 3 else None
    if found is None:
        return None
    return Cumulative("/".join(parts[:-3]), f"{found[1]}/{parts[-2]}/{parts[-1]}", int(found[3] or 0),
                      "an earlier version of its W&B artifact (the step logged again)")  # fmt: skip


def folders_above(path: str) -> int:
    return 2 if _artifact_run(path) is not None else 0


def run_name(head: Head) -> str | None:
    return _artifact_run(head.path)


def _member(archive: zipfile.ZipFile, path: str) -> zipfile.ZipInfo:
    name = path.rsplit("/", 1)[-1].removesuffix(".zip")
    try:
        return first_member(archive, name)
    except KeyError:
        raise SourceError(f"the archive holds no {name}") from None


# What reading a zip member raises besides OSError: a damaged archive or member (BadZipFile, a
# stream cut short), a compression method zipfile lacks (Deflate64, as Windows' zipper writes:
# NotImplementedError), an encrypted member (RuntimeError). Each fails the file, never the ingest.
_DAMAGE = (zipfile.BadZipFile, NotImplementedError, RuntimeError, EOFError, zlib.error)


@contextlib.contextmanager
def _member_bytes(fs: FileSystem, path: str) -> Iterator[Readable]:
    """The archive's JSON Lines member as it inflates, held to the limits a compressed file is."""
    try:
        with fs.open(path, "rb") as raw, zipfile.ZipFile(raw) as archive:
            info = _member(archive, path)
            with archive.open(info) as member:
                yield bounded(member, info.compress_size, "zip")
    except _DAMAGE as exc:
        raise SourceError(f"not a readable agent-lightning trajectories zip ({type(exc).__name__}: {exc})") from None


def head(fs: FileSystem, path: str) -> object:
    """The first line of the archive's JSON Lines member, within the head's limit; None when
    that line is no JSON or past the limit. A file of this name that is no such zip cannot be
    read (a :class:`SourceError`): it is listed with why, and the files beside it are read."""
    try:
        with _member_bytes(fs, path) as member:
            first = member.read(HEAD_MAX_BYTES).split(b"\n", 1)[0]
        return orjson.loads(first)
    except orjson.JSONDecodeError:
        return None
    except (SourceError, SourceIOError):
        raise
    except OSError as exc:
        raise SourceIOError(f"reading failed: {exc}") from exc


def sniff(head: Head) -> bool:
    return _FILE.fullmatch(head.name) is not None and _KEYS <= head.keys


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    with _member_bytes(fs, path) as member:
        return jsonl.read(shard, line_chunks(member, None), FIELDS, turns=episode_turns.turns_of)


READER = Reader(
    FORMAT, ("_trajectories.jsonl.zip",), step_of, sniff, read_file=read_file, run_name=run_name, split_of=split_of,
    run_above=folders_above, head=head, cumulative=versions, framework="agent-lightning", expects=(_KEYS,),
)  # fmt: skip
