"""The attack limit of a bout of Durak: how many attack cards it may hold and which rule says so.

`limit_parts` is the one computation; `Game.limit_info` wraps it in an `AttackLimit`, and the
move generator, the judge and the views all read that.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .messages import DURAK
from .rules import Rules

REASONS: Final = ("defender_hand", "first_bout_cap", "cap", "none")
"""The values of `AttackLimit.reason`."""


@dataclass(frozen=True)
class AttackLimit:
    """The most attack cards the current bout may hold, and why.

    ``limit`` is that number (``None``: no limit); ``reason`` which rule sets it:
    ``"defender_hand"`` (the defender's hand at the start of the bout is smaller than the cap),
    ``"first_bout_cap"``, ``"cap"`` or ``"none"``; ``cap`` the cap in force (``None`` without
    one); ``first_bout`` whether that is the first-bout cap; ``start_hand`` the defender's cards
    at the start of the bout.

    >>> AttackLimit(6, "cap", 6, False, 6).text
    'at most 6 in a bout'
    """

    limit: int | None
    reason: str
    cap: int | None
    first_bout: bool
    start_hand: int

    @property
    def text(self) -> str:
        """The limit as a learner phrase, such as ``"at most 6 in a bout"``."""
        return DURAK.phrase(
            "limit." + self.reason, limit=self.limit, cap=self.cap, start_hand=self.start_hand
        )


def limit_parts(
    rules: Rules, start_hand: int, first_bout: bool
) -> tuple[int | None, str, int | None, bool]:
    """``(limit, reason, cap, first_bout_cap_applies)`` for a bout whose defender started with
    `start_hand` cards; `first_bout` says whether no defence has succeeded yet."""
    cap = rules.attack_cap
    applies = False
    first = rules.first_bout_cap
    if first is not None and first_bout and (cap is None or first < cap):
        cap, applies = first, True
    if cap is not None and start_hand >= cap:
        return cap, ("first_bout_cap" if applies else "cap"), cap, applies
    return start_hand, "defender_hand", cap, applies
