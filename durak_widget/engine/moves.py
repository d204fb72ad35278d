"""Moves: small immutable values with a readable notation that `Move.parse` reads back."""

from __future__ import annotations

import re
from typing import Any, Final

from .cards import Card
from .checks import check_items

ATTACK: Final = "attack"
DEFEND: Final = "defend"
TRANSFER: Final = "transfer"
TAKE: Final = "take"
DONE: Final = "done"
EXCHANGE: Final = "exchange"
KINDS: Final = (ATTACK, DEFEND, TRANSFER, TAKE, DONE, EXCHANGE)


class Move:
    """One action by one player. Build moves with the class methods:

    >>> Move.attack(0, "7S")
    Move.parse('P0 attacks 7♠')
    >>> str(Move.defend(1, "9S", "7S"))
    'P1 beats 7♠ with 9♠'

    ``kind`` is one of ``"attack"``, ``"defend"``, ``"transfer"``, ``"take"``, ``"done"``,
    ``"exchange"``; ``player`` is a seat number; ``cards`` the cards played (attack: one or more,
    defend and transfer: one); ``target`` the attack card a defence beats; ``show`` whether a
    transfer is made by showing a trump.
    """

    __slots__ = ("_hash", "_text", "cards", "kind", "player", "show", "target")

    kind: str
    player: int
    cards: tuple[Card, ...]
    target: Card | None
    show: bool
    _hash: int
    _text: str | None  # `str(move)`, worked out on first use (views list the whole history)

    def __init__(
        self,
        kind: object,
        player: object,
        cards: object = (),
        target: object = None,
        show: object = False,
    ) -> None:
        # Every argument is checked here (typed ``object``: see `durak_widget.engine.checks`).
        if not isinstance(kind, str) or kind not in KINDS:
            raise ValueError(f"unknown move kind {kind!r:.60}: expected one of {', '.join(KINDS)}")
        if not isinstance(player, int) or isinstance(player, bool) or player < 0:
            raise ValueError(f"bad player {player!r:.60}: expected a seat number (0, 1, 2, ...)")
        if not isinstance(show, bool):
            raise ValueError(f"show must be True or False, got {show!r:.60}")
        played = tuple(Card.parse(c) for c in check_items(cards, "cards", "cards"))
        if kind == ATTACK and not played:
            raise ValueError("an attack needs at least one card")
        if len(played) > 1:
            # A lead of several cards is the same move whatever order they are named in.
            played = tuple(sorted(played, key=_card_index))
        if kind in (DEFEND, TRANSFER) and len(played) != 1:
            raise ValueError(f"a {kind} move plays exactly one card, got {len(played)}")
        if kind in (TAKE, DONE, EXCHANGE) and played:
            raise ValueError(f"a {kind} move plays no cards")
        if kind == DEFEND:
            if target is None:
                raise ValueError("a defence needs the attack card it beats (target)")
            aimed: Card | None = Card.parse(target)
        elif target is not None:
            raise ValueError(f"only a defence has a target, not a {kind} move")
        else:
            aimed = None
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "cards", played)
        object.__setattr__(self, "target", aimed)
        object.__setattr__(self, "show", show if kind == TRANSFER else False)
        object.__setattr__(self, "_hash", hash((kind, player, played, aimed, self.show)))
        object.__setattr__(self, "_text", None)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Move is immutable")

    @classmethod
    def attack(cls, player: object, *cards: object) -> Move:
        """Lay attack cards: the opening lead of a bout, or a throw-in."""
        return cls(ATTACK, player, cards)

    @classmethod
    def defend(cls, player: object, card: object, target: object) -> Move:
        """Beat the attack card `target` with `card`."""
        return cls(DEFEND, player, (card,), target)

    @classmethod
    def transfer(cls, player: object, card: object, show: object = False) -> Move:
        """Pass the attack on to the next player with a card of the same rank (perevodnoy);
        with ``show=True`` the trump of that rank is only shown and stays in the hand."""
        return cls(TRANSFER, player, (card,), show=show)

    @classmethod
    def take(cls, player: object) -> Move:
        """The defender gives up the defence and will pick up the table."""
        return cls(TAKE, player)

    @classmethod
    def done(cls, player: object) -> Move:
        """An attacker adds nothing more for now ("bito", pass)."""
        return cls(DONE, player)

    @classmethod
    def exchange(cls, player: object) -> Move:
        """Swap the six of trumps for the face-up trump card."""
        return cls(EXCHANGE, player)

    @property
    def card(self) -> Card | None:
        """The first (for defend and transfer: the only) card played, or ``None``."""
        return self.cards[0] if self.cards else None

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = self._spell()
            object.__setattr__(self, "_text", text)
        return text

    def _spell(self) -> str:
        who = f"P{self.player}"
        if self.kind == ATTACK:
            return f"{who} attacks {' '.join(str(c) for c in self.cards)}"
        if self.kind == DEFEND:
            return f"{who} beats {self.target} with {self.cards[0]}"
        if self.kind == TRANSFER:
            return f"{who} transfers {'showing' if self.show else 'with'} {self.cards[0]}"
        if self.kind == TAKE:
            return f"{who} takes"
        if self.kind == DONE:
            return f"{who} done"
        return f"{who} exchanges"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Move):
            return NotImplemented
        return (
            self._hash == other._hash
            and self.kind == other.kind
            and self.player == other.player
            and self.cards == other.cards
            and self.target == other.target
            and self.show == other.show
        )

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Move], tuple[Any, ...]]:
        return (Move, (self.kind, self.player, self.cards, self.target, self.show))

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``{"kind", "player", "cards", "target", "show"}`` with cards as
        ASCII codes such as ``"10H"``."""
        return {
            "kind": self.kind,
            "player": self.player,
            "cards": [c.code for c in self.cards],
            "target": self.target.code if self.target else None,
            "show": self.show,
        }

    @classmethod
    def from_json(cls, data: Any) -> Move:
        """The inverse of `to_json`: ``Move.from_json(m.to_json()) == m``. Bad input raises
        `ValueError` naming the field."""
        if not isinstance(data, dict):
            raise ValueError(f"a move must be an object, got {type(data).__name__}")
        unknown = set(data) - {"kind", "player", "cards", "target", "show"}
        if unknown:
            raise ValueError(f"unknown move field(s) {', '.join(sorted(map(str, unknown)))}")
        kind, player = data.get("kind"), data.get("player")
        if kind not in KINDS:
            raise ValueError(f"move 'kind' must be one of {', '.join(KINDS)}, got {kind!r:.40}")
        if not isinstance(player, int) or isinstance(player, bool) or player < 0:
            raise ValueError(f"move 'player' must be a seat number, got {player!r:.40}")
        cards = data.get("cards", [])
        if not isinstance(cards, list) or len(cards) > 52:
            raise ValueError(f"move 'cards' must be a list of at most 52 cards, got {cards!r:.80}")
        target = data.get("target")
        if target is not None and not isinstance(target, str):
            raise ValueError(f"move 'target' must be a card code or null, got {target!r:.40}")
        show = data.get("show", False)
        if not isinstance(show, bool):
            raise ValueError(f"move 'show' must be true or false, got {show!r:.40}")
        for card in cards:
            if not isinstance(card, str):
                raise ValueError(
                    f"move 'cards' must hold card codes such as '10H', got {card!r:.40}"
                )
            try:
                Card.parse(card)
            except ValueError as error:
                raise ValueError(f"move 'cards': {error}") from None
        if target is not None:
            try:
                Card.parse(target)
            except ValueError as error:
                raise ValueError(f"move 'target': {error}") from None
        return cls(kind, player, cards, target, show)

    @classmethod
    def parse(cls, text: object) -> Move:
        """Read the notation that ``str(move)`` prints. Also accepted: ``throws in`` for
        ``attacks``, ``beats X with Y`` or ``defends X with Y``, ``take``/``takes``,
        ``done``/``passes``/``bito``, ``exchanges``, and cards as ``7S`` or ``7♠``.

        >>> Move.parse("P2 throws in 9h") == Move.attack(2, "9H")
        True
        """
        if not isinstance(text, str):
            raise ValueError(
                f"cannot read a move from {text!r:.60}: expected text like 'P0 attacks 7♠'"
            )
        match = _MOVE_RE.match(text.strip())
        if not match:
            raise ValueError(
                f"cannot read a move from {text!r}: expected 'P<seat>' and then 'attacks <cards>', "
                "'throws in <card>', 'beats <card> with <card>', 'transfers with <card>', "
                "'transfers showing <card>', 'takes', 'done' or 'exchanges'"
            )
        player, rest = int(match["player"]), match["rest"] or ""
        verb = " ".join(match["verb"].lower().split())
        words = rest.split()
        try:
            if verb in ("attacks", "attack", "throws in", "throw in", "leads"):
                return cls.attack(player, *words)
            if verb in ("beats", "beat", "defends", "defend"):
                if len(words) == 3 and words[1].lower() == "with":
                    return cls.defend(player, words[2], words[0])
            elif verb in ("transfers", "transfer"):
                if len(words) == 2 and words[0].lower() in ("with", "showing"):
                    return cls.transfer(player, words[1], show=words[0].lower() == "showing")
            elif not words:
                if verb in ("takes", "take"):
                    return cls.take(player)
                if verb in ("done", "passes", "pass", "bito"):
                    return cls.done(player)
                if verb in ("exchanges", "exchange"):
                    return cls.exchange(player)
        except ValueError as error:
            raise ValueError(f"cannot read a move from {text!r}: {error}") from None
        raise ValueError(f"cannot read a move from {text!r}: unexpected {rest!r} after {verb!r}")


_MOVE_RE = re.compile(
    r"^P(?P<player>\d{1,2})\s+(?P<verb>throws?\s+in|attacks?|leads|beats?|defends?|transfers?"
    r"|takes?|done|pass(?:es)?|bito|exchanges?)(?:\s+(?P<rest>.*))?$",
    re.IGNORECASE,
)


def _card_index(card: Card) -> int:
    return card.index


__all__ = ["ATTACK", "DEFEND", "DONE", "EXCHANGE", "KINDS", "TAKE", "TRANSFER", "Move"]
