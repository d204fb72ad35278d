"""The rule options of Durak, and the presets that name their sources."""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field, fields
from typing import Any

from .cards import DECK_LOWEST_RANK

_THROW_IN = ("all", "neighbours", "attacker")


@dataclass(frozen=True)
class Rules:
    """A set of independent rule options. Use a preset and `replace` what differs.

    >>> Rules.podkidnoy().replace(attack_cap=None).attack_cap is None
    True

    Sources: pagat.com's Podkidnoy page (the default), the English Wikipedia article
    ("classic"), and the PyQt Durak game by eltos ("eltos"). Each option's documentation is
    stored with its field (``metadata["doc"]``) and shown by `Rules.option_help`.
    """

    deck_size: int = field(
        default=36,
        metadata={
            "doc": (
                "Cards in the pack: 24 (9-A), 32 (7-A), 36 (6-A, every source's default) or 52 "
                "(2-A)."
            )
        },
    )

    hand_size: int = field(
        default=6,
        metadata={
            "doc": (
                "Cards dealt to each player, and the number every hand is refilled to (all "
                "sources: 6)."
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
                "(Wikipedia: 5). ``None``: no such cap (pagat)."
            )
        },
    )

    throw_in: str = field(
        default="all",
        metadata={
            "doc": (
                'Who may add attack cards: ``"all"`` of the defender\'s opponents (pagat, '
                'Wikipedia), ``"neighbours"``: the attacker and the defender\'s left neighbour '
                '(eltos), or ``"attacker"`` alone.'
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
                "(pagat)."
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
                "A transfer is no longer possible once anyone has thrown in a card since the "
                "attack (or the last transfer) was made, even if nothing is beaten yet (eltos)."
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
                "draw (pagat, Wikipedia). Off: the last defender is the durak."
            )
        },
    )

    trump_six_exchange: bool = field(
        default=True,
        metadata={
            "doc": (
                "Whoever was dealt or drew the six of trumps may swap it for the face-up trump "
                "card while the talon holds more than that one card; not with a six picked up "
                "from the table (pagat)."
            )
        },
    )

    def __post_init__(self) -> None:
        def fail(name: str, expected: str) -> None:
            value = getattr(self, name)
            raise ValueError(f"Rules.{name}={value!r} is not allowed: expected {expected}")

        if self.deck_size not in DECK_LOWEST_RANK:
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
        for flag in (
            "join_after_first_beat",
            "multi_card_lead",
            "throw_in_after_take",
            "transfer",
            "transfer_ends_on_throw_in",
            "transfer_by_showing_trump",
            "draws",
            "trump_six_exchange",
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
        """Throw-in Durak as pagat.com describes it: anyone may throw in, cap 6, throw-in after
        take, trump-six exchange. The default."""
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
            trump_six_exchange=True,
        )

    @classmethod
    def perevodnoy(cls) -> Rules:
        """Transfer Durak (pagat.com): podkidnoy plus transfers."""
        return cls.podkidnoy().replace(transfer=True)

    @classmethod
    def classic(cls) -> Rules:
        """Durak as the English Wikipedia article describes it: a 5-card cap until the first
        successful defence, and "take" immediately ends the bout."""
        return cls.podkidnoy().replace(
            first_bout_cap=5, throw_in_after_take=False, trump_six_exchange=False
        )

    @classmethod
    def eltos(cls) -> Rules:
        """The rules of the PyQt Durak by eltos: only the attacker and the defender's left
        neighbour attack, multi-card leads, transfers that end once someone throws in, pick-up at
        once after "take", and no cap but the defender's hand."""
        return cls.podkidnoy().replace(
            attack_cap=None,
            throw_in="neighbours",
            multi_card_lead=True,
            throw_in_after_take=False,
            transfer=True,
            transfer_ends_on_throw_in=True,
            trump_six_exchange=False,
        )

    @staticmethod
    def option_help(name: str) -> str:
        """The documentation of one option, with the source of the rule."""
        docs = _option_docs()
        if name not in docs:
            raise ValueError(f"unknown rule option {name!r}: expected one of {', '.join(docs)}")
        return docs[name]

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


def _option_docs() -> dict[str, str]:
    """Each option's documentation, as stored with its field."""
    return {f.name: str(f.metadata["doc"]) for f in fields(Rules)}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
