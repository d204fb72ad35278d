"""Reasons in every language: a bot keeps its reason as a `Text` (an English template from the
``durak_widget_bots`` catalog and the values that fill it) and renders it on demand.

``Text.gettext("I lead {card}: ...", card=card)`` only records the template and the values;
``str(text)`` is the English sentence and ``text.in_language("ru")`` the Russian one, the
template translated first and the same values filled in after (a value that is itself a `Text`
is rendered in the same language, so reasons built from pieces compose). Card texts stay as
they are; a whole number of a thousand or more is grouped as the language writes it (`grouped`:
"3,291 deals", "3 291 расклад", "3291 repartos" but "12.345 repartos"). ``Text.ngettext``
picks the plural form for its count ``n``.
The extractor (``scripts/i18n.py``) finds the templates by the method names ``gettext`` and
``ngettext``, so they are written as literals at the call.

`Reasoning` gives a bot `last_reason` (English) and `reason_in(lang)` from the `Text` it keeps.
Even English is rendered only when read: the search's playouts ask the rule of thumb for many
thousands of moves whose reasons nobody reads.
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Iterable
from typing import Any

from ..engine.i18n import check_language, euphony, language_or_current, translations

__all__ = [
    "DOMAIN",
    "ENGLISH",
    "NOTHING",
    "Capitalized",
    "Joined",
    "Reasoning",
    "Text",
    "and_list",
    "grouped",
    "or_list",
    "reason_in",
    "reason_text",
    "text_of",
]

DOMAIN = "durak_widget_bots"
"""The gettext domain of the bots' reasons and the coach's texts."""

ENGLISH = _gettext.NullTranslations()
"""The translations of English: every template is its own translation."""


class Text:
    """A learner text not yet put into a language: a template and its values (see the module
    docstring). `str` gives English; `render` any gettext translations; `in_language` a
    language code. A text is true unless its template is empty.

    >>> card = "7♠"
    >>> text = Text.gettext("I lead {card}: my lowest card that is not a trump.", card=card)
    >>> str(text)
    'I lead 7♠: my lowest card that is not a trump.'
    >>> text.in_language("ru")
    'Хожу с 7♠: это моя младшая некозырная карта.'
    """

    __slots__ = ("count", "plural", "template", "values")

    def __init__(
        self,
        template: str,
        values: dict[str, Any] | None,
        plural: str | None = None,
        count: int = 0,
    ):
        self.template = template
        self.values = values
        self.plural = plural
        self.count = count

    @classmethod
    def gettext(cls, template: str, /, **values: Any) -> Text:
        """The text of catalog entry `template`, filled with `values`."""
        return cls(template, values)

    @classmethod
    def ngettext(cls, one: str, many: str, n: int, /, **values: Any) -> Text:
        """The plural entry `one`/`many` in the form for `n`, filled with ``n`` and `values`."""
        return cls(one, {"n": n, **values}, many, n)

    @classmethod
    def fixed(cls, text: str) -> Text:
        """A whole sentence as it stands (a bot's own English reason): translated only where the
        catalog has exactly that sentence."""
        return cls(text, None)

    def render(self, tr: _gettext.NullTranslations) -> str:
        """The text in the language of `tr`."""
        if not self.template:
            return ""
        if self.plural is not None:
            template = tr.ngettext(self.template, self.plural, self.count)
        else:
            template = tr.gettext(self.template)
        if self.values is None:
            return template
        language = tr.info().get("language", "en")
        text = template.format_map({k: _filled(v, tr, language) for k, v in self.values.items()})
        return euphony(text, language)  # Spanish "7♠ u 8♠", not "7♠ o 8♠"

    def in_language(self, lang: str) -> str:
        """The text in language `lang` (``"en"``, ``"ru"``, ``"es"``; another raises
        `ValueError` naming it)."""
        if check_language(lang) == "en":
            return self.render(ENGLISH)
        return self.render(translations(lang, DOMAIN))

    def __str__(self) -> str:
        return self.render(ENGLISH)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __bool__(self) -> bool:
        return bool(self.template)

    def __repr__(self) -> str:
        return f"Text({str(self)!r})"


def grouped(number: int, language: str = "en") -> str:
    """`number` with its thousands grouped as `language` writes them (the CLDR's conventions,
    which Babel and the browsers' ``Intl.NumberFormat`` follow): English groups from four digits
    with a comma (``3,291``); Russian from four digits with a no-break space (``3 291``);
    Spanish from five digits only, with a full stop (``3291``, ``12.345``).

    >>> grouped(3291), grouped(3291, "es"), grouped(12345, "es"), grouped(999, "ru")
    ('3,291', '3291', '12.345', '999')
    >>> grouped(3291, "ru") == "3\u00a0291"
    True
    """
    plain = f"{number:,}"
    if language == "ru":
        return plain.replace(",", "\u00a0")
    if language == "es":
        return plain.replace(",", ".") if abs(number) >= 10_000 else str(number)
    return plain


def _filled(value: Any, tr: _gettext.NullTranslations, language: str) -> Any:
    """A template's value in the language of `tr`: a `Text` rendered, a whole number grouped."""
    if isinstance(value, Text):
        return value.render(tr)
    if type(value) is int:
        return grouped(value, language)
    return value


NOTHING = Text("", None)
"""The empty text: no reason, or no idea to name (false)."""


class Joined(Text):
    """Texts rendered one after the other with `sep` between them (``"a; b; c"``)."""

    __slots__ = ("parts", "sep")

    def __init__(self, parts: Iterable[Text | str], sep: str = "; "):
        super().__init__("{}", None)
        self.parts = list(parts)
        self.sep = sep

    def render(self, tr: _gettext.NullTranslations) -> str:
        """Each part in the language of `tr`, joined."""
        return self.sep.join(p.render(tr) if isinstance(p, Text) else str(p) for p in self.parts)


def and_list(items: Iterable[Any]) -> Text | str:
    """``'7♠, 9♥ and 10♦'`` in any language (one item: itself; none: ``""``); items that are
    `Text` values are worded in the language too."""
    names = [item if isinstance(item, Text) else str(item) for item in items]
    if len(names) <= 1:
        return names[0] if names else ""
    if any(isinstance(name, Text) for name in names):
        head: Text | str = Joined(names[:-1], ", ")
    else:
        head = ", ".join(str(name) for name in names[:-1])
    return Text.gettext("{items} and {last}", items=head, last=names[-1])


def or_list(items: Iterable[Any]) -> Text | str:
    """``'7♠, 9♥ or 10♦'`` in any language (one item: itself; none: ``""``)."""
    names = [str(item) if not isinstance(item, Text) else item for item in items]
    if len(names) <= 1:
        return names[0] if names else ""
    if any(isinstance(name, Text) for name in names):
        head: Text | str = Joined(names[:-1], ", ")
    else:
        head = ", ".join(str(name) for name in names[:-1])
    return Text.gettext("{items} or {last}", items=head, last=names[-1])


class Capitalized(Text):
    """`text` with its first letter in capitals, in every language."""

    __slots__ = ("text",)

    def __init__(self, text: Text | str):
        super().__init__("{}", None)
        self.text = text

    def render(self, tr: _gettext.NullTranslations) -> str:
        """The text in the language of `tr`, its first letter in capitals."""
        text = self.text.render(tr) if isinstance(self.text, Text) else str(self.text)
        return text[:1].upper() + text[1:]


def text_of(reason: Any) -> Text:
    """`reason` (a `Text` or a plain string) as a `Text`."""
    return reason if isinstance(reason, Text) else Text.fixed(str(reason))


def reason_text(bot: Any) -> Text:
    """Any bot's last reason as a `Text` (a bot without `last_reason_text`: its
    `last_reason` as it stands)."""
    own = getattr(bot, "last_reason_text", None)
    return own if isinstance(own, Text) else text_of(getattr(bot, "last_reason", "") or "")


class Reasoning:
    """What every built-in bot shares: its last reason as a `Text`, read in English as
    `last_reason` and in any language with `reason_in`. Setting `last_reason` to a plain
    string keeps that string (translated only where the catalog has the whole sentence)."""

    _why: Text = NOTHING

    @property
    def last_reason(self) -> str:
        """The reason for the last move, in English (``""`` before the first)."""
        return str(self._why)

    @last_reason.setter
    def last_reason(self, reason: str | Text) -> None:
        self._why = text_of(reason)

    @property
    def last_reason_text(self) -> Text:
        """The reason for the last move as a `Text`, to render or to build on."""
        return self._why

    def reason_in(self, lang: str | None = None) -> str:
        """The reason for the last move in language `lang` (``"en"`` is `last_reason`;
        ``None``: the one `durak_widget.set_language` set); an unknown language raises
        `ValueError` naming it."""
        return self._why.in_language(language_or_current(lang))


def reason_in(bot: Any, lang: str) -> str:
    """Any bot's last reason in `lang`: its own `reason_in` when it has one, else its
    `last_reason` (translated only where the catalog has the whole sentence)."""
    own = getattr(bot, "reason_in", None)
    if callable(own):
        return str(own(lang))
    return text_of(getattr(bot, "last_reason", "") or "").in_language(lang)
