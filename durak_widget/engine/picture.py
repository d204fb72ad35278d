"""A static HTML picture of a table, for notebooks without JavaScript (nbconvert, GitHub)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .cards import SUIT_NAMES, Card

if TYPE_CHECKING:
    from .game import Game

_RED = {"H", "D"}


def card_html(card: Card | None, trump: str, hidden: bool = False) -> str:
    """One card as an inline-styled span; the suit is shown by symbol, never by colour alone."""
    base = (
        "display:inline-block;min-width:2.2em;padding:0.15em 0.3em;margin:0.1em;"
        "border:1px solid #888;border-radius:0.3em;text-align:center;font-family:sans-serif;"
        "background:#fff;"
    )
    if hidden or card is None:
        return f'<span style="{base}background:#567;color:#fff" title="hidden card">🂠</span>'
    colour = "#c00" if card.suit in _RED else "#111"
    mark = "font-weight:bold;box-shadow:0 0 0 2px #d4a017;" if card.suit == trump else ""
    label = escape(card.spoken(trump))
    return f'<span style="{base}color:{colour};{mark}" title="{label}">{escape(str(card))}</span>'


def game_html(game: Game, seat: int | None = None, open_hands: bool = True) -> str:
    """The table as HTML: seats with roles and cards, the table, the talon and trump.

    With ``open_hands=False`` only `seat`'s hand is shown face up."""
    trump = game.trump
    roles = game.roles()
    if game.teams is not None:
        team_of = {p: " + ".join(game.names[q] for q in team) for team in game.teams for p in team}
        roles = [f"{role} · team {team_of[p]}" for p, role in enumerate(roles)]
    rows = []
    for p in range(game.players):
        hand = game.hand(p)
        if open_hands or p == seat:
            cards = "".join(card_html(c, trump) for c in hand)
        else:
            cards = f"{len(hand)} cards"
        rows.append(
            f"<tr><th style='text-align:left;padding-right:1em'>{escape(game.names[p])}</th>"
            f"<td style='padding-right:1em'>{escape(roles[p])}</td><td>{cards or '-'}</td></tr>"
        )
    table = "".join(
        "<span style='display:inline-block;margin-right:0.6em'>"
        + card_html(a, trump)
        + (card_html(d, trump) if d else "")
        + "</span>"
        for a, d in game.table
    )
    trump_card = game.trump_card
    talon = (
        f"talon {game.talon_size} (face-up {card_html(trump_card, trump)})"
        if trump_card
        else "talon empty"
    )
    status = (
        f"Game over: {escape(game.result_text() or '')}"
        if game.is_over
        else f"Bout {game.bout}: {escape(game.names[game.attacker])} attacks "
        f"{escape(game.names[game.defender])}"
    )
    return (
        "<div class='durak-static' style='font-family:sans-serif;line-height:1.6'>"
        f"<div><b>Trump: {escape(SUIT_NAMES[trump])}</b> · {talon} · "
        f"discard {game.discard_size}</div>"
        f"<div>{status}</div>"
        f"<div>Table: {table or '<i>empty</i>'}</div>"
        f"<table>{''.join(rows)}</table></div>"
    )
