"""`TableSession`: the notebook's table controller, in plain Python, with no widget in sight.

A session is a `durak_widget.table.Table` with one owner: its `on_change` is called whenever
what the learner sees may have changed (`DurakWidget` syncs its traits then). Everything a
table does, a session does: the learner's moves, stepping through the history, new deals,
the bots at their pace, replays, lessons and quizzes; ``view()`` and ``log_tail()`` default to
the learner's viewer. Tests drive a session directly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .core import LOG_LENGTH, MODES, Table, check_seat

__all__ = ["LOG_LENGTH", "MODES", "TableSession", "check_seat"]


class TableSession(Table):
    """The controller of one notebook table: the arguments are those of `DurakWidget`, plus
    `on_change` (called with no argument after every change). Call `start` once `on_change`
    is in place."""

    def __init__(
        self,
        game: Any = None,
        *,
        players: int = 2,
        rules: Any = None,
        seed: int | None = None,
        seat: int | None = None,
        mode: str = "play",
        bots: Any = "simple",
        open_hands: bool = False,
        allow_open_hands: bool | None = None,
        names: Any = None,
        bot_delay_ms: int = 700,
        quiet_ms: int = 5000,
        scheduler: Any = None,
        record: Any = None,
        autoplay_ms: int = 1500,
        guess: bool = False,
        presentation: bool = False,
        coach: bool = False,
        annotating: bool = False,
        language: str | None = None,
        on_change: Callable[[], None] | None = None,
    ):
        super().__init__(
            game,
            players=players,
            rules=rules,
            seed=seed,
            seat=seat,
            mode=mode,
            bots=bots,
            open_hands=open_hands,
            allow_open_hands=allow_open_hands,
            names=names,
            bot_delay_ms=bot_delay_ms,
            quiet_ms=quiet_ms,
            scheduler=scheduler,
            record=record,
            autoplay_ms=autoplay_ms,
            guess=guess,
            presentation=presentation,
            coach=coach,
            annotating=annotating,
            language=language,
        )
        self.on_change = on_change
        self.subscribe(self._owner_told)

    def _owner_told(self, version: int) -> None:
        owner = self.on_change
        if owner is not None:
            owner()

    def close(self) -> None:
        """Cancel the bot and autoplay timers for good, and stop telling the owner."""
        super().close()
        self.on_change = None
