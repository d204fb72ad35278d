#!/usr/bin/env bash
# The main job: install durak_widget with JupyterLab into .venv and open the tutorial notebook.
# The first run installs (a few minutes, progress shown); later runs skip the install unless
# pyproject.toml or the front-end sources (js/) changed, and start in seconds.
# Usage: bash scripts/lab.sh [extra jupyter lab options]     (REINSTALL=1 forces the install)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
NOTEBOOK=notebooks/01_learn_the_rules.ipynb
STAMP=.venv/.durak-lab-installed
step() { printf '\n== lab.sh: %s\n' "$*"; }

# What the install depends on: Python dependencies and build (pyproject.toml, hatch_build.py)
# and the sources of the front-end bundle. Python code itself is installed editable.
install_key() {
  {
    cat pyproject.toml hatch_build.py
    find js/src js/package.json js/package-lock.json js/build.mjs -type f 2>/dev/null \
      | LC_ALL=C sort | xargs cat
  } | sha256sum | cut -d' ' -f1
}

if [ ! -x .venv/bin/python ]; then
  step "creating the virtual environment .venv (with $("$PY" --version))"
  "$PY" -m venv .venv
fi

KEY=$(install_key)
if [ "${REINSTALL:-0}" != "1" ] && [ "$(cat "$STAMP" 2>/dev/null)" = "$KEY" ] \
  && [ -f durak_widget/static/widget.js ] \
  && .venv/bin/python -c "import durak_widget, jupyterlab" 2>/dev/null; then
  step "already installed and nothing changed: skipping the install (REINSTALL=1 forces it)"
else
  rm -f "$STAMP"
  step "1/2 updating pip"
  .venv/bin/python -m pip install --upgrade --progress-bar on pip \
    | { grep -v "^Requirement already satisfied" || true; }
  step "2/2 installing durak_widget and JupyterLab (the first time takes a few minutes;" \
    "a fresh checkout also bundles the front end with Node.js >= 20 and npm)"
  .venv/bin/python -m pip install --progress-bar on -e ".[lab]" \
    | { grep -v "^Requirement already satisfied" || true; }
  echo "$KEY" >"$STAMP"
fi

ARGS=(--LabApp.default_url="/lab/tree/$NOTEBOOK")
if [ "$(id -u)" -eq 0 ]; then
  ARGS+=(--allow-root)  # as in most containers; JupyterLab refuses root without it
fi
step "starting JupyterLab: open the URL below (it opens $NOTEBOOK); Ctrl+C stops the server"
exec .venv/bin/jupyter lab "${ARGS[@]}" "$@"
