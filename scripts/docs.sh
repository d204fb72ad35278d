#!/usr/bin/env bash
# Build the documentation site into build/docs/ with MkDocs, warnings as errors, in every language
# of mkdocs.yml (English at the root, Russian under ru/, Spanish under es/): the notebooks of each
# language executed (their tables kept as static pictures), the rules tables and the API
# reference generated from the code. Needs .venv with the [docs] extra (scripts/test.sh installs
# it). DOCS_JOBS sets how many notebooks run at once (default 2).
# Usage: bash scripts/docs.sh [--serve]
set -euo pipefail
cd "$(dirname "$0")/.."
VPY=.venv/bin/python
echo "== docs: executing the notebooks of every language into docs/notebooks/ (generated, git-ignored)"
"$VPY" scripts/docs_notebooks.py --jobs "${DOCS_JOBS:-2}"
echo "== docs: mkdocs build --strict"
if [ "${1:-}" = "--serve" ]; then
  exec "$VPY" -m mkdocs serve --strict
fi
# Not --quiet: it drops warnings before --strict counts them, so a warning would pass. MkDocs'
# INFO lines (one per notebook, language and cache file) are left out of the output instead.
"$VPY" -m mkdocs build --strict 2>&1 | { grep -v '^INFO ' || true; }
echo "== docs: build/docs/index.html (ru/, es/)"
