"""The fitting macros of sql/20_fit.sql against numpy, scipy and scikit-learn on the same data."""

from __future__ import annotations

import json

import numpy as np
import pytest
from scipy import stats
from sklearn.mixture import GaussianMixture

from pipelines.lake import catalog

from .helpers import ingest

RUN = "mixture_workloads"


@pytest.fixture(scope="module")
def fitted(tmp_path_factory):
    """A PolyTrace run whose (prompt, response) lengths come from a known 3-component mixture."""
    root = tmp_path_factory.mktemp("fit")
    rng = np.random.default_rng(3)
    doc, pairs = {}, []
    for step in range(8):
        component = rng.choice(3, size=400, p=[0.5, 0.3, 0.2])
        means = np.array([[120, 1500], [300, 6000], [180, 12000]])[component]
        scales = np.array([[20, 300], [50, 900], [30, 1500]])[component]
        values = np.maximum(1, np.rint(rng.normal(means, scales))).astype(int)
        doc[str(step)] = {"input": values[:, 0].tolist(), "output": values[:, 1].tolist()}  # n = 1
        pairs.append(values)
    (root / "runs").mkdir()
    (root / "runs" / f"{RUN}.json").write_text(json.dumps(doc))
    lake = str(root / "lake")
    ingest([root / "runs"], lake)
    return catalog.connect(lake), np.concatenate(pairs).astype(float), doc


def _row(con, sql: str) -> dict:
    cursor = con.execute(sql)
    return dict(zip([d[0] for d in cursor.description], cursor.fetchone()))


def test_moments_quantiles_and_histogram(fitted):
    con, pairs, doc = fitted
    x = pairs[:, 1]
    m = _row(con, f"SELECT * FROM fit_moments('{RUN}', 'response_tokens')")
    assert m["n"] == len(x)
    assert (m["mean"], m["std"], m["min"], m["max"]) == pytest.approx((x.mean(), x.std(), x.min(), x.max()))
    assert m["skewness"] == pytest.approx(stats.skew(x, bias=False), rel=1e-6)
    q = _row(con, f"SELECT * FROM fit_quantiles('{RUN}', 'response_tokens')")
    assert [q["p01"], q["p50"], q["p99"]] == pytest.approx(np.quantile(x, [0.01, 0.5, 0.99]))

    step_range = np.array(doc["2"]["output"] + doc["3"]["output"], float)
    ranged = _row(con, f"SELECT * FROM fit_moments('{RUN}', 'response_tokens', from_step := 2, to_step := 3)")
    assert (ranged["n"], ranged["mean"]) == (len(step_range), pytest.approx(step_range.mean()))

    bins = con.execute(f"SELECT n, lower, upper FROM fit_histogram('{RUN}', 'response_tokens', bins := 12)").fetchall()
    counts, edges = np.histogram(x, bins=12)
    assert [b[0] for b in bins] == counts.tolist()
    assert [b[1] for b in bins] + [bins[-1][2]] == pytest.approx(edges.tolist())


def test_lognormal_fit_and_its_ks_statistic(fitted):
    con, pairs, _ = fitted
    x = pairs[:, 0]
    fit = _row(con, f"SELECT * FROM fit_lognormal('{RUN}', 'prompt_tokens')")
    shape, loc, scale = stats.lognorm.fit(x, floc=0)
    assert (fit["sigma"], fit["scale"]) == pytest.approx((shape, scale), rel=1e-6)
    ks = stats.kstest(x, stats.lognorm(shape, loc=0, scale=scale).cdf).statistic
    assert fit["ks_statistic"] == pytest.approx(ks, abs=1e-6)


def test_gaussian_mixture_matches_scikit_learn_log_likelihood(fitted):
    con, pairs, _ = fitted
    x = pairs[:, 1:2]
    ours = con.execute(f"SELECT weight, mean, log_likelihood, n FROM fit_gmm('{RUN}', 'response_tokens', 3)").fetchall()
    reference = GaussianMixture(3, random_state=0, max_iter=500, tol=1e-8).fit(x)
    assert ours[0][3] == len(x)
    assert ours[0][2] == pytest.approx(reference.score(x), rel=0.01)
    order = np.argsort(reference.means_.ravel())
    assert [w for w, *_ in ours] == pytest.approx(reference.weights_[order], abs=0.02)
    assert [m for _, m, *_ in ours] == pytest.approx(reference.means_.ravel()[order], rel=0.02)


def test_two_dimensional_mixture_matches_scikit_learn_log_likelihood(fitted):
    con, pairs, _ = fitted
    ours = con.execute(f"SELECT weight, mean_x, mean_y, log_likelihood FROM fit_gmm_2d('{RUN}', 3)").fetchall()
    reference = GaussianMixture(3, random_state=0, max_iter=500, tol=1e-8).fit(pairs)
    assert ours[0][3] == pytest.approx(reference.score(pairs), rel=0.01)
    order = np.argsort(reference.means_[:, 1])
    assert [v for _, mx, my, _ in ours for v in (mx, my)] == pytest.approx(reference.means_[order].ravel(), rel=0.02)


def test_fits_sample_large_inputs_the_same_way_every_time(fitted):
    con, pairs, _ = fitted
    sql = f"SELECT mean, n FROM fit_gmm('{RUN}', 'response_tokens', 2, sample_size := 500, iterations := 30)"
    first = con.execute(sql).fetchall()
    again = con.execute(sql).fetchall()
    # The same sample: equal up to the order DuckDB's threads happen to add floats in.
    assert [n for _, n in again] == [n for _, n in first] == [500, 500]
    assert [m for m, _ in again] == pytest.approx([m for m, _ in first], rel=1e-12)


def test_an_unknown_run_or_measure_is_an_error_not_nulls(fitted):
    import duckdb

    con, _, _ = fitted
    for sql, message in (
        ("SELECT * FROM fit_lognormal('nosuch', 'prompt_tokens')", "no run nosuch"),
        (f"SELECT * FROM fit_gmm('{RUN}', 'bogus', 2)", "unknown measure bogus"),
        ("SELECT * FROM fit_gmm_2d('nosuch', 2)", "no run nosuch"),
    ):
        with pytest.raises(duckdb.InvalidInputException, match=message):
            con.execute(sql).fetchall()
