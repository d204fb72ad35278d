#!/usr/bin/env bash
# Build the JupyterLite classroom site: the notebooks running in the browser (Pyodide), nothing
# to install for students. Output: build/lite/site/, a static folder for any web host.
# Needs Python 3.10+ and npm (for the Pyodide runtime; a fresh checkout also bundles js/ with
# Node.js >= 20). Fetches from PyPI and npm at build time only; the site itself needs no network.
# The site carries the course in every language of notebooks/ and JupyterLab's language packs;
# its root opens notebook 01 in the browser's language (?lang=ru or a notebook's path chooses).
# Usage: bash scripts/lite.sh [--out DIR]
#        bash scripts/lite.sh --serve        (then open http://127.0.0.1:8000/)
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
BUILDER="jupyterlite_core, jupyterlite_pyodide_kernel, jupyter_server, anywidget, jupyterlab_server"
PACKS="jupyterlab_language_pack_ru_RU, jupyterlab_language_pack_es_ES"
if ! .venv/bin/python -c "import $BUILDER, $PACKS" 2>/dev/null; then
  echo "== lite: installing the site builder (jupyterlite-core, jupyterlite-pyodide-kernel, language packs)"
  .venv/bin/python -m pip install --quiet -e ".[lite]"
fi
# Pyodide installs only pure-Python wheels: never the engines compiled for this machine.
DURAK_WIDGET_PURE=1 .venv/bin/python scripts/lite_build.py "${ARGS[@]}"
if [ "$SERVE" = "1" ]; then
  echo "== lite: serving on http://127.0.0.1:8000/ (Ctrl+C stops)"
  exec .venv/bin/python -m http.server --bind 127.0.0.1 --directory build/lite/site 8000
fi
