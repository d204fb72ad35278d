"""The glossary: one list of table words behind the docs page and notebook 01."""

import html
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
    assert "<table" in shown and "пики" in shown


def test_a_word_not_in_the_glossary_is_named():
    with pytest.raises(KeyError, match="'zzz'"):
        glossary().find("zzz")


def test_a_word_is_looked_up_as_a_word_before_inside_the_explanations():
    # «беру» is quoted inside the throw-in's explanation ("after «беру», «подкинуть
    # вдогонку»"): the exact word wins, so notebook 01 prints what беру means
    table = glossary()
    assert table.find("беру").russian == "беру"
    assert "take" in table.find("беру").english
    assert table.find("БЕРУ") is table.find("беру")  # case-insensitive
    assert table.find("подкинуть вдогонку").russian == "подкидывать"
    assert table.find("ход").russian == "ходить, ход" and table.find("шаг").russian == "шаг"
    # a word found only inside an explanation is still found
    assert table.find("face down").russian == "отбой"


def test_every_listed_word_finds_a_term_that_lists_it():
    table = glossary()
    owners: dict[str, list] = {}
    for term in table.terms:
        assert term.words(), term
        for word in term.words():
            owners.setdefault(word, []).append(term)
    for word, terms in owners.items():
        found = table.find(word)
        assert word in found.words(), (word, found.russian)
        assert found is terms[0], (word, found.russian, [t.russian for t in terms])


@pytest.mark.parametrize("word", ["", "   ", None, 7])
def test_a_bad_word_is_named(word):
    with pytest.raises(KeyError, match="expected a word"):
        glossary().find(word)


def test_the_spanish_synonyms_of_cubrir_are_listed_but_not_used():
    table = glossary()
    beat = table.find("cubrir")
    assert beat.russian == "бить, побить" and beat.spanish.startswith("cubrir")
    assert table.find("ganar a") is beat and table.find("matar") is beat
    assert table.find("крыть") is beat and table.find("побить") is beat


def test_the_rank_table_lists_every_rank_as_the_messages_say_it():
    from durak_widget.engine.cards import RANK_LABELS
    from durak_widget.engine.i18n import local_table
    from durak_widget.engine.messages import DURAK

    ranks = {
        symbol: (ru, en, es) for symbol, ru, en, es in glossary().cards if symbol[0] not in "♠♥♦♣"
    }
    assert sorted(ranks, key=list(RANK_LABELS.values()).index) == list(RANK_LABELS.values())
    ru, es = local_table(DURAK, "ru"), local_table(DURAK, "es")
    for rank, label in RANK_LABELS.items():
        russian, english, spanish = ranks[label]
        assert russian == ru.rank_labels[label] == ru.rank_words(rank), label
        assert english == DURAK.rank_words(rank), label
        assert spanish == es.rank_words(rank), label
    assert {ranks[label][0] for label in ("7", "8", "9", "10")} == {
        "семёрка",
        "восьмёрка",
        "девятка",
        "десятка",
    }
    shown = glossary().to_markdown()
    assert all(f"| {label} | {ranks[label][0]} |" in shown for label in ranks)


def test_the_glossary_says_what_the_tables_texts_say():
    # the words the terminology decided, in the glossary's rows
    table = glossary()
    rows = {
        "перевод": "pasar el ataque",
        "колода": "la baceta",
        "беру": "«tomo»",
        "подкидывающий": "el coatacante",
        "команда": "un equipo",
        "напарник": "compañero de equipo",
    }
    for word, spanish in rows.items():
        assert table.find(word).spanish.startswith(spanish), word
    assert "«ходит с 6♣»" in table.find("ход").english
    assert "Шаг 3 из 7" in table.find("шаг").english
    assert "Ваша очередь" in table.find("очередь").english
    assert "пары" in table.find("команда").english  # said as what it is not


@pytest.mark.parametrize(
    ("lang", "meaning", "heading"),
    [("ru", "карты", "значение"), ("es", "cartas", "significado"), ("fil", "baraha", "kahulugan")],
)
def test_a_notebook_shows_the_glossary_in_its_language(lang, meaning, heading):
    import durak_widget

    durak_widget.set_language(lang)
    try:
        page = glossary()._repr_html_()
        take = glossary().find("беру")
    finally:
        durak_widget.set_language("en")
    assert f'lang="{lang}"' in page and heading in page
    assert meaning in take.meaning(lang) and take.meaning(lang) != take.english
    assert html.escape(take.english) in glossary()._repr_html_()  # English readers: the English


def test_a_filipino_reader_sees_the_filipino_table_words_beside_the_others():
    from durak_widget.engine.cards import RANK_LABELS, SUIT_NAMES
    from durak_widget.engine.i18n import catalog_texts, local_table
    from durak_widget.engine.messages import DURAK
    from durak_widget.glossary import FILIPINO_CARDS

    table = glossary()
    page = table.in_language("fil")
    assert 'lang="fil"' in page and "Espanyol" in page and ">Filipino</th>" in page
    assert all(html.escape(term.filipino) in page for term in table.terms)
    assert all(term.filipino for term in table.terms)
    # the other readers keep their columns: Filipino is the reader's own column only
    assert 'class="durak-glossary-filipino"' not in table.in_language("ru")
    assert 'class="durak-glossary-filipino"' not in table.in_language("en")
    # the words are the Filipino table's own: the buttons, the messages' ranks and suits
    fil = local_table(DURAK, "fil")
    for rank, label in RANK_LABELS.items():
        assert FILIPINO_CARDS[label] == fil.rank_labels[label] == fil.rank_words(rank), label
        assert f'<td class="durak-glossary-filipino">{FILIPINO_CARDS[label]}</td>' in page
    for letter, name in SUIT_NAMES.items():
        symbol = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[letter]
        assert FILIPINO_CARDS[symbol] == fil.word(name), name
    buttons = catalog_texts("fil", "durak_widget_js")
    assert table.find("беру").filipino.startswith(buttons["Take"].lower())
    assert table.find("бито").filipino.startswith(buttons["Done (Bito)"].lower())
    assert buttons["Transfer"].lower() in table.find("перевод").filipino


def test_a_filipino_word_finds_its_term():
    table = glossary()
    assert table.find("talunin").russian == "бить, побить"
    assert table.find("kunin").russian == "беру"
    assert table.find("ipasa ang atake").russian == "перевод, перевести"
    assert table.find("tapunan").russian == "отбой"
    assert table.find("deck").russian == "колода"
    assert table.find("tumpok").russian == "куча"
    assert table.find("TALUNIN") is table.find("talunin")
