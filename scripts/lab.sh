#!/usr/bin/env bash
# The main job: install durak_widget with JupyterLab into .venv and open the tutorial notebook
# in the learner's language, with JupyterLab's own interface in that language.
# The first run installs (a few minutes, progress shown); later runs skip the install unless
# pyproject.toml or the front-end sources (js/) changed, and start in seconds.
# Usage: bash scripts/lab.sh [LANGUAGE] [extra jupyter lab options]    (REINSTALL=1 forces the install)
#   LANGUAGE: en, ru, es or fil; without it, the language of $LANG (LANG=ru, or ru_RU.UTF-8), else en.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
STAMP=.venv/.durak-lab-installed

# The course's language and the notebook it starts with: notebooks/ in English, notebooks/<lang>/
# in another (Filipino has only the Svoi Kozyri notebook, so it starts there).
COURSE=" en ru es fil "
if [ $# -gt 0 ] && [[ "$COURSE" == *" $1 "* ]]; then
  COURSE_LANG=$1
  shift
else
  wanted=${LANG:-en}
  wanted=${wanted%%.*}
  wanted=${wanted%%_*}
  wanted=${wanted,,}
  if [[ "$COURSE" == *" $wanted "* ]]; then COURSE_LANG=$wanted; else COURSE_LANG=en; fi
fi
FOLDER=notebooks
[ "$COURSE_LANG" = en ] || FOLDER=notebooks/$COURSE_LANG
NOTEBOOK=$(ls "$FOLDER"/*.ipynb | head -n 1)
# JupyterLab's interface language (its language packs; none for Filipino yet: English).
case "$COURSE_LANG" in
  ru) LAB_LOCALE=ru_RU ;;
  es) LAB_LOCALE=es_ES ;;
  *) LAB_LOCALE=en ;;
esac
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

# The interface language as a default of this start only (an overrides.json in a settings folder
# of its own): a language the learner picks in JupyterLab's Settings menu still wins.
SETTINGS=.venv/share/durak-lab/$COURSE_LANG
mkdir -p "$SETTINGS"
printf '{"@jupyterlab/translation-extension:plugin": {"locale": "%s"}}\n' "$LAB_LOCALE" \
  >"$SETTINGS/overrides.json"

ARGS=(--LabApp.default_url="/lab/tree/$NOTEBOOK" --LabApp.app_settings_dir="$SETTINGS")
if [ "$(id -u)" -eq 0 ]; then
  ARGS+=(--allow-root)  # as in most containers; JupyterLab refuses root without it
fi
step "starting JupyterLab in $COURSE_LANG: open the URL below (it opens $NOTEBOOK); Ctrl+C stops the server"
exec .venv/bin/jupyter lab "${ARGS[@]}" "$@"
