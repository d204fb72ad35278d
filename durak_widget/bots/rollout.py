"""Fast playouts for search: every seat plays SimpleBot's rules of thumb to the end.

A playout runs inside a bot's own imagined deal (a `Game` built from a sample of the unseen
cards), so reading that game directly is fair; `quick_view` builds just the part of a view that
`SimpleBot` reads, which is far cheaper than `Game.view`.
"""

from __future__ import annotations

from ..engine import Game
from .driver import turn
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


CAPPED = -1
"""What `playout` returns for a game that hit its move cap."""


def playout(game: Game, bot: SimpleBot, move_cap: int = 600) -> int | None:
    """Play `game` to the end with `bot` at every seat. Returns the durak's seat, ``None`` for
    a draw, or `CAPPED` if the game hit `move_cap` moves first. Changes `game`."""
    for _ in range(move_cap):
        seat, moves = turn(game)
        if seat is None:
            return game.result.durak
        move = moves[0] if len(moves) == 1 else bot.choose(quick_view(game, seat), moves)
        game.play_unchecked(move)
    return game.result.durak if game.is_over else CAPPED
