"""`OwnTrumpsSimpleBot`: a casual player's rules of thumb for Svoi Kozyri, with reasons.

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
"""

from __future__ import annotations

from typing import Any

from ...engine.cards import CARDS, SUIT_NAMES, SUITS
from ...own_trumps import Move
from ..phrases import describe
from .masks import CODE_TO_INDEX, DECK36, SUIT_INDEX, SUIT_MASK, mask, name
from .thumb import PICK, lay, next_seat, respond

__all__ = ["OwnTrumpsSimpleBot"]


class OwnTrumpsSimpleBot:
    """A casual player's rules of thumb for Svoi Kozyri (see the module docstring); reads only
    the view and decides in a few microseconds. Deterministic: `seed` is kept for the protocol.

    >>> from durak_widget.own_trumps import OwnTrumps
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

    def choose(self, view: dict[str, Any], moves: list[Move]) -> Move:
        """Pick one of `moves` by the rules of thumb and set `last_reason`."""
        if not moves:
            raise ValueError("OwnTrumpsSimpleBot was asked to choose from no legal moves")
        me = view["seat"]
        hand = mask(view["hand"])
        own = SUIT_INDEX[view["trumps"][me]]
        pile = [CODE_TO_INDEX[c] for c in view["pile"]]
        if view["phase"] == "respond":
            move = self._respond(view, moves, me, hand, own, pile)
        else:
            move = self._lay(view, me, hand, own, pile)
        if move not in moves:  # cannot happen for a consistent view; stay legal regardless
            move = moves[0]
            self.last_reason = f"I play the first legal move: {describe(move)}."
        return move

    def _respond(
        self, view: dict[str, Any], moves: list[Move], me: int, hand: int, own: int, pile: list[int]
    ) -> Move:
        top = pile[-1]
        kind, card, why = respond(hand, top, own, len(pile))
        own_name = SUIT_NAMES[SUITS[own]]
        t = name(top)
        cards = _cards(view["pick_up_count"])
        if kind == PICK:
            pick = next((m for m in moves if m.kind == PICK), None)
            if why == "save":
                self.last_reason = (
                    f"I pick up {cards}: beating {t} would cost my {name(card)}, a high own "
                    f"trump, and the pile is small."
                )
            else:
                self.last_reason = f"I pick up {cards}: nothing in my hand beats {t}."
            return pick if pick is not None else moves[0]
        c = name(card)
        if why.endswith("_out"):
            if hand.bit_count() == 1:
                self.last_reason = f"I beat {t} with {c}, my last card: my hand is empty."
            else:
                rest = name((hand & ~(1 << card)).bit_length() - 1)
                self.last_reason = (
                    f"I beat {t} with {c}: then I lay my last card, {rest}, and my hand is empty."
                )
        elif why == "same":
            self.last_reason = (
                f"I beat {t} with {c}: the cheapest card that beats it; I keep my own trumps "
                f"({own_name})."
            )
        elif why == "own_top":
            self.last_reason = (
                f"I beat {t} with {c}: {t} is one of my own trumps, so only a higher one beats "
                f"it, and picking up would cost me {cards}."
            )
        else:
            self.last_reason = (
                f"I beat {t} with {c}: my lowest own trump ({own_name}); I hold nothing higher "
                f"in {SUIT_NAMES[SUITS[top // 13]]}."
            )
        return Move.beat(me, CARDS[card])

    def _lay(self, view: dict[str, Any], me: int, hand: int, own: int, pile: list[int]) -> Move:
        counts = [h["count"] for h in view["hands"]]
        nxt = next_seat(counts, me)
        next_trump = SUIT_INDEX[view["trumps"][nxt]]
        pile_mask = 0
        for i in pile:
            pile_mask |= 1 << i
        outside = DECK36 & ~hand & ~pile_mask
        known = mask(view["hands"][nxt]["known"])
        card, beaters = lay(hand, own, next_trump, outside, known)
        c, who = name(card), view["names"][nxt] if "names" in view else f"P{nxt}"
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
            why += "; I only have my own trumps left" if not hand & ~SUIT_MASK[own] else ""
        start = "I start a pile with" if not pile else "I lay"
        self.last_reason = f"{start} {c}: {why}."
        return Move.lay(me, CARDS[card])


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"
