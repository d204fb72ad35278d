"""Imagined deals for one seat: the hidden cards of a position dealt again at random.

`Determinizer` starts from one complete position consistent with what a seat has seen (built
from its view by `durak_widget.bots.deals.DealSampler`) and deals the cards that seat cannot
see afresh into the places it cannot see: the other players' cards that nobody knows
(everything in their hands except the cards publicly known to be there: picked up from the
table, the face-up trump drawn, a trump shown for a transfer) and the talon under the face-up
trump. The cards dealt are drawn from every card of the pack the seat has not seen (a teaching
position may leave some cards out of the game, and the seat cannot tell which). Every hand
keeps its size, every known card its place, the table, the discard and the face-up trump stay
as they are, so each deal is consistent with everything public. Nothing is hidden (`exact`)
when the talon holds at most the face-up card, at most one other hand holds unknown cards, and
the unseen cards are exactly that hand's. When only a few cards of the talon are hidden as well,
`every_deal` lists each possible deal once: every one is as likely as the others.

With `inferred` set (hands for the one other hand that hides cards, from
`durak_widget.search.infer.HandFilter`), `sample` gives that hand one of them at random instead
of a hand dealt at random, and deals the talon's hidden cards from the rest.
"""

from __future__ import annotations

import random

from .cards import bit_count
from .playout import Playout


class Determinizer:
    """Deals the cards `seat` cannot see in `state` again at random (see the module
    docstring); `deck` is the bit set of the pack's cards. Raises `ValueError` if the
    position hides more cards than the seat has not seen."""

    template: Playout
    seat: int
    pinned: list[int]
    counts: list[int]
    pool: list[int]
    needed: int
    exact: bool
    countable: bool
    inferred: list[int]
    """Hands the one other hand that hides cards may hold (its unseen cards only), each
    dealt as often as it is listed; empty (the default): hands dealt at random."""

    def __init__(self, state: Playout, seat: int, deck: int) -> None:
        self.template = state
        self.seat = seat
        seen = state.hands[seat] | state.discard
        for card in state.attacks:
            seen |= 1 << card
        for card in state.defences:
            if card >= 0:
                seen |= 1 << card
        if state.stock:
            seen |= 1 << state.stock[0]
        pinned = list(state.hands)
        counts = [0] * state.n
        hidden_hands = 0
        for p in range(state.n):
            if p == seat:
                continue
            hand = state.hands[p]
            public = hand & (state.known[p] | state.shown)
            hidden = hand & ~public
            pinned[p] = public
            seen |= public
            counts[p] = bit_count(hidden)
            if hidden:
                hidden_hands += 1
        pool: list[int] = []
        unseen = deck & ~seen
        while unseen:
            low = unseen & -unseen
            pool.append(low.bit_length() - 1)
            unseen ^= low
        self.pinned = pinned
        self.counts = counts
        self.pool = pool
        self.needed = sum(counts) + max(len(state.stock) - 1, 0)
        if len(pool) < self.needed:
            raise ValueError(
                f"{self.needed} hidden places but only {len(pool)} cards P{seat} has not seen"
            )
        self.countable = hidden_hands <= 1 and len(pool) == self.needed
        self.exact = len(state.stock) <= 1 and self.countable
        self.inferred = []

    @property
    def hidden_talon(self) -> int:
        """How many cards of the talon are hidden (every card under the face-up one)."""
        return max(len(self.template.stock) - 1, 0)

    def count(self) -> int:
        """How many different deals `every_deal` gives (0 when it does not apply: the cards
        the seat has not seen are not exactly the hidden places, or two hands hide cards)."""
        if not self.countable:
            return 0
        found = 1
        for i in range(self.hidden_talon):
            found *= len(self.pool) - i
        return found

    def every_deal(self) -> list[Playout]:
        """Each deal consistent with the seat's view, once: the hidden cards of the talon in
        every possible order, the other hand holding the rest. Each is as likely as the others
        (`sample` draws among them). Raises `ValueError` when `count` is 0."""
        hidden = [p for p in range(self.template.n) if self.counts[p]]
        if len(hidden) > 1:
            raise ValueError(
                f"the deals of P{self.seat} cannot be listed: {len(hidden)} other hands hide cards"
            )
        if not self.countable:
            raise ValueError(
                f"the deals of P{self.seat} cannot be listed: {len(self.pool)} unseen cards for "
                f"{self.needed} hidden places (some cards are out of the game)"
            )
        found: list[Playout] = []
        orders: list[list[int]] = [[]]
        for _ in range(self.hidden_talon):
            orders = [[*order, card] for order in orders for card in self.pool if card not in order]
        for order in orders:
            state = self.template.copy()
            for p in hidden:
                hand = self.pinned[p]
                for card in self.pool:
                    if card not in order:
                        hand |= 1 << card
                state.hands[p] = hand
            if state.stock:
                state.stock = [state.stock[0], *order]
            found.append(state)
        return found

    def sample(self, rng: random.Random) -> Playout:
        """A new position with the hidden cards dealt at random."""
        state = self.template.copy()
        if self.exact:
            return state
        if self.inferred:
            return self.sample_inferred(state, rng)
        pool = self.pool[:]
        size = len(pool)
        for i in range(self.needed):  # the first `needed` places of a Fisher-Yates shuffle
            j = i + int(rng.random() * (size - i))
            pool[i], pool[j] = pool[j], pool[i]
        at = 0
        hands = state.hands
        for p in range(state.n):
            count = self.counts[p]
            if count:
                hand = self.pinned[p]
                for card in pool[at : at + count]:
                    hand |= 1 << card
                hands[p] = hand
                at += count
        if state.stock:
            state.stock = [state.stock[0], *pool[at : self.needed]]
        return state

    def sample_inferred(self, state: Playout, rng: random.Random) -> Playout:
        """`state` with the one hidden hand taken from `inferred` at random and the talon's
        hidden cards dealt at random from the rest."""
        hand = self.inferred[int(rng.random() * len(self.inferred))]
        for p in range(state.n):
            if self.counts[p]:
                state.hands[p] = self.pinned[p] | hand
        pool = [card for card in self.pool if not hand >> card & 1]
        size = len(pool)
        hidden = self.hidden_talon
        for i in range(hidden):
            j = i + int(rng.random() * (size - i))
            pool[i], pool[j] = pool[j], pool[i]
        if state.stock:
            state.stock = [state.stock[0], *pool[:hidden]]
        return state


__all__ = ["Determinizer"]
