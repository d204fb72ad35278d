"""The other player's decisions, rebuilt from one seat's view for `durak_widget.search.infer`.

Between two players, `hand_filter` replays the view's history from the deal on the playout
engine, with cards made up where the seat cannot know them: whenever a player plays a card
the made-up deal put elsewhere, the card is swapped into its hand for one of its cards nobody
has seen. The public course of the game (whose turn, the table, how many cards each player
drew and when, which cards were picked up) does not depend on those made-up cards, so the
replay gives exactly what the chain needs: the position before each of the other player's
decisions and its move there, the moment of each card it got unseen, and which of them it
played since. The made-up cards never reach the chain: at each decision it puts in the hand
of its own arrangement.

``None`` when the view does not allow it: more than two players, the talon down to the
face-up trump (nothing is hidden then but the other hand itself), a history that does not
start at the deal, or rules it does not follow (the six of trumps exchanged, a trump shown
for a transfer).
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from ..engine import Card, Game, IllegalMove, Move
from ..search.cards import DECK_LOW, bit_count
from ..search.codec import encode, from_game
from ..search.infer import HandFilter
from ..search.playout import Playout
from .cards import CARD_BY_CODE
from .deals import rules_from_view

__all__ = ["Inferred", "hand_filter", "infer_hands"]


class Inferred(NamedTuple):
    """What the chain made of the other hand: the `hands` it kept (bit sets of card
    indices, each as likely as the play so far makes it) and whether the play agreed with
    the rules of thumb well enough for them to be `trusted` (the chain's mean noise below
    the trust level)."""

    hands: list[int]
    trusted: bool


def infer_hands(
    view: dict[str, Any],
    pool: list[int],
    rng: random.Random,
    steps: int,
    noise: float,
    trust: float,
    deadline: float = 0.0,
) -> Inferred | None:
    """Run the chain of `hand_filter` for `steps` steps (fewer if the clock passes
    `deadline`; 0: no limit), keeping every tenth hand and dropping the first quarter of them
    (the chain's burn-in); the hands are `trusted` when the mean noise learned is below
    `trust`. ``None`` when the view does not allow the chain or it kept no hand. StrongBot
    and `benchmarks/inference.py` both infer through this."""
    chain = hand_filter(view, pool, rng, noise)
    if chain is None:
        return None
    chain.run(steps, 10, rng, deadline)
    start = len(chain.visited) // 4
    hands, noises = chain.visited[start:], chain.noises[start:]
    if not hands:
        return None
    return Inferred(hands, sum(noises) < trust * len(noises))


def hand_filter(
    view: dict[str, Any],
    pool: list[int],
    rng: random.Random,
    noise: float = 0.1,
    learn_noise: bool = True,
) -> HandFilter | None:
    """The chain over the other player's hidden hand for the seat of `view` (see the module
    docstring); `pool` is the cards that seat has not seen (as indices), `noise` and
    `learn_noise` as in `HandFilter`. ``None`` when the view does not allow it."""
    if view["players"] != 2 or view["out"] or not view["trump_card"] or view["talon"] < 2:
        return None
    seat: int = view["seat"]
    other = 1 - seat
    try:
        history = [Move.parse(text) for text in view["history"]]
    except ValueError:
        return None
    if not history or any(m.kind == "exchange" or m.show for m in history):
        return None
    try:
        state = _dealt(view, history[0].player)
    except (IllegalMove, ValueError):
        return None
    face_up = state.stock[0]
    positions: list[Playout] = []
    moves: list[int] = []
    times: list[int] = []
    public: list[int] = []
    slots = [-1] * bit_count(state.hands[other])
    revealed: dict[int, int] = {}
    for index, move in enumerate(history):
        p = move.player
        cards = [c.index for c in (move.cards[:1] if move.kind != "attack" else move.cards)]
        keep = 0
        for card in cards:
            keep |= 1 << card
        for card in cards:
            if not _swap_in(state, p, card, keep):
                return None
        code = encode(move)
        if code not in state.moves(p):
            return None
        if p == other:
            seen = state.known[p] | state.shown
            positions.append(state.copy())
            moves.append(code)
            times.append(index)
            public.append(state.hands[p] & seen)
            for card in cards:
                if not seen >> card & 1:
                    revealed[card] = index
        # The move's own cards count as the table's: a throw-in that fills the table after a
        # take ends the bout at once, and the taker picks it up with the rest.
        table = keep
        for card in (*state.attacks, *state.defences):
            if card >= 0:
                table |= 1 << card
        before = state.hands[other]
        state.play(code)
        drawn = state.hands[other] & ~before & ~table & ~(1 << face_up)
        slots.extend([index] * bit_count(drawn))
    if not _matches(state, view):
        return None
    hidden = view["hands"][other]["count"] - len(view["hands"][other]["known"])
    try:
        return HandFilter(
            other,
            positions,
            moves,
            times,
            public,
            slots,
            revealed,
            pool,
            hidden,
            rng,
            noise,
            learn_noise,
        )
    except ValueError:
        return None


def _dealt(view: dict[str, Any], attacker: int) -> Playout:
    """A made-up deal with the view's face-up trump and rules, `attacker` leading."""
    rules = rules_from_view(view)
    face_up = CARD_BY_CODE[view["trump_card"]]
    low = DECK_LOW[rules.deck_size]
    rest = [
        Card(rank, suit)
        for suit in "SHDC"
        for rank in range(low, 15)
        if Card(rank, suit) != face_up
    ]
    size = rules.hand_size
    hands = [rest[:size], rest[size : 2 * size]]
    talon = [*rest[2 * size :], face_up]
    game = Game.from_position(
        hands, trump=view["trump"], talon=talon, attacker=attacker, rules=rules
    )
    return from_game(game)


def _swap_in(state: Playout, p: int, card: int, keep: int) -> bool:
    """Put `card` in the hand of `p` if the made-up deal has it elsewhere unseen, for a card
    of that hand nobody has seen (not one of `keep`). False when it cannot be."""
    bit = 1 << card
    if state.hands[p] & bit:
        return True
    spare = state.hands[p] & ~state.known[p] & ~state.shown & ~keep
    if not spare:
        return False
    swap = (spare & -spare).bit_length() - 1
    q = 1 - p
    if state.hands[q] & bit:
        if (state.known[q] | state.shown) & bit:
            return False
        state.hands[q] ^= bit | 1 << swap
    elif card in state.stock[1:]:
        state.stock[state.stock.index(card)] = swap
    else:
        return False
    state.hands[p] ^= bit | 1 << swap
    return True


def _matches(state: Playout, view: dict[str, Any]) -> bool:
    """Whether the replay ended where the view is: the same talon, table and hand sizes."""
    if len(state.stock) != view["talon"]:
        return False
    if [bit_count(hand) for hand in state.hands] != [h["count"] for h in view["hands"]]:
        return False
    table = [CARD_BY_CODE[s["attack"]].index for s in view["table"]]
    return table == state.attacks
