"""The idea behind a Svoi Kozyri move chosen by the search, in words (see `bots.ideas`)."""

from __future__ import annotations

from typing import Any

from ..phrases import option_text, suit_one, suits
from ..reasons import NOTHING, Text
from .thumb import next_seat

__all__ = ["own_trumps_idea"]


def own_trumps_idea(view: dict[str, Any], best: Any, other: Any) -> Text:
    """The idea behind Svoi Kozyri move `best` against the runner-up `other`, as a clause
    (an empty, false `Text` when the position alone does not show one).

    >>> from durak_widget.own_trumps import Move
    >>> view = {"seat": 0, "trumps": ["H", "S"], "pile": ["6D", "8D"], "hands": [],
    ...         "pick_up_count": 2}
    >>> str(own_trumps_idea(view, Move.beat(0, "9D"), Move.beat(0, "7H")))
    'it keeps my own trump 7♥ (hearts) for later'
    """
    me = view["seat"]
    own = view["trumps"][me]
    count = view.get("pick_up_count", 0)
    if best.kind == "pick_up":
        alt = other.cards[0] if other.cards else None
        if alt is not None and alt.suit == own:
            return Text.ngettext(
                "picking up {n} card keeps my own trump {card}",
                "picking up {n} cards keeps my own trump {card}",
                count,
                card=alt,
            )
        return Text.ngettext(
            "picking up {n} card costs less than {option}",
            "picking up {n} cards costs less than {option}",
            count,
            option=option_text(other),
        )
    card = best.cards[0]
    if best.kind == "beat":
        if other.kind == "pick_up":
            return Text.ngettext(
                "it saves me picking up {n} card", "it saves me picking up {n} cards", count
            )
        alt = other.cards[0]
        if card.suit != own and alt.suit == own:
            return Text.gettext(
                "it keeps my own trump {card} ({suit}) for later", card=alt, suit=suits(own)
            )
        if alt.rank > card.rank:
            return Text.gettext("it keeps the higher {card} for later", card=alt)
        return NOTHING
    # A lay: the question is how hard the card is for the next player to beat.
    alt = other.cards[0] if other.cards else None
    counts = [h["count"] for h in view["hands"]]
    nxt = next_seat(counts, me) if len(counts) > me else me
    theirs = view["trumps"][nxt]
    if nxt != me and card.suit == theirs and (alt is None or alt.suit != theirs):
        who = view["names"][nxt] if "names" in view else f"P{nxt}"
        return Text.gettext(
            "{card} is in {who}'s own trump suit, so only a higher {suit} beats it",
            card=card,
            who=who,
            suit=suit_one(theirs),
        )
    if alt is not None and alt.suit == own and card.suit != own:
        return Text.gettext("it keeps my own trump {card} for later", card=alt)
    if alt is not None and card.rank > alt.rank:
        return Text.gettext("{card} is harder to beat than {other}", card=card, other=alt)
    if alt is not None and card.rank < alt.rank:
        return Text.gettext("it keeps the higher {card} for later", card=alt)
    return NOTHING
