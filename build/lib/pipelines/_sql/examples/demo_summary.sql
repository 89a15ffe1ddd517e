-- Per run and split: what landed, and the mean reward at its first and last step.
WITH per_step AS (
    SELECT run_id, split, step, avg(reward) AS mean_reward, count(*) AS n, sum(num_turns) AS policy_turns
    FROM trajectories GROUP BY ALL
)
SELECT run_id, split,
       sum(n) AS trajectories,
       sum(policy_turns) AS policy_turns,
       round(arg_min(mean_reward, step), 3) AS first_step_reward,
       round(arg_max(mean_reward, step), 3) AS last_step_reward,
       (SELECT count(*) FROM step_metrics m WHERE m.run_id = p.run_id AND m.split = p.split) AS metric_values
FROM per_step p
GROUP BY ALL ORDER BY split DESC, run_id
