"""The search's estimate of every legal move of a position, from what one seat knew.

`move_estimates` is what a replay shows beside each legal move and what `analyse` judges a
move by: for the seat to act, from ``game.view(seat)`` alone (the cards it holds and has seen,
never another hand or the talon's order), each legal move's chance of not being the durak (1 a
win, a draw counting half). Between two players with nothing hidden the exact solver gives it
(0, 1/2 or 1, no error); otherwise every move is played in the same imagined deals and each
deal played out by the rules of thumb at every seat, for the budget (paired rounds: the
standard errors of differences between moves are small).

This is the one search of the teaching layer: the coach's comment at the table
(`durak_widget.coach.assess`) reads the same estimates as `Evidence` and grades them by the
same verdict (`Evidence.verdict`) as the analysis's marks, so the two never contradict each
other on the same deals. It is the rules-of-thumb playout, not StrongBot's tree search: on the
strategy examples, where strong play and every deal worked out are measured, the tree search
called keep trumps' spent 10♦ as good as 9♣ (9% and 10% lost; strong play 62% and 22%) and the
taught transfer a mistake (28% lost; strong play 15%, the beat 100%), where the playouts agree
with strong play on every example (issue 39; `benchmarks/judgement.py`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ..bots.decision import Decision
from ..bots.driver import turn
from ..bots.montecarlo import InconsistentView
from ..engine import Game, Move
from ..search.codec import encode
from ..search.solver import clock
from ..search.tree import paired, paired_playouts

if TYPE_CHECKING:
    from ..coach.evidence import Evidence

__all__ = [
    "EXACT_NODES",
    "SEARCHED_GAMES",
    "STEP_ROUNDS",
    "Estimate",
    "Estimates",
    "estimate_moves",
    "estimate_steps",
    "move_estimates",
]

EXACT_NODES = 2_000_000
"""The most positions the exact solver may visit for one position (the time budget usually
ends it first)."""
STEP_ROUNDS: Final = 4
"""`estimate_steps` yields after this many imagined deals (a few milliseconds)."""
SEARCHED_GAMES: Final = frozenset({"durak"})
"""The games this search plays (on the playout engine), by their registered names: the
analysis judges their games, and the coach judges their moves by the same search."""


@dataclass(frozen=True)
class Estimate:
    """One move's estimate for the seat that makes it: ``value``, its chance of not being the
    durak (1 a win, 1/2 a draw, 0 a loss), with ``stderr``, the standard error of that figure
    (0 for an exact value, infinite when nothing could be searched), ``deals`` the imagined
    deals it was tried in (0 when exact) and ``exact`` whether the solver worked it out."""

    value: float
    stderr: float
    deals: int
    exact: bool

    def to_json(self) -> dict[str, Any]:
        """``{"value", "stderr", "deals", "exact"}`` (``stderr`` ``None`` when infinite)."""
        stderr = None if math.isinf(self.stderr) else round(self.stderr, 4)
        return {
            "value": round(self.value, 4),
            "stderr": stderr,
            "deals": self.deals,
            "exact": self.exact,
        }


class Estimates:
    """Every legal move's `Estimate` in one position (``by_move``), with the samples behind
    them for paired comparisons (`difference`)."""

    def __init__(
        self,
        seat: int,
        by_move: dict[Move, Estimate],
        samples: dict[Move, list[float]] | None = None,
    ) -> None:
        self.seat = seat
        self.by_move = by_move
        self.samples = samples or {}

    @property
    def exact(self) -> bool:
        """Whether the values are exact (solved)."""
        return all(e.exact for e in self.by_move.values())

    def best(self, among: list[Move] | None = None) -> Move:
        """The move with the highest value (among `among`; ties to the first listed)."""
        moves = among if among is not None else list(self.by_move)
        return max(moves, key=lambda m: self.by_move[m].value)

    def evidence(self) -> Evidence:
        """The estimates as the coach's `Evidence` (each move's loss, 1 minus its value, deal
        by deal), from which the coach and the analysis take one verdict
        (`Evidence.verdict`): no deals at all when nothing could be searched."""
        from ..coach.evidence import Evidence  # the coach's package imports this module

        moves = tuple(self.by_move)
        if self.exact:
            exact: dict[Any, tuple[float, ...]] = {
                m: (1.0 - e.value,) for m, e in self.by_move.items()
            }
            return Evidence(self.seat, moves, exact, "exact")
        losses = {m: tuple(1.0 - v for v in self.samples.get(m, ())) for m in moves}
        return Evidence(self.seat, moves, losses, "search")

    def difference(self, better: Move, worse: Move) -> tuple[float, float]:
        """``(value of better - value of worse, standard error)``: paired over the same
        imagined deals, 0 error when exact."""
        if self.exact:
            return self.by_move[better].value - self.by_move[worse].value, 0.0
        if better not in self.samples or worse not in self.samples:
            return 0.0, math.inf
        return paired(self.samples[better], self.samples[worse])


def estimate_moves(
    game: Game,
    seat: int,
    budget_ms: float | None = 350.0,
    rounds: int | None = None,
    seed: int = 0,
) -> Estimates:
    """Every legal move of `seat` (the seat to act) estimated from ``game.view(seat)`` alone,
    within `budget_ms` milliseconds of CPU time (``None``: none) and at most `rounds` imagined
    deals (``None``: no such cap; one of the two must be given). The same view, seed and
    rounds give the same estimates."""
    return run_steps(estimate_steps(game, seat, budget_ms, rounds, seed))


def estimate_steps(
    game: Game,
    seat: int,
    budget_ms: float | None = 350.0,
    rounds: int | None = None,
    seed: int = 0,
    deadline: float | None = None,
) -> Generator[None, None, Estimates]:
    """`estimate_moves` in small steps: a generator that yields after every `STEP_ROUNDS`
    imagined deals and returns the `Estimates` (the exact solver is one step). The budget
    counts the CPU time of the steps alone, so a loop that runs other work between them (a
    table thinking in slices, as in Pyodide) does not shorten the search; `deadline` (a
    `time.perf_counter` value) ends it at that moment too, between two steps (the coach: a
    learner waits in time on the clock). Run to its end it gives what `estimate_moves`
    gives."""
    if budget_ms is None and rounds is None:
        raise ValueError("estimate_moves needs a budget: budget_ms, rounds or both")
    moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"P{seat} has no legal move in this position: it is not P{seat}'s turn")
    started = clock()
    view = game.view(seat)
    # The imagined deals depend on the view alone: seed them from what the seat knows.
    rng = random.Random(f"{seed}:{len(view['history'])}:{seat}")
    try:
        decision = Decision(view, moves, rng)
    except InconsistentView:
        unknown = Estimate(0.5, math.inf, 0, False)
        return Estimates(seat, dict.fromkeys(moves, unknown))
    if decision.exact:
        limit = started + budget_ms * 0.9 / 1000 if budget_ms is not None else 0.0
        values = decision.solve(EXACT_NODES, limit)
        if values is not None:
            return Estimates(seat, {m: Estimate(values[m], 0.0, 0, True) for m in moves})
    codes = [encode(m) for m in moves]
    ties = random.Random(f"{seed}:{len(view['history'])}:{seat}:ties")  # the rules of thumb's
    samples: dict[Move, list[float]] = {m: [] for m in moves}
    done, most = 0, rounds or 1 << 30
    left = budget_ms / 1000 - (clock() - started) if budget_ms is not None else 0.0
    while True:
        began = clock()
        for _ in range(STEP_ROUNDS):
            found = paired_playouts(decision.deals, seat, codes, rng, ties)
            for move, value in zip(moves, found):
                samples[move].append(value)
            done += 1
            if done >= most or (budget_ms is not None and clock() - began >= left):
                break
        left -= clock() - began
        if done >= most or (budget_ms is not None and left <= 0):
            break
        if deadline is not None and time.perf_counter() >= deadline:
            break
        yield
    return _estimates(seat, samples, decision.exact)


def _estimates(seat: int, samples: dict[Move, list[float]], exact: bool) -> Estimates:
    """Each move's results in the imagined deals (`samples`) as `Estimates`; `exact`: the one
    deal there is was played out again and again (the solver ran out of time), which says
    nothing of the error."""
    by_move = {}
    for move, found in samples.items():
        count = len(found)
        mean = sum(found) / count
        spread = (
            math.sqrt(sum((x - mean) ** 2 for x in found) / (count - 1) / count)
            if count > 1 and not exact
            else math.inf
        )
        by_move[move] = Estimate(mean, spread, count, False)
    return Estimates(seat, by_move, {} if exact else samples)


def run_steps(steps: Generator[None, None, Any]) -> Any:
    """Run a generator in steps to its end and return what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def move_estimates(
    game: Game,
    viewer: int | None = None,
    budget_ms: float | None = 350.0,
    rounds: int | None = None,
    seed: int = 0,
) -> dict[Move, Estimate]:
    """The estimate of every legal move of the seat to act, worked out from what `viewer`
    knew (``None``: the seat to act; another seat raises `ValueError`, since listing the
    mover's legal moves would show that seat its cards). See `estimate_moves` for the
    budget."""
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool)):
        raise ValueError(f"viewer must be a seat number or None, got {viewer!r}")
    seat, _ = turn(game)
    if seat is None:
        raise ValueError("the game is over: no move to estimate")
    if viewer is not None and viewer != seat:
        raise ValueError(
            f"P{seat} acts now, not P{viewer}: a seat sees the estimates of its own moves only"
        )
    return estimate_moves(game, seat, budget_ms, rounds, seed).by_move
