#!/usr/bin/env bash
# The whole test suite, from a fresh machine: installs what the tests need, then runs
# ruff, the JS unit tests, and every pytest tier (engine, widget, notebooks, real browser).
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

if [ -f js/package.json ]; then
  echo "== vitest"
  (cd js && npm test --silent)
fi

# A wheel built from a clean checkout of HEAD ships the bundle and displays in a fresh venv
# (about 75 s; SKIP_WHEEL_CHECK=1 skips it, e.g. while iterating on uncommitted changes).
if [ -f scripts/check-wheel.sh ] && [ "${SKIP_WHEEL_CHECK:-0}" != "1" ]; then
  echo "== wheel"
  bash scripts/check-wheel.sh
fi

# Last, so that pytest's summary is the run's closing line.
echo "== pytest"
"$VPY" -m pytest "$@"
