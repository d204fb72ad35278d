"""Computer opponents for Svoi Kozyri ("own trumps"), on the same `Bot` protocol as Durak's.

`OwnTrumpsSimpleBot` follows a casual player's rules of thumb, reading only the view:

- Respond (a card on top of the pile): beat with the cheapest card that beats it, a card of the
  top card's suit before one of my own trumps, low own trumps before high ones. Beat whenever
  that empties my hand (beating with my last card, or beating and laying my last card). Pick up
  instead when the beat would cost a high own trump (`HIGH_TRUMP`: queen or better) and the pile
  is small (at most `CHEAP_PICK_UP` cards, so I take it all and it is cheap); pick up when
  nothing beats.
- Lay (a new pile, or the card after a beat): lay the card that the NEXT player is least able
  to beat. They beat a card of their own trump suit only with a higher card of that suit, and
  any other card with a higher card of its suit or with any of their trumps, so a card of their
  trump suit (or an ace nobody can top) is the hardest to beat. The cards that could beat it are
  the cards not in my hand nor in the pile (with two players: exactly the opponent's hand); a
  card publicly known to be in their hand (they picked it up) that beats it rules it out first.
  My own trumps are laid last (they are my beating power); ties go to the lower card.

`OwnTrumpsStrongBot` is a determinized Monte-Carlo search: it deals the hidden cards at random
consistently with the view (with two players nothing is hidden), tries every legal move on the
same deals, plays each out with the simple rules at every seat, and picks the move that lost
least often (a draw or a capped playout counts as half a loss).
"""

from __future__ import annotations

import random
import time

from ..engine.cards import CARDS, SUIT_NAMES, SUITS
from ..engine.cards import iter_bits as _bits
from ..own_trumps import Move, OwnTrumps
from .base import _describe
from .rollout import CAPPED
from .search import loss, rank

__all__ = ["CHEAP_PICK_UP", "HIGH_TRUMP", "OwnTrumpsSimpleBot", "OwnTrumpsStrongBot"]

HIGH_TRUMP = 12
"""Own trumps of this rank or higher (queen, king, ace) are worth a small pick-up to keep."""

CHEAP_PICK_UP = 3
"""Piles of at most this many cards are cheap enough to pick up to save a high own trump."""

_CODE_TO_INDEX = {
    CARDS[s * 13 + r - 2].code: s * 13 + r - 2 for s in range(4) for r in range(6, 15)
}
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
_DECK36 = 0
for _i in _CODE_TO_INDEX.values():
    _DECK36 |= 1 << _i
_SUIT_MASK = [((1 << 13) - 1) << (13 * s) for s in range(4)]
# _ABOVE[i]: the cards of i's suit ranked above i.
_ABOVE = [_SUIT_MASK[i // 13] & ~((2 << i) - 1) for i in range(52)]

PICK, BEAT, LAY = "pick_up", "beat", "lay"


def _low(mask: int) -> int:
    """The index of the lowest card in a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def _respond(hand: int, top: int, own: int, pile_len: int) -> tuple[str, int, str]:
    """``(kind, card, why)`` facing `top`: kind ``beat`` or ``pick_up`` (card -1)."""
    top_suit = top // 13
    same = hand & _ABOVE[top]
    if top_suit == own:
        if not same:
            return PICK, -1, "none"
        card, why = _low(same), "own_top"
    elif same:
        card, why = _low(same), "same"
    else:
        trumps = hand & _SUIT_MASK[own]
        if not trumps:
            return PICK, -1, "none"
        card, why = _low(trumps), "trump"
    if hand.bit_count() <= 2:
        return BEAT, card, why + "_out"
    if why == "trump" and card % 13 + 2 >= HIGH_TRUMP and pile_len <= CHEAP_PICK_UP:
        return PICK, card, "save"
    return BEAT, card, why


def _lay(hand: int, own: int, next_trump: int, outside: int, next_known: int) -> tuple[int, int]:
    """``(card, beaters)``: the card of `hand` the next player is least able to beat, with the
    number of cards outside my hand and the pile that could beat it (-1: they surely hold one)."""
    best = None
    best_key = None
    next_trumps = _SUIT_MASK[next_trump] & outside
    for card in _bits(hand):
        beaters = outside & _ABOVE[card]
        if card // 13 != next_trump:
            beaters |= next_trumps
        count = -1 if beaters & next_known else beaters.bit_count()
        key = (count < 0, card // 13 == own, count, card % 13)
        if best_key is None or key < best_key:
            best, best_key = (card, count), key
    return best


def _next_seat(counts: list[int], me: int) -> int:
    n = len(counts)
    for step in range(1, n):
        seat = (me + step) % n
        if counts[seat]:
            return seat
    return me


def _name(index: int) -> str:
    return str(CARDS[index])


class OwnTrumpsSimpleBot:
    """A casual player's rules of thumb for Svoi Kozyri (see the module docstring); reads only
    the view and decides in a few microseconds. Deterministic: `seed` is kept for the protocol.

    >>> g = OwnTrumps.from_position([["7C", "QH", "9D"], ["9C", "AS"]], trumps=["H", "S"],
    ...                             pile=["6D", "8D"], turn=0)
    >>> bot = OwnTrumpsSimpleBot()
    >>> bot.choose(g.view(0), g.legal_moves(0))
    Move.parse('P0 beats with 9♦')
    >>> bot.last_reason
    'I beat 8♦ with 9♦: the cheapest card that beats it; I keep my own trumps (hearts).'
    """

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self.last_reason = ""

    def __repr__(self) -> str:
        return f"OwnTrumpsSimpleBot(seed={self.seed!r})"

    def choose(self, view: dict, moves: list[Move]) -> Move:
        """Pick one of `moves` by the rules of thumb and set `last_reason`."""
        if not moves:
            raise ValueError("OwnTrumpsSimpleBot was asked to choose from no legal moves")
        me = view["seat"]
        hand = 0
        for code in view["hand"]:
            hand |= 1 << _CODE_TO_INDEX[code]
        own = _SUIT_INDEX[view["trumps"][me]]
        pile = [_CODE_TO_INDEX[c] for c in view["pile"]]
        if view["phase"] == "respond":
            move = self._respond(moves, me, hand, own, pile)
        else:
            move = self._lay(view, moves, me, hand, own, pile)
        if move not in moves:  # cannot happen for a consistent view; stay legal regardless
            move = moves[0]
            self.last_reason = f"I play the first legal move: {describe(move)}."
        return move

    def _respond(self, moves, me, hand, own, pile) -> Move:
        top = pile[-1]
        kind, card, why = _respond(hand, top, own, len(pile))
        own_name = SUIT_NAMES[SUITS[own]]
        t = _name(top)
        if kind == PICK:
            pick = next((m for m in moves if m.kind == PICK), None)
            cards = _cards(_pick_count(top, own, len(pile)))
            if why == "save":
                self.last_reason = (
                    f"I pick up {cards}: beating {t} would cost my {_name(card)}, a high own "
                    f"trump, and the pile is small."
                )
            else:
                self.last_reason = f"I pick up {cards}: nothing in my hand beats {t}."
            return pick if pick is not None else moves[0]
        c = _name(card)
        if why.endswith("_out"):
            self.last_reason = f"I beat {t} with {c}: that empties my hand (or nearly)."
        elif why == "same":
            self.last_reason = (
                f"I beat {t} with {c}: the cheapest card that beats it; I keep my own trumps "
                f"({own_name})."
            )
        elif why == "own_top":
            self.last_reason = (
                f"I beat {t} with {c}: {t} is one of my own trumps, so only a higher one beats "
                f"it, and picking up would cost me {_cards(_pick_count(top, own, len(pile)))}."
            )
        else:
            self.last_reason = (
                f"I beat {t} with {c}: my lowest own trump ({own_name}); I hold nothing higher "
                f"in {SUIT_NAMES[SUITS[top // 13]]}."
            )
        return Move.beat(me, CARDS[card])

    def _lay(self, view, moves, me, hand, own, pile) -> Move:
        counts = [h["count"] for h in view["hands"]]
        nxt = _next_seat(counts, me)
        next_trump = _SUIT_INDEX[view["trumps"][nxt]]
        pile_mask = 0
        for i in pile:
            pile_mask |= 1 << i
        outside = _DECK36 & ~hand & ~pile_mask
        known = 0
        for code in view["hands"][nxt]["known"]:
            known |= 1 << _CODE_TO_INDEX[code]
        card, beaters = _lay(hand, own, next_trump, outside, known)
        c, who = _name(card), view["names"][nxt] if "names" in view else f"P{nxt}"
        trump_name = SUIT_NAMES[SUITS[next_trump]]
        if beaters < 0:
            why = f"{who} is known to hold a card that beats each of mine, so I give up my cheapest"
        elif beaters == 0:
            why = f"nothing {who} could hold beats it"
        elif card // 13 == next_trump:
            why = (
                f"it is {who}'s own trump suit ({trump_name}), so only a higher {trump_name[:-1]} "
                f"beats it ({beaters} such card{'s' if beaters != 1 else ''} still out)"
            )
        else:
            why = (
                f"it is the hardest for {who} to beat: {beaters} card{'s' if beaters != 1 else ''} "
                f"still out could (higher {SUIT_NAMES[SUITS[card // 13]]} or {trump_name})"
            )
        if card // 13 == own:
            why += "; I only have my own trumps left" if not hand & ~_SUIT_MASK[own] else ""
        start = "I start a pile with" if not pile else "I lay"
        self.last_reason = f"{start} {c}: {why}."
        return Move.lay(me, CARDS[card])


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def _pick_count(top: int, own: int, pile_len: int) -> int:
    if top // 13 == own:
        return pile_len if top % 13 + 2 == 14 else min(5, pile_len)
    return min(3, pile_len)


def describe(move: Move) -> str:
    """``'I beat with 9♦'``: a Svoi Kozyri move in the first person."""
    return _describe(move)


def _gerund(move: Move) -> str:
    if move.kind == BEAT:
        return f"beating with {move.card}"
    if move.kind == LAY:
        return f"laying {move.card}"
    return "picking up"


# --------------------------------------------------------------------- playouts


def _policy(game: OwnTrumps) -> Move:
    """The simple bot's choice, read straight from an imagined game's internals (fast)."""
    me = game._turn
    hand = game._hands[me]
    own = _SUIT_INDEX[game.trumps[me]]
    pile = game._pile
    if game._phase == "respond":
        kind, card, _ = _respond(hand, pile[-1], own, len(pile))
        if kind == PICK:
            return Move.pick_up(me)
        return Move.beat(me, CARDS[card])
    hands = game._hands
    nxt = _next_seat(hands, me)
    pile_mask = 0
    for i in pile:
        pile_mask |= 1 << i
    outside = _DECK36 & ~hand & ~pile_mask
    card, _ = _lay(hand, own, _SUIT_INDEX[game.trumps[nxt]], outside, game._known[nxt])
    return Move.lay(me, CARDS[card])


def playout(game: OwnTrumps, move_cap: int, rng: random.Random | None = None, eps=0.0):
    """Play `game` to the end with the simple rules at every seat (a random legal move with
    probability `eps`). Returns the loser's seat, ``None`` for a draw, or `CAPPED`."""
    for _ in range(move_cap):
        if game._result is not None:
            return game._result.loser
        if eps and rng.random() < eps:
            moves = game.legal_moves()
            move = moves[rng.randrange(len(moves))]
        else:
            move = _policy(game)
        game._apply(move)
    return game._result.loser if game._result is not None else CAPPED


class InconsistentView(ValueError):
    """The view cannot be completed into a deal (more hidden cards than unseen cards)."""


class _Sampler:
    """Deals the cards a seat cannot see, consistently with its view."""

    def __init__(self, view: dict):
        self.me = me = view["seat"]
        self.trumps = list(view["trumps"])
        self.pile = [_CODE_TO_INDEX[c] for c in view["pile"]]
        self.hands = []
        self.need = []
        seen = 0
        for i in self.pile:
            seen |= 1 << i
        for p, info in enumerate(view["hands"]):
            if p == me:
                mask = 0
                for code in view["hand"]:
                    mask |= 1 << _CODE_TO_INDEX[code]
                self.hands.append(mask)
                self.need.append(0)
            else:
                mask = 0
                for code in info["known"]:
                    mask |= 1 << _CODE_TO_INDEX[code]
                self.hands.append(mask)
                self.need.append(info["count"] - mask.bit_count())
            seen |= mask
        self.pool = list(_bits(_DECK36 & ~seen))
        if sum(self.need) > len(self.pool) or min(self.need) < 0:
            raise InconsistentView("the view has more hidden cards than unseen cards")
        hidden = [p for p in range(len(self.need)) if self.need[p]]
        # Exact: nothing to choose (one seat takes every unseen card, or nothing is hidden).
        self.exact = len(hidden) <= 1 and sum(self.need) == len(self.pool)

    def sample(self, rng: random.Random) -> list[int]:
        pool = self.pool[:]
        rng.shuffle(pool)
        hands = list(self.hands)
        at = 0
        for p, need in enumerate(self.need):
            for i in pool[at : at + need]:
                hands[p] |= 1 << i
            at += need
        return hands

    def game(self, hands: list[int], pile: list[int], turn: int) -> OwnTrumps:
        return OwnTrumps.from_position(
            [[CARDS[i] for i in _bits(h)] for h in hands],
            trumps=self.trumps,
            pile=[CARDS[i] for i in pile],
            turn=turn,
        )


class OwnTrumpsStrongBot:
    """Determinized Monte-Carlo search for Svoi Kozyri (see the module docstring).

    `playouts` is the total number of playouts per decision (shared among the moves), `time_ms`
    a time limit per decision (``None``: none), `move_cap` the most moves of one playout (a
    capped playout counts as half a loss). With ``time_ms=None`` the search is reproducible for
    a given `seed`.

    >>> g = OwnTrumps.new(2, seed=3)
    >>> bot = OwnTrumpsStrongBot(seed=1, playouts=40, time_ms=None)
    >>> bot.choose(g.view(0), g.legal_moves(0)) in g.legal_moves(0)
    True
    """

    def __init__(
        self,
        seed: int | None = None,
        playouts: int = 200,
        time_ms: float | None = 400.0,
        move_cap: int = 400,
        eps: float = 0.1,
    ):
        if playouts < 1:
            raise ValueError(f"playouts must be at least 1, got {playouts}")
        self.seed = seed
        self.playouts = playouts
        self.time_ms = time_ms
        self.move_cap = move_cap
        self.eps = eps
        self._rng = random.Random(seed)
        self._simple = OwnTrumpsSimpleBot(seed)
        self.last_reason = ""
        self.last_search: dict[Move, float] = {}
        """Each move searched in the last decision, with its loss rate."""

    def __repr__(self) -> str:
        return (
            f"OwnTrumpsStrongBot(seed={self.seed!r}, playouts={self.playouts}, "
            f"time_ms={self.time_ms})"
        )

    def choose(self, view: dict, moves: list[Move]) -> Move:
        """Search imagined deals, pick the move with the lowest loss rate, set `last_reason`."""
        if not moves:
            raise ValueError("OwnTrumpsStrongBot was asked to choose from no legal moves")
        self.last_search = {}
        started = time.perf_counter()
        fallback = self._simple.choose(view, moves)
        if len(moves) == 1:
            self.last_reason = f"It was my only legal move. {self._simple.last_reason}"
            return moves[0]
        try:
            sampler = _Sampler(view)
        except InconsistentView:
            self.last_reason = f"(No search: I cannot rebuild the deal.) {self._simple.last_reason}"
            return fallback
        me = view["seat"]
        if not any(h["count"] for h in view["hands"] if h["seat"] != me):
            # Everyone else is out, but my last card may answer the last card played: beating
            # draws, picking up loses. (`from_position` cannot build this position.)
            self.last_reason = (
                f"Everyone else is out: beating with my last card draws, picking up loses. "
                f"{self._simple.last_reason}"
            )
            return fallback
        lay_phase = view["phase"] == "lay"
        deadline = started + self.time_ms / 1000 if self.time_ms is not None else None
        losses = dict.fromkeys(moves, 0.0)
        per_deal = len(moves)
        rng = self._rng
        deals = 0
        while deals == 0 or (
            (deals + 1) * per_deal <= self.playouts
            and (deadline is None or time.perf_counter() < deadline)
        ):
            hands = sampler.sample(rng)
            try:
                base = None if lay_phase else sampler.game(hands, sampler.pile, me)
                trials = [
                    self._after_lay(sampler, hands, me, m) if lay_phase else base.copy()
                    for m in moves
                ]
            except ValueError:  # a position `from_position` cannot build: no search
                break
            for move, trial in zip(moves, trials):
                if not lay_phase:
                    trial._apply(move)
                losses[move] += loss(playout(trial, self.move_cap, rng, self.eps), me)
            deals += 1
        if deals == 0:
            self.last_reason = f"(No search: I cannot rebuild the deal.) {self._simple.last_reason}"
            return fallback
        best, self.last_search, parts = rank(moves, losses, deals, fallback, _gerund)
        if best == fallback and best.kind != PICK:
            parts.append(f"my rule of thumb agrees ({self._simple.last_reason[:-1]})")
        playouts = deals * per_deal
        if sampler.exact:
            times = "once" if deals == 1 else f"{deals} times"
            searched = f"Every card is known; I played each move out {times}"
        else:
            searched = f"Searched {deals} deal{'s' if deals != 1 else ''} ({playouts} playouts)"
        self.last_reason = f"{searched}: {'; '.join(parts)}. So: {describe(best)}."
        return best

    @staticmethod
    def _after_lay(sampler: _Sampler, hands: list[int], me: int, move: Move) -> OwnTrumps:
        """The position after laying `move.card`: the next player holding cards responds.

        `from_position` cannot express the "lay" phase, so each candidate lay is played on
        paper and the search starts from the position it leads to."""
        hands = list(hands)
        index = move.card.index
        hands[me] &= ~(1 << index)
        pile = [*sampler.pile, index]
        nxt = _next_seat(hands, me)
        return sampler.game(hands, pile, nxt)
