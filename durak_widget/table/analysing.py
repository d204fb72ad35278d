"""The analysis of a finished game at the table ("Analyse this game", ``view.analysis``).

Once a Durak game is over, the learner may ask for its analysis (the ``analyse`` intent, or
`Table.analyse` from Python): `durak_widget.analysis.analyse` judges every move from the view of
the seat that played it. The work goes through the table's thinker in steps
(`durak_widget.analysis.analyse_steps`): off the browser's message in a kernel, in slices on
the loop in Pyodide, so the page is answered meanwhile; a new analysis stops an older one at its
next step. The view says how far it is (``view.analysis``: ``running``, ``done``, ``total``).
When it is finished the table shows the annotated game as a replay from the learner's seat,
with the marks and comments on the moves and the decisive moment said; that replay shows what
any replay of the finished game shows (``DurakWidget.replay(w.to_record())``).

The progress carries counts only, never a card: nothing in it depends on what a seat held.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Generator
from typing import TYPE_CHECKING, Any, Final

from ..analysis import Analysis, analyse_steps
from .players import logger
from .thinkers import InlineThinker, Thought, Ticket

if TYPE_CHECKING:
    from .core import Table

ANALYSED_GAMES: Final = frozenset({"durak"})
"""The games the search can analyse, by their registered names (Svoi Kozyri has no search)."""

ANALYSIS_MS: Final = 350.0
"""The analysis's time budget per judged move, in milliseconds."""

NOT_OVER: Final = "table.game_not_over"
"""The rule id of an ``analyse`` intent before the game is over."""

NOT_OFFERED: Final = "table.no_analysis"
"""The rule id of an ``analyse`` intent where the table offers no analysis (a game without a
search, a quiz, a lesson, a replay)."""


INLINE: Final = InlineThinker()


def position_key(game: Any, move: Any) -> tuple[Any, ...]:
    """What identifies `move` in the position `game` (before it is played) among a table's
    games: the position as its debugging line says it (every hand, the trump, the talon's and
    the discard's counts, the table), the moves that led there, and the move."""
    return (repr(game), tuple(game.history), move)


class AnalysisRefused(ValueError):
    """The table cannot analyse now: `rule` says why (`NOT_OVER`, `NOT_OFFERED`)."""

    def __init__(self, rule: str, message: str):
        super().__init__(message)
        self.rule = rule


class GameAnalysis:
    """The analysis of one table's finished game: its progress, its result, and the replay it
    leads to (see the module docstring). ``budget`` and ``rounds`` are those of
    `durak_widget.analysis.analyse` (a test sets ``rounds`` alone for a deterministic run)."""

    def __init__(self, table: Table):
        self.table = table
        self.budget: float | None = ANALYSIS_MS
        self.rounds: int | None = None
        self.running = False
        self.done = 0
        self.total = 0
        self.result: Analysis | None = None
        self.record: Any = None
        """The annotated record of `result` the table shows (in the language it was shown in)."""
        self.failed = False
        self.error: BaseException | None = None
        """What the last analysis raised, if it failed (kept for a call from Python)."""
        self._ticket: Ticket | None = None
        self._run = 0
        self.searched: dict[tuple[Any, ...], int] = {}
        """How many imagined deals the coach's search used on a move at this table, by the
        move's `position_key`: the analysis judges that move on exactly those deals, so its
        mark says what the coach's heading said (one search, one verdict, the same deals)."""

    def offered(self) -> bool:
        """Whether this table's game can be analysed at all (the layout offers the button)."""
        table = self.table
        return table.adapter.name in ANALYSED_GAMES and table.mode_part.offers_analysis()

    def check(self, lang: str) -> None:
        """Raise `AnalysisRefused` unless the game at the table may be analysed now."""
        table = self.table
        tr = table.tr_in(lang)
        if not self.offered():
            raise AnalysisRefused(
                NOT_OFFERED, tr.gettext("This table offers no analysis of the game.")
            )
        if not table.game.is_over:
            raise AnalysisRefused(
                NOT_OVER, tr.gettext("A game is analysed once it is over: finish it first.")
            )

    def start(
        self, budget: float | None = None, rounds: int | None = None, now: bool = False
    ) -> None:
        """Start analysing the finished game (checked first: `AnalysisRefused`) within
        `budget` and `rounds` (both ``None``: the table's own). The table's thinker does the
        work (`Table.thinker_now`); `now` thinks at once, on this thread."""
        table = self.table
        self.check(table.language)
        if self._ticket is not None:
            self._ticket.cancel()
        game = table.game.copy()
        total = len(game.history)
        budget = self.budget if budget is None and rounds is None else budget
        rounds = self.rounds if rounds is None else rounds
        self._run += 1
        run = self._run
        self.running, self.done, self.total = True, 0, total
        self.result, self.failed, self.error = None, False, None
        table.refresh()
        progress = self._progress_reporter(run)

        searched = self._searched_in(game)

        def task() -> Generator[None, None, Analysis]:
            return analyse_steps(
                game, budget=budget, rounds=rounds, progress=progress, searched=searched
            )

        def finished(thought: Thought) -> None:
            table.guarded(lambda: self._finished(run, thought))

        thinker = INLINE if now else table.thinker_now()
        ticket = thinker.think(task, finished)
        self._ticket = ticket if self.running and run == self._run else None

    def _searched_in(self, game: Any) -> dict[int, int]:
        """The moves of `game` the coach judged at this table: move number -> its deals."""
        found: dict[int, int] = {}
        if not self.searched:
            return found
        position = game.starting_position()
        for number, move in enumerate(game.history, start=1):
            deals = self.searched.get(position_key(position, move))
            if deals:
                found[number] = deals
            position.play(move)
        return found

    def _progress_reporter(self, run: int) -> Any:
        """``progress(done, total)`` for `analyse`: counted at once, and shown as a change of
        the table on the thread that serves it (the loop's, when the work runs on a worker)."""
        table = self.table
        home = threading.current_thread()
        try:
            loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            loop = None

        def show(done: int) -> None:
            if run == self._run and self.running:
                self.done = max(self.done, done)
                table.refresh()

        def progress(done: int, total: int) -> None:
            if run != self._run:
                return
            if threading.current_thread() is home:
                table.guarded(lambda: show(done))
            elif loop is not None and not loop.is_closed():
                loop.call_soon_threadsafe(lambda: table.guarded(lambda: show(done)))
            else:
                self.done = max(self.done, done)

        return progress

    def _finished(self, run: int, thought: Thought) -> None:
        if run != self._run:
            return  # a newer analysis (or a new game) replaced this one
        table = self.table
        self._ticket = None
        self.running = False
        if thought.error is not None or not isinstance(thought.value, Analysis):
            self.failed = True
            error = thought.error
            self.error = error
            logger.warning("durak_widget: the analysis failed (%s)", type(error).__name__)
            table.refresh()
            return
        self.result = thought.value
        self.done = self.total
        record = self.result.to_record(table.language)
        self.record = record
        seat = table.you if table.you is not None else table.mode_part.seat
        table.show_analysed(record, seat)

    def reword(self, record: Any, lang: str) -> None:
        """The table's language changed to `lang`: if `record` is the analysed game the table
        shows, its summary and comments are worded again in `lang` (in place: the replay's
        position and branches stay)."""
        if self.result is None or record is None or record is not self.record:
            return
        fresh = self.result.to_record(lang)
        record.intro = fresh.intro
        for shown, worded in zip(record.moves, fresh.moves):
            shown.comment = worded.comment

    def forget(self) -> None:
        """A new deal: drop the analysis (one still being computed is cancelled)."""
        if self._ticket is not None:
            self._ticket.cancel()
        self._ticket = None
        self._run += 1
        self.running, self.done, self.total = False, 0, 0
        self.result, self.failed = None, False

    def view(self, lang: str) -> dict[str, Any] | None:
        """``view.analysis``: ``None`` before any analysis, else ``{"running", "finished",
        "failed", "done", "total", "decisive", "text"}`` (``decisive``: the number of the
        decisive move, ``text``: the progress or the summary in `lang`)."""
        if not (self.running or self.result is not None or self.failed):
            return None
        tr = self.table.tr_in(lang)
        result = self.result
        decisive = result.decisive.number if result is not None and result.decisive else None
        if self.running:
            text = tr.gettext("Analysing the game: move {done} of {total}.").format(
                done=self.done, total=self.total
            )
        elif result is not None:
            text = result.summary().in_language(lang)
        else:
            text = tr.gettext("The analysis could not be finished.")
        return {
            "running": self.running,
            "finished": result is not None,
            "failed": self.failed,
            "done": self.done,
            "total": self.total,
            "decisive": decisive,
            "text": text,
        }
