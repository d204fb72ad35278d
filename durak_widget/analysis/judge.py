"""One move of a game judged against the alternatives its player had, from what that player
knew: the estimates of the move played and of the best alternative, and a mark when the
difference is beyond the search's noise."""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from ..bots.reasons import NOTHING, Text
from ..coach.verdicts import BLUNDER as BLUNDER_GRADE
from ..coach.verdicts import INACCURACY, NOISE_Z, STANDOUT, grade
from ..coach.verdicts import MISTAKE as MISTAKE_GRADE
from ..engine import Move
from .estimate import Estimate, Estimates
from .words import move_comment

__all__ = ["BLUNDER", "DUBIOUS", "GOOD", "MISTAKE", "NOISE_Z", "Judgement", "forced", "judge"]

BLUNDER = BLUNDER_GRADE.least
"""The alternative's chance exceeds the move's by at least this much: ``??`` (the one
verdict table: `durak_widget.coach.verdicts`)."""
MISTAKE = MISTAKE_GRADE.least
"""...by at least this much: ``?``."""
DUBIOUS = INACCURACY.least
"""...by at least this much: ``?!``."""
GOOD = STANDOUT
"""A move is ``!`` when every alternative is worse by at least this much (beyond the noise)
and the rule of thumb would have missed it."""


@dataclass(frozen=True)
class Judgement:
    """One move of a game, judged from what its player knew.

    ``number`` counts the game's moves from 1; ``move`` was played by ``seat``; ``forced``: it
    was the only legal move (never marked); ``played`` is the estimate of the move played and
    ``best`` the best alternative with its estimate ``alternative`` (``None`` when forced);
    ``difference`` is the alternative's value minus the move's (positive: the alternative was
    better) with its standard error ``stderr``; ``mark`` is ``""``, ``"!"``, ``"?!"``, ``"?"``
    or ``"??"``; ``estimates`` holds every legal move's estimate; ``comment`` says it in
    words (a `Text`, in any language with ``comment.in_language``).
    """

    number: int
    move: Move
    seat: int
    forced: bool
    played: Estimate | None = None
    best: Move | None = None
    alternative: Estimate | None = None
    difference: float = 0.0
    stderr: float = 0.0
    mark: str = ""
    estimates: dict[Move, Estimate] = field(default_factory=dict)
    comment: Text = NOTHING

    @property
    def exact(self) -> bool:
        """Whether the move was judged by the exact solver."""
        return self.played is not None and self.played.exact

    @property
    def loss(self) -> float:
        """How much of its chance the move gave away against the best move (0 when it was
        best, or when the difference is within the noise)."""
        return max(self.difference, 0.0) if self.mark in ("?!", "?", "??") else 0.0

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of the judgement (moves as text, estimates by move text)."""
        return {
            "number": self.number,
            "move": str(self.move),
            "seat": self.seat,
            "forced": self.forced,
            "played": self.played.to_json() if self.played else None,
            "best": str(self.best) if self.best else None,
            "alternative": self.alternative.to_json() if self.alternative else None,
            "difference": round(self.difference, 4),
            "stderr": None if math.isinf(self.stderr) else round(self.stderr, 4),
            "mark": self.mark,
            "estimates": {str(m): e.to_json() for m, e in self.estimates.items()},
            "comment": str(self.comment),
        }


def judge(
    number: int, move: Move, found: Estimates, thumb: Move, throw_in: bool = False
) -> Judgement:
    """The judgement of `move` (move `number` of the game) from the estimates `found` of its
    position; `thumb` is the rule of thumb's choice there (a ``!`` needs a move it misses);
    `throw_in`: cards are on the table (an attack there is a throw-in)."""
    estimates = found.by_move
    others = [m for m in estimates if m != move]
    best = found.best(others)
    difference, stderr = found.difference(best, move)
    played, alternative = estimates[move], estimates[best]
    mark = _mark(found, move, others, difference, stderr, thumb)
    judged = Judgement(
        number,
        move,
        move.player,
        False,
        played,
        best,
        alternative,
        difference,
        stderr,
        mark,
        dict(estimates),
    )
    return replace(judged, comment=move_comment(judged, throw_in))


def _mark(
    found: Estimates,
    move: Move,
    others: list[Move],
    difference: float,
    stderr: float,
    thumb: Move,
) -> str:
    if found.exact:
        if difference > 0:
            return grade(difference).mark  # the one table: a win thrown to a draw is ??
        if difference < 0 and move != thumb:
            return "!"  # the only move that keeps this result
        return ""
    graded = found.evidence().verdict(move)[2]  # the coach's label reads the same verdict
    if graded.mark:
        return graded.mark
    if move == thumb:
        return ""
    for other in others:
        gain, error = found.difference(move, other)
        if gain < GOOD or gain <= NOISE_Z * error:
            return ""
    return "!"


def forced(number: int, move: Move) -> Judgement:
    """The judgement of a move that was its player's only legal move: never marked."""
    return Judgement(number, move, move.player, True)
