"""The moves a table plays by itself: the bots' (planned, then played at a pace) and the
replay's autoplay. A mixin of `TableSession`, kept apart so that each file has one job."""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..engine import IllegalMove, Verdict
from .history import History
from .intents import OPTION_DEFAULTS
from .pacing import Pacer
from .players import BotFailure, choose, logger

if TYPE_CHECKING:
    import contextlib

    from ..games import GameAdapter

BOTS_STOPPED = (
    "The bots stopped. Pause and resume them, step, or start a new game to try again "
    "(in Python: w.run_bots())."
)


class PacedMoves:
    """Bot moves and autoplay steps for `TableSession` (the `Pacer` calls the plan and play
    methods)."""

    mode: str
    options: dict[str, Any]
    learner: int
    bots: dict[int, Any]
    history: History
    pacer: Pacer
    last_verdict: Verdict | None
    last_error: str | None
    _version: int
    _pending: tuple | None
    _batch_depth: int

    if TYPE_CHECKING:  # provided by TableSession

        @property
        def game(self) -> Any: ...
        @property
        def adapter(self) -> GameAdapter: ...
        @property
        def language(self) -> str: ...
        @property
        def tr(self) -> gettext.NullTranslations: ...
        def adopt(self) -> History: ...
        @contextlib.contextmanager
        def batch(self) -> Iterator[None]: ...
        def say(self, text: str, more: bool = False) -> None: ...
        def show_error(self, text: str) -> None: ...
        def refresh(self) -> None: ...
        def _changed(self) -> None: ...
        def _narrate(self, move: Any, verdict: Verdict | None) -> str: ...
        def move_sentence(self) -> str: ...

    def run_bots(self, max_moves: int = 5000) -> list:
        """Play the bots' moves now, without pacing, until the learner is to act or the game
        ends; returns the moves played."""
        self.adopt()
        self.pacer.cancel()
        played: list[Any] = []
        with self.batch():
            while len(played) < max_moves and self.plan_bot_move() is not None:
                move = self.play_bot_move()
                if move is None:
                    break
                played.append(move)
        return played

    # ----------------------------------------------------------------- the bots

    def _bot_seat(self) -> int | None:
        if self.mode != "play" or not self.history.at_end:
            return None
        seat = self.adapter.next_to_act(self.game)
        if seat is None or seat == self.learner or seat not in self.bots:
            return None
        return seat

    @property
    def version(self) -> int:
        """A number that changes whenever the game or its position changes."""
        return self._version

    def pending_bot(self) -> tuple[int, Any] | None:
        """The bot seat about to move and the move it chose (play mode, planned), or
        ``None``."""
        pending = self._pending
        if pending is None or self._bot_seat() is None:
            return None
        (version, seat), move, _ = pending
        return (seat, move) if version == self._version and seat == self._bot_seat() else None

    def plan_bot_move(self) -> float | None:
        """Seconds to wait before the next bot move, or ``None`` if no bot is to act. The bot
        chooses now; the move is played when the wait is over, unless the game changed."""
        self.adopt()
        seat = self._bot_seat()
        if seat is None:
            return None
        key = (self._version, seat)
        if self._pending is None or self._pending[0] != key:
            try:
                move, reason = choose(self.bots[seat], self.game, seat, self.language)
            except BotFailure as failure:
                self.bot_failed(failure)
                return None
            self._pending = (key, move, reason)
        move = self._pending[1]
        delay = self.options.get("bot_delay_ms", OPTION_DEFAULTS["bot_delay_ms"])
        if self.adapter.is_quiet_move(self.game, move):
            delay = self.options.get("quiet_ms", OPTION_DEFAULTS["quiet_ms"])
        return float(delay) / 1000

    def play_bot_move(self) -> Any:
        """Play the planned bot move (planning it first if the game changed); returns it, or
        ``None`` if no bot move could be played."""
        self.adopt()
        stale = self._pending is None or self._pending[0] != (self._version, self._bot_seat())
        if stale and self.plan_bot_move() is None:
            return None
        assert self._pending is not None
        (_, seat), move, reason = self._pending
        game = self.game
        try:
            verdict = game.play(move)
        except IllegalMove as error:  # cannot happen for a fresh plan; never crash the loop
            self._pending = None
            name = game.names[seat]
            refused = f"a move of the bot at {name} was refused"
            self.bot_failed(BotFailure(refused, str(error), seat, illegal=True))
            return None
        self.history.record(move, verdict, reason)
        self.say(self._narrate(move, verdict), more=self._batch_depth > 0)
        self._changed()
        self.refresh()
        return move

    def bot_failed(self, failure: BotFailure) -> None:
        """Keep a bot's failure in Python (the log, `last_error`) and tell the table, in words
        that name no card, that the bots stopped and how to restart them."""
        logger.error("durak_widget: %s", failure.detail)
        self.last_error = failure.detail
        text = str(failure)
        if self.language == "en" or failure.seat is None:
            self.show_error(f"{text[:1].upper()}{text[1:]}. {BOTS_STOPPED}")
            return
        tr = self.tr
        said = (
            tr.gettext("The bot at {name} chose an illegal move.")
            if failure.illegal
            else tr.gettext("The bot at {name} failed.")
        )
        stopped = tr.gettext(
            "The bots stopped. Pause and resume them, step, or start a new game to try again "
            "(in Python: w.run_bots())."
        )
        self.show_error(said.format(name=self.game.names[failure.seat]) + " " + stopped)

    # ----------------------------------------------------------------- replay autoplay

    def plan_autoplay(self) -> float | None:
        """Seconds until the next autoplay step, or ``None`` (off, paused, or at the end)."""
        if not self.options.get("autoplay") or self.options.get("paused"):
            return None
        if self.history.at_end or getattr(self, "guessing", None) is not None:
            self.options = {**self.options, "autoplay": False}
            self.refresh()
            return None
        return float(self.options.get("autoplay_ms", OPTION_DEFAULTS["autoplay_ms"])) / 1000

    def autoplay_step(self) -> Any:
        """Step one recorded move forward (autoplay); returns it, or ``None``."""
        history = self.history
        if not self.options.get("autoplay") or history.at_end:
            return None
        # Not via `step`: that restarts the pacer, which is what is calling us.
        move = history.moves[history.position]
        history.goto(history.position + 1)
        self.last_verdict = None
        self.say(self.move_sentence())
        self._changed()
        self.refresh()
        return move
