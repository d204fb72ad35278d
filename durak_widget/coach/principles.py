"""The strategy principles the coach names, each with an example position the engine sets up.

`docs/strategy.md` explains each principle once, with the same example; the coach's reasons
quote the principle's ``name``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bots.reasons import DOMAIN
from ..engine import Game, Move
from ..engine.i18n import translations

__all__ = ["PRINCIPLES", "Principle"]


def N_(text: str) -> str:
    """`text` itself, marked for the catalog (`Principle.name_in` translates it)."""
    return text


@dataclass(frozen=True)
class Principle:
    """One piece of strategy: ``key`` (a stable id), ``name`` (what the coach quotes),
    ``summary`` (one sentence), and an example: a position (`hands`, `trump`, `talon`
    top-first, `attacker`, `discard`), `setup` moves played from it, then a `weak` move and a
    `strong` one for the seat to act."""

    key: str
    name: str
    summary: str
    hands: tuple[tuple[str, ...], ...]
    trump: str
    talon: tuple[str, ...]
    attacker: int
    discard: tuple[str, ...]
    setup: tuple[str, ...]
    weak: str
    strong: str

    def name_in(self, lang: str) -> str:
        """The principle's name in language `lang` (``"en"``: `name`)."""
        return translations(lang, DOMAIN).gettext(self.name)

    def summary_in(self, lang: str) -> str:
        """The principle's summary in language `lang` (``"en"``: `summary`)."""
        return translations(lang, DOMAIN).gettext(self.summary)

    def position(self) -> Game:
        """The example position, set up by the engine with the `setup` moves played."""
        game = Game.from_position(
            [list(h) for h in self.hands],
            trump=self.trump,
            talon=list(self.talon),
            attacker=self.attacker,
            discard=list(self.discard),
        )
        for move in self.setup:
            game.play(Move.parse(move))
        return game


_TALON = ("6♦", "8♣", "9♣", "10♣", "J♣", "Q♣", "K♣", "A♣", "7♦")

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
            (("7♠", "8♥", "9♥", "J♠", "Q♥", "K♠"), ("10♠", "A♥", "9♦", "6♠", "8♠", "Q♠")),
            "D",
            _TALON,
            0,
            (),
            ("P0 attacks 7♠",),
            "P1 beats 7♠ with 9♦",
            "P1 beats 7♠ with 8♠",
        ),
        Principle(
            "beat_cheaply",
            N_("beat with the cheapest card"),
            N_(
                "Beat each card with the lowest card that does it; keep the high ones for the "
                "cards you cannot foresee."
            ),
            (("7♠", "8♥", "9♥", "J♥", "Q♥", "K♥"), ("10♠", "A♠", "9♦", "6♣", "8♠", "Q♠")),
            "D",
            ("6♦", "8♣", "9♣", "10♣", "J♣", "Q♣", "K♣", "A♣", "7♦"),
            0,
            (),
            ("P0 attacks 7♠",),
            "P1 beats 7♠ with A♠",
            "P1 beats 7♠ with 8♠",
        ),
        Principle(
            "lead_low",
            N_("lead low, keep high"),
            N_(
                "Lead and throw in the low plain cards you want rid of; keep high cards and trumps "
                "to defend with."
            ),
            (("6♠", "7♥", "A♠", "K♥", "10♦", "J♠"), ("9♠", "10♠", "8♥", "Q♥", "9♣", "Q♠")),
            "D",
            ("6♦", "8♣", "6♣", "10♣", "J♣", "Q♣", "K♣", "A♣", "7♦"),
            0,
            (),
            (),
            "P0 attacks A♠",
            "P0 attacks 6♠",
        ),
        Principle(
            "take_on_purpose",
            N_("take on purpose"),
            N_(
                "Taking a few low cards can be cheaper than spending trumps or aces to beat them, "
                "above all early, while the talon is big."
            ),
            (("7♠", "8♥", "9♥", "J♥", "Q♥", "K♥"), ("6♣", "8♣", "A♦", "K♦", "6♠", "Q♣")),
            "D",
            ("10♣", "9♣", "J♣", "A♣", "7♦"),
            0,
            (),
            ("P0 attacks 7♠",),
            "P1 beats 7♠ with A♦",
            "P1 takes",
        ),
        Principle(
            "count_cards",
            N_("count the cards"),
            N_(
                "Every card beaten off is public: count the trumps and high cards that are gone, "
                "and you know what the others can still hold and which of your cards are now the "
                "highest left."
            ),
            (("7♠", "8♥", "9♥", "J♥", "Q♥", "K♥"), ("6♣", "10♠", "10♦", "8♣", "6♠", "Q♣")),
            "D",
            ("9♣", "J♣", "7♦"),
            0,
            ("A♦", "K♦", "Q♦", "J♦"),
            ("P0 attacks 7♠",),
            "P1 beats 7♠ with 10♦",
            "P1 beats 7♠ with 10♠",
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
            (),
            (),
            "P0 attacks 6♠",
            "P0 attacks K♥",
        ),
    )
}
"""The principles by key, in the order the strategy page teaches them."""
