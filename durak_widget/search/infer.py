"""What the other player's play says about its hidden hand: a Markov chain over the ways it
could have come by its cards.

Between two players, the cards the other player got without anyone seeing (its six dealt
cards and each card it drew) sit in *slots*, each with the moment it was dealt or drawn. A
card it later played or showed was in a slot from before that moment; the cards it holds now
unseen are in any slot; the other cards the seat has not seen are in the talon (or out of the
game). Every arrangement that respects those moments is as likely as the others before the
other player's choices are weighed, since the pack was shuffled at random.

`HandFilter` weighs each arrangement by how well it explains what the other player chose at
each of its decisions: it rebuilds the hand it held then, asks the playout policy (SimpleBot's
rules of thumb, `durak_widget.search.policy.options`) what it would have played, and counts
the move played as a mixture: with chance ``1 - noise`` the player follows the rules of
thumb, with chance ``noise`` it picks any legal move. Metropolis steps swap two cards between
slots (or a slot and the talon) and keep the swap with the ratio of the two weights. How
closely the other player follows the rules of thumb is not known in advance: `noise` is part of
the chain too, among `NOISE_LEVELS` (each as likely as the others to begin with), so against a
player who keeps to them the chain trusts their evidence and against one who does not (a
person, or StrongBot) it soon gives it little weight. The hands the chain visits are the
imagined hands the search deals (`durak_widget.search.deal.Determinizer.inferred`).

`durak_widget.bots.inference` builds the slots and the positions of the decisions from a
seat's view.
"""

from __future__ import annotations

import math
import random

from .playout import Playout
from .policy import options
from .solver import clock

NEVER = 1 << 20
"""The moment of a card never revealed, and of a place in the talon (after every decision)."""

IMPOSSIBLE = -30.0
"""The log weight of a decision whose move is illegal with the rebuilt hand."""

NOISE_LEVELS = (0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.0)
"""The values the chain gives `HandFilter.noise`: how often the other player leaves the rules
of thumb (1: it plays any legal move as likely as any other)."""


class HandFilter:
    """The chain over arrangements for the hand of seat `other` (see the module docstring).

    `positions` are the other player's decisions: the position just before each (any cards in
    its hand: they are replaced), `moves` the move it played there and `times` the index of
    that move in the game. `public` is the cards of its hand known to all at each decision.
    `slots` gives the moment of each slot (the index of the move after which the card was
    drawn; -1 dealt), `revealed` the cards it played or showed from a slot with the index of
    that move. `pool` is the cards the searching seat has not seen, `hidden` how many of them
    the other hand holds now. `noise` is the level of `NOISE_LEVELS` the chain starts from
    (kept fixed with `learn_noise` off). Raises `ValueError` if the slots cannot hold the
    cards."""

    other: int
    positions: list[Playout]
    moves: list[int]
    times: list[int]
    public: list[int]
    noise: float
    learn_noise: bool
    place_time: list[int]
    cards: list[int]
    deadline: dict[int, int]
    hands: list[int]
    weights: list[float]
    fits: list[tuple[float, int]]
    memo: dict[tuple[int, int], tuple[float, int]]
    visited: list[int]
    noises: list[float]
    steps: int
    accepted: int

    def __init__(
        self,
        other: int,
        positions: list[Playout],
        moves: list[int],
        times: list[int],
        public: list[int],
        slots: list[int],
        revealed: dict[int, int],
        pool: list[int],
        hidden: int,
        rng: random.Random,
        noise: float = 0.1,
        learn_noise: bool = True,
    ) -> None:
        self.other = other
        self.positions = positions
        self.moves = moves
        self.times = times
        self.public = public
        if noise not in NOISE_LEVELS:
            raise ValueError(f"noise must be one of {NOISE_LEVELS}, got {noise!r}")
        self.noise = noise
        self.learn_noise = learn_noise
        if len(slots) != len(revealed) + hidden:
            raise ValueError(
                f"{len(slots)} slots for {len(revealed)} cards played and {hidden} held unseen"
            )
        if hidden > len(pool):
            raise ValueError(f"{hidden} unseen cards in hand but only {len(pool)} unseen in all")
        deadline = dict(revealed)
        for card in pool:
            deadline[card] = NEVER + 1
        self.deadline = deadline
        # A first arrangement: the cards played, earliest first, each in a random free slot
        # from before it was played; the unseen cards at random in the rest.
        free = [True] * len(slots)
        cards = [-1] * len(slots)
        for card in sorted(revealed, key=lambda c: revealed[c]):
            open_ = [i for i in range(len(slots)) if free[i] and slots[i] < revealed[card]]
            if not open_:
                raise ValueError(f"no slot from before move {revealed[card]} for card {card}")
            at = open_[int(rng.random() * len(open_))]
            free[at] = False
            cards[at] = card
        rest = pool[:]
        rng.shuffle(rest)
        place_time = list(slots)
        for i in range(len(slots)):
            if free[i]:
                cards[i] = rest.pop()
        for card in rest:
            cards.append(card)
            place_time.append(NEVER)
        self.place_time = place_time
        self.cards = cards
        self.memo = {}
        self.hands = [self.hand_at(k) for k in range(len(positions))]
        self.fits = [self.fit(k, self.hands[k]) for k in range(len(positions))]
        self.weights = [self.weight(fit) for fit in self.fits]
        self.visited = []
        self.noises = []
        self.steps = 0
        self.accepted = 0

    def hand_at(self, k: int) -> int:
        """The other player's hand at decision `k` in the current arrangement."""
        t = self.times[k]
        hand = self.public[k]
        deadline = self.deadline
        for i, card in enumerate(self.cards):
            if self.place_time[i] < t <= deadline[card]:
                hand |= 1 << card
        return hand

    def fit(self, k: int, hand: int) -> tuple[float, int]:
        """How decision `k` goes with `hand`: the share of the rules of thumb's equally good
        picks that is the move played (-1 when the move is illegal with that hand) and how
        many legal moves there were."""
        key = (k, hand)
        found = self.memo.get(key)
        if found is not None:
            return found
        state = self.positions[k].copy()
        state.hands[self.other] = hand
        legal = state.moves(self.other)
        move = self.moves[k]
        if move not in legal:
            found = (-1.0, len(legal))
        else:
            picks = options(state, legal) if len(legal) > 1 else legal
            found = (picks.count(move) / len(picks), len(legal))
        self.memo[key] = found
        return found

    def weight(self, fit: tuple[float, int], noise: float = -1.0) -> float:
        """The log weight of a decision that goes as `fit` (see `fit`): how likely the move
        played is at `noise` (-1: the chain's own)."""
        share, legal = fit
        if share < 0:
            return IMPOSSIBLE
        if noise < 0:
            noise = self.noise
        return math.log(noise / legal + (1 - noise) * share)

    def step(self, rng: random.Random) -> None:
        """One Metropolis step: swap the cards of two places if both may hold the other's
        card, keeping the swap with the ratio of the weights."""
        self.steps += 1
        size = len(self.cards)
        i = int(rng.random() * size)
        j = int(rng.random() * size)
        ti = self.place_time[i]
        tj = self.place_time[j]
        if i == j or ti == tj:
            return
        a = self.cards[i]
        b = self.cards[j]
        deadline = self.deadline
        if tj >= deadline[a] or ti >= deadline[b]:
            return
        low = min(ti, tj)
        high = max(deadline[a], deadline[b])
        changed: list[tuple[int, int, tuple[float, int], float]] = []
        change = 0.0
        bit_a = 1 << a
        bit_b = 1 << b
        for k, t in enumerate(self.times):
            if t <= low or t > high:
                continue
            hand = self.hands[k]
            if ti < t <= deadline[a]:
                hand ^= bit_a
            if tj < t <= deadline[a]:
                hand ^= bit_a
            if tj < t <= deadline[b]:
                hand ^= bit_b
            if ti < t <= deadline[b]:
                hand ^= bit_b
            if hand != self.hands[k]:
                fit = self.fit(k, hand)
                new = self.weight(fit)
                change += new - self.weights[k]
                changed.append((k, hand, fit, new))
        if change < 0 and rng.random() >= math.exp(change):
            return
        self.cards[i] = b
        self.cards[j] = a
        for k, hand, fit, new in changed:
            self.hands[k] = hand
            self.fits[k] = fit
            self.weights[k] = new
        self.accepted += 1

    def step_noise(self, rng: random.Random) -> None:
        """One Metropolis step on `noise`: a neighbouring level of `NOISE_LEVELS`, kept with
        the ratio of the weights of every decision at the two levels."""
        at = NOISE_LEVELS.index(self.noise)
        to = at + (1 if rng.random() < 0.5 else -1)
        if not 0 <= to < len(NOISE_LEVELS):
            return
        noise = NOISE_LEVELS[to]
        weights = [self.weight(fit, noise) for fit in self.fits]
        change = math.fsum(weights) - math.fsum(self.weights)
        if change < 0 and rng.random() >= math.exp(change):
            return
        self.noise = noise
        self.weights = weights

    def held(self) -> int:
        """The cards the other player holds unseen now, in the current arrangement."""
        hand = 0
        for i, card in enumerate(self.cards):
            if self.place_time[i] < NEVER and self.deadline[card] > NEVER:
                hand |= 1 << card
        return hand

    def run(self, steps: int, keep_every: int, rng: random.Random, deadline: float = 0.0) -> None:
        """`steps` Metropolis steps (fewer if `clock` passes `deadline`, 0: none), keeping the
        hand held now after every `keep_every` of them in `visited` and the noise then in
        `noises`."""
        for n in range(1, steps + 1):
            self.step(rng)
            if self.learn_noise and n % 10 == 5:
                self.step_noise(rng)
            if n % keep_every == 0:
                self.visited.append(self.held())
                self.noises.append(self.noise)
                if deadline > 0 and clock() > deadline:
                    break


__all__ = ["NEVER", "NOISE_LEVELS", "HandFilter"]
