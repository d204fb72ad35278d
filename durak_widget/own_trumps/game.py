"""Svoi Kozyri ("own trumps"): every player has a trump suit of their own, and everyone plays
onto one pile. Rules as in the traditional descriptions, and pagat.com's Svoi Kozyri page where
they are silent: the whole pack is dealt, sixes go to the owner of their suit, the player
to the dealer's left starts.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from ..engine.base import GameResult
from ..engine.cards import CARDS, SUIT_NAMES, SUITS, Card, cards_of, deck_mask, parse_suit
from ..engine.cards import iter_bits as _bits
from ..engine.cards import popcount as _popcount
from ..engine.checks import check_flag, check_items, check_names, check_seat
from ..engine.compiled import mypyc_attr, new_game
from ..engine.events import Event
from ..engine.kinds import add_game_class
from ..engine.messages import MessageTable
from .judge import LAY_PHASE, RESPOND, START, OwnTrumpsJudge
from .messages import OWN_TRUMPS
from .moves import BEAT, PICK_UP, Move
from .record import OwnTrumpsRecordFormat

_SIX = 6


class OwnTrumpsResult(GameResult):
    """How a game of Svoi Kozyri ended: ``loser`` (a seat, ``None`` for a draw), ``draw``, and
    ``finish_order`` (the seats that ran out of cards, first finisher first)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"OwnTrumpsResult(loser={self.loser}, draw={self.draw}, order={self.order})"

    def to_json(self) -> dict[str, Any]:
        """``{"loser", "draw", "finish_order"}``."""
        return {"loser": self.loser, "draw": self.draw, "finish_order": list(self.order)}


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class OwnTrumps(OwnTrumpsJudge):
    """A game of Svoi Kozyri for 2 to 4 players. Create one with `new` or `from_position`.

    >>> g = OwnTrumps.from_position([["7C", "QH"], ["9C", "AS"]], trumps=["H", "S"],
    ...                             pile=["6D", "8D"], turn=0)
    >>> g.explain(Move.beat(0, "QH")).rule
    'pile.beat_own_trump'
    """

    name: ClassVar[str] = "own_trumps"
    """The game's name."""
    min_players: ClassVar[int] = 2
    """The fewest seats."""
    max_players: ClassVar[int] = 4
    """The most seats."""
    record_variant: ClassVar[str] = "own_trumps"
    """The value of the ``Game`` tag in records of this game."""
    record_format: ClassVar[OwnTrumpsRecordFormat] = OwnTrumpsRecordFormat()
    """How records of this game read and write its deal."""
    move_type: ClassVar[type[Move]] = Move
    """The move class of Svoi Kozyri."""
    messages: ClassVar[MessageTable] = OWN_TRUMPS
    """Svoi Kozyri's learner texts."""

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(
        cls,
        players: object = 2,
        trumps: object = None,
        seed: object = None,
        names: object = None,
        sixes_to_owner: object = True,
    ) -> OwnTrumps:
        """Deal a new game: the whole 36-card pack one card at a time from seat 0 (the dealer
        is the last seat), then, with `sixes_to_owner` (pagat), every six goes to the player
        whose trump suit it is. `trumps` gives each seat's suit (default S, H, D, C by seat).
        Seat 0, the dealer's left neighbour, starts."""
        # Every argument is typed ``object`` and checked here: see `durak_widget.engine.checks`.
        players = _check_players(players)
        suits = _check_trumps(trumps, players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number or None, got {seed!r:.60}")
        sixes_to_owner = check_flag(sixes_to_owner, "sixes_to_owner")
        pack = [CARDS[i] for i in _bits(deck_mask(36))]
        random.Random(seed).shuffle(pack)
        hands = [0] * players
        for position, card in enumerate(pack):
            hands[position % players] |= 1 << card.index
        if sixes_to_owner:
            for seat, suit in enumerate(suits):
                six = 1 << Card(_SIX, suit).index
                for other in range(players):
                    if hands[other] & six:
                        hands[other] &= ~six
                hands[seat] |= six
        game = cls._blank(players, suits, names)
        game.seed = seed
        game._setup(hands, [], 0)
        return game

    @classmethod
    def from_position(
        cls,
        hands: object,
        trumps: object = None,
        pile: object = (),
        turn: object = 0,
        names: object = None,
    ) -> OwnTrumps:
        """Set up any position: `hands` per seat, `pile` bottom-to-top, `turn` the seat to move,
        facing the top card (with an empty pile they lay any card). Cards listed nowhere are
        out of this game. Bad positions raise `ValueError` naming the problem."""
        if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
            raise ValueError(f"hands must be a list of lists of cards, got {hands!r:.60}")
        players = _check_players(len(hands))
        suits = _check_trumps(trumps, players)
        seen: dict[Card, str] = {}

        masks = []
        for seat, hand in enumerate(hands):
            mask = 0
            for card in _take(hand, f"the hand of P{seat}", seen):
                mask |= 1 << card.index
            masks.append(mask)
        pile_cards = [c.index for c in _take(pile, "the pile", seen)]
        turn = check_seat(turn, players, "turn")
        if not masks[turn]:
            raise ValueError(f"P{turn} is to move but holds no cards")
        if sum(1 for m in masks if m) < 2:
            raise ValueError("at least two players must hold cards")
        game = cls._blank(players, suits, names)
        game._setup(masks, pile_cards, turn)
        return game

    @classmethod
    def _blank(cls, players: int, trumps: tuple[str, ...], names: object) -> OwnTrumps:
        game = new_game(cls)
        game._n = players
        game.trumps = trumps
        game.seed = None
        game.names = check_names(names, players)
        return game

    def _setup(self, hands: list[int], pile: list[int], turn: int) -> None:
        self._hands = list(hands)
        self._pile = list(pile)
        self._turn = turn
        self._phase = RESPOND if pile else START
        self._out = [p for p in range(self._n) if not hands[p]]
        self._known = [0] * self._n  # cards everyone saw a seat pick up, not played since
        self._result = None
        self._piles = 1
        self._begin()

    def _copy_setup(self, other: Any) -> None:
        other.trumps = self.trumps

    def _snapshot(self) -> tuple[Any, ...]:
        return (
            tuple(self._hands),
            tuple(self._pile),
            self._turn,
            self._phase,
            tuple(self._out),
            self._result,
            self._piles,
            tuple(self._known),
        )

    def _restore(self, snap: tuple[Any, ...]) -> None:
        hands, pile, self._turn, self._phase, out, self._result, self._piles, known = snap
        self._hands, self._pile, self._out = list(hands), list(pile), list(out)
        self._known = list(known)

    # ----------------------------------------------------------------- queries

    def hand(self, seat: object) -> tuple[Card, ...]:
        """One seat's cards, sorted by suit (own trumps last) and rank."""
        seat = check_seat(seat, self._n, "seat")
        return own_trump_order(cards_of(self._hands[seat]), self.trumps[seat])

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards."""
        return tuple(self.hand(p) for p in range(self._n))

    @property
    def pile(self) -> tuple[Card, ...]:
        """The pile, bottom to top."""
        return tuple(CARDS[i] for i in self._pile)

    @property
    def turn_seat(self) -> int:
        """The seat whose turn it is (Svoi Kozyri has a strict turn; once the game is over,
        the seat that moved last or would move next)."""
        return self._turn

    def next_to_act(self) -> int | None:
        """The seat whose turn it is, ``None`` once the game is over."""
        return None if self._result is not None else self._turn

    @property
    def phase(self) -> str:
        """``"start"`` (lay any card on an empty pile), ``"respond"`` (beat the top card or pick
        up) or ``"lay"`` (lay one more card after beating)."""
        return self._phase

    @property
    def bout(self) -> int:
        """The number of the current pile, from 1 (records group moves by pile)."""
        return self._piles

    def known(self, seat: object) -> tuple[Card, ...]:
        """The cards everyone saw `seat` pick up and that it has not played since."""
        return cards_of(self._known[check_seat(seat, self._n, "seat")])

    def hand_mask(self, seat: object) -> int:
        """`seat`'s cards as a bit set (bit ``card.index``), for fast simulations."""
        return self._hands[check_seat(seat, self._n, "seat")]

    def known_mask(self, seat: object) -> int:
        """`known` as a bit set (bit ``card.index``)."""
        return self._known[check_seat(seat, self._n, "seat")]

    @property
    def pile_indices(self) -> tuple[int, ...]:
        """The pile as card indices (``card.index``), bottom to top, for fast simulations."""
        return tuple(self._pile)

    @property
    def pile_mask(self) -> int:
        """The pile's cards as a bit set (bit ``card.index``), for fast simulations."""
        mask = 0
        for index in self._pile:
            mask |= 1 << index
        return mask

    @property
    def pile_size(self) -> int:
        """The number of cards in the pile."""
        return len(self._pile)

    @property
    def top_index(self) -> int:
        """The top card's index (``card.index``), or -1 for an empty pile."""
        return self._pile[-1] if self._pile else -1

    @property
    def loser(self) -> int | None:
        """The losing seat once the game is over (``None`` for a draw or while it goes on)."""
        return self._result.loser if self._result is not None else None

    # ----------------------------------------------------------------- applying

    def _apply(self, move: Move) -> None:
        p = move.player
        out_before = len(self._out)
        if move.kind == PICK_UP:
            count = self._pick_up_rule(p)[1]
            taken = self._pile[len(self._pile) - count :]
            del self._pile[len(self._pile) - count :]
            for index in taken:
                self._hands[p] |= 1 << index
                self._known[p] |= 1 << index
            self._pass_turn(p)
            if not self._pile:
                self._piles += 1
            self._settle_after_pick_up()
            self._raw_events = ((p, count), (), self._result is not None)
            return
        assert move.card is not None
        index = move.card.index
        self._hands[p] &= ~(1 << index)
        self._known[p] &= ~(1 << index)
        self._pile.append(index)
        if move.kind == BEAT and self._hands[p]:
            self._phase = LAY_PHASE
            return
        if not self._hands[p]:
            self._out.append(p)
        self._pass_turn(p)
        self._settle(p)
        if len(self._out) > out_before or self._result is not None:
            self._raw_events = (None, tuple(self._out[out_before:]), self._result is not None)

    def _decode_events(self, raw: Any) -> tuple[Event, ...]:
        picked_up, went_out, over = raw
        texts, names = self.messages, self.names
        events = []
        if picked_up is not None:
            seat, count = picked_up
            message = texts.event_text(
                "pile.picked_up",
                {
                    "who": names[seat],
                    "count": count,
                    "card_word": "card" if count == 1 else "cards",
                },
            )
            events.append(Event("pile.picked_up", {"seat": seat, "count": count}, message))
        for seat in went_out:
            message = texts.event_text("player.out", {"who": names[seat]})
            events.append(Event("player.out", {"seat": seat}, message))
        if over and self._result is not None:
            message = texts.event_text("game.over", {"result": self.result_text() or ""})
            events.append(Event("game.over", {"loser": self._result.loser}, message))
        return tuple(events)

    def _pass_turn(self, p: int) -> None:
        self._turn = self._next_active(p)
        self._phase = RESPOND if self._pile else START

    def _settle(self, mover: int) -> None:
        """End the game once at most one player holds cards, unless the last of them may still
        answer a finisher's final card with their own final card (the draw rule)."""
        holders = [p for p in range(self._n) if self._hands[p]]
        if not holders:
            self._result = OwnTrumpsResult(None, self._out)
            return
        if len(holders) > 1:
            return
        last = holders[0]
        if mover in self._out and self._hands[last] and _popcount(self._hands[last]) == 1:
            only = self._hands[last].bit_length() - 1
            if self._pile and self._beats(only, self._pile[-1], self.trumps[last]):
                return  # the last player may beat with their final card for a draw
        self._result = OwnTrumpsResult(last, self._out)

    def _settle_after_pick_up(self) -> None:
        """A last player who picks up instead of drawing level has lost."""
        holders = [p for p in range(self._n) if self._hands[p]]
        if len(holders) == 1:
            self._result = OwnTrumpsResult(holders[0], self._out)

    # ----------------------------------------------------------------- views

    def view(self, player: object) -> dict[str, Any]:
        """What `player` may see: their own hand, the others as counts, the whole pile."""
        if player is not None:
            player = check_seat(player, self._n)
        top = self.top
        return {
            "game": "own_trumps",
            "seat": player,
            "players": self._n,
            "names": list(self.names),
            "trumps": list(self.trumps),
            "hand": [c.code for c in self.hand(player)] if player is not None else None,
            "hands": [
                {
                    "seat": p,
                    "count": _popcount(self._hands[p]),
                    "trump": self.trumps[p],
                    "known": [c.code for c in cards_of(self._known[p])],
                }
                for p in range(self._n)
            ],
            "pile": [c.code for c in self.pile],
            "top": top.code if top else None,
            "turn": self._turn,
            "phase": self._phase,
            "pick_up_count": self.pick_up_count() if self._phase == RESPOND else 0,
            "out": list(self._out),
            "over": self.is_over,
            "result": self._result.to_json() if self._result else None,
            "history": [str(m) for m in self._history],
        }

    def __repr__(self) -> str:
        hands = " | ".join(
            f"{self.names[p]} ({SUIT_NAMES[self.trumps[p]]}): "
            f"{' '.join(str(c) for c in self.hand(p)) or '-'}"
            for p in range(self._n)
        )
        pile = " ".join(str(c) for c in self.pile) or "empty"
        if self._result is not None:
            state = self.result_text() or ""
        else:
            state = f"{self.names[self._turn]} to {self._phase}"
        return f"<OwnTrumps {self._n}p; pile {pile}; {state}; {hands}>"


def _check_players(players: object) -> int:
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise ValueError(f"Svoi Kozyri is for 2 to 4 players, got {players!r:.60}")
    return players


def _check_trumps(trumps: object, players: int) -> tuple[str, ...]:
    if trumps is None:
        return SUITS[:players]
    listed = list(check_items(trumps, "trumps", "suits, one per seat"))
    if len(listed) != players:
        raise ValueError(f"trumps must list one suit per seat ({players}), got {trumps!r:.60}")
    suits = tuple(parse_suit(t) for t in listed)
    if len(set(suits)) != players:
        raise ValueError(f"each player needs a different trump suit, got {trumps!r:.60}")
    return suits


def own_trump_order(cards: Iterable[Card], own: str) -> tuple[Card, ...]:
    """`cards` sorted by suit (the suit `own` last), then rank."""
    return tuple(sorted(cards, key=lambda c: (c.suit == own, SUITS.index(c.suit), c.rank)))


def _take(cards: object, where: str, seen: dict[Card, str]) -> list[Card]:
    """The cards of a list that lies in `where`, each checked against the pack and against
    the cards in `seen` (where each card read so far lies), which it extends."""
    out = []
    for item in check_items(cards, where, "cards"):
        card = Card.parse(item)
        if card.rank < _SIX:
            raise ValueError(f"{card} in {where} is not in the 36-card pack (6-A)")
        if card in seen:
            raise ValueError(f"{card} appears twice: in {seen[card]} and in {where}")
        seen[card] = where
        out.append(card)
    return out


add_game_class(OwnTrumps)

__all__ = ["OwnTrumps", "OwnTrumpsResult"]
