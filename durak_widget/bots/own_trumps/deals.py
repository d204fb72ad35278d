"""Imagined Svoi Kozyri deals: `OwnTrumpsDeals`, the search's sampler plug-in.

The whole pack is dealt in Svoi Kozyri, so a seat knows every card that is not in another hand:
the hidden cards are exactly the cards outside its own hand and the pile, less those publicly
known to be in a hand (picked up and not played since). A sample deals them at random into the
other hands, each keeping its size. With two players nothing is hidden.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine.cards import CARDS, iter_bits
from ...own_trumps import Move, OwnTrumps
from ..montecarlo import InconsistentView, after_each
from .masks import CODE_TO_INDEX, DECK36, mask
from .thumb import next_seat

__all__ = ["OwnTrumpsDeals"]


class OwnTrumpsDeals:
    """Deals the cards a seat cannot see, consistently with its `view`; a deal is the list of
    every seat's hand as a bit mask. Raises `InconsistentView` when the view has more hidden
    cards than unseen cards.
    """

    def __init__(self, view: dict[str, Any]):
        self.me = me = view["seat"]
        self.lay_phase = view["phase"] == "lay"
        self.trumps = list(view["trumps"])
        self.pile = [CODE_TO_INDEX[c] for c in view["pile"]]
        self.hands: list[int] = []
        self.need: list[int] = []
        seen = 0
        for i in self.pile:
            seen |= 1 << i
        for p, info in enumerate(view["hands"]):
            hand = mask(view["hand"] if p == me else info["known"])
            self.hands.append(hand)
            self.need.append(0 if p == me else info["count"] - hand.bit_count())
            seen |= hand
        self.pool = list(iter_bits(DECK36 & ~seen))
        if sum(self.need) > len(self.pool) or min(self.need) < 0:
            raise InconsistentView("the view has more hidden cards than unseen cards")
        hidden = [p for p in range(len(self.need)) if self.need[p]]
        # Exact: nothing to choose (one seat takes every unseen card, or nothing is hidden).
        self.exact = len(hidden) <= 1 and sum(self.need) == len(self.pool)

    def sample(self, rng: random.Random) -> list[int]:
        """Every seat's hand (a bit mask), the hidden cards dealt at random."""
        pool = self.pool[:]
        rng.shuffle(pool)
        hands = list(self.hands)
        at = 0
        for p, need in enumerate(self.need):
            for i in pool[at : at + need]:
                hands[p] |= 1 << i
            at += need
        return hands

    def trials(self, deal: list[int], moves: Sequence[Move]) -> list[OwnTrumps]:
        """For each of `moves`, the game in `deal` after that move. Raises `ValueError` for a
        position `OwnTrumps.from_position` cannot build."""
        if self.lay_phase:
            return [self.after_lay(deal, move) for move in moves]
        return after_each(self.game(deal, self.pile, self.me), moves)

    def game(self, hands: list[int], pile: list[int], turn: int) -> OwnTrumps:
        """The game with these hands (masks) and pile (card indices), `turn` to respond."""
        return OwnTrumps.from_position(
            [[CARDS[i] for i in iter_bits(h)] for h in hands],
            trumps=self.trumps,
            pile=[CARDS[i] for i in pile],
            turn=turn,
        )

    def after_lay(self, hands: list[int], move: Move) -> OwnTrumps:
        """The position after laying `move.card`: the next player holding cards responds.

        `from_position` cannot express the "lay" phase, so each candidate lay is played on
        paper and the search starts from the position it leads to."""
        hands = list(hands)
        assert move.card is not None
        index = move.card.index
        hands[self.me] &= ~(1 << index)
        pile = [*self.pile, index]
        return self.game(hands, pile, next_seat(hands, self.me))
