"""The pseudo-locale ``qps``: every catalog text wrapped in ``⟦…⟧`` with its letters accented.

Large products test their localisation this way: a text the learner reads that did not come
from a catalog shows up on a pseudo-locale screen as plain English outside the markers, and a
text that did shows where it starts and ends (so a sentence glued from pieces shows each piece).
`pseudo_text` transforms one English source text; placeholders (``{name}``, ``{x:spec}``) and
escaped braces stay as they are, so the text is filled the same way. `engine.i18n` builds the
pseudo catalogs from the English sources (the message tables and the ``.pot`` templates) in
memory: nothing is stored.

>>> pseudo_text("P0 attacks {card}")
'⟦Ƥ0 åţţåçķš {card}⟧'
>>> pseudo_text("{count:plural:card|cards} left")
'⟦{count:plural:card|cards} łéƒţ⟧'
"""

from __future__ import annotations

import re

PSEUDO = "qps"
"""The pseudo-locale's code (as Microsoft's ``qps-ploc``)."""

OPEN = "⟦"
"""Where a catalog text starts on a pseudo-locale screen."""
CLOSE = "⟧"
"""Where a catalog text ends on a pseudo-locale screen."""

_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥíĵķłɱñøƥqŕšţüṽŵxýžÅƁÇĐÉƑĜĤÍĴĶŁṀÑØƤQŔŠŢÜṼŴXÝŽ",
)
# A placeholder as str.format and the front end's t() read it (with a format spec, whose
# words stay English: the filled text is inside the markers anyway), or an escaped brace.
_KEEP = re.compile(r"\{\{|\}\}|\{[^{}]*\}")

HEADER = (
    "Content-Type: text/plain; charset=UTF-8\n"
    "Language: qps\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"
)
"""The pseudo catalogs' header: English plural forms."""


def pseudo_text(english: str) -> str:
    """`english` as the pseudo-locale shows it (empty text stays empty)."""
    if not english:
        return english
    out: list[str] = []
    last = 0
    for kept in _KEEP.finditer(english):
        out.append(english[last : kept.start()].translate(_ACCENTS))
        out.append(kept.group())
        last = kept.end()
    out.append(english[last:].translate(_ACCENTS))
    return OPEN + "".join(out) + CLOSE


def pseudo_messages(
    sources: dict[tuple[str | None, str], str],
) -> dict[tuple[str | None, str], str]:
    """A catalog's entries (``{(context, english): ...}`` as `po.parse_po` keys them, plural
    entries keyed ``one + "\\x00" + many``) with the pseudo-locale's texts and header."""
    out: dict[tuple[str | None, str], str] = {(None, ""): HEADER}
    for context, english in sources:
        if not english:
            continue
        forms = english.split("\x00")
        out[(context, english)] = "\x00".join(pseudo_text(form) for form in forms)
    return out


__all__ = ["CLOSE", "HEADER", "OPEN", "PSEUDO", "pseudo_messages", "pseudo_text"]
