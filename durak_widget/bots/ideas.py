"""The idea behind a searched move, in words, and whether the search could tell it apart.

The Monte-Carlo search (`montecarlo`) only knows how often each move lost in the deals it
imagined. A learner needs the idea behind the choice ("it keeps my trumps", "it gets rid of a
pair", "it may force a take") and to know when the alternatives were too close to call. This
module words both: `durak_idea` (Svoi Kozyri: `own_trumps.ideas`) compares the chosen move
with the runner-up from the position alone, and `compare` says, from the loss of each move in
each deal, whether the difference between them is more than noise (`is_close`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from .cards import CARD_BY_CODE
from .phrases import rank_plural
from .reasons import NOTHING, Text, and_list

__all__ = ["NOISE", "compare", "durak_idea", "is_close"]

NOISE = 2.0
"""A difference in loss rate counts as real only when it exceeds this many standard errors."""


def compare(best: Sequence[float], other: Sequence[float], exact: bool) -> tuple[float, float]:
    """``(difference, standard error)`` of the loss rates of two moves searched on the same
    deals: `best` and `other` hold each move's loss in each deal, in the same order. The deals
    are shared, so the error is that of the per-deal differences (a paired comparison). With a
    single deal the error is unknown (infinite) unless nothing is hidden (`exact`: every deal
    is the same one).

    >>> compare([0, 0, 1, 0], [1, 0, 1, 1], exact=False)
    (0.5, 0.28867513459481287)
    """
    n = len(best)
    diffs = [o - b for b, o in zip(best, other)]
    mean = sum(diffs) / n if n else 0.0
    if n < 2:
        return mean, 0.0 if exact else math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def is_close(difference: float, stderr: float) -> bool:
    """Whether a difference in loss rate is within the noise of the search."""
    return difference <= 0 or difference <= NOISE * stderr


def _is_trump(card: Any, trump: str) -> bool:
    return bool(card.suit == trump)


def durak_idea(view: dict[str, Any], best: Any, other: Any) -> Text:
    """The idea behind Durak move `best` against the runner-up `other`, as a clause (an empty,
    false `Text` when the position alone does not show one).

    >>> from durak_widget import Move
    >>> view = {"trump": "D", "table": [{"attack": "7S", "defence": None}], "hand": [],
    ...         "taking": False, "talon": 10}
    >>> str(durak_idea(view, Move.defend(1, "9S", "7S"), Move.defend(1, "6D", "7S")))
    'it keeps my trump 6♦ for later'
    """
    trump = view["trump"]
    table = view["table"]
    on_table = sum(1 + (slot["defence"] is not None) for slot in table)
    kind = best.kind
    if kind == "take":
        spent = [c for c in other.cards if _is_trump(c, trump)]
        if spent:
            return Text.ngettext(
                "picking up {n} card keeps my trump {cards}",
                "picking up {n} cards keeps my trump {cards}",
                on_table,
                cards=and_list(spent),
            )
        if other.kind == "transfer":
            return NOTHING
        return Text.ngettext(
            "picking up {n} card costs less than beating it",
            "picking up {n} cards costs less than beating them",
            on_table,
        )
    if kind == "defend":
        card = best.cards[0]
        if other.kind == "take":
            return Text.ngettext(
                "it saves me picking up {n} card", "it saves me picking up {n} cards", on_table
            )
        if other.cards and other.kind == "defend":
            alt = other.cards[0]
            if not _is_trump(card, trump) and _is_trump(alt, trump):
                return Text.gettext("it keeps my trump {card} for later", card=alt)
            if alt.suit == card.suit and alt.rank > card.rank:
                return Text.gettext("it keeps the higher {card} for later", card=alt)
            if alt.suit == card.suit and alt.rank < card.rank:
                return Text.gettext("it keeps {card} in my hand instead", card=alt)
        if other.kind == "transfer":
            return Text.gettext("beating it myself keeps the attack on me from growing")
        return NOTHING
    if kind == "transfer":
        if best.show:
            return Text.gettext(
                "showing a trump costs nothing and it passes the attack on to the next player"
            )
        return Text.gettext("it passes the attack on to the next player")
    if kind == "done":
        if other.kind == "attack" and other.cards:
            return Text.gettext(
                "it keeps {cards} for later instead of throwing it in",
                cards=and_list(other.cards),
            )
        return NOTHING
    if kind == "attack":
        return _attack_idea(view, best, other)
    return NOTHING


def _attack_idea(view: dict[str, Any], best: Any, other: Any) -> Text:
    trump = view["trump"]
    cards = best.cards
    card = cards[0]
    hand = [CARD_BY_CODE[c] for c in view["hand"]]
    if view["table"]:  # a throw-in
        if view["taking"]:
            return Text.gettext(
                "the defender is taking, so {cards} leaves my hand for good",
                cards=and_list(cards),
            )
        if other.kind == "done":
            return Text.gettext("one more card to beat may force a take")
    elif len(cards) > 1:
        ranks = rank_plural(card.rank)
        if len(cards) == 2:
            return Text.gettext("it gets rid of a pair of {ranks} at once", ranks=ranks)
        return Text.ngettext(
            "it gets rid of {n} card of {ranks} at once",
            "it gets rid of {n} cards of {ranks} at once",
            len(cards),
            ranks=ranks,
        )
    else:
        same = [c for c in hand if c.rank == card.rank and c != card and not _is_trump(c, trump)]
        if same and not _is_trump(card, trump):
            return Text.ngettext(  # the plural for the verb: «остаётся 9♥», «остаются 9♥ и 9♣»
                "I keep {cards} of the same rank to throw in after it",
                "I keep {cards} of the same rank to throw in after it",
                len(same),
                cards=and_list(same),
            )
    if other.cards:
        alt = other.cards[0]
        if _is_trump(card, trump) and not _is_trump(alt, trump):
            return Text.gettext("a trump is hard to beat and may force a take")
        if not _is_trump(card, trump) and _is_trump(alt, trump):
            return Text.gettext("it keeps my trump {card} for later", card=alt)
        if card.rank > alt.rank:
            return Text.gettext(
                "{card} is harder to beat than {other} and may force a take", card=card, other=alt
            )
        if card.rank < alt.rank:
            return Text.gettext("it keeps the higher {card} for later", card=alt)
    return NOTHING
