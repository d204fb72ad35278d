"""One seat's decision, set up for the search from that seat's view alone.

`Decision` is what StrongBot, the coach and the game analysis share: from ``game.view(seat)``
(never the hidden cards) it rebuilds one complete deal consistent with everything the seat has
seen (`DealSampler`), turns it into the playout engine's position, and keeps the imagined
deals (`durak_widget.search.deal.Determinizer`) and the legal moves as the search's integers.
Then `solve` gives each move's exact value when nothing is hidden between two players, and
`search` runs the tree search (`durak_widget.search.tree.Search`) over imagined deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Move
from ..engine.cards import deck_mask
from ..search.codec import encode, from_game, to_move
from ..search.deal import Determinizer
from ..search.reply import BestReply
from ..search.solver import Solver, SolverBudgetExceeded
from ..search.tree import EXPLORATION, Search
from .deals import DealSampler
from .montecarlo import InconsistentView

__all__ = ["Decision"]


class Decision:
    """The decision of the seat of `view` among `moves` (its legal moves), set up from the
    view alone. The seat need not be the one to act: an attacker may throw in while the
    defender answers. Raises `InconsistentView` when the view cannot be rebuilt as a deal."""

    def __init__(
        self,
        view: dict[str, Any],
        moves: Sequence[Move],
        rng: random.Random,
        sampler: DealSampler | None = None,
    ) -> None:
        self.view = view
        self.seat: int = view["seat"]
        self.moves = list(moves)
        self.codes = [encode(m) for m in self.moves]
        sampler = sampler if sampler is not None else DealSampler(view)
        try:
            state = from_game(sampler.sample(rng))
            if sorted(state.moves(self.seat)) != sorted(self.codes):
                raise InconsistentView("the imagined deal does not give these moves")
            self.deals = Determinizer(state, self.seat, deck_mask(sampler.rules.deck_size))
        except ValueError as error:  # InconsistentView included
            raise InconsistentView(str(error)) from error
        self.active: int = view["players"] - len(view["out"])

    @property
    def exact(self) -> bool:
        """Whether the exact solver applies: two players left and nothing hidden."""
        return self.active == 2 and self.deals.template.n == 2 and self.deals.exact

    def move_of(self, code: int) -> Move:
        """The `Move` of a search integer."""
        return to_move(code)

    def solve(self, max_nodes: int, deadline: float) -> dict[Move, float] | None:
        """Each move's exact value for the seat (1 win, 1/2 draw, 0 loss), or ``None`` when
        nothing is hidden is not the case, or the solver needs more than `max_nodes` positions
        or passes `deadline` (seconds of `durak_widget.search.solver.clock`; 0: none)."""
        if not self.exact:
            return None
        solver = Solver(self.seat, max_nodes, deadline)
        try:
            found = solver.values(self.deals.template, self.codes)
        except SolverBudgetExceeded:
            return None
        return {to_move(code): value for code, value in found.items()}

    @property
    def deal_count(self) -> int:
        """How many deals between two players are consistent with the view when they can be
        listed (`Determinizer.every_deal`: only the other player's hand and the talon under
        the face-up trump hidden), else 0. 1 when nothing is hidden."""
        if self.active != 2 or self.deals.template.n != 2:
            return 0
        return self.deals.count()

    def reply(
        self, among: Sequence[Move], max_nodes: int, deadline: float, max_deals: int = 1
    ) -> dict[Move, tuple[float, float]] | None:
        """How often each move of `among` wins and draws between two players when the other
        player follows the rules of thumb (`durak_widget.search.reply.BestReply`): worked out
        exactly when nothing is hidden, else in each of the `deal_count` deals consistent with
        the view, each as likely as the others, when there are at most `max_deals` of them (in
        each deal the seat plays on as if it knew that deal). ``None`` when there are more
        deals, they cannot be listed, or the work needs more than `max_nodes` positions in all
        or passes `deadline` (seconds of `durak_widget.search.solver.clock`; 0: none)."""
        count = self.deal_count
        if not 0 < count <= max_deals:
            return None
        deals = [self.deals.template] if self.exact else self.deals.every_deal()
        codes = [encode(m) for m in among]
        wins = dict.fromkeys(codes, 0.0)
        draws = dict.fromkeys(codes, 0.0)
        left = max_nodes
        for deal in deals:
            reply = BestReply(self.seat, left, deadline)
            try:
                found = reply.values(deal, codes)
            except SolverBudgetExceeded:
                return None
            left -= reply.nodes
            for code, (won, drawn) in found.items():
                wins[code] += won
                draws[code] += drawn
        n = len(deals)
        return {to_move(code): (wins[code] / n, draws[code] / n) for code in codes}

    def search(
        self,
        rng: random.Random,
        rounds: int,
        iterations: int,
        deadline: float,
        race: tuple[int, int, float] | None = None,
        exploration: float = EXPLORATION,
        every_seat: bool = False,
        among: Sequence[Move] | None = None,
    ) -> Search:
        """The tree search over imagined deals, run until `rounds` rounds or `iterations`
        iterations are done or `deadline` passes (see `Search.run`), among the moves of
        `among` (``None``: every legal move)."""
        codes = self.codes if among is None else [encode(m) for m in among]
        search = Search(self.deals, self.seat, codes, rng, exploration, every_seat)
        search.run(rounds, iterations, deadline, race)
        return search
