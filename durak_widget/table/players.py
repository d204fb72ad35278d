"""The bots at the table: which bot plays which seat, and one bot move chosen safely.

A bot that raises or chooses an illegal move must not show its hidden cards in the browser:
`choose` raises `BotFailure`, whose ``str()`` names no card ("the bot at P1 failed") and whose
``detail`` (for Python only: the log and ``DurakWidget.last_error``) says what happened.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from ..bots import BotError, choose_move
from ..games import GameAdapter

logger = logging.getLogger("durak_widget.widget")
"""Where the table logs what it keeps from the browser: a bot that failed (in words that name
no card: the account in full stays in ``Table.last_error``), a message it could not read. The
package's logger (``"durak_widget"``) has only a `logging.NullHandler`, so nothing is printed
under a notebook cell unless the user configures logging."""


class BotFailure(RuntimeError):
    """A bot failed or chose an illegal move: ``str()`` is generic, ``detail`` is not;
    ``seat`` the bot's seat, ``illegal`` whether it chose an illegal move, and ``cause`` the
    class of what the bot raised (``None`` for an illegal move): the parts that may be
    logged, since none of them names a card."""

    def __init__(
        self,
        message: str,
        detail: str,
        seat: int | None = None,
        illegal: bool = False,
        cause: str | None = None,
    ):
        super().__init__(message)
        self.detail = detail
        self.seat = seat
        self.illegal = illegal
        self.cause = cause

    @property
    def public(self) -> str:
        """What may be logged: the generic sentence and the class of the error, no card."""
        return f"{self} ({self.cause})" if self.cause else str(self)


def make_bots(
    spec: Any, adapter: GameAdapter, players: int, learner: int | None, seed: int | None
) -> dict[int, Any]:
    """Bots for every seat but the learner's: a level of the game's bots (``"simple"``,
    ``"strong"``, ``"random"``), one bot for all, or a dict seat -> bot (seats it leaves out
    get the game's simple bot)."""
    levels = adapter.default_bots()

    def seeded(cls: Any, seat: int) -> Any:
        return cls(seed=None if seed is None else seed * 1009 + seat + 1)

    bots = {}
    for seat in range(players):
        if seat == learner:
            continue
        if isinstance(spec, str) and spec in levels:
            bots[seat] = seeded(levels[spec], seat)
        elif isinstance(spec, Mapping):
            bots[seat] = spec[seat] if seat in spec else seeded(levels["simple"], seat)
        elif callable(getattr(spec, "choose", None)):
            bots[seat] = spec
        else:
            names = ", ".join(repr(name) for name in levels)
            raise ValueError(
                f"bots must be one of {names}, a bot (with a choose method) or a dict "
                f"seat -> bot, got {spec!r:.60}"
            )
    for seat, bot in bots.items():
        if not callable(getattr(bot, "choose", None)):
            raise ValueError(f"the bot for P{seat} has no choose(view, moves) method: {bot!r:.60}")
    return bots


def choose(
    bot: Any,
    game: Any,
    seat: int,
    lang: str = "en",
    view: dict[str, Any] | None = None,
    moves: list[Any] | None = None,
    name: str | None = None,
) -> tuple[Any, str | None]:
    """The bot's move for `seat` and its reason (in `lang`: the bot's ``reason_in``), checked
    to be legal by `durak_widget.bots.choose_move`. Raises `BotFailure` (generic text, full
    ``detail``) if the bot raises or picks an illegal move, or if anything else goes wrong on
    the way. With `view`, `moves` and `name` (the seat's name) given, `game` is not touched:
    the choice may run on a worker thread while the table goes on."""
    name = game.names[seat] if name is None else name
    try:
        move, reason = choose_move(bot, game, seat, moves, view)
    except BotError as error:
        illegal = "illegal" in str(error)
        cause = error.__cause__
        kind = None if illegal or cause is None else type(cause).__name__
        raise BotFailure(str(error), error.detail, seat, illegal, kind) from error
    except Exception as error:
        raise BotFailure(
            f"the bot at {name} failed",
            f"the bot at {name} raised {error!r:.500}",
            seat,
            cause=type(error).__name__,
        ) from error
    if lang != "en" and reason is not None and callable(getattr(bot, "reason_in", None)):
        try:
            reason = bot.reason_in(lang)
        except Exception:  # a reason is an extra: keep the English one
            logger.warning("durak_widget: %s gave no reason in %s", type(bot).__name__, lang)
    return move, reason
