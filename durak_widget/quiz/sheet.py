"""A quiz answered in a notebook's cells: `QuizSheet`.

Each question takes two cells: ``ask(1)`` shows the position and the question, and
``answer(1, False)`` (the answer cell names its question) lets the engine check the answer and
explain it. Running an answer cell again checks that cell's own question again and replaces
its earlier answer, whatever was asked last. An answer cell still holding ``...`` (the
placeholder a notebook ships with) only says what to write there: nothing is scored before
the learner answers. ``score()`` says nothing is answered yet, how many answers so far, or
at the end the score once, what to look at again in words, and how to play another round
(``new_round()``: new questions of the same kinds).

>>> sheet = QuizSheet(topic="beat", kinds=("legal", "which_beats"), seed=11, show=False)
>>> sheet.answer(1, ...)
Question 1 waits for your answer: write True or False in place of ... and run this cell again.
>>> sheet.score()
No answers yet: answer the questions above, then run this cell again.
>>> sheet.answer(1, sheet.question(1).answer)  # doctest: +ELLIPSIS
Right. ...
>>> sheet.results
{1: True}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.i18n import language_or_current
from .questions import Question
from .words import review_text, tr

__all__ = ["QuizSheet"]

LETTERS = "abcdefgh"
"""The letters that pick a choice (an answer is read in either case)."""


class QuizSheet:
    """Questions on `topic` answered in a notebook, one of each kind in `kinds` (each from a
    different position), drawn from ``Quiz(topic, seed=seed, rules=rules, level=level)``.
    Everything it prints is in `language` (by default the one `durak_widget.set_language`
    set). `show` (default ``True``) displays each question's
    position with IPython when asking it.

    ``ask(n)``, ``answer(n, given)``, ``score()`` and ``new_round()`` are what a notebook's
    cells call (bind them to names once: ``ask, answer = sheet.ask, sheet.answer``);
    ``results`` holds each answered question's number and whether it was right."""

    def __init__(
        self,
        topic: str | Sequence[str] | None = "beat",
        kinds: Sequence[str] = ("legal", "which_beats", "why"),
        seed: int | None = None,
        *,
        rules: str | None = None,
        level: str | None = None,
        language: str | None = None,
        show: bool = True,
    ):
        self.language = language_or_current(language)
        self.topic = topic
        self.kinds = tuple(kinds)
        self.seed = seed
        self.rules = rules
        self.level = level
        self.show = show
        self.round = 1
        self.questions: tuple[Question, ...] = self._draw(seed)
        self.results: dict[int, bool] = {}
        """Each answered question's number (from 1) and whether the answer was right."""

    def _draw(self, seed: int | None) -> tuple[Question, ...]:
        from . import Quiz

        pool = Quiz(
            topic=self.topic,
            questions=30 * max(1, len(self.kinds)),
            seed=seed,
            rules=self.rules,
            level=self.level,
            language=self.language,
        )
        chosen: list[Question] = []
        for kind in self.kinds:
            used = {question.source for question in chosen}
            found = next((q for q in pool if q.kind == kind and q.source not in used), None)
            if found is None:
                found = next((q for q in pool if q.kind == kind), None)
            if found is None:
                raise ValueError(f"no {kind!r} question on {self.topic!r:.60} in this quiz")
            chosen.append(found)
        return tuple(chosen)

    def question(self, number: object) -> Question:
        """Question `number` (from 1); `ValueError` naming a number the sheet has not."""
        if isinstance(number, Question):
            if number not in self.questions:
                raise ValueError("that question is not one of this sheet's: ask it with ask(n)")
            return number
        total = len(self.questions)
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= total:
            raise ValueError(f"question must be a number from 1 to {total}, got {number!r:.40}")
        return self.questions[number - 1]

    def number_of(self, question: object) -> int:
        """The number (from 1) of `question` (a number or one of the sheet's questions)."""
        return self.questions.index(self.question(question)) + 1

    # ----------------------------------------------------------------- the cells

    def ask(self, number: object) -> None:
        """Show question `number`: its position and the question, and how to answer it."""
        question = self.question(number)
        if self.show:
            _display(question.game)
        print(self.asking_text(self.number_of(number)))

    def asking_text(self, number: int) -> str:
        """What `ask` prints for question `number`: the question and how to answer it."""
        question = self.question(number)
        t = tr(self.language)
        lines = [
            t.gettext("Question {number}: {prompt}").format(number=number, prompt=question.prompt)
        ]
        if question.answer_by == "choice":
            for letter, choice in zip(LETTERS, question.choices or ()):
                lines.append(f"  ({letter}) {choice}")
        lines.append(self._how(question, number))
        return "\n".join(lines)

    def _how(self, question: Question, number: int) -> str:
        t = tr(self.language)
        if question.answer_by == "yes_no":
            return t.gettext(
                "Answer with answer({number}, True) or answer({number}, False)."
            ).format(number=number)
        if question.answer_by == "number":
            return t.gettext("Answer with a whole number: answer({number}, 2).").format(
                number=number
            )
        if question.answer_by == "cards":
            cards = ", ".join(repr(card) for card in question.cards[:2])
            return t.gettext(
                "Answer with the set of cards that beat it, such as answer({number}, {{{cards}}}), "
                "or answer({number}, set()) for none."
            ).format(number=number, cards=cards)
        return t.gettext("Answer with the letter of your choice: answer({number}, 'a').").format(
            number=number
        )

    def answer(self, question: object, given: Any) -> None:
        """Check `given` as the answer to `question` (its number, or the question): print the
        engine's explanation and keep whether it was right, replacing an earlier answer to the
        same question. ``...`` (the placeholder) only says what to write; a letter picks a
        choice in either case; ``"yes"``/``"no"`` answer a true-or-false question. A malformed
        answer raises `ValueError` naming it and what the question expects."""
        number = self.number_of(question)
        asked = self.question(number)
        if given is Ellipsis:
            print(self.waiting_text(number))
            return
        feedback = asked.check(_read(asked, given))
        self.results[number] = feedback.correct
        print(feedback.explanation)

    def waiting_text(self, number: int) -> str:
        """What an answer cell still holding ``...`` says: what to write in its place."""
        question = self.question(number)
        t = tr(self.language)
        what = {
            "yes_no": t.gettext("True or False"),
            "number": t.gettext("a whole number"),
            "cards": t.gettext("a set of cards"),
            "choice": t.gettext("a letter"),
        }[question.answer_by]
        text = t.gettext(
            "Question {number} waits for your answer: write {what} in place of ... and run "
            "this cell again."
        )
        return text.format(number=number, what=what)

    def score(self) -> None:
        """Print the score: nothing before any answer; the answers so far; at the end the
        score once, what to look at again, and how to play another round."""
        print(self.score_text())

    def score_text(self) -> str:
        """What `score` prints."""
        t = tr(self.language)
        total = len(self.questions)
        answered = len(self.results)
        right = sum(self.results.values())
        if not answered:
            return t.gettext(
                "No answers yet: answer the questions above, then run this cell again."
            )
        if answered < total:
            waiting = [n for n in range(1, total + 1) if n not in self.results]
            so_far = t.ngettext(
                "So far {right} of {answered} answer is right.",
                "So far {right} of {answered} answers are right.",
                answered,
            ).format(right=right, answered=answered)
            left = t.ngettext(
                "Question {numbers} still waits for your answer.",
                "Questions {numbers} still wait for your answers.",
                len(waiting),
            ).format(numbers=", ".join(str(n) for n in waiting))
            return f"{so_far} {left}"
        done = t.ngettext(
            "You answered {right} of {total} question right.",
            "You answered {right} of {total} questions right.",
            total,
        ).format(right=right, total=total)
        results = [(self.results[n], self.questions[n - 1].rule) for n in range(1, total + 1)]
        again = t.gettext(
            "For another round, run new_round() in a new cell, then these question cells again."
        )
        return f"{done} {review_text(results, self.language)} {again}"

    def new_round(self) -> None:
        """Another round: new questions of the same kinds (the next seed), the answers
        forgotten; the question cells ask them when run again."""
        self.round += 1
        seed = None if self.seed is None else self.seed + self.round - 1
        self.questions = self._draw(seed)
        self.results = {}
        t = tr(self.language)
        text = t.ngettext(
            "Round {round}: {n} new question. Run the question cells again.",
            "Round {round}: {n} new questions. Run the question cells again.",
            len(self.questions),
        )
        print(text.format(round=self.round, n=len(self.questions)))

    def __repr__(self) -> str:
        answered = len(self.results)
        return (
            f"QuizSheet(topic={self.topic!r}, kinds={self.kinds!r}, seed={self.seed!r}, "
            f"round={self.round}, answered={answered} of {len(self.questions)})"
        )


def _read(question: Question, given: Any) -> Any:
    """`given` as `Question.check` reads it: a letter (either case) picks a choice, a choice's
    text in any case is that choice, ``"yes"``/``"no"`` (and ``"true"``/``"false"``) answer a
    true-or-false question; anything else is passed on (and checked there)."""
    if question.answer_by == "choice" and isinstance(given, str):
        cleaned = given.strip()
        if len(cleaned) == 1 and cleaned.lower() in LETTERS[: len(question.choices or ())]:
            return (question.choices or ())[LETTERS.index(cleaned.lower())]
        for choice in question.choices or ():
            if choice.casefold() == cleaned.casefold():
                return choice
        letters = LETTERS[: len(question.choices or ())]
        raise ValueError(
            f"answer {given!r:.60} is not one of the letters {', '.join(letters)} "
            "(or a choice's text)"
        )
    if question.answer_by == "yes_no" and isinstance(given, str):
        word = given.strip().casefold()
        if word in ("yes", "true"):
            return True
        if word in ("no", "false"):
            return False
        raise ValueError(f"answer {given!r:.60}: expected True or False")
    return given


def _display(value: Any) -> None:
    """Show `value` the way a notebook would (its picture), else print it."""
    try:
        from IPython.display import display
    except ImportError:  # no IPython: a plain Python session
        print(value)
        return
    display(value)
