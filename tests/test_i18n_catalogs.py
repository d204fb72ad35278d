"""The catalogs extracted from source code (the table's texts, the quiz and lessons, the bots and
the coach, the front end's labels): in step with the source, complete in every language, and
keeping every placeholder and plural form."""

import gettext
import importlib.util
import io
import re
import string
import sys
from pathlib import Path

import pytest

from durak_widget.engine import i18n
from durak_widget.engine.i18n import SOURCE_DOMAINS, languages, parse_po, po_path

ROOT = Path(__file__).resolve().parent.parent
FORMATTER = string.Formatter()
LANGS = [lang for lang in languages() if lang != "en"]


def _script():
    spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "scripts" / "i18n.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("i18n_script", module)
    spec.loader.exec_module(module)
    return module


SCRIPT = _script()


def _fields(text: str) -> set[str]:
    try:
        return {
            field.split(".")[0].split("[")[0].split("!")[0]
            for _, field, _, _ in FORMATTER.parse(text)
            if field
        }
    except ValueError:  # a lone brace: not a format string; compare its %-placeholders instead
        return set(re.findall(r"%\(\w+\)s|%[sd]", text))


def _expected(domain: str) -> set[tuple[str | None, str]]:
    keys = set()
    for message in SCRIPT.template(domain):
        if not message.id:
            continue
        msgid = "\x00".join(message.id) if isinstance(message.id, tuple) else message.id
        keys.add((message.context, msgid))
    return keys


@pytest.mark.parametrize("domain", SOURCE_DOMAINS)
def test_the_templates_are_in_step_with_the_source(domain):
    expected = _expected(domain)
    pot = i18n.LOCALE_DIR / f"{domain}.pot"
    assert pot.exists(), f"{pot.name} is missing: run python scripts/i18n.py extract {domain}"
    template, _ = parse_po(pot.read_text(encoding="utf-8"))
    assert set(template) - {(None, "")} == expected, (
        f"{pot.name} is stale: run python scripts/i18n.py extract {domain} and update {domain}"
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", SOURCE_DOMAINS)
def test_every_text_is_translated_with_its_placeholders(domain, lang):
    expected = _expected(domain)
    path = po_path(lang, domain)
    assert path.exists() or not expected, f"{path} is missing: run scripts/i18n.py update"
    if not expected:
        return
    messages, fuzzy = parse_po(path.read_text(encoding="utf-8"))
    assert set(messages) - {(None, "")} == expected, f"{path.name} ({lang}) is not up to date"
    translations = i18n.catalog(lang, domain)
    nplurals = int(re.search(r"nplurals=(\d+)", translations.info()["plural-forms"]).group(1))
    problems = {}
    for key in sorted(expected, key=str):
        text = messages.get(key, "")
        english = key[1].split("\x00")
        if not text or key in fuzzy:
            problems[key] = "untranslated or fuzzy"
            continue
        forms = text.split("\x00")
        if len(english) == 2 and len(forms) != nplurals:
            problems[key] = f"{len(forms)} plural forms, the language has {nplurals}"
        for form in forms:
            if _fields(form) != _fields(english[-1]) and _fields(form) != _fields(english[0]):
                problems[key] = f"placeholders {sorted(_fields(form))} in {form!r}"
    assert problems == {}, f"{domain} ({lang}): {problems}"


def test_english_is_the_source_text_and_unknown_languages_are_refused():
    assert i18n.translations("en", "durak_widget_table").gettext("New game") == "New game"
    assert i18n.catalog_texts("en", "durak_widget_js") == {}
    with pytest.raises(ValueError, match=r"'xx'.*en"):
        i18n.translations("xx", "durak_widget_table")


def test_plural_entries_read_by_the_standard_library():
    po = (
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : '
        'n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\n'
        'msgstr[0] "{n} карта"\nmsgstr[1] "{n} карты"\nmsgstr[2] "{n} карт"\n'
    )
    messages, _ = parse_po(po)
    assert messages[(None, "{n} card\x00{n} cards")] == "{n} карта\x00{n} карты\x00{n} карт"
    compiled = gettext.GNUTranslations(io.BytesIO(i18n.compile_mo(messages)))
    words = [compiled.ngettext("{n} card", "{n} cards", n).format(n=n) for n in (1, 3, 5, 21)]
    assert words == ["1 карта", "3 карты", "5 карт", "21 карта"]


# A number written before "card"/"cards" by hand: "{n} cards" outside a plural entry reads
# "1 cards"; "{a} and {b} cards" reads "1 and 1 cards"; "card(s)" is no English at all.
_HAND_PLURAL = re.compile(r"\{[a-z_]+\} (?:attack )?cards?\b|card\(s\)|\{[a-z_]+\} \{card_word\}")
# Engine templates: a count becomes words only through a spec ({count:cards}); the phrases
# that *are* those words are the exceptions.
_COUNT_PHRASES = {
    "count.one",
    "count.many",
    "count.attack_one",
    "count.attack_many",
    "cards.one",
    "cards.many",
}


def _hand_plurals(domain):
    found = []
    for message in SCRIPT.template(domain):
        if not message.id:
            continue
        if isinstance(message.id, tuple):  # a plural entry: its singular must be singular
            one, many = message.id
            if "card(s)" in one + many or re.search(r"\{n\} (?:attack )?cards\b", one):
                found.append(f"{message.context or ''} {one}")
            continue
        if message.context in _COUNT_PHRASES:
            continue
        if _HAND_PLURAL.search(message.id):
            found.append(f"{message.context or ''} {message.id}")
    return found


@pytest.mark.parametrize("domain", ["durak_widget", *SOURCE_DOMAINS])
def test_no_plural_is_written_by_hand(domain):
    assert _hand_plurals(domain) == []


def test_a_hand_written_plural_is_caught():
    assert _HAND_PLURAL.search("{drawers} {draw} {counts} {card_word}{face_up}.")
    assert _HAND_PLURAL.search("You are defending against {n} unbeaten card(s).")
    assert _HAND_PLURAL.search("picking up {n} cards keeps my trump {cards}")
    assert not _HAND_PLURAL.search("{who} draws {count:cards}")


def test_untranslated_lists_what_a_language_still_lacks(tmp_path, monkeypatch, capsys):
    # `scripts/i18n.py untranslated LANG`: nothing for a whole language, and an entry emptied or
    # marked fuzzy in a copy of its catalogs is listed with its context
    import shutil

    assert SCRIPT.untranslated("fil", []) == 0
    shutil.copytree(i18n.LOCALE_DIR / "fil", tmp_path / "fil")
    path = tmp_path / "fil" / "LC_MESSAGES" / "durak_widget_js.po"
    text = path.read_text(encoding="utf-8")
    text = text.replace('msgid "Take"\nmsgstr "Kunin"', 'msgid "Take"\nmsgstr ""', 1)
    text = text.replace('\nmsgid "Transfer"\n', '\n#, fuzzy\nmsgid "Transfer"\n', 1)
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(SCRIPT, "LOCALE_DIR", tmp_path)
    capsys.readouterr()
    assert SCRIPT.untranslated("fil", ["durak_widget_js"]) == 2
    out = capsys.readouterr().out
    assert "empty: 'Take'" in out and "fuzzy: 'Transfer'" in out
    with pytest.raises(SystemExit, match="no catalogs of 'xx'"):
        SCRIPT.untranslated("xx", [])
