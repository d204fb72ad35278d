"""Guess the move: how a learner's guess at a record's next move is scored and explained.

`judge_guess` decides, with the engine and the coach:

- ``"right"``: the guess is the recorded move (a point);
- ``"also_good"``: another legal move the coach rates at least as good as the recorded one (a
  point): as good against best play once every card is known, or losing at most
  `durak_widget.coach.assess.GOOD_GAP` more of the imagined games before that;
- ``"different"``: another legal move the coach rates worse, or cannot rate in its time (no
  point);
- ``"illegal"``: the engine refuses the guess; it is explained and changes nothing: it is not
  counted, and the learner tries again at the same move.

`GuessResult.text_in` words the feedback in the learner's language, with the engine's reason
for both moves and the coach's figures.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..coach.assess import GOOD_GAP, Assessment, assess
from .words import legal_text_in, move_text, tr

logger = logging.getLogger("durak_widget.quiz")

__all__ = ["GUESS_KINDS", "GuessResult", "coach_or_none", "judge_guess"]

GUESS_KINDS = ("right", "also_good", "different", "illegal")
"""How a guess can turn out, best first."""


@dataclass(frozen=True)
class GuessResult:
    """The judgement of one guess: its ``kind`` (one of `GUESS_KINDS`), whether it ``scores``
    a point, whether the lesson ``moves_on`` to the recorded move (not after an illegal try),
    the engine's ``verdict`` on the guess and ``played_verdict`` on the recorded move, the
    coach's assessment of the guess (``coach``, or ``None``) and ``figures``: the loss rates
    (or exact values) of both moves the decision read."""

    kind: str
    guess: Any
    played: Any
    verdict: Any
    played_verdict: Any = None
    coach: Assessment | None = None
    figures: dict[str, Any] | None = None

    @property
    def scores(self) -> bool:
        """Whether the guess earns a point."""
        return self.kind in ("right", "also_good")

    @property
    def moves_on(self) -> bool:
        """Whether the lesson shows the recorded move now (an illegal try changes nothing)."""
        return self.kind != "illegal"

    def text_in(
        self,
        lang: str,
        marks: str = "",
        comment: str = "",
        words: Callable[[Any, str], str] | None = None,
    ) -> str:
        """The feedback in `lang`: the verdict on the guess, the engine's reasons, the
        coach's figures and the record's annotation (`marks`, `comment`). `words` puts a move
        in words (the table's own, by default `durak_widget.quiz.words.move_text`)."""
        t = tr(lang)
        say = words or move_text
        guess, played = say(self.guess, lang), say(self.played, lang)
        note = ""
        if comment and marks:
            note = " " + t.gettext("The annotation ({marks}): {comment}").format(
                marks=marks, comment=comment
            )
        elif comment:
            note = " " + t.gettext("The annotation: {comment}").format(comment=comment)
        if self.kind == "right":
            head = t.gettext("Right: {move}.") if not marks else t.gettext("Right: {move} {marks}.")
            return head.format(move=played, marks=marks) + note
        if self.kind == "illegal":
            text = t.gettext("{guess} is not allowed: {message} Try another move.")
            return text.format(guess=guess, message=self.verdict.message_in(lang))
        why = legal_text_in(self.verdict.message_in(lang), lang).rstrip(".")
        why_played = legal_text_in(self.played_verdict.message_in(lang), lang).rstrip(".")
        if self.kind == "also_good":
            text = t.gettext(
                "Also good: your move, {guess}, is legal ({why}), and the coach rates it at least "
                "as good as the game's {played} ({why_played})."
            )
        else:
            text = t.gettext(
                "Your move, {guess}, is legal ({why}), but the game went {played} ({why_played})."
            )
        text = text.format(guess=guess, why=why, played=played, why_played=why_played)
        if self.coach is not None:
            reason = self.coach.reason_in(lang)
            text += " " + t.gettext("The coach on your move: {reason}").format(reason=reason)
        return text + note


def judge_guess(
    game: Any,
    guess: Any,
    played: Any,
    coach_ms: float = 300.0,
    seed: int = 0,
    deals: int | None = None,
) -> GuessResult:
    """Judge `guess` against the recorded move `played` in `game` (before either is played;
    the game is not changed). The coach gets about `coach_ms` milliseconds (0: no coach, so a
    different legal move is never "also good"); `deals` makes its search a fixed number of
    imagined deals (reproducible with `seed`)."""
    verdict = game.explain(guess)
    if guess == played:
        return GuessResult("right", guess, played, verdict)
    if not verdict.legal:
        return GuessResult("illegal", guess, played, verdict)
    played_verdict = game.explain(played)
    coach = _coach(game, guess, played, coach_ms, seed, deals)
    figures = _figures(coach, guess, played)
    kind = "also_good" if figures is not None and _as_good(figures) else "different"
    return GuessResult(kind, guess, played, verdict, played_verdict, coach, figures)


def _coach(
    game: Any, guess: Any, played: Any, coach_ms: float, seed: int, deals: int | None
) -> Any:
    if coach_ms <= 0 and deals is None:
        return None
    return coach_or_none(game, guess, time_ms=coach_ms, seed=seed, deals=deals, also=[played])


def coach_or_none(game: Any, move: Any, **options: Any) -> Assessment | None:
    """The coach's assessment of the legal `move` in `game` (`durak_widget.coach.assess` with
    `options`), or ``None`` where the coach cannot judge it: a `ValueError` (a position it cannot
    rebuild as a deal, say). The coach is an extra, so the lesson goes on without it; any other
    error is a defect in the coach, and is logged with its traceback on the
    ``durak_widget.quiz`` logger rather than hidden."""
    try:
        return assess(game, move, **options)
    except ValueError:
        return None
    except Exception:
        logger.exception("durak_widget: the coach failed on %s", move)
        return None


def _figures(coach: Any, guess: Any, played: Any) -> dict[str, Any] | None:
    """Both moves' figures from the coach's details: ``{"method", "guess", "played"}`` with
    loss rates (search) or exact values (1 win, 0 loss), or ``None`` when it has none."""
    if coach is None:
        return None
    details = coach.details
    method = details.get("method")
    if method == "search" and details.get("deals", 0) >= 12:
        loss = details.get("loss", {})
        if str(guess) in loss and str(played) in loss:
            return {"method": method, "guess": loss[str(guess)], "played": loss[str(played)]}
    if method == "exact":
        values = details.get("values", {})
        if str(guess) in values and str(played) in values:
            return {"method": method, "guess": values[str(guess)], "played": values[str(played)]}
    if method == "at_once":  # a move that ends the mover's game at once
        worth = {"win": 1.0, "draw": 0.5, "loss": 0.0}
        ends = details.get("ends", {})
        mine, theirs = worth.get(ends.get(str(guess))), worth.get(ends.get(str(played)))
        if mine == 1.0 or (mine is not None and theirs is not None):
            return {"method": method, "guess": mine, "played": theirs or 0.0}
    return None


def _as_good(figures: dict[str, Any]) -> bool:
    if figures["method"] == "search":
        return bool(figures["guess"] <= figures["played"] + GOOD_GAP)
    return bool(figures["guess"] >= figures["played"])
