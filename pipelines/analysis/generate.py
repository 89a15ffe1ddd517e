"""``tracelake generate``: synthetic workload records drawn from a fitted distribution.

Sources of the fit:
- a run of the lake: ``fit_gmm_2d`` (sql/20_fit.sql) over its (prompt, response) token counts;
- PolyTrace's published parameter file as shipped: ``math_task.gmm_parameters`` (a 2-D
  mixture over input and output length), or ``tool_calling_task``: a call count drawn from
  ``call_count_distribution``, then per-call lengths from ``sequence_models[<count>]``.

The published sampler has two defects fixed here: its loader looks for keys the shipped file
does not have (this reads the shipped keys), and it draws the whole ``mean_vector`` (per-call
lengths *and* summary statistics: totals, means, std, max, min) and slices it by position, so
summary statistics leak into output lengths; here the mean and covariance are sliced *by
feature name* to ``input_i`` and ``output_i`` only before drawing. The tool-calling models
keep one mean and covariance per call count, so one Gaussian per count is all that can be
rebuilt. Every length is rounded, at least 1 and at most ``cap``.

Output: PolyTrace JSON (single-turn ``{"0": {"input": [...], "output": [...]}}``, one output
per input; tool calling multi-turn ``{"0": [{"input": [...], "output": [...]}, ...]}``), or
JSONL/Parquet records, one per generation request, with ``max_tokens`` the target output
length to replay with ``ignore_eos``.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson
import pyarrow as pa
import pyarrow.parquet as pq

from ..errors import UserError

if TYPE_CHECKING:
    import duckdb
from ..outputs import replacing

DEFAULT_CAP = 32_000


@dataclass
class Mixture:
    """A Gaussian mixture: weights, means and covariance matrices (any dimension)."""

    weights: list[float]
    means: list[list[float]]
    covariances: list[list[list[float]]]


def cholesky(matrix: list[list[float]]) -> list[list[float]]:
    """Lower-triangular L with L L^T = matrix; a tiny ridge makes a semi-definite covariance
    (zero variances, as in the published file) usable."""
    size = len(matrix)
    scale = max(abs(matrix[i][i]) for i in range(size)) or 1.0
    for ridge in (0.0, 1e-9, 1e-6, 1e-3):
        lower = [[0.0] * size for _ in range(size)]
        try:
            for i in range(size):
                for j in range(i + 1):
                    total = (
                        matrix[i][j]
                        + (ridge * scale if i == j else 0.0)
                        - sum(lower[i][k] * lower[j][k] for k in range(j))
                    )
                    if i == j:
                        if total <= 0:
                            raise ValueError("not positive definite")
                        lower[i][j] = math.sqrt(total)
                    else:
                        lower[i][j] = total / lower[j][j]
            return lower
        except ValueError:
            continue
    raise UserError("a covariance matrix of the fit is not positive semi-definite")


def draw(rng: random.Random, mean: list[float], lower: list[list[float]]) -> list[float]:
    z = [rng.gauss(0.0, 1.0) for _ in mean]
    return [m + sum(lower[i][k] * z[k] for k in range(i + 1)) for i, m in enumerate(mean)]


def length(value: float, cap: int) -> int:
    return max(1, min(cap, round(value)))


def sample_mixture(mixture: Mixture, n: int, rng: random.Random, cap: int) -> list[list[int]]:
    lowers = [cholesky(c) for c in mixture.covariances]
    picks = rng.choices(range(len(mixture.weights)), weights=mixture.weights, k=n)
    return [[length(v, cap) for v in draw(rng, mixture.means[c], lowers[c])] for c in picks]


# --- fits -----------------------------------------------------------------------------------


def mixture_from_lake(con: duckdb.DuckDBPyConnection, run: str, k: int) -> Mixture:
    rows = con.execute("SELECT weight, mean_x, mean_y, var_x, cov_xy, var_y FROM fit_gmm_2d(?, ?)", [run, k]).fetchall()
    if not rows or rows[0][1] is None:
        raise UserError(f"run {run}: no trajectories with both prompt_tokens and response_tokens to fit")
    return Mixture([r[0] for r in rows], [[r[1], r[2]] for r in rows], [[[r[3], r[4]], [r[4], r[5]]] for r in rows])


def load_params(path: Path) -> dict[str, Any]:
    try:
        return orjson.loads(path.read_bytes())
    except FileNotFoundError:
        raise UserError(f"{path}: no such file") from None
    except orjson.JSONDecodeError as exc:
        raise UserError(f"{path}: not JSON ({exc})") from None


def _key(params: dict[str, Any], path: Path, *keys: str) -> Any:
    value = params
    for i, key in enumerate(keys):
        if not isinstance(value, dict) or key not in value:
            raise UserError(
                f"{path}: no {'.'.join(keys[: i + 1])} (a PolyTrace parameter file has "
                "math_task.gmm_parameters and tool_calling_task.sequence_models)"
            )
        value = value[key]
    return value


def math_mixture(params: dict[str, Any], path: Path) -> Mixture:
    gmm = _key(params, path, "math_task", "gmm_parameters")
    return Mixture(gmm["weights"], gmm["means"], gmm["covariances"])


@dataclass
class CallModel:
    """Per-call input and output lengths for one call count: the model's mean and covariance
    sliced, by feature name, to ``input_1..k`` and ``output_1..k``."""

    calls: int
    mean: list[float]
    lower: list[list[float]]


def tool_call_models(params: dict[str, Any], path: Path) -> tuple[dict[int, float], dict[int, CallModel]]:
    counts = {int(k): float(v) for k, v in _key(params, path, "tool_calling_task", "call_count_distribution").items()}
    models = {}
    for key, model in _key(params, path, "tool_calling_task", "sequence_models").items():
        calls = int(model.get("call_count", key))
        names = model["feature_names"]
        wanted = [f"input_{i}" for i in range(1, calls + 1)] + [f"output_{i}" for i in range(1, calls + 1)]
        missing = [w for w in wanted if w not in names]
        if missing:
            raise UserError(f"{path}: sequence_models[{key}] has no feature(s) {', '.join(missing)}")
        index = [names.index(w) for w in wanted]
        mean = [model["mean_vector"][i] for i in index]
        cov = [[model["covariance_matrix"][i][j] for j in index] for i in index]
        models[calls] = CallModel(calls, mean, cholesky(cov))
    usable = {c: w for c, w in counts.items() if c in models}
    if not usable:
        raise UserError(f"{path}: no call count of call_count_distribution has a sequence model")
    return usable, models


def sample_tool_calls(
    counts: dict[int, float], models: dict[int, CallModel], n: int, rng: random.Random, cap: int
) -> list[tuple[list[int], list[int]]]:
    """n sessions: (input lengths per call, output lengths per call)."""
    sessions = []
    for calls in rng.choices(list(counts), weights=list(counts.values()), k=n):
        model = models[calls]
        values = [length(v, cap) for v in draw(rng, model.mean, model.lower)]
        sessions.append((values[:calls], values[calls:]))
    return sessions


# --- output ---------------------------------------------------------------------------------


def write(
    out: Path,
    fmt: str,
    *,
    pairs: list[list[int]] | None = None,
    sessions: list[tuple[list[int], list[int]]] | None = None,
) -> int:
    """Write single-turn ``pairs`` (prompt, output) or tool-calling ``sessions``; return records."""
    if fmt not in ("json", "jsonl", "parquet"):
        raise UserError(f"--format must be json, jsonl or parquet, not {fmt!r}")
    # One record per generation request: a session's calls in order, each with its target length.
    if pairs is None and sessions is None:
        raise ValueError("write() needs pairs or sessions")
    calls = (
        [(i, 0, p, o) for i, (p, o) in enumerate(pairs)]
        if pairs is not None
        else [(s, c, i, o) for s, (ins, outs) in enumerate(sessions or []) for c, (i, o) in enumerate(zip(ins, outs))]
    )
    records = [
        {"request": r, "session": s, "call": c, "prompt_tokens": p, "max_tokens": o}
        for r, (s, c, p, o) in enumerate(calls)
    ]
    with replacing(out) as tmp:
        if fmt == "json":
            doc = (
                {"0": {"input": [p for p, _ in pairs], "output": [o for _, o in pairs]}}
                if pairs is not None
                else {"0": [{"input": i, "output": o} for i, o in sessions or []]}
            )
            tmp.write_bytes(orjson.dumps(doc))
            return len(pairs if pairs is not None else sessions or [])
        if fmt == "jsonl":
            tmp.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in records))
        else:
            schema = pa.schema(
                [
                    ("request", pa.int64()),
                    ("session", pa.int64()),
                    ("call", pa.int32()),
                    ("prompt_tokens", pa.int32()),
                    ("max_tokens", pa.int32()),
                ]
            )
            pq.write_table(pa.Table.from_pylist(records, schema=schema), tmp, compression="zstd")
    return len(records)


def generate(
    out: Path,
    *,
    n: int,
    fmt: str = "json",
    cap: int = DEFAULT_CAP,
    seed: int = 0,
    con: duckdb.DuckDBPyConnection | None = None,
    run: str | None = None,
    components: int = 4,
    params: Path | None = None,
    task: str = "math",
) -> int:
    """Draw ``n`` records (prompts, or tool-calling sessions) from a run's fit (``con``, ``run``)
    or a parameter file (``params``, ``task`` math or tool_calling) into ``out``."""
    rng = random.Random(seed)
    if run is not None:
        if con is None:
            raise ValueError("a run's fit needs the lake's connection (con)")
        return write(out, fmt, pairs=sample_mixture(mixture_from_lake(con, run, components), n, rng, cap))
    if params is None:
        raise UserError("give a run of the lake or a parameter file (--params) to draw from")
    loaded = load_params(params)
    if task == "math":
        return write(out, fmt, pairs=sample_mixture(math_mixture(loaded, params), n, rng, cap))
    counts, models = tool_call_models(loaded, params)
    return write(out, fmt, sessions=sample_tool_calls(counts, models, n, rng, cap))
