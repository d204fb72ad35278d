"""The strategy principles the coach names, each with an example position the engine sets up,
in the order the strategy page teaches them: by what breaking them costs.

Each example is a whole 36-card deal: the hands, the talon, the cards publicly known to be in
a hand (picked up from the table earlier), and every other card already beaten off into the
discard. In it one move keeps the principle (``strong``) and one breaks it (``weak``); the
search (`durak_widget.coach.evidence.weigh`, from the mover's point of view) confirms that the
strong move is the best and the weak one clearly worse, and the test suite checks it.
`docs/strategy.md` explains each principle once, with the same example and the figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bots.reasons import DOMAIN
from ..engine import Card, Game, Move
from ..engine.cards import deck
from ..engine.i18n import translations

__all__ = ["PRINCIPLES", "Principle"]


def N_(text: str) -> str:
    """`text` itself, marked for the catalog (`Principle.name_in` translates it)."""
    return text


@dataclass(frozen=True)
class Principle:
    """One piece of strategy: ``key`` (a stable id), ``name`` (what the coach quotes),
    ``summary`` (one sentence), and an example: the `hands`, the `talon` (top first, its last
    card the face-up trump; `trump` names the suit when it is empty), the `attacker`, the cards
    of each hand everyone knows (`known`), the `setup` moves played from there, then a `weak`
    move and a `strong` one for the seat to act. Every card not in a hand or the talon is in
    the discard."""

    key: str
    name: str
    summary: str
    hands: tuple[tuple[str, ...], ...]
    trump: str
    talon: tuple[str, ...]
    attacker: int
    known: tuple[tuple[str, ...], ...]
    setup: tuple[str, ...]
    weak: str
    strong: str

    def name_in(self, lang: str) -> str:
        """The principle's name in language `lang` (``"en"``: `name`)."""
        return translations(lang, DOMAIN).gettext(self.name)

    def summary_in(self, lang: str) -> str:
        """The principle's summary in language `lang` (``"en"``: `summary`)."""
        return translations(lang, DOMAIN).gettext(self.summary)

    @property
    def discard(self) -> tuple[str, ...]:
        """The cards beaten off before the example: every card of the pack not in a hand or
        the talon."""
        placed = {Card.parse(c) for cards in (*self.hands, self.talon) for c in cards}
        return tuple(str(c) for c in deck(36) if c not in placed)

    def position(self) -> Game:
        """The example position, set up by the engine with the `setup` moves played."""
        game = Game.from_position(
            [list(h) for h in self.hands],
            trump=self.trump,
            talon=list(self.talon),
            attacker=self.attacker,
            discard=list(self.discard),
            known=[list(k) for k in self.known],
        )
        for move in self.setup:
            game.play(Move.parse(move))
        return game

    @property
    def seat(self) -> int:
        """The seat whose move the example is about."""
        return Move.parse(self.strong).player


PRINCIPLES: dict[str, Principle] = {
    p.key: p
    for p in (
        Principle(
            "keep_trumps",
            N_("keep trumps while the talon lasts"),
            N_(
                "While cards remain to be drawn, a trump is worth more than any plain card: spend "
                "one only when nothing cheaper (or taking) will do."
            ),
            (("J♥", "Q♦", "9♠", "7♠", "7♣", "K♥"), ("10♦", "K♦", "K♣", "8♠", "8♥", "8♣")),
            "C",
            ("J♦", "10♣", "6♣", "10♥", "J♣", "Q♣"),
            0,
            ((), ()),
            ("P0 attacks 7♠",),
            "P1 beats 7♠ with 8♣",
            "P1 beats 7♠ with 8♠",
        ),
        Principle(
            "lead_low",
            N_("lead low, keep high"),
            N_(
                "Lead and throw in the low plain cards you want rid of; keep high cards and trumps "
                "to defend with."
            ),
            (("6♦", "A♥", "9♦", "9♣", "K♠", "8♠"), ("7♣", "6♥", "7♦", "K♦", "9♥", "10♠")),
            "C",
            ("10♣", "J♥", "9♠", "A♣"),
            0,
            ((), ()),
            (),
            "P0 attacks A♥",
            "P0 attacks 6♦",
        ),
        Principle(
            "empty_talon",
            N_("play out an empty talon"),
            N_(
                "Once the talon is empty and two players are left, every card is known: work out "
                "the rest of the game, and lead what the other cannot beat."
            ),
            (("6♠", "A♥", "K♥"), ("7♠", "8♠")),
            "D",
            (),
            0,
            ((), ()),
            (),
            "P0 attacks 6♠",
            "P0 attacks K♥",
        ),
        Principle(
            "rank_opening",
            N_("do not beat with a card whose rank the attackers can throw in"),
            N_(
                "Every defence card opens its rank for throw-ins: where two cards beat an attack "
                "card, prefer the one whose rank is on the table already or whose other cards are "
                "all gone (count them), above all when an attacker is known to hold one."
            ),
            (("K♦", "Q♦", "10♠", "8♥", "10♣", "9♠"), ("A♥", "Q♥", "9♦", "7♥", "7♠", "A♠")),
            "C",
            ("7♦", "6♠", "7♣", "J♣"),
            0,
            (("Q♦", "K♦"), ()),
            ("P0 attacks 8♥",),
            "P1 beats 8♥ with Q♥",
            "P1 beats 8♥ with A♥",
        ),
        Principle(
            "beat_cheaply",
            N_("beat with the cheapest card"),
            N_(
                "Among cards that beat an attack card and open no rank the attackers can use, use "
                "the lowest; keep the high ones for the cards still to come."
            ),
            (("7♣", "9♠", "A♣", "J♠", "J♣", "K♥"), ("8♥", "9♥", "8♣", "6♣", "Q♣", "8♦")),
            "S",
            ("6♥", "10♥", "6♠"),
            0,
            (("J♣", "J♠", "A♣"), ()),
            ("P0 attacks 7♣",),
            "P1 beats 7♣ with Q♣",
            "P1 beats 7♣ with 8♣",
        ),
        Principle(
            "take_on_purpose",
            N_("take on purpose"),
            N_(
                "Taking a low card can cost less than spending a high trump to beat it, while the "
                "talon still holds cards to refill the other hands and there is time to play the "
                "card back."
            ),
            (("K♣", "Q♠", "K♦", "7♥", "9♣", "6♣"), ("J♠", "K♠", "8♥", "J♦", "A♠", "A♦")),
            "S",
            ("10♦", "8♦", "6♥", "9♠", "6♠", "7♠", "A♣", "8♠"),
            0,
            (("7♥", "Q♠"), ()),
            ("P0 attacks 6♣",),
            "P1 beats 6♣ with J♠",
            "P1 takes",
        ),
    )
}
"""The principles by key, in the order the strategy page teaches them: by value, what
breaking each costs a player who otherwise plays by the rules of thumb
(`benchmarks/principles.py`)."""
