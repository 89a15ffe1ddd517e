-- Per run: reward at the first and last step, response length, and GRPO groups with no signal.
WITH per_step AS (
    SELECT run_id, step, avg(reward) AS mean_reward
    FROM trajectories GROUP BY ALL
), groups AS (
    SELECT run_id, step, group_id, min(reward) = max(reward) AS zero_advantage
    FROM trajectories GROUP BY ALL
)
SELECT t.run_id,
       count(*) AS trajectories,
       round(arg_min(p.mean_reward, p.step), 3) AS first_step_reward,
       round(arg_max(p.mean_reward, p.step), 3) AS last_step_reward,
       round(avg(t.response_chars)) AS mean_response_chars,
       round((SELECT avg(zero_advantage::INT) FROM groups g WHERE g.run_id = t.run_id), 3) AS zero_adv_groups
FROM trajectories t JOIN per_step p USING (run_id, step)
GROUP BY t.run_id ORDER BY t.run_id
