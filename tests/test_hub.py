"""A Hugging Face dataset as a source, ``hf://datasets/<org>/<name>@<revision>/<path>``, through a
stand-in for huggingface_hub's HfFileSystem (no network here): the same paths, revisions in the
repository's part, and the LFS SHA-256 in every listing. A new revision re-reads only the files
that changed, and names the same runs."""

from __future__ import annotations

import hashlib
import json
import sys

import pytest
from fsspec.implementations.memory import MemoryFileSystem

from .helpers import ingest, query


class FakeHub(MemoryFileSystem):
    """HfFileSystem's shape over memory: ``datasets/org/name@rev/...`` paths, listings with
    ``lfs: {sha256, size}``. Notes every file opened for reading."""

    protocol = ("hf",)
    root_marker = ""
    store: dict = {}
    pseudo_dirs = [""]
    reads: list[str] = []

    @classmethod
    def _strip_protocol(cls, path):
        return super()._strip_protocol(path.removeprefix("hf://") if isinstance(path, str) else path)

    def ls(self, path, detail=True, **kwargs):
        out = super().ls(path, detail=detail, **kwargs)
        return [self._with_lfs(i) for i in out] if detail else out

    def find(self, path, maxdepth=None, withdirs=False, detail=False, **kwargs):
        out = super().find(path, maxdepth=maxdepth, withdirs=withdirs, detail=detail, **kwargs)
        return {name: self._with_lfs(info) for name, info in out.items()} if detail else out

    def info(self, path, **kwargs):
        return self._with_lfs(super().info(path, **kwargs))

    def _with_lfs(self, info: dict) -> dict:
        if info.get("type") == "file" and not info["name"].endswith(".small.jsonl"):  # small files: not in LFS
            data = self.store[info["name"]].getvalue()
            info = {**info, "lfs": {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}}
        return info

    def _open(self, path, mode="rb", **kwargs):
        if "r" in mode:
            FakeHub.reads.append(path.rsplit("@", 1)[-1])
        return super()._open(path, mode=mode, **kwargs)


@pytest.fixture
def hub(monkeypatch):
    monkeypatch.setitem(sys.modules["fsspec.registry"]._registry, "hf", FakeHub)
    FakeHub.store.clear()
    FakeHub.reads.clear()
    return FakeHub()


def _put(fs: FakeHub, path: str, step: int, scores: list[float]) -> None:
    lines = [{"input": f"q{step}-{i}", "output": f"a{i}", "score": s, "step": step} for i, s in enumerate(scores)]
    fs.pipe_file(path, "".join(json.dumps(x) + "\n" for x in lines).encode())


def test_a_new_revision_reads_only_what_changed_into_the_same_run(hub, lake):
    for rev in ("v1", "v2"):
        _put(hub, f"datasets/org/rl-dumps@{rev}/qwen-grpo/1.jsonl", 1, [1.0, 0.0])
    _put(hub, "datasets/org/rl-dumps@v1/qwen-grpo/2.jsonl", 2, [0.0, 0.0])
    _put(hub, "datasets/org/rl-dumps@v2/qwen-grpo/2.jsonl", 2, [1.0, 1.0, 1.0])  # rewritten at v2
    _put(hub, "datasets/org/rl-dumps@v2/qwen-grpo/3.jsonl", 3, [0.5])  # new at v2

    first = ingest(["hf://datasets/org/rl-dumps@v1"], lake)
    assert first.count("ok") == 2 and first.count("failed") == 0
    FakeHub.reads.clear()
    second = ingest(["hf://datasets/org/rl-dumps@v2"], lake)
    assert "v2/qwen-grpo/1.jsonl" not in FakeHub.reads  # unchanged at v2: not even opened
    assert "v2/qwen-grpo/2.jsonl" in FakeHub.reads
    outcomes = sorted((r.shard.uri.rsplit("/", 1)[-1], str(r.status)) for r in second.results)
    assert [o for _, o in outcomes].count("unchanged") == 1 and outcomes[0][0] == "1.jsonl"
    assert second.count("ok") == 2
    assert query(lake, "SELECT run_name FROM runs") == [("qwen-grpo",)]
    assert query(lake, "SELECT step, count(*), sum(reward) FROM trajectories GROUP BY 1 ORDER BY 1") == [
        (1, 2, 1.0), (2, 3, 3.0), (3, 1, 0.5)]  # fmt: skip
    # where each shard came from: the revision it was last read at
    assert query(lake, "SELECT regexp_extract(source_uri, '@(v\\d)/', 1), step FROM ingests ORDER BY step") == [
        ("v1", 1), ("v2", 2), ("v2", 3)]  # fmt: skip
    # the same revision again: nothing read
    again = ingest(["hf://datasets/org/rl-dumps@v2"], lake)
    assert again.count("unchanged") == 3


def test_a_file_outside_lfs_at_a_moving_ref_is_read_again_when_it_changes(hub, lake):
    """No SHA-256 and no mtime in the listing: a same-size rewrite at ``@main`` must still land."""
    path = "datasets/org/rl-dumps@main/qwen-grpo/1.small.jsonl"
    _put(hub, path, 1, [1.0, 0.0])
    assert ingest(["hf://datasets/org/rl-dumps@main"], lake).count("ok") == 1
    _put(hub, path, 1, [0.0, 1.0])  # the same size, other rewards
    again = ingest(["hf://datasets/org/rl-dumps@main"], lake)
    assert again.count("ok") == 1
    assert query(lake, "SELECT reward FROM trajectories ORDER BY source_line") == [(0.0,), (1.0,)]
    unchanged = ingest(["hf://datasets/org/rl-dumps@main"], lake)  # read, found the same, not rewritten
    assert unchanged.count("unchanged") == 1 and unchanged.count("ok") == 0
