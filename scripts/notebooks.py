"""The course's notebooks in every language: keep the translations' code in step with English.

    python scripts/notebooks.py check           # list what differs (exit 1 if anything does)
    python scripts/notebooks.py sync            # copy the English code cells into every translation
    python scripts/notebooks.py new LANG        # start notebooks/LANG/ from the English notebooks

The English notebooks (``notebooks/*.ipynb``) are the source. Each language has a folder
(``notebooks/ru/``, ``notebooks/es/``) with a notebook of the same file name and the same cells:
the same ids in the same order, each code cell the same as the English one except the setup
cell, where ``durak_widget.set_language("...")`` names the folder's language, and every
markdown cell written for that language's readers. `sync` takes every code cell from English
(so a change to the code is made once) and leaves the markdown alone; a markdown cell the
English gained or lost is added in English (to be translated) or dropped.
``tests/test_notebook_languages.py`` fails when a translation drifts.
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


def english() -> list[Path]:
    """The English notebooks, in course order."""
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def languages() -> list[str]:
    """The languages the course has a folder of notebooks for."""
    return sorted(path.name for path in NOTEBOOKS.iterdir() if path.is_dir() and _is_lang(path))


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
            for path in english():
                target = NOTEBOOKS / lang / path.name
                if not target.exists():
                    problems.append(f"{lang}/{path.name}: missing")
                    continue
                for problem in differences(load(path), load(target), lang):
                    problems.append(f"{lang}/{path.name}: {problem}")
        print("\n".join(problems) or "every translation is in step")
        return 1 if problems else 0
    if argv[:1] == ["sync"] or (len(argv) == 2 and argv[0] == "new"):
        for lang in languages() if argv[0] == "sync" else [argv[1]]:
            for path in english():
                if sync_one(path, lang):
                    print(f"{lang}/{path.name}: updated")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
