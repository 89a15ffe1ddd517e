"""Run and trajectory identity, its rules stated once: which folder a file's run is and what
it is called (:func:`run_folder`: containers, dump folders, launches), where a run lives
(:func:`source_of`), path-safe run keys (:func:`run_key`), prompt groups and stable record ids.
Detection applies these rules (:mod:`.reconcile.place`), :mod:`.reconcile.identity` keeps the
names they give consistent across ingests, and the lake's commit checks them (a name given to
two folders at once)."""

from __future__ import annotations

import functools
import hashlib
import re

_SAFE_RUN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")
_UNSAFE_CHARS = re.compile(r"[^A-Za-z0-9._-]+")


# Where a prompt's image, audio or video stood before its dump kept only the text (verl's VLM
# dumps, Qwen-VL's pads, LLaVA's `<image>`): two such prompts of equal text are not one prompt.
_MEDIA_PLACEHOLDER = re.compile(
    r"<\|(?:image|video|audio|vision)(?:_pad|_start|_end)?\|>|<(?:image|video|audio|img)>|\[(?:IMG|image)\]"
    r'|"type":\s*"(?:image|image_url|input_image|video|audio|input_audio)"',  # a chat message's media part, as JSON
    re.I,
)


def holds_media(prompt: str) -> bool:
    """Whether a prompt's text stands for media it does not hold (see :data:`_MEDIA_PLACEHOLDER`)."""
    return _MEDIA_PLACEHOLDER.search(prompt) is not None


def prompt_group(step: int | None, prompt: str | None) -> str | None:
    """The group a sample's prompt text makes within its step (GRPO's n samples of one prompt),
    or None where the text cannot say: no prompt, or one whose media were left out (1,024 lines
    of a VLM dump, each with its own image, shared one text and became one group of 1,024)."""
    if prompt is None or holds_media(prompt):
        return None
    return short_hash(f"{step}\x1f{prompt}")


def short_hash(text: str, chars: int = 16) -> str:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()[:chars]


@functools.lru_cache(maxsize=65536)  # asked of every shard several times an ingest; runs are few
def run_key(name: str, *, chars: int = 16) -> str:
    """A run name made safe for a path segment and a Hive partition value.

    Names already safe are kept as they are, so ``run_id`` reads naturally; any other name
    (``../x``, spaces, slashes, Unicode) becomes ``_``, a slug and a hash of the full name. A
    safe name starts with a letter or digit, so no name's key can equal another's (``a=b`` is
    ``_a-b-…``, never the safe name ``a-b-ec89e9b0``); and nothing in a key needs escaping in a
    Hive folder or a Delta path. The name as given stays in ``runs.run_name``.

    The hash has 64 bits (``chars`` hex digits): with 32, two names sharing a key were found in
    a second, and names also come from files' content (a Harbor ``run_id``, an Inspect task),
    so a hostile file could aim at another's run. Lakes written before keep their runs' 32-bit
    ids (the lake's own ids win: :meth:`pipelines.reconcile.identity.RunNames.id_of`), which also
    checks that no new id is another name's."""
    if _SAFE_RUN.fullmatch(name):
        return name
    slug = _UNSAFE_CHARS.sub("-", name).strip(".-_")[:60] or "run"
    return f"_{slug}-{short_hash(name, chars)}"


LONGEST_KEY_HASH = 32  # a 128-bit hash: the id of a name whose 64-bit id another name holds


VAL_FOLDERS = frozenset({"eval", "evals", "evaluation", "val", "validation"})
RUN_CONTAINERS = VAL_FOLDERS | {"rollouts", "runs"}
# Names real dump folders have, which say nothing of the experiment (verl's rollout_data_dir,
# `rollouts/`, `train_rollout/`, `rollout_generations/`, PolyTrace's profile logs, a time
# stamp): a run there takes its parent's name, so exp1/rollout_data and exp2/rollout_data
# stay two runs.
GENERIC_FOLDER = re.compile(
    r"(?:train_|val_)?(?:rollouts?|rollout_data|rollout_dir|rollout_dumps?|rollout_generations|generations|dumps?|outputs?|exports?|traces)"
    r"|profiles?|(?:packed_length|multiturn_workload|reward_timing)s?_logs?"  # PolyTrace's profile/<kind>_log/<ts>/
    r"|data"  # a Hugging Face dataset's data/train-*.parquet (a Harbor export without run_id)
    r"|completions"  # TRL's {output_dir}/completions/[train|eval/]completions_N.parquet
    r"|logs?"  # NeMo-RL's {log_dir}/exp_NNN/train_data_stepN.jsonl (logger.log_dir defaults to logs/)
    r"|dumped_(?:evals|rollouts|data)|eval_only"  # SkyRL's {export_path}/dumped_evals/global_step_N_evals/
    r"|eval[-_]rollouts?"  # AReaL's {log_path}/eval-rollout/<version>/ (beside rollout/)
    r"|train|evals?|test|val|validation",  # a split folder holding the files: the run is above it
    re.I,
)
# A time stamp folder (or NeMo-RL's numbered exp_NNN) is one launch of an experiment: two of them side by side are two runs
# (Terminal-Bench's `tb run` names its launches `2025-08-07__20-46-16`, a double underscore)
# (PolyTrace's .../verl/profile/packed_length_log/20260610_092349 and .../20260614_023133, a
# deterministic re-run). It is the run's folder, named after the experiment above it and itself:
# `verl/20260610_092349`.
STAMP_FOLDER = re.compile(
    r"\d{4}-?\d{2}-?\d{2}(?:(?:__|[_T -])?\d{2}[-:.]?\d{2}(?:[-:.]?\d{2})?)?|\d{4}_\d{4}(?:\d{2})?|\d{10,13}"
    r"|exp_\d{3,}"  # NeMo-RL numbers each launch of an experiment's log dir: exp_001, exp_002...
    r"|trial[-_]?\d+"  # AReaL's <experiment>/<trial_name>/, trial0 and trial-10 in its examples
    r"|(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{8}",  # a launch's short uuid (verifiers' evals/<env>--<model>/<uuid8>/)
    re.I,
)


# A date and a time of day in a file's name (or an epoch): the moment a launch began. A date
# alone is not one (`wandb_export_2026-06-17.csv` is an export of a run, not a launch of it).
_LAUNCH_STAMP = re.compile(
    r"(?<![0-9])(?:\d{4}-?\d{2}-?\d{2}[_T -]{1,2}\d{2}[-:.]?\d{2}(?:[-:.]?\d{2})?|\d{10,13})(?![0-9])"
)


def launch_stamp(name: str) -> str | None:
    """The launch time stamp in a file's name (``20250610_092349_parsed.csv``), if any."""
    found = _LAUNCH_STAMP.search(name)
    return found[0] if found else None


# Hydra's run folder, ``outputs/<date>/<time>/`` (``2025-12-13/12-18-03``): one launch.
_HYDRA_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_HYDRA_TIME = re.compile(r"\d{2}-\d{2}-\d{2}")


# A step or checkpoint folder (``global_step_120``, ``step_5``, ``checkpoint-3``, tinker's
# ``iteration_000002``): it gives its files' step, and is never the run.
STEP_FOLDER = re.compile(r"(?:global_step|step|checkpoint|ckpt|iter(?:ation)?)[_-]?(\d+)(?:_evals?|_rollouts?)?", re.I)


def is_generic(folder: str) -> bool:
    """Whether a folder's name says nothing of which experiment it holds."""
    return bool(GENERIC_FOLDER.fullmatch(folder) or STAMP_FOLDER.fullmatch(folder) or folder.lower() in RUN_CONTAINERS)


def run_folder(ancestors: list[str], first: int) -> tuple[int, str, int]:
    """Index in ``ancestors`` of the run's folder, the run's name as detection derives it (see
    docs/formats.md, Detection) and the index of the highest folder in that name. Containers count from
    ``first`` (the given path's parent) down: a ``runs`` folder far above what the user pointed
    at says nothing."""
    containers = [i for i, a in enumerate(ancestors[:-1]) if i >= first and a.lower() in RUN_CONTAINERS]
    if containers:
        index = containers[-1] + 1
        # a launch's stamp folder under the experiment is the run, as it is without a container
        # (runs/exp/exp_001 and runs/exp/exp_002 are two launches, never merged)
        stamps = [i for i in range(index + 1, len(ancestors)) if STAMP_FOLDER.fullmatch(ancestors[i])]
        index = stamps[-1] if stamps else index
    else:
        index = next((i for i in range(len(ancestors) - 1, -1, -1) if not STEP_FOLDER.fullmatch(ancestors[i])), 0)
    while index > 1 and GENERIC_FOLDER.fullmatch(ancestors[index]):
        index -= 1  # a dump folder's name is its experiment's (its parent's)
    stamp, above = ancestors[index], index - 1
    if index > 0 and _HYDRA_TIME.fullmatch(stamp) and _HYDRA_DATE.fullmatch(ancestors[index - 1]):
        stamp, above = f"{ancestors[index - 1]}_{stamp}", index - 2  # Hydra's outputs/<date>/<time>/
    elif not STAMP_FOLDER.fullmatch(stamp):
        return index, ancestors[index], index
    named = above  # a launch: the run lives in its stamp folder, named after its experiment too
    while named > 0 and is_generic(ancestors[named]):
        named -= 1
    if named <= 0 or not ancestors[named]:
        return index, stamp, index
    return index, f"{ancestors[named]}/{stamp}", named


def source_of(folder: str) -> str:
    """Where a run lives, as identity: its folder, with a container folder above it made a
    wildcard, since ``exp/rollouts/grpo`` and ``exp/eval/grpo`` are one experiment's train and
    val dumps; likewise the dump folders between a launch's time stamp and its experiment
    (PolyTrace's ``exp/profile/packed_length_log/<ts>`` and ``exp/profile/multiturn_workload_log/<ts>``
    are one launch's logs)."""
    parts = folder.split("/")
    if len(parts) > 2 and STAMP_FOLDER.fullmatch(parts[-1]):
        top = len(parts) - 2
        while top > 0 and is_generic(parts[top]):
            top -= 1
        if top < len(parts) - 2:
            return "/".join(parts[: top + 1]) + "/*/" + parts[-1]
        return folder
    parent, _, name = folder.rpartition("/")
    above, _, container = parent.rpartition("/")
    return f"{above}/*/{name}" if container.lower() in RUN_CONTAINERS else folder


def run_folder_of(source_uri: str, shard_key: str) -> str:
    """The run folder of a shard: its file less the shard's path within the run (the key is
    ``split:path/within/run``)."""
    within = shard_key.split(":", 1)[1]
    return source_uri.rsplit("/", within.count("/") + 1)[0]


def trajectory_id(run_id: str, shard_key: str, step: int, record_key: str) -> str:
    return trajectory_ids(run_id, [shard_key], [step], [record_key])[0]


def trajectory_ids(run_id: str, shard_keys: list[str], steps: list[int], record_keys: list[str]) -> list[str]:
    """Stable ids of many records: ``short_hash`` of run, shard, step and the record's key in
    its shard, without a call per row (a third of the time).

    Unique by construction: a run's shards have distinct keys (its split and path within the
    run), and a reader gives each record of a shard and step a key of its own (normalize checks).
    Without the shard, two files of one run at one step (AReaL's file per task, two output files
    of one Atropos environment) gave their lines the same ids, and a join of trajectories to
    rewards multiplied rows 30x. Stable: the key survives a moved run folder and a file gzip'd in
    place, so a re-read shard replaces its rows under the same ids."""
    blake2b = hashlib.blake2b
    return [
        blake2b(f"{run_id}\x1f{shard}\x1f{s}\x1f{k}".encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()[:16]
        for shard, s, k in zip(shard_keys, steps, record_keys)
    ]
