"""How the bots put a move into words, for either game: ``'I beat 7♠ with 9♠'`` (`describe`,
a decision) and ``'beating 7♠ with 9♠'`` (`gerund`, an option in a list of searched moves), in
English or, with `lang`, in another language. `said_text` and `option_text` give the same as a
`Text` for reasons built from pieces (`durak_widget.bots.reasons`).
"""

from __future__ import annotations

from typing import Any

from .reasons import Capitalized, Text

__all__ = ["describe", "gerund", "option_text", "rank_plural", "said_text", "suit_one", "suits"]

_RANKS = {
    2: Text.gettext("2s"),
    3: Text.gettext("3s"),
    4: Text.gettext("4s"),
    5: Text.gettext("5s"),
    6: Text.gettext("6s"),
    7: Text.gettext("7s"),
    8: Text.gettext("8s"),
    9: Text.gettext("9s"),
    10: Text.gettext("10s"),
    11: Text.gettext("jacks"),
    12: Text.gettext("queens"),
    13: Text.gettext("kings"),
    14: Text.gettext("aces"),
}


_SUITS = {
    "S": Text.gettext("spades"),
    "H": Text.gettext("hearts"),
    "D": Text.gettext("diamonds"),
    "C": Text.gettext("clubs"),
}
# Translators: one card of the suit, in "only a higher {suit} beats it"
_SUIT_ONE = {
    "S": Text.gettext("spade"),
    "H": Text.gettext("heart"),
    "D": Text.gettext("diamond"),
    "C": Text.gettext("club"),
}


def suits(suit: str) -> Text:
    """The name of suit letter `suit`: ``'hearts'``."""
    return _SUITS[suit]


def suit_one(suit: str) -> Text:
    """One card of suit letter `suit`: ``'heart'`` (in ``'only a higher heart beats it'``)."""
    return _SUIT_ONE[suit]


def rank_plural(rank: int) -> Text:
    """Cards of `rank` as a group: ``'7s'``, ``'jacks'`` (in a ``'group of ...'`` phrase)."""
    return _RANKS[rank]


def _cards(move: Any) -> str:
    return " ".join(str(c) for c in move.cards)


def said_text(move: Any) -> Text:
    """A move of either game in the first person, as a `Text` (see `describe`)."""
    kind = move.kind
    if kind == "attack":
        return Text.gettext("I play {cards}", cards=_cards(move))
    if kind == "defend":
        return Text.gettext("I beat {target} with {cards}", target=move.target, cards=_cards(move))
    if kind == "transfer" and getattr(move, "show", False):
        return Text.gettext("I transfer showing {cards}", cards=_cards(move))
    if kind == "transfer":
        return Text.gettext("I transfer with {cards}", cards=_cards(move))
    if kind == "take":
        return Text.gettext("I take")
    if kind == "done":
        return Text.gettext("I say done")
    if kind == "exchange":
        return Text.gettext("I exchange the six of trumps")
    if kind == "beat":  # Svoi Kozyri (durak_widget.own_trumps)
        return Text.gettext("I beat with {cards}", cards=_cards(move))
    if kind == "lay":
        return Text.gettext("I lay {cards}", cards=_cards(move))
    if kind == "pick_up":
        return Text.gettext("I pick up")
    return Text.gettext("I play {move}", move=str(move))


def option_text(move: Any) -> Text:
    """A move of either game as an option in a list, as a `Text` (see `gerund`)."""
    kind = move.kind
    if kind == "attack":
        return Text.gettext("playing {cards}", cards=_cards(move))
    if kind == "defend":
        return Text.gettext("beating {target} with {cards}", target=move.target, cards=_cards(move))
    if kind == "transfer" and getattr(move, "show", False):
        return Text.gettext("transferring by showing {cards}", cards=_cards(move))
    if kind == "transfer":
        return Text.gettext("transferring with {cards}", cards=_cards(move))
    if kind == "take":
        return Text.gettext("taking")
    if kind == "done":
        return Text.gettext("saying done")
    if kind == "exchange":
        return Text.gettext("exchanging the six of trumps")
    if kind == "beat":
        return Text.gettext("beating with {cards}", cards=_cards(move))
    if kind == "lay":
        return Text.gettext("laying {cards}", cards=_cards(move))
    if kind == "pick_up":
        return Text.gettext("picking up")
    return Text.gettext("playing {move}", move=str(move))


def describe(move: Any, lang: str = "en") -> str:
    """``'I play 7♠'``: a move of either game in the first person (for `last_reason`), in
    language `lang`.

    >>> from durak_widget import Move
    >>> describe(Move.parse("P1 beats 7S with 9S"))
    'I beat 7♠ with 9♠'
    >>> describe(Move.parse("P1 beats 7S with 9S"), "es")
    'Gano 7♠ con 9♠'
    """
    return Capitalized(said_text(move)).in_language(lang)


def gerund(move: Any, lang: str = "en") -> str:
    """``'beating 7♠ with 9♠'``: a move of either game as an option in a list, in language
    `lang`.

    >>> from durak_widget.own_trumps import Move
    >>> gerund(Move.parse("P0 picks up"))
    'picking up'
    """
    return option_text(move).in_language(lang)
