"""Labels: every tag in force and the trajectories that carry it (with their reward and length
now), each opening in Rollouts; the labelled set exported as chat messages."""

from __future__ import annotations

import streamlit as st

from pipelines.explore import widgets as w
from pipelines.explore.queries import labels as ql
from pipelines.explore.queries import search as qs


def labels_page() -> None:
    st.header("Labels")
    tags = ql.tags(w.con()).to_pylist()
    if not tags:
        st.info("No labels yet: add one to a trajectory in Rollouts, or to what a search found.")
        return
    st.dataframe(
        [{"tag": t["tag"], "trajectories": t["trajectories"], "runs": t["runs"], "last labelled": t["last_labelled"]}
         for t in tags],
        hide_index=True, width="stretch",
    )  # fmt: skip
    tag = st.selectbox("Tag", [t["tag"] for t in tags], key="tag", bind="query-params")
    picked = w.picked_runs()
    listed = ql.listing(w.con(), tag=tag, runs=picked or None).to_pylist()
    gone = sum(1 for r in listed if not r["in_lake"])
    st.markdown(f"**{w.count(len(listed), 'trajectory', 'trajectories')}** labelled {w.md(tag)}"
                + (f" in the {len(picked)} run(s) picked" if picked else "")
                + (f"; {gone} no longer in the lake" if gone else ""))  # fmt: skip
    w.link_table(
        ["", "run", "step", "reward", "length", "note", "author", "labelled at", "in lake"],
        [[("open", w.link("rollouts", runs=[r["run_name"]], run=r["run_name"], split=r["split"], step=str(r["step"]),
                          traj=r["trajectory_id"])),
          r["run_name"], r["step"], r["reward"], r["length"], r["note"], r["author"], f"{r['labelled_at']:%Y-%m-%d %H:%M}",
          "yes" if r["in_lake"] else "no"] for r in listed],
        links=1, key=f"labelled:{tag}:{picked}",
    )  # fmt: skip
    st.caption("A label comes off in the trajectory's own view (Rollouts); the history keeps both (`label_history`).")
    w.export_panel(
        qs.Search(runs=tuple(picked), label=tag),
        f"Export the trajectories labelled {w.md(tag)}",
        f"tracelake-{_slug(tag)}",
    )


def _slug(tag: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in tag.lower()).strip("-") or "labelled"


labels_page()
