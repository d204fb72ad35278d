"""The verdict scale: one table of thresholds from which the coach (`durak_widget.coach.assess`)
and the analysis (`durak_widget.analysis`) both take their words and marks, so that a word
always matches the figure beside it.

The figure is the *gap*: how much more often a move loses than the best move its player had
(a fraction of the games; the analysis's difference in the chance of not being the durak is
the same figure). A sampled gap counts only beyond the search's noise: more than `NOISE_Z`
standard errors of the paired difference (the best move is itself picked by the same deals,
so a plain two-sigma test would call noise a mistake), and never from fewer than `MIN_DEALS`
imagined games. An exact gap (the endgame solved) needs no such test.

=============== ====== ====================================================================
verdict         mark   the gap
=============== ====== ====================================================================
Good                   under 5 points (the move does as well as any, or nearly)
Inaccuracy      ``?!`` 5 points or more, beyond the noise
Mistake         ``?``  12 points or more, beyond the noise
Blunder         ``??`` 25 points or more, beyond the noise
Not sure               5 points or more but within the noise, or fewer than 12 games
=============== ====== ====================================================================

A move is marked ``!`` (`STANDOUT`) when every alternative loses at least 12 points more
often, beyond the noise, and the rules of thumb would have missed it. `grade` applies the
table; docs/strategy.md prints it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..bots.reasons import Text

__all__ = [
    "BLUNDER",
    "GOOD",
    "GRADES",
    "INACCURACY",
    "MIN_DEALS",
    "MISTAKE",
    "NOISE_Z",
    "STANDOUT",
    "UNCLEAR",
    "Grade",
    "agrees",
    "grade",
    "title",
]


@dataclass(frozen=True)
class Grade:
    """One row of the scale: the coach's `label` (``"good"``, ``"inaccuracy"``,
    ``"mistake"``, ``"blunder"``, ``"unclear"``), the analysis's `mark` (``""``, ``"?!"``,
    ``"?"``, ``"??"``) and the smallest gap of this grade (`least`, a fraction of games)."""

    label: str
    mark: str
    least: float

    @property
    def title(self) -> Text:
        """The verdict as a heading says it, in every language: "Good", "Inaccuracy",
        "Mistake", "Blunder", "Not sure"."""
        return title(self.label)


GOOD = Grade("good", "", 0.0)
INACCURACY = Grade("inaccuracy", "?!", 0.05)
MISTAKE = Grade("mistake", "?", 0.12)
BLUNDER = Grade("blunder", "??", 0.25)
UNCLEAR = Grade("unclear", "", math.nan)
GRADES = (GOOD, INACCURACY, MISTAKE, BLUNDER, UNCLEAR)
"""The scale, best first; "not sure" last."""

NOISE_Z = 3.0
"""A sampled gap counts only beyond this many standard errors."""
MIN_DEALS = 12
"""Fewer imagined games than this say nothing clear."""
STANDOUT = 0.12
"""A move is ``!`` when every alternative loses at least this much more often (beyond the
noise) and the rules of thumb would have missed it."""


def grade(gap: float, stderr: float = 0.0, deals: int | None = None) -> Grade:
    """The verdict on a move that loses `gap` more often than the best move (a fraction of
    games), measured with standard error `stderr` over `deals` imagined games; ``deals=None``
    (and no error) for an exact gap, worked out by the solver."""
    if deals is not None and deals < MIN_DEALS:
        return UNCLEAR
    if gap < INACCURACY.least:
        return GOOD
    if deals is not None and not gap > NOISE_Z * stderr:
        return UNCLEAR
    for found in (BLUNDER, MISTAKE, INACCURACY):
        if gap >= found.least:
            return found
    return GOOD  # not reached: the gap is at least an inaccuracy's here


def agrees(label: str, mark: str) -> bool:
    """Whether the coach's `label` and the analysis's `mark` say the same of a move: "good"
    goes with no mark or ``!``, "unclear" with no mark, each criticism with its own mark."""
    if label == "good":
        return mark in ("", "!")
    found = next((g for g in GRADES if g.label == label), None)
    if found is None:
        labels = ", ".join(g.label for g in GRADES)
        raise ValueError(f"no verdict {label!r:.40}: expected one of {labels}")
    return found.mark == mark


def title(label: str) -> Text:
    """The heading of a verdict `label`, in every language."""
    titles = {
        "good": Text.gettext("Good"),
        "inaccuracy": Text.gettext("Inaccuracy"),
        "mistake": Text.gettext("Mistake"),
        "blunder": Text.gettext("Blunder"),
        "unclear": Text.gettext("Not sure"),
    }
    found = titles.get(label)
    if found is None:
        raise ValueError(f"no verdict {label!r:.40}: expected one of {', '.join(titles)}")
    return found
