"""The engines' own list of game classes: what records and message tables look games up in.

Each game class says who it is once (`RecordedGame.name`, ``record_variant``, ``move_type``,
``min_players``/``max_players``, ``messages``) and adds itself here when its module is
imported (`durak_widget.engine.game` adds `Game`, `durak_widget.own_trumps.game` adds
`OwnTrumps`; the package's ``__init__`` imports both engines, so both are listed before any
record is read). A record's ``Game`` tag is looked up here (`for_variant`), and the catalogs
take every listed game's message table (`durak_widget.engine.i18n.tables`). Nothing here
imports a game: the list only points down to the classes handed to it.

>>> from durak_widget.engine import kinds
>>> [cls.name for cls in kinds.game_classes()][:2]
['durak', 'own_trumps']
>>> kinds.for_variant("own_trumps").__name__
'OwnTrumps'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .base import RecordedGame

_CLASSES: list[type[RecordedGame]] = []

IDENTITY = ("name", "record_variant", "move_type", "min_players", "max_players", "messages")
"""The class attributes by which a game class says who it is."""


def add_game_class(cls: type[RecordedGame]) -> type[RecordedGame]:
    """List `cls` (once; adding it again changes nothing) and return it. A class that lacks an
    identity attribute, or whose name or record variant another listed class has, raises
    `ValueError`."""
    if cls in _CLASSES:
        return cls
    missing = [attr for attr in IDENTITY if not hasattr(cls, attr)]
    if missing:
        raise ValueError(
            f"{getattr(cls, '__name__', cls)!r:.60} is not a game class: it has no "
            f"{', '.join(missing)}"
        )
    for other in _CLASSES:
        for attr in ("name", "record_variant"):
            if getattr(other, attr) == getattr(cls, attr):
                raise ValueError(
                    f"{cls.__name__} has the {attr} {getattr(cls, attr)!r} of {other.__name__}"
                )
    _CLASSES.append(cls)
    return cls


def remove_game_class(cls: type[RecordedGame]) -> None:
    """Take `cls` off the list (for tests that add a toy game); `ValueError` if not listed."""
    if cls not in _CLASSES:
        raise ValueError(f"{getattr(cls, '__name__', cls)!r:.60} is not a listed game class")
    _CLASSES.remove(cls)


def game_classes() -> tuple[type[RecordedGame], ...]:
    """Every listed game class, in the order they were added."""
    return tuple(_CLASSES)


def named(name: str) -> type[RecordedGame]:
    """The game class called `name` (`RecordedGame.name`); `ValueError` naming the games."""
    for cls in _CLASSES:
        if cls.name == name:
            return cls
    known = ", ".join(cls.name for cls in _CLASSES)
    raise ValueError(f"no game named {name!r:.60}: expected one of {known}")


def for_variant(variant: str) -> type[RecordedGame]:
    """The game class whose records carry ``[Game "variant"]``; `ValueError` naming the
    known variants."""
    for cls in _CLASSES:
        if cls.record_variant == variant:
            return cls
    known = ", ".join(sorted(cls.record_variant for cls in _CLASSES))
    raise ValueError(f"unknown game {variant!r:.60}: expected one of {known}")
