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

from ...engine.cards import CARDS, SUITS
from ...own_trumps import Move
from ..phrases import said_text, suit_one, suits
from ..reasons import Reasoning, Text
from .masks import CODE_TO_INDEX, DECK36, SUIT_INDEX, SUIT_MASK, mask, name
from .thumb import PICK, lay, next_seat, respond

__all__ = ["OwnTrumpsSimpleBot"]


class OwnTrumpsSimpleBot(Reasoning):
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
            self.last_reason = Text.gettext(
                "I play the first legal move: {move}.", move=said_text(move)
            )
        return move

    def _respond(
        self, view: dict[str, Any], moves: list[Move], me: int, hand: int, own: int, pile: list[int]
    ) -> Move:
        top = pile[-1]
        kind, card, why = respond(hand, top, own, len(pile))
        own_name = suits(SUITS[own])
        t = name(top)
        count = view["pick_up_count"]
        if kind == PICK:
            pick = next((m for m in moves if m.kind == PICK), None)
            if why == "save":
                self.last_reason = Text.ngettext(
                    "I pick up {n} card: beating {top} would cost my {card}, a high own trump, "
                    "and the pile is small.",
                    "I pick up {n} cards: beating {top} would cost my {card}, a high own trump, "
                    "and the pile is small.",
                    count,
                    top=t,
                    card=name(card),
                )
            else:
                self.last_reason = Text.ngettext(
                    "I pick up {n} card: nothing in my hand beats {top}.",
                    "I pick up {n} cards: nothing in my hand beats {top}.",
                    count,
                    top=t,
                )
            return pick if pick is not None else moves[0]
        c = name(card)
        if why.endswith("_out"):
            if hand.bit_count() == 1:
                self.last_reason = Text.gettext(
                    "I beat {top} with {card}, my last card: my hand is empty.", top=t, card=c
                )
            else:
                rest = name((hand & ~(1 << card)).bit_length() - 1)
                self.last_reason = Text.gettext(
                    "I beat {top} with {card}: then I lay my last card, {rest}, and my hand is "
                    "empty.",
                    top=t,
                    card=c,
                    rest=rest,
                )
        elif why == "same":
            self.last_reason = Text.gettext(
                "I beat {top} with {card}: the cheapest card that beats it; I keep my own trumps "
                "({suit}).",
                top=t,
                card=c,
                suit=own_name,
            )
        elif why == "own_top":
            self.last_reason = Text.ngettext(
                "I beat {top} with {card}: {top} is one of my own trumps, so only a higher one "
                "beats it, and picking up would cost me {n} card.",
                "I beat {top} with {card}: {top} is one of my own trumps, so only a higher one "
                "beats it, and picking up would cost me {n} cards.",
                count,
                top=t,
                card=c,
            )
        else:
            self.last_reason = Text.gettext(
                "I beat {top} with {card}: my lowest own trump ({suit}); I hold nothing higher "
                "in {top_suit}.",
                top=t,
                card=c,
                suit=own_name,
                top_suit=suits(SUITS[top // 13]),
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
        trump_letter = SUITS[next_trump]
        why: Text
        if beaters < 0:
            why = Text.gettext(
                "{who} is known to hold a card that beats each of mine, so I give up my cheapest",
                who=who,
            )
        elif beaters == 0:
            why = Text.gettext("nothing {who} could hold beats it", who=who)
        elif card // 13 == next_trump:
            why = Text.ngettext(
                "it is {who}'s own trump suit ({suits}), so only a higher {suit} beats it "
                "({n} such card still out)",
                "it is {who}'s own trump suit ({suits}), so only a higher {suit} beats it "
                "({n} such cards still out)",
                beaters,
                who=who,
                suits=suits(trump_letter),
                suit=suit_one(trump_letter),
            )
        else:
            why = Text.ngettext(
                "it is the hardest for {who} to beat: {n} card still out could (higher {suit} "
                "or {trumps})",
                "it is the hardest for {who} to beat: {n} cards still out could (higher {suit} "
                "or {trumps})",
                beaters,
                who=who,
                suit=suits(SUITS[card // 13]),
                trumps=suits(trump_letter),
            )
        if card // 13 == own and not hand & ~SUIT_MASK[own]:
            why = Text.gettext("{why}; I only have my own trumps left", why=why)
        if not pile:
            self.last_reason = Text.gettext("I start a pile with {card}: {why}.", card=c, why=why)
        else:
            self.last_reason = Text.gettext("I lay {card}: {why}.", card=c, why=why)
        return Move.lay(me, CARDS[card])
