"""Small card helpers the bots share: codes to cards, card values, readable lists."""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import Card

__all__ = ["CARD_BY_CODE", "cards_text", "parse_codes", "value"]

CARD_BY_CODE: dict[str, Card] = {
    Card(rank, suit).code: Card(rank, suit) for suit in "SHDC" for rank in range(2, 15)
}
"""Every card of the 52-card pack by its ASCII code (``"10H"``), for fast view parsing."""

TRUMP_BONUS = 13
"""Added to a trump's rank by `value`, so that every trump outranks every plain card."""


def parse_codes(codes: Iterable[str]) -> list[Card]:
    """The cards named by view codes such as ``["7S", "10H"]``."""
    return [CARD_BY_CODE[code] for code in codes]


def value(card: Card, trump: str) -> int:
    """How much a card is worth keeping: its rank, plus 13 for a trump (2..27)."""
    return card.rank + TRUMP_BONUS if card.suit == trump else card.rank


def cards_text(cards: Iterable[Card]) -> str:
    """``'7♠, 9♥ and 10♦'``: cards joined for a sentence."""
    names = [str(c) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
