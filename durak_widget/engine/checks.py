"""The argument checks of the engines' public functions, one wording for each kind of value.

Every public function and method of the engines takes what a user passes as ``object`` and
checks it here: a compiled build (mypyc) would otherwise refuse a badly typed argument with its
own `TypeError` before the function body runs, and would read ``True`` as the seat 1. A bad
argument is a `ValueError` naming the argument, the value and what was expected, the same in
the pure and the compiled build.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__: list[str] = []  # the engines' own helpers: no public names


def is_whole(value: object) -> bool:
    """Whether `value` is a whole number (an ``int``; ``True`` and ``False`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_seat(value: object, players: int, name: str = "player") -> int:
    """`value` if it is a seat of a `players`-seat game (0 to ``players - 1``); else a
    `ValueError` such as ``bad player '0': expected a seat from 0 to 1``."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players:
        return value
    raise ValueError(f"bad {name} {value!r:.60}: expected a seat from 0 to {players - 1}")


def check_flag(value: object, name: str) -> bool:
    """`value` if it is ``True`` or ``False``; else a `ValueError` naming `name`."""
    if isinstance(value, bool):
        return value
    raise ValueError(f"{name} must be True or False, got {value!r:.60}")


def check_text(value: object, name: str) -> str:
    """`value` if it is a string; else a `ValueError` naming `name`."""
    if isinstance(value, str):
        return value
    raise ValueError(f"{name} must be text, got {value!r:.60}")


def check_items(value: object, what: str, items: str) -> Iterable[Any]:
    """`value` if it is a collection of `items` (a list, a tuple, ...: not a text, which would
    be read one character at a time); else a `ValueError` saying that `what` must be a list of
    `items`."""
    if isinstance(value, (str, bytes)):
        raise ValueError(f"{what} must be a list of {items}, got the text {value!r:.60}")
    if not isinstance(value, Iterable):
        raise ValueError(f"{what} must be a list of {items}, got {value!r:.60}")
    return value


def check_names(names: object, players: int) -> tuple[str, ...]:
    """The seats' display names: `names` (one non-blank string per seat), or ``P0``, ``P1``,
    ... for ``None``; anything else is a `ValueError`."""
    if names is None:
        return tuple(f"P{seat}" for seat in range(players))
    listed = list(check_items(names, "names", f"{players} non-empty strings"))
    if len(listed) != players or not all(isinstance(n, str) and n.strip() for n in listed):
        raise ValueError(f"names must be {players} non-empty strings, got {listed!r:.200}")
    return tuple(listed)
