#!/usr/bin/env bash
# The whole test suite, from a fresh machine: installs what the tests need, then runs
# ruff, mypy, tsc, the JS unit tests, the docs build, and every pytest tier (engine, widget,
# notebooks, packaging, real browser: JupyterLab, Notebook 7, marimo, and the JupyterLite classroom site).
# Usage: bash scripts/test.sh [extra pytest args]
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
VPY=.venv/bin/python
"$VPY" -m pip install --quiet --upgrade pip
if [ -f js/package-lock.json ]; then
  # npm ci first, so the committed lockfile decides what the package build uses.
  (cd js && npm ci --no-audit --no-fund --loglevel=error)
fi
"$VPY" -m pip install --quiet -e ".[test]"

if [ -f scripts/ensure-chromium.sh ]; then
  bash scripts/ensure-chromium.sh
fi

echo "== ruff"
"$VPY" -m ruff check .
"$VPY" -m ruff format --check .

echo "== mypy"
"$VPY" -m mypy --strict durak_widget/engine durak_widget/own_trumps
"$VPY" -m mypy durak_widget

if [ -f js/package.json ]; then
  echo "== tsc and vitest"
  (cd js && npm test --silent)
fi

# A wheel built from a clean checkout of HEAD ships the bundle and the engines compiled with
# mypyc, displays in a fresh venv, and passes the non-browser test tiers there (the editable
# install above stays pure Python, so the tiers below test the pure engines). About 4-6 min on
# 2 shared cores; SKIP_WHEEL_CHECK=1 skips it, e.g. while iterating on uncommitted changes, and
# SKIP_COMPILED_TESTS=1 keeps the build and skips only the compiled test run.
if [ -f scripts/check-wheel.sh ] && [ "${SKIP_WHEEL_CHECK:-0}" != "1" ]; then
  echo "== wheel"
  bash scripts/check-wheel.sh
fi

# The documentation site, warnings as errors (executes the notebooks; about 20-40 s).
if [ -f mkdocs.yml ]; then
  bash scripts/docs.sh
fi

# Last, so that pytest's summary is the run's closing line. On every core (pytest-xdist;
# PYTEST_WORKERS=0 runs it in one process): each test file whole on one worker, the browser
# tiers together on one worker after the rest (tests/conftest.py says why).
echo "== pytest"
"$VPY" -m pytest -n "${PYTEST_WORKERS:-auto}" --dist loadfile "$@"
