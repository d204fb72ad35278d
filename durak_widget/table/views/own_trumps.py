"""The view model of a Svoi Kozyri ("own trumps") table (docs/widget-protocol.md, the section
"Svoi Kozyri").

Everything starts from ``game.view(viewer)`` (the engine's account of what one seat may see:
its own hand, the others as counts and the cards everyone saw them pick up, the whole pile
face up) and adds what the table needs: each seat's own trump by symbol and name, whether each
hand card beats the top card (the engine's reason when not comes on demand, ``why_card``), and
the pick-up count with the engine's explanation *before* it happens. Other seats' cards are
included only when the caller says the hands are open.
"""

from __future__ import annotations

from typing import Any

from ...engine.cards import SUIT_NAMES, SUIT_SINGULAR, SUIT_SYMBOLS, Card
from ...games.texts import result_text, table_tr, verdict_text
from ...own_trumps import Move
from .common import (
    ViewContext,
    card_entry,
    common_fields,
    final_role,
    legal_text,
    seat_entry,
    status_with_note,
)
from .texts import card_name as spoken
from .texts import suit_name

PILE_SHOWN = 5
"""How many cards from the top of the pile the front end fans out face up."""


def trump_label(suit: str) -> str:
    """``"♥ hearts"``: a seat's own trump by symbol and name."""
    return f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"


def card_name(card: Card | str, own: str | None, lang: str = "en") -> str:
    """``"queen of hearts, your trump"`` for one of the viewer's own trumps, else the plain
    spoken name (rank first)."""
    card = Card.parse(card)
    words = spoken(card, None, lang)
    if own is not None and card.suit == own:
        return table_tr(lang).gettext("{card}, your trump").format(card=words)
    return words


def status_text(
    game: Any, viewer: int, acting: int | None, you: int | None, lang: str = "en"
) -> str:
    """Whose turn it is, the phase, and what the viewer may do, in one or two sentences."""
    if game.is_over:
        return result_text(game, you, lang) or ""
    tr = table_tr(lang)
    turn, phase, top = game.turn_seat, game.phase, game.top
    mine = acting == viewer == turn
    you_move = turn == you
    who = game.names[turn]
    if phase == "start":
        if you_move:
            text = (
                tr.gettext("You start a new pile: lay any card.")
                if mine
                else tr.gettext("You start a new pile.")
            )
        else:
            text = (
                tr.gettext("{who} starts a new pile: lay any card.")
                if mine
                else tr.gettext("{who} starts a new pile.")
            )
        return text.format(who=who)
    if phase == "lay":
        if mine:
            text = (
                tr.gettext("You beat the card below. Now lay one card of your choice on the pile.")
                if you_move
                else tr.gettext(
                    "{who} beat the card below. Now lay one card of your choice on the pile."
                )
            )
        else:
            text = (
                tr.gettext("You beat the top card and now lay one more card.")
                if you_move
                else tr.gettext("{who} beat the top card and now lays one more card.")
            )
        return text.format(who=who)
    count = game.pick_up_count(turn)
    fill = {"who": who, "top": top, "count": count}
    if mine and not any(m.kind == "beat" for m in game.legal_moves(turn)):
        text = (
            tr.ngettext(
                "You face {top}, and nothing in your hand beats it: pick up {count} card.",
                "You face {top}, and nothing in your hand beats it: pick up {count} cards.",
                count,
            )
            if you_move
            else tr.ngettext(
                "{who} faces {top}, and nothing in {who}'s hand beats it: pick up {count} card.",
                "{who} faces {top}, and nothing in {who}'s hand beats it: pick up {count} cards.",
                count,
            )
        )
        return text.format(**fill)
    if mine:
        fill["own"] = suit_name(game.trumps[turn], lang)
        fill["suit"] = _singular(top.suit, lang)
        text = (
            tr.ngettext(
                "You face {top}: beat it (a higher {suit}, or one of your own trumps, {own}), "
                "or pick up {count} card.",
                "You face {top}: beat it (a higher {suit}, or one of your own trumps, {own}), "
                "or pick up {count} cards.",
                count,
            )
            if you_move
            else tr.ngettext(
                "{who} faces {top}: beat it (a higher {suit}, or one of their own trumps, "
                "{own}), or pick up {count} card.",
                "{who} faces {top}: beat it (a higher {suit}, or one of their own trumps, "
                "{own}), or pick up {count} cards.",
                count,
            )
        )
        return text.format(**fill)
    text = (
        tr.ngettext(
            "You face {top}: beat it or pick up {count} card.",
            "You face {top}: beat it or pick up {count} cards.",
            count,
        )
        if you_move
        else tr.ngettext(
            "{who} faces {top}: beat it or pick up {count} card.",
            "{who} faces {top}: beat it or pick up {count} cards.",
            count,
        )
    )
    return text.format(**fill)


def _singular(suit: str, lang: str) -> str:
    """ "a higher {suit}": the suit's singular noun in `lang`."""
    if lang == "en":
        return SUIT_SINGULAR[suit]
    tr = table_tr(lang)
    words = {
        "S": tr.pgettext("a higher", "spade"),
        "H": tr.pgettext("a higher", "heart"),
        "D": tr.pgettext("a higher", "diamond"),
        "C": tr.pgettext("a higher", "club"),
    }
    return words[suit]


def _hand_entries(game: Any, seat: int, moves: list[Move]) -> list[dict]:
    """The hand, compact: a card's moves are in ``view.legal`` (by its ``card``), so an entry
    says only whether it has one (``legal``) and, while responding, whether it beats the top
    card (``beats``); no ``uses`` and no ``name`` (`card_name` of the code, with ", your
    trump" when ``trump``), and the reason comes on demand (``why_card``)."""
    own = game.trumps[seat]
    phase = game.phase
    uses: dict[Card, list[dict]] = {}
    for move in moves:
        if move.card is not None:
            uses.setdefault(move.card, []).append({"kind": move.kind})
    entries = []
    for card in game.hand(seat):
        card_uses = uses.get(card, [])
        entry = card_entry(card, "", card.suit == own, card_uses, None)
        del entry["name"]  # the spoken name is card_name(code) (+ ", your trump" when "trump")
        entry.pop("uses", None)
        if phase == "respond" and moves:
            entry["beats"] = any(u["kind"] == "beat" for u in card_uses)
        entries.append(entry)
    return entries


def card_reason(game: Any, seat: int, card: Card, lang: str = "en") -> str:
    """The engine's verdict on the most natural try with `card` (beat the top card while
    responding, else lay it), sent on demand (``why_card``) rather than in every view."""
    natural = Move.beat(seat, card) if game.phase == "respond" else Move.lay(seat, card)
    return verdict_text(game.explain(natural), lang)


def pick_up_info(game: Any, seat: int, acting: bool, lang: str = "en") -> dict | None:
    """The pick-up the acting seat faces, explained before it happens: ``{"count", "cards"
    (the pile's top `count` cards, bottom to top), "rule", "message" (the engine's verdict),
    "text" (the same without "Legal: ")}``; ``None`` when no pick-up is possible."""
    if not acting or game.is_over or game.phase != "respond" or seat != game.turn_seat:
        return None
    verdict = game.explain(Move.pick_up(seat))
    count = verdict.details.get("count", game.pick_up_count(seat))
    pile = game.pile
    message = verdict_text(verdict, lang)
    return {
        "count": count,
        "cards": [c.code for c in pile[len(pile) - count :]],
        "rule": verdict.rule,
        "message": message,
        "text": legal_text(message, lang),
    }


def build_own_trumps_view(game: Any, ctx: ViewContext) -> dict[str, Any]:
    """The whole view model of a Svoi Kozyri table for ``ctx.viewer``."""
    viewer, acting = ctx.viewer, ctx.acting
    tr = table_tr(ctx.lang)
    view = game.view(viewer if ctx.own_hand else None)
    live = ctx.live_seats(game)
    by_seat = {s: game.legal_moves(s) for s in live}
    moves = [m for s in live for m in by_seat[s]]
    mine = by_seat.get(viewer, [])
    turn = None if game.is_over else game.turn_seat
    seats = []
    for info in view["hands"]:
        seat = info["seat"]
        suit = info["trump"]
        if seat in view["out"]:
            role, label = "out", tr.pgettext("role", "out")
        elif seat == turn:
            role = "turn"
            label = {
                "start": tr.pgettext("role", "to start a pile"),
                "respond": tr.pgettext("role", "to beat or pick up"),
            }.get(game.phase) or tr.pgettext("role", "to lay a card")
        else:
            role, label = "idle", tr.pgettext("role", "waiting")
        role, label = final_role(game, info["count"], ctx.lang) or (role, label)
        extra = {
            "trump": suit,
            "trump_symbol": SUIT_SYMBOLS[suit],
            "trump_name": suit_name(suit, ctx.lang),
        }
        entry = seat_entry(game, info, ctx, role, label, **extra)
        if seat in by_seat and seat != viewer:  # played where it sits (a sandbox)
            entry["hand"] = _hand_entries(game, seat, by_seat[seat])
        seats.append(entry)
    own = game.trumps[viewer]
    top = view["top"]
    pile = view["pile"]
    said = live[0] if live else viewer
    status = status_text(game, said, said if live else acting, ctx.you, ctx.lang)
    acting = live[0] if live else acting
    return {
        "game": "own_trumps",
        "mode": ctx.mode,
        "viewer": viewer,
        "acting": acting,
        "players": game.players,
        "trump": own,
        "trump_name": suit_name(own, ctx.lang),
        "trump_symbol": SUIT_SYMBOLS[own],
        "seats": seats,
        "pile": pile,
        "pile_size": len(pile),
        "pile_shown": PILE_SHOWN,
        "top": top,
        "top_name": spoken(Card.parse(top), None, ctx.lang) if top else None,
        "turn": turn,
        "phase": view["phase"],
        "bout": game.bout,
        "hand": _hand_entries(game, viewer, mine) if ctx.own_hand else [],
        "pick_up": pick_up_info(game, said, bool(live), ctx.lang),
        "buttons": {"pick_up": any(m.kind == "pick_up" for m in moves)},
        "panel": {"status": status_with_note(status, ctx), "phase": view["phase"]},
        **common_fields(game, ctx, moves, result_text(game, ctx.you, ctx.lang)),
    }
