# `make demo` and `make test` work on a fresh machine: both create .venv when missing and
# install the exact versions in constraints.txt.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
# daft, an outside reader of the lake, in an environment of its own (it needs pyarrow < 26)
DAFT_STAMP := .venv-daft/.installed-stamp
# the consumers of our exports (TRL, datasets, opentelemetry-proto, inspect_ai, Harbor's models), in an environment of their own
CONSUMERS_STAMP := .venv-consumers/.installed-stamp

.PHONY: setup demo test test-slow test-faults lint format readme bench bench-small-files bench-peers bench-views bench-explore bench-explore-app bench-exports bench-watch bench-grown clean

$(STAMP): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -c constraints.txt -e '.[test,bench,lint,explore,hub,ray]'
	touch $(STAMP)

$(DAFT_STAMP): constraints-daft.txt
	test -x .venv-daft/bin/python || $(PYTHON) -m venv .venv-daft
	.venv-daft/bin/python -m pip install -q --disable-pip-version-check -c constraints-daft.txt daft deltalake
	touch $(DAFT_STAMP)

$(CONSUMERS_STAMP): constraints-consumers.txt
	test -x .venv-consumers/bin/python || $(PYTHON) -m venv .venv-consumers
	.venv-consumers/bin/python -m pip install -q --disable-pip-version-check -c constraints-consumers.txt torch trl datasets opentelemetry-proto inspect-ai
	# Harbor's ATIF models need pydantic alone; Harbor itself wants Python 3.12 and a cloud of SDKs
	.venv-consumers/bin/python -m pip install -q --disable-pip-version-check -c constraints-consumers.txt --no-deps --ignore-requires-python harbor
	touch $(CONSUMERS_STAMP)

# The README's set-up: the environment every other target makes first.
setup: $(STAMP)

demo: $(STAMP)
	$(BIN)/python -m pipelines.samples data/samples
	$(BIN)/tracelake ingest --lake data/lake data/samples
	$(BIN)/tracelake runs --lake data/lake
	$(BIN)/tracelake sql --lake data/lake - < sql/examples/demo_summary.sql
	$(BIN)/tracelake report --lake data/lake --out data/report.html

# The suite (about 5 minutes on 2 cores): every test but those marked slow.
test: $(STAMP) $(DAFT_STAMP) $(CONSUMERS_STAMP)
	$(BIN)/python -m pytest -n 2 -q -m "not slow"

# The tests marked slow (Prefect servers, browsers, S3 faults, the crash sweep's sample): CI runs
# them after the suite, as `make test-slow`.
test-slow: $(STAMP) $(DAFT_STAMP) $(CONSUMERS_STAMP)
	$(BIN)/python -m pytest -n 2 -q -m slow

# Every crash point of every command (tests/test_fault_sweep.py; CI runs a seeded sample).
test-faults: $(STAMP)
	TRACELAKE_FAULT_POINTS=all $(BIN)/python -m pytest -n 2 -q tests/test_fault_sweep.py

# The gate CI runs before the tests: ruff's lint and format check, mypy (config in pyproject.toml).
lint: $(STAMP)
	$(BIN)/ruff check pipelines tests bench
	$(BIN)/ruff format --check pipelines tests bench
	$(BIN)/mypy

format: $(STAMP)
	$(BIN)/ruff check --fix pipelines tests bench
	$(BIN)/ruff format pipelines tests bench

# Rewrite the README's example outputs from a real run (tests/test_readme.py fails when stale).
readme: $(STAMP)
	$(BIN)/python -m tests.readme_examples
	$(BIN)/python -m pipelines.schemas --readme

bench: $(STAMP)
	$(BIN)/python bench/ingest_verl.py

# 50 runs x 200 steps x 32 rows (10,000 small shards): ingest, no-op, reward curve vs one ideal file.
bench-small-files: $(STAMP)
	$(BIN)/python bench/small_files.py

# 50 runs x 200 steps x 512 trajectories (1.65 GB generated under bench/out), every view timed.
bench-views: $(STAMP)
	$(BIN)/python bench/views.py

# tracelake against DuckDB's COPY, the polars floor and dlt's destinations on the same shards.
bench-peers: $(STAMP)
	$(BIN)/python bench/peers.py

# The explorer's every interaction on the bench-views lake (5.12M trajectories).
# Each export's peak memory on a lake and on one four times as large (bounded: about the same).
bench-watch: $(STAMP)
	$(BIN)/python bench/watch_latency.py

# A line appended to a metrics log and an episode log of 100 to 3,000 lines: read on vs read whole.
bench-grown: $(STAMP)
	$(BIN)/python bench/grown_files.py

bench-exports: $(STAMP)
	$(BIN)/python bench/export_memory.py

bench-explore: $(STAMP)
	$(BIN)/python bench/explore.py

bench-explore-app: $(STAMP)
	$(BIN)/python bench/explore_app.py

clean:
	rm -rf data/lake data/samples bench/out .venv-daft .venv-consumers
