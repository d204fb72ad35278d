"""durak_widget: learn the card game Durak in Jupyter.

The engines (`durak_widget.engine` for Durak, `durak_widget.own_trumps` for Svoi Kozyri) judge
and explain every move; each game stands behind one adapter in the registry
(`durak_widget.games`); the table (`durak_widget.table`) serves every viewer of a game, and the
widget (`DurakWidget`) draws it in a notebook.
"""

from . import own_trumps as own_trumps  # both engines are listed before a record is read
from .engine import Card, Game, GameResult, IllegalMove, Move, Rules, Verdict

__version__ = "0.1.0"

__all__ = ["Card", "Game", "GameResult", "IllegalMove", "Move", "Rules", "Verdict", "__version__"]


def __getattr__(name: str):
    """Import the widget lazily, so that the engine alone needs no Jupyter packages."""
    if name == "DurakWidget":
        from .widget import DurakWidget

        return DurakWidget
    raise AttributeError(f"module 'durak_widget' has no attribute {name!r}")
