#!/usr/bin/env bash
# Build a wheel from a clean checkout of HEAD (so only committed files count), check that it
# ships the front-end bundle, install it in a fresh venv and display the widget from it.
# Usage: bash scripts/check-wheel.sh                  (needs Node/npm for the bundle build)
#        bash scripts/check-wheel.sh --working-tree   (tracked + untracked, non-ignored files:
#                                                      to try it before committing)
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
PY=${PYTHON:-python3}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
quiet_pip() { "$@" 2> >(grep -v "^WARNING: Location" >&2); }

mkdir -p "$WORK/src"
if [ "${1:-}" = "--working-tree" ]; then
  echo "== check-wheel: copying the working tree (tracked and untracked, not ignored) into $WORK/src"
  git -C "$REPO" ls-files -z --cached --others --exclude-standard \
    | (cd "$REPO" && xargs -0 -r sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' _) \
    | (cd "$REPO" && tar --null -T - -cf -) | tar -x -C "$WORK/src"
else
  echo "== check-wheel: exporting HEAD into $WORK/src"
  git -C "$REPO" archive --format=tar HEAD | tar -x -C "$WORK/src"
fi
if [ -f "$WORK/src/js/package-lock.json" ]; then
  (cd "$WORK/src/js" && npm ci --no-audit --no-fund --loglevel=error)
fi

echo "== check-wheel: building the wheel"
"$PY" -m venv "$WORK/build-venv"
quiet_pip "$WORK/build-venv/bin/python" -m pip install --quiet --upgrade pip build
"$WORK/build-venv/bin/python" -m build --sdist --wheel --outdir "$WORK/dist" "$WORK/src" >"$WORK/build.log" 2>&1 || {
  cat "$WORK/build.log"
  exit 1
}
WHEEL=$(ls "$WORK"/dist/*.whl)
echo "   $(basename "$WHEEL")"

SDIST=$(ls "$WORK"/dist/*.tar.gz)
"$WORK/build-venv/bin/python" - "$WHEEL" "$SDIST" <<'PY'
import sys, tarfile, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
missing = [n for n in ("durak_widget/static/widget.js", "durak_widget/static/widget.css") if n not in names]
if missing:
    sys.exit(f"check-wheel: the wheel lacks {missing}")
print("   the wheel ships durak_widget/static/widget.js and widget.css")
members = [m.split("/", 1)[1] for m in tarfile.open(sys.argv[2]).getnames() if "/" in m]
need = ["js/package.json", "js/package-lock.json", "js/src/index.js", "durak_widget/static/widget.js"]
lacking = [n for n in need if n not in members]
if lacking or any(m.startswith("js/node_modules") for m in members):
    sys.exit(f"check-wheel: the sdist lacks {lacking} or carries js/node_modules")
print("   the sdist carries the js/ sources and the bundle, not node_modules")
PY

echo "== check-wheel: installing into a fresh venv"
"$PY" -m venv "$WORK/venv"
quiet_pip "$WORK/venv/bin/python" -m pip install --quiet "$WHEEL"
(cd "$WORK" && "$WORK/venv/bin/python" - <<'PY'
import durak_widget
from durak_widget import DurakWidget

w = DurakWidget()
bundle = w._repr_mimebundle_()
data = bundle[0] if isinstance(bundle, tuple) else bundle
assert "application/vnd.jupyter.widget-view+json" in data, sorted(data)
esm = w._esm if isinstance(w._esm, str) else str(w._esm)
assert "durak-root" in esm, "the widget's _esm is not the bundled front end"
print(f"   imported durak_widget {durak_widget.__version__} from {durak_widget.__file__}")
print(f"   DurakWidget()._repr_mimebundle_() -> {sorted(data)}")
PY
)
echo "== check-wheel: OK"
