"""Strict reading of a move object sent as JSON (by the browser or a saved file).

Each game's adapter reads its own move shape with these helpers; a bad field raises
`FieldError`, whose ``field`` names it (``"cards[1]"``) so the caller can prefix where the
object came from (the widget says ``"move.cards[1]"``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeGuard

from ..engine import Card


class FieldError(ValueError):
    """A bad field of a JSON object: ``field`` names it, ``problem`` says what is wrong."""

    def __init__(self, field: str, problem: str):
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def is_int(value: object) -> TypeGuard[int]:
    """Whether `value` is a whole number (``True``/``False`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def short(value: object) -> str:
    """A repr of `value` cut to 40 characters, for error texts."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_object(data: Any, fields: tuple[str, ...], kinds: tuple[str, ...]) -> str:
    """Check that `data` is an object with only `fields`, a ``kind`` among `kinds` and a
    ``player`` that is a seat number; return the kind."""
    if not isinstance(data, Mapping):
        raise FieldError("move", f"expected an object, got {type(data).__name__}")
    unknown = sorted(str(k) for k in data if k not in fields)
    if unknown:
        raise FieldError(unknown[0], f"unknown field (expected {', '.join(fields)})")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise FieldError("kind", f"expected one of {', '.join(kinds)}, got {short(kind)}")
    player = data.get("player")
    if not is_int(player) or player < 0:
        raise FieldError("player", f"expected a seat number, got {short(player)}")
    return kind


def check_card(field: str, code: object) -> Card:
    """A card from its code (``"7S"``, ``"10H"``); raises `FieldError` naming `field`."""
    if not isinstance(code, str) or len(code) > 8:
        raise FieldError(field, f"expected a card code such as '7S' or '10H', got {short(code)}")
    try:
        return Card.parse(code)
    except ValueError:
        raise FieldError(
            field, f"{short(code)} is not a card: expected a code such as '7S', '10H' or 'QD'"
        ) from None
