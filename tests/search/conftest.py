"""Positions the search tests share."""

import pytest

from durak_widget import Game
from durak_widget.bots import SimpleBot, turn


def _first_endgame(seed: int) -> tuple[Game, int] | None:
    """A two-player game of SimpleBot (`seed`) against itself, played up to the first moment
    with an empty talon where the seat to act has a choice: ``(game, seat)``, or ``None`` when
    the game ends before."""
    game = Game.new(2, seed=seed)
    bot = SimpleBot(seed)
    while not game.is_over and (game.talon_size or len(turn(game)[1]) < 2):
        seat, moves = turn(game)
        game.play(bot.choose(game.view(seat), moves))
    if game.is_over:
        return None
    seat, _ = turn(game)
    assert seat is not None
    return game, seat


@pytest.fixture
def first_endgame():
    """``first_endgame(seed)``: the first real endgame of a SimpleBot game, see
    `_first_endgame`."""
    return _first_endgame
