"""The state of a quiz at a table (`QuizRun`): the questions of a `durak_widget.quiz.Quiz`
asked one position at a time (``DurakWidget.quiz``; the quiz mode,
`durak_widget.table.modes.quiz`, puts them on the table).

The table shows the question's position, drawn from the seat it asks about, with no live
buttons and no legal-card highlighting; the view carries only `Question.public` (the prompt,
the choices, how to answer), never the answer, the engine's verdict or its rule id. The
learner answers (``{"type": "answer", "value": ...}`` or `DurakWidget.answer`), the quiz
checks it, and only then does the view carry the explanation and the score; ``quiz_next``
shows the next question, and after the last one the summary says what to review in words;
``quiz_next`` then starts another round (`QuizRun.another`).

Everything the learner reads is in the table's language (`TableSession.language`), read anew
for every view: the question, its choices, the feedback and the score. A choice may be
answered in any language the quiz speaks (a click sent just before the language changed).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from ..engine.i18n import check_language
from ..quiz import Feedback, Question, Quiz
from ..quiz.pool import Pools, pool_steps, pools
from ..quiz.words import language_of, other_languages, review_text
from .thinkers import threads_available


def pools_ready() -> bool:
    """Whether the quiz's question pools are built (a quiz table starts at once)."""
    return pools.ready


def build_pools() -> Any:
    """A thinker's task that builds the quiz's question pools: at once where it runs on a
    worker thread (a caller of `durak_widget.quiz.pool.pools` on another thread waits for
    it), in steps where threads cannot start (slices on the loop)."""
    if threads_available():
        return pools()
    return _in_steps()


def _in_steps() -> Generator[None, None, Pools]:
    built = yield from pool_steps()
    return pools.keep(built)


class QuizRun:
    """The state of a quiz at a table: the question shown (`index`), the feedback on each
    answered question, and whether the question shown is still open.

    `language` is the language the learner reads: the quiz's own until `follow` ties it to a
    table's language (`show_question` does)."""

    def __init__(self, quiz: Quiz):
        if len(quiz) == 0:
            raise ValueError("a quiz table needs at least one question")
        self.quiz = quiz
        self.index = 0
        self.feedback: list[Feedback] = []
        self.given: Any = None
        self._language_of: Callable[[], str] | None = None
        self._worded: dict[tuple[int, str], Question] = {}

    def follow(self, owner: Any) -> None:
        """Read the language from `owner`'s ``language`` (a `TableSession`) from now on."""
        self._language_of = lambda: language_of(owner)

    @property
    def language(self) -> str:
        """The language of the question, the feedback and the score."""
        if self._language_of is None:
            return str(self.quiz.language)
        return check_language(self._language_of())

    def question_in(self, lang: str, index: int | None = None) -> Question:
        """Question `index` (the one shown by default) worded in `lang`."""
        index = self.index if index is None else index
        found = self._worded.get((index, lang))
        if found is None:
            found = self._worded[(index, lang)] = self.quiz[index].in_language(lang)
        return found

    @property
    def question(self) -> Any:
        """The question shown, in the table's language."""
        return self.question_in(self.language)

    @property
    def open(self) -> bool:
        """Whether the question shown still waits for the learner's answer."""
        return len(self.feedback) == self.index

    @property
    def done(self) -> bool:
        """Whether every question has been answered."""
        return len(self.feedback) == len(self.quiz)

    def score(self) -> dict[str, Any]:
        """``{"right", "asked", "total", "done", "summary", "review"}``; the summary (the score
        and what to review) and the review alone (what the table shows under the score) once
        every question is answered, else ``None``."""
        done = self.done
        results = [(f.correct, f.rule) for f in self.feedback]
        return {
            "right": sum(f.correct for f in self.feedback),
            "asked": len(self.feedback),
            "total": len(self.quiz),
            "done": done,
            "summary": Quiz.summary(self.feedback, self.language) if done else None,
            "review": review_text(results, self.language) if done else None,
        }

    def another(self) -> QuizRun:
        """Another round once this one is over: a quiz like this one (topic, rule set, level,
        as many questions) with the next seed, so its questions differ (a quiz drawn at random
        draws again)."""
        quiz = self.quiz
        seed = None if quiz.seed is None else quiz.seed + 1
        again = Quiz(
            topic=quiz.topic,
            questions=len(quiz),
            seed=seed,
            game=quiz.game,
            language=quiz.language,
            rules=quiz.rules,
            level=quiz.level,
        )
        return QuizRun(again)

    def answer(self, value: Any) -> Feedback:
        """Check the learner's answer to the open question (`Question.check`; a malformed
        answer raises `ValueError`, and so does answering twice)."""
        if not self.open:
            raise ValueError(
                f"question {self.index + 1} is already answered: "
                + ("the quiz is over" if self.done else "go on with the next question")
            )
        question = self.question
        value = self._in_question_language(question, value)
        feedback = question.check(value)
        self.feedback.append(feedback)
        self.given = value
        return feedback

    def _in_question_language(self, question: Question, value: Any) -> Any:
        """A choice given in another language than `question`'s, as `question` words it."""
        if question.choices is None or not isinstance(value, str) or value in question.choices:
            return value
        for lang in other_languages(question.language):
            choices = self.question_in(lang).choices or ()
            if value in choices:
                return question.choices[choices.index(value)]
        return value

    def _given_in(self, question: Question) -> Any:
        """The answer given to the shown question, as `question` (in its language) words it."""
        return self._in_question_language(question, self.given)

    def next(self) -> None:
        """Go on to the next question (`ValueError` while the shown one is open, or after
        the last)."""
        if self.open:
            raise ValueError(f"answer question {self.index + 1} first")
        if self.index + 1 >= len(self.quiz):
            raise ValueError(f"that was the last of {len(self.quiz)} questions")
        self.index += 1
        self.given = None

    def view(self) -> dict[str, Any]:
        """The ``view.quiz`` part of the view model (docs/widget-protocol.md): the public
        question, and the feedback only once it is answered."""
        question = self.question
        feedback = None
        if not self.open:
            given = self._given_in(question)
            last = question.check(given)  # the same judgement, worded in today's language
            if isinstance(given, (set, frozenset, tuple)):
                given = sorted(str(card) for card in given)
            feedback = {
                "correct": last.correct,
                "explanation": last.explanation,
                "given": given,
            }
        return {
            **question.public(),
            "number": self.index + 1,
            "open": self.open,
            "feedback": feedback,
            "score": self.score(),
            "last": self.index + 1 == len(self.quiz),
        }
