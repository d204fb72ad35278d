"""Guess the move: how a learner's guess at a record's next move is scored and explained.

`judge_guess` decides, with the engine and the coach's figures, graded by the one verdict
table (`durak_widget.coach.verdicts`: a gap of under 5 points is "as good", 5 points or more
beyond the noise is clear):

- ``"right"``: the guess is the recorded move (a point);
- ``"better"``: another legal move that does clearly better than the recorded one (a point):
  the recorded move loses at least 5 points more of the imagined games than the guess, beyond
  the noise, or does worse against best play once every card is known;
- ``"also_good"``: another legal move as good as the recorded one (a point): it loses under 5
  points more, or as well against best play;
- ``"different"``: another legal move that does worse, or that the coach cannot compare in
  its time (no point);
- ``"illegal"``: the engine refuses the guess; it is explained and changes nothing: it is not
  counted, and the learner tries again at the same move.

`GuessResult.text_in` words the feedback in the learner's language in at most two sentences:
the verdict with the figures behind it (the record's note is shown beside its card, and the
score in its own line).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..coach.assess import Assessment, assess
from ..coach.verdicts import GOOD, MIN_DEALS, UNCLEAR, grade
from .words import move_text, reason_in, tr

logger = logging.getLogger("durak_widget.quiz")

__all__ = ["GUESS_KINDS", "GuessResult", "coach_or_none", "judge_guess"]

GUESS_KINDS = ("right", "better", "also_good", "different", "illegal")
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
        return self.kind in ("right", "better", "also_good")

    @property
    def moves_on(self) -> bool:
        """Whether the lesson shows the recorded move now (an illegal try changes nothing)."""
        return self.kind != "illegal"

    def heading_in(self, lang: str) -> str:
        """The verdict as the lesson's heading says it, in `lang`: "Right", "Better than the
        game's move", "Also good", "A different move", "Not legal" (the text under it does
        not say it again)."""
        t = tr(lang)
        headings = {
            "right": t.pgettext("guess", "Right"),
            "better": t.pgettext("guess", "Better than the game's move"),
            "also_good": t.pgettext("guess", "Also good"),
            "different": t.pgettext("guess", "A different move"),
            "illegal": t.pgettext("guess", "Not legal"),
        }
        return str(headings[self.kind])

    def __str__(self) -> str:
        """The feedback (`text_in`) in the language `durak_widget.set_language` set, as a
        notebook prints it."""
        from ..engine.i18n import current_language

        return self.text_in(current_language())

    def text_in(
        self,
        lang: str,
        marks: str = "",
        comment: str = "",
        words: Callable[[Any, str], str] | None = None,
    ) -> str:
        """The feedback in `lang`, in at most two sentences: the verdict on the guess and the
        figures behind it (the loss rates over the imagined games, or the outcome against
        best play). `words` puts a move in words (the table's own, by default
        `durak_widget.quiz.words.move_text`). The record's note (`marks`, `comment`) is not
        repeated here: the table shows it beside its card."""
        t = tr(lang)
        say = words or move_text
        guess, played = say(self.guess, lang), say(self.played, lang)
        if self.kind == "right":
            head = (
                t.gettext("Right: {move}.") if not marks else t.gettext("Right: {move} ({marks}).")
            )
            return head.format(move=played, marks=marks)
        if self.kind == "illegal":
            text = t.gettext("{guess} is not allowed: {reason}. Try another move.")
            return text.format(guess=guess, reason=reason_in(self.verdict, lang).rstrip("."))
        figures = self.figures
        values = {"guess": guess, "played": played}
        if figures is None:
            text = t.gettext(
                "The game went {played}. Your move ({guess}) is legal too, but the coach could "
                "not compare the two in its time."
            )
            return text.format(**values)
        if figures["method"] == "search":
            values.update(
                n=figures["deals"],
                mine=f"{figures['guess']:.0%}",
                theirs=f"{figures['played']:.0%}",
            )
            texts = {
                "better": t.ngettext(
                    "Better than the game's move: {guess} lost {mine} of {n} imagined game, "
                    "the game's move ({played}) {theirs}.",
                    "Better than the game's move: {guess} lost {mine} of {n} imagined games, "
                    "the game's move ({played}) {theirs}.",
                    figures["deals"],
                ),
                "also_good": t.ngettext(
                    "Also good: {guess} lost {mine} of {n} imagined game, the game's move "
                    "({played}) {theirs}.",
                    "Also good: {guess} lost {mine} of {n} imagined games, the game's move "
                    "({played}) {theirs}.",
                    figures["deals"],
                ),
                "different": t.ngettext(
                    "The game went {played}: it lost {theirs} of {n} imagined game, your move "
                    "({guess}) {mine}.",
                    "The game went {played}: it lost {theirs} of {n} imagined games, your move "
                    "({guess}) {mine}.",
                    figures["deals"],
                ),
            }
            return texts[self.kind].format(**values)
        if figures["method"] == "at_once":
            text = t.gettext("Also good: {guess} takes you out of the game at once.")
            return text.format(**values)
        values.update(mine=_outcome(figures["guess"], t), theirs=_outcome(figures["played"], t))
        texts = {
            "better": t.gettext(
                "Better than the game's move: after {guess} {mine} against best play, after the "
                "game's move ({played}) {theirs}."
            ),
            "also_good": t.gettext(
                "Also good: after {guess} {mine} against best play, and after the game's move "
                "({played}) too."
            ),
            "different": t.gettext(
                "The game went {played}: after it {theirs} against best play, after your move "
                "({guess}) {mine}."
            ),
        }
        return texts[self.kind].format(**values)


def _outcome(value: float, t: Any) -> str:
    """An exact value in words: ``"you win"``, ``"you draw"``, ``"you lose"``."""
    if value >= 1:
        return str(t.gettext("you win"))
    if value <= 0:
        return str(t.gettext("you lose"))
    return str(t.gettext("you draw"))


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
    kind = _kind(figures)
    return GuessResult(kind, guess, played, verdict, played_verdict, coach, figures)


def _kind(figures: dict[str, Any] | None) -> str:
    """``"better"``, ``"also_good"`` or ``"different"`` from the two moves' figures, by the
    one verdict table."""
    if figures is None:
        return "different"
    if figures["method"] == "search":
        gap, se, n = figures["gap"], figures["se"], figures["deals"]
        if grade(-gap, se, n) not in (GOOD, UNCLEAR):  # the game's move clearly worse
            return "better"
        return "also_good" if grade(gap, se, n) is GOOD else "different"
    if figures["method"] == "at_once":
        return "also_good"
    if figures["guess"] > figures["played"]:
        return "better"
    return "also_good" if figures["guess"] == figures["played"] else "different"


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
    """Both moves' figures from the coach's details, or ``None`` when it has none: with the
    search ``{"method", "deals", "guess", "played", "gap", "se"}`` (loss rates, and how much
    more often the guess lost than the recorded move, with its standard error), else
    ``{"method", "guess", "played"}`` with exact values (1 a win, 0 a loss)."""
    if coach is None:
        return None
    details = coach.details
    method = details.get("method")
    if method == "search" and details.get("deals", 0) >= MIN_DEALS:
        loss = details.get("loss", {})
        versus = details.get("versus", {}).get(str(played))
        if str(guess) in loss and str(played) in loss and versus is not None:
            return {
                "method": method,
                "deals": details["deals"],
                "guess": loss[str(guess)],
                "played": loss[str(played)],
                "gap": versus["gap"],
                "se": versus["se"],
            }
    if method == "exact":
        values = details.get("values", {})
        if str(guess) in values and str(played) in values:
            return {"method": method, "guess": values[str(guess)], "played": values[str(played)]}
    if method == "at_once":  # a move that ends the mover's game at once
        worth = {"win": 1.0, "out": 1.0, "draw": 0.5, "loss": 0.0}
        ends = details.get("ends", {})
        mine, theirs = worth.get(ends.get(str(guess))), worth.get(ends.get(str(played)))
        if mine is not None and theirs is not None:
            return {"method": "exact", "guess": mine, "played": theirs}
        if mine == 1.0:  # out at once: as good as any move, whatever the game's did
            return {"method": "at_once", "guess": mine, "played": None}
    return None
