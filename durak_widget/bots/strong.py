"""`StrongBot`: determinized Monte-Carlo search with SimpleBot playouts.

For each decision the bot imagines many complete deals consistent with what its seat has seen
(`DealSampler`: the unseen cards are dealt at random, the cards known to be in a hand stay
there), and in each deal tries every legal move, playing the rest of the game out with
SimpleBot's rules of thumb at every seat. All moves are tried on the same deals, so they are
compared on equal terms. It picks the move that lost least often (a draw or a capped playout
counts as half a loss) and explains the choice with the numbers.

Once the talon is empty with two players left, every card is known (with a full deck): the bot
then solves the rest of the game exactly (`endgame.solve`) if it fits in `endgame_nodes`
positions.

The budget is a number of playouts (`playouts`, shared among the moves) and a time limit in
milliseconds (`time_ms`), whichever runs out first; at least one deal is always searched.
"""

from __future__ import annotations

import random
import time

from ..engine import Move
from .base import _describe
from .deals import DealSampler, InconsistentView
from .endgame import SearchBudgetExceeded, solve
from .rollout import playout
from .search import loss, rank
from .simple import SimpleBot

__all__ = ["StrongBot"]


class StrongBot:
    """Searches imagined deals and picks the move that loses least often.

    `playouts` is the total number of playouts per decision, `time_ms` a time limit per
    decision (``None``: none); `seed` makes the search reproducible (with ``time_ms=None``).
    In a two-player endgame where every card is known it first tries to solve the game exactly
    within `endgame_nodes` positions (0: never).

    >>> from durak_widget import Game
    >>> game = Game.new(2, seed=4)
    >>> seat = game.attacker
    >>> bot = StrongBot(seed=1, playouts=40)
    >>> bot.choose(game.view(seat), game.legal_moves(seat)) in game.legal_moves(seat)
    True
    """

    def __init__(
        self,
        seed: int | None = None,
        playouts: int = 400,
        time_ms: float | None = 400.0,
        move_cap: int = 600,
        endgame_nodes: int = 4000,
    ):
        if playouts < 1:
            raise ValueError(f"playouts must be at least 1, got {playouts}")
        self.seed = seed
        self.playouts = playouts
        self.time_ms = time_ms
        self.move_cap = move_cap
        self.endgame_nodes = endgame_nodes
        self._rng = random.Random(seed)
        self._simple = SimpleBot(seed)
        self._rollout_bot = SimpleBot(seed)
        self.last_reason = ""
        self.last_search: dict[Move, float] = {}
        """Each move searched in the last decision, with its loss rate."""

    def __repr__(self) -> str:
        return f"StrongBot(seed={self.seed!r}, playouts={self.playouts}, time_ms={self.time_ms})"

    def choose(self, view: dict, moves: list[Move]) -> Move:
        """Search imagined deals, pick the move with the lowest loss rate, set `last_reason`."""
        if not moves:
            raise ValueError("StrongBot was asked to choose from no legal moves")
        self.last_search = {}
        started = time.perf_counter()
        if len(moves) == 1:
            self.last_reason = f"It was my only legal move: {_describe(moves[0])}."
            return moves[0]
        fallback = self._simple.choose(view, moves)
        if fallback.kind == "exchange":
            self.last_reason = self._simple.last_reason
            return fallback
        try:
            sampler = DealSampler(view)
        except InconsistentView:
            self.last_reason = f"(No search: I cannot rebuild the deal.) {self._simple.last_reason}"
            return fallback
        seat = view["seat"]
        active = view["players"] - len(view["out"])
        if self.endgame_nodes and active == 2 and sampler.exact:
            # The solver may use half the time; the search gets what is left.
            limit = started + self.time_ms / 2000 if self.time_ms is not None else None
            solved = self._solve(sampler, seat, moves, fallback, limit)
            if solved is not None:
                return solved
        losses = dict.fromkeys(moves, 0.0)
        deadline = started + self.time_ms / 1000 if self.time_ms is not None else None
        deals = 0
        per_deal = len(moves)
        # With nothing hidden every deal is the same one: a few playouts say all they can.
        budget = min(self.playouts, 4 * per_deal) if sampler.exact else self.playouts
        rollout_bot = self._rollout_bot
        while deals == 0 or (
            (deals + 1) * per_deal <= budget
            and (deadline is None or time.perf_counter() < deadline)
        ):
            try:
                game = sampler.sample(self._rng)
            except InconsistentView:
                break
            for move in moves:
                trial = game.copy()
                trial.play_unchecked(move)
                losses[move] += loss(playout(trial, rollout_bot, self.move_cap), seat)
            deals += 1
        if deals == 0:
            self.last_reason = f"(No search: I cannot rebuild the deal.) {self._simple.last_reason}"
            return fallback
        best, self.last_search, parts = rank(moves, losses, deals, fallback, _gerund)
        self.last_reason = (
            f"Searched {deals} deal{'s' if deals != 1 else ''}: {'; '.join(parts)}. "
            f"So: {_describe(best)}."
        )
        return best

    def _solve(
        self,
        sampler: DealSampler,
        seat: int,
        moves: list[Move],
        fallback: Move,
        deadline: float | None,
    ) -> Move | None:
        """Solve a two-player endgame with every card known; ``None`` if it is too big."""
        try:
            values = solve(sampler.sample(self._rng), seat, self.endgame_nodes, deadline)
        except (SearchBudgetExceeded, InconsistentView):
            return None
        best = max(moves, key=lambda m: (values[m], m == fallback))
        self.last_search = {m: 1.0 - v for m, v in values.items()}
        others = [m for m in moves if m != best]
        others.sort(key=lambda m: (-values[m], m != fallback))
        del others[2:]
        parts = [f"{_gerund(m)} {_outcome(values[m])}" for m in [best, *others]]
        self.last_reason = (
            f"Every card is known now, so I solved the endgame exactly: {'; '.join(parts)}. "
            f"So: {_describe(best)}."
        )
        return best


def _outcome(value: float) -> str:
    return "wins" if value == 1 else "loses" if value == 0 else "draws"


def _gerund(move: Move) -> str:
    """``'beating 7♠ with 9♦'``: a move as a phrase for a list of searched options."""
    kind = move.kind
    cards = " ".join(str(c) for c in move.cards)
    if kind == "attack":
        return f"playing {cards}"
    if kind == "defend":
        return f"beating {move.target} with {cards}"
    if kind == "transfer":
        return f"transferring {'by showing' if move.show else 'with'} {cards}"
    if kind == "take":
        return "taking"
    if kind == "done":
        return "saying done"
    return "exchanging the six of trumps"
