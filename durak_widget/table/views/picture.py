"""The static pictures of both games in one place: HTML that shows the table where no
JavaScript runs (nbconvert, GitHub), in the table's language. Durak's is the engine's own
(`Game._repr_html_` shows it too); Svoi Kozyri's lives here, worded from the table's catalog."""

from __future__ import annotations

from html import escape
from typing import Any

from ...engine.cards import SUIT_SYMBOLS
from ...engine.i18n import language_or_current
from ...engine.picture import game_html as durak_html
from ...games.texts import result_text, table_tr
from .own_trumps import PILE_SHOWN
from .texts import suit_name

__all__ = ["durak_html", "own_trumps_html"]


def own_trumps_html(
    game: Any, seat: int | None = None, open_hands: bool = True, language: str | None = None
) -> str:
    """A static HTML picture of the table (for nbconvert and GitHub): each seat with its own
    trump and its cards (or a count), and the pile's top cards with its size, in `language`
    (by default the one `durak_widget.set_language` set)."""
    lang = language_or_current(language)
    tr = table_tr(lang)

    def cards(items: Any) -> str:
        return " ".join(escape(str(c)) for c in items) or "-"

    rows = []
    for p in range(game.players):
        hand = game.hand(p)
        count = tr.ngettext("{count} card", "{count} cards", len(hand)).format(count=len(hand))
        shown = cards(hand) if open_hands or p == seat else escape(count)
        own = game.trumps[p]
        label = tr.gettext("own trumps: {suit}").format(
            suit=f"{SUIT_SYMBOLS[own]} {suit_name(own, lang)}"
        )
        rows.append(
            f"<tr><th style='text-align:left;padding-right:1em'>{escape(game.names[p])}</th>"
            f"<td style='padding-right:1em'>{escape(label)}</td><td>{shown}</td></tr>"
        )
    pile = game.pile
    size = len(pile)
    if size > PILE_SHOWN:
        head = tr.ngettext(
            "pile ({count} card, {more} more below, top last):",
            "pile ({count} cards, {more} more below, top last):",
            size,
        ).format(count=size, more=size - PILE_SHOWN)
    else:
        head = tr.ngettext(
            "pile ({count} card, top last):", "pile ({count} cards, top last):", size
        ).format(count=size)
    if game.is_over:
        state = result_text(game, None, lang) or ""
    else:
        who = game.names[game.turn_seat]
        state = {
            "start": tr.gettext("{who} to start a pile"),
            "respond": tr.gettext("{who} to beat or pick up"),
        }.get(game.phase, tr.gettext("{who} to lay a card")).format(who=who)
    return (
        "<div style='font-family:sans-serif'><table>"
        + "".join(rows)
        + f"</table><p>{escape(head)} {cards(pile[-PILE_SHOWN:])}</p>"
        + f"<p>{escape(state)}</p></div>"
    )
