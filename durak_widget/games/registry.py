"""The registry of games: adapters by name, and `kind_of`, the one place that asks which game
a game object is.

Registration is explicit, as in OpenSpiel: `register_game(adapter)`. The built-in games are
registered below by name, not by importing their engines. A third game needs one adapter
module and one `register_game` call (and a drawing and a front-end module for its table);
registering the adapter of an engine game (a `RecordedGame`) also adds its class to the
engines' own list (`durak_widget.engine.kinds`), where records and catalogs find it.
"""

from __future__ import annotations

from ..engine import RecordedGame, kinds
from .base import GameAdapter
from .durak import DurakAdapter
from .own_trumps import OwnTrumpsAdapter

_GAMES: dict[str, GameAdapter] = {}
_LISTED: set[type] = set()  # game classes registering an adapter added to the engines' list


def register_game(adapter: GameAdapter) -> GameAdapter:
    """Add `adapter` to the registry under ``adapter.name`` and return it. A name already
    taken, or a game class already registered, raises `ValueError`."""
    name = getattr(adapter, "name", None)
    if not isinstance(name, str) or not name:
        raise ValueError(f"a game adapter needs a non-empty name, got {name!r:.60}")
    if name in _GAMES:
        raise ValueError(
            f"a game named {name!r} is already registered ({type(_GAMES[name]).__name__}); "
            "pick another name"
        )
    for other in _GAMES.values():
        if other.game_class is adapter.game_class:
            raise ValueError(
                f"{adapter.game_class.__name__} is already registered as {other.name!r}"
            )
    cls = adapter.game_class
    engine_game = isinstance(cls, type) and issubclass(cls, RecordedGame)
    if engine_game and cls not in kinds.game_classes():
        kinds.add_game_class(cls)  # records and catalogs find a new engine game too
        _LISTED.add(cls)
    _GAMES[name] = adapter
    return adapter


def unregister_game(name: str) -> None:
    """Remove a game from the registry (for tests that register a toy game)."""
    if name not in _GAMES:
        raise ValueError(f"no game named {name!r} is registered")
    cls = _GAMES.pop(name).game_class
    if cls in _LISTED:
        _LISTED.discard(cls)
        kinds.remove_game_class(cls)


def registered_games() -> tuple[GameAdapter, ...]:
    """Every registered adapter, in the order they were registered."""
    return tuple(_GAMES.values())


def get_game(name: str) -> GameAdapter:
    """The adapter registered as `name`; an unknown name raises `ValueError` listing them."""
    adapter = _GAMES.get(name) if isinstance(name, str) else None
    if adapter is None:
        raise ValueError(f"no game named {name!r:.60}: expected one of {', '.join(_GAMES)}")
    return adapter


def kind_of(game: object) -> GameAdapter:
    """The adapter of `game` (an instance of a registered game class). Anything else raises
    `ValueError` naming the registered games."""
    for adapter in _GAMES.values():
        if type(game) is adapter.game_class:
            return adapter
    for adapter in _GAMES.values():  # a subclass of a registered game
        if isinstance(game, adapter.game_class):
            return adapter
    known = ", ".join(f"{a.game_class.__name__} ({a.name})" for a in _GAMES.values())
    raise ValueError(f"{game!r:.60} is not a game of a registered kind: expected one of {known}")


def kind_of_move(move: object) -> GameAdapter:
    """The adapter whose move class `move` is an instance of; anything else raises
    `ValueError` naming the registered games."""
    for adapter in _GAMES.values():
        if isinstance(move, adapter.move_class):
            return adapter
    raise ValueError(
        f"{move!r:.60} is not a move of a registered game: expected one of {', '.join(_GAMES)}"
    )


register_game(DurakAdapter())
register_game(OwnTrumpsAdapter())
