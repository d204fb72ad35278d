"""The position of a game of Durak and the questions every other part asks of it.

`DurakState` keeps hands, talon, table, discard and roles as bit sets of cards (bit
``card.index``); `durak_widget.engine.legal`, `.judge` and `.play` build on it and `Game`
puts them together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from .base import RecordedGame
from .cards import CARDS, SAME_RANK, Card, Suit, cards_of, sorted_cards
from .cards import popcount as _popcount
from .checks import check_seat
from .compiled import mypyc_attr
from .limits import AttackLimit, limit_parts
from .messages import DURAK, MessageTable
from .rules import Rules

INF: Final = 1 << 30
"""Stands for "no limit" in the cached limit and cap."""
NO_CARD: Final = -1
"""An unbeaten attack card's entry in ``_defences``."""

# Rule switches read on almost every move, as bits of one int (`rule_bits`) kept in
# ``_limit_cache``: a compiled game then tests a bit instead of looking a name up on `Rules`.
PARTNERS: Final = 1
THROW_ALL: Final = 2
THROW_NEIGHBOURS: Final = 4
JOIN_AFTER_BEAT: Final = 8
WAIT_FOR_BEAT: Final = 16
RULE_TRANSFER: Final = 32
THROW_AFTER_TAKE: Final = 64
SIX_EXCHANGE: Final = 128
MULTI_LEAD: Final = 256


def rule_bits(rules: Rules) -> int:
    """The switches of `rules` that moves read, as the bits above."""
    return (
        PARTNERS * rules.partnerships
        | THROW_ALL * (rules.throw_in == "all")
        | THROW_NEIGHBOURS * (rules.throw_in == "neighbours")
        | JOIN_AFTER_BEAT * rules.join_after_first_beat
        | WAIT_FOR_BEAT * rules.add_only_when_beaten
        | RULE_TRANSFER * rules.transfer
        | THROW_AFTER_TAKE * rules.throw_in_after_take
        | SIX_EXCHANGE * rules.trump_six_exchange
        | MULTI_LEAD * rules.multi_card_lead
    )


_LIMITS: Final[
    dict[tuple[int, int, bool], tuple[Rules, tuple[int | None, str, int | None, bool, int, int]]]
] = {}
"""`DurakState._new_limit`'s results, by rules (their id), start hand and first bout."""


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class DurakState(RecordedGame):
    """The position of a game of Durak and the queries on it (see the module docstring)."""

    messages: ClassVar[MessageTable] = DURAK
    """Durak's learner texts."""

    rules: Rules
    """The rules this game is played by."""
    trump: str
    """The trump suit, one of ``"S"``, ``"H"``, ``"D"``, ``"C"``."""

    _six: int
    _beaters: Sequence[int]  # per card index: the cards that beat it, as a bit set
    _hands: list[int]
    _stock: list[int]  # bottom-first: drawing pops from the end, the face-up trump is index 0
    _discard: int
    _attacker: int
    _defender: int
    _attacks: list[int]
    _defences: list[int]
    _taking: bool
    _done: int
    _start_hand: int
    _shown: int
    _thrown_in: bool
    _known: list[int]
    _bout: int
    _opener: int  # the bout's first attacker (transfers do not change it)
    # `limit_parts`, then the attack limit of `limit_info` as an int (INF for none), then
    # `rule_bits` (read on every move: one attribute, not three, see below)
    _limit_cache: tuple[int | None, str, int | None, bool, int, int]
    # (Keep the attributes of a game to at most 29: CPython's fast attribute access needs the
    # instance dicts of a class to share one key table; a 30th name measurably slowed play.)

    # ----------------------------------------------------------------- state plumbing

    def _snapshot(self) -> tuple[Any, ...]:
        return (
            tuple(self._hands),
            tuple(self._stock),
            self._discard,
            tuple(self._out),
            self._attacker,
            self._defender,
            tuple(self._attacks),
            tuple(self._defences),
            self._taking,
            self._done,
            self._start_hand,
            self._shown,
            self._thrown_in,
            tuple(self._known),
            self._result,
            self._bout,
            self._opener,
        )

    def _restore(self, snap: tuple[Any, ...]) -> None:
        (
            hands,
            stock,
            self._discard,
            out,
            self._attacker,
            self._defender,
            attacks,
            defences,
            self._taking,
            self._done,
            self._start_hand,
            self._shown,
            self._thrown_in,
            known,
            self._result,
            self._bout,
            self._opener,
        ) = snap
        self._hands = list(hands)
        self._stock = list(stock)
        self._out = list(out)
        self._attacks = list(attacks)
        self._defences = list(defences)
        self._known = list(known)
        self._new_limit()

    def _copy_setup(self, other: Any) -> None:
        other.rules = self.rules
        other.trump = self.trump
        other._six = self._six
        other._beaters = self._beaters

    def _new_limit(self, bits: int = -1) -> None:
        """Work the attack limit out again (after the defender or the discard changed);
        `bits` are the game's `rule_bits` if known (they never change during a game)."""
        rules = self.rules
        key = (id(rules), self._start_hand, not self._discard)
        kept = _LIMITS.get(key)
        if kept is not None and kept[0] is rules and bits >= 0:
            self._limit_cache = kept[1]  # the same rules, hand and first bout: the same limit
            return
        parts = limit_parts(rules, self._start_hand, not self._discard)
        limit = INF if parts[0] is None else parts[0]
        self._limit_cache = (*parts, limit, rule_bits(rules) if bits < 0 else bits)
        if len(_LIMITS) >= 4096:
            _LIMITS.clear()
        # The entry holds `rules`, so its id names these rules while the entry lasts.
        _LIMITS[key] = (rules, self._limit_cache)

    def _cap(self) -> int:
        """The cap in force (`limit_info`'s ``cap``), INF for none."""
        cap = self._limit_cache[2]
        return INF if cap is None else cap

    # ----------------------------------------------------------------- queries

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, sorted lowest first with trumps last."""
        return tuple(self.hand(seat) for seat in range(self._n))

    def hand(self, seat: object) -> tuple[Card, ...]:
        """One seat's cards, sorted lowest first with trumps last."""
        trump = self.trump
        return sorted_cards(self._hands[check_seat(seat, self._n, "seat")], trump)

    def known(self, seat: object) -> tuple[Card, ...]:
        """The cards everyone knows `seat` holds (picked up from the table, or the face-up
        trump drawn or exchanged, and not played since)."""
        trump = self.trump
        return sorted_cards(self._known[check_seat(seat, self._n, "seat")], trump)

    @property
    def teams(self) -> tuple[tuple[int, ...], ...] | None:
        """With partnerships, the two teams: partners sit opposite, so team 0 is P0, P2, ...
        and team 1 is P1, P3, ... (``None`` without partnerships)."""
        if not self.rules.partnerships:
            return None
        return tuple(tuple(range(first, self._n, 2)) for first in (0, 1))

    @property
    def trump_suit(self) -> Suit:
        """The trump suit as a value that prints in words (``"♣ clubs"``); `trump` is its
        letter (``"C"``), which it equals."""
        return Suit(self.trump)

    @property
    def trump_card(self) -> Card | None:
        """The face-up card at the bottom of the talon, or ``None`` once the talon is empty."""
        return CARDS[self._stock[0]] if self._stock else None

    @property
    def talon_size(self) -> int:
        """Cards left in the talon, the face-up trump included."""
        return len(self._stock)

    def talon_top_first(self) -> tuple[Card, ...]:
        """The talon's cards, the next card to be drawn first and the face-up trump last
        (hidden information: for records and analysis, not for players)."""
        return tuple(CARDS[i] for i in reversed(self._stock))

    @property
    def discard_size(self) -> int:
        """Cards beaten off so far."""
        return _popcount(self._discard)

    @property
    def discard(self) -> tuple[Card, ...]:
        """The cards beaten off so far (all were played face up, so this is public)."""
        return cards_of(self._discard)

    @property
    def attacker(self) -> int:
        """The main attacker of the current bout."""
        return self._attacker

    @property
    def defender(self) -> int:
        """The defender of the current bout."""
        return self._defender

    @property
    def table(self) -> list[tuple[Card, Card | None]]:
        """The attack cards in play order, each with the card that beat it or ``None``."""
        return [
            (CARDS[a], CARDS[d] if d >= 0 else None) for a, d in zip(self._attacks, self._defences)
        ]

    @property
    def bout(self) -> int:
        """The number of the current bout, from 1 (counted from the position the game
        started at; see `bout_number`)."""
        return self._bout

    @property
    def bout_number(self) -> int | None:
        """The current bout's number in its whole game, or ``None`` when that is not known: a
        position set up with cards already in the discard came after bouts nobody counted, so
        a text says "a bout" rather than "bout 1"."""
        return None if self._start[2] else self._bout

    @property
    def taking(self) -> bool:
        """Whether the defender has said take in this bout."""
        return self._taking

    @property
    def done_players(self) -> tuple[int, ...]:
        """Attackers who have said done since the last card was played."""
        return tuple(p for p in range(self._n) if self._done >> p & 1)

    @property
    def start_hand(self) -> int:
        """The defender's number of cards at the start of the bout (or of the transfer)."""
        return self._start_hand

    def limit_info(self) -> AttackLimit:
        """The attack limit of this bout: the most attack cards it may hold, which rule sets
        it, the cap in force and whether that is the first-bout cap. The one source of the
        limit for moves, verdicts and views."""
        return AttackLimit(*self._limit_cache[:4], self._start_hand)

    @property
    def attack_limit(self) -> int | None:
        """The most attack cards this bout may hold (`limit_info`'s ``limit``): the cap (6, or
        5 in a first bout where that rule is on) or the defender's hand at the start of the
        bout, whichever is smaller."""
        return self._limit_cache[0]

    def limit_reason(self) -> str:
        """Which rule sets `attack_limit` (`limit_info`'s ``reason``): ``"defender_hand"``,
        ``"first_bout_cap"`` or ``"cap"``."""
        return self._limit_cache[1]

    @property
    def table_ranks(self) -> tuple[int, ...]:
        """The ranks on the table in this bout, which are the ranks that may be thrown in."""
        return ranks_in(self._table_rank_mask())

    def may_throw_in(self, player: object) -> bool:
        """Whether the rules let `player` add attack cards to this bout right now (ignoring
        which cards they hold and the limit)."""
        return self._may_throw_in(check_seat(player, self._n))

    def roles(self) -> list[str]:
        """Each seat's role in the bout: ``"attacker"``, ``"co-attacker"`` (may throw in),
        ``"defender"``, ``"idle"`` (takes no part in this bout) or ``"out"`` (also a player who
        has played his last card with the talon empty, before the bout ends)."""
        roles = []
        gone = 0 if self._stock else 1
        for p in range(self._n):
            if p in self._out or (gone and not self._hands[p] and p != self._defender):
                roles.append("out")
            elif p == self._attacker:
                roles.append("attacker")
            elif p == self._defender:
                roles.append("defender")
            elif self._throw_in_right(p):
                roles.append("co-attacker")
            else:
                roles.append("idle")
        return roles

    def active_players(self) -> tuple[int, ...]:
        """Seats still in the game, clockwise from seat 0."""
        return tuple(p for p in range(self._n) if p not in self._out)

    # ----------------------------------------------------------------- internals

    def _next_active(self, seat: int) -> int:
        """The next seat clockwise still in play: not out, and once the talon is empty, still
        holding cards (a player who has played his last card is out at once, even before the
        bout ends)."""
        n = self._n
        out = self._out
        hands = None if self._stock else self._hands
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if candidate not in out and (hands is None or hands[candidate]):
                return candidate
        return seat

    def _next_defender(self, seat: int) -> int:
        """Whom `seat` attacks (or transfers to): the next seat in play that is not a partner
        of `seat` (teams alternate seats, so partners share a seat's parity)."""
        nxt = self._next_active(seat)
        if self.rules.partnerships:
            for _ in range(self._n):
                if (nxt - seat) % 2 or nxt == seat:
                    break
                nxt = self._next_active(nxt)
        return nxt

    def _table_rank_mask(self) -> int:
        mask = 0
        for index in self._attacks:
            mask |= SAME_RANK[index]
        for index in self._defences:
            if index >= 0:
                mask |= SAME_RANK[index]
        return mask

    def _throw_in_right(self, p: int) -> bool:
        """The rules' right to add cards, before join-after-first-beat is considered."""
        if p == self._defender or p in self._out:
            return False
        bits = self._limit_cache[5]
        if bits & PARTNERS and not (p - self._defender) % 2:
            return False  # the defender's partner
        if bits & THROW_ALL or p == self._attacker:
            return True
        return bits & THROW_NEIGHBOURS != 0 and p == self._next_active(self._defender)

    def _may_throw_in(self, p: int) -> bool:
        # `_throw_in_right` written out (asked on nearly every move), then join-after-beat.
        defender = self._defender
        if p == defender or p in self._out:
            return False
        bits = self._limit_cache[5]
        if bits & PARTNERS and not (p - defender) % 2:
            return False
        attacker = self._attacker
        if not (
            bits & THROW_ALL
            or p == attacker
            or (bits & THROW_NEIGHBOURS and p == self._next_active(defender))
        ):
            return False
        if bits & JOIN_AFTER_BEAT and p != attacker:
            return any(d >= 0 for d in self._defences)
        return True

    def _must_wait_for_beat(self) -> bool:
        """Whether `Rules.add_only_when_beaten` holds attack cards back right now: an attack
        card is unbeaten and the defender has not said take."""
        return (
            self._limit_cache[5] & WAIT_FOR_BEAT != 0
            and not self._taking
            and NO_CARD in self._defences
        )

    def _waiting_for(self) -> list[int]:
        """Attackers who hold cards and have not said done since the last card."""
        return [
            p
            for p in range(self._n)
            if self._hands[p] and not self._done >> p & 1 and self._may_throw_in(p)
        ]

    def _anyone_waiting(self) -> bool:
        """Whether `_waiting_for` is not empty (without building the list)."""
        hands, done, defender, attacker = self._hands, self._done, self._defender, self._attacker
        # The main attacker first: in the game, he may always add cards (`_may_throw_in`).
        if (
            attacker != defender
            and hands[attacker]
            and not done >> attacker & 1
            and attacker not in self._out
        ):
            return True
        if self._n == 2:
            return False  # the other seat is the defender's
        for p in range(self._n):  # a loop: any() of a generator is slower here
            if (
                p != defender
                and p != attacker
                and hands[p]
                and not done >> p & 1
                and self._may_throw_in(p)
            ):
                return True
        return False


def ranks_in(rank_mask: int) -> tuple[int, ...]:
    """The ranks present in a mask built from `RANK_MASK` entries (their spade bits suffice)."""
    spades = rank_mask & 0x1FFF
    return tuple(r for r in range(2, 15) if spades >> (r - 2) & 1)


__all__ = ["DurakState"]
