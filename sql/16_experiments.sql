-- One training run logged several ways: its W&B folder, its TensorBoard and file loggers' files,
-- its Hydra launch folder are each a run of their own (a run is where its files are, never a
-- bare name), and one experiment by the project and experiment names their configurations or
-- their loggers' folders give (`runs.project`, `runs.experiment`).

-- The runs of each experiment: runs that share a project and an experiment name.
CREATE OR REPLACE VIEW experiments AS
SELECT project, experiment, count(*) AS runs,
       list(run_name ORDER BY run_name) AS run_names, list(run_id ORDER BY run_name) AS run_ids,
       list(DISTINCT format ORDER BY format) AS formats,
       sum(trajectories)::BIGINT AS trajectories, sum(step_metrics)::BIGINT AS step_metrics,
       max(last_step) AS last_step
FROM runs WHERE experiment IS NOT NULL
GROUP BY project, experiment
ORDER BY project, experiment;

-- Each experiment's step metrics with each (step, metric) once however many of its loggers wrote
-- it: the value of a logger that keeps it whole (a file logger's, W&B's or MLflow's double before
-- TensorBoard's 32-bit float), named as that logger names it (TensorBoard writes `mean@1` as
-- `mean_1`), with how many of its runs logged it and whether their values agree to a float32's
-- precision.
CREATE OR REPLACE VIEW experiment_metrics AS
WITH linked AS (
    SELECT run_id, project, experiment, contains(format, 'tensorboard')::INTEGER AS rounded
    FROM runs WHERE experiment IS NOT NULL
), logged AS (
    SELECT l.project, l.experiment, m.split, m.step, m.series, m.name, m.value, m.raw, m.run_id,
           l.rounded::VARCHAR || m.run_id AS preferred,
           regexp_replace(m.name, '[^-/\w.]', '_', 'g') AS tag  -- what TensorBoard's writers make of a name
    FROM step_metrics m JOIN linked l USING (run_id)
    WHERE m.name <> '_timestamp'  -- when each logger wrote a step: the loggers' own, never one metric
)
SELECT project, experiment, split, step, kept.name, series, kept.value, kept.raw, logged_by, agree
FROM (
    SELECT project, experiment, split, step, series,
           arg_min({'name': name, 'value': value, 'raw': raw}, preferred) AS kept,  -- one row's, together
           count(DISTINCT run_id) AS logged_by,
           coalesce(max(value) - min(value) <= 1e-6 * greatest(abs(max(value)), abs(min(value))), true) AS agree
    FROM logged
    GROUP BY project, experiment, split, step, tag, series
);
