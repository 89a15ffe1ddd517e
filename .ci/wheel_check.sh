#!/usr/bin/env bash
# The built wheel works outside the checkout: contracts and views ship as package resources.
# Builds the wheel, installs it into a fresh venv (pinned versions), ingests samples and queries
# them from a folder that is not the checkout.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install -q --disable-pip-version-check build
# From an export of the commit, so the build leaves nothing in the checkout.
mkdir "$work/src"
git -C "$repo" archive HEAD | tar -x -C "$work/src"
"$work/venv/bin/python" -m build -q --wheel --outdir "$work/dist" "$work/src" >/dev/null
"$work/venv/bin/python" -m pip install -q --disable-pip-version-check -c "$repo/constraints.txt" "$work"/dist/*.whl
cd "$work"
"$work/venv/bin/python" -m pipelines.samples samples >/dev/null
"$work/venv/bin/tracelake" ingest --lake lake samples/verl
"$work/venv/bin/tracelake" sql --lake lake --format csv \
    "SELECT count(*) AS trajectories, count(DISTINCT run_id) AS runs FROM trajectories" | tee out.csv
test "$(tail -1 out.csv)" = "463,4"  # the four bundled verl runs (see pipelines/samples/verl.py)
echo "wheel check: ok"
