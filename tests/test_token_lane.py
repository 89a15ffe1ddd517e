"""The token lane (`--keep-tokens`): per-token arrays kept only when asked, exactly as the source
dumps them (checked against the JSON lines read with ``json`` and numpy, never through
tracelake's readers), a lake's lane never dropped by a re-read without the option, and files
read before without it read again once it is asked for."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from pipelines.samples.harnesses import write_atropos
from pipelines.samples.nemo_rl import write_nemo_rl

from .helpers import ingest, query


def _raw(folder: Path) -> dict[tuple[int, int], dict]:
    """(step, line) -> the line, of every train_data_step file, read with json."""
    lines = {}
    for path in sorted(folder.glob("train_data_step*.jsonl")):
        step = int(path.name.removeprefix("train_data_step").removesuffix(".jsonl"))
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            lines[(step, number)] = json.loads(line)
    return lines


def _lane(lake: str) -> dict[tuple[int, int], tuple]:
    rows = query(lake, "SELECT k.step, t.source_line, k.tokens, k.token_ids, k.logprobs, k.trainer_logprobs, "
                       "k.loss_mask, k.advantages FROM tokens k JOIN trajectories t USING (run_id, step, trajectory_id)")  # fmt: skip
    return {(r[0], r[1]): r[2:] for r in rows}


@pytest.fixture
def nemo(tmp_path):
    run = write_nemo_rl(tmp_path / "src")
    return tmp_path / "src", run.folder


def test_nemo_rl_arrays_land_token_by_token_as_dumped(nemo, tmp_path):
    src, folder = nemo
    lake = str(tmp_path / "lake")
    ingest([src], lake, keep_tokens=True)
    lane, raw = _lane(lake), _raw(folder)
    assert set(lane) == set(raw)
    for at, line in raw.items():
        tokens, ids, logprobs, trainer, mask, advantages = lane[at]
        assert tokens == len(line["token_ids"]) and ids == line["token_ids"]
        assert np.array_equal(np.float32(logprobs), np.float32(line["generation_logprobs"]))
        assert np.array_equal(np.float32(trainer), np.float32(line["prev_logprobs"]))
        assert mask == [bool(m) for m in line["token_loss_mask"]]
        assert np.array_equal(np.float32(advantages), np.float32(line["advantages"]))
    # The drift per step, over trained tokens, against numpy over the raw lines.
    found = dict(query(lake, "SELECT step, mean_abs_drift FROM token_steps WHERE split = 'train'"))
    for step in {s for s, _ in raw}:
        drift = [abs(np.float32(g) - np.float32(p)) for (s, _), line in raw.items() if s == step
                 for g, p, m in zip(line["generation_logprobs"], line["prev_logprobs"], line["token_loss_mask"]) if m]  # fmt: skip
        assert found[step] == pytest.approx(float(np.mean(drift)), rel=1e-6)
    first = query(lake, "SELECT trajectory_id FROM tokens LIMIT 1")[0][0]
    positions = query(lake, f"SELECT position, drift FROM token_lane('{first}')")
    assert [p for p, _ in positions] == list(range(1, len(positions) + 1))


def test_the_lane_is_off_by_default_then_read_for_the_files_that_have_one_and_kept(nemo, tmp_path):
    src, folder = nemo
    atropos = write_atropos(tmp_path / "src" / "harness")
    lake = str(tmp_path / "lake")
    first = ingest([src], lake)
    assert query(lake, "SELECT count(*) FROM tokens") == [(0,)]
    assert query(lake, "SELECT count(*) FROM ingests WHERE rows_tokens IS NOT NULL") == [(0,)]
    # Asked for: only the shards of formats with a lane are read again (the metrics file is not).
    kept = ingest([src], lake, keep_tokens=True)
    laned = query(lake, "SELECT count(DISTINCT source_uri) FROM ingests WHERE format IN ('nemo_rl', 'atropos')")
    assert kept.committed == sum(n for (n,) in laned) < first.committed
    before = query(lake, "SELECT run_id, step, trajectory_id, tokens FROM tokens ORDER BY ALL")
    assert len(before) == len(_raw(folder)) + sum(len(line["scores"]) for line in atropos.trials)
    # Not asked for: nothing read again, and a changed file keeps its lane.
    assert ingest([src], lake).committed == 0
    changed = folder / "train_data_step1.jsonl"
    lines = [json.loads(line) for line in changed.read_text().splitlines()]
    lines[0]["rewards"] = 0.5  # another reward: the file is read again, without the option
    changed.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert ingest([src], lake).committed == 1
    assert query(lake, "SELECT run_id, step, trajectory_id, tokens FROM tokens ORDER BY ALL") == before


def test_atropos_masks_and_an_array_of_another_length(tmp_path):
    atropos = write_atropos(tmp_path / "src")
    path = atropos.folder / "gsm8k_groups.jsonl"
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    lines[0]["ref_logprobs"] = [[-0.5] * len(t) for t in lines[0]["tokens"]]
    lines[0]["ref_logprobs"][1] = [-0.5]  # one member's array cut short: left out, said
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    lake = str(tmp_path / "lake")
    report = ingest([tmp_path / "src"], lake, keep_tokens=True)
    warned = [w for r in report.outcomes for w in r.warnings if "token lane" in w]
    assert warned == ["1 token array(s) left out of the token lane: a length other than their sequence's, "
                      "or values of another kind"]  # fmt: skip
    found = query(lake, "SELECT t.source_line, t.sample_index, k.token_ids, k.loss_mask, k.reference_logprobs IS NULL "
                        "FROM tokens k JOIN trajectories t USING (run_id, step, trajectory_id) "
                        "WHERE t.source_file LIKE '%gsm8k_groups.jsonl'")  # fmt: skip
    expected = [(n, i, line["tokens"][i], [m != -100 for m in line["masks"][i]], n != 1 or i == 1)
                for n, line in enumerate(lines, start=1) for i in range(len(line["scores"]))]  # fmt: skip
    assert sorted(found) == sorted(expected)


def test_the_trajectory_page_plots_its_tokens_where_the_lane_was_kept(nemo, tmp_path, monkeypatch):
    from .helpers import explorer_page

    src, folder = nemo
    lake = str(tmp_path / "lake")
    ingest([src], lake, keep_tokens=True)
    (run, step, trajectory, line) = query(
        lake, "SELECT r.run_name, t.step, t.trajectory_id, t.source_line FROM trajectories t JOIN runs r USING (run_id) "
              "WHERE t.split = 'train' ORDER BY t.step, t.source_line LIMIT 1")[0]  # fmt: skip
    raw = _raw(folder)[(step, line)]
    at = explorer_page(lake, monkeypatch, "rollouts", runs=[run], run=run, step=str(step), traj=trajectory)
    trained = sum(1 for m in raw["token_loss_mask"] if m)
    assert f"Tokens ({len(raw['token_ids']):,}, {trained:,} trained on)" in " ".join(e.label for e in at.expander)
    plain = str(tmp_path / "plain")
    ingest([src], plain)
    at = explorer_page(plain, monkeypatch, "rollouts", runs=[run], run=run, step=str(step), traj=trajectory)
    assert not any(e.label.startswith("Tokens") for e in at.expander)


def test_the_lane_is_the_runs_a_new_file_keeps_it_and_a_failed_file_is_not_read_again(nemo, tmp_path):
    src, folder = nemo
    broken = folder / "train_data_step9.jsonl.gz"
    broken.write_bytes(b"not gzip")  # fails its shard: unchanged since, never read again unasked
    lake = str(tmp_path / "lake")
    ingest([src], lake)
    attempts = "SELECT count(*) FROM ingests WHERE source_uri LIKE '%step9.jsonl.gz'"
    assert query(lake, attempts) == [(1,)]
    ingest([src], lake, keep_tokens=True)
    assert query(lake, attempts) == [(1,)]  # the failed file was not read again
    # a step written later, ingested without the option (a watch, a schedule): its run keeps its lane
    lines = [json.loads(line) for line in (folder / "train_data_step1.jsonl").read_text().splitlines()]
    for line in lines:
        line["rewards"] = 1.0 - line["rewards"]  # another step's samples, not a copy of step 1's file
    (folder / "train_data_step4.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert ingest([src], lake).committed == 1
    assert query(lake, "SELECT count(*) > 0, bool_and(rows_tokens IS NOT NULL) FROM ingests "
                       "WHERE source_uri LIKE '%train_data_step4.jsonl'") == [(True, True)]  # fmt: skip
    assert query(lake, "SELECT count(*) FROM tokens WHERE step = 4") == query(
        lake, "SELECT count(*) FROM trajectories WHERE step = 4 AND split = 'train'"
    )


def test_a_credential_in_a_file_keeps_its_token_ids_out_of_the_lake(tmp_path):
    atropos = write_atropos(tmp_path / "src")
    path = atropos.folder / "tool_groups.jsonl"
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    lines[0]["messages"][0][0]["content"] += " my key is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake, keep_tokens=True)
    ids = dict(query(lake, "SELECT t.source_file LIKE '%tool_groups.jsonl', bool_and(k.token_ids IS NULL) "
                           "FROM tokens k JOIN trajectories t USING (run_id, step, trajectory_id) GROUP BY 1"))  # fmt: skip
    assert ids == {True: True, False: False}  # the file with the credential: no ids; the other keeps them


def test_real_atropos_groups_keep_every_members_tokens_and_mask_as_dumped(tmp_path):
    """Three real Atropos outputs (tests/real: a cybersecurity environment, Rubik's cube, DPO):
    each member's `tokens` and `masks` (trained where not -100) in the lane, as a plain zstandard
    and json reading of the lines gives them."""
    import zstandard

    real = Path(__file__).parent / "real"
    files = [real / "atropos" / "cybersec_env_outputs" / "objreward.jsonl.zst",
             real / "atropos-rubiks" / "rubiks_process_results_32.jsonl.zst",
             real / "atropos-dpo" / "gsm8k_dpo_rollouts_8.jsonl.zst"]  # fmt: skip
    expected = []
    for path in files:
        text = zstandard.ZstdDecompressor().stream_reader(path.open("rb")).read().decode()
        for number, line in enumerate((json.loads(t) for t in text.splitlines() if t.strip()), start=1):
            for i, (ids, mask) in enumerate(zip(line["tokens"], line["masks"])):
                expected.append((path.name, number, i, len(ids), ids, [m != -100 for m in mask]))
    for path in files:
        (tmp_path / "src" / path.parent.name).mkdir(parents=True, exist_ok=True)
        (tmp_path / "src" / path.parent.name / path.name).write_bytes(path.read_bytes())
    lake = str(tmp_path / "lake")
    assert ingest([tmp_path / "src"], lake, keep_tokens=True).count("failed") == 0
    found = query(lake, "SELECT regexp_extract(t.source_file, '[^/]+$'), t.source_line, t.sample_index, k.tokens, "
                        "k.token_ids, k.loss_mask FROM tokens k JOIN trajectories t USING (run_id, step, trajectory_id)")  # fmt: skip
    assert len(expected) == 26 and sorted(found) == sorted(expected)


def test_an_atif_model_calls_tokens_are_its_turns_at_its_trajectorys_step(tmp_path):
    """ATIF keeps a model call's `completion_token_ids` and `logprobs` in its step's metrics: each
    such step's arrays on its assistant turn, at the step the document's tracelake extra gives."""
    from pipelines.samples.sessions import write_atif

    document = write_atif(tmp_path / "src")
    path = tmp_path / "src" / "atif" / "codex-cli-run" / "trajectory.json"
    agent = [s for s in document["steps"] if s["source"] == "agent"]
    for k, step in enumerate(agent):
        step.setdefault("metrics", {}).update(completion_token_ids=[k, k + 1, k + 2], logprobs=[-0.5, -0.25, -0.125])
    document.setdefault("extra", {})["tracelake"] = {"step": 7}
    path.write_text(json.dumps(document))
    lake = str(tmp_path / "lake")
    ingest([tmp_path / "src"], lake, keep_tokens=True)
    found = query(lake, "SELECT k.step, u.role, k.token_ids, k.logprobs FROM tokens k JOIN turns u "
                        "USING (run_id, step, trajectory_id, turn_index) WHERE k.step = 7 ORDER BY k.turn_index")  # fmt: skip
    assert found == [(7, "assistant", [k, k + 1, k + 2], [-0.5, -0.25, -0.125]) for k in range(len(agent))]
