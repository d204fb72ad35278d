"""The static pictures of both games in one place: HTML that shows the table where no
JavaScript runs (nbconvert, GitHub). Durak's is the engine's own (`Game._repr_html_` shows it
too); Svoi Kozyri's lives here."""

from __future__ import annotations

from html import escape
from typing import Any

from ...engine.picture import game_html as durak_html
from .own_trumps import PILE_SHOWN, trump_label

__all__ = ["durak_html", "own_trumps_html"]


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
    turn = "" if game.is_over else f"{game.names[game.turn_seat]} to {game.phase}"
    state = (game.result_text() or "") if game.is_over else turn
    return (
        "<div style='font-family:sans-serif'><table>"
        + "".join(rows)
        + f"</table><p>pile ({len(pile)} cards, {more}top last): {top}</p>"
        + f"<p>{escape(state)}</p></div>"
    )
