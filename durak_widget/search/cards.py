"""Card tables of the playout engine: card indices as in `durak_widget.engine.cards` (``index =
suit * 13 + rank - 2``, suits in the order S, H, D, C), read by suit number rather than letter."""

from __future__ import annotations

from typing import Final

from ..engine.cards import BEATERS as _BEATERS
from ..engine.cards import DECK_LOWEST_RANK, SUITS
from ..engine.cards import SAME_RANK as _SAME_RANK

BEATERS: Final[tuple[tuple[int, ...], ...]] = tuple(_BEATERS[suit] for suit in SUITS)
"""``BEATERS[trump][index]``: the cards that beat card `index` when suit number `trump` is
trumps."""

SAME_RANK: Final[tuple[int, ...]] = _SAME_RANK
"""For each card index, the bit set of the four cards of its rank."""

SUIT_CARDS: Final[tuple[int, ...]] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
"""For each suit number, the bit set of its thirteen cards."""

DECK_LOW: Final[dict[int, int]] = dict(DECK_LOWEST_RANK)
"""The lowest rank of each deck size."""


def bit_count(mask: int) -> int:
    """How many cards the bit set `mask` holds."""
    return mask.bit_count()


def low_index(low: int) -> int:
    """The index of the single set bit of `low`."""
    return low.bit_length() - 1


def value(card: int, trump: int) -> int:
    """How much a card is worth keeping: its rank (2-14), plus 13 for a trump."""
    rank = card % 13 + 2
    return rank + 13 if card // 13 == trump else rank


__all__ = ["BEATERS", "DECK_LOW", "SAME_RANK", "SUIT_CARDS", "bit_count", "low_index", "value"]
