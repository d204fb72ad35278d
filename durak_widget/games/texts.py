"""The table's own words in the learner's language (the gettext domain ``durak_widget_table``).

The engines word verdicts and events themselves (`Verdict.message_in`, `Event.message_in`);
everything the table writes around them (status lines, role labels, the rule panel, card
names, the result) is translated here or by the callers through `table_tr`. English is the
source text, so an English table reads exactly as the code's literals.

The learner's own seat: in English the table rewrites "P0 attacks" to "You attack"
(`durak_widget.games.you`); other languages are never rewritten by pattern. There the seat
keeps its name in the engines' sentences, its label reads "P0 (вы)" / "P0 (tú)", and the
sentences the table builds itself come from the catalog in the second person.
"""

from __future__ import annotations

import gettext
from collections.abc import Sequence
from functools import cache
from typing import Any

from ..engine.cards import SUIT_NAMES, Card
from ..engine.i18n import check_language, local_table, translations

DOMAIN = "durak_widget_table"
"""The table's gettext domain."""

LANGUAGE_NAMES = {"en": "English", "es": "Español", "ru": "Русский"}
"""Each language by its own name (the menu's language choice)."""


@cache  # the catalogs do not change while a program runs
def table_tr(lang: str) -> gettext.NullTranslations:
    """The table's translations in `lang` (English: the source text); `ValueError` for an
    unknown language."""
    return translations(lang, DOMAIN)


def you_name(name: str, lang: str) -> str:
    """A seat label marking the learner's own seat: ``"P0 (you)"``, ``"P0 (вы)"``."""
    return table_tr(lang).gettext("{name} (you)").format(name=name)


def or_list(words: Sequence[str], conjunction: str = "or") -> str:
    """``["7", "9", "J"]`` -> ``"7, 9 or J"`` (`conjunction` already in the table's
    language)."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {conjunction} " + words[-1]


def word_or(lang: str) -> str:
    """ "or" between the last two items of a list."""
    return table_tr(lang).pgettext("list", "or")


def word_and(lang: str) -> str:
    """ "and" between the last two items of a list."""
    return table_tr(lang).pgettext("list", "and")


def suit_name(suit: str, lang: str) -> str:
    """A suit's name (``"spades"``) in `lang`, as the engines' catalogs word it."""
    english = SUIT_NAMES[suit]
    if check_language(lang) == "en":
        return english
    from ..engine.messages import DURAK

    return local_table(DURAK, lang).word(english)


def card_name(card: Card, trump: str | None, lang: str) -> str:
    """The card spelt out for screen readers: ``"queen of diamonds, trump"`` (English: the
    engine's `Card.spoken`)."""
    if check_language(lang) == "en":
        return card.spoken(trump)
    tr = table_tr(lang)
    ranks = {
        11: tr.pgettext("rank", "jack"),
        12: tr.pgettext("rank", "queen"),
        13: tr.pgettext("rank", "king"),
        14: tr.pgettext("rank", "ace"),
    }
    suits = {
        "S": tr.pgettext("suit of", "spades"),
        "H": tr.pgettext("suit of", "hearts"),
        "D": tr.pgettext("suit of", "diamonds"),
        "C": tr.pgettext("suit of", "clubs"),
    }
    rank_word, suit = ranks.get(card.rank, str(card.rank)), suits[card.suit]
    words = tr.gettext("{rank} of {suit}").format(rank=rank_word, suit=suit)
    if trump is not None and card.suit == trump:
        words = tr.gettext("{card}, trump").format(card=words)
    return words


def event_text(event: Any, lang: str) -> str:
    """An engine event in `lang`."""
    return str(event) if lang == "en" else str(event.message_in(lang))


def verdict_text(verdict: Any, lang: str) -> str:
    """An engine verdict's message in `lang`."""
    return str(verdict.message) if lang == "en" else str(verdict.message_in(lang))


def result_text(game: Any, you: int | None, lang: str) -> str | None:
    """The engine's wording of the result (`RecordedGame.result_text`) in `lang`; ``None``
    while the game goes on."""
    if lang == "en" or game.result is None:
        return game.result_text(you)  # type: ignore[no-any-return]
    table = local_table(game.messages, lang)
    result = game.result
    if result.durak is None:
        return table.phrase("result.draw")
    team = result.losing_team
    if team is not None and len(team) > 1:
        key = "result.team_you" if you in team else "result.team"
        joined = f" {table.word('and')} ".join(game.names[p] for p in team)
        return table.phrase(key, team=joined)
    if result.durak == you:
        return table.phrase("result.you")
    return table.phrase("result.loser", loser=game.names[result.durak])


def N_(text: str) -> str:
    """Mark `text` for the catalog; it is translated where it is shown."""
    return text
