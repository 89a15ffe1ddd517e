"""The loggers trainers write by default, in their writers' real shapes:

- TensorBoard event files written by tensorboardX's own ``SummaryWriter`` (AReaL's writer; torch's
  writes the same records), where verl's ``tensorboard`` logger puts them:
  ``tensorboard_log/<project>/<experiment>/events.out.tfevents.<time>.<host>.<pid>.<n>``, with a
  histogram beside the scalars (not a metric) and a validation metric every few steps;
- verl's FileLogger beside it (``<project>/<experiment>.jsonl``): the same run logged twice;
- a verl run launched by Hydra: its rollouts beside ``.hydra/`` (``config.yaml`` unresolved,
  ``overrides.yaml``, ``hydra.yaml``), credentials planted where real launches leak them;
- Trackio's project databases (SQLite ``<project>.db``), of trackio 0.24+ and of 0.2-0.4;
- an MLflow file store (``mlruns/<experiment id>/<run id>/``: ``meta.yaml``, ``metrics/`` with
  a nested name, ``params/`` named by path as verl logs them, ``tags/``), written by hand in the shape mlflow-skinny 3.x's
  ``FileStore`` writes (mlflow itself is too heavy a dependency for a sample), with a parameter
  named like a credential that must not reach the lake.

Each writer returns its truth: the scalars it logged, to check the lake against."""

from __future__ import annotations

import contextlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from tensorboardX import summary
from tensorboardX.proto.event_pb2 import Event
from tensorboardX.record_writer import RecordWriter

from .common import text
from .verl import RunSpec, write_run

PLANTED_MLFLOW_SECRET = "sk-proj-MLFLOWFAKE0123456789abcdef"
# verl's rollouts dumped into the folder Hydra made for the launch, its configuration beside them
HYDRA_RUN = RunSpec("qwen2.5-0.5b-grpo-hydra", steps=2, prompts=2, n=4, compression=None, hydra=True, seed=73,
                    model="Qwen/Qwen2.5-0.5B-Instruct")  # fmt: skip


@dataclass
class Logged:
    folder: Path
    # (step, name, value) of every scalar written, in writing order, as the file stores it
    scalars: list[tuple[int, str, float]] = field(default_factory=list)
    # the same as the trainer gave them, before a writer rounded or renamed them
    given: list[tuple[int, str, float]] = field(default_factory=list)
    params: dict[str, str] = field(default_factory=dict)


def write_tensorboard(root: Path, *, steps: int = 12, seed: int = 71) -> Logged:
    """The records torch's and tensorboardX's ``SummaryWriter`` write, made and framed by
    tensorboardX itself (its summary functions and record writer), at set times so the same
    call writes the same bytes."""
    rng = random.Random(seed)
    folder = Path(root) / "tensorboard_log" / "verl_grpo_gsm8k" / "qwen2.5-0.5b-grpo"
    folder.mkdir(parents=True, exist_ok=True)
    logged = Logged(folder)
    started = 1764583800.0
    writer = RecordWriter(str(folder / f"events.out.tfevents.{int(started)}.node-7.4242.0"))
    try:
        writer.write(Event(wall_time=started, file_version="brain.Event:2").SerializeToString())
        for step in range(1, steps + 1):
            values = {
                "critic/score/mean": round(min(1.0, 0.2 + 0.05 * step + rng.uniform(-0.03, 0.03)), 4),
                "actor/entropy": round(1.2 - 0.04 * step + rng.uniform(-0.02, 0.02), 4),
                "response_length/mean": float(300 + 20 * step + rng.randint(-10, 10)),
            }
            if step % 4 == 0:
                values["val-core/openai/gsm8k/reward/mean@1"] = round(0.3 + 0.03 * step, 4)  # verl's own name
            for name, value in values.items():
                event = Event(wall_time=started + step, step=step, summary=summary.scalar(name, value))
                writer.write(event.SerializeToString())
                # as the writer stores it: its tag cleaned (`mean@1` is `mean_1`), a 32-bit float
                logged.scalars.append((step, event.summary.value[0].tag, float(np.float32(value))))
                logged.given.append((step, name, value))
            histogram = summary.histogram("actor/grad_norm_hist", np.array([rng.random() for _ in range(16)]), "auto")
            writer.write(Event(wall_time=started + step, step=step, summary=histogram).SerializeToString())
    finally:
        writer.close()
    return logged


def write_file_logger(root: Path, board: Logged) -> Logged:
    """verl's FileLogger beside its TensorBoard logger, as ``trainer.logger=['tensorboard',
    'file']`` writes them: ``<project>/<experiment>.jsonl`` (under ``VERL_FILE_LOGGER_ROOT``), a
    line a step ``{"step": N, "data": {name: value}}``, the same values as the event file's, whole
    and named as the trainer named them."""
    project, experiment = board.folder.parent.name, board.folder.name
    path = Path(root) / project / f"{experiment}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    logged = Logged(path.parent, given=list(board.given))
    by_step: dict[int, dict[str, float]] = {}
    for step, name, value in board.given:
        by_step.setdefault(step, {})[name] = value
    path.write_text("".join(json.dumps({"step": step, "data": data}) + "\n" for step, data in by_step.items()))
    logged.scalars = list(board.given)
    return logged


PLANTED_TRACKIO_SECRET = "sk-proj-TRACKIOFAKE0123456789abcdef"


@dataclass
class TrackioProject:
    path: Path
    # (series, step, name, value) of every number logged, and the configurations by series
    scalars: list[tuple[str, int, str, float]] = field(default_factory=list)
    configs: dict[str, dict[str, object]] = field(default_factory=dict)


def write_trackio(root: Path, *, seed: int = 74) -> list[TrackioProject]:
    """Two Trackio project databases in their writer's schemas (SQLite, written here with the
    standard library as trackio's ``SQLiteStorage`` lays them out): one of trackio 0.24+ (a
    ``run_id`` on each table, two runs of one name, configurations with a credential planted,
    metrics as text and as orjson's bytes, an image, GPU readings), one of 0.2-0.4 (``metrics``
    alone)."""
    import sqlite3  # noqa: PLC0415 - only this sample writes SQLite

    rng = random.Random(seed)
    folder = Path(root) / "trackio"
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for project, current in (("grpo-countdown", True), ("legacy-sft", False)):
        db = TrackioProject(folder / f"{project}.db")
        db.path.unlink(missing_ok=True)
        with contextlib.closing(sqlite3.connect(db.path)) as connection, connection:
            run_id = ", run_id TEXT" if current else ""
            connection.execute(f"CREATE TABLE metrics (id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp TEXT,"
                               f" run_name TEXT NOT NULL, step INTEGER NOT NULL, metrics TEXT NOT NULL{run_id})")  # fmt: skip
            runs = [("brisk-fox-1", "r1a"), ("calm-owl-2", "r2b"), ("calm-owl-2", "r2c")] if current else [
                ("sft-run", None)]  # fmt: skip
            names = [name for name, _ in runs]
            for name, rid in runs:
                series = name if names.count(name) == 1 else f"{name}#{rid}"
                for step in range(4):
                    values: dict[str, object] = {"train/loss": round(2.0 - 0.3 * step + rng.uniform(-0.05, 0.05), 4),
                                                 "train/reward": round(rng.uniform(0, 1), 4)}  # fmt: skip
                    if step == 3:
                        values["eval/samples"] = {"_type": "trackio.image", "file_path": "media/x.png"}
                    text: object = json.dumps(values)
                    if current and step % 2:
                        text = json.dumps(values).encode()  # orjson's bytes, as trackio stores them since 0.20
                    cells = [f"2026-06-01T10:0{step}:00", name, step, text] + ([rid] if current else [])
                    marks = ", ".join("?" * len(cells))
                    connection.execute(f"INSERT INTO metrics (timestamp, run_name, step, metrics{', run_id' if current else ''})"
                                       f" VALUES ({marks})", cells)  # fmt: skip
                    db.scalars += [(series, step, k, float(v)) for k, v in values.items() if isinstance(v, float)]
            if current:
                connection.execute("CREATE TABLE configs (id INTEGER PRIMARY KEY AUTOINCREMENT, run_name TEXT NOT NULL,"
                                   " config TEXT NOT NULL, created_at TEXT NOT NULL, run_id TEXT, UNIQUE(run_id))")  # fmt: skip
                connection.execute("CREATE TABLE system_metrics (id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp TEXT,"
                                   " run_name TEXT NOT NULL, metrics TEXT NOT NULL, run_id TEXT)")  # fmt: skip
                for name, rid in runs:
                    series = name if names.count(name) == 1 else f"{name}#{rid}"
                    config = {"learning_rate": 1e-6, "model": "Qwen/Qwen2.5-0.5B-Instruct", "num_generations": 8,
                              "hf_token": "hf_FAKEtrackio0123456789abcdefghij",
                              "notes": f"reward model at https://api.example.com key {PLANTED_TRACKIO_SECRET}"}  # fmt: skip
                    db.configs[series] = config
                    connection.execute("INSERT INTO configs (run_name, config, created_at, run_id) VALUES (?, ?, ?, ?)",
                                       [name, json.dumps(config), "2026-06-01T10:00:00", rid])  # fmt: skip
                    connection.execute("INSERT INTO system_metrics (timestamp, run_name, metrics, run_id) VALUES (?, ?, ?, ?)",
                                       ["2026-06-01T10:00:05", name, json.dumps({"gpu/0/util": 0.93}), rid])  # fmt: skip
        made.append(db)
    return made


def write_mlflow(root: Path, *, steps: int = 6, seed: int = 72) -> Logged:
    rng = random.Random(seed)
    experiment, run_id = "428417315118542421", "3f1c2b7a9d4e4c51b8a0e6f2d7c9a1b3"
    store = Path(root) / "mlruns"
    run = store / experiment / run_id
    logged = Logged(run)
    (store / experiment).mkdir(parents=True, exist_ok=True)
    (store / experiment / "meta.yaml").write_text(
        f"artifact_location: file:///tmp/mlruns/{experiment}\ncreation_time: 1764583800000\n"
        f"experiment_id: '{experiment}'\nlast_update_time: 1764583800000\nlifecycle_stage: active\nname: verl_grpo\n"
    )
    (run / "artifacts").mkdir(parents=True, exist_ok=True)
    (run / "meta.yaml").write_text(
        f"artifact_uri: file:///tmp/mlruns/{experiment}/{run_id}/artifacts\nend_time: 1764587400000\n"
        f"entry_point_name: ''\nexperiment_id: '{experiment}'\nlifecycle_stage: active\nrun_id: {run_id}\n"
        "run_name: qwen2.5-0.5b-grpo-mlflow\nsource_name: ''\nsource_type: 4\nsource_version: ''\n"
        f"start_time: 1764583800000\nstatus: 3\ntags: []\nrun_uuid: {run_id}\nuser_id: trainer\n"
    )
    lines: dict[str, list[str]] = {}
    for step in range(steps):
        stamp = 1764583800000 + 60_000 * step
        for name, value in (("actor/pg_loss", round(rng.uniform(-0.1, 0.1), 5)),
                            ("critic/score/mean", round(0.25 + 0.07 * step, 4)),
                            ("timing_s/gen", round(rng.uniform(20, 40), 3))):  # fmt: skip
            lines.setdefault(name, []).append(f"{stamp} {value} {step}")
            logged.scalars.append((step, name, value))
    # MLflow 3: a metric logged against a dataset carries its name and digest
    lines["val/accuracy"] = [f"{1764583800000 + 1} 0.61 5 gsm8k_test 2b7e41f0"]
    logged.scalars.append((5, "val/accuracy", 0.61))
    for name, values in lines.items():
        path = run / "metrics" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(f"{line}\n" for line in values))
    logged.params = {"actor_rollout_ref.actor.optim.lr": "1e-06", "actor_rollout_ref.rollout.n": "8",
                     "algorithm.adv_estimator": "grpo", "actor_rollout_ref.model.path": "Qwen/Qwen2.5-0.5B-Instruct",
                     "trainer.experiment_name": text(rng, 2).replace(" ", "_")}  # fmt: skip
    # verl logs its configuration by path (`_flatten_dict(..., sep="/")`): nested folders
    for param, setting in {**logged.params, "custom_reward_function.openai_api_key": PLANTED_MLFLOW_SECRET}.items():
        path = run / "params" / param.replace(".", "/")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(setting)  # MLflow writes a parameter with no newline
    (run / "tags").mkdir(exist_ok=True)
    (run / "tags" / "mlflow.runName").write_text("qwen2.5-0.5b-grpo-mlflow")
    (run / "tags" / "mlflow.user").write_text("trainer")
    return logged


def demo(root: Path) -> list[str]:
    board = write_tensorboard(root / "loggers")
    file_logger = write_file_logger(root / "loggers", board)
    store = write_mlflow(root / "loggers")
    projects = write_trackio(root / "loggers")
    launched = write_run(root / "loggers" / "verl-hydra", HYDRA_RUN)
    return [
        f"wrote {launched.folder}: a verl run launched by Hydra (.hydra/config.yaml, overrides.yaml), "
        f"{launched.total_lines} rollouts",
        f"wrote {board.folder}: a TensorBoard event file, {len(board.scalars)} scalars",
        f"wrote {file_logger.folder}: the same run's verl FileLogger, the same {len(file_logger.scalars)} values",
        f"wrote {store.folder}: an MLflow run, {len(store.scalars)} metric values and {len(store.params)} parameters",
        f"wrote {projects[0].path.parent}: {len(projects)} Trackio project databases, "
        f"{sum(len(p.scalars) for p in projects)} metric values",
    ]
