#!/usr/bin/env bash
# Regenerate docs/table.png (the picture the README leads with) from the real-browser tests:
# the e2e play test photographs the table in JupyterLab (light theme) into test-artifacts/.
# Usage: bash scripts/screenshot.sh      (needs .venv with the [test] extra and Chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
.venv/bin/python -m pytest -q -p no:randomly tests/e2e/test_e2e_play.py
cp test-artifacts/widget-light.png docs/table.png
echo "== screenshot: docs/table.png updated ($(du -h docs/table.png | cut -f1))"
