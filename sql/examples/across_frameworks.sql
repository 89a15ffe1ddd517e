-- One question over a trainer's rollouts, an evaluation log and an agent's runs alike: per run,
-- how many episodes, how many of them scored and how well, how long the policy went on (turns,
-- tool calls), and how many ended otherwise than normally (an error, a limit hit, an exit status).
WITH calls AS (
    SELECT run_id, step, trajectory_id, sum(tool_calls) AS tool_calls
    FROM turns WHERE role = 'assistant' GROUP BY ALL
)
SELECT r.framework, r.run_name, r.model,
       count(*) AS episodes,
       count(t.reward) AS scored,
       round(avg(t.reward), 3) AS mean_reward,
       round(avg(t.num_turns), 1) AS mean_turns,
       round(avg(coalesce(c.tool_calls, 0)), 1) AS mean_tool_calls,
       count(t.status) AS ended_otherwise
FROM trajectories t
JOIN runs r USING (run_id)
LEFT JOIN calls c USING (run_id, step, trajectory_id)
GROUP BY ALL
ORDER BY r.framework, r.run_name
