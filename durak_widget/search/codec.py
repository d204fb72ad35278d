"""Between the explaining engine and the playout engine: a `Game`'s position as a `Playout`, and
moves as `Move` values or the playout engine's integers."""

from __future__ import annotations

from typing import Final

from ..engine import Game, Move, Rules
from ..engine.cards import CARDS, SAME_RANK, SUITS
from ..engine.legal import intern_move
from ..engine.moves import ATTACK as _ATTACK
from ..engine.moves import DEFEND as _DEFEND
from ..engine.moves import DONE as _DONE
from ..engine.moves import EXCHANGE as _EXCHANGE
from ..engine.moves import TAKE as _TAKE
from ..engine.moves import TRANSFER as _TRANSFER
from .moves import (
    ATTACK,
    DEFEND,
    DONE,
    DRAW,
    DRAWS,
    EXCHANGE,
    INF,
    JOIN_AFTER_BEAT,
    MULTI_LEAD,
    ONGOING,
    PARTNERS,
    RULE_TRANSFER,
    SEAT_ORDER,
    SHOW_TRUMP,
    SIX_EXCHANGE,
    TAKE,
    THROW_AFTER_TAKE,
    THROW_ALL,
    THROW_NEIGHBOURS,
    TRANSFER,
    TRANSFER_ENDS,
    WAIT_FOR_BEAT,
    move_cards,
)
from .playout import Playout

_KINDS: Final = (_ATTACK, _DEFEND, _TRANSFER, _TAKE, _DONE, _EXCHANGE)
_CODES: Final = {name: number for number, name in enumerate(_KINDS)}


def rule_bits(rules: Rules) -> int:
    """The rule switches of `rules` as the playout engine's bits."""
    return (
        PARTNERS * rules.partnerships
        | THROW_ALL * (rules.throw_in == "all")
        | THROW_NEIGHBOURS * (rules.throw_in == "neighbours")
        | JOIN_AFTER_BEAT * rules.join_after_first_beat
        | WAIT_FOR_BEAT * rules.add_only_when_beaten
        | RULE_TRANSFER * rules.transfer
        | THROW_AFTER_TAKE * rules.throw_in_after_take
        | SIX_EXCHANGE * rules.trump_six_exchange
        | MULTI_LEAD * rules.multi_card_lead
        | DRAWS * rules.draws
        | SEAT_ORDER * (rules.draw_order == "seat_order")
        | TRANSFER_ENDS * rules.transfer_ends_on_throw_in
        | SHOW_TRUMP * rules.transfer_by_showing_trump
    )


def from_game(game: Game) -> Playout:
    """The position of `game` (a Durak `Game`, hidden cards included) as a `Playout`."""
    rules = game.rules
    state = Playout(
        game.players, rules.hand_size, rule_bits(rules), SUITS.index(game.trump), rules.deck_size
    )
    state.attack_cap = INF if rules.attack_cap is None else rules.attack_cap
    state.first_cap = INF if rules.first_bout_cap is None else rules.first_bout_cap
    state.hands = list(game._hands)
    state.known = list(game._known)
    state.stock = list(game._stock)
    state.discard = game._discard
    state.out = list(game._out)
    out_mask = 0
    for seat in game._out:
        out_mask |= 1 << seat
    state.out_mask = out_mask
    state.attacker = game._attacker
    state.defender = game._defender
    state.opener = game._opener
    state.attacks = list(game._attacks)
    state.defences = list(game._defences)
    state.unbeaten = sum(1 for d in game._defences if d < 0)
    ranks = 0
    for card in (*game._attacks, *game._defences):
        if card >= 0:
            ranks |= SAME_RANK[card]
    state.ranks = ranks
    state.taking = game._taking
    state.done = game._done
    state.start_hand = game._start_hand
    state.shown = game._shown
    state.thrown_in = game._thrown_in
    state.bout = game._bout
    state.new_limit()
    result = game.result
    if result is not None:
        state.loser = DRAW if result.durak is None else result.durak
        state.drawn = (1 << game.players) - 1  # who ran out last is not kept: all of them
    else:
        state.loser = ONGOING
    return state


def to_move(move: int) -> Move:
    """The `Move` of a playout engine move."""
    kind = move & 7
    seat = move >> 3 & 7
    if kind >= TAKE:
        return intern_move(_KINDS[kind], seat)
    if kind == DEFEND:
        return intern_move(_DEFEND, seat, (move >> 6 & 63,), move >> 12 & 63)
    if kind == TRANSFER:
        return intern_move(_TRANSFER, seat, (move >> 6 & 63,), show=bool(move >> 18 & 1))
    cards = move_cards(move)
    return intern_move(_ATTACK, seat, tuple(i for i in range(52) if cards >> i & 1))


def encode(move: Move) -> int:
    """The playout engine's integer for `move` (the inverse of `to_move`)."""
    kind = _CODES[move.kind]
    code = kind | move.player << 3
    if kind == ATTACK:
        indices = sorted(card.index for card in move.cards)
        code |= indices[0] << 6
        if len(indices) > 1:
            suits = 0
            for index in indices:
                suits |= 1 << (index // 13)
            code |= suits << 19
    elif kind in (DEFEND, TRANSFER):
        code |= move.cards[0].index << 6
        if move.target is not None:
            code |= move.target.index << 12
        if move.show:
            code |= 1 << 18
    return code


def card_codes(mask: int) -> list[str]:
    """The ASCII codes of the cards in the bit set `mask`, by index."""
    return [CARDS[i].code for i in range(52) if mask >> i & 1]


__all__ = ["DONE", "EXCHANGE", "card_codes", "encode", "from_game", "rule_bits", "to_move"]
