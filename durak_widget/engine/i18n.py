"""Learner texts in other languages: gettext catalogs for every game's `MessageTable`.

The English table is the source text. Each language has a catalog
``durak_widget/locale/<lang>/LC_MESSAGES/durak_widget.po`` whose entries have the table id as
``msgctxt`` (such as ``"beat.lower_same_suit"``), the English template as ``msgid`` and the
translation as ``msgstr``, with the same ``{placeholders}``. `message_in` renders a verdict or an
event in a language: the translated template, filled with the same details, in which the
English pieces the engine puts into details (suit names, the throw-in rule, the attack limit,
the result, "and" between names) are translated too; card texts and player names stay as they
are. Standard library only (it runs in Pyodide): a compiled ``.mo`` next to the ``.po`` is used
when it is up to date, else the ``.po`` is compiled into memory and read through `gettext`.

Besides ``{x:rank}``, ``{x:cards}``, ``{x:attack_cards}`` and ``{x:and}``, a translation may
use ``{x:plural:one|few|many}``, the word for the count `x` in that language's plural forms (the
forms are the catalog's own ``Plural-Forms`` header), and ``{x:select:2=двумя|3=тремя|*=#}``,
the text for the value of `x` (``*`` for any other, ``#`` standing for the value itself): a
number said as a word in the case the sentence needs («ходит сразу двумя картами»).
"""

from __future__ import annotations

import gettext
import io
import re
import string
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from . import kinds
from .cards import RANK_LABELS, SUIT_NAMES
from .messages import DURAK, MessageTable, _Word, euphonic
from .po import compile_mo, parse_po
from .pseudo import PSEUDO, pseudo_messages
from .rules import option_docs

DOMAIN = "durak_widget"
"""The gettext domain: the catalogs' file name."""

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
"""Where the catalogs live: ``<LOCALE_DIR>/<lang>/LC_MESSAGES/durak_widget.po``."""

KINDS = ("rules", "events", "phrases")

# Values the engine puts into details as English words; each catalog translates them under the
# context ``word.<english>`` (the extractor lists them with the tables' ids).
WORDS = (
    *SUIT_NAMES.values(),
    "another player",
    "a card",
    "and",
    "none",
    "draws",
    "draw",
    "card",
    "cards",
)

# Rank labels the engine puts into details ("rank": "J", "ranks": ["7", "J"]): a sentence in
# another language says the rank as a word (Russian "валет", not "J"), under the context
# ``rank_word.<label>``.
RANK_WORDS = tuple(RANK_LABELS.values())
RANK_FIELDS = ("rank", "ranks")

# Details whose value is a phrase of the same table, filled in English: which phrases it can be.
NESTED = {
    "allowed_rule": "throw_in.",
    "reason": "limit.",
    "result": "result.",
    "why": "why.",
    "face_up": "draw.face_up",
    "cards_count": "cards.",
}

# Details that hold names or numbers joined with "and".
JOINED = ("drawers", "counts", "team", "waiting")


def tables() -> tuple[MessageTable, ...]:
    """The English tables of every game in the engines' own list (`durak_widget.engine.kinds`),
    Durak's first: the source of the catalogs."""
    found = [DURAK]
    for cls in kinds.game_classes():
        if all(cls.messages is not table for table in found):
            found.append(cls.messages)
    return tuple(found)


def entries() -> list[tuple[str, str, str]]:
    """Every catalog entry as ``(context, english, where)``, in table order, without repeats:
    the rules, events and phrases of every game, then the detail words (``word.*``). The
    extractor (``scripts/i18n.py``) and the tests read the catalogs' contents from here."""
    seen: dict[tuple[str, str], int] = {}
    out: list[tuple[str, str, str]] = []
    for table in tables():
        for kind in KINDS:
            for key, template in getattr(table, kind).items():
                where = f"{table.name} {kind}"
                index = seen.get((key, template))
                if index is None:
                    seen[(key, template)] = len(out)
                    out.append((key, template, where))
                elif where not in out[index][2]:
                    context, text, places = out[index]
                    out[index] = (context, text, f"{places}, {where}")
    out.extend((f"word.{word}", word, "details") for word in WORDS)
    out.extend((f"option.{name}", doc, "Rules.option_help") for name, doc in option_docs().items())
    out.extend((f"rank_word.{label}", label, "details") for label in RANK_WORDS)
    return out


def languages() -> tuple[str, ...]:
    """The languages a message can be asked in: ``"en"`` (the tables) and every language with
    a catalog, sorted."""
    if not _LANGUAGES:
        found = LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po")
        _LANGUAGES.extend(["en", *sorted(path.parent.parent.name for path in found)])
    return tuple(_LANGUAGES)


_LANGUAGES: list[str] = []  # found once: the catalogs do not come and go while a program runs


def check_language(lang: object) -> str:
    """`lang` itself if it is known (one of `languages`, or the pseudo-locale ``"qps"``, see
    `durak_widget.engine.pseudo`), else a `ValueError` naming it and the known languages."""
    known = languages()
    if not isinstance(lang, str) or (lang not in known and lang != PSEUDO):
        raise ValueError(
            f"unknown language {lang!r:.60}: the known languages are {', '.join(known)}"
        )
    return lang


_CURRENT = ["en"]  # the language set for the whole program (a notebook's kernel)


def set_language(lang: object) -> str:
    """Make `lang` the language of every table, quiz, glossary, coach and analysis made
    without a language of its own, and of the values a notebook prints (`str(verdict)`,
    the result, the trump): what a notebook sets once at its top. Returns it; an unknown
    language raises `ValueError` naming it.

    >>> set_language("ru"), current_language()
    ('ru', 'ru')
    >>> set_language("en")
    'en'
    """
    _CURRENT[0] = check_language(lang)
    return _CURRENT[0]


def current_language() -> str:
    """The language `set_language` set (``"en"`` until then)."""
    return _CURRENT[0]


def language_or_current(lang: object) -> str:
    """`lang` checked, or the current language (`set_language`) when `lang` is ``None``."""
    return _CURRENT[0] if lang is None else check_language(lang)


def po_path(lang: str, domain: str = DOMAIN) -> Path:
    """The ``.po`` catalog of `lang` in `domain` (the engines' messages by default)."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


SOURCE_DOMAINS = (
    "durak_widget_table",
    "durak_widget_lessons",
    "durak_widget_bots",
    "durak_widget_js",
    "durak_widget_notebooks",
)
"""The catalogs extracted from source code (``_("...")``-style calls) rather than from the
message tables: the table's own texts (`durak_widget.games`, `durak_widget.widget`), the quiz
and lessons (with the bouts' texts), the bots' reasons and the coach, the front end's labels
(``t("...")`` in ``js/src``), and the notebooks' own words (``tr("...")`` in their code,
`durak_widget.course`). ``scripts/i18n.py`` says which files feed each one."""

_CATALOGS: dict[tuple[str, str], gettext.GNUTranslations] = {}


def catalog(lang: str, domain: str = DOMAIN) -> gettext.GNUTranslations:
    """The gettext translations of `lang` (not ``"en"``) in `domain`: its ``.mo`` when that is
    newer than its ``.po``, else the ``.po`` compiled into memory (fuzzy entries left out)."""
    found = _CATALOGS.get((lang, domain))
    if found is not None:
        return found
    po = po_path(check_language(lang), domain)
    mo = po.with_suffix(".mo")
    if lang == PSEUDO:
        data = compile_mo(pseudo_messages(_sources(domain)))
    elif mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        data = mo.read_bytes()
    else:
        messages, fuzzy = parse_po(po.read_text(encoding="utf-8"))
        data = compile_mo(
            {key: text for key, text in messages.items() if key not in fuzzy or key[1] == ""}
        )
    found = _CATALOGS[(lang, domain)] = gettext.GNUTranslations(io.BytesIO(data))
    return found


def _sources(domain: str) -> dict[tuple[str | None, str], str]:
    """The English source texts of `domain`, keyed as `parse_po` keys a catalog: the message
    tables for the engines' domain, else the domain's ``.pot`` template."""
    if domain == DOMAIN:
        return {(context, english): "" for context, english, _ in entries()}
    template = LOCALE_DIR / f"{domain}.pot"
    if not template.exists():
        return {}
    return parse_po(template.read_text(encoding="utf-8"))[0]


def translations(lang: str, domain: str) -> gettext.NullTranslations:
    """What `gettext`, `ngettext`, `pgettext` and `npgettext` answer in `lang` for `domain`:
    the English source text for ``"en"`` (and for a language whose catalog of this domain does
    not exist), else the catalog's translation. A `ValueError` names an unknown language.

    >>> translations("ru", "durak_widget_table").gettext("no such text")
    'no such text'
    """
    if check_language(lang) == "en" or (lang != PSEUDO and not po_path(lang, domain).exists()):
        return gettext.NullTranslations()
    return catalog(lang, domain)


def catalog_texts(lang: str, domain: str) -> dict[str, str]:
    """Every translated text of `domain` in `lang` as ``{english: translation}`` (contexts
    written ``context + "\\x04" + english``; plural forms joined by ``"\\x00"``): what the
    front end needs to show its labels in `lang`. Empty for ``"en"``."""
    if check_language(lang) == "en" or (lang != PSEUDO and not po_path(lang, domain).exists()):
        return {}
    if lang == PSEUDO:
        messages, fuzzy = pseudo_messages(_sources(domain)), set[tuple[str | None, str]]()
    else:
        messages, fuzzy = parse_po(po_path(lang, domain).read_text(encoding="utf-8"))
    return {
        (english if context is None else f"{context}\x04{english}"): text
        for (context, english), text in messages.items()
        if english and text and (context, english) not in fuzzy
    }


# --- rendering ------------------------------------------------------------------------------

_CONJUNCTION = re.compile(r"(?<![\w-])([oy])(?= (\S+))")


def euphony(text: str, lang: str) -> str:
    """`text` with the conjunctions `lang` writes by the next word: Spanish "o" / "y" become
    "u" / "e" before an o / i sound (`durak_widget.engine.messages.euphonic`: "7♠ u 8♠"),
    wherever a filled-in value put such a word after them; other languages as they are.

    >>> euphony("7♠ o 8♠", "es"), euphony("7♠ o 9♠", "es"), euphony("7♠ o 8♠", "en")
    ('7♠ u 8♠', '7♠ o 9♠', '7♠ o 8♠')
    """
    if lang != "es" or (" o " not in text and " y " not in text):
        return text
    return _CONJUNCTION.sub(lambda m: euphonic(m.group(1), m.group(2)), text)


class LocalTable(MessageTable):
    """A game's `MessageTable` in another language: each template is the catalog's
    translation (the English one where the catalog has none), filled the same way."""

    def __init__(self, english: MessageTable, lang: str) -> None:
        texts = catalog(lang)
        parts = [
            {key: texts.pgettext(key, template) for key, template in getattr(english, kind).items()}
            for kind in KINDS
        ]
        super().__init__(english.name, *parts)
        self.lang = lang
        self.english = english
        self.texts = texts
        self.words = {word: texts.pgettext(f"word.{word}", word) for word in WORDS}
        self.rank_labels = {r: texts.pgettext(f"rank_word.{r}", r) for r in RANK_WORDS}
        self.rank_label_of = {word: label for label, word in self.rank_labels.items()}
        """A rank's word in this language -> its label (``"валет"`` -> ``"J"``)."""

    def word(self, english: str) -> str:
        """A detail word (a suit's name, "and", "none") in this language."""
        return self.words.get(english, english)

    def plural(self, count: int, forms: str) -> str:
        """The one of ``"form|form|..."`` that goes with `count` in this language."""
        options = forms.split("|")
        position = int(self.texts.plural(count))  # type: ignore[attr-defined]
        return options[min(position, len(options) - 1)]

    def fill(self, template: str | None, key: str, values: Mapping[str, Any]) -> str:
        """`template` filled with `values` in this language's words (the bare `key` when it
        cannot be); `MessageTable.verdict_text`, `event_text` and `phrase` fill through it."""
        if template is None:
            return key
        try:
            text = template.format_map({k: _LocalWord(v, self) for k, v in values.items()})
        except (KeyError, IndexError, ValueError):
            return key
        return euphony(text, self.lang)


class _LocalWord:
    """A detail as a translated sentence shows it (see `LocalTable`)."""

    __slots__ = ("table", "value")

    def __init__(self, value: Any, table: LocalTable) -> None:
        self.value = value
        self.table = table

    def __format__(self, spec: str) -> str:
        value, table = self.value, self.table
        if spec.startswith("plural:"):
            if not isinstance(value, int):
                raise ValueError(f"no plural of {value!r}")
            return table.plural(value, spec[len("plural:") :])
        if spec.startswith("select:"):
            return _select(value, spec[len("select:") :])
        if isinstance(value, (list, tuple)) and not value and not spec:
            return table.word("none")
        if spec == "rank" and isinstance(value, str):  # a rank said as a word: its label again
            value = table.rank_label_of.get(value, value)
        # the English table's own specs (rank, cards, ...), worded from this table's phrases
        return format(_Word(value, table), spec)


def _select(value: Any, options: str) -> str:
    """The option of ``"2=двумя|3=тремя|*=#"`` for `value` (``*``: any other value; ``#`` in
    the text: the value itself)."""
    chosen = None
    for option in options.split("|"):
        key, _, text = option.partition("=")
        if key == str(value) or (key == "*" and chosen is None):
            chosen = text
            if key != "*":
                break
    if chosen is None:
        raise ValueError(f"no option for {value!r} in {options!r}")
    return chosen.replace("#", str(value))


_LOCAL: dict[tuple[int, str], LocalTable] = {}


def local_table(english: MessageTable, lang: str) -> LocalTable:
    """`english` in `lang` (made once per table and language)."""
    key = (id(english), lang)
    found = _LOCAL.get(key)
    if found is None or found.english is not english:
        found = _LOCAL[key] = LocalTable(english, lang)
    return found


def _pattern(template: str) -> re.Pattern[str]:
    """A regular expression matching `template` filled with any values, a group per field."""
    parts: list[str] = []
    named: set[str] = set()
    for literal, field, _spec, _conv in _FORMATTER.parse(template):
        parts.append(re.escape(literal))
        if field is None:
            continue
        name = field.split(".")[0].split("[")[0]
        if name in named:
            parts.append(f"(?P={name})")
        elif name in _WORD_FIELDS:
            named.add(name)
            parts.append(f"(?P<{name}>{_WORD_FIELDS[name]})")
        elif name == "face_up":  # the optional " (P1 takes the face-up 7♦)" after the draws
            named.add(name)
            parts.append(r"(?P<face_up>(?: \(.*\))?)")
        elif name.isidentifier():
            named.add(name)
            parts.append(f"(?P<{name}>.*?)")
        else:
            parts.append(".*?")
    return re.compile("".join(parts) + r"\Z", re.DOTALL)


_FORMATTER = string.Formatter()
_WORD_FIELDS = {"draw": "draws|draw", "card_word": "cards|card"}
_PATTERNS: dict[str, re.Pattern[str]] = {}


def _read(template: str, text: str) -> dict[str, str] | None:
    """The values `template` was filled with to give `text` (``None`` if it does not fit)."""
    pattern = _PATTERNS.get(template)
    if pattern is None:
        pattern = _PATTERNS[template] = _pattern(template)
    found = pattern.match(text)
    return None if found is None else found.groupdict()


def _nested(table: LocalTable, prefix: str, text: str) -> str | None:
    """`text`, an English phrase of `table` whose id starts with `prefix`, in its language."""
    english = table.english.phrases
    for key, template in english.items():
        if not key.startswith(prefix):
            continue
        values = _read(template, text)
        if values is None:
            continue
        params: dict[str, Any] = {}
        for name, value in values.items():
            params[name] = _localize(table, name, _number(value))
        return table.phrase(key, **params)
    return None


def _number(text: str) -> Any:
    """A filled-in English value back as its number: "3", "3 cards", "1 card" -> 3, 3, 1."""
    match = re.fullmatch(r"(\d+)( cards?| attack cards?)?", text)
    return int(match.group(1)) if match else text


_DRAW_PIECE = re.compile(r"(?P<who>.+?) draws (?P<count>\d+)(?: cards?)?(?:, | and |\Z)")


def _draws(table: LocalTable, text: str) -> str | None:
    """The ``draws`` of a ``draw.order`` event ("P1 draws 2 cards and P0 draws 1") in
    `table`'s language (``None`` if it does not read as one)."""
    pieces = [(m.group("who"), int(m.group("count"))) for m in _DRAW_PIECE.finditer(text)]
    if not pieces:
        return None
    names = [who for who, _ in pieces]
    counts = [count for _, count in pieces]
    from .play import draw_words  # the engine's own wording, in this table's phrases

    return draw_words(table, names, counts)


def _localize(table: LocalTable, key: str, value: Any) -> Any:
    """A detail value as it reads in `table`'s language."""
    if key in RANK_FIELDS:
        words = table.rank_labels
        if isinstance(value, str) and value in words:
            return words[value]
        if isinstance(value, list):
            return [words.get(v, v) if isinstance(v, str) else v for v in value]
    if isinstance(value, str):
        if key == "draws":
            drawn = _draws(table, value)
            if drawn is not None:
                return drawn
        if key in NESTED:
            translated = _nested(table, NESTED[key], value)
            if translated is not None:
                return translated
        if value in table.words:
            return table.word(value)
        if key in JOINED and " and " in value:
            head, _, last = value.rpartition(" and ")
            return f"{head} {table.word('and')} {last}"
    elif isinstance(value, list) and key in JOINED:
        return [_localize(table, "", v) for v in value]
    return value


def localized_details(table: LocalTable, details: Mapping[str, Any]) -> dict[str, Any]:
    """`details` with their English words translated for `table`."""
    return {key: _localize(table, key, value) for key, value in details.items()}


def option_help_in(name: str, english: str, lang: object = None) -> str:
    """A rule option's documentation (`english`, its field's) in `lang` (``None``: the
    current language): the catalog's ``option.<name>`` entry, English where it has none."""
    lang = language_or_current(lang)
    if lang == "en":
        return english
    return catalog(lang).pgettext(f"option.{name}", english)


def verdict_message(verdict: Any, lang: object) -> str:
    """`verdict`'s message in `lang` (see `Verdict.message_in`)."""
    lang = check_language(lang)
    if lang == "en":
        return str(verdict.message)
    table = local_table(verdict.messages, lang)
    text = table.verdict_text(verdict.rule, localized_details(table, verdict.details))
    if verdict.legal or not verdict.advice:
        return text
    advice = _advice_in(verdict, table)
    return f"{text} {advice}" if advice else text


def _advice_in(verdict: Any, table: LocalTable) -> str:
    """The closing sentence of a refusal, worded from `table`: the game at the verdict's
    moment is asked again with `table` as its messages."""
    from .verdict import position_at

    moment = verdict._moment
    game: Any = position_at(moment)
    if game is moment[0]:
        game = game.copy()  # never touch the learner's own game
    game.messages = table  # this copy only: the class keeps the English table
    return str(game._advice(verdict, moment[3], verdict.alternatives))


def event_message(event: Any, lang: object) -> str:
    """`event`'s message in `lang` (see `Event.message_in`): its English message is read back
    through its game's template, and the values are filled into the translation."""
    lang = check_language(lang)
    if lang == "en":
        return str(event.message)
    for english in _candidates(event):
        template = english.events.get(event.rule)
        if template is None:
            continue
        values = _read(template, event.message)
        if values is None:
            continue
        table = local_table(english, lang)
        if any(
            value and name in NESTED and _nested(table, NESTED[name], value) is None
            for name, value in values.items()
        ):
            continue  # a piece of another game's table: the same template, another game
        params: dict[str, Any] = {}
        for name, value in values.items():
            if _has_spec(template, name):  # a number worded by the table ({count:cards})
                raw = event.details.get(name)
                params[name] = raw if isinstance(raw, int) else _number(value)
            else:
                params[name] = _localize(table, name, value)
        return table.event_text(event.rule, params)
    return str(event.message)


def _candidates(event: Any) -> Iterator[MessageTable]:
    own = getattr(event, "messages", None)
    if isinstance(own, MessageTable):
        yield own
    yield from tables()


def _has_spec(template: str, name: str) -> bool:
    return any(
        field is not None and field.split(".")[0] == name and bool(spec)
        for _, field, spec, _ in _FORMATTER.parse(template)
    )


__all__ = [
    "DOMAIN",
    "LOCALE_DIR",
    "PSEUDO",
    "SOURCE_DOMAINS",
    "LocalTable",
    "catalog",
    "catalog_texts",
    "check_language",
    "compile_mo",
    "current_language",
    "entries",
    "euphony",
    "event_message",
    "language_or_current",
    "languages",
    "local_table",
    "option_help_in",
    "parse_po",
    "po_path",
    "set_language",
    "tables",
    "translations",
    "verdict_message",
]
