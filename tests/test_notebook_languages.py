"""The course in every language: each English notebook has a Russian and a Spanish one with the
same file name, the same cells and the same code (only the language its first cell sets
differs), and prose written in that language; a folder of another language (Filipino) holds
some of the notebooks, each in step too. nbval runs every one of them (pyproject's testpaths)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_SPEC = importlib.util.spec_from_file_location("nb_script", ROOT / "scripts" / "notebooks.py")
assert _SPEC is not None and _SPEC.loader is not None
SCRIPT = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(SCRIPT)

WHOLE_COURSE = SCRIPT.WHOLE_COURSE
"""The languages every notebook of the course exists in (Russian and Spanish)."""
ENGLISH = SCRIPT.english()
WORDS = re.compile(r"[A-Za-z]{3,}")


def _pairs():
    for lang in sorted(set(WHOLE_COURSE) | set(SCRIPT.languages())):
        for path in ENGLISH:
            target = SCRIPT.NOTEBOOKS / lang / path.name
            if lang in WHOLE_COURSE or target.exists():
                yield pytest.param(path, lang, id=f"{lang}/{path.name}")


@pytest.mark.parametrize(("english", "lang"), list(_pairs()))
def test_each_translation_has_the_english_code(english, lang):
    target = SCRIPT.NOTEBOOKS / lang / english.name
    assert target.exists(), f"{lang}/{english.name} is missing: python scripts/notebooks.py sync"
    assert SCRIPT.differences(SCRIPT.load(english), SCRIPT.load(target), lang) == []


@pytest.mark.parametrize(("english", "lang"), list(_pairs()))
def test_each_translation_sets_its_language_first_and_is_written_in_it(english, lang):
    cells = SCRIPT.load(SCRIPT.NOTEBOOKS / lang / english.name)["cells"]
    first_code = next(c for c in cells if c["cell_type"] == "code")
    assert first_code["id"] == SCRIPT.SETUP_ID
    assert f'durak_widget.set_language("{lang}")' in SCRIPT.source(first_code)
    english_cells = {c["id"]: SCRIPT.source(c) for c in SCRIPT.load(english)["cells"]}
    untranslated = [
        c["id"]
        for c in cells
        if c["cell_type"] == "markdown"
        and WORDS.search(english_cells[c["id"]])
        and SCRIPT.source(c) == english_cells[c["id"]]
    ]
    assert untranslated == [], f"{lang}/{english.name}: markdown still in English"


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.name)
def test_the_english_notebooks_set_english(english):
    cells = SCRIPT.load(english)["cells"]
    first_code = next(c for c in cells if c["cell_type"] == "code")
    assert first_code["id"] == SCRIPT.SETUP_ID
    assert 'durak_widget.set_language("en")' in SCRIPT.source(first_code)


def test_a_drifted_translation_is_caught():
    original = SCRIPT.load(ENGLISH[0])
    drifted = SCRIPT.load(ENGLISH[0])
    code = next(c for c in drifted["cells"] if c["cell_type"] == "code" and c["id"] != "setup")
    code["source"] = SCRIPT.source(code) + "\nprint('drift')"
    setup = next(c for c in drifted["cells"] if c["id"] == SCRIPT.SETUP_ID)
    setup["source"] = SCRIPT.in_language(SCRIPT.source(setup), "ru")
    assert SCRIPT.differences(original, drifted, "ru") == [
        f"cell {code['id']}: its code differs from the English"
    ]
    assert SCRIPT.differences(original, drifted, "es") != []  # the wrong language is seen


def test_a_language_outside_the_whole_course_keeps_only_its_own_notebooks_in_step(
    tmp_path, monkeypatch
):
    # English 01 and 07; Filipino ("fil") has 07 only, Russian lacks 07: `check` reports the
    # Russian gap and the Filipino drift, never a Filipino 01, and `sync` adds no Filipino 01.
    original = SCRIPT.load(ENGLISH[0])
    for name in ("01_a.ipynb", "07_b.ipynb"):
        SCRIPT.save(tmp_path / name, original)
    for lang, names in (("ru", ["01_a.ipynb"]), ("fil", ["07_b.ipynb"])):
        (tmp_path / lang).mkdir()
        for name in names:
            translation = SCRIPT.load(ENGLISH[0])
            setup = next(c for c in translation["cells"] if c["id"] == SCRIPT.SETUP_ID)
            setup["source"] = SCRIPT.in_language(SCRIPT.source(setup), lang)
            SCRIPT.save(tmp_path / lang / name, translation)
    monkeypatch.setattr(SCRIPT, "NOTEBOOKS", tmp_path)
    assert SCRIPT.languages() == ["fil", "ru"]
    assert [p.name for p in SCRIPT.translated("fil")] == ["07_b.ipynb"]
    assert [p.name for p in SCRIPT.translated("ru")] == ["01_a.ipynb", "07_b.ipynb"]
    assert SCRIPT.main(["check"]) == 1  # ru/07_b.ipynb is missing
    assert not (tmp_path / "fil" / "01_a.ipynb").exists()
    assert SCRIPT.main(["sync"]) == 0
    assert not (tmp_path / "fil" / "01_a.ipynb").exists()
    assert (tmp_path / "ru" / "07_b.ipynb").exists()  # the whole course gets what it lacks
    assert SCRIPT.main(["check"]) == 0
    assert SCRIPT.main(["new", "fil", "01"]) == 0
    assert (tmp_path / "fil" / "01_a.ipynb").exists()
    with pytest.raises(SystemExit, match="no English notebook '99'"):
        SCRIPT.main(["new", "fil", "99"])
