-- When each step of a run happened: the x axis of wall time, as W&B's "relative time". From the
-- first of what its sources say (one basis a run, never mixed):
--   `logged`: when its metrics were logged (the `_timestamp` metric: W&B's history, TensorBoard's
--     events, MLflow's and Trackio's rows), per series where a file holds several runs (Trackio);
--   `timing_s/step`: verl's duration of each step, summed;
--   `sampled_at`: when its first trajectory was sampled.
-- `elapsed_s` counts from the run's first step so known. A run whose sources say none of these
-- has no row: nothing here guesses a time (the ingest's own time is not the run's).
CREATE OR REPLACE VIEW step_times AS
-- A Trackio file holds several runs, each a series on its own clock; elsewhere a series (an MLflow
-- dataset, a rank) is on its run's clock.
WITH trackio AS (SELECT DISTINCT run_id FROM committed_ingests WHERE format = 'trackio'),
logged AS (
    SELECT run_id, series, step, max(value) AS at_s FROM step_metrics
    WHERE name = '_timestamp' AND step IS NOT NULL AND isfinite(value) GROUP BY ALL
), durations AS (
    SELECT run_id, step, avg(value) AS seconds FROM step_metrics
    WHERE name = 'timing_s/step' AND step IS NOT NULL AND isfinite(value) AND run_id NOT IN (SELECT run_id FROM logged)
    GROUP BY ALL
), timed AS (
    SELECT run_id, NULL::VARCHAR AS series, step,
           sum(seconds) OVER (PARTITION BY run_id ORDER BY step) - first(seconds) OVER (PARTITION BY run_id ORDER BY step)
               AS elapsed_s
    FROM durations
), sampled AS (
    SELECT run_id, NULL::VARCHAR AS series, step, epoch(min(sampled_at)) AS at_s FROM trajectories
    WHERE sampled_at IS NOT NULL AND run_id NOT IN (SELECT run_id FROM logged)
      AND run_id NOT IN (SELECT run_id FROM durations)
    GROUP BY ALL
)
SELECT run_id, series, step,
       at_s - min(at_s) OVER (PARTITION BY run_id, CASE WHEN run_id IN (SELECT run_id FROM trackio) THEN series END)
           AS elapsed_s,
       'logged' AS basis
FROM logged
UNION ALL SELECT run_id, series, step, elapsed_s, 'timing_s/step' FROM timed
UNION ALL SELECT run_id, series, step, at_s - min(at_s) OVER (PARTITION BY run_id), 'sampled_at' FROM sampled;
