"""Sandbox mode: the learner plays every seat, every hand face up.

The view is drawn from the seat the learner picked (`set_seat`), else from the seat whose
turn it is; a move the learner plays lets the view follow the turn again.
"""

from __future__ import annotations

from typing import ClassVar

from .base import Mode, Viewpoint


class SandboxMode(Mode):
    """Sandbox: every seat is the learner's (see the module docstring)."""

    name: ClassVar[str] = "sandbox"

    def __init__(self, table, pick: int | None = None):  # type: ignore[no-untyped-def]
        super().__init__(table)
        self.pick = pick
        """The seat the learner chose to view (``None``: whose turn it is)."""

    @property
    def seat(self) -> int | None:
        """The picked seat."""
        return self.pick

    def learner_view(self) -> Viewpoint:
        """The picked seat (live until the game is over), else the seat to act."""
        table = self.table
        game = table.game
        open_hands = bool(table.options.get("open_hands"))
        if self.pick is not None:
            return Viewpoint(self.pick, None if game.is_over else self.pick, open_hands, None)
        acting = table.adapter.next_to_act(game)
        return Viewpoint(acting if acting is not None else 0, acting, open_hands, None)

    def set_seat(self, seat: int) -> None:
        """View the table from `seat`."""
        self.pick = seat

    def fit(self, players: int) -> None:
        """Forget a picked seat the new game lacks."""
        if self.pick is not None and self.pick >= players:
            self.pick = None

    def moved(self, position: int) -> None:
        """The view follows the turn again."""
        self.pick = None
