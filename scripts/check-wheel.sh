#!/usr/bin/env bash
# Build a wheel from a clean checkout of HEAD (so only committed files count), check that it
# ships the front-end bundle and the engines compiled with mypyc (this machine has a C compiler),
# install it in a fresh venv, display the widget from it, and run the non-browser test tiers
# against that installed compiled wheel (from outside the source tree, DURAK_EXPECT_COMPILED=1:
# tests/compiled fails if the pure source was imported). Measured on 2 shared cores: building
# about 1-2 min (the mypyc compile itself 40-60 s), the compiled test run about 2-3 min.
# Usage: bash scripts/check-wheel.sh                  (needs Node/npm for the bundle build)
#        bash scripts/check-wheel.sh --working-tree   (tracked + untracked, non-ignored files:
#                                                      to try it before committing)
# The test run borrows the test dependencies of the project's .venv (scripts/test.sh makes it);
# SKIP_COMPILED_TESTS=1 skips that run.
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

echo "== check-wheel: building the wheel (the engines compiled with mypyc)"
STARTED=$SECONDS
"$PY" -m venv "$WORK/build-venv"
quiet_pip "$WORK/build-venv/bin/python" -m pip install --quiet --upgrade pip build
# DURAK_WIDGET_COMPILE=1: a failed compile is an error here, not a quiet pure-Python wheel.
DURAK_WIDGET_COMPILE=1 "$WORK/build-venv/bin/python" -m build --sdist --wheel --outdir "$WORK/dist" "$WORK/src" >"$WORK/build.log" 2>&1 || {
  cat "$WORK/build.log"
  exit 1
}
WHEEL=$(ls "$WORK"/dist/*.whl)
echo "   $(basename "$WHEEL") ($((SECONDS - STARTED)) s)"
grep "durak_widget: " "$WORK/build.log" | sed 's/^/   /' || true

SDIST=$(ls "$WORK"/dist/*.tar.gz)
"$WORK/build-venv/bin/python" - "$WHEEL" "$SDIST" <<'PY'
import sys, tarfile, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
missing = [n for n in ("durak_widget/static/widget.js", "durak_widget/static/widget.css") if n not in names]
if missing:
    sys.exit(f"check-wheel: the wheel lacks {missing}")
print("   the wheel ships durak_widget/static/widget.js and widget.css")
if sys.argv[1].endswith("-none-any.whl"):
    sys.exit("check-wheel: the wheel is pure Python; the engines were not compiled")
compiled = sorted(n for n in names if n.endswith(".so") or n.endswith(".pyd"))
for module in ("durak_widget/engine/game", "durak_widget/engine/legal", "durak_widget/own_trumps/game"):
    if not any(n.startswith(module + ".") for n in compiled):
        sys.exit(f"check-wheel: the wheel lacks the compiled {module}")
print(f"   the wheel ships {len(compiled)} compiled modules (mypyc), the sources beside them")
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
from durak_widget.engine import COMPILED
assert COMPILED, "the installed wheel runs the pure-Python engines"
print("   durak_widget.engine.COMPILED is True")
PY
)

if [ "${SKIP_COMPILED_TESTS:-0}" != "1" ]; then
  echo "== check-wheel: the non-browser test tiers against the installed compiled wheel"
  STARTED=$SECONDS
  DEPS=$("$REPO/.venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])' 2>/dev/null) || {
    echo "check-wheel: $REPO/.venv is missing; make it first (bash scripts/test.sh does)" >&2
    exit 1
  }
  SITE=$("$WORK/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
  # The test tools come from .venv, after the fresh venv's own site-packages (which holds the
  # wheel); its editable durak_widget is a .pth inside it, never read from here.
  echo "$DEPS" >"$SITE/zz_test_dependencies.pth"
  # doctest finds no examples inside compiled modules: their docstring examples run in the
  # pure-Python tiers of scripts/test.sh.
  DESELECT=$("$WORK/venv/bin/python" - "$WHEEL" <<'PY'
import sys, zipfile
for name in zipfile.ZipFile(sys.argv[1]).namelist():
    if name.startswith("durak_widget/") and name.endswith((".so", ".pyd")):
        module = name.split(".")[0].replace("/", ".")
        print(f"--deselect=tests/test_doctests.py::test_docstring_examples[{module}]")
PY
)
  # Run from tests/ with `-I`: neither the source tree nor the current folder is importable,
  # so `import durak_widget` finds only the installed wheel. Among the tiers, tests/parity
  # compares every public call of the engines (bad arguments included) with the outcomes
  # stored from the pure source: any difference between the two builds fails here.
  # shellcheck disable=SC2086  # DESELECT: one option per word
  (cd "$WORK/src/tests" && DURAK_EXPECT_COMPILED=1 "$WORK/venv/bin/python" -I -m pytest -q \
    -p no:cacheprovider -p no:randomly -m "not slow" --no-header $DESELECT \
    -n "${PYTEST_WORKERS:-auto}" --dist loadfile \
    --ignore=e2e --ignore=frontends --ignore=lite --ignore=packaging . )
  echo "   ($((SECONDS - STARTED)) s)"
fi
echo "== check-wheel: OK"
