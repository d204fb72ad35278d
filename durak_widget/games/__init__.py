"""The games the widget can play, each behind one `GameAdapter`.

>>> from durak_widget.games import get_game, kind_of
>>> game = get_game("durak").new_game(2, seed=1)
>>> kind_of(game).name
'durak'
"""

from .base import GameAdapter
from .registry import (
    get_game,
    kind_of,
    kind_of_move,
    register_game,
    registered_games,
    unregister_game,
)

__all__ = [
    "GameAdapter",
    "get_game",
    "kind_of",
    "kind_of_move",
    "register_game",
    "registered_games",
    "unregister_game",
]
