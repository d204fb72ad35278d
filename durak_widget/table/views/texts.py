"""The table's own words in the learner's language (the gettext domain
``durak_widget_table``): card names for screen readers, suit names, the learner's seat label,
and each language by its own name.

The learner's own seat: in English the table rewrites "P0 attacks" to "You attack"
(`durak_widget.table.views.you`); other languages are never rewritten by pattern. There the
seat keeps its name in the engines' sentences, its label reads "P0 (вы)" / "P0 (tú)", and the
sentences the table builds itself come from the catalog in the second person.
"""

from __future__ import annotations

from ...engine.cards import SUIT_NAMES, Card
from ...engine.i18n import check_language, local_table
from ...engine.messages import DURAK
from ...games.texts import table_tr

LANGUAGE_NAMES = {"en": "English", "es": "Español", "fil": "Filipino", "ru": "Русский"}
"""Each language by its own name (the menu's language choice)."""


def you_name(name: str, lang: str) -> str:
    """A seat label marking the learner's own seat: ``"P0 (you)"``, ``"P0 (вы)"``."""
    return table_tr(lang).gettext("{name} (you)").format(name=name)


def suit_name(suit: str, lang: str) -> str:
    """A suit's name (``"spades"``) in `lang`, as the engines' catalogs word it."""
    english = SUIT_NAMES[suit]
    if check_language(lang) == "en":
        return english
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
