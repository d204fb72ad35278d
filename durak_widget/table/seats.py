"""Who holds each seat of a table: the learner, a bot, or a remote human; and the bots that
play every seat no person plays (a seat's own bot, or a stand-in for an empty or absent remote
seat). The holder of a seat can change at any time (a teacher seats or unseats a student, a
disconnected student is replaced by a bot and returns); the table's bots then plan again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .players import make_bots
from .viewers import BOT, LEARNER, REMOTE, Holder

if TYPE_CHECKING:
    from .core import Table


def check_seat(seat: Any, players: int) -> int:
    """`seat` if it is a seat number of a `players`-seat game; else `ValueError`."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise ValueError(f"seat must be a seat number from 0 to {players - 1}, got {seat!r}")
    return seat


class Seats:
    """The seats of one table (see the module docstring): `learner` (the learner's seat, or
    ``None``), the holders given for other seats, and `bots` (a bot for every seat but the
    learner's: its own, or the stand-in of a remote seat), made from the table's ``bots``
    argument (`durak_widget.table.players.make_bots`)."""

    def __init__(self, table: Table, learner: int | None, spec: Any, seed: int | None):
        self.table = table
        self.learner = learner
        self.spec = spec
        self.seed = seed
        self.holders: dict[int, Holder] = {}
        self.bots: dict[int, Any] = {}

    def seat(self, holders: Mapping[int, Holder] | None) -> None:
        """Seat the learner, the given `holders` and the bots (play mode); with `holders`,
        the learner is the seat they name as the learner's (none: no learner)."""
        players = self.table.game.players
        given = dict(holders or {})
        for seat, holder in given.items():
            check_seat(seat, players)
            if not isinstance(holder, Holder):
                raise ValueError(f"holders must map seats to Holder values, got {holder!r:.60}")
        if holders is not None:
            learners = [s for s, h in given.items() if h.kind == LEARNER]
            if len(learners) > 1:
                raise ValueError(f"only one seat may be the learner's, got {learners}")
            self.learner = learners[0] if learners else None
        self.holders = {s: h for s, h in given.items() if h.kind != LEARNER}
        self.make_bots(players)

    def make_bots(self, players: int) -> None:
        """A bot for every seat but the learner's."""
        table = self.table
        self.bots = make_bots(self.spec, table.adapter, players, self.learner, self.seed)

    def holder(self, seat: int) -> Holder:
        """Who holds `seat`: a holder given for it, else the seat's bot (play mode), else the
        learner."""
        found = self.holders.get(seat)
        if found is not None:
            return found
        if self.table.mode_part.plays_bots() and seat != self.learner and seat in self.bots:
            return Holder.for_bot(self.bots[seat])
        return Holder.learner()

    def bot_for(self, seat: int) -> Any:
        """The bot that plays `seat` when no person does (its own, or a stand-in)."""
        holder = self.holders.get(seat)
        if holder is not None and holder.kind == BOT:
            return holder.bot
        return self.bots.get(seat)

    def move_learner(self, seat: int) -> None:
        """Play mode: the learner moves to `seat`; bots hold the seats nobody else does."""
        self.learner = seat
        self.holders.pop(seat, None)
        self.make_bots(self.table.game.players)

    def hand(self, seat: int, holder: Holder) -> None:
        """Give `seat` to `holder` (the learner's seat moves when the learner is given one)."""
        if holder.kind == LEARNER:
            if self.learner is not None and self.learner != seat:
                self.holders[self.learner] = Holder.remote(None)
            self.learner = seat
            self.holders.pop(seat, None)
        else:
            if seat == self.learner:
                self.learner = None
            self.holders[seat] = holder

    def remote(self, seat: int) -> Holder:
        """The remote human's holder at `seat`; `ValueError` if no remote human holds it."""
        holder = self.holder(seat)
        if holder.kind != REMOTE:
            raise ValueError(f"P{seat} is not held by a remote human")
        return holder

    def deal(self, players: int, seed: int | None, plays_bots: bool) -> None:
        """A new deal for `players` seats: the learner and the holders keep their seats where
        the game still has them, and the bots are dealt again."""
        self.seed = seed
        if self.learner is not None and self.learner >= players:
            self.learner = 0
        self.holders = {s: h for s, h in self.holders.items() if s < players}
        if plays_bots:
            self.make_bots(players)
