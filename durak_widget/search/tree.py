"""Information-set Monte-Carlo tree search over imagined deals, with paired root statistics.

One seat decides among its legal moves (the root moves). Each round imagines one deal
consistent with what that seat has seen (`durak_widget.search.deal.Determinizer`) and, in that
same deal, runs one iteration below every root move still in the race, so the root moves are
compared on equal terms deal by deal (a paired comparison: the luck of the deal cancels out).

Below each root move grows a tree shared by every deal: a node is a sequence of the searching
seat's own later decisions, whichever deal they were made in (an information-set tree: the
seat never knows more than its own moves and what it sees). An iteration walks down from the
root move, choosing among the moves legal in this deal by UCB1 with availability counts (a
child counts as a candidate only in the deals where its move is legal), adds one new node (the
playout policy's choice first), then plays the deal out with the policy at every seat
(`durak_widget.search.policy`). Forced moves get no node. The other seats play the policy
throughout: an opponent model that, like a real opponent, never sees the hidden cards. (With
``every_seat=True`` their decisions grow tree nodes too, as in single-observer ISMCTS; those
nodes are fitted to the searching seat's real hand, which every imagined deal shares, so the
opponents play as if they saw it: measured weaker, see ``docs/search.md``.)

Every `race[1]` rounds from the `race[0]`-th on, a root move whose mean result is worse than
the leader's by more than `race[2]` standard errors of the paired difference leaves the race:
its rounds go to the moves still close. The search ends when one move is left, or the budget
(rounds, iterations and a deadline in seconds of `durak_widget.search.solver.clock`) runs out.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final

from .deal import Determinizer
from .moves import ONGOING
from .playout import Playout
from .policy import choose
from .rollout import policy_playout
from .solver import clock

EXPLORATION: Final = 0.7
"""UCB1's exploration constant (results are between 0 and 1)."""
MOVE_CAP: Final = 600
"""The most moves an iteration plays before it counts the deal as a draw."""


class Node:
    """A sequence of moves below a root move: how often it was visited and was available, and
    the total result of those visits for the seat that made its last move."""

    mover: int
    visits: int
    avail: int
    total: float
    children: dict[int, Node]

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children = {}


class Search:
    """The search for `seat` among `moves` in the deals of `deals` (see the module docstring).
    Call `run`; the figures stay in `samples` (each root move's result in each round it took
    part in, 1 a win for `seat`, 0 a loss) and `rounds`."""

    deals: Determinizer
    seat: int
    moves: list[int]
    rng: random.Random
    exploration: float
    roots: dict[int, Node]
    samples: dict[int, list[float]]
    live: list[int]
    rounds: int
    iterations: int
    every_seat: bool

    def __init__(
        self,
        deals: Determinizer,
        seat: int,
        moves: list[int],
        rng: random.Random,
        exploration: float = EXPLORATION,
        every_seat: bool = False,
    ) -> None:
        self.deals = deals
        self.seat = seat
        self.moves = list(moves)
        self.rng = rng
        self.exploration = exploration
        self.every_seat = every_seat
        self.roots = {m: Node(seat) for m in moves}
        self.samples = {m: [] for m in moves}
        self.live = list(moves)
        self.rounds = 0
        self.iterations = 0

    def run(
        self,
        max_rounds: int,
        max_iterations: int,
        deadline: float,
        race: tuple[int, int, float] | None = None,
    ) -> None:
        """Search until `max_rounds` rounds or `max_iterations` iterations are done, `deadline`
        passes (0: none; at least one round is always run), or one root move is left."""
        while self.rounds < max_rounds:
            if self.rounds and (
                self.iterations + len(self.live) > max_iterations
                or (deadline > 0 and clock() > deadline)
            ):
                break
            self.round()
            if race is not None and self.rounds >= race[0] and self.rounds % race[1] == 0:
                self.live = still_racing(self.live, self.samples, race[2])
                if len(self.live) == 1:
                    break

    def round(self) -> None:
        """One imagined deal, one iteration below each root move still in the race."""
        deal = self.deals.sample(self.rng)
        for move in self.live:
            state = deal.copy()
            state.play(move)
            self.samples[move].append(self.iterate(state, self.roots[move]))
            self.iterations += 1
        self.rounds += 1

    def iterate(self, state: Playout, node: Node) -> float:
        """Walk down from `node` in `state`, add a node, play out; returns the result for the
        searching seat (and records every visited node's result for its mover)."""
        path = [node]
        played = 0
        expanded = False
        while state.loser == ONGOING and played < MOVE_CAP:
            moves = state.next_moves()
            if len(moves) == 1:
                state.play(moves[0])
                played += 1
                continue
            children = node.children
            if not self.every_seat and moves[0] >> 3 & 7 != self.seat:
                state.play(choose(state, moves, self.rng))
                played += 1
                continue
            fresh = -1
            best: Node | None = None
            best_move = -1
            best_score = -1.0
            log_scale = 0.0
            for move in moves:
                child = children.get(move)
                if child is None:
                    if fresh < 0:
                        fresh = move
                    continue
                child.avail += 1
            if fresh >= 0:
                first = choose(state, moves, self.rng)
                if first not in children:
                    fresh = first
                child = Node(fresh >> 3 & 7)
                children[fresh] = child
                state.play(fresh)
                path.append(child)
                expanded = True
                break
            for move in moves:
                child = children[move]
                log_scale = math.log(child.avail) if child.avail > 1 else 0.0
                score = child.total / child.visits + self.exploration * math.sqrt(
                    log_scale / child.visits
                )
                if score > best_score:
                    best, best_move, best_score = child, move, score
            assert best is not None
            state.play(best_move)
            played += 1
            node = best
            path.append(best)
        if expanded or state.loser == ONGOING:
            self.finish(state, MOVE_CAP - played)
        for visited in path:
            visited.visits += 1
            visited.total += result_for(state, visited.mover)
        return result_for(state, self.seat)

    def finish(self, state: Playout, cap: int) -> None:
        """Play `state` out with the policy at every seat."""
        policy_playout(state, self.rng, cap)

    def means(self) -> dict[int, float]:
        """Each root move's mean result for the searching seat (1 a win)."""
        return {m: sum(s) / len(s) if s else 0.5 for m, s in self.samples.items()}


def result_for(state: Playout, seat: int) -> float:
    """The result of a finished (or capped: a draw) `state` for `seat`."""
    if state.loser == ONGOING:
        return 0.5
    return state.value(seat)


def paired_playouts(
    deals: Determinizer,
    seat: int,
    moves: Sequence[int],
    rng: random.Random,
    ties: random.Random,
) -> list[float]:
    """One imagined deal drawn from `deals` with `rng`, each of `moves` (encoded) played in it
    and the game then played out by the rules of thumb at every seat (`ties` breaks their
    ties): each move's result for `seat` (1 a win, 0 a loss, 1/2 a draw or a game cut short),
    the same deal for every move, so that moves are compared deal by deal."""
    deal = deals.sample(rng)
    found = []
    for code in moves:
        state = deal.copy()
        state.play(code)
        policy_playout(state, ties, MOVE_CAP)
        found.append(result_for(state, seat))
    return found


def paired(best: list[float], other: list[float]) -> tuple[float, float]:
    """``(difference, standard error)`` of ``other - best`` over the rounds both took part in
    (the first ``min(len)`` of each: a move leaves the race but never skips a round)."""
    n = min(len(best), len(other))
    if n == 0:
        return 0.0, math.inf
    diffs = [best[i] - other[i] for i in range(n)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def still_racing(live: list[int], samples: dict[int, list[float]], margin: float) -> list[int]:
    """The moves of `live` not clearly worse than the best of them (by more than `margin`
    standard errors of the paired difference)."""
    means = {m: sum(samples[m]) / len(samples[m]) for m in live}
    leader = max(live, key=lambda m: means[m])
    kept = []
    for move in live:
        if move != leader:
            difference, stderr = paired(samples[leader], samples[move])
            if difference > 0 and difference > margin * stderr:
                continue
        kept.append(move)
    return kept


__all__ = ["EXPLORATION", "MOVE_CAP", "Node", "Search", "paired", "result_for", "still_racing"]
