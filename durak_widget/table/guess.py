"""Guess the move: a record replayed as a lesson. At each move of the chosen seat (every seat
by default) the learner plays the move they think comes next; the table answers (a match with
the record's annotation beside its card; another legal move compared with the record's by the
coach's figures: "better than the game's move", "also good", or the game's move and both
figures), then shows the record's
move and goes on; an illegal try is explained and changes nothing
(`durak_widget.quiz.guessing` decides). Until the learner
has answered, nothing of the record's next move is in the view: autoplay is off and stepping
stops at the furthest move already shown (`Guessing.frontier`).

Every sentence is in the table's language (`TableSession.language`); the feedback on the last
guess is worded again when the language changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..bouts import lesson_text
from ..engine import Verdict
from ..games import kind_of
from ..games.texts import move_text_at, verdict_text
from ..quiz.guessing import coach_or_none, judge_guess
from ..quiz.words import language_of, tr
from .replay import ReplayLine, move_card


def move_text(game: Any, move: Any, lang: str) -> str:
    """`move` in words in `lang` as the table writes it (``str(move)`` in English), as it
    would be played at `game`."""
    return move_text_at(kind_of(game), game, move, lang)


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
        self._words_in: Callable[[str], dict[str, Any]] | None = None
        self._heading_in: Callable[[str], str] | None = None
        self._texts: dict[str, str] = {}
        self._coach: Any = None

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
        with `durak_widget.quiz.guessing.judge_guess`, and keep the score (an illegal try is
        not counted); returns the feedback (also kept in `feedback`), its ``text`` in the
        lesson's language."""
        played = self.line.moves[self.frontier]
        comment = note.get("comment") or ""
        marks = note.get("marks") or ""
        judged = judge_guess(game, guess, played, coach_ms=self.coach_ms)
        kind = judged.kind
        if judged.moves_on:
            self.asked += 1
            self.right += judged.scores
        self._coach = judged.coach if kind in ("better", "also_good", "different") else None

        def text_in(lang: str) -> str:
            said = lesson_text(comment, lang)
            return judged.text_in(lang, marks, said, lambda m, lg: move_text(game, m, lg))

        def words_in(lang: str) -> dict[str, Any]:
            """The feedback's own words in `lang`: the record's comment on its move and the
            engine's verdict on the guess (the moves stay in the record's notation)."""
            shown = dict(verdict.to_json())
            shown["message"] = verdict_text(verdict, lang)
            return {
                "comment": (lesson_text(comment, lang) or None) if judged.moves_on else None,
                "guess_verdict": shown,
            }

        self._words_in = words_in
        self._text_in = text_in
        self._heading_in = judged.heading_in
        self._texts = {}
        lang = self.language
        coach = self.coach_view(lang)
        self.feedback = {
            "kind": kind,
            "move_number": self.frontier + 1,
            "guess": str(guess),
            "played": str(played) if judged.moves_on else None,
            "seat": played.player,
            "card": move_card(played) if judged.moves_on else None,
            "marks": marks if judged.moves_on else "",
            **words_in(lang),
            "coach": coach if kind in ("better", "also_good", "different") else None,
            "heading": judged.heading_in(lang),
            "text": self.feedback_text(lang),
        }
        return self.feedback

    def feedback_text(self, lang: str) -> str:
        """The feedback on the last guess in `lang` (``""`` before the first guess); the
        score is not in it: the lesson shows it once, in its own line (`score_text`)."""
        if self._text_in is None:
            return ""
        found = self._texts.get(lang)
        if found is None:
            found = self._texts[lang] = self._text_in(lang)
        return found

    def assess(self, game: Any, guess: Any) -> Any:
        """The coach's assessment of a legal guess, or ``None`` when the coach is off
        (``coach_ms`` 0) or cannot judge it."""
        if self.coach_ms <= 0:
            return None
        return coach_or_none(game, guess, time_ms=self.coach_ms)

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
            compared = feedback["kind"] in ("better", "also_good", "different")
            coach = self.coach_view(lang) if compared else None
            heading = self._heading_in(lang) if self._heading_in is not None else None
            words = self._words_in(lang) if self._words_in is not None else {}
            feedback = {
                **feedback,
                **words,
                "heading": heading,
                "text": self.feedback_text(lang),
                "coach": coach,
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
