"""The Prefect flow runs the same engine: same lake, one task per shard, I/O errors retried."""

from __future__ import annotations

import pytest

from pipelines import engine

from .helpers import ingest, table_counts

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def prefect_harness():
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=120):
        yield


def test_flow_ingests_like_the_engine_and_retries_io_errors(prefect_harness, demo, tmp_path, monkeypatch):
    from pipelines import flows

    folder, written = demo
    runs = [str(w.folder) for w in written.values()]
    plain_lake = str(tmp_path / "plain")
    ingest(runs, plain_lake)

    real = engine.read.begin
    flaky = {"left": 2}

    def flaky_begin(plan, shard, **options):
        if shard.step == 2 and shard.run_name == "gsm8k-legacy-verl0.3" and flaky["left"]:
            flaky["left"] -= 1
            raise OSError("transient: connection reset while reading")
        return real(plan, shard, **options)

    monkeypatch.setattr(engine.read, "begin", flaky_begin)
    flow_lake = str(tmp_path / "flow")
    report = flows.ingest_flow(runs, flow_lake)
    assert isinstance(report, engine.Report)
    assert flaky["left"] == 0  # failed twice, then succeeded on the last retry
    assert report.count("failed") == 0
    assert report.committed == sum(len(w.lines) for w in written.values())
    assert table_counts(flow_lake) == table_counts(plain_lake)

    again = flows.ingest_flow(runs, flow_lake)
    assert isinstance(again, engine.Report)
    assert again.committed == 0 and again.count("unchanged") == report.committed
    assert table_counts(flow_lake) == table_counts(plain_lake)
