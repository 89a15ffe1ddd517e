-- Distribution fitting, in SQL so that any DuckDB client of a catalog file has it: per run,
-- optionally a step range, and a length measure. Documented in the README ("Fitting
-- distributions"); `tests/test_fit.py` checks each against numpy, scipy and scikit-learn.
--
-- Measures: prompt_tokens, response_tokens, prompt_chars, response_chars (one value per
-- trajectory), turn_tokens (per turn, any role) and tool_latency_s (per timed tool call).

CREATE OR REPLACE VIEW length_values AS
SELECT run_id, split, step, measure, value FROM (
    UNPIVOT (SELECT run_id, split, step, prompt_tokens::DOUBLE AS prompt_tokens,
                    response_tokens::DOUBLE AS response_tokens, prompt_chars::DOUBLE AS prompt_chars,
                    response_chars::DOUBLE AS response_chars FROM trajectories)
    ON prompt_tokens, response_tokens, prompt_chars, response_chars INTO NAME measure VALUE value)
UNION ALL
SELECT run_id, NULL, step, 'turn_tokens', content_tokens FROM turns WHERE content_tokens IS NOT NULL
UNION ALL
SELECT run_id, NULL, step, 'tool_latency_s', latency_s FROM turns WHERE latency_s IS NOT NULL;

-- Whether a row of run `id` belongs to the run a fit was asked for (by name or id), within
-- steps from_step..to_step (NULL: unbounded).
CREATE OR REPLACE MACRO fit_selects(id, row_step, run, from_step, to_step) AS
    (id = run OR id IN (SELECT run_id FROM runs WHERE run_name = run))
    AND (from_step IS NULL OR row_step >= from_step) AND (to_step IS NULL OR row_step <= to_step);

-- The values one fit reads: a run, a measure, a step range. An unknown run or measure is an
-- error (a fit of nothing would be NULLs that look like an answer).
CREATE OR REPLACE MACRO fit_values(run, which, from_step := NULL, to_step := NULL) AS TABLE
SELECT value AS x FROM length_values
WHERE measure = which AND value IS NOT NULL AND fit_selects(run_id, step, run, from_step, to_step)
UNION ALL
SELECT error('no run ' || run || ' in the lake (see the runs view)')::DOUBLE
WHERE NOT EXISTS (SELECT 1 FROM runs WHERE run_id = run OR run_name = run)
UNION ALL
SELECT error('unknown measure ' || which || ': prompt_tokens, response_tokens, prompt_chars, response_chars, '
             || 'turn_tokens or tool_latency_s')::DOUBLE
WHERE which NOT IN ('prompt_tokens', 'response_tokens', 'prompt_chars', 'response_chars', 'turn_tokens',
                    'tool_latency_s');

-- Log-density of a component at a point, 1-D and 2-D (weight included): the E-step and the
-- final log-likelihood use the same expression.
CREATE OR REPLACE MACRO normal_log_density(w, x, mu, var) AS
    ln(w) - 0.5 * ln(2 * pi() * var) - (x - mu) ^ 2 / (2 * var);
CREATE OR REPLACE MACRO bivariate_log_density(w, x, y, mx, my, vx, vy, cxy) AS
    ln(w) - ln(2 * pi()) - 0.5 * ln(vx * vy - cxy ^ 2)
    - 0.5 * (vy * (x - mx) ^ 2 - 2 * cxy * (x - mx) * (y - my) + vx * (y - my) ^ 2) / (vx * vy - cxy ^ 2);

-- A trajectory measure chosen by name (for the pairs of fit_gmm_2d).
CREATE OR REPLACE MACRO trajectory_measure(which, prompt_tokens, response_tokens, prompt_chars, response_chars) AS
    CASE which WHEN 'prompt_tokens' THEN prompt_tokens WHEN 'response_tokens' THEN response_tokens
               WHEN 'prompt_chars' THEN prompt_chars WHEN 'response_chars' THEN response_chars END::DOUBLE;

CREATE OR REPLACE MACRO fit_moments(run, which, from_step := NULL, to_step := NULL) AS TABLE
SELECT count(x) AS n, avg(x) AS mean, stddev_pop(x) AS std, var_pop(x) AS var,
       skewness(x) AS skewness, kurtosis(x) AS excess_kurtosis, min(x) AS min, max(x) AS max
FROM fit_values(run, which, from_step := from_step, to_step := to_step);

CREATE OR REPLACE MACRO fit_quantiles(run, which, from_step := NULL, to_step := NULL) AS TABLE
SELECT q[1] AS p01, q[2] AS p05, q[3] AS p10, q[4] AS p25, q[5] AS p50, q[6] AS p75, q[7] AS p90,
       q[8] AS p95, q[9] AS p99
FROM (SELECT quantile_cont(x, [0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99]) AS q
      FROM fit_values(run, which, from_step := from_step, to_step := to_step));

-- `bins` equal-width bins from min to max (the last one closed): count and density.
CREATE OR REPLACE MACRO fit_histogram(run, which, bins := 20, from_step := NULL, to_step := NULL) AS TABLE
WITH v AS (SELECT x FROM fit_values(run, which, from_step := from_step, to_step := to_step)),
edges AS (SELECT min(x) AS lo, greatest(max(x) - min(x), 1e-9) / bins AS width, count(*) AS n FROM v)
SELECT b AS bin, lo + b * width AS lower, lo + (b + 1) * width AS upper, count(v.x) AS n,
       count(v.x) / (any_value(edges.n) * width) AS density
FROM edges CROSS JOIN range(bins) AS r(b)
LEFT JOIN v ON least(floor((v.x - edges.lo) / edges.width), bins - 1) = r.b
GROUP BY b, lo, width ORDER BY bin;

-- Standard normal CDF (Abramowitz and Stegun 7.1.26 for erf: error below 1.5e-7).
CREATE OR REPLACE MACRO normal_cdf(z) AS
    0.5 * (1 + sign(z) * (1 - (((((1.061405429 * (1 / (1 + 0.3275911 * abs(z) / sqrt(2))) - 1.453152027)
        * (1 / (1 + 0.3275911 * abs(z) / sqrt(2))) + 1.421413741) * (1 / (1 + 0.3275911 * abs(z) / sqrt(2)))
        - 0.284496736) * (1 / (1 + 0.3275911 * abs(z) / sqrt(2))) + 0.254829592)
        * (1 / (1 + 0.3275911 * abs(z) / sqrt(2)))) * exp(-(z * z) / 2)));

-- Lognormal by maximum likelihood (location 0: mu and sigma of ln x, over x > 0), and the
-- Kolmogorov-Smirnov statistic of the data against it (ties handled as scipy's kstest does).
-- scipy.stats.lognorm(s=sigma, scale=exp(mu)) is the same distribution.
CREATE OR REPLACE MACRO fit_lognormal(run, which, from_step := NULL, to_step := NULL) AS TABLE
WITH v AS (SELECT x FROM fit_values(run, which, from_step := from_step, to_step := to_step) WHERE x > 0),
fit AS (SELECT count(*) AS n, avg(ln(x)) AS mu, stddev_pop(ln(x)) AS sigma FROM v),
ecdf AS (
    SELECT x, sum(count(*)) OVER (ORDER BY x) / any_value(n) AS upper, count(*) / any_value(n) AS step_size,
           normal_cdf((ln(x) - any_value(mu)) / nullif(any_value(sigma), 0)) AS model
    FROM v, fit GROUP BY x
)
SELECT any_value(n) AS n, any_value(mu) AS mu, any_value(sigma) AS sigma, exp(any_value(mu)) AS scale,
       max(greatest(upper - model, model - (upper - step_size))) AS ks_statistic
FROM ecdf, fit;

-- Gaussian mixture of k components by EM (`iterations` rounds from components seeded by
-- value ranks), on at most `sample_size` values (all of them when there are fewer; else those
-- of the smallest hashes: the same sample every time): one row per component, with the mean
-- log-likelihood per value of the final fit.
CREATE OR REPLACE MACRO fit_gmm(run, which, k, iterations := 100, sample_size := 20000,
                                from_step := NULL, to_step := NULL) AS TABLE
WITH RECURSIVE
data AS (
    SELECT x, row_number() OVER () AS rid
    FROM (SELECT x FROM fit_values(run, which, from_step := from_step, to_step := to_step)
          ORDER BY hash(x) LIMIT sample_size)
),
em(it, c, w, mu, var) AS (
    SELECT 0, c, 1.0 / k, avg(x), (SELECT var_pop(x) + 1e-6 FROM data)
    FROM (SELECT x, ntile(k) OVER (ORDER BY x) - 1 AS c FROM data) GROUP BY c
    UNION ALL
    (WITH lp AS (
        SELECT e.it, e.c, d.rid, d.x, normal_log_density(e.w, d.x, e.mu, e.var) AS lp
        FROM em e, data d WHERE e.it < iterations
    ), scaled AS (
        SELECT it, c, rid, x, exp(lp - max(lp) OVER (PARTITION BY rid)) AS u FROM lp
    ), resp AS (
        SELECT it, c, x, u / sum(u) OVER (PARTITION BY rid) AS r FROM scaled
    )
    SELECT it + 1, c, sum(r) / (SELECT count(*) FROM data), sum(r * x) / sum(r),
           greatest(sum(r * x * x) / sum(r) - (sum(r * x) / sum(r)) ^ 2, 0) + 1e-6
    FROM resp GROUP BY it, c)
),
final AS (SELECT * FROM em WHERE it = (SELECT max(it) FROM em)),
ll AS (
    SELECT avg(m + ln(s)) AS log_likelihood FROM (
        SELECT rid, any_value(m) AS m, sum(exp(lp - m)) AS s FROM (SELECT *, max(lp) OVER (PARTITION BY rid) AS m FROM (
            SELECT d.rid, normal_log_density(f.w, d.x, f.mu, f.var) AS lp FROM final f, data d)) GROUP BY rid)
)
SELECT row_number() OVER (ORDER BY mu) AS component, w AS weight, mu AS mean, var, sqrt(var) AS std,
       log_likelihood, it AS iterations, (SELECT count(*) FROM data) AS n
FROM final, ll ORDER BY mean;

-- Two-dimensional Gaussian mixture over a pair of trajectory measures (by default prompt and
-- response tokens): means, variances and covariance per component, same EM as fit_gmm.
CREATE OR REPLACE MACRO fit_gmm_2d(run, k, x_measure := 'prompt_tokens', y_measure := 'response_tokens',
                                   iterations := 100, sample_size := 20000,
                                   from_step := NULL, to_step := NULL) AS TABLE
WITH RECURSIVE
pairs AS (
    SELECT trajectory_measure(x_measure, prompt_tokens, response_tokens, prompt_chars, response_chars) AS x,
           trajectory_measure(y_measure, prompt_tokens, response_tokens, prompt_chars, response_chars) AS y
    FROM trajectories WHERE fit_selects(run_id, step, run, from_step, to_step)
    UNION ALL
    SELECT error('no run ' || run || ' in the lake (see the runs view)')::DOUBLE, 0.0
    WHERE NOT EXISTS (SELECT 1 FROM runs WHERE run_id = run OR run_name = run)
),
data AS (
    SELECT x, y, row_number() OVER () AS rid
    FROM (SELECT x, y FROM pairs WHERE x IS NOT NULL AND y IS NOT NULL ORDER BY hash(x, y) LIMIT sample_size)
),
spread AS (SELECT avg(x) AS mx, avg(y) AS my, stddev_pop(x) AS sx, stddev_pop(y) AS sy,
                  var_pop(x) AS vx, var_pop(y) AS vy, covar_pop(x, y) AS cxy FROM data),
em(it, c, w, mx, my, vx, vy, cxy) AS (
    SELECT 0, c, 1.0 / k, avg(x), avg(y), any_value(vx) + 1e-6, any_value(vy) + 1e-6, any_value(cxy)
    FROM (SELECT d.x, d.y, s.*, ntile(k) OVER (ORDER BY (d.x - s.mx) / nullif(s.sx, 0) + (d.y - s.my) / nullif(s.sy, 0)) - 1 AS c
          FROM data d, spread s)
    GROUP BY c
    UNION ALL
    (WITH lp AS (
        SELECT e.it, e.c, d.rid, d.x, d.y,
               bivariate_log_density(e.w, d.x, d.y, e.mx, e.my, e.vx, e.vy, e.cxy) AS lp
        FROM em e, data d WHERE e.it < iterations
    ), scaled AS (
        SELECT it, c, rid, x, y, exp(lp - max(lp) OVER (PARTITION BY rid)) AS u FROM lp
    ), resp AS (
        SELECT it, c, x, y, u / sum(u) OVER (PARTITION BY rid) AS r FROM scaled
    ), moments AS (
        SELECT it, c, sum(r) AS nk, sum(r * x) / sum(r) AS mx, sum(r * y) / sum(r) AS my,
               sum(r * x * x) / sum(r) AS xx, sum(r * y * y) / sum(r) AS yy, sum(r * x * y) / sum(r) AS xy
        FROM resp GROUP BY it, c
    )
    SELECT it + 1, c, nk / (SELECT count(*) FROM data), mx, my,
           greatest(xx - mx * mx, 0) + 1e-6, greatest(yy - my * my, 0) + 1e-6, xy - mx * my
    FROM moments)
),
final AS (SELECT * FROM em WHERE it = (SELECT max(it) FROM em)),
ll AS (
    SELECT avg(m + ln(s)) AS log_likelihood FROM (
        SELECT rid, any_value(m) AS m, sum(exp(lp - m)) AS s FROM (SELECT *, max(lp) OVER (PARTITION BY rid) AS m FROM (
            SELECT d.rid, bivariate_log_density(f.w, d.x, d.y, f.mx, f.my, f.vx, f.vy, f.cxy) AS lp
            FROM final f, data d)) GROUP BY rid)
)
SELECT row_number() OVER (ORDER BY my, mx) AS component, w AS weight, mx AS mean_x, my AS mean_y,
       vx AS var_x, cxy AS cov_xy, vy AS var_y, log_likelihood, it AS iterations, (SELECT count(*) FROM data) AS n
FROM final, ll ORDER BY component;
