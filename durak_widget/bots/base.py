"""The `Bot` protocol every computer opponent follows, and the uniformly random `RandomBot`."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from ..engine import Move

__all__ = ["Bot", "RandomBot"]


@runtime_checkable
class Bot(Protocol):
    """A computer player. `choose` gets only what its seat may see and that seat's legal
    moves, and returns one of those moves; afterwards `last_reason` holds a short sentence a
    learner can read about why.

    ``view`` is ``game.view(seat)`` (a JSON-ready dict; never the hidden cards) and ``moves``
    is ``game.legal_moves(seat)``, never empty.
    """

    last_reason: str

    def choose(self, view: dict, moves: list[Move]) -> Move:
        """Pick one of `moves` and set `last_reason`."""
        ...


class RandomBot:
    """Picks uniformly among the legal moves. Seeded for reproducible games.

    >>> from durak_widget import Game
    >>> game = Game.new(2, seed=1)
    >>> seat = game.attacker
    >>> bot = RandomBot(seed=3)
    >>> bot.choose(game.view(seat), game.legal_moves(seat)) in game.legal_moves(seat)
    True
    """

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._rng = random.Random(seed)
        self.last_reason = ""

    def choose(self, view: dict, moves: list[Move]) -> Move:
        """A uniformly random legal move."""
        if not moves:
            raise ValueError("RandomBot was asked to choose from no legal moves")
        move = moves[self._rng.randrange(len(moves))]
        self.last_reason = (
            f"I picked one of {len(moves)} legal moves at random: {_describe(move)}."
            if len(moves) > 1
            else f"It was my only legal move: {_describe(move)}."
        )
        return move

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"


def _describe(move: Move) -> str:
    """``'I play 7♠'``-style text for a move, in the first person."""
    kind = move.kind
    cards = " ".join(str(c) for c in move.cards)
    if kind == "attack":
        return f"I play {cards}"
    if kind == "defend":
        return f"I beat {move.target} with {cards}"
    if kind == "transfer":
        return f"I transfer {'showing' if move.show else 'with'} {cards}"
    if kind == "take":
        return "I take"
    if kind == "done":
        return "I say done"
    if kind == "exchange":
        return "I exchange the six of trumps"
    # Svoi Kozyri's moves (durak_widget.own_trumps): beat, lay, pick_up
    if kind == "beat":
        return f"I beat with {cards}"
    if kind == "lay":
        return f"I lay {cards}"
    return "I pick up"
