"""The view model of a Durak table (docs/widget-protocol.md).

Everything starts from ``game.view(viewer)``, the engine's account of what one seat may see,
and adds what the table needs: each card's uses and, for a card that cannot be played, the
engine's reason; the rule panel with its numbers; the buttons; the status line. Other seats'
cards are included only when the caller says the hands are open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import Card, Game, Move
from ...engine.cards import SUIT_SYMBOLS
from ...games.texts import result_text, table_tr, verdict_text
from .common import (
    ViewContext,
    card_entry,
    common_fields,
    final_role,
    last_draw,
    seat_entry,
    status_with_note,
)
from .durak_status import durak_status
from .texts import card_name, suit_name

ROLE_LABELS = {
    "attacker": "attacker",
    "co-attacker": "co-attacker (may throw in)",
    "defender": "defender",
    "idle": "waiting",
    "out": "out",
}
"""Each role's label in English (`role_label` gives it in a language)."""


def role_label(role: str, taking: bool, lang: str = "en") -> str:
    """A seat's role label in `lang`: ``"attacker"``, ``"defender, taking"``, ..."""
    tr = table_tr(lang)
    labels = {
        "attacker": tr.pgettext("role", "attacker"),
        "co-attacker": tr.pgettext("role", "co-attacker (may throw in)"),
        "defender": tr.pgettext("role", "defender"),
        "idle": tr.pgettext("role", "waiting"),
        "out": tr.pgettext("role", "out"),
    }
    if role == "defender" and taking:
        return tr.pgettext("role", "defender, taking")
    return labels.get(role, role)


def limit_text(view: dict, lang: str = "en") -> str:
    """``"attack cards 3 of 4 (the defender started this bout with 4)"`` and its variants."""
    tr = table_tr(lang)
    count, limit, reason = view["attack_count"], view["attack_limit"], view["limit_reason"]
    if limit is None:
        return tr.gettext("attack cards {count} (no limit)").format(count=count)
    if reason == "defender_hand":
        why = tr.gettext("the defender started this bout with {n}").format(n=view["start_hand"])
    elif reason == "first_bout_cap":
        why = tr.gettext("at most {limit} until the first successful defence").format(limit=limit)
    else:
        why = tr.gettext("at most {limit} in a bout").format(limit=limit)
    text = tr.gettext("attack cards {count} of {limit} ({why})")
    return text.format(count=count, limit=limit, why=why)


def natural_try(game: Game, seat: int, card: Card) -> Move:
    """The move a learner most likely means with `card`: a defender beats the first unbeaten
    attack card; anyone else leads or throws it in."""
    if seat == game.defender and not game.taking:
        for attack, defence in game.table:
            if defence is None:
                return Move.defend(seat, card, attack)
    return Move.attack(seat, card)


def hand_entries(game: Game, seat: int, moves: Sequence[Move], lang: str = "en") -> list[dict]:
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
        card_entry(card, card_name(card, trump, lang), card.suit == trump, uses.get(card, []), None)
        for card in game.hand(seat)
    ]


def card_reason(game: Game, seat: int, card: Card, lang: str = "en") -> str:
    """The engine's verdict on the most natural try with `card` (`natural_try`): why a card
    cannot be played now, sent on demand (``why_card``) rather than in every view."""
    return verdict_text(game.explain(natural_try(game, seat, card)), lang)


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


def status_text(
    game: Game,
    view: dict,
    viewer: int,
    acting: int | None,
    you: int | None,
    moves: Sequence[Move],
    lang: str = "en",
) -> str:
    """One or two sentences: whose move it is and what the viewer may do (and, when the
    trump-six exchange is open to the viewer, what its button does)."""
    text = durak_status(game, view, viewer, acting, you, moves, lang)
    exchange = next((m for m in moves if m.kind == "exchange"), None)
    if exchange is not None:
        tr = table_tr(lang)
        details = game.explain(exchange).details
        six, card = _card_text(details.get("six")), _card_text(details.get("trump_card"))
        if viewer == you:
            button = tr.gettext(
                "The Exchange button swaps your {six} for the face-up trump {card} (the "
                "trump-six exchange; it is optional)."
            )
        else:
            button = tr.gettext(
                "The Exchange button swaps {who}'s {six} for the face-up trump {card} (the "
                "trump-six exchange; it is optional)."
            )
        text += " " + button.format(who=game.names[viewer], six=six, card=card)
    return text


def build_durak_view(game: Game, ctx: ViewContext) -> dict[str, Any]:
    """The whole view model of a Durak table for ``ctx.viewer``."""
    viewer, acting = ctx.viewer, ctx.acting
    view = game.view(viewer if ctx.own_hand else None)
    live = ctx.live_seats(game)
    by_seat = {s: game.legal_moves(s) for s in live}
    moves = [m for s in live for m in by_seat[s]]  # the acting seat's first: its buttons
    trump = game.trump
    seats = []
    for info in view["hands"]:
        role = info["role"]
        label = role_label(role, view["taking"], ctx.lang)
        role, label = final_role(game, info["count"], ctx.lang) or (role, label)
        seat = seat_entry(game, info, ctx, role, label)
        seat["said_done"] = info["seat"] in view["done"]
        if game.teams is not None:
            seat["team"] = next(i for i, team in enumerate(game.teams) if info["seat"] in team)
        if info["seat"] in by_seat and info["seat"] != viewer:  # played where it sits
            seat["hand"] = hand_entries(game, info["seat"], by_seat[info["seat"]], ctx.lang)
        seats.append(seat)
    # the status speaks of the seat whose move it is (a sandbox's seat to act, seen from anywhere)
    said = live[0] if live else viewer
    status = status_text(
        game, view, said, said if live else acting, ctx.you, by_seat.get(said, []), ctx.lang
    )
    return {
        "game": "durak",
        "mode": ctx.mode,
        "viewer": viewer,
        "acting": live[0] if live else acting,
        "players": game.players,
        "preset": game.rules.preset,
        "trump": trump,
        "trump_name": suit_name(trump, ctx.lang),
        "trump_symbol": SUIT_SYMBOLS[trump],
        "trump_card": view["trump_card"],
        "talon": view["talon"],
        "discard": view["discard"],
        "bout": game.bout_number,  # null for a position set up after uncounted bouts
        "seats": seats,
        "hand": hand_entries(game, viewer, by_seat.get(viewer, []), ctx.lang)
        if ctx.own_hand
        else [],
        "table": view["table"],
        "panel": {
            "attack_count": view["attack_count"],
            "attack_limit": view["attack_limit"],
            "limit_text": limit_text(view, ctx.lang),
            "ranks": view["table_ranks"],
            "status": status_with_note(status, ctx),
            "taking": view["taking"],
        },
        "buttons": buttons(moves),
        "last_draw": last_draw(game.last_events, ctx.lang) if ctx.position else None,
        **common_fields(game, ctx, moves, result_text(game, ctx.you, ctx.lang)),
    }
