"""Quiz mode: the questions of a `durak_widget.quiz.Quiz` on the table, one position at a
time (``DurakWidget.quiz``).

The table shows the question's position drawn from the seat it asks about, with no live
buttons and no legal-card highlighting, no rule panel (its limit and ranks would answer some
questions), no move log, no hints and no card reasons while the question is open; the view
carries only the public question (`QuizRun.view`). The learner answers, the quiz checks it,
then the table explains and scores it. A quiz table reads as a sandbox (``view["mode"]``;
its layout is the quiz's, ``view.layout.task``), and a new deal ends the quiz.

Until the quiz's question pools are built (once per process: `durak_widget.quiz.pool`), the
table says it is preparing them (``view.quiz.preparing``); the table's thinker builds them
off the browser's message (a worker thread in a kernel, slices on the loop in Pyodide), and
the first question comes when they are ready. The Python API waits for them (`ready`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from ...quiz import Feedback
from ...quiz.words import tr
from ..history import History
from ..layouts import Layout, quiz_layout
from ..quizzing import QuizRun
from ..thinkers import Thought
from ..viewers import Viewer
from .base import Mode, Viewpoint
from .sandbox import SandboxMode

if TYPE_CHECKING:
    from ..core import Table


class QuizMode(Mode):
    """A quiz table asking the questions of `run` (``None`` while the questions are being
    prepared: `make` then makes the run once they are)."""

    name: ClassVar[str] = "sandbox"

    def __init__(
        self, table: Table, run: QuizRun | None, make: Callable[[], QuizRun] | None = None
    ):
        super().__init__(table)
        self.run = run
        self.make = make
        self.pick: int | None = None
        if run is not None:
            run.follow(table)

    @property
    def seat(self) -> int | None:
        """The seat the question asks about."""
        return self.pick

    @property
    def quiz(self) -> QuizRun | None:
        """The quiz's state (``None`` while its questions are being prepared)."""
        return self.run

    @property
    def preparing(self) -> bool:
        """Whether the questions are still being prepared."""
        return self.run is None

    def ready(self) -> QuizRun:
        """The quiz's state, its questions prepared now if they are not yet (waiting for a
        build under way), and its first question shown."""
        if self.run is None:
            assert self.make is not None
            self.start(self.make())
        assert self.run is not None
        return self.run

    def ready_quiz(self) -> QuizRun:
        """The quiz's state, its questions prepared now if need be."""
        return self.ready()

    def start(self, run: QuizRun) -> None:
        """Ask the questions of `run`, from the first."""
        self.run = run
        run.follow(self.table)
        self.show_question()

    def prepared(self, thought: Thought) -> None:
        """The question pools are built (`thought`: how the build went): the quiz starts,
        unless the Python API started it meanwhile; a quiz that cannot start says why."""
        if self.run is not None or self.table.mode_part is not self:
            return
        try:
            if thought.error is not None:
                raise thought.error
            self.ready()
        except ValueError as error:
            self.table.show_error(str(error))

    def layout(self, viewer: Viewer) -> Layout:
        """The question, its answer controls, the position and the score (see
        `durak_widget.table.layouts`)."""
        return quiz_layout(self.table, viewer, self.preparing)

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
        """No hints or card reasons while a question is open (or being prepared)."""
        if self.run is None or self.run.open:
            raise ValueError(f"no {what} while a quiz question is open: answer it first")

    def hides_log(self) -> bool:
        """A quiz position's earlier moves could tell the answer."""
        return True

    def shows_coach(self) -> bool:
        """No coach on a quiz table."""
        return False

    def decorate(self, view: dict[str, Any], viewpoint: Viewpoint, lang: str) -> None:
        """``view.quiz``; while the question is open, no legal-card hints, no verdict and none
        of what the question hides; while the questions are prepared, ``{"preparing": true,
        "prompt": ...}`` and no rule panel."""
        run = self.run
        if run is None:
            text = tr(lang).gettext(
                "Preparing the quiz: its questions come from real positions, checked by the "
                "engine. This takes a few seconds, once per session."
            )
            view["quiz"] = {"preparing": True, "prompt": text, "open": False, "number": 0}
            view["panel"] = None
            view["legal"] = []
            return
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
        assert run is not None
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
        run = self.ready()
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
        """Show the next question; returns its number (from 1). After the last question is
        answered, another round starts (`QuizRun.another`) at its first question."""
        run = self.ready()
        if run.done:
            self.start(run.another())
            return 1
        run.next()
        self.show_question()
        return run.index + 1

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
