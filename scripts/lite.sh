#!/usr/bin/env bash
# Build the JupyterLite classroom site: the notebooks running in the browser (Pyodide), nothing
# to install for students. Output: build/lite/site/, a static folder for any web host.
# Needs Python 3.10+ and npm (for the Pyodide runtime; a fresh checkout also bundles js/ with
# Node.js >= 20). Fetches from PyPI and npm at build time only; the site itself needs no network.
# Usage: bash scripts/lite.sh [--out DIR]
#        bash scripts/lite.sh --serve        (then open http://127.0.0.1:8000/lab/index.html)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
SERVE=0
ARGS=()
for arg in "$@"; do
  if [ "$arg" = "--serve" ]; then SERVE=1; else ARGS+=("$arg"); fi
done

if [ ! -x .venv/bin/python ]; then
  echo "== lite: creating .venv"
  "$PY" -m venv .venv
fi
if ! .venv/bin/python -c "import jupyterlite_core, jupyterlite_pyodide_kernel, jupyter_server, anywidget" 2>/dev/null; then
  echo "== lite: installing the site builder (jupyterlite-core, jupyterlite-pyodide-kernel)"
  .venv/bin/python -m pip install --quiet -e ".[lite]"
fi
# Pyodide installs only pure-Python wheels: never the engines compiled for this machine.
DURAK_WIDGET_PURE=1 .venv/bin/python scripts/lite_build.py "${ARGS[@]}"
if [ "$SERVE" = "1" ]; then
  echo "== lite: serving on http://127.0.0.1:8000/lab/index.html (Ctrl+C stops)"
  exec .venv/bin/python -m http.server --bind 127.0.0.1 --directory build/lite/site 8000
fi
