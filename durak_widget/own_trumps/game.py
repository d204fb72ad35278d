"""Svoi Kozyri ("own trumps"): every player has a trump suit of their own, and everyone plays
onto one pile. Rules as in the source texts (``shared/rules/``), and pagat.com's Svoi Kozyri page
where they are silent: the whole pack is dealt, sixes go to the owner of their suit, the player
to the dealer's left starts.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ..engine.base import GameResult, RecordedGame
from ..engine.cards import CARDS, SUIT_NAMES, SUITS, Card, cards_of, deck_mask, parse_suit
from ..engine.cards import iter_bits as _bits
from ..engine.cards import popcount as _popcount
from ..engine.verdict import Verdict
from . import messages as _messages  # noqa: F401  (registers the rule texts)
from .moves import BEAT, LAY, PICK_UP, Move

START, RESPOND, LAY_PHASE = "start", "respond", "lay"
PHASES = (START, RESPOND, LAY_PHASE)
_SIX = 6


class OwnTrumpsResult(GameResult):
    """How a game of Svoi Kozyri ended: ``loser`` (a seat, ``None`` for a draw), ``draw``, and
    ``finish_order`` (the seats that ran out of cards, first finisher first)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"OwnTrumpsResult(loser={self.loser}, draw={self.draw}, order={self.order})"

    def to_json(self) -> dict:
        """``{"loser", "draw", "finish_order"}``."""
        return {"loser": self.loser, "draw": self.draw, "finish_order": list(self.order)}


class OwnTrumps(RecordedGame):
    """A game of Svoi Kozyri for 2 to 4 players. Create one with `new` or `from_position`.

    >>> g = OwnTrumps.from_position([["7C", "QH"], ["9C", "AS"]], trumps=["H", "S"],
    ...                             pile=["6D", "8D"], turn=0)
    >>> g.explain(Move.beat(0, "QH")).rule
    'pile.beat_own_trump'
    """

    record_variant = "own_trumps"
    """The value of the ``Game`` tag in records of this game."""
    move_type = Move

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(
        cls,
        players: int = 2,
        trumps: Sequence[str] | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        sixes_to_owner: bool = True,
    ) -> OwnTrumps:
        """Deal a new game: the whole 36-card pack one card at a time from seat 0 (the dealer
        is the last seat), then, with `sixes_to_owner` (pagat), every six goes to the player
        whose trump suit it is. `trumps` gives each seat's suit (default S, H, D, C by seat).
        Seat 0, the dealer's left neighbour, starts."""
        _check_players(players)
        trumps = _check_trumps(trumps, players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number or None, got {seed!r}")
        pack = [CARDS[i] for i in _bits(deck_mask(36))]
        random.Random(seed).shuffle(pack)
        hands = [0] * players
        for position, card in enumerate(pack):
            hands[position % players] |= 1 << card.index
        if sixes_to_owner:
            for seat, suit in enumerate(trumps):
                six = 1 << Card(_SIX, suit).index
                for other in range(players):
                    if hands[other] & six:
                        hands[other] &= ~six
                hands[seat] |= six
        game = cls._blank(players, trumps, names)
        game.seed = seed
        game._setup(hands, [], 0)
        return game

    @classmethod
    def from_position(
        cls,
        hands: Sequence[Iterable[Card | str]],
        trumps: Sequence[str] | None = None,
        pile: Iterable[Card | str] = (),
        turn: int = 0,
        names: Sequence[str] | None = None,
    ) -> OwnTrumps:
        """Set up any position: `hands` per seat, `pile` bottom-to-top, `turn` the seat to move,
        facing the top card (with an empty pile they lay any card). Cards listed nowhere are
        out of this game. Bad positions raise `ValueError` naming the problem."""
        if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
            raise ValueError(f"hands must be a list of lists of cards, got {hands!r:.60}")
        players = len(hands)
        _check_players(players)
        trumps = _check_trumps(trumps, players)
        seen: dict[Card, str] = {}

        def take(cards, where: str) -> list[Card]:
            if isinstance(cards, (str, bytes)):
                raise ValueError(f"{where} must be a list of cards, got the text {cards!r}")
            out = []
            for item in cards:
                card = Card.parse(item)
                if card.rank < _SIX:
                    raise ValueError(f"{card} in {where} is not in the 36-card pack (6-A)")
                if card in seen:
                    raise ValueError(f"{card} appears twice: in {seen[card]} and in {where}")
                seen[card] = where
                out.append(card)
            return out

        masks = []
        for seat, hand in enumerate(hands):
            mask = 0
            for card in take(hand, f"the hand of P{seat}"):
                mask |= 1 << card.index
            masks.append(mask)
        pile_cards = [c.index for c in take(pile, "the pile")]
        if not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn < players:
            raise ValueError(f"bad turn {turn!r}: expected a seat from 0 to {players - 1}")
        if not masks[turn]:
            raise ValueError(f"P{turn} is to move but holds no cards")
        if sum(1 for m in masks if m) < 2:
            raise ValueError("at least two players must hold cards")
        game = cls._blank(players, trumps, names)
        game._setup(masks, pile_cards, turn)
        return game

    @classmethod
    def _blank(cls, players: int, trumps: tuple[str, ...], names) -> OwnTrumps:
        game = object.__new__(cls)
        game._n = players
        game.trumps = trumps
        game.seed = None
        names = list(names) if names is not None else [f"P{i}" for i in range(players)]
        if len(names) != players or not all(isinstance(n, str) and n.strip() for n in names):
            raise ValueError(f"names must be {players} non-empty strings, got {names!r}")
        game.names = tuple(names)
        return game

    def _setup(self, hands: list[int], pile: list[int], turn: int) -> None:
        self._hands = list(hands)
        self._pile = list(pile)
        self._turn = turn
        self._phase = RESPOND if pile else START
        self._out = [p for p in range(self._n) if not hands[p]]
        self._known = [0] * self._n  # cards everyone saw a seat pick up, not played since
        self._result: OwnTrumpsResult | None = None
        self._piles = 1
        self._history: list[Move] = []
        self._start = self._snapshot()

    def _snapshot(self) -> tuple:
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

    def _restore(self, snap: tuple) -> None:
        hands, pile, self._turn, self._phase, out, self._result, self._piles, known = snap
        self._hands, self._pile, self._out = list(hands), list(pile), list(out)
        self._known = list(known)

    # ----------------------------------------------------------------- queries

    def hand(self, seat: int) -> tuple[Card, ...]:
        """One seat's cards, sorted by suit (own trumps last) and rank."""
        own = self.trumps[seat]
        return tuple(
            sorted(
                cards_of(self._hands[seat]),
                key=lambda c: (c.suit == own, SUITS.index(c.suit), c.rank),
            )
        )

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards."""
        return tuple(self.hand(p) for p in range(self._n))

    @property
    def pile(self) -> tuple[Card, ...]:
        """The pile, bottom to top."""
        return tuple(CARDS[i] for i in self._pile)

    @property
    def top(self) -> Card | None:
        """The top card of the pile, or ``None``."""
        return CARDS[self._pile[-1]] if self._pile else None

    @property
    def turn(self) -> int:
        """The seat to move."""
        return self._turn

    @property
    def phase(self) -> str:
        """``"start"`` (lay any card on an empty pile), ``"respond"`` (beat the top card or pick
        up) or ``"lay"`` (lay one more card after beating)."""
        return self._phase

    @property
    def bout(self) -> int:
        """The number of the current pile, from 1 (records group moves by pile)."""
        return self._piles

    def pick_up_count(self, player: int | None = None) -> int:
        """How many cards `player` (default: the seat to move) would pick up now."""
        seat = self._turn if player is None else player
        return self._pick_up_rule(seat)[1]

    # ----------------------------------------------------------------- rules

    def _beats(self, card: int, top: int, own: str) -> bool:
        card_suit, top_suit = SUITS[card // 13], SUITS[top // 13]
        if card_suit == top_suit:
            return card > top
        return card_suit == own

    def _pick_up_rule(self, seat: int) -> tuple[str, int]:
        if not self._pile:
            return "pick_up.three", 0
        top = CARDS[self._pile[-1]]
        own = self.trumps[seat]
        if top.suit == own and top.rank == 14:
            return "pick_up.all", len(self._pile)
        limit, rule = (5, "pick_up.five") if top.suit == own else (3, "pick_up.three")
        return rule, min(limit, len(self._pile))

    def _next_active(self, seat: int) -> int:
        for step in range(1, self._n + 1):
            candidate = (seat + step) % self._n
            if self._hands[candidate]:
                return candidate
        return seat

    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every legal move now (only the seat to move has any)."""
        if self._result is not None:
            return []
        if player is not None:
            if not isinstance(player, int) or not 0 <= player < self._n:
                raise ValueError(f"bad player {player!r}: expected 0 to {self._n - 1}")
            if player != self._turn:
                return []
        p = self._turn
        cards = list(_bits(self._hands[p]))
        if self._phase in (START, LAY_PHASE):
            return [Move.lay(p, CARDS[i]) for i in cards]
        top, own = self._pile[-1], self.trumps[p]
        moves = [Move.beat(p, CARDS[i]) for i in cards if self._beats(i, top, own)]
        moves.append(Move.pick_up(p))
        return moves

    def _judge(self, move: Move) -> Verdict:
        p = move.player
        if self._result is not None:
            loser = self._result.loser
            text = "It ended in a draw." if loser is None else f"{self.names[loser]} lost."
            return Verdict(False, "game.over", {"result": text})
        if p >= self._n:
            return Verdict(False, "player.unknown", {"player": p, "last_seat": self._n - 1})
        who = self.names[p]
        if not self._hands[p] and p in self._out:
            return Verdict(False, "player.out", {"who": who})
        if p != self._turn:
            return Verdict(False, "turn.not_yours", {"who": who, "turn": self.names[self._turn]})
        own = self.trumps[p]
        if move.card is not None and not self._hands[p] >> move.card.index & 1:
            return Verdict(False, "card.not_in_hand", {"who": who, "card": str(move.card)})
        if move.kind == LAY:
            if self._phase == RESPOND:
                return Verdict(False, "pile.beat_first", {"who": who, "top": str(self.top)})
            rule = "pile.start" if self._phase == START else "pile.lay"
            nxt = self.names[self._next_after_lay(p, move.card.index)]
            return Verdict(True, rule, {"who": who, "card": str(move.card), "next": nxt})
        if self._phase == LAY_PHASE:
            return Verdict(False, "pile.must_lay", {"who": who})
        if self._phase == START:
            return Verdict(False, "pile.empty", {"who": who})
        top = self.top
        if move.kind == PICK_UP:
            rule, count = self._pick_up_rule(p)
            details = {
                "who": who,
                "count": count,
                "top": str(top),
                "own": SUIT_NAMES[own],
                "pile": len(self._pile),
            }
            return Verdict(True, rule, details)
        card = move.card
        details = {
            "who": who,
            "card": str(card),
            "top": str(top),
            "card_rank": card.rank,
            "top_rank": top.rank,
            "own": SUIT_NAMES[own],
        }
        if card.suit == top.suit:
            if card.rank > top.rank:
                last = self._hands[p] == 1 << card.index
                return Verdict(True, "pile.last_card" if last else "pile.beat_same_suit", details)
            if top.suit == own:
                return Verdict(False, "pile.own_trump_on_top", details)
            return Verdict(False, "pile.lower_same_suit", details)
        if card.suit == own:
            last = self._hands[p] == 1 << card.index
            return Verdict(True, "pile.last_card" if last else "pile.beat_own_trump", details)
        if top.suit == own:
            return Verdict(False, "pile.own_trump_on_top", details)
        owners = [self.names[s] for s, suit in enumerate(self.trumps) if suit == card.suit]
        if owners:
            return Verdict(
                False,
                "pile.others_trump",
                {**details, "card_suit": SUIT_NAMES[card.suit], "owner": owners[0]},
            )
        return Verdict(False, "pile.wrong_suit", {**details, "top_suit": SUIT_NAMES[top.suit]})

    def _next_after_lay(self, p: int, index: int) -> int:
        hands = list(self._hands)
        hands[p] &= ~(1 << index)
        for step in range(1, self._n + 1):
            candidate = (p + step) % self._n
            if hands[candidate]:
                return candidate
        return p

    # ----------------------------------------------------------------- applying

    def _apply(self, move: Move) -> None:
        p = move.player
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
            return
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

    def view(self, player: int | None) -> dict:
        """What `player` may see: their own hand, the others as counts, the whole pile."""
        if player is not None and (not isinstance(player, int) or not 0 <= player < self._n):
            raise ValueError(f"bad player {player!r}: expected a seat from 0 to {self._n - 1}")
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
            state = "draw" if self._result.draw else f"{self.names[self._result.loser]} lost"
        else:
            state = f"{self.names[self._turn]} to {self._phase}"
        return f"<OwnTrumps {self._n}p; pile {pile}; {state}; {hands}>"


def _check_players(players) -> None:
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise ValueError(f"Svoi Kozyri is for 2 to 4 players, got {players!r}")


def _check_trumps(trumps, players: int) -> tuple[str, ...]:
    if trumps is None:
        return SUITS[:players]
    if isinstance(trumps, str) or len(trumps) != players:
        raise ValueError(f"trumps must list one suit per seat ({players}), got {trumps!r}")
    suits = tuple(parse_suit(t) for t in trumps)
    if len(set(suits)) != players:
        raise ValueError(f"each player needs a different trump suit, got {trumps!r}")
    return suits
