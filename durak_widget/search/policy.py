"""The playout policy: SimpleBot's rules of thumb on the playout engine's integers.

`choose` picks the move `durak_widget.bots.SimpleBot` would pick in the same position (a test
checks it decision by decision), without views, `Move` objects or reasons: lead the lowest plain
card (a rank held several times counts `PAIR_BONUS` lower; several cards of it together where
the rules allow), beat each unbeaten card with the cheapest card that beats it, transfer when
it pays, take when beating would cost a high trump early, and throw in low cards only. Ties
between equally good leads are broken by `rng`, as SimpleBot's seed does.

`durak_widget.search.rollout` works the same move out straight from the position, for the
search's playouts.
"""

from __future__ import annotations

import random
from typing import Final

from .cards import SUIT_CARDS, bit_count, value
from .moves import ATTACK, DEFEND, DONE, EXCHANGE, TAKE, TRANSFER
from .playout import Playout

EARLY_TALON: Final = 12
"""A talon bigger than this counts as early: trumps and high cards are saved."""
CHEAP_TAKE: Final = 3
"""Taking to save trumps is considered only with at most this many cards on the table."""
PAIR_BONUS: Final = 2
"""When leading, each further plain card of the same rank makes the rank this much cheaper."""


def choose(state: Playout, moves: list[int], rng: random.Random) -> int:
    """SimpleBot's move among `moves` (the legal moves of the seat to act, never empty)."""
    move = _unless_leading(state, moves)
    return move if move >= 0 else _lead(state, moves, rng)


def options(state: Playout, moves: list[int]) -> list[int]:
    """Every move SimpleBot may pick among `moves` (the legal moves of the seat to act, never
    empty), each as likely as the others: one move, or several equally good leads."""
    move = _unless_leading(state, moves)
    if move >= 0:
        return [move]
    ties = _lead_ties(state, moves)
    return [_lead_group(state, moves, tie) for tie in ties] if ties else [moves[0]]


def _unless_leading(state: Playout, moves: list[int]) -> int:
    """SimpleBot's move when it is not leading (exchanging the six of trumps, defending or
    throwing in), where no tie is broken at random; -1 when it leads."""
    defending = False
    for move in moves:
        kind = move & 7
        if kind == EXCHANGE:
            return move
        if kind in (DEFEND, TRANSFER, TAKE):
            defending = True
    if defending:
        return _defend(state, moves)
    if not state.attacks:
        return -1
    return _throw_in(state, moves)


def _lead(state: Playout, moves: list[int], rng: random.Random) -> int:
    ties = _lead_ties(state, moves)
    if not ties:
        return moves[0]
    return _lead_group(state, moves, ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0])


def _lead_ties(state: Playout, moves: list[int]) -> list[int]:
    """The single-card leads of the lowest key (the cheapest plain card, a rank held several
    times counting `PAIR_BONUS` lower for each further card; trumps after every plain card)."""
    trump = state.trump
    seat = moves[0] >> 3 & 7
    plain = state.hands[seat] & ~SUIT_CARDS[trump]
    best_key = 1 << 20
    ties: list[int] = []
    for move in moves:
        if move & 7 != ATTACK or move >> 19:
            continue
        card = move >> 6 & 63
        rank = card % 13
        if card // 13 == trump:
            key = 100 + rank
        else:
            same = bit_count(plain & _RANK_CARDS[rank])
            key = rank - PAIR_BONUS * (same - 1)
        if key < best_key:
            best_key = key
            ties = [move]
        elif key == best_key:
            ties.append(move)
    return ties


def _lead_group(state: Playout, moves: list[int], move: int) -> int:
    """The lead `move`, or the biggest group of plain cards of its rank laid together where
    the rules allow it (several cards in one lead)."""
    trump = state.trump
    card = move >> 6 & 63
    if card // 13 == trump:
        return move
    seat = moves[0] >> 3 & 7
    plain = state.hands[seat] & ~SUIT_CARDS[trump]
    rank = card % 13
    same_suits = 0
    for suit in range(4):
        if plain >> (suit * 13 + rank) & 1:
            same_suits |= 1 << suit
    if bit_count(same_suits) > 1:
        group = 0
        size = 1
        for other in moves:
            suits = other >> 19 & 15
            if suits and (other >> 6 & 63) % 13 == rank and not suits & ~same_suits:
                count = bit_count(suits)
                if count > size:
                    group, size = other, count
        if group:
            return group
    return move


def _throw_in(state: Playout, moves: list[int]) -> int:
    trump = state.trump
    talon = len(state.stock)
    max_rank = 10 if talon > EARLY_TALON else 12 if talon > 0 else 14
    done = -1
    good = -1
    good_value = 99
    any_add = -1
    any_value = 99
    for move in moves:
        kind = move & 7
        if kind == DONE:
            done = move
            continue
        if kind != ATTACK:
            continue
        card = move >> 6 & 63
        worth = value(card, trump)
        if worth < any_value:
            any_add, any_value = move, worth
        if card // 13 == trump:
            seat = move >> 3 & 7
            ok = talon == 0 and (not state.taking or bit_count(state.hands[seat]) == 1)
        else:
            ok = card % 13 + 2 <= max_rank
        if ok and worth < good_value:
            good, good_value = move, worth
    if good >= 0:
        return good
    if done >= 0:
        return done
    if any_add >= 0:
        return any_add
    return moves[0]


def _defend(state: Playout, moves: list[int]) -> int:
    trump = state.trump
    talon = len(state.stock)
    take = -1
    plain_transfer = -1
    plain_rank = 99
    low_trump_transfer = -1
    low_trump_rank = 99
    for move in moves:
        kind = move & 7
        if kind == TAKE:
            take = move
        elif kind == TRANSFER:
            if move >> 18 & 1:
                return move  # showing a trump costs nothing
            card = move >> 6 & 63
            rank = card % 13 + 2
            if card // 13 != trump:
                if rank < plain_rank:
                    plain_transfer, plain_rank = move, rank
            elif rank <= 10 and rank < low_trump_rank:
                low_trump_transfer, low_trump_rank = move, rank
    seat = moves[0] >> 3 & 7
    plan = plan_defence(state, state.hands[seat])
    if plain_transfer >= 0:
        needs_trump = not plan or any(card // 13 == trump for card in plan[1::2])
        if plain_rank <= 10 or needs_trump or talon == 0:
            return plain_transfer
    if not plan:
        if low_trump_transfer >= 0:
            return low_trump_transfer
        if take >= 0:
            return take
        return moves[0]
    if take >= 0 and talon > EARLY_TALON:
        on_table = len(state.attacks) * 2 - state.unbeaten
        if on_table <= CHEAP_TAKE:
            trumps = [card for card in plan[1::2] if card // 13 == trump]
            if trumps and (len(trumps) >= 2 or max(c % 13 + 2 for c in trumps) >= 12):
                return take
    return DEFEND | seat << 3 | plan[1] << 6 | plan[0] << 12


def plan_defence(state: Playout, hand: int) -> list[int]:
    """Beat every unbeaten card, the strongest first, each with the cheapest unused card that
    beats it: ``[target, card, target, card, ...]`` in table order, or ``[]`` if some card
    cannot be beaten."""
    trump = state.trump
    beaters = state.beaters
    attacks, defences = state.attacks, state.defences
    unbeaten = [attacks[i] for i in range(len(attacks)) if defences[i] < 0]
    order: list[int] = []  # strongest first, table order among equals (a stable sort)
    for i in range(len(unbeaten)):
        worth = value(unbeaten[i], trump)
        at = len(order)
        while at > 0 and value(unbeaten[order[at - 1]], trump) < worth:
            at -= 1
        order.insert(at, i)
    chosen = [0] * len(unbeaten)
    used = 0
    for i in order:
        options = hand & beaters[unbeaten[i]] & ~used
        if not options:
            return []
        best = -1
        best_value = 99
        while options:
            low = options & -options
            card = low.bit_length() - 1
            worth = value(card, trump)
            if worth < best_value:
                best, best_value = card, worth
            options ^= low
        chosen[i] = best
        used |= 1 << best
    plan: list[int] = []
    for i in range(len(unbeaten)):
        plan.append(unbeaten[i])
        plan.append(chosen[i])
    return plan


def random_playout(state: Playout, rng: random.Random, cap: int) -> int:
    """Play `state` on to the end (or `cap` moves) with uniformly random legal moves; returns
    the moves played."""
    played = 0
    while played < cap:
        moves = state.next_moves()
        if not moves:
            break
        state.play(moves[rng.randrange(len(moves))] if len(moves) > 1 else moves[0])
        played += 1
    return played


_RANK_CARDS: Final = tuple(0x8004002001 << rank for rank in range(13))
"""For each rank (0 for a 2), the bit set of its four cards."""

__all__ = [
    "CHEAP_TAKE",
    "EARLY_TALON",
    "PAIR_BONUS",
    "choose",
    "options",
    "plan_defence",
    "random_playout",
]
