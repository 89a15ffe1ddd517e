"""The verl rollout reader, end to end through real Parquet files and DuckDB."""

from __future__ import annotations

import gzip
import json
from typing import cast

import pytest
import zstandard

from pipelines import storage
from pipelines.reconcile.detect import detect
from pipelines.samples import DEMO_RUNS, RunSpec, step_lines, write_run, write_shard
from pipelines.sources import episode_turns, jsonl, verl
from pipelines.sources.base import Shard

from .helpers import ingest, query, table_counts


def _shard(path, step=1):
    return Shard(uri=str(path), path=str(path), format="verl", run_name="r", step=step, split="train", key=f"s{step}")


def _write_lines(folder, step, lines, suffix=".jsonl"):
    folder.mkdir(parents=True, exist_ok=True)
    data = b"".join(line.encode() if isinstance(line, str) else line for line in lines)
    path = folder / f"{step}{suffix}"
    path.write_bytes(data)
    return path


# --- discovery ---------------------------------------------------------------------------


def test_discover_orders_steps_numerically_and_lists_what_it_cannot_place(tmp_path):
    run = tmp_path / "my-run"
    run.mkdir()
    line = '{"input": "p", "output": "r", "score": 1}\n'
    for name in ["10.jsonl", "2.jsonl", "1.jsonl", "notes.txt", "2.jsonl.gz"]:
        (run / name).write_text(line)
    write_shard(run / "2.jsonl.gz", line.encode(), "gzip")
    (run / "sub").mkdir()
    (run / "sub" / "readme.md").write_text("hi")
    found = detect(str(run))
    shards, unplaced = found.shards, found.unplaced
    assert [s.step for s in shards] == [1, 2, 10]
    assert {s.run_name for s in shards} == {"my-run"} and {s.format for s in shards} == {"verl"}
    reasons = {u.uri.rsplit("/", 1)[-1]: u.reason for u in unplaced}
    assert set(reasons) == {"notes.txt", "2.jsonl.gz", "readme.md"}
    assert "the same shard as" in reasons["2.jsonl.gz"]


def test_single_file_takes_run_from_its_folder_and_run_option_overrides(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("folder-run", steps=2, prompts=2, n=2))
    ingest([written.folder / "2.jsonl.gz"], lake)
    report = ingest([written.folder], lake, run="renamed run/../x")
    runs = dict(query(lake, "SELECT run_name, trajectories FROM runs"))
    assert runs == {"folder-run": 4, "renamed run/../x": 8}  # step 2 in another run: that run's own data too
    assert report.skipped == []
    assert [r.note for r in report.results if r.note] == [
        f"identical to {written.folder / '2.jsonl.gz'} (another run's file), ingested as this run's own"
    ]


# --- records -----------------------------------------------------------------------------


def test_v1_uid_gives_group_and_sample_index(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("v1", steps=1, prompts=3, n=4, compression=None))
    ingest([written.folder], lake)
    rows = query(
        lake,
        "SELECT group_id, list(sample_index ORDER BY sample_index), count(DISTINCT prompt) "
        "FROM trajectories GROUP BY group_id",
    )
    assert len(rows) == 3
    for group_id, samples, prompts in rows:
        assert samples == [0, 1, 2, 3] and prompts == 1
        assert len(group_id) == 36  # the uid's uuid4 part
    uids = query(lake, "SELECT extra->>'uid', group_id, sample_index FROM trajectories")
    assert all(uid == f"{g}_{i}_0" for uid, g, i in uids)


def test_trajectory_ids_are_stable_and_unique(tmp_path):
    written = write_run(tmp_path / "src", RunSpec("stable", steps=2, prompts=2, n=4))
    ids = []
    for name in ["lake1", "lake2"]:
        lake = str(tmp_path / name)
        ingest([written.folder], lake)
        ids.append(query(lake, "SELECT trajectory_id FROM trajectories ORDER BY step, source_line"))
    assert ids[0] == ids[1]
    assert len(set(ids[0])) == len(ids[0]) == 16


def test_legacy_keys_split_between_rewards_and_extra(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("legacy", steps=1, prompts=2, n=3, compression=None, legacy=True))
    ingest([written.folder], lake)
    names = dict(query(lake, "SELECT name, count(*) FROM rewards GROUP BY name"))
    assert names == {"score": 6, "acc": 6, "format": 6}
    acc = query(lake, "SELECT DISTINCT value, raw FROM rewards WHERE name = 'acc' ORDER BY value")
    assert set(acc) <= {(0.0, "false"), (1.0, "true")}
    extra_keys = query(lake, "SELECT DISTINCT json_keys(extra::JSON) FROM trajectories")
    assert extra_keys == [(["gts", "pred", "request_id"],)]
    # No uid: the prompt is the group, the sample index the order within it.
    groups = query(
        lake,
        "SELECT count(DISTINCT prompt), list(sample_index ORDER BY source_line) FROM trajectories GROUP BY group_id",
    )
    assert sorted(groups) == [(1, [0, 1, 2]), (1, [0, 1, 2])]
    reward_matches = query(
        lake,
        "SELECT count(*) FROM trajectories t JOIN rewards r USING (trajectory_id) "
        "WHERE r.name = 'score' AND r.value = t.reward",
    )
    assert reward_matches == [(6,)]


def test_gts_of_every_json_type_is_kept_losslessly(tmp_path, lake):
    spec = RunSpec(
        "gts", steps=2, prompts=10, n=2, compression="zstd", gts_types=("str", "int", "list", "dict", "null")
    )
    written = write_run(tmp_path, spec)
    ingest([written.folder], lake)
    stored = query(lake, "SELECT step, source_line, extra FROM trajectories ORDER BY step, source_line")
    expected = [
        (step, i + 1, json.loads(line).get("gts")) for step in (1, 2) for i, line in enumerate(step_lines(spec, step))
    ]
    got = [(step, line, json.loads(extra).get("gts")) for step, line, extra in stored]
    assert got == expected
    kinds = {type(g).__name__ for _, _, g in got}
    assert kinds == {"str", "int", "list", "dict", "NoneType"}


def _chunks(path, chunk_bytes=storage.CHUNK_BYTES):
    with open(path, "rb") as f:
        return list(storage.line_chunks(f, storage.compression_of(str(path)), chunk_bytes))


def test_parsers_and_chunk_sizes_give_identical_records(demo):
    """The fast parser, the exact one, and any chunking of the stream agree record for record."""
    folder, _ = demo
    for run in folder.iterdir():
        for path in sorted(run.iterdir()):
            reference = verl.read(_shard(path), _chunks(path), exact=True)
            for chunk_bytes in (storage.CHUNK_BYTES, 20_000, 1_000):
                chunks = _chunks(path, chunk_bytes)
                assert b"".join(chunks) == b"".join(_chunks(path))
                for exact in (False, True):
                    got = verl.read(_shard(path), chunks, exact=exact)
                    for name, table in reference.tables.items():
                        assert got.tables[name].combine_chunks().equals(table.combine_chunks()), (
                            path,
                            chunk_bytes,
                            exact,
                            name,
                        )


TRICKY_LINES = [
    '{"input": 5, "output": "x", "score": 1}',
    '{"input": "a", "score": "1.5"}',
    '{"input": "a", "step": 1.5, "score": 0}',
    '{"input": "a", "uid": null, "score": null}',
    '{"input": "a", "t": "2024-01-01 00:00:00", "score": true}',
    '{"input": "a", "gts": 1.5, "n": 3, "ok": false, "note": "x"}',
    '{"input": "a", "gts": [1, {"b": null}], "score": 1}',
    '{"input": "\\u00e9\\n", "output": "\\ud83d\\udc4d", "score": 1e-7}',
]


@pytest.mark.parametrize("line", TRICKY_LINES)
def test_fast_and_exact_parsers_agree_on_tricky_lines(line):
    good = '{"input": "p", "output": "r", "score": 0.5, "gts": "7", "step": 1}'
    data = ("\n".join([good, line, good]) + "\n").encode()
    shard = _shard("x.jsonl")
    fast = verl.read(shard, [data])
    exact = verl.read(shard, [data], exact=True)
    for name, table in exact.tables.items():
        assert fast.tables[name].combine_chunks().equals(table.combine_chunks()), name


def test_whole_and_fractional_numbers_of_one_field_keep_their_form_in_extra():
    """pyarrow types a column of 2 and 2.5 as doubles: the fast parser must not write 2.0."""
    data = b'{"input": "p", "output": "r", "gts": 2}\n{"input": "p", "output": "r", "gts": 2.5}\n'
    fast = cast("list[str]", verl.read(_shard("x.jsonl"), [data]).tables["trajectories"].column("extra").to_pylist())
    assert fast == verl.read(_shard("x.jsonl"), [data], exact=True).tables["trajectories"].column("extra").to_pylist()
    assert [json.loads(e)["gts"] for e in fast] == [2, 2.5] and '"gts":2}' in fast[0]


def test_fast_path_handles_the_common_shard(tmp_path):
    spec = RunSpec("fast", steps=1, prompts=2, n=2, compression=None)
    data = ("\n".join(step_lines(spec, 1)) + "\n").encode()
    lines = data.count(b"\n")
    assert jsonl.parse_fast(data, 1, lines, verl.FIELDS) is not None
    assert (
        jsonl.parse_fast(data.replace(b"\n", b"\n\n", 1), 1, lines + 1, verl.FIELDS) is None
    )  # blank line: exact path
    assert jsonl.parse_fast(data.replace(b'"gts": "', b'"gts": ["', 1), 1, lines, verl.FIELDS) is None  # bad JSON


def test_chars_count_unicode_characters_not_bytes(tmp_path, lake):
    line = json.dumps(
        {"input": "求解 α", "output": "答案 👍", "score": 1, "step": 1, "uid": "g_0_0"}, ensure_ascii=False
    )
    _write_lines(tmp_path / "uni", 1, [line + "\n"])
    ingest([tmp_path / "uni"], lake)
    assert query(lake, "SELECT prompt, prompt_chars, response_chars FROM trajectories") == [("求解 α", 4, 4)]


# --- bad input ---------------------------------------------------------------------------


def test_bad_lines_are_quarantined_with_line_numbers_and_the_rest_lands(tmp_path, lake):
    good = [
        json.dumps({"input": f"p{i}", "output": "r", "score": 0.5, "step": 3, "uid": f"g_{i}_0"}) + "\n"
        for i in range(4)
    ]
    lines = [
        good[0],
        '{"input": "p", "output": \n',  # 2: invalid JSON
        good[1],
        "[1, 2, 3]\n",  # 4: not an object
        '{"input": ["not", "text"], "output": "r", "score": 1}\n',  # 5: wrong type
        "\n",  # 6: blank, ignored
        b'{"input": "caf\xe9", "output": "r", "score": 1}\n',  # 7: not UTF-8
        good[2],
        '{"input": "p", "output": "r", "score": "high"}\n',  # 9: score not a number
        good[3].rstrip("\n"),  # 10: complete final line without newline: kept
    ]
    _write_lines(tmp_path / "bad", 3, lines)
    report = ingest([tmp_path / "bad"], lake)
    assert report.exit_code == 0 and report.results[0].status == "partial"
    assert query(lake, "SELECT source_line FROM trajectories ORDER BY 1") == [(1,), (3,), (8,), (10,)]
    quarantined = query(lake, "SELECT source_line, error, raw FROM quarantine ORDER BY 1")
    assert [q[0] for q in quarantined] == [2, 4, 5, 7, 9]
    errors = {q[0]: q[1] for q in quarantined}
    assert "invalid JSON" in errors[2] and "not an object" in errors[4]
    assert "'input' must be a string" in errors[5] and "'score' must be a number" in errors[9]
    assert quarantined[3][2] == '{"input": "caf\\xe9", "output": "r", "score": 1}'
    assert query(lake, "SELECT status, rows_quarantine, error FROM ingests") == [
        ("partial", 5, "5 record(s) quarantined")
    ]


def test_truncated_final_line_is_quarantined(demo, lake):
    folder, written = demo
    run = written["qwen3-1.7b-compression"]
    ingest([run.folder], lake)
    last = max(run.lines)
    assert query(lake, f"SELECT count(*) FROM trajectories WHERE step = {last}") == [(run.lines[last],)]
    rows = query(lake, "SELECT step, source_line, error FROM quarantine")
    assert rows == [(last, run.lines[last] + 1, rows[0][2])]
    assert rows[0][2].startswith("truncated final line")


@pytest.mark.parametrize(
    "name, content, message",
    [
        ("2.jsonl.gz", b"this is not gzip", "corrupt gzip"),
        ("2.jsonl.gz", gzip.compress(b'{"input": "x"}\n' * 100, mtime=0)[:-30], "corrupt gzip"),
        ("2.jsonl.zst", b"\x28\xb5\x2f\xfd garbage", "corrupt zstd"),
        ("2.jsonl.gz", gzip.compress(b"", mtime=0), "empty file"),
        ("2.jsonl", b"", "empty file"),
        ("2.jsonl.zst", zstandard.ZstdCompressor().compress(b"\n\n"), "empty file"),
    ],
)
def test_empty_or_corrupt_files_are_reported_and_skipped(tmp_path, lake, name, content, message):
    written = write_run(tmp_path, RunSpec("mixed", steps=1, prompts=2, n=2))
    (written.folder / name).write_bytes(content)
    report = ingest([written.folder], lake)
    assert report.exit_code == 0
    statuses = {r.shard.step: (r.status, r.error) for r in report.results}
    assert statuses[1][0] == "ok"
    assert statuses[2][0] == "failed" and message in str(statuses[2][1])
    assert query(lake, "SELECT count(*) FROM trajectories") == [(4,)]
    assert query(lake, "SELECT step, status FROM ingests ORDER BY step") == [(1, "ok"), (2, "failed")]
    assert query(lake, "SELECT failed_shards, shards FROM runs") == [(1, 1)]


def test_nothing_ingestible_exits_non_zero(tmp_path, lake):
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "1.jsonl.gz").write_bytes(b"nope")
    assert ingest([tmp_path / "broken"], lake).exit_code == 1
    (tmp_path / "nothing").mkdir()
    (tmp_path / "nothing" / "readme.md").write_text("hi")
    report = ingest([tmp_path / "nothing"], lake)
    assert report.exit_code == 1 and len(report.unplaced) == 1


def test_demo_runs_land_with_every_line_accounted_for(demo, lake):
    folder, written = demo
    for run in written.values():
        ingest([run.folder], lake)
    runs = {r[0]: r[1:] for r in query(lake, "SELECT run_id, steps, trajectories, quarantined FROM runs")}
    for name, run in written.items():
        assert runs[name] == (len(run.lines), run.total_lines, sum(run.truncated.values())), name
    assert (
        table_counts(lake)["rewards"]
        == sum(w.total_lines for w in written.values()) + 2 * written["gsm8k-legacy-verl0.3"].total_lines
    )


def test_a_corrupt_file_is_reported_on_every_run_but_read_again_only_once_changed(tmp_path, lake):
    written = write_run(tmp_path, RunSpec("sticky", steps=2, prompts=1, n=2))
    (written.folder / "2.jsonl.gz").write_bytes(b"not gzip")
    ingest([written.folder], lake)
    again = ingest([written.folder], lake)
    failed = [r for r in again.results if r.status == "failed"]
    assert len(failed) == 1 and "corrupt gzip" in str(failed[0].error) and "unchanged since" in str(failed[0].error)
    assert query(lake, "SELECT count(*) FROM ingest_history WHERE step = 2") == [(1,)]  # not read again
    write_shard(
        written.folder / "2.jsonl.gz",
        ("\n".join(step_lines(RunSpec("sticky", prompts=1, n=2), 2)) + "\n").encode(),
        "gzip",
    )
    fixed = ingest([written.folder], lake)
    assert fixed.committed == 1 and query(lake, "SELECT count(*) FROM trajectories") == [(4,)]


def test_an_io_error_is_recorded_and_retried_next_run(tmp_path, lake, monkeypatch):
    from pipelines import engine

    # Four small shards of a run: read as a group (engine/read_group.py), where the failure of
    # one must stay its own.
    written = write_run(tmp_path, RunSpec("flaky", steps=4, prompts=1, n=2))
    real = engine.read.begin

    def broken(plan, shard, **options):
        if shard.step == 2:
            raise OSError("connection reset")
        return real(plan, shard, **options)

    monkeypatch.setattr(engine.read, "begin", broken)
    report = ingest([written.folder], lake)
    assert report.exit_code == 0 and report.count("failed") == 1 and report.committed == 3
    assert query(lake, "SELECT status, error FROM ingests WHERE step = 2") == [("error", "OSError: connection reset")]
    monkeypatch.setattr(engine.read, "begin", real)
    retry = ingest([written.folder], lake)
    assert retry.committed == 1 and retry.count("unchanged") == 3
    assert query(lake, "SELECT count(*) FROM trajectories") == [(8,)]


def test_lines_whose_step_is_not_the_file_names_are_warned_of_with_counts(tmp_path, lake):
    run = tmp_path / "resumed"
    run.mkdir()
    lines = [json.dumps({"input": f"q{i}", "output": "a", "score": 1.0, "step": 3 if i < 2 else 4}) for i in range(5)]
    (run / "3.jsonl").write_text("\n".join(lines) + "\n")
    report = ingest([run], lake)
    assert [w for r in report.results for w in r.warnings] == [
        "3 of 5 line(s) say step 4 where the file name says 3: the file name's step is used, each line's own is kept "
        "as extra.step"
    ]
    assert query(lake, "SELECT step, count(*), count(extra->>'step') FROM trajectories GROUP BY 1") == [(3, 5, 3)]


def test_a_shard_that_fails_the_same_way_each_time_is_not_read_again_until_it_changes(tmp_path, lake, monkeypatch):
    from pipelines import engine

    written = write_run(tmp_path, RunSpec("heavy", steps=2, prompts=1, n=2))
    real, reads = engine.read.begin, []

    def broken(plan, shard, **options):
        reads.append(shard.step)
        if shard.step == 2:
            raise RuntimeError("a reader's bug")  # the same bytes would fail the same way
        return real(plan, shard, **options)

    monkeypatch.setattr(engine.read, "begin", broken)
    assert ingest([written.folder], lake).count("failed") == 1
    again = ingest([written.folder], lake)  # a scheduled cycle: step 2 is not read in full again
    assert reads == [1, 2] and again.count("failed") == 1 and again.count("unchanged") == 1
    assert "--retry-failed to try again" in str(next(r.error for r in again.results if r.status == "failed"))
    monkeypatch.setattr(engine.read, "begin", real)
    retried = ingest([written.folder], lake, retry_failed=True)
    assert retried.committed == 1 and query(lake, "SELECT count(*) FROM trajectories") == [(4,)]


def test_a_shard_that_ran_out_of_memory_is_read_again_by_the_next_ingest(tmp_path, lake, monkeypatch):
    """Memory is the machine's state, not the file's: other shards, or another process, held
    it. The shard is recorded as an error (not failed), and the next cycle reads it again."""
    from pipelines import engine

    written = write_run(tmp_path, RunSpec("heavy", steps=2, prompts=1, n=2))
    real = engine.read.begin

    def exhausted(plan, shard, **options):
        if shard.step == 2:
            raise MemoryError
        return real(plan, shard, **options)

    monkeypatch.setattr(engine.read, "begin", exhausted)
    first = ingest([written.folder], lake)
    error = str(next(r.error for r in first.results if r.status == "failed"))
    assert "out of memory" in error and "reads it again" in error
    assert query(lake, "SELECT status FROM ingests WHERE step = 2") == [("error",)]
    monkeypatch.setattr(engine.read, "begin", real)
    again = ingest([written.folder], lake)
    assert again.committed == 1 and query(lake, "SELECT count(*) FROM trajectories") == [(4,)]


# --- multi-turn tool rollouts (FORMATS.md section 5) -------------------------------------


def test_tool_call_episodes_become_assistant_and_tool_turns(tmp_path, lake):
    spec = next(s for s in DEMO_RUNS if s.tool_calls)
    written = write_run(tmp_path, spec)
    outputs = [
        json.loads(line)["output"]
        for path in sorted(written.folder.iterdir())
        for line in gzip.decompress(path.read_bytes()).decode().splitlines()
    ]
    records = [
        json.loads(line)
        for path in sorted(written.folder.iterdir())
        for line in gzip.decompress(path.read_bytes()).decode().splitlines()
    ]
    calls = sum(o.count("<tool_call>") for o in outputs)
    responses = sum(o.count("<tool_response>") for o in outputs)
    assert calls > sum(o.count("</tool_call>") for o in outputs) and calls > responses > 0  # as in the real dump
    ingest([written.folder], lake)
    assert query(lake, "SELECT count(*) FROM turns WHERE role = 'tool' AND tool_name = 'calc_gsm8k_reward'") == [
        (responses,)
    ]
    calling = "role = 'assistant' AND contains(content, '<tool_call>')"
    assert query(lake, f"SELECT DISTINCT tool_name FROM turns WHERE {calling}") == [("calc_gsm8k_reward",)]
    assert query(
        lake, f"SELECT count(*) FROM turns WHERE role = 'assistant' AND tool_name IS NOT NULL AND NOT ({calling})"
    ) == [(0,)]
    assert query(lake, f"SELECT sum(len(string_split(content, '<tool_call>')) - 1) FROM turns WHERE {calling}") == [
        (calls,)
    ]
    assert query(lake, "SELECT sum(tool_calls) FROM turns") == [(calls,)]  # every call, closed or cut off
    assert query(lake, "SELECT sum(mean_tool_calls * trajectories) FROM turn_stats") == [(calls,)]
    # no template debris: role lines are separators, the system prompt a turn of its own
    assert query(
        lake,
        "SELECT count(*) FROM turns WHERE regexp_matches(content, '^(user|assistant|system)\n') "
        "OR regexp_matches(content, '\n(user|assistant)$')",
    ) == [(0,)]
    assert query(lake, "SELECT role, count(*) FROM turns WHERE turn_index < 2 GROUP BY 1 ORDER BY 1") == [
        ("system", len(records)),
        ("user", len(records)),
    ]
    # every prompt and response is given back exactly by its turns; num_turns counts the assistant turns
    rebuilt = query(
        lake,
        "SELECT string_agg(coalesce(separator, '') || content, '' ORDER BY turn_index) FROM turns "
        "GROUP BY trajectory_id",
    )
    assert sorted(r for (r,) in rebuilt) == sorted(r["input"] + r["output"] for r in records)
    assert query(lake, "SELECT sum(num_turns) FROM trajectories") == query(
        lake, "SELECT count(*) FROM turns WHERE role = 'assistant'"
    )


def test_tool_call_split_pairs_calls_and_answers_in_order():
    call = '<tool_call>\n{{"name": "{}", "arguments": {{}}}}\n</tool_call>'
    response = (
        f"<think>a</think>{call.format('calc')}{call.format('search_web')}\nuser\n<tool_response>1</tool_response>"
        f'\n<tool_response>2</tool_response>\nassistant\n<tool_call>{{bad json, "name": "calc"</tool_call>'
        f'<tool_response>3</tool_response>done<tool_call>\n{{"name": "cut'
    )
    turns = episode_turns.split(response)
    assert [(role, tool, calls) for role, _, tool, calls, _ in turns] == [
        ("assistant", "calc", 2),
        ("tool", "calc", None),
        ("tool", "search_web", None),
        ("assistant", "calc", 1),
        ("tool", "calc", None),
        ("assistant", None, 1),
    ]  # a call cut off by the length cap is a call
    assert [separator for *_, separator in turns] == [None, "\nuser\n", None, "\nassistant\n", None, None]
    assert [content for _, content, *_ in turns][1:3] == [
        "<tool_response>1</tool_response>\n",
        "<tool_response>2</tool_response>",
    ]
    # a dump that ends on the role line of a reply that never came (real: the turn limit)
    ended = episode_turns.split('<tool_call>{"name": "calc"}</tool_call>\nuser')
    assert ended == [
        ("assistant", '<tool_call>{"name": "calc"}</tool_call>', "calc", 1, None),
        ("user", "", None, None, "\nuser"),
    ]
    assert "".join((separator or "") + content for _, content, _, _, separator in turns) == response


def test_prompts_whose_images_were_left_out_make_no_group(tmp_path, lake):
    """A VLM dump keeps the prompt's text and drops its image: 1,024 lines, each of its own
    image, shared one prompt text and became one GRPO group of 1,024, which nobody made."""
    run = tmp_path / "geo3k-vlm"
    run.mkdir()
    vision = "<|im_start|>user\n<|vision_start|><|image_pad|><|vision_end|>Find x.<|im_end|>\n<|im_start|>assistant\n"
    lines = [json.dumps({"input": vision, "output": f"x = {i}", "score": float(i % 2)}) for i in range(64)]
    lines += [json.dumps({"input": "What is 2+3?", "output": str(i), "score": 1.0}) for i in range(4)]
    (run / "1.jsonl").write_text("\n".join(lines) + "\n")
    ingest([run], lake)
    assert query(lake, "SELECT count(*) FILTER (WHERE group_id IS NULL), count(DISTINCT group_id), "
                       "count(sample_index) FROM trajectories") == [(64, 1, 4)]  # fmt: skip
