"""Playouts: the policy's move worked out straight from the position, without listing the legal
moves first.

`policy_move` gives exactly the move `durak_widget.search.policy.choose` picks among
``state.next_moves()`` (a test checks it position by position, the random tie-breaks drawn
alike), but reads the hands and the table directly: who acts, which card leads, how to beat,
whether to transfer, take, throw in or say done. Positions with the exchange of the six of
trumps in the rules go the long way, through the list. `policy_playout` plays a position to the
end with it: the search's playouts, about twice as fast as listing every move.
"""

from __future__ import annotations

import random
from typing import Final

from .cards import SAME_RANK, SUIT_CARDS, bit_count, low_index, value
from .moves import (
    ATTACK,
    DONE,
    MULTI_LEAD,
    ONGOING,
    RULE_TRANSFER,
    SHOW_TRUMP,
    SIX_EXCHANGE,
    TAKE,
    TRANSFER,
    TRANSFER_ENDS,
)
from .playout import Playout
from .policy import CHEAP_TAKE, EARLY_TALON, PAIR_BONUS, choose, plan_defence

RANK_CARDS: Final = tuple(0x8004002001 << rank for rank in range(13))
"""For each rank (0 for a 2), the bit set of its four cards."""


def policy_move(state: Playout, rng: random.Random) -> int:
    """The policy's move in `state` (-1 once the game is over)."""
    if state.loser != ONGOING:
        return -1
    if state.bits & SIX_EXCHANGE:
        moves = state.next_moves()
        return moves[0] if len(moves) == 1 else choose(state, moves, rng)
    if not state.attacks:
        return lead(state, state.attacker, rng)
    if not state.taking and state.unbeaten:
        return defend(state, state.defender)
    n = state.n
    for step in range(n):
        seat = (state.attacker + step) % n
        if (
            seat != state.defender
            and not state.out_mask >> seat & 1
            and not state.done >> seat & 1
            and state.hands[seat]
            and state.may_throw_in(seat)
        ):
            return throw_in(state, seat)
    moves = state.next_moves()  # not reached in a consistent game
    if not moves:
        return -1
    return moves[0] if len(moves) == 1 else choose(state, moves, rng)


def lead(state: Playout, seat: int, rng: random.Random) -> int:
    """The lead: the lowest plain card (pairs count lower), several of its rank together where
    the rules allow; with only trumps, the lowest trump."""
    trump = state.trump
    hand = state.hands[seat]
    plain = hand & ~SUIT_CARDS[trump]
    base = ATTACK | seat << 3
    if not plain:
        return base | low_index(hand & -hand) << 6
    best_key = 1 << 20
    ties: list[int] = []
    rest = plain
    while rest:
        low = rest & -rest
        rest ^= low
        card = low_index(low)
        rank = card % 13
        key = rank - PAIR_BONUS * (bit_count(plain & RANK_CARDS[rank]) - 1)
        if key < best_key:
            best_key = key
            ties = [card]
        elif key == best_key:
            ties.append(card)
    ties.sort()
    card = ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]
    if state.bits & MULTI_LEAD and state.limit > 1:
        rank = card % 13
        same = plain & RANK_CARDS[rank]
        size = min(bit_count(same), state.limit)
        if size >= 2:
            suits = 0
            taken = 0
            for suit in range(4):
                if taken < size and same >> (suit * 13 + rank) & 1:
                    suits |= 1 << suit
                    taken += 1
            low_suit = 0
            while not suits >> low_suit & 1:
                low_suit += 1
            return base | (low_suit * 13 + rank) << 6 | suits << 19
    return base | card << 6


def defend(state: Playout, seat: int) -> int:
    """The defender's answer: a free or cheap transfer, else beat the cards as planned, or take
    when the plan fails or would spend high trumps early."""
    trump = state.trump
    talon = len(state.stock)
    hand = state.hands[seat]
    bits = state.bits
    plain_transfer = -1
    trump_transfer = -1
    if (
        bits & RULE_TRANSFER
        and state.unbeaten == len(state.attacks)
        and not (state.thrown_in and bits & TRANSFER_ENDS)
        and state.next_defender(seat) != seat  # someone else in the game to take it on
    ):
        rank_cards = SAME_RANK[state.attacks[0]]
        count = len(state.attacks)
        next_hand = bit_count(state.hands[state.next_defender(seat)])
        cap = state.cap
        if bits & SHOW_TRUMP and count <= cap and next_hand >= count:
            shows = hand & rank_cards & SUIT_CARDS[trump] & ~state.shown
            if shows:
                return TRANSFER | seat << 3 | low_index(shows & -shows) << 6 | 1 << 18
        if count + 1 <= cap and next_hand >= count + 1:
            same = hand & rank_cards
            plain = same & ~SUIT_CARDS[trump]
            if plain:
                plain_transfer = low_index(plain & -plain)
            trump_cards = same & SUIT_CARDS[trump]
            if trump_cards:
                trump_transfer = low_index(trump_cards & -trump_cards)
    plan = plan_defence(state, hand)
    if plain_transfer >= 0:
        needs_trump = not plan or any(card // 13 == trump for card in plan[1::2])
        if plain_transfer % 13 + 2 <= 10 or needs_trump or talon == 0:
            return TRANSFER | seat << 3 | plain_transfer << 6
    if not plan:
        if trump_transfer >= 0 and trump_transfer % 13 + 2 <= 10:
            return TRANSFER | seat << 3 | trump_transfer << 6
        return TAKE | seat << 3
    if talon > EARLY_TALON and len(state.attacks) * 2 - state.unbeaten <= CHEAP_TAKE:
        trumps = [card for card in plan[1::2] if card // 13 == trump]
        if trumps and (len(trumps) >= 2 or max(c % 13 + 2 for c in trumps) >= 12):
            return TAKE | seat << 3
    return 1 | seat << 3 | plan[1] << 6 | plan[0] << 12


def throw_in(state: Playout, seat: int) -> int:
    """An attacker's throw-in: the cheapest card of a rank on the table that is low enough
    (no trumps while the talon lasts), else done."""
    trump = state.trump
    talon = len(state.stock)
    hand = state.hands[seat]
    base = ATTACK | seat << 3
    adds = 0
    if len(state.attacks) < state.limit:
        adds = hand & state.ranks
    max_rank = 10 if talon > EARLY_TALON else 12 if talon > 0 else 14
    done_open = state.taking or not state.unbeaten
    best = -1
    best_value = 99
    cheapest = -1
    cheapest_value = 99
    rest = adds
    while rest:
        low = rest & -rest
        rest ^= low
        card = low_index(low)
        worth = value(card, trump)
        if worth < cheapest_value:
            cheapest, cheapest_value = card, worth
        if card // 13 == trump:
            ok = talon == 0 and (not state.taking or bit_count(hand) == 1)
        else:
            ok = card % 13 + 2 <= max_rank
        if ok and worth < best_value:
            best, best_value = card, worth
    if best >= 0:
        return base | best << 6
    if done_open:
        return DONE | seat << 3
    if cheapest >= 0:
        return base | cheapest << 6
    return DONE | seat << 3  # pragma: no cover - a throw-in turn always has a move


def policy_playout(state: Playout, rng: random.Random, cap: int) -> int:
    """Play `state` on to the end (or `cap` moves) with the policy at every seat; returns the
    moves played."""
    played = 0
    while played < cap:
        move = policy_move(state, rng)
        if move < 0:
            break
        state.play(move)
        played += 1
    return played


__all__ = ["defend", "lead", "policy_move", "policy_playout", "throw_in"]
