"""How each game is drawn at the table: its view model (docs/widget-protocol.md), a card's
reason (sent on demand) and its static picture, mirroring ``js/src/games/``.

`drawing_of(adapter)` gives a game's `GameDrawing`: the one registered under the adapter's
name (Durak's and Svoi Kozyri's, below), else the adapter itself when it draws its own game
(a third game's adapter may carry ``build_view``, ``card_reason`` and ``picture_html``).
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ...engine.cards import Card
from .common import ViewContext
from .durak import build_durak_view
from .durak import card_reason as durak_card_reason
from .own_trumps import build_own_trumps_view
from .own_trumps import card_reason as own_trumps_card_reason
from .picture import durak_html, own_trumps_html

__all__ = [
    "Drawing",
    "GameDrawing",
    "ViewContext",
    "drawing_of",
    "register_drawing",
    "unregister_drawing",
]


@runtime_checkable
class GameDrawing(Protocol):
    """How one game is drawn for a viewer."""

    def build_view(self, game: Any, **context: Any) -> dict[str, Any]:
        """The view model for one seat; `context` as in `ViewContext`."""

    def card_reason(self, game: Any, seat: int, card: Any, lang: str = "en") -> str:
        """The engine's verdict on the most natural try with `card` from `seat`'s hand."""

    def picture_html(
        self, game: Any, seat: int | None, open_hands: bool, lang: str | None = None
    ) -> str:
        """A static HTML picture of the table (the notebook fallback), in `lang` (``None``:
        the language `durak_widget.set_language` set)."""


class Drawing:
    """A `GameDrawing` made of a game's view functions."""

    def __init__(self, view: Any, reason: Any, picture: Any):
        self._view, self._reason, self._picture = view, reason, picture

    def build_view(self, game: Any, **context: Any) -> dict[str, Any]:
        """The game's view model for the `ViewContext` that `context` makes."""
        view: dict[str, Any] = self._view(game, ViewContext(**context))
        return view

    def card_reason(self, game: Any, seat: int, card: Any, lang: str = "en") -> str:
        """Why `card` (a `Card` or its code) cannot be played from `seat`'s hand now, in the
        engine's words in `lang`."""
        card = Card.parse(card) if isinstance(card, str) else card
        return str(self._reason(game, seat, card, lang))

    def picture_html(
        self, game: Any, seat: int | None, open_hands: bool, lang: str | None = None
    ) -> str:
        """The game's static HTML picture of the table, in `lang` (``None``: the language
        `durak_widget.set_language` set)."""
        return str(self._picture(game, seat, open_hands, lang))


_DRAWINGS: dict[str, GameDrawing] = {}


def register_drawing(name: str, drawing: GameDrawing) -> GameDrawing:
    """Draw the game registered as `name` with `drawing`; returns it."""
    _DRAWINGS[name] = drawing
    return drawing


def unregister_drawing(name: str) -> None:
    """Forget the drawing registered under `name` (for tests that register a toy game)."""
    if name not in _DRAWINGS:
        raise ValueError(f"no drawing is registered as {name!r:.40}")
    del _DRAWINGS[name]


def drawing_of(adapter: Any) -> GameDrawing:
    """The drawing of `adapter`'s game (see the module docstring); `ValueError` when the game
    has none."""
    found = _DRAWINGS.get(adapter.name)
    if found is not None:
        return found
    if isinstance(adapter, GameDrawing):
        return adapter
    raise ValueError(
        f"the game {adapter.name!r:.40} has no drawing: register one with "
        "durak_widget.table.views.register_drawing, or give its adapter build_view, "
        "card_reason and picture_html"
    )


register_drawing("durak", Drawing(build_durak_view, durak_card_reason, durak_html))
register_drawing(
    "own_trumps", Drawing(build_own_trumps_view, own_trumps_card_reason, own_trumps_html)
)
