"""Search the whole lake: text in prompts, responses, tool calls and tool outputs (every turn),
with filters; counts per run and per step; the matches, each at the turn it was found in.

A :class:`Search` is a value (the explorer keeps it in the page's address, the CLI builds it
from its options); :meth:`Search.sql` gives its matches as a CTE over the catalog's views, every
value bound. The text is taken literally and case-insensitively, never as a pattern. Export and
labelling take the same value (:func:`matching_ids`), so what is labelled or exported is what
was found.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any, cast

import duckdb
import pyarrow as pa

# Characters of text shown around a match.
SNIPPET_CHARS = 160


class Order(str, Enum):
    lake = "run, then step"
    latest = "latest steps first"
    worst = "reward, lowest first"
    best = "reward, highest first"
    longest = "response length, longest first"


_ORDER_SQL = {
    Order.lake: "run_name, step, trajectory_id",
    Order.latest: "step DESC, run_name, trajectory_id",
    Order.worst: "reward ASC NULLS LAST, run_name, step, trajectory_id",
    Order.best: "reward DESC NULLS LAST, run_name, step, trajectory_id",
    Order.longest: "length DESC NULLS LAST, run_name, step, trajectory_id",
}


@dataclass(frozen=True)
class Search:
    """What to find. Every field narrows; the defaults find every trajectory of the lake.
    Lengths are in tokens where counted, else characters (as ``length_by_step``)."""

    text: str = ""  # in the prompt, the response or any turn (tool calls and outputs too)
    runs: tuple[str, ...] = ()  # run ids; none: every run
    split: str | None = None
    first_step: int | None = None
    last_step: int | None = None
    min_reward: float | None = None
    max_reward: float | None = None
    min_length: int | None = None
    max_length: int | None = None
    tool: str | None = None  # a turn calls or answers this tool
    status: str | None = None  # the trajectory's status, as the source wrote it
    has_error: bool = False  # a tool call failed (`tool_failure`), or the status is an error's
    label: str | None = None  # labelled with this tag
    pattern: str | None = None  # shows this failure pattern (`trajectory_patterns.pattern`)
    detail: str | None = None  # ... with this detail

    def __post_init__(self) -> None:
        object.__setattr__(self, "runs", tuple(self.runs))
        object.__setattr__(self, "text", self.text.strip())

    @property
    def narrows(self) -> bool:
        """Whether anything is asked beyond the runs (a search of nothing lists everything)."""
        return any(getattr(self, f.name) not in (None, "", False, ()) for f in fields(self) if f.name != "runs")

    def _scope(self, prefix: str = "") -> tuple[list[str], list[Any]]:
        """What every scan filters on (runs, split, steps): each reaches its table's files."""
        clauses: list[str] = []
        params: list[Any] = []
        if self.runs:
            clauses.append(f"list_contains(?, {prefix}run_id)")
            params.append(list(self.runs))
        for clause, value in ((f"{prefix}step >= ?", self.first_step), (f"{prefix}step <= ?", self.last_step)):
            if value is not None:
                clauses.append(clause)
                params.append(value)
        return clauses, params

    def sql(self, index: str | None = None) -> tuple[str, list[Any]]:
        """``WITH`` clauses ending in ``picked`` (the trajectories the filters but the text and
        the semi-joins let through: a share's denominator) and ``matched``: one row per
        trajectory found (``run_id, split, step, trajectory_id, reward, length, status,
        num_turns, found_in, turn``: where the text was first found, ``turn`` (its index),
        ``prompt`` or ``response``; NULL without text, or from the index: :func:`matches` finds
        it for the rows it lists). ``index``: the explorer's table of the lake's texts
        (:mod:`pipelines.explore.text_index`), read instead of the lake's text columns."""
        where, params = self._filters("coalesce(response_tokens, response_chars)")
        parts = [
            "picked AS (SELECT run_id, split, step, trajectory_id, reward, coalesce(response_tokens, response_chars)"
            f" AS length, status, num_turns FROM trajectories WHERE {where})"
        ]
        source, found, turn = "picked p", "NULL", "NULL::INTEGER"
        source_params: list[Any] = []
        turn_scope = " AND ".join(self._scope()[0]) or "true"
        joins, keep = [], []
        if self.text and index is not None:
            # the index holds the same numbers: the text and the filters in one scan of it
            own, values = self._filters("length")
            source = f"(SELECT * EXCLUDE (text) FROM {index} WHERE {own} AND contains(text, lower(?))) p"
            source_params = [*values, self.text]  # in `matched`, the last clause: its values come last
        elif self.text:
            cte, values = self._text_hits(where, params, turn_scope)
            parts.append(cte)
            params += values
            joins.append("JOIN text_hits h USING (run_id, trajectory_id)")
            found = "CASE WHEN h.turn IS NOT NULL THEN 'turn' WHEN h.in_prompt THEN 'prompt' ELSE 'response' END"
            turn = "h.turn"
        semi: list[tuple[str, list[Any]]] = []
        if self.tool is not None:
            semi.append((f"SELECT DISTINCT run_id, trajectory_id FROM turns WHERE {turn_scope} AND tool_name = ?",
                         [*self._scope()[1], self.tool]))  # fmt: skip
        if self.label is not None:
            semi.append((f"SELECT DISTINCT run_id, trajectory_id FROM labels WHERE {turn_scope} AND tag = ?",
                         [*self._scope()[1], self.label]))  # fmt: skip
        if self.pattern is not None:
            # the patterns of the runs searched (of every run when none is named: the lake's)
            # (a list of runs through the twin that reads their files alone; any subquery through the macro)
            patterns, listed = (
                ("trajectory_patterns_listed(?)", [list(self.runs)])
                if self.runs
                else ("trajectory_patterns((SELECT list(run_id) FROM runs))", [])
            )
            detail = " AND detail = ?" if self.detail is not None else ""
            semi.append((f"SELECT DISTINCT run_id, trajectory_id FROM {patterns} WHERE {turn_scope}"
                         f" AND pattern = ?{detail}",
                         [*listed, *self._scope()[1], self.pattern, *([self.detail] if self.detail is not None else [])]))  # fmt: skip
        if self.has_error:
            parts.append(
                "failed AS (SELECT DISTINCT run_id, trajectory_id FROM turns"
                f" WHERE {turn_scope} AND role = 'tool' AND tool_failure(content, status) IS NOT NULL)"
            )
            params += self._scope()[1]
            joins.append("LEFT JOIN failed f ON f.run_id = p.run_id AND f.trajectory_id = p.trajectory_id")
            keep.append("(f.trajectory_id IS NOT NULL OR is_error_status(p.status))")
        for i, (body, values) in enumerate(semi):
            parts.append(f"only_{i} AS ({body})")
            params += values
            joins.append(f"SEMI JOIN only_{i} USING (run_id, trajectory_id)")
        body = (
            f"matched AS (SELECT p.run_id, p.split, p.step, p.trajectory_id, p.reward, p.length, p.status, p.num_turns,"
            f" {found} AS found_in, {turn} AS turn FROM {source} {' '.join(joins)}"
            f" WHERE {' AND '.join(keep) or 'true'})"
        )
        return "WITH " + ", ".join([*parts, body]), [*params, *source_params]

    def _filters(self, length: str) -> tuple[str, list[Any]]:
        """The filters of one trajectory's own numbers (``length``: how its length is named), with
        the scope's, as a WHERE clause and its parameters."""
        clauses, params = self._scope()
        for clause, value in (
            ("split = ?", self.split),
            ("reward >= ?", self.min_reward),
            ("reward <= ?", self.max_reward),
            (f"{length} >= ?", self.min_length),
            (f"{length} <= ?", self.max_length),
            ("status = ?", self.status),
        ):
            if value is not None:
                clauses.append(clause)
                params.append(value)
        return " AND ".join(clauses) or "true", params

    def _text_hits(self, where: str, params: list[Any], turn_scope: str) -> tuple[str, list[Any]]:
        """The CTE ``text_hits`` (``run_id, trajectory_id, turn`` the first turn the text is in,
        ``in_prompt``) over the lake's own text columns, and its parameters."""
        return (
            "turn_hits AS (SELECT run_id, trajectory_id, min(turn_index) AS turn FROM turns"
            f" WHERE {turn_scope} AND contains(turn_text(content, reasoning, calls), lower(?)) GROUP BY ALL),"
            " own_hits AS (SELECT run_id, trajectory_id, contains(lower(prompt), lower(?)) AS in_prompt FROM trajectories"
            f" WHERE {where} AND (contains(lower(prompt), lower(?)) OR contains(lower(response), lower(?)))),"
            " text_hits AS (SELECT run_id, trajectory_id, max(turn) AS turn, bool_or(in_prompt) AS in_prompt FROM"
            " (SELECT run_id, trajectory_id, turn, false AS in_prompt FROM turn_hits UNION ALL"
            " SELECT run_id, trajectory_id, NULL, in_prompt FROM own_hits) GROUP BY ALL)",
            [*self._scope()[1], self.text, self.text, *params, self.text, self.text],
        )


# The kinds of ``trajectory_patterns`` (sql/30_find.sql), as a filter offers them; a source's own
# tool statuses make more ``tool ...`` kinds (Inspect's ``tool parsing``), found by name too.
PATTERNS = (
    "tool timeout", "tool exception", "tool not found", "tool nonzero exit", "tool permission denied", "tool error",
    "status", "length capped", "repeated tool call", "empty answer", "wrong, well-formed", "answer format missing",
)  # fmt: skip


def tool_names(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Every tool the lake's turns name."""
    return [
        t
        for (t,) in con.execute(
            "SELECT DISTINCT tool_name FROM turns WHERE tool_name IS NOT NULL ORDER BY 1"
        ).fetchall()
    ]


@dataclass(frozen=True)
class Counts:
    """How many trajectories a search found: in all, per run and per step (``searched``: the
    trajectories of that run or step the search looked at, the other filters but the text and
    the trajectory-level ones left out: a share's denominator)."""

    total: int
    per_run: pa.Table  # run_id, run_name, matches, searched
    per_step: pa.Table  # run_id, run_name, step, matches, searched


def counts(con: duckdb.DuckDBPyConnection, search: Search, *, index: str | None = None) -> Counts:
    """Matches per run and per step, in one pass over what the search reads."""
    base, params = search.sql(index)
    table = con.execute(
        f"{base}, tally AS (SELECT run_id, step, count(*) AS matches FROM matched GROUP BY ALL),"
        " scope AS (SELECT run_id, step, count(*) AS searched FROM picked GROUP BY ALL)"
        " SELECT s.run_id, n.run_name, s.step, coalesce(t.matches, 0) AS matches, s.searched FROM scope s"
        " LEFT JOIN tally t USING (run_id, step) LEFT JOIN run_names n USING (run_id) ORDER BY n.run_name, s.step",
        params,
    ).fetch_arrow_table()
    per_step = table.filter(pa.compute.greater(table.column("matches"), 0))
    per_run = (
        table.group_by(["run_id", "run_name"])
        .aggregate([("matches", "sum"), ("searched", "sum")])
        .rename_columns(["run_id", "run_name", "matches", "searched"])
    )
    per_run = per_run.filter(pa.compute.greater(per_run.column("matches"), 0)).sort_by("run_name")
    total = pa.compute.sum(per_run.column("matches")).as_py() or 0
    return Counts(int(total), per_run, per_step)


def matches(
    con: duckdb.DuckDBPyConnection,
    search: Search,
    *,
    order: Order = Order.lake,
    limit: int = 200,
    tally: Counts | None = None,
    index: str | None = None,
) -> pa.Table:
    """The first ``limit`` trajectories found, in ``order``: where each was found (``found_in``,
    ``turn``, and that turn's ``turn_role`` and ``turn_tool``), ``snippet`` (the text around
    the first occurrence; without text, the response's start), its ``labels``. With the search's
    ``tally`` (:func:`counts`), a lake-ordered listing reads only the runs and steps that hold
    its first matches, not the lake again."""
    if tally is not None and tally.total == 0:
        return MATCHES.empty_table()  # nothing to list: the lake is not read again
    narrowed = _narrowed(search, order, limit, tally) if tally is not None else search
    base, params = narrowed.sql(index)
    shown = con.execute(
        f"{base} SELECT m.*, n.run_name FROM matched m LEFT JOIN run_names n USING (run_id)"
        f" ORDER BY {_ORDER_SQL[order]} LIMIT ?",
        [*params, limit],
    ).fetch_arrow_table()
    rows = shown.select(["run_id", "trajectory_id", "found_in", "turn"]).to_pylist()
    if search.text and any(r["found_in"] is None for r in rows):  # found in the index: where, for these alone
        rows = _located(con, rows, search.text)
    texts = _texts(con, shown, rows)
    snippets, roles, tools = [], [], []
    for row in rows:
        source, role, tool = texts.get(
            (row["run_id"], row["trajectory_id"], row["found_in"], row["turn"]), ("", None, None)
        )
        snippets.append(snippet(source, search.text))
        roles.append(role)
        tools.append(tool)
    labelled = _labels_of(con, shown)
    return pa.table({
        "run_name": shown.column("run_name"), "run_id": shown.column("run_id"), "split": shown.column("split"),
        "step": shown.column("step"), "reward": shown.column("reward"), "length": shown.column("length"),
        "status": shown.column("status"), "num_turns": shown.column("num_turns"),
        "found_in": pa.array([r["found_in"] for r in rows], pa.string()),
        "turn": pa.array([r["turn"] for r in rows], pa.int32()),
        "turn_role": pa.array(roles, pa.string()), "turn_tool": pa.array(tools, pa.string()),
        "snippet": pa.array(snippets, pa.string()),
        "labels": pa.array([labelled.get((r, t), []) for r, t in zip(cast("list[str]", shown.column("run_id").to_pylist()),
                                                                     cast("list[str]", shown.column("trajectory_id").to_pylist()))],
                           pa.list_(pa.string())),
        "trajectory_id": shown.column("trajectory_id"),
    }).cast(MATCHES)  # fmt: skip


MATCHES = pa.schema(
    [("run_name", pa.string()), ("run_id", pa.string()), ("split", pa.string()), ("step", pa.int64()),
     ("reward", pa.float64()), ("length", pa.int64()), ("status", pa.string()), ("num_turns", pa.int32()),
     ("found_in", pa.string()), ("turn", pa.int32()), ("turn_role", pa.string()), ("turn_tool", pa.string()),
     ("snippet", pa.string()), ("labels", pa.list_(pa.string())), ("trajectory_id", pa.string())]
)  # fmt: skip


def snippet(text: str | None, needle: str) -> str:
    """About :data:`SNIPPET_CHARS` characters of ``text`` around the first occurrence of
    ``needle`` (case-insensitive), or its start."""
    text = text or ""
    at = text.lower().find(needle.lower()) if needle else -1
    start = max(0, at - SNIPPET_CHARS // 3) if at >= 0 else 0
    piece = text[start : start + SNIPPET_CHARS]
    return ("…" if start else "") + piece + ("…" if start + SNIPPET_CHARS < len(text) else "")


def _narrowed(search: Search, order: Order, limit: int, tally: Counts) -> Search:
    """The search over only the runs (and steps) that hold its first ``limit`` matches in lake
    order: the listing then reads those, not the lake again."""
    if order is not Order.lake or tally.per_step.num_rows == 0:
        return search
    wanted, steps = [], []
    for row in tally.per_step.select(["run_id", "step", "matches"]).to_pylist():  # by run name, then step
        wanted.append(row["run_id"])
        steps.append(row["step"])
        limit -= row["matches"]
        if limit <= 0:
            break
    runs = list(dict.fromkeys(wanted))
    if len(runs) == 1:  # one run: its steps too
        return replace(search, runs=tuple(runs), first_step=min(steps), last_step=max(steps))
    return replace(search, runs=tuple(runs))


def _located(con: duckdb.DuckDBPyConnection, rows: list[dict[str, Any]], text: str) -> list[dict[str, Any]]:
    """Where in each listed trajectory the text first is: its first turn that holds it, else its
    prompt, else its response."""
    runs, ids = sorted({r["run_id"] for r in rows}), [r["trajectory_id"] for r in rows]
    first = {
        (run_id, trajectory_id): turn
        for run_id, trajectory_id, turn in con.execute(
            "SELECT run_id, trajectory_id, min(turn_index) FROM turns_of(?)"
            " WHERE list_contains(?, trajectory_id) AND contains(turn_text(content, reasoning, calls), lower(?))"
            " GROUP BY ALL",
            [runs, ids, text],
        ).fetchall()
    }
    in_prompt = {
        (run_id, trajectory_id)
        for run_id, trajectory_id in con.execute(
            "SELECT run_id, trajectory_id FROM trajectories_of(?)"
            " WHERE list_contains(?, trajectory_id) AND contains(lower(prompt), lower(?))",
            [runs, ids, text],
        ).fetchall()
    }
    located = []
    for row in rows:
        key = (row["run_id"], row["trajectory_id"])
        where = "turn" if key in first else "prompt" if key in in_prompt else "response"
        located.append({**row, "found_in": where, "turn": first.get(key)})
    return located


def _texts(
    con: duckdb.DuckDBPyConnection, shown: pa.Table, rows: list[dict[str, Any]]
) -> dict[tuple[Any, ...], tuple[str, Any, Any]]:
    """The text each listed match was found in: (run, trajectory, found_in, turn) -> (text, turn's
    role, turn's tool), read for those trajectories alone (their runs name the folders)."""
    if shown.num_rows == 0:
        return {}
    runs = sorted(set(cast("list[str]", shown.column("run_id").to_pylist())))
    ids = shown.column("trajectory_id").to_pylist()
    found: dict[tuple[Any, ...], tuple[str, Any, Any]] = {}
    for run_id, trajectory_id, prompt, response in con.execute(
        "SELECT run_id, trajectory_id, prompt, response FROM trajectories_of(?) WHERE list_contains(?, trajectory_id)",
        [runs, ids],
    ).fetchall():
        found[(run_id, trajectory_id, "prompt", None)] = (prompt, None, None)
        found[(run_id, trajectory_id, "response", None)] = (response, None, None)
        found[(run_id, trajectory_id, None, None)] = (response, None, None)
    at_turns = [(r["run_id"], r["trajectory_id"], r["turn"]) for r in rows if r["found_in"] == "turn"]
    if at_turns:
        for run_id, trajectory_id, index, content, role, tool in con.execute(
            # the text found in: the turn's message, its reasoning or its calls
            "SELECT run_id, trajectory_id, turn_index, concat_ws(chr(10), content, reasoning, call_words(calls)), role,"
            " tool_name"
            " FROM turns_of(?)"
            " WHERE list_contains(?, trajectory_id) AND list_contains(?, turn_index)",
            [sorted({r for r, _, _ in at_turns}), [t for _, t, _ in at_turns], sorted({i for _, _, i in at_turns})],
        ).fetchall():
            found[(run_id, trajectory_id, "turn", index)] = (content, role, tool)
    return found


def _labels_of(con: duckdb.DuckDBPyConnection, shown: pa.Table) -> dict[tuple[str, str], list[str]]:
    if shown.num_rows == 0:
        return {}
    rows = con.execute(
        "SELECT run_id, trajectory_id, list(tag ORDER BY tag) FROM labels WHERE list_contains(?, run_id)"
        " AND list_contains(?, trajectory_id) GROUP BY ALL",
        [sorted(set(cast("list[str]", shown.column("run_id").to_pylist()))), shown.column("trajectory_id").to_pylist()],
    ).fetchall()
    return {(r, t): tags for r, t, tags in rows}


def matching_ids(con: duckdb.DuckDBPyConnection, search: Search, *, index: str | None = None) -> pa.Table:
    """Every trajectory found (``run_id, step, split, trajectory_id``), in lake order: what
    labelling and export take."""
    base, params = search.sql(index)
    return con.execute(
        f"{base} SELECT run_id, step, split, trajectory_id FROM matched ORDER BY run_id, step, trajectory_id", params
    ).fetch_arrow_table()
