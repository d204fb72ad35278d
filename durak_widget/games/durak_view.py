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
from .common import ViewContext, card_entry, common_fields, or_list, seat_entry, status_with_note

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
    """The viewer's hand, sorted (trumps last), each card with its uses now and, when it has
    none, the engine's explanation of the most natural try."""
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
    entries = []
    for card in game.hand(seat):
        card_uses = uses.get(card, [])
        reason = None
        if not card_uses:
            reason = game.explain(natural_try(game, seat, card)).message
        entries.append(card_entry(card, card.spoken(trump), card.suit == trump, card_uses, reason))
    return entries


def buttons(moves: Sequence[Move]) -> dict:
    """The enabled actions among `moves`: take, done, the transfer cards, the exchange."""
    kinds = {move.kind for move in moves}
    return {
        "take": "take" in kinds,
        "done": "done" in kinds,
        "transfer": [m.cards[0].code for m in moves if m.kind == "transfer" and not m.show],
        "exchange": "exchange" in kinds,
    }


def status_text(
    game: Game, view: dict, viewer: int, acting: int | None, you: int | None, moves: Sequence[Move]
) -> str:
    """One or two sentences: whose move it is and what the viewer may do."""
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
    attacking = f"{name(attacker).capitalize()} attacks"
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
            cards = or_list([str(a) for a, d in table if d is None], "and")
            return f"{attacking} {name(defender)}: beat {cards}{transfer} or take."
        extra = f" {subject} may throw in {ranks}." if mine else ""
        verb = "are" if defender == you else "is"
        return f"{defending} {verb} defending against {unbeaten} unbeaten card(s).{extra}"
    if game.taking:
        if mine:
            return f"{defending} {takes}. Throw in {ranks} to give them more, or say Done."
        return f"{defending} {takes}; the attackers may still add cards."
    if mine:
        can_add = any(m.kind == "attack" for m in moves)
        if can_add:
            return f"{subject} {attack_verb} {name(defender)}. Throw in {ranks}, or say Done."
        return f"Everything is beaten. {subject} cannot add a card now: say Done."
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
        **common_fields(game, ctx, moves, game.result_text(ctx.you)),
    }
