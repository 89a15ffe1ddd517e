-- Views over the ingest ledger. `ingest_history` (every attempt) is the catalog's snapshot of the
-- Delta table `_ledger`; everything here derives from it, so nothing can disagree with the commits.

-- Every attempt at a shard.
CREATE OR REPLACE VIEW shard_history AS
SELECT * FROM ingest_history;

-- Latest attempt per shard of a run: what `tracelake ingest` last did with it. Attempt ids are
-- ordered (each greater than every id its writer had seen), so the latest is the greatest.
CREATE OR REPLACE VIEW ingests AS
SELECT * FROM shard_history
QUALIFY row_number() OVER (PARTITION BY run_id, shard_key ORDER BY commit_id DESC) = 1;

-- Latest committed attempt per shard of a run: the entries whose rows are visible.
-- A failed attempt never hides what an earlier one committed.
CREATE OR REPLACE VIEW committed_ingests AS
SELECT * FROM shard_history
WHERE status IN ('ok', 'partial')
QUALIFY row_number() OVER (PARTITION BY run_id, shard_key ORDER BY commit_id DESC) = 1;

-- The attempts whose rows the table views show: a data row is visible iff its `_commit` is
-- one of these (an entry that only re-confirmed an unchanged file points at the earlier one).
CREATE OR REPLACE VIEW live_row_commits AS
SELECT * REPLACE (coalesce(rows_commit, commit_id) AS rows_commit) FROM committed_ingests;

-- Every attempt whose rows are live, a row each: a shard's `rows_commit`, and where its file grew
-- and was read from where its last read ended, the attempts before whose rows stay (`earlier_rows`).
CREATE OR REPLACE VIEW live_commits AS
SELECT run_id, shard_key, rows_commit AS commit_id FROM live_row_commits
UNION ALL
SELECT run_id, shard_key, unnest(earlier_rows) AS commit_id FROM live_row_commits WHERE earlier_rows IS NOT NULL;

-- Longest common prefix of two strings, cut back to a folder unless they are equal: with the
-- min and max of a run's source URIs it gives the folder the run was read from.
CREATE OR REPLACE MACRO source_root(lo, hi) AS
    CASE WHEN lo = hi THEN lo ELSE regexp_replace(
        lo[1:coalesce(nullif(list_position(
            list_transform(range(1, least(length(lo), length(hi)) + 1), lambda i: lo[i] = hi[i]), false), 0) - 1,
            least(length(lo), length(hi)))],
        '/[^/]*$', '') END;

-- The framework that wrote a run, from its readers (a metrics file alone says none).
-- framework_of: generated from each reader's `framework` (python -m pipelines.sources.frameworks --write)
CREATE OR REPLACE MACRO framework_of(formats) AS CASE
    WHEN list_contains(formats, 'trl') THEN 'trl'
    WHEN list_contains(formats, 'art') THEN 'art'
    WHEN list_contains(formats, 'harbor') OR list_contains(formats, 'harbor_job') THEN 'harbor'
    WHEN list_contains(formats, 'openhands_sdk') OR list_contains(formats, 'openhands') THEN 'openhands'
    WHEN list_contains(formats, 'agent_lightning') THEN 'agent-lightning'
    WHEN list_contains(formats, 'inspect_ai') THEN 'inspect'
    WHEN list_contains(formats, 'swe_agent') THEN 'swe-agent'
    WHEN list_contains(formats, 'lm_eval') THEN 'lm-eval'
    WHEN list_contains(formats, 'tinker') THEN 'tinker'
    WHEN list_contains(formats, 'roll') THEN 'roll'
    WHEN list_contains(formats, 'slime') THEN 'slime'
    WHEN list_contains(formats, 'terminal_bench') THEN 'terminal-bench'
    WHEN list_contains(formats, 'nemo_gym') THEN 'nemo-gym'
    WHEN list_contains(formats, 'nemo_rl') THEN 'nemo-rl'
    WHEN list_contains(formats, 'verifiers') THEN 'verifiers'
    WHEN list_contains(formats, 'prime_rl') THEN 'prime-rl'
    WHEN list_contains(formats, 'skyrl') THEN 'skyrl'
    WHEN list_contains(formats, 'areal_vlm') OR list_contains(formats, 'areal') THEN 'areal'
    WHEN list_contains(formats, 'atropos') THEN 'atropos'
    WHEN list_contains(formats, 'rllm') THEN 'rllm'
    WHEN list_contains(formats, 'claude_code') THEN 'claude-code'
    WHEN list_contains(formats, 'codex') THEN 'codex'
    WHEN list_contains(formats, 'verl_agent') THEN 'verl-agent'
    WHEN list_contains(formats, 'verl') THEN 'verl'
    WHEN list_contains(formats, 'wandb') THEN 'wandb'
    WHEN list_contains(formats, 'tensorboard') THEN 'tensorboard'
    WHEN list_contains(formats, 'mlflow') THEN 'mlflow'
    WHEN list_contains(formats, 'trackio') THEN 'trackio'
    WHEN list_contains(formats, 'polytrace') OR list_contains(formats, 'polytrace_profile') THEN 'polytrace'
    WHEN list_contains(formats, 'rollouts') THEN 'rollouts'
END;

-- Each run's name as given (its latest), for the views that name runs beside their ids.
CREATE OR REPLACE VIEW run_names AS
SELECT run_id, arg_max(run_name, commit_id) AS run_name FROM shard_history GROUP BY run_id;

CREATE OR REPLACE VIEW runs AS
WITH attempts AS (
    SELECT run_id,
           arg_max(run_name, commit_id) AS run_name,
           -- a run none of whose files landed: what its attempts were told (`--model`, `--task`)
           arg_max(model, commit_id) FILTER (WHERE model IS NOT NULL) AS tried_model,
           arg_max(task, commit_id) FILTER (WHERE task IS NOT NULL) AS tried_task,
           min(committed_at) AS first_ingest,
           max(committed_at) AS last_ingest,
           source_root(min(source_uri), max(source_uri)) AS source
    FROM shard_history GROUP BY run_id
), said AS (
    -- What the run's files say as the lake holds them (a replaced read's model is not the run's):
    -- each fact from the latest committed read of a shard that says it.
    SELECT run_id,
           arg_max(model, commit_id) FILTER (WHERE model IS NOT NULL) AS model,
           arg_max(task, commit_id) FILTER (WHERE task IS NOT NULL) AS task,
           arg_max(facts->>'model', commit_id) FILTER (WHERE facts->>'model' IS NOT NULL) AS config_model,
           arg_max(facts->>'algorithm', commit_id) FILTER (WHERE facts->>'algorithm' IS NOT NULL) AS algorithm,
           arg_max(facts->>'learning_rate', commit_id) FILTER (WHERE facts->>'learning_rate' IS NOT NULL) AS learning_rate,
           arg_max(facts->>'batch_size', commit_id) FILTER (WHERE facts->>'batch_size' IS NOT NULL) AS batch_size,
           arg_max(facts->>'samples_per_prompt', commit_id)
               FILTER (WHERE facts->>'samples_per_prompt' IS NOT NULL) AS samples_per_prompt,
           arg_max(facts->>'max_response_length', commit_id)
               FILTER (WHERE facts->>'max_response_length' IS NOT NULL) AS max_response_length,
           arg_max(facts->>'project', commit_id) FILTER (WHERE facts->>'project' IS NOT NULL) AS project,
           arg_max(facts->>'experiment', commit_id) FILTER (WHERE facts->>'experiment' IS NOT NULL) AS experiment
    FROM committed_ingests GROUP BY run_id
), latest AS (
    SELECT run_id, count(*) FILTER (WHERE status IN ('failed', 'error')) AS failed_shards,
           string_agg(DISTINCT format, ',' ORDER BY format) AS format,
           framework_of(list(DISTINCT format)) AS framework
    FROM ingests GROUP BY run_id
    HAVING count(*) FILTER (WHERE status <> 'duplicate') > 0  -- a folder that only repeated others' records is no run
), committed_steps AS (
    SELECT run_id, count(DISTINCT s) AS steps, min(s) AS first_step, max(s) AS last_step
    FROM committed_ingests, unnest(steps) AS u(s) GROUP BY run_id
), committed AS (
    SELECT run_id,
           count(*) AS shards,
           sum(rows_trajectories) AS trajectories,
           sum(rows_turns) AS turns,
           sum(rows_rewards) AS rewards,
           sum(rows_step_metrics) AS step_metrics,
           sum(rows_quarantine) AS quarantined
    FROM committed_ingests GROUP BY run_id
)
SELECT run_id, run_name, format, framework, source,
       CASE WHEN said.run_id IS NULL THEN tried_model ELSE coalesce(said.model, config_model) END AS model,
       CASE WHEN said.run_id IS NULL THEN tried_task ELSE said.task END AS task,
       coalesce(shards, 0) AS shards, failed_shards, coalesce(steps, 0) AS steps,
       first_step, last_step,
       coalesce(trajectories, 0)::BIGINT AS trajectories, coalesce(turns, 0)::BIGINT AS turns,
       coalesce(rewards, 0)::BIGINT AS rewards, coalesce(step_metrics, 0)::BIGINT AS step_metrics,
       coalesce(quarantined, 0)::BIGINT AS quarantined,
       first_ingest, last_ingest,
       algorithm, TRY_CAST(learning_rate AS DOUBLE) AS learning_rate, TRY_CAST(batch_size AS BIGINT) AS batch_size,
       TRY_CAST(samples_per_prompt AS BIGINT) AS samples_per_prompt,
       TRY_CAST(max_response_length AS BIGINT) AS max_response_length,
       project, experiment
FROM attempts JOIN latest USING (run_id) LEFT JOIN said USING (run_id) LEFT JOIN committed USING (run_id)
LEFT JOIN committed_steps USING (run_id)
ORDER BY run_id;
