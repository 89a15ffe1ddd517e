"""What the explorer asks the lake: one function per question, one module per kind of page
(:mod:`.browse` runs, curves and rollouts; :mod:`.config` runs by their configuration; :mod:`.search`; :mod:`.patterns`; :mod:`.labels`;
:mod:`.side` two trajectories and groups side by side; :mod:`.timeline`), each a parameterized
query over the catalog's views (values are bound, never spliced into SQL text). The CLI's
``search``, ``label`` and ``export`` ask the same ones.

The pages stay thin over these, so the answers are tested without a browser
(tests/test_explore.py and tests/test_find.py check each against a plain reading of the records
written). Every query that reads text names its runs, or reads the lake once: a page over a lake
of millions of trajectories answers within a second (bench/explore.py).
"""

from __future__ import annotations

from .browse import (
    KEY_CURVES,
    PREVIEW_CHARS,
    ROLLOUTS_PAGE,
    RUN_GROUPINGS,
    SAME_PROMPT_LISTED,
    SUMMARIZED_RUNS,
    Measure,
    Order,
    RolloutFilter,
    common_prompts,
    curve,
    default_runs,
    group_samples,
    groups,
    metric_curve,
    metric_names,
    newest_step,
    rollout_count,
    rollouts,
    run_names,
    runs,
    runs_grouped,
    runs_kept,
    same_prompt,
    splits,
    splits_of_every,
    splits_with_data,
    step_distributions,
    steps,
    trajectory,
    trajectory_rewards,
    turns,
)
from .config import config_columns, config_differences, config_keys, config_values, runs_where

__all__ = [
    "KEY_CURVES",
    "PREVIEW_CHARS",
    "ROLLOUTS_PAGE",
    "RUN_GROUPINGS",
    "SAME_PROMPT_LISTED",
    "SUMMARIZED_RUNS",
    "run_names",
    "runs",
    "runs_grouped",
    "runs_kept",
    "Measure",
    "curve",
    "metric_names",
    "newest_step",
    "metric_curve",
    "default_runs",
    "splits_of_every",
    "splits_with_data",
    "step_distributions",
    "steps",
    "splits",
    "Order",
    "RolloutFilter",
    "rollout_count",
    "rollouts",
    "trajectory",
    "turns",
    "trajectory_rewards",
    "same_prompt",
    "groups",
    "group_samples",
    "common_prompts",
    "config_columns",
    "config_differences",
    "config_keys",
    "config_values",
    "runs_where",
]
