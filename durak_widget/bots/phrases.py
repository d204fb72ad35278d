"""How the bots put a move into words, for either game: ``'I beat 7♠ with 9♠'`` (`describe`,
a decision) and ``'beating 7♠ with 9♠'`` (`gerund`, an option in a list of searched moves).
"""

from __future__ import annotations

from typing import Any

__all__ = ["describe", "gerund"]

# kind: (first person, gerund); {cards} are the cards played, {target} the card beaten, {how}
# how a transfer is made.
_PHRASES = {
    "attack": ("I play {cards}", "playing {cards}"),
    "defend": ("I beat {target} with {cards}", "beating {target} with {cards}"),
    "transfer": ("I transfer {how} {cards}", "transferring {how} {cards}"),
    "take": ("I take", "taking"),
    "done": ("I say done", "saying done"),
    "exchange": ("I exchange the six of trumps", "exchanging the six of trumps"),
    # Svoi Kozyri (durak_widget.own_trumps)
    "beat": ("I beat with {cards}", "beating with {cards}"),
    "lay": ("I lay {cards}", "laying {cards}"),
    "pick_up": ("I pick up", "picking up"),
}


def _phrase(move: Any, form: int) -> str:
    template = _PHRASES.get(move.kind)
    if template is None:
        return f"I play {move}" if form == 0 else f"playing {move}"
    show = getattr(move, "show", False)
    return template[form].format(
        cards=" ".join(str(c) for c in move.cards),
        target=getattr(move, "target", None),
        how=("showing" if form == 0 else "by showing") if show else "with",
    )


def describe(move: Any) -> str:
    """``'I play 7♠'``: a move of either game in the first person (for `last_reason`).

    >>> from durak_widget import Move
    >>> describe(Move.parse("P1 beats 7S with 9S"))
    'I beat 7♠ with 9♠'
    """
    return _phrase(move, 0)


def gerund(move: Any) -> str:
    """``'beating 7♠ with 9♠'``: a move of either game as an option in a list.

    >>> from durak_widget.own_trumps import Move
    >>> gerund(Move.parse("P0 picks up"))
    'picking up'
    """
    return _phrase(move, 1)
