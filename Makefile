# `make demo` and `make test` work on a fresh machine: both create .venv when missing and
# install the exact versions in constraints.txt.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: demo test test-fast bench clean

$(STAMP): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -c constraints.txt -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/python -m pipelines.samples data/samples
	$(BIN)/tracelake --lake data/lake ingest data/samples/verl/qwen3-1.7b-compression
	$(BIN)/tracelake --lake data/lake ingest data/samples/verl/qwen2.5-7b-math-zst
	$(BIN)/tracelake --lake data/lake ingest data/samples/verl/gsm8k-legacy-verl0.3
	$(BIN)/tracelake --lake data/lake runs
	$(BIN)/tracelake --lake data/lake sql "SELECT run_id, count(*) AS trajectories, round(avg(reward), 3) AS mean_reward, round(avg(response_chars)) AS mean_response_chars FROM trajectories GROUP BY ALL ORDER BY ALL"

test: $(STAMP)
	$(BIN)/python -m pytest -n 2 -q

# The quick loop while developing: everything but the tests marked slow.
test-fast: $(STAMP)
	$(BIN)/python -m pytest -n 2 -q -m "not slow"

bench: $(STAMP)
	$(BIN)/python bench/ingest_verl.py

clean:
	rm -rf data/lake data/samples bench/out
