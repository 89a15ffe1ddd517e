-- What each run was, from its configuration (the run_config table). `runs` shows the facts a
-- comparison starts from (model, algorithm, learning rate...: pipelines.sources.run_config.FACTS).

-- The configuration keys whose values differ between the runs given (NULL: every run), each run's
-- value as a column-ready list of (run_id, value): what changed between them.
CREATE OR REPLACE MACRO config_differences(runs) AS TABLE
WITH picked AS (
    SELECT run_id, key, arg_max(value, coalesce(step, -1)) AS value
    FROM run_config WHERE runs IS NULL OR list_contains(runs, run_id) GROUP BY ALL
), compared AS (  -- the runs asked for (one with no configuration lacks every key), else every run with one
    SELECT coalesce(len(list_distinct(runs)), count(DISTINCT run_id)) AS n FROM picked
)
SELECT key, count(DISTINCT value) + (count(*) FILTER (WHERE value IS NULL) > 0)::INTEGER AS distinct_values,
       map(list(run_id ORDER BY run_id), list(value ORDER BY run_id)) AS values_by_run
FROM picked
GROUP BY key
HAVING distinct_values > 1 OR count(*) < (SELECT n FROM compared)
ORDER BY key;
