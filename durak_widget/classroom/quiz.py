"""The class quiz: every student is asked the same engine-checked question on their own device;
the teacher sees how many answered, reveals the answer (the distribution of the answers and the
engine's explanation), and moves on; a score table per nickname.

The questions are a `durak_widget.quiz.Quiz`, drawn on a quiz table
(`durak_widget.table.Table` in quiz mode) as `DurakWidget.quiz` draws them. A student's page
gets that table's view with its ``quiz`` part replaced by the student's own (`student_view`):
the public question (`Question.public`), whether they answered and, only after the teacher's
reveal, the engine's feedback on their answer. Until the reveal nothing derived from the answer
reaches a page: an answer is checked when it arrives, but the result stays in Python.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import Card
from ..games.texts import table_tr
from ..quiz import Feedback, Question, Quiz
from ..quiz.words import summary
from ..table import Table, Viewer
from ..table.layouts import class_quiz_layout
from ..table.quizzing import QuizRun

if TYPE_CHECKING:
    from .seating import SeatEntry

Scores = dict[str, tuple[int, int]]
"""Nickname -> (right answers, questions asked)."""


class QuizRefusal(Exception):
    """An answer the quiz cannot take: ``str()`` is the reason's key (``"no_question"``,
    ``"answered"``, ``"bad_answer"``)."""


@dataclass(frozen=True)
class Given:
    """One student's answer to the open question: their nickname, the answer as a key that
    does not depend on the language (a choice's index, a bool, a number, or card codes) and
    whether the engine found it right (kept in Python until the reveal)."""

    name: str
    key: Any
    correct: bool
    rule: str


def make_quiz(
    topic: str | None, questions: int, seed: int | None, level: str | None, game: str
) -> Quiz:
    """``Quiz(topic, questions, seed, game, level=level)``; `ValueError` for anything it
    refuses."""
    return Quiz(topic=topic, questions=questions, seed=seed, game=game, level=level)


def answer_key(question: Question, value: Any) -> Any:
    """`value` (an answer `question` accepts) as a key that does not depend on the language:
    a choice's index, a bool, a number, or a sorted tuple of card codes."""
    if question.choices is not None and isinstance(value, str):
        return question.choices.index(value)
    if question.answer_by == "cards":
        return tuple(sorted(Card.parse(c).code for c in value))
    return value


def key_value(question: Question, key: Any) -> Any:
    """The answer a key stands for, as `question` (in its language) reads it."""
    if question.choices is not None and isinstance(key, int) and not isinstance(key, bool):
        return question.choices[key]
    if isinstance(key, tuple):
        return list(key)
    return key


def with_answer(answer: str, why: str, lang: str) -> str:
    """The revealed answer and the engine's reason, the answer said once: "The answer: Yes.
    P0 has said done already." or, when the reason is the answer itself (a choice that is a
    whole sentence), "The answer: P0 is defending: ...".

    >>> with_answer("Yes", "Only ranks on the table may be added.", "en")
    'The answer: Yes. Only ranks on the table may be added.'
    >>> with_answer("P0 is defending.", "P0 is defending.", "en")
    'The answer: P0 is defending.'
    """
    tr = table_tr(lang)
    core = answer.strip().rstrip(".").strip()
    if core and why.strip().startswith(core):
        return tr.gettext("The answer: {why}").format(why=why.strip())
    head = tr.gettext("The answer: {answer}.").format(answer=answer.strip().rstrip("."))
    return f"{head} {why}".strip()


def key_text(question: Question, key: Any, lang: str) -> str:
    """An answer's words in `lang` (for the teacher's chart and the student's page)."""
    tr = table_tr(lang)
    if isinstance(key, bool):
        return tr.gettext("Yes") if key else tr.gettext("No")
    if question.choices is not None and isinstance(key, int):
        return question.in_language(lang).choices[key]  # type: ignore[index]
    if isinstance(key, tuple):
        return " ".join(str(Card.parse(c)) for c in key) or tr.gettext("none of them")
    return str(key)


class ClassQuiz:
    """A class quiz in a `durak_widget.classroom.Classroom` (``room.quiz(...)``; see the
    module docstring). The teacher's actions: `reveal`, `next`, `end`; `answered` and
    `distribution` read the open question, `scores` the table per nickname. In a notebook it
    shows the teacher's board (the question, how many answered, after the reveal the chart
    and the explanation, the scores, and the buttons)."""

    def __init__(self, room: Any, quiz: Quiz, language: str = "en"):
        self.room = room
        self.quiz = quiz
        self.language = language
        self.table = Table(quiz[0].game, mode="sandbox", bot_delay_ms=0, quiet_ms=0)
        self.table.start_quiz(QuizRun(quiz))
        self.index = 0
        self.revealed = False
        self.ended = False
        self.version = 1
        """Increases when the question, the reveal or the end changes (not with answers)."""
        self.answers: dict[str, Given] = {}
        self.results: dict[str, list[tuple[bool, str]]] = {}
        self._lock = threading.RLock()
        self._listeners: list[Callable[[str | None], None]] = []
        self._base: dict[str, dict[str, Any]] = {}  # the question's view by language
        self._base_version = 0

    # ----------------------------------------------------------------- reading

    def question_in(self, lang: str) -> Question:
        """The open question in `lang`."""
        return self.quiz[self.index].in_language(lang)

    @property
    def number(self) -> int:
        """The open question's number (from 1)."""
        return self.index + 1

    @property
    def answered(self) -> int:
        """How many students answered the open question."""
        with self._lock:
            return len(self.answers)

    def distribution(self, lang: str | None = None) -> list[dict[str, Any]]:
        """After the reveal: each answer given with how many gave it and whether it is the
        right one, ``[{"answer", "count", "right"}]``, the right answer first (counted 0 when
        nobody gave it); before the reveal ``[]`` (nothing about answers leaves Python)."""
        lang = lang or self.language
        with self._lock:
            if not self.revealed:
                return []
            question = self.quiz[self.index]
            right = answer_key(question, question.answer)
            counts = Counter(given.key for given in self.answers.values())
            keys = [right, *sorted((k for k in counts if k != right), key=repr)]
            return [
                {
                    "answer": key_text(question, k, lang),
                    "count": counts.get(k, 0),
                    "right": k == right,
                }
                for k in keys
            ]

    def explanation(self, lang: str | None = None) -> str | None:
        """After the reveal: the answer and the engine's reason, in `lang`; else ``None``."""
        lang = lang or self.language
        with self._lock:
            if not self.revealed:
                return None
            question = self.question_in(lang)
            answer = key_text(question, answer_key(question, question.answer), lang)
            return with_answer(answer, question.why, lang)

    def answered_names(self) -> list[str]:
        """The nicknames of the students who answered the open question, in the order they
        answered (not what they answered: that stays in Python until the reveal)."""
        with self._lock:
            return [given.name for given in self.answers.values()]

    def waiting_names(self) -> list[str]:
        """The nicknames of the students seated in the room who have not answered yet."""
        with self._lock:
            done = set(self.answers)
        return [e.name or "" for e in self.room.students() if e.code not in done]

    def scores(self) -> list[dict[str, Any]]:
        """The score table: ``[{"name", "right", "asked"}]``, best first."""
        found = self.room.scores()
        rows = [{"name": n, "right": r, "asked": a} for n, (r, a) in found.items()]
        return sorted(rows, key=lambda row: (-row["right"], row["asked"], row["name"].casefold()))

    def student_view(self, entry: SeatEntry, lang: str) -> dict[str, Any]:
        """What the student at `entry` sees, in `lang`: the quiz table's view of the question
        with the student's own ``quiz`` part (docs/classroom-protocol.md)."""
        with self._lock:
            if self._base_version != self.version:
                self._base, self._base_version = {}, self.version
            base = self._base.get(lang)
            if base is None:
                base = self.table.view(Viewer.learner(lang))
                base["narration"] = None
                base["error"] = None
                # a student answers and moves for no seat: no seat to pick up, no note to
                # write, no menu (the page chooses its language; the teacher paces)
                base["layout"] = class_quiz_layout().to_json()
                self._base[lang] = base
            question = self.question_in(lang)
            given = self.answers.get(entry.code)
            mine = self.results.get(entry.code, [])
            part: dict[str, Any] = {
                **question.public(),
                "number": self.number,
                "open": not self.revealed,
                "feedback": None,
                "score": {
                    "right": sum(c for c, _ in mine),
                    "asked": len(mine),
                    "total": len(self.quiz),
                    "done": len(mine) == len(self.quiz),
                    "summary": summary(mine, lang) if len(mine) == len(self.quiz) else None,
                },
                "last": self.index + 1 == len(self.quiz),
                "teacher_paced": True,
                "answered": None,
            }
            if given is not None and not self.revealed:
                part["answered"] = key_text(question, given.key, lang)
            if self.revealed:
                part["feedback"] = self._feedback(question, given, lang)
            return {**base, "quiz": part}

    def _feedback(self, question: Question, given: Given | None, lang: str) -> dict[str, Any]:
        if given is None:
            said = table_tr(lang).gettext("You did not answer this question.")
            answer = key_text(question, answer_key(question, question.answer), lang)
            explained = f"{said} {with_answer(answer, question.why, lang)}"
            return {"correct": False, "explanation": explained, "given": None}
        value = key_value(question, given.key)
        feedback = question.check(value)
        return {
            "correct": feedback.correct,
            "explanation": feedback.explanation,
            "given": value,
        }

    # ----------------------------------------------------------------- students

    def answer(self, entry: SeatEntry, value: Any, lang: str) -> None:
        """The student at `entry` answers the open question (worded in `lang`);
        `QuizRefusal` when no question is open, they answered already, or `value` is not an
        answer to it."""
        with self._lock:
            if self.ended or self.revealed:
                raise QuizRefusal("no_question")
            if entry.code in self.answers:
                raise QuizRefusal("answered")
            question = self.question_in(lang)
            try:
                feedback: Feedback = question.check(value)
                key = answer_key(question, value)
            except (ValueError, TypeError):
                raise QuizRefusal("bad_answer") from None
            self.answers[entry.code] = Given(entry.name or "", key, feedback.correct, feedback.rule)
        self._tell(entry.code)

    # ----------------------------------------------------------------- the teacher

    def reveal(self) -> None:
        """Show every student the answer and the engine's explanation, score the question,
        and show the teacher the distribution of the answers."""
        with self._lock:
            if self.ended:
                raise ValueError("the quiz has ended")
            if self.revealed:
                return
            self.revealed = True
            question = self.quiz[self.index]
            for entry in self.room.students():
                given = self.answers.get(entry.code)
                correct = given is not None and given.correct
                self.results.setdefault(entry.code, []).append((correct, question.rule))
                self.room.score(entry.name, correct)
            self.table.answer(question.in_language(self.table.language).answer)
            self.version += 1
        self._tell(None)

    def next(self) -> int:
        """Ask the next question (after the reveal); returns its number."""
        with self._lock:
            if self.ended:
                raise ValueError("the quiz has ended")
            if not self.revealed:
                raise ValueError(f"reveal question {self.number} first: quiz.reveal()")
            if self.index + 1 >= len(self.quiz):
                raise ValueError(f"that was the last of {len(self.quiz)} questions: quiz.end()")
            self.table.next_question()
            self.index += 1
            self.answers = {}
            self.revealed = False
            self.version += 1
        self._tell(None)
        return self.number

    def end(self) -> None:
        """End the quiz: the students' pages go back to their tables (which play on)."""
        with self._lock:
            if self.ended:
                return
            self.ended = True
            self.version += 1
        self.room.quiz_ended(self)
        self._tell(None)

    # ----------------------------------------------------------------- listeners

    def subscribe(self, listener: Callable[[str | None], None]) -> Callable[[], None]:
        """Call ``listener(code)`` after every change (``code``: the one student whose answer
        arrived, else ``None``: everyone's page changed); returns the unsubscriber."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def _tell(self, code: str | None) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            listener(code)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        from .teacher import QuizBoard

        return QuizBoard(self)._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        state = "ended" if self.ended else ("revealed" if self.revealed else "open")
        return f"<ClassQuiz question {self.number} of {len(self.quiz)}, {state}>"
