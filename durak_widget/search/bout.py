"""The end of a bout in the playout engine: the table discarded or picked up, the hands
refilled in the rules' order, who goes out, the result, and who attacks next (as
`durak_widget.engine.play` does it for the explaining engine)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import bit_count
from .moves import DRAW, DRAWS, ONGOING, PARTNERS, SEAT_ORDER

if TYPE_CHECKING:
    from .playout import Playout


def end_bout(state: Playout, beaten_off: bool) -> None:
    """Close the bout: discard or pick up, refill, who goes out, the result, new roles."""
    table = 0
    for card in state.attacks:
        table |= 1 << card
    for card in state.defences:
        if card >= 0:
            table |= 1 << card
    attacker, defender = state.attacker, state.defender
    if beaten_off:
        state.discard |= table
    else:
        state.hands[defender] |= table
        state.known[defender] |= table
    state.attacks = []
    state.defences = []
    state.unbeaten = 0
    state.ranks = 0
    state.taking = False
    state.done = 0
    state.shown = 0
    state.thrown_in = False
    order = draw_order(state, attacker, defender)
    if state.stock:
        draw(state, order)
    if not state.stock:
        went_out = 0
        for seat in order:
            if not state.hands[seat] and not state.out_mask >> seat & 1:
                state.out.append(seat)
                state.out_mask |= 1 << seat
                went_out |= 1 << seat
        if went_out:
            loser = result_after(state, defender)
            if loser != ONGOING:
                state.loser = loser
                state.drawn = went_out
                return
    state.bout += 1
    if beaten_off and not state.out_mask >> defender & 1:
        nxt = defender
    else:
        nxt = state.next_active(defender)
    state.attacker = state.opener = nxt
    state.defender = state.next_defender(nxt)
    state.start_hand = bit_count(state.hands[state.defender])
    state.new_limit()


def draw_order(state: Playout, attacker: int, defender: int) -> list[int]:
    """Who refills, in order; seats already out are left out."""
    n = state.n
    if state.bits & SEAT_ORDER:
        start = state.opener
        return [s for s in [(start + i) % n for i in range(n)] if not state.out_mask >> s & 1]
    if n == 2 and attacker != defender:
        return [attacker, defender]
    order = [attacker]
    seat = attacker
    for _ in range(n - 1):
        seat = (seat + 1) % n
        if seat != defender and not state.out_mask >> seat & 1:
            order.append(seat)
    order.append(defender)
    return order


def draw(state: Playout, order: list[int]) -> None:
    """Refill the hands in `order` from the talon."""
    stock = state.stock
    size = state.hand_size
    for seat in order:
        need = size - bit_count(state.hands[seat])
        while need > 0 and stock:
            card = stock.pop()
            state.hands[seat] |= 1 << card
            if not stock:
                state.known[seat] |= 1 << card
            need -= 1


def result_after(state: Playout, defender: int) -> int:
    """The loser's seat once players went out (`DRAW`, or `ONGOING` while play goes on)."""
    n = state.n
    active = [p for p in range(n) if not state.out_mask >> p & 1]
    if state.bits & PARTNERS:
        teams = 0
        for p in active:
            teams |= 1 << (p % 2)
        if teams == 3:
            return ONGOING
        if teams:
            return active[0]
        return defender if not state.bits & DRAWS else DRAW
    if len(active) > 1:
        return ONGOING
    if active:
        return active[0]
    return DRAW if state.bits & DRAWS else defender


__all__ = ["draw", "draw_order", "end_bout", "result_after"]
