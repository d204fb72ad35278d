"""Play mode: the learner plays one seat, bots or remote humans the others.

In play mode each seat is held by the learner, a bot or a remote human
(`durak_widget.table.Holder`). A seat viewer acts only for the seat it holds (a remote human
who is there); the learner for the learner's seat. Each viewer's texts call its own seat
"you". The table's ``open_hands`` option opens the learner's view only: a seat viewer sees
its own hand, a spectator none, the projector (``Viewer.open_hands()``) every hand.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..layouts import Layout, play_layout
from ..viewers import LEARNER, OPEN_HANDS, SEAT, Viewer
from .base import Mode, Viewpoint


class PlayMode(Mode):
    """Play: one seat per player (see the module docstring)."""

    name: ClassVar[str] = "play"

    def learner_seats(self) -> frozenset[int]:
        """The learner's own seat, when the learner has one at this table."""
        learner = self.table.learner
        return frozenset() if learner is None else frozenset({learner})

    def seats_of(self, viewer: Viewer) -> frozenset[int]:
        """The learner's seat for the learner; a seat viewer's seat while a remote human who
        is there holds it; nothing for anyone else."""
        if viewer.kind == LEARNER:
            return self.learner_seats()
        seat = viewer.seat
        if viewer.kind == SEAT and seat is not None and seat < self.table.game.players:
            holder = self.table.holder(seat)
            if holder.kind == "remote" and holder.present:
                return frozenset({seat})
        return frozenset()

    def learner_view(self) -> Viewpoint:
        """The learner's seat, live when it has a legal move (a table without a learner is
        drawn like a spectator's)."""
        table = self.table
        learner = table.learner
        open_hands = bool(table.options.get("open_hands"))
        if learner is None:
            return Viewpoint(0, None, open_hands, None, own_hand=False)
        acting = learner if table.game.legal_moves(learner) else None
        return Viewpoint(learner, acting, open_hands, learner)

    def viewpoint(self, viewer: Viewer) -> Viewpoint:
        """A seat viewer: its seat, live when it holds the seat and has a legal move, "you";
        a spectator: no hand; the projector: every hand."""
        if viewer.kind == LEARNER:
            return self.learner_view()
        table = self.table
        if viewer.kind == SEAT and viewer.seat is not None and viewer.seat < table.game.players:
            seat = viewer.seat
            live = seat in self.seats_of(viewer) and bool(table.game.legal_moves(seat))
            return Viewpoint(seat, seat if live else None, False, seat)
        return Viewpoint(0, None, viewer.kind == OPEN_HANDS, None, own_hand=False)

    def you(self) -> int | None:
        """The learner's seat."""
        return self.table.learner

    def set_seat(self, seat: int) -> None:
        """Move the learner to `seat`; the bots take the others."""
        self.table.seat_learner(seat)

    def moved(self, position: int) -> None:
        """Nothing to note."""

    def hides_hands(self) -> bool:
        """The other hands stay hidden: the table's menu cannot open them (Python can)."""
        return True

    def offers_analysis(self) -> bool:
        """A finished game may be analysed."""
        return True

    def plays_bots(self) -> bool:
        """Bots (and stand-ins for absent humans) play the seats nobody else plays."""
        return True

    def note(self, lang: str) -> str | None:
        """Where a stepped-back table stands, and "Bots paused." while they are."""
        notes = [super().note(lang)]
        if self.table.options.get("paused"):
            notes.append(self.table.tr_in(lang).gettext("Bots paused."))
        return " ".join(n for n in notes if n) or None

    def decorate(self, view: dict[str, Any], viewpoint: Viewpoint, lang: str) -> None:
        """Nothing beyond the game's view."""

    def layout(self, viewer: Viewer) -> Layout:
        """Play for the learner, a classroom's seat for a seat viewer, watching for the rest
        (see `durak_widget.table.layouts`)."""
        return play_layout(self.table, viewer)
