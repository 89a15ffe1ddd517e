-- Per prompt: which prompts a run learned, and when; what two runs did on the same prompts.
-- Success is `trajectory_judgement`'s (a success reward, or a two-valued reward's higher value);
-- a run whose rewards say no success has NULL success and status here, never a guess.

-- A prompt's key across steps and runs: the task's id where the source names one (agent
-- benchmarks: Harbor, Terminal-Bench, whose prompt text may carry run-specific instructions),
-- else the MD5 of the prompt's text as given. NULL when the trajectory has neither.
CREATE OR REPLACE MACRO prompt_key(prompt, extra) AS
    coalesce('task:' || json_extract_string(extra, '$.task_id'), 'text:' || md5(prompt));

-- Per run, split, prompt and step: how many samples, how many judged, how many succeeded, the
-- mean finite reward, and whether the step `solved` the prompt: at least half of its judged
-- samples succeeded (a GRPO group of 8 with 4 right solves it; a single sample, if it is right).
CREATE OR REPLACE MACRO prompt_steps_of(runs) AS TABLE
SELECT t.run_id, t.split, prompt_key(t.prompt, t.extra) AS prompt_key, t.step,
       any_value(t.prompt) AS prompt, any_value(trajectory_task(t.extra)) AS task,
       count(*) AS samples, count(j.success) AS judged, count(*) FILTER (WHERE j.success) AS successes,
       avg(j.finite_reward) AS mean_reward,
       CASE WHEN count(j.success) > 0 THEN count(*) FILTER (WHERE j.success) >= count(j.success) / 2.0 END AS solved
FROM trajectories t
JOIN trajectory_judgement_of(runs) j USING (run_id, split, step, trajectory_id)
WHERE (runs IS NULL OR list_contains(runs, t.run_id)) AND prompt_key(t.prompt, t.extra) IS NOT NULL
GROUP BY ALL;

-- `prompt_progress` of the runs listed (NULL: every run).
CREATE OR REPLACE MACRO prompt_progress_of(runs) AS TABLE
SELECT run_id, run_name, * EXCLUDE (run_id, run_name) FROM (
SELECT run_id, split, prompt_key, any_value(task) AS task, any_value(prompt) AS prompt,
       count(*) AS steps_seen, min(step) AS first_step, max(step) AS last_step, sum(samples) AS samples,
       count(*) FILTER (WHERE solved) AS steps_solved,
       min(step) FILTER (WHERE solved) AS first_solved_step, max(step) FILTER (WHERE solved) AS last_solved_step,
       list({'step': step, 'success_rate': successes / nullif(judged, 0), 'mean_reward': mean_reward} ORDER BY step)
           AS by_step,
       CASE WHEN count(solved) = 0 THEN NULL
            WHEN count(*) FILTER (WHERE solved) = 0 THEN 'never'
            WHEN count(*) FILTER (WHERE NOT solved) = 0 THEN 'always'
            WHEN arg_max(solved, step) FILTER (WHERE solved IS NOT NULL) THEN 'learned'
            ELSE 'regressed' END AS status
FROM prompt_steps_of(runs)
GROUP BY ALL
) LEFT JOIN run_names USING (run_id) ORDER BY run_id, split, prompt_key;

-- Per run, split and prompt: steps seen, success by step (`by_step`: step, success rate, mean
-- reward), `first_solved_step`, `last_solved_step` (a step solves a prompt when at least half of
-- its judged samples succeed) and a `status`: `never` (no step solved it), `always` (every step
-- that saw it did), `learned` (the last step that saw it solved it, an earlier one did not),
-- `regressed` (solved at some step, not at the last that saw it); NULL where success is not known.
CREATE OR REPLACE VIEW prompt_progress AS
SELECT * FROM prompt_progress_of(NULL);

-- Per run, split and step: how many prompts had each status by then (as of its latest step so
-- far: `learned` counts the prompts whose latest step solved them after an unsolved one), for the
-- counts over training. A prompt's status changes only at the steps that see it: each such step
-- adds one to its new status and takes one from its old, and the counts are running sums.
CREATE OR REPLACE MACRO prompt_status_by_step_of(runs) AS TABLE
WITH seen AS (
    SELECT run_id, split, prompt_key, step,
           CASE WHEN NOT bool_or(solved) OVER upto THEN 'never' WHEN bool_and(solved) OVER upto THEN 'always'
                WHEN solved THEN 'learned' ELSE 'regressed' END AS status
    FROM prompt_steps_of(runs) WHERE solved IS NOT NULL
    WINDOW upto AS (PARTITION BY run_id, split, prompt_key ORDER BY step)
), moves AS (
    SELECT run_id, split, step, status, 1 AS delta FROM seen
    UNION ALL
    SELECT run_id, split, step, was, -1 FROM (
        SELECT *, lag(status) OVER (PARTITION BY run_id, split, prompt_key ORDER BY step) AS was FROM seen
    ) WHERE was IS NOT NULL
), by_step AS (
    SELECT run_id, split, step, sum(delta) FILTER (WHERE status = 'never') AS never,
           sum(delta) FILTER (WHERE status = 'always') AS always, sum(delta) FILTER (WHERE status = 'learned') AS learned,
           sum(delta) FILTER (WHERE status = 'regressed') AS regressed
    FROM moves GROUP BY ALL
)
SELECT run_id, run_name, * EXCLUDE (run_id, run_name) FROM (
SELECT run_id, split, step, (never + always + learned + regressed)::BIGINT AS prompts_seen, never::BIGINT AS never,
       always::BIGINT AS always, learned::BIGINT AS learned, regressed::BIGINT AS regressed
FROM (
    SELECT run_id, split, step,
           sum(coalesce(never, 0)) OVER w AS never, sum(coalesce(always, 0)) OVER w AS always,
           sum(coalesce(learned, 0)) OVER w AS learned, sum(coalesce(regressed, 0)) OVER w AS regressed
    FROM by_step WINDOW w AS (PARTITION BY run_id, split ORDER BY step)
)
) LEFT JOIN run_names USING (run_id) ORDER BY run_id, split, step;
