"""What each run was: configurations read into `run_config` (checked against the YAML read
independently), the facts `runs` takes from them, the keys that differ between runs, and the
credentials planted where real runs leak them, found in no file of the lake."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from pipelines.redaction import redact, secret_key
from pipelines.samples.verl import PLANTED_SECRETS, RunSpec, write_run

from .helpers import ingest, query


def _flat(value, prefix=""):
    """An independent flattening: dotted keys, lists of plain values as one JSON value."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _flat(item, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, list) and not any(isinstance(i, (dict, list)) for i in value):
        yield prefix, value
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _flat(item, f"{prefix}.{i}")
    else:
        yield prefix, value


def _lake_bytes(lake: str) -> bytes:
    return b"".join(p.read_bytes() for p in Path(lake).rglob("*") if p.is_file())


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("key sk-proj-abcdefghijklmnopQRST0123 end", "key <redacted> end"),
        ("sk-ant-api03-abcdefghijklmnopqrstuvWXYZ0123", "<redacted>"),
        ('{\\"password\\": \\"hunter2hunter2\\"}', '{\\"password\\": \\"<redacted>\\"}'),  # JSON in a text
        ("token hf_abcdefghijklmnopqrstuvwxyz01", "token <redacted>"),
        ("xai-abcdefghijklmnopqrstuvwxyz", "<redacted>"),
        ("AKIAABCDEFGHIJKLMNOP", "<redacted>"),
        ("ghp_abcdefghijklmnopqrstuvwxyz0123456789", "<redacted>"),
        ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abcdefghijk", "<redacted>"),
        ("export WANDB_API_KEY=0123456789abcdef0123456789abcdef01234567", "export WANDB_API_KEY=<redacted>"),
        ("--api-key=abcdefgh123", "--api-key=<redacted>"),
        ('{"password": "s3cr3t!!"}', '{"password": "<redacted>"}'),
        ("postgres://bob:hunter2pw@db:5432/x", "postgres://bob:<redacted>@db:5432/x"),
        ("Authorization: Bearer abcdefghijklmnopqrstu", "Authorization: Bearer <redacted>"),
        # text that only looks near one stays whole
        ("max_tokens=256 pad_token=<|endoftext|>", "max_tokens=256 pad_token=<|endoftext|>"),
        ('{"token": "Hello world", "logprob": -0.1}', '{"token": "Hello world", "logprob": -0.1}'),
        ("commit 0123456789abcdef0123456789abcdef01234567", "commit 0123456789abcdef0123456789abcdef01234567"),
        ("the task-oriented risk-averse approach", "the task-oriented risk-averse approach"),
        ("sk-learn-classification-pipeline-v2", "sk-learn-classification-pipeline-v2"),
        (
            'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
            'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
        ),
        ('password = input("Enter: ")', 'password = input("Enter: ")'),
    ],
)
def test_values_shaped_like_credentials_are_redacted(text, expected):
    assert redact(text) == expected


def test_keys_named_like_credentials_are_secret_and_tokenizer_words_are_not():
    for key in ("openai_api_key", "hub_token", "hubToken", "WANDB_API_KEY", "use_auth_token", "password", "secret",
                "a.b.client_secret", "authorization", "aws_secret_access_key", "token", "credentials", "trainer.wandb_key",
                "api.key", "wandb.key", "openai_key", "trainer/openai/password"):  # fmt: skip
        assert secret_key(key), key
    for key in ("max_tokens", "max_new_tokens", "pad_token", "eos_token_id", "tokenizer", "data.prompt_key",
                "num_tokens", "reward_model.reward_manager", "keyword", "chars_per_token", "reward_key", "cache.key",
                "actor_rollout_ref/actor/optim/lr"):  # fmt: skip
        assert not secret_key(key), key


def test_a_verl_hydra_run_reads_whole_with_its_facts_and_no_secret(tmp_path, lake):
    spec = RunSpec("qwen2.5-7b-grpo", steps=2, prompts=2, n=4, compression=None, hydra=True)
    written = write_run(tmp_path, spec)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0
    config = yaml.safe_load((written.folder / ".hydra" / "config.yaml").read_text())
    expected = {k: v for k, v in _flat(config) if not k.rsplit(".", 1)[-1].endswith("api_key")}
    # OmegaConf's references, resolved against the other keys
    expected["actor_rollout_ref.rollout.response_length"] = config["data"]["max_response_length"]
    expected["actor_rollout_ref.rollout.prompt_length"] = config["data"]["max_prompt_length"]
    expected["trainer.default_local_dir"] = f"checkpoints/verl_grpo_example_gsm8k/{spec.name}"
    expected["trainer.mlflow_tracking_uri"] = "http://bob:<redacted>@mlflow.internal:5000"
    for item in yaml.safe_load((written.folder / ".hydra" / "overrides.yaml").read_text()):
        key, _, value = item.partition("=")
        if "token" not in key:
            expected[f"overrides.{key.lstrip('+')}"] = value
    got = dict(query(lake, "SELECT key, value FROM run_config"))
    assert got.keys() == expected.keys()
    for key, value in expected.items():
        if isinstance(value, list):
            assert json.loads(got[key]) == value, key
        elif isinstance(value, (bool, int, float)) and not isinstance(value, bool):
            assert float(got[key]) == value, key
        else:
            assert got[key] == (None if value is None else str(value).lower() if isinstance(value, bool) else value), (
                key
            )
    assert query(lake, "SELECT model, algorithm, learning_rate, batch_size, samples_per_prompt, max_response_length "
                       "FROM runs") == [("Qwen/Qwen2.5-7B-Instruct", "GRPO", 1e-06, 2, 4, 1024)]  # fmt: skip
    skipped = {u.uri.rsplit("/", 1)[-1]: u.reason for u in report.unplaced}
    assert "Hydra's own settings" in skipped["hydra.yaml"]
    lake_bytes = _lake_bytes(lake)
    for planted in PLANTED_SECRETS:
        assert planted.encode() not in lake_bytes, planted


def test_credentials_in_any_text_are_redacted_before_any_write(tmp_path, lake):
    """A key pasted into a prompt, a tool's output, a metric's text and a line that goes to the
    quarantine: none of it in any file of the lake, the rest of each record intact."""
    key, aws, password = "sk-proj-PLANTEDinTEXT0123456789ab", "AKIAPLANTED123456789", "PLANTEDpassw0rd"
    (tmp_path / "run").mkdir()
    lines = [
        {"input": f"use {key} to call the API", "output": f"ok, AWS id {aws}", "score": 1.0, "step": 1},
        {"input": "connect", "output": f"postgres://admin:{password}@db/x done", "score": 0.0, "step": 1},
    ]
    body = "\n".join(json.dumps(line) for line in lines) + f'\n{{"input": "cut {key}", "output": \n'
    (tmp_path / "run" / "1.jsonl").write_text(body)
    (tmp_path / "run" / "metrics.jsonl").write_text(json.dumps({"step": 1, "note": f"key={key}", "x": 1.0}) + "\n")
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0 and report.quarantined == 1
    assert query(lake, "SELECT prompt, response FROM trajectories ORDER BY reward DESC") == [
        ("use <redacted> to call the API", "ok, AWS id <redacted>"),
        ("connect", "postgres://admin:<redacted>@db/x done"),
    ]
    assert query(lake, "SELECT raw FROM step_metrics WHERE name = 'note'") == [("key=<redacted>",)]
    assert "<redacted>" in query(lake, "SELECT raw FROM quarantine")[0][0]
    lake_bytes = _lake_bytes(lake)
    for planted in (key, aws, password):
        assert planted.encode() not in lake_bytes, planted


def test_the_keys_that_differ_between_two_runs(tmp_path, lake):
    for name, n in (("run-a", 4), ("run-b", 8)):
        write_run(tmp_path, RunSpec(name, steps=1, prompts=2, n=n, compression=None, hydra=True))
    ingest([tmp_path], lake)
    differences = {key: values for key, _, values in query(lake, "SELECT * FROM config_differences(NULL)")}
    assert differences == {
        "actor_rollout_ref.rollout.n": {"run-a": "4", "run-b": "8"},
        "overrides.actor_rollout_ref.rollout.n": {"run-a": "4", "run-b": "8"},
        "trainer.default_local_dir": {"run-a": "checkpoints/verl_grpo_example_gsm8k/run-a",
                                      "run-b": "checkpoints/verl_grpo_example_gsm8k/run-b"},
        "trainer.experiment_name": {"run-a": "run-a", "run-b": "run-b"},
    }  # fmt: skip


def test_the_explorer_shows_runs_by_their_configuration(tmp_path, lake):
    from pipelines.explore import queries as q
    from pipelines.lake.catalog import connect

    for name, n in (("run-a", 4), ("run-b", 8)):
        write_run(tmp_path, RunSpec(name, steps=1, prompts=2, n=n, compression=None, hydra=True))
    ingest([tmp_path], lake)
    con = connect(lake)
    keys = q.config_keys(con)
    assert "actor_rollout_ref.rollout.n" in keys and not any(secret_key(k) for k in keys)
    wide = q.config_columns(con, ["actor_rollout_ref.rollout.n", "algorithm.adv_estimator"])
    assert wide.to_dict("records") == [
        {"run_id": "run-a", "actor_rollout_ref.rollout.n": "4", "algorithm.adv_estimator": "grpo"},
        {"run_id": "run-b", "actor_rollout_ref.rollout.n": "8", "algorithm.adv_estimator": "grpo"},
    ]
    assert q.config_values(con, "actor_rollout_ref.rollout.n") == ["4", "8"]
    assert q.runs_where(con, "actor_rollout_ref.rollout.n", ["8"]) == ["run-b"]
    differences = q.config_differences(con, ["run-a", "run-b"])
    assert differences[differences.key == "actor_rollout_ref.rollout.n"].to_dict("records") == [
        {"key": "actor_rollout_ref.rollout.n", "run-a": "4", "run-b": "8"}
    ]
    table = q.runs(con)
    assert table[["run_id", "algorithm", "samples_per_prompt"]].to_dict("records") == [
        {"run_id": "run-a", "algorithm": "GRPO", "samples_per_prompt": 4},
        {"run_id": "run-b", "algorithm": "GRPO", "samples_per_prompt": 8},
    ]


REAL = Path(__file__).parent / "real" / "configs"
# What W&B's metadata describes of a run (the reader's documented choice; its e-mail, user,
# host and paths are never read)
_METADATA = ("program", "codePath", "args", "git", "python", "os", "gpu", "gpu_count", "cpu_count",
             "cpu_count_logical", "cudaVersion", "cuda", "startedAt", "heartbeatAt", "state")  # fmt: skip


def _text(value):
    if isinstance(value, list):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    return None if value is None else str(value)


def _expected(folder: Path) -> dict[str, object]:
    """A run folder's configuration as plain yaml/json reading gives it."""
    found: dict[str, object] = {}
    for path in sorted(folder.rglob("*")):
        if path.name == "config.yaml" and path.parent.name == "files":
            document = {k: v["value"] if isinstance(v, dict) and "value" in v else v
                        for k, v in yaml.safe_load(path.read_text()).items() if k not in ("_wandb", "wandb_version")}  # fmt: skip
            found |= dict(_flat(document))
        elif path.name == "wandb-metadata.json":
            document = json.loads(path.read_text())
            found |= {f"wandb.{k}": v for k, v in _flat({k: document[k] for k in _METADATA if k in document})}
        elif path.name == "config.yaml":
            found |= dict(_flat(yaml.safe_load(path.read_text())))
        elif path.name == "overrides.yaml":
            found |= {f"overrides.{item.partition('=')[0]}": item.partition("=")[2]
                      for item in yaml.safe_load(path.read_text())}  # fmt: skip
    return {key: _text(value) for key, value in found.items() if not secret_key(key)}


@pytest.mark.skipif(not REAL.exists(), reason="the real files are not in this checkout")
def test_real_configurations_read_as_a_plain_reading_of_them_says(lake):
    report = ingest([REAL], lake)
    assert report.count("failed") == 0
    runs = dict(query(lake, "SELECT source, run_id FROM runs"))
    assert len(runs) == 3
    # Hydra's outputs/<date>/<time>/ is one launch of its experiment, named by both
    assert "maxent-grpo/2025-12-13_12-18-03" in {name for (name,) in query(lake, "SELECT run_name FROM runs")}
    for source, run_id in runs.items():
        expected = _expected(Path(source) if Path(source).is_dir() else Path(source).parent)
        got = dict(query(lake, f"SELECT key, value FROM run_config WHERE run_id = '{run_id}'"))
        assert got.keys() == expected.keys(), source
        for key, value in expected.items():
            if isinstance(value, list):
                assert json.loads(got[key]) == value, key
            elif got[key] != value:  # a number as YAML wrote it and as it parsed (1e-05, 0.00001)
                assert float(str(got[key])) == float(str(value)), key
    # what the configurations say of their runs
    facts = query(lake, "SELECT run_name, model, learning_rate, batch_size FROM runs WHERE learning_rate IS NOT NULL "
                        "ORDER BY 1")  # fmt: skip
    assert facts == [("run-20230722_190942-lcoremr1", None, 0.005, None),
                     ("run-20250912_215539-b200e0gf", "Qwen/Qwen2.5-7B-Instruct", 1e-05, 1)]  # fmt: skip


def test_configurations_of_odd_shapes_read_safely(tmp_path, lake):
    """Found by review: a number past 64 bits or infinite among the facts broke every command,
    an env list's credential kept its value, a reference inside a reference stayed unresolved,
    a model's saved config became a run, and a YAML alias bomb ran the reader out of memory."""
    run = tmp_path / "run" / ".hydra"
    run.mkdir(parents=True)
    (run / "config.yaml").write_text(
        "data:\n  max_response_length: 1.0e+20\n  train_batch_size: .inf\n"
        "trainer:\n  project_name: p\n  experiment_name: ${trainer.project_name}_x\n"
        "  default_local_dir: ckpt/${trainer.experiment_name}\n  wandb_key: 0123456789abcdef0123456789abcdef01234567\n"
        "env:\n- name: OPENAI_API_KEY\n  value: PLANTEDenvvalue123\n- name: MODE\n  value: fast\n"
    )
    model = tmp_path / "run" / "ckpt" / "global_step_10" / "actor" / "huggingface"
    model.mkdir(parents=True)
    (model / "config.json").write_text(json.dumps({"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2"}))
    bomb = tmp_path / "bomb"
    bomb.mkdir()
    layers = ["a: &a [x, x, x, x, x, x, x, x, x, x]"] + [
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
        f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]"
        for i in range(8)
    ]
    (bomb / "config.yaml").write_text("\n".join(layers) + "\n")
    report = ingest([tmp_path], lake)
    assert query(lake, "SELECT run_name, batch_size, max_response_length FROM runs WHERE run_name = 'run'") == [
        ("run", None, None)
    ]
    config = dict(query(lake, "SELECT key, value FROM run_config JOIN runs USING (run_id) WHERE run_name = 'run'"))
    assert config["trainer.default_local_dir"] == "ckpt/p_x" and config["env.1.value"] == "fast"
    assert "trainer.wandb_key" not in config and not any(k.startswith("env.0") for k in config)
    assert b"PLANTEDenvvalue123" not in _lake_bytes(lake)
    reasons = {Path(u.uri).name: u.reason for u in report.unplaced}
    assert "a model's saved config" in reasons["config.json"]
    [failed] = [r for r in report.results if r.status == "failed"]
    assert failed.shard.uri.endswith("bomb/config.yaml") and "more than 50,000 keys" in (failed.error or "")


def test_the_differences_name_a_run_without_configuration(tmp_path, lake):
    write_run(tmp_path, RunSpec("with", steps=1, prompts=1, n=2, compression=None, hydra=True))
    write_run(tmp_path, RunSpec("without", steps=1, prompts=1, n=2, compression=None))
    ingest([tmp_path], lake)
    differences = query(lake, "SELECT key, values_by_run FROM config_differences(['with', 'without'])")
    assert len(differences) == len(query(lake, "SELECT DISTINCT key FROM run_config"))  # every key: one run lacks it
    assert all(values.keys() == {"with"} for _, values in differences)
