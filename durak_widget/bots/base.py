"""The `Bot` protocol every computer opponent follows, and the uniformly random `RandomBot`."""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from .phrases import describe

__all__ = ["Bot", "RandomBot"]


@runtime_checkable
class Bot(Protocol):
    """A computer player. `choose` gets only what its seat may see and that seat's legal
    moves, and returns one of those moves; afterwards `last_reason` holds a short sentence a
    learner can read about why.

    ``view`` is ``game.view(seat)`` (a JSON-ready dict; never the hidden cards) and ``moves``
    is ``game.legal_moves(seat)``, never empty. Moves are the game's own move objects
    (`durak_widget.engine.Move` for Durak, `durak_widget.own_trumps.Move` for Svoi Kozyri).
    """

    last_reason: str

    def choose(self, view: dict[str, Any], moves: list[Any]) -> Any:
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

    def reseed(self, seed: int) -> None:
        """Restart the random choices from `seed` (`durak_widget.simulate` does, per game)."""
        self._rng.seed(seed)

    def choose(self, view: dict[str, Any], moves: list[Any]) -> Any:
        """A uniformly random legal move."""
        if not moves:
            raise ValueError("RandomBot was asked to choose from no legal moves")
        move = moves[self._rng.randrange(len(moves))]
        self.last_reason = (
            f"I picked one of {len(moves)} legal moves at random: {describe(move)}."
            if len(moves) > 1
            else f"It was my only legal move: {describe(move)}."
        )
        return move

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"
