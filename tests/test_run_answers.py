"""A run's summary kept across processes (pipelines/lake/run_answers.py), as the explorer's Runs
page reads it at its start: taken again only while the run's live attempts and the code are
the same, and always the answer a fresh read gives."""

from __future__ import annotations

import json

import pytest

from pipelines.explore.queries import browse
from pipelines.lake import catalog, catalog_cache, run_answers
from pipelines.lake.maintenance import remove_run
from pipelines.samples import RunSpec, step_lines, write_run

from .helpers import ingest


@pytest.fixture
def two_runs(tmp_path, monkeypatch):
    """A lake of two runs, the second missing its last step; the cache folder of its own."""
    monkeypatch.setenv("TRACELAKE_CACHE", str(tmp_path / "cache"))
    lake = str(tmp_path / "lake")
    whole = write_run(tmp_path / "src", RunSpec("whole", steps=2, prompts=2, n=2, seed=1))
    growing_spec = RunSpec("growing", steps=3, prompts=2, n=2, seed=3)  # its step 3 moves its last reward
    growing = write_run(tmp_path / "src", growing_spec)
    (growing.folder / "3.jsonl.gz").unlink()
    ingest([whole.folder, growing.folder], lake)
    return lake, growing.folder, growing_spec


class Counted:
    """`browse.run_summaries`, noting which runs each call read."""

    def __init__(self) -> None:
        self.read: list[list[str]] = []

    def __call__(self, con, run_ids):
        self.read.append(sorted(run_ids))
        return browse.run_summaries(con, run_ids)


def summaries(lake: str, reader: Counted) -> list[dict]:
    con = catalog.connect(lake)  # each a new process's connection, as each start of the explorer
    runs = [run for (run,) in con.execute("SELECT run_id FROM runs ORDER BY run_id").fetchall()]
    answers = run_answers.answers(con, lake, "run summary", runs, reader)
    assert answers == browse.run_summaries(con, runs)  # what a fresh read says, field for field
    return answers


def test_a_runs_summary_is_read_again_only_for_the_runs_an_ingest_changed(two_runs):
    lake, growing, spec = two_runs
    reader = Counted()
    first = summaries(lake, reader)
    assert reader.read == [["growing", "whole"]]
    assert [a["run_id"] for a in first] == ["growing", "whole"]
    assert all(a["last_reward"] is not None and a["last_success_of"] for a in first)

    assert summaries(lake, reader) == first
    assert reader.read == [["growing", "whole"]]  # nothing changed: nothing read

    (growing / "3.jsonl").write_text("\n".join(step_lines(spec, 3)) + "\n")
    ingest([growing], lake)
    grown = summaries(lake, reader)
    assert reader.read[1:] == [["growing"]]  # the run the ingest changed, alone
    assert grown[1] == first[1] and (first[0]["last_reward"], grown[0]["last_reward"]) == (0.5, 0.75)

    ingest([growing], lake, force=True)  # read again: new attempts, though the same rows
    summaries(lake, reader)
    assert reader.read[2:] == [["growing"]]


def test_a_run_asked_twice_is_answered_once_and_another_reading_is_another_question(two_runs):
    lake, _, _ = two_runs
    reader = Counted()
    con = catalog.connect(lake)
    [once] = run_answers.answers(con, lake, "run summary", ["whole", "whole"], reader)
    assert once["run_id"] == "whole" and reader.read == [["whole"]]
    assert run_answers.answers(con, lake, "run summary", ["whole"], reader) == [once] and len(reader.read) == 1

    def rewritten(con, run_ids):  # the same question read by other code: not taken from the file
        return [{**answer, "last_reward": -1.0} for answer in browse.run_summaries(con, run_ids)]

    assert run_answers.answers(con, lake, "run summary", ["whole"], rewritten)[0]["last_reward"] == -1.0


def test_a_removed_run_is_not_answered_and_one_ingested_again_is_read_afresh(two_runs):
    lake, growing, _ = two_runs
    reader = Counted()
    summaries(lake, reader)
    remove_run(lake, "growing")
    assert [a["run_id"] for a in summaries(lake, reader)] == ["whole"]
    ingest([growing], lake)
    assert [a["run_id"] for a in summaries(lake, reader)] == ["growing", "whole"]
    assert reader.read == [["growing", "whole"], ["growing"]]


def test_answers_kept_by_other_code_a_damaged_file_or_an_unwritable_folder_are_read_again(
    two_runs, tmp_path, monkeypatch
):
    lake, _, _ = two_runs
    reader = Counted()
    first = summaries(lake, reader)
    [kept] = (tmp_path / "cache").glob("answers-*.json")
    assert kept.stat().st_mode & 0o777 == 0o600  # beside the catalogs: the user's alone

    monkeypatch.setattr(catalog_cache, "code_key", lambda: "another version of tracelake")
    assert summaries(lake, reader) == first
    assert summaries(lake, reader) == first  # kept again, by this version
    assert reader.read == [["growing", "whole"]] * 2

    text = kept.read_text()
    entries = json.loads(text)["answers"]["run summary"]["runs"]

    def with_runs(runs) -> str:
        whole = json.loads(text)
        whole["answers"]["run summary"]["runs"] = runs
        return json.dumps(whole)

    for damaged in (
        "{not json",
        with_runs(list(entries.values())),  # not a mapping of runs
        with_runs({**entries, "whole": 3}),  # an entry that is no entry
        with_runs({**entries, "whole": {**entries["whole"], "answer": entries["growing"]["answer"]}}),  # another run's
    ):
        kept.write_text(damaged)
        assert summaries(lake, reader) == first
    assert reader.read[2:] == [["growing", "whole"], ["growing", "whole"], ["whole"], ["whole"]]
    assert json.loads(kept.read_text())["answers"]["run summary"]["runs"] == entries  # written whole again

    blocked = tmp_path / "a-file"
    blocked.write_text("")
    monkeypatch.setenv("TRACELAKE_CACHE", str(blocked / "cache"))
    assert summaries(lake, reader) == first
    assert summaries(lake, reader) == first
    assert reader.read[6:] == [["growing", "whole"]] * 2


def test_the_runs_table_from_kept_summaries_is_the_one_read_afresh(two_runs):
    lake, _, _ = two_runs
    con = catalog.connect(lake)
    fresh = browse.runs(con)
    for _ in range(2):  # read and kept, then taken from the file
        kept = browse.runs_kept(catalog.connect(lake), lake)
        assert kept.equals(fresh) and kept.dtypes.equals(fresh.dtypes)
    assert fresh.last_reward.notna().all() and fresh.last_success_of.notna().all()
    picked = browse.runs_kept(catalog.connect(lake), lake, ["whole"])
    assert picked.equals(browse.runs(con, ["whole"]))
    assert picked.set_index("run_id").last_reward.isna().to_dict() == {"growing": True, "whole": False}
