"""A library of short annotated bouts, each teaching one rule or idea.

A bout file is the English source of its texts (title, summary, introduction and the comment
on each move); the lessons catalog (``durak_widget_lessons``) holds them under a context naming
the bout and the move (``bout:beating:move 3``), so a translator works in ordinary ``.po``
tools. `load` gives a bout in a language, and `lesson_text` puts any bout text shown on a table
into the table's language.

>>> from durak_widget import bouts
>>> "beating" in bouts.names()
True
>>> bouts.load("beating", "en").title
'Beating: same suit and higher, or a trump'
>>> bouts.load("beating", "ru").title
'Как бить: старшей картой той же масти или козырем'
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

from ..engine.i18n import PSEUDO, catalog_texts, language_or_current, languages
from ..engine.record import Record
from ..engine.record import load as _load_file

_FOLDER = Path(__file__).parent


def _files() -> dict[str, Path]:
    # "03_cap_of_six.durak" is published as "cap_of_six"; the number only orders the lessons.
    return {path.stem.split("_", 1)[1]: path for path in sorted(_FOLDER.glob("[0-9][0-9]_*.durak"))}


def names() -> list[str]:
    """The bouts' names, in lesson order."""
    return list(_files())


def load(name: str, language: str | None = None) -> Record:
    """The annotated record called `name` (see `names`), its texts in `language` (``None``:
    the one `durak_widget.set_language` set, English by default; a text the language's
    catalog lacks stays English). Unknown names and languages raise `ValueError`."""
    files = _files()
    if name not in files:
        raise ValueError(f"no bout called {name!r}: expected one of {', '.join(files)}")
    lang = language_or_current(language)
    (record,) = _load_file(files[name])
    return record if lang == "en" else in_language(record, lang)


def catalogue(language: str | None = None) -> list[tuple[str, str, str]]:
    """``(name, title, summary)`` for every bout, in lesson order, in `language` (``None``:
    the one `durak_widget.set_language` set)."""
    return [
        (name, rec.title, rec.summary) for name, rec in ((n, load(n, language)) for n in names())
    ]


DOMAIN = "durak_widget_lessons"
"""The catalog that holds the bouts' texts (with the quiz's and the lessons' own)."""


def text_entries() -> Iterator[tuple[str, str, str]]:
    """Every text of every bout as ``(context, english, note for the translator)``, in lesson
    order: what ``scripts/i18n.py`` extracts into the lessons catalog. The context names the
    bout and the part (``bout:cap_of_six:title``, ``:summary``, ``:intro``, ``:move 11``)."""
    for name in names():
        (record,) = _load_file(_files()[name])
        where = f"{_files()[name].name}"
        for part, text in (("title", record.title), ("summary", record.summary)):
            if text:
                yield f"bout:{name}:{part}", text, f"{where}: the {part}"
        if record.intro:
            yield f"bout:{name}:intro", record.intro, f"{where}: the introduction"
        for number, recorded in enumerate(record.moves, start=1):
            if recorded.comment:
                move = f"{recorded.move}{' ' + recorded.marks if recorded.marks else ''}"
                note = f"{where}: move {number}, {move}"
                yield f"bout:{name}:move {number}", recorded.comment, note


_CONTEXTS: dict[str, str] = {}  # a bout text in any language -> its context
_TEXTS: dict[str, dict[str, str]] = {}  # language -> context -> text


def _texts(lang: str) -> dict[str, str]:
    """The bouts' texts in `lang` by context (English: the bout files)."""
    found = _TEXTS.get(lang)
    if found is None:
        if lang == "en":
            found = {context: english for context, english, _ in text_entries()}
        else:
            found = {}
            for key, text in catalog_texts(lang, DOMAIN).items():
                context, _, _english = key.partition("\x04")
                if context.startswith("bout:"):
                    found[context] = text
        _TEXTS[lang] = found
    return found


def _context_of(text: str) -> str | None:
    if not _CONTEXTS:
        for lang in (*languages(), PSEUDO):
            for context, said in _texts(lang).items():
                _CONTEXTS.setdefault(said, context)
    return _CONTEXTS.get(text)


def lesson_text(text: str, lang: str) -> str:
    """`text`, a bout's text in any language the catalogs hold, in `lang`; any other text (a
    comment written at the table, a record of your own) as it is."""
    if not text:
        return text
    context = _context_of(text)
    if context is None:
        return text
    return _texts(lang).get(context) or _texts("en").get(context) or text


def in_language(record: Record, lang: str) -> Record:
    """A copy of `record` whose bout texts (title, summary, introduction, comments) are in
    `lang`; texts that are no bout's stay as they are."""
    record = copy.deepcopy(record)
    for tag in ("Title", "Summary"):
        if tag in record.tags:
            record.tags[tag] = lesson_text(record.tags[tag], lang)
    record.intro = lesson_text(record.intro, lang)
    for recorded in record.moves:
        recorded.comment = lesson_text(recorded.comment, lang)
    return record


__all__ = ["DOMAIN", "catalogue", "in_language", "lesson_text", "load", "names", "text_entries"]
