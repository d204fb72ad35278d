"""Moves of the playout engine as integers, and the rule switches as bits.

A move is an ``int``: ``kind | seat << 3 | card << 6 | target << 12 | show << 18 | suits << 19``
(`durak_widget.search.codec` turns it into a `Move` and back). ``suits`` is set only for a
lead of several cards of one rank: the suits of the cards led, one bit each, ``card`` then being
the lowest of them.
"""

from __future__ import annotations

from typing import Final

from .cards import low_index

ATTACK: Final = 0
DEFEND: Final = 1
TRANSFER: Final = 2
TAKE: Final = 3
DONE: Final = 4
EXCHANGE: Final = 5

INF: Final = 1 << 30
"""No limit (the attack cap, when there is none)."""
ONGOING: Final = -2
"""`Playout.loser` while the game goes on."""
DRAW: Final = -1
"""`Playout.loser` after a draw."""

# Rule switches, as bits of `Playout.bits`.
PARTNERS: Final = 1
THROW_ALL: Final = 2
THROW_NEIGHBOURS: Final = 4
JOIN_AFTER_BEAT: Final = 8
WAIT_FOR_BEAT: Final = 16
RULE_TRANSFER: Final = 32
THROW_AFTER_TAKE: Final = 64
SIX_EXCHANGE: Final = 128
MULTI_LEAD: Final = 256
DRAWS: Final = 512
SEAT_ORDER: Final = 1024
TRANSFER_ENDS: Final = 2048
SHOW_TRUMP: Final = 4096


def make_move(kind: int, seat: int, card: int = 0, target: int = 0, show: int = 0) -> int:
    """The integer of a move (see the module docstring)."""
    return kind | seat << 3 | card << 6 | target << 12 | show << 18


def move_kind(move: int) -> int:
    """The kind of a move: `ATTACK`, `DEFEND`, `TRANSFER`, `TAKE`, `DONE` or `EXCHANGE`."""
    return move & 7


def move_seat(move: int) -> int:
    """The seat that makes a move."""
    return move >> 3 & 7


def move_card(move: int) -> int:
    """The card index a move plays (the lowest one of a lead of several cards)."""
    return move >> 6 & 63


def move_target(move: int) -> int:
    """The attack card a defence beats."""
    return move >> 12 & 63


def move_cards(move: int) -> int:
    """The bit set of the cards a move plays (none for take, done, exchange, a shown transfer)."""
    kind = move & 7
    if kind >= TAKE or (kind == TRANSFER and move >> 18 & 1):
        return 0
    card = move >> 6 & 63
    suits = move >> 19 & 15
    if not suits:
        return 1 << card
    rank = card % 13
    cards = 0
    for suit in range(4):
        if suits >> suit & 1:
            cards |= 1 << (suit * 13 + rank)
    return cards


def add_attacks(moves: list[int], p: int, cards: int) -> None:
    """Append the one-card attacks of `p` with each card of the bit set `cards`, lowest first."""
    base = ATTACK | p << 3
    while cards:
        low = cards & -cards
        moves.append(base | low_index(low) << 6)
        cards ^= low


def _combinations(count: int, size: int) -> list[tuple[int, ...]]:
    if size == 0:
        return [()]
    if count < size:
        return []
    with_last = [(*c, count - 1) for c in _combinations(count - 1, size - 1)]
    return sorted(_combinations(count - 1, size) + with_last)


COMBINATIONS: Final = [[_combinations(count, size) for size in range(5)] for count in range(5)]
"""``COMBINATIONS[count][size]``: the index tuples `itertools.combinations` gives."""


__all__ = [
    "ATTACK",
    "DEFEND",
    "DONE",
    "DRAW",
    "EXCHANGE",
    "INF",
    "ONGOING",
    "TAKE",
    "TRANSFER",
    "add_attacks",
    "make_move",
    "move_card",
    "move_cards",
    "move_kind",
    "move_seat",
    "move_target",
]
