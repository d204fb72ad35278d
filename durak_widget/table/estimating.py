"""The search's estimate beside each legal move of a replay's position (``view.replay.estimates``).

In a replay drawn from a seat that is the seat to act at the position shown, the table asks
the search for the estimate of each of that seat's legal moves, from that seat's view alone
(its cards and what it has seen; never another hand or the talon's order). The work goes
through the table's own thinker in steps (`durak_widget.analysis.estimate_steps`) after the
position is shown (for a step from Python too: in a kernel it runs on a worker thread; in
Pyodide in slices on the loop; with no event loop, as in a script, it runs at once);
until it comes the view says the search is looking, and a step to another position drops an
estimate still being computed.
Never for a seat other than the one to act: its legal moves would show its cards.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, Final

from ..analysis import Estimate, estimate_steps
from ..games.texts import move_text_at
from .analysing import ANALYSED_GAMES
from .players import logger
from .thinkers import Thought, Ticket

if TYPE_CHECKING:
    from .core import Table

ESTIMATE_MS: Final = 350.0
"""The search's time budget for the estimates of one position, in milliseconds."""


class ReplayEstimates:
    """The estimates of the position a replay shows (see the module docstring). ``budget_ms``
    and ``rounds`` are those of `move_estimates` (a test sets ``rounds`` alone for a
    deterministic run)."""

    def __init__(self, table: Table):
        self.table = table
        self.budget_ms: float | None = ESTIMATE_MS
        self.rounds: int | None = None
        self._key: tuple[int, int] | None = None
        self._found: dict[Any, Estimate] | None = None
        self._failed = False
        self._ticket: Ticket | None = None

    def seat(self) -> int | None:
        """The seat whose moves are estimated now: the replay's viewpoint when it is the seat
        to act, else ``None``."""
        table = self.table
        if table.adapter.name not in ANALYSED_GAMES:
            return None
        seat = table.mode_part.estimate_seat()
        if seat is None or table.game.is_over:
            return None
        return seat if table.adapter.next_to_act(table.game) == seat else None

    def update(self) -> None:
        """After a change: ask for the estimates of the position shown if they are wanted
        and not known or asked for yet; drop those of another position."""
        table = self.table
        seat = self.seat()
        key = None if seat is None else (table.position_version, seat)
        if key == self._key:
            return
        if self._ticket is not None:
            self._ticket.cancel()
        self._key, self._found, self._failed, self._ticket = key, None, False, None
        if seat is None or key is None:
            return
        game = table.game.copy()
        budget_ms, rounds = self.budget_ms, self.rounds

        def task() -> Generator[None, None, dict[Any, Estimate]]:
            found = yield from estimate_steps(game, seat, budget_ms, rounds)
            return found.by_move

        def done(thought: Thought) -> None:
            table.guarded(lambda: self._done(key, thought))

        # The table's own thinker, even for a step from Python: nobody waits for estimates, so
        # a cell's ``w.step()`` in a kernel returns at once and the search runs on a worker.
        ticket = table.thinker.think(task, done)
        self._ticket = ticket if self._key == key and self._found is None else None

    def _done(self, key: tuple[int, int], thought: Thought) -> None:
        if key != self._key:
            return  # the table has moved on to another position
        self._ticket = None
        if thought.error is not None or not isinstance(thought.value, dict):
            logger.warning("durak_widget: the estimates failed (%s)", type(thought.error).__name__)
            self._failed = True
        else:
            self._found = thought.value
        self.table.refresh()

    def view(self, lang: str) -> dict[str, Any] | None:
        """``view.replay.estimates``: ``None`` when the viewpoint is not the seat to act, else
        ``{"seat", "pending", "text", "moves"}``; ``moves`` (best first) holds ``{"move",
        "text", "value", "percent", "exact", "words"}`` for each legal move once the search
        has answered (``pending`` until then, with "Looking…" as ``text``)."""
        seat = self.seat()
        if seat is None or self._key != (self.table.position_version, seat):
            return None
        tr = self.table.tr_in(lang)
        if self._failed:
            text = tr.gettext("The search could not estimate these moves.")
            return {"seat": seat, "pending": False, "text": text, "moves": []}
        found = self._found
        if found is None:
            text = tr.gettext("The search is looking at the moves…")
            return {"seat": seat, "pending": True, "text": text, "moves": []}
        table = self.table
        names = table.game.names
        ranked = sorted(found.items(), key=lambda item: -item[1].value)
        moves = []
        for move, estimate in ranked:
            percent = round(estimate.value * 100)
            moves.append(
                {
                    "move": move.to_json(),
                    "text": move_text_at(table.adapter, table.game, move, lang, names),
                    "value": round(estimate.value, 4),
                    "percent": percent,
                    "exact": estimate.exact,
                    "words": _words(tr, estimate, percent),
                }
            )
        text = tr.gettext("The search's estimate of each move, from what {name} knows.").format(
            name=names[seat]
        )
        return {"seat": seat, "pending": False, "text": text, "moves": moves}


def _words(tr: Any, estimate: Estimate, percent: int) -> str:
    """An estimate in words: a sure result when the solver worked it out, else the chance."""
    if estimate.exact and estimate.value >= 1:
        return tr.gettext("wins with best play")
    if estimate.exact and estimate.value <= 0:
        return tr.gettext("loses with best play")
    if estimate.exact:
        return tr.gettext("a draw with best play")
    return tr.gettext("{percent}% chance not to be the durak").format(percent=percent)
