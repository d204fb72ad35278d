"""Replay mode: a record's main line, stepped through or played on ("what if"), and the
guess-the-move lesson made of it.

The view stays drawn from one seat: the picked one, else the record's ``Viewer`` tag, else
seat 0. Autoplay steps the recorded moves at a pace. With a lesson (`Guessing`), at each move
of the chosen seat the learner plays the move they think comes next; the table answers, shows
the record's move and goes on, and nothing of a move ahead reaches the view before it is
guessed. Every sentence is in the reader's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...engine import Verdict
from ...quiz.words import tr
from ..guess import Guessing
from ..history import History
from ..layouts import Layout, guess_layout, replay_layout
from ..notes import Words
from ..replay import ReplayLine, record_viewpoint
from ..viewers import Viewer
from .base import Mode, Viewpoint
from .sandbox import SandboxMode

if TYPE_CHECKING:
    from ..core import Table


class ReplayMode(Mode):
    """Replay of `line` from `seat` (``None``: the record's viewpoint), a guess-the-move
    lesson when `guess` (asking `seat`'s moves, every seat's when ``None``)."""

    name: ClassVar[str] = "replay"

    def __init__(self, table: Table, line: ReplayLine, seat: int | None, guess: bool):
        super().__init__(table)
        self.record_line = line
        players = line.record.game().players
        viewpoint = record_viewpoint(line.record, players)
        self.pick: int | None = seat if seat is not None else (viewpoint or 0)
        """The steady viewpoint."""
        self.lesson = Guessing(line, seat) if guess else None
        if self.lesson is not None:
            self.lesson.follow(table)

    @property
    def seat(self) -> int | None:
        """The steady viewpoint."""
        return self.pick

    @property
    def line(self) -> ReplayLine:
        """The record and where the learner left it."""
        return self.record_line

    @property
    def guessing(self) -> Guessing | None:
        """The lesson, if this replay is one."""
        return self.lesson

    @property
    def record(self) -> Any:
        """The record being replayed."""
        return self.record_line.record

    def on_main_line(self) -> bool:
        """Whether no "what if" branch has left the record."""
        return self.record_line.on_main_line

    def guess_score(self) -> dict | None:
        """The lesson's score, if this replay is one."""
        lesson = self.lesson
        if lesson is None:
            return None
        return {
            "right": lesson.right,
            "asked": lesson.asked,
            "total": lesson.total,
            "done": lesson.done,
        }

    def counts_in_series(self) -> bool:
        """A replayed game is nobody's result."""
        return False

    def check_annotate(self) -> None:
        """The moves ahead stay hidden while guessing."""
        if self.lesson is not None and not self.lesson.done:
            raise ValueError("annotate after the lesson: the moves ahead are hidden while guessing")

    # ----------------------------------------------------------------- who acts

    def learner_view(self) -> Viewpoint:
        """The steady viewpoint, live when it may move; in a lesson, the seat whose move is
        to be found (and no other move is offered)."""
        table = self.table
        game = table.game
        open_hands = bool(table.options.get("open_hands"))
        guessing = self.guessing
        if guessing is not None:
            seat = guessing.seat_to_find(table.history.position)
            if seat is not None:
                return Viewpoint(seat, seat, open_hands, None)
        viewer = self.pick if self.pick is not None and self.pick < game.players else 0
        if guessing is not None or game.is_over or not game.legal_moves(viewer):
            return Viewpoint(viewer, None, open_hands, None)
        return Viewpoint(viewer, viewer, open_hands, None)

    def set_seat(self, seat: int) -> None:
        """Draw the table from `seat`."""
        self.pick = seat

    # ----------------------------------------------------------------- moves and steps

    def guess(self, move: Any) -> Verdict | None:
        """In a lesson every move is a guess: at the frontier it is answered, elsewhere it is
        refused (and the table says why)."""
        guessing = self.guessing
        if guessing is None:
            return None
        table = self.table
        history = table.history
        if guessing.seat_to_find(history.position) is None:
            verdict = history.game.explain(move)
            t = tr(table.language)
            if guessing.done:
                error = t.gettext("The lesson is over: every move of the record has been shown.")
            else:
                text = t.gettext("A guess is played at move {number}: step there first.")
                error = text.format(number=guessing.frontier + 1)
            table.show_error(error)
            return verdict
        verdict = self._answer_guess(move)
        table.after_change()
        return verdict

    def _answer_guess(self, move: Any) -> Verdict:
        """The learner's guess `move` at the frontier: answer it, show the record's move and
        the moves up to the next question, and keep the score. Returns the engine's verdict
        on the guess."""
        guessing = self.guessing
        assert guessing is not None
        table = self.table
        history = table.history
        line = guessing.line
        game = history.game
        verdict = game.explain(move)
        note = table.annotation_at(history.position + 1)
        feedback = guessing.answer(game, move, verdict, note)
        table.clear_error()
        table.pacer.cancel()
        if feedback["kind"] == "illegal":  # explained, and nothing changes: try again
            table.say(guessing.feedback_text(guessing.language))
            table.changed()
            table.show_verdict(verdict)
            return verdict
        history.goto(history.position + 1)
        sentences = [self.move_sentence(table.language)]
        stop = guessing.shown_until(history.position)
        while history.position < stop:
            history.goto(history.position + 1)
            sentences.append(self.move_sentence(table.language))
        guessing.frontier = history.position
        t = tr(guessing.language)
        sentences.insert(0, guessing.feedback_text(guessing.language))
        if guessing.done:
            text = t.gettext("The end of the record. {score}")
            sentences.append(text.format(score=guessing.score_text()))
        elif line.on_main_line:
            text = t.gettext("Your turn: find the move of {name}.")
            sentences.append(text.format(name=game.names[line.moves[stop].player]))
        assert guessing.feedback is not None
        guessing.feedback["text"] = guessing.feedback_text(guessing.language)
        table.say(" ".join(sentences))
        table.changed()
        table.show_verdict(verdict)
        return verdict

    def start(self) -> None:
        """Show the record's start (and, in a lesson, the moves before the first question)."""
        table = self.table
        table.history.goto(0)
        guessing = self.guessing
        if guessing is None:
            return
        history = table.history
        stop = guessing.shown_until(0)
        if stop:
            history.goto(stop)
        guessing.frontier = stop
        first = guessing.seat_to_find(stop)
        if first is not None:
            who = history.game.names[first]
            text = tr(guessing.language).gettext(
                "Guess the move: find the move of {who}, then the record's move is shown."
            )
            table.say(text.format(who=who))

    def moved(self, position: int) -> None:
        """Leaving the main line (or playing on past its end) starts a branch."""
        self.line.note_played(position, self.table.history.moves)

    def followed(self) -> None:
        """Moves played on the game directly may leave the main line."""
        self.line.follow(self.table.history.moves)

    def check_goto(self, position: int) -> None:
        """In a lesson the moves ahead stay hidden until guessed."""
        guessing = self.guessing
        if guessing is not None and position > guessing.frontier:
            raise ValueError(
                "in a guess-the-move lesson the moves ahead stay hidden until you guess: go at "
                f"most to move {guessing.frontier}, then play the move you think comes next"
            )

    def last_position(self) -> int:
        """The end of the history, or of what the lesson has shown."""
        if self.guessing is not None:
            return self.guessing.frontier
        return self.table.history.length

    def step_words(self) -> Words:
        """What the move that led to the position did (in the table's language)."""
        return self.move_sentence(self.table.language)

    def back_to_main_line(self) -> tuple[int, int]:
        """Drop the "what if" branch and return to the record where the learner left it;
        returns the position and the main line's length."""
        line = self.line
        table = self.table
        position = line.branch_at if line.branch_at is not None else table.history.position
        line.branch_at = None
        table.pacer.cancel()
        table.history = History(line.start(), table.adapter.log_text)
        table.history.goto(position)
        if self.pick is not None and self.pick >= table.game.players:
            self.pick = 0
        return position, len(line.moves)

    # ----------------------------------------------------------------- texts

    def move_sentence(self, lang: str) -> str:
        """What the move that led to the current position did: ``"Move 4 of 12: P1 beats 7♥
        with 9♥."`` (with what it caused), or where the record starts."""
        table = self.table
        history = table.history
        position, length = history.position, history.length
        t = tr(lang)
        if position == 0:
            return t.gettext("The start, before move 1 of {length}.").format(length=length)
        move = history.moves[position - 1]
        text = t.gettext("Move {position} of {length}: {narration}")
        game = history.game
        verdict = history.entries[position - 1]["parts"][1]  # worded as it was played
        narration = table.adapter.narrate(game, move, verdict, game.last_events, None, lang)
        return text.format(position=position, length=length, narration=narration)

    def note(self, lang: str) -> str | None:
        """Which move is shown and what it was (never a move ahead of the position)."""
        history = self.table.history
        position, length = history.position, history.length
        t = tr(lang)
        if position == 0:
            text = t.ngettext(
                "The start: {length} move recorded.", "The start: {length} moves recorded.", length
            ).format(length=length)
        else:
            rule = history.entries[position - 1]["rule"]  # worded as it was played
            move = self.table.adapter.move_text(history.moves[position - 1], lang, None, rule)
            text = t.gettext("Move {position} of {length}: {move}.")
            text = text.format(position=position, length=length, move=move)
        if not self.line.on_main_line:
            text += " " + t.gettext("What if: off the recorded game.")
        return text

    def record_note(self, position: int) -> dict:
        """What the record says about the move that led to `position`."""
        return self.line.annotation(position)

    def decorate(self, view: dict[str, Any], viewpoint: Viewpoint, lang: str) -> None:
        """``view.replay`` (with the steady viewpoint) and, in a lesson, ``view.guess``
        (and no hand reasons while a move is to be guessed: the engine's "you may instead"
        lists moves)."""
        table = self.table
        position = table.history.position
        note = table.annotation_at(position, lang)
        view["replay"] = self.line.view(position, bool(table.options.get("autoplay")), note, lang)
        view["replay"]["viewpoint"] = viewpoint.seat
        view["to_act"] = None if self.lesson is not None else table.adapter.next_to_act(table.game)
        guessing = self.guessing
        view["guess"] = guessing.view(position) if guessing is not None else None
        if view["guess"] is not None and view["guess"]["active"]:
            for entry in view.get("hand", []):
                entry.pop("reason", None)

    def shows_coach(self) -> bool:
        """No coach in replays."""
        return False

    def estimate_seat(self) -> int | None:
        """The steady viewpoint (not in a lesson: its answer is the move to find)."""
        return self.pick if self.lesson is None else None

    def layout(self, viewer: Viewer) -> Layout:
        """A lesson's or a replay's (see `durak_widget.table.layouts`)."""
        if self.lesson is not None:
            return guess_layout(self.table, viewer)
        return replay_layout(self.table, viewer)

    # ----------------------------------------------------------------- autoplay

    def plan(self) -> float | None:
        """Seconds until the next autoplay step, or ``None`` (off, paused, or at the end)."""
        table = self.table
        options = table.options
        if not options.get("autoplay") or options.get("paused"):
            return None
        if table.history.at_end or self.guessing is not None:
            table.options = {**options, "autoplay": False}
            table.refresh()
            return None
        return float(options.get("autoplay_ms", 1500)) / 1000

    def act(self) -> Any:
        """Step one recorded move forward; returns it, or ``None``."""
        table = self.table
        history = table.history
        if not table.options.get("autoplay") or history.at_end:
            return None
        # Not via `step`: that restarts the pacer, which is what is calling us.
        move = history.moves[history.position]
        history.goto(history.position + 1)
        table.forget_verdicts()
        table.say(self.step_words())
        table.changed()
        table.refresh()
        return move

    def after_deal(self) -> Mode:
        """A new deal leaves the record, its lesson and autoplay behind: the table becomes a
        sandbox (every seat the learner's, hands open)."""
        table = self.table
        table.options = {**table.options, "autoplay": False, "open_hands": True}
        return SandboxMode(table)
