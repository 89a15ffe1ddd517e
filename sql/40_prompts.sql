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

-- Per run, split and step: how many prompts had each status by then (`learned` counts the prompts
-- whose latest step so far solved them after an unsolved one), for the counts over training.
CREATE OR REPLACE MACRO prompt_status_by_step_of(runs) AS TABLE
WITH seen AS (
    SELECT run_id, split, prompt_key, step, solved,
           bool_or(solved) OVER upto AS ever_solved, bool_and(solved) OVER upto AS always_solved
    FROM prompt_steps_of(runs) WHERE solved IS NOT NULL
    WINDOW upto AS (PARTITION BY run_id, split, prompt_key ORDER BY step)
), steps AS (
    SELECT DISTINCT run_id, split, step FROM seen
), latest AS (  -- each prompt as of each step of its run: its latest step so far
    SELECT s.run_id, s.split, s.step, p.prompt_key,
           arg_max(p.solved, p.step) AS solved, arg_max(p.ever_solved, p.step) AS ever_solved,
           arg_max(p.always_solved, p.step) AS always_solved
    FROM steps s JOIN seen p ON p.run_id = s.run_id AND p.split = s.split AND p.step <= s.step
    GROUP BY ALL
)
SELECT run_id, run_name, * EXCLUDE (run_id, run_name) FROM (
SELECT run_id, split, step, count(*) AS prompts_seen,
       count(*) FILTER (WHERE NOT ever_solved) AS never,
       count(*) FILTER (WHERE always_solved) AS always,
       count(*) FILTER (WHERE solved AND NOT always_solved) AS learned,
       count(*) FILTER (WHERE ever_solved AND NOT solved) AS regressed
FROM latest GROUP BY ALL
) LEFT JOIN run_names USING (run_id) ORDER BY run_id, split, step;
