"""Guess the move: a record replayed as a lesson. At each move of the chosen seat (every seat
by default) the learner plays the move they think comes next; the table answers (a match with
the record's annotation, a different legal move with the engine's view of both, an illegal one
with the engine's explanation), then shows the record's move and goes on. Until the learner
has answered, nothing of the record's next move is in the view: autoplay is off and stepping
stops at the furthest move already shown (`Guessing.frontier`).

Every sentence is in the table's language (`TableSession.language`); the feedback on the last
guess is worded again when the language changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..coach import assess, assess_steps
from ..engine import Verdict
from ..games import kind_of
from ..quiz.words import language_of, legal_text_in, tr
from .replay import ReplayLine, move_card
from .thinkers import Thought


def move_text(game: Any, move: Any, lang: str) -> str:
    """`move` in words in `lang` as the table writes it (``str(move)`` in English), its seat
    called by the game's name for it."""
    return kind_of(game).move_text(move, lang, game.names)


def coach_reason(assessment: Any, lang: str) -> str:
    """The coach's reason in `lang`."""
    return str(assessment.reason_in(lang))


class Guessing:
    """The state of a guess-the-move lesson over `line`; `seat` the only seat whose moves are
    asked (``None``: every seat). Its texts are in `language`, the table's once `follow` ties
    it to the table (`start_guessing` does)."""

    def __init__(self, line: ReplayLine, seat: int | None):
        self.line = line
        self.seat = seat
        self.asked = 0
        self.right = 0
        self.frontier = 0
        self.feedback: dict | None = None
        self.coach_ms = 300.0  # the coach's time for a different legal guess; 0: no coach
        self.total = sum(1 for m in line.moves if seat is None or m.player == seat)
        self._owner: Any = None
        self._text_in: Callable[[str], str] | None = None
        self._texts: dict[str, str] = {}
        self._coach: Any = None
        self._coach_pending = False

    def follow(self, owner: Any) -> None:
        """Read the language from `owner`'s ``language`` (a `TableSession`) from now on."""
        self._owner = owner

    @property
    def language(self) -> str:
        """The language of the lesson's texts."""
        return language_of(self._owner)

    @property
    def done(self) -> bool:
        """Whether every move of the record has been shown."""
        return self.frontier >= len(self.line.moves)

    def seat_to_find(self, position: int) -> int | None:
        """The seat whose move the learner is asked to find at `position`, or ``None``."""
        moves = self.line.moves
        if position != self.frontier or not self.line.on_main_line or position >= len(moves):
            return None
        player: int = moves[position].player
        return player if self.seat is None or player == self.seat else None

    def shown_until(self, position: int) -> int:
        """The position after the moves that are shown without a question from `position`
        on (the other seats' moves, when one seat is asked)."""
        moves = self.line.moves
        while (
            position < len(moves) and self.seat is not None and moves[position].player != self.seat
        ):
            position += 1
        return position

    def answer(self, game: Any, guess: Any, verdict: Verdict, note: dict) -> dict:
        """Judge `guess` against the record's move at the frontier (`note`: its annotation)
        and keep the score; returns the feedback (also kept in `feedback`), its ``text`` in
        the lesson's language."""
        played = self.line.moves[self.frontier]
        self.asked += 1
        comment = note.get("comment") or ""
        marks = note.get("marks") or ""
        self._coach = None
        self._coach_pending = False
        if guess == played:
            self.right += 1
            kind = "right"
        elif verdict.legal:
            kind = "different"  # the coach's word on it comes when it comes (`ask_coach`)
            self._coach_pending = self.coach_ms > 0
        else:
            kind = "illegal"
        played_verdict = game.explain(played) if kind == "different" else None

        def text_in(lang: str) -> str:
            t = tr(lang)
            said = ""
            if comment and marks:
                said = " " + t.gettext("The annotation ({marks}): {comment}")
            elif comment:
                said = " " + t.gettext("The annotation: {comment}")
            said = said.format(marks=marks, comment=comment)
            played_text = move_text(game, played, lang)
            guess_text = move_text(game, guess, lang)
            if kind == "right":
                text = (
                    t.gettext("Right: {move}.")
                    if not marks
                    else t.gettext("Right: {move} {marks}.")
                )
                return text.format(move=played_text, marks=marks) + said
            if kind == "different":
                assert played_verdict is not None
                text = t.gettext(
                    "Your move, {guess}, is legal ({why}), but the game went {played} "
                    "({why_played})."
                ).format(
                    guess=guess_text,
                    why=legal_text_in(verdict.message_in(lang), lang),
                    played=played_text,
                    why_played=legal_text_in(played_verdict.message_in(lang), lang),
                )
                text += said
                if self._coach is not None:
                    reason = coach_reason(self._coach, lang)
                    text += " " + t.gettext("The coach on your move: {reason}").format(
                        reason=reason
                    )
                return text
            text = t.gettext("{guess} is not allowed: {message} The game went {played}.")
            return (
                text.format(guess=guess_text, message=verdict.message_in(lang), played=played_text)
                + said
            )

        self._text_in = text_in
        self._texts = {}
        lang = self.language
        coach = self.coach_view(lang)
        self.feedback = {
            "kind": kind,
            "move_number": self.frontier + 1,
            "guess": str(guess),
            "played": str(played),
            "seat": played.player,
            "card": move_card(played),
            "marks": marks,
            "comment": comment or None,
            "guess_verdict": dict(verdict.to_json()),
            "coach": coach if kind == "different" else None,
            "text": self.feedback_text(lang),
        }
        return self.feedback

    def feedback_text(self, lang: str, score: bool = True) -> str:
        """The feedback on the last guess in `lang`, with the score once the lesson is over
        (unless `score` is false; ``""`` before the first guess)."""
        if self._text_in is None:
            return ""
        found = self._texts.get(lang)
        if found is None:
            found = self._texts[lang] = self._text_in(lang)
        return f"{found} {self.score_text(lang)}" if self.done and score else found

    def ask_coach(self, game: Any, guess: Any, thinker: Any, guarded: Any) -> None:
        """Ask the coach about the last guess, a legal move other than the record's: its
        word is computed by `thinker` (off the browser's message in a kernel) from a copy of
        `game`, and joins the feedback when it comes, unless the learner has guessed again
        meanwhile; until then the feedback says the coach is looking (``coach_pending``)."""
        if not self._coach_pending:
            return
        asked = self.asked
        before = game.copy()

        def task() -> Any:
            return assess_steps(before, guess, time_ms=self.coach_ms)

        def done(thought: Thought) -> None:
            guarded(lambda: self._coach_arrived(asked, thought))

        thinker.think(task, done)

    def _coach_arrived(self, asked: int, thought: Thought) -> None:
        if asked != self.asked or self.feedback is None:
            return  # a later guess replaced the one it was asked about
        self._coach_pending = False
        self._coach = thought.value if thought.error is None else None
        self._texts = {}
        self.feedback["coach"] = self.coach_view(self.language)
        self.feedback["text"] = self.feedback_text(self.language)
        if self._owner is not None:
            self._owner.refresh()

    def assess(self, game: Any, guess: Any) -> Any:
        """The coach's assessment of a legal guess, or ``None`` when the coach is off
        (``coach_ms`` 0) or cannot judge it."""
        if self.coach_ms <= 0:
            return None
        try:
            return assess(game, guess, time_ms=self.coach_ms)
        except Exception:  # the coach is an extra: the lesson goes on without it
            return None

    def coach_view(self, lang: str) -> dict | None:
        """The coach's view of the last guess (``{"label", "reason"}``, the reason in `lang`),
        or ``None``."""
        said = self._coach
        if said is None:
            return None
        return {"label": str(said.label), "reason": coach_reason(said, lang)}

    def coach_on(self, game: Any, guess: Any) -> dict | None:
        """The coach's view of a legal guess (``{"label", "reason"}``, in the lesson's
        language), or ``None`` when the coach is off (``coach_ms`` 0) or cannot judge it."""
        said = self.assess(game, guess)
        if said is None:
            return None
        return {"label": str(said.label), "reason": coach_reason(said, self.language)}

    def score_text(self, lang: str | None = None) -> str | None:
        """``"Score: 3 of 5 right."`` (in `lang`, by default the lesson's) once a question was
        answered, else ``None``."""
        if not self.asked:
            return None
        text = tr(self.language if lang is None else lang).gettext(
            "Score: {right} of {asked} right."
        )
        return text.format(right=self.right, asked=self.asked)

    def view(self, position: int) -> dict:
        """The ``view.guess`` part of the view model."""
        seat = self.seat_to_find(position)
        lang = self.language
        feedback = self.feedback
        if feedback is not None:
            coach = self.coach_view(lang) if feedback["kind"] == "different" else None
            pending = tr(lang).gettext("The coach is looking at your move…")
            feedback = {
                **feedback,
                "text": self.feedback_text(lang),
                "coach": coach,
                "coach_pending": pending if self._coach_pending else None,
            }
        return {
            "active": seat is not None,
            "seat": seat,
            "seats": "every" if self.seat is None else self.seat,
            "asked": self.asked,
            "right": self.right,
            "total": self.total,
            "score": self.score_text(lang),
            "feedback": feedback,
            "frontier": self.frontier,
            "done": self.done,
        }
