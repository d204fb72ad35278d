"""Cards as bit masks for the Svoi Kozyri bots: bit ``i`` is ``CARDS[i]`` of the engine.

The rules of thumb and the playouts work on whole hands at once, so a hand is one integer and
"the cards of this suit above that card" is one AND.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...engine.cards import CARDS, SUITS

__all__ = ["ABOVE", "CODE_TO_INDEX", "DECK36", "SUIT_INDEX", "SUIT_MASK", "low", "mask", "name"]

CODE_TO_INDEX: dict[str, int] = {
    CARDS[s * 13 + r - 2].code: s * 13 + r - 2 for s in range(4) for r in range(6, 15)
}
"""The bit of each card of the 36-card pack, by its ASCII code (``"10H"``)."""

SUIT_INDEX: dict[str, int] = {s: i for i, s in enumerate(SUITS)}
"""The number (0-3) of each suit letter."""

DECK36 = 0
"""Every card of the 36-card pack."""
for _i in CODE_TO_INDEX.values():
    DECK36 |= 1 << _i

SUIT_MASK: list[int] = [((1 << 13) - 1) << (13 * s) for s in range(4)]
"""Every card of each suit, by suit number."""

ABOVE: list[int] = [SUIT_MASK[i // 13] & ~((2 << i) - 1) for i in range(52)]
"""``ABOVE[i]``: the cards of card ``i``'s suit ranked above it."""


def low(cards: int) -> int:
    """The index of the lowest card in a non-empty mask."""
    return (cards & -cards).bit_length() - 1


def mask(codes: Iterable[str]) -> int:
    """The mask of the cards named by view codes such as ``["7S", "10H"]``."""
    result = 0
    for code in codes:
        result |= 1 << CODE_TO_INDEX[code]
    return result


def name(index: int) -> str:
    """``'9♦'``: the card with this index."""
    return str(CARDS[index])
