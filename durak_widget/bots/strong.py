"""`StrongBot`: the Monte-Carlo search (`MonteCarloBot`) for Durak, with SimpleBot playouts.

Durak plugs in `DealSampler` (imagined deals set up at the current moment of the bout)
and `playout` (SimpleBot's rules of thumb at every seat). Two things are Durak's own: the
exchange of the six of trumps is always taken without search (it is free), and once the talon
is empty with two players left every card is known (with a full deck): the bot then solves the
rest of the game exactly (`endgame.solve`) if it fits in `endgame_nodes` positions.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game
from .deals import DealSampler
from .endgame import SearchBudgetExceeded, solve
from .ideas import durak_idea
from .montecarlo import Deals, InconsistentView, MonteCarloBot
from .phrases import option_text, said_text
from .reasons import Capitalized, Joined, Text, reason_text
from .rollout import playout
from .simple import SimpleBot

__all__ = ["StrongBot"]


class StrongBot(MonteCarloBot):
    """Searches imagined deals and picks the move that loses least often.

    `playouts` is the total number of playouts per decision: the budget, which decides the
    bot's strength (moves clearly worse than the best are dropped along the way, so the others
    get more deals: `race`). `time_ms` is only a cap on a slow machine (``None``: none); `seed`
    makes the search reproducible (with ``time_ms=None``).
    In a two-player endgame where every card is known it first tries to solve the game exactly
    within `endgame_nodes` positions (0: never).

    >>> from durak_widget import Game
    >>> game = Game.new(2, seed=4)
    >>> seat = game.attacker
    >>> bot = StrongBot(seed=1, playouts=40)
    >>> bot.choose(game.view(seat), game.legal_moves(seat)) in game.legal_moves(seat)
    True
    """

    exact_deals = 4
    race = (10, 5, 3.0)

    def __init__(
        self,
        seed: int | None = None,
        playouts: int = 600,
        time_ms: float | None = 450.0,
        move_cap: int = 600,
        endgame_nodes: int = 15_000,
    ):
        super().__init__(SimpleBot(seed), seed, playouts, time_ms, move_cap)
        self.endgame_nodes = endgame_nodes
        self._rollout_bot = SimpleBot(seed)

    def _deals(self, view: dict[str, Any]) -> DealSampler:
        return DealSampler(view)

    def _playout(self, game: Game) -> int | None:
        return playout(game, self._rollout_bot, self.move_cap)

    def _idea(self, view: dict[str, Any], best: Any, other: Any) -> Text:
        return durak_idea(view, best, other)

    def _before_search(self, view: dict[str, Any], moves: list[Any], fallback: Any) -> Any:
        if fallback.kind == "exchange":
            self.last_reason = reason_text(self._simple)
            return fallback
        return None

    def _without_playouts(
        self, view: dict[str, Any], moves: list[Any], fallback: Any, deals: Deals, started: float
    ) -> Any:
        active = view["players"] - len(view["out"])
        if not (self.endgame_nodes and active == 2 and deals.exact):
            return None
        # The solver may use half the time; the search gets what is left.
        limit = started + self.time_ms / 2000 if self.time_ms is not None else None
        try:
            values = solve(deals.sample(self._rng), view["seat"], self.endgame_nodes, limit)
        except (SearchBudgetExceeded, InconsistentView):
            return None
        best = max(moves, key=lambda m: (values[m], m == fallback))
        self.last_search = {m: 1.0 - v for m, v in values.items()}
        self.last_details = {"solved": {m: _outcome(v) for m, v in values.items()}}
        others = [m for m in moves if m != best]
        others.sort(key=lambda m: (-values[m], m != fallback))
        del others[2:]
        if len(set(values.values())) == 1:
            self.last_reason = _every_move(values[best], best, bool(view["table"]))
            return best
        self.last_reason = Text.gettext(
            "Every card is known now, so I solved the endgame exactly: {parts}. So: {move}.",
            parts=Joined(_solved(m, values[m], bool(view["table"])) for m in [best, *others]),
            move=said_text(best, bool(view["table"])),
        )
        return best


def _outcome(value: float) -> str:
    return "wins" if value == 1 else "loses" if value == 0 else "draws"


def _solved(move: Any, value: float, on_table: bool = False) -> Text:
    """``'playing 7♠ wins'``: a move and its exact value."""
    option = option_text(move, on_table)
    if value == 1:
        return Text.gettext("{move} wins", move=option)
    if value == 0:
        return Text.gettext("{move} loses", move=option)
    return Text.gettext("{move} draws", move=option)


def _every_move(value: float, best: Any, on_table: bool = False) -> Text:
    """The reason when every move has the same exact value."""
    move = Capitalized(said_text(best, on_table))
    if value == 1:
        return Text.gettext(
            "Every card is known now, so I solved the endgame exactly: every move wins against "
            "best play. {move}.",
            move=move,
        )
    if value == 0:
        return Text.gettext(
            "Every card is known now, so I solved the endgame exactly: every move loses against "
            "best play. {move}.",
            move=move,
        )
    return Text.gettext(
        "Every card is known now, so I solved the endgame exactly: every move draws against "
        "best play. {move}.",
        move=move,
    )
