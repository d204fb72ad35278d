"""Whose turn it is, and a loop that lets bots play a game to the end.

Each game fixes its own turn order: `RecordedGame.next_to_act` and `RecordedGame.turn` (the
seat to act with its legal moves). Durak has no strict turn order, so `Game.next_to_act`
documents the one fair order every part of the package uses (the bot games, the simulations
and the table); Svoi Kozyri has a strict turn. `next_to_act`, `turn` and `seat_to_act` here
are the same questions asked of any game. `bot_step` and `play_game` work for every game, and
each move goes through `durak_widget.bots.play_bot_move`, which checks it is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .base import Bot
from .step import play_bot_move

__all__ = ["DEFAULT_MOVE_CAP", "bot_step", "next_to_act", "play_game", "seat_to_act", "turn"]

DEFAULT_MOVE_CAP = 2000
"""The default most moves `play_game` plays before it gives up on a game as capped."""

Bots = Mapping[int, Bot] | Sequence[Bot]
"""Bots by seat: a dict, or a list indexed by seat."""


def next_to_act(game: Any) -> int | None:
    """The seat that acts next in `game` (``None`` once it is over): ``game.next_to_act()``,
    see `durak_widget.engine.Game.next_to_act` for Durak's order."""
    seat: int | None = game.next_to_act()
    return seat


def turn(game: Any) -> tuple[int | None, list[Any]]:
    """`next_to_act` together with that seat's legal moves (``(None, [])`` once the game is
    over): ``game.turn()``, one call where a loop needs both."""
    found: tuple[int | None, list[Any]] = game.turn()
    return found


def seat_to_act(game: Any) -> int | None:
    """The seat that acts next in a game of any kind (``None`` once it is over): the same as
    `next_to_act`, kept under this name for callers that read it so."""
    return next_to_act(game)


def bot_step(game: Any, bots: Bots) -> Any:
    """Let the bot of the seat that acts next play one move, and return it.

    Returns ``None`` (and plays nothing) when the game is over or the seat to act has no bot
    (a human's turn). The bot sees only ``game.view(seat)`` and that seat's legal moves; a bot
    that raises or chooses an illegal move raises `BotError` and nothing is played.
    """
    seat, moves = turn(game)
    if seat is None:
        return None
    bot = _bot_for(bots, seat)
    if bot is None:
        return None
    return play_bot_move(bot, game, seat, moves)[0]


def play_game(
    game: Any,
    bots: Bots,
    move_cap: int = DEFAULT_MOVE_CAP,
    on_move: Callable[[Any, Any, Bot], None] | None = None,
) -> tuple[bool, int]:
    """Play `game` (of any registered kind) to the end with one bot per seat, in the order
    of `seat_to_act`.

    `bots` maps each seat to a bot (a dict, or a list indexed by seat). Stops after `move_cap`
    moves so that bot games cannot loop forever. `on_move(game, move, bot)` is called after each
    move. Returns ``(finished, moves_played)``; ``finished`` is false for a capped game. A bot
    that raises or chooses an illegal move raises `BotError`.
    """
    played = 0
    while not game.is_over:
        if played >= move_cap:
            return False, played
        seat, moves = turn(game)
        if seat is None:  # not over, yet nobody to act: only a broken game gets here
            raise ValueError("nobody may act, yet the game is not over")
        bot = _bot_for(bots, seat)
        if bot is None:
            raise ValueError(f"no bot for P{seat}: play_game needs a bot at every seat")
        move, _ = play_bot_move(bot, game, seat, moves)
        played += 1
        if on_move is not None:
            on_move(game, move, bot)
    return True, played


def _bot_for(bots: Bots, seat: int) -> Bot | None:
    if isinstance(bots, Mapping):
        return bots.get(seat)
    return bots[seat] if 0 <= seat < len(bots) else None
