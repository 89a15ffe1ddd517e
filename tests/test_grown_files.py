"""Files that grow by lines appended (a verl FileLogger's metrics log, prime-rl's and verifiers'
episodes, NeMo-Gym's and Atropos' outputs) are read from where their last read ended: the test
of each reader that says it ``appends`` is that a file read in three parts as it grew gives the
lake exactly what the same file gives read whole, on the real files of tests/real and the
samples; and a file rewritten in place, cut, or grown past the chain's length is read whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import zstandard
from deltalake import DeltaTable

from pipelines.samples import main as write_samples
from pipelines.sources import READERS
from pipelines.tuning import GROWN_READS

from .helpers import content_by_step, ingest, query

REAL = Path(__file__).parent / "real"
SHARED = Path(__file__).parents[2] / "shared" / "real" / "data"
APPENDING = sorted(name for name, reader in READERS.items() if reader.appends is not None)

# Real files of the readers that append, as their writers committed them (tests/real/SOURCES.md).
REAL_FILES = [
    "atropos/cybersec_env_outputs/subjreward.jsonl.zst",
    "atropos-padres/trajectories_wandb.jsonl",
    "nemo-gym/grl_sokoban/data/example_rollouts.jsonl.zst",
    "nemo-gym/deepswe/data/example_rollouts.jsonl.zst",
]
# Real files whose rows number through the file (verifiers' results: an example's samples in
# order, ``sample_index``): grown, they are read whole.
READ_WHOLE = [
    "verifiers/wordle/outputs/evals/wordle--gpt-5-mini/019a631c/results.jsonl.zst",
    "verifiers/tool_test/outputs/evals/tool-test--gpt-4.1-mini/066dba27/results.jsonl.zst",
]


def _plain(path: Path) -> bytes:
    data = path.read_bytes()
    return zstandard.ZstdDecompressor().stream_reader(data).read() if path.suffix == ".zst" else data


def _latest(lake: str, path: Path) -> tuple:
    return query(
        lake,
        "SELECT format, status, earlier_rows, size, checksum, content_digest, rows_trajectories, rows_turns, "
        "rows_rewards, rows_step_metrics, rows_quarantine, steps FROM ingests WHERE source_uri = ?",
        [str(path)],
    )[0]


def _grown_and_whole(tmp_path: Path, name: str, data: bytes, parts: int = 3) -> tuple[str, str, Path, int]:
    """``data`` written to ``name`` in ``parts`` pieces cut at line ends (fewer for a file of
    fewer lines), ingested after each into one lake; then the whole file ingested into a fresh
    lake. (grown lake, whole lake, file, pieces)"""
    path = tmp_path / "src" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = data.splitlines(keepends=True)
    cuts = sorted({max(1, len(lines) * k // parts) for k in range(1, parts)} | {len(lines)})
    grown, whole = str(tmp_path / "grown"), str(tmp_path / "whole")
    start = 0
    for cut in cuts:
        with path.open("ab") as f:
            f.write(b"".join(lines[start:cut]))
        start = cut
        ingest([tmp_path / "src"], grown)
    ingest([tmp_path / "src"], whole)
    return grown, whole, path, len(cuts)


def _same_lake(grown: str, whole: str, path: Path, *, went_on: int) -> None:
    """The two lakes hold the same, and the grown file's latest read went on from ``went_on``
    reads before it."""
    assert content_by_step(grown) == content_by_step(whole)
    tokens = "SELECT count(*), sum(hash(t)::HUGEINT) FROM tokens t"
    assert query(grown, tokens) == query(whole, tokens)
    grown_entry, whole_entry = _latest(grown, path), _latest(whole, path)
    assert len(grown_entry[2] or []) == went_on
    assert grown_entry[1:2] + grown_entry[3:] == whole_entry[1:2] + whole_entry[3:]  # sizes, digests, counts
    assert query(grown, "SELECT * EXCLUDE (first_ingest, last_ingest) FROM runs") == query(
        whole, "SELECT * EXCLUDE (first_ingest, last_ingest) FROM runs"
    )


@pytest.mark.parametrize("relative", REAL_FILES)
def test_a_real_file_read_as_it_grew_gives_what_it_gives_read_whole(tmp_path, relative):
    source = REAL / relative
    name = relative.removesuffix(".zst")
    grown, whole, path, reads = _grown_and_whole(tmp_path, name, _plain(source))
    assert reads > 1
    _same_lake(grown, whole, path, went_on=reads - 1)


@pytest.mark.parametrize("relative", READ_WHOLE)
def test_a_real_file_numbered_through_is_read_whole_as_it_grows(tmp_path, relative):
    grown, whole, path, _ = _grown_and_whole(tmp_path, relative.removesuffix(".zst"), _plain(REAL / relative))
    _same_lake(grown, whole, path, went_on=0)


@pytest.fixture(scope="module")
def samples(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("samples")
    assert write_samples([str(root)]) == 0
    return root


def _sample_files(samples: Path) -> list[Path]:
    return sorted(p for p in samples.rglob("*.jsonl") if p.is_file())


def test_every_sample_file_of_a_reader_that_appends_read_as_it_grew_gives_what_it_gives_read_whole(tmp_path, samples):
    lake = str(tmp_path / "all")
    ingest([samples], lake)
    tried: dict[str, list[str]] = {}
    for uri, fmt in query(lake, "SELECT source_uri, format FROM ingests WHERE source_uri LIKE '%.jsonl'"):
        appends = READERS[fmt].appends
        if appends is None or not appends(uri):
            continue
        path = Path(uri)
        if len(path.read_bytes().splitlines()) < 3:
            continue
        name = str(path.relative_to(samples))
        grown, whole, copied, reads = _grown_and_whole(tmp_path / str(len(tried)), name, path.read_bytes())
        _same_lake(grown, whole, copied, went_on=reads - 1)
        tried.setdefault(fmt, []).append(name)
    assert set(tried) == set(APPENDING), tried


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/real is beside a clone in CI, not in a user's")
def test_the_real_metrics_logs_read_as_they_grew_give_what_they_give_read_whole(tmp_path):
    logs = sorted(p for p in (SHARED / "metrics").rglob("*.jsonl") if p.is_file())
    assert logs
    for i, log in enumerate(logs):
        grown, whole, path, reads = _grown_and_whole(tmp_path / str(i), str(log.relative_to(SHARED)), log.read_bytes())
        _same_lake(grown, whole, path, went_on=reads - 1)
        # and against the raw lines read with json alone: a row per value but the step, their sum
        records = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
        values = [float(v) for r in records for k, v in r.items() if k != "global_step" and isinstance(v, (int, float))]
        [(rows, total)] = query(grown, "SELECT count(*), sum(value) FROM step_metrics")
        assert rows == sum(len(r) - 1 for r in records) and total == pytest.approx(sum(values))


def _metrics(steps: range) -> bytes:
    return b"".join(
        json.dumps({"step": s, "data": {"loss": 1 / (s + 1), "reward": s / 10}}).encode() + b"\n" for s in steps
    )


def test_a_file_rewritten_cut_or_unended_is_read_whole(tmp_path):
    path = tmp_path / "src" / "proj" / "exp.jsonl"
    path.parent.mkdir(parents=True)
    lake = str(tmp_path / "lake")
    path.write_bytes(_metrics(range(10)))
    ingest([tmp_path / "src"], lake)
    # Rewritten in place, longer: its first bytes changed, so nothing before is kept
    path.write_bytes(_metrics(range(100, 115)))
    ingest([tmp_path / "src"], lake)
    assert _latest(lake, path)[2] is None
    assert query(lake, "SELECT min(step), count(DISTINCT step) FROM step_metrics") == [(100, 15)]
    # Grown: read from where it ended, the report counting the new lines' rows and saying so
    path.write_bytes(path.read_bytes() + _metrics(range(115, 120)))
    report = ingest([tmp_path / "src"], lake)
    [result] = report.outcomes
    assert result.read_on and result.rows["step_metrics"] == 10
    assert report.summary().startswith("1 shard(s) ingested (1 grown, read on from their last read), 0 unchanged")
    assert len(_latest(lake, path)[2]) == 1
    assert query(lake, "SELECT min(step), max(step), count(DISTINCT step) FROM step_metrics") == [(100, 119, 20)]
    # Its last line written half, then the rest: the half line is read as a whole read reads
    # it (quarantined), and the file whose read ended mid-line is read whole once it is done
    full = _metrics(range(120, 121))
    path.write_bytes(path.read_bytes() + full[:10])
    ingest([tmp_path / "src"], lake)
    assert query(lake, "SELECT count(*) FROM quarantine") == [(1,)]
    path.write_bytes(path.read_bytes() + full[10:])
    ingest([tmp_path / "src"], lake)
    assert _latest(lake, path)[2] is None
    assert query(lake, "SELECT count(*), max(step) FROM (SELECT DISTINCT step FROM step_metrics)") == [(21, 120)]
    assert query(lake, "SELECT count(*) FROM quarantine") == [(0,)]
    # Cut short (a restarted writer): read whole, the cut lines' rows gone
    path.write_bytes(_metrics(range(100, 105)))
    ingest([tmp_path / "src"], lake)
    assert query(lake, "SELECT count(DISTINCT step) FROM step_metrics") == [(5,)]
    # A compressed log is read whole (a gzip member grows in no line-aligned way)
    zipped = tmp_path / "src" / "proj" / "other.jsonl.zst"
    zipped.write_bytes(zstandard.ZstdCompressor().compress(_metrics(range(3))))
    ingest([tmp_path / "src"], lake)
    zipped.write_bytes(zstandard.ZstdCompressor().compress(_metrics(range(6))))
    ingest([tmp_path / "src"], lake)
    assert _latest(lake, zipped)[2] is None


def test_a_chain_of_grown_reads_is_read_whole_once_it_is_long(tmp_path, monkeypatch):
    import pipelines.engine.grown as grown_module

    monkeypatch.setattr(grown_module, "GROWN_READS", 4)
    assert GROWN_READS > 4  # the house figure is longer; four keeps the test short
    path = tmp_path / "src" / "proj" / "exp.jsonl"
    path.parent.mkdir(parents=True)
    lake = str(tmp_path / "lake")
    chains = []
    for step in range(7):
        path.write_bytes(path.read_bytes() + _metrics(range(step, step + 1)) if path.exists() else _metrics(range(1)))
        ingest([tmp_path / "src"], lake)
        chains.append(len(_latest(lake, path)[2] or []))
    assert chains == [0, 1, 2, 3, 0, 1, 2]
    assert query(lake, "SELECT count(DISTINCT step), count(*) FROM step_metrics") == [(7, 14)]
    # the rows of the chain a whole read replaced are deleted, not only hidden
    assert DeltaTable(f"{lake}/step_metrics").to_pyarrow_table().num_rows == 14


def _grown_once(tmp_path: Path, name: str, first: bytes, more: bytes, **options) -> tuple[str, str, Path]:
    """``first`` ingested, then ``more`` appended and ingested into the same lake; the whole
    file ingested into a fresh lake. (grown lake, whole lake, file)"""
    path = tmp_path / "src" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(first)
    grown, whole = str(tmp_path / "grown"), str(tmp_path / "whole")
    ingest([tmp_path / "src"], grown, **options)
    path.write_bytes(first + more)
    ingest([tmp_path / "src"], grown, **options)
    ingest([tmp_path / "src"], whole, **options)
    return grown, whole, path


def _atropos(key: str, score: float, text: str = "an answer") -> bytes:
    record = {"request_id": key, "prompt_used": f"prompt {key}", "llm_completion_raw": text, "score": score}
    return json.dumps(record).encode() + b"\n"


def test_new_lines_that_need_the_earlier_ones_make_the_file_read_whole(tmp_path):
    # A record key the earlier lines gave already: a whole read refuses the file, and so does this one
    grown, whole, path = _grown_once(tmp_path / "key", "run/log.jsonl", _atropos("a", 0.1) + _atropos("b", 0.2),
                                     _atropos("a", 0.3))  # fmt: skip
    assert _latest(grown, path)[1] == _latest(whole, path)[1] == "failed"
    assert "a record key repeats" in query(grown, "SELECT error FROM ingests")[0][0]
    # Token ids: a credential in any line of a file drops every one of them, so the lane reads whole
    secret = _atropos("c", 0.4, "my key is sk-proj-" + "a1B2" * 12)
    lane = json.loads(_atropos("d", 0.5)) | {"tokens": [[1, 2, 3]], "masks": [[-100, 2, 3]], "scores": [0.5]}
    tokens = json.dumps({k: v for k, v in lane.items() if k not in ("request_id", "score")}).encode() + b"\n"
    grown, whole, path = _grown_once(tmp_path / "lane", "run/groups.jsonl", secret, tokens, keep_tokens=True)
    _same_lake(grown, whole, path, went_on=0)
    # A model the new lines name beside the earlier one's: the file names no one model
    sample = REAL / "nemo-gym/grl_sokoban/data/example_rollouts.jsonl.zst"
    lines = _plain(sample).splitlines(keepends=True)
    other = json.loads(lines[1])
    other["response"]["model"] = "another/model"
    grown, whole, path = _grown_once(
        tmp_path / "model", "env/rollouts.jsonl", lines[0], json.dumps(other).encode() + b"\n"
    )
    _same_lake(grown, whole, path, went_on=0)
    assert query(grown, "SELECT model FROM ingests") == query(whole, "SELECT model FROM ingests") == [(None,)]


def test_rollout_rows_in_an_episode_log_and_a_moved_log_are_read_whole(tmp_path, samples):
    legacy = (samples / "prime-rl/prime-rl-legacy/rollouts/step_0/train_rollouts.jsonl").read_bytes()
    first, *rest = legacy.splitlines(keepends=True)
    grown, whole, path = _grown_once(tmp_path / "legacy", "out/rollouts/step_0/train/all/traces.jsonl", first,
                                     b"".join(rest))  # fmt: skip
    _same_lake(grown, whole, path, went_on=0)
    # The same log moved (its run named on the command line), then grown: its rows name the new place
    src, lake = tmp_path / "moved", str(tmp_path / "moved-lake")
    (src / "a").mkdir(parents=True)
    (src / "a" / "exp.jsonl").write_bytes(_metrics(range(3)))
    ingest([src / "a"], lake, run="r")
    (src / "a").rename(src / "b")
    (src / "b" / "exp.jsonl").write_bytes(_metrics(range(5)))
    ingest([src / "b"], lake, run="r")
    assert query(lake, "SELECT earlier_rows, source_uri FROM ingests") == [(None, str(src / "b" / "exp.jsonl"))]


def test_a_read_on_from_a_read_another_ingest_replaced_meanwhile_is_undone(tmp_path):
    """An ingest plans to read on from the file's read D; before it reads, another one reads the
    file whole (``--force``), replacing D and deleting its rows. The read on would bring D back
    as live rows that are gone: at its commit it is undone, the whole read stands, and the next
    ingest reads on from that."""
    from pipelines import engine

    path = tmp_path / "src" / "proj" / "exp.jsonl"
    path.parent.mkdir(parents=True)
    lake = str(tmp_path / "lake")
    path.write_bytes(_metrics(range(5)))
    ingest([tmp_path / "src"], lake)
    path.write_bytes(_metrics(range(8)))
    planned = engine.plan(engine.IngestRequest((str(tmp_path / "src"),), lake))  # reads on from D, later
    ingest([tmp_path / "src"], lake, force=True)  # the whole read commits first
    [result] = engine.execute(planned)
    assert str(result.status) == "failed" and "read this file again" in (result.error or "")
    steps = "SELECT count(DISTINCT step), count(*) FROM step_metrics"
    assert query(lake, steps) == [(8, 16)]
    assert DeltaTable(f"{lake}/step_metrics").to_pyarrow_table().num_rows == 16  # nothing doubled, nothing lost
    path.write_bytes(_metrics(range(10)))
    ingest([tmp_path / "src"], lake)
    assert len(_latest(lake, path)[2]) == 1  # read on from the whole read
    assert query(lake, steps) == [(10, 20)]
