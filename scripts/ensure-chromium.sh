#!/usr/bin/env bash
# Make sure Debian's Chromium is installed for the real-browser tests (Playwright drives it
# through executable_path; `playwright install` cannot reach its CDN here). About 50 s.
set -euo pipefail
CHROMIUM=/usr/lib/chromium/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
echo "== installing Debian chromium (for the e2e tests)"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
