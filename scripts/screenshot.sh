#!/usr/bin/env bash
# Regenerate docs/table.png (the picture the README and the home page lead with) and its Russian
# and Spanish versions (docs/table.ru.png, docs/table.es.png: the same moment at a table in that
# language, which the home pages of the Russian and Spanish sites show) from the real-browser
# tests: they photograph the table in JupyterLab (light theme) into test-artifacts/.
# Usage: bash scripts/screenshot.sh      (needs .venv with the [test] extra and Chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
.venv/bin/python -m pytest -q -p no:randomly tests/e2e/test_e2e_play.py tests/e2e/test_e2e_docs_pictures.py
cp test-artifacts/widget-light.png docs/table.png
for lang in ru es; do
  cp "test-artifacts/widget-light-$lang.png" "docs/table.$lang.png"
done
echo "== screenshot: docs/table.png, table.ru.png, table.es.png updated ($(du -ch docs/table*.png | tail -1 | cut -f1))"
