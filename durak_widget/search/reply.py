"""The best reply to the rules of thumb in a two-player position where nothing is hidden.

`Solver` assumes the other player plays best; in an endgame lost against best play every move
is worth the same to it. A real opponent may go wrong. `BestReply` assumes instead that the
other player follows SimpleBot's rules of thumb (`durak_widget.search.policy`), which are
fixed except for ties between equally good leads (each as likely as the others), and works
out exactly how often each move of `seat` then wins and draws: an expectimax over `seat`'s own
moves with the other player's answer known. `seat` plays for the best expected result, a draw
counting half (then for the more wins). A move that always wins ends the search of its
position at once, and a transposition table keeps what was worked out.

A line that returns to a position already on it counts as a draw, and what was worked out
from such a line is not remembered. A node budget and a deadline (in seconds of
`durak_widget.search.solver.clock`) bound the work: past either, `SolverBudgetExceeded` is
raised.
"""

from __future__ import annotations

from collections.abc import Sequence

from .playout import Playout
from .policy import options
from .solver import MAX_DEPTH, SolverBudgetExceeded, after, clock, position_key


class BestReply:
    """How often each move of `seat` wins and draws when `seat` plays on for the best expected
    result and the other player follows the rules of thumb (see the module docstring)."""

    seat: int
    max_nodes: int
    deadline: float
    nodes: int
    repeats: int
    table: dict[tuple[int, ...], tuple[float, float]]
    path: set[tuple[int, ...]]

    def __init__(self, seat: int, max_nodes: int = 1 << 40, deadline: float = 0.0) -> None:
        self.seat = seat
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.repeats = 0
        self.table = {}
        self.path = set()

    def values(self, state: Playout, moves: Sequence[int]) -> dict[int, tuple[float, float]]:
        """For each of `moves` in `state`: how often `seat` then wins and how often it draws
        (``(1.0, 0.0)``: a sure win), the other player following the rules of thumb."""
        return {move: self.search(after(state, move), 1) for move in moves}

    def search(self, state: Playout, depth: int) -> tuple[float, float]:
        """How often `seat` wins and draws from `state`."""
        if state.loser != -2:
            result = state.value(self.seat)
            return (1.0, 0.0) if result == 1.0 else (0.0, 1.0) if result == 0.5 else (0.0, 0.0)
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SolverBudgetExceeded(f"more than {self.max_nodes} positions")
        if not self.nodes & 255 and self.deadline > 0 and clock() > self.deadline:
            raise SolverBudgetExceeded("out of time")
        if depth > MAX_DEPTH:
            raise SolverBudgetExceeded(f"more than {MAX_DEPTH} moves deep")
        # The rules of thumb look at the order of the cards on the table; the solver's key
        # does not.
        key = (*position_key(state), *state.attacks, -1, *state.defences)
        known = self.table.get(key)
        if known is not None:
            return known
        if key in self.path:
            self.repeats += 1  # play could go round for ever: a draw
            return (0.0, 1.0)
        moves = state.next_moves()
        self.path.add(key)
        repeats = self.repeats
        wins = draws = 0.0
        if moves[0] >> 3 & 7 == self.seat:
            score = -1.0
            for move in moves:
                won, drawn = self.search(after(state, move), depth + 1)
                if won + drawn / 2 > score or (won + drawn / 2 == score and won > wins):
                    score, wins, draws = won + drawn / 2, won, drawn
                    if wins >= 1.0:
                        break
        else:
            answers = options(state, moves)
            for move in answers:
                won, drawn = self.search(after(state, move), depth + 1)
                wins += won
                draws += drawn
            wins /= len(answers)
            draws /= len(answers)
        self.path.discard(key)
        if self.repeats == repeats:
            self.table[key] = (wins, draws)
        return (wins, draws)


__all__ = ["BestReply"]
