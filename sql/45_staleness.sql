-- Staleness in asynchronous RL: how many policy versions behind the trained one the weights that
-- generated a sample were. Only where the source records the versions (AReaL's `head_version`,
-- the oldest weights that generated a sample, and `tail_version`, the newest; its step is the
-- version trained on); other sources say nothing, and nothing here guesses.

-- Per trajectory whose source records its policy versions: `staleness` (step minus the oldest
-- version that generated it) and `newest_staleness` (step minus the newest), with its reward and
-- length (tokens where counted, else characters).
CREATE OR REPLACE VIEW trajectory_staleness AS
SELECT run_id, run_name, * EXCLUDE (run_id, run_name) FROM (
SELECT run_id, split, step, trajectory_id,
       step - TRY_CAST(json_extract_string(extra, '$.head_version') AS BIGINT) AS staleness,
       step - TRY_CAST(json_extract_string(extra, '$.tail_version') AS BIGINT) AS newest_staleness,
       reward, coalesce(response_tokens, response_chars) AS length
FROM trajectories WHERE TRY_CAST(json_extract_string(extra, '$.head_version') AS BIGINT) IS NOT NULL
) LEFT JOIN run_names USING (run_id);

-- Reward and length against staleness, per run and split: does a staler sample score worse?
CREATE OR REPLACE VIEW reward_by_staleness AS
SELECT run_id, run_name, split, staleness, count(*) AS n, avg(reward) FILTER (WHERE isfinite(reward)) AS mean_reward,
       avg(length) AS mean_length
FROM trajectory_staleness GROUP BY ALL ORDER BY run_id, split, staleness;

-- Staleness per run, split and step: its mean and maximum, and the share of samples generated
-- wholly by the trained version (`staleness` 0).
CREATE OR REPLACE VIEW staleness_by_step AS
SELECT run_id, run_name, split, step, count(*) AS n, avg(staleness) AS mean_staleness, max(staleness) AS max_staleness,
       avg((staleness = 0)::INT) AS on_policy_share
FROM trajectory_staleness GROUP BY ALL ORDER BY run_id, split, step;
