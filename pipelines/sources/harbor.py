"""Harbor agent-trace exports (``export_traces``; the laion ``...-traces`` datasets,
docs/formats.md): Parquet files ``data/train-XXXXX-of-YYYYY.parquet``, one row per
episode (agent step) of a trial.

**One trial is one trajectory.** An export with all episodes holds, per trial, T rows whose
``conversations`` are prefixes of one another (the text grows as T²). The trial's longest
conversation is stored once, as its turns; ``extra.episode_rows`` counts the rows it stands for.
A row whose conversation is not a prefix of its trial's longest is kept too, as a trajectory of
its own with ``turn_grouping = 'non_prefix_row'`` (the trial's is ``'trial'``): nothing is lost.
Prefixes are compared by a hash of each message (role and content), never by copying text.

- ``conversations`` struct fields are read by name (their order differs between exports). Roles
  stay as the export marks them (tool observations come back as ``user`` turns). Assistant
  turns keep their ``<think>``, message and ``<tool_call>`` blocks; ``turns.tool_name`` holds
  the ``name`` (or ``function.name``) of each call's JSON, comma-separated, where it parses.
- ``result``: a number is the reward (and a ``rewards`` row named ``result``); anything else,
  such as an exception class name (``AgentTimeoutError``), gives a NULL reward, the name in
  ``status`` and in the ``rewards`` row's ``raw``; NULL stays NULL.
- ``date`` becomes ``sampled_at`` (empty -> NULL); ``episode`` ``"episode-3"`` gives 3;
  ``instruction`` is the prompt (else the first message); ``verifier_output``, ``agent``,
  ``model``, ``model_provider``, ``task``, ``trial_name`` and any other column
  (``trace_source``, ``tool_definitions``, ``conversations_sharegpt``...) go to ``extra``.
- The run is the ``run_id`` column (of the first row; a row of another run is quarantined).
  These exports have no training step: they land at step 0, or ``--step N``.
- Variants seen in real exports: without a ``run_id`` column the run is the folder's (as for
  any file); without ``trial_name`` a trial is the rows whose first two messages (the
  instruction and the first assistant turn, where sampled trials part) are the same, named
  ``trial-<hash>`` (``extra.trial_derived``); ``task`` of Parquet type null and a missing
  ``result`` read as NULL; conversation structs with more fields (``source_id``,
  ``token_length``) are read by the two names they all share.

The work is one DuckDB query plan per file: it streams the row groups (a 1 GB export never
becomes Python objects: only the chosen rows' small fields do) and runs outside the GIL.
Limit: a trial whose rows are spread over two files becomes two trajectories (the file is the
unit of commit); Harbor writes a trial's rows together.
"""

from __future__ import annotations

from typing import Any

import duckdb
import pyarrow as pa

from ..sqltext import quote
from ..storage import FileSystem, SourceError, is_local, parquet_file
from .base import Head, Reader, Shard, ShardRecords
from .json_values import json_text, quarantine_table

FORMAT = "harbor"
DEFAULT_STEP = 0
REQUIRED = ("conversations",)
# Columns that become their own trajectory columns rather than extra.
_MAPPED = frozenset({"conversations", "run_id", "trial_name", "date", "result", "instruction", "episode"})


def step_of(name: str) -> int | None:
    return None


def sniff(head: Head) -> bool:
    return head.name.endswith(".parquet") and "conversations" in head.keys


def run_name(head: Head) -> str | None:
    run = head.record.get("run_id") if isinstance(head.record, dict) else None
    return run if isinstance(run, str) and run else None


def _columns(fs: FileSystem, path: str) -> list[str]:
    with parquet_file(fs, path) as parquet:  # damage is a SourceError, failing I/O is retried
        return parquet.schema_arrow.names


def read_file(shard: Shard, fs: FileSystem, path: str) -> ShardRecords:
    columns = _columns(fs, path)
    missing = [c for c in REQUIRED if c not in columns]
    if missing:
        raise SourceError(f"missing required column(s) {', '.join(missing)} (has: {', '.join(columns)})")
    # Every column the trajectories need, NULL where the export lacks it, and the rest for extra.
    others = [c for c in columns if c not in _MAPPED]
    wanted = {
        # A missing column is a typed NULL: an untyped one becomes INTEGER in a table, and
        # coalesce(instruction, <text>) then fails on an export without instructions.
        c: f's."{c}"' if c in columns else "CAST(NULL AS VARCHAR)"
        for c in ("instruction", "result", "date", "task", "episode", *others)
    }
    if "task" in columns:
        wanted["task"] = 'CAST(s."task" AS VARCHAR)'  # some exports type it null
    run = quote(shard.run_name)
    # Without the columns: the folder's run; a trial named by its first two messages.
    identity = {
        "run_id": "run_id" if "run_id" in columns else run,
        "trial_name": "trial_name"
        if "trial_name" in columns
        else "'trial-' || left(md5(CAST(list_transform(conversations[1:2], lambda m: hash(m.role, m.content)) AS VARCHAR)), 12)",
    }
    con = duckdb.connect()
    con.execute("SET TimeZone = 'UTC'")
    if not is_local(fs):
        con.register_filesystem(fs)
        path = fs.unstrip_protocol(path)
    source = f"read_parquet({quote(path)}, file_row_number = true)"
    try:
        return _records(con, source, shard, wanted, others, identity)
    except duckdb.Error as exc:
        raise SourceError(f"cannot read the export ({type(exc).__name__}: {exc})") from None
    finally:
        con.close()


def _records(
    con: duckdb.DuckDBPyConnection,
    source: str,
    shard: Shard,
    wanted: dict[str, str],
    others: list[str],
    identity: dict[str, str],
) -> ShardRecords:
    # The file's run is the one its first row names (as detection read it): the lake may call it
    # otherwise (named apart from another folder's run of that name, or given with --run).
    run = (
        "(SELECT run_id FROM rows ORDER BY row_no LIMIT 1)" if identity["run_id"] == "run_id" else quote(shard.run_name)
    )
    episode = wanted["episode"]
    con.execute(f"""
        CREATE TEMP TABLE rows AS
        SELECT file_row_number AS row_no, {identity["trial_name"]} AS trial_name, {identity["run_id"]} AS run_id,
               CAST({episode} AS VARCHAR) AS episode,
               TRY_CAST(regexp_extract(CAST({episode} AS VARCHAR), '(\\d+)\\s*$', 1) AS INTEGER) AS episode_no,
               coalesce(len(conversations), 0) AS n_msgs,
               coalesce(list_transform(conversations, lambda m: hash(m.role, m.content)), []) AS hashes
        FROM {source} s""")
    # Rows that cannot be placed: no trial, or another run than the file's.
    bad = con.execute(f"""
        SELECT row_no, CASE WHEN trial_name IS NULL THEN 'no trial_name'
                            ELSE 'run_id ' || coalesce(run_id, 'NULL') || ' is not the file''s run (' || coalesce({run}, 'NULL') || '): one run per file' END,
               to_json({{'row': row_no + 1, 'run_id': run_id, 'trial_name': trial_name, 'episode': episode}})::VARCHAR
        FROM rows WHERE trial_name IS NULL OR run_id IS DISTINCT FROM {run} ORDER BY row_no""").fetchall()
    con.execute(f"DELETE FROM rows WHERE trial_name IS NULL OR run_id IS DISTINCT FROM {run}")
    con.execute("""
        CREATE TEMP TABLE units AS
        WITH longest AS (
            SELECT trial_name,
                   arg_max(row_no, [n_msgs, coalesce(episode_no, -1), row_no]) AS longest_row,
                   arg_max(hashes, [n_msgs, coalesce(episode_no, -1), row_no]) AS longest_hashes
            FROM rows GROUP BY trial_name
        ), placed AS (
            SELECT r.*, l.longest_row, r.hashes = l.longest_hashes[1:r.n_msgs] AS is_prefix
            FROM rows r JOIN longest l USING (trial_name)
        )
        SELECT row_no, trial_name,
               CASE WHEN row_no = longest_row THEN 'trial' ELSE 'non_prefix_row' END AS turn_grouping,
               CASE WHEN row_no = longest_row
                    THEN count(*) FILTER (WHERE is_prefix) OVER (PARTITION BY trial_name) ELSE 1 END AS episode_rows,
               CASE WHEN row_no = longest_row
                    THEN list(episode_no ORDER BY episode_no) FILTER (WHERE is_prefix AND episode_no IS NOT NULL)
                         OVER (PARTITION BY trial_name) ELSE [episode_no] END AS episodes
        FROM placed
        QUALIFY row_no = longest_row OR NOT is_prefix""")
    # The chosen rows (one per trial, plus any non-prefix row), read once for both outputs.
    con.execute(f"""
        CREATE TEMP TABLE chosen AS
        SELECT u.*, s.conversations, {", ".join(f'{expr} AS "{name}"' for name, expr in wanted.items())}
        FROM units u JOIN {source} s ON s.file_row_number = u.row_no""")
    trajectories = con.sql(f"""
        SELECT row_no, trial_name, turn_grouping, episode_rows, episodes,
               left(md5(coalesce(task, trial_name)), 16) AS group_id,
               (row_number() OVER (PARTITION BY coalesce(task, trial_name) ORDER BY row_no) - 1)::INTEGER AS sample_index,
               coalesce(instruction, conversations[1].content) AS prompt,
               list_sum(list_transform(conversations, lambda m: CASE WHEN m.role = 'assistant' THEN length(m.content) ELSE 0 END))::INTEGER AS response_chars,
               len(list_filter(conversations, lambda m: m.role = 'assistant'))::INTEGER AS num_turns,
               TRY_CAST(result AS DOUBLE) AS reward,
               CASE WHEN result IS NOT NULL AND TRY_CAST(result AS DOUBLE) IS NULL THEN result END AS status,
               result,
               TRY_CAST(nullif(trim(CAST(date AS VARCHAR)), '') AS TIMESTAMPTZ) AS sampled_at
               {"".join(f', "{c}"' for c in others)}
        FROM chosen ORDER BY row_no""").to_arrow_table()
    turns = con.sql("""
        SELECT row_no, turn_index::INTEGER AS turn_index, m.role AS role, m.content AS content,
               -- Each call's JSON: what follows a <tool_call> up to its </tool_call>. Splitting
               -- strings is 10x faster here than a lazy regex over every message.
               CASE WHEN m.role = 'assistant' AND contains(m.content, '<tool_call>') THEN nullif(array_to_string(
                   list_filter(list_transform(string_split(m.content, '<tool_call>')[2:],
                       lambda part: CASE WHEN contains(part, '</tool_call>') AND json_valid(trim(split_part(part, '</tool_call>', 1)))
                                         THEN coalesce(json_extract_string(trim(split_part(part, '</tool_call>', 1)), '$.name'),
                                                       json_extract_string(trim(split_part(part, '</tool_call>', 1)), '$.function.name'))
                                    END),
                       lambda n: n IS NOT NULL), ','), '') END AS tool_name,
               CASE WHEN m.role = 'assistant' THEN (len(string_split(m.content, '<tool_call>')) - 1)::INTEGER END AS tool_calls
        FROM (SELECT row_no, unnest(range(len(conversations))) AS turn_index, unnest(conversations) AS m
              FROM chosen)
        ORDER BY row_no, turn_index""").to_arrow_table()
    return _assemble(trajectories, turns, bad, others, derived=identity["trial_name"] != "trial_name")


def _assemble(traj: pa.Table, turns: pa.Table, bad: list[Any], others: list[str], *, derived: bool) -> ShardRecords:
    rows = traj.to_pylist()  # one per trial: small fields, and the chosen rows' long ones
    keys = [
        r["trial_name"] if r["turn_grouping"] == "trial" else f"{r['trial_name']}#row{r['row_no'] + 1}" for r in rows
    ]
    key_of_row = {r["row_no"]: k for r, k in zip(rows, keys)}
    extras = []
    for r in rows:
        extra = {c: r[c] for c in others if r.get(c) is not None}
        extra["trial_name"] = r["trial_name"]
        if derived:
            extra["trial_derived"] = True
        extra["episode_rows"] = r["episode_rows"]
        if r["episodes"]:
            extra["episodes"] = r["episodes"]
        extras.append(json_text(extra))
    trajectories = pa.table(
        {
            "record_key": pa.array(keys, pa.string()),
            "group_id": traj.column("group_id"),
            "sample_index": traj.column("sample_index"),
            "prompt": traj.column("prompt"),
            "response_chars": traj.column("response_chars"),
            "num_turns": traj.column("num_turns"),
            "reward": traj.column("reward"),
            "status": traj.column("status"),
            "sampled_at": traj.column("sampled_at"),
            "turn_grouping": traj.column("turn_grouping"),
            "source_line": pa.array([r["row_no"] + 1 for r in rows], pa.int64()),
            "extra": pa.array(extras, pa.string()),
        }
    )
    results = [(k, r["reward"], r["status"]) for k, r in zip(keys, rows) if r["result"] is not None]
    rewards = pa.table(
        {
            "record_key": pa.array([k for k, _, _ in results], pa.string()),
            "name": pa.array(["result"] * len(results), pa.string()),
            "value": pa.array([v for _, v, _ in results], pa.float64()),
            "raw": pa.array([s for _, _, s in results], pa.string()),
        }
    )
    turn_keys = pa.array([key_of_row[r] for r in turns.column("row_no").to_pylist()], pa.string())
    turn_table = turns.drop_columns("row_no").add_column(0, "record_key", turn_keys)
    quarantine = quarantine_table([(row + 1, error, raw) for row, error, raw in bad])
    model = next((r["model"] for r in rows if r.get("model")), None)
    return ShardRecords(
        tables={"trajectories": trajectories, "turns": turn_table, "rewards": rewards, "quarantine": quarantine},
        model=model,
    )


READER = Reader(
    FORMAT,
    (".parquet",),
    step_of,
    sniff,
    read_file=read_file,
    run_name=run_name,
    default_step=DEFAULT_STEP,
    framework="harbor",
)
