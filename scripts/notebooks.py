"""The course's notebooks in every language: keep the translations' code in step with English.

    python scripts/notebooks.py check           # list what differs (exit 1 if anything does)
    python scripts/notebooks.py sync            # copy the English code cells into every translation
    python scripts/notebooks.py new LANG        # start notebooks/LANG/ from the English notebooks
    python scripts/notebooks.py new LANG 07     # ... from some of them only (07_own_trumps.ipynb)

The English notebooks (``notebooks/*.ipynb``) are the source. Each language has a folder
(``notebooks/ru/``, ``notebooks/es/``) with a notebook of the same file name and the same cells:
the same ids in the same order, each code cell the same as the English one except the setup
cell, where ``durak_widget.set_language("...")`` names the folder's language, and every
markdown cell written for that language's readers. `sync` takes every code cell from English
(so a change to the code is made once) and leaves the markdown alone; a markdown cell the
English gained or lost is added in English (to be translated) or dropped.
``tests/test_notebook_languages.py`` fails when a translation drifts.

The languages of `WHOLE_COURSE` hold every notebook (`check` reports one missing); another
language's folder may hold some of them (Filipino: the Svoi Kozyri notebook, 07), each kept in
step the same way, and `sync` never adds the others to it (``new LANG NAME`` does).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SETUP_ID = "setup"
"""The id of the cell that sets the notebook's language (the only code that differs)."""
LANGUAGE_CALL = re.compile(r'durak_widget\.set_language\("([a-z]{2,3})"\)')
WHOLE_COURSE = ("ru", "es")
"""The languages every notebook of the course exists in; other languages' folders hold some."""


def english() -> list[Path]:
    """The English notebooks, in course order."""
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def languages() -> list[str]:
    """The languages the course has a folder of notebooks for."""
    return sorted(path.name for path in NOTEBOOKS.iterdir() if path.is_dir() and _is_lang(path))


def translated(lang: str) -> list[Path]:
    """The English notebooks `lang` has (or, for a language of `WHOLE_COURSE`, must have) a
    translation of, in course order."""
    if lang in WHOLE_COURSE:
        return english()
    return [path for path in english() if (NOTEBOOKS / lang / path.name).exists()]


def chosen(names: list[str]) -> list[Path]:
    """The English notebooks `names` name, by file name or its number (``07`` or
    ``07_own_trumps.ipynb``); a `SystemExit` names one that is none of them."""
    found = []
    for name in names:
        match = [p for p in english() if p.name == name or p.name.split("_")[0] == name]
        if len(match) != 1:
            listed = ", ".join(p.name for p in english())
            raise SystemExit(f"no English notebook {name!r}: the notebooks are {listed}")
        found.append(match[0])
    return found


def _is_lang(path: Path) -> bool:
    return re.fullmatch(r"[a-z]{2,3}", path.name) is not None and any(path.glob("*.ipynb"))


def load(path: Path) -> dict:
    """A notebook as JSON."""
    return json.loads(path.read_text(encoding="utf-8"))


def save(path: Path, notebook: dict) -> None:
    """Write `notebook` the way the English notebooks are written (one-space indent)."""
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def source(cell: dict) -> str:
    """A cell's text."""
    text = cell["source"]
    return text if isinstance(text, str) else "".join(text)


def in_language(code: str, lang: str) -> str:
    """The setup cell's `code` with its language set to `lang`."""
    return LANGUAGE_CALL.sub(f'durak_widget.set_language("{lang}")', code)


def differences(original: dict, translation: dict, lang: str) -> list[str]:
    """How `translation` (in `lang`) differs from the English `original` where it must not."""
    found = []
    ids = [c["id"] for c in original["cells"]]
    if ids != [c["id"] for c in translation["cells"]]:
        return [f"the cells are not the English ones: {ids}"]
    for mine, theirs in zip(original["cells"], translation["cells"]):
        if mine["cell_type"] != theirs["cell_type"]:
            found.append(f"cell {mine['id']}: {theirs['cell_type']} instead of {mine['cell_type']}")
        elif mine["cell_type"] == "code":
            wanted = source(mine)
            if mine["id"] == SETUP_ID:
                wanted = in_language(wanted, lang)
            if source(theirs) != wanted:
                found.append(f"cell {mine['id']}: its code differs from the English")
    return found


def sync_one(path: Path, lang: str) -> bool:
    """Bring the `lang` translation of the English notebook `path` in step; whether it
    changed. A missing translation starts as a copy of the English (to be translated)."""
    original = load(path)
    target = NOTEBOOKS / lang / path.name
    old = load(target) if target.exists() else None
    markdown = {c["id"]: c for c in (old or {"cells": []})["cells"] if c["cell_type"] != "code"}
    cells = []
    for cell in original["cells"]:
        cell = json.loads(json.dumps(cell))
        if cell["cell_type"] == "code":
            if cell["id"] == SETUP_ID:
                cell["source"] = in_language(source(cell), lang)
        elif cell["id"] in markdown:
            cell = markdown[cell["id"]]
        cells.append(cell)
    new = {**original, "cells": cells}
    if new == old:
        return False
    target.parent.mkdir(exist_ok=True)
    save(target, new)
    return True


def main(argv: list[str]) -> int:
    """Run one command (see the module docstring)."""
    if argv[:1] == ["check"]:
        problems = []
        for lang in languages():
            for path in translated(lang):
                target = NOTEBOOKS / lang / path.name
                if not target.exists():
                    problems.append(f"{lang}/{path.name}: missing")
                    continue
                for problem in differences(load(path), load(target), lang):
                    problems.append(f"{lang}/{path.name}: {problem}")
        print("\n".join(problems) or "every translation is in step")
        return 1 if problems else 0
    if argv == ["sync"]:
        for lang in languages():
            for path in translated(lang):
                if sync_one(path, lang):
                    print(f"{lang}/{path.name}: updated")
        return 0
    if len(argv) >= 2 and argv[0] == "new":
        lang = argv[1]
        if re.fullmatch(r"[a-z]{2,3}", lang) is None:
            raise SystemExit(f"new: {lang!r} is not a language code (two or three letters: fil)")
        for path in chosen(argv[2:]) if argv[2:] else english():
            if sync_one(path, lang):
                print(f"{lang}/{path.name}: started (translate its markdown cells)")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
