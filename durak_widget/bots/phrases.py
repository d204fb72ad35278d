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


def N_(text: str) -> str:
    """Mark `text` as a catalog entry for the extractor (it is translated when a `Text` is read)."""
    return text


# A move's kind ("show": a transfer by showing): (in the first person, as an option in a list).
# {cards} are the cards played, {target} the card beaten.
_MOVES = {
    "attack": (N_("I lead {cards}"), N_("leading {cards}")),
    # an attack card added to a bout under way (Russian: «подкидываю», never «хожу»)
    "throw_in": (N_("I throw in {cards}"), N_("throwing in {cards}")),
    "defend": (N_("I beat {target} with {cards}"), N_("beating {target} with {cards}")),
    "show": (N_("I transfer showing {cards}"), N_("transferring by showing {cards}")),
    "transfer": (N_("I transfer with {cards}"), N_("transferring with {cards}")),
    "take": (N_("I take"), N_("taking")),
    "done": (N_("I say done"), N_("saying done")),
    "exchange": (N_("I exchange the six of trumps"), N_("exchanging the six of trumps")),
    # Svoi Kozyri (durak_widget.own_trumps)
    "beat": (N_("I beat with {cards}"), N_("beating with {cards}")),
    "lay": (N_("I lay {cards}"), N_("laying {cards}")),
    "pick_up": (N_("I pick up"), N_("picking up")),
}
_OTHER = (N_("I play {move}"), N_("playing {move}"))


def _move_text(move: Any, form: int, on_table: bool = False) -> Text:
    kind = "show" if move.kind == "transfer" and getattr(move, "show", False) else move.kind
    if kind == "attack" and on_table:
        kind = "throw_in"
    templates = _MOVES.get(kind)
    if templates is None:
        return Text.gettext(_OTHER[form], move=str(move))
    values: dict[str, Any] = {"cards": " ".join(str(c) for c in move.cards)}
    if kind == "defend":
        values["target"] = move.target
    return Text.gettext(templates[form], **values)


def said_text(move: Any, on_table: bool = False) -> Text:
    """A move of either game in the first person, as a `Text` (see `describe`); an attack
    with cards already on the table (`on_table`) is said as a throw-in."""
    return _move_text(move, 0, on_table)


def option_text(move: Any, on_table: bool = False) -> Text:
    """A move of either game as an option in a list, as a `Text` (see `gerund`); an attack
    with cards already on the table (`on_table`) is said as a throw-in."""
    return _move_text(move, 1, on_table)


def describe(move: Any, lang: str = "en") -> str:
    """``'I lead 7♠'``: a move of either game in the first person (for `last_reason`), in
    language `lang`.

    >>> from durak_widget import Move
    >>> describe(Move.parse("P1 beats 7S with 9S"))
    'I beat 7♠ with 9♠'
    >>> describe(Move.parse("P1 beats 7S with 9S"), "es")
    'Cubro 7♠ con 9♠'
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
