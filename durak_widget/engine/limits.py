"""The attack limit of a bout of Durak: how many attack cards it may hold and which rule says so.

`limit_parts` is the one computation; `Game.limit_info` wraps it in an `AttackLimit`, and the
move generator, the judge and the views all read that.
"""

from __future__ import annotations

from typing import Any, Final

from .checks import check_flag
from .messages import DURAK
from .rules import Rules

REASONS: Final = ("defender_hand", "first_bout_cap", "cap", "none")
"""The values of `AttackLimit.reason`."""


class AttackLimit:
    """The most attack cards the current bout may hold, and why.

    ``limit`` is that number (``None``: no limit); ``reason`` which rule sets it:
    ``"defender_hand"`` (the defender's hand at the start of the bout is smaller than the cap),
    ``"first_bout_cap"``, ``"cap"`` or ``"none"``; ``cap`` the cap in force (``None`` without
    one); ``first_bout`` whether that is the first-bout cap; ``start_hand`` the defender's cards
    at the start of the bout. An immutable value: equal when every field is.

    >>> AttackLimit(6, "cap", 6, False, 6).text
    'at most 6 in a bout'
    """

    __slots__ = ("cap", "first_bout", "limit", "reason", "start_hand")

    limit: int | None
    reason: str
    cap: int | None
    first_bout: bool
    start_hand: int

    def __init__(
        self, limit: object, reason: object, cap: object, first_bout: object, start_hand: object
    ) -> None:
        # Checked here, typed ``object``: see `durak_widget.engine.checks`.
        if not isinstance(reason, str) or reason not in REASONS:
            raise ValueError(f"reason must be one of {', '.join(REASONS)}, got {reason!r:.60}")
        object.__setattr__(self, "limit", _count_or_none(limit, "limit"))
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "cap", _count_or_none(cap, "cap"))
        object.__setattr__(self, "first_bout", check_flag(first_bout, "first_bout"))
        hand = _count_or_none(start_hand, "start_hand")
        if hand is None:
            raise ValueError("start_hand must be a number of cards, got None")
        object.__setattr__(self, "start_hand", hand)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("AttackLimit is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, AttackLimit):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"AttackLimit(limit={self.limit!r}, reason={self.reason!r}, cap={self.cap!r}, "
            f"first_bout={self.first_bout!r}, start_hand={self.start_hand!r})"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), self._fields())

    def _fields(self) -> tuple[int | None, str, int | None, bool, int]:
        return (self.limit, self.reason, self.cap, self.first_bout, self.start_hand)

    @property
    def text(self) -> str:
        """The limit as a learner phrase, such as ``"at most 6 in a bout"``."""
        return DURAK.phrase(
            "limit." + self.reason, limit=self.limit, cap=self.cap, start_hand=self.start_hand
        )


def _count_or_none(value: object, name: str) -> int | None:
    if value is None or (isinstance(value, int) and not isinstance(value, bool) and value >= 0):
        return value
    raise ValueError(f"{name} must be a number of cards or None, got {value!r:.60}")


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


__all__ = ["REASONS", "AttackLimit"]
