"""What the two Monte-Carlo bots share: scoring a playout and ranking the searched moves."""

from __future__ import annotations

from collections.abc import Callable

from .rollout import CAPPED


def loss(loser, seat: int) -> float:
    """How much a playout counts as a loss for `seat`: 1 lost, 0 won, 1/2 for a draw or a
    playout stopped by the move cap."""
    if loser is None or loser == CAPPED:
        return 0.5
    return 1.0 if loser == seat else 0.0


def rank(moves: list, losses: dict, deals: int, fallback, gerund: Callable) -> tuple:
    """``(best, rates, parts)``: each move's loss rate over `deals`, the best move (ties go to
    the rule-of-thumb `fallback`), and "<move> loses N%" phrases for the best three."""
    rates = {move: total / deals for move, total in losses.items()}
    best = min(moves, key=lambda m: (rates[m], m != fallback))
    ranked = sorted(moves, key=lambda m: (rates[m], m != best, m != fallback))
    parts = [f"{gerund(m)} loses {rates[m]:.0%}" for m in ranked[:3]]
    return best, rates, parts
