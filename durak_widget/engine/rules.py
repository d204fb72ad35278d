"""The rule options of Durak, and the presets that name their sources."""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field, fields
from typing import Any

from .cards import DECK_LOWEST_RANK

_THROW_IN = ("all", "neighbours", "attacker")
_DRAW_ORDER = ("attackers_first", "seat_order")
_FIRST_ATTACKER = ("lowest_trump", "random")
SERIES_FIRST_ATTACKER = ("as_first_game", "attack_the_fool", "fool_leads", "fools_left_neighbour")
"""The values of `Rules.series_first_attacker`."""


@dataclass(frozen=True)
class Rules:
    """A set of independent rule options. Use a preset and `replace` what differs.

    >>> Rules.podkidnoy().replace(attack_cap=None).attack_cap is None
    True

    Sources: pagat.com's Podkidnoy page (the default), the English Wikipedia article
    ("classic"), and the PyQt Durak game by eltos ("eltos"); what none of them states is called
    a house rule. Each option's documentation is stored with its field (``metadata["doc"]``)
    and shown by `Rules.option_help`.
    """

    deck_size: int = field(
        default=36,
        metadata={
            "doc": (
                "Cards in the pack: 24 (9-A), 32 (7-A, the eltos game, whose rank order starts "
                "at 7), 36 (6-A: pagat, Wikipedia) or 52 (2-A, a house rule)."
            )
        },
    )

    hand_size: int = field(
        default=6,
        metadata={
            "doc": (
                "Cards dealt to each player, and the number every hand is refilled to: 6 in "
                "every source (pagat, Wikipedia, the eltos game)."
            )
        },
    )

    attack_cap: int | None = field(
        default=6,
        metadata={
            "doc": (
                "Most attack cards in one bout, beaten ones included (pagat, Wikipedia: 6). "
                "``None``: only the defender's hand at the start of the bout limits the attack "
                "(the eltos game)."
            )
        },
    )

    first_bout_cap: int | None = field(
        default=None,
        metadata={
            "doc": (
                "A lower cap that holds until the first successful defence of the game "
                "(Wikipedia: 5). ``None``: no such cap (pagat, the eltos game)."
            )
        },
    )

    throw_in: str = field(
        default="all",
        metadata={
            "doc": (
                'Who may add attack cards: ``"all"`` of the defender\'s opponents (pagat, '
                'Wikipedia), ``"neighbours"``: the attacker and the defender\'s left neighbour '
                '(eltos), or ``"attacker"`` alone (a house rule).'
            )
        },
    )

    join_after_first_beat: bool = field(
        default=False,
        metadata={
            "doc": (
                "Players other than the main attacker may join only once the first attack card "
                "is beaten (the Spanish source). Off: they may throw in at any time (pagat, "
                "Wikipedia)."
            )
        },
    )

    multi_card_lead: bool = field(
        default=False,
        metadata={
            "doc": (
                "The opening attack may be several cards of one rank (eltos). Off: one card "
                "(pagat, Wikipedia)."
            )
        },
    )

    throw_in_after_take: bool = field(
        default=True,
        metadata={
            "doc": (
                'After the defender says "take", attackers may still add cards within the limit '
                '(pagat). Off: the defender picks up at once (Wikipedia: "this immediately ends '
                'the turn"; eltos).'
            )
        },
    )

    transfer: bool = field(
        default=False,
        metadata={
            "doc": (
                "Perevodnoy: before any attack card is beaten the defender may pass the attack "
                "on by adding a card of the same rank (pagat's Perevodnoy page; eltos)."
            )
        },
    )

    transfer_ends_on_throw_in: bool = field(
        default=False,
        metadata={
            "doc": (
                "A transfer is no longer possible once a player other than the main attacker "
                "(the co-offender) has thrown in a card since the attack (or the last transfer) "
                "was made, even if nothing is beaten yet; the main attacker's own added cards do "
                "not end it (the eltos game). Off: only a beaten card ends it (pagat)."
            )
        },
    )

    transfer_by_showing_trump: bool = field(
        default=False,
        metadata={
            "doc": (
                "A transfer may also be made by showing the trump of the attack's rank, which "
                "stays in the hand; each card may be shown once per bout (a common house rule "
                "in perevodnoy)."
            )
        },
    )

    draws: bool = field(
        default=True,
        metadata={
            "doc": (
                "Players who run out of cards at the same moment, leaving nobody holding cards, "
                "draw (pagat, Wikipedia). Off: no draws, the last defender ranks last and is the "
                'durak (the eltos game: play goes on "until only one player is left", its '
                "loser)."
            )
        },
    )

    trump_six_exchange: bool = field(
        default=False,
        metadata={
            "doc": (
                "Whoever was dealt or drew the six of trumps may swap it for the face-up trump "
                "card while the talon holds more than that one card; not with a six picked up "
                "from the table. A house rule: the pagat, Wikipedia and eltos rules this "
                "project follows do not mention it, so every preset leaves it off."
            )
        },
    )

    add_only_when_beaten: bool = field(
        default=False,
        metadata={
            "doc": (
                "Alternation: attack cards are added only while nothing on the table is unbeaten "
                '(pagat: "if the defender beats the first attack card, the attacker can continue '
                'the attack"); after "take" the usual throw-in rules apply. Off: attackers '
                'may add cards "at any point during a defense" (Wikipedia); every preset '
                "follows that reading."
            )
        },
    )

    partnerships: bool = field(
        default=False,
        metadata={
            "doc": (
                'Teams (pagat: "best for four people playing in teams, two against two, with '
                'partners sitting opposite", or six in two teams of three sitting '
                "alternately): 4 players P0+P2 against P1+P3, 6 players P0+P2+P4 against "
                "P1+P3+P5. A defender's partners are not its opponents, so they never throw in "
                "against it nor defend against each other; when one team has played all its "
                "cards, the team left holding cards loses (pagat)."
            )
        },
    )

    draw_order: str = field(
        default="attackers_first",
        metadata={
            "doc": (
                'Who refills first after a bout: ``"attackers_first"``, the main attacker, then '
                "the other players clockwise, the defender last (pagat, Wikipedia), or "
                '``"seat_order"``, clockwise from the bout\'s first attacker with the defender '
                "drawing in his place (the eltos game)."
            )
        },
    )

    first_attacker: str = field(
        default="lowest_trump",
        metadata={
            "doc": (
                'Who attacks first in a new deal: ``"lowest_trump"``, the holder of the lowest '
                "trump (pagat, Wikipedia; if nobody holds a trump, the lowest card: a house "
                'rule), or ``"random"``, a player drawn by lot from the game\'s seed (the eltos '
                'game: "a random player is selected as offender").'
            )
        },
    )

    series_first_attacker: str = field(
        default="as_first_game",
        metadata={
            "doc": (
                "Who attacks first in the next game of a series (``Game.new(previous=result)``); "
                'the loser of the previous game deals (pagat, Wikipedia: "often the loser of '
                'the previous game shuffles and deals"). ``"as_first_game"``: by the '
                "``first_attacker`` rule, the only rule pagat and Wikipedia state; "
                '``"attack_the_fool"``: the durak\'s right-hand neighbour leads, so the durak '
                'defends first (a house rule); ``"fool_leads"``: the durak attacks first (a '
                'house rule); ``"fools_left_neighbour"``: the player on the durak\'s left, the '
                "first one the dealer deals to, leads (a house rule)."
            )
        },
    )

    def __post_init__(self) -> None:
        def fail(name: str, expected: str) -> None:
            value = getattr(self, name)
            raise ValueError(f"Rules.{name}={value!r} is not allowed: expected {expected}")

        if not _is_int(self.deck_size) or self.deck_size not in DECK_LOWEST_RANK:
            fail("deck_size", "24, 32, 36 or 52")
        if not _is_int(self.hand_size) or self.hand_size < 1:
            fail("hand_size", "a positive whole number")
        if self.attack_cap is not None and (not _is_int(self.attack_cap) or self.attack_cap < 1):
            fail("attack_cap", "a positive whole number or None")
        if self.first_bout_cap is not None and (
            not _is_int(self.first_bout_cap) or self.first_bout_cap < 1
        ):
            fail("first_bout_cap", "a positive whole number or None")
        if self.throw_in not in _THROW_IN:
            fail("throw_in", "'all', 'neighbours' or 'attacker'")
        if self.draw_order not in _DRAW_ORDER:
            fail("draw_order", "'attackers_first' or 'seat_order'")
        if self.first_attacker not in _FIRST_ATTACKER:
            fail("first_attacker", "'lowest_trump' or 'random'")
        if self.series_first_attacker not in SERIES_FIRST_ATTACKER:
            fail("series_first_attacker", "one of " + ", ".join(map(repr, SERIES_FIRST_ATTACKER)))
        for flag in (
            "join_after_first_beat",
            "multi_card_lead",
            "throw_in_after_take",
            "transfer",
            "transfer_ends_on_throw_in",
            "transfer_by_showing_trump",
            "draws",
            "trump_six_exchange",
            "add_only_when_beaten",
            "partnerships",
        ):
            if not isinstance(getattr(self, flag), bool):
                fail(flag, "True or False")

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed; unknown option names raise `ValueError`."""
        known = {f.name for f in fields(self)}
        unknown = sorted(set(changes) - known)
        if unknown:
            raise ValueError(
                f"unknown rule option(s) {', '.join(unknown)}: "
                f"expected some of {', '.join(sorted(known))}"
            )
        return dataclasses.replace(self, **changes)

    @classmethod
    def podkidnoy(cls) -> Rules:
        """Throw-in Durak as pagat.com describes it: anyone may throw in at any time (the
        Wikipedia reading of alternation, ``add_only_when_beaten`` off), cap 6, throw-in after
        take, draws, no trump-six exchange (pagat does not mention it). The default."""
        return cls(
            deck_size=36,
            hand_size=6,
            attack_cap=6,
            first_bout_cap=None,
            throw_in="all",
            join_after_first_beat=False,
            multi_card_lead=False,
            throw_in_after_take=True,
            transfer=False,
            transfer_ends_on_throw_in=False,
            transfer_by_showing_trump=False,
            draws=True,
            trump_six_exchange=False,
            add_only_when_beaten=False,
            partnerships=False,
            draw_order="attackers_first",
            first_attacker="lowest_trump",
            series_first_attacker="as_first_game",
        )

    @classmethod
    def perevodnoy(cls) -> Rules:
        """Transfer Durak (pagat.com): podkidnoy plus transfers; attackers add cards at any
        time (``add_only_when_beaten`` off)."""
        return cls.podkidnoy().replace(transfer=True)

    @classmethod
    def classic(cls) -> Rules:
        """Durak as the English Wikipedia article describes it: a 5-card cap until the first
        successful defence, and "take" immediately ends the bout; attackers add cards "at any
        point" (``add_only_when_beaten`` off)."""
        return cls.podkidnoy().replace(first_bout_cap=5, throw_in_after_take=False)

    @classmethod
    def eltos(cls) -> Rules:
        """The rules of the PyQt Durak by eltos: a 32-card pack (7 to ace, so at most five
        players), a random first offender, only the attacker and the defender's left neighbour
        attack (adding cards at any time, ``add_only_when_beaten`` off), multi-card leads,
        transfers that end once the co-offender throws in, pick-up at once after "take", no cap
        but the defender's hand, top-ups in seat order and no draws."""
        return cls.podkidnoy().replace(
            deck_size=32,
            draws=False,
            draw_order="seat_order",
            first_attacker="random",
            attack_cap=None,
            throw_in="neighbours",
            multi_card_lead=True,
            throw_in_after_take=False,
            transfer=True,
            transfer_ends_on_throw_in=True,
        )

    @staticmethod
    def option_help(name: str, language: str | None = None) -> str:
        """The documentation of one option, with the source of the rule, in `language`
        (``None``: the one `durak_widget.set_language` set, English by default)."""
        docs = _option_docs()
        if not isinstance(name, str) or name not in docs:
            raise ValueError(f"unknown rule option {name!r}: expected one of {', '.join(docs)}")
        from .i18n import option_help_in

        return option_help_in(name, docs[name], language)

    @property
    def preset(self) -> str | None:
        """The name of the preset these rules equal (``"podkidnoy"`` ...), or ``None``."""
        for name in PRESETS:
            if getattr(Rules, name)() == self:
                return name
        return None

    def changes(self) -> dict[str, Any]:
        """The options that differ from the nearest preset, as ``{name: value}``, with that
        preset's name under ``"preset"``."""
        return dict(_changes(self))

    def __repr__(self) -> str:
        changes = self.changes()
        preset = changes.pop("preset")
        if not changes:
            return f"Rules.{preset}()"
        args = ", ".join(f"{k}={v!r}" for k, v in changes.items())
        return f"Rules.{preset}().replace({args})"


PRESETS = ("podkidnoy", "perevodnoy", "classic", "eltos")
"""The preset names, each a classmethod of `Rules`."""


@functools.lru_cache(maxsize=64)
def _changes(rules: Rules) -> tuple[tuple[str, Any], ...]:
    # Views and records ask for this on every move; rules are frozen, so cache by value.
    best = "podkidnoy"
    best_diff_: dict[str, Any] | None = None
    for name in PRESETS:
        base = getattr(Rules, name)()
        diff = {
            f.name: getattr(rules, f.name)
            for f in fields(rules)
            if getattr(rules, f.name) != getattr(base, f.name)
        }
        if best_diff_ is None or len(diff) < len(best_diff_):
            best, best_diff_ = name, diff
    assert best_diff_ is not None
    return (("preset", best), *best_diff_.items())


def option_docs() -> dict[str, str]:
    """Each option's documentation (English), as stored with its field: the source of the
    catalog entries ``option.<name>``."""
    return _option_docs()


def _option_docs() -> dict[str, str]:
    """Each option's documentation, as stored with its field."""
    return {f.name: str(f.metadata["doc"]) for f in fields(Rules)}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
