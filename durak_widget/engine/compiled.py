"""The engine's one concession to being compiled: `mypyc_attr`, mypyc's class hint.

The engines are plain, typed Python; a build may compile them with mypyc (see
``hatch_build.py``), and then every class becomes a native class: fixed attribute slots, no
instance ``__dict__``. So a game is copied attribute by attribute, made bare with `new_game`,
and `RecordedGame` is marked ``@mypyc_attr(allow_interpreted_subclasses=True,
serializable=True)`` (games defined in plain Python may extend it; games pickle). Without mypyc
the hint does nothing. `durak_widget.engine.COMPILED` says which build is running.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

T = TypeVar("T")

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:

    def mypyc_attr(*attrs, **kwattrs):
        """Without mypyc: a class decorator that leaves the class as it is."""
        return lambda cls: cls


class Extensible:
    """A plain base class, never compiled: a compiled class that extends it keeps an instance
    dict (mypyc gives one to every class with a plain-Python base), so a compiled game, like a
    pure one, takes attributes its class does not declare. `RecordedGame` extends it instead
    of `abc.ABC`, whose one `isinstance` cache every compiled game class would share."""


def new_instance(cls: type[T]) -> T:
    """A bare instance of `cls`, its ``__init__`` not called (this module is never compiled,
    and compiled code may not call ``object.__new__`` itself)."""
    return object.__new__(cls)


def new_game(cls: type[T]) -> T:
    """A bare game of class `cls`, no attribute set and ``__init__`` not called: its class's
    own ``__new__``, which is ``object.__new__`` in pure Python and, for a compiled game class
    (pickleable, so its ``__new__`` does not call ``__init__``), the one that lays out its
    native instance."""
    return cls.__new__(cls)


__all__ = ["Extensible", "mypyc_attr", "new_game", "new_instance"]
