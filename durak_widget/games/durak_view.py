"""The view model of a Durak table (docs/widget-protocol.md).

Everything starts from ``game.view(viewer)``, the engine's account of what one seat may see,
and adds what the table needs: each card's uses and, for a card that cannot be played, the
engine's reason; the rule panel with its numbers; the buttons; the status line. Other seats'
cards are included only when the caller says the hands are open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import Card, Game, Move
from ..engine.cards import SUIT_NAMES, SUIT_SYMBOLS
from .common import (
    ViewContext,
    card_entry,
    common_fields,
    final_role,
    last_draw,
    or_list,
    seat_entry,
    status_with_note,
)

ROLE_LABELS = {
    "attacker": "attacker",
    "co-attacker": "co-attacker (may throw in)",
    "defender": "defender",
    "idle": "waiting",
    "out": "out",
}


def limit_text(view: dict) -> str:
    """``"attack cards 3 of 4 (the defender started this bout with 4)"`` and its variants."""
    count, limit, reason = view["attack_count"], view["attack_limit"], view["limit_reason"]
    if limit is None:
        return f"attack cards {count} (no limit)"
    if reason == "defender_hand":
        why = f"the defender started this bout with {view['start_hand']}"
    elif reason == "first_bout_cap":
        why = f"at most {limit} until the first successful defence"
    else:
        why = f"at most {limit} in a bout"
    return f"attack cards {count} of {limit} ({why})"


def natural_try(game: Game, seat: int, card: Card) -> Move:
    """The move a learner most likely means with `card`: a defender beats the first unbeaten
    attack card; anyone else leads or throws it in."""
    if seat == game.defender and not game.taking:
        for attack, defence in game.table:
            if defence is None:
                return Move.defend(seat, card, attack)
    return Move.attack(seat, card)


def hand_entries(game: Game, seat: int, moves: Sequence[Move]) -> list[dict]:
    """The viewer's hand, sorted (trumps last), each card with its uses now (``reason`` stays
    ``None``: `card_reason` gives it on demand)."""
    trump = game.trump
    uses: dict[Card, list[dict]] = {}
    for move in moves:
        if move.kind == "attack":
            for card in move.cards:
                entry = uses.setdefault(card, [])
                if {"kind": "attack"} not in entry:
                    entry.append({"kind": "attack"})
        elif move.kind == "defend":
            uses.setdefault(move.cards[0], []).append(
                {"kind": "defend", "target": move.target.code if move.target else None}
            )
        elif move.kind == "transfer":
            uses.setdefault(move.cards[0], []).append({"kind": "transfer", "show": move.show})
    return [
        card_entry(card, card.spoken(trump), card.suit == trump, uses.get(card, []), None)
        for card in game.hand(seat)
    ]


def card_reason(game: Game, seat: int, card: Card) -> str:
    """The engine's verdict on the most natural try with `card` (`natural_try`): why a card
    cannot be played now, sent on demand (``why_card``) rather than in every view."""
    return game.explain(natural_try(game, seat, card)).message


def buttons(moves: Sequence[Move]) -> dict:
    """The enabled actions among `moves`: take, done, the transfer cards, the exchange."""
    kinds = {move.kind for move in moves}
    return {
        "take": "take" in kinds,
        "done": "done" in kinds,
        "transfer": [m.cards[0].code for m in moves if m.kind == "transfer" and not m.show],
        "exchange": "exchange" in kinds,
    }


def _card_text(value: Any) -> str:
    try:
        return str(Card.parse(value)) if isinstance(value, str) else str(value)
    except ValueError:
        return str(value)


def played_by(game: Game) -> dict[Card, int]:
    """Who put each attack card now on the table there (the bout's attacker, a co-attacker
    who threw it in, or a defender who transferred with it): the latest move that played it."""
    wanted = {attack for attack, _ in game.table}
    found: dict[Card, int] = {}
    for move in reversed(game.history):
        if move.kind in ("attack", "transfer"):
            for card in move.cards:
                if card in wanted and card not in found:
                    found[card] = move.player
        if len(found) == len(wanted):
            break
    return found


def status_text(
    game: Game, view: dict, viewer: int, acting: int | None, you: int | None, moves: Sequence[Move]
) -> str:
    """One or two sentences: whose move it is and what the viewer may do (and, when the
    trump-six exchange is open to the viewer, what its button does)."""
    text = _status(game, view, viewer, acting, you, moves)
    exchange = next((m for m in moves if m.kind == "exchange"), None)
    if exchange is not None:
        details = game.explain(exchange).details
        six, card = details.get("six"), details.get("trump_card")
        mine = "your" if viewer == you else f"{game.names[viewer]}'s"
        text += (
            f" The Exchange button swaps {mine} {_card_text(six)} for the face-up trump "
            f"{_card_text(card)} (the trump-six exchange; it is optional)."
        )
    return text


def _status(
    game: Game, view: dict, viewer: int, acting: int | None, you: int | None, moves: Sequence[Move]
) -> str:
    if game.is_over:
        return game.result_text(you) or ""

    def name(seat: int) -> str:
        return "you" if seat == you else game.names[seat]

    attacker, defender = game.attacker, game.defender
    ranks = or_list(view["table_ranks"])
    ranks = ("an " if ranks[:1] in ("8", "A") else "a ") + ranks
    mine = acting == viewer and bool(moves)
    subject = "You" if viewer == you else game.names[viewer]
    attack_verb = "attack" if viewer == you else "attacks"
    table = game.table
    defending = name(defender).capitalize()
    takes = "take" if defender == you else "takes"
    if not table:
        if mine and viewer == attacker:
            several = ", or several of one rank" if game.rules.multi_card_lead else ""
            return f"{subject} {attack_verb} {name(defender)}: lead any card{several}."
        leads = "lead" if attacker == you else "leads"
        return f"{name(attacker).capitalize()} {leads} against {name(defender)}."
    unbeaten = sum(1 for _, d in table if d is None)
    if unbeaten and not game.taking:
        if viewer == defender and mine:
            transfer = ", transfer" if any(m.kind == "transfer" for m in moves) else ""
            owners = played_by(game)
            unbeaten_cards = [a for a, d in table if d is None]
            seats = {owners.get(card, attacker) for card in unbeaten_cards}
            if len(seats) == 1:  # name who actually played them, not the bout's attacker
                who = name(seats.pop()).capitalize()
                cards = or_list([str(a) for a in unbeaten_cards], "and")
                return f"{who} attacks {name(defender)}: beat {cards}{transfer} or take."
            cards = or_list(
                [f"{a} (from {name(owners.get(a, attacker))})" for a in unbeaten_cards], "and"
            )
            return f"Beat {cards}{transfer}, or take."
        extra = f" {subject} may throw in {ranks}." if mine else ""
        verb = "are" if defender == you else "is"
        return f"{defending} {verb} defending against {unbeaten} unbeaten card(s).{extra}"
    if game.taking:
        if mine:
            return f"{defending} {takes}. Throw in {ranks} to give them more, or say Done."
        return f"{defending} {takes}; the attackers may still add cards."
    if viewer == defender:  # the defender has nothing to do but wait (or exchange)
        has = "have" if defender == you else "has"
        return (
            f"{subject} {has} beaten every card. Waiting for the attackers: they may still "
            f"throw in {ranks}, or say done."
        )
    if mine:
        can_add = any(m.kind == "attack" for m in moves)
        if can_add:
            return f"{subject} {attack_verb} {name(defender)}. Throw in {ranks}, or say Done."
        if any(m.kind == "done" for m in moves):
            who, has = ("you", "have") if viewer == you else (subject, "has")
            return f"Everything is beaten and {who} {has} no card that may be added now: say Done."
        return "Everything is beaten."
    return f"Everything is beaten; the attackers may throw in {ranks}, or say done."


def build_durak_view(game: Game, ctx: ViewContext) -> dict[str, Any]:
    """The whole view model of a Durak table for ``ctx.viewer``."""
    viewer, acting = ctx.viewer, ctx.acting
    view = game.view(viewer)
    moves = game.legal_moves(viewer) if acting == viewer else []
    trump = game.trump
    seats = []
    for info in view["hands"]:
        role = info["role"]
        label = ROLE_LABELS.get(role, role)
        if role == "defender" and view["taking"]:
            label = "defender, taking"
        role, label = final_role(game, info["count"]) or (role, label)
        seat = seat_entry(game, info, ctx, role, label)
        seat["said_done"] = info["seat"] in view["done"]
        seats.append(seat)
    status = status_text(game, view, viewer, acting, ctx.you, moves)
    return {
        "game": "durak",
        "mode": ctx.mode,
        "viewer": viewer,
        "acting": acting,
        "players": game.players,
        "preset": game.rules.preset,
        "trump": trump,
        "trump_name": SUIT_NAMES[trump],
        "trump_symbol": SUIT_SYMBOLS[trump],
        "trump_card": view["trump_card"],
        "talon": view["talon"],
        "discard": view["discard"],
        "bout": view["bout"],
        "seats": seats,
        "hand": hand_entries(game, viewer, moves),
        "table": view["table"],
        "panel": {
            "attack_count": view["attack_count"],
            "attack_limit": view["attack_limit"],
            "limit_text": limit_text(view),
            "ranks": view["table_ranks"],
            "status": status_with_note(status, ctx),
            "taking": view["taking"],
        },
        "buttons": buttons(moves),
        "last_draw": last_draw(game.last_events) if ctx.position else None,
        **common_fields(game, ctx, moves, game.result_text(ctx.you)),
    }
