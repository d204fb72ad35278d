"""A library of short annotated bouts, each teaching one rule or idea.

>>> from durak_widget import bouts
>>> "beating" in bouts.names()
True
>>> bouts.load("beating").title
'Beating: same suit and higher, or a trump'
"""

from __future__ import annotations

from pathlib import Path

from ..engine.record import Record
from ..engine.record import load as _load_file

_FOLDER = Path(__file__).parent


def _files() -> dict[str, Path]:
    # "03_cap_of_six.durak" is published as "cap_of_six"; the number only orders the lessons.
    return {path.stem.split("_", 1)[1]: path for path in sorted(_FOLDER.glob("[0-9][0-9]_*.durak"))}


def names() -> list[str]:
    """The bouts' names, in lesson order."""
    return list(_files())


def load(name: str) -> Record:
    """The annotated record called `name` (see `names`). Unknown names raise `ValueError`."""
    files = _files()
    if name not in files:
        raise ValueError(f"no bout called {name!r}: expected one of {', '.join(files)}")
    (record,) = _load_file(files[name])
    return record


def catalogue() -> list[tuple[str, str, str]]:
    """``(name, title, summary)`` for every bout, in lesson order."""
    return [(name, rec.title, rec.summary) for name, rec in ((n, load(n)) for n in names())]


__all__ = ["catalogue", "load", "names"]
