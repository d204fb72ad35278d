"""Fast playouts for search: every seat plays SimpleBot's rules of thumb to the end.

A playout runs inside a bot's own imagined deal (a `Game` built from a sample of the unseen
cards), so reading that game directly is fair; `quick_view` builds just the part of a view that
`SimpleBot` reads, which is far cheaper than `Game.view`.
"""

from __future__ import annotations

from ..engine import Game
from .driver import turn
from .montecarlo import CAPPED
from .simple import SimpleBot

__all__ = ["CAPPED", "playout", "quick_view"]


def quick_view(game: Game, seat: int) -> dict:
    """The keys of ``game.view(seat)`` that `SimpleBot` reads (the hand only when it may)."""
    table = game.table
    talon = game.talon_size
    need_hand = talon == 0 and table  # SimpleBot reads the hand only to throw in a last trump
    return {
        "seat": seat,
        "trump": game.trump,
        "trump_card": None,
        "talon": talon,
        "table": [{"attack": a.code, "defence": d.code if d else None} for a, d in table],
        "table_ranks": [],
        "taking": game.taking,
        "hand": [c.code for c in game.hand(seat)] if need_hand else [],
    }


def playout(game: Game, bot: SimpleBot, move_cap: int = 600) -> int | None:
    """Play `game` to the end with `bot` at every seat. Returns the durak's seat, ``None`` for
    a draw, or `CAPPED` if the game hit `move_cap` moves first. Changes `game`."""
    for _ in range(move_cap):
        seat, moves = turn(game)
        if seat is None:  # the game is over
            break
        move = moves[0] if len(moves) == 1 else bot.choose(quick_view(game, seat), moves)
        game.play_unchecked(move)
    result = game.result
    return result.durak if result is not None else CAPPED
