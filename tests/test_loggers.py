"""The loggers trainers write by default: TensorBoard event files (written by tensorboardX, and
a real one read independently of the reader's protobuf classes) and MLflow's file store, into
`step_metrics` and `run_config`, checked against what was written."""

from __future__ import annotations

import json
import struct
from datetime import UTC, datetime
from pathlib import Path

import pytest

from pipelines.samples.loggers import PLANTED_MLFLOW_SECRET, write_mlflow, write_tensorboard

from .helpers import ingest, query

REAL = Path(__file__).parent / "real" / "tensorboard"
# the metrics a logger logged; when it logged each step (`_timestamp`) is checked apart
_METRICS = "SELECT step, name, value FROM step_metrics WHERE name <> '_timestamp'"


def _varint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def _fields(data: bytes):
    """(field number, wire type, value) of a protobuf message, read by hand."""
    at = 0
    while at < len(data):
        key, at = _varint(data, at)
        number, wire = key >> 3, key & 7
        value: int | bytes
        if wire == 0:
            value, at = _varint(data, at)
        elif wire == 1:
            value, at = data[at : at + 8], at + 8
        elif wire == 5:
            value, at = data[at : at + 4], at + 4
        else:
            length, at = _varint(data, at)
            value, at = data[at : at + length], at + length
        yield number, wire, value


def _scalars(path: Path) -> list[tuple[int, str, float]]:
    """Every simple_value of an event file: TFRecord framing and Event/Summary/Value fields
    (step 2, summary 5; value 1; tag 1, simple_value 2) decoded with struct alone."""
    data, at, found = path.read_bytes(), 0, []
    while at < len(data):
        (length,) = struct.unpack_from("<Q", data, at)
        event = data[at + 12 : at + 12 + length]
        at += 12 + length + 4
        step, values = 0, []
        for number, _, value in _fields(event):
            if number == 2:
                step = value
            elif number == 5:
                values += [v for n, _, v in _fields(value) if n == 1]
        for value in values:
            fields = {n: v for n, _, v in _fields(value)}
            if 2 in fields:
                found.append((step, fields[1].decode(), struct.unpack("<f", fields[2])[0]))
    return found


def _wall_times(path: Path) -> dict[int, float]:
    """Each step's latest wall_time (Event field 1, a double) among the events holding a scalar."""
    data, at, latest = path.read_bytes(), 0, dict[int, float]()
    while at < len(data):
        (length,) = struct.unpack_from("<Q", data, at)
        event = data[at + 12 : at + 12 + length]
        at += 12 + length + 4
        fields = {n: v for n, _, v in _fields(event)}
        scalars = 5 in fields and any(2 in {n for n, _, _ in _fields(v)} for n, _, v in _fields(fields[5]) if n == 1)
        if scalars:
            step, wall = fields.get(2, 0), struct.unpack("<d", fields[1])[0]
            latest[step] = max(wall, latest.get(step, wall))
    return latest


def _text_values(path: Path) -> list[tuple[str, str]]:
    """(tag, text) of every one-string tensor (tensor 8: string_val 8) of an event file."""
    data, at, found = path.read_bytes(), 0, []
    while at < len(data):
        (length,) = struct.unpack_from("<Q", data, at)
        event = data[at + 12 : at + 12 + length]
        at += 12 + length + 4
        for value in (v for n, _, v in _fields(event) if n == 5):
            for item in (v for n, _, v in _fields(value) if n == 1):
                fields = {n: v for n, _, v in _fields(item)}
                if 8 in fields:
                    strings = [v for n, _, v in _fields(fields[8]) if n == 8]
                    found.append((fields[1].decode(), strings[0].decode()))
    return found


def _leaves(value: object, prefix: str = "") -> list[str]:
    if isinstance(value, dict):
        return [leaf for k, v in value.items() for leaf in _leaves(v, f"{prefix}.{k}" if prefix else k)]
    if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        return [leaf for i, v in enumerate(value) for leaf in _leaves(v, f"{prefix}.{i}")]
    return [prefix]


def test_a_tensorboard_log_reads_every_scalar_and_no_histogram(tmp_path, lake):
    logged = write_tensorboard(tmp_path)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0
    assert sorted(query(lake, _METRICS)) == sorted(logged.scalars)
    # each step's time: the latest of its scalars' events, as a plain reading of the records says
    assert query(lake, "SELECT step, value FROM step_metrics WHERE name = '_timestamp' ORDER BY step") == sorted(
        _wall_times(next(logged.folder.iterdir())).items()
    )
    assert query(lake, "SELECT DISTINCT split FROM step_metrics WHERE name LIKE 'val-core/%'") == [("val",)]
    assert query(lake, "SELECT run_name, format, framework FROM runs") == [
        ("qwen2.5-0.5b-grpo", "tensorboard", "tensorboard")
    ]
    assert any("12 histo" in w for r in report.results for w in r.warnings)
    assert sorted(_scalars(next(logged.folder.iterdir()))) == sorted(logged.scalars)  # the sample is what it says


def test_an_event_file_cut_short_or_damaged_keeps_its_whole_records(tmp_path, lake):
    logged = write_tensorboard(tmp_path / "whole")
    data = next(logged.folder.iterdir()).read_bytes()
    cut = tmp_path / "cut" / "run"
    cut.mkdir(parents=True)
    (cut / "events.out.tfevents.1.host").write_bytes(data[: len(data) - 7])  # its writer still writing
    damaged = tmp_path / "damaged" / "run"
    damaged.mkdir(parents=True)
    first = 12 + struct.unpack_from("<Q", data)[0] + 4
    second = first + 12 + struct.unpack_from("<Q", data, first)[0] + 4
    (damaged / "events.out.tfevents.2.host").write_bytes(data[:second] + b"\xff" * 12 + data[second + 12 :])
    report = ingest([tmp_path / "cut", tmp_path / "damaged"], lake)
    assert report.count("failed") == 0
    warnings = {r.shard.uri.split("/")[-3]: r.warnings for r in report.results if r.warnings}
    assert any("cut short" in w for w in warnings["cut"])
    assert any("fails its checksum" in w for w in warnings["damaged"])
    counts = dict(query(lake, "SELECT source LIKE '%/cut/%', count(*) FROM step_metrics JOIN runs USING (run_id) "
                              "WHERE name <> '_timestamp' GROUP BY 1"))  # fmt: skip
    assert counts[True] == len(logged.scalars)  # the last record, cut, is the last step's histogram
    assert counts[False] == 1  # the first scalar, before the damaged length


def test_tensorflow_2_scalars_as_tensors_are_read(tmp_path, lake):
    from tensorboardX.proto import event_pb2, summary_pb2, tensor_pb2, types_pb2
    from tensorboardX.record_writer import RecordWriter

    (tmp_path / "tf2").mkdir()
    writer = RecordWriter(str(tmp_path / "tf2" / "events.out.tfevents.1700000000.host.1.v2"))
    writer.write(event_pb2.Event(wall_time=1.0, file_version="brain.Event:2").SerializeToString())
    for step, (dtype, field, value) in enumerate([(types_pb2.DT_FLOAT, "float_val", 0.5),
                                                 (types_pb2.DT_DOUBLE, "double_val", 0.25),
                                                 (types_pb2.DT_INT64, "int64_val", 7),
                                                 (types_pb2.DT_HALF, "half_val", 15360),  # 1.0's bits
                                                 (types_pb2.DT_BFLOAT16, "half_val", 16256)]):  # fmt: skip
        tensor = tensor_pb2.TensorProto(dtype=dtype, **{field: [value]})
        metadata = summary_pb2.SummaryMetadata(
            plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars")
        )
        summary = summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag="loss", tensor=tensor, metadata=metadata)])
        writer.write(event_pb2.Event(wall_time=2.0, step=step, summary=summary).SerializeToString())
    writer.close()
    ingest([tmp_path], lake)
    assert query(lake, "SELECT step, value FROM step_metrics WHERE name = 'loss' ORDER BY step") == [
        (0, 0.5), (1, 0.25), (2, 7.0), (3, 1.0), (4, 1.0)]  # fmt: skip
    assert query(lake, "SELECT DISTINCT value FROM step_metrics WHERE name = '_timestamp'") == [(2.0,)]


@pytest.mark.skipif(not REAL.exists(), reason="the real files are not in this checkout")
def test_real_event_files_read_as_an_independent_reading_says(tmp_path, lake):
    report = ingest([REAL], lake)
    assert report.count("failed") == 0
    files = sorted(p for p in REAL.rglob("events.out.tfevents*"))
    assert len(files) == 3
    expected = sorted(s for f in files for s in _scalars(f))
    assert len(expected) == 60  # 10, 20 and 30 scalars of 2, 2 and 9 tags (tbparse says so too)
    assert sorted(query(lake, "SELECT step, name, value FROM step_metrics WHERE name <> '_timestamp'")) == expected
    # when each step was logged: the latest wall_time of its scalars' events, and the wall-time axis from it
    times = {(str(f), step): wall for f in files for step, wall in _wall_times(f).items()}
    file_of = dict(query(lake, "SELECT DISTINCT run_id, source_uri FROM ingests WHERE format = 'tensorboard'"))
    assert len(file_of) == len(files)
    logged = query(lake, "SELECT run_id, step, value FROM step_metrics WHERE name = '_timestamp'")
    assert sorted((file_of[run], step, value) for run, step, value in logged) == sorted(
        (file, step, wall) for (file, step), wall in times.items()
    )
    elapsed = query(lake, "SELECT run_id, step, elapsed_s, basis FROM step_times")
    for run, step, seconds, basis in elapsed:
        first = min(wall for (file, _), wall in times.items() if file == file_of[run])
        assert basis == "logged" and seconds == pytest.approx(times[(file_of[run], step)] - first)
    assert len(elapsed) == len(times)
    # the Hugging Face Trainer's run logs its arguments and model config as JSON text
    trainer = next(f for f in files if "math-meme-repair" in str(f))
    texts: dict[str, str] = {}
    for value in _text_values(trainer):
        texts |= json.loads(value[1])
    config = dict(query(lake, "SELECT key, value FROM run_config"))
    assert config["learning_rate"] == str(texts["learning_rate"]) and config["_name_or_path"] == texts["_name_or_path"]
    dropped = sorted(set(_leaves(texts)) - config.keys())
    assert dropped == ["hub_token", "push_to_hub_token"]  # credentials' names, whatever their value
    assert query(lake, "SELECT model, learning_rate FROM runs WHERE learning_rate IS NOT NULL") == [
        (texts["_name_or_path"], texts["learning_rate"])
    ]


def test_an_mlflow_run_reads_its_metrics_and_parameters(tmp_path, lake):
    logged = write_mlflow(tmp_path)
    report = ingest([tmp_path], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    assert sorted(query(lake, _METRICS)) == sorted(logged.scalars)
    # each step's time: the latest of its lines' (milliseconds since the epoch), read from the files
    lines = [line.split() for path in (logged.folder / "metrics").rglob("*") if path.is_file()
             for line in path.read_text().splitlines() if line.strip()]  # fmt: skip
    latest: dict[int, float] = {}
    for fields in lines:
        latest[int(fields[2])] = max(int(fields[0]) / 1000, latest.get(int(fields[2]), 0.0))
    assert dict(query(lake, "SELECT step, max(value) FROM step_metrics WHERE name = '_timestamp' GROUP BY 1")) == latest
    # a dataset's series is on its run's clock: seconds since the run's first logged line
    at: dict[tuple[str | None, int], float] = {}
    for fields in lines:
        key = (fields[3] if len(fields) == 5 else None, int(fields[2]))
        at[key] = max(int(fields[0]) / 1000, at.get(key, 0.0))
    start = min(at.values())
    assert sorted(query(lake, "SELECT series, step, elapsed_s FROM step_times"), key=str) == sorted(
        ((series, step, seconds - start) for (series, step), seconds in at.items()), key=str
    )
    assert query(lake, "SELECT name, series, split FROM step_metrics WHERE name = 'val/accuracy'") == [
        ("val/accuracy", "gsm8k_test", "val")
    ]
    assert dict(query(lake, "SELECT key, value FROM run_config")) == logged.params
    assert query(lake, "SELECT run_name, model, algorithm, learning_rate, samples_per_prompt FROM runs") == [
        ("qwen2.5-0.5b-grpo-mlflow", "Qwen/Qwen2.5-0.5B-Instruct", "GRPO", 1e-06, 8)
    ]
    reasons = {u.reason for u in report.unplaced}
    assert "an MLflow experiment's meta.yaml: its runs' own are read" in reasons
    assert not any(PLANTED_MLFLOW_SECRET.encode() in p.read_bytes() for p in Path(lake).rglob("*") if p.is_file())


def test_an_mlflow_metric_line_of_another_shape_is_quarantined(tmp_path, lake):
    logged = write_mlflow(tmp_path)
    with (logged.folder / "metrics" / "actor" / "pg_loss").open("a") as metric:
        metric.write("1764583900000 not-a-number 9\n")
    report = ingest([tmp_path], lake)
    assert report.quarantined == 1
    assert query(lake, "SELECT error FROM quarantine") == [
        ("metric 'actor/pg_loss': not `<timestamp> <value> <step>`",)
    ]
    assert query(lake, f"SELECT count(*) FROM ({_METRICS})") == [(len(logged.scalars),)]


def test_one_run_logged_by_tensorboard_file_and_wandb_is_one_experiment_its_metrics_once(tmp_path, lake):
    """verl with `trainer.logger=['tensorboard','file','wandb']`: three folders, three runs (a run
    is where its files are), one experiment by the names its loggers' folders and its W&B
    configuration give; `experiment_metrics` holds each (step, metric) once, with the file
    logger's whole value and name, where the event file keeps a rounded float and a cleaned tag."""
    from pipelines.samples.loggers import write_file_logger

    board = write_tensorboard(tmp_path / "train")
    file_logger = write_file_logger(tmp_path / "train", board)
    project, experiment = board.folder.parent.name, board.folder.name
    files = tmp_path / "train" / "wandb" / "run-20251201_101010-abcd1234" / "files"
    files.mkdir(parents=True)
    (files / "config.yaml").write_text(
        "_wandb:\n  value:\n    cli_version: 0.19.1\ntrainer:\n  value:\n"
        f"    project_name: {project}\n    experiment_name: {experiment}\n    logger: [tensorboard, file, wandb]\n"
    )
    report = ingest([tmp_path / "train"], lake)
    assert report.count("failed") == 0
    assert sorted(query(lake, "SELECT run_name, project, experiment FROM runs")) == sorted(
        [(experiment, project, experiment), (f"{project}/{experiment}", project, experiment),
         ("run-20251201_101010-abcd1234", project, experiment)]
    )  # fmt: skip
    assert query(lake, "SELECT runs FROM experiments") == [(3,)]
    # An independent reading of the file logger's lines: each (step, metric) once, whole.
    lines = [json.loads(line) for line in (file_logger.folder / f"{experiment}.jsonl").read_text().splitlines()]
    expected = sorted((line["step"], name, value) for line in lines for name, value in line["data"].items())
    assert len(expected) == len(board.scalars) == len({(s, n) for s, n, _ in expected})
    found = query(lake, "SELECT step, name, value, logged_by, agree FROM experiment_metrics ORDER BY step, name")
    assert sorted((step, name, value) for step, name, value, _, _ in found) == expected
    assert {(logged_by, agree) for *_, logged_by, agree in found} == {(2, True)}
    # each run keeps its own rows: the event file's names and rounded values stand in its run
    assert sorted(query(lake, f"{_METRICS} AND run_id = '{experiment}'")) == sorted(board.scalars)


def test_a_file_loggers_experiment_is_its_file_name_even_with_a_stamp_in_it(tmp_path, lake):
    """verl's FileLogger names its file after the experiment: `<project>/<experiment>.jsonl`,
    whatever the experiment's name holds (a date, dots)."""
    for name in ("qwen7b_grpo_20250601_120000", "exp.epoch3"):
        path = tmp_path / "my_proj" / f"{name}.jsonl"
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps({"step": 1, "data": {"actor/entropy": 0.5}}) + "\n")
    ingest([tmp_path / "my_proj"], lake)
    assert sorted(query(lake, "SELECT project, experiment FROM runs")) == [
        ("my_proj", "exp.epoch3"), ("my_proj", "qwen7b_grpo_20250601_120000")]  # fmt: skip


def test_trackio_projects_of_both_schemas_read_every_number_each_run_a_series(tmp_path, lake):
    """Trackio's `<project>.db` (SQLite) of trackio 0.24+ and 0.2-0.4: every number each run
    logged, at its step, each Trackio run a series (two runs of one name told apart by their
    run id), as a plain sqlite3 and json reading of the files gives; configurations under their
    run, no planted credential in any lake file; images and GPU readings left out and said."""
    import sqlite3

    from pipelines.samples.loggers import PLANTED_TRACKIO_SECRET, write_trackio

    projects = write_trackio(tmp_path)
    report = ingest([tmp_path / "trackio"], lake)
    assert report.count("failed") == 0 and report.quarantined == 0
    for project in projects:
        with sqlite3.connect(project.path) as connection:
            columns = [row[1] for row in connection.execute("PRAGMA table_info(metrics)")]
            rid = "run_id" if "run_id" in columns else "NULL"
            rows = connection.execute(f"SELECT run_name, {rid}, step, metrics, timestamp FROM metrics").fetchall()
        ids: dict[str, set] = {}
        for name, run_id, *_ in rows:
            ids.setdefault(name, set()).add(run_id)
        expected = sorted(
            (name if len(ids[name]) == 1 else f"{name}#{run_id}", step, key, float(value))
            for name, run_id, step, text, _ in rows
            for key, value in json.loads(text).items()
            if isinstance(value, (int, float))
        )
        # each step's time, per Trackio run: its rows' latest timestamp (UTC, ISO 8601)
        times: dict[tuple[str, int], float] = {}
        for name, run_id, step, _, stamp in rows:
            series = name if len(ids[name]) == 1 else f"{name}#{run_id}"
            moment = datetime.fromisoformat(stamp)
            seconds = (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).timestamp()
            times[(series, step)] = max(seconds, times.get((series, step), seconds))
        assert expected == sorted(project.scalars)
        run = f"trackio/{project.path.stem}"
        found = query(
            lake,
            "SELECT series, step, name, value FROM step_metrics JOIN runs USING (run_id) WHERE run_name = ?",
            [run],
        )
        assert sorted(f for f in found if f[2] != "_timestamp") == expected
        assert {(series, step): value for series, step, name, value in found if name == "_timestamp"} == times
    configs = dict(query(lake, "SELECT key, value FROM run_config"))
    current = projects[0]
    for series, config in current.configs.items():
        assert (
            configs[f"{series}/learning_rate"] == str(config["learning_rate"]) and f"{series}/hf_token" not in configs
        )
        assert configs[f"{series}/notes"].endswith("key <redacted>")
    warnings = [w for r in report.results for w in r.warnings]
    assert any("media, not metrics, not read: 3 trackio.image" in w for w in warnings)
    assert any("3 system metric reading(s)" in w for w in warnings)
    lake_bytes = b"".join(p.read_bytes() for p in Path(lake).rglob("*") if p.is_file())
    for planted in (PLANTED_TRACKIO_SECRET, "hf_FAKEtrackio0123456789abcdefghij"):
        assert planted.encode() not in lake_bytes, planted


def test_a_trackio_database_being_written_is_read_with_its_write_ahead_log(tmp_path, lake):
    """Trackio keeps its database in WAL mode: rows a trainer committed may still be in
    `<project>.db-wal`. They are read (from a copy, never locking the writer), and the log is
    listed as read with its database."""
    import sqlite3

    folder = tmp_path / "trackio"
    folder.mkdir()
    writer = sqlite3.connect(folder / "live.db")
    try:
        writer.execute("PRAGMA journal_mode = WAL")
        writer.execute("PRAGMA wal_autocheckpoint = 0")  # the rows stay in the log
        writer.execute("CREATE TABLE metrics (id INTEGER PRIMARY KEY, timestamp TEXT, run_name TEXT, step INTEGER,"
                       " metrics TEXT)")  # fmt: skip
        with writer:
            for step in range(5):
                writer.execute("INSERT INTO metrics (timestamp, run_name, step, metrics) VALUES ('t', 'live', ?, ?)",
                               [step, json.dumps({"loss": 1.0 / (step + 1)})])  # fmt: skip
        assert (folder / "live.db-wal").stat().st_size > 0
        report = ingest([folder], lake)
        assert report.count("failed") == 0
        assert query(lake, "SELECT count(*), sum(value) FROM step_metrics") == [
            (5, sum(1.0 / (s + 1) for s in range(5)))
        ]
        assert any(u.uri.endswith("live.db-wal") and "write-ahead log" in u.reason for u in report.skipped)
        # rows committed into the log alone (the database file's own bytes, size and mtime as
        # they were) are a change of the database: the next ingest reads them
        database = (folder / "live.db").stat()
        with writer:
            for step in range(5, 8):
                writer.execute("INSERT INTO metrics (timestamp, run_name, step, metrics) VALUES ('t', 'live', ?, ?)",
                               [step, json.dumps({"loss": 1.0 / (step + 1)})])  # fmt: skip
        assert (folder / "live.db").stat().st_size == database.st_size
        again = ingest([folder], lake)
        assert again.committed == 1
        assert query(lake, "SELECT count(*), sum(value) FROM step_metrics") == [
            (8, sum(1.0 / (s + 1) for s in range(8)))
        ]
        assert ingest([folder], lake).committed == 0  # and once read, it is unchanged
    finally:
        writer.close()


def test_the_first_trackio_schema_one_file_of_every_project_names_each_series_by_project(tmp_path, lake):
    """Trackio's first release (2025-05) kept every project in one `trackio.db`, with a
    `project_name` column: each run is a series `<project>/<run>`, never two projects' runs of
    one name merged."""
    import sqlite3

    folder = tmp_path / "trackio"
    folder.mkdir()
    with sqlite3.connect(folder / "trackio.db") as connection:
        connection.execute("CREATE TABLE metrics (id INTEGER PRIMARY KEY, timestamp TEXT, project_name TEXT,"
                           " run_name TEXT, step INTEGER, epoch INTEGER, batch INTEGER, metrics TEXT)")  # fmt: skip
        connection.execute("CREATE TABLE configs (project_name TEXT, run_name TEXT, config TEXT, created_at TEXT,"
                           " PRIMARY KEY (project_name, run_name))")  # fmt: skip
        for project in ("math", "code"):
            connection.execute("INSERT INTO configs VALUES (?, 'run-1', ?, 't')", [project, json.dumps({"lr": 0.1})])
            for step in range(3):
                connection.execute("INSERT INTO metrics (timestamp, project_name, run_name, step, epoch, batch, metrics)"
                                   " VALUES ('t', ?, 'run-1', ?, 0, ?, ?)",
                                   [project, step, step, json.dumps({"loss": step + (project == "code")})])  # fmt: skip
    assert ingest([folder], lake).count("failed") == 0
    assert query(lake, "SELECT series, count(*), sum(value) FROM step_metrics GROUP BY 1 ORDER BY 1") == [
        ("code/run-1", 3, 6.0), ("math/run-1", 3, 3.0)]  # fmt: skip
    assert query(lake, "SELECT key, value FROM run_config ORDER BY key") == [
        ("code/run-1/lr", "0.1"),
        ("math/run-1/lr", "0.1"),
    ]
