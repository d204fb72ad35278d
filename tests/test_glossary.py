"""The glossary: one list of table words behind the docs page and notebook 01."""

import json
from pathlib import Path

import pytest

from durak_widget.glossary import glossary

ROOT = Path(__file__).resolve().parent.parent


def test_the_docs_page_shows_the_glossary_as_the_package_holds_it():
    page = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    assert glossary().to_markdown() in page


def test_notebook_01_shows_the_glossary():
    notebook = json.loads((ROOT / "notebooks" / "01_learn_the_rules.ipynb").read_text())
    code = ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert any("glossary()" in source for source in code)


def test_every_word_of_the_table_talk_is_there_in_three_languages():
    table = glossary()
    for word in ("беру", "бито", "отбой", "перевод", "козырь", "подкидной", "переводной"):
        term = table.find(word)
        assert term.english and term.spanish and term.transliteration
    shown = table._repr_html_()
    assert all(term.russian in shown and term.spanish in shown for term in table.terms)
    assert "<table>" in shown and "пики" in shown


def test_a_word_not_in_the_glossary_is_named():
    with pytest.raises(KeyError, match="'zzz'"):
        glossary().find("zzz")
