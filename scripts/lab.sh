#!/usr/bin/env bash
# The main job: install durak_widget with JupyterLab and open the tutorial notebook.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[lab]"
exec .venv/bin/jupyter lab notebooks/01_learn_the_rules.ipynb "$@"
