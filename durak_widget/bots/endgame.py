"""An exact solver for two-player endgames, where every card is known.

Once the talon is empty in a two-player game, each player can work out the other's hand (every
card not in their own hand, on the table or in the discard), so the rest of the game is one of
perfect information. `solve` searches it completely (minimax with a transposition table, best
moves first) within a node budget, and returns the value of every legal move: 1 a win, 0.5 a
draw, 0 a loss, for the player to move. A line that returns to a position already on it (the
same cards passed back and forth for ever) counts as a draw.
"""

from __future__ import annotations

from time import perf_counter

from ..engine import Game, Move
from .driver import turn
from .rollout import quick_view
from .simple import SimpleBot

__all__ = ["MAX_DEPTH", "SearchBudgetExceeded", "solve"]

MAX_DEPTH = 250
"""The solver gives up on lines longer than this many moves."""


class SearchBudgetExceeded(Exception):
    """The endgame is too big for the node budget."""


def solve(
    game: Game, seat: int, max_nodes: int = 20_000, deadline: float | None = None
) -> dict[Move, float]:
    """The exact value of each legal move of `seat` (who must be the seat to act) for that
    seat: 1 win, 0.5 draw, 0 loss. Raises `SearchBudgetExceeded` after `max_nodes` positions
    or once `time.perf_counter()` passes `deadline`."""
    solver = _Solver(seat, max_nodes, deadline)
    acting, moves = turn(game)
    if acting != seat:
        raise ValueError(f"P{seat} is not the seat to act (P{acting} is)")
    values = {}
    for move in solver.ordered(game, seat, moves):
        child = game.copy()
        child.play_unchecked(move)
        values[move] = solver.value(child)
    return values


class _Solver:
    def __init__(self, seat: int, max_nodes: int, deadline: float | None):
        self.seat = seat
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[tuple, float] = {}
        self.path: set[tuple] = set()
        self.repeats = 0
        self.guide = SimpleBot(0)

    def ordered(self, game: Game, seat: int, moves: list[Move]) -> list[Move]:
        """SimpleBot's choice first: a good first guess makes the cut-offs come early."""
        if len(moves) < 2:
            return moves
        first = self.guide.choose(quick_view(game, seat), moves)
        return [first, *(m for m in moves if m != first)]

    def value(self, game: Game, depth: int = 0) -> float:
        result = game.result
        if result is not None:
            if result.durak is None:
                return 0.5
            return 0.0 if result.durak == self.seat else 1.0
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SearchBudgetExceeded(f"more than {self.max_nodes} positions")
        if self.deadline is not None and not self.nodes & 63 and perf_counter() > self.deadline:
            raise SearchBudgetExceeded("out of time")
        if depth > MAX_DEPTH:
            raise SearchBudgetExceeded(f"more than {MAX_DEPTH} moves deep")
        seat, moves = turn(game)
        assert seat is not None  # the game is not over
        key = (
            game.hands,
            tuple(game.table),
            game.attacker,
            game.defender,
            game.taking,
            game.done_players,
            game.attack_limit,
            frozenset(moves),
        )
        known = self.table.get(key)
        if known is not None:
            return known
        if key in self.path:
            # The cards went round in a circle: play could go on for ever, which counts as a
            # draw (as a capped game does). Values that relied on this are not remembered.
            self.repeats += 1
            return 0.5
        self.path.add(key)
        repeats = self.repeats
        mine = seat == self.seat
        target = 1.0 if mine else 0.0
        best = 0.0 if mine else 1.0
        for move in self.ordered(game, seat, moves):
            child = game.copy()
            child.play_unchecked(move)
            v = self.value(child, depth + 1)
            if (mine and v > best) or (not mine and v < best):
                best = v
                if best == target:
                    break
        self.path.discard(key)
        if self.repeats == repeats:
            self.table[key] = best
        return best
