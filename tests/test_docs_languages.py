"""The documentation site in English, Russian and Spanish (docs/translating.md), checked without
building it (scripts/docs.sh builds it, warnings as errors, in scripts/test.sh): mkdocs.yml builds
the three languages with every menu title translated; each required page has a Russian and a
Spanish translation beside it, written in that language, up to date with its English page, with
the English page's code blocks (comments aside) and figures; the buttons and the coach are quoted
as the catalogs say them; the rules page's tables are generated in each language."""

from __future__ import annotations

import importlib.util
import io
import re
import tokenize
from collections import Counter
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGUAGES = ("ru", "es")
PAGES = ("index", "rules", "strategy", "glossary", "classroom")
"""The pages every language of the site has (issue 36); the others fall back to English."""


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PAGES_SCRIPT = _script("docs_pages")
HOOKS = _script("docs_hooks")
NOTEBOOKS_SCRIPT = _script("docs_notebooks")

FENCE = re.compile(
    r"^(?P<fence>```+|~~~+)(?P<info>[^\n]*)\n(?P<code>.*?)^(?P=fence)[ \t]*$", re.M | re.S
)


def _split(text: str) -> tuple[dict, str]:
    """A page's front matter (parsed) and its body."""
    found = PAGES_SCRIPT.FRONT_MATTER.match(text)
    if not found:
        return {}, text
    return yaml.safe_load(found.group(1)) or {}, text[found.end() :]


def _body(path: Path) -> str:
    return _split(path.read_text(encoding="utf-8"))[1]


def _blocks(body: str) -> list[tuple[str, str]]:
    return [(m["info"].strip(), m["code"]) for m in FENCE.finditer(body)]


def _prose(body: str) -> str:
    """The body without its code blocks and inline code."""
    return re.sub(r"`[^`\n]*`", " ", FENCE.sub(" ", body))


def _code_without_comments(code: str) -> tuple[list[tuple[int, str]], int]:
    """Python code as its tokens (comments left out) and how many comments it has."""
    tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    kept = [(t.type, t.string) for t in tokens if t.type not in (tokenize.COMMENT, tokenize.NL)]
    return kept, sum(t.type == tokenize.COMMENT for t in tokens)


ENGLISH = re.compile(r"\b(the|of|is|and|to|it|for|with|when|are|that|this|you|your)\b")
"""Words no Russian or Spanish sentence has: an English sentence has one."""
NUMBER = re.compile(r"\d+(?:(?:,|\u00a0|\u202f)\d{3})*(?:\.\d+)?")


def _figures(body: str) -> Counter:
    """Every number outside the code blocks (thousands separators dropped: 3,000 is 3000)."""
    text = FENCE.sub(" ", body)
    return Counter(re.sub(r"[,\u00a0\u202f]", "", n) for n in NUMBER.findall(text))


def _pairs():
    for page in PAGES:
        for lang in LANGUAGES:
            yield pytest.param(page, lang, id=f"{page}.{lang}")


def _config() -> dict:
    # mkdocs.yml holds no YAML tags of MkDocs' own, so safe_load reads it
    return yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))


def _i18n() -> dict:
    return next(p["i18n"] for p in _config()["plugins"] if isinstance(p, dict) and "i18n" in p)


def _nav_titles(items) -> list[str]:
    titles = []
    for item in items:
        for title, target in item.items():
            titles.append(title)
            if isinstance(target, list):
                titles += _nav_titles(target)
    return titles


def test_the_site_is_built_in_english_russian_and_spanish():
    i18n = _i18n()
    locales = [lang["locale"] for lang in i18n["languages"]]
    assert locales == ["en", *LANGUAGES]
    assert [lang["locale"] for lang in i18n["languages"] if lang.get("default")] == ["en"]
    assert all(lang.get("build", True) for lang in i18n["languages"])
    assert i18n["docs_structure"] == "suffix" and i18n["fallback_to_default"] is True
    assert NOTEBOOKS_SCRIPT.site_languages() == ("en", list(LANGUAGES))
    # the theme's switch and untranslated-page note have their words in every language
    assert _config()["extra"]["language_label"] == "Language"
    for lang in i18n["languages"][1:]:
        assert lang["extra"]["language_label"] and lang["extra"]["fallback_note"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_menu_title_is_translated(lang):
    config = next(x for x in _i18n()["languages"] if x["locale"] == lang)
    translations = config["nav_translations"]
    titles = _nav_titles(_config()["nav"])
    assert [t for t in titles if t not in translations] == []
    assert [t for t in titles if translations[t] == t] == []
    assert set(translations) <= set(titles), "a translation of a title the menu no longer has"


@pytest.mark.parametrize(("page", "lang"), list(_pairs()))
def test_each_page_is_translated_into_the_language(page, lang):
    path = DOCS / f"{page}.{lang}.md"
    assert path.exists(), f"docs/{page}.{lang}.md is missing (docs/translating.md says how)"
    english, translated = _prose(_body(DOCS / f"{page}.md")), _prose(_body(path))
    # no sentence (or table cell) of the English prose left as it was
    sentences = [" ".join(s.split()) for s in re.split(r"(?<=[.:;])\s+|\||\n\s*\n", english)]
    folded = " ".join(translated.split())
    kept = [s for s in sentences if len(s.split()) >= 6 and ENGLISH.search(s) and s in folded]
    assert kept == [], f"{path.name} keeps English sentences"
    words = re.findall(r"[^\W\d_]+", translated)
    if lang == "ru":
        cyrillic = sum(bool(re.match(r"[а-яё]", w, re.I)) for w in words)
        assert cyrillic / len(words) > 0.6, f"{path.name}: mostly not Russian"
    else:
        count = Counter(w.lower() for w in words)
        spanish = sum(count[w] for w in ("el", "la", "de", "que", "y", "en", "los", "las", "con"))
        english_words = sum(count[w] for w in ("the", "of", "and", "is", "with", "to"))
        assert spanish > 5 * max(english_words, 1), f"{path.name}: mostly not Spanish"


@pytest.mark.parametrize(("page", "lang"), list(_pairs()))
def test_each_translation_keeps_the_english_code_blocks(page, lang):
    english = _blocks(_body(DOCS / f"{page}.md"))
    translated = _blocks(_body(DOCS / f"{page}.{lang}.md"))
    assert [info for info, _ in translated] == [info for info, _ in english]
    for (info, mine), (_, theirs) in zip(english, translated):
        if info == "python":
            # the code is the same token for token; only its comments (prose) are translated
            assert _code_without_comments(theirs) == _code_without_comments(mine)
        else:
            assert theirs == mine


@pytest.mark.parametrize(("page", "lang"), list(_pairs()))
def test_each_translation_keeps_the_english_figures(page, lang):
    english = _figures(_body(DOCS / f"{page}.md"))
    translated = _figures(_body(DOCS / f"{page}.{lang}.md"))
    assert {"missing": english - translated, "added": translated - english} == {
        "missing": Counter(),
        "added": Counter(),
    }


def test_every_translation_is_up_to_date_with_its_english_page():
    pages = PAGES_SCRIPT.translations()
    assert {p.name for p in pages} >= {f"{page}.{lang}.md" for page in PAGES for lang in LANGUAGES}
    assert [problem for page in pages for problem in PAGES_SCRIPT.problems(page)] == []


def test_a_stale_translation_is_caught(tmp_path, monkeypatch):
    english = tmp_path / "page.md"
    english.write_text("# A page\n\nOne sentence.\n", encoding="utf-8")
    translation = tmp_path / "page.ru.md"
    translation.write_text("# Страница\n\nОдно предложение.\n", encoding="utf-8")
    monkeypatch.setattr(PAGES_SCRIPT, "ROOT", tmp_path)
    assert "no `translation_of:`" in PAGES_SCRIPT.problems(translation)[0]
    PAGES_SCRIPT.stamp(translation)
    assert PAGES_SCRIPT.problems(translation) == []
    assert _body(translation) == "# Страница\n\nОдно предложение.\n"
    english.write_text("# A page\n\nOne sentence, changed.\n", encoding="utf-8")
    assert "changed since it was translated" in PAGES_SCRIPT.problems(translation)[0]


def _catalog_texts(domain: str, lang: str, english: str) -> list[str]:
    """The translations (first form) of every entry of `domain` whose English starts with
    `english` (at least one)."""
    path = ROOT / "durak_widget" / "locale" / lang / "LC_MESSAGES" / f"{domain}.po"
    with path.open(encoding="utf-8") as file:
        catalog = read_po(file)
    found = [
        m.string if isinstance(m.string, str) else m.string[0]
        for m in catalog
        if m.id and (m.id if isinstance(m.id, str) else m.id[0]).startswith(english)
    ]
    assert found, f"{domain}: no entry starts with {english!r}"
    return found


def _catalog_text(domain: str, lang: str, english: str) -> str:
    """The translation (first form) of the one entry of `domain` whose English starts with
    `english`."""
    found = _catalog_texts(domain, lang, english)
    assert len(found) == 1, f"{domain}: {len(found)} entries start with {english!r}"
    return found[0]


# (page, catalog domain, the English text the page quotes, the start of each translation)
QUOTES = (
    (
        "classroom",
        "durak_widget_js",
        "Full screen",
        {"ru": "Во весь экран", "es": "Pantalla completa"},
    ),
    ("classroom", "durak_widget_js", "pace", {"ru": "темп", "es": "ritmo"}),
    # what a classroom's pages say (the lesson on the students' own devices)
    (
        "classroom",
        "durak_widget_table",
        "Waiting for a classmate",
        {"ru": "Ждём одноклассника: за столом", "es": "Esperando a un compañero:"},
    ),
    (
        "classroom",
        "durak_widget_table",
        "Paused by the teacher",
        {"ru": "Учитель поставил игру на паузу", "es": "El profesor ha pausado la partida"},
    ),
    (
        "classroom",
        "durak_widget_table",
        "Bot for ",
        {"ru": "Бот вместо игрока", "es": "Bot en lugar de"},
    ),
    (
        "classroom",
        "durak_widget_js",
        "Not you? Leave this seat",
        {"ru": "Это не вы? Покиньте это место", "es": "¿No eres tú? Deja este asiento"},
    ),
    (
        "classroom",
        "durak_widget_table",
        "The lesson is over.",
        {"ru": "Урок окончен.", "es": "La clase ha terminado."},
    ),
    (
        "strategy",
        "durak_widget_bots",
        "No move saves this game",
        {"ru": "Эту игру не спасает ни один ход", "es": "Ninguna jugada salva esta partida"},
    ),
    (
        "strategy",
        "durak_widget_bots",
        "Nearly as good as the best move",
        {"ru": "Почти так же хорошо, как лучший ход", "es": "Casi tan buena como la mejor jugada"},
    ),
    (
        "strategy",
        "durak_widget_bots",
        "Not sure yet",
        {"ru": "Пока неясно", "es": "Aún no está claro"},
    ),
)


@pytest.mark.parametrize(
    ("page", "domain", "english", "said"), QUOTES, ids=[f"{q[0]}:{q[2]}" for q in QUOTES]
)
def test_a_page_quotes_the_table_as_the_catalogs_say_it(page, domain, english, said):
    assert english in " ".join(_body(DOCS / f"{page}.md").split())
    for lang in LANGUAGES:
        # every entry the quote starts (the coach says "No move saves this game" in two cases)
        for text in _catalog_texts(domain, lang, english):
            assert text.startswith(said[lang]), (lang, english)
        body = " ".join(_body(DOCS / f"{page}.{lang}.md").split())
        assert f"«{said[lang]}" in body, (lang, said[lang])


def test_the_take_on_purpose_quote_is_the_coachs_sentence():
    from durak_widget import Move
    from durak_widget.coach import PRINCIPLES, assess

    principle = PRINCIPLES["take_on_purpose"]
    said = assess(principle.position(), Move.parse(principle.weak), deals=300)
    for lang in ("en", *LANGUAGES):
        body = _body(DOCS / ("strategy.md" if lang == "en" else f"strategy.{lang}.md"))
        # the coach's first sentence (its figures follow), naming the tactic in that language
        sentence = said.reason_in(lang).split(". ")[0]
        assert principle.name_in(lang) in sentence, lang
        assert " ".join(sentence.split()) in " ".join(body.split()), lang


def test_the_better_move_quote_is_the_coachs_words():
    # "the trump spent ... or what a better move does: "where transferring with 7♠ keeps it""
    english = "You spent the trump {card} on {target} where {better} keeps it; {principle}"
    better = "transferring with {cards}"
    for lang in ("en", *LANGUAGES):
        page = "strategy.md" if lang == "en" else f"strategy.{lang}.md"
        body = " ".join(_body(DOCS / page).split())
        if lang == "en":
            template, doing = english, better
        else:
            template = _catalog_text("durak_widget_bots", lang, english)
            doing = _catalog_text("durak_widget_bots", lang, better)
        # the words between the spent card and the principle, with the better move filled in
        part = template.split("{target}", 1)[1].split("; {principle}", 1)[0].strip(" ,")
        said = part.format(better=doing.format(cards="7♠"))
        assert said in body, (lang, said)


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_the_verdict_table_is_the_coachs_scale(lang):
    """The strategy page's table of verdicts is `durak_widget.coach.verdicts`: each verdict's
    heading as the coach says it in the page's language, its mark, its thresholds; and the
    table's heading ("Coach: Mistake") is the front end's."""
    from durak_widget.coach.verdicts import GRADES, INACCURACY, MIN_DEALS, UNCLEAR

    page = "strategy.md" if lang == "en" else f"strategy.{lang}.md"
    rows = {
        line.split("|")[1].strip(): line
        for line in _body(DOCS / page).splitlines()
        if line.startswith("| ") and line.count("|") == 4
    }
    for grade in GRADES:
        title = grade.title.in_language(lang)
        row = rows.get(title)
        assert row is not None, f"{page}: no row for {title!r}"
        mark = f"`{grade.mark}`" if grade.mark else ""
        assert row.split("|")[2].strip() == mark, row
        figures = re.findall(r"\d+", row.split("|")[3])
        if grade is UNCLEAR:
            wanted = [round(INACCURACY.least * 100), MIN_DEALS]
        else:
            # Good: under an inaccuracy's gap; the others: their own least gap
            wanted = [round((grade.least or INACCURACY.least) * 100)]
        assert [int(f) for f in figures] == wanted, row
    heading = "Coach: {label}"
    if lang != "en":
        heading = _catalog_text("durak_widget_js", lang, heading)
    mistake = next(g for g in GRADES if g.label == "mistake").title.in_language(lang)
    said = heading.format(label=mistake)
    assert (f'("{said}")' if lang == "en" else f"«{said}»") in _body(DOCS / page), (lang, said)


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_the_rules_tables_are_generated_in_the_pages_language(lang):
    from durak_widget import Rules

    name = "rules.md" if lang == "en" else f"rules.{lang}.md"
    meta, body = _split((DOCS / name).read_text(encoding="utf-8"))
    assert HOOKS.PLACEHOLDER in body
    tables = HOOKS.rules_markdown(lang, meta, name)
    assert f"## {meta['rules_table']['presets']}" in tables
    assert f"| {meta['rules_table']['option']} | podkidnoy |" in tables
    assert f"## {meta['rules_table']['meaning']}" in tables
    for option in ("attack_cap", "transfer", "draws"):
        help_text = " ".join(Rules.option_help(option, language=lang).split())
        assert f"- `{option}`: {help_text}" in tables
    if lang != "en":
        assert set(meta["preset_notes"]) == set(HOOKS.PRESETS)
        assert HOOKS.cell(meta["preset_notes"]["eltos"]) in tables


def test_a_rules_page_without_its_words_stops_the_build():
    from mkdocs.exceptions import PluginError

    meta, _ = _split((DOCS / "rules.ru.md").read_text(encoding="utf-8"))
    del meta["preset_notes"]["classic"]
    with pytest.raises(PluginError, match=r"rules\.ru\.md: `preset_notes:` .* lacks classic"):
        HOOKS.rules_markdown("ru", meta, "rules.ru.md")
    with pytest.raises(PluginError, match="no `rules_table:`"):
        HOOKS.rules_markdown("en", {}, "rules.md")


def test_doctest_examples_become_code_and_code_blocks_stay_as_they_are():
    fences = HOOKS.DoctestFences(None)
    lines = [
        "Text.",
        "",
        ">>> [e.rule for e in g.last_events]",
        "['bout.beaten_off']",
        "",
        "After.",
    ]
    assert fences.run(lines) == [
        "Text.",
        "",
        "",
        "```pycon",
        ">>> [e.rule for e in g.last_events]",
        "['bout.beaten_off']",
        "```",
        "",
        "",
        "After.",
    ]
    fenced = ["```python", ">>> 1 + 1", "2", "```"]
    assert fences.run(fenced) == fenced


def test_a_notebooks_headings_get_anchors_of_their_own_words():
    from mkdocs.structure.toc import AnchorLink

    content = (
        '<h1 id="">Дурак: правило за правилом<a class="anchor-link" href="#">¶</a></h1>'
        '<h2 id="1">1. Карты и козырь<a class="anchor-link" href="#1">¶</a></h2>'
        '<h2 id="1-the-cards">1. The cards<a class="anchor-link" href="#1-the-cards">¶</a></h2>'
        '<h3 id="">Викторина</h3><h3 id="">Викторина</h3>'
    )
    top = AnchorLink("Дурак: правило за правилом", "_1", 1)
    top.children = [AnchorLink("1. Карты и козырь", "1", 2), AnchorLink("Викторина", "_2", 3)]
    html = HOOKS.notebook_anchors(content, [top])
    ids = re.findall(r'<h\d id="([^"]*)"', html)
    assert ids == [
        "дурак-правило-за-правилом",
        "_1-карты-и-козырь",  # a CSS selector may not start with a digit
        "_1-the-cards",
        "викторина",
        "викторина_2",
    ]
    assert 'href="#_1-карты-и-козырь">¶' in html
    # the table of contents points at the same anchors
    assert [top.id, *(item.id for item in top.children)] == [*ids[:2], "викторина"]
