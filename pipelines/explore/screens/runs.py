"""Runs: the `runs` view, grouped by framework, model, task or reader, with what each run was
(its configuration's facts, any key as a column, runs filtered by a key's value)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from pipelines.explore import queries as q
from pipelines.explore import widgets as w


def runs_page() -> None:
    st.header("Runs")
    by = st.radio("Group by", q.RUN_GROUPINGS, horizontal=True, key="by", bind="query-params")
    st.dataframe(q.runs_grouped(w.con(), by), hide_index=True, width="stretch")
    st.subheader("Every run")
    st.caption("Pick runs in the sidebar, or tick them here: every page shows those.")
    picked = set(w.picked_names(w.run_ids()))
    summarized = w.picked_runs() if picked else None  # else the runs ingested last
    table = w.remembered(q.runs_kept, w.lake(), summarized)  # as `tracelake explore` reads it at its start
    if summarized is None and len(table) > q.SUMMARIZED_RUNS:
        st.caption(f"Last reward, success and tokens are read for the {q.SUMMARIZED_RUNS} runs ingested last: "
                   "pick runs in the sidebar to read theirs.")  # fmt: skip
    if picked and st.checkbox("Only the runs picked", key="only", bind="query-params"):
        table = table[table.run_name.isin(picked)]
    table = _by_configuration(table)
    table.insert(0, "picked", table.run_name.isin(picked))
    table = table.sort_values(["picked", "run_name"], ascending=[False, True],
                              key=lambda column: column.str.lower() if column.name == "run_name" else column)  # fmt: skip
    height = min(36 * (len(table) + 1) + 3, 36 * 31)  # up to 30 rows without scrolling inside
    table = table.reset_index(drop=True)
    st.session_state[_SHOWN] = list(table.run_name)  # what the rows are, for the tick's callback
    st.data_editor(table, hide_index=True, width="stretch", height=height, key=_TABLE, on_change=_ticked,
                   disabled=[c for c in table.columns if c != "picked"],
                   column_config={"picked": st.column_config.CheckboxColumn("picked", width="small",
                                                                           help="tick to show the run on every page"),
                                  "last_reward": st.column_config.NumberColumn("last reward", format="%.4g"),
                                  "last_success": st.column_config.NumberColumn("last success", format="%.3f")})  # fmt: skip


_TABLE, _SHOWN = "runs_table", "_runs_table_names"


def _ticked() -> None:
    """A tick in the table picks its run (as the sidebar does), an untick unpicks it. In the
    edit's callback: the sidebar's picker, made before this page, takes the new value on the
    rerun that follows (a widget's value cannot be set once it is drawn)."""
    names = st.session_state.get(_SHOWN) or []
    picked = list(st.session_state.get("runs") or [])
    for row, change in (st.session_state[_TABLE].get("edited_rows") or {}).items():
        if "picked" not in change or not 0 <= int(row) < len(names):
            continue
        name = names[int(row)]
        if change["picked"] and name not in picked:
            picked.append(name)
        elif not change["picked"] and name in picked:
            picked.remove(name)
    st.session_state["runs"] = picked
    del st.session_state[_TABLE]  # the table is drawn again from the picks, its edits spent


def _by_configuration(table: pd.DataFrame) -> pd.DataFrame:
    """Configuration keys as columns, and the runs whose key holds the values asked for."""
    keys = q.config_keys(w.con())
    if not keys:
        return table
    shown, where = st.columns(2)
    columns = shown.multiselect("Configuration keys as columns", keys, key="config_columns", bind="query-params",
                                placeholder="any key of the runs' configurations")  # fmt: skip
    key = where.selectbox("Only runs whose configuration has", [None, *keys], key="config_key", bind="query-params",
                          format_func=lambda k: "(any configuration)" if k is None else k)  # fmt: skip
    if key is not None:
        values = where.multiselect(f"{key} =", q.config_values(w.con(), key), key="config_values",
                                   bind="query-params")  # fmt: skip
        if values:
            table = table[table.run_id.isin(q.runs_where(w.con(), key, values))]
    if columns:
        table = table.merge(q.config_columns(w.con(), columns), on="run_id", how="left")
    return table


runs_page()
