"""A game's words around the engines' own, in the learner's language (the gettext domain
``durak_widget_table``): a move, what it caused, the result, a list of names.

The engines word verdicts and events themselves (`Verdict.message_in`, `Event.message_in`);
the adapters word moves, narration and log lines with these helpers, and the table
(`durak_widget.table.views`) adds its status lines, role labels and card names on top.
English is the source text, so an English table reads exactly as the code's literals.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Sequence
from functools import cache
from typing import Any

from ..engine.base import result_words
from ..engine.i18n import local_table, translations
from ..engine.messages import join_words

DOMAIN = "durak_widget_table"
"""The table's gettext domain."""


@cache  # the catalogs do not change while a program runs
def table_tr(lang: str) -> gettext.NullTranslations:
    """The table's translations in `lang` (English: the source text); `ValueError` for an
    unknown language."""
    return translations(lang, DOMAIN)


def or_list(words: Sequence[str], conjunction: str = "or") -> str:
    """``["7", "9", "J"]`` -> ``"7, 9 or J"`` (`conjunction` already in the table's
    language; a Spanish "o" before "8" is written "u", see
    `durak_widget.engine.messages.euphonic`)."""
    return join_words(list(words), conjunction)


def rank_objects(labels: Sequence[str], lang: str) -> str:
    """Ranks (their labels: ``["7", "J"]``) as the object of "throw in" in `lang`, each with
    its article and joined with "or": ``"a 7 or a jack"``, Russian «семёрку или валета» (the
    accusative), Spanish «un 7 o una jota»; never a letter inside a sentence."""
    tr = table_tr(lang)
    # Translators: a rank as the object of a verb ("throw in a 7"): Russian in the
    # accusative («семёрку», «валета»), Spanish with its article («un 7», «una jota»).
    words = {
        "2": tr.pgettext("rank, object", "a 2"),
        "3": tr.pgettext("rank, object", "a 3"),
        "4": tr.pgettext("rank, object", "a 4"),
        "5": tr.pgettext("rank, object", "a 5"),
        "6": tr.pgettext("rank, object", "a 6"),
        "7": tr.pgettext("rank, object", "a 7"),
        "8": tr.pgettext("rank, object", "an 8"),
        "9": tr.pgettext("rank, object", "a 9"),
        "10": tr.pgettext("rank, object", "a 10"),
        "J": tr.pgettext("rank, object", "a jack"),
        "Q": tr.pgettext("rank, object", "a queen"),
        "K": tr.pgettext("rank, object", "a king"),
        "A": tr.pgettext("rank, object", "an ace"),
    }
    return or_list([words.get(label, label) for label in labels], word_or(lang))


def word_or(lang: str) -> str:
    """ "or" between the last two items of a list."""
    return table_tr(lang).pgettext("list", "or")


def word_and(lang: str) -> str:
    """ "and" between the last two items of a list."""
    return table_tr(lang).pgettext("list", "and")


def event_text(event: Any, lang: str) -> str:
    """An engine event in `lang`."""
    return str(event.message) if lang == "en" else str(event.message_in(lang))


def verdict_text(verdict: Any, lang: str) -> str:
    """An engine verdict's message in `lang`."""
    return str(verdict.message) if lang == "en" else str(verdict.message_in(lang))


def result_text(game: Any, you: int | None, lang: str) -> str | None:
    """The engine's wording of the result (`RecordedGame.result_text`) in `lang`; ``None``
    while the game goes on."""
    if lang == "en" or game.result is None:
        return game.result_text(you)  # type: ignore[no-any-return]
    table = local_table(game.messages, lang)
    return result_words(game.result, table, game.names, you, game.players)


def N_(text: str) -> str:
    """Mark `text` for the catalog; it is translated where it is shown."""
    return text


# the seat a move text opens with (after the pseudo-locale's opening markers, if any)
_SEAT = re.compile(r"^(⟦*)P(\d+)(?=[\s:,.⟧]|$)")


def named(text: str, names: Sequence[str] | None) -> str:
    """A move's words with its seat called by the game's name for it: a move's text names its
    seat ``P1`` (``"P1 beats 7♠ with 9♠"``), while the engine's sentences around it use the
    game's names (``"Anna beat off the attack"``); a table says one name for one seat.

    >>> named("P1 beats 7♠ with 9♠", ["Ivo", "Anna"])
    'Anna beats 7♠ with 9♠'
    >>> named("P1 takes", None)
    'P1 takes'
    """
    if not names:
        return text
    found = _SEAT.match(text)
    if found is None or int(found.group(2)) >= len(names):
        return text
    return found.group(1) + names[int(found.group(2))] + text[found.end() :]


def move_and_events(move: Any, events: Sequence[Any], lang: str = "en") -> str:
    """A move-log text: the move (`move`, or its text), then what it caused in the engine's
    words, if anything (``"P1 done — P0 beat off the attack: ... Bout 7: ..."``)."""
    after = [event_text(event, lang) for event in events]
    return " ".join([str(move), "—", *after]) if after else str(move)


def move_text_at(
    adapter: Any, game: Any, move: Any, lang: str = "en", names: Sequence[str] | None = None
) -> str:
    """`move` in words as it would be played at `game` (a move not played yet: a candidate, a
    guess, an estimate's move): worded by the rule of the verdict `game` gives it, as a played
    move is worded by its own (Durak calls a card added to a bout a throw-in, not a lead)."""
    rule = game.explain(move).rule
    return str(adapter.move_text(move, lang, names, rule))
