"""TensorBoard event files (``events.out.tfevents.<time>.<host>.<pid>.<n>``, or any name that
begins so), what verl's ``tensorboard`` logger, OpenRLHF, NeMo-RL and AReaL write by default
-> ``step_metrics``.

- A file is TFRecords (a length, its masked CRC-32C, the bytes, their CRC), each an ``Event``
  protobuf; the first says ``file_version: brain.Event:2``. Events are decoded with
  tensorboardX's protobuf classes (the writer AReaL uses, and torch's ``SummaryWriter`` writes
  the same messages): a scalar is a value's ``simple_value`` (torch, tensorboardX), or a
  one-number ``tensor`` of the ``scalars`` plugin (TensorFlow 2's ``tf.summary``), float,
  double or integer. Histograms, images, audio and text are not metrics and are left out,
  counted in a warning.
- The Hugging Face Trainer's TensorBoard callback (TRL's default logger) writes the run's
  training arguments and model config as text (``args/text_summary``,
  ``model_config/text_summary``, JSON): they are the run's configuration (``run_config``, keys
  as they are, credentials kept out as for every configuration).
- Each scalar is a row at its event's step, named by its tag verbatim; tags under ``val/``
  (and the other validation prefixes) are the ``val`` split.
- A file cut short (its writer still running, or killed) is read up to its last whole record,
  with a warning; a record whose length fails its checksum stops the reading there (what
  follows cannot be framed), with a warning naming the offset. The run is the file's folder
  (verl: ``tensorboard_log/<project>/<experiment>/``, which names the run's project and
  experiment, as its configuration would: ``experiments``); several event files of one folder (a
  run restarted) are its shards; an event file W&B synced into a run folder is that run's.
"""

from __future__ import annotations

import re
import struct
from collections import Counter
from collections.abc import Iterator
from typing import IO

import orjson
from tensorboardX.crc32c import crc32c
from tensorboardX.proto import event_pb2, types_pb2

from ..storage import FileSystem, SourceError
from . import run_config, wandb
from .base import Head, Reader, Shard, ShardRecords
from .metrics import MetricRows

FORMAT = "tensorboard"
NAMES = re.compile(r"events\.out\.tfevents(?:\..*)?")
_HEADER = struct.Struct("<QI")
_CRC = struct.Struct("<I")
_MAX_RECORD = 1 << 30  # a length past this is no record (a damaged or foreign file)
_SCALAR_KINDS = {
    types_pb2.DT_FLOAT: "float_val", types_pb2.DT_DOUBLE: "double_val", types_pb2.DT_HALF: "half_val",
    types_pb2.DT_BFLOAT16: "half_val", types_pb2.DT_INT32: "int_val", types_pb2.DT_INT64: "int64_val",
}  # fmt: skip
_HALF_BITS = (types_pb2.DT_HALF, types_pb2.DT_BFLOAT16)
# What the Hugging Face Trainer's TensorBoard callback logs of the run as text (JSON).
_CONFIG_TEXTS = ("args/text_summary", "model_config/text_summary")
_NUMPY_OF = {
    types_pb2.DT_FLOAT: "<f4",
    types_pb2.DT_DOUBLE: "<f8",
    types_pb2.DT_INT32: "<i4",
    types_pb2.DT_INT64: "<i8",
}


def step_of(name: str) -> int | None:
    return None


def _masked(data: bytes) -> int:
    """TFRecord's masked CRC-32C (TensorFlow's ``crc32c::Mask``)."""
    crc = crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


class _Framing:
    """Why the reading stopped before the file's end, if it did."""

    stopped: str | None = None


def records(stream: IO[bytes], framing: _Framing) -> Iterator[bytes]:
    """The file's records. The length's checksum is checked (it frames everything after it);
    the data's is not: TensorBoard itself skips it, and a pure-Python CRC over every byte would
    cost more than the decoding."""
    offset = 0
    while True:
        header = stream.read(_HEADER.size)
        if not header:
            return
        if len(header) < _HEADER.size:
            framing.stopped = f"cut short at byte {offset:,} (a record's length incomplete): read up to there"
            return
        length, length_crc = _HEADER.unpack(header)
        if _masked(header[:8]) != length_crc or length > _MAX_RECORD:
            framing.stopped = f"a record's length fails its checksum at byte {offset:,}: read up to there"
            return
        data = stream.read(length + _CRC.size)
        if len(data) < length + _CRC.size:
            framing.stopped = f"cut short at byte {offset:,} (its last record incomplete): read up to there"
            return
        offset += _HEADER.size + len(data)
        yield data[:length]


def head(fs: FileSystem, path: str) -> object:
    """The first event as sniffing sees it (``{"file_version": ...}``), None when it is none."""
    try:
        with fs.open(path, "rb") as stream:
            first = next(records(stream, _Framing()), None)
            if first is None:
                return None
            event = event_pb2.Event.FromString(first)
    except Exception:  # noqa: BLE001 - any damage means it is no event file sniffing can take
        return None
    return {"file_version": event.file_version, "wall_time": event.wall_time} if event.file_version else None


def sniff(head: Head) -> bool:
    record = head.record
    return isinstance(record, dict) and str(record.get("file_version", "")).startswith("brain.Event")


def _tensor_scalar(value: object) -> float | None:
    """A one-number tensor's number (TensorFlow 2 writes scalars so), else None."""
    tensor = value.tensor  # type: ignore[attr-defined]
    if tensor.tensor_shape.dim or tensor.dtype not in _SCALAR_KINDS:
        return None
    listed = getattr(tensor, _SCALAR_KINDS[tensor.dtype])
    if listed and tensor.dtype in _HALF_BITS:  # 16-bit floats are kept as their bits
        import numpy as np  # noqa: PLC0415 - only 16-bit values need it

        bits = np.array([listed[0]], np.uint32)
        half = (
            bits.astype(np.uint16).view(np.float16)
            if tensor.dtype == types_pb2.DT_HALF
            else (bits << 16).view(np.float32)
        )
        return float(half[0])
    if listed:
        return float(listed[0])
    if tensor.tensor_content and tensor.dtype in _NUMPY_OF:
        import numpy as np  # noqa: PLC0415 - only TensorFlow 2's packed tensors need it

        return float(np.frombuffer(tensor.tensor_content, _NUMPY_OF[tensor.dtype])[0])
    return None


def _configuration(value: object) -> list[tuple[str, str | None]] | None:
    """The (key, value) pairs of a configuration logged as text, None when it is none."""
    strings = value.tensor.string_val  # type: ignore[attr-defined]
    try:
        document = orjson.loads(strings[0]) if len(strings) == 1 else None
    except orjson.JSONDecodeError:
        return None
    return list(run_config.flatten(document)) if isinstance(document, dict) else None


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    rows = MetricRows(shard)
    framing = _Framing()
    other: Counter[str] = Counter()
    configuration: list[tuple[str, str | None]] = []
    events = 0
    with fs.open(path, "rb") as stream:
        for data in records(stream, framing):
            try:
                event = event_pb2.Event.FromString(data)
            except Exception as exc:  # noqa: BLE001 - protobuf's DecodeError and its kin
                # its bytes damaged (their checksum is not read): what came before stands
                framing.stopped = f"event {events + 1} is no TensorBoard Event ({exc}): read up to there"
                break
            events += 1
            if not event.HasField("summary"):
                continue
            for value in event.summary.value:
                kind = value.WhichOneof("value")
                number = value.simple_value if kind == "simple_value" else None
                if kind == "tensor":
                    plugin = value.metadata.plugin_data.plugin_name
                    number = _tensor_scalar(value) if plugin in ("scalars", "") else None
                    if plugin == "text" and value.tag in _CONFIG_TEXTS and (pairs := _configuration(value)):
                        configuration += pairs
                        continue
                if number is None:
                    other[kind or "empty"] += 1
                    continue
                rows.add(event.step, value.tag, (number, None))
                rows.logged_at(event.step, event.wall_time)
    if events == 0:
        raise SourceError("no TensorBoard event in the file")
    if framing.stopped:
        rows.warnings.append(framing.stopped)
    if other:
        kinds = ", ".join(f"{count} {kind}" for kind, count in sorted(other.items()))
        rows.warnings.append(f"values that are no scalar metric, not read: {kinds}")
    found = run_config.records(configuration) if configuration else ShardRecords()
    if rows.cols["name"]:
        found.tables |= rows.records().tables
    elif not configuration:
        rows.warnings.append("no scalar in the file (only its header, or other kinds of values)")
    found.warnings.extend(rows.warnings)
    found.facts = logger_facts(shard.path) | found.facts
    return found


def logger_facts(path: str) -> dict[str, str]:
    """The project and experiment verl's ``tensorboard`` logger names its folder by, by
    default: ``tensorboard_log/<project>/<experiment>/`` (``TENSORBOARD_DIR`` elsewhere names
    none)."""
    folders = path.split("/")[:-1]
    if len(folders) >= 3 and folders[-3] == "tensorboard_log" and folders[-2] and folders[-1]:
        return {"project": folders[-2], "experiment": folders[-1]}
    return {}


READER = Reader(
    FORMAT, (), step_of, sniff, read_file=read_file, head=head, names=NAMES, run_above=wandb.folders_above,
    framework="tensorboard", framework_weak=True,
    expects=(frozenset({"file_version"}),),
)  # fmt: skip
