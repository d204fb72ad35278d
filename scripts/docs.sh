#!/usr/bin/env bash
# Build the documentation site into build/docs/ with MkDocs, warnings as errors: the notebooks
# executed (their tables kept as static pictures), the rules tables and the API reference
# generated from the code. Needs .venv with the [docs] extra (scripts/test.sh installs it).
# Usage: bash scripts/docs.sh [--serve]
set -euo pipefail
cd "$(dirname "$0")/.."
VPY=.venv/bin/python
echo "== docs: executing the notebooks into docs/notebooks/ (generated, git-ignored)"
"$VPY" - <<'PY'
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from durak_widget.notebook_picture import keep_pictures

out = Path("docs/notebooks")
out.mkdir(exist_ok=True)
for source in sorted(Path("notebooks").glob("*.ipynb")):
    start = time.monotonic()
    nb = nbformat.read(source, as_version=4)
    NotebookClient(nb, timeout=600, resources={"metadata": {"path": "notebooks"}}).execute()
    tables = keep_pictures(nb)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, out / source.name)
    print(f"   {source.name}: {time.monotonic() - start:.0f} s, {tables} table picture(s)")
PY
echo "== docs: mkdocs build --strict"
if [ "${1:-}" = "--serve" ]; then
  exec "$VPY" -m mkdocs serve --strict
fi
# Not --quiet: it drops warnings before --strict counts them, so a warning would pass. MkDocs'
# INFO lines are left out of the output instead.
"$VPY" -m mkdocs build --strict 2>&1 | { grep -v '^INFO ' || true; }
echo "== docs: build/docs/index.html"
