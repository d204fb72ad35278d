"""The moves a table plays by itself in play mode: the bots' (and stand-ins' for absent
humans), planned, thought out by the table's thinker, then played at a pace; and the quiet
window, a table timer before a bout closes.

**The quiet window.** When every attack card is beaten and some attacker may still throw in
(the game's adapter says who: `GameAdapter.quiet_seats`, decided from public facts only), the
table starts one timer of ``quiet_ms`` for the bout. During it the bots among those attackers
decide in turn order: a bot that throws in does so at the normal pace (which restarts the
bout's flow: the defender answers, and a later beaten table has a window of its own); a bot
that would say done holds back. When the window ends, every bot that has not thrown in says
done, and so does every human attacker who has not acted if the table's ``quiet_for_humans``
setting says so (the classroom's tables; a notebook's learner is never hurried by default).
Every viewer sees the window (``view.waiting``: who it waits for, and its length) whatever the
bots decided: that line never depends on a bot's hidden hand. Outside a window, a bot about
to move shows as "thinking" (``view.thinking``). With ``quiet_ms=0``, or where no clock runs
(no event loop: the bots reply at once), there is no window and the bots answer in the game's
turn order (`RecordedGame.next_to_act`), one after the other.

**Decisions.** A bot's decision is computed by the table's thinker (inline by default, or on
a worker thread) from the seat's view and legal moves taken under the table's lock, and is
applied only if the table is still at the version it was computed for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine import IllegalMove
from .intents import OPTION_DEFAULTS
from .notes import Words
from .pacing import clock_time
from .players import BotFailure, choose, logger
from .thinkers import Thought
from .viewers import SEAT

if TYPE_CHECKING:
    from .core import Table

BOTS_STOPPED = (
    "The bots stopped. Pause and resume them, step, or start a new game to try again "
    "(in Python: w.run_bots())."
)


@dataclass
class QuietWindow:
    """One bout's quiet window: the bout it belongs to (`key`), when it opened on the table's
    clock (`opened`), and the reasons of the bots holding back (`held`, seat -> reason), which
    only Python sees. The table's pacer plays its end like a move, at `opened` plus the
    window's length."""

    key: Any
    opened: float
    held: dict[int, str | None] = field(default_factory=dict)


class BotMoves:
    """The bots of one table (see the module docstring); the table's pacer calls `plan` and
    `play`."""

    def __init__(self, table: Table):
        self.table = table
        self.window: QuietWindow | None = None
        self._pending: tuple[tuple[int, int], Any, str | None] | None = None
        self._thinking: tuple[int, int] | None = None
        self._inline = False
        self._ended: Any = None  # the bout whose window has ended (no second window for it)
        self._failed_at: int | None = None
        self._window_due = False
        self._era = 0  # a new era (`forget`: a new holder, a new deal) drops decisions asked before
        self.hurry = False
        """While true (`run_bots`), no window: the bots answer at once in turn order."""

    # ----------------------------------------------------------------- who moves next

    def is_bot_seat(self, seat: int) -> bool:
        """Whether a bot (or a stand-in for an absent human) plays `seat` now."""
        table = self.table
        return not table.holder(seat).human and table.bot_for(seat) is not None

    def running(self) -> bool:
        """Whether the bots may move now: bots play in this mode, the position is the
        history's last, they are not paused and have not stopped on a failure."""
        table = self.table
        return (
            table.mode_part.plays_bots()
            and table.history.at_end
            and not table.options.get("paused")
            and table.held is None
            and self._failed_at != table.position_version
        )

    def next_seat(self) -> tuple[int | None, bool]:
        """The bot seat to decide next, and whether a quiet window is open."""
        table = self.table
        if not self.running():
            return None, False
        window = self.window
        if window is not None:
            for quiet in table.adapter_quiet_seats():
                if quiet not in window.held and self.is_bot_seat(quiet):
                    return quiet, True
            return None, True
        seat: int | None = table.adapter.next_to_act(table.game)
        if seat is None or not self.is_bot_seat(seat):
            return None, False
        return seat, False

    # ----------------------------------------------------------------- the quiet window

    def window_seats(self) -> list[int]:
        """The seats the window closes for (bots, and humans with ``quiet_for_humans``)."""
        table = self.table
        return [
            seat
            for seat in table.adapter_quiet_seats()
            if self.is_bot_seat(seat) or (table.quiet_for_humans and table.holder(seat).human)
        ]

    def quiet_seconds(self) -> float:
        """The window's length, in seconds."""
        quiet_ms = self.table.options.get("quiet_ms", OPTION_DEFAULTS["quiet_ms"])
        return float(quiet_ms) / 1000

    def update_window(self) -> None:
        """Open the bout's quiet window when its moment comes (and a clock runs), close it
        when the moment is gone."""
        table = self.table
        key = table.bout_key()
        wanted = (
            self.quiet_seconds() > 0
            and not self.hurry
            and self.running()
            and key != self._ended
            and bool(self.window_seats())
        )
        window = self.window
        if window is not None and (not wanted or window.key != key):
            self.window = window = None
        if not wanted or window is not None:
            return
        now = clock_time(table.scheduler)
        if now is not None:  # no clock: no window, the bots answer in turn order
            self.window = QuietWindow(key, now)

    def window_left(self) -> float:
        """Seconds until the open window ends (0 when it is due)."""
        window = self.window
        if window is None:
            return 0.0
        now = clock_time(self.table.scheduler)
        passed = 0.0 if now is None else now - window.opened
        return max(0.0, self.quiet_seconds() - passed)

    def close_window(self) -> None:
        """Drop the window."""
        self.window = None

    def _window_over(self) -> Any:
        """The window ended: the bots that held back (and those that have not decided), and
        the humans with ``quiet_for_humans``, say done in turn order. Returns the last move
        played (``None``: none)."""
        table = self.table
        window = self.window
        if window is None:
            return None
        key = window.key
        self.window = None
        self._ended = key
        last = None
        while table.bout_key() == key:
            seats = self.window_seats()
            if not seats:
                break
            seat = seats[0]
            move = table.adapter_quiet_done(seat)
            try:
                verdict = table.game.play(move)
            except IllegalMove:  # the game moved on some other way: nothing to close
                break
            self._pending = None
            more = None if last is None else True  # the window's dones, said together
            table.record_move(move, verdict, window.held.get(seat), more)
            last = move
        table.refresh()
        return last if last is not None else "window"

    # ----------------------------------------------------------------- deciding

    def plan(self) -> float | None:
        """Seconds to wait before the next bot move, or ``None`` if no bot is to move now.
        The bot decides now (or its thinker does); the move is played when the wait is over,
        unless the table changed."""
        table = self.table
        table.adopt()
        self.update_window()
        self._window_due = False
        while True:
            seat, windowed = self.next_seat()
            if seat is None:
                if self.window is None:
                    return None
                self._window_due = True  # the window's end is the next thing to play
                return self.window_left()
            key = (table.position_version, seat)
            pending = self._pending
            if pending is None or pending[0] != key:
                if self._thinking == key or not self._think(key, seat):
                    return None
                pending = self._pending
                if pending is None or pending[0] != key:
                    return None
            move = pending[1]
            quiet_done = seat in table.adapter_quiet_seats() and move == table.adapter_quiet_done(
                seat
            )
            if windowed and quiet_done and self.window is not None:
                self.window.held[seat] = pending[2]  # holds back until the window ends
                self._pending = None
                continue
            name = "quiet_ms" if quiet_done else "bot_delay_ms"
            return float(table.options.get(name, OPTION_DEFAULTS[name])) / 1000

    def _think(self, key: tuple[int, int], seat: int) -> bool:
        """Hand the decision of `seat` to the thinker; whether it is known now."""
        table = self.table
        game = table.game
        bot = table.bot_for(seat)
        view, moves, name = game.view(seat), game.legal_moves(seat), game.names[seat]
        lang = table.language
        era = self._era

        def task() -> tuple[Any, str | None]:
            return choose(bot, game, seat, lang, view, moves, name)

        self._thinking = key
        self._inline = True
        try:
            table.thinker_now().think(
                task, lambda thought: table.guarded(lambda: self._decided(key, thought, era))
            )
        except BaseException:  # an interrupt while the bot thinks: it may think again
            self._thinking = None
            raise
        finally:
            self._inline = False
        return self._thinking != key

    def _decided(self, key: tuple[int, int], thought: Thought, era: int | None = None) -> None:
        """A decision arrived: keep it if the table is still where it was made, and the seat
        still played by the bot that made it (`era`: no holder changed since it was asked)."""
        table = self.table
        if era is not None and era != self._era:
            return  # asked of a bot that no longer plays the seat
        if self._thinking == key:
            self._thinking = None
        if key[0] != table.position_version or key[1] != self.next_seat()[0]:
            return  # stale: the table has moved on (its change restarted the pacer)
        if thought.error is not None:
            error = thought.error
            if not isinstance(error, BotFailure):  # anything but an interrupt: contained
                name = table.game.names[key[1]]
                error = BotFailure(
                    f"the bot at {name} failed",
                    f"the bot at {name} raised {error!r:.500}",
                    key[1],
                    cause=type(error).__name__,
                )
            self.failed(error)
            return
        move, reason = thought.value
        self._pending = (key, move, reason)
        if not self._inline:
            table.pacer.start()

    def pending_seat(self) -> int | None:
        """The bot seat with a decision waiting to be played, or ``None``."""
        pending = self._pending
        if pending is None or pending[0][0] != self.table.position_version:
            return None
        return pending[0][1]

    # ----------------------------------------------------------------- playing

    def play(self) -> Any:
        """Play the planned bot move (planning it first if the table changed); returns it,
        or ``None`` if no bot move could be played."""
        table = self.table
        table.adopt()
        if self._window_due and self.window is not None and self.next_seat()[0] is None:
            self._window_due = False
            return self._window_over()
        seat = self.next_seat()[0]
        pending = self._pending
        if (pending is None or pending[0] != (table.position_version, seat)) and (
            self.plan() is None
        ):
            return None
        pending = self._pending
        if pending is None:
            return None
        (_, seat), move, reason = pending
        game = table.game
        try:
            verdict = game.play(move)
        except IllegalMove as error:  # cannot happen for a fresh plan; never crash the loop
            self._pending = None
            refused = f"a move of the bot at {game.names[seat]} was refused"
            self.failed(BotFailure(refused, str(error), seat, illegal=True, cause="IllegalMove"))
            return None
        self._pending = None
        table.record_move(move, verdict, reason)
        table.refresh()
        return move

    def run(self, max_moves: int = 5000) -> list:
        """Play the bots' moves now, without pacing and without a quiet window, until a
        human is to act or the game ends; returns the moves played."""
        table = self.table
        table.adopt()
        table.pacer.cancel()
        self.close_window()
        self.recover()
        played: list[Any] = []
        self.hurry = True
        try:
            with table.batch():
                while len(played) < max_moves and self.plan() is not None:
                    move = self.play()
                    if move is None:
                        break
                    played.append(move)
        finally:
            self.hurry = False
        return played

    def interrupted(self) -> None:
        """An interrupt cut a change short: a decision that was under way is asked for again
        (one still on its way is heard if it is still current)."""
        self._thinking = None
        self._inline = False

    def forget(self) -> None:
        """Drop every plan and the window (a new deal, a step, a new holder); a decision still
        on its way is not played."""
        self._era += 1
        self._pending = None
        self._thinking = None
        self._ended = None
        self.close_window()

    # ----------------------------------------------------------------- failures

    def failed(self, failure: BotFailure) -> None:
        """Keep a bot's failure in Python (the log, `Table.last_error`) and tell the table, in
        words that name no card, that the bots stopped and how to restart them."""
        table = self.table
        logger.error("durak_widget: %s; the account is in last_error", failure.public)
        table.last_error = failure.detail
        self._failed_at = table.position_version
        stopped = Stopped(table, failure)
        with table.batch():
            table.show_table_error(stopped)
            table.say(stopped.said)  # the narration names no control: each error does

    def recover(self) -> None:
        """Let the bots try again after a failure (a step, a new deal, pause and resume)."""
        self._failed_at = None


class Stopped:
    """The words of a bot's failure (`BotMoves.failed`): as a function of the reader's seat
    and language, what the learner reads (every way to restart the bots); `for_viewer` what
    a viewer who is not the learner reads, naming only what that viewer can do (a seat of a
    shared table cannot restart the bots: its teacher can)."""

    def __init__(self, table: Table, failure: BotFailure):
        self.table = table
        self.failure = failure
        seat = failure.seat
        self.name = None if seat is None else table.game.names[seat]

    def failed(self, lang: str) -> str:
        """The first sentence: which bot failed."""
        failure = self.failure
        if self.name is None:
            text = str(failure)
            return f"{text[:1].upper()}{text[1:]}."
        tr = self.table.tr_in(lang)
        said = (
            tr.gettext("The bot at {name} chose an illegal move.")
            if failure.illegal
            else tr.gettext("The bot at {name} failed.")
        )
        return said.format(name=self.name)

    def __call__(self, you: int | None, lang: str) -> str:
        if lang == "en" or self.failure.seat is None:
            text = str(self.failure)
            return f"{text[:1].upper()}{text[1:]}. {BOTS_STOPPED}"
        stopped = self.table.tr_in(lang).gettext(
            "The bots stopped. Pause and resume them, step, or start a new game to try "
            "again (in Python: w.run_bots())."
        )
        return self.failed(lang) + " " + stopped

    def said(self, you: int | None, lang: str) -> str:
        """The narration's words, the same for everyone: which bot failed, and that the
        bots stopped."""
        return self.failed(lang) + " " + self.table.tr_in(lang).gettext("The bots stopped.")

    def for_viewer(self, kind: str, lang: str) -> str:
        """What a viewer of `kind` reads: a seat, that its teacher can start the bots again;
        anyone else (a spectator, a projector), only that they stopped."""
        tr = self.table.tr_in(lang)
        if kind == SEAT:
            return (
                self.failed(lang)
                + " "
                + tr.gettext("The bots stopped: your teacher can start them again.")
            )
        return self.said(None, lang)


def thinking_words(table: Table, seat: int) -> Words:
    """ "P2 is thinking…" in the reader's language."""
    name = table.game.names[seat]
    return lambda you, lang: table.tr_in(lang).gettext("{name} is thinking…").format(name=name)
