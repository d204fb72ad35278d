"""The Svoi Kozyri rules of thumb as pure functions on bit masks (see `masks`), shared by
`OwnTrumpsSimpleBot` (which explains them) and the search's playouts (which only need the move).
"""

from __future__ import annotations

from ...engine.cards import iter_bits
from .masks import ABOVE, SUIT_MASK, low

__all__ = ["BEAT", "CHEAP_PICK_UP", "HIGH_TRUMP", "LAY", "PICK", "lay", "next_seat", "respond"]

HIGH_TRUMP = 12
"""Own trumps of this rank or higher (queen, king, ace) are worth a small pick-up to keep."""

CHEAP_PICK_UP = 3
"""Piles of at most this many cards are cheap enough to pick up to save a high own trump."""

PICK, BEAT, LAY = "pick_up", "beat", "lay"


def respond(hand: int, top: int, own: int, pile_len: int) -> tuple[str, int, str]:
    """``(kind, card, why)`` facing `top` with my own trump suit `own`: kind `BEAT` or `PICK`
    (card -1 when nothing beats). `why` says which rule decided: ``"same"`` (a higher card of
    the top's suit), ``"own_top"`` (the top is my own trump), ``"trump"`` (my lowest own
    trump), ``"none"`` (nothing beats), ``"save"`` (a high own trump kept, the pile is small),
    with ``"_out"`` appended when beating empties my hand or nearly."""
    top_suit = top // 13
    same = hand & ABOVE[top]
    if top_suit == own:
        if not same:
            return PICK, -1, "none"
        card, why = low(same), "own_top"
    elif same:
        card, why = low(same), "same"
    else:
        trumps = hand & SUIT_MASK[own]
        if not trumps:
            return PICK, -1, "none"
        card, why = low(trumps), "trump"
    if hand.bit_count() <= 2:
        return BEAT, card, why + "_out"
    if why == "trump" and card % 13 + 2 >= HIGH_TRUMP and pile_len <= CHEAP_PICK_UP:
        return PICK, card, "save"
    return BEAT, card, why


def lay(hand: int, own: int, next_trump: int, outside: int, next_known: int) -> tuple[int, int]:
    """``(card, beaters)``: the card of `hand` the next player is least able to beat, with the
    number of cards outside my hand and the pile that could beat it (-1: they surely hold one).
    `next_known` are the cards publicly known to be in the next player's hand."""
    best = (-1, 0)
    best_key = None
    next_trumps = SUIT_MASK[next_trump] & outside
    for card in iter_bits(hand):
        beaters = outside & ABOVE[card]
        if card // 13 != next_trump:
            beaters |= next_trumps
        count = -1 if beaters & next_known else beaters.bit_count()
        key = (count < 0, card // 13 == own, count, card % 13)
        if best_key is None or key < best_key:
            best, best_key = (card, count), key
    return best


def next_seat(counts: list[int], me: int) -> int:
    """The next seat after `me` still holding cards (`counts`: cards or masks per seat)."""
    n = len(counts)
    for step in range(1, n):
        seat = (me + step) % n
        if counts[seat]:
            return seat
    return me
