"""`OwnTrumpsStrongBot`: the Monte-Carlo search (`MonteCarloBot`) for Svoi Kozyri.

Svoi Kozyri plugs in `OwnTrumpsDeals` (the hidden cards dealt at random consistently with the
view; with two players nothing is hidden) and `playout` (the simple rules at every seat, with a
random legal move now and then, `eps`, so that repeated playouts of one deal differ).
"""

from __future__ import annotations

from typing import Any

from ...own_trumps import OwnTrumps
from ..montecarlo import Deals, MonteCarloBot
from ..reasons import Text, reason_text
from .deals import OwnTrumpsDeals
from .ideas import own_trumps_idea
from .playout import playout
from .simple import OwnTrumpsSimpleBot

__all__ = ["OwnTrumpsStrongBot"]


class OwnTrumpsStrongBot(MonteCarloBot):
    """Determinized Monte-Carlo search for Svoi Kozyri (see `durak_widget.bots.montecarlo`).

    `playouts` is the total number of playouts per decision (shared among the moves), `time_ms`
    a time limit per decision (``None``: none), `move_cap` the most moves of one playout (a
    capped playout counts as half a loss), `eps` the chance of a random move at each step of a
    playout. With ``time_ms=None`` the search is reproducible for a given `seed`.

    >>> g = OwnTrumps.new(2, seed=3)
    >>> bot = OwnTrumpsStrongBot(seed=1, playouts=40, time_ms=None)
    >>> bot.choose(g.view(0), g.legal_moves(0)) in g.legal_moves(0)
    True
    """

    def __init__(
        self,
        seed: int | None = None,
        playouts: int = 200,
        time_ms: float | None = 400.0,
        move_cap: int = 400,
        eps: float = 0.1,
    ):
        super().__init__(OwnTrumpsSimpleBot(seed), seed, playouts, time_ms, move_cap)
        self.eps = eps

    def _deals(self, view: dict[str, Any]) -> OwnTrumpsDeals:
        return OwnTrumpsDeals(view)

    def _playout(self, game: OwnTrumps) -> int | None:
        return playout(game, self.move_cap, self._rng, self.eps)

    def _only_move(self, view: dict[str, Any], move: Any) -> Text:
        self._simple.choose(view, [move])
        return Text.gettext("It was my only legal move. {thumb}", thumb=reason_text(self._simple))

    def _without_playouts(
        self, view: dict[str, Any], moves: list[Any], fallback: Any, deals: Deals, started: float
    ) -> Any:
        me = view["seat"]
        if any(h["count"] for h in view["hands"] if h["seat"] != me):
            return None
        # Everyone else is out, but my last card may answer the last card played: beating
        # draws, picking up loses. (`from_position` cannot build this position.)
        self.last_reason = Text.gettext(
            "Everyone else is out: beating with my last card draws, picking up loses. {thumb}",
            thumb=reason_text(self._simple),
        )
        return fallback

    def _idea(self, view: dict[str, Any], best: Any, other: Any) -> Text:
        return own_trumps_idea(view, best, other)

    def _imagined(self, details: dict[str, Any]) -> Text:
        if details["searched"].startswith("Every card is known"):
            return Text.gettext("when I played every move out (every card is known)")
        return Text.gettext("in the deals I imagined")

    def _searched(self, searched: int, deals: Deals, moves: list[Any]) -> str:
        if deals.exact:
            times = "once" if searched == 1 else f"{searched} times"
            return f"Every card is known; I played each move out {times}"
        playouts = searched * len(moves)
        return f"Searched {searched} deal{'s' if searched != 1 else ''} ({playouts} playouts)"
