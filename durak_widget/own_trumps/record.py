"""How Svoi Kozyri plugs into the shared record format (``[Game "own_trumps"]``): its own tags
are ``Trumps`` (one suit per seat, e.g. ``"S H"``), ``Pile`` (bottom to top) and ``Turn``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.record_format import seat_of
from .moves import Move

if TYPE_CHECKING:
    from .game import OwnTrumps


class OwnTrumpsRecordFormat:
    """Record plumbing for `OwnTrumps` (see `durak_widget.engine.record_format.RecordFormat`)."""

    name = "own_trumps"
    loser_word = "loser"

    def parse_move(self, text: str) -> Move:
        """A Svoi Kozyri move from its text."""
        return Move.parse(text)

    def new(self, tags: dict[str, str], players: int, names: list[str], seed: int) -> OwnTrumps:
        """`OwnTrumps.new` with the ``Trumps`` tag."""
        from .game import OwnTrumps

        return OwnTrumps.new(players=players, trumps=_trumps(tags), seed=seed, names=names)

    def from_position(
        self, tags: dict[str, str], hands: list[list[str]], names: list[str]
    ) -> OwnTrumps:
        """`OwnTrumps.from_position` with the ``Trumps``, ``Pile`` and ``Turn`` tags."""
        from .game import OwnTrumps

        return OwnTrumps.from_position(
            hands,
            trumps=_trumps(tags),
            pile=tags.get("Pile", "").split(),
            turn=seat_of(tags.get("Turn", "P0"), "Turn"),
            names=names,
        )

    def header(self, game: OwnTrumps, start: OwnTrumps) -> tuple[dict[str, str], dict[str, str]]:
        """Tags written before and after the hands."""
        after = {"Pile": " ".join(c.code for c in start.pile), "Turn": f"P{start.turn_seat}"}
        return {"Trumps": " ".join(game.trumps)}, after


def _trumps(tags: dict[str, str]) -> list[str] | None:
    text = tags.get("Trumps")
    return text.split() if text else None
