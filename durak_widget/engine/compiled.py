"""The engine's one concession to being compiled: `mypyc_attr`, mypyc's class hint.

The engines are plain, typed Python; a build may compile them with mypyc (see
``hatch_build.py``). Classes that rely on Python's object model at run time (a shared
``__dict__``, ``object.__new__`` and ``object.__setattr__`` on immutable values) are marked
``@mypyc_attr(native_class=False)``: mypyc still compiles their methods, and without mypyc the
hint does nothing. `durak_widget.engine.COMPILED` says which build is running.
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


def new_instance(cls: type[T]) -> T:
    """A bare instance of `cls`, its ``__init__`` not called (this module is never compiled,
    and compiled code may not call ``object.__new__`` itself)."""
    return object.__new__(cls)


__all__ = ["mypyc_attr", "new_instance"]
