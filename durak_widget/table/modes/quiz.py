"""Quiz mode: the questions of a `durak_widget.quiz.Quiz` on the table, one position at a
time (``DurakWidget.quiz``).

The table shows the question's position drawn from the seat it asks about, with no live
buttons and no legal-card highlighting, no move log, no hints and no card reasons while the
question is open; the view carries only the public question (`QuizRun.view`). The learner
answers, the quiz checks it, then the table explains and scores it. A quiz table reads as a
sandbox (``view["mode"]``), and a new deal ends the quiz.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...quiz import Feedback
from ...quiz.words import tr
from ..history import History
from ..quizzing import QuizRun
from .base import Mode, Viewpoint
from .sandbox import SandboxMode

if TYPE_CHECKING:
    from ..core import Table


class QuizMode(Mode):
    """A quiz table asking the questions of `run`."""

    name: ClassVar[str] = "sandbox"

    def __init__(self, table: Table, run: QuizRun):
        super().__init__(table)
        self.run = run
        self.pick: int | None = None
        run.follow(table)

    @property
    def seat(self) -> int | None:
        """The seat the question asks about."""
        return self.pick

    @property
    def quiz(self) -> QuizRun:
        """The quiz's state."""
        return self.run

    def learner_view(self) -> Viewpoint:
        """The question's seat, with no live buttons."""
        open_hands = bool(self.table.options.get("open_hands"))
        return Viewpoint(self.pick or 0, None, open_hands, None)

    def set_seat(self, seat: int) -> None:
        """View the question's position from `seat`."""
        self.pick = seat

    def check_move(self, move: Any) -> None:
        """Moves are not played here: questions are answered."""
        raise ValueError("this table asks quiz questions: answer with w.answer(value)")

    def check_help(self, what: str) -> None:
        """No hints or card reasons while a question is open."""
        if self.run.open:
            raise ValueError(f"no {what} while a quiz question is open: answer it first")

    def hides_log(self) -> bool:
        """A quiz position's earlier moves could tell the answer."""
        return True

    def shows_coach(self) -> bool:
        """No coach on a quiz table."""
        return False

    def decorate(self, view: dict[str, Any], viewpoint: Viewpoint, lang: str) -> None:
        """``view.quiz``; while the question is open, no legal-card hints and no verdict."""
        run = self.run
        view["quiz"] = run.view()
        if run.open:
            for entry in view.get("hand", []):
                entry["legal"] = False
                for key in ("uses", "reason", "beats"):
                    entry.pop(key, None)
            view["legal"] = []
            view["last_verdict"] = None
            for path in run.question.hides:  # what would give this question's answer away
                _blank(view, path)

    # ----------------------------------------------------------------- questions

    def show_question(self) -> None:
        """Put the current question on the table and say its prompt."""
        run = self.run
        table = self.table
        question = run.question
        game = question.game
        table.history = History(game, table.adapter_of(game).log_text)
        self.pick = question.seat if question.seat is not None else 0
        table.forget_verdicts()
        table.clear_error()
        text = tr(run.language).gettext("Question {number} of {total}: {prompt}")
        table.say(text.format(number=run.index + 1, total=len(run.quiz), prompt=question.prompt))
        table.changed()
        table.refresh()

    def answer(self, value: Any) -> Feedback:
        """The learner's answer to the open question: checked, then explained and scored."""
        run = self.run
        feedback = run.answer(value)
        t = tr(run.language)
        sentences = [feedback.explanation]
        score = run.score()
        if score["done"]:
            sentences.append(t.gettext("The end of the quiz. {summary}").format(**score))
        else:
            sentences.append(t.gettext("Score: {right} of {asked}.").format(**score))
        table = self.table
        table.say(" ".join(sentences))
        table.clear_error()
        table.refresh()
        return feedback

    def next_question(self) -> int:
        """Show the next question; returns its number (from 1)."""
        self.run.next()
        self.show_question()
        return self.run.index + 1

    def after_deal(self) -> Mode:
        """A new deal ends the quiz: a sandbox remains."""
        return SandboxMode(self.table, self.pick)


def _blank(view: dict[str, Any], path: str) -> None:
    """Empty the part of `view` at the dotted `path` (copying the dicts on the way, which the
    game's view model may share)."""
    *parents, last = path.split(".")
    part = view
    for key in parents:
        child = part.get(key)
        if not isinstance(child, dict):
            return
        part[key] = child = dict(child)
        part = child
    if last in part:
        part[last] = None
