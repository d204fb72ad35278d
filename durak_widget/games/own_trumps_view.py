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

from html import escape
from typing import Any

from ..engine.cards import SUIT_NAMES, SUIT_SINGULAR, SUIT_SYMBOLS, Card
from ..own_trumps import Move
from .common import (
    ViewContext,
    card_entry,
    common_fields,
    final_role,
    legal_text,
    seat_entry,
    status_with_note,
)

PILE_SHOWN = 5
"""How many cards from the top of the pile the front end fans out face up."""


def trump_label(suit: str) -> str:
    """``"♥ hearts"``: a seat's own trump by symbol and name."""
    return f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"


def card_name(card: Card | str, own: str | None) -> str:
    """``"queen of hearts, your trump"`` for one of the viewer's own trumps, else the plain
    spoken name (rank first)."""
    card = Card.parse(card)
    words = card.spoken()
    return f"{words}, your trump" if own is not None and card.suit == own else words


def status_text(game: Any, viewer: int, acting: int | None, you: int | None) -> str:
    """Whose turn it is, the phase, and what the viewer may do, in one or two sentences."""
    if game.is_over:
        return game.result_text(you) or ""
    turn, phase, top = game.turn, game.phase, game.top
    mine = acting == viewer == turn
    you_move = turn == you
    who = "You" if you_move else game.names[turn]

    def verb(plain: str, third: str) -> str:
        return plain if you_move else third

    if phase == "start":
        tail = ": lay any card." if mine else "."
        return f"{who} {verb('start', 'starts')} a new pile{tail}"
    if phase == "lay":
        if mine:
            return f"{who} beat the card below. Now lay one card of your choice on the pile."
        return f"{who} beat the top card and now {verb('lay', 'lays')} one more card."
    count = game.pick_up_count(turn)
    face = f"{who} {verb('face', 'faces')} {top}"
    if mine:
        own = SUIT_NAMES[game.trumps[turn]]
        return (
            f"{face}: beat it (a higher {SUIT_SINGULAR[top.suit]}, or one of "
            f"{verb('your', 'their')} own trumps, {own}), or pick up {count}."
        )
    return f"{face}: beat it or pick up {count}."


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


def card_reason(game: Any, seat: int, card: Card) -> str:
    """The engine's verdict on the most natural try with `card` (beat the top card while
    responding, else lay it), sent on demand (``why_card``) rather than in every view."""
    natural = Move.beat(seat, card) if game.phase == "respond" else Move.lay(seat, card)
    return str(game.explain(natural).message)


def pick_up_info(game: Any, seat: int, acting: bool) -> dict | None:
    """The pick-up the acting seat faces, explained before it happens: ``{"count", "cards"
    (the pile's top `count` cards, bottom to top), "rule", "message" (the engine's verdict),
    "text" (the same without "Legal: ")}``; ``None`` when no pick-up is possible."""
    if not acting or game.is_over or game.phase != "respond" or seat != game.turn:
        return None
    verdict = game.explain(Move.pick_up(seat))
    count = verdict.details.get("count", game.pick_up_count(seat))
    pile = game.pile
    return {
        "count": count,
        "cards": [c.code for c in pile[len(pile) - count :]],
        "rule": verdict.rule,
        "message": verdict.message,
        "text": legal_text(verdict.message),
    }


def build_own_trumps_view(game: Any, ctx: ViewContext) -> dict[str, Any]:
    """The whole view model of a Svoi Kozyri table for ``ctx.viewer``."""
    viewer, acting = ctx.viewer, ctx.acting
    view = game.view(viewer)
    moves = game.legal_moves(viewer) if acting == viewer else []
    turn = None if game.is_over else game.turn
    seats = []
    for info in view["hands"]:
        seat = info["seat"]
        suit = info["trump"]
        if seat in view["out"]:
            role, label = "out", "out"
        elif seat == turn:
            role = "turn"
            label = {"start": "to start a pile", "respond": "to beat or pick up"}.get(
                game.phase, "to lay a card"
            )
        else:
            role, label = "idle", "waiting"
        role, label = final_role(game, info["count"]) or (role, label)
        extra = {
            "trump": suit,
            "trump_symbol": SUIT_SYMBOLS[suit],
            "trump_name": SUIT_NAMES[suit],
        }
        seats.append(seat_entry(game, info, ctx, role, label, **extra))
    own = game.trumps[viewer]
    top = view["top"]
    pile = view["pile"]
    status = status_text(game, viewer, acting, ctx.you)
    return {
        "game": "own_trumps",
        "mode": ctx.mode,
        "viewer": viewer,
        "acting": acting,
        "players": game.players,
        "trump": own,
        "trump_name": SUIT_NAMES[own],
        "trump_symbol": SUIT_SYMBOLS[own],
        "seats": seats,
        "pile": pile,
        "pile_size": len(pile),
        "pile_shown": PILE_SHOWN,
        "top": top,
        "top_name": Card.parse(top).spoken() if top else None,
        "turn": turn,
        "phase": view["phase"],
        "bout": game.bout,
        "hand": _hand_entries(game, viewer, moves),
        "pick_up": pick_up_info(game, viewer, acting == viewer),
        "buttons": {"pick_up": any(m.kind == "pick_up" for m in moves)},
        "panel": {"status": status_with_note(status, ctx), "phase": view["phase"]},
        **common_fields(game, ctx, moves, game.result_text(ctx.you)),
    }


def own_trumps_html(game: Any, seat: int | None = None, open_hands: bool = True) -> str:
    """A static HTML picture of the table (for nbconvert and GitHub): each seat with its own
    trump and its cards (or a count), and the pile's top cards with its size."""

    def cards(items) -> str:
        return " ".join(escape(str(c)) for c in items) or "-"

    rows = []
    for p in range(game.players):
        hand = game.hand(p)
        count = f"{len(hand)} card" + ("" if len(hand) == 1 else "s")
        shown = cards(hand) if open_hands or p == seat else count
        rows.append(
            f"<tr><th style='text-align:left;padding-right:1em'>{escape(game.names[p])}</th>"
            f"<td style='padding-right:1em'>own trumps: {escape(trump_label(game.trumps[p]))}"
            f"</td><td>{shown}</td></tr>"
        )
    pile = game.pile
    top = cards(pile[-PILE_SHOWN:])
    more = f"{len(pile) - PILE_SHOWN} more below, " if len(pile) > PILE_SHOWN else ""
    turn = "" if game.is_over else f"{game.names[game.turn]} to {game.phase}"
    state = (game.result_text() or "") if game.is_over else turn
    return (
        "<div style='font-family:sans-serif'><table>"
        + "".join(rows)
        + f"</table><p>pile ({len(pile)} cards, {more}top last): {top}</p>"
        + f"<p>{escape(state)}</p></div>"
    )
