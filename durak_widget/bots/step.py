"""The one step that lets a bot move: choose, check that the move is legal, (play it).

Every place that lets a bot play (`play_game`, `bot_step`, `durak_widget.simulate` and the
widget) goes through `choose_move` or `play_bot_move`, so a bot that raises or picks an
illegal move is caught the same way everywhere: as a `BotError` whose message is generic (it
may reach a browser or a learner, so it names no card of the bot's hidden hand) and whose
`detail` tells the whole story for the Python side.

>>> from durak_widget import Game
>>> from durak_widget.bots import SimpleBot
>>> game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
>>> choose_move(SimpleBot(), game, 0)
(Move.parse('P0 attacks 7♠'), 'I lead 7♠: my lowest card that is not a trump.')
"""

from __future__ import annotations

from typing import Any

from .base import Bot

__all__ = ["BotError", "choose_move", "play_bot_move"]


class BotError(RuntimeError):
    """A bot failed: it raised, or it chose a move that is not legal now.

    ``str(error)`` is generic and names no card ("the bot at P1 failed", "the bot at P1 chose
    an illegal move"); `detail` holds the full story (the bot, the exception or the move) for
    logs and for the Python side only. `seat`, `bot` and `move` (the illegal move, or
    ``None``) are kept too; a raised exception is the error's ``__cause__``.
    """

    def __init__(self, message: str, detail: str, seat: int, bot: object, move: Any = None):
        super().__init__(message)
        self.detail = detail
        self.seat = seat
        self.bot = bot
        self.move = move

    def __reduce__(self) -> tuple[type[BotError], tuple[str, str, int, object, Any]]:
        # Pickled whole, so that the error reaches the caller from a worker process.
        return type(self), (str(self), self.detail, self.seat, self.bot, self.move)


def choose_move(
    bot: Bot,
    game: Any,
    seat: int,
    moves: list[Any] | None = None,
    view: dict[str, Any] | None = None,
) -> tuple[Any, str | None]:
    """Ask `bot` for the move of `seat` in `game` and check that it is legal.

    The bot sees only ``game.view(seat)`` and that seat's legal moves (pass `moves` and `view`
    when they are already known: with both, `game` is not touched, so the choice may run on
    another thread while the game goes on). Returns ``(move, reason)``, where `reason` is the
    bot's `last_reason` (``None`` if it left none). Raises `BotError` if the bot raises or
    chooses an illegal move, and `ValueError` if `seat` has no legal move now (then it is not
    that seat's turn).
    """
    if moves is None:
        moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"P{seat} has no legal move now: it is not their turn to act")
    if view is None:
        view = game.view(seat)
    name = type(bot).__name__
    try:
        move = bot.choose(view, list(moves))  # a copy: the bot cannot change what we check
    except Exception as error:
        raise BotError(
            f"the bot at P{seat} failed",
            f"{name} at P{seat} raised {type(error).__name__}: {error}",
            seat,
            bot,
        ) from error
    if move not in moves:
        raise BotError(
            f"the bot at P{seat} chose an illegal move",
            f"{name} at P{seat} chose {_text(move)}, which is not legal now",
            seat,
            bot,
            move,
        )
    reason = getattr(bot, "last_reason", None)
    return move, reason if isinstance(reason, str) and reason else None


def play_bot_move(
    bot: Bot, game: Any, seat: int, moves: list[Any] | None = None
) -> tuple[Any, str | None]:
    """`choose_move`, then play the move in `game` (it is known to be legal, so unjudged).
    Returns ``(move, reason)``; on `BotError` nothing is played."""
    move, reason = choose_move(bot, game, seat, moves)
    game.play_unchecked(move)
    return move, reason


def _text(move: object) -> str:
    try:
        return f"{move!s:.80}"
    except Exception:  # whatever the bot returned, the error must still be raised
        return f"a {type(move).__name__}"
