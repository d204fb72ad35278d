"""The `Bot` protocol every computer opponent follows, and the uniformly random `RandomBot`.

Every built-in bot is a `Reasoning`: besides `last_reason` (English) it answers
``bot.reason_in(lang)``, its last reason in another language; `reason_in` (the function) asks
any bot, a bot of your own included.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from .phrases import said_text
from .reasons import Reasoning, Text, reason_in

__all__ = ["Bot", "RandomBot", "Reasoning", "reason_in"]


@runtime_checkable
class Bot(Protocol):
    """A computer player. `choose` gets only what its seat may see and that seat's legal
    moves, and returns one of those moves; afterwards `last_reason` holds a short sentence a
    learner can read about why. The built-in bots are `Reasoning` bots and also answer
    ``reason_in(lang)``: that reason in another language.

    ``view`` is ``game.view(seat)`` (a JSON-ready dict; never the hidden cards) and ``moves``
    is ``game.legal_moves(seat)``, never empty. Moves are the game's own move objects
    (`durak_widget.engine.Move` for Durak, `durak_widget.own_trumps.Move` for Svoi Kozyri).
    """

    last_reason: str

    def choose(self, view: dict[str, Any], moves: list[Any]) -> Any:
        """Pick one of `moves` and set `last_reason`."""
        ...


class RandomBot(Reasoning):
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
            Text.ngettext(
                "I picked one of {n} legal move at random: {move}.",
                "I picked one of {n} legal moves at random: {move}.",
                len(moves),
                move=said_text(move),
            )
            if len(moves) > 1
            else Text.gettext("It was my only legal move: {move}.", move=said_text(move))
        )
        return move

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"
