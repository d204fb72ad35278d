"""What every mode of a table answers: what a viewer may do, and what the view adds.

A table (`durak_widget.table.Table`) keeps the game and its history, the options, the
narration and the language; its *mode* is one object that answers the questions that differ
between play, sandbox, replay (with guessing) and quiz: which seats a viewer may act for,
where its view is drawn from, what a move or a step means, what the view adds, and what the
table plays by itself (the bots, or a replay's autoplay). The table asks its mode; nothing
outside a mode asks which mode it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..layouts import Layout, sandbox_layout
from ..lessons import NO_NOTE
from ..notes import Words
from ..viewers import LEARNER, OPEN_HANDS, SEAT, Viewer

if TYPE_CHECKING:
    from ...engine import Verdict
    from ..core import Table


@dataclass(frozen=True)
class Viewpoint:
    """Where a view is drawn from: the `seat` at the bottom, the seat whose buttons are live
    (`acting`), whether every hand is face up (`open_hands`), the seat called "you" in texts
    (`you`), whether the bottom seat's own hand is shown (`own_hand`; a spectator's is not),
    and every seat whose cards the viewer may play now (`live`, the acting seat first; empty:
    the acting seat alone, when it is the bottom seat)."""

    seat: int
    acting: int | None
    open_hands: bool
    you: int | None
    own_hand: bool = True
    live: tuple[int, ...] = ()


class Mode:
    """The part of a table that one mode decides (see the module docstring). The defaults
    are a sandbox's: the learner moves for every seat and nobody else acts."""

    name: ClassVar[str] = "sandbox"
    """The mode's name as the view and `DurakWidget.mode` give it."""

    def __init__(self, table: Table):
        self.table = table

    # ----------------------------------------------------------------- who acts

    def learner_seats(self) -> frozenset[int]:
        """The seats the learner (the notebook's viewer) may move for."""
        return frozenset(range(self.table.game.players))

    def seats_of(self, viewer: Viewer) -> frozenset[int]:
        """The seats `viewer` may move for."""
        return self.learner_seats() if viewer.kind == LEARNER else frozenset()

    def learner_view(self) -> Viewpoint:
        """Where the learner's view is drawn from."""
        raise NotImplementedError

    def viewpoint(self, viewer: Viewer) -> Viewpoint:
        """Where `viewer`'s view is drawn from: the learner's own; other viewers see what the
        learner sees, with no live buttons."""
        mine = self.learner_view()
        if viewer.kind == LEARNER:
            return mine
        seat = viewer.seat if viewer.kind == SEAT and viewer.seat is not None else mine.seat
        if seat >= self.table.game.players:
            seat = mine.seat
        open_hands = mine.open_hands or viewer.kind == OPEN_HANDS
        return Viewpoint(seat, None, open_hands, None, own_hand=viewer.kind == SEAT)

    def you(self) -> int | None:
        """The learner's seat as "you" in texts (play mode only)."""
        return None

    @property
    def seat(self) -> int | None:
        """The seat the learner picked to view (sandbox, replay, quiz), or ``None``."""
        return None

    def set_seat(self, seat: int) -> None:
        """The learner's seat choice (`TableSession.set_seat`)."""
        raise ValueError(f"this table has no seat to choose, got {seat!r}")

    def fit(self, players: int) -> None:
        """After a new deal for `players` seats: forget a picked seat the game lacks."""

    @property
    def line(self) -> Any:
        """The record being replayed (replay mode), else ``None``."""
        return None

    @property
    def guessing(self) -> Any:
        """A guess-the-move lesson's state, else ``None``."""
        return None

    @property
    def quiz(self) -> Any:
        """A quiz table's state (`durak_widget.table.quizzing.QuizRun`), else ``None``."""
        return None

    def ready_quiz(self) -> Any:
        """A quiz table's state once its questions are prepared (waiting for them), else
        ``None``."""
        return None

    @property
    def record(self) -> Any:
        """The record being replayed, else ``None``."""
        return None

    def on_main_line(self) -> bool:
        """Whether the moves are still the record's (always, away from a replay)."""
        return True

    def guess_score(self) -> dict | None:
        """A lesson's score ``{"right", "asked", "total", "done"}``, else ``None``."""
        return None

    def hides_hands(self) -> bool:
        """Whether the other hands stay hidden unless Python opens them (play mode)."""
        return False

    # ----------------------------------------------------------------- moves and steps

    def check_move(self, move: Any) -> None:
        """Raise `ValueError` when the learner may not try `move` at all in this mode."""

    def guess(self, move: Any) -> Verdict | None:
        """A move the mode answers itself (a guess in a lesson), or ``None``."""
        return None

    def moved(self, position: int) -> None:
        """After a move was played at `position`."""

    def followed(self) -> None:
        """After the history followed moves played on the game directly."""

    def check_goto(self, position: int) -> None:
        """Raise `ValueError` for a position the learner may not go to."""

    def check_annotate(self) -> None:
        """Raise `ValueError` when annotating now would show what is still hidden."""

    def back_to_main_line(self) -> tuple[int, int]:
        """Replay: return to the record; ``(position, length of the main line)``."""
        raise ValueError("back_to_main_line is for replay mode (DurakWidget.replay(record))")

    def answer(self, value: Any) -> Any:
        """A quiz table's answer to its open question."""
        raise ValueError("answer is for a quiz table: DurakWidget.quiz(topic, questions, seed)")

    def next_question(self) -> int:
        """A quiz table's next question."""
        raise ValueError("quiz_next is for a quiz table: DurakWidget.quiz(topic, questions, seed)")

    def counts_in_series(self) -> bool:
        """Whether a finished game here counts in the table's series (a replay's does
        not)."""
        return True

    def last_position(self) -> int:
        """Where ``step("last")`` goes."""
        return self.table.history.length

    def step_words(self) -> Words:
        """What the table says after a step."""
        table = self.table
        position, length = table.history.position, table.history.length
        return lambda you, lang: (
            table.tr_in(lang)
            .gettext("Move {position} of {length}.")
            .format(position=position, length=length)
        )

    def plays_bots(self) -> bool:
        """Whether bots hold seats in this mode."""
        return False

    # ----------------------------------------------------------------- the view

    def note(self, lang: str) -> str | None:
        """The note in front of the status line: where a stepped-back table stands."""
        history = self.table.history
        if history.at_end:
            return None
        text = self.table.tr_in(lang).gettext("Stepped back to move {position} of {length}.")
        return text.format(position=history.position, length=history.length)

    def record_note(self, position: int) -> dict:
        """What a record says about the move that led to `position` (replay), else no
        note."""
        return dict(NO_NOTE)

    def decorate(self, view: dict[str, Any], viewpoint: Viewpoint, lang: str) -> None:
        """Add the mode's parts to a view model."""

    def layout(self, viewer: Viewer) -> Layout:
        """What `viewer`'s table shows for this mode's task (`durak_widget.table.layouts`;
        the table puts the projector's version on top when presenting)."""
        return sandbox_layout(self.table, viewer)

    def hides_log(self) -> bool:
        """Whether the move log stays hidden (a quiz position's moves could tell its
        answer)."""
        return False

    def check_help(self, what: str) -> None:
        """Raise `ValueError` when hints and card reasons are not given now."""

    def shows_coach(self) -> bool:
        """Whether the coach comments on the learner's moves in this mode."""
        return True

    def offers_analysis(self) -> bool:
        """Whether a finished game may be analysed here ("Analyse this game")."""
        return False

    def estimate_seat(self) -> int | None:
        """The seat whose legal moves get the search's estimates when it is the seat to act
        (a replay's viewpoint), else ``None``."""
        return None

    # ----------------------------------------------------------------- the pace

    def plan(self) -> float | None:
        """Seconds until the table plays its next move by itself, or ``None``."""
        return self.table.bot_moves.plan()

    def act(self) -> Any:
        """Play that move; returns it, or ``None``."""
        return self.table.bot_moves.play()

    def after_deal(self) -> Mode:
        """The mode a new deal leaves the table in."""
        return self
