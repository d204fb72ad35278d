"""How Svoi Kozyri plugs into the shared record format (``[Game "own_trumps"]``): its own tags
are ``Trumps`` (one suit per seat, e.g. ``"S H"``), ``Pile`` (bottom to top) and ``Turn``."""

from __future__ import annotations

from ..engine.record import VARIANTS, RecordError
from .game import OwnTrumps
from .moves import Move


class OwnTrumpsVariant:
    """Record plumbing for `OwnTrumps`."""

    name = "own_trumps"
    loser_word = "loser"

    @staticmethod
    def parse_move(text: str) -> Move:
        return Move.parse(text)

    @staticmethod
    def new(tags: dict, players: int, names: list[str], seed: int) -> OwnTrumps:
        return OwnTrumps.new(players=players, trumps=_trumps(tags), seed=seed, names=names)

    @staticmethod
    def from_position(tags: dict, hands: list[list[str]], names: list[str]) -> OwnTrumps:
        turn = tags.get("Turn", "P0").strip().lstrip("P")
        if not turn.isdigit():
            raise RecordError(f"bad Turn tag {tags.get('Turn')!r}: expected P0, P1, ...")
        return OwnTrumps.from_position(
            hands,
            trumps=_trumps(tags),
            pile=tags.get("Pile", "").split(),
            turn=int(turn),
            names=names,
        )

    @staticmethod
    def header(game: OwnTrumps, start: OwnTrumps) -> tuple[dict, dict]:
        """Tags written before and after the hands."""
        after = {"Pile": " ".join(c.code for c in start.pile), "Turn": f"P{start.turn}"}
        return {"Trumps": " ".join(game.trumps)}, after


def _trumps(tags: dict):
    text = tags.get("Trumps")
    return text.split() if text else None


VARIANTS[OwnTrumpsVariant.name] = OwnTrumpsVariant()
