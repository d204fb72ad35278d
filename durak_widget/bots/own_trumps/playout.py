"""Fast Svoi Kozyri playouts for the search: the simple rules of thumb at every seat.

A playout runs inside the bot's own imagined deal (a game built from a sample of the hidden
cards), so reading that game's whole position is fair; the rules of thumb (`thumb`) are applied
to its public bit masks (`OwnTrumps.hand_mask`, `known_mask`, `pile_indices`) directly, which
is far cheaper than building a view for every move.
"""

from __future__ import annotations

import random

from ...engine.cards import CARDS
from ...own_trumps import Move, OwnTrumps
from ..montecarlo import CAPPED
from .masks import DECK36, SUIT_INDEX
from .thumb import PICK, lay, respond

__all__ = ["next_holder", "playout", "policy"]


def policy(game: OwnTrumps) -> Move:
    """The simple bot's choice for the seat to move, read straight from an imagined game."""
    me = game.turn_seat
    hand = game.hand_mask(me)
    own = SUIT_INDEX[game.trumps[me]]
    if game.phase == "respond":
        kind, card, _ = respond(hand, game.top_index, own, game.pile_size)
        if kind == PICK:
            return Move.pick_up(me)
        return Move.beat(me, CARDS[card])
    nxt = next_holder(game, me)
    pile_mask = 0
    for i in game.pile_indices:
        pile_mask |= 1 << i
    outside = DECK36 & ~hand & ~pile_mask
    card, _ = lay(hand, own, SUIT_INDEX[game.trumps[nxt]], outside, game.known_mask(nxt))
    return Move.lay(me, CARDS[card])


def next_holder(game: OwnTrumps, me: int) -> int:
    """The next seat after `me` still holding cards (`me` if there is none)."""
    n = game.players
    for step in range(1, n):
        seat = (me + step) % n
        if game.hand_mask(seat):
            return seat
    return me


def playout(
    game: OwnTrumps, move_cap: int, rng: random.Random | None = None, eps: float = 0.0
) -> int | None:
    """Play `game` to the end with the simple rules at every seat (a random legal move with
    probability `eps`, drawn from `rng`). Returns the loser's seat, ``None`` for a draw, or
    `CAPPED` if the game hit `move_cap` moves first. Changes `game`."""
    for _ in range(move_cap):
        if game.is_over:
            return game.loser
        if eps and rng is not None and rng.random() < eps:
            moves = game.legal_moves()
            move = moves[rng.randrange(len(moves))]
        else:
            move = policy(game)
        game.play_unchecked(move)
    return game.loser if game.is_over else CAPPED
