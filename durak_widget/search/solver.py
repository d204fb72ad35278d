"""The exact solver of two-player positions where nothing is hidden, on the playout engine.

Once the talon is empty in a two-player game each player can work out the other's hand, so the
rest of the game is one of perfect information. `Solver` searches it completely: alpha-beta
over the values 1 (a win), 1/2 (a draw) and 0 (a loss) for one seat, with a transposition table
of bounds. At each position the best move found there before is tried first, then the cheapest
cards (plain cards by rank, then trumps by rank), taking and saying "done" last. A good first
guess makes the cut-offs come early; this order needs fewer positions than the rules of thumb's
choice first (23% fewer on the coach's endgames) and costs less to work out.

A line that returns to a position already on it (cards passed back and forth for ever, which
transfers allow) counts as a draw, and what was worked out from such a line is not remembered.
A node budget and a deadline (in seconds of `clock`) bound the work: past either,
`SolverBudgetExceeded` is raised.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Final

from .cards import SUIT_CARDS
from .moves import DONE, TAKE
from .playout import Playout

MAX_DEPTH: Final = 250
"""The solver gives up on lines longer than this many moves."""

LAST: Final = 100
"""The order key of taking and saying "done": after every card."""

CARD_ORDER: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(card % 13 + (13 if SUIT_CARDS[trump] >> card & 1 else 0) for card in range(52))
    for trump in range(4)
)
"""``CARD_ORDER[trump][card]``: the order the solver tries a card's moves in (its rank, plus 13
for a trump)."""


class SolverBudgetExceeded(Exception):
    """The position is too big for the node budget or the deadline."""


def clock() -> float:
    """Seconds of CPU time of this thread (process CPU time where a platform lacks it): budgets
    are CPU time, so that other work on a shared machine does not weaken the search."""
    try:
        return time.thread_time()
    except (AttributeError, OSError):  # pragma: no cover - platforms without thread clocks
        return time.process_time()


class Solver:
    """Alpha-beta with a transposition table for `seat` (see the module docstring). One solver
    may answer several positions of the same game: its table is kept between calls.

    `deadline` is in seconds of `clock` (CPU time), `wall_deadline` in seconds of
    `time.perf_counter` (for callers whose budget is wall time); 0 for none."""

    seat: int
    max_nodes: int
    deadline: float
    wall_deadline: float
    nodes: int
    repeats: int
    table: dict[tuple[int, ...], tuple[float, float, int]]
    path: set[tuple[int, ...]]

    def __init__(
        self,
        seat: int,
        max_nodes: int = 1 << 40,
        deadline: float = 0.0,
        wall_deadline: float = 0.0,
    ) -> None:
        self.seat = seat
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.wall_deadline = wall_deadline
        self.nodes = 0
        self.repeats = 0
        self.table = {}
        self.path = set()

    def values(self, state: Playout, moves: Sequence[int] | None = None) -> dict[int, float]:
        """The exact value for `seat` of each of `moves` in `state` (``None``: the legal moves
        of the seat to act; a throw-in by another attacker meanwhile may be among them)."""
        moves = state.next_moves() if moves is None else list(moves)
        found: dict[int, float] = {}
        for move in self.ordered(state, moves):
            found[move] = self.search(after(state, move), 0.0, 1.0, 1)
        return found

    def compare(
        self, state: Playout, played: int, order: Sequence[int], exact: Sequence[int] = ()
    ) -> tuple[dict[int, float], int]:
        """Whether a move does better for `seat` than `played`, by less work than `values`.

        `state` is the position before `played` and `order` its moves (or a throw-in's
        alternatives) in the order of preference. The values of `played` and of each move of
        `exact` are worked out exactly. Then each move of `order` is asked only whether it
        does better than the best found so far (alpha-beta with that value as alpha): one
        that does not costs a refutation, not a full solution. Returns ``(values, better)``:
        the exact values worked out (every move named above, and `better`) and the first move
        of `order` with the best value when that value beats `played`'s (-1: none does)."""
        values: dict[int, float] = {}
        for move in [played, *exact]:
            if move not in values:
                values[move] = self.search(after(state, move), 0.0, 1.0, 1)
        best = values[played]
        better = -1
        for move in order:
            if best >= 1.0:
                break
            if move == played:
                continue
            found = values.get(move)
            if found is None:
                found = self.search(after(state, move), best, 1.0, 1)
                if found > best:  # strictly inside the window, or 1: exact
                    values[move] = min(found, 1.0)
            if found > best:
                best, better = found, move
        return values, better

    def value(self, state: Playout) -> float:
        """The exact value of `state` for `seat`."""
        return self.search(state, 0.0, 1.0, 0)

    def ordered(self, state: Playout, moves: list[int], hint: int = -1) -> list[int]:
        """`moves` in the order they are tried: `hint` (the best move found here before)
        first, then the cheapest cards first (`CARD_ORDER`), taking and "done" last."""
        if len(moves) < 2:
            return moves
        keys = CARD_ORDER[state.trump]
        ranked = sorted(moves, key=lambda m: LAST if (m & 7) in (TAKE, DONE) else keys[m >> 6 & 63])
        if hint >= 0 and hint != ranked[0] and hint in moves:
            ranked.remove(hint)
            ranked.insert(0, hint)
        return ranked

    def search(self, state: Playout, alpha: float, beta: float, depth: int) -> float:
        """The value of `state` for `seat` if it lies strictly between `alpha` and `beta`; else
        a bound on the far side of the window (fail-soft alpha-beta)."""
        if state.loser != -2:
            return state.value(self.seat)
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SolverBudgetExceeded(f"more than {self.max_nodes} positions")
        if not self.nodes & 255 and (
            (self.deadline > 0 and clock() > self.deadline)
            or (self.wall_deadline > 0 and time.perf_counter() > self.wall_deadline)
        ):
            raise SolverBudgetExceeded("out of time")
        if depth > MAX_DEPTH:
            raise SolverBudgetExceeded(f"more than {MAX_DEPTH} moves deep")
        key = position_key(state)
        if key in self.path:
            self.repeats += 1  # play could go round for ever: a draw
            return 0.5
        known = self.table.get(key)
        hint = -1
        if known is not None:
            low, high, hint = known
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        moves = state.next_moves()
        mine = moves[0] >> 3 & 7 == self.seat
        self.path.add(key)
        repeats = self.repeats
        start_alpha, start_beta = alpha, beta
        best = -1.0 if mine else 2.0
        best_move = -1
        for move in self.ordered(state, moves, hint):
            child = state.copy()
            child.play(move)
            found = self.search(child, alpha, beta, depth + 1)
            if mine:
                if found > best:
                    best, best_move = found, move
                    if found > alpha:
                        alpha = found
            elif found < best:
                best, best_move = found, move
                if found < beta:
                    beta = found
            if alpha >= beta:
                break
        self.path.discard(key)
        if self.repeats == repeats:
            low, high = 0.0, 1.0
            if known is not None:
                low, high = known[0], known[1]
            if best <= start_alpha:
                high = min(high, best)
            elif best >= start_beta:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high, best_move)
        return best


def after(state: Playout, move: int) -> Playout:
    """A copy of `state` with `move` played."""
    child = state.copy()
    child.play(move)
    return child


def position_key(state: Playout) -> tuple[int, ...]:
    """What decides the rest of a two-player game with nothing hidden: the hands, the cards on
    the table (as sets: the order they were laid in and which card beat which do not matter),
    the roles and the bout's marks (the discard is every other card)."""
    attacks = 0
    unbeaten = 0
    beaten = 0
    defences = state.defences
    for i, card in enumerate(state.attacks):
        attacks |= 1 << card
        if defences[i] < 0:
            unbeaten |= 1 << card
        else:
            beaten |= 1 << defences[i]
    flags = state.attacker << 8 | state.defender << 4 | int(state.thrown_in) << 3
    return (
        state.hands[0],
        state.hands[1],
        flags | int(state.taking) << 2 | state.done << 12,
        state.limit << 8 | len(state.stock),
        state.cap,
        state.shown,
        attacks,
        unbeaten,
        beaten,
    )


__all__ = [
    "CARD_ORDER",
    "LAST",
    "MAX_DEPTH",
    "Solver",
    "SolverBudgetExceeded",
    "after",
    "clock",
    "position_key",
]
