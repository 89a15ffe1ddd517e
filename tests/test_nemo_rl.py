"""NeMo-RL's {train,val}_data_step{N}.jsonl: samples, rewards, token counts from the loss mask,
groups by prompt, val by the file's name; checked against an independent reading of the lines."""

from __future__ import annotations

import json

from pipelines.samples.nemo_rl import RUN, write_nemo_rl

from .helpers import ingest, query


def test_sample_logs_become_trajectories_with_token_counts_and_groups(tmp_path, lake):
    run = write_nemo_rl(tmp_path / "runs")
    report = ingest([tmp_path / "runs"], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert query(lake, "SELECT run_name, format, framework FROM runs") == [
        (f"{RUN}/exp_001", "metrics,nemo_rl", "nemo-rl")
    ]

    expected = []
    for step, lines in run.train.items():
        masks = [sum(x["token_loss_mask"]) for x in lines]
        expected.append(("train", step, len(lines), sum(x["rewards"] for x in lines), sum(masks),
                         sum(x["input_lengths"] for x in lines) - sum(masks), len({x["content"][0] for x in lines})))  # fmt: skip
    for step, lines in run.val.items():
        expected.append(("val", step, len(lines), sum(x["rewards"][0] for x in lines), None, None, len(lines)))
    assert query(lake, "SELECT split, step, count(*), sum(reward), sum(response_tokens), sum(prompt_tokens),"
                       " count(DISTINCT group_id) FROM trajectories GROUP BY ALL ORDER BY ALL") == sorted(expected)  # fmt: skip
    # GRPO's advantage, one value over a sample's response tokens: kept; token arrays never copied
    first = run.train[1][0]
    extra = json.loads(
        query(lake, "SELECT extra FROM trajectories WHERE step = 1 AND split = 'train' ORDER BY source_line LIMIT 1")[
            0
        ][0]
    )
    assert extra["advantage"] == first["advantages"][-1] and extra["token_ids_length"] == len(first["token_ids"])
    assert not {"token_ids", "token_loss_mask", "generation_logprobs", "advantages"} & extra.keys()
    assert query(lake, "SELECT format, split, count(*) FROM ingests GROUP BY ALL ORDER BY ALL") == [
        ("metrics", "train", 1), ("nemo_rl", "train", 3), ("nemo_rl", "val", 2)]  # fmt: skip
    val_turns = sum(len(x["content"]) for lines in run.val.values() for x in lines)
    assert query(
        lake, "SELECT count(*) FROM turns t JOIN trajectories USING (run_id, step, trajectory_id) WHERE split = 'val'"
    ) == [(val_turns,)]
    logged = sorted((tag, int(step), value) for tag, points in run.metrics.items() for step, value in points.items())
    assert query(lake, "SELECT name, step, value FROM step_metrics ORDER BY ALL") == logged
    assert query(lake, "SELECT DISTINCT split FROM step_metrics WHERE name LIKE 'validation/%'") == [("val",)]
    assert query(lake, "SELECT count(*) FROM rewards") == [
        (sum(map(len, run.train.values())) + sum(map(len, run.val.values())),)
    ]


def test_texts_without_roles_are_said_and_a_bad_line_is_quarantined(tmp_path, lake):
    folder = tmp_path / "exp" / "logs" / "exp_002"
    folder.mkdir(parents=True)
    lines = [
        {"content": ["prompt a", "answer a"], "rewards": 1.0, "input_lengths": 9},
        {"content": ["prompt b", "tool said", "answer b"], "rewards": 0.0, "input_lengths": 9},
        {"content": 42, "rewards": 0.0, "input_lengths": 9},
    ]
    (folder / "train_data_step7.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    report = ingest([tmp_path / "exp"], lake)
    [result] = report.results
    assert result.quarantined == 1 and any("without roles" in w and "1 of 2" in w for w in result.warnings)
    assert query(lake, "SELECT source_line, error FROM quarantine") == [
        (3, "'content' must be a message list, a list of texts or a text")]  # fmt: skip
    assert query(lake, "SELECT prompt, response FROM trajectories ORDER BY source_line") == [
        ("prompt a", "answer a"), ("prompt b", "tool said\n\nanswer b")]  # fmt: skip
