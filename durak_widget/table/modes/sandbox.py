"""Sandbox mode: the learner plays every seat, every hand face up.

The view is drawn from one seat, the one the learner chose (`set_seat`, the ``seat`` intent;
seat 0 or the table's ``seat`` argument at first), and it stays there whoever moves, as in a
replay: the hand being studied never jumps away. Whatever the viewpoint, the seat to act plays
from where it sits: its open hand is live in its place at the table (``view.seats[i].hand``)
and the buttons (Take, Done, ...) act for it (``view.acting``); the chosen seat's own hand is
live too whenever it has a legal move (an attacker may throw in while the defender still
answers). The viewpoint control marks the seat to act (``view.to_act``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ..layouts import Layout, sandbox_layout
from ..viewers import Viewer
from .base import Mode, Viewpoint

if TYPE_CHECKING:
    from ..core import Table


class SandboxMode(Mode):
    """Sandbox: every seat is the learner's (see the module docstring)."""

    name: ClassVar[str] = "sandbox"

    def __init__(self, table: Table, pick: int | None = None):
        super().__init__(table)
        self.pick = 0 if pick is None else pick
        """The seat the table is drawn from (the learner's choice; it stays)."""

    @property
    def seat(self) -> int | None:
        """The seat the table is drawn from."""
        return self.pick

    def learner_view(self) -> Viewpoint:
        """The chosen seat; the seat to act live (when its hand is open or it is the chosen
        seat) and acting, and the chosen seat live too when it has a legal move."""
        game = self.table.game
        open_hands = bool(self.table.options.get("open_hands"))
        seat = self.pick if self.pick < game.players else 0
        if game.is_over:
            return Viewpoint(seat, None, open_hands, None)
        live = []
        to_act = self.table.adapter.next_to_act(game)
        if to_act is not None and (to_act == seat or open_hands) and game.legal_moves(to_act):
            live.append(to_act)
        if seat not in live and game.legal_moves(seat):
            live.append(seat)
        acting = live[0] if live else None
        return Viewpoint(seat, acting, open_hands, None, live=tuple(live))

    def offers_analysis(self) -> bool:
        """A finished game may be analysed."""
        return True

    def set_seat(self, seat: int) -> None:
        """View the table from `seat` (it stays there)."""
        self.pick = seat

    def fit(self, players: int) -> None:
        """Forget a chosen seat the new game lacks."""
        if self.pick >= players:
            self.pick = 0

    def decorate(self, view: dict[str, Any], viewpoint: Viewpoint, lang: str) -> None:
        """``view.to_act``: the seat whose turn it is (the viewpoint control marks it)."""
        view["to_act"] = self.table.adapter.next_to_act(self.table.game)

    def layout(self, viewer: Viewer) -> Layout:
        """The sandbox's controls (see `durak_widget.table.layouts`)."""
        return sandbox_layout(self.table, viewer)
