"""Moves of Svoi Kozyri: beat the top card, lay a card, or pick up."""

from __future__ import annotations

import re
from typing import Any

from ..engine.cards import Card

BEAT, LAY, PICK_UP = "beat", "lay", "pick_up"
KINDS = (BEAT, LAY, PICK_UP)


class Move:
    """One action in Svoi Kozyri.

    >>> str(Move.beat(1, "9D"))
    'P1 beats with 9♦'
    >>> Move.parse("P0 picks up") == Move.pick_up(0)
    True
    """

    __slots__ = ("card", "kind", "player")

    kind: str
    player: int
    card: Card | None

    def __init__(self, kind: str, player: int, card: Card | str | None = None):
        if kind not in KINDS:
            raise ValueError(f"unknown move kind {kind!r}: expected one of {', '.join(KINDS)}")
        if not isinstance(player, int) or isinstance(player, bool) or player < 0:
            raise ValueError(f"bad player {player!r}: expected a seat number (0, 1, 2, ...)")
        if kind == PICK_UP:
            if card is not None:
                raise ValueError("a pick-up plays no card")
        elif card is None:
            raise ValueError(f"a {kind} move plays one card")
        else:
            card = Card.parse(card)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Move is immutable")

    @classmethod
    def beat(cls, player: int, card: Card | str) -> Move:
        """Beat the top card of the pile with `card`."""
        return cls(BEAT, player, card)

    @classmethod
    def lay(cls, player: int, card: Card | str) -> Move:
        """Start a pile, or lay the card that follows a beat."""
        return cls(LAY, player, card)

    @classmethod
    def pick_up(cls, player: int) -> Move:
        """Pick up 3, 5 or all cards from the top of the pile, as the rules say."""
        return cls(PICK_UP, player)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards played: one, or none for a pick-up."""
        return (self.card,) if self.card is not None else ()

    def __str__(self) -> str:
        if self.kind == BEAT:
            return f"P{self.player} beats with {self.card}"
        if self.kind == LAY:
            return f"P{self.player} lays {self.card}"
        return f"P{self.player} picks up"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return (self.kind, self.player, self.card) == (other.kind, other.player, other.card)

    def __hash__(self) -> int:
        return hash((self.kind, self.player, self.card))

    def __reduce__(self) -> tuple[type[Move], tuple[str, int, Card | None]]:
        return (Move, (self.kind, self.player, self.card))

    def to_json(self) -> dict[str, Any]:
        """``{"kind", "player", "card"}`` with the card as an ASCII code."""
        return {
            "kind": self.kind,
            "player": self.player,
            "card": self.card.code if self.card else None,
        }

    @classmethod
    def from_json(cls, data: Any) -> Move:
        """The inverse of `to_json`: ``Move.from_json(m.to_json()) == m``. Bad input raises
        `ValueError` naming the field."""
        if not isinstance(data, dict):
            raise ValueError(f"a move must be an object, got {type(data).__name__}")
        unknown = set(data) - {"kind", "player", "card"}
        if unknown:
            raise ValueError(f"unknown move field(s) {', '.join(sorted(map(str, unknown)))}")
        kind, player, card = data.get("kind"), data.get("player"), data.get("card")
        if kind not in KINDS:
            raise ValueError(f"move 'kind' must be one of {', '.join(KINDS)}, got {kind!r:.40}")
        if not isinstance(player, int) or isinstance(player, bool) or player < 0:
            raise ValueError(f"move 'player' must be a seat number, got {player!r:.40}")
        if card is not None and not isinstance(card, str):
            raise ValueError(f"move 'card' must be a card code such as '9D', got {card!r:.40}")
        try:
            return cls(kind, player, card)
        except ValueError as error:
            raise ValueError(f"move 'card': {error}") from None

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``P0 beats with 9♦``, ``P0 lays 7♣`` or ``P0 picks up`` (``7C`` works too)."""
        match = _MOVE_RE.match(text.strip()) if isinstance(text, str) else None
        if not match:
            raise ValueError(
                f"cannot read a move from {text!r}: expected 'P<seat> beats with <card>', "
                "'P<seat> lays <card>' or 'P<seat> picks up'"
            )
        player = int(match["player"])
        try:
            if match["beat"]:
                return cls.beat(player, match["beat"])
            if match["lay"]:
                return cls.lay(player, match["lay"])
        except ValueError as error:
            raise ValueError(f"cannot read a move from {text!r}: {error}") from None
        return cls.pick_up(player)


_MOVE_RE = re.compile(
    r"^P(?P<player>\d{1,2})\s+(?:beats?\s+with\s+(?P<beat>\S+)|lays?\s+(?P<lay>\S+)"
    r"|picks?\s+up)$",
    re.IGNORECASE,
)
