-- Cross-run views and macros: what one query over every run, whatever wrote it, can answer.
-- Each is documented, with an example and its output, in the README ("Comparing runs").
-- They read the table views only, so any DuckDB client of a `tracelake catalog` file has them.
-- Each per-run view has `run_name` beside `run_id`: filter on either.

-- Rewards that say whether a trajectory succeeded (0/1 by the sources that write them: verl's
-- `acc`, Harbor's `result`, agent `won`/`success`).
CREATE OR REPLACE MACRO is_success_reward(name) AS
    lower(name) IN ('acc', 'accuracy', 'success', 'is_success', 'won', 'correct', 'is_correct', 'result', 'solved');

-- `trajectory_judgement` of the runs listed (NULL: every run), every scan naming them: a list of
-- runs reaches no scan through the view's joins (an equality does). `runs` may be any expression;
-- each macro over `runs` here has a twin for a constant list, `trajectory_judgement_listed(runs)`,
-- which reads those runs' files alone (in a lake of many runs, the explorer asks those).
CREATE OR REPLACE MACRO trajectory_judgement_of(runs) AS TABLE
WITH named AS (
    SELECT run_id, step, trajectory_id, bool_or(value > 0.5) AS success
    FROM rewards WHERE (runs IS NULL OR list_contains(runs, run_id)) AND is_success_reward(name) AND turn_index IS NULL
    GROUP BY ALL
), binary_rewards AS (
    SELECT run_id, split, max(reward) AS success_value
    FROM trajectories WHERE (runs IS NULL OR list_contains(runs, run_id)) AND isfinite(reward)
    GROUP BY ALL HAVING count(DISTINCT reward) = 2 AND max(reward) > 0 AND min(reward) <= 0
), naming AS (  -- the runs that name their success (a scan of their own: `named` is read once)
    SELECT DISTINCT run_id FROM rewards
    WHERE (runs IS NULL OR list_contains(runs, run_id)) AND is_success_reward(name) AND turn_index IS NULL
)
SELECT t.run_id, t.split, t.step, t.trajectory_id, CASE WHEN isfinite(t.reward) THEN t.reward END AS finite_reward,
       CASE WHEN r.run_id IS NOT NULL THEN n.success
            WHEN isfinite(t.reward) THEN t.reward = b.success_value END AS success
FROM trajectories t
LEFT JOIN named n USING (run_id, step, trajectory_id)
LEFT JOIN binary_rewards b USING (run_id, split)
LEFT JOIN naming r ON r.run_id = t.run_id
WHERE runs IS NULL OR list_contains(runs, t.run_id);

-- `trajectory_judgement_of`'s twin for a constant list of runs, written out (the other macros'
-- twins are made from them, see pipelines/lake/listed.py): the success rewards are read once,
-- kept for the second look (MATERIALIZED; in the macro above that would keep a filter on the
-- view from its scans), and the scans read the listed runs' files alone. The trajectories are
-- read twice, a narrow scan for the two-valued rewards and the full one: keeping them for a
-- second look (MATERIALIZED) copies every trajectory id, twice the time on a lake of 50 runs
-- of 102,400 trajectories (bench/explore.py, the Runs page); on bench/many_runs.py's 100 small
-- runs, the second scan's file opens cost a few ms. tests/test_lake.py and
-- tests/test_real_files.py hold it to the macro's answers, row for row.
CREATE OR REPLACE MACRO trajectory_judgement_listed(runs) AS TABLE
WITH named AS MATERIALIZED (
    SELECT run_id, step, trajectory_id, bool_or(value > 0.5) AS success
    FROM rewards_of(runs) WHERE is_success_reward(name) AND turn_index IS NULL
    GROUP BY ALL
), naming AS (
    SELECT DISTINCT run_id FROM named
), binary_rewards AS (
    SELECT run_id, split, max(reward) AS success_value
    FROM trajectories_of(runs) WHERE isfinite(reward)
    GROUP BY ALL HAVING count(DISTINCT reward) = 2 AND max(reward) > 0 AND min(reward) <= 0
)
SELECT t.run_id, t.split, t.step, t.trajectory_id, CASE WHEN isfinite(t.reward) THEN t.reward END AS finite_reward,
       CASE WHEN r.run_id IS NOT NULL THEN n.success
            WHEN isfinite(t.reward) THEN t.reward = b.success_value END AS success
FROM trajectories_of(runs) t
LEFT JOIN named n USING (run_id, step, trajectory_id)
LEFT JOIN binary_rewards b USING (run_id, split)
LEFT JOIN naming r ON r.run_id = t.run_id;

-- Per trajectory: whether it succeeded (NULL: nothing says). Where a run's trajectories carry a
-- success reward (`is_success_reward`), that says: above 0.5 is success. Otherwise, where a run
-- and split's trajectory rewards take exactly two distinct finite values, the higher one above 0
-- and the lower not (verl GSM8K 0/1, DAPO -1/1, ALFWorld 0/10), the higher one is success; a
-- penalty pair such as verl-agent's 0 / -0.1 is no success signal. Elsewhere (graded rewards):
-- NULL, so success rates are NULL. One pass over trajectories with three small joins, each CTE
-- read once, so a filter on run_id reaches every scan (`reward_by_step` of one run reads that run).
CREATE OR REPLACE VIEW trajectory_judgement AS
SELECT * FROM trajectory_judgement_of(NULL);

-- The trajectories whose success something says (see `trajectory_judgement`).
CREATE OR REPLACE VIEW trajectory_success AS
SELECT run_id, step, trajectory_id, success FROM trajectory_judgement WHERE success IS NOT NULL;

-- The task or data source of a trajectory, where its source names one.
CREATE OR REPLACE MACRO trajectory_task(extra) AS
    coalesce(json_extract_string(extra, '$.data_source'), json_extract_string(extra, '$.task'),
             json_extract_string(extra, '$.env'));

-- `reward_by_step` of the runs listed (NULL: every run), as the explorer asks it.
CREATE OR REPLACE MACRO reward_by_step_of(runs) AS TABLE
SELECT run_id, run_name, * EXCLUDE (run_id, run_name) FROM (
SELECT run_id, split, step, count(*) AS n, count(finite_reward) AS n_rewarded,
       avg(finite_reward) AS mean, stddev_samp(finite_reward) AS std, min(finite_reward) AS min,
       max(finite_reward) AS max, avg(success::INT) AS success_rate,
       coalesce(step / nullif(max(step) OVER (PARTITION BY run_id, split), 0), 1.0) AS progress,
       -- the success rate's numerator and denominator: a trajectory with no verdict (a
       -- Terminal-Bench timeout) is in `n`, not in `judged` (4 of 5 judged is 0.8; of 8 run)
       count(*) FILTER (WHERE success) AS successes, count(success) AS judged
FROM trajectory_judgement_of(runs) GROUP BY run_id, split, step
) LEFT JOIN run_names USING (run_id)
ORDER BY run_id, split, step;

-- Reward per run, split and step: train and val apart; `progress` is step / last step (1.0 for
-- a run whose only step is 0: its first is its last). A NaN or infinite reward stays in
-- `trajectories` as the source wrote it, but no aggregate here takes it: `n_rewarded` counts
-- the finite rewards the mean, std, min and max are of.
CREATE OR REPLACE VIEW reward_by_step AS
SELECT * FROM reward_by_step_of(NULL);

-- `length_by_step` of the runs listed (NULL: every run).
CREATE OR REPLACE MACRO length_by_step_of(runs) AS TABLE
WITH measured AS (
    SELECT run_id, split, step, count(*) AS n,
           count(response_tokens) = count(*) AND count(prompt_tokens) = count(*) AS tokens,
           quantile_cont(prompt_tokens, [0.5, 0.9, 0.99]) AS pt, avg(prompt_tokens) AS pt_mean, max(prompt_tokens) AS pt_max,
           quantile_cont(response_tokens, [0.5, 0.9, 0.99]) AS rt, avg(response_tokens) AS rt_mean, max(response_tokens) AS rt_max,
           quantile_cont(prompt_chars, [0.5, 0.9, 0.99]) AS pc, avg(prompt_chars) AS pc_mean, max(prompt_chars) AS pc_max,
           quantile_cont(response_chars, [0.5, 0.9, 0.99]) AS rc, avg(response_chars) AS rc_mean, max(response_chars) AS rc_max
    FROM trajectories WHERE runs IS NULL OR list_contains(runs, run_id) GROUP BY ALL
)
SELECT run_id, run_name, split, step, n, CASE WHEN tokens THEN 'tokens' ELSE 'chars' END AS unit,
       if(tokens, pt_mean, pc_mean) AS prompt_mean, if(tokens, pt, pc)[1] AS prompt_p50,
       if(tokens, pt, pc)[2] AS prompt_p90, if(tokens, pt, pc)[3] AS prompt_p99, if(tokens, pt_max, pc_max) AS prompt_max,
       if(tokens, rt_mean, rc_mean) AS response_mean, if(tokens, rt, rc)[1] AS response_p50,
       if(tokens, rt, rc)[2] AS response_p90, if(tokens, rt, rc)[3] AS response_p99,
       if(tokens, rt_max, rc_max) AS response_max
FROM measured LEFT JOIN run_names USING (run_id) ORDER BY run_id, split, step;

-- Prompt and response lengths per run, split and step, in tokens where every trajectory of the
-- step has token counts, else in characters (`unit` says which).
CREATE OR REPLACE VIEW length_by_step AS
SELECT * FROM length_by_step_of(NULL);

-- Share of responses at or over a length cap (verl's clip ratio), per run, split and step: in
-- tokens where counted, else characters. `SELECT * FROM clip_ratio(4096)`.
CREATE OR REPLACE MACRO clip_ratio(cap) AS TABLE
SELECT run_id, run_name, * EXCLUDE (run_id, run_name) FROM (
SELECT run_id, split, step, count(*) AS n,
       count(*) FILTER (WHERE coalesce(response_tokens, response_chars) >= cap) AS clipped,
       clipped / n AS clip_ratio
FROM trajectories GROUP BY ALL
) LEFT JOIN run_names USING (run_id) ORDER BY run_id, split, step;

-- GRPO group diagnostics per run, split and step: groups whose samples all got the same reward
-- have zero advantage (their samples teach nothing). A group of one rewarded sample has no
-- advantage at all: it is counted apart (`singleton_groups`) and in none of the other columns.
CREATE OR REPLACE VIEW group_diagnostics AS
WITH groups AS (
    SELECT run_id, split, step, group_id, count(reward) AS samples,
           -- the sample std, as GRPO's advantage divides by it (torch.std: verl, TRL)
           min(reward) = max(reward) AS all_equal, stddev_samp(reward) AS reward_std
    FROM trajectories WHERE group_id IS NOT NULL AND isfinite(reward)
    GROUP BY ALL
)
SELECT run_id, run_name, * EXCLUDE (run_id, run_name) FROM (
SELECT run_id, split, step, count(*) FILTER (WHERE samples > 1) AS groups,
       count(*) FILTER (WHERE samples = 1) AS singleton_groups,
       avg(samples) FILTER (WHERE samples > 1) AS mean_group_size,
       avg(all_equal::INT) FILTER (WHERE samples > 1) AS zero_advantage_share,
       avg(reward_std) FILTER (WHERE samples > 1) AS mean_group_reward_std
FROM groups GROUP BY ALL
) LEFT JOIN run_names USING (run_id) ORDER BY run_id, split, step;

-- The first step at which each run's mean reward reaches a threshold (NULL: never).
-- `SELECT * FROM threshold_step(0.5)`; a split other than train: `threshold_step(0.5, 'val')`;
-- only some runs (read alone: 0.38 s of every run's against 0.04 s of two, at 5M trajectories):
-- `threshold_step(0.5, runs := ['a', 'b'])`.
CREATE OR REPLACE MACRO threshold_step(threshold, which_split := 'train', runs := NULL) AS TABLE
SELECT run_id, run_name, min(step) FILTER (WHERE mean >= threshold) AS first_step,
       min(progress) FILTER (WHERE mean >= threshold) AS progress, max(step) AS last_step
FROM reward_by_step_of(runs) WHERE split = which_split GROUP BY run_id, run_name ORDER BY run_id;

-- Mean reward of runs side by side at the same normalized progress (step / last step), in
-- `bins` buckets: runs of different lengths line up. `SELECT * FROM reward_by_progress(10)`
-- (`runs := [...]`: only those runs).
CREATE OR REPLACE MACRO reward_by_progress(bins, which_split := 'train', runs := NULL) AS TABLE
SELECT run_id, run_name, ceil(progress * bins) / bins AS progress, min(step) AS first_step, max(step) AS last_step,
       sum(mean * n_rewarded) / sum(n_rewarded) AS mean_reward
FROM reward_by_step_of(runs) WHERE split = which_split AND n_rewarded > 0 GROUP BY ALL ORDER BY ALL;

-- Success and reward per task or data source, where the source names one.
CREATE OR REPLACE VIEW success_by_task AS
SELECT t.run_id, r.run_name, t.split, coalesce(trajectory_task(t.extra), r.task) AS task, count(*) AS n,
       avg(t.reward) AS mean_reward, avg(s.success::INT) AS success_rate
FROM trajectories t
LEFT JOIN trajectory_success s USING (run_id, step, trajectory_id)
LEFT JOIN runs r USING (run_id)
GROUP BY ALL ORDER BY ALL;

-- Turns and tool calls per trajectory, per run, split and step, for multi-turn and agent runs.
-- Calls are what the readers counted on each assistant turn (`turns.tool_calls`: every call
-- block, a malformed or unanswered one too), never inferred from a tool's name.
CREATE OR REPLACE VIEW turn_stats AS
WITH calls AS (
    SELECT run_id, step, trajectory_id, coalesce(sum(tool_calls), 0) AS tool_calls
    FROM turns GROUP BY ALL
)
SELECT t.run_id, n.run_name, t.split, t.step, count(*) AS trajectories, avg(t.num_turns) AS mean_turns,
       quantile_cont(t.num_turns, 0.5) AS p50_turns, quantile_cont(t.num_turns, 0.9) AS p90_turns,
       max(t.num_turns) AS max_turns, avg(coalesce(c.tool_calls, 0)) AS mean_tool_calls,
       max(c.tool_calls) AS max_tool_calls
FROM trajectories t JOIN calls c USING (run_id, step, trajectory_id) LEFT JOIN run_names n ON n.run_id = t.run_id
GROUP BY ALL ORDER BY t.run_id, t.split, t.step;

-- Tool-call latency distribution per run and tool (tool turns only: an assistant turn's
-- latency is the engine's generation time, not a call).
CREATE OR REPLACE VIEW tool_latency AS
SELECT run_id, run_name, * EXCLUDE (run_id, run_name) FROM (
SELECT run_id, tool_name, count(*) AS calls, avg(latency_s) AS mean_s,
       quantile_cont(latency_s, 0.5) AS p50_s, quantile_cont(latency_s, 0.9) AS p90_s,
       quantile_cont(latency_s, 0.99) AS p99_s, max(latency_s) AS max_s
FROM turns WHERE latency_s IS NOT NULL AND role = 'tool'
GROUP BY ALL
) LEFT JOIN run_names USING (run_id) ORDER BY run_id, tool_name;

-- Chosen metrics wide per run, split and step, as a map: `SELECT step, m['actor/entropy'] FROM
-- metrics_wide(['actor/entropy', 'critic/score/mean'])`. (A PIVOT into real columns needs the
-- names spelled out: PIVOT step_metrics ON name IN ('a', 'b') USING first(value) GROUP BY run_id, step.)
-- A metric logged per rank or series has one key per series, `name[series]` (e.g.
-- `reward_time_s[rank=3]`); a value logged twice in one series at one step is their mean.
CREATE OR REPLACE MACRO metrics_wide(names) AS TABLE
SELECT run_id, run_name, split, step, map_from_entries(list(struct_pack(k := key, v := value) ORDER BY key)) AS m
FROM (SELECT run_id, split, step, if(series IS NULL, name, name || '[' || series || ']') AS key, avg(value) AS value
      FROM step_metrics WHERE list_contains(names, name) AND step IS NOT NULL GROUP BY ALL)
LEFT JOIN run_names USING (run_id)
GROUP BY ALL ORDER BY run_id, split, step;

-- One metric across runs, aligned by step and by normalized progress: one row per run, split,
-- step and series (`series` NULL for a metric with one value per step; per rank or per column
-- of a long CSV otherwise: filter or aggregate it yourself, nothing is averaged across series
-- or splits). A value logged twice at one step of one series (a resumed run) is their mean.
-- `SELECT * FROM metric_across_runs('critic/score/mean')`.
CREATE OR REPLACE MACRO metric_across_runs(metric) AS TABLE
SELECT run_id, run_name, split, step,
       coalesce(step / nullif(max(step) OVER (PARTITION BY run_id, split), 0), 1.0) AS progress, series, value
FROM (SELECT run_id, split, step, series, avg(value) AS value FROM step_metrics
      WHERE name = metric AND step IS NOT NULL GROUP BY ALL)
LEFT JOIN run_names USING (run_id)
ORDER BY run_id, split, step, series;
