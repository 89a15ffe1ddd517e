-- The token lane (`tokens`, kept with `tracelake ingest --keep-tokens`): per-token arrays where a
-- source dumps them. Empty where the lane was never kept; nothing here guesses an array a
-- source did not give (a NULL array gives NULL figures).

-- One trajectory's tokens, a row each, in order: the sampled log-probability, the trainer's,
-- their difference (`drift`: the rollout/trainer mismatch), the reference's, whether the token
-- is trained on, its advantage. `tracelake sql "FROM token_lane('<trajectory id>')"`.
-- Arrays are zipped by unnesting them together; a NULL array gives NULLs beside the others.
CREATE OR REPLACE MACRO token_lane(wanted) AS TABLE
SELECT *, logprob - trainer_logprob AS drift FROM (
    SELECT run_id, step, trajectory_id, turn_index, unnest(generate_series(1, tokens)) AS position,
           unnest(token_ids) AS token_id, unnest(logprobs) AS logprob, unnest(trainer_logprobs) AS trainer_logprob,
           unnest(reference_logprobs) AS reference_logprob, unnest(loss_mask) AS trained,
           unnest(advantages) AS advantage
    FROM tokens WHERE trajectory_id = wanted
) ORDER BY turn_index NULLS FIRST, position;

-- Per run, split and step: the sequences and tokens kept, the tokens trained on (NULL where no
-- mask is kept), and over those
-- (every token where no mask is kept) the mean sampled log-probability, the mean absolute
-- rollout/trainer drift and its largest, and the mean sampled-minus-reference log-probability
-- (a per-token KL estimate); a log-probability of -Infinity or NaN (as `json.dumps` writes one)
-- is left out of them and counted.
CREATE OR REPLACE VIEW token_steps AS
WITH flat AS (
    SELECT t.run_id, t.step, tr.split, t.trajectory_id, unnest(generate_series(1, t.tokens)) AS position,
           unnest(t.logprobs) AS logprob, unnest(t.trainer_logprobs) AS trainer_logprob,
           unnest(t.reference_logprobs) AS reference_logprob, unnest(t.loss_mask) AS trained
    FROM tokens t JOIN trajectories tr USING (run_id, step, trajectory_id)
)
SELECT run_id, run_name, split, step, count(DISTINCT trajectory_id) AS trajectories, count(*) AS tokens,
       CASE WHEN count(trained) > 0 THEN count(*) FILTER (WHERE trained) END AS trained_tokens,
       avg(logprob) FILTER (WHERE coalesce(trained, true) AND isfinite(logprob)) AS mean_logprob,
       avg(abs(logprob - trainer_logprob)) FILTER (WHERE coalesce(trained, true) AND isfinite(logprob - trainer_logprob))
           AS mean_abs_drift,
       max(abs(logprob - trainer_logprob)) FILTER (WHERE coalesce(trained, true) AND isfinite(logprob - trainer_logprob))
           AS max_abs_drift,
       avg(logprob - reference_logprob) FILTER (WHERE coalesce(trained, true) AND isfinite(logprob - reference_logprob))
           AS mean_kl_estimate,
       count(*) FILTER (WHERE NOT isfinite(logprob)) AS non_finite_logprobs
FROM flat LEFT JOIN run_names USING (run_id) GROUP BY ALL ORDER BY run_id, split, step;
