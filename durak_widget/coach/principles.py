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

from dataclasses import dataclass, replace

from ..bots.reasons import DOMAIN
from ..engine import Card, Game, Move, Rules
from ..engine.cards import deck
from ..engine.i18n import translations
from ..engine.rules import PRESETS
from .figures import COSTS, MEASURED
from .measured import Cost, Measured

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
    move and a `strong` one for the seat to act, under the rule set `rules` (a preset's name).
    Every card not in a hand or the talon is in the discard. A `tactic` is taught for positions
    like its example, not as a habit that decides a measurable share of games against strong
    play; `coach` says whether the coach names it in a reason. `measured` holds what each
    instrument measured on the example, `costs` what breaking it costs as a habit against each
    opponent (`benchmarks/principles.py` measures both, the truth gate checks them)."""

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
    rules: str = "podkidnoy"
    tactic: bool = False
    coach: bool = True
    measured: tuple[Measured, ...] = ()
    costs: tuple[Cost, ...] = ()

    def __post_init__(self) -> None:
        if self.rules not in PRESETS:
            raise ValueError(
                f"rules must be a preset's name ({', '.join(PRESETS)}), got {self.rules!r:.40}"
            )

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
            rules=getattr(Rules, self.rules)(),
        )
        for move in self.setup:
            game.play(Move.parse(move))
        return game

    @property
    def seat(self) -> int:
        """The seat whose move the example is about."""
        return Move.parse(self.strong).player


PRINCIPLES: dict[str, Principle] = {
    p.key: replace(p, measured=MEASURED.get(p.key, ()), costs=COSTS.get(p.key, ()))
    for p in (
        Principle(
            "keep_trumps",
            N_("keep trumps while the talon lasts"),
            N_(
                "While cards remain to be drawn, a trump is worth more than any plain card: spend "
                "one only when nothing cheaper (or taking) will do."
            ),
            (("7♣", "K♠", "A♥", "7♦", "9♦", "K♦"), ("9♣", "A♠", "A♣", "10♦", "J♦", "A♦")),
            "D",
            ("7♠", "Q♦"),
            0,
            ((), ()),
            ("P0 attacks 7♣",),
            "P1 beats 7♣ with 10♦",
            "P1 beats 7♣ with 9♣",
        ),
        Principle(
            "lead_low",
            N_("lead low, keep high"),
            N_(
                "Lead and throw in the low plain cards you want rid of; keep high cards and trumps "
                "to defend with."
            ),
            (("6♠", "7♠", "8♥", "10♣", "7♦", "K♦"), ("8♠", "9♠", "10♥", "J♠", "K♣", "Q♦")),
            "D",
            ("9♣", "A♦"),
            1,
            (("8♥",), ()),
            (),
            "P1 attacks K♣",
            "P1 attacks 8♠",
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
            (("9♠", "9♦", "10♦", "Q♠", "K♠", "A♠"), ("6♦", "8♥", "9♥", "J♥", "K♦", "A♦", "J♣")),
            "C",
            ("K♣", "8♣", "10♣"),
            1,
            ((), ("9♥", "J♥", "J♣")),
            ("P1 attacks 6♦",),
            "P0 beats 6♦ with 9♦",
            "P0 beats 6♦ with 10♦",
        ),
        Principle(
            "take_on_purpose",
            N_("take on purpose"),
            N_(
                "Taking can cost less than beating when the only card that beats is your best "
                "trump: pick the few cards up and keep it."
            ),
            (("6♠", "8♠", "10♠", "J♠", "J♦", "K♥"), ("10♥", "J♥", "Q♥", "A♥", "8♣", "A♣")),
            "C",
            ("Q♦", "Q♣"),
            0,
            ((), ("10♥",)),
            ("P0 attacks 10♠", "P1 beats 10♠ with 8♣", "P0 attacks 8♠"),
            "P1 beats 8♠ with A♣",
            "P1 takes",
            tactic=True,
        ),
        Principle(
            "last_talon",
            N_("beat rather than take as the talon runs out"),
            N_(
                "With the last cards of the talon a take leaves no time to play the cards back: "
                "beat, with your lowest trump if need be."
            ),
            (("8♠", "8♥", "A♥", "10♦", "J♦", "K♦"), ("9♠", "Q♠", "K♠", "A♠", "A♣", "7♦")),
            "D",
            ("6♣", "Q♦"),
            1,
            ((), ()),
            ("P1 attacks 9♠",),
            "P0 takes",
            "P0 beats 9♠ with 10♦",
            tactic=True,
        ),
        Principle(
            "count_trumps",
            N_("count the trumps"),
            N_(
                "Count the trumps you have seen: once every trump is accounted for, you know the "
                "other player holds none, and a card it cannot follow cannot be beaten."
            ),
            (("8♠", "8♥", "9♠", "9♥", "Q♥", "A♦"), ("8♣", "9♣", "J♣", "A♥", "A♣", "K♦")),
            "D",
            ("K♥", "6♦"),
            1,
            (("8♠", "8♥", "A♦"), ()),
            ("P1 attacks 8♣", "P0 beats 8♣ with A♦"),
            "P1 done",
            "P1 attacks A♥",
            tactic=True,
        ),
        Principle(
            "face_up_trump",
            N_("count who draws the face-up trump"),
            N_(
                "The attacker draws first after a bout and the face-up trump is the last card "
                "drawn: count the cards each player will draw, and throw in one more card when "
                "that brings the face-up trump to you."
            ),
            (("6♠", "7♥", "J♥", "Q♣", "7♦", "8♦"), ("8♥", "J♠", "Q♥", "K♣", "A♠", "A♣")),
            "D",
            ("K♠", "9♦"),
            0,
            ((), ("J♠", "A♠")),
            ("P0 attacks 6♠", "P1 beats 6♠ with J♠"),
            "P0 done",
            "P0 attacks J♥",
            tactic=True,
        ),
        Principle(
            "transfer",
            N_("transfer in Perevodnoy"),
            N_(
                "In Perevodnoy a defender holding a card of the attack's rank may pass the whole "
                "attack on to the next player: often better than beating with a trump or taking."
            ),
            (("6♠", "6♣", "10♠", "J♥", "8♦", "Q♦"), ("6♥", "J♠", "K♠", "A♠", "A♣", "A♦")),
            "D",
            ("7♣", "K♦"),
            1,
            (("6♠",), ()),
            ("P1 attacks 6♥",),
            "P0 beats 6♥ with 8♦",
            "P0 transfers with 6♠",
            rules="perevodnoy",
            tactic=True,
        ),
    )
}
"""The principles by key, in the order the strategy page teaches them: first the principles,
by what breaking each costs against strong play (`benchmarks/principles.py`), then the tactics,
each for positions like its example."""
