"""The idea behind a Svoi Kozyri move chosen by the search, in words (see `bots.ideas`)."""

from __future__ import annotations

from typing import Any

from ...engine.cards import SUIT_NAMES
from ..phrases import gerund
from .thumb import next_seat

__all__ = ["own_trumps_idea"]


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def own_trumps_idea(view: dict[str, Any], best: Any, other: Any) -> str:
    """The idea behind Svoi Kozyri move `best` against the runner-up `other`, as a clause
    (``""`` when the position alone does not show one).

    >>> from durak_widget.own_trumps import Move
    >>> view = {"seat": 0, "trumps": ["H", "S"], "pile": ["6D", "8D"], "hands": [],
    ...         "pick_up_count": 2}
    >>> own_trumps_idea(view, Move.beat(0, "9D"), Move.beat(0, "7H"))
    'it keeps my own trump 7♥ (hearts) for later'
    """
    me = view["seat"]
    own = view["trumps"][me]
    count = view.get("pick_up_count", 0)
    pile = _cards(count)
    if best.kind == "pick_up":
        alt = other.cards[0] if other.cards else None
        if alt is not None and alt.suit == own:
            return f"picking up {pile} keeps my own trump {alt}"
        return f"picking up {pile} costs less than {gerund(other)}"
    card = best.cards[0]
    if best.kind == "beat":
        if other.kind == "pick_up":
            return f"it saves me picking up {pile}"
        alt = other.cards[0]
        if card.suit != own and alt.suit == own:
            return f"it keeps my own trump {alt} ({SUIT_NAMES[own]}) for later"
        if alt.rank > card.rank:
            return f"it keeps the higher {alt} for later"
        return ""
    # A lay: the question is how hard the card is for the next player to beat.
    alt = other.cards[0] if other.cards else None
    counts = [h["count"] for h in view["hands"]]
    nxt = next_seat(counts, me) if len(counts) > me else me
    theirs = view["trumps"][nxt]
    if nxt != me and card.suit == theirs and (alt is None or alt.suit != theirs):
        who = view["names"][nxt] if "names" in view else f"P{nxt}"
        suit = SUIT_NAMES[theirs][:-1]
        return f"{card} is in {who}'s own trump suit, so only a higher {suit} beats it"
    if alt is not None and alt.suit == own and card.suit != own:
        return f"it keeps my own trump {alt} for later"
    if alt is not None and card.rank > alt.rank:
        return f"{card} is harder to beat than {alt}"
    if alt is not None and card.rank < alt.rank:
        return f"it keeps the higher {alt} for later"
    return ""
